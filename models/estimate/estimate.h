#pragma once
// Workload estimates: per-GPU memory, training compute and time, inference throughput, storage.
// Pure functions of a scenario, the catalog and the derived build figures; every figure carries a
// short note of how it was computed so the UI can show the breakdown.
//
// JSON written by estimateToJson() (stable keys; numbers are plain doubles, sizes in GB = 1e9 bytes):
// {
//   "workload": "full_finetune",          // enumName(WorkloadKind)
//   "model": "llama-3-8b",                // model id; "" for custom
//   "notes": ["..."],                     // assumptions and caveats, English (noteTexts in any language)
//   "parallel": {"tensor": 1, "pipeline": 1, "data": 8, "gpusUsed": 8, "gpusAvailable": 8},
//   "memory": {
//     "applicable": true,                 // false: custom workload or unknown model (no memory check)
//     "perGpuGB": 35.2,                   // total need of one GPU
//     "items": [{"key": "weights", "label": "Weights", "gb": 2.0, "how": "..."}, ...],
//                                         // keys: weights, gradients, optimizer, adapters, activations,
//                                         //       kv_cache, overhead
//     "groups": [{"group": 0, "gpu": "a100-80gb-sxm", "capacityGB": 80, "freeGB": 44.8, "usedPct": 44.0,
//                 "fits": true}]
//   },
//   "compute": {
//     "applicable": true,                 // training workloads only
//     "flops": 4.8e19, "flopsHow": "...", // model FLOPs: (6N + 12·L·h·s) per token (PaLM, appendix B)
//     "hardwareFlops": 6.4e19,            // what the GPUs execute: model FLOPs + recomputation
//     "mfu": 0.42, "mfuHow": "...",       // model-FLOPs utilisation of the pacing GPUs before scaling
//     "pacingGroup": 0,                   // the node group whose GPUs set the pace of a synchronous job
//     "scalingEfficiency": 1.0, "scalingHow": "...",
//     "effectivePflops": 1.05,            // sustained cluster PFLOP/s = peak × MFU × scaling
//     "hours": 12.7, "days": 0.53,        // one run
//     "gpuHoursPerRun": 101.6,
//     "calibration": null or {"run": 0, "date": "2026-11-20", "throughputFactor": 0.87, "memory": true,
//                             "memoryDeltaGB": 3.1}   // the plan's measuredRuns[run] corrected these figures
//   },
//   "inference": {
//     "applicable": true,
//     "prefillTokensPerSecond": 0, "decodeTokensPerSecond": 0,   // cluster-wide, at the served batch
//     "sequencesFit": 0,                  // concurrent sequences at contextLength the memory holds
//     "servedSequences": 0,               // min(concurrentSequences, sequencesFit)
//     "sustainedTokensPerSecond": 0,      // decode tokens/s the build sustains
//     "targetTokensPerSecond": 0,
//     "kvCachePerSequenceGB": 0, "bytesPerDecodeStepGB": 0, "how": "..."
//   },
//   "storage": {
//     "datasetTB": 1, "checkpointTB": 0.11, "checkpointsKept": 3, "neededTBPerNode": 1.34, "capacityHow": "...",
//     "readGBsNeededPerNode": 0.02, "readHow": "...",
//     "groups": [{"group": 0, "usableTB": 30.72, "readGBs": 26}]
//   },
//   "demand": {"gpuHoursPerMonth": 101.6}   // for the TCO: GPU-hours a month this workload consumes
// }

#include "models/catalog/catalog.h"
#include "models/plan/plan.h"
#include "models/sizing/build.h"
#include "models/text/message.h"

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace planner {

// One line of a breakdown: a value and how it was computed.
struct EstimateItem {
    std::string key; // stable: "weights", "gradients", "optimizer", "adapters", "activations", "kv_cache", "overhead"
    std::string labelKey; // the label in the text table, to show it in any language
    double gb = 0; // 1e9 bytes, per GPU
    Message howText; // one line, with the numbers used (render() it for English)
    std::string label() const { return render(Message(labelKey)); } // in English
};

// The measured run an estimate was calibrated from, and what it changed.
struct CalibrationUsed {
    int run = -1; // index into Catalog::measuredRuns (the plan's measuredRuns)
    std::string date;
    double throughputFactor = 1.0; // measured ÷ estimated speed for the run's own configuration
    double memoryDeltaGB = 0; // measured − estimated memory per GPU, when the run's configuration is this one
    bool memory = false;
};

struct GroupMemoryFit {
    int group = 0;
    std::string gpuId;
    double capacityGB = 0;
    double freeGB = 0;
    double usedPct = 0;
    bool fits = true;
};

struct MemoryEstimate {
    bool applicable = false;
    std::vector<EstimateItem> items;
    double perGpuGB = 0;
    std::vector<GroupMemoryFit> groups;
    std::optional<CalibrationUsed> calibration; // set when a measured run of this configuration replaced the total
    double itemGB(const std::string& key) const;
};

struct ParallelLayout {
    int tensor = 1;
    int pipeline = 1;
    int data = 1;
    int gpusUsed = 0;
    int gpusAvailable = 0;
};

struct ComputeEstimate {
    bool applicable = false;
    double flops = 0; // model FLOPs of one run
    double hardwareFlops = 0; // executed, with recomputation
    Message flopsHowText; // how each figure was computed: render() it for English
    double mfu = 0;
    Message mfuHowText;
    int pacingGroup = -1; // node group whose GPUs set the pace (the slowest, when a job mixes GPUs)
    std::optional<CalibrationUsed> calibration; // the run the utilisation was calibrated from
    double scalingEfficiency = 1.0;
    Message scalingHowText;
    double effectivePflops = 0;
    double hours = 0;
    double days = 0;
    double gpuHoursPerRun = 0;
};

struct InferenceEstimate {
    bool applicable = false;
    double prefillTokensPerSecond = 0;
    double decodeTokensPerSecond = 0;
    int sequencesFit = 0;
    int servedSequences = 0;
    double sustainedTokensPerSecond = 0;
    double targetTokensPerSecond = 0;
    double kvCachePerSequenceGB = 0;
    double bytesPerDecodeStepGB = 0; // one replica, one decode step: weights + KV cache of its batch
    Message howText;
};

struct GroupStorage {
    int group = 0;
    double usableTB = 0;
    double readGBs = 0;
};

struct StorageEstimate {
    double datasetTB = 0;
    double checkpointTB = 0; // one checkpoint
    int checkpointsKept = 3;
    double neededTBPerNode = 0;
    double readGBsNeededPerNode = 0;
    Message capacityHowText;
    Message readHowText;
    std::vector<GroupStorage> groups;
};

struct Estimate {
    WorkloadKind kind = WorkloadKind::FullFineTune;
    const ModelPreset* model = nullptr; // nullptr for custom or unknown ids
    std::vector<Message> noteTexts; // assumptions and caveats
    ParallelLayout parallel;
    MemoryEstimate memory;
    ComputeEstimate compute;
    InferenceEstimate inference;
    StorageEstimate storage;
    double gpuHoursPerMonth = 0;
};

// ---- Building blocks, exposed for tests and for the UI's "how is this computed" panels ----

// Bytes per parameter of each model-state component.
struct ModelStateBytes {
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double total() const { return weights + gradients + optimizer; }
};

// Per-parameter bytes of weights, gradients and optimizer states for mixed-precision (or FP32) training.
// BF16/FP8 → 2 + 2 + 12 with AdamW (ZeRO paper's K = 12).
ModelStateBytes bytesPerParam(Precision precision, Optimizer optimizer);

// Model-state bytes on one GPU for `params` parameters under ZeRO stage 0–3 over `dataParallel` ranks
// (Rajbhandari et al. 2020, arXiv:1910.02054, Figure 1).
ModelStateBytes zeroModelStates(double params, Precision precision, Optimizer optimizer, int zeroStage,
                                int dataParallel);

// Activation bytes of one transformer layer on one GPU (Korthikanti et al. 2022, arXiv:2205.05198, Table 2),
// with tensor parallelism t and, when sequenceParallel, its sequence parallelism:
//   no recompute: sbh(10 + 24/t + 5as/(ht)), with SP sbh/t · (34 + 5as/h);
//   selective:    sbh(10 + 24/t),             with SP 34sbh/t;
//   full:         2sbh,                       with SP 2sbh/t (the layer input alone).
// FlashAttention never stores the a·s² attention scores, so the 5as/h term goes.
double activationBytesPerLayer(double s, double b, double h, double a, int t, Recompute recompute, bool flashAttention,
                               bool sequenceParallel = false);

// KV-cache bytes: layers × elements per token and layer × tokens × sequences × bytesPerElement. For MHA/GQA
// the elements are 2 × kvHeads × headDim; for MLA the latent and RoPE key (ModelPreset::kvCacheElements).
double kvCacheBytes(int layers, double elementsPerTokenLayer, double tokens, double sequences, double bytesPerElement);

// A node group as people read it: its own name, or "node group N" (the estimate's notes and every finding).
Arg nodeGroupLabel(const Scenario& scenario, int index);

// The measured run closest to a training configuration that may calibrate it: the same GPU, the same model
// and the same kind of training (full or LoRA); among those the nearest in sequence length, micro-batch,
// parallel layout and GPU count, the latest on a tie. -1 when none applies.
int closestMeasuredRun(const std::vector<MeasuredRun>& runs, const std::string& gpuId, const Workload& workload,
                       int tensorParallel, int pipelineParallel, int gpus);

// GPUs of one tensor-parallel group the KV cache divides over: whole KV heads per rank, so no more than
// the KV heads (beyond that ranks hold copies); an MLA latent is one per token and every rank keeps it.
double kvCacheSplit(const ModelPreset& model, int tensorParallel);

// Training FLOPs per token: 6N + 12·L·h·s (weights forward and backward, attention scores and values over
// a sequence of s; PaLM appendix B, arXiv:2204.02311). LoRA computes no weight gradients: 4N + 12·L·h·s.
double trainingFlopsPerToken(double activeParams, int layers, int hidden, double sequence, bool lora);
// The FLOPs recomputation adds per token: full recompute runs the forward again (2N + 4·L·h·s);
// selective recomputes the attention core (4·L·h·s) (Korthikanti et al., section 5).
double recomputeFlopsPerToken(double activeParams, int layers, int hidden, double sequence, Recompute recompute);

// LoRA adapter parameters: rank × (in + out) for each targeted projection of each layer.
// allLinear: q, k, v, o and the MLP (gate, up, down for decoders); else q, k, v, o.
double loraAdapterParams(const ModelPreset& model, int rank, bool allLinear);

// Dense peak TFLOPS of a GPU at a precision (FP8 falls back to BF16 where unsupported).
double peakTflops(const Gpu& gpu, Precision precision);

// Hardware-FLOPs utilisation assumed for a GPU class and how its node's GPUs are linked, with the reason:
// a node whose GPUs share one NVLink-class domain reaches the published large-run figures; GPUs in
// bridge pairs or without links exchange gradients over PCIe. Recomputation is counted in the FLOPs,
// not here.
struct MfuAssumption {
    double mfu = 0;
    Message how;
};
MfuAssumption assumedMfu(const Gpu& gpu, int gpusPerNode, int linkDomainGpus, Precision precision);

// Scaling efficiency across nodes from node count and NIC bandwidth per GPU.
struct ScalingAssumption {
    double efficiency = 1.0;
    Message how;
};
// trafficFactor: bytes each step moves relative to plain data parallelism (ZeRO-3/FSDP: 1.5, since it
// all-gathers the parameters for the forward and the backward and reduce-scatters the gradients: 3Ψ
// against 2Ψ; Rajbhandari et al. 2020, section 7).
ScalingAssumption assumedScaling(int nodes, double nicGbpsPerGpu, bool rdma, double oversubscription,
                                 double trafficFactor = 1.0);

// Weight bytes per parameter when a model is stored at a precision (INT4 includes group-wise scales).
double weightBytes(Precision precision);

// ---- The estimate ----
Estimate estimate(const Scenario& scenario, const Catalog& catalog, const BuildFigures& build);

// The per-GPU memory breakdown alone (part of estimate()).
MemoryEstimate estimateMemory(const Scenario& scenario, const ModelPreset& model, const ParallelLayout& layout,
                              const BuildFigures& build, std::vector<Message>& notes);

// The parallel layout a workload runs with on a build (data parallel 0 → every remaining GPU).
ParallelLayout parallelLayout(const Workload& workload, const BuildFigures& build);

nlohmann::json estimateToJson(const Estimate& estimate);

} // namespace planner
