// The facts the build drawing shows, on the shipped catalogs: expected values by arithmetic from the
// catalog entries named in each case (catalogs/*.json), never from the code's own output.
#include "fixtures.h"
#include "models/rules/rules.h"
#include "models/sizing/node_topology.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>

using namespace planner;
using planner::testing::shippedCatalog;

namespace {

// The example plan's first scenario: 2 × HGX H100-class boards with 8 × H20 96GB, 2 × Xeon 8480+,
// 32 × 64 GB DDR5, 4 × PM9A3 7.68 TB in RAID 0, 8 × 400 GbE RoCE, air-cooled in Shenzhen.
Scenario hgxH20(int nodes = 2)
{
    Scenario s;
    s.name = "H20";
    NodeGroup g;
    g.name = "H20 nodes";
    g.platformId = "hgx-h100-8gpu";
    g.gpuId = "h20-96gb";
    g.gpuCount = 8;
    g.cpuId = "xeon-8480plus";
    g.cpuSockets = 2;
    g.memoryId = "ddr5-64gb-4800-rdimm";
    g.memoryCount = 32;
    g.nvmeId = "pm9a3-7.68tb";
    g.nvmeCount = 4;
    g.nicId = "roce-400g";
    g.nicCount = 8;
    g.nodeCount = nodes;
    s.cluster.nodeGroups.push_back(g);
    s.site.regionId = "cn-shenzhen";
    s.site.coolingId = "air";
    return s;
}

BuildTopology topologyOf(const Scenario& s, const Catalog& catalog = shippedCatalog())
{
    return buildTopology(s, catalog, computeBuild(s, catalog, "CNY"));
}

// Peak draw of one H20 node from the catalog entries: 8 × 400 W GPUs + 2 × 350 W CPUs + 32 × 6 W DIMMs +
// 4 × 13.5 W drives + 8 × 25 W NICs + 1,500 W platform base.
constexpr double kH20NodeW = 8 * 400 + 2 * 350 + 32 * 6 + 4 * 13.5 + 8 * 25 + 1500; // 5,846 W

} // namespace

TEST_CASE("An 8-GPU HGX H20 board is one NVLink domain of 8 at 900 GB/s per GPU", "[topology]")
{
    const BuildTopology t = topologyOf(hgxH20());
    REQUIRE(t.nodes.size() == 1);
    const NodeTopology& n = t.nodes.front();
    CHECK(n.gpus == 8);
    REQUIRE(n.domains.size() == 1);
    CHECK(n.domains.front().gpus == 8);
    CHECK(n.linkGBsPerGpu == Approx(900));
    CHECK(n.gpuMemoryGB == Approx(96));
    CHECK(render(n.textsOf(BuildPart::Gpu).detail).find("900 GB/s per GPU") != std::string::npos);
}

TEST_CASE("32 DIMMs over 2 sockets × 8 channels are 2 on every channel", "[topology]")
{
    const NodeTopology n = topologyOf(hgxH20()).nodes.front();
    REQUIRE(n.sockets.size() == 2);
    CHECK(n.memoryChannels == 16);
    for (const auto& socket : n.sockets) {
        CHECK(socket.cores == 56);
        REQUIRE(socket.dimmsPerChannel.size() == 8);
        for (int d : socket.dimmsPerChannel)
            CHECK(d == 2);
    }
    CHECK(n.memoryBalanced);
    CHECK(n.dimmSlotsPerChannel == 2); // 32 slots / 16 channels
    CHECK(n.ramGB == Approx(32 * 64));
}

TEST_CASE("An uneven DIMM count shows which channels hold one more", "[topology]")
{
    Scenario s = hgxH20();
    s.cluster.nodeGroups[0].memoryCount = 20; // 16 channels: 4 hold 2, 12 hold 1
    const NodeTopology n = topologyOf(s).nodes.front();
    CHECK_FALSE(n.memoryBalanced);
    int total = 0, twos = 0;
    for (const auto& socket : n.sockets)
        for (int d : socket.dimmsPerChannel) {
            total += d;
            twos += d == 2 ? 1 : 0;
        }
    CHECK(total == 20);
    CHECK(twos == 4);
    // Spread over both sockets, not piled on the first.
    CHECK(std::accumulate(n.sockets[0].dimmsPerChannel.begin(), n.sockets[0].dimmsPerChannel.end(), 0) == 10);
    CHECK(render(n.textsOf(BuildPart::Memory).detail).find("1 to 2 DIMMs") != std::string::npos);
}

TEST_CASE("PCIe lanes used against the platform's budget, NVMe array and NICs", "[topology]")
{
    const NodeTopology n = topologyOf(hgxH20()).nodes.front();
    // 8 GPUs × 16 + 8 NICs × 16 + 4 drives × 4 = 272; 160 platform lanes + 4 switches × 48 = 352.
    CHECK(n.pcieLanesNeeded == 272);
    CHECK(n.pcieLanesAvailable == 352);
    CHECK(render(n.textsOf(BuildPart::Pcie).label) == "PCIe: 272 of 352 lanes");
    CHECK(n.drives == 4);
    CHECK(n.usableTB == Approx(4 * 7.68));
    CHECK(n.readGBs == Approx(4 * 6.5));
    CHECK(n.nics == 8);
    CHECK(n.gbpsTotal == Approx(8 * 400));
    CHECK(render(n.textsOf(BuildPart::Nic).label) == "8 × 400 Gb/s · 3200 Gb/s to the fabric");
    CHECK(n.psuCount == 6);
    CHECK(n.psuRedundant == 2);
    CHECK(n.nodePowerW == Approx(kH20NodeW));
}

// The same nodes in a facility of one's own: no cabinet cap, the cooling limit binds.
Scenario ownFacility(Scenario s)
{
    s.site.mode = SiteMode::OwnFacility;
    return s;
}

TEST_CASE("Racks stack the nodes by space and cooling, kW per rack is nodes × node kW", "[topology]")
{
    SECTION("two nodes in one air-cooled rack")
    {
        const BuildTopology t = topologyOf(ownFacility(hgxH20(2)));
        CHECK_FALSE(t.limitIsCabinet);
        CHECK(t.rackLimitKw == Approx(30));
        REQUIRE(t.racks.size() == 1);
        CHECK(t.racks[0].slots.front().nodes == 2);
        CHECK(t.racks[0].rackUnitsUsed == 16); // 2 × 8U
        CHECK(t.racks[0].kw == Approx(2 * kH20NodeW / 1000));
        CHECK_FALSE(t.racks[0].overLimit);
    }
    SECTION("ten nodes: 38U hold four 8U nodes (5 would fit 30 kW), so 4 + 4 + 2")
    {
        const BuildTopology t = topologyOf(ownFacility(hgxH20(10)));
        REQUIRE(t.racks.size() == 3);
        CHECK(t.racks[0].slots.front().nodes == 4);
        CHECK(t.racks[1].slots.front().nodes == 4);
        CHECK(t.racks[2].slots.front().nodes == 2);
        CHECK(t.racks[0].kw == Approx(4 * kH20NodeW / 1000));
        CHECK(t.racks.size()
              == static_cast<std::size_t>(computeBuild(ownFacility(hgxH20(10)), shippedCatalog(), "CNY").racks));
    }
    SECTION("a 10 kW cooling limit takes one 5.8 kW node a rack")
    {
        Catalog catalog = shippedCatalog();
        for (auto& c : catalog.cooling)
            if (c.id == "air")
                c.maxKwPerRack = 10;
        const BuildTopology t = topologyOf(ownFacility(hgxH20(2)), catalog);
        REQUIRE(t.racks.size() == 2);
        CHECK(t.racks[1].slots.front().nodes == 1);
        CHECK(render(t.racks[0].name) == "Rack 1");
        CHECK(render(t.racks[0].texts.label) == "5.8 / 10 kW");
    }
}

TEST_CASE("In colocation the smaller of the cabinet's power cap and the cooling limit binds, named", "[topology]")
{
    SECTION("Shenzhen's 5 kW cabinet binds before air's 30 kW: each 5.846 kW node rents 2 cabinets' power")
    {
        const BuildTopology t = topologyOf(hgxH20(2));
        CHECK(t.limitIsCabinet);
        CHECK(t.rackLimitKw == Approx(5)); // catalogs/regions.json: cn-shenzhen cabinetPowerKw 5
        CHECK(t.coolingLimitKw == Approx(30)); // catalogs/cooling: air, 30 kW a rack
        // floor(5 / 5.846) = 0 nodes fit a cabinet's cap: each node stands in a cabinet of its own and is
        // rented the power of ceil(5.846 / 5) = 2, 10 kW, which it is not over.
        REQUIRE(t.racks.size() == 2);
        for (const RackTopology& rack : t.racks) {
            CHECK(rack.slots.front().nodes == 1);
            CHECK(rack.kw == Approx(kH20NodeW / 1000));
            CHECK(rack.cabinets == 2);
            CHECK(rack.limitKw == Approx(10));
            CHECK_FALSE(rack.overLimit);
        }
        CHECK(t.racks[1].firstCabinet == 3);
        CHECK(t.cabinets == 4);
        CHECK(render(t.racks[0].name) == "Cabinets 1–2");
        CHECK(render(t.racks[1].name) == "Cabinets 3–4");
        CHECK(render(t.racks[0].texts.label) == "5.85 / 2 × 5 kW");
        CHECK(render(t.racksTitle) == "Cabinets: 4 rented at 5 kW, 2 for power only");
        CHECK(render(t.racks[0].texts.detail)
                  .find("more than one colocation cabinet's power cap of 5 kW, so the "
                        "power of 2 cabinets (10 kW) is rented for it")
              != std::string::npos);
        // The cabinet rule fires on the same node: the drawing and the findings agree.
        const Scenario s = hgxH20(2);
        const BuildFigures build = computeBuild(s, shippedCatalog(), "CNY");
        const auto findings = evaluateRules(s, shippedCatalog(), build, estimate(s, shippedCatalog(), build));
        CHECK(std::any_of(findings.begin(), findings.end(),
                          [](const Finding& f) { return f.ruleId == "site.cabinet_power"; }));
    }
    SECTION("a 12 kW cabinet holds two 5.846 kW nodes (11.69 kW), still below air's 30 kW")
    {
        Scenario s = hgxH20(3);
        s.site.cabinetPowerKw = 12;
        const BuildTopology t = topologyOf(s);
        CHECK(t.limitIsCabinet);
        REQUIRE(t.racks.size() == 2); // floor(12 / 5.846) = 2 a cabinet: 2 + 1
        CHECK(t.racks[0].slots.front().nodes == 2);
        CHECK(t.racks[1].slots.front().nodes == 1);
        CHECK_FALSE(t.racks[0].overLimit);
        CHECK(render(t.racks[0].texts.label) == "11.69 / 12 kW");
        CHECK(render(t.racks[1].name) == "Cabinet 2");
        CHECK(render(t.racksTitle) == "Cabinets: 2, power cap 12 kW each");
    }
    SECTION("a 40 kW cabinet is above air's 30 kW: the cooling binds, as in an own facility")
    {
        Scenario s = hgxH20(2);
        s.site.cabinetPowerKw = 40;
        const BuildTopology t = topologyOf(s);
        CHECK_FALSE(t.limitIsCabinet);
        CHECK(t.rackLimitKw == Approx(30));
        REQUIRE(t.racks.size() == 1);
        CHECK(render(t.racks[0].texts.label) == "11.7 / 30 kW");
        CHECK(render(t.racksTitle) == "Racks: 1, cooling limit 30 kW each");
    }
}

TEST_CASE("PCIe cards without a link are domains of one, bridge pairs are domains of two", "[topology]")
{
    Scenario s = hgxH20(1);
    NodeGroup& g = s.cluster.nodeGroups[0];
    g.platformId = "server-4u-8gpu-pcie";
    g.cpuId = "xeon-8468";
    g.gpuId = "l40s";
    NodeTopology n = topologyOf(s).nodes.front();
    CHECK(n.domains.size() == 8);
    CHECK(n.linkGBsPerGpu == 0);
    CHECK(n.link.empty());

    g.gpuId = "rtx-a6000"; // NVLink bridge (2-way), 112.5 GB/s
    n = topologyOf(s).nodes.front();
    REQUIRE(n.domains.size() == 4);
    CHECK(n.domains[0].gpus == 2);
    CHECK(n.linkGBsPerGpu == Approx(112.5));
}

TEST_CASE("Every rule about a part of the build names a part the drawing shows", "[topology]")
{
    CHECK(partOfRule("chassis.pcie_lanes") == BuildPart::Pcie);
    CHECK(partOfRule("memory.channels_balanced") == BuildPart::Memory);
    CHECK(partOfRule("ram.ratio") == BuildPart::Memory);
    CHECK(partOfRule("rack.cooling_density") == BuildPart::Rack);
    CHECK(partOfRule("power.psu_headroom") == BuildPart::Psu);
    CHECK(partOfRule("network.nic_per_gpu") == BuildPart::Nic);
    CHECK(partOfRule("nvme.throughput") == BuildPart::Nvme);
    CHECK(partOfRule("parallel.tp_over_pcie") == BuildPart::Gpu);
    CHECK_FALSE(partOfRule("finance.low_utilisation").has_value());
    CHECK_FALSE(partOfRule("software.cuda_for_gpu").has_value());
    // Every hardware area of the catalogue maps somewhere.
    for (const auto& rule : ruleCatalogue()) {
        const std::string id = rule.id;
        for (const char* area : {"ram.", "cpu.", "memory.", "nvme.", "chassis.", "network.", "power.", "rack."})
            if (id.rfind(area, 0) == 0) {
                INFO(id);
                CHECK(partOfRule(id).has_value());
            }
    }
}

TEST_CASE("A dual-port NIC counts both ports toward the fabric", "[topology]")
{
    Scenario s = hgxH20(1);
    NodeGroup& g = s.cluster.nodeGroups[0];
    g.platformId = "server-4u-8gpu-pcie";
    g.cpuId = "xeon-8468";
    g.gpuId = "l40s";
    g.nicId = "roce-100g"; // ConnectX-6 Dx, 2 × 100 GbE
    g.nicCount = 1;
    const NodeTopology n = topologyOf(s).nodes.front();
    CHECK(n.gbpsTotal == Approx(2 * 100));
    CHECK(render(n.textsOf(BuildPart::Nic).label) == "1 × 2 × 100 Gb/s · 200 Gb/s to the fabric");
}

namespace {

// A lighter node for a mixed build: 4 × L40S (350 W) + 1 × Xeon 8468 (350 W) + 16 × 6 W DIMMs + 2 × 13.5 W
// drives + 2 × 25 W NICs + the 4U PCIe server's 400 W base = 2,323 W.
NodeGroup pcieL40s(int nodes)
{
    NodeGroup g;
    g.name = "L40S nodes";
    g.platformId = "server-4u-8gpu-pcie";
    g.gpuId = "l40s";
    g.gpuCount = 4;
    g.cpuId = "xeon-8468";
    g.cpuSockets = 1;
    g.memoryId = "ddr5-64gb-4800-rdimm";
    g.memoryCount = 16;
    g.nvmeId = "pm9a3-7.68tb";
    g.nvmeCount = 2;
    g.nicId = "roce-400g";
    g.nicCount = 2;
    g.nodeCount = nodes;
    return g;
}
constexpr double kL40sNodeW = 4 * 350 + 350 + 16 * 6 + 2 * 13.5 + 2 * 25 + 400; // 2,323 W

// Cabinets the drawing shows: one per rack, or the power of several for a node over the cap.
int drawnCabinets(const BuildTopology& t)
{
    int cabinets = 0;
    for (const RackTopology& rack : t.racks)
        cabinets += rack.cabinets;
    return cabinets;
}

} // namespace

TEST_CASE("The drawing rents the cabinets the cost model prices: over the cap, under it and mixed", "[topology]")
{
    const Catalog& catalog = shippedCatalog();
    const double cap = 5; // catalogs/regions.json: cn-shenzhen cabinetPowerKw
    auto check = [&](const Scenario& s, int expected) {
        const BuildFigures build = computeBuild(s, catalog, "CNY");
        const BuildTopology t = buildTopology(s, catalog, build);
        CHECK(build.cabinets == expected);
        CHECK(t.cabinets == expected);
        CHECK(drawnCabinets(t) == expected);
        CHECK(render(t.racksTitle).find(std::to_string(expected)) != std::string::npos);
    };
    SECTION("over the cap: 2 H20 nodes of 5.846 kW each take ceil(5.846 / 5) = 2 cabinets' power")
    {
        const int perNode = static_cast<int>(std::ceil(kH20NodeW / 1000 / cap));
        REQUIRE(perNode == 2);
        check(hgxH20(2), 2 * perNode);
    }
    SECTION("under the cap: 3 L40S nodes of 2.323 kW, floor(5 / 2.323) = 2 to a cabinet")
    {
        Scenario s = hgxH20(1);
        s.cluster.nodeGroups = {pcieL40s(3)};
        const int perCabinet = static_cast<int>(std::floor(cap / (kL40sNodeW / 1000)));
        REQUIRE(perCabinet == 2); // space (38 U / 4 U = 9) and air's 30 kW allow more
        check(s, (3 + perCabinet - 1) / perCabinet);
    }
    SECTION("mixed: 2 H20 nodes over the cap (4 cabinets) and 3 L40S nodes under it (2 cabinets)")
    {
        Scenario s = hgxH20(2);
        s.cluster.nodeGroups.push_back(pcieL40s(3));
        check(s, 2 * 2 + 2);
        const BuildTopology t = topologyOf(s);
        REQUIRE(t.racks.size() == 4); // 2 H20 cabinets of their own + 2 of L40S nodes
        CHECK(render(t.racks[2].name) == "Cabinet 5");
        CHECK(render(t.racks[3].name) == "Cabinet 6");
        CHECK(render(t.racks[3].texts.label) == "2.32 / 5 kW"); // the third L40S node alone
    }
    SECTION("an own facility rents no cabinets: the racks are computeBuild()'s")
    {
        const Scenario s = ownFacility(hgxH20(2));
        const BuildFigures build = computeBuild(s, catalog, "CNY");
        CHECK(build.cabinets == 0);
        CHECK(buildTopology(s, catalog, build).racks.size() == static_cast<std::size_t>(build.racks));
    }
}
