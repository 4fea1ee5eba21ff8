#include "cost_fixture.h"
#include "gui_fixture.h"

#include "models/analysis/scenario_analysis.h"
#include "models/base/money.h"
#include "models/plan/plan_io.h"
#include "ui/costs/cost_charts.h"
#include "ui/costs/cost_view.h"
#include "ui/costs/marker_labels.h"
#include "ui/costs/market_panel.h"
#include "ui/document/analysis.h"
#include "ui/document/commands.h"
#include "ui/document/document.h"

#include "ui/common/readable_money.h"

#include <catch2/catch.hpp>

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QElapsedTimer>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsView>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>

using namespace planner;
using planner::testing::divisor;
using planner::testing::series;
using planner::testing::WindowFixture;

namespace {

// The series that draws the option line `name` on screen: a solid and a dashed twin, of which exactly one
// holds the points (a chart for print has the solid one only).
QLineSeries* shownLine(QChart* chart, const QString& name)
{
    auto* solid = series<QLineSeries>(chart, name);
    auto* dashed = series<QLineSeries>(chart, name + QStringLiteral(":unlike"));
    if (!solid)
        return nullptr;
    if (!dashed)
        return solid;
    CHECK((solid->count() == 0) != (dashed->count() == 0));
    CHECK(solid->pen().style() == Qt::SolidLine);
    CHECK(dashed->pen().style() == Qt::DashLine);
    CHECK(dashed->color() == solid->color());
    CHECK(dashed->pen().widthF() == solid->pen().widthF());
    return dashed->count() > 0 ? dashed : solid;
}

QString key(TcoOption option)
{
    return QString::fromLatin1(tcoOptionName(option));
}

QList<QPointF> purchaseCurve(QChart* chart)
{
    auto* line = shownLine(chart, QStringLiteral("cumulative:purchase"));
    return line ? line->points() : QList<QPointF>();
}

void pushGpuCount(ui::Document& document, int count)
{
    document.undoStack()->push(new ui::ChangeValue<int>(
        &document, QStringLiteral("GPU count"), QStringLiteral("s0.g0.gpuCount"),
        ui::ChangeEvent::inScenario(0, ui::ChangeEvent::Part::Cluster, 0),
        [](Plan& p) -> int& { return p.scenarios[0].cluster.nodeGroups[0].gpuCount; }, count));
}

void pushHorizon(ui::Document& document, int months)
{
    document.undoStack()->push(new ui::ChangeValue<int>(
        &document, QStringLiteral("Horizon"), QStringLiteral("s0.finance.horizonMonths"),
        ui::ChangeEvent::inScenario(0, ui::ChangeEvent::Part::Finance, -1),
        [](Plan& p) -> int& { return p.scenarios[0].finance.horizonMonths; }, months));
}

constexpr std::array<TcoOption, 4> kOptions
    = {TcoOption::Purchase, TcoOption::OnDemand, TcoOption::Reserved, TcoOption::Hybrid};

} // namespace

TEST_CASE("The cumulative chart has one curve per option ending at its total, break-even marked", "[cost]")
{
    CostFixture f;
    const TcoResult& tco = f.analysis.tco();
    QChart* chart = f.show(ui::CostView::Cumulative);
    REQUIRE(chart);
    const double div = divisor(chart);
    REQUIRE(div > 0);
    // The span the chart plots (every option's present value, and zero).
    double lowest = 0, highest = 0;
    for (TcoOption o : kOptions)
        if (tco.option(o).available)
            for (double v : tco.option(o).discountedCumulative) {
                lowest = std::min(lowest, v);
                highest = std::max(highest, v);
            }
    const double plotted = highest - lowest;
    REQUIRE(plotted > 0);

    int available = 0;
    for (TcoOption o : kOptions) {
        auto* line = shownLine(chart, QStringLiteral("cumulative:") + key(o));
        if (!tco.option(o).available) {
            CHECK(line == nullptr);
            continue;
        }
        ++available;
        REQUIRE(line);
        // The line may leave out months where it runs straight on, but every month's cumulative cost lies
        // on the drawn line: read it off the line at that month and compare.
        const QList<QPointF> points = line->points();
        REQUIRE(points.size() >= 2);
        CHECK(points.size() <= tco.horizonMonths + 1);
        CHECK(points.first().x() == 0);
        CHECK(points.last().x() == Approx(tco.horizonMonths));
        // In present value: each line ends at its option's NPV, as the table's NPV column reads.
        CHECK(points.last().y() * div == Approx(tco.option(o).npv).epsilon(1e-9));
        const auto& cumulative = tco.option(o).discountedCumulative;
        REQUIRE(static_cast<int>(cumulative.size()) == tco.horizonMonths + 1);
        // A month left out lies within a tenth of a pixel of the line on a 1,000-pixel plot (1e-4 of the span).
        for (int month = 0; month <= tco.horizonMonths; ++month) {
            const auto after = std::find_if(points.begin(), points.end(), [&](QPointF p) { return p.x() >= month; });
            REQUIRE(after != points.end());
            double onLine = after->y();
            if (after->x() > month) {
                const QPointF before = *(after - 1);
                onLine = before.y() + (month - before.x()) / (after->x() - before.x()) * (after->y() - before.y());
            }
            CHECK(std::fabs(onLine * div - cumulative[static_cast<std::size_t>(month)]) <= 1.01e-4 * plotted);
        }
    }
    CHECK(available >= 3); // the example plan prices buying, on-demand and reserved in Shenzhen

    int markers = 0;
    for (TcoOption o : {TcoOption::OnDemand, TcoOption::Reserved, TcoOption::Hybrid}) {
        auto* marker = series<QScatterSeries>(chart, QStringLiteral("breakeven:") + key(o));
        if (!tco.option(o).available)
            continue;
        auto* line = shownLine(chart, QStringLiteral("cumulative:") + key(o));
        REQUIRE(line);
        if (!tco.option(o).notLikeForLike.empty()) {
            // Unlike work: its line is drawn and named so, with no break-even marker against it.
            REQUIRE(marker);
            CHECK(marker->count() == 0);
            CHECK(line->pen().style() == Qt::DashLine);
            CHECK(line->property("notLikeForLike").toString().contains(QStringLiteral("dashed: not like for like")));
            CHECK(chart->title().count(QStringLiteral("<br>")) == 0); // one line, however the rentals change
            continue;
        }
        CHECK(line->pen().style() == Qt::SolidLine);
        CHECK(line->property("notLikeForLike").toString().isEmpty());
        REQUIRE(marker);
        const auto month = tco.breakEvenMonth[static_cast<std::size_t>(o)];
        if (month) {
            ++markers;
            REQUIRE(marker->count() == 1);
            CHECK(marker->at(0).x() == *month);
            CHECK(marker->at(0).y() * div
                  == Approx(tco.option(TcoOption::Purchase).discountedCumulative[static_cast<std::size_t>(*month)]));
            // The marker sits where the drawn lines cross: the first month the buy line is at or below the other.
            const auto drawnAt = [&](QLineSeries* s, int m) {
                const QList<QPointF> pts = s->points();
                const auto after = std::find_if(pts.begin(), pts.end(), [&](QPointF p) { return p.x() >= m; });
                if (after->x() == m || after == pts.begin())
                    return after->y();
                const QPointF before = *(after - 1);
                return before.y() + (m - before.x()) / (after->x() - before.x()) * (after->y() - before.y());
            };
            auto* buyLine = shownLine(chart, QStringLiteral("cumulative:purchase"));
            const double tolerance = 1.01e-4 * plotted / div;
            int firstCrossing = -1;
            for (int m = 1; m <= tco.horizonMonths && firstCrossing < 0; ++m)
                if (drawnAt(buyLine, m) <= drawnAt(line, m) + tolerance)
                    firstCrossing = m;
            CHECK(firstCrossing == *month);
        } else {
            CHECK(marker->count() == 0);
        }
    }
    std::printf("[cost] example plan: %d options, %d break-even markers, divisor %.0f\n", available, markers, div);
    CHECK_FALSE(chart->axes(Qt::Vertical).first()->titleText().isEmpty());
    CHECK(chart->axes(Qt::Vertical).first()->titleText().contains(QStringLiteral("CNY")));
    f.save(ui::CostView::Cumulative, QStringLiteral("cumulative"));
}

TEST_CASE("The cost table keeps its columns through an edit whose figures still fit", "[cost]")
{
    CostFixture f;
    auto* table = f.view->findChild<QTableView*>(QStringLiteral("costSummary"));
    REQUIRE(table);
    QApplication::processEvents();
    const auto widths = [table] {
        QList<int> w;
        for (int c = 0; c < table->model()->columnCount(); ++c)
            w << table->columnWidth(c);
        return w;
    };
    const QList<int> before = widths();
    const QString totalBefore = table->model()->index(0, 1).data().toString();
    const int gpus = f.document.plan().scenarios[0].cluster.nodeGroups[0].gpuCount;
    pushGpuCount(f.document, gpus / 2);
    QApplication::processEvents();
    // Every amount changed (half the GPUs), and the columns stayed where they were...
    CHECK(table->model()->index(0, 1).data().toString() != totalBefore);
    CHECK(widths() == before);
    // ...because every amount still fits its column on one line (3 px of padding a side, Fusion's).
    const QFontMetrics metrics(table->font());
    for (int row = 0; row < table->model()->rowCount(); ++row)
        for (int column : {1, 2, 3}) {
            const QString text = table->model()->index(row, column).data().toString();
            INFO(text.toStdString());
            CHECK(metrics.horizontalAdvance(text) + 6 <= table->columnWidth(column));
        }
}

TEST_CASE("An edit moves the cost curves in place within a frame, and undo restores them", "[cost]")
{
    CostFixture f;
    QChart* chart = f.show(ui::CostView::Cumulative);
    const QList<QPointF> before = purchaseCurve(chart);
    REQUIRE_FALSE(before.isEmpty());
    const int gpus = f.document.plan().scenarios[0].cluster.nodeGroups[0].gpuCount;

    QElapsedTimer timer;
    timer.start();
    pushGpuCount(f.document, gpus / 2);
    const qint64 updated = timer.nsecsElapsed();
    f.view->repaint(); // and drawn
    const qint64 painted = timer.nsecsElapsed();
    std::printf("[cost] edit -> charts updated in %.2f ms, repainted in %.2f ms (budget 16 ms, not asserted)\n",
                static_cast<double>(updated) / 1e6, static_cast<double>(painted) / 1e6);

    CHECK(f.view->chart(ui::CostView::Cumulative) == chart); // updated in place, not rebuilt
    const QList<QPointF> halved = purchaseCurve(chart);
    // The same months (the points a line needs may differ: straight runs are left out).
    REQUIRE_FALSE(halved.isEmpty());
    CHECK(halved.last().x() == before.last().x());
    CHECK(halved.last().y() < before.last().y());
    CHECK(halved.last().y() * divisor(chart)
          == Approx(f.analysis.tco().option(TcoOption::Purchase).npv).epsilon(1e-9)); // in present value

    f.document.undoStack()->undo();
    CHECK(purchaseCurve(f.view->chart(ui::CostView::Cumulative)) == before);
    f.document.undoStack()->redo();
    CHECK(purchaseCurve(f.view->chart(ui::CostView::Cumulative)) == halved);
}

namespace {

// The cumulative chart's lowest and highest plotted value, in its axis unit.
std::pair<double, double> plottedSpan(QChart* chart)
{
    double lo = 0, hi = 0;
    for (QAbstractSeries* s : chart->series())
        if (auto* line = qobject_cast<QLineSeries*>(s);
            line && s->objectName().startsWith(QLatin1String("cumulative:")))
            for (const QPointF& p : line->points()) {
                lo = std::min(lo, p.y());
                hi = std::max(hi, p.y());
            }
    return {lo, hi};
}

} // namespace

TEST_CASE("The buy line says on hover that its last-month drop is the hardware's resale", "[cost]")
{
    CostFixture f;
    const TcoResult& tco = f.analysis.tco();
    QChart* chart = f.show(ui::CostView::Cumulative);
    REQUIRE(chart);
    REQUIRE(tco.residualValue > 0);
    QLineSeries* buy = shownLine(chart, QStringLiteral("cumulative:purchase"));
    REQUIRE(buy);
    // The line really steps down in its last month, by more than a month of running costs adds.
    const QList<QPointF> points = buy->points();
    REQUIRE(points.size() >= 2);
    CHECK(points.last().x() == tco.horizonMonths);
    CHECK(points.last().y() < points[points.size() - 2].y());
    const QString note = buy->property("resaleNote").toString();
    CHECK(note.contains(QStringLiteral("month %1").arg(tco.horizonMonths)));
    CHECK(note.contains(ui::readableMoney(tco.residualValue, tco.currency)));
    // The pointer on the line shows it.
    Q_EMIT buy->hovered(points.last(), true);
    CHECK(QToolTip::text().contains(note));
    Q_EMIT buy->hovered(points.last(), false);
    // Renting owns nothing to sell: no such note.
    if (QLineSeries* rent = shownLine(chart, QStringLiteral("cumulative:on_demand")))
        CHECK(rent->property("resaleNote").toString().isEmpty());
}

TEST_CASE("An edit that makes a rental unlike dashes its line without a new pen or another legend entry", "[cost]")
{
    // The example's H20 nodes rent like for like at 8 GPUs a node (8-GPU rental servers carry them) and not at 4.
    CostFixture f;
    QChart* chart = f.show(ui::CostView::Cumulative);
    REQUIRE(chart);
    const auto visibleMarkers = [&] {
        int visible = 0;
        for (QLegendMarker* marker : chart->legend()->markers())
            visible += marker->isVisible() ? 1 : 0;
        return visible;
    };
    const int markers = visibleMarkers();
    int penChanges = 0;
    for (QAbstractSeries* s : chart->series())
        if (auto* line = qobject_cast<QLineSeries*>(s))
            QObject::connect(line, &QLineSeries::penChanged, line, [&penChanges] { ++penChanges; });

    int flips = 0;
    for (const int gpus : {4, 8, 4}) {
        pushGpuCount(f.document, gpus);
        QChart* now = f.show(ui::CostView::Cumulative);
        REQUIRE(now == chart); // updated in place, not rebuilt
        const TcoResult& tco = f.analysis.tco();
        for (TcoOption o : kOptions) {
            if (!tco.option(o).available)
                continue;
            QLineSeries* line = shownLine(chart, QStringLiteral("cumulative:") + key(o));
            REQUIRE(line);
            const bool unlike = !tco.option(o).notLikeForLike.empty();
            CHECK((line->pen().style() == Qt::DashLine) == unlike);
            CHECK(line->property("notLikeForLike").toString().isEmpty() != unlike);
            flips += unlike && gpus == 4 ? 1 : 0;
        }
        CHECK(visibleMarkers() == markers);
        if (gpus == 4)
            f.save(ui::CostView::Cumulative, QStringLiteral("cumulative_unlike_dashed"));
    }
    CHECK(flips >= 2); // the premise: at 4 GPUs a node some rental is not like for like
    CHECK(penChanges == 0);
}

TEST_CASE("A chart that followed edits still shows its title, axis names and lines on screen", "[cost]")
{
    CostFixture f;
    QChart* chart = f.show(ui::CostView::Cumulative);
    const int gpus = f.document.plan().scenarios[0].cluster.nodeGroups[0].gpuCount;
    pushGpuCount(f.document, gpus / 2);
    pushGpuCount(f.document, gpus);
    QGraphicsView* view = chart->scene()->views().first();
    const QImage shot = view->grab().toImage();
    // Dark pixels (text, axis lines) in a band of the picture: the parts a chart keeps while it follows
    // edits (held axes, cached lines) are still drawn.
    const auto inkIn = [&](QRectF band) {
        const QRect r = view->mapFromScene(chart->mapToScene(band)).boundingRect().intersected(shot.rect());
        int ink = 0;
        for (int y = r.top(); y <= r.bottom(); ++y)
            for (int x = r.left(); x <= r.right(); ++x)
                ink += qGray(shot.pixel(x, y)) < 110 ? 1 : 0;
        return ink;
    };
    const QRectF plot = chart->plotArea();
    CHECK(inkIn(QRectF(plot.left(), 0, plot.width(), plot.top())) > 200); // the title
    CHECK(inkIn(QRectF(0, plot.top(), plot.left(), plot.height())) > 100); // the money axis: name and labels
    CHECK(inkIn(QRectF(plot.left(), plot.bottom(), plot.width(), chart->size().height() - plot.bottom())) > 200);
}

TEST_CASE("While the horizon is dragged the month axis grows a tick at a time, then fits the horizon", "[cost]")
{
    CostFixture f;
    QChart* chart = f.show(ui::CostView::Cumulative);
    QValueAxis* x = nullptr;
    for (QAbstractAxis* axis : chart->axes(Qt::Horizontal))
        x = x ? x : qobject_cast<QValueAxis*>(axis);
    REQUIRE(x);
    REQUIRE(f.document.plan().scenarios[0].finance.horizonMonths == 36);
    // The axis ends a twenty-fifth past its last month, so that a marker there is drawn whole.
    const auto end = [](double lastMonth) { return Approx(lastMonth * 1.04); };
    CHECK(x->max() == end(36));
    QSignalSpy ranges(x, &QValueAxis::rangeChanged);

    // Shorter: the 36 months shown still hold 35 and 34 (more than 40% of them), so the axis stays.
    pushHorizon(f.document, 35);
    pushHorizon(f.document, 34);
    CHECK(ranges.isEmpty());
    CHECK(x->max() == end(36));
    // Longer than shown: past 36 months the ticks are yearly, so the axis grows to the next one, 48,
    // and holds the months up to it without a new layout.
    pushHorizon(f.document, 37);
    CHECK(ranges.size() == 1);
    CHECK(x->max() == end(48));
    pushHorizon(f.document, 40);
    pushHorizon(f.document, 47);
    CHECK(ranges.size() == 1);
    // The last point of every curve is the horizon's month, inside the shown range.
    for (QAbstractSeries* series : chart->series())
        if (auto* line = qobject_cast<QLineSeries*>(series); line && line->count() > 0)
            CHECK(line->at(line->count() - 1).x() == 47);

    // Once the edits pause, the axis ends at the horizon, as a new chart's does.
    REQUIRE(QTest::qWaitFor([&] { return x->max() == end(47); }, ui::CostView::kAxesSettleMs * 10));
    CHECK(x->min() == 0);
}

TEST_CASE("While edits follow each other the money axis holds a range that covers the data, then fits them", "[cost]")
{
    CostFixture f;
    // Half the example's RDMA NICs, 4 x 400G for 8 GPUs: 200 Gb/s a GPU, so that every GPU count below
    // (4: 400, 6: 267, 16: 100 a GPU) stays within the 8 x 400 Gb/s of the one H20 rental that states its network,
    // and the rental the curves show does not change with the edits.
    Plan plan = f.document.plan();
    plan.scenarios[0].cluster.nodeGroups[0].nicCount = 4;
    f.document.reset(plan, WindowFixture::example());
    QChart* chart = f.show(ui::CostView::Cumulative);
    auto* y = qobject_cast<QValueAxis*>(chart->axes(Qt::Vertical).first());
    REQUIRE(y);
    // The chart of the reset plan is fitted once its axes stop waiting for more edits.
    REQUIRE(QTest::qWaitFor([&] { return !f.view->axesSettling(); }, testing::kEventWaitMs));
    testing::settle();
    const int gpus = f.document.plan().scenarios[0].cluster.nodeGroups[0].gpuCount;
    const double shownMax = y->max();
    // Each change of a shown axis lays its labels out again: an edit changes each setting at most once.
    QSignalSpy ranges(y, &QValueAxis::rangeChanged);
    QSignalSpy ticks(y, &QValueAxis::tickCountChanged);
    QSignalSpy formats(y, &QValueAxis::labelFormatChanged);

    // Three quarters of the GPUs: the data shrink but still fill more than 40% of the shown range, which is held.
    pushGpuCount(f.document, gpus * 3 / 4);
    REQUIRE(f.view->chart(ui::CostView::Cumulative) == chart);
    auto [lo, hi] = plottedSpan(chart);
    CHECK(ranges.isEmpty());
    CHECK(y->max() == shownMax);
    CHECK(y->min() <= lo);
    CHECK(y->max() >= hi);
    CHECK(hi - lo >= 0.4 * (y->max() - y->min()));

    // Back to all of them and twice as many: a held range never hides data, it grows at once.
    pushGpuCount(f.document, gpus * 2);
    std::tie(lo, hi) = plottedSpan(chart);
    CHECK(ranges.size() == 1);
    CHECK(y->max() >= hi);

    // Once the edits pause, the axis is fitted to the data: the nice range a new chart gets.
    ranges.clear();
    pushGpuCount(f.document, gpus / 2);
    REQUIRE(QTest::qWaitFor([&] { return !ranges.isEmpty(); }, testing::kEventWaitMs));
    // Nothing more follows: no fit is waiting any more, and what it posted has been delivered.
    REQUIRE(QTest::qWaitFor([&] { return !f.view->axesSettling(); }, testing::kEventWaitMs));
    testing::settle();
    CHECK(ranges.size() == 1);
    CHECK(ticks.size() <= 3);
    CHECK(formats.size() <= 3);
    const std::unique_ptr<QChart> fresh(ui::cumulativeCostChart(f.analysis.tco(), f.view->chartStyle()));
    auto* freshY = qobject_cast<QValueAxis*>(fresh->axes(Qt::Vertical).first());
    REQUIRE(freshY);
    CHECK(y->min() == freshY->min());
    CHECK(y->max() == freshY->max());
    CHECK(y->tickCount() == freshY->tickCount());
    CHECK(y->labelFormat() == freshY->labelFormat());
    // Nice ticks: the step is 1, 2 or 5 times a power of ten.
    const double step = (y->max() - y->min()) / (y->tickCount() - 1);
    const double mantissa = step / std::pow(10.0, std::floor(std::log10(step)));
    CHECK((mantissa == Approx(1.0) || mantissa == Approx(2.0) || mantissa == Approx(5.0)));

    // The same figures again leave the axis alone.
    ranges.clear();
    ticks.clear();
    formats.clear();
    REQUIRE(ui::updateCumulativeCostChart(chart, f.analysis.tco()));
    CHECK(ranges.isEmpty());
    CHECK(ticks.isEmpty());
    CHECK(formats.isEmpty());
}

TEST_CASE("The breakdown chart's stacks add up to the option totals", "[cost]")
{
    CostFixture f;
    const TcoResult& tco = f.analysis.tco();
    QChart* chart = f.show(ui::CostView::Breakdown);
    auto* stacked = series<QHorizontalStackedBarSeries>(chart, QStringLiteral("breakdown"));
    REQUIRE(stacked);
    REQUIRE(stacked->count() > 3);
    // Bars run from the bottom up: the last available option is bar 0, purchase the top one.
    std::vector<TcoOption> available;
    for (TcoOption o : kOptions)
        if (tco.option(o).available)
            available.push_back(o);
    REQUIRE(available.front() == TcoOption::Purchase);
    const int top = static_cast<int>(available.size()) - 1;
    for (int column = 0; column <= top; ++column) {
        double sum = 0;
        for (QBarSet* set : stacked->barSets())
            sum += set->at(column);
        CHECK(sum * divisor(chart)
              == Approx(tco.option(available[static_cast<std::size_t>(top - column)]).total).epsilon(1e-9));
    }
    // Residual value is recovered: it stacks below zero.
    bool residual = false;
    for (QBarSet* set : stacked->barSets())
        if (set->objectName() == QStringLiteral("residual"))
            residual = set->at(top) < 0;
    CHECK(residual);

    // An edit updates the bars in place.
    pushGpuCount(f.document, 4);
    CHECK(f.view->chart(ui::CostView::Breakdown) == chart);
    double sum = 0;
    for (QBarSet* set : stacked->barSets())
        sum += set->at(top);
    CHECK(sum * divisor(chart) == Approx(f.analysis.tco().option(TcoOption::Purchase).total).epsilon(1e-9));
    f.document.undoStack()->undo();
    f.save(ui::CostView::Breakdown, QStringLiteral("breakdown"));
}

TEST_CASE("The utilisation chart crosses where the TCO puts the break-even utilisation", "[cost]")
{
    const QString plan = GENERATE(WindowFixture::example(), QStringLiteral(EXAMPLES_DIR "/shenzhen-rent-or-buy.json"));
    CostFixture f(plan);
    int crossings = 0;
    for (int scenario = 0; scenario < static_cast<int>(f.document.plan().scenarios.size()); ++scenario) {
        f.document.setCurrentScenario(scenario);
        const TcoResult& tco = f.analysis.tco();
        QChart* chart = f.show(ui::CostView::Utilisation);
        auto* buy = shownLine(chart, QStringLiteral("utilisation:purchase"));
        auto* rent = shownLine(chart, QStringLiteral("utilisation:on_demand"));
        if (!tco.option(TcoOption::OnDemand).available) {
            CHECK(rent == nullptr);
            continue;
        }
        REQUIRE(buy);
        REQUIRE(rent);
        REQUIRE(buy->count() == 21);
        REQUIRE(rent->count() == 21);
        CHECK(buy->at(20).x() == 100);

        auto* marker = series<QScatterSeries>(chart, QStringLiteral("breakeven:utilisation"));
        REQUIRE(marker);
        if (!tco.option(TcoOption::OnDemand).notLikeForLike.empty()) {
            // Its servers cannot carry the build's nodes: drawn and named so, but nothing breaks even against it.
            CHECK(rent->pen().style() == Qt::DashLine);
            CHECK(buy->pen().style() == Qt::SolidLine);
            CHECK_FALSE(tco.breakEvenUtilisationPct.has_value());
            CHECK(marker->count() == 0);
            CHECK(chart->title().contains(QStringLiteral("no like-for-like on-demand offering")));
            continue;
        }
        CHECK(rent->pen().style() == Qt::SolidLine);
        std::optional<double> crossing;
        for (int i = 0; i < buy->count() && !crossing; ++i)
            if (buy->at(i).y() <= rent->at(i).y())
                crossing = buy->at(i).x();
        REQUIRE(crossing.has_value() == tco.breakEvenUtilisationPct.has_value());
        if (crossing) {
            ++crossings;
            std::printf("[cost] scenario %d: break-even utilisation %.1f%%, curves cross by %.0f%%\n", scenario,
                        *tco.breakEvenUtilisationPct, *crossing);
            CHECK(*crossing >= *tco.breakEvenUtilisationPct);
            CHECK(*crossing - *tco.breakEvenUtilisationPct <= 5.0 + 1e-9);
            REQUIRE(marker->count() == 1);
            CHECK(marker->at(0).x() == Approx(*tco.breakEvenUtilisationPct));
            f.save(ui::CostView::Utilisation, QStringLiteral("utilisation_breakeven"));
            f.save(ui::CostView::Cumulative, QStringLiteral("cumulative_breakeven"));
        } else {
            CHECK(marker->count() == 0);
        }
        if (scenario == 0)
            f.save(ui::CostView::Utilisation, QStringLiteral("utilisation"));
    }
    std::printf("[cost] %d of %s's scenarios break even on utilisation\n", crossings, qPrintable(plan));
}

TEST_CASE("The regions and sensitivity charts are computed when their tab is shown", "[cost]")
{
    CostFixture f;
    QChart* regions = f.show(ui::CostView::Regions);
    auto* bars = series<QHorizontalBarSeries>(regions, QStringLiteral("regions"));
    REQUIRE(bars);
    const auto compared = compareRegions(*f.analysis.scenario(), f.analysis.catalog(), f.analysis.result().tcoSettings);
    const auto included
        = std::count_if(compared.begin(), compared.end(), [](const RegionTco& r) { return r.included; });
    REQUIRE(included > 1);
    for (QBarSet* set : bars->barSets())
        CHECK(set->count() == included);
    // The last bar category is the first region (horizontal bars list bottom-up), in the display currency.
    auto* purchase = [&]() -> QBarSet* {
        for (QBarSet* set : bars->barSets())
            if (set->objectName() == QStringLiteral("purchase"))
                return set;
        return nullptr;
    }();
    REQUIRE(purchase);
    const RegionTco& first
        = *std::find_if(compared.begin(), compared.end(), [](const RegionTco& r) { return r.included; });
    CHECK(purchase->at(purchase->count() - 1) * divisor(regions)
          == Approx(first.result.option(TcoOption::Purchase).total).epsilon(1e-9));
    f.save(ui::CostView::Regions, QStringLiteral("regions"));

    QChart* tornado = f.show(ui::CostView::Sensitivity);
    auto* swings = series<QHorizontalBarSeries>(tornado, QStringLiteral("sensitivity"));
    REQUIRE(swings);
    REQUIRE(swings->count() == 2);
    // One row per factor that moves the answer; one that does not is named under the title instead.
    const SensitivityResult sensitivity
        = analyseSensitivity(*f.analysis.scenario(), f.analysis.catalog(), f.analysis.result());
    const auto moving = std::count_if(sensitivity.entries.begin(), sensitivity.entries.end(),
                                      [](const SensitivityEntry& e) { return e.swing > 0; });
    CHECK(swings->barSets().at(0)->count() == moving);
    if (moving < static_cast<long>(sensitivity.entries.size()))
        CHECK(tornado->title().contains(QStringLiteral("No effect: ")));
    f.save(ui::CostView::Sensitivity, QStringLiteral("sensitivity"));

    // An edit while another tab shows leaves these charts stale until they are shown again.
    f.show(ui::CostView::Cumulative);
    pushGpuCount(f.document, 4);
    CHECK(f.view->chart(ui::CostView::Sensitivity) == tornado);
    CHECK(f.show(ui::CostView::Sensitivity) != tornado);
}

TEST_CASE("The summary says 'not like for like' where a rental cannot do the build's work", "[cost]")
{
    CostFixture f;
    // The example's two H20 nodes rented from a host that states no network between its servers, as a plan
    // may name it: no break-even month is read off it, and the cell and tooltip say why.
    Plan plan = f.document.plan();
    plan.scenarios[0].finance.onDemandOfferingId = "ucloud-compshare-h20-cn-inner-mongolia";
    f.document.reset(plan, WindowFixture::example());
    const TcoResult& tco = f.analysis.tco();
    REQUIRE(tco.option(TcoOption::OnDemand).offeringId == "ucloud-compshare-h20-cn-inner-mongolia");
    REQUIRE_FALSE(tco.option(TcoOption::OnDemand).notLikeForLike.empty());
    auto* model = f.view->summaryTable()->model();
    CHECK(model->index(1, ui::CostSummaryModel::BreakEven).data().toString() == QStringLiteral("not like for like"));
    CHECK(model->index(1, ui::CostSummaryModel::BreakEven)
              .data(Qt::ToolTipRole)
              .toString()
              .startsWith(QStringLiteral("Not like for like: Cloud on-demand does not do the same work")));
    CHECK(f.view->breakEvenText().contains(QStringLiteral("; on-demand: not like for like")));
    const auto* breakEvenLines = f.view->findChild<QWidget*>(QStringLiteral("costBreakEven"));
    REQUIRE(breakEvenLines);
    CHECK(breakEvenLines->toolTip().contains(QStringLiteral("no on-demand offering here does the same work")));
    // Buying is the side everything is held against: its own cell stays empty.
    CHECK(model->index(0, ui::CostSummaryModel::BreakEven).data().toString() == QStringLiteral("—"));
    // Its figures are greyed, so that a meeting does not read them as an answer, and the reason is on each.
    CHECK(model->index(1, ui::CostSummaryModel::Total).data(Qt::ForegroundRole).isValid());
    CHECK(model->index(1, ui::CostSummaryModel::Total)
              .data(Qt::ToolTipRole)
              .toString()
              .startsWith(QStringLiteral("Not like for like:")));
    CHECK_FALSE(model->index(1, ui::CostSummaryModel::Option).data(Qt::ForegroundRole).isValid());
    CHECK_FALSE(model->index(0, ui::CostSummaryModel::Total).data(Qt::ForegroundRole).isValid());

    // Back to an offering that does the work: the grey goes, and the views are told so.
    QSignalSpy changed(model, &QAbstractItemModel::dataChanged);
    f.document.undoStack()->push(new ui::ChangeValue<std::string>(
        &f.document, QStringLiteral("On-demand offering"), QStringLiteral("s0.finance.onDemandOffering"),
        ui::ChangeEvent::inScenario(0, ui::ChangeEvent::Part::Finance),
        [](Plan& p) -> std::string& { return p.scenarios[0].finance.onDemandOfferingId; }, std::string()));
    REQUIRE(f.analysis.tco().option(TcoOption::OnDemand).notLikeForLike.empty());
    CHECK_FALSE(model->index(1, ui::CostSummaryModel::Total).data(Qt::ForegroundRole).isValid());
    const bool toldForeground = std::any_of(changed.begin(), changed.end(), [](const QList<QVariant>& args) {
        return args.at(0).value<QModelIndex>().row() == 1
            && args.at(2).value<QList<int>>().contains(Qt::ForegroundRole);
    });
    CHECK(toldForeground);
}

TEST_CASE("The summary table and price date follow the TCO", "[cost]")
{
    CostFixture f;
    QAbstractItemModelTester tester(f.view->summaryTable()->model(),
                                    QAbstractItemModelTester::FailureReportingMode::Warning);
    auto* model = f.view->summaryTable()->model();
    REQUIRE(model->rowCount() == 4);
    const TcoResult& tco = f.analysis.tco();
    const QString total = model->index(0, ui::CostSummaryModel::Total).data().toString();
    // Rounded for reading in the cell ("CNY 5.10 M"), exact in the tooltip.
    const double exactTotal = tco.option(TcoOption::Purchase).total;
    REQUIRE(exactTotal >= 1e6);
    REQUIRE(exactTotal < 1e9);
    REQUIRE(total.startsWith(QStringLiteral("CNY ")));
    REQUIRE(total.endsWith(QStringLiteral(" M")));
    const double shownMillions = total.mid(4, total.size() - 6).toDouble();
    // Three significant figures: within half a unit of the last shown digit.
    const double lastDigit = shownMillions < 10 ? 0.01 : shownMillions < 100 ? 0.1 : 1;
    CHECK(std::fabs(shownMillions - exactTotal / 1e6) <= lastDigit / 2 + 1e-9);
    CHECK(model->index(0, ui::CostSummaryModel::Total)
              .data(Qt::ToolTipRole)
              .toString()
              .contains(QString::fromStdString(formatMoney(exactTotal, tco.currency))));
    const auto month = tco.breakEvenMonth[static_cast<std::size_t>(TcoOption::OnDemand)];
    if (month)
        CHECK(model->index(1, ui::CostSummaryModel::BreakEven).data().toString().contains(QString::number(*month)));
    CHECK(f.view->priceDateText().contains(QStringLiteral("CNY")));
    // The prices' dates are shown, and the exchange rates' when anything was converted.
    std::string latest;
    for (const auto& input : tco.inputs)
        latest = std::max(latest, input.provenance.asOf);
    REQUIRE_FALSE(latest.empty());
    CHECK(f.view->priceDateText().contains(QString::fromStdString(latest)));
    for (const auto& fx : tco.fxRates)
        if (fx.currency != tco.currency)
            CHECK(f.view->priceDateText().contains(QString::fromStdString(fx.provenance.asOf)));
    std::printf("[cost] price line: %s\n", qPrintable(f.view->priceDateText()));

    pushGpuCount(f.document, 4);
    CHECK(model->index(0, ui::CostSummaryModel::Total).data().toString() != total);
}

TEST_CASE("A dark palette switches the charts to the dark theme and back", "[cost]")
{
    CostFixture f;
    QChart* light = f.show(ui::CostView::Cumulative);
    CHECK(light->theme() == QChart::ChartThemeLight);
    CHECK_FALSE(f.view->chartStyle().dark);

    QPalette dark = f.view->palette();
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    dark.setColor(QPalette::ButtonText, QColor(0xee, 0xee, 0xee));
    f.view->setPalette(dark);
    CHECK(f.view->chartStyle().dark);
    CHECK(f.view->chart(ui::CostView::Cumulative)->theme() == QChart::ChartThemeDark);
    f.save(ui::CostView::Cumulative, QStringLiteral("cumulative_dark"));
    CHECK(f.show(ui::CostView::Breakdown)->theme() == QChart::ChartThemeDark);

    f.view->setPalette(QPalette());
    f.show(ui::CostView::Cumulative);
    CHECK(f.view->chart(ui::CostView::Cumulative)->theme() == QChart::ChartThemeLight);
}

TEST_CASE("The market lists what could do the work, 'Use this' sets the scenario's choice, undoably", "[cost][market]")
{
    CostFixture f;
    ui::MarketPanel* market = f.view->marketPanel();
    f.view->tabs()->setCurrentWidget(market);
    ui::MarketModel* model = market->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::Warning);
    REQUIRE(model->rowCount() > 0);
    const MarketView& view = model->view();
    // The offerings the comparison uses are marked, and they are the TCO's.
    const TcoResult& tco = f.analysis.tco();
    bool chosenOnDemand = false;
    for (const auto& row : view.rows)
        if (row.chosen && row.price->term == OfferTerm::OnDemand)
            chosenOnDemand = row.offering->id == tco.option(TcoOption::OnDemand).offeringId;
    CHECK(chosenOnDemand == tco.option(TcoOption::OnDemand).available);
    // Usable rows come first, those whose servers carry the build's two nodes before those that do not
    // (not like for like), each in the plan's market (CN) before the others, each cheapest per unit of work first.
    for (std::size_t i = 1; i < view.rows.size(); ++i) {
        const MarketRow& before = view.rows[i - 1];
        const MarketRow& row = view.rows[i];
        INFO(i << ": " << row.offering->id);
        if (!row.usable)
            continue;
        if (before.notLikeForLike.empty() != row.notLikeForLike.empty())
            CHECK(before.notLikeForLike.empty());
        else if (before.inMarket != row.inMarket)
            CHECK(before.inMarket);
        else
            CHECK(before.costPerUnit <= row.costPerUnit);
    }
    // The example's first in the list is rented in China: an H200 in Oregon was first, cheaper per run.
    REQUIRE_FALSE(view.rows.empty());
    CHECK(view.rows.front().inMarket);

    // A unit of work's cost is read like the totals (rounded, "CNY 126 K"), exact in the tooltip; a price per
    // GPU-hour keeps its cents.
    int readable = 0;
    for (int r = 0; r < model->rowCount(); ++r) {
        const MarketRow& row = view.rows[static_cast<std::size_t>(r)];
        if (!row.usable || row.costPerUnit < 10'000)
            continue;
        const QModelIndex cell = model->index(r, ui::MarketModel::PerUnit);
        CHECK(cell.data().toString() == ui::readableMoney(row.costPerUnit, view.currency));
        CHECK(cell.data(Qt::ToolTipRole).toString().startsWith(ui::exactMoney(row.costPerUnit, view.currency)));
        ++readable;
    }
    CHECK(readable > 0);

    // Pick the cheapest usable on-demand offering the comparison does not use yet.
    int pick = -1;
    for (std::size_t i = 0; i < view.rows.size() && pick < 0; ++i)
        if (view.rows[i].usable && !view.rows[i].chosen && view.rows[i].price->term == OfferTerm::OnDemand)
            pick = static_cast<int>(i);
    REQUIRE(pick >= 0);
    const std::string id = view.rows[static_cast<std::size_t>(pick)].offering->id;
    market->table()->selectRow(pick);
    REQUIRE(market->useButton()->isEnabled());
    market->useButton()->click();
    CHECK(f.document.scenario()->finance.onDemandOfferingId == id);
    CHECK(f.analysis.tco().option(TcoOption::OnDemand).offeringId == id);
    CHECK(f.view->breakEvenText().contains(
        QString::fromStdString(f.analysis.tco().option(TcoOption::OnDemand).provider)));
    f.document.undoStack()->undo();
    CHECK(f.document.scenario()->finance.onDemandOfferingId.empty());
    CHECK(f.analysis.tco().option(TcoOption::OnDemand).offeringId != id);
}

TEST_CASE("The break-even rental price is readable under the summary", "[cost]")
{
    CostFixture f;
    const TcoResult& tco = f.analysis.tco();
    REQUIRE(tco.breakEvenRentalPrice);
    CHECK(
        f.view->breakEvenText().contains(QString::fromStdString(formatMoney(*tco.breakEvenRentalPrice, tco.currency))));
}

// Buying breaks even against the hybrid in the last month of the example's first scenario (the resale): its
// marker sat on the plot's right edge, half of it cut (seen at 1280 × 800, where the page is 575 px wide).
TEST_CASE("A break-even marker in the last month is drawn whole inside the plot", "[cost]")
{
    CostFixture f;
    f.view->resize(575, 700);
    QChart* chart = f.show(ui::CostView::Cumulative);
    REQUIRE(QTest::qWaitFor([&] { return chart->plotArea().width() > 100; }, testing::kEventWaitMs));
    QCoreApplication::processEvents();
    const TcoResult& tco = f.analysis.tco();
    const auto month = tco.breakEvenMonth[static_cast<std::size_t>(TcoOption::Hybrid)];
    REQUIRE(month);
    REQUIRE(*month == tco.horizonMonths);
    auto* marker = series<QScatterSeries>(chart, QStringLiteral("breakeven:hybrid"));
    REQUIRE(marker);
    REQUIRE(marker->count() == 1);
    const QPointF centre = chart->mapToPosition(marker->at(0), marker);
    INFO("marker at " << centre.x() << ", plot " << chart->plotArea().left() << " to " << chart->plotArea().right());
    CHECK(centre.x() + marker->markerSize() / 2 <= chart->plotArea().right());
}
