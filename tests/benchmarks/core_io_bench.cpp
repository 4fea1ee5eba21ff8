// Loading what the program starts with: the shipped catalogs and the example plan.

#include "models/catalog/catalog_io.h"
#include "models/plan/plan_io.h"

#include <benchmark/benchmark.h>

namespace {

void BM_LoadShippedCatalogs(benchmark::State& state)
{
    for (auto _ : state) {
        auto loaded = planner::loadCatalogFolder(SOURCE_CATALOG_DIR, planner::Origin::Shipped, true);
        benchmark::DoNotOptimize(loaded.catalog.gpus.data());
    }
}
BENCHMARK(BM_LoadShippedCatalogs)->Unit(benchmark::kMillisecond);

void BM_LoadExamplePlan(benchmark::State& state)
{
    const auto catalog = planner::loadCatalogFolder(SOURCE_CATALOG_DIR, planner::Origin::Shipped, true).catalog;
    for (auto _ : state) {
        auto loaded = planner::loadPlan(EXAMPLES_DIR "/shenzhen-llm-finetune.json", &catalog);
        benchmark::DoNotOptimize(loaded.plan);
    }
}
BENCHMARK(BM_LoadExamplePlan)->Unit(benchmark::kMicrosecond);

void BM_SerializeExamplePlan(benchmark::State& state)
{
    const auto catalog = planner::loadCatalogFolder(SOURCE_CATALOG_DIR, planner::Origin::Shipped, true).catalog;
    const auto plan = *planner::loadPlan(EXAMPLES_DIR "/shenzhen-llm-finetune.json", &catalog).plan;
    for (auto _ : state)
        benchmark::DoNotOptimize(planner::serializePlan(plan));
}
BENCHMARK(BM_SerializeExamplePlan)->Unit(benchmark::kMicrosecond);

} // namespace
