// Speed of the whole chain behind every edit: build figures, workload estimate and all rules, on a
// 64-node plan of four node groups. Target: under 100 µs.
#include "models/estimate/estimate.h"
#include "models/rules/rules.h"
#include "models/sizing/build.h"

#include "../core/fixtures.h"

#include <benchmark/benchmark.h>

namespace {

planner::Scenario sixtyFourNodes()
{
    using namespace planner;
    Scenario s = testing::fixtureScenario();
    NodeGroup base = s.cluster.nodeGroups[0];
    s.cluster.nodeGroups.clear();

    NodeGroup h100 = base;
    h100.name = "HGX H100";
    h100.platformId = "hgx-h100-8";
    h100.gpuId = "h100-sxm";
    h100.nicId = "cx7-ndr-400";
    h100.nodeCount = 32;
    s.cluster.nodeGroups.push_back(h100);

    NodeGroup a100 = base;
    a100.name = "HGX A100";
    a100.nodeCount = 16;
    s.cluster.nodeGroups.push_back(a100);

    NodeGroup l40s = base;
    l40s.name = "L40S PCIe";
    l40s.platformId = "4u-8gpu-pcie";
    l40s.gpuId = "l40s";
    l40s.nicCount = 2;
    l40s.nodeCount = 8;
    s.cluster.nodeGroups.push_back(l40s);

    NodeGroup rtx = base;
    rtx.name = "RTX 4090 PCIe";
    rtx.platformId = "4u-8gpu-pcie";
    rtx.gpuId = "rtx-4090";
    rtx.cpuId = "epyc-9654";
    rtx.memoryCount = 24;
    rtx.nicId = "cx6dx-100g";
    rtx.nicCount = 2;
    rtx.nodeCount = 8;
    s.cluster.nodeGroups.push_back(rtx);

    s.fabric.topology = FabricTopology::LeafSpine;
    s.site.coolingId = "dlc-60kw";
    s.workload.kind = WorkloadKind::Pretraining;
    s.workload.modelId = "llama-3-70b";
    s.workload.tensorParallel = 8;
    s.workload.pipelineParallel = 2;
    s.workload.zeroStage = 1;
    s.workload.tokensB = 200;
    s.workload.targetDays = 30;
    return s;
}

void BM_BuildEstimateRules64Nodes(benchmark::State& state)
{
    const planner::Catalog catalog = planner::testing::fixtureCatalog();
    const planner::Scenario scenario = sixtyFourNodes();
    size_t findings = 0;
    for (auto _ : state) {
        const planner::BuildFigures build = planner::computeBuild(scenario, catalog, "CNY");
        const planner::Estimate estimate = planner::estimate(scenario, catalog, build);
        const auto result = planner::evaluateRules(scenario, catalog, build, estimate);
        findings = result.size();
        benchmark::DoNotOptimize(result.data());
    }
    state.counters["findings"] = static_cast<double>(findings);
}
BENCHMARK(BM_BuildEstimateRules64Nodes)->Unit(benchmark::kMicrosecond);

void BM_EstimateAndRulesOnly(benchmark::State& state)
{
    const planner::Catalog catalog = planner::testing::fixtureCatalog();
    const planner::Scenario scenario = sixtyFourNodes();
    const planner::BuildFigures build = planner::computeBuild(scenario, catalog, "CNY");
    for (auto _ : state) {
        const planner::Estimate estimate = planner::estimate(scenario, catalog, build);
        auto result = planner::evaluateRules(scenario, catalog, build, estimate);
        benchmark::DoNotOptimize(result.data());
    }
}
BENCHMARK(BM_EstimateAndRulesOnly)->Unit(benchmark::kMicrosecond);

} // namespace
