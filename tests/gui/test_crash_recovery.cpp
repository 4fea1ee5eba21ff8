// A real crash with unsaved work: this binary runs itself as the window (see gui_test_main.cpp),
// kills it with SIGKILL once its edit is autosaved, and a new window must offer the work back.

#include "gui_fixture.h"

#include "models/plan/plan_io.h"
#include "ui/document/document.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <csignal>

using planner::testing::WindowFixture;

TEST_CASE("Unsaved work survives a SIGKILL and is recovered at the next start", "[gui][crash]")
{
    QTemporaryDir root;
    REQUIRE(root.isValid());
    const QString folder = root.filePath(QStringLiteral("autosave"));
    REQUIRE(QDir().mkpath(folder));

    QProcess child;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("GPU_PLANNER_CRASH_CHILD"), folder);
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    child.setProcessEnvironment(environment);
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(), {});
    REQUIRE(child.waitForStarted(planner::testing::kEventWaitMs));
    QByteArray output;
    while (!output.contains("ready\n") && child.state() == QProcess::Running
           && child.waitForReadyRead(planner::testing::kEventWaitMs))
        output += child.readAllStandardOutput();
    INFO("child said: " << output.toStdString() << ", exit code " << child.exitCode());
    REQUIRE(output.contains("ready\n"));
    REQUIRE(QDir(folder).entryList({QStringLiteral("*.json")}, QDir::Files).size() == 1);

    ::kill(static_cast<pid_t>(child.processId()), SIGKILL); // no clean-up of any kind
    REQUIRE(child.waitForFinished(planner::testing::kEventWaitMs));
    CHECK(child.exitStatus() == QProcess::CrashExit);
    // The autosave the killed window wrote is still there, owned by a process that is gone.
    REQUIRE(QDir(folder).entryList({QStringLiteral("*.json")}, QDir::Files).size() == 1);

    WindowFixture next;
    REQUIRE(next.window->offerRecovery(folder));
    const planner::Plan& recovered = next.window->document()->plan();
    REQUIRE_FALSE(recovered.scenarios.empty());
    CHECK(recovered.scenarios[0].cluster.nodeGroups[0].nodeCount == 5);
    planner::Plan expected = *planner::loadPlan(WindowFixture::example().toStdString(), nullptr).plan;
    REQUIRE(expected.scenarios[0].cluster.nodeGroups[0].nodeCount != 5);
    expected.scenarios[0].cluster.nodeGroups[0].nodeCount = 5;
    CHECK(recovered == expected); // that edit and nothing else
    CHECK(next.window->isWindowModified());
    CHECK(next.window->document()->isModified());
    CHECK(next.window->document()->filePath().endsWith(QStringLiteral("shenzhen-llm-finetune.json")));
    CHECK(QDir(folder).entryList({QStringLiteral("*.json")}, QDir::Files).isEmpty());
}
