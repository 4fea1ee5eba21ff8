// The market view against arithmetic written here (tinyCatalog(): offering od-x, 8 × gpu-x a server,
// CNY 20 a GPU-hour on demand, CNY 60,000 / 50,000 / 40,000 a server-month monthly / 1-year / 3-year).

#include "models/analysis/market.h"
#include "tco_fixture.h"

#include <catch2/catch.hpp>

using namespace planner;
using planner::testing::cny;
using planner::testing::tinyCatalog;
using planner::testing::tinyScenario;

TEST_CASE("Market: every price ranked by its cost for the work, monthly rentals carrying idle hours", "[market]")
{
    Catalog catalog = tinyCatalog();
    catalog.offerings[0].prices.push_back({OfferTerm::Spot, OfferUnit::GpuHour, cny(5)});
    const Scenario s = tinyScenario(); // 50% utilisation, no workload estimate: per GPU-hour of work
    const ScenarioAnalysis analysis = analyseScenario(s, catalog);
    const MarketView view = marketView(s, catalog, analysis);
    REQUIRE(view.unit == WorkUnit::GpuHour);
    CHECK(view.use == Approx(0.5));
    REQUIRE(view.rows.size() == 5);
    // A server-month over 8 GPUs × 730 h, paid at 50% use: 3-year 40,000 / 5,840 / 0.5 = 13.70; 1-year
    // 50,000 → 17.12; monthly 60,000 → 20.55; on demand 20.00; spot 5.00.
    const double perGpuHour = 8 * 730.0;
    const std::vector<std::pair<OfferTerm, double>> expected = {{OfferTerm::Spot, 5.0},
                                                                {OfferTerm::Reserved3y, 40'000 / perGpuHour / 0.5},
                                                                {OfferTerm::Reserved1y, 50'000 / perGpuHour / 0.5},
                                                                {OfferTerm::OnDemand, 20.0},
                                                                {OfferTerm::Monthly, 60'000 / perGpuHour / 0.5}};
    for (std::size_t i = 0; i < expected.size(); ++i) {
        INFO(i);
        CHECK(view.rows[i].price->term == expected[i].first);
        CHECK(view.rows[i].costPerUnit == Approx(expected[i].second));
        CHECK(view.rows[i].usable);
        CHECK(view.rows[i].sameGpu);
    }
    // The spot price is interruptible and cannot be what the comparison rests on.
    CHECK(view.rows[0].interruptible);
    CHECK(marketChoiceField(view.rows[0]).empty());
    CHECK(marketChoiceField(view.rows[3]) == "onDemandOffering");
    CHECK(marketChoiceField(view.rows[1]) == "reservedOffering");
    // The rows the comparison uses are marked: on demand, and the 3-year term (the cheapest commitment
    // over 12 months: 12 × 60,000 monthly beats 36 × 40,000 and 12 × 50,000).
    int chosen = 0;
    for (const auto& row : view.rows)
        if (row.chosen) {
            ++chosen;
            CHECK((row.price->term == OfferTerm::OnDemand
                   || row.price->term == *analysis.tco.option(TcoOption::Reserved).term));
        }
    CHECK(chosen == 2);
    CHECK(view.breakEvenRentalPrice == analysis.tco.breakEvenRentalPrice);
}

TEST_CASE("Market: another GPU is priced for the hours it needs, one that cannot do the work is listed last",
          "[market]")
{
    Catalog catalog = tinyCatalog();
    CloudOffering big = catalog.offerings[0];
    big.id = "od-big";
    big.gpuId = "gpu-big";
    big.prices = {{OfferTerm::OnDemand, OfferUnit::GpuHour, cny(45)}};
    catalog.offerings.push_back(big);
    const Scenario s = tinyScenario();
    ScenarioAnalysis analysis = analyseScenario(s, catalog);
    // Without a workload estimate: peak bf16 300 / 900 TFLOPS, so CNY 45 × 1/3 = 15 an hour of work.
    analysis.tcoSettings.workFactor = nullptr;
    MarketView view = marketView(s, catalog, analysis);
    const MarketRow* row = nullptr;
    for (const auto& r : view.rows)
        if (r.offering->id == "od-big")
            row = &r;
    REQUIRE(row);
    CHECK(!row->sameGpu);
    CHECK(row->work.hours == Approx(1.0 / 3.0));
    CHECK(row->costPerUnit == Approx(15.0));

    analysis.tcoSettings.workFactor = [](const Gpu&) {
        WorkFactor w;
        w.canDoWork = false;
        w.methodText = Message("work.does_not_fit");
        return w;
    };
    view = marketView(s, catalog, analysis);
    CHECK(view.rows.back().offering->id == "od-big");
    CHECK(!view.rows.back().usable);
    CHECK(render(view.rows.back().whyNot) == "the model does not fit its memory");
}

TEST_CASE("Market: what the team can rent in its own market comes before a cheaper price abroad", "[market]")
{
    Catalog catalog = tinyCatalog();
    Region abroad = catalog.regions[0];
    abroad.id = "abroad";
    abroad.name = "Abroad";
    abroad.market = "US";
    catalog.regions.push_back(abroad);
    // The same servers abroad at half the on-demand price: CNY 10 against the home market's CNY 20 a GPU-hour.
    CloudOffering cheap = catalog.offerings[0];
    cheap.id = "od-abroad";
    cheap.regionId = "abroad";
    cheap.prices = {{OfferTerm::OnDemand, OfferUnit::GpuHour, cny(10)}};
    catalog.offerings.push_back(cheap);
    const Scenario s = tinyScenario();
    const ScenarioAnalysis analysis = analyseScenario(s, catalog);
    const MarketView view = marketView(s, catalog, analysis);
    REQUIRE(view.rows.size() == 5);
    // The home market's four prices (13.70, 17.12, 20.00, 20.55 an hour of work, as above), then abroad's 10.
    for (std::size_t i = 0; i < 4; ++i) {
        INFO(i);
        CHECK(view.rows[i].offering->id == "od-x");
        CHECK(view.rows[i].inMarket);
    }
    CHECK(view.rows[4].offering->id == "od-abroad");
    CHECK_FALSE(view.rows[4].inMarket);
    CHECK(view.rows[4].costPerUnit == Approx(10.0));
}
