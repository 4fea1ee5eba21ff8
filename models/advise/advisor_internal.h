#pragma once
// Internal to models/advise: the pieces the advisor's search is split over. Not an API.

#include "models/advise/advisor.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace planner::advise_detail {

// Training kinds are ranked by days to train, the others (inference) by tokens per second.
bool isTraining(WorkloadKind kind);

// The scenario's workload trimmed to what a search changes: parallelism reset, every other field kept.
Workload searchWorkload(const Workload& workload);

// True when the findings hold no error or warning of the given rules (prefix match: "cpu." is every
// rule of the CPU).
bool passes(const std::vector<Finding>& findings, std::span<const std::string_view> rulePrefixes);
// True when the findings hold no error of the given rules.
bool noErrorOf(const std::vector<Finding>& findings, std::span<const std::string_view> rulePrefixes);
bool hasError(const std::vector<Finding>& findings);
int warningCount(const std::vector<Finding>& findings);

// The node group of one GPU model, platform and GPUs per node with the cheapest host parts that pass the
// rules of each part (CPU, memory, drives, network), for one node (`multiNode` false) or several. nullopt
// when no choice passes (the platform cannot carry the GPU, its supplies are too small, …).
struct PartsFill {
    NodeGroup group;
    double nodeCapex = 0; // display currency
};
std::optional<PartsFill> fillParts(const Scenario& base, const Catalog& catalog, const Gpu& gpu,
                                   const Platform& platform, int gpusPerNode, bool multiNode, AdviceStats& stats);

// The fabric for a node count: none for one node, one switch while its ports suffice, else leaf-spine.
Fabric fabricFor(const NodeGroup& group, const Catalog& catalog, const Fabric& original);

// Per-GPU memory of a layout, from the estimator's memory model, memoised: it depends on the layout and
// the workload, not on the GPU (the GPU's capacity is compared afterwards).
class MemoryCache {
public:
    MemoryCache(const Scenario& base, const Catalog& catalog, AdviceStats& stats);
    // GB one GPU needs (for inference without the KV cache, which only sets how many sequences fit).
    double need(const Workload& workload, int gpus);

private:
    Scenario scratch_; // the scenario, its workload replaced by the one sized
    AdviceStats& stats_;
    const ModelPreset* model_;
    std::unordered_map<std::uint64_t, double> cache_;
};

// The layout of a workload on `gpus` GPUs of `gpusPerNode` a node that fits memory and that the estimator
// finds fastest, or nullopt when none fits. `lightestNeedGB` gets the smallest need seen (for "no GPU fits").
struct Layout {
    Workload workload;
    Estimate estimate;
};
std::optional<Layout> bestLayout(const Scenario& shape, const Catalog& catalog, const BuildFigures& build,
                                 const Gpu& gpu, int gpusPerNode, MemoryCache& memory, AdviceStats& stats,
                                 double& lightestNeedGB);

// The work every candidate is costed for: the plan's own, held fixed, so that a build owning more GPUs is
// not costed for more work. Training: runs a month, the workload's runsPerMonth when the plan takes its
// demand from the workload, else the plan's GPU-hours a month (its mean, for a ramp) over the plan's
// GPU-hours a run. Inference: tokens a month, the plan's GPU-hours a month at the plan's tokens per
// GPU-hour. Not held (`held` false) when the plan's own build has no inference estimate to convert from:
// then each candidate keeps the plan's utilisation, and `text` says so.
struct PlanWork {
    bool training = true;
    bool held = false;
    double runsPerMonth = 0;
    double tokensPerMonth = 0;
    Message text; // what the work is, for the window, the command line and the quote
};
PlanWork planWork(const Scenario& scenario, const Catalog& catalog);
// Sets a candidate's finance (and runs a month) so that its TCO costs the plan's work on its own GPUs, and so
// that saved as a scenario it costs the same: false when it cannot serve the work (inference over 100%).
bool holdWork(Scenario& candidate, const PlanWork& work, const Estimate& estimate, int gpus, double hoursPerMonth);

// The sentence saying why a point is on the frontier, and the problem texts.
Message whyOnFrontier(const Advice& advice, const AdvicePoint& point, std::size_t index, const Catalog& catalog);
Arg buildPhrase(const AdvicePoint& point, const Catalog& catalog);
Arg optionPhrase(TcoOption option);
Arg regionPhrase(const std::string& regionId, const Catalog& catalog);
// A time to train as people read it: hours below a day ("5.2 hours"), else days ("8.7 days").
Arg timePhrase(double days);

} // namespace planner::advise_detail
