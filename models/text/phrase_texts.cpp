// Phrases: texts that fill a slot of another text. Part of the one text table (text/message.h).
#include "models/text/text_tables.h"

namespace planner::text_tables {

std::span<const TextEntry> phraseTexts()
{
    static const TextEntry texts[] = {
        // Joiners of lists (Arg::Kind::AnyOf, Arg::Kind::Sum).
        {"list.comma", "{a}, {b}"},
        {"list.or", "{a} or {b}"},
        {"list.plus", "{a} + {b}"},
        // vram.fit: suggestion
        {"phrase.suggest.quantise", "quantise the weights (FP8 or INT4)"},
        {"phrase.suggest.quantise_or_tp",
         "quantise the weights (FP8 or INT4) or raise tensor parallelism to {suggestTp}"},
        {"phrase.suggest.zero3",
         "use ZeRO-3/FSDP to shard weights, gradients and optimizer states over the {suggestDp} data-parallel GPUs"},
        {"phrase.suggest.recompute", "recompute all activations in the backward pass (full activation checkpointing)"},
        {"phrase.suggest.micro_batch", "use micro-batch 1 with gradient accumulation"},
        {"phrase.suggest.lora_or_parallel",
         "fine-tune with LoRA or QLoRA, or spread the model with tensor/pipeline parallelism over more GPUs"},
        {"phrase.suggest.parallel", "spread the model with tensor or pipeline parallelism over more GPUs"},
        // The parts of the memory a GPU holds (EstimateItem::label), and one part with its size.
        {"phrase.memory.weights", "Weights"},
        {"phrase.memory.frozen_weights", "Frozen weights"},
        {"phrase.memory.adapters", "Adapters (weights, gradients, optimizer)"},
        {"phrase.memory.gradients", "Gradients"},
        {"phrase.memory.optimizer", "Optimizer states"},
        {"phrase.memory.activations", "Activations"},
        {"phrase.memory.kv_cache", "KV cache"},
        {"phrase.memory.overhead", "Framework overhead"},
        {"phrase.memory.calibration", "Measured correction"},
        // Why a measured run cannot calibrate anything (plan files and the record dialog).
        {"measured_run.throughput", "expected a positive measured throughput in tokens a second per GPU"},
        {"measured_run.memory", "expected the peak memory per GPU in GB, or 0 when it was not measured"},
        {"measured_run.replicas",
         "expected the run's {gpus} GPUs to be a whole number of model replicas of {replica} (tensor × pipeline "
         "parallel)"},
        {"measured_run.memory_above", "expected at most the {gpu}'s {capacity} GB as the peak memory per GPU"},
        {"measured_run.too_fast",
         "expected a speed a {gpu} can reach: {tokens} tokens/s of {model} is {pct}% of its dense peak even before "
         "attention"},
        {"phrase.memory.part_gb", "{part} {gb} GB"},
        // A node group without a name.
        {"phrase.node_group", "node group {groupNumber}"},
        // network.multinode_fabric: the node's network card
        {"phrase.nic.none", "no network card"},
        {"phrase.nic.rdma", "{nicGbps} Gb/s {nicTech}"},
        {"phrase.nic.no_rdma", "{nicGbps} Gb/s {nicTech} without RDMA"},
        {"phrase.fabric.ethernet", "ethernet"},
        {"phrase.fabric.roce", "roce"},
        {"phrase.fabric.infiniband", "infiniband"},
        // gpu.market_availability: status, rule, since
        {"phrase.market.barred", "barred"},
        {"phrase.market.not_sold", "not sold"},
        {"phrase.market.licence_required", "licence required"},
        {"phrase.market.presumption_of_denial", "under a licence requirement with a presumption of denial"},
        {"phrase.market.no_rule", "no rule given"},
        {"phrase.market.unknown_date", "unknown date"},
        // gpu.software_stack: minDriver
        {"phrase.driver.matching_release", "the matching release"},
        // chassis.form_factor: form, forms
        {"phrase.form.module", "module"},
        // The estimate's formulas (StorageEstimate::readHow, capacityHow; InferenceEstimate::how).
        {"phrase.storage.no_stream", "no training data stream"},
        {"phrase.storage.read", "{readTB} TB × {epochs} epoch(s) read in {readHours} h over {readNodes} node(s)"},
        {"phrase.storage.capacity_inference", "model weights {weightsGB} GB + dataset"},
        {"phrase.storage.capacity_adapters",
         "dataset + base model {baseGB} GB + {checkpoints} adapter checkpoints × {checkpointGB} GB"},
        {"phrase.storage.capacity_training",
         "dataset {datasetTB} TB on every node (preloaded, seed 001) + {checkpoints} checkpoints × {checkpointGB} GB "
         "(weights + optimizer, {bytesPerParam} B/param) shared over the nodes"},
        {"phrase.inference.how",
         "decode step reads weights {weightsGB} GB + KV cache {kvGB} GB ({batch} sequences × {context} tokens) per "
         "replica at {bandwidthPct}% of {bandwidthGBs} GB/s; {replicas} replica(s) of {replicaGpus} GPU(s); prefill "
         "at {prefillPct}% of peak, 2·N FLOPs per token"},
    };
    return texts;
}

} // namespace planner::text_tables
