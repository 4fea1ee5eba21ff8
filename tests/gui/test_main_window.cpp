#include "gui_fixture.h"

#include "ui/document/commands.h"

#include "models/plan/plan_io.h"
#include "ui/browser/catalog_browser.h"
#include "ui/common/app_look.h"
#include "ui/common/core_text.h"
#include "ui/costs/comparison_model.h"
#include "ui/document/document.h"
#include "ui/editors/build_panel.h"
#include "ui/editors/node_group_model.h"
#include "ui/editors/scenario_list_model.h"
#include "ui/editors/scenario_panel.h"
#include "ui/editors/workload_panel.h"
#include "ui/findings/findings_panel.h"
#include "ui/shell/autosave.h"

#include "ui/common/readable_money.h"

#include <catch2/catch.hpp>

#include <QAction>

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListView>
#include <QMenuBar>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableView>
#include <QTest>
#include <QUndoStack>
#include <QWheelEvent>

using planner::testing::WindowFixture;

namespace {

QModelIndex cell(QTableView* table, int row, int column)
{
    return table->model()->index(row, column);
}

} // namespace

TEST_CASE("The window opens the example plan and shows its scenarios and build", "[gui]")
{
    WindowFixture f;
    REQUIRE(f.window->openFile(WindowFixture::example()));
    f.window->show();
    REQUIRE(QTest::qWaitForWindowExposed(f.window.get(), planner::testing::kEventWaitMs));
    CHECK(f.window->scenarioPanel()->list()->model()->rowCount() == 3);
    CHECK(f.window->buildPanel()->table()->model()->rowCount() == 1);
    CHECK(f.window->windowTitle().contains(QStringLiteral("shenzhen-llm-finetune.json")));
    CHECK(f.window->buildPanel()->figureText(QStringLiteral("gpus")).startsWith(QStringLiteral("16 GPU")));
    CHECK(f.window->buildPanel()->figureText(QStringLiteral("capex")).startsWith(QStringLiteral("CNY ")));

    // Selecting another scenario shows its build.
    auto* list = f.window->scenarioPanel()->list();
    list->setCurrentIndex(list->model()->index(1, 0));
    CHECK(f.window->document()->currentScenario() == 1);
    CHECK(f.window->buildPanel()->figureText(QStringLiteral("gpus")).startsWith(QStringLiteral("32 GPU")));
}

TEST_CASE("Editing a GPU count updates the figures and is undoable", "[gui]")
{
    WindowFixture f;
    REQUIRE(f.window->openFile(WindowFixture::example()));
    auto* table = f.window->buildPanel()->table();
    const QString capexBefore = f.window->buildPanel()->figureText(QStringLiteral("capex"));
    REQUIRE(f.window->buildPanel()->figureText(QStringLiteral("gpus")).startsWith(QStringLiteral("16 GPU")));
    CHECK_FALSE(f.window->isWindowModified());

    REQUIRE(table->model()->setData(cell(table, 0, planner::ui::NodeGroupModel::GpuCount), 4, Qt::EditRole));
    CHECK(f.window->buildPanel()->figureText(QStringLiteral("gpus")).startsWith(QStringLiteral("8 GPU")));
    CHECK(f.window->buildPanel()->figureText(QStringLiteral("capex")) != capexBefore);
    CHECK(f.window->isWindowModified());

    // A run of edits to the same cell (a dragged spin box) is one undo step.
    table->model()->setData(cell(table, 0, planner::ui::NodeGroupModel::GpuCount), 5, Qt::EditRole);
    table->model()->setData(cell(table, 0, planner::ui::NodeGroupModel::GpuCount), 6, Qt::EditRole);
    CHECK(f.window->document()->undoStack()->count() == 1);

    f.window->document()->undoStack()->undo();
    CHECK(f.window->buildPanel()->figureText(QStringLiteral("gpus")).startsWith(QStringLiteral("16 GPU")));
    CHECK(f.window->buildPanel()->figureText(QStringLiteral("capex")) == capexBefore);
    CHECK_FALSE(f.window->isWindowModified());
    f.window->document()->undoStack()->redo();
    CHECK(f.window->buildPanel()->figureText(QStringLiteral("gpus")).startsWith(QStringLiteral("12 GPU")));

    // Out-of-range values are refused, as the file format would refuse them.
    CHECK_FALSE(table->model()->setData(cell(table, 0, planner::ui::NodeGroupModel::GpuCount), 17, Qt::EditRole));
    CHECK_FALSE(table->model()->setData(cell(table, 0, planner::ui::NodeGroupModel::GpuCount), -3, Qt::EditRole));
}

TEST_CASE("A bad plan is reported in a dialog and the current plan stays", "[gui]")
{
    WindowFixture f;
    REQUIRE(f.window->openFile(WindowFixture::example()));
    const planner::Plan before = f.window->document()->plan();
    QFile bad(f.folder.filePath(QStringLiteral("bad.json")));
    REQUIRE(bad.open(QIODevice::WriteOnly));
    bad.write("{\n  \"formatVersion\": 1,\n  \"scenarios\": [ { \"name\": 3 ]\n}\n");
    bad.close();

    CHECK_FALSE(f.window->openFile(bad.fileName()));
    REQUIRE(f.dialogs.errors.size() == 1);
    CHECK(f.dialogs.errors.first().contains(QStringLiteral("bad.json:3:")));
    CHECK(f.window->document()->plan() == before);
    CHECK(f.window->windowTitle().contains(QStringLiteral("shenzhen-llm-finetune.json")));
}

TEST_CASE("Save, reopen and compare", "[gui]")
{
    WindowFixture f;
    REQUIRE(f.window->openFile(WindowFixture::example()));
    auto* table = f.window->buildPanel()->table();
    table->model()->setData(cell(table, 0, planner::ui::NodeGroupModel::Nodes), 3, Qt::EditRole);
    f.dialogs.nextSaveFile = f.folder.filePath(QStringLiteral("saved"));
    REQUIRE(f.window->saveAs());
    CHECK_FALSE(f.window->isWindowModified());
    // A name typed without a suffix gets the plan-file suffix the desktop knows.
    const QString saved = f.folder.filePath(QStringLiteral("saved.gpuplan.json"));
    CHECK(f.window->document()->filePath() == saved);

    const auto reloaded = planner::loadPlan(saved.toStdString(), &planner::testing::shippedCatalog());
    REQUIRE(reloaded.ok());
    CHECK(*reloaded.plan == f.window->document()->plan());
    CHECK(reloaded.plan->scenarios[0].cluster.nodeGroups[0].nodeCount == 3);
}

TEST_CASE("Save As proposes a .gpuplan.json name for a new plan and keeps a plain .json name typed", "[gui]")
{
    WindowFixture f;
    const QString name = QString::fromStdString(f.window->document()->plan().name);
    f.dialogs.nextSaveFile = f.folder.filePath(QStringLiteral("typed.json"));
    REQUIRE(f.window->saveAs());
    CHECK(f.dialogs.lastSaveSuggestion == QDir::home().filePath(name + QStringLiteral(".gpuplan.json")));
    CHECK(f.window->document()->filePath() == f.folder.filePath(QStringLiteral("typed.json")));
    CHECK(QFileInfo::exists(f.folder.filePath(QStringLiteral("typed.json"))));
    // Saving again under another name proposes the current file.
    f.dialogs.nextSaveFile.clear();
    CHECK_FALSE(f.window->saveAs());
    CHECK(f.dialogs.lastSaveSuggestion == f.folder.filePath(QStringLiteral("typed.json")));
}

TEST_CASE("The window has the program's icon at every desktop size and the desktop entry's name", "[gui]")
{
    WindowFixture f;
    // Set once the window has painted, as the program does (decoding it is no part of the first frame).
    planner::ui::setApplicationIconAfterFirstPaint(f.window.get());
    f.window->show();
    REQUIRE(QTest::qWaitFor([&] { return !f.window->windowIcon().availableSizes().isEmpty(); },
                            planner::testing::kEventWaitMs));
    const QList<QSize> sizes = f.window->windowIcon().availableSizes();
    for (const int size : {16, 32, 48, 64, 128, 256}) {
        INFO("icon size " << size);
        CHECK(sizes.contains(QSize(size, size)));
    }
    // The name of packaging/linux/io.github.gpuplanner.GpuPlanner.desktop, without its suffix.
    CHECK(QGuiApplication::desktopFileName() == QStringLiteral("io.github.gpuplanner.GpuPlanner"));
}

TEST_CASE("Saving to an unwritable place keeps the work and says why", "[gui]")
{
    WindowFixture f;
    REQUIRE(f.window->openFile(WindowFixture::example()));
    auto* table = f.window->buildPanel()->table();
    table->model()->setData(cell(table, 0, planner::ui::NodeGroupModel::Nodes), 3, Qt::EditRole);
    f.dialogs.nextSaveFile = f.folder.filePath(QStringLiteral("missing-folder/plan.json"));
    CHECK_FALSE(f.window->saveAs());
    REQUIRE(f.dialogs.errors.size() == 1);
    CHECK(f.dialogs.errors.first().contains(QStringLiteral("missing-folder")));
    CHECK(f.window->isWindowModified());
    CHECK(f.window->document()->plan().scenarios[0].cluster.nodeGroups[0].nodeCount == 3);
}

TEST_CASE("Scenarios can be added, duplicated and deleted with undo", "[gui]")
{
    WindowFixture f;
    REQUIRE(f.window->openFile(WindowFixture::example()));
    auto* panel = f.window->scenarioPanel();
    panel->duplicateScenario();
    REQUIRE(f.window->document()->plan().scenarios.size() == 4);
    CHECK(f.window->document()->currentScenario() == 1);
    CHECK(f.window->document()->plan().scenarios[1].name == "2× HGX H20, Shenzhen copy");
    panel->removeScenario();
    CHECK(f.window->document()->plan().scenarios.size() == 3);
    f.window->document()->undoStack()->undo();
    f.window->document()->undoStack()->undo();
    CHECK(f.window->document()->plan().scenarios.size() == 3);
    CHECK_FALSE(f.window->isWindowModified());
}

TEST_CASE("Item models pass QAbstractItemModelTester", "[gui]")
{
    WindowFixture f;
    REQUIRE(f.window->openFile(WindowFixture::example()));
    planner::ui::NodeGroupModel groups(f.window->document());
    planner::ui::ScenarioListModel scenarios(f.window->document());
    QAbstractItemModelTester groupTester(&groups, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester scenarioTester(&scenarios, QAbstractItemModelTester::FailureReportingMode::Fatal);
    // Drive them through edits, scenario switches and structural changes.
    groups.setData(groups.index(0, planner::ui::NodeGroupModel::GpuCount), 4, Qt::EditRole);
    f.window->document()->setCurrentScenario(2);
    f.window->scenarioPanel()->addScenario();
    f.window->buildPanel()->table()->setCurrentIndex(groups.index(0, 0));
    scenarios.setData(scenarios.index(0), QStringLiteral("Renamed"), Qt::EditRole);
    f.window->document()->undoStack()->undo();
    f.window->document()->undoStack()->undo();
    CHECK(scenarios.rowCount() == 3);
    CHECK(groups.rowCount() == 1);
}

TEST_CASE("The language switches at run time", "[gui]")
{
    WindowFixture f;
    REQUIRE(f.window->openFile(WindowFixture::example()));
    const QString englishFile = f.window->menuBar()->actions().first()->text();
    CHECK(englishFile == QStringLiteral("&File"));
    f.window->setLanguage(QStringLiteral("zh_CN"));
    CHECK(f.window->menuBar()->actions().first()->text() == QStringLiteral("文件(&F)"));
    CHECK(f.settings.language() == QStringLiteral("zh_CN"));
    f.window->setLanguage(QStringLiteral("en"));
    CHECK(f.window->menuBar()->actions().first()->text() == englishFile);
}

TEST_CASE("Undo and redo name the edit in the window's language, also after a switch at run time", "[gui]")
{
    WindowFixture f;
    REQUIRE(f.window->openFile(WindowFixture::example()));
    QAction* undo = nullptr;
    for (QAction* action : f.window->findChildren<QAction*>())
        if (action->shortcut() == QKeySequence(QKeySequence::Undo))
            undo = action;
    REQUIRE(undo);
    CHECK_FALSE(undo->isEnabled());
    CHECK(undo->text() == QStringLiteral("&Undo"));
    f.window->setLanguage(QStringLiteral("zh_CN"));
    f.window->document()->undoStack()->push(new planner::ui::ChangeValue<int>(
        f.window->document(), QStringLiteral("GPU 数量"), QStringLiteral("s0.g0.gpuCount"),
        planner::ui::ChangeEvent::inScenario(0, planner::ui::ChangeEvent::Part::Cluster, 0),
        [](planner::Plan& p) -> int& { return p.scenarios[0].cluster.nodeGroups[0].gpuCount; }, 4));
    CHECK(undo->isEnabled());
    CHECK(undo->text() == QStringLiteral("撤销(&U) GPU 数量"));
    f.window->setLanguage(QStringLiteral("en"));
    CHECK(undo->text() == QStringLiteral("&Undo GPU 数量"));
    f.window->document()->undoStack()->undo();
    CHECK_FALSE(undo->isEnabled());
}

TEST_CASE("Unsaved work survives a crash and is offered at the next start", "[gui][autosave]")
{
    QTemporaryDir autosaveFolder;
    planner::Plan edited;
    {
        WindowFixture f;
        REQUIRE(f.window->openFile(WindowFixture::example()));
        f.window->startAutosave(autosaveFolder.path(), 60);
        auto* table = f.window->buildPanel()->table();
        table->model()->setData(cell(table, 0, planner::ui::NodeGroupModel::Nodes), 5, Qt::EditRole);
        f.window->autosave()->saveNow();
        edited = f.window->document()->plan();
        const QString written = f.window->autosave()->file();
        REQUIRE(QFile::exists(written));
        // Simulate a crash: the file stays, but its owner must look dead. Rewrite the owner pid to a
        // process that has ended.
        QFile file(written);
        REQUIRE(file.open(QIODevice::ReadOnly));
        QJsonObject wrapper = QJsonDocument::fromJson(file.readAll()).object();
        file.close();
        REQUIRE(wrapper.value(QStringLiteral("ownerPid")).toInteger() == QCoreApplication::applicationPid());
        wrapper.insert(QStringLiteral("ownerPid"), 999999999); // no such process
        const QByteArray text = QJsonDocument(wrapper).toJson();
        const QString orphan = autosaveFolder.filePath(QStringLiteral("crashed.json"));
        QFile out(orphan);
        REQUIRE(out.open(QIODevice::WriteOnly));
        out.write(text);
        out.close();
    }
    // The clean exit removed the window's own autosave; the crashed one remains.
    REQUIRE(QDir(autosaveFolder.path()).entryList({QStringLiteral("*.json")}, QDir::Files).size() == 1);

    WindowFixture next;
    REQUIRE(next.window->offerRecovery(autosaveFolder.path()));
    CHECK(next.window->document()->plan() == edited);
    CHECK(next.window->isWindowModified());
    CHECK(next.window->document()->filePath().endsWith(QStringLiteral("shenzhen-llm-finetune.json")));
    CHECK(QDir(autosaveFolder.path()).entryList({QStringLiteral("*.json")}, QDir::Files).isEmpty());
    CHECK_FALSE(next.window->offerRecovery(autosaveFolder.path()));
}

TEST_CASE("Saving removes the autosave", "[gui][autosave]")
{
    QTemporaryDir autosaveFolder;
    WindowFixture f;
    REQUIRE(f.window->openFile(WindowFixture::example()));
    f.window->startAutosave(autosaveFolder.path(), 60);
    auto* table = f.window->buildPanel()->table();
    table->model()->setData(cell(table, 0, planner::ui::NodeGroupModel::Nodes), 4, Qt::EditRole);
    f.window->autosave()->saveNow();
    REQUIRE(QFile::exists(f.window->autosave()->file()));
    f.dialogs.nextSaveFile = f.folder.filePath(QStringLiteral("kept.json"));
    REQUIRE(f.window->saveAs());
    CHECK_FALSE(QFile::exists(f.window->autosave()->file()));
}

TEST_CASE("Scenarios compare side by side and follow edits", "[gui][compare]")
{
    WindowFixture f;
    REQUIRE(f.window->openFile(WindowFixture::example()));
    auto* model = f.window->comparisonModel();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    REQUIRE(model->columnCount() == 3);
    CHECK(model->headerData(0, Qt::Horizontal, Qt::DisplayRole).toString() == QStringLiteral("2× HGX H20, Shenzhen"));
    using Row = planner::ui::ComparisonModel::Row;
    const QString capexBefore = model->index(Row::Capex, 0).data().toString();
    CHECK(capexBefore.startsWith(QStringLiteral("CNY ")));
    // A provider cut in a narrow column is named whole in the tooltip, above how it was matched.
    const QModelIndex offering = model->index(Row::OnDemandOffering, 0);
    CHECK(offering.data(Qt::ToolTipRole).toString().startsWith(offering.data().toString() + QLatin1Char('\n')));
    // The comparison agrees with the build panel's capex figure, both rounded for reading the same way.
    CHECK(f.window->buildPanel()->figureText(QStringLiteral("capex")) == capexBefore);
    // Shenzhen's bare-metal rental cannot carry the H20 nodes (no network between its servers): its total is
    // shown and flagged, and the recommendation is the one the Costs page and the quote give, never it.
    CHECK(model->index(Row::ReservedTotal, 0).data().toString().endsWith(QStringLiteral(" · not like for like")));
    CHECK(model->index(Row::ReservedTotal, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("network")));
    const QString recommended = model->index(Row::Recommended, 0).data().toString();
    CHECK(recommended != QStringLiteral("Reserved rental"));
    // The one verdict the Costs page and the quote state (tco.h's recommendation()).
    CHECK(planner::ui::uiText(planner::recommendation(model->analyses().front().tco))
              .startsWith(QStringLiteral("Recommended: ") + recommended + QLatin1Char(',')));
    // The example's other scenarios ask for other work (QLoRA of 0.5 B tokens twice a month; LoRA of Qwen 72B):
    // said in their cells, the fields named in the tooltip; the first column is the yardstick.
    CHECK_FALSE(model->index(Row::Work, 0).data().toString().contains(QStringLiteral("other work")));
    CHECK(model->index(Row::Work, 0).data().toString().startsWith(QStringLiteral("Full fine-tune · Llama")));
    CHECK(model->index(Row::Work, 1).data().toString().endsWith(QStringLiteral(" · other work")));
    // Its tokens counted as people count them: 0.5 billion is "500 M" (and "5 亿" in Chinese, not "0.5 十亿").
    CHECK(model->index(Row::Work, 1).data().toString().contains(QStringLiteral(" · 500 M tokens × 2 a month")));
    CHECK(planner::ui::readableCount(2e9) == QStringLiteral("2 B"));
    f.window->setLanguage(QStringLiteral("zh_CN"));
    CHECK(planner::ui::readableCount(0.5e9) == QStringLiteral("5 亿"));
    CHECK(planner::ui::readableCount(2e9) == QStringLiteral("20 亿"));
    CHECK(planner::ui::readableCount(8450) == QStringLiteral("8,450"));
    CHECK(model->index(Row::Work, 1).data().toString().contains(QStringLiteral("5 亿")));
    f.window->setLanguage(QStringLiteral("en"));
    const QString why = model->index(Row::Work, 1).data(Qt::ToolTipRole).toString();
    CHECK(why.contains(QStringLiteral("Training tokens (billions)")));
    CHECK(why.contains(QStringLiteral("Runs per month")));
    CHECK(model->index(Row::Work, 2).data(Qt::ToolTipRole).toString().contains(QStringLiteral("Model")));

    auto* table = f.window->buildPanel()->table();
    table->model()->setData(cell(table, 0, planner::ui::NodeGroupModel::Nodes), 4, Qt::EditRole);
    CHECK(model->index(Row::Capex, 0).data().toString() != capexBefore);
    CHECK(model->index(Row::Gpus, 0).data().toString().startsWith(QStringLiteral("32 ")));
    f.window->scenarioPanel()->duplicateScenario();
    CHECK(model->columnCount() == 4);
    f.window->document()->undoStack()->undo();
    f.window->document()->undoStack()->undo();
    CHECK(model->index(Row::Capex, 0).data().toString() == capexBefore);
}

TEST_CASE("File > Export writes the quote, and an unwritable place is reported", "[gui][pdf]")
{
    WindowFixture f;
    REQUIRE(f.window->openFile(WindowFixture::example()));
    f.dialogs.nextSaveFile = f.folder.filePath(QStringLiteral("quote.pdf"));
    REQUIRE(f.window->exportQuote());
    QFile pdf(f.dialogs.nextSaveFile);
    REQUIRE(pdf.open(QIODevice::ReadOnly));
    CHECK(pdf.read(5) == QByteArray("%PDF-"));
    f.dialogs.nextSaveFile = f.folder.filePath(QStringLiteral("quote.csv"));
    REQUIRE(f.window->exportQuote());
    QFile csv(f.dialogs.nextSaveFile);
    REQUIRE(csv.open(QIODevice::ReadOnly));
    CHECK(csv.read(3) == QByteArray("\xEF\xBB\xBF")); // UTF-8 BOM for Excel

    f.dialogs.nextSaveFile = f.folder.filePath(QStringLiteral("no-such-folder/quote.pdf"));
    CHECK_FALSE(f.window->exportQuote());
    REQUIRE(f.dialogs.errors.size() == 1);
    CHECK(f.dialogs.errors.first().contains(QStringLiteral("no-such-folder")));
    CHECK_FALSE(QFile::exists(f.dialogs.nextSaveFile));
}

TEST_CASE("File > Export deployment kit writes the kit of the current scenario, asking before replacing", "[gui]")
{
    WindowFixture f;
    REQUIRE(f.window->openFile(WindowFixture::example()));
    const QString kit = f.folder.filePath(QStringLiteral("kit"));
    f.dialogs.nextSaveFile = kit;
    REQUIRE(f.window->exportDeploymentKit());
    CHECK(f.dialogs.asked == 0); // a new folder: nothing to ask
    QFile slurm(kit + QStringLiteral("/slurm.conf"));
    REQUIRE(slurm.open(QIODevice::ReadOnly));
    const QString scenario = QString::fromStdString(f.window->document()->scenario()->name);
    CHECK(QString::fromUtf8(slurm.readAll()).contains(scenario));
    QFile zh(kit + QStringLiteral("/checklist.zh_CN.md"));
    REQUIRE(zh.open(QIODevice::ReadOnly));
    CHECK(QString::fromUtf8(zh.readAll()).contains(QStringLiteral("部署清单"))); // Chinese even in an English window

    // The folder is not empty now: declining leaves it as it is.
    f.dialogs.answerAsk = false;
    CHECK_FALSE(f.window->exportDeploymentKit());
    CHECK(f.dialogs.asked == 1);
    CHECK(QFile::exists(kit + QStringLiteral("/slurm.conf")));
    CHECK(f.dialogs.errors.isEmpty());
}

TEST_CASE("A new plan starts from a valid build in the remembered currency", "[gui]")
{
    WindowFixture f;
    f.settings.setDisplayCurrency(QStringLiteral("USD"));
    f.window->newPlan();
    const auto& plan = f.window->document()->plan();
    REQUIRE(plan.scenarios.size() == 1);
    CHECK(plan.scenarios[0].finance.displayCurrency == "USD");
    CHECK(plan.scenarios[0].site.regionId == "us-west-oregon");
    // It loads back without a single problem: every id is known, every value in range.
    const auto reloaded
        = planner::parsePlan(planner::serializePlan(plan), "new.json", &planner::testing::shippedCatalog());
    CHECK(reloaded.ok());
    CHECK(reloaded.diagnostics.empty());
    CHECK(f.window->buildPanel()->figureText(QStringLiteral("capex")).startsWith(QStringLiteral("USD ")));
}

TEST_CASE("The findings model passes QAbstractItemModelTester through edits", "[gui]")
{
    WindowFixture f;
    REQUIRE(f.window->openFile(WindowFixture::example()));
    auto* model = f.window->findingsPanel()->table()->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    const int before = model->rowCount();
    auto* table = f.window->buildPanel()->table();
    table->model()->setData(cell(table, 0, planner::ui::NodeGroupModel::MemoryCount), 4, Qt::EditRole);
    CHECK(model->rowCount() > before); // 256 GB of RAM for 768 GB of VRAM raises ram.ratio
    f.window->document()->setCurrentScenario(1);
    f.window->document()->undoStack()->undo();
    CHECK(model->rowCount() >= 1);
}

TEST_CASE("The catalog browser is built when its tab is first shown", "[gui][catalog]")
{
    WindowFixture f;
    REQUIRE(f.window->openFile(WindowFixture::example()));
    f.window->show();
    auto* dock = f.window->findChild<QDockWidget*>(QStringLiteral("catalogDock"));
    REQUIRE(dock);
    CHECK(f.window->findChild<planner::ui::CatalogBrowser*>() == nullptr);
    dock->raise();
    dock->show();
    // Built on the show event: wait for it, however long the machine takes to deliver it.
    CHECK(QTest::qWaitFor([&] { return f.window->findChild<planner::ui::CatalogBrowser*>() != nullptr; },
                          planner::testing::kEventWaitMs));
}

// Scrolling the editors with the mouse wheel past a field leaves the plan as it was; a field clicked or tabbed
// into turns with the wheel (a utilisation curve went from flat to ramp while the reader scrolled).
TEST_CASE("The mouse wheel scrolls the editors past a field and turns only a field in focus", "[gui]")
{
    WindowFixture f;
    REQUIRE(f.window->openFile(WindowFixture::example()));
    f.window->resize(1280, 800);
    f.window->show();
    REQUIRE(QTest::qWaitForWindowExposed(f.window.get(), planner::testing::kEventWaitMs));
    auto* precision = f.window->workloadPanel()->findChild<QComboBox*>();
    REQUIRE(precision);
    auto* area = qobject_cast<QScrollArea*>(f.window->workloadPanel()->parentWidget()->parentWidget());
    REQUIRE(area);
    REQUIRE(area->verticalScrollBar()->maximum() > 0); // taller than its dock at 1280 × 800
    f.window->centralTabs()->setFocus();
    QCoreApplication::processEvents();
    REQUIRE_FALSE(precision->hasFocus());
    CHECK(precision->focusPolicy() == Qt::StrongFocus); // a wheel turn would give it the focus first
    const int before = precision->currentIndex();
    const int scrolled = area->verticalScrollBar()->value();
    auto turn = [&] {
        const QPointF at(precision->width() / 2.0, precision->height() / 2.0);
        QWheelEvent wheel(at, precision->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(precision, &wheel);
        QCoreApplication::processEvents();
    };
    turn();
    CHECK(precision->currentIndex() == before);
    CHECK(area->verticalScrollBar()->value() > scrolled);
    CHECK_FALSE(f.window->document()->isModified());
    precision->setFocus();
    QCoreApplication::processEvents();
    REQUIRE(precision->hasFocus());
    turn();
    CHECK(precision->currentIndex() != before);
    f.window->document()->undoStack()->setClean();
}
