// Per-GPU memory: model states under ZeRO, activations (Korthikanti et al.), KV cache, LoRA/QLoRA, overhead.
#include "models/estimate/estimate.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace planner {

namespace {

constexpr double kGB = 1e9;
constexpr double kCudaContextGB = 1.5; // CUDA context + cuBLAS/cuDNN workspaces: 1–2 GB in practice
constexpr double kTrainFragmentation = 0.10; // PyTorch caching allocator fragmentation, training
constexpr double kInferenceFragmentation = 0.05;
// QLoRA NF4 (Dettmers et al. 2023): 4 bits + double-quantised constants of 0.127 bits per parameter.
constexpr double kNf4BytesPerParam = 0.5 + 0.127 / 8.0;
// Activation elements a CNN keeps per image for backward, per forward GFLOP: ResNet-50 at 224² keeps about
// 25 M elements (feature maps, BN and ReLU outputs) for 4.1 GFLOPs (planner estimate, derived from
// published per-layer feature-map sizes).
constexpr double kCnnActivationElementsPerGflop = 25e6 / 4.1;

double bytesOf(Precision p)
{
    switch (p) {
    case Precision::FP32:
        return 4;
    case Precision::BF16:
        return 2;
    case Precision::FP8:
    case Precision::INT8:
        return 1;
    case Precision::INT4:
        return 0.5;
    }
    return 2;
}

int effectiveZero(const Workload& w)
{
    return w.fsdp ? 3 : std::clamp(w.zeroStage, 0, 3);
}

bool isTransformer(const ModelPreset& m)
{
    return m.architecture != ModelArchitecture::Cnn && m.hidden > 0;
}

// Sequence length a training step sees: tokens per image for a ViT, else the workload's sequence length.
double trainingSequence(const Workload& w, const ModelPreset& m)
{
    if (m.architecture == ModelArchitecture::VisionTransformer)
        return m.maxSequence > 0 ? m.maxSequence : 197;
    return std::max(1, w.sequenceLength);
}

} // namespace

double weightBytes(Precision precision)
{
    // INT4 (GPTQ/AWQ style): 4-bit weights + one FP16 scale per group of 64 → 0.5 + 2/64 bytes.
    return precision == Precision::INT4 ? 0.5 + 2.0 / 64.0 : bytesOf(precision);
}

double MemoryEstimate::itemGB(const std::string& key) const
{
    for (const auto& item : items)
        if (item.key == key)
            return item.gb;
    return 0;
}

ModelStateBytes bytesPerParam(Precision precision, Optimizer optimizer)
{
    ModelStateBytes b;
    const bool fp32 = precision == Precision::FP32;
    // Mixed precision keeps 16-bit weights and gradients and an FP32 master copy in the optimizer state.
    b.weights = fp32 ? 4 : 2;
    b.gradients = fp32 ? 4 : 2;
    const double master = fp32 ? 0 : 4;
    switch (optimizer) {
    case Optimizer::AdamW:
        b.optimizer = master + 8; // FP32 momentum and variance
        break;
    case Optimizer::AdamW8bit:
        b.optimizer = master + 2; // 8-bit momentum and variance (bitsandbytes)
        break;
    case Optimizer::SGDMomentum:
        b.optimizer = master + 4;
        break;
    case Optimizer::Adafactor:
        b.optimizer = master + 0.1; // factored second moments: a few bytes per row and column
        break;
    }
    return b;
}

ModelStateBytes zeroModelStates(double params, Precision precision, Optimizer optimizer, int zeroStage,
                                int dataParallel)
{
    const ModelStateBytes per = bytesPerParam(precision, optimizer);
    const double nd = std::max(1, dataParallel);
    ModelStateBytes s;
    s.weights = per.weights * params / (zeroStage >= 3 ? nd : 1.0);
    s.gradients = per.gradients * params / (zeroStage >= 2 ? nd : 1.0);
    s.optimizer = per.optimizer * params / (zeroStage >= 1 ? nd : 1.0);
    return s;
}

double activationBytesPerLayer(double s, double b, double h, double a, int t, Recompute recompute, bool flashAttention,
                               bool sequenceParallel)
{
    const double tp = std::max(1, t);
    const double attention = flashAttention ? 0.0 : 5.0 * a * s / h;
    switch (recompute) {
    case Recompute::Full:
        return sequenceParallel ? 2.0 * s * b * h / tp : 2.0 * s * b * h;
    case Recompute::Selective:
        return sequenceParallel ? 34.0 * s * b * h / tp : s * b * h * (10.0 + 24.0 / tp);
    case Recompute::None:
        break;
    }
    if (sequenceParallel)
        return s * b * h / tp * (34.0 + attention);
    return s * b * h * (10.0 + 24.0 / tp + attention / tp);
}

double kvCacheBytes(int layers, double elementsPerTokenLayer, double tokens, double sequences, double bytesPerElement)
{
    return layers * elementsPerTokenLayer * tokens * sequences * bytesPerElement;
}

double kvCacheSplit(const ModelPreset& model, int tensorParallel)
{
    if (model.attention == AttentionKind::MLA)
        return 1;
    const int kvHeads = model.kvHeads > 0 ? model.kvHeads : model.heads;
    return std::min<double>(std::max(1, tensorParallel), std::max(1, kvHeads));
}

double loraAdapterParams(const ModelPreset& m, int rank, bool allLinear)
{
    if (m.hidden <= 0 || m.layers <= 0 || rank <= 0)
        return 0;
    const double h = m.hidden;
    const double heads = std::max(1, m.heads);
    const double kvOut = (m.kvHeads > 0 ? m.kvHeads : heads) * (h / heads);
    const double r = rank;
    double perLayer = r * (h + h) * 2 + r * (h + kvOut) * 2; // q, o and k, v
    if (allLinear && m.ffnHidden > 0) {
        const double ffn = m.ffnHidden;
        const bool gated = m.architecture == ModelArchitecture::DecoderLM || m.architecture == ModelArchitecture::MoeLM;
        perLayer += r * (h + ffn) * (gated ? 3 : 2);
    }
    return perLayer * m.layers;
}

ParallelLayout parallelLayout(const Workload& w, const BuildFigures& build)
{
    ParallelLayout p;
    p.tensor = std::max(1, w.tensorParallel);
    p.pipeline = std::max(1, w.pipelineParallel);
    p.gpusAvailable = build.gpus;
    p.data = w.dataParallel > 0 ? w.dataParallel : std::max(1, build.gpus / (p.tensor * p.pipeline));
    p.gpusUsed = p.tensor * p.pipeline * p.data;
    return p;
}

MemoryEstimate estimateMemory(const Scenario& scenario, const ModelPreset& m, const ParallelLayout& layout,
                              const BuildFigures& build, std::vector<Message>& notes)
{
    const Workload& w = scenario.workload;
    MemoryEstimate mem;
    if (w.kind == WorkloadKind::Custom)
        return mem;
    mem.applicable = true;

    const int tp = layout.tensor;
    const int pp = layout.pipeline;
    const int dp = layout.data;
    const double mp = static_cast<double>(tp) * pp;
    const int zero = effectiveZero(w);
    const double params = m.paramsB * 1e9;
    const double paramsPerGpu = params / mp;
    // The model-parallel split and the ZeRO sharding, said after the line they divide.
    auto split = [&](Message base) {
        if (mp <= 1)
            return base;
        return Message("estimate.memory.model_split",
                       {{"base", phrase(std::move(base))}, {"tp", std::to_string(tp)}, {"pp", std::to_string(pp)}});
    };
    auto sharded = [&](Message base) {
        return Message("estimate.memory.sharded",
                       {{"base", phrase(std::move(base))},
                        {"dp", std::to_string(dp)},
                        {"zero",
                         w.fsdp ? phrase("estimate.memory.fsdp")
                                : phrase("estimate.memory.zero_stage", {{"stage", std::to_string(zero)}})}});
    };
    auto paramsBytes = [](double paramsB, double bytes, int decimals = 2) {
        return Message("estimate.memory.params_bytes",
                       {{"params", number(paramsB, decimals)}, {"bytes", number(bytes, 3)}});
    };
    auto add = [&](const std::string& key, const std::string& labelKey, double bytes, Message how) {
        mem.items.push_back({key, labelKey, bytes / kGB, std::move(how)});
    };
    const double h = m.hidden;
    const double embeddingParams = static_cast<double>(m.vocab) * h;

    if (w.kind == WorkloadKind::Inference) {
        const double wb = weightBytes(w.precision);
        add("weights", "phrase.memory.weights", paramsPerGpu * wb, split(paramsBytes(m.paramsB, wb)));
        const double kvBytes = w.precision == Precision::FP32 ? 4.0 : 2.0;
        const int kvHeads = m.kvHeads > 0 ? m.kvHeads : m.heads;
        const int headDim = m.heads > 0 ? m.hidden / m.heads : 0;
        const int replicas = std::max(1, dp);
        const double perReplica = std::ceil(std::max(0, w.concurrentSequences) / static_cast<double>(replicas));
        const double kvSplit = kvCacheSplit(m, tp) * pp;
        const double kv = kvCacheBytes(m.layers, m.kvCacheElements, w.contextLength, perReplica, kvBytes) / kvSplit;
        add("kv_cache", "phrase.memory.kv_cache", kv,
            Message("estimate.memory.kv_cache",
                    {{"layers", std::to_string(m.layers)},
                     {"elements", std::to_string(m.kvCacheElements)},
                     {"kind",
                      m.attention == AttentionKind::MLA
                          ? phrase("estimate.memory.kv_latent")
                          : phrase("estimate.memory.kv_heads",
                                   {{"kvHeads", std::to_string(kvHeads)}, {"headDim", std::to_string(headDim)}})},
                     {"context", std::to_string(w.contextLength)},
                     {"sequences", number(perReplica, 0)},
                     {"bytes", number(kvBytes, 0)},
                     {"split", number(kvSplit, 0)}}));
        double sum = 0;
        for (const auto& item : mem.items)
            sum += item.gb;
        add("overhead", "phrase.memory.overhead", (kCudaContextGB + kInferenceFragmentation * sum) * kGB,
            Message("estimate.memory.overhead_inference",
                    {{"contextGB", number(kCudaContextGB)},
                     {"pct", number(kInferenceFragmentation * 100, 0)},
                     {"sumGB", number(sum)}}));
    } else if (w.kind == WorkloadKind::LoRA || w.kind == WorkloadKind::QLoRA) {
        const bool q = w.kind == WorkloadKind::QLoRA;
        double frozen = 0;
        Message how;
        if (q) {
            const double quantised = std::max(0.0, params - 2 * embeddingParams);
            frozen = quantised * kNf4BytesPerParam + 2 * embeddingParams * 2.0;
            how = Message("estimate.memory.nf4",
                          {{"quantised", number(quantised / 1e9, 2)},
                           {"bytes", number(kNf4BytesPerParam, 3)},
                           {"embedding", number(2 * embeddingParams / 1e9, 2)}});
        } else {
            const double wb = weightBytes(w.precision == Precision::FP32 ? Precision::FP32 : w.precision);
            frozen = params * wb;
            how = Message("estimate.memory.frozen", {{"params", number(m.paramsB, 2)}, {"bytes", number(wb, 2)}});
        }
        frozen /= mp;
        if (zero >= 3) {
            frozen /= std::max(1, dp);
            how = sharded(std::move(how));
        }
        add("weights", "phrase.memory.frozen_weights", frozen, split(std::move(how)));
        const double adapters = loraAdapterParams(m, w.loraRank, q);
        const ModelStateBytes states = zeroModelStates(adapters / mp, Precision::BF16, w.optimizer, zero, dp);
        add("adapters", "phrase.memory.adapters", states.total(),
            Message("estimate.memory.adapters",
                    {{"adapters", number(adapters / 1e6, 1)},
                     {"rank", std::to_string(w.loraRank)},
                     {"targets", phrase(q ? "estimate.memory.lora_all_linear" : "estimate.memory.lora_attention")},
                     {"bytes", number(bytesPerParam(Precision::BF16, w.optimizer).total(), 0)}}));
        notes.emplace_back(q ? "estimate.note.qlora_targets" : "estimate.note.lora_targets");
    } else {
        // Full training (pre-training, full fine-tune, CV).
        if (w.precision == Precision::INT8 || w.precision == Precision::INT4)
            notes.emplace_back("estimate.note.integer_training");
        const Precision statePrecision = w.precision == Precision::FP32 ? Precision::FP32 : Precision::BF16;
        const ModelStateBytes per = bytesPerParam(statePrecision, w.optimizer);
        const ModelStateBytes s = zeroModelStates(paramsPerGpu, statePrecision, w.optimizer, zero, dp);
        const int decimals = m.paramsB < 1 ? 4 : 2;
        double weights = s.weights;
        Message weightsHow = split(paramsBytes(m.paramsB, per.weights, decimals));
        if (zero >= 3)
            weightsHow = sharded(std::move(weightsHow));
        if (zero >= 3 && isTransformer(m)) {
            // ZeRO-3 gathers the full parameters of the layer being computed (DeepSpeed: 4 × largest layer).
            const double layerParams = std::max(embeddingParams, (params - 2 * embeddingParams) / m.layers) / tp;
            weights += 4.0 * layerParams;
            weightsHow
                = Message("estimate.memory.gather",
                          {{"base", phrase(std::move(weightsHow))}, {"layerParams", number(layerParams / 1e6, 0)}});
        }
        add("weights", "phrase.memory.weights", weights, std::move(weightsHow));
        Message gradientsHow = split(paramsBytes(m.paramsB, per.gradients, decimals));
        add("gradients", "phrase.memory.gradients", s.gradients,
            zero >= 2 ? sharded(std::move(gradientsHow)) : std::move(gradientsHow));
        Message optimizerHow
            = split(Message("estimate.memory.optimizer",
                            {{"params", number(m.paramsB, decimals)},
                             {"bytes", number(per.optimizer, 1)},
                             {"what",
                              phrase(w.optimizer == Optimizer::AdamW ? "estimate.memory.optimizer_adamw"
                                                                     : "estimate.memory.optimizer_other")}}));
        add("optimizer", "phrase.memory.optimizer", s.optimizer,
            zero >= 1 ? sharded(std::move(optimizerHow)) : std::move(optimizerHow));
    }

    // Activations of training workloads.
    if (w.kind != WorkloadKind::Inference) {
        const double b = std::max(1, w.microBatch);
        if (isTransformer(m)) {
            const double s = trainingSequence(w, m);
            const bool sp = w.sequenceParallel && tp > 1;
            const double perLayer = activationBytesPerLayer(s, b, h, m.heads, tp, w.recompute, w.flashAttention, sp);
            const int layersPerStage = (m.layers + pp - 1) / pp;
            const int micro = std::max(1, w.globalBatch / std::max(1, w.microBatch * dp));
            const int inFlight = pp > 1 ? std::min(pp, micro) : 1;
            const double layerEquivalents = static_cast<double>(layersPerStage) * inFlight;
            const double logits = m.vocab > 0 ? 4.0 * s * b * m.vocab / tp : 0.0;
            // Full recompute keeps each layer's input; the layer being recomputed holds all of its own again.
            const double workingSet = w.recompute == Recompute::Full
                ? activationBytesPerLayer(s, b, h, m.heads, tp, Recompute::None, w.flashAttention, sp)
                : 0.0;
            std::string formula = "estimate.memory.formula.";
            formula += w.recompute == Recompute::Full ? "full"
                : w.recompute == Recompute::Selective ? "selective"
                                                      : "none";
            if (sp)
                formula += "_sp";
            if (w.recompute == Recompute::None && w.flashAttention)
                formula += "_flash";
            Message how("estimate.memory.activations",
                        {{"formula", phrase(formula)},
                         {"perLayer", number(perLayer / 1e6, 0)},
                         {"s", number(s, 0)},
                         {"b", number(b, 0)},
                         {"h", std::to_string(m.hidden)},
                         {"t", std::to_string(tp)},
                         {"layers", number(layerEquivalents, 0)}});
            if (pp > 1)
                how = Message("estimate.memory.in_flight",
                              {{"base", phrase(std::move(how))},
                               {"perStage", std::to_string(layersPerStage)},
                               {"inFlight", std::to_string(inFlight)}});
            if (workingSet > 0)
                how = Message("estimate.memory.recompute_working_set",
                              {{"base", phrase(std::move(how))}, {"workingMB", number(workingSet / 1e6, 0)}});
            if (logits > 0)
                how = Message("estimate.memory.logits",
                              {{"base", phrase(std::move(how))}, {"gb", number(logits / kGB, 2)}});
            add("activations", "phrase.memory.activations", perLayer * layerEquivalents + workingSet + logits,
                std::move(how));
        } else {
            const double elemBytes = w.precision == Precision::FP32 ? 4.0 : 2.0;
            const double perImage = m.gflopsPerSample * kCnnActivationElementsPerGflop * elemBytes;
            const double factor = w.recompute == Recompute::Full ? 0.3 : 1.0;
            Message how("estimate.memory.cnn",
                        {{"perImage", number(perImage / 1e6, 0)},
                         {"gflops", number(m.gflopsPerSample, 1)},
                         {"bytes", number(elemBytes, 0)},
                         {"batch", number(b, 0)}});
            if (factor < 1)
                how = Message("estimate.memory.cnn_checkpointing", {{"base", phrase(std::move(how))}});
            add("activations", "phrase.memory.activations", perImage * b * factor, std::move(how));
        }
        double sum = 0;
        for (const auto& item : mem.items)
            sum += item.gb;
        add("overhead", "phrase.memory.overhead", (kCudaContextGB + kTrainFragmentation * sum) * kGB,
            Message("estimate.memory.overhead_training",
                    {{"contextGB", number(kCudaContextGB)},
                     {"pct", number(kTrainFragmentation * 100, 0)},
                     {"sumGB", number(sum)}}));
    }

    for (const auto& item : mem.items)
        mem.perGpuGB += item.gb;
    for (const auto& g : build.groups) {
        if (!g.gpu || g.gpus <= 0)
            continue;
        GroupMemoryFit fit;
        fit.group = g.index;
        fit.gpuId = g.gpu->id;
        fit.capacityGB = g.gpu->memoryGB;
        fit.freeGB = fit.capacityGB - mem.perGpuGB;
        fit.usedPct = fit.capacityGB > 0 ? 100.0 * mem.perGpuGB / fit.capacityGB : 0;
        fit.fits = fit.freeGB >= 0;
        mem.groups.push_back(fit);
    }
    return mem;
}

} // namespace planner
