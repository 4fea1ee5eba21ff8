#pragma once
// A training run the user measured on real hardware. The estimator calibrates its utilisation (and, for
// the same configuration, its memory) from the closest matching record, and says so wherever the figure
// is shown. Records live in a plan ("measuredRuns") and reach the estimator through the effective catalog.

#include <string>

namespace planner {

struct MeasuredRun {
    std::string date; // ISO date of the run (YYYY-MM-DD)
    std::string note; // what was run, framework and version: for the reader
    std::string gpuId;
    std::string modelId;
    std::string workload = "full_finetune"; // WorkloadKind name: pretraining, full_finetune, lora or qlora
    int gpus = 8; // GPUs the run used
    int gpusPerNode = 8;
    int tensorParallel = 1;
    int pipelineParallel = 1;
    int microBatch = 1;
    int sequenceLength = 4096;
    double tokensPerSecondPerGpu = 0; // measured training throughput, tokens a second on each GPU
    double peakMemoryGB = 0; // per GPU as the framework reported it (max reserved); 0: not measured
    // LoRA and QLoRA train adapters only: a different speed class from full training.
    bool trainsAdapters() const { return workload == "lora" || workload == "qlora"; }
    bool operator==(const MeasuredRun&) const = default;
};

} // namespace planner
