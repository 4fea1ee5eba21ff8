// Build rules: every rule is triggered by some build and stays silent on others.
#include "fixtures.h"
#include "models/analysis/scenario_analysis.h"
#include "models/estimate/estimate.h"
#include "models/rules/rules.h"
#include "models/sizing/build.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <functional>
#include <set>

using namespace planner;
using planner::testing::fixtureCatalog;
using planner::testing::fixtureScenario;

namespace {

// The whole pipeline, as the window and the command line run it: the finance rules need the TCO.
std::vector<Finding> evaluate(const Scenario& s, const Catalog& c)
{
    return analyseScenario(s, c).findings;
}

const Finding* find(const std::vector<Finding>& findings, const std::string& key)
{
    auto it = std::find_if(findings.begin(), findings.end(),
                           [&](const Finding& f) { return f.messageKey() == key || f.ruleId == key; });
    return it == findings.end() ? nullptr : &*it;
}

// The fixture build moved to a region where the A100 is sold freely: only the facility-power info remains.
Scenario usScenario()
{
    Scenario s = fixtureScenario();
    s.site.regionId = "us-west";
    return s;
}

Scenario pcieScenario(const std::string& gpu)
{
    Scenario s = usScenario();
    auto& g = s.cluster.nodeGroups[0];
    g.platformId = "4u-8gpu-pcie";
    g.gpuId = gpu;
    g.nicCount = 2;
    return s;
}

Scenario towerScenario()
{
    Scenario s = usScenario();
    auto& g = s.cluster.nodeGroups[0];
    g.platformId = "tower-4gpu";
    g.gpuId = "rtx-4090";
    g.gpuCount = 2;
    g.cpuId = "tr-pro-7975wx";
    g.cpuSockets = 1;
    g.memoryId = "ddr5-32g-4800";
    g.memoryCount = 8;
    g.nvmeCount = 2;
    g.nicId = "x710-10g";
    g.nicCount = 1;
    s.workload.kind = WorkloadKind::QLoRA;
    s.workload.precision = Precision::INT4;
    s.workload.modelId = "qwen2.5-7b";
    s.workload.zeroStage = 0;
    s.workload.sequenceLength = 2048;
    s.workload.tokensB = 0.05;
    return s;
}

struct Case {
    std::string name;
    std::string expectKey; // message key (or rule id) that must appear
    Severity severity;
    std::function<void(Scenario&, Catalog&)> mutate;
};

std::vector<Case> triggeringCases()
{
    using S = Scenario;
    using C = Catalog;
    return {
        {"70B full fine-tune without ZeRO", "vram.fit", Severity::Error,
         [](S& s, C&) {
             s.workload.modelId = "llama-3-70b";
             s.workload.zeroStage = 0;
         }},
        {"Micro-batch 2 at 5,120 tokens: 77 of 80 GB", "vram.fit.headroom", Severity::Warning,
         [](S& s, C&) {
             s.workload.sequenceLength = 5120;
             s.workload.microBatch = 2;
         }},
        {"512 GB RAM for 640 GB VRAM", "ram.ratio.below_vram", Severity::Error,
         [](S& s, C&) { s.cluster.nodeGroups[0].memoryCount = 8; }},
        {"768 GB RAM for 640 GB VRAM", "ram.ratio", Severity::Warning,
         [](S& s, C&) { s.cluster.nodeGroups[0].memoryCount = 12; }},
        {"one 12-core CPU for 8 GPUs", "cpu.cores_per_gpu", Severity::Warning,
         [](S& s, C&) {
             s.cluster.nodeGroups[0].cpuId = "xeon-4410y";
             s.cluster.nodeGroups[0].cpuSockets = 1;
         }},
        {"2 × 12 cores for 8 GPUs", "cpu.cores_per_gpu.low", Severity::Info,
         [](S& s, C&) { s.cluster.nodeGroups[0].cpuId = "xeon-4410y"; }},
        {"AMD CPU on an Intel board", "cpu.vendor", Severity::Error,
         [](S& s, C&) { s.cluster.nodeGroups[0].cpuId = "epyc-9654"; }},
        {"4 sockets on a 2-socket board", "cpu.sockets", Severity::Error,
         [](S& s, C&) { s.cluster.nodeGroups[0].cpuSockets = 4; }},
        {"48 DIMMs in 32 slots", "memory.slots", Severity::Error,
         [](S& s, C&) { s.cluster.nodeGroups[0].memoryCount = 48; }},
        {"24 DIMMs on 16 channels", "memory.channels_balanced", Severity::Warning,
         [](S& s, C&) { s.cluster.nodeGroups[0].memoryCount = 24; }},
        {"DDR4 DIMMs with a DDR5 CPU", "memory.ddr_generation", Severity::Error,
         [](S& s, C&) { s.cluster.nodeGroups[0].memoryId = "ddr4-64g-3200"; }},
        {"2.85 GB/s drives for an image stream", "nvme.drive_speed", Severity::Warning,
         [](S& s, C&) {
             // ResNet-50 reads 0.15 TB × 90 epochs in hours: a good share of the array's 11.4 GB/s.
             s.workload.kind = WorkloadKind::CvTraining;
             s.workload.modelId = "resnet-50";
             s.workload.tokensB = 1.28;
             s.workload.epochs = 90;
             s.workload.microBatch = 256;
             s.workload.datasetTB = 0.15;
             s.cluster.nodeGroups[0].nvmeId = "p4510-1tb";
         }},
        {"ResNet-50 on one slow drive", "nvme.throughput", Severity::Warning,
         [](S& s, C&) {
             s.workload.kind = WorkloadKind::CvTraining;
             s.workload.modelId = "resnet-50";
             s.workload.tokensB = 1.28;
             s.workload.epochs = 90;
             s.workload.microBatch = 256;
             s.workload.datasetTB = 0.15;
             s.cluster.nodeGroups[0].nvmeId = "p4510-1tb";
             s.cluster.nodeGroups[0].nvmeCount = 1;
         }},
        {"40 TB dataset on 30 TB", "nvme.capacity", Severity::Warning, [](S& s, C&) { s.workload.datasetTB = 40; }},
        {"10 drives in 8 bays", "nvme.bays", Severity::Error, [](S& s, C&) { s.cluster.nodeGroups[0].nvmeCount = 10; }},
        {"10 GPUs in an 8-GPU board", "chassis.gpu_slots", Severity::Error,
         [](S& s, C&) { s.cluster.nodeGroups[0].gpuCount = 10; }},
        {"SXM GPU in a PCIe chassis", "chassis.form_factor", Severity::Error,
         [](S& s, C&) { s.cluster.nodeGroups[0].platformId = "4u-8gpu-pcie"; }},
        {"H100 on an A100 HGX board", "chassis.form_factor.not_allowed", Severity::Error,
         [](S& s, C&) { s.cluster.nodeGroups[0].gpuId = "h100-sxm"; }},
        {"3-slot cards in a 2-slot server", "chassis.slot_width", Severity::Error,
         [](S& s, C&) { s = pcieScenario("rtx-4090"); }},
        // 192 CPU lanes + 2 switches × 48 = 288 lanes; 8 × 16 + 8 × 16 + 8 × 4 = 288 fits, 10 drives do not.
        {"8 GPUs + 8 NICs + 10 drives on 192 lanes and 2 switches", "chassis.pcie_lanes", Severity::Warning,
         [](S& s, C&) {
             s = pcieScenario("l40s");
             s.cluster.nodeGroups[0].nicCount = 8;
             s.cluster.nodeGroups[0].nvmeCount = 10;
         }},
        {"Two nodes on 10 GbE", "network.multinode_fabric", Severity::Error,
         [](S& s, C&) {
             s.cluster.nodeGroups[0].nodeCount = 2;
             s.cluster.nodeGroups[0].nicId = "x710-10g";
         }},
        {"Two nodes, 50 Gb/s per GPU", "network.nic_per_gpu", Severity::Warning,
         [](S& s, C&) {
             s.cluster.nodeGroups[0].nodeCount = 2;
             s.cluster.nodeGroups[0].nicCount = 2;
         }},
        {"Two nodes, 100 Gb/s per GPU", "network.nic_per_gpu.below_dgx", Severity::Info,
         [](S& s, C&) {
             s.cluster.nodeGroups[0].nodeCount = 2;
             s.cluster.nodeGroups[0].nicCount = 4;
         }},
        {"Four nodes, no switch", "network.topology", Severity::Warning,
         [](S& s, C&) {
             s.cluster.nodeGroups[0].nodeCount = 4;
             s.fabric.topology = FabricTopology::None;
         }},
        {"Oversubscribed training fabric", "network.topology.oversubscribed", Severity::Info,
         [](S& s, C&) {
             s.cluster.nodeGroups[0].nodeCount = 4;
             s.fabric.topology = FabricTopology::LeafSpine;
             s.fabric.oversubscription = 2;
         }},
        {"TP 2 on L40S", "parallel.tp_over_pcie", Severity::Warning,
         [](S& s, C&) {
             s = pcieScenario("l40s");
             s.workload.tensorParallel = 2;
         }},
        {"TP 2 on RTX 4090", "parallel.tp_over_pcie.no_p2p", Severity::Error,
         [](S& s, C&) {
             s = towerScenario();
             s.workload.tensorParallel = 2;
         }},
        {"TP 16 on 8-GPU nodes", "parallel.tp_across_nodes", Severity::Warning,
         [](S& s, C&) {
             s.cluster.nodeGroups[0].nodeCount = 2;
             s.workload.tensorParallel = 16;
         }},
        {"DP 16 on 8 GPUs", "parallel.degrees", Severity::Error, [](S& s, C&) { s.workload.dataParallel = 16; }},
        {"TP 3 with 32 heads", "parallel.degrees.heads", Severity::Error,
         [](S& s, C&) { s.workload.tensorParallel = 3; }},
        {"DP 4 on 8 GPUs", "parallel.degrees.idle", Severity::Info, [](S& s, C&) { s.workload.dataParallel = 4; }},
        {"Supplies too small", "power.psu_headroom", Severity::Error,
         [](S&, C& c) {
             for (auto& p : c.platforms)
                 if (p.id == "hgx-a100-8")
                     p.psuRedundant = 5;
         }},
        {"Supplies tight", "power.psu_headroom.tight", Severity::Warning,
         [](S& s, C&) { s = pcieScenario("rtx-4090"); }},
        {"No redundant supply", "power.psu_redundancy", Severity::Warning,
         [](S&, C& c) {
             for (auto& p : c.platforms)
                 if (p.id == "hgx-a100-8")
                     p.psuRedundant = 0;
         }},
        {"5 kW rack limit", "rack.cooling_density", Severity::Error, [](S&, C& c) { c.cooling[0].maxKwPerRack = 5; }},
        {"One node per 10 kW rack", "rack.cooling_density.one_per_rack", Severity::Warning,
         [](S& s, C& c) {
             c.cooling[0].maxKwPerRack = 10;
             s.cluster.nodeGroups[0].nodeCount = 2;
         }},
        {"Eight nodes, 15 kW racks", "rack.count", Severity::Info,
         [](S& s, C&) { s.cluster.nodeGroups[0].nodeCount = 8; }},
        {"Fixture build", "site.facility_power", Severity::Info, [](S&, C&) {}},
        {"RTX 4090 in a rack server", "gpu.consumer_in_datacenter", Severity::Warning,
         [](S& s, C&) { s = pcieScenario("rtx-4090"); }},
        {"RTX 4090 in a workstation", "gpu.consumer_in_datacenter.workstation", Severity::Info,
         [](S& s, C&) { s = towerScenario(); }},
        {"H800 in the US, where it is not sold", "gpu.market_availability", Severity::Error,
         [](S& s, C&) {
             s.cluster.nodeGroups[0].platformId = "hgx-h100-8";
             s.cluster.nodeGroups[0].gpuId = "h800-sxm";
         }},
        {"H800 in Shenzhen", "gpu.market_availability.denial", Severity::Error,
         [](S& s, C&) {
             s.site.regionId = "cn-shenzhen";
             s.cluster.nodeGroups[0].platformId = "hgx-h100-8";
             s.cluster.nodeGroups[0].gpuId = "h800-sxm";
         }},
        {"A100 in Shenzhen", "gpu.market_availability.denial", Severity::Error,
         [](S& s, C&) { s.site.regionId = "cn-shenzhen"; }},
        // The software rules read the shipped software catalog (catalogs/software.json); the fixture has none.
        {"CUDA 11.0 for an H100 (Hopper needs 11.8)", "software.cuda_for_gpu", Severity::Error,
         [](S& s, C& c) {
             c.software = testing::shippedCatalog().software;
             s.cluster.nodeGroups[0].platformId = "hgx-h100-8";
             s.cluster.nodeGroups[0].gpuId = "h100-sxm";
             s.software.cuda = "11.0";
         }},
        {"Driver 470 for CUDA 12.4 (12.x needs 525 or later)", "software.driver_for_cuda", Severity::Error,
         [](S& s, C& c) {
             c.software = testing::shippedCatalog().software;
             s.software.driverBranch = "470";
             s.software.cuda = "12.4";
         }},
        {"Driver 550 for the 25.04 container (needs 575)", "software.driver_for_container.forward_compat",
         Severity::Warning,
         [](S& s, C& c) {
             c.software = testing::shippedCatalog().software;
             s.software.driverBranch = "550";
             s.software.container = "25.04";
         }},
        {"A container the catalog does not list", "software.unknown_version.container", Severity::Warning,
         [](S& s, C& c) {
             c.software = testing::shippedCatalog().software;
             s.software.container = "99.99";
         }},
        // PyTorch 2.14's wheels are cu126, cu130 and cu132 (pytorch/pytorch #194367); 12.x needs driver 525.
        {"PyTorch 2.14 on driver 470", "software.pytorch_wheel.driver", Severity::Error,
         [](S& s, C& c) {
             c.software = testing::shippedCatalog().software;
             s.cluster.nodeGroups[0].platformId = "hgx-h100-8";
             s.cluster.nodeGroups[0].gpuId = "h100-sxm";
             s.software.driverBranch = "470";
             s.software.pytorch = "2.14";
         }},
        {"RTX 4090 on the recommended branch", "software.geforce_driver", Severity::Info,
         [](S& s, C& c) {
             s = pcieScenario("rtx-4090");
             c.software = testing::shippedCatalog().software;
         }},
        {"Two nodes over RoCE", "network.roce_lossless", Severity::Warning,
         [](S& s, C& c) {
             c.software = testing::shippedCatalog().software;
             s.cluster.nodeGroups[0].nodeCount = 2;
             s.cluster.nodeGroups[0].nicId = "cx6dx-100g";
         }},
        {"Two nodes over InfiniBand", "network.gpudirect_rdma", Severity::Info,
         [](S& s, C& c) {
             c.software = testing::shippedCatalog().software;
             s.cluster.nodeGroups[0].nodeCount = 2;
         }},
        {"RTX 4090 in Shenzhen", "gpu.market_availability.licence", Severity::Warning,
         [](S& s, C&) {
             s = pcieScenario("rtx-4090");
             s.site.regionId = "cn-shenzhen";
         }},
        {"Ascend 910B", "gpu.software_stack", Severity::Info,
         [](S& s, C&) {
             auto& g = s.cluster.nodeGroups[0];
             g.platformId = "atlas-800t-a2";
             g.gpuId = "ascend-910b";
             g.cpuId = "kunpeng-920-4826";
             g.cpuSockets = 4;
             g.memoryId = "ddr4-64g-3200";
             s.site.regionId = "cn-shenzhen";
         }},
        {"H100 CUDA floor", "gpu.software_stack.cuda_floor", Severity::Info,
         [](S& s, C&) {
             s.cluster.nodeGroups[0].platformId = "hgx-h100-8";
             s.cluster.nodeGroups[0].gpuId = "h100-sxm";
         }},
        {"8 L40S over PCIe", "scaling.pcie_beyond_4", Severity::Warning, [](S& s, C&) { s = pcieScenario("l40s"); }},
        {"100B tokens in 2 days", "schedule.time_to_train", Severity::Warning,
         [](S& s, C&) { s.workload.tokensB = 100; }},
        {"70B serving at 100k tokens/s", "inference.throughput", Severity::Warning,
         [](S& s, C&) {
             s.workload.kind = WorkloadKind::Inference;
             s.workload.modelId = "llama-3-70b";
             s.workload.tensorParallel = 8;
             s.workload.targetTokensPerSecond = 100000;
         }},
        {"1,000 sequences of 8k tokens", "inference.concurrency", Severity::Warning,
         [](S& s, C&) {
             s.workload.kind = WorkloadKind::Inference;
             s.workload.modelId = "llama-3-70b";
             s.workload.tensorParallel = 8;
             s.workload.concurrentSequences = 1000;
         }},
        {"tensor parallel 3 on 8-GPU nodes", "parallel.degrees.tp_node", Severity::Warning,
         [](S& s, C&) {
             // No TP that fails to divide 8 divides 32 heads either: the heads error comes too.
             s.workload.tensorParallel = 3;
             s.workload.dataParallel = 2;
         }},
        {"40 pipeline stages for 32 layers", "parallel.pipeline_layers", Severity::Error,
         [](S& s, C&) {
             s.workload.pipelineParallel = 40;
             s.cluster.nodeGroups[0].nodeCount = 5;
             s.workload.dataParallel = 1;
         }},
        {"3 pipeline stages for 32 layers", "parallel.pipeline_layers.uneven", Severity::Info,
         [](S& s, C&) {
             s.workload.pipelineParallel = 3;
             s.workload.dataParallel = 2;
         }},
        {"global batch 4 on 8 ranks", "parallel.batch", Severity::Error, [](S& s, C&) { s.workload.globalBatch = 4; }},
        {"global batch 100 on 8 ranks", "parallel.batch.uneven", Severity::Warning,
         [](S& s, C&) { s.workload.globalBatch = 100; }},
        {"9 nodes × 8 NICs on one switch", "network.switch_ports", Severity::Warning,
         [](S& s, C&) { s.cluster.nodeGroups[0].nodeCount = 9; }},
        {"one node with a switched fabric", "network.switch_ports.single_node", Severity::Info,
         [](S&, C& c) {
             for (auto& n : c.nics)
                 if (!n.costPerPort)
                     n.costPerPort = planner::testing::fixturePrice(500, "USD", "test", "2026-11-30");
         }},
        {"a 5.2 kW node in a 5 kW cabinet", "site.cabinet_power", Severity::Warning,
         [](S& s, C& c) {
             s.site.mode = SiteMode::Colocation;
             s.site.cabinetPowerKw = 5;
             (void)c;
         }},
        {"two nodes train one model", "storage.shared", Severity::Info,
         [](S& s, C&) { s.cluster.nodeGroups[0].nodeCount = 2; }},
        {"a 70B checkpoint every minute", "storage.checkpoint_time", Severity::Warning,
         [](S& s, C&) {
             s.workload.modelId = "llama-3-70b";
             s.workload.checkpointIntervalMinutes = 1;
         }},
        {"5% utilisation", "finance.low_utilisation", Severity::Info, [](S& s, C&) { s.finance.utilisationPct = 5; }},
        {"A100 and H100 groups in one job", "parallel.mixed_gpus", Severity::Warning,
         [](S& s, C&) {
             NodeGroup h100 = s.cluster.nodeGroups[0];
             h100.name = "HGX H100";
             h100.platformId = "hgx-h100-8";
             h100.gpuId = "h100-sxm";
             s.cluster.nodeGroups.push_back(h100);
         }},
        {"Unknown model", "workload.model", Severity::Error, [](S& s, C&) { s.workload.modelId = "gpt-99"; }},
        {"INT4 full fine-tune", "workload.precision", Severity::Warning,
         [](S& s, C&) { s.workload.precision = Precision::INT4; }},
        {"FP8 on A100", "workload.precision.fp8_unsupported", Severity::Warning,
         [](S& s, C&) { s.workload.precision = Precision::FP8; }},
    };
}

} // namespace

TEST_CASE("The fixture build raises no false alarms", "[rules]")
{
    const Catalog c = fixtureCatalog();
    const auto findings = evaluate(usScenario(), c);
    for (const auto& f : findings)
        UNSCOPED_INFO(f.messageKey() << ": " << f.message());
    // Two notes: the power at the meter, and that one node buys switch ports it does not use yet.
    REQUIRE(findings.size() == 2);
    for (const auto& f : findings)
        CHECK(f.severity == Severity::Info);
    CHECK(find(findings, "site.facility_power"));
    CHECK(find(findings, "network.switch_ports.single_node"));

    // In Shenzhen the A100 is under a presumption of denial (EAR 3A090, 2022-10-07): one error more,
    // nothing else.
    const auto cn = evaluate(fixtureScenario(), c);
    CHECK(cn.size() == 3);
    const Finding* denial = find(cn, "gpu.market_availability.denial");
    REQUIRE(denial);
    CHECK(denial->severity == Severity::Error);
}

TEST_CASE("Market availability: the first entry for the market decides, for rules and views alike", "[rules]")
{
    Catalog c = fixtureCatalog();
    const Gpu& a100 = *c.gpu("a100-80gb-sxm");
    REQUIRE(marketAvailability(a100, "CN"));
    CHECK(marketAvailability(a100, "CN")->rule == "US EAR 3A090, rule of 2022-10-07");
    CHECK(marketStatus(a100, "CN") == MarketStatus::PresumptionOfDenial);
    CHECK(marketStatus(a100, "US") == MarketStatus::Available);
    CHECK(!marketAvailability(a100, "EU"));
    CHECK(!marketStatus(a100, "EU"));

    // A catalog that lists a market twice: the first entry is the one every view shows, and the only
    // one the rules judge.
    c.gpus[0].availability.push_back({"CN", MarketStatus::Available, "a later listing", "2026-01-01"});
    REQUIRE(c.gpus[0].id == "a100-80gb-sxm");
    CHECK(marketStatus(c.gpus[0], "CN") == MarketStatus::PresumptionOfDenial);
    const auto findings = evaluate(fixtureScenario(), c);
    CHECK(std::count_if(findings.begin(), findings.end(),
                        [](const Finding& f) { return f.ruleId == "gpu.market_availability"; })
          == 1);
    CHECK(find(findings, "gpu.market_availability.denial"));
}

TEST_CASE("Each case triggers its rule with the expected severity", "[rules]")
{
    for (const auto& tc : triggeringCases()) {
        Scenario s = usScenario();
        Catalog c = fixtureCatalog();
        tc.mutate(s, c);
        const auto findings = evaluate(s, c);
        INFO("case: " << tc.name);
        const Finding* f = find(findings, tc.expectKey);
        REQUIRE(f);
        CHECK(f->severity == tc.severity);
        CHECK_FALSE(f->message().empty());
        CHECK_FALSE(f->explanation().empty());
        CHECK_FALSE(f->fix().empty());
        CHECK_FALSE(f->source().empty());
        // Every placeholder was filled.
        CHECK(f->message().find('{') == std::string::npos);
        CHECK(f->explanation().find('{') == std::string::npos);
        CHECK(f->fix().find('{') == std::string::npos);
    }
}

TEST_CASE("Every catalogued rule is triggered and not triggered", "[rules]")
{
    std::set<std::string> triggered;
    for (const auto& tc : triggeringCases()) {
        Scenario s = usScenario();
        Catalog c = fixtureCatalog();
        tc.mutate(s, c);
        for (const auto& f : evaluate(s, c))
            triggered.insert(std::string(f.ruleId));
    }
    // Silent: the clean fixture build, and an empty cluster (no power, so no facility figure either).
    const Catalog c = fixtureCatalog();
    std::set<std::string> clean;
    for (const auto& f : evaluate(usScenario(), c))
        clean.insert(std::string(f.ruleId));
    Scenario empty = usScenario();
    empty.cluster.nodeGroups.clear();
    std::set<std::string> emptyRules;
    for (const auto& f : evaluate(empty, c))
        emptyRules.insert(std::string(f.ruleId));

    CHECK(ruleCatalogue().size() >= 22);
    for (const auto& rule : ruleCatalogue()) {
        INFO("rule " << rule.id);
        CHECK(triggered.count(rule.id) == 1);
        CHECK((clean.count(rule.id) == 0 || emptyRules.count(rule.id) == 0));
        CHECK_FALSE(rule.title.empty());
        CHECK_FALSE(rule.source.empty());
    }
    // Every finding text in the text table belongs to a catalogued rule: "finding.<rule id>[.variant].<part>".
    for (const auto& entry : textTable()) {
        const std::string key(entry.key);
        if (key.rfind("finding.", 0) != 0)
            continue;
        INFO("key " << key);
        const std::string messageKey = key.substr(8, key.rfind('.') - 8);
        const auto dot = messageKey.find('.', messageKey.find('.') + 1);
        CHECK(ruleInfo(messageKey.substr(0, dot)) != nullptr);
    }
}

TEST_CASE("Explanations use this build's numbers and fixes are applicable", "[rules]")
{
    Catalog c = fixtureCatalog();
    Scenario s = usScenario();
    s.cluster.nodeGroups[0].memoryCount = 8; // 512 GB
    auto findings = evaluate(s, c);
    const Finding* ram = find(findings, "ram.ratio");
    REQUIRE(ram);
    CHECK(ram->explanation().find("8 × 80 GB = 640 GB") != std::string::npos);
    CHECK(ram->explanation().find("only 512 GB") != std::string::npos);
    REQUIRE(ram->args.find("ratio"));
    CHECK(render(*ram->args.find("ratio")) == "0.8");
    REQUIRE(ram->action);
    CHECK(ram->action->nodeGroup == 0);
    CHECK(ram->action->field == "nodeGroup.memoryCount");
    CHECK(ram->action->number == 32); // 1,280 GB → 20 DIMMs → a multiple of 16 channels → 32
    // The message can be re-rendered from its key and arguments (the UI does this in Chinese).
    CHECK(render(findingText(*ram, FindingPart::Message)) == ram->message());
    CHECK(render(findingText(*ram, FindingPart::Fix)) == ram->fix());
    // Applying the action clears the finding.
    s.cluster.nodeGroups[0].memoryCount = static_cast<int>(ram->action->number);
    CHECK_FALSE(find(evaluate(s, c), "ram.ratio"));

    // The VRAM fix proposes ZeRO-3 and applying it makes the model fit.
    s = usScenario();
    s.workload.zeroStage = 0;
    findings = evaluate(s, c);
    const Finding* vram = find(findings, "vram.fit");
    REQUIRE(vram);
    REQUIRE(vram->action);
    CHECK(vram->action->field == "workload.zeroStage");
    CHECK(vram->explanation().find("80 GB") != std::string::npos);
    s.workload.zeroStage = 3;
    CHECK_FALSE(find(evaluate(s, c), "vram.fit"));
}

TEST_CASE("A realistic multi-node H100 pre-training build is clean of errors", "[rules]")
{
    const Catalog c = fixtureCatalog();
    Scenario s = usScenario();
    auto& g = s.cluster.nodeGroups[0];
    g.platformId = "hgx-h100-8";
    g.gpuId = "h100-sxm";
    g.nicId = "cx7-ndr-400";
    g.nicCount = 8;
    g.nodeCount = 4;
    s.site.coolingId = "dlc-60kw";
    s.fabric.topology = FabricTopology::SingleSwitch;
    s.workload.kind = WorkloadKind::Pretraining;
    s.workload.modelId = "llama-3-70b";
    s.workload.tensorParallel = 8;
    s.workload.sequenceParallel = true; // as Megatron-LM runs tensor parallelism (Korthikanti et al.)
    s.workload.pipelineParallel = 2;
    s.workload.zeroStage = 1;
    s.workload.tokensB = 20;
    s.workload.targetDays = 30;
    const auto findings = evaluate(s, c);
    for (const auto& f : findings) {
        INFO(f.messageKey() << ": " << f.message());
        CHECK(f.severity == Severity::Info);
    }
}

TEST_CASE("Serving: the KV cache of many sequences is a concurrency limit, not a load failure", "[rules]")
{
    const Catalog c = fixtureCatalog();
    Scenario s = usScenario();
    s.workload.kind = WorkloadKind::Inference;
    s.workload.modelId = "llama-3-70b";
    s.workload.tensorParallel = 8;
    s.workload.concurrentSequences = 1000;
    auto findings = evaluate(s, c);
    CHECK_FALSE(find(findings, "vram.fit")); // 17.7 GB of weights per GPU load fine
    CHECK(find(findings, "inference.concurrency"));

    // 70B at BF16 on one 80 GB GPU cannot even load.
    s.workload.tensorParallel = 1;
    s.workload.concurrentSequences = 1;
    findings = evaluate(s, c);
    const Finding* vram = find(findings, "vram.fit");
    REQUIRE(vram);
    CHECK(vram->severity == Severity::Error);
    REQUIRE(vram->action);
    CHECK(vram->action->field == "workload.tensorParallel");
    CHECK(vram->action->number == 2);

    // Tensor parallelism over PCIe hurts serving less than training: one level milder.
    s = towerScenario();
    s.workload.kind = WorkloadKind::Inference;
    s.workload.precision = Precision::BF16;
    s.workload.tensorParallel = 2;
    findings = evaluate(s, c);
    const Finding* tp = find(findings, "parallel.tp_over_pcie");
    REQUIRE(tp);
    CHECK(tp->severity == Severity::Warning);
}

TEST_CASE("findingsToJson has the documented keys", "[rules][json]")
{
    const Catalog c = fixtureCatalog();
    Scenario s = usScenario();
    s.cluster.nodeGroups[0].memoryCount = 12;
    const nlohmann::json j = findingsToJson(evaluate(s, c));
    REQUIRE(j.is_array());
    bool sawAction = false;
    for (const auto& f : j) {
        for (const char* key :
             {"rule", "severity", "message", "explanation", "fix", "source", "nodeGroup", "messageKey", "args"})
            CHECK(f.contains(key));
        if (f.contains("action")) {
            sawAction = true;
            CHECK(f["action"].contains("field"));
            CHECK(f["action"].contains("value"));
        }
    }
    CHECK(sawAction);
    // Errors come first.
    CHECK(j[0]["severity"] == "warning");
}
