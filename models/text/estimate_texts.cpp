// How each estimate figure was computed: MFU, scaling, FLOPs, memory items and the estimate's notes. The
// numbers go in as arguments so the same line reads in either language.
#include "models/text/text_tables.h"

namespace planner::text_tables {

std::span<const TextEntry> estimateTexts()
{
    static const TextEntry texts[] = {
        // Utilisation of the GPUs that set the pace.
        {"estimate.mfu.single", "one GPU per node, no traffic between GPUs: {pct}%"},
        {"estimate.mfu.link_domain",
         "all {gpusPerNode} GPUs of a node in one {link} domain: {pct}% (Llama 3 405B 38–43% on H100, "
         "arXiv:2407.21783; PaLM 46.2%, arXiv:2204.02311)"},
        {"estimate.mfu.pcie_domains",
         "{gpusPerNode} GPUs in {link} groups of {domain}: traffic between the groups crosses PCIe, {pct}% (planner "
         "assumption, below the NVLink figures of Megatron-LM and Llama 3)"},
        {"estimate.mfu.pcie_professional",
         "PCIe-connected professional GPUs: {pct}% (all-reduce over PCIe, planner assumption below the NVLink figures "
         "of Megatron-LM and Llama 3)"},
        {"estimate.mfu.consumer_p2p", "consumer GPUs with peer-to-peer: {pct}% (planner assumption)"},
        {"estimate.mfu.consumer_no_p2p",
         "consumer GPUs without P2P: gradients go through host memory, {pct}% (planner assumption, 25–30%)"},
        {"estimate.mfu.stack", "{base}; × 0.85 for the less mature {stack} kernels (assumption)"},
        {"estimate.mfu.fp8", "{base}; × 0.7 of the FP8 peak (FP8 runs ≈1.4× BF16 end to end, not 2×)"},
        {"estimate.mfu.cnn", "{base}; × 0.35 for CNNs (MLPerf ResNet-50 on DGX A100 ≈ 15% of peak)"},
        {"estimate.mfu.recompute",
         "{base}; recomputation executes {extraPct}% more FLOPs than the model needs, so {mfuPct}% of the peak does "
         "model work"},
        {"estimate.mfu.calibrated",
         "{base}; calibrated from your run of {date}: it measured {measured} tokens/s per GPU where these formulas "
         "give "
         "{predicted}, so every speed of this GPU and model is × {factor} ({mfuPct}% MFU here)"},
        {"estimate.mfu.pacing",
         "{base}; the job mixes GPUs and runs at the pace of its slowest, {gpu} ({group}): a synchronous step waits "
         "for every rank"},
        // Scaling across nodes.
        {"estimate.scaling.one_node", "one node: no traffic between nodes, 100%"},
        {"estimate.scaling.formula",
         "{nodes} nodes at {gbps} Gb/s per GPU ({transport}; {fabric}): 1 − 0.008 × log2(nodes) × √(200 / Gb/s per "
         "GPU) = {pct}% (planner model: ≈94% at 1,000 GPUs with 200 Gb/s per GPU as in DGX; seed 001: below 100 Gb/s "
         "loses more than 10%)"},
        {"estimate.scaling.zero3",
         "{base}; ZeRO-3/FSDP moves {factor}× the bytes of data parallelism a step (parameters gathered for the "
         "forward "
         "and the backward, gradients reduce-scattered: 3Ψ against 2Ψ, Rajbhandari et al. 2020), so each GPU's share "
         "of the network counts {factor}× less"},
        {"estimate.scaling.rdma", "RDMA"},
        {"estimate.scaling.tcp", "no RDMA: usable bandwidth halved"},
        {"estimate.scaling.non_blocking", "non-blocking fabric"},
        {"estimate.scaling.oversubscribed", "{ratio}:1 oversubscribed"},
        // Training FLOPs.
        {"estimate.flops.lm",
         "(6·N + 12·L·h·s) × D = (6 × {params} + 12 × {layers} layers × {hidden} × {sequence} tokens) × {tokens}B "
         "tokens (PaLM, arXiv:2204.02311, appendix B)"},
        {"estimate.flops.lm_lora",
         "(4·N + 12·L·h·s) × D = (4 × {params} + 12 × {layers} layers × {hidden} × {sequence} tokens) × {tokens}B "
         "tokens (LoRA: no gradients for the frozen weights; attention per PaLM, arXiv:2204.02311, appendix B)"},
        {"estimate.flops.params", "{count}B params"},
        {"estimate.flops.active_params", "{count}B active params"},
        {"estimate.flops.images",
         "3 × {gflops} GFLOPs forward × {images}M images × {epochs} epoch(s) (forward + backward ≈ 3 × forward)"},
        {"estimate.flops.recompute_full",
         "{base}; full recompute runs the forward again, + (2·N + 4·L·h·s) × D: {executed} FLOPs executed"},
        {"estimate.flops.recompute_selective",
         "{base}; selective recompute repeats the attention core, + 4·L·h·s × D: {executed} FLOPs executed"},
        // Memory items.
        {"estimate.memory.params_bytes", "{params}B params × {bytes} B"},
        {"estimate.memory.model_split", "{base} ÷ (TP {tp} × PP {pp})"},
        {"estimate.memory.sharded", "{base} ÷ {dp} data-parallel ranks ({zero})"},
        {"estimate.memory.zero_stage", "ZeRO-{stage}"},
        {"estimate.memory.fsdp", "FSDP full sharding (ZeRO-3)"},
        {"estimate.memory.gather", "{base} + gather buffer 4 B × {layerParams}M largest-layer params"},
        {"estimate.memory.optimizer", "{params}B params × {bytes} B ({what})"},
        {"estimate.memory.optimizer_adamw", "FP32 master, momentum, variance"},
        {"estimate.memory.optimizer_other", "master copy and moments"},
        {"estimate.memory.nf4",
         "NF4: {quantised}B params × {bytes} B (4 bit + double-quantised constants) + embeddings and output "
         "{embedding}B × 2 B"},
        {"estimate.memory.frozen", "frozen {params}B params × {bytes} B"},
        {"estimate.memory.adapters", "{adapters}M adapter params (rank {rank}, {targets}) × {bytes} B"},
        {"estimate.memory.lora_all_linear", "all linear layers"},
        {"estimate.memory.lora_attention", "q, k, v, o projections"},
        {"estimate.memory.kv_cache",
         "{layers} layers × {elements} elements per token ({kind}) × {context} tokens × {sequences} sequences × "
         "{bytes} B ÷ {split} GPU(s)"},
        {"estimate.memory.kv_heads", "2 × {kvHeads} KV heads × {headDim}"},
        {"estimate.memory.kv_latent", "MLA: compressed latent and RoPE key"},
        {"estimate.memory.activations",
         "{formula} = {perLayer} MB/layer (s {s}, b {b}, h {h}, t {t}) × {layers} layers"},
        {"estimate.memory.in_flight", "{base} ({perStage} per stage × {inFlight} micro-batches in flight)"},
        {"estimate.memory.recompute_working_set",
         "{base} + the layer being recomputed, {workingMB} MB (its activations exist again during its backward)"},
        {"estimate.memory.logits", "{base} + FP32 logits 4·s·b·vocab/t {gb} GB"},
        {"estimate.memory.formula.none", "sbh(10 + 24/t + 5as/(ht))"},
        {"estimate.memory.formula.none_flash", "sbh(10 + 24/t), FlashAttention"},
        {"estimate.memory.formula.none_sp", "sbh/t·(34 + 5as/h), sequence parallel"},
        {"estimate.memory.formula.none_sp_flash", "34sbh/t, sequence parallel and FlashAttention"},
        {"estimate.memory.formula.selective", "sbh(10 + 24/t) (selective recompute)"},
        {"estimate.memory.formula.selective_sp", "34sbh/t (selective recompute, sequence parallel)"},
        {"estimate.memory.formula.full", "2sbh (full recompute: the layer input only)"},
        {"estimate.memory.formula.full_sp", "2sbh/t (full recompute, sequence parallel)"},
        {"estimate.memory.cnn",
         "{perImage} MB per image ({gflops} GFLOPs × ≈6.1M stored elements per GFLOP × {bytes} B) × batch {batch}"},
        {"estimate.memory.cnn_checkpointing", "{base} × 0.3 (checkpointing)"},
        {"estimate.memory.calibrated",
         "calibrated from your run of {date}: it peaked at {measuredGB} GB per GPU against the {estimatedGB} GB "
         "estimated for this configuration"},
        {"estimate.memory.overhead_inference",
         "CUDA context {contextGB} GB + {pct}% workspace and fragmentation of {sumGB} GB"},
        {"estimate.memory.overhead_training",
         "CUDA context and NCCL buffers {contextGB} GB + {pct}% allocator fragmentation of {sumGB} GB"},
        // Notes on the whole estimate.
        {"estimate.note.custom", "Custom workload: demand given as GPU-hours a month; no memory or time estimate."},
        {"estimate.note.unknown_model", "Unknown model \"{model}\": no estimate."},
        {"estimate.note.no_gpus", "The build has no GPUs: no time or throughput estimate."},
        {"estimate.note.qlora_targets", "QLoRA adapters target every linear layer (Dettmers et al. 2023)."},
        {"estimate.note.lora_targets", "LoRA adapters target the attention projections q, k, v, o."},
        {"estimate.note.integer_training", "INT8/INT4 are not training formats: memory assumes BF16 mixed precision."},
        {"estimate.note.mixed_gpus",
         "The job mixes {gpus}. A synchronous training step waits for the slowest rank, so every GPU works at the "
         "pace of {slowest}: {idlePct}% of the faster GPUs' throughput goes unused."},
    };
    return texts;
}

} // namespace planner::text_tables
