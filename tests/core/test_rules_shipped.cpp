// The rules and the estimator on the catalogs the program ships, not on fixtures: export status, link
// domains and the host thresholds as a user meets them.
#include "fixtures.h"
#include "models/analysis/scenario_analysis.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

using namespace planner;
using planner::testing::shippedCatalog;

namespace {

// One HGX A100 80GB node as its vendors build it: 2 × EPYC 7763 (DDR4, the board's generation), 16 × 64 GB
// DDR4-3200 (1,024 GB for 640 GB of HBM), 4 × PM9A3 in RAID 0, 8 × HDR 200G, air-cooled, in Oregon.
Scenario hgxA100()
{
    Scenario s;
    s.name = "HGX A100";
    NodeGroup g;
    g.name = "HGX A100";
    g.platformId = "hgx-a100-8gpu";
    g.gpuId = "a100-sxm4-80gb";
    g.gpuCount = 8;
    g.cpuId = "epyc-7763";
    g.cpuSockets = 2;
    g.memoryId = "ddr4-64gb-3200-rdimm";
    g.memoryCount = 16;
    g.nvmeId = "pm9a3-7.68tb";
    g.nvmeCount = 4;
    g.nvmeLayout = NvmeLayout::Raid0;
    g.nicId = "ib-hdr-200g";
    g.nicCount = 8;
    g.nodeCount = 1;
    s.cluster.nodeGroups.push_back(g);
    s.fabric.topology = FabricTopology::SingleSwitch;
    s.site.regionId = "us-west-oregon";
    s.site.coolingId = "air";
    s.workload.kind = WorkloadKind::FullFineTune;
    s.workload.modelId = "llama3-8b";
    s.workload.zeroStage = 3;
    s.workload.tokensB = 1;
    s.finance.displayCurrency = "USD";
    return s;
}

std::vector<Finding> findingsOf(const Scenario& s)
{
    return analyseScenario(s, shippedCatalog()).findings;
}

const Finding* find(const std::vector<Finding>& findings, const std::string& key)
{
    auto it = std::find_if(findings.begin(), findings.end(),
                           [&](const Finding& f) { return f.messageKey() == key || f.ruleId == key; });
    return it == findings.end() ? nullptr : &*it;
}

std::string listing(const std::vector<Finding>& findings)
{
    std::string text;
    for (const auto& f : findings)
        text += f.messageKey() + ": " + f.message() + "\n";
    return text;
}

} // namespace

TEST_CASE("An HGX A100 build with the CPU its board takes validates clean", "[rules][shipped]")
{
    const auto findings = findingsOf(hgxA100());
    INFO(listing(findings));
    for (const auto& f : findings)
        CHECK(f.severity != Severity::Error);
    CHECK_FALSE(find(findings, "memory.ddr_generation"));
    CHECK_FALSE(find(findings, "ram.ratio"));
}

TEST_CASE("Buying an H100 in mainland China is an error, an H20 a warning", "[rules][shipped][export]")
{
    Scenario s = hgxA100();
    s.site.regionId = "cn-shenzhen";
    s.finance.displayCurrency = "CNY";
    auto& g = s.cluster.nodeGroups[0];
    g.platformId = "hgx-h100-8gpu";
    g.cpuId = "xeon-8480plus";
    g.memoryId = "ddr5-64gb-4800-rdimm";
    g.memoryCount = 32;

    g.gpuId = "h100-sxm5-80gb";
    auto findings = findingsOf(s);
    const Finding* h100 = find(findings, "gpu.market_availability.denial");
    INFO(listing(findings));
    REQUIRE(h100);
    CHECK(h100->severity == Severity::Error);
    // The 2022-10-07 rule (3A090) with its presumption of denial for China, and its date.
    CHECK(h100->explanation().find("2022-10-07") != std::string::npos);

    g.gpuId = "h20-96gb";
    findings = findingsOf(s);
    INFO(listing(findings));
    const Finding* h20 = find(findings, "gpu.market_availability.licence");
    REQUIRE(h20);
    CHECK(h20->severity == Severity::Warning);
    CHECK_FALSE(find(findings, "gpu.market_availability.denial"));
}

TEST_CASE("Eight A100 PCIe cards in bridge pairs are not an NVLink node", "[rules][shipped][links]")
{
    Scenario s = hgxA100();
    auto& g = s.cluster.nodeGroups[0];
    g.platformId = "server-4u-8gpu-pcie";
    g.gpuId = "a100-pcie-80gb";
    g.cpuId = "xeon-8480plus";
    g.memoryId = "ddr5-64gb-4800-rdimm";
    g.memoryCount = 32;
    g.nicCount = 2;
    s.workload.kind = WorkloadKind::Pretraining;
    s.workload.tensorParallel = 8;
    s.workload.zeroStage = 1;
    const Catalog& catalog = shippedCatalog();
    REQUIRE(catalog.gpu("a100-pcie-80gb")->linkDomain == 2);
    const auto analysis = analyseScenario(s, catalog);
    // The bridges join pairs; the pairs talk over PCIe: the PCIe-class 35%, not HGX's 42%.
    CHECK(analysis.build.groups[0].linkDomainGpus == 2);
    CHECK(analysis.estimate.compute.mfu * analysis.estimate.compute.hardwareFlops / analysis.estimate.compute.flops
          == Approx(0.35));
    INFO(listing(analysis.findings));
    const Finding* tp = find(analysis.findings, "parallel.tp_over_pcie");
    REQUIRE(tp);
    CHECK(tp->severity == Severity::Warning);
    REQUIRE(tp->action);
    CHECK(tp->action->number == 2); // tensor parallel within the bridge pair
    CHECK(find(analysis.findings, "scaling.pcie_beyond_4"));

    // Tensor parallel 2 stays on the bridge: no finding about it.
    s.workload.tensorParallel = 2;
    CHECK_FALSE(find(findingsOf(s), "parallel.tp_over_pcie"));
}

TEST_CASE("Slow drives are not flagged when the data stream needs a fraction of them", "[rules][shipped]")
{
    Scenario s = hgxA100();
    s.cluster.nodeGroups[0].nvmeId = "consumer-qlc-2tb";
    const Catalog& catalog = shippedCatalog();
    REQUIRE(catalog.nvmeDrive("consumer-qlc-2tb")->readGBs < 3.0);
    const auto analysis = analyseScenario(s, catalog);
    // Text fine-tuning reads 1 TB in hours: MB/s, against an array of GB/s.
    REQUIRE(analysis.estimate.storage.readGBsNeededPerNode > 0);
    CHECK(analysis.estimate.storage.readGBsNeededPerNode < 0.25 * analysis.build.groups[0].nvmeReadGBsPerNode);
    CHECK_FALSE(find(analysis.findings, "nvme.drive_speed"));
}

TEST_CASE("Low utilisation is judged against the plan's own break-even", "[rules][shipped][finance]")
{
    Scenario s = hgxA100();
    s.finance.utilisationPct = 70;
    const auto at70 = analyseScenario(s, shippedCatalog());
    REQUIRE(at70.tco.breakEvenUtilisationPct);
    const double breakEven = *at70.tco.breakEvenUtilisationPct;
    INFO("break-even " << breakEven);
    CHECK((find(at70.findings, "finance.low_utilisation") != nullptr) == (70 < breakEven));
    // Just under the break-even: the rule speaks and names the break-even it compared with.
    s.finance.utilisationPct = std::max(1.0, std::floor(breakEven) - 1);
    const auto below = analyseScenario(s, shippedCatalog());
    const Finding* low = find(below.findings, "finance.low_utilisation");
    REQUIRE(low);
    CHECK(low->message().find(formatNumber(breakEven, 0) + "%") != std::string::npos);
}

TEST_CASE("An Arm Kunpeng does not fit an x86 HGX board", "[rules][shipped]")
{
    Scenario s = hgxA100();
    s.cluster.nodeGroups[0].cpuId = "kunpeng-920-7260";
    const auto findings = findingsOf(s);
    INFO(listing(findings));
    const Finding* vendor = find(findings, "cpu.vendor");
    REQUIRE(vendor);
    CHECK(vendor->severity == Severity::Error);
}

namespace {

Scenario b200()
{
    Scenario s = hgxA100();
    s.cluster.nodeGroups[0].platformId = "hgx-b200-8gpu";
    s.cluster.nodeGroups[0].gpuId = "b200-sxm-180gb";
    return s;
}

} // namespace

// PyTorch's wheels per release, from pytorch.org/get-started/previous-versions and RELEASE.md's Release
// Compatibility Matrix: 2.0 cu117/cu118, 2.7 cu118/cu126/cu128, 2.14 cu126/cu130/cu132. NVIDIA's
// architecture matrix: Blackwell needs CUDA 12.8, Hopper 11.8, Ampere GA100 11.0.
TEST_CASE("The plan's PyTorch needs a wheel for the GPUs' CUDA that the driver runs", "[rules][shipped][software]")
{
    Scenario old = b200();
    old.software.pytorch = "2.0";
    auto findings = findingsOf(old);
    const Finding* noWheel = find(findings, "software.pytorch_wheel");
    REQUIRE(noWheel);
    CHECK(noWheel->severity == Severity::Error);
    // cu128 first appears with 2.7, the first release whose wheels run on Blackwell.
    CHECK(noWheel->explanation().find("PyTorch 2.7.") != std::string::npos);
    CHECK(noWheel->explanation().find("cu117, cu118 only") != std::string::npos);

    Scenario current = b200();
    current.software.pytorch = "2.7.1"; // a patch release names its line
    findings = findingsOf(current);
    INFO(listing(findings));
    CHECK_FALSE(find(findings, "software.pytorch_wheel"));
    CHECK_FALSE(find(findings, "software.unknown_version.pytorch"));

    // 2.14's oldest wheel, cu126, runs from branch 525 (12.x minor-version compatibility); 470 is older.
    Scenario oldDriver = hgxA100();
    oldDriver.software.pytorch = "2.14";
    oldDriver.software.driverBranch = "470";
    findings = findingsOf(oldDriver);
    const Finding* driver = find(findings, "software.pytorch_wheel.driver");
    REQUIRE(driver);
    CHECK(driver->explanation().find("cu126, needs driver branch 525") != std::string::npos);
    oldDriver.software.driverBranch = "535";
    CHECK_FALSE(find(findingsOf(oldDriver), "software.pytorch_wheel.driver"));

    Scenario unknown = hgxA100();
    unknown.software.pytorch = "1.5";
    CHECK(find(findingsOf(unknown), "software.unknown_version.pytorch"));
}

// NVIDIA's Data Center driver downloads list data-centre and professional products only
// (nvidia.com/Download/driverResults.aspx/190729: A100, A40, A30, A16, A10, A2); GeForce cards are in
// Appendix A of the Linux graphics driver's README (forums.developer.nvidia.com/t/28500).
TEST_CASE("GeForce cards are told to take the graphics driver of the branch", "[rules][shipped][software]")
{
    Scenario geforce = hgxA100();
    auto& g = geforce.cluster.nodeGroups[0];
    g.platformId = "server-4u-10gpu-pcie-consumer";
    g.gpuId = "rtx-4090";
    const auto findings = findingsOf(geforce);
    const Finding* note = find(findings, "software.geforce_driver");
    REQUIRE(note);
    CHECK(note->severity == Severity::Info);
    CHECK(note->message().find("580") != std::string::npos); // the recommended long-term support branch

    CHECK_FALSE(find(findingsOf(hgxA100()), "software.geforce_driver"));
    // Workstation cards are on the Data Center driver's list (driverResults.aspx/178360: RTX A6000).
    g.gpuId = "rtx-a6000";
    CHECK_FALSE(find(findingsOf(geforce), "software.geforce_driver"));
}
