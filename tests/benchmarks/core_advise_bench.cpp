// Advisor speed: the full search for the example plan's three workloads (70B full fine-tune, 70B QLoRA,
// 72B LoRA) over every catalog GPU, 1–64 nodes, every layout the search tries, all 8 regions and the four
// options, on the shipped catalogs (target ≤ 1 s for the three). Counters: candidates (builds × regions ×
// options) evaluated a second, TCO runs, builds sized.

#include "models/advise/advisor.h"
#include "models/catalog/catalog_io.h"
#include "models/plan/plan_io.h"
#include "models/sizing/build.h"

#include <benchmark/benchmark.h>

using namespace planner;

namespace {

struct Example {
    Catalog catalog;
    Plan plan;
};

const Example& example()
{
    static const Example loaded = [] {
        const Catalog shipped = loadCatalogFolder(SOURCE_CATALOG_DIR, Origin::Shipped, true).catalog;
        const PlanLoadResult plan = loadPlan(std::string(EXAMPLES_DIR) + "/shenzhen-llm-finetune.json", &shipped);
        return Example {planCatalog(shipped, *plan.plan), *plan.plan};
    }();
    return loaded;
}

void BM_AdviseExampleWorkloads(benchmark::State& state)
{
    const Example& e = example();
    AdviceRequest request; // every region, 1–64 nodes, the four options
    long candidates = 0, tcoRuns = 0, shapes = 0, frontier = 0;
    for (auto _ : state)
        for (const Scenario& scenario : e.plan.scenarios) {
            const Advice advice = advise(scenario, e.catalog, request);
            candidates += advice.stats.candidates;
            tcoRuns += advice.stats.tcoRuns;
            shapes += advice.stats.shapes;
            frontier += static_cast<long>(advice.frontier.size());
            benchmark::DoNotOptimize(advice.frontier.data());
        }
    const double iterations = static_cast<double>(state.iterations());
    state.counters["regions"] = static_cast<double>(e.catalog.regions.size());
    state.counters["gpus"] = static_cast<double>(e.catalog.gpus.size());
    state.counters["candidates"] = static_cast<double>(candidates) / iterations;
    state.counters["candidates/s"] = benchmark::Counter(static_cast<double>(candidates), benchmark::Counter::kIsRate);
    state.counters["tcoRuns"] = static_cast<double>(tcoRuns) / iterations;
    state.counters["builds"] = static_cast<double>(shapes) / iterations;
    state.counters["frontier"] = static_cast<double>(frontier) / iterations;
}
BENCHMARK(BM_AdviseExampleWorkloads)->Unit(benchmark::kMillisecond)->MinTime(2.0);

} // namespace
