// Renting a build of several nodes like for like: only from an offering whose servers are networked as
// the build's estimate assumes (tco.h, MODEL: Cluster network), in the comparison, the market view and
// the shipped catalog's stated networks.

#include "models/analysis/buy_or_rent_verdict.h"
#include "models/analysis/scenario_analysis.h"
#include "models/plan/plan_io.h"
#include "models/sizing/build.h"
#include "models/tco/tco.h"
#include "tco_fixture.h"

#include "fixtures.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace planner;
using planner::testing::cny;
using planner::testing::sheet;
using planner::testing::tinyCatalog;
using planner::testing::tinyScenario;

namespace {

// tinyCatalog() with a second on-demand offering of the same GPU at half the price, from a marketplace
// that states no network between its hosts.
Catalog withMarketplace()
{
    Catalog c = tinyCatalog();
    CloudOffering o;
    o.id = "mkt-x";
    o.provider = "Market X";
    o.regionId = "tiny";
    o.gpuId = "gpu-x";
    o.gpusPerServer = 8;
    o.providerClass = ProviderClass::Marketplace;
    o.prices = {{OfferTerm::OnDemand, OfferUnit::GpuHour, cny(10)}};
    c.offerings.push_back(o);
    return c;
}

bool hasKey(const std::vector<Message>& messages, const std::string& key)
{
    return std::any_of(messages.begin(), messages.end(), [&](const Message& m) { return m.key == key; });
}

CloudOffering offeringWith(std::optional<ClusterNetwork> network, int gpusPerServer = 8)
{
    CloudOffering o;
    o.id = "o";
    o.gpusPerServer = gpusPerServer;
    o.clusterNetwork = std::move(network);
    return o;
}

// The example's scenario whose first node group has `gpuId`.
const Scenario& scenarioOf(const Plan& plan, const std::string& gpuId)
{
    const auto s = std::find_if(plan.scenarios.begin(), plan.scenarios.end(),
                                [&](const Scenario& x) { return x.cluster.nodeGroups.front().gpuId == gpuId; });
    REQUIRE(s != plan.scenarios.end());
    return *s;
}

} // namespace

TEST_CASE("cluster network: a build's need is its slowest group's NICs per GPU, over RDMA when all are",
          "[tco][cluster]")
{
    Nic rdma;
    rdma.rdma = true;
    Nic tcp;
    BuildFigures build;
    build.nodes = 3;
    NodeGroupFigures a; // 8 GPUs, 8 × 400 Gb/s: 400 a GPU
    a.gpus = 16;
    a.gpusPerNode = 8;
    a.nicGbpsPerNode = 3'200;
    a.nic = &rdma;
    NodeGroupFigures b; // 4 GPUs, one 100 Gb/s port: 25 a GPU
    b.gpus = 4;
    b.gpusPerNode = 4;
    b.nicGbpsPerNode = 100;
    b.nic = &rdma;
    build.groups = {a, b};
    ClusterNeed need = clusterNeed(build);
    CHECK(need.needed());
    CHECK(need.gbpsPerGpu == Approx(25));
    CHECK(need.rdma);
    build.groups[1].nic = &tcp;
    CHECK_FALSE(clusterNeed(build).rdma);
    build.nodes = 1;
    CHECK_FALSE(clusterNeed(build).needed());
}

TEST_CASE("cluster network: an offering carries the build only with a stated network fast enough, RDMA for RDMA",
          "[tco][cluster]")
{
    const ClusterNeed need {2, 400, true}; // 2 nodes, 400 Gb/s RDMA a GPU (8 × 400G NICs on 8 GPUs)
    const Provenance p = sheet("test sheet", "2026-11-01");
    // None stated: a marketplace host.
    const auto none = clusterShortfall(offeringWith(std::nullopt), need);
    REQUIRE(none);
    CHECK(none->key == "cluster.none");
    // AWS p5: 3,200 Gb/s EFA over 8 GPUs = 400 a GPU: enough.
    CHECK_FALSE(clusterShortfall(offeringWith(ClusterNetwork {3'200, ClusterNetworkKind::Efa, p}), need));
    // 1,600 Gb/s InfiniBand over 8 GPUs = 200 a GPU: half of what the estimate assumed.
    const auto slow = clusterShortfall(offeringWith(ClusterNetwork {1'600, ClusterNetworkKind::InfiniBand, p}), need);
    REQUIRE(slow);
    CHECK(slow->key == "cluster.slow");
    // GCP A3 High: 1,000 Gb/s of GPUDirect-TCPX, TCP where the build is estimated over RDMA.
    const auto tcp = clusterShortfall(offeringWith(ClusterNetwork {1'000, ClusterNetworkKind::Tcp, p}), need);
    REQUIRE(tcp);
    CHECK(tcp->key == "cluster.tcp");
    // The same TCP network carries a TCP build of 100 Gb/s a GPU (1,000 / 8 = 125).
    CHECK_FALSE(clusterShortfall(offeringWith(ClusterNetwork {1'000, ClusterNetworkKind::Tcp, p}), {2, 100, false}));
    // One node needs no network between servers.
    CHECK_FALSE(clusterShortfall(offeringWith(std::nullopt), {1, 400, true}));
}

TEST_CASE("cluster network: the comparison rents a build of several nodes only where its servers are networked",
          "[tco][cluster]")
{
    const Catalog catalog = withMarketplace();
    SECTION("one node: the cheaper marketplace host, nothing to say")
    {
        const TcoResult r = analyseTco(tinyScenario(1), catalog);
        const OptionResult& od = r.option(TcoOption::OnDemand);
        REQUIRE(od.available);
        CHECK(od.offeringId == "mkt-x");
        CHECK(od.unitPrice == Approx(10));
        CHECK_FALSE(hasKey(r.warningTexts, "warning.cluster_skipped"));
    }
    SECTION("two nodes: the networked cloud at twice the price, and the host left out is said")
    {
        const TcoResult r = analyseTco(tinyScenario(2), catalog);
        const OptionResult& od = r.option(TcoOption::OnDemand);
        REQUIRE(od.available);
        CHECK(od.offeringId == "od-x");
        CHECK(od.unitPrice == Approx(20));
        CHECK(od.notLikeForLike.empty());
        CHECK(hasKey(r.warningTexts, "warning.cluster_skipped"));
        // Named as a reader knows them, by provider, not by catalog id.
        const bool named = std::any_of(r.warnings.begin(), r.warnings.end(), [](const std::string& w) {
            return w.find("such as Market X; it uses Cloud X") != std::string::npos
                && w.find("mkt-x") == std::string::npos;
        });
        CHECK(named);
    }
    SECTION("two nodes, no offering networked: the nearest is compared, never silently")
    {
        Catalog bare = catalog;
        for (auto& o : bare.offerings)
            o.clusterNetwork.reset();
        const TcoResult r = analyseTco(tinyScenario(2), bare);
        const OptionResult& od = r.option(TcoOption::OnDemand);
        REQUIRE(od.available);
        CHECK(od.offeringId == "mkt-x"); // the cheaper of the two, neither networked
        CHECK(od.notLikeForLike.key == "cluster.none");
        CHECK(r.option(TcoOption::Reserved).notLikeForLike.key == "cluster.none");
        CHECK(hasKey(r.warningTexts, "warning.cluster_short"));
        // The line naming the offering, in the window, the quote and the command line, says it too.
        CHECK(od.matchText.key == "match.cluster_short");
        CHECK(od.match.find("not like for like: Market X states no network between its servers") != std::string::npos);
    }
    SECTION("two nodes, the plan names the host: compared as asked, and the shortfall is warned")
    {
        Scenario s = tinyScenario(2);
        s.finance.onDemandOfferingId = "mkt-x";
        const TcoResult r = analyseTco(s, catalog);
        const OptionResult& od = r.option(TcoOption::OnDemand);
        REQUIRE(od.available);
        CHECK(od.offeringId == "mkt-x");
        CHECK(od.notLikeForLike.key == "cluster.none");
        CHECK(hasKey(r.warningTexts, "warning.cluster_short"));
    }
}

TEST_CASE("cluster network: buying never breaks even against a rental that does not do the same work",
          "[tco][cluster][breakeven]")
{
    Catalog bare = withMarketplace();
    for (auto& o : bare.offerings)
        o.clusterNetwork.reset();
    const TcoResult unlike = analyseTco(tinyScenario(2), bare);
    for (TcoOption o : {TcoOption::OnDemand, TcoOption::Reserved, TcoOption::Hybrid}) {
        INFO(tcoOptionName(o));
        REQUIRE(unlike.option(o).available);
        CHECK_FALSE(unlike.option(o).notLikeForLike.empty());
        CHECK_FALSE(unlike.breakEvenMonth[static_cast<std::size_t>(o)].has_value());
        CHECK_FALSE(unlike.breakEvenUtilisation[static_cast<std::size_t>(o)].has_value());
    }
    CHECK_FALSE(unlike.breakEvenUtilisationPct.has_value());
    CHECK(unlike.breakEvenNoteText.key == "breakeven.not_like_for_like");
    CHECK(unlike.breakEvenNote.find("does not do the same work") != std::string::npos);
    // The price a rental of the build's own GPU would have to beat is no comparison with an offering: still given.
    CHECK(unlike.breakEvenRentalPrice.has_value());

    // The same build where the cloud's servers are networked: the solver answers against it.
    const TcoResult like = analyseTco(tinyScenario(2), withMarketplace());
    REQUIRE(like.option(TcoOption::OnDemand).notLikeForLike.empty());
    CHECK(like.breakEvenNoteText.key.rfind("breakeven.buy_", 0) == 0);
}

TEST_CASE("cluster network: the shipped offerings state the networks their sources state, and only those",
          "[tco][cluster][catalog]")
{
    const Catalog& catalog = testing::shippedCatalog();
    const auto network = [&](const std::string& id) {
        const CloudOffering* o = catalog.offering(id);
        REQUIRE(o);
        return o->clusterNetwork;
    };
    // p5.48xlarge: "3200 Gbps EFA" in its notes; p4d.24xlarge: "400 Gbps EFA"; ND H100 v5: 8 × 400 Gb/s
    // InfiniBand; GCP A3 Ultra: eight ConnectX-7 NICs, 3,200 Gbps; A3 High: up to 1,000 Gbps, TCPX.
    REQUIRE(network("aws-p5-us-west-oregon"));
    CHECK(network("aws-p5-us-west-oregon")->gbpsPerServer == 3'200);
    CHECK(network("aws-p5-us-west-oregon")->kind == ClusterNetworkKind::Efa);
    REQUIRE(network("aws-p4d-us-west-oregon"));
    CHECK(network("aws-p4d-us-west-oregon")->gbpsPerServer == 400);
    REQUIRE(network("azure-nd-h100-v5-us-west-california"));
    CHECK(network("azure-nd-h100-v5-us-west-california")->gbpsPerServer == 8 * 400);
    CHECK(network("azure-nd-h100-v5-us-west-california")->kind == ClusterNetworkKind::InfiniBand);
    REQUIRE(network("gcp-a3-ultragpu-8g-us-west-oregon"));
    CHECK(network("gcp-a3-ultragpu-8g-us-west-oregon")->rdma());
    REQUIRE(network("gcp-a3-highgpu-8g-us-west-oregon"));
    CHECK_FALSE(network("gcp-a3-highgpu-8g-us-west-oregon")->rdma());
    // Marketplaces and hosts that state none: a single server each.
    for (const CloudOffering& o : catalog.offerings) {
        INFO(o.id);
        if (o.providerClass == ProviderClass::Marketplace)
            CHECK_FALSE(o.clusterNetwork);
        if (o.clusterNetwork) {
            CHECK_FALSE(o.clusterNetwork->provenance.source.empty());
            CHECK_FALSE(o.clusterNetwork->provenance.asOf.empty());
            CHECK((!o.clusterNetwork->provenance.estimate || !o.clusterNetwork->provenance.method.empty()));
        }
    }
    CHECK_FALSE(network("lambda-h100-8x-us-west-california")); // an on-demand instance, no cluster stated
    CHECK_FALSE(network("marketplace-rtx3090-cn-shanghai"));
    // Chinese clouds: Volcano Engine ecs.ebmhpcpni3l.48xlarge, "Network: 400 Gbps * 8 RDMA" (AIBrix's
    // DeepSeek-R1 sample); Huawei Cloud physical.kat2ne.48xlarge.8.ei.pod101, "网卡: 2*100G + 8*200G", the
    // eight 200G ports being its RDMA NICs (arthurchiao.art).
    REQUIRE(network("volcengine-h20-cn-beijing"));
    CHECK(network("volcengine-h20-cn-beijing")->gbpsPerServer == 8 * 400);
    CHECK(network("volcengine-h20-cn-beijing")->rdma());
    REQUIRE(network("huawei-ascend-910b-cn-inner-mongolia"));
    CHECK(network("huawei-ascend-910b-cn-inner-mongolia")->gbpsPerServer == 8 * 200);
    CHECK(network("huawei-ascend-910b-cn-inner-mongolia")->rdma());
    CHECK_FALSE(network("ucloud-compshare-h20-cn-inner-mongolia")); // no source states one
}

TEST_CASE("cluster network: the example's H20 and Ascend clusters are rented like for like from the Chinese "
          "clouds whose networks are stated",
          "[tco][cluster][catalog]")
{
    const Catalog& shipped = testing::shippedCatalog();
    const PlanLoadResult loaded = loadPlan(std::string(EXAMPLES_DIR) + "/shenzhen-llm-finetune.json", &shipped);
    REQUIRE(loaded.ok());
    const Catalog catalog = planCatalog(shipped, *loaded.plan);
    // The example's scenario with `gpuId` needs `gbpsPerGpu` of RDMA between its 2 nodes, and on-demand is
    // priced at `offeringId`, which carries it: the verdict compares buying with that rental.
    const auto rentsLikeForLike = [&](const std::string& gpuId, double gbpsPerGpu, const std::string& offeringId) {
        const ScenarioAnalysis a = analyseScenario(scenarioOf(*loaded.plan, gpuId), catalog);
        const ClusterNeed need = clusterNeed(a.build);
        CHECK(need.nodes == 2);
        CHECK(need.gbpsPerGpu == Approx(gbpsPerGpu));
        CHECK(need.rdma);
        CHECK_FALSE(clusterShortfall(*catalog.offering(offeringId), need));
        const OptionResult& od = a.tco.option(TcoOption::OnDemand);
        REQUIRE(od.available);
        CHECK(od.offeringId == offeringId);
        CHECK(od.notLikeForLike.key.empty());
        CHECK(buyOrRentVerdict(a.tco, catalog).key != "verdict.no_like_rental");
        return need;
    };
    SECTION("2 × 8 H20, 8 × 400G RoCE a node: 400 Gb/s a GPU; Volcano Engine's 8 × 400 ÷ 8 carries it")
    {
        const ClusterNeed need = rentsLikeForLike("h20-96gb", 8 * 400 / 8.0, "volcengine-h20-cn-beijing");
        // The cheaper H20 host states no network, so on-demand is priced at the one that does.
        CHECK(clusterShortfall(*catalog.offering("ucloud-compshare-h20-cn-inner-mongolia"), need)->key
              == "cluster.none");
    }
    SECTION("2 × 8 Ascend 910B, 8 × 200G RoCE a node: 200 Gb/s a GPU; Huawei Cloud's 8 × 200 ÷ 8 carries it")
    {
        rentsLikeForLike("ascend-910b", 8 * 200 / 8.0, "huawei-ascend-910b-cn-inner-mongolia");
    }
}

TEST_CASE("cluster network: another GPU is rented for the work only on the build's own software stack",
          "[tco][cluster][catalog]")
{
    const Catalog& shipped = testing::shippedCatalog();
    const PlanLoadResult loaded = loadPlan(std::string(EXAMPLES_DIR) + "/shenzhen-llm-finetune.json", &shipped);
    REQUIRE(loaded.ok());
    const Catalog catalog = planCatalog(shipped, *loaded.plan);
    const auto analysed
        = [&](const std::string& gpuId) { return analyseScenario(scenarioOf(*loaded.plan, gpuId), catalog); };
    // NVIDIA's cards run CUDA and Huawei's Ascend runs CANN (their vendors' documentation): a job written for one
    // is ported before it runs on the other, which no hours factor prices.
    REQUIRE(catalog.gpu("rtx-4090d")->softwareStack == "CUDA");
    REQUIRE(catalog.gpu("ascend-910b")->softwareStack == "CANN");
    SECTION("an RTX 4090D cluster bursts to a CUDA GPU, never to the cheaper-per-work Ascend")
    {
        const ScenarioAnalysis a = analysed("rtx-4090d");
        for (TcoOption o : {TcoOption::OnDemand, TcoOption::Hybrid}) {
            const OptionResult& r = a.tco.option(o);
            REQUIRE(r.available);
            const Gpu* rented = catalog.gpu(catalog.offering(r.offeringId)->gpuId);
            REQUIRE(rented);
            CHECK(rented->softwareStack == "CUDA");
        }
    }
    SECTION("an Ascend cluster's reserved rental, found only on A100s, is compared but flagged and never recommended")
    {
        const ScenarioAnalysis a = analysed("ascend-910b");
        const OptionResult& reserved = a.tco.option(TcoOption::Reserved);
        REQUIRE(reserved.available);
        CHECK(catalog.gpu(catalog.offering(reserved.offeringId)->gpuId)->softwareStack == "CUDA");
        CHECK(reserved.notLikeForLike.key == "unlike.other_stack");
        CHECK(reserved.match.find("runs CUDA, not the build's CANN") != std::string::npos);
        CHECK_FALSE(a.tco.breakEvenMonth[static_cast<std::size_t>(TcoOption::Reserved)].has_value());
        CHECK(render(recommendation(a.tco)).rfind("Recommended: Buy and self-host", 0) == 0);
    }
}
