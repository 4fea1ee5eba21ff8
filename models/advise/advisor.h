#pragma once
// The advisor: which builds get a scenario's work done, and at what cost. For the scenario's workload it
// searches GPU model, GPUs per node, node count, the host parts (each the cheapest that passes its rules),
// the parallelism (fitted to memory, fastest by the estimator), the four cost options and a set of regions,
// and keeps the Pareto frontier of NPV against time to train (training) or tokens per second (inference).
// Every point is a complete Scenario: added to a plan as it is, it validates without an error and its TCO
// is the one reported. Estimates, rules and costs all come from the stages before this one.
//
// JSON written by adviceToJson() (stable keys; money in the display currency, rounded to the minor unit):
// { "scenario", "workload", "currency", "training": true, "targetDays", "budget" (or null),
//   "regions": [ids], "maxNodes", "maxRackKw" (or null), "work": what every point is costed for (English),
//   "stats": { "families", "shapes", "memoryChecks", "estimates", "ruleChecks", "tcoRuns",
//              "candidates", "seconds" },
//   "problem": null or { "kind": "no_fit"|"over_budget"|"deadline"|"no_region"|"no_estimate",
//                        "message", "nearest": <point> or null },
//   "best": index into "frontier" or null,
//   "frontier": [ { "gpu", "gpuName", "gpusPerNode", "nodes", "gpus", "platform", "cpu", "cpuSockets",
//                   "memory", "memoryCount", "nvme", "nvmeCount", "nic", "nicCount",
//                   "tensorParallel", "pipelineParallel", "dataParallel", "zeroStage", "recompute",
//                   "microBatch", "option": "purchase"|"on_demand"|"reserved"|"hybrid", "region",
//                   "npv", "capex", "days", "tokensPerSecond", "tokensPerSecondPerMillion",
//                   "warnings", "withinDeadline", "withinBudget", "best", "licenceRequired", "why" } ] }
// CSV (adviceToCsv): RFC 4180, CRLF; one row per frontier point with the same keys as columns.

#include "models/analysis/scenario_analysis.h"

#include <nlohmann/json_fwd.hpp>

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace planner {

struct AdviceRequest {
    std::vector<std::string> regionIds; // empty: every catalog region
    std::optional<double> budget; // NPV cap in the display currency
    int maxNodes = 64;
    std::string vendor; // only GPUs of this vendor ("NVIDIA", "Huawei"); empty: every vendor
    // The most IT load a rack may carry, in kW: a build whose fullest rack (fullestRackKw(), racks filled
    // as the scenario's cooling allows) draws more is not proposed. None: the cooling method's limit only.
    std::optional<double> maxRackKw;
    std::vector<TcoOption> options {kTcoOptions.begin(), kTcoOptions.end()};
    // Also buy GPUs the region's market sells only under an export licence granted case by case (each such
    // point says so in its sentence). Renting them from a provider in that market needs no licence and is
    // proposed either way; by default nothing is bought that needs one.
    bool includeLicensed = false;
    // Called now and then with the share of the search done (0..1); return false to stop it.
    std::function<bool(double done)> progress;
};

// What the search looked at, to measure it.
struct AdviceStats {
    int families = 0; // GPU × platform × GPUs per node
    int shapes = 0; // families × node counts with a memory fit
    long memoryChecks = 0; // layouts sized by the estimator's memory model
    long estimates = 0; // full estimates (time or throughput)
    long ruleChecks = 0; // rule evaluations (parts filled, builds checked)
    long tcoRuns = 0; // TCO runs (one region, four options)
    long candidates = 0; // builds × regions × options costed or pruned by a bound
    double seconds = 0;
};

// One costed build: the scenario to add, the option and region it is costed for, and where it stands.
struct AdvicePoint {
    Scenario scenario; // complete: cluster, parallelism, site.regionId set
    TcoOption option = TcoOption::Purchase;
    std::string regionId;
    double npv = 0; // display currency
    double capex = 0; // IT hardware, display currency, before VAT
    double days = 0; // time to train one run (training)
    double tokensPerSecond = 0; // sustained (inference)
    int gpus = 0;
    int warnings = 0; // warning findings of the build in that region
    bool withinDeadline = true;
    bool withinBudget = true;
    bool best = false;
    bool licenceRequired = false; // bought (wholly or in part) where the GPU needs an export licence
    Message why; // one sentence: why the point is on the frontier
};

// A costed candidate, for a scatter of everything the frontier was chosen from.
struct AdviceCandidate {
    std::string gpuId;
    int gpusPerNode = 0;
    int nodes = 0;
    std::string regionId;
    TcoOption option = TcoOption::Purchase;
    double npv = 0;
    double days = 0;
    double tokensPerSecond = 0;
};

enum class AdviceProblem { None, NoFit, OverBudget, Deadline, NoRegion, NoEstimate };

struct Advice {
    std::string scenarioName;
    std::string currency;
    bool training = true; // false: inference, ranked by tokens per second
    double targetDays = 0;
    std::optional<double> budget;
    std::vector<std::string> regionIds;
    // The market of the scenario's own region, taken as the buyer's: export rules follow a buyer wherever it
    // buys (15 CFR 742.6(a)(6)(iii): a company headquartered in China needs the licence in Singapore or
    // Oregon too), so a GPU is bought abroad only if the buyer's market may buy it as well.
    std::string homeMarket;
    int maxNodes = 64;
    std::optional<double> maxRackKw;
    std::vector<AdvicePoint> frontier; // fastest (or highest throughput) first; cost falls along it
    std::vector<AdviceCandidate> candidates; // every build costed (those below a cost floor were not)
    std::optional<std::size_t> best; // the cheapest point within the deadline and budget
    // The work every point is costed for: the plan's own, held fixed for every candidate (its runs a month, or
    // its GPU-hours converted to each candidate's GPU by the estimator), never a candidate's own capacity.
    Message workText;
    AdviceProblem problem = AdviceProblem::None;
    Message problemText; // why nothing (or nothing within the limits) was found, with the nearest miss
    std::optional<AdvicePoint> nearest; // the nearest miss when there is a problem
    bool cancelled = false;
    AdviceStats stats;
};

// The frontier for the scenario's workload. The plan's catalog (planCatalog()) and the scenario's finance,
// site mode, cooling and workload are kept; only the build, its parallelism and its region change.
Advice advise(const Scenario& scenario, const Catalog& catalog, const AdviceRequest& request = {});

// The Pareto frontier of (cost, time) points by brute comparison: indices of the points no other point
// beats in both (a tie in both keeps the first). For training lower days is better; for inference
// higher tokens per second. Exposed for tests.
std::vector<std::size_t> paretoFrontier(const std::vector<std::pair<double, double>>& costAndTime);

// A frontier point is kept only when it saves at least this share of the time of the next cheaper point
// kept (or serves this share more throughput), and at least this share of the deadline (or of the
// throughput target) when there is one. The estimate's time rests on an assumed share of peak throughput
// and is good to no better than ±10–20%, so a gain under 5% is not one to pay for; and a build that
// already finishes well inside a 14-day deadline gains nothing a plan can use from finishing hours
// (under 0.7 days) sooner. The best point, or the nearest miss, is always kept.
inline constexpr double kFrontierStep = 0.05;
// Thins a frontier (fastest first, cost falling along it), walking from the cheapest point: indices
// kept, fastest first. `time`: lower is better (days, or minus tokens per second); `minStep`: the least
// gain in those units (kFrontierStep × the deadline or target; 0 without one); `keep`: an index kept
// whatever its time, or none, besides the first (fastest) and the last (cheapest).
std::vector<std::size_t> thinFrontier(const std::vector<double>& time, std::optional<std::size_t> keep,
                                      double minStep = 0);

// How far the search went, in one sentence for the window, the quote and the command line alike: the
// candidates (build × region × way to pay) it considered and how many it costed in full; the others were
// set aside because even their lowest possible cost was above a faster build's.
Message adviceSearchCounts(const Advice& advice);

// A time to train as the advisor writes it: hours below a day ("5.2 hours"), else days ("8.7 days").
Arg trainingTimePhrase(double days);

nlohmann::json adviceToJson(const Advice& advice, const Catalog& catalog);
std::string adviceToCsv(const Advice& advice, const Catalog& catalog);

} // namespace planner
