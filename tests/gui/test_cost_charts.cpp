// The cost charts built on their own from a TCO, a region comparison or a sensitivity: what each draws and
// marks (the Costs page that shows them is tested in test_cost_view.cpp).
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

TEST_CASE("The regions chart marks a rental of another GPU or region and leaves out a purchase barred there", "[cost]")
{
    // The A100 cannot be bought new in the CN market: no Buy or Hybrid bar in a Chinese region, its rentals
    // come from elsewhere; in the US and Singapore it is bought and rented as the plan asks.
    auto loaded = loadPlan(EXAMPLES_DIR "/shenzhen-rent-or-buy.json", &testing::shippedCatalog());
    REQUIRE(loaded.ok());
    const Catalog catalog = planCatalog(testing::shippedCatalog(), *loaded.plan);
    const Scenario& scenario = loaded.plan->scenarios.front();
    const ScenarioAnalysis analysis = analyseScenario(scenario, catalog);
    const auto compared = compareRegions(scenario, catalog, analysis.tcoSettings);
    std::unique_ptr<QChart> chart(ui::regionsChart(compared, ui::ChartStyle {}));
    auto* bars = series<QHorizontalBarSeries>(chart.get(), QStringLiteral("regions"));
    REQUIRE(bars);
    auto* names = qobject_cast<QBarCategoryAxis*>(chart->axes(Qt::Vertical).first());
    REQUIRE(names);
    auto set = [&](const char* key) -> QBarSet* {
        for (QBarSet* s : bars->barSets())
            if (s->objectName() == QLatin1String(key))
                return s;
        return nullptr;
    };
    REQUIRE(set("purchase"));
    REQUIRE(set("hybrid"));
    std::vector<const RegionTco*> included;
    for (const RegionTco& r : compared)
        if (r.included)
            included.push_back(&r);
    REQUIRE(names->count() == static_cast<qsizetype>(included.size()));
    int barred = 0;
    for (std::size_t i = 0; i < included.size(); ++i) {
        const TcoResult& r = included[i]->result;
        // Horizontal bars list bottom-up: the first region is the last category.
        const auto index = names->count() - 1 - static_cast<qsizetype>(i);
        const QString name = names->at(index);
        INFO(name.toStdString());
        const bool otherGpu = (r.option(TcoOption::OnDemand).available && r.option(TcoOption::OnDemand).otherGpu)
            || (r.option(TcoOption::Reserved).available && r.option(TcoOption::Reserved).otherGpu);
        const bool elsewhere = (r.option(TcoOption::OnDemand).available && r.option(TcoOption::OnDemand).crossesRegion)
            || (r.option(TcoOption::Reserved).available && r.option(TcoOption::Reserved).crossesRegion);
        CHECK(name.startsWith(QString::fromStdString(included[i]->regionName)));
        CHECK(name.contains(QLatin1Char('*')) == otherGpu);
        CHECK(name.contains(QChar(0x2021)) == elsewhere); // ‡
        CHECK(name.contains(QChar(0x2020)) == r.purchaseBarred); // †
        if (r.purchaseBarred) {
            ++barred;
            CHECK(set("purchase")->at(index) == 0);
            CHECK(set("hybrid")->at(index) == 0);
        } else {
            CHECK(set("purchase")->at(index) * divisor(chart.get())
                  == Approx(r.option(TcoOption::Purchase).total).epsilon(1e-9));
        }
    }
    // The Chinese regions of the catalog at least (Shenzhen, Beijing, Shanghai, …), and not the others.
    CHECK(barred >= 3);
    CHECK(barred < static_cast<int>(included.size()));
    CHECK(chart->title().contains(QStringLiteral("† not sold new there: no Buy or Hybrid bar")));
}

TEST_CASE("The sensitivity chart names what buying is measured against, and its ±20% whatever the what-if", "[cost]")
{
    auto loaded = loadPlan(testing::WindowFixture::example().toStdString(), &testing::shippedCatalog());
    REQUIRE(loaded.ok());
    const Catalog catalog = planCatalog(testing::shippedCatalog(), *loaded.plan);
    Scenario scenario = loaded.plan->scenarios.front();
    // Rental prices at 71% of the catalog: a factor moved by ±20% of its plan value is still "±20%".
    scenario.whatIf.rentalPricePct = 71;
    const ScenarioAnalysis analysis = analyseScenario(scenario, catalog);
    const SensitivityResult sensitivity = analyseSensitivity(scenario, catalog, analysis);
    // Shenzhen's bare-metal rental does other work (no network between its servers): buying is measured
    // against on-demand, as the verdict measures it.
    REQUIRE(sensitivity.against == TcoOption::OnDemand);
    std::unique_ptr<QChart> chart(ui::sensitivityChart(sensitivity, ui::ChartStyle {}));
    const double gap = analysis.tco.option(TcoOption::Purchase).npv - analysis.tco.option(TcoOption::OnDemand).npv;
    // The gap's sign in words, its size as a positive amount.
    CHECK(
        chart->title().startsWith(QStringLiteral("What moves the buy-or-rent gap: buying against Cloud on-demand (now ")
                                  + (gap <= 0 ? QStringLiteral("buying saves ") : QStringLiteral("buying costs "))
                                  + ui::readableMoney(std::fabs(gap), analysis.tco.currency)));
    // Reserved prices cannot move a gap measured against on-demand: named once under the title, no empty row.
    CHECK(chart->title().contains(QStringLiteral("No effect: Reserved rental prices")));
    auto* swings = series<QHorizontalBarSeries>(chart.get(), QStringLiteral("sensitivity"));
    REQUIRE(swings);
    QStringList legend;
    for (QBarSet* set : swings->barSets())
        legend << set->label();
    CHECK(legend.contains(QStringLiteral("Factor −20%")));
    CHECK(legend.contains(QStringLiteral("Factor +20%")));
}

TEST_CASE("A chart on screen shows an edit's figures at once, without animation", "[cost]")
{
    CostFixture f;
    std::unique_ptr<QChart> chart(ui::cumulativeCostChart(f.analysis.tco(), ui::ChartStyle {}));
    CHECK(chart->animationOptions() == QChart::NoAnimation);
}

TEST_CASE("Charts for print have no animation or shadow and distinct line styles", "[cost]")
{
    CostFixture f;
    std::unique_ptr<QChart> chart(ui::cumulativeCostChart(f.analysis.tco(), ui::ChartStyle::forPrint()));
    CHECK(chart->animationOptions() == QChart::NoAnimation);
    CHECK_FALSE(chart->isDropShadowEnabled());
    QSet<int> styles;
    for (QAbstractSeries* s : chart->series())
        if (auto* line = qobject_cast<QLineSeries*>(s))
            styles << static_cast<int>(line->pen().style());
    CHECK(styles.size() >= 3);

    // A language change rebuilds the visible chart (titles and axis names are translated text).
    QChart* before = f.show(ui::CostView::Cumulative);
    QEvent event(QEvent::LanguageChange);
    QCoreApplication::sendEvent(f.view.get(), &event);
    CHECK(f.view->chart(ui::CostView::Cumulative) != before);
    CHECK_FALSE(f.view->chart(ui::CostView::Cumulative)->title().isEmpty());
}

TEST_CASE("Break-even markers sit at the TCO's break-even month", "[cost]")
{
    // A made-up result where buying overtakes on-demand in month 6.
    TcoResult tco;
    tco.scenarioName = "synthetic";
    tco.currency = "USD";
    tco.horizonMonths = 12;
    auto& buy = tco.options[static_cast<std::size_t>(TcoOption::Purchase)];
    auto& rent = tco.options[static_cast<std::size_t>(TcoOption::OnDemand)];
    buy.option = TcoOption::Purchase;
    rent.option = TcoOption::OnDemand;
    buy.available = rent.available = true;
    for (int m = 0; m <= 12; ++m) {
        buy.cumulative.push_back(1'000'000 + 50'000.0 * m);
        rent.cumulative.push_back(220'000.0 * m);
    }
    // Undiscounted (a rate of zero): the present value the chart draws is the sum itself.
    buy.discountedCumulative = buy.cumulative;
    rent.discountedCumulative = rent.cumulative;
    buy.total = buy.cumulative.back();
    rent.total = rent.cumulative.back();
    tco.breakEvenMonth[static_cast<std::size_t>(TcoOption::OnDemand)] = 6;

    std::unique_ptr<QChart> chart(ui::cumulativeCostChart(tco, ui::ChartStyle {}));
    CHECK(chart->series().size() == 5); // two curves, each drawn solid or dashed, and one marker
    auto* marker = series<QScatterSeries>(chart.get(), QStringLiteral("breakeven:on_demand"));
    REQUIRE(marker);
    REQUIRE(marker->count() == 1);
    CHECK(marker->at(0).x() == 6);
    CHECK(marker->at(0).y() * divisor(chart.get()) == Approx(buy.cumulative[6]));
    // Labelled apart from Qt's own point labels, which overlap at neighbouring months.
    QGraphicsSimpleTextItem* label = ui::markerLabel(chart.get(), marker);
    REQUIRE(label);
    CHECK(label->text().endsWith(QStringLiteral(": month 6")));
    CHECK(chart->axes(Qt::Vertical).first()->titleText().contains(QStringLiteral("USD")));

    // No break-even: the marker empties in place; a new option: a new chart is needed.
    tco.breakEvenMonth[static_cast<std::size_t>(TcoOption::OnDemand)].reset();
    REQUIRE(ui::updateCumulativeCostChart(chart.get(), tco));
    CHECK(marker->count() == 0);
    tco.options[static_cast<std::size_t>(TcoOption::Reserved)].available = true;
    tco.options[static_cast<std::size_t>(TcoOption::Reserved)].cumulative.assign(13, 0.0);
    tco.options[static_cast<std::size_t>(TcoOption::Reserved)].discountedCumulative.assign(13, 0.0);
    CHECK_FALSE(ui::updateCumulativeCostChart(chart.get(), tco));

    // Money axes stay readable: small amounts unscaled, large ones in thousands or millions.
    CHECK(ui::moneyScale(9'999).divisor == 1);
    CHECK(ui::moneyScale(250'000).divisor == 1e3);
    CHECK(ui::moneyScale(12'000'000).divisor == 1e6);
}
