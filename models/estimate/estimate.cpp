// Training compute and time, inference throughput, storage, and the JSON form of an estimate.
#include "estimate/estimate.h"

#include "plan/plan_enum_names.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

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

bool nvlinkClass(const Gpu& g)
{
    return g.linkGBs >= 300;
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

MfuAssumption assumedMfu(const Gpu& gpu, int gpusPerNode, Precision precision, Recompute recompute)
{
    MfuAssumption a;
    if (gpusPerNode <= 1) {
        a.mfu = gpu.gpuClass == GpuClass::DataCenter ? 0.42 : 0.35;
        a.how = "single GPU per node, no intra-node traffic: " + formatNumber(a.mfu * 100, 0) + "%";
    } else if (gpu.gpuClass == GpuClass::DataCenter && nvlinkClass(gpu)) {
        a.mfu = 0.42;
        a.how = "data-centre GPUs on " + gpu.link
            + ": 42% (Llama 3 405B 38–43% on H100, arXiv:2407.21783; "
              "PaLM 46.2%, arXiv:2204.02311)";
    } else if (gpu.gpuClass != GpuClass::Consumer) {
        a.mfu = 0.35;
        a.how = "PCIe-connected professional GPUs: 35% (all-reduce over PCIe, planner assumption below the "
                "NVLink figures of Megatron-LM and Llama 3)";
    } else if (gpu.p2p || gpu.linkGBs > 0) {
        a.mfu = 0.30;
        a.how = "consumer GPUs with peer-to-peer: 30% (planner assumption)";
    } else {
        a.mfu = 0.27;
        a.how = "consumer GPUs without P2P: gradients go through host memory, 27% (planner assumption, 25–30%)";
    }
    if (!gpu.softwareStack.empty() && gpu.softwareStack != "CUDA") {
        a.mfu *= 0.85;
        a.how += "; × 0.85 for the less mature " + gpu.softwareStack + " kernels (assumption)";
    }
    if (precision == Precision::FP8 && gpu.fp8Tflops > 0) {
        a.mfu *= 0.7;
        a.how += "; × 0.7 of the FP8 peak (FP8 runs ≈1.4× BF16 end to end, not 2×)";
    }
    if (recompute == Recompute::Full) {
        a.mfu *= 0.78;
        a.how += "; × 0.78 for full recompute (Megatron 530B: 54.2% → 42.1%, arXiv:2205.05198)";
    } else if (recompute == Recompute::Selective) {
        a.mfu *= 0.97;
        a.how += "; × 0.97 for selective recompute (≈3% overhead, arXiv:2205.05198)";
    }
    return a;
}

ScalingAssumption assumedScaling(int nodes, double nicGbpsPerGpu, bool rdma, double oversubscription)
{
    ScalingAssumption s;
    if (nodes <= 1) {
        s.how = "one node: no traffic between nodes, 100%";
        return s;
    }
    double effective = nicGbpsPerGpu / std::max(1.0, oversubscription);
    if (!rdma)
        effective /= 2; // TCP copies through the CPU: about half the usable bandwidth (assumption)
    const double loss = 0.008 * std::log2(static_cast<double>(nodes)) * std::sqrt(200.0 / std::max(effective, 1.0));
    s.efficiency = std::clamp(1.0 - loss, 0.3, 1.0);
    s.how = std::to_string(nodes) + " nodes at " + formatNumber(nicGbpsPerGpu, 1) + " Gb/s per GPU"
        + (rdma ? "" : " without RDMA (halved)")
        + (oversubscription > 1 ? ", " + formatNumber(oversubscription, 1) + ":1 oversubscribed" : "")
        + ": 1 − 0.008 × log2(nodes) × √(200 / Gb/s per GPU) = " + formatNumber(s.efficiency * 100, 1)
        + "% (planner model: ≈94% at 1,000 GPUs with 200 Gb/s per GPU as in DGX; seed 001: below 100 Gb/s "
          "loses more than 10%)";
    return s;
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
        e.notes.push_back("Custom workload: demand given as GPU-hours a month; no memory or time estimate.");
        e.storage.datasetTB = w.datasetTB;
        e.storage.neededTBPerNode = w.datasetTB;
        for (const auto& g : build.groups)
            e.storage.groups.push_back({g.index, g.nvmeUsableTBPerNode, g.nvmeReadGBsPerNode});
        return e;
    }
    if (!e.model) {
        e.notes.push_back("Unknown model \"" + w.modelId + "\": no estimate.");
        return e;
    }
    const ModelPreset& m = *e.model;
    e.memory = estimateMemory(scenario, m, e.parallel, build, e.notes);

    // GPU-weighted figures over the node groups that have GPUs.
    double gpus = 0, peakSum = 0, sustainedSum = 0, bandwidthSum = 0, inferPeakSum = 0;
    double minNicPerGpu = -1;
    bool allRdma = true;
    std::string mfuHow;
    for (const auto& g : build.groups) {
        if (!g.gpu || g.gpus <= 0)
            continue;
        const Precision p = computePrecision(w);
        const MfuAssumption mfu = assumedMfu(*g.gpu, g.gpusPerNode, p, w.recompute);
        const double peak = peakTflops(*g.gpu, p) * 1e12;
        const double factor = m.architecture == ModelArchitecture::Cnn ? kCnnMfuFactor : 1.0;
        gpus += g.gpus;
        peakSum += g.gpus * peak;
        sustainedSum += g.gpus * peak * mfu.mfu * factor;
        bandwidthSum += g.gpus * g.gpu->bandwidthGBs * kGB;
        inferPeakSum += g.gpus * peakTflops(*g.gpu, inferencePrecision(w.precision, *g.gpu)) * 1e12;
        if (mfuHow.empty())
            mfuHow = mfu.how + (factor < 1 ? "; × 0.35 for CNNs (MLPerf ResNet-50 on DGX A100 ≈ 15% of peak)" : "");
        const double perGpu = g.gpusPerNode > 0 ? g.nicGbpsPerNode / g.gpusPerNode : 0;
        minNicPerGpu = minNicPerGpu < 0 ? perGpu : std::min(minNicPerGpu, perGpu);
        allRdma = allRdma && g.nic && g.nic->rdma;
    }
    if (gpus <= 0) {
        e.notes.push_back("The build has no GPUs: no time or throughput estimate.");
        return e;
    }
    const double avgPeak = peakSum / gpus;
    const double avgSustained = sustainedSum / gpus;
    const double avgBandwidth = bandwidthSum / gpus;
    const double avgInferPeak = inferPeakSum / gpus;
    const double activeParams = (m.activeParamsB > 0 ? m.activeParamsB : m.paramsB) * 1e9;
    const int gpusPerNodeAvg = std::max(1, static_cast<int>(std::lround(gpus / std::max(1, build.nodes))));
    const int nodesUsed = std::max(1, (used + gpusPerNodeAvg - 1) / gpusPerNodeAvg);

    if (isTraining(w.kind)) {
        ComputeEstimate& c = e.compute;
        c.applicable = true;
        const double epochs = std::max(1, w.epochs);
        if (m.architecture == ModelArchitecture::Cnn || m.architecture == ModelArchitecture::VisionTransformer) {
            const double images = w.tokensB * 1e6 * epochs;
            c.flops = 3.0 * m.gflopsPerSample * 1e9 * images;
            c.flopsHow = "3 × " + formatNumber(m.gflopsPerSample, 1) + " GFLOPs forward × " + formatNumber(w.tokensB, 2)
                + "M images × " + formatNumber(epochs, 0) + " epochs (forward + backward ≈ 3 × forward)";
        } else {
            const double tokens = w.tokensB * 1e9 * epochs;
            const bool lora = w.kind == WorkloadKind::LoRA || w.kind == WorkloadKind::QLoRA;
            const double k = lora ? 4.0 : 6.0;
            c.flops = k * activeParams * tokens;
            c.flopsHow = formatNumber(k, 0) + " × " + formatNumber(activeParams / 1e9, 2) + "B "
                + (m.architecture == ModelArchitecture::MoeLM ? "active " : "") + "params × "
                + formatNumber(tokens / 1e9, 2) + "B tokens"
                + (lora ? " (LoRA: no weight gradients for frozen weights, 4·N·D)" : " (6·N·D, Kaplan et al. 2020)");
        }
        c.mfu = avgSustained / avgPeak;
        c.mfuHow = mfuHow;
        const ScalingAssumption scaling
            = assumedScaling(nodesUsed, std::max(0.0, minNicPerGpu), allRdma, scenario.fabric.oversubscription);
        c.scalingEfficiency = scaling.efficiency;
        c.scalingHow = scaling.how;
        const double sustained = avgSustained * used * c.scalingEfficiency;
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
        const int kvHeads = m.kvHeads > 0 ? m.kvHeads : m.heads;
        const int headDim = m.heads > 0 ? m.hidden / m.heads : 0;
        const double kvElem = w.precision == Precision::FP32 ? 4.0 : 2.0;
        const double kvPerSeq = kvCacheBytes(m.layers, kvHeads, headDim, w.contextLength, 1, kvElem);
        inf.kvCachePerSequenceGB = kvPerSeq / kGB;
        const double weightsReplica = m.paramsB * 1e9 * weightBytes(w.precision);

        // Sequences that fit: what each GPU has left after weights and overhead, over the KV of one sequence.
        double minCapacity = -1;
        for (const auto& f : e.memory.groups)
            minCapacity = minCapacity < 0 ? f.capacityGB : std::min(minCapacity, f.capacityGB);
        const double kvSplit = std::min<double>(tp, std::max(1, kvHeads)) * pp;
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
                              {{"weightsGB", formatNumber(weightsReplica / kGB)},
                               {"kvGB", formatNumber(batch * kvPerSeq / kGB)},
                               {"batch", formatNumber(batch, 0)},
                               {"context", std::to_string(w.contextLength)},
                               {"bandwidthPct", formatNumber(kDecodeBandwidthShare * 100, 0)},
                               {"bandwidthGBs", formatNumber(avgBandwidth * replicaGpus / kGB, 0)},
                               {"replicas", std::to_string(replicas)},
                               {"replicaGpus", std::to_string(replicaGpus)},
                               {"prefillPct", formatNumber(kPrefillEfficiency * 100, 0)}});
        inf.how = render(inf.howText);
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
            = Message("phrase.storage.capacity_inference", {{"weightsGB", formatNumber(st.checkpointTB * 1000, 0)}});
    } else if (w.kind == WorkloadKind::LoRA || w.kind == WorkloadKind::QLoRA) {
        const double adapters = loraAdapterParams(m, w.loraRank, w.kind == WorkloadKind::QLoRA);
        const ModelStateBytes per = bytesPerParam(Precision::BF16, w.optimizer);
        st.checkpointTB = adapters * (per.weights + per.optimizer) / 1e12;
        baseModelTB = params * 2 / 1e12;
        st.capacityHowText = Message("phrase.storage.capacity_adapters",
                                     {{"baseGB", formatNumber(baseModelTB * 1000, 0)},
                                      {"checkpoints", std::to_string(st.checkpointsKept)},
                                      {"checkpointGB", formatNumber(st.checkpointTB * 1000, 2)}});
    } else {
        const ModelStateBytes per
            = bytesPerParam(w.precision == Precision::FP32 ? Precision::FP32 : Precision::BF16, w.optimizer);
        st.checkpointTB = params * (per.weights + per.optimizer) / 1e12;
        st.capacityHowText = Message("phrase.storage.capacity_training",
                                     {{"datasetTB", formatNumber(w.datasetTB, 2)},
                                      {"checkpoints", std::to_string(st.checkpointsKept)},
                                      {"checkpointGB", formatNumber(st.checkpointTB * 1000, 0)},
                                      {"bytesPerParam", formatNumber(per.weights + per.optimizer, 0)}});
    }
    st.capacityHow = render(st.capacityHowText);
    const int nodes = std::max(1, nodesUsed);
    st.neededTBPerNode = w.datasetTB + baseModelTB + st.checkpointsKept * st.checkpointTB / nodes;
    if (isTraining(w.kind) && e.compute.hours > 0) {
        const double epochs = std::max(1, w.epochs);
        const double bytes = w.datasetTB * 1e12 * epochs;
        st.readGBsNeededPerNode = bytes / (e.compute.hours * 3600.0) / nodes / kGB;
        st.readHowText = Message("phrase.storage.read",
                                 {{"readTB", formatNumber(w.datasetTB, 2)},
                                  {"epochs", formatNumber(epochs, 0)},
                                  {"readHours", formatNumber(e.compute.hours, 1)},
                                  {"readNodes", std::to_string(nodes)}});
    } else {
        st.readHowText = Message("phrase.storage.no_stream");
    }
    st.readHow = render(st.readHowText);
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
    j["notes"] = e.notes;
    j["parallel"] = {{"tensor", e.parallel.tensor},
                     {"pipeline", e.parallel.pipeline},
                     {"data", e.parallel.data},
                     {"gpusUsed", e.parallel.gpusUsed},
                     {"gpusAvailable", e.parallel.gpusAvailable}};
    json items = json::array();
    for (const auto& i : e.memory.items)
        items.push_back({{"key", i.key}, {"label", i.label}, {"gb", i.gb}, {"how", i.how}});
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
                    {"flopsHow", c.flopsHow},
                    {"mfu", c.mfu},
                    {"mfuHow", c.mfuHow},
                    {"scalingEfficiency", c.scalingEfficiency},
                    {"scalingHow", c.scalingHow},
                    {"effectivePflops", c.effectivePflops},
                    {"hours", c.hours},
                    {"days", c.days},
                    {"gpuHoursPerRun", c.gpuHoursPerRun}};
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
                      {"how", inf.how}};
    const auto& st = e.storage;
    json sg = json::array();
    for (const auto& g : st.groups)
        sg.push_back({{"group", g.group}, {"usableTB", g.usableTB}, {"readGBs", g.readGBs}});
    j["storage"] = {{"datasetTB", st.datasetTB},
                    {"checkpointTB", st.checkpointTB},
                    {"checkpointsKept", st.checkpointsKept},
                    {"neededTBPerNode", st.neededTBPerNode},
                    {"capacityHow", st.capacityHow},
                    {"readGBsNeededPerNode", st.readGBsNeededPerNode},
                    {"readHow", st.readHow},
                    {"groups", sg}};
    j["demand"] = {{"gpuHoursPerMonth", e.gpuHoursPerMonth}};
    return j;
}

} // namespace planner
