// Training compute and time, inference throughput, storage, and the JSON form of an estimate.
#include "models/estimate/estimate.h"

#include "models/plan/plan_enum_names.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace planner {

namespace {

constexpr double kGB = 1e9;
constexpr double kHoursPerMonth = 730.0;
constexpr double kPrefillEfficiency = 0.5; // share of dense peak reached by prefill (large GEMMs)
constexpr double kDecodeBandwidthShare = 0.75; // share of HBM/GDDR bandwidth a decode step reaches
// CNN training reaches a far lower share of the tensor peak: MLPerf Training v1.0, DGX A100 ResNet-50
// ≈ 28 min for ≈ 37 epochs of ImageNet ≈ 28k images/s ≈ 15% of 8 × 312 TFLOPS (derived).
constexpr double kCnnMfuFactor = 0.35;

bool isTraining(WorkloadKind k)
{
    return k == WorkloadKind::Pretraining || k == WorkloadKind::FullFineTune || k == WorkloadKind::LoRA
        || k == WorkloadKind::QLoRA || k == WorkloadKind::CvTraining;
}

Precision computePrecision(const Workload& w)
{
    if (w.precision == Precision::FP32)
        return Precision::FP32;
    if (w.precision == Precision::FP8)
        return Precision::FP8;
    return Precision::BF16;
}

Precision inferencePrecision(Precision p, const Gpu& g)
{
    // INT8: W8A8 (SmoothQuant) on integer tensor cores where the GPU has them; INT4: weight-only, BF16 math.
    if (p == Precision::INT8 && g.int8Tops > 0)
        return Precision::INT8;
    if (p == Precision::INT8 || p == Precision::INT4)
        return Precision::BF16;
    return p;
}

std::string scientificNumber(double v)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.2e", v);
    return buffer;
}

bool isTransformerLm(const ModelPreset& m)
{
    return (m.architecture == ModelArchitecture::DecoderLM || m.architecture == ModelArchitecture::MoeLM
            || m.architecture == ModelArchitecture::EncoderLM)
        && m.hidden > 0;
}

// A run of exactly this configuration that measured its memory replaces the estimate's total by the
// measurement: the difference becomes an item of its own, so the breakdown still adds up.
void calibrateMemory(MemoryEstimate& mem, const std::vector<MeasuredRun>& runs, const Workload& w,
                     const ParallelLayout& layout, int gpus, const BuildFigures& build)
{
    if (!mem.applicable || w.kind == WorkloadKind::Inference || w.kind == WorkloadKind::CvTraining)
        return;
    const bool lora = w.kind == WorkloadKind::LoRA || w.kind == WorkloadKind::QLoRA;
    int chosen = -1;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const MeasuredRun& r = runs[i];
        const bool runLora = r.trainsAdapters();
        bool allThisGpu = !build.groups.empty();
        for (const auto& g : build.groups)
            if (g.gpus > 0 && (!g.gpu || g.gpu->id != r.gpuId))
                allThisGpu = false;
        if (r.peakMemoryGB > 0 && allThisGpu && r.modelId == w.modelId && runLora == lora
            && r.tensorParallel == layout.tensor && r.pipelineParallel == layout.pipeline
            && r.microBatch == std::max(1, w.microBatch) && r.sequenceLength == w.sequenceLength && r.gpus == gpus
            && (chosen < 0 || r.date > runs[static_cast<std::size_t>(chosen)].date))
            chosen = static_cast<int>(i);
    }
    if (chosen < 0)
        return;
    const MeasuredRun& r = runs[static_cast<std::size_t>(chosen)];
    const double delta = r.peakMemoryGB - mem.perGpuGB;
    mem.items.push_back(
        {"calibration", "phrase.memory.calibration", delta,
         Message(
             "estimate.memory.calibrated",
             {{"date", r.date}, {"measuredGB", number(r.peakMemoryGB, 1)}, {"estimatedGB", number(mem.perGpuGB, 1)}})});
    mem.perGpuGB = r.peakMemoryGB;
    for (auto& fit : mem.groups) {
        fit.freeGB = fit.capacityGB - mem.perGpuGB;
        fit.usedPct = fit.capacityGB > 0 ? 100.0 * mem.perGpuGB / fit.capacityGB : 0;
        fit.fits = fit.freeGB >= 0;
    }
    CalibrationUsed used;
    used.run = chosen;
    used.date = r.date;
    used.memory = true;
    used.memoryDeltaGB = delta;
    mem.calibration = used;
}

} // namespace

double peakTflops(const Gpu& gpu, Precision precision)
{
    switch (precision) {
    case Precision::FP32:
        return gpu.fp32Tflops > 0 ? gpu.fp32Tflops : gpu.bf16Tflops / 2;
    case Precision::FP8:
        return gpu.fp8Tflops > 0 ? gpu.fp8Tflops : gpu.bf16Tflops;
    case Precision::INT8:
    case Precision::INT4:
        return gpu.int8Tops > 0 ? gpu.int8Tops : gpu.bf16Tflops;
    case Precision::BF16:
        break;
    }
    return gpu.bf16Tflops;
}

MfuAssumption assumedMfu(const Gpu& gpu, int gpusPerNode, int linkDomainGpus, Precision precision)
{
    MfuAssumption a;
    const std::string link = gpu.link.empty() ? std::string("link") : gpu.link;
    const bool fastLink = gpu.linkGBs >= 300;
    auto pct = [](double mfu) { return number(mfu * 100, 0); };
    if (gpusPerNode <= 1) {
        a.mfu = gpu.gpuClass == GpuClass::DataCenter ? 0.42 : 0.35;
        a.how = Message("estimate.mfu.single", {{"pct", pct(a.mfu)}});
    } else if (gpu.gpuClass == GpuClass::DataCenter && fastLink && linkDomainGpus >= gpusPerNode) {
        a.mfu = 0.42;
        a.how = Message("estimate.mfu.link_domain",
                        {{"gpusPerNode", std::to_string(gpusPerNode)}, {"link", link}, {"pct", pct(a.mfu)}});
    } else if (gpu.gpuClass != GpuClass::Consumer) {
        a.mfu = 0.35;
        if (linkDomainGpus > 1)
            a.how = Message("estimate.mfu.pcie_domains",
                            {{"gpusPerNode", std::to_string(gpusPerNode)},
                             {"link", link},
                             {"domain", std::to_string(linkDomainGpus)},
                             {"pct", pct(a.mfu)}});
        else
            a.how = Message("estimate.mfu.pcie_professional", {{"pct", pct(a.mfu)}});
    } else if (gpu.p2p || gpu.linkGBs > 0) {
        a.mfu = 0.30;
        a.how = Message("estimate.mfu.consumer_p2p", {{"pct", pct(a.mfu)}});
    } else {
        a.mfu = 0.27;
        a.how = Message("estimate.mfu.consumer_no_p2p", {{"pct", pct(a.mfu)}});
    }
    if (!gpu.softwareStack.empty() && gpu.softwareStack != "CUDA") {
        a.mfu *= 0.85;
        a.how = Message("estimate.mfu.stack", {{"base", phrase(a.how)}, {"stack", gpu.softwareStack}});
    }
    if (precision == Precision::FP8 && gpu.fp8Tflops > 0) {
        a.mfu *= 0.7;
        a.how = Message("estimate.mfu.fp8", {{"base", phrase(a.how)}});
    }
    return a;
}

ScalingAssumption assumedScaling(int nodes, double nicGbpsPerGpu, bool rdma, double oversubscription,
                                 double trafficFactor)
{
    ScalingAssumption s;
    if (nodes <= 1) {
        s.how = Message("estimate.scaling.one_node");
        return s;
    }
    double effective = nicGbpsPerGpu / std::max(1.0, oversubscription) / std::max(1.0, trafficFactor);
    if (!rdma)
        effective /= 2; // TCP copies through the CPU: about half the usable bandwidth (assumption)
    const double loss = 0.008 * std::log2(static_cast<double>(nodes)) * std::sqrt(200.0 / std::max(effective, 1.0));
    s.efficiency = std::clamp(1.0 - loss, 0.3, 1.0);
    s.how = Message(
        "estimate.scaling.formula",
        {{"nodes", std::to_string(nodes)},
         {"gbps", number(nicGbpsPerGpu, 1)},
         {"transport", phrase(rdma ? "estimate.scaling.rdma" : "estimate.scaling.tcp")},
         {"fabric",
          oversubscription > 1 ? phrase("estimate.scaling.oversubscribed", {{"ratio", number(oversubscription, 1)}})
                               : phrase("estimate.scaling.non_blocking")},
         {"pct", number(s.efficiency * 100, 1)}});
    if (trafficFactor > 1)
        s.how = Message("estimate.scaling.zero3", {{"base", phrase(s.how)}, {"factor", number(trafficFactor, 1)}});
    return s;
}

int closestMeasuredRun(const std::vector<MeasuredRun>& runs, const std::string& gpuId, const Workload& workload,
                       int tensorParallel, int pipelineParallel, int gpus)
{
    const bool lora = workload.kind == WorkloadKind::LoRA || workload.kind == WorkloadKind::QLoRA;
    int best = -1;
    double bestDistance = 0;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const MeasuredRun& r = runs[i];
        const bool runLora = r.trainsAdapters();
        if (r.gpuId != gpuId || r.modelId != workload.modelId || runLora != lora || r.tokensPerSecondPerGpu <= 0)
            continue;
        auto logRatio = [](double a, double b) { return std::abs(std::log(std::max(a, 1.0) / std::max(b, 1.0))); };
        const double distance = logRatio(workload.sequenceLength, r.sequenceLength)
            + logRatio(workload.microBatch, r.microBatch) + 0.5 * (r.tensorParallel != tensorParallel)
            + 0.5 * (r.pipelineParallel != pipelineParallel) + 0.25 * logRatio(gpus, r.gpus);
        if (best < 0 || distance < bestDistance - 1e-12
            || (std::abs(distance - bestDistance) <= 1e-12 && r.date > runs[static_cast<std::size_t>(best)].date)) {
            best = static_cast<int>(i);
            bestDistance = distance;
        }
    }
    return best;
}

Arg nodeGroupLabel(const Scenario& scenario, int index)
{
    const auto& groups = scenario.cluster.nodeGroups;
    if (index >= 0 && index < static_cast<int>(groups.size()) && !groups[static_cast<size_t>(index)].name.empty())
        return groups[static_cast<size_t>(index)].name;
    return phrase("phrase.node_group", {{"groupNumber", std::to_string(index + 1)}});
}

double trainingFlopsPerToken(double activeParams, int layers, int hidden, double sequence, bool lora)
{
    return (lora ? 4.0 : 6.0) * activeParams + 12.0 * layers * static_cast<double>(hidden) * sequence;
}

double recomputeFlopsPerToken(double activeParams, int layers, int hidden, double sequence, Recompute recompute)
{
    const double attention = 4.0 * layers * static_cast<double>(hidden) * sequence;
    switch (recompute) {
    case Recompute::Full:
        return 2.0 * activeParams + attention;
    case Recompute::Selective:
        return attention;
    case Recompute::None:
        break;
    }
    return 0;
}

Estimate estimate(const Scenario& scenario, const Catalog& catalog, const BuildFigures& build)
{
    const Workload& w = scenario.workload;
    Estimate e;
    e.kind = w.kind;
    e.parallel = parallelLayout(w, build);
    e.model = catalog.model(w.modelId);
    const int used = std::min(e.parallel.gpusUsed, e.parallel.gpusAvailable);

    if (w.kind == WorkloadKind::Custom) {
        e.gpuHoursPerMonth = w.customGpuHoursPerMonth;
        e.noteTexts.emplace_back("estimate.note.custom");
        e.storage.datasetTB = w.datasetTB;
        e.storage.neededTBPerNode = w.datasetTB;
        for (const auto& g : build.groups)
            e.storage.groups.push_back({g.index, g.nvmeUsableTBPerNode, g.nvmeReadGBsPerNode});
        return e;
    }
    if (!e.model) {
        e.noteTexts.push_back(Message("estimate.note.unknown_model", {{"model", w.modelId}}));
        return e;
    }
    const ModelPreset& m = *e.model;
    e.memory = estimateMemory(scenario, m, e.parallel, build, e.noteTexts);
    calibrateMemory(e.memory, catalog.measuredRuns, w, e.parallel, used, build);

    // Per-GPU figures of the node groups that have GPUs. A synchronous training step waits for its slowest
    // rank, so training runs at the pace of the slowest group; inference replicas serve independently.
    const Precision p = computePrecision(w);
    const double cnnFactor = m.architecture == ModelArchitecture::Cnn ? kCnnMfuFactor : 1.0;
    double gpus = 0, gpuNodes = 0, bandwidthSum = 0, inferPeakSum = 0, fastestSustained = 0;
    double minNicPerGpu = -1;
    bool allRdma = true;
    const NodeGroupFigures* pacing = nullptr;
    double pacingSustained = 0, pacingPeak = 0;
    MfuAssumption pacingMfu;
    std::vector<std::string> gpuNames;
    for (const auto& g : build.groups) {
        if (!g.gpu || g.gpus <= 0)
            continue;
        const MfuAssumption mfu = assumedMfu(*g.gpu, g.gpusPerNode, g.linkDomainGpus, p);
        const double peak = peakTflops(*g.gpu, p) * 1e12;
        const double sustained = peak * mfu.mfu * cnnFactor;
        gpus += g.gpus;
        gpuNodes += g.nodes;
        bandwidthSum += g.gpus * g.gpu->bandwidthGBs * kGB;
        inferPeakSum += g.gpus * peakTflops(*g.gpu, inferencePrecision(w.precision, *g.gpu)) * 1e12;
        fastestSustained = std::max(fastestSustained, sustained);
        if (!pacing || sustained < pacingSustained) {
            pacing = &g;
            pacingSustained = sustained;
            pacingPeak = peak;
            pacingMfu = mfu;
        }
        if (std::find(gpuNames.begin(), gpuNames.end(), g.gpu->name) == gpuNames.end())
            gpuNames.push_back(g.gpu->name);
        const double perGpu = g.gpusPerNode > 0 ? g.nicGbpsPerNode / g.gpusPerNode : 0;
        minNicPerGpu = minNicPerGpu < 0 ? perGpu : std::min(minNicPerGpu, perGpu);
        allRdma = allRdma && g.nic && g.nic->rdma;
    }
    if (gpus <= 0 || !pacing) {
        e.noteTexts.emplace_back("estimate.note.no_gpus");
        return e;
    }
    const double avgBandwidth = bandwidthSum / gpus;
    const double avgInferPeak = inferPeakSum / gpus;
    const double activeParams = (m.activeParamsB > 0 ? m.activeParamsB : m.paramsB) * 1e9;
    const int gpusPerNodeAvg = std::max(1, static_cast<int>(std::lround(gpus / std::max(1.0, gpuNodes))));
    const int nodesUsed = std::max(1, (used + gpusPerNodeAvg - 1) / gpusPerNodeAvg);
    const bool mixed = gpuNames.size() > 1 && pacingSustained < fastestSustained * 0.999;

    if (isTraining(w.kind)) {
        ComputeEstimate& c = e.compute;
        c.applicable = true;
        c.pacingGroup = pacing->index;
        const double epochs = std::max(1, w.epochs);
        double recomputeFlops = 0;
        if (m.architecture == ModelArchitecture::Cnn || m.architecture == ModelArchitecture::VisionTransformer) {
            const double images = w.tokensB * 1e6 * epochs;
            c.flops = 3.0 * m.gflopsPerSample * 1e9 * images;
            c.flopsHowText = Message("estimate.flops.images",
                                     {{"gflops", number(m.gflopsPerSample, 1)},
                                      {"images", number(w.tokensB, 2)},
                                      {"epochs", number(epochs, 0)}});
        } else {
            const double tokens = w.tokensB * 1e9 * epochs;
            const bool lora = w.kind == WorkloadKind::LoRA || w.kind == WorkloadKind::QLoRA;
            const double sequence = std::max(1, w.sequenceLength);
            c.flops = trainingFlopsPerToken(activeParams, m.layers, m.hidden, sequence, lora) * tokens;
            recomputeFlops = recomputeFlopsPerToken(activeParams, m.layers, m.hidden, sequence, w.recompute) * tokens;
            const bool moe = m.architecture == ModelArchitecture::MoeLM;
            c.flopsHowText = Message(lora ? "estimate.flops.lm_lora" : "estimate.flops.lm",
                                     {{"params",
                                       phrase(moe ? "estimate.flops.active_params" : "estimate.flops.params",
                                              {{"count", number(activeParams / 1e9, 2)}})},
                                      {"layers", std::to_string(m.layers)},
                                      {"hidden", std::to_string(m.hidden)},
                                      {"sequence", number(sequence, 0)},
                                      {"tokens", number(tokens / 1e9, 2)}});
            if (recomputeFlops > 0)
                c.flopsHowText = Message(
                    w.recompute == Recompute::Full ? "estimate.flops.recompute_full"
                                                   : "estimate.flops.recompute_selective",
                    {{"base", phrase(c.flopsHowText)}, {"executed", scientificNumber(c.flops + recomputeFlops)}});
        }
        c.hardwareFlops = c.flops + recomputeFlops;
        const double modelShare = c.hardwareFlops > 0 ? c.flops / c.hardwareFlops : 1.0;
        c.mfu = pacingSustained / pacingPeak * modelShare;
        c.mfuHowText = pacingMfu.how;
        if (cnnFactor < 1)
            c.mfuHowText = Message("estimate.mfu.cnn", {{"base", phrase(c.mfuHowText)}});
        if (recomputeFlops > 0)
            c.mfuHowText = Message("estimate.mfu.recompute",
                                   {{"base", phrase(c.mfuHowText)},
                                    {"extraPct", number(100.0 * recomputeFlops / c.flops, 0)},
                                    {"mfuPct", number(c.mfu * 100, 1)}});
        if (mixed) {
            const std::string& names = pacing->gpu->name;
            c.mfuHowText = Message(
                "estimate.mfu.pacing",
                {{"base", phrase(c.mfuHowText)}, {"gpu", names}, {"group", nodeGroupLabel(scenario, pacing->index)}});
            std::vector<Arg> all(gpuNames.begin(), gpuNames.end());
            e.noteTexts.push_back(
                Message("estimate.note.mixed_gpus",
                        {{"gpus", sum(std::move(all))},
                         {"slowest", pacing->gpu->name},
                         {"idlePct", number(100.0 * (1.0 - pacingSustained / fastestSustained), 0)}}));
        }
        // A measured run of this GPU and model corrects the utilisation by what the formulas missed for
        // the run's own configuration; neighbouring configurations move in the same proportion.
        const int runIndex = isTransformerLm(m)
            ? closestMeasuredRun(catalog.measuredRuns, pacing->gpu->id, w, e.parallel.tensor, e.parallel.pipeline, used)
            : -1;
        if (runIndex >= 0) {
            const MeasuredRun& r = catalog.measuredRuns[static_cast<std::size_t>(runIndex)];
            const Gpu& gpu = *pacing->gpu;
            const int runNodes = (r.gpus + std::max(1, r.gpusPerNode) - 1) / std::max(1, r.gpusPerNode);
            const int runDomain = gpu.linkGBs > 0 ? std::min(gpu.linkDomain, r.gpusPerNode) : 1;
            const double runHfu = assumedMfu(gpu, r.gpusPerNode, runDomain, p).mfu;
            const double runScaling
                = assumedScaling(runNodes, std::max(0.0, minNicPerGpu), allRdma, scenario.fabric.oversubscription,
                                 w.fsdp || w.zeroStage >= 3 ? 1.5 : 1.0)
                      .efficiency;
            const bool runLora = r.trainsAdapters();
            const double runSequence = std::max(1, r.sequenceLength);
            const double runFlopsPerToken
                = trainingFlopsPerToken(activeParams, m.layers, m.hidden, runSequence, runLora)
                + recomputeFlopsPerToken(activeParams, m.layers, m.hidden, runSequence, w.recompute);
            const double predicted = pacingPeak * runHfu * runScaling / runFlopsPerToken;
            if (predicted > 0) {
                CalibrationUsed applied;
                applied.run = runIndex;
                applied.date = r.date;
                applied.throughputFactor = r.tokensPerSecondPerGpu / predicted;
                pacingSustained *= applied.throughputFactor;
                c.mfu *= applied.throughputFactor;
                c.mfuHowText = Message("estimate.mfu.calibrated",
                                       {{"base", phrase(c.mfuHowText)},
                                        {"date", r.date},
                                        {"measured", number(r.tokensPerSecondPerGpu, 0)},
                                        {"predicted", number(predicted, 0)},
                                        {"factor", number(applied.throughputFactor, 2)},
                                        {"mfuPct", number(c.mfu * 100, 1)}});
                c.calibration = applied;
            }
        }
        if (e.memory.calibration) {
            if (!c.calibration)
                c.calibration = CalibrationUsed {};
            c.calibration->memory = true;
            c.calibration->memoryDeltaGB = e.memory.calibration->memoryDeltaGB;
            if (c.calibration->run < 0) {
                c.calibration->run = e.memory.calibration->run;
                c.calibration->date = e.memory.calibration->date;
            }
        }
        const bool fullySharded = w.fsdp || w.zeroStage >= 3;
        const ScalingAssumption scaling = assumedScaling(nodesUsed, std::max(0.0, minNicPerGpu), allRdma,
                                                         scenario.fabric.oversubscription, fullySharded ? 1.5 : 1.0);
        c.scalingEfficiency = scaling.efficiency;
        c.scalingHowText = scaling.how;
        const double sustained = pacingSustained * modelShare * used * c.scalingEfficiency;
        c.effectivePflops = sustained / 1e15;
        const double seconds = sustained > 0 ? c.flops / sustained : 0;
        c.hours = seconds / 3600.0;
        c.days = c.hours / 24.0;
        c.gpuHoursPerRun = c.hours * used;
        e.gpuHoursPerMonth = c.gpuHoursPerRun * std::max(0.0, w.runsPerMonth);
    }

    if (w.kind == WorkloadKind::Inference) {
        InferenceEstimate& inf = e.inference;
        inf.applicable = true;
        inf.targetTokensPerSecond = w.targetTokensPerSecond;
        const int tp = e.parallel.tensor, pp = e.parallel.pipeline;
        const int replicaGpus = tp * pp;
        const int replicas = std::max(1, used / replicaGpus);
        const double kvElem = w.precision == Precision::FP32 ? 4.0 : 2.0;
        const double kvPerSeq = kvCacheBytes(m.layers, m.kvCacheElements, w.contextLength, 1, kvElem);
        inf.kvCachePerSequenceGB = kvPerSeq / kGB;
        const double weightsReplica = m.paramsB * 1e9 * weightBytes(w.precision);

        // Sequences that fit: what each GPU has left after weights and overhead, over the KV of one sequence.
        double minCapacity = -1;
        for (const auto& f : e.memory.groups)
            minCapacity = minCapacity < 0 ? f.capacityGB : std::min(minCapacity, f.capacityGB);
        const double kvSplit = kvCacheSplit(m, tp) * pp;
        const double freePerGpu = std::max(0.0, minCapacity * kGB - 1.5 * kGB - 1.05 * weightsReplica / replicaGpus);
        const double kvPerSeqGpu = 1.05 * kvPerSeq / kvSplit;
        const int perReplica = kvPerSeqGpu > 0 ? static_cast<int>(std::floor(freePerGpu / kvPerSeqGpu)) : 0;
        inf.sequencesFit = perReplica * replicas;
        inf.servedSequences = std::min(std::max(0, w.concurrentSequences), inf.sequencesFit);

        inf.prefillTokensPerSecond = avgInferPeak * kPrefillEfficiency * used / (2.0 * activeParams);
        auto decodeRate = [&](int sequences) {
            if (sequences <= 0)
                return 0.0;
            const double batch = std::ceil(static_cast<double>(sequences) / replicas);
            const double bytes = weightsReplica + batch * kvPerSeq;
            const double memoryTime = bytes / (avgBandwidth * kDecodeBandwidthShare * replicaGpus);
            const double computeTime = batch * 2.0 * activeParams / (avgInferPeak * kPrefillEfficiency * replicaGpus);
            return batch / std::max(memoryTime, computeTime) * replicas;
        };
        inf.decodeTokensPerSecond = decodeRate(w.concurrentSequences);
        inf.sustainedTokensPerSecond = decodeRate(inf.servedSequences);
        const double batch = std::ceil(std::max(1, inf.servedSequences) / static_cast<double>(replicas));
        inf.bytesPerDecodeStepGB = (weightsReplica + batch * kvPerSeq) / kGB;
        inf.howText = Message("phrase.inference.how",
                              {{"weightsGB", number(weightsReplica / kGB)},
                               {"kvGB", number(batch * kvPerSeq / kGB)},
                               {"batch", number(batch, 0)},
                               {"context", std::to_string(w.contextLength)},
                               {"bandwidthPct", number(kDecodeBandwidthShare * 100, 0)},
                               {"bandwidthGBs", number(avgBandwidth * replicaGpus / kGB, 0)},
                               {"replicas", std::to_string(replicas)},
                               {"replicaGpus", std::to_string(replicaGpus)},
                               {"prefillPct", number(kPrefillEfficiency * 100, 0)}});
        e.gpuHoursPerMonth = used * kHoursPerMonth;
    }

    // Storage: capacity for the dataset and checkpoints, read rate for data loading.
    StorageEstimate& st = e.storage;
    st.datasetTB = w.datasetTB;
    const double params = m.paramsB * 1e9;
    double baseModelTB = 0;
    if (w.kind == WorkloadKind::Inference) {
        st.checkpointsKept = 1;
        st.checkpointTB = params * weightBytes(w.precision) / 1e12;
        st.capacityHowText
            = Message("phrase.storage.capacity_inference", {{"weightsGB", number(st.checkpointTB * 1000, 0)}});
    } else if (w.kind == WorkloadKind::LoRA || w.kind == WorkloadKind::QLoRA) {
        const double adapters = loraAdapterParams(m, w.loraRank, w.kind == WorkloadKind::QLoRA);
        const ModelStateBytes per = bytesPerParam(Precision::BF16, w.optimizer);
        st.checkpointTB = adapters * (per.weights + per.optimizer) / 1e12;
        baseModelTB = params * 2 / 1e12;
        st.capacityHowText = Message("phrase.storage.capacity_adapters",
                                     {{"baseGB", number(baseModelTB * 1000, 0)},
                                      {"checkpoints", std::to_string(st.checkpointsKept)},
                                      {"checkpointGB", number(st.checkpointTB * 1000, 2)}});
    } else {
        const ModelStateBytes per
            = bytesPerParam(w.precision == Precision::FP32 ? Precision::FP32 : Precision::BF16, w.optimizer);
        st.checkpointTB = params * (per.weights + per.optimizer) / 1e12;
        st.capacityHowText = Message("phrase.storage.capacity_training",
                                     {{"datasetTB", number(w.datasetTB, 2)},
                                      {"checkpoints", std::to_string(st.checkpointsKept)},
                                      {"checkpointGB", number(st.checkpointTB * 1000, 0)},
                                      {"bytesPerParam", number(per.weights + per.optimizer, 0)}});
    }
    const int nodes = std::max(1, nodesUsed);
    st.neededTBPerNode = w.datasetTB + baseModelTB + st.checkpointsKept * st.checkpointTB / nodes;
    if (isTraining(w.kind) && e.compute.hours > 0) {
        const double epochs = std::max(1, w.epochs);
        const double bytes = w.datasetTB * 1e12 * epochs;
        st.readGBsNeededPerNode = bytes / (e.compute.hours * 3600.0) / nodes / kGB;
        st.readHowText = Message("phrase.storage.read",
                                 {{"readTB", number(w.datasetTB, 2)},
                                  {"epochs", number(epochs, 0)},
                                  {"readHours", number(e.compute.hours, 1)},
                                  {"readNodes", std::to_string(nodes)}});
    } else {
        st.readHowText = Message("phrase.storage.no_stream");
    }
    for (const auto& g : build.groups)
        st.groups.push_back({g.index, g.nvmeUsableTBPerNode, g.nvmeReadGBsPerNode});
    return e;
}

nlohmann::json estimateToJson(const Estimate& e)
{
    using nlohmann::json;
    json j;
    j["workload"] = std::string(enumName(e.kind));
    j["model"] = e.model ? e.model->id : "";
    json notes = json::array();
    for (const auto& note : e.noteTexts)
        notes.push_back(render(note));
    j["notes"] = notes;
    j["parallel"] = {{"tensor", e.parallel.tensor},
                     {"pipeline", e.parallel.pipeline},
                     {"data", e.parallel.data},
                     {"gpusUsed", e.parallel.gpusUsed},
                     {"gpusAvailable", e.parallel.gpusAvailable}};
    json items = json::array();
    for (const auto& i : e.memory.items)
        items.push_back({{"key", i.key}, {"label", i.label()}, {"gb", i.gb}, {"how", render(i.howText)}});
    json groups = json::array();
    for (const auto& g : e.memory.groups)
        groups.push_back({{"group", g.group},
                          {"gpu", g.gpuId},
                          {"capacityGB", g.capacityGB},
                          {"freeGB", g.freeGB},
                          {"usedPct", g.usedPct},
                          {"fits", g.fits}});
    j["memory"]
        = {{"applicable", e.memory.applicable}, {"perGpuGB", e.memory.perGpuGB}, {"items", items}, {"groups", groups}};
    const auto& c = e.compute;
    j["compute"] = {{"applicable", c.applicable},
                    {"flops", c.flops},
                    {"flopsHow", render(c.flopsHowText)},
                    {"mfu", c.mfu},
                    {"mfuHow", render(c.mfuHowText)},
                    {"scalingEfficiency", c.scalingEfficiency},
                    {"scalingHow", render(c.scalingHowText)},
                    {"effectivePflops", c.effectivePflops},
                    {"hours", c.hours},
                    {"days", c.days},
                    {"gpuHoursPerRun", c.gpuHoursPerRun},
                    {"calibration", nullptr}};
    if (c.calibration)
        j["compute"]["calibration"] = {{"run", c.calibration->run},
                                       {"date", c.calibration->date},
                                       {"throughputFactor", c.calibration->throughputFactor},
                                       {"memory", c.calibration->memory},
                                       {"memoryDeltaGB", c.calibration->memoryDeltaGB}};
    const auto& inf = e.inference;
    j["inference"] = {{"applicable", inf.applicable},
                      {"prefillTokensPerSecond", inf.prefillTokensPerSecond},
                      {"decodeTokensPerSecond", inf.decodeTokensPerSecond},
                      {"sequencesFit", inf.sequencesFit},
                      {"servedSequences", inf.servedSequences},
                      {"sustainedTokensPerSecond", inf.sustainedTokensPerSecond},
                      {"targetTokensPerSecond", inf.targetTokensPerSecond},
                      {"kvCachePerSequenceGB", inf.kvCachePerSequenceGB},
                      {"bytesPerDecodeStepGB", inf.bytesPerDecodeStepGB},
                      {"how", render(inf.howText)}};
    const auto& st = e.storage;
    json sg = json::array();
    for (const auto& g : st.groups)
        sg.push_back({{"group", g.group}, {"usableTB", g.usableTB}, {"readGBs", g.readGBs}});
    j["storage"] = {{"datasetTB", st.datasetTB},
                    {"checkpointTB", st.checkpointTB},
                    {"checkpointsKept", st.checkpointsKept},
                    {"neededTBPerNode", st.neededTBPerNode},
                    {"capacityHow", render(st.capacityHowText)},
                    {"readGBsNeededPerNode", st.readGBsNeededPerNode},
                    {"readHow", render(st.readHowText)},
                    {"groups", sg}};
    j["demand"] = {{"gpuHoursPerMonth", e.gpuHoursPerMonth}};
    return j;
}

} // namespace planner
