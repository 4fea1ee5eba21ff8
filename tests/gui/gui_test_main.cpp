// Widget tests run on the offscreen platform: QApplication first, then Catch. With
// GPU_PLANNER_CRASH_CHILD set, the binary is instead the window that test_crash_recovery.cpp kills.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include "gui_fixture.h"
#include "ui/common/app_look.h"
#include "ui/editors/build_panel.h"
#include "ui/editors/node_group_model.h"
#include "ui/shell/autosave.h"

#include <QApplication>
#include <QDir>
#include <QTableView>

#include <cstdio>

namespace {

// The window of a user with unsaved work: the example plan open, one edit autosaved, then waiting
// for ever. Prints "ready" once the autosave is on disk. Settings live beside the autosave folder,
// so that the kill leaves nothing outside the parent's temporary folder.
int runCrashChild(const QString& autosaveFolder)
{
    using namespace planner;
    testing::ScriptedDialogs dialogs;
    ui::Translations translations;
    translations.apply(QStringLiteral("en"));
    ui::Settings settings(QDir(autosaveFolder).filePath(QStringLiteral("../crash-child-settings.ini")));
    ui::MainWindow window(testing::shippedCatalog(), &settings, &dialogs, &translations);
    if (!window.openFile(testing::WindowFixture::example()))
        return 3;
    window.startAutosave(autosaveFolder, 1);
    QAbstractItemModel* model = window.buildPanel()->table()->model();
    if (!model->setData(model->index(0, ui::NodeGroupModel::Nodes), 5, Qt::EditRole))
        return 4;
    window.autosave()->saveNow();
    std::puts("ready");
    std::fflush(stdout);
    return QApplication::exec();
}

} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    planner::ui::applyApplicationLook();
    if (const QString crashChild = qEnvironmentVariable("GPU_PLANNER_CRASH_CHILD"); !crashChild.isEmpty())
        return runCrashChild(crashChild);
    return Catch::Session().run(argc, argv);
}
