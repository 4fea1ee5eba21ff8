// Buy or rent on the shipped catalogs (8 regions, every offering) and the bundled "Shenzhen: rent or buy"
// example: the TCO of four options in every region (target ≤ 1 ms) and the market view (target ≤ 5 ms),
// the latter both with the analysis at hand and from scratch (what an edit costs: the estimator runs
// once for each GPU on offer).

#include "models/analysis/market.h"
#include "models/catalog/catalog_io.h"
#include "models/plan/plan_io.h"

#include <benchmark/benchmark.h>

using namespace planner;

namespace {

struct Shipped {
    Catalog catalog;
    Scenario scenario;
};

const Shipped& shipped()
{
    static const Shipped s = [] {
        Shipped out;
        out.catalog = loadCatalogFolder(SOURCE_CATALOG_DIR, Origin::Shipped, true).catalog;
        out.scenario
            = loadPlan(std::string(EXAMPLES_DIR) + "/shenzhen-rent-or-buy.json", &out.catalog).plan->scenarios.at(0);
        return out;
    }();
    return s;
}

void BM_ShippedTcoAllRegions(benchmark::State& state)
{
    const Shipped& s = shipped();
    const ScenarioAnalysis analysis = analyseScenario(s.scenario, s.catalog);
    for (auto _ : state)
        benchmark::DoNotOptimize(analyseRegions(s.scenario, s.catalog, analysis));
    state.counters["regions"] = static_cast<double>(s.catalog.regions.size());
}
BENCHMARK(BM_ShippedTcoAllRegions)->Unit(benchmark::kMicrosecond);

void BM_MarketView(benchmark::State& state)
{
    const Shipped& s = shipped();
    const ScenarioAnalysis analysis = analyseScenario(s.scenario, s.catalog);
    std::size_t rows = 0;
    for (auto _ : state) {
        const MarketView view = marketView(s.scenario, s.catalog, analysis);
        rows = view.rows.size();
        benchmark::DoNotOptimize(view);
    }
    state.counters["rows"] = static_cast<double>(rows);
}
BENCHMARK(BM_MarketView)->Unit(benchmark::kMicrosecond);

void BM_MarketViewFromScratch(benchmark::State& state)
{
    const Shipped& s = shipped();
    for (auto _ : state) {
        const ScenarioAnalysis analysis = analyseScenario(s.scenario, s.catalog);
        benchmark::DoNotOptimize(marketView(s.scenario, s.catalog, analysis));
    }
}
BENCHMARK(BM_MarketViewFromScratch)->Unit(benchmark::kMicrosecond);

} // namespace

namespace {

// What one edit costs the core: the whole chain for the window's example scenario (the 2 × HGX H20).
void BM_AnalyseExampleScenario(benchmark::State& state)
{
    const Shipped& s = shipped();
    const Scenario scenario
        = loadPlan(std::string(EXAMPLES_DIR) + "/shenzhen-llm-finetune.json", &s.catalog).plan->scenarios.at(0);
    for (auto _ : state)
        benchmark::DoNotOptimize(analyseScenario(scenario, s.catalog));
}
BENCHMARK(BM_AnalyseExampleScenario)->Unit(benchmark::kMicrosecond);

} // namespace
