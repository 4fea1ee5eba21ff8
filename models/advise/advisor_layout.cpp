// The parallelism of an advised build: the layout that fits memory (the estimator's memory model) and
// that the estimator finds fastest.
#include "models/advise/advisor_internal.h"

#include <algorithm>
#include <array>
#include <limits>

namespace planner::advise_detail {

namespace {

bool faster(const Estimate& a, const Estimate& b, bool training)
{
    if (training)
        return a.compute.days < b.compute.days * (1 - 1e-12);
    return a.inference.sustainedTokensPerSecond > b.inference.sustainedTokensPerSecond * (1 + 1e-12);
}

} // namespace

MemoryCache::MemoryCache(const Scenario& base, const Catalog& catalog, AdviceStats& stats)
    : scratch_(base)
    , stats_(stats)
    , model_(catalog.model(base.workload.modelId))
{
}

double MemoryCache::need(const Workload& w, int gpus)
{
    if (!model_)
        return std::numeric_limits<double>::infinity();
    const int tp = std::max(1, w.tensorParallel);
    const int pp = std::max(1, w.pipelineParallel);
    const int dp = std::max(1, gpus / (tp * pp));
    // One integer: tensor and pipeline ≤ 64, data ≤ 2^20, stage, recompute, micro-batch ≤ 2^12, one flag.
    const std::uint64_t key = static_cast<std::uint64_t>(tp) | static_cast<std::uint64_t>(pp) << 8
        | static_cast<std::uint64_t>(dp) << 16 | static_cast<std::uint64_t>(w.zeroStage & 3) << 40
        | static_cast<std::uint64_t>(static_cast<int>(w.recompute) & 3) << 42
        | static_cast<std::uint64_t>(w.microBatch & 0xfff) << 44 | static_cast<std::uint64_t>(w.sequenceParallel) << 56;
    if (const auto it = cache_.find(key); it != cache_.end())
        return it->second;
    scratch_.workload = w;
    ParallelLayout layout;
    layout.tensor = tp;
    layout.pipeline = pp;
    layout.data = dp;
    layout.gpusUsed = tp * pp * dp;
    layout.gpusAvailable = gpus;
    std::vector<Message> notes;
    const MemoryEstimate memory = estimateMemory(scratch_, *model_, layout, BuildFigures {}, notes);
    ++stats_.memoryChecks;
    // Inference: the KV cache takes what is left; the rules judge the weights and overhead alone.
    const double kv = w.kind == WorkloadKind::Inference ? memory.itemGB("kv_cache") : 0.0;
    return cache_[key] = memory.perGpuGB - kv;
}

std::optional<Layout> bestLayout(const Scenario& shape, const Catalog& catalog, const BuildFigures& build,
                                 const Gpu& gpu, int gpusPerNode, MemoryCache& memory, AdviceStats& stats,
                                 double& lightestNeedGB)
{
    const Workload& base = shape.workload;
    const ModelPreset* model = catalog.model(base.modelId);
    if (!model || build.gpus <= 0)
        return std::nullopt;
    const int gpus = build.gpus;
    const bool training = isTraining(base.kind);
    const int domain = gpu.linkGBs > 0 ? std::clamp(gpu.linkDomain, 1, gpusPerNode) : 1;

    // Tensor × pipeline splits that use every GPU, the least model parallelism first (tensor before
    // pipeline: inside a node's link domain it costs the least).
    struct Split {
        int tp, pp;
    };
    std::vector<Split> splits;
    for (const int tp : {1, 2, 4, 8, 16}) {
        if (tp > gpusPerNode || gpusPerNode % tp != 0)
            continue;
        if (tp > 1 && (model->heads <= 0 || model->heads % tp != 0))
            continue;
        if (tp > domain && !gpu.p2p)
            continue; // tensor parallelism over PCIe without peer-to-peer is an error of the rules
        for (const int pp : {1, 2, 4, 8, 16, 32, 64}) {
            if (pp > 1 && (model->layers <= 0 || pp > model->layers || model->architecture == ModelArchitecture::Cnn))
                continue;
            if (gpus % (tp * pp) != 0)
                continue;
            const int dp = gpus / (tp * pp);
            if (training && base.globalBatch < dp)
                continue; // fewer sequences a step than replicas
            splits.push_back({tp, pp});
        }
    }
    std::stable_sort(splits.begin(), splits.end(), [](const Split& a, const Split& b) {
        return a.tp * a.pp != b.tp * b.pp ? a.tp * a.pp < b.tp * b.pp : a.pp < b.pp;
    });

    const auto workloadFor = [&](const Split& split, Recompute recompute, int zero, int micro) {
        Workload w = base;
        w.tensorParallel = split.tp;
        w.pipelineParallel = split.pp;
        w.sequenceParallel = split.tp > 1; // norms and dropout split over the tensor ranks: less memory, same work
        w.recompute = recompute;
        w.zeroStage = zero;
        w.microBatch = micro;
        return w;
    };
    const auto estimateFor = [&](const Workload& w) {
        Scenario s = shape;
        s.workload = w;
        ++stats.estimates;
        return estimate(s, catalog, build);
    };
    const auto fits = [&](const Workload& w) {
        const double need = memory.need(w, gpus);
        lightestNeedGB = std::min(lightestNeedGB, need);
        return need <= gpu.memoryGB;
    };

    std::optional<Layout> best;
    const auto consider = [&](const Workload& w) {
        Estimate e = estimateFor(w);
        if (!best || faster(e, best->estimate, training))
            best = Layout {w, std::move(e)};
    };
    if (!training) {
        for (const Split& split : splits)
            if (const Workload w = workloadFor(split, base.recompute, 0, base.microBatch); fits(w))
                consider(w);
        return best;
    }
    // Less recomputation executes fewer FLOPs and a lower ZeRO stage moves fewer bytes, so for each
    // recompute level the split with the lowest stage that fits is its fastest; a heavier level is tried
    // only while the lighter one needed ZeRO-3.
    for (const Recompute recompute : {Recompute::None, Recompute::Selective, Recompute::Full}) {
        std::optional<Workload> chosen;
        for (int zero = 0; zero <= 3 && !chosen; ++zero)
            for (const Split& split : splits)
                if (const Workload w = workloadFor(split, recompute, zero, 1); fits(w)) {
                    chosen = w;
                    break;
                }
        if (!chosen)
            continue;
        consider(*chosen);
        if (chosen->zeroStage <= 2)
            break;
    }
    if (!best)
        return best;
    // Larger micro-batches, when the estimator finds them faster and memory holds them.
    const Workload chosen = best->workload;
    const int dp = gpus / (chosen.tensorParallel * chosen.pipelineParallel);
    for (const int micro : {2, 4}) {
        Workload w = chosen;
        w.microBatch = micro;
        if (base.globalBatch % (micro * dp) != 0 || !fits(w))
            break;
        consider(w);
    }
    return best;
}

} // namespace planner::advise_detail
