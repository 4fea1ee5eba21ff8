// The advisor: the frontier against a brute-force enumeration written here, every proposed build as the
// plan sees it, the Shenzhen golden case, and the requests it cannot meet.

#include "app/cli.h"
#include "models/advise/advisor.h"
#include "models/analysis/market.h"
#include "models/plan/plan_io.h"

#include "fixtures.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <filesystem>

#include <algorithm>
#include <cmath>
#include <future>
#include <limits>
#include <sstream>
#include <string_view>

using namespace planner;

namespace {

bool startsWith(std::string_view text, std::string_view prefix)
{
    return text.substr(0, prefix.size()) == prefix;
}

bool anyError(const std::vector<Finding>& findings)
{
    return std::any_of(findings.begin(), findings.end(),
                       [](const Finding& f) { return f.severity == Severity::Error; });
}

// The definition the advisor promises, written out: a part passes when its rules raise no error and no
// warning; the platform carries the GPU: no error of its slots, form, supplies or the rack's cooling.
bool partsPass(const std::vector<Finding>& findings)
{
    static const std::vector<std::string_view> partRules {"cpu.",
                                                          "ram.",
                                                          "memory.",
                                                          "nvme.",
                                                          "storage.checkpoint_time",
                                                          "network.multinode_fabric",
                                                          "network.nic_per_gpu"};
    static const std::vector<std::string_view> platformErrors {
        "chassis.gpu_slots", "chassis.form_factor", "chassis.slot_width", "power.psu_headroom", "rack.cooling_density"};
    for (const Finding& f : findings) {
        if (f.severity == Severity::Info)
            continue;
        for (const auto prefix : partRules)
            if (startsWith(f.ruleId, prefix))
                return false;
        for (const auto prefix : platformErrors)
            if (f.severity == Severity::Error && startsWith(f.ruleId, prefix))
                return false;
    }
    return true;
}

// A small catalog: three GPUs (one barred in China, one sold only there), three platforms, two CPUs,
// two DIMMs, two drives, three NICs and two regions, each with its offering.
Catalog smallCatalog()
{
    Catalog c = testing::fixtureCatalog();
    const auto keep = [](auto& items, std::initializer_list<std::string_view> ids) {
        std::erase_if(items, [&](const auto& item) { return std::find(ids.begin(), ids.end(), item.id) == ids.end(); });
    };
    keep(c.gpus, {"a100-80gb-sxm", "h100-sxm", "rtx-4090d"});
    keep(c.platforms, {"hgx-a100-8", "hgx-h100-8", "4u-8gpu-pcie"});
    keep(c.cpus, {"xeon-4410y", "xeon-8480p"});
    keep(c.nics, {"cx6dx-100g", "cx7-ndr-400", "x710-10g"});
    keep(c.regions, {"cn-shenzhen", "us-west"});
    std::erase_if(c.offerings, [&](const CloudOffering& o) { return !c.region(o.regionId); });
    REQUIRE(c.memory.size() >= 2);
    c.memory.resize(2);
    REQUIRE(c.nvme.size() >= 2);
    c.nvme.resize(2);
    return c;
}

// Llama 3 8B full fine-tune, one run in two days.
Scenario smallScenario()
{
    Scenario s = testing::fixtureScenario();
    s.workload.targetDays = 2;
    return s;
}

struct BrutePoint {
    std::string gpu;
    int gpusPerNode = 0;
    int nodes = 0;
    std::string region;
    TcoOption option = TcoOption::Purchase;
    double npv = 0;
    double days = 0;
};

// Every platform, GPU count, node count and combination of parts; for each the cheapest node whose parts
// pass; every layout of it, the fastest without an error; each region and option costed by the analysis
// the plan uses. Then the frontier: sorted by time, each point cheaper than every faster one.
// The plan's work in runs a month, as the issue defines "the same work": the plan's own demand (utilisation ×
// its own GPUs × 730 h, or its runs when it takes its demand from the workload) over its own GPU-hours a run.
double planRunsPerMonth(const Scenario& scenario, const Catalog& catalog)
{
    if (scenario.finance.demandFromWorkload)
        return scenario.workload.runsPerMonth;
    const ScenarioAnalysis plan = analyseScenario(scenario, catalog, false);
    REQUIRE(plan.estimate.compute.gpuHoursPerRun > 0);
    REQUIRE(scenario.finance.profile == UtilisationProfile::Flat);
    return scenario.finance.utilisationPct / 100.0 * plan.build.gpus * 730.0 / plan.estimate.compute.gpuHoursPerRun;
}

std::vector<BrutePoint> bruteForceFrontier(const Scenario& scenario, const Catalog& catalog, int maxNodes)
{
    const std::string currency = scenario.finance.displayCurrency;
    const double runs = planRunsPerMonth(scenario, catalog);
    // Each GPU and platform on a thread of its own (this enumeration is the longest test, the more so under the
    // sanitizers), their points joined in the order one loop gives them.
    std::vector<std::future<std::vector<BrutePoint>>> parts;
    for (const Gpu& gpu : catalog.gpus)
        for (const Platform& platform : catalog.platforms)
            parts.push_back(std::async(std::launch::async, [&, &gpu = gpu, &platform = platform] {
                std::vector<BrutePoint> points;
                std::vector<int> counts;
                if (gpu.formFactor == FormFactor::PCIe) {
                    for (int n = 1; n < platform.gpuSlots; n *= 2)
                        counts.push_back(n);
                }
                counts.push_back(platform.gpuSlots);
                for (const int gpusPerNode : counts)
                    for (int nodes = 1; nodes <= maxNodes; ++nodes) {
                        // The cheapest node whose parts pass, trying every combination in order of price.
                        struct Combo {
                            NodeGroup group;
                            double capex = 0;
                        };
                        std::vector<Combo> combos;
                        const bool multi = nodes > 1;
                        for (const Cpu& cpu : catalog.cpus)
                            for (const MemoryModule& m : catalog.memory)
                                for (int dimms = 1; dimms <= platform.dimmSlots; ++dimms)
                                    for (const NvmeDrive& d : catalog.nvme)
                                        for (int drives = 1; drives <= platform.nvmeBays; ++drives) {
                                            NodeGroup g;
                                            g.platformId = platform.id;
                                            g.gpuId = gpu.id;
                                            g.gpuCount = gpusPerNode;
                                            g.cpuId = cpu.id;
                                            g.cpuSockets = platform.cpuSockets;
                                            g.memoryId = m.id;
                                            g.memoryCount = dimms;
                                            g.nvmeId = d.id;
                                            g.nvmeCount = drives;
                                            g.nodeCount = nodes;
                                            g.nicCount = 0;
                                            if (!multi) {
                                                combos.push_back({g, 0});
                                                continue;
                                            }
                                            for (const Nic& nic : catalog.nics)
                                                for (int nics = 1; nics <= gpusPerNode; ++nics) {
                                                    g.nicId = nic.id;
                                                    g.nicCount = nics;
                                                    combos.push_back({g, 0});
                                                }
                                        }
                        Scenario s = scenario;
                        // Every build does the plan's work: its own GPU-hours a run × the plan's runs.
                        s.finance.demandFromWorkload = true;
                        s.workload.runsPerMonth = runs;
                        s.workload.tensorParallel = 1;
                        s.workload.pipelineParallel = 1;
                        s.workload.dataParallel = 0;
                        s.workload.zeroStage = 3;
                        s.workload.sequenceParallel = false;
                        s.workload.microBatch = 1;
                        const auto fabricOf = [](const NodeGroup& g) {
                            Fabric f;
                            const int ports = g.nodeCount * g.nicCount;
                            f.topology = g.nodeCount <= 1 ? FabricTopology::None
                                : ports > 64              ? FabricTopology::LeafSpine
                                                          : FabricTopology::SingleSwitch;
                            return f;
                        };
                        for (auto& combo : combos) {
                            s.cluster.nodeGroups = {combo.group};
                            s.fabric = fabricOf(combo.group);
                            combo.capex = computeBuild(s, catalog, currency).hardwareCapex;
                        }
                        std::stable_sort(combos.begin(), combos.end(),
                                         [](const Combo& a, const Combo& b) { return a.capex < b.capex; });
                        std::optional<NodeGroup> chosen;
                        for (const auto& combo : combos) {
                            NodeGroup trial = combo.group;
                            trial.nodeCount = multi ? 2 : 1; // parts are chosen for one node or for several
                            s.cluster.nodeGroups = {trial};
                            s.fabric = fabricOf(trial);
                            const BuildFigures b = computeBuild(s, catalog, currency);
                            if (partsPass(evaluateRules(s, catalog, b, estimate(s, catalog, b)))) {
                                chosen = combo.group;
                                break;
                            }
                        }
                        if (!chosen)
                            continue;
                        // In each region every layout; the fastest with no error there, costed in that region.
                        s.cluster.nodeGroups = {*chosen};
                        s.fabric = fabricOf(*chosen);
                        for (const Region& region : catalog.regions) {
                            s.site.regionId = region.id;
                            std::optional<ScenarioAnalysis> fastest;
                            for (const int tp : {1, 2, 4, 8})
                                for (const int pp : {1, 2, 4, 8})
                                    for (int zero = 0; zero <= 3; ++zero)
                                        for (const Recompute r :
                                             {Recompute::None, Recompute::Selective, Recompute::Full})
                                            for (const int micro : {1, 2}) {
                                                Scenario trial = s;
                                                trial.workload.tensorParallel = tp;
                                                trial.workload.pipelineParallel = pp;
                                                trial.workload.sequenceParallel = tp > 1;
                                                trial.workload.zeroStage = zero;
                                                trial.workload.recompute = r;
                                                trial.workload.microBatch = micro;
                                                ScenarioAnalysis a = analyseScenario(trial, catalog, false);
                                                if (anyError(a.findings) || !a.estimate.compute.applicable)
                                                    continue;
                                                if (!fastest
                                                    || a.estimate.compute.days
                                                        < fastest->estimate.compute.days * (1 - 1e-12)) {
                                                    a = analyseScenario(trial, catalog);
                                                    fastest = std::move(a);
                                                }
                                            }
                            if (!fastest)
                                continue;
                            // A rental is of the build's own GPU in that region (a stand-in GPU is the market
                            // view's business, not a build). Buying (outright or a hybrid's owned part) needs
                            // the GPU on sale without a licence in that market and in the buyer's: the market
                            // of the scenario's own region.
                            const auto onSale = [&](const std::string& market) {
                                const auto status = marketStatus(gpu, market);
                                return !status || *status == MarketStatus::Available;
                            };
                            const std::string& home = catalog.region(scenario.site.regionId)->market;
                            const bool buyable = onSale(region.market) && onSale(home);
                            for (const auto& o : fastest->tco.options)
                                if (o.available
                                    && ((o.option != TcoOption::Purchase && o.option != TcoOption::Hybrid) || buyable)
                                    && (o.option == TcoOption::Purchase
                                        || (!o.otherGpu && !o.crossesRegion && !o.offeringId.empty()
                                            && o.notLikeForLike.empty())))
                                    points.push_back({gpu.id, gpusPerNode, nodes, region.id, o.option, o.npv,
                                                      fastest->estimate.compute.days});
                        }
                    }
                return points;
            }));
    std::vector<BrutePoint> points;
    for (auto& part : parts) {
        const std::vector<BrutePoint> found = part.get();
        points.insert(points.end(), found.begin(), found.end());
    }
    std::stable_sort(points.begin(), points.end(), [](const BrutePoint& a, const BrutePoint& b) {
        return a.days != b.days ? a.days < b.days : a.npv < b.npv;
    });
    std::vector<BrutePoint> frontier;
    for (const auto& p : points)
        if (frontier.empty() || p.npv < frontier.back().npv)
            frontier.push_back(p);
    // Thinned as the advisor promises: walking from the cheapest point, a point stays only when it takes
    // at least 5% less time than the last one kept and at least 5% of the deadline less; the fastest,
    // the cheapest and the best (the cheapest within the deadline) stay whatever their step.
    const double deadline = scenario.workload.targetDays;
    std::optional<std::size_t> best;
    for (std::size_t i = 0; i < frontier.size(); ++i)
        if (frontier[i].days <= deadline && (!best || frontier[i].npv < frontier[*best].npv))
            best = i;
    std::vector<BrutePoint> thinned;
    for (std::size_t i = frontier.size(); i-- > 0;) {
        const bool keep = thinned.empty() || i == 0 || (best && i == *best)
            || frontier[i].days <= thinned.back().days - std::max(0.05 * thinned.back().days, 0.05 * deadline);
        if (keep)
            thinned.push_back(frontier[i]);
    }
    std::reverse(thinned.begin(), thinned.end());
    return thinned;
}

const Catalog& shipped()
{
    return testing::shippedCatalog();
}

Plan examplePlan()
{
    const PlanLoadResult loaded = loadPlan(std::string(EXAMPLES_DIR) + "/shenzhen-llm-finetune.json", &shipped());
    REQUIRE(loaded.ok());
    return *loaded.plan;
}

} // namespace

TEST_CASE("advise: on a small hand-made catalog the frontier equals a brute-force enumeration", "[advise]")
{
    const Catalog catalog = smallCatalog();
    // A buyer in the US: it may buy in both regions what each sells (a buyer in China could buy none of
    // the fixture's A100 or H100 anywhere, and its frontier would be one rental).
    Scenario scenario = smallScenario();
    scenario.site.regionId = "us-west";
    AdviceRequest request;
    request.maxNodes = 3;
    const Advice advice = advise(scenario, catalog, request);
    const auto expected = bruteForceFrontier(scenario, catalog, request.maxNodes);
    REQUIRE(expected.size() >= 2);
    REQUIRE(advice.frontier.size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const AdvicePoint& got = advice.frontier[i];
        const NodeGroup& g = got.scenario.cluster.nodeGroups.front();
        INFO("point " << i << ": " << render(got.why));
        CHECK(g.gpuId == expected[i].gpu);
        CHECK(g.gpuCount == expected[i].gpusPerNode);
        CHECK(g.nodeCount == expected[i].nodes);
        CHECK(got.regionId == expected[i].region);
        CHECK(got.option == expected[i].option);
        CHECK(got.npv == Approx(expected[i].npv).epsilon(1e-9));
        CHECK(got.days == Approx(expected[i].days).epsilon(1e-9));
    }
    // The H100 may not be bought in China: no point proposes it there.
    for (const auto& p : advice.frontier)
        CHECK_FALSE((p.scenario.cluster.nodeGroups.front().gpuId == "h100-sxm" && p.regionId == "cn-shenzhen"));
}

TEST_CASE("advise: the frontier is the points no other beats in both cost and time", "[advise]")
{
    // (cost, time): b beats a in both; c is cheaper but slower; d is slower and dearer than c.
    const std::vector<std::pair<double, double>> points {{10, 5}, {9, 4}, {5, 8}, {6, 9}, {20, 1}};
    const auto frontier = paretoFrontier(points);
    REQUIRE(frontier == std::vector<std::size_t> {4, 1, 2});
}

TEST_CASE("advise: every proposed build, saved as a scenario, validates clean and costs what was reported", "[advise]")
{
    const Plan example = examplePlan();
    const Scenario& scenario = example.scenarios.front();
    AdviceRequest request;
    request.regionIds = {"cn-shenzhen", "cn-inner-mongolia"};
    request.maxNodes = 16;
    const Catalog catalog = planCatalog(shipped(), example);
    const Advice advice = advise(scenario, catalog, request);
    REQUIRE(advice.frontier.size() >= 3);
    Plan plan = example;
    for (const auto& point : advice.frontier)
        plan.scenarios.push_back(point.scenario);
    const PlanLoadResult reloaded = parsePlan(serializePlan(plan), "advised.json", &shipped());
    REQUIRE(reloaded.ok());
    REQUIRE(reloaded.diagnostics.empty());
    for (std::size_t i = 0; i < advice.frontier.size(); ++i) {
        const AdvicePoint& point = advice.frontier[i];
        const Scenario& saved = reloaded.plan->scenarios[example.scenarios.size() + i];
        INFO(saved.name);
        CHECK(saved == point.scenario);
        const ScenarioAnalysis a = analyseScenario(saved, planCatalog(shipped(), *reloaded.plan));
        CHECK_FALSE(anyError(a.findings));
        CHECK(a.tco.regionId == point.regionId);
        CHECK(a.tco.option(point.option).npv == Approx(point.npv).epsilon(1e-12));
        CHECK(a.estimate.compute.days == Approx(point.days).epsilon(1e-12));
    }
}

TEST_CASE("advise: Llama-3-70B full fine-tune in 14 days in Shenzhen buys no H100 and has a feasible frontier",
          "[advise][golden]")
{
    const Plan example = examplePlan();
    const Scenario& scenario = example.scenarios.front();
    REQUIRE(scenario.workload.modelId == "llama3-70b");
    REQUIRE(scenario.workload.kind == WorkloadKind::FullFineTune);
    REQUIRE(scenario.workload.targetDays == 14);
    AdviceRequest request;
    request.regionIds = {"cn-shenzhen"};
    const Advice advice = advise(scenario, planCatalog(shipped(), example), request);
    REQUIRE(advice.problem == AdviceProblem::None);
    REQUIRE(advice.best);
    const AdvicePoint& best = advice.frontier[*advice.best];
    CHECK(best.days <= 14);
    CHECK(best.best);
    for (const auto& p : advice.frontier) {
        const std::string& gpu = p.scenario.cluster.nodeGroups.front().gpuId;
        INFO(render(p.why));
        // US export rules: the H100, H800, A100 and A800 are presumed denied to China.
        CHECK(gpu.rfind("h100", 0) != 0);
        CHECK(gpu.rfind("h800", 0) != 0);
        CHECK(gpu.rfind("a100", 0) != 0);
        CHECK(p.regionId == "cn-shenzhen");
    }
    // The cheapest within the deadline is the slowest frontier point still in time.
    for (std::size_t i = 0; i < advice.frontier.size(); ++i)
        if (advice.frontier[i].days <= 14)
            CHECK(advice.frontier[i].npv >= best.npv);
    CHECK(render(best.why).find("14") != std::string::npos);
}

TEST_CASE("advise: requests it cannot meet say so with the nearest miss and exit 1", "[advise][cli]")
{
    const std::string plan = std::string(EXAMPLES_DIR) + "/shenzhen-llm-finetune.json";
    const std::string scenario = "2× HGX H20, Shenzhen";
    const auto run = [](std::vector<std::string> args, std::string& out, std::string& err) {
        std::ostringstream o, e;
        const auto outcome = planner::cli::run(args, o, e);
        out = o.str();
        err = e.str();
        return outcome.exitCode;
    };
    std::string out, err;

    SECTION("no GPU can fit")
    {
        // 70B parameters × 16 bytes (BF16 weights and gradients, FP32 AdamW states) = 1.13 TB over one
        // node's 8 GPUs is 141 GB each before activations: more than any GPU China may buy holds.
        const int code
            = run({"advise", plan, "--scenario", scenario, "--region", "cn-shenzhen", "--max-nodes", "1"}, out, err);
        CHECK(code == 1);
        CHECK(out.find("no recommendation: no GPU of the catalogs holds Llama") != std::string::npos);
        // The H200 (141 GB) would come nearest, but China buys it only under a licence granted case by
        // case and no provider there rents it. Shenzhen's bare-metal H20 servers rent 8 × 96 = 768 GB a
        // node without any licence, more than a 10-slot node of 48 GB RTX A6000s holds (480 GB).
        CHECK(out.find("the nearest is the NVIDIA H20 96GB") != std::string::npos);
        CHECK(out.find("H200") == std::string::npos);
    }
    SECTION("budget below every candidate")
    {
        const int code = run({"advise", plan, "--scenario", scenario, "--region", "cn-shenzhen", "--max-nodes", "4",
                              "--budget", "1000", "--json"},
                             out, err);
        CHECK(code == 1);
        const auto j = nlohmann::json::parse(out);
        const auto& advice = j["scenarios"][0]["advice"];
        CHECK(advice["problem"]["kind"] == "over_budget");
        CHECK(advice["best"].is_null());
        REQUIRE(advice["problem"]["nearest"].is_object());
        CHECK(advice["problem"]["nearest"]["npv"].get<double>() > 1000);
        CHECK(advice["problem"]["message"].get<std::string>().find("CNY 1,000.00") != std::string::npos);
    }
    SECTION("deadline impossible")
    {
        Plan p = examplePlan();
        p.scenarios.resize(1);
        p.scenarios.front().workload.targetDays = 0.5;
        const auto file = std::filesystem::temp_directory_path() / "advise-deadline.gpuplan.json";
        REQUIRE_FALSE(savePlan(p, file));
        const int code = run({"advise", file.string(), "--region", "cn-shenzhen", "--max-nodes", "4"}, out, err);
        std::filesystem::remove(file);
        CHECK(code == 1);
        CHECK(out.find("no recommendation: no build finishes within 0.5 days: the fastest, 4 × 8 ")
              != std::string::npos);
    }
    SECTION("a bad budget or node count is a usage error")
    {
        CHECK(run({"advise", plan, "--budget", "-5"}, out, err) == 2);
        CHECK(err.find("--budget: expected an amount above 0") != std::string::npos);
        CHECK(run({"advise", plan, "--max-nodes", "0"}, out, err) == 2);
        CHECK(err.find("--max-nodes: expected an integer from 1 to 4096") != std::string::npos);
    }
}

TEST_CASE("advise: a kW-per-rack limit leaves out every build whose fullest rack draws more", "[advise][rack]")
{
    const Catalog catalog = smallCatalog();
    // A buyer in the US, who may buy the H100 SXM the rack limit is about (China denies it).
    Scenario scenario = smallScenario();
    scenario.site.regionId = "us-west";
    // A rack's draw by hand: one node's parts at their datasheet TDPs (6 W a DIMM, the platform's base),
    // stacked as many to a rack as 38 U and the cooling limit allow, no more than the build has.
    const auto rackKw = [&](const Scenario& s) {
        const NodeGroup& g = s.cluster.nodeGroups.front();
        const Platform& platform = *catalog.platform(g.platformId);
        double watts = platform.basePowerW + catalog.gpu(g.gpuId)->tdpW * g.gpuCount;
        if (const Cpu* cpu = catalog.cpu(g.cpuId))
            watts += cpu->tdpW * g.cpuSockets;
        if (catalog.memoryModule(g.memoryId))
            watts += 6.0 * g.memoryCount;
        if (const NvmeDrive* nvme = catalog.nvmeDrive(g.nvmeId))
            watts += nvme->powerW * g.nvmeCount;
        if (const Nic* nic = catalog.nic(g.nicId))
            watts += nic->powerW * g.nicCount;
        const double limitKw = catalog.coolingMethod(s.site.coolingId)->maxKwPerRack;
        const int bySpace = 38 / platform.rackUnits;
        const int byPower = static_cast<int>(std::floor(limitKw * 1000 / watts));
        const int perRack = std::max(1, std::min(bySpace, byPower));
        return std::min(g.nodeCount, perRack) * watts / 1000;
    };
    AdviceRequest request;
    request.maxNodes = 3;
    const Advice open = advise(scenario, catalog, request);
    REQUIRE(open.problem == AdviceProblem::None);
    // Eight H100 SXM at 700 W (NVIDIA datasheet) are 5.6 kW before the host: no such node fits 5.6 kW.
    const auto eightH100 = [](const AdvicePoint& p) {
        const NodeGroup& g = p.scenario.cluster.nodeGroups.front();
        return g.gpuId == "h100-sxm" && g.gpuCount == 8;
    };
    REQUIRE(std::any_of(open.frontier.begin(), open.frontier.end(), eightH100));
    const double limit = 5.6;
    const auto over = std::find_if(open.frontier.begin(), open.frontier.end(),
                                   [&](const AdvicePoint& p) { return rackKw(p.scenario) > limit; });
    REQUIRE(over != open.frontier.end());
    CHECK(rackKw(over->scenario) > 8 * 0.7);

    request.maxRackKw = limit;
    const Advice limited = advise(scenario, catalog, request);
    REQUIRE_FALSE(limited.frontier.empty());
    CHECK(limited.maxRackKw == limit);
    CHECK_FALSE(std::any_of(limited.frontier.begin(), limited.frontier.end(), eightH100));
    for (const AdvicePoint& p : limited.frontier) {
        INFO(render(p.why));
        CHECK(rackKw(p.scenario) <= limit);
        CHECK(fullestRackKw(computeBuild(p.scenario, catalog, "CNY")) == Approx(rackKw(p.scenario)));
    }
    const std::string overName = over->scenario.name;
    CHECK(std::none_of(limited.frontier.begin(), limited.frontier.end(),
                       [&](const AdvicePoint& p) { return p.scenario.name == overName; }));

    SECTION("a limit no rack meets says so")
    {
        request.maxRackKw = 0.2;
        const Advice none = advise(scenario, catalog, request);
        CHECK(none.problem == AdviceProblem::NoFit);
        CHECK(none.frontier.empty());
        CHECK(render(none.problemText).find("keeps its racks within 0.2 kW") != std::string::npos);
    }
    SECTION("the command line takes it, and refuses a limit of 0")
    {
        std::ostringstream out, err;
        const std::string plan = std::string(EXAMPLES_DIR) + "/shenzhen-llm-finetune.json";
        CHECK(planner::cli::run({"advise", plan, "--max-rack-kw", "0"}, out, err).exitCode == 2);
        CHECK(err.str().find("--max-rack-kw: expected the IT load one rack may carry, in kW") != std::string::npos);
        std::ostringstream out2, err2;
        const auto outcome = planner::cli::run({"advise", plan, "--scenario", "2× HGX H20, Shenzhen", "--region",
                                                "cn-shenzhen", "--max-nodes", "4", "--max-rack-kw", "12", "--json"},
                                               out2, err2);
        INFO(err2.str());
        REQUIRE(outcome.exitCode != 2);
        const auto j = nlohmann::json::parse(out2.str());
        CHECK(j["scenarios"][0]["advice"]["maxRackKw"].get<double>() == 12);
    }
}

TEST_CASE("advise: the frontier is thinned to steps of at least 5% of the time and of the deadline", "[advise]")
{
    // Days along a frontier, fastest first (cost falls along it). From the cheapest (20 days): 19.5 saves
    // 2.5% (dropped); 18 saves 10% of 20 (kept); 17.5 saves 2.8% of 18 (dropped); 12 (kept); 11.8
    // (dropped); 0.5, the fastest, always kept.
    const std::vector<double> days {0.5, 11.8, 12, 17.5, 18, 19.5, 20};
    CHECK(thinFrontier(days, std::nullopt) == std::vector<std::size_t> {0, 2, 4, 6});
    // The best is kept whatever its step.
    CHECK(thinFrontier(days, 3) == std::vector<std::size_t> {0, 2, 3, 4, 6});
    // With a 14-day deadline a step must also save 0.7 days: 13.5 after 14 is 3.6% and 0.5 days (dropped).
    CHECK(thinFrontier({1, 13, 13.5, 14}, std::nullopt, 0.05 * 14) == std::vector<std::size_t> {0, 1, 3});
    // Inference: minus tokens per second, so 5% more throughput is the step.
    CHECK(thinFrontier({-1'100, -1'040, -1'000}, std::nullopt) == std::vector<std::size_t> {0, 2});
}

namespace {

// Whether the point's rental (if any) comes from an offering whose servers are networked as its build
// was estimated: checked through the plan's own comparison, as the window and the quote show it.
bool rentsLikeForLike(const AdvicePoint& p, const Catalog& catalog)
{
    if (p.option == TcoOption::Purchase)
        return true;
    const ScenarioAnalysis a = analyseScenario(p.scenario, catalog);
    const OptionResult& o = a.tco.option(p.option);
    const CloudOffering* offering = catalog.offering(o.offeringId);
    return o.available && offering && !clusterShortfall(*offering, clusterNeed(a.build));
}

} // namespace

TEST_CASE("advise: a build of several nodes is never rented from servers without a network that carries it",
          "[advise][cluster]")
{
    const Plan example = examplePlan();
    const Catalog catalog = planCatalog(shipped(), example);
    for (const Scenario& scenario : example.scenarios) {
        const Advice advice = advise(scenario, catalog);
        REQUIRE(advice.best);
        for (const AdvicePoint& p : advice.frontier) {
            INFO(scenario.name << ": " << render(p.why));
            CHECK(rentsLikeForLike(p, catalog));
            if (p.option != TcoOption::Purchase && p.scenario.cluster.nodeGroups.front().nodeCount > 1) {
                // Only the offerings whose sources state a cluster network can carry it.
                const ScenarioAnalysis a = analyseScenario(p.scenario, catalog);
                const CloudOffering* o = catalog.offering(a.tco.option(p.option).offeringId);
                REQUIRE(o);
                CHECK(o->clusterNetwork);
                CHECK(o->providerClass != ProviderClass::Marketplace);
            }
        }
    }
    // The objection that started this: 41 × 2 RTX 3090 rented on demand from the Shanghai marketplace
    // (single hosts, no network between them). The plan's own comparison still prices it, the only
    // 3090 offering of its class, but says it cannot do the work in the estimated time.
    Scenario s = example.scenarios.front();
    NodeGroup& g = s.cluster.nodeGroups.front();
    g.platformId = "server-4u-8gpu-pcie";
    g.gpuId = "rtx-3090";
    g.gpuCount = 2;
    g.nodeCount = 41;
    g.nicId = "roce-100g";
    g.nicCount = 1;
    s.site.regionId = "cn-shanghai";
    s.finance.onDemandClass = OfferingClassChoice::Marketplace;
    const ScenarioAnalysis a = analyseScenario(s, catalog);
    const OptionResult& od = a.tco.option(TcoOption::OnDemand);
    REQUIRE(od.available);
    CHECK(od.offeringId == "marketplace-rtx3090-cn-shanghai");
    CHECK(od.notLikeForLike.key == "cluster.none");
    CHECK(od.matchText.key == "match.cluster_short");
    // The market view lists it priced, with the same words, after every row that is like for like.
    const MarketView market = marketView(s, catalog, a);
    bool seenShort = false;
    for (const MarketRow& row : market.rows) {
        if (!row.usable)
            break;
        if (row.offering->id == "marketplace-rtx3090-cn-shanghai") {
            CHECK(row.notLikeForLike.key == "cluster.none");
            CHECK(row.chosen);
        }
        CHECK_FALSE((seenShort && row.notLikeForLike.empty()));
        seenShort = seenShort || !row.notLikeForLike.empty();
    }
    CHECK(seenShort);
}

TEST_CASE("advise: GPUs that need an export licence are proposed only when asked for, and then say so",
          "[advise][golden]")
{
    const Plan example = examplePlan();
    const Scenario& scenario = example.scenarios.front();
    const Catalog catalog = planCatalog(shipped(), example);
    AdviceRequest request;
    request.regionIds = {"cn-shenzhen"};
    // The H200 is marked licence_required for China (BIS rule of 2026-01-15: case by case), as are the
    // H20 and, under License Exception NAC, the RTX 4090 and RTX 6000 Ada: none may be planned on as a
    // purchase. Renting one a Chinese provider already runs exports nothing: that may be proposed.
    const Advice plain = advise(scenario, catalog, request);
    REQUIRE(plain.best);
    for (const AdvicePoint& p : plain.frontier) {
        const Gpu* gpu = catalog.gpu(p.scenario.cluster.nodeGroups.front().gpuId);
        REQUIRE(gpu);
        INFO(render(p.why));
        CHECK(gpu->id != "h200-sxm-141gb"); // no Chinese provider rents it
        if (p.option == TcoOption::Purchase || p.option == TcoOption::Hybrid)
            CHECK(marketStatus(*gpu, "CN").value_or(MarketStatus::Available) == MarketStatus::Available);
        CHECK_FALSE(p.licenceRequired);
        CHECK(render(p.why).find("licence") == std::string::npos);
    }
    request.includeLicensed = true;
    const Advice all = advise(scenario, catalog, request);
    bool h200 = false;
    for (const AdvicePoint& p : all.frontier) {
        const Gpu* gpu = catalog.gpu(p.scenario.cluster.nodeGroups.front().gpuId);
        REQUIRE(gpu);
        const bool buys = p.option == TcoOption::Purchase || p.option == TcoOption::Hybrid;
        const bool licensed = buys && marketStatus(*gpu, "CN") == MarketStatus::LicenceRequired;
        h200 = h200 || gpu->id == "h200-sxm-141gb";
        INFO(render(p.why));
        CHECK(p.licenceRequired == licensed);
        CHECK((render(p.why).find("export licence") != std::string::npos) == licensed);
        // Still never the H100, H800, A100 or A800: presumed denied, not licensed case by case.
        CHECK(gpu->id.rfind("h100", 0) != 0);
        CHECK(gpu->id.rfind("a800", 0) != 0);
    }
    CHECK(h200); // 8 × 141 GB holds the 1.13 TB of states: the fastest builds use it

    // Renting needs no licence: for the third scenario's 72B LoRA, renting only, Shenzhen's bare-metal H20
    // servers are proposed by default as a rental (not flagged).
    const Scenario& lora = example.scenarios[2];
    request.includeLicensed = false;
    request.options = {TcoOption::OnDemand, TcoOption::Reserved};
    const Advice rented = advise(lora, planCatalog(shipped(), example), request);
    request.options = {kTcoOptions.begin(), kTcoOptions.end()};
    bool h20Rented = false;
    for (const AdvicePoint& p : rented.frontier) {
        INFO(render(p.why));
        CHECK_FALSE(p.licenceRequired);
        h20Rented = h20Rented || p.scenario.cluster.nodeGroups.front().gpuId == "h20-96gb";
    }
    CHECK(h20Rented);
    const auto j = adviceToJson(all, catalog);
    CHECK(j["frontier"][0]["licenceRequired"].is_boolean());

    std::ostringstream out, err;
    const std::string plan = std::string(EXAMPLES_DIR) + "/shenzhen-llm-finetune.json";
    planner::cli::run({"advise", plan, "--scenario", scenario.name, "--region", "cn-shenzhen", "--include-licensed"},
                      out, err);
    CHECK(out.str().find("h200-sxm-141gb") != std::string::npos);
    CHECK(out.str().find("needs an export licence") != std::string::npos);
}

TEST_CASE("advise: the example's three workloads get the builds an expert would pick", "[advise][golden]")
{
    const Plan example = examplePlan();
    const Catalog catalog = planCatalog(shipped(), example);
    const auto bestOf = [&](const Scenario& s) {
        const Advice advice = advise(s, catalog);
        REQUIRE(advice.problem == AdviceProblem::None);
        REQUIRE(advice.best);
        // A dozen or so choices, each a real step from the next cheaper one.
        CHECK(advice.frontier.size() >= 3);
        CHECK(advice.frontier.size() <= 16);
        for (std::size_t i = 1; i + 1 < advice.frontier.size(); ++i)
            if (!advice.frontier[i].best && !advice.frontier[i + 1].best)
                CHECK(advice.frontier[i].days <= advice.frontier[i + 1].days
                          - std::max(0.05 * advice.frontier[i + 1].days, 0.05 * s.workload.targetDays) + 1e-9);
        for (const AdvicePoint& p : advice.frontier) {
            const std::string text = render(p.why);
            INFO(text);
            CHECK(text.find(" 0 days") == std::string::npos);
            CHECK(text.find("0.0 days") == std::string::npos);
            CHECK((p.days >= 1 || text.find(" hours") != std::string::npos));
        }
        return advice.frontier[*advice.best];
    };
    const auto gpusOf = [](const AdvicePoint& p) { return p.gpus; };
    const auto nodesOf = [](const AdvicePoint& p) { return p.scenario.cluster.nodeGroups.front().nodeCount; };
    const auto gpuOf = [&](const AdvicePoint& p) { return catalog.gpu(p.scenario.cluster.nodeGroups.front().gpuId); };
    const auto market = [&](const AdvicePoint& p) { return catalog.region(p.regionId)->market; };

    SECTION("Llama-3-70B full fine-tune, 2B tokens in 14 days, the plan's work: rent one big node, buy nothing")
    {
        // 70.6B parameters × 16 bytes (BF16 weights and gradients, FP32 Adam moments and master copy) is
        // 1.13 TB before activations: in China only a multi-node build holds it (32 RTX A6000, bought: the
        // H20 and H200 need a licence), or one 8-GPU node of 180 GB B200s rented abroad. The plan's work is
        // about two runs a month (70% of its 16 H20s, 8,176 GPU-hours a month, over some 4,200 GPU-hours a
        // run), and every candidate is costed for it. One run is 6 × 70.6e9 × 2e9 = 8.5e20 FLOPs: on 8 B200
        // (2,250 dense BF16 TFLOPS each) at a third of peak that is about 1.4 days, some 270 GPU-hours, so
        // two runs rent about 540 GPU-hours a month, some US$3,600 at US$6.69 an hour: CNY 0.8 M over three
        // years, where 32 A6000 with their servers, power and cabinets cost several millions. Holding the
        // work fixed, an expert rents (before, each candidate was costed at 70% of its own GPUs, so the big
        // node "did" 4,088 GPU-hours a month and lost to buying the A6000s).
        const AdvicePoint best = bestOf(example.scenarios[0]);
        INFO(render(best.why));
        CHECK(best.option == TcoOption::OnDemand);
        CHECK(nodesOf(best) == 1);
        CHECK(gpusOf(best) * gpuOf(best)->memoryGB >= 70.6 * 16);
        CHECK(best.days <= 14);
        CHECK(best.npv < 1.2e6);
        CHECK_FALSE(best.licenceRequired);
        // Less than half of any purchase in Shenzhen that finishes in time.
        AdviceRequest home;
        home.regionIds = {"cn-shenzhen"};
        const Advice advice = advise(example.scenarios[0], catalog, home);
        for (const AdvicePoint& p : advice.frontier)
            if (p.option == TcoOption::Purchase && p.days <= 14)
                CHECK(best.npv < 0.5 * p.npv);
    }
    SECTION("QLoRA of Llama-3-70B, 0.5B tokens twice a month: rent one server of four 48 GB cards")
    {
        // 4-bit weights are 70.6e9 × 0.5 B = 35 GB, with the adapters, their Adam states and recomputed
        // activations well under 4 × 48 GB, so one server holds it and no network is needed. Two runs a
        // month of ~8 days on 4 GPUs is 2 × 8 × 24 × 4 ≈ 1,600 GPU-hours: at CNY 2.20 an hour about CNY
        // 3,500 a month against CNY 150,000 of cards and a server bought outright. An expert rents.
        const AdvicePoint best = bestOf(example.scenarios[1]);
        INFO(render(best.why));
        CHECK(best.option == TcoOption::OnDemand);
        CHECK(nodesOf(best) == 1);
        CHECK(market(best) == "CN");
        CHECK(gpusOf(best) * gpuOf(best)->memoryGB >= 70.6 * 0.5);
        CHECK(best.days <= 14);
        // Renting the one server costs well under half of buying any build in time.
        const Advice advice = advise(example.scenarios[1], catalog, {});
        for (const AdvicePoint& p : advice.frontier)
            if (p.option == TcoOption::Purchase && p.days <= 14)
                CHECK(best.npv < 0.5 * p.npv);
    }
    SECTION("LoRA of Qwen2.5-72B, 1B tokens a month: rent one server of eight 48 GB cards")
    {
        // Frozen BF16 weights are 72.7e9 × 2 B = 145 GB, more than 4 × 24 GB or 4 × 48 GB leave room for
        // with activations; 8 × 48 GB holds it in one server. LoRA does about 4 × 72.7e9 × 1e9 = 2.9e20
        // FLOPs (no weight gradients): 8 A6000s at 35% of 154.8 TFLOPS take ~7.8 days. One run a month
        // is a fourth of the server's hours: an expert rents it on demand.
        const AdvicePoint best = bestOf(example.scenarios[2]);
        INFO(render(best.why));
        CHECK(best.option == TcoOption::OnDemand);
        CHECK(nodesOf(best) == 1);
        CHECK(gpusOf(best) == 8);
        CHECK(gpusOf(best) * gpuOf(best)->memoryGB >= 72.7 * 2);
        CHECK(best.days >= 2.9e20 / (8 * 154.8e12) / 86'400);
        CHECK(best.days <= 14);
    }
}

TEST_CASE("advise: a buyer in China buys abroad only what China may buy, and may still rent there", "[advise][golden]")
{
    // 15 CFR 742.6(a)(6)(iii)(A): a company headquartered in China needs the US licence for advanced GPUs
    // wherever they are delivered, so a Shenzhen team cannot plan on buying B200s in Oregon or H100s in
    // Singapore. Renting capacity there is not an export of the GPU.
    const Plan example = examplePlan();
    const Scenario& scenario = example.scenarios.front();
    REQUIRE(scenario.site.regionId == "cn-shenzhen");
    const Catalog catalog = planCatalog(shipped(), example);
    const Advice advice = advise(scenario, catalog);
    REQUIRE(advice.homeMarket == "CN");
    REQUIRE_FALSE(advice.frontier.empty());
    bool rentedAbroad = false;
    for (const AdvicePoint& p : advice.frontier) {
        const Gpu* gpu = catalog.gpu(p.scenario.cluster.nodeGroups.front().gpuId);
        const Region* region = catalog.region(p.regionId);
        REQUIRE(gpu);
        REQUIRE(region);
        INFO(render(p.why));
        const bool buys = p.option == TcoOption::Purchase || p.option == TcoOption::Hybrid;
        if (buys)
            CHECK(marketStatus(*gpu, "CN").value_or(MarketStatus::Available) == MarketStatus::Available);
        rentedAbroad = rentedAbroad || (!buys && region->market != "CN");
    }
    CHECK(rentedAbroad); // the fastest builds rent H100s or B200s in the US
}
