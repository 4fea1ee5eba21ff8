#include "gui_fixture.h"

#include "models/plan/plan_io.h"
#include "ui/document/analysis.h"
#include "ui/document/commands.h"
#include "ui/document/document.h"
#include "ui/findings/findings_model.h"
#include "ui/findings/findings_panel.h"

#include <catch2/catch.hpp>

#include <QAbstractItemModelTester>
#include <QSet>
#include <QSignalSpy>
#include <QStringList>
#include <QTableView>

using namespace planner;

namespace {

QStringList shownRows(const ui::FindingsModel& model)
{
    QStringList rows;
    for (int r = 0; r < model.rowCount(); ++r)
        rows << model.data(model.index(r, ui::FindingsModel::Severity), Qt::DisplayRole).toString() + QLatin1Char('|')
                + model.data(model.index(r, ui::FindingsModel::Message), Qt::DisplayRole).toString();
    return rows;
}

template <typename Field>
void push(ui::Document& document, const QString& key, ui::ChangeEvent::Part part, Field field, int value)
{
    document.undoStack()->push(
        new ui::ChangeValue<int>(&document, key, key, ui::ChangeEvent::inScenario(0, part, -1), field, value));
}

} // namespace

TEST_CASE("An edit tells the findings view only of the rows whose finding changed", "[gui][findings]")
{
    ui::Document document {testing::shippedCatalog()};
    ui::Analysis analysis {&document};
    auto loaded = loadPlan(testing::WindowFixture::example().toStdString(), &testing::shippedCatalog());
    REQUIRE(loaded.plan);
    document.reset(*loaded.plan, testing::WindowFixture::example());
    ui::FindingsModel model(&analysis);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    REQUIRE(model.rowCount() > 1);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);

    // The horizon is no part of any finding of the example's first scenario: nothing to repaint.
    const QStringList before = shownRows(model);
    push(
        document, QStringLiteral("s0.finance.horizonMonths"), ui::ChangeEvent::Part::Finance,
        [](Plan& p) -> int& { return p.scenarios[0].finance.horizonMonths; }, 48);
    REQUIRE(shownRows(model) == before);
    CHECK(changed.isEmpty());
    CHECK(reset.isEmpty());

    // A longer sequence needs more memory per GPU: the memory finding's figures change, and the signals
    // name exactly the cells of the rows that read differently, one cell each (a range of cells repaints
    // the whole table in Qt 6.4).
    push(
        document, QStringLiteral("s0.workload.sequenceLength"), ui::ChangeEvent::Part::Workload,
        [](Plan& p) -> int& { return p.scenarios[0].workload.sequenceLength; }, 4608);
    const QStringList after = shownRows(model);
    REQUIRE(after.size() == before.size());
    QSet<int> differing;
    for (int r = 0; r < after.size(); ++r)
        if (after[r] != before[r])
            differing << r;
    REQUIRE_FALSE(differing.isEmpty());
    CHECK(differing.size() < after.size()); // not the whole list
    CHECK(reset.isEmpty());
    REQUIRE(changed.size() == differing.size() * model.columnCount());
    QSet<int> told;
    for (const auto& signal : changed) {
        CHECK(signal[0].value<QModelIndex>() == signal[1].value<QModelIndex>());
        told << signal[0].value<QModelIndex>().row();
    }
    CHECK(told == differing);

    // A new language rewords every row.
    changed.clear();
    model.retranslate();
    REQUIRE(changed.size() == 1);
    CHECK(changed[0][0].value<QModelIndex>().row() == 0);
    CHECK(changed[0][1].value<QModelIndex>().row() == model.rowCount() - 1);
}

TEST_CASE("The selected finding's explanation follows an edit that changes its figures", "[gui][findings]")
{
    ui::Document document {testing::shippedCatalog()};
    ui::Analysis analysis {&document};
    auto loaded = loadPlan(testing::WindowFixture::example().toStdString(), &testing::shippedCatalog());
    REQUIRE(loaded.plan);
    document.reset(*loaded.plan, testing::WindowFixture::example());
    ui::FindingsPanel panel(&document, &analysis);
    QTableView* table = panel.table();
    const auto messageOf = [&](int row) {
        return table->model()->data(table->model()->index(row, ui::FindingsModel::Message)).toString();
    };
    int memoryRow = -1;
    for (int r = 0; r < table->model()->rowCount() && memoryRow < 0; ++r)
        if (messageOf(r).contains(QStringLiteral(" GB of 96 GB")))
            memoryRow = r;
    REQUIRE(memoryRow >= 0);
    table->setCurrentIndex(table->model()->index(memoryRow, ui::FindingsModel::Message));
    const QString before = panel.detailText();
    CHECK(before.contains(messageOf(memoryRow)));

    push(
        document, QStringLiteral("s0.workload.sequenceLength"), ui::ChangeEvent::Part::Workload,
        [](Plan& p) -> int& { return p.scenarios[0].workload.sequenceLength; }, 4608);
    REQUIRE(messageOf(memoryRow).contains(QStringLiteral(" GB of 96 GB")));
    CHECK(panel.detailText() != before);
    CHECK(panel.detailText().contains(messageOf(memoryRow)));
}
