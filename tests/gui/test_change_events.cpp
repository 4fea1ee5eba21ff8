// Typed change events: each edit says which scenario and which part it touched, undo and redo say the
// same, and the views update only what that affects.

#include "gui_fixture.h"

#include "models/plan/plan_io.h"
#include "ui/costs/comparison_model.h"
#include "ui/document/analysis.h"
#include "ui/document/commands.h"
#include "ui/document/document.h"
#include "ui/document/override_commands.h"
#include "ui/document/scenario_binder.h"
#include "ui/editors/build_panel.h"
#include "ui/editors/node_group_model.h"
#include "ui/editors/scenario_list_model.h"
#include "ui/editors/scenario_panel.h"
#include "ui/findings/findings_panel.h"

#include <catch2/catch.hpp>

#include <QAbstractItemModelTester>
#include <QListView>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>

using planner::testing::WindowFixture;
using namespace planner;
using namespace planner::ui;
using Part = ChangeEvent::Part;
using Tester = QAbstractItemModelTester;

namespace {

// The example plan (three scenarios of one node group each) in a document, with its analysis.
struct DocumentFixture {
    Document document {testing::shippedCatalog()};
    Analysis analysis {&document};

    DocumentFixture()
    {
        auto loaded = loadPlan(WindowFixture::example().toStdString(), &testing::shippedCatalog());
        REQUIRE(loaded.ok());
        REQUIRE(loaded.plan->scenarios.size() == 3);
        document.reset(*loaded.plan, WindowFixture::example());
    }
    const Scenario& scenario(int i) const { return document.plan().scenarios.at(static_cast<std::size_t>(i)); }

    // What the node-group table does when a count is typed into group `group` of scenario `s`.
    void setNodes(int s, int group, int count)
    {
        const auto si = static_cast<std::size_t>(s);
        const auto gi = static_cast<std::size_t>(group);
        document.undoStack()->push(new ChangeValue<int>(
            &document, QStringLiteral("Nodes"), QStringLiteral("s%1.g%2.nodes").arg(s).arg(group),
            ChangeEvent::inScenario(s, Part::Cluster, group),
            [si, gi](Plan& p) -> int& { return p.scenarios[si].cluster.nodeGroups[gi].nodeCount; }, count));
    }
    // What "Add node group" does: a copy of the last group appended to scenario `s`.
    void addGroup(int s)
    {
        const auto si = static_cast<std::size_t>(s);
        const auto& groups = scenario(s).cluster.nodeGroups;
        document.undoStack()->push(InsertOrRemove<NodeGroup>::insert(
            &document, QStringLiteral("Add node group"), ChangeEvent::inScenario(s, Part::Cluster),
            [si](Plan& p) -> std::vector<NodeGroup>& { return p.scenarios[si].cluster.nodeGroups; },
            static_cast<int>(groups.size()), groups.back()));
    }
    void setEpochs(int s, int epochs)
    {
        const auto si = static_cast<std::size_t>(s);
        document.undoStack()->push(new ChangeValue<int>(
            &document, QStringLiteral("Epochs"), QStringLiteral("s%1.workload.epochs").arg(s),
            ChangeEvent::inScenario(s, Part::Workload),
            [si](Plan& p) -> int& { return p.scenarios[si].workload.epochs; }, epochs));
    }
};

ChangeEvent eventAt(const QSignalSpy& spy, int i)
{
    return spy.at(i).at(0).value<ChangeEvent>();
}

// The [first, last] columns (or rows) each dataChanged() of a spy covered.
std::vector<std::pair<int, int>> columnsOf(const QSignalSpy& spy)
{
    std::vector<std::pair<int, int>> ranges;
    for (const auto& args : spy)
        ranges.emplace_back(args.at(0).value<QModelIndex>().column(), args.at(1).value<QModelIndex>().column());
    return ranges;
}
std::vector<std::pair<int, int>> rowsOf(const QSignalSpy& spy)
{
    std::vector<std::pair<int, int>> ranges;
    for (const auto& args : spy)
        ranges.emplace_back(args.at(0).value<QModelIndex>().row(), args.at(1).value<QModelIndex>().row());
    return ranges;
}

QStringList columnTexts(const QAbstractItemModel& model, int column)
{
    QStringList texts;
    for (int row = 0; row < model.rowCount(); ++row)
        texts << model.index(row, column).data().toString();
    return texts;
}

} // namespace

TEST_CASE("An edit in one scenario updates only its column of the comparison", "[gui][events]")
{
    WindowFixture f;
    REQUIRE(f.window->openFile(WindowFixture::example()));
    ComparisonModel* model = f.window->comparisonModel();
    Tester tester(model, Tester::FailureReportingMode::Fatal);
    // The user picks the second scenario; which scenario is current does not change a comparison.
    QSignalSpy resets(model, &QAbstractItemModel::modelReset);
    QSignalSpy cells(model, &QAbstractItemModel::dataChanged);
    QSignalSpy headers(model, &QAbstractItemModel::headerDataChanged);
    auto* list = f.window->scenarioPanel()->list();
    list->setCurrentIndex(list->model()->index(1, 0));
    REQUIRE(f.window->document()->currentScenario() == 1);
    CHECK(cells.isEmpty());

    const QStringList first = columnTexts(*model, 0);
    const QStringList second = columnTexts(*model, 1);
    const QStringList third = columnTexts(*model, 2);
    auto* table = f.window->buildPanel()->table();
    REQUIRE(table->model()->setData(table->model()->index(0, NodeGroupModel::Nodes), 8, Qt::EditRole));

    CHECK(resets.isEmpty());
    CHECK(headers.isEmpty());
    REQUIRE(cells.size() == 1);
    CHECK(columnsOf(cells) == std::vector<std::pair<int, int>> {{1, 1}});
    CHECK(rowsOf(cells) == std::vector<std::pair<int, int>> {{0, ComparisonModel::RowCount - 1}});
    CHECK(columnTexts(*model, 0) == first);
    CHECK(columnTexts(*model, 2) == third);
    CHECK(columnTexts(*model, 1) != second);

    // Undo re-analyses the same column, and only it.
    cells.clear();
    f.window->document()->undoStack()->undo();
    CHECK(columnsOf(cells) == std::vector<std::pair<int, int>> {{1, 1}});
    CHECK(columnTexts(*model, 1) == second);
    CHECK(resets.isEmpty());
}

TEST_CASE("Renaming, adding and removing scenarios move single columns of the comparison", "[gui][events]")
{
    DocumentFixture f;
    ComparisonModel model(&f.document);
    Tester tester(&model, Tester::FailureReportingMode::Fatal);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy cells(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy headers(&model, &QAbstractItemModel::headerDataChanged);
    QSignalSpy inserted(&model, &QAbstractItemModel::columnsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::columnsRemoved);
    const QStringList third = columnTexts(model, 2);

    ScenarioListModel names(&f.document);
    REQUIRE(names.setData(names.index(1), QStringLiteral("Renamed"), Qt::EditRole));
    REQUIRE(headers.size() == 1);
    CHECK(headers.at(0).at(0).value<Qt::Orientation>() == Qt::Horizontal);
    CHECK(headers.at(0).at(1).toInt() == 1);
    CHECK(headers.at(0).at(2).toInt() == 1);
    CHECK(model.headerData(1, Qt::Horizontal, Qt::DisplayRole).toString() == QStringLiteral("Renamed"));
    CHECK(cells.isEmpty()); // no cell shows the name

    ScenarioPanel panel(&f.document);
    f.document.setCurrentScenario(0);
    panel.duplicateScenario(); // inserted after the current scenario
    REQUIRE(inserted.size() == 1);
    CHECK(inserted.at(0).at(1).toInt() == 1);
    REQUIRE(model.columnCount() == 4);
    CHECK(columnTexts(model, 1) == columnTexts(model, 0));
    CHECK(columnTexts(model, 3) == third);
    f.document.undoStack()->undo();
    REQUIRE(removed.size() == 1);
    CHECK(removed.at(0).at(1).toInt() == 1);
    CHECK(model.columnCount() == 3);
    for (int i = 0; i < 3; ++i)
        CHECK(model.headerData(i, Qt::Horizontal, Qt::DisplayRole).toString().toStdString() == f.scenario(i).name);
    CHECK(resets.isEmpty());
    CHECK(cells.isEmpty());
}

TEST_CASE("The analysis is recomputed only for the current scenario and new prices", "[gui][events]")
{
    DocumentFixture f;
    QSignalSpy updated(&f.analysis, &Analysis::updated);
    const double capex = f.analysis.build().hardwareCapex;

    // Edits, undo and redo in the second scenario leave the first one's analysis alone.
    f.setNodes(1, 0, 8);
    f.setEpochs(2, 7);
    ScenarioListModel names(&f.document);
    REQUIRE(names.setData(names.index(1), QStringLiteral("Renamed"), Qt::EditRole));
    f.document.undoStack()->undo();
    f.document.undoStack()->undo();
    f.document.undoStack()->redo();
    CHECK(updated.isEmpty());
    CHECK(f.analysis.build().hardwareCapex == capex);

    // An edit of the current scenario, another scenario becoming current, and new prices each recompute once.
    f.setNodes(0, 0, 4);
    CHECK(updated.size() == 1);
    CHECK(f.analysis.build().hardwareCapex > capex);
    f.document.undoStack()->undo();
    CHECK(updated.size() == 2);
    CHECK(f.analysis.build().hardwareCapex == capex);
    f.document.setCurrentScenario(1);
    CHECK(updated.size() == 3);
    CHECK(f.analysis.tco().scenarioName == f.scenario(1).name);
    PriceOverride price;
    price.kind = "gpu";
    price.id = f.scenario(2).cluster.nodeGroups[0].gpuId; // even the price of another scenario's GPU
    price.field = "price";
    price.amount = 1000;
    price.currency = "USD";
    PriceOverrideCommands::set(&f.document, price, QStringLiteral("GPU"));
    CHECK(updated.size() == 4);

    // A scenario inserted before the current one shifts it: the analysis follows what the index names.
    f.document.undoStack()->push(InsertOrRemove<Scenario>::insert(
        &f.document, QStringLiteral("Add"), [](Plan& p) -> std::vector<Scenario>& { return p.scenarios; }, 0,
        f.scenario(2)));
    CHECK(updated.size() == 5);
    CHECK(f.analysis.tco().scenarioName == f.scenario(1).name);
}

TEST_CASE("Undo and redo announce the scenario and part of the edit they repeat", "[gui][events]")
{
    DocumentFixture f;
    f.document.setCurrentScenario(1);
    QSignalSpy events(&f.document, &Document::changed);
    auto check = [&](const ChangeEvent& expected) {
        // The edit, its undo and its redo: three equal announcements.
        REQUIRE(events.size() == 1);
        CHECK(eventAt(events, 0) == expected);
        f.document.undoStack()->undo();
        f.document.undoStack()->redo();
        REQUIRE(events.size() == 3);
        CHECK(eventAt(events, 1) == expected);
        CHECK(eventAt(events, 2) == expected);
        events.clear();
    };

    SECTION("a node group cell")
    {
        NodeGroupModel groups(&f.document);
        REQUIRE(groups.setData(groups.index(0, NodeGroupModel::GpuCount), 4, Qt::EditRole));
        check(ChangeEvent::inScenario(1, Part::Cluster, 0));
    }
    SECTION("a scenario name")
    {
        ScenarioListModel names(&f.document);
        REQUIRE(names.setData(names.index(2), QStringLiteral("Renamed"), Qt::EditRole));
        check(ChangeEvent::inScenario(2, Part::Name));
    }
    SECTION("a bound editor widget")
    {
        ScenarioBinder binder(&f.document);
        QSpinBox horizon;
        binder.bind(&horizon, planField<&Finance::horizonMonths>());
        horizon.setValue(48);
        check(ChangeEvent::inScenario(1, Part::Finance));
    }
    SECTION("a suggested fix")
    {
        FixAction fix;
        fix.field = "workload.recompute";
        fix.text = "none";
        REQUIRE(FindingsPanel::applyFix(&f.document, fix));
        check(ChangeEvent::inScenario(1, Part::Workload));
    }
    SECTION("a node group added")
    {
        f.addGroup(1);
        check(ChangeEvent::inScenario(1, Part::Cluster));
    }
    SECTION("a price override")
    {
        PriceOverride price;
        price.kind = "gpu";
        price.id = f.scenario(1).cluster.nodeGroups[0].gpuId;
        price.field = "price";
        price.amount = 1000;
        price.currency = "USD";
        PriceOverrideCommands::set(&f.document, price, QStringLiteral("GPU"));
        check(ChangeEvent::wholePlan(Part::PriceOverrides));
    }
    SECTION("a scenario added: undo removes it at the same index")
    {
        f.document.undoStack()->push(InsertOrRemove<Scenario>::insert(
            &f.document, QStringLiteral("Add"), [](Plan& p) -> std::vector<Scenario>& { return p.scenarios; }, 3,
            f.scenario(0)));
        f.document.undoStack()->undo();
        f.document.undoStack()->redo();
        REQUIRE(events.size() == 3);
        CHECK(eventAt(events, 0) == ChangeEvent::inScenario(3, Part::ScenarioAdded));
        CHECK(eventAt(events, 1) == ChangeEvent::inScenario(3, Part::ScenarioRemoved));
        CHECK(eventAt(events, 2) == ChangeEvent::inScenario(3, Part::ScenarioAdded));
    }
}

TEST_CASE("The scenario list updates only the renamed or inserted row", "[gui][events]")
{
    DocumentFixture f;
    ScenarioListModel model(&f.document);
    Tester tester(&model, Tester::FailureReportingMode::Fatal);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy rows(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);

    // Edits other than names, and another scenario becoming current, do not touch the list.
    f.setNodes(1, 0, 8);
    f.setEpochs(0, 7);
    f.document.setCurrentScenario(2);
    CHECK(rows.isEmpty());

    REQUIRE(model.setData(model.index(1), QStringLiteral("Renamed"), Qt::EditRole));
    CHECK(rowsOf(rows) == std::vector<std::pair<int, int>> {{1, 1}});
    CHECK(model.index(1).data().toString() == QStringLiteral("Renamed"));
    f.document.undoStack()->undo();
    CHECK(rowsOf(rows) == std::vector<std::pair<int, int>> {{1, 1}, {1, 1}});
    CHECK(model.index(1).data().toString().toStdString() == f.scenario(1).name);

    // A duplicate is inserted after the current scenario: one row, the others keep theirs.
    ScenarioPanel panel(&f.document);
    f.document.setCurrentScenario(0);
    panel.duplicateScenario();
    REQUIRE(inserted.size() == 1);
    CHECK(inserted.at(0).at(1).toInt() == 1);
    REQUIRE(model.rowCount() == 4);
    for (int i = 0; i < 4; ++i)
        CHECK(model.index(i).data().toString().toStdString() == f.scenario(i).name);
    CHECK(resets.isEmpty());
    CHECK(panel.list()->currentIndex().row() == f.document.currentScenario());

    // Removing resets the list (see ScenarioListModel), and the list keeps showing the current scenario.
    panel.removeScenario();
    CHECK(resets.size() == 1);
    CHECK(model.rowCount() == 3);
    CHECK(panel.list()->currentIndex().row() == f.document.currentScenario());
}

TEST_CASE("The node group table updates only the edited group", "[gui][events]")
{
    DocumentFixture f;
    NodeGroupModel model(&f.document);
    f.addGroup(0); // the current scenario now has two groups
    REQUIRE(model.rowCount() == 2);
    Tester tester(&model, Tester::FailureReportingMode::Fatal);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy rows(&model, &QAbstractItemModel::dataChanged);

    // Another scenario's groups, and other parts of this one, are not in the table.
    f.setNodes(1, 0, 8);
    f.setEpochs(0, 7);
    CHECK(rows.isEmpty());

    REQUIRE(model.setData(model.index(1, NodeGroupModel::Nodes), 6, Qt::EditRole));
    CHECK(rowsOf(rows) == std::vector<std::pair<int, int>> {{1, 1}});
    CHECK(model.index(1, NodeGroupModel::Nodes).data().toInt() == 6);
    f.document.undoStack()->undo();
    CHECK(rowsOf(rows) == std::vector<std::pair<int, int>> {{1, 1}, {1, 1}});
    CHECK(resets.isEmpty());

    // Removing a group changes the rows: the table is reset.
    f.document.undoStack()->undo();
    f.document.undoStack()->undo();
    f.document.undoStack()->undo(); // the added group
    CHECK(resets.size() == 1);
    CHECK(model.rowCount() == 1);
}

TEST_CASE("A bound widget is re-read when its part of the current scenario changes", "[gui][events]")
{
    DocumentFixture f;
    ScenarioBinder binder(&f.document);
    QSpinBox horizon;
    binder.bind(&horizon, planField<&Finance::horizonMonths>());
    const int months = f.scenario(0).finance.horizonMonths;
    REQUIRE(horizon.value() == months);

    // A value the document does not hold shows which edits make the binder read the widget again.
    auto diverge = [&] {
        const QSignalBlocker blocker(&horizon);
        horizon.setValue(months + 1);
    };
    diverge();
    f.setEpochs(0, 7); // the workload: not this widget's part
    f.setNodes(0, 0, 4);
    CHECK(horizon.value() == months + 1);
    f.document.setCurrentScenario(1); // another scenario shown: everything is read again
    CHECK(horizon.value() == f.scenario(1).finance.horizonMonths);
    diverge();
    horizon.setValue(24); // the user's edit
    REQUIRE(f.scenario(1).finance.horizonMonths == 24);
    diverge();
    f.document.undoStack()->undo(); // a finance change of the current scenario
    CHECK(horizon.value() == f.scenario(1).finance.horizonMonths);
}
