// Help > Lessons: a lesson opens as an untitled copy of its bundled plan with its explanation beside the
// work, its suggested change is one undo step that the findings follow, and unsaved edits are asked about.

#include "gui_fixture.h"

#include "models/lessons/lessons.h"
#include "ui/common/core_text.h"
#include "ui/document/document.h"
#include "ui/findings/findings_panel.h"
#include "ui/lessons/lesson_panel.h"

#include <catch2/catch.hpp>

#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QFile>
#include <QMenu>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QUndoStack>

using namespace planner;
using namespace planner::ui;
using planner::testing::WindowFixture;

namespace {

QStringList shownFindings(MainWindow* window)
{
    QStringList messages;
    auto* table = window->findingsPanel()->findChild<QTableView*>();
    REQUIRE(table);
    for (int row = 0; row < table->model()->rowCount(); ++row)
        messages << table->model()->index(row, 1).data().toString();
    return messages;
}

bool showsFinding(MainWindow* window, const QString& part)
{
    const QStringList messages = shownFindings(window);
    return std::any_of(messages.begin(), messages.end(), [&](const QString& m) { return m.contains(part); });
}

QAction* lessonAction(MainWindow* window, const char* id)
{
    auto* action = window->findChild<QAction*>(QStringLiteral("lesson-") + QLatin1String(id));
    REQUIRE(action);
    return action;
}

QByteArray bundled(const char* file)
{
    QFile in(QStringLiteral(LESSONS_DIR "/") + QLatin1String(file));
    REQUIRE(in.open(QIODevice::ReadOnly));
    return in.readAll();
}

} // namespace

TEST_CASE("Help > Lessons opens a lesson beside the work and applies its change as one undo step", "[lessons]")
{
    WindowFixture f;
    const QByteArray original = bundled("ram-to-vram.json");
    Document* document = f.window->document();
    LessonActions* lessons = f.window->lessonActions();
    // Every lesson is in the Help menu, by its title.
    REQUIRE(lessons->menu()->actions().size() == 8);
    CHECK(lessonAction(f.window.get(), "ram-to-vram")->text() == QStringLiteral("RAM to VRAM ratio"));

    lessonAction(f.window.get(), "ram-to-vram")->trigger();
    // A fresh copy: no file, nothing to undo, named in the reader's language; the explanation is shown.
    CHECK(document->filePath().isEmpty());
    CHECK(document->plan().name == "RAM to VRAM ratio");
    CHECK(document->undoStack()->count() == 0);
    CHECK(lessons->dock()->isVisibleTo(f.window.get()));
    CHECK(lessons->panel()->text()->toPlainText().contains(QStringLiteral("512 GB of system RAM")));
    // 512 GB of RAM for 8 × 80 GB of VRAM: the RAM rule's error is in the findings list.
    CHECK(showsFinding(f.window.get(), QStringLiteral("is smaller than VRAM")));

    QPushButton* apply = lessons->panel()->applyButton();
    REQUIRE(apply->isEnabled());
    apply->click();
    CHECK(document->undoStack()->count() == 1);
    CHECK(document->plan().scenarios.front().cluster.nodeGroups.front().memoryId == "ddr5-128gb-4800-rdimm");
    CHECK_FALSE(showsFinding(f.window.get(), QStringLiteral("VRAM")));
    CHECK_FALSE(apply->isEnabled()); // made: nothing more to apply

    document->undoStack()->undo(); // one step takes the whole change back
    CHECK(document->plan().scenarios.front().cluster.nodeGroups.front().memoryId == "ddr5-32gb-4800-rdimm");
    CHECK(showsFinding(f.window.get(), QStringLiteral("is smaller than VRAM")));
    CHECK(apply->isEnabled());
    document->undoStack()->redo();

    SECTION("unsaved edits are asked about: cancel keeps them")
    {
        f.dialogs.nextSaveChangesAnswer = QMessageBox::Cancel;
        lessonAction(f.window.get(), "zero-stages")->trigger();
        CHECK(document->plan().name == "RAM to VRAM ratio");
        CHECK(document->undoStack()->count() == 1);
    }
    SECTION("unsaved edits are asked about: discard opens the next lesson")
    {
        f.dialogs.nextSaveChangesAnswer = QMessageBox::Discard;
        lessonAction(f.window.get(), "zero-stages")->trigger();
        CHECK(document->plan().name == "ZeRO stages and memory");
        CHECK(showsFinding(f.window.get(), QStringLiteral("165.2 GB needed per GPU")));
        lessons->panel()->applyButton()->click();
        CHECK(document->plan().scenarios.front().workload.zeroStage == 3);
        CHECK_FALSE(showsFinding(f.window.get(), QStringLiteral("needed per GPU")));
    }
    SECTION("saving asks for a new file: the bundled plan is never written")
    {
        f.dialogs.nextSaveFile.clear(); // the person cancels the Save As dialog
        CHECK_FALSE(f.window->save());
        CHECK_FALSE(f.dialogs.lastSaveSuggestion.startsWith(QStringLiteral(LESSONS_DIR)));
    }
    CHECK(bundled("ram-to-vram.json") == original);
}

TEST_CASE("Lessons read in Chinese: menu, plan name and explanation", "[lessons]")
{
    WindowFixture f;
    f.window->setLanguage(QStringLiteral("zh_CN"));
    QAction* action = lessonAction(f.window.get(), "rack-cooling");
    CHECK(action->text() == QStringLiteral("风冷与液冷的机柜密度"));
    action->trigger();
    LessonPanel* panel = f.window->lessonActions()->panel();
    CHECK(f.window->document()->plan().name == "风冷与液冷的机柜密度");
    CHECK(f.window->document()->plan().scenarios.front().name == "风冷的 6 × HGX B200");
    CHECK(panel->text()->toPlainText().contains(QStringLiteral("看什么")));
    CHECK(panel->text()->toPlainText().contains(QStringLiteral("需要 3 个机柜：机柜数由功耗")));
    CHECK(panel->applyButton()->text() == QStringLiteral("应用建议的修改"));
    // Every lesson's texts are translated: none renders as its English source.
    for (const Lesson& lesson : planner::lessons())
        for (const auto part :
             {LessonPart::Title, LessonPart::Look, LessonPart::Why, LessonPart::Change, LessonPart::After}) {
            const Message text = lessonText(lesson, part);
            INFO(text.key);
            CHECK(uiText(text) != QString::fromStdString(render(text)));
        }
}

TEST_CASE("Every lesson opens and applies its change in both languages at 1280 × 800", "[lessons]")
{
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        WindowFixture f;
        f.window->setLanguage(language);
        f.window->resize(1280, 800);
        f.window->show();
        for (const Lesson& lesson : planner::lessons()) {
            INFO(language.toStdString() << " " << lesson.id);
            f.dialogs.nextSaveChangesAnswer = QMessageBox::Discard;
            lessonAction(f.window.get(), std::string(lesson.id).c_str())->trigger();
            REQUIRE(f.window->document()->plan().name == uiText(lessonText(lesson, LessonPart::Title)).toStdString());
            const QString name
                = QStringLiteral("lesson-%1-%2").arg(QString::fromUtf8(lesson.id.data(), lesson.id.size()), language);
            planner::testing::saveShot(f.window.get(), name + QStringLiteral("-before"));
            QPushButton* apply = f.window->lessonActions()->panel()->applyButton();
            REQUIRE(apply->isEnabled());
            apply->click();
            CHECK(f.window->document()->undoStack()->count() == 1);
            planner::testing::saveShot(f.window.get(), name + QStringLiteral("-after"));
        }
    }
}

TEST_CASE("A lesson's plan and scenario follow a language switch, names the reader gave stay", "[lessons]")
{
    WindowFixture f;
    f.window->setLanguage(QStringLiteral("en"));
    lessonAction(f.window.get(), "rack-cooling")->trigger();
    const auto& plan = f.window->document()->plan();
    REQUIRE(plan.scenarios.front().name == "6 × HGX B200 on air");
    // The Chinese reader sees the lesson's names in Chinese, and the plan is still unedited.
    f.window->setLanguage(QStringLiteral("zh_CN"));
    CHECK(plan.name == "风冷与液冷的机柜密度");
    CHECK(plan.scenarios.front().name == "风冷的 6 × HGX B200");
    CHECK_FALSE(f.window->document()->isModified());
    CHECK(f.window->document()->undoStack()->count() == 0);
    // The comparison heads its column with the scenario's name: in Chinese too.
    f.window->show();
    REQUIRE(QTest::qWaitForWindowExposed(f.window.get(), planner::testing::kEventWaitMs));
    f.window->centralTabs()->setCurrentIndex(2);
    QCoreApplication::processEvents();
    auto* compare = f.window->findChild<QTableView*>(QStringLiteral("comparisonTable"));
    REQUIRE(compare);
    CHECK(compare->model()->headerData(0, Qt::Horizontal).toString() == QStringLiteral("风冷的 6 × HGX B200"));
    f.window->setLanguage(QStringLiteral("en"));
    CHECK(plan.name == "Air versus liquid rack density");
    CHECK(plan.scenarios.front().name == "6 × HGX B200 on air");

    // A scenario the reader renamed keeps the reader's name.
    f.window->document()->editablePlan().scenarios.front().name = "Our B200 plan";
    f.window->setLanguage(QStringLiteral("zh_CN"));
    CHECK(plan.scenarios.front().name == "Our B200 plan");
    CHECK(plan.name == "风冷与液冷的机柜密度");
}
