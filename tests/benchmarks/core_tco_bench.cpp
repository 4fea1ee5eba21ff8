// TCO engine speed: all four options in every region of a catalog (target < 1 ms) and the sensitivity
// analysis (target < 20 ms). Uses the shared test fixture, widened to eight regions.

#include "../core/fixtures.h"
#include "models/tco/tco.h"

#include <benchmark/benchmark.h>

using namespace planner;

namespace {

// The fixture's three regions plus five more Chinese sites cloned from Shenzhen with their own tariffs,
// each with the Shenzhen offering copied in, so every region runs all four options.
Catalog eightRegionCatalog()
{
    Catalog c = testing::fixtureCatalog();
    const Region shenzhen = *c.region("cn-shenzhen");
    const CloudOffering* offer = nullptr;
    for (const auto& o : c.offerings)
        if (o.regionId == "cn-shenzhen")
            offer = &o;
    const CloudOffering shenzhenOffer = *offer;
    const struct {
        const char* id;
        double tariff;
    } sites[] = {{"cn-beijing", 0.85},
                 {"cn-shanghai", 0.90},
                 {"cn-guangzhou", 0.78},
                 {"cn-hangzhou", 0.82},
                 {"cn-inner-mongolia", 0.40}};
    for (const auto& site : sites) {
        Region r = shenzhen;
        r.id = site.id;
        r.electricityPerKwh->money.amount = site.tariff;
        c.regions.push_back(r);
        CloudOffering o = shenzhenOffer;
        o.id = std::string(site.id) + "-a100";
        o.regionId = site.id;
        c.offerings.push_back(o);
    }
    return c;
}

void BM_TcoOneRegion(benchmark::State& state)
{
    const Catalog catalog = testing::fixtureCatalog();
    const Scenario scenario = testing::fixtureScenario();
    for (auto _ : state)
        benchmark::DoNotOptimize(analyseTco(scenario, catalog));
}
BENCHMARK(BM_TcoOneRegion)->Unit(benchmark::kMicrosecond);

void BM_TcoAllRegions(benchmark::State& state)
{
    const Catalog catalog = eightRegionCatalog();
    const Scenario scenario = testing::fixtureScenario();
    for (auto _ : state)
        benchmark::DoNotOptimize(compareRegions(scenario, catalog));
    state.counters["regions"] = static_cast<double>(catalog.regions.size());
}
BENCHMARK(BM_TcoAllRegions)->Unit(benchmark::kMicrosecond);

void BM_TcoAllRegionsNoBreakEvenSolve(benchmark::State& state)
{
    const Catalog catalog = eightRegionCatalog();
    const Scenario scenario = testing::fixtureScenario();
    TcoSettings settings;
    settings.solveBreakEvenUtilisation = false;
    for (auto _ : state)
        benchmark::DoNotOptimize(compareRegions(scenario, catalog, settings));
}
BENCHMARK(BM_TcoAllRegionsNoBreakEvenSolve)->Unit(benchmark::kMicrosecond);

void BM_TcoSensitivity(benchmark::State& state)
{
    const Catalog catalog = testing::fixtureCatalog();
    const Scenario scenario = testing::fixtureScenario();
    for (auto _ : state)
        benchmark::DoNotOptimize(analyseSensitivity(scenario, catalog));
}
BENCHMARK(BM_TcoSensitivity)->Unit(benchmark::kMicrosecond);

} // namespace
