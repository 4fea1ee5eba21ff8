// Labels and tooltips of the plan's fields (plan/plan_fields.h): the editors show them, README's field tables
// list them. Part of the one text table (text/message.h).
#include "models/text/text_tables.h"

namespace planner::text_tables {

std::span<const TextEntry> fieldTexts()
{
    static const TextEntry texts[] = {
        {"field.nodeGroup.name.label", "Group"},
        {"field.nodeGroup.name.tooltip", "A label for this group of identical servers"},
        {"field.nodeGroup.platform.label", "Server platform"},
        {"field.nodeGroup.platform.tooltip",
         "The server: how many GPUs of which form factor it takes (SXM needs an HGX board), its CPU sockets, DIMM "
         "slots, drive bays, PCIe lanes and power supplies"},
        {"field.nodeGroup.gpu.label", "GPU"},
        {"field.nodeGroup.gpu.tooltip",
         "The accelerator: its memory (VRAM) decides the largest model that fits; double-click for a picker filtered "
         "by vendor, memory, form factor and what the region's market may buy"},
        {"field.nodeGroup.gpuCount.label", "GPUs/node"},
        {"field.nodeGroup.gpuCount.tooltip", "GPUs in each server (1–16); past 4 over PCIe alone, scaling suffers"},
        {"field.nodeGroup.cpu.label", "CPU"},
        {"field.nodeGroup.cpu.tooltip",
         "The processor: plan 8–16 cores per GPU for data loading; its DDR generation must match the DIMMs"},
        {"field.nodeGroup.cpuSockets.label", "Sockets"},
        {"field.nodeGroup.cpuSockets.tooltip", "Processors in each server"},
        {"field.nodeGroup.memory.label", "Memory module"},
        {"field.nodeGroup.memory.tooltip", "The DIMM type; fill every memory channel evenly"},
        {"field.nodeGroup.memoryCount.label", "DIMMs"},
        {"field.nodeGroup.memoryCount.tooltip",
         "DIMMs in each server; system RAM should be 2–3× the server's total VRAM"},
        {"field.nodeGroup.nvme.label", "NVMe drive"},
        {"field.nodeGroup.nvme.tooltip", "The NVMe drive; drives under 3 GB/s leave GPUs waiting for data"},
        {"field.nodeGroup.nvmeCount.label", "Drives"},
        {"field.nodeGroup.nvmeCount.tooltip",
         "Drives in each server (striped as RAID 0 unless the plan says otherwise)"},
        {"field.nodeGroup.nvmeLayout.label", "Drive layout"},
        {"field.nodeGroup.nvmeLayout.tooltip",
         "How the drives of a node are combined: RAID 0 stripes them for speed and capacity, RAID 1 and RAID 10 mirror "
         "them (half the capacity), JBOD uses them one by one."},
        {"field.nodeGroup.nic.label", "Network adapter"},
        {"field.nodeGroup.nic.tooltip",
         "The scale-out network adapter; multi-node training needs 100 Gb/s or more of InfiniBand or RoCE"},
        {"field.nodeGroup.nicCount.label", "NICs"},
        {"field.nodeGroup.nicCount.tooltip",
         "Adapters in each server; large clusters give each GPU its own 200–400 Gb/s port"},
        {"field.nodeGroup.nodeCount.label", "Nodes"},
        {"field.nodeGroup.nodeCount.tooltip", "How many identical servers the group has (1–4096)"},
        {"field.fabric.topology.label", "Fabric topology"},
        {"field.fabric.topology.tooltip",
         "How the nodes are joined: none (one node), one switch, or a leaf-spine fabric for clusters larger than one "
         "switch."},
        {"field.fabric.oversubscription.label", "Oversubscription"},
        {"field.fabric.oversubscription.tooltip",
         "Leaf uplink oversubscription: 1 is non-blocking, as training wants; 2 or more halves the bandwidth between "
         "leaves."},
        {"field.workload.kind.label", "Workload kind"},
        {"field.workload.kind.tooltip",
         "What the cluster will run. Training kinds are sized by memory per GPU and time to train; inference by KV "
         "cache and tokens per second; a custom workload is only a number of GPU-hours a month for the cost "
         "comparison."},
        {"field.workload.model.label", "Model"},
        {"field.workload.model.tooltip",
         "The model preset, with its parameter count. Parameters drive everything: a 70B model in BF16 is 140 GB of "
         "weights alone, more than one 80 GB GPU holds, before gradients and optimizer states (16 bytes per parameter "
         "for full training with AdamW)."},
        {"field.workload.precision.label", "Precision"},
        {"field.workload.precision.tooltip",
         "Number format of weights and arithmetic. BF16 mixed precision (2 bytes per weight) is the default for "
         "training; FP8 doubles throughput on H100/H20-class GPUs; INT8/INT4 quantisation shrinks weights to 1 or 0.5 "
         "bytes for inference and QLoRA."},
        {"field.workload.optimizer.label", "Optimizer"},
        {"field.workload.optimizer.tooltip",
         "AdamW keeps an FP32 master copy, momentum and variance: 12 bytes per trained parameter on top of weights and "
         "gradients. 8-bit AdamW cuts the states to 6 bytes, SGD with momentum to 8 (master + momentum), Adafactor to "
         "about 4 (master + factored second moments)."},
        {"field.workload.dataParallel.label", "Data parallel"},
        {"field.workload.dataParallel.tooltip",
         "Model replicas that each train on a different slice of the batch and average gradients. Auto uses every GPU "
         "not taken by tensor × pipeline parallelism, e.g. 16 GPUs with tensor parallel 8 give data parallel 2."},
        {"field.workload.tensorParallel.label", "Tensor parallel"},
        {"field.workload.tensorParallel.tooltip",
         "GPUs that split every layer's matrices between them (Megatron-style). Needs fast GPU-GPU links: keep it "
         "within one NVLink server, typically 2, 4 or 8. Divides weights and activations per GPU by this number."},
        {"field.workload.pipelineParallel.label", "Pipeline parallel"},
        {"field.workload.pipelineParallel.tooltip",
         "Stages the layers are split into, one after another, each on its own GPUs. Tolerates slower links than "
         "tensor parallelism, so it is used across nodes for very large models; it leaves GPUs idle in the pipeline "
         "bubble unless there are many micro-batches."},
        {"field.workload.zeroStage.label", "ZeRO stage"},
        {"field.workload.zeroStage.tooltip",
         "DeepSpeed ZeRO shards training state across data-parallel GPUs. Stage 1 shards optimizer states, stage 2 "
         "also gradients, stage 3 also weights: ZeRO-3 turns 16 bytes per parameter into 16/N on each of N GPUs, at "
         "the cost of more network traffic."},
        {"field.workload.fsdp.label", "FSDP full sharding"},
        {"field.workload.fsdp.tooltip",
         "PyTorch Fully Sharded Data Parallel: shards weights, gradients and optimizer states like ZeRO-3. Tick it "
         "when the training script uses FSDP instead of DeepSpeed."},
        {"field.workload.recompute.label", "Activation recompute"},
        {"field.workload.recompute.tooltip",
         "Activation checkpointing: drop intermediate activations in the forward pass and recompute them in the "
         "backward pass. Selective recomputes attention only (about 5% extra compute, most of the memory saved); full "
         "recomputes every layer (about 33% extra compute)."},
        {"field.workload.checkpointIntervalMinutes.label", "Checkpoint every"},
        {"field.workload.checkpointIntervalMinutes.tooltip",
         "Minutes between checkpoints. Training pauses while a checkpoint (weights and optimizer states) is "
         "written; frequent checkpoints lose less work to a failure but cost more of those pauses. Large runs "
         "checkpoint every 30–120 minutes."},
        {"field.workload.sequenceParallel.label", "Sequence parallelism"},
        {"field.workload.sequenceParallel.tooltip",
         "Megatron-LM sequence parallelism: the layer norms and dropout, which tensor parallelism would repeat on "
         "every rank, are split along the sequence over the tensor-parallel GPUs, so each stores 1/t of every "
         "activation (Korthikanti et al. 2022). Only matters with tensor parallelism above 1."},
        {"field.workload.flashAttention.label", "FlashAttention"},
        {"field.workload.flashAttention.tooltip",
         "A fused attention kernel that never stores the sequence × sequence attention matrix: activation memory grows "
         "linearly with sequence length instead of quadratically. On for practically every modern LLM stack."},
        {"field.workload.microBatch.label", "Micro-batch"},
        {"field.workload.microBatch.tooltip",
         "Sequences (or images) each GPU processes in one forward and backward pass. Activation memory grows with it; "
         "1–4 is typical for LLMs. Gradient accumulation repeats micro-batches until the global batch is reached."},
        {"field.workload.sequenceLength.label", "Sequence length"},
        {"field.workload.sequenceLength.tooltip",
         "Tokens per training sample. Activation memory grows in proportion (or quadratically without FlashAttention); "
         "2,048–8,192 is typical for fine-tuning, 32k+ for long-context training."},
        {"field.workload.globalBatch.label", "Global batch"},
        {"field.workload.globalBatch.tooltip",
         "Sequences (or images) per optimizer step across all GPUs = micro-batch × data parallel × gradient "
         "accumulation steps. 64–512 for fine-tuning; millions of tokens per step for pretraining."},
        {"field.workload.tokensB.label", "Training tokens (billions)"},
        {"field.workload.tokensB.tooltip",
         "Tokens of training data per epoch, in billions. Compute is about 6 × parameters × tokens (4 × for LoRA): a "
         "70B model on 2B tokens needs 8.5 × 10²⁰ FLOPs."},
        {"field.workload.loraRank.label", "LoRA rank"},
        {"field.workload.loraRank.tooltip",
         "Width of the low-rank adapter matrices trained beside the frozen weights. Rank 8–64 is typical; the adapters "
         "are well under 1% of the model's parameters, so gradients and optimizer states are tiny."},
        {"field.workload.epochs.label", "Epochs"},
        {"field.workload.epochs.tooltip",
         "Passes over the training data. Fine-tuning often uses 1–3; pretraining usually sees each token once. Compute "
         "and time grow in proportion."},
        {"field.workload.contextLength.label", "Context length"},
        {"field.workload.contextLength.tooltip",
         "Tokens of prompt plus answer each served sequence keeps in the KV cache. Memory grows in proportion: Llama "
         "3.1 70B needs about 2.7 GB of KV cache per 8,192-token sequence in BF16."},
        {"field.workload.concurrentSequences.label", "Concurrent sequences"},
        {"field.workload.concurrentSequences.tooltip",
         "Requests served at the same time (the decode batch). More sequences give more tokens per second in total but "
         "each needs its own KV cache; memory sets the limit."},
        {"field.workload.targetTokensPerSecond.label", "Target tokens per second"},
        {"field.workload.targetTokensPerSecond.tooltip",
         "Total generated tokens per second the service must sustain across all users; 0 = no target. Decoding is "
         "limited by memory bandwidth: every step reads all weights once."},
        {"field.workload.datasetTB.label", "Dataset (TB)"},
        {"field.workload.datasetTB.tooltip",
         "Size of the training data on disk. Each node keeps a copy on local NVMe to feed its GPUs, with room for "
         "checkpoints: a 70B full checkpoint with AdamW states is about 1 TB."},
        {"field.workload.targetDays.label", "Target days per run"},
        {"field.workload.targetDays.tooltip",
         "Deadline for one training run in days; 0 = no deadline. A finding warns when the estimated time to train "
         "exceeds it."},
        {"field.workload.runsPerMonth.label", "Runs per month"},
        {"field.workload.runsPerMonth.tooltip",
         "Training runs a month. With demand from the workload, GPU-hours per run × runs a month is the demand the "
         "cost comparison buys or rents."},
        {"field.workload.customGpuHoursPerMonth.label", "GPU-hours per month"},
        {"field.workload.customGpuHoursPerMonth.tooltip",
         "Demand of a custom workload in GPU-hours a month, e.g. 8 GPUs busy 12 hours on 22 working days = 2,112 "
         "GPU-hours. No memory or time estimate is made."},
        {"field.site.region.label", "Region"},
        {"field.site.region.tooltip",
         "Where the cluster is hosted or rented. The region sets electricity and colocation prices, VAT, the default "
         "PUE, staff cost, which cloud offers apply and which GPUs export rules allow (market CN, US or SG). Power "
         "costs about CNY 0.7 per kWh in Shenzhen and 0.38 in Inner Mongolia."},
        {"field.site.cooling.label", "Cooling"},
        {"field.site.cooling.tooltip",
         "How heat leaves the racks. Air cooling handles up to about 30 kW per rack; an 8-GPU HGX server draws 10 kW "
         "or more, so dense racks need rear-door heat exchangers or direct liquid cooling (up to about 120 kW per "
         "rack, PUE about 1.15)."},
        {"field.site.mode.label", "Site"},
        {"field.site.mode.tooltip",
         "Colocation: a data centre's fee per kW or per cabinet pays for the building, its power and its cooling "
         "plant, at the facility's PUE; you buy only cooling hardware inside the rack. Own facility: you buy the "
         "cooling plant and pay no fee; the building and its electrical plant are taken as already yours."},
        {"field.site.cabinetPowerKw.label", "Cabinet power"},
        {"field.site.cabinetPowerKw.tooltip",
         "Power cap of one colocation cabinet in kW; 0 uses the region's (5 kW is the usual Chinese retail cabinet). "
         "Cabinets needed follow from it, and a fee per cabinet is charged on them: an 8-GPU server over the cap "
         "takes the power of two cabinets."},
        {"field.software.driverBranch.label", "Driver branch"},
        {"field.software.driverBranch.tooltip",
         "The NVIDIA driver branch the nodes run, e.g. 580. Empty: the deployment kit's recommendation, the "
         "long-term support branch every catalogued GPU and container works with."},
        {"field.software.cuda.label", "CUDA toolkit"},
        {"field.software.cuda.tooltip",
         "The CUDA toolkit your code is built with, e.g. 12.8. It must support every GPU (Blackwell needs 12.8 or "
         "later) and the driver must be at least its release driver. Empty: the container's."},
        {"field.whatIf.rentalPricePct.label", "Rental price"},
        {"field.whatIf.rentalPricePct.tooltip",
         "What if renting cost this share of the catalog's on-demand, monthly and reserved prices, and of the "
         "cloud storage and egress beside them (100% = as listed; 70% = a 30% discount)"},
        {"field.whatIf.electricityPct.label", "Electricity"},
        {"field.whatIf.electricityPct.tooltip",
         "What if power cost this share of the region's tariff (100% = the catalog's tariff)"},
        {"field.whatIf.gpuPricePct.label", "GPU price"},
        {"field.whatIf.gpuPricePct.tooltip",
         "What if the GPUs cost this share of their catalog or overridden price (100% = as priced)"},
        {"field.software.container.label", "Container"},
        {"field.software.container.tooltip",
         "The NGC PyTorch container release (e.g. 25.04) or a full image name. Empty: the newest catalogued release "
         "the driver branch runs."},
        {"field.software.pytorch.label", "PyTorch"},
        {"field.software.pytorch.tooltip",
         "The PyTorch release installed from its wheels on the host, without a container, e.g. 2.7. Its wheels "
         "must be built for a CUDA the GPUs support (Blackwell: cu128, from PyTorch 2.7) and the driver runs. "
         "Empty: the newest catalogued release with such a wheel."},
        {"field.site.pueOverride.label", "PUE override"},
        {"field.site.pueOverride.tooltip",
         "Power usage effectiveness: facility power ÷ IT power. 1.5 means every 1 kW of servers costs 1.5 kW at the "
         "meter. Leave at site default to use the facility's figure (colocation: the region's; own facility: the "
         "cooling method's); enter 1.0–3.0 from your data centre's contract."},
        {"field.finance.horizonMonths.label", "Horizon"},
        {"field.finance.horizonMonths.tooltip",
         "Months the comparison covers. 36 months matches the usual three-year depreciation of GPU servers; after that "
         "a newer generation usually gives more per yuan."},
        {"field.finance.discountRatePct.label", "Discount rate"},
        {"field.finance.discountRatePct.tooltip",
         "Annual rate for the net present value: money paid later is worth less today. Use your cost of capital, "
         "typically 6–10%; it favours renting, whose payments come later."},
        {"field.finance.utilisationPct.label", "Utilisation"},
        {"field.finance.utilisationPct.tooltip",
         "Share of the owned GPU-hours actually used for work. Owning wins when utilisation is high: below roughly "
         "30–40% renting on demand is usually cheaper. Research teams often reach 50–70%; a busy production cluster "
         "80–90%."},
        {"field.finance.utilisationProfile.label", "Utilisation profile"},
        {"field.finance.utilisationProfile.tooltip",
         "Flat: the same utilisation every month. Ramp up: utilisation grows in a straight line from the start to the "
         "end value over the horizon, as a new team's usage usually does."},
        {"field.finance.demandFromWorkload.label", "Demand from the workload"},
        {"field.finance.demandFromWorkload.tooltip",
         "Take demand from the workload instead of the utilisation: estimated GPU-hours per run × runs a month. "
         "Renting then buys exactly those hours; owning pays for the whole cluster either way."},
        {"field.finance.rampStartPct.label", "Ramp start"},
        {"field.finance.rampStartPct.tooltip", "Utilisation in the first month of a ramp, e.g. 40%."},
        {"field.finance.rampEndPct.label", "Ramp end"},
        {"field.finance.rampEndPct.tooltip", "Utilisation in the last month of a ramp, e.g. 80%."},
        {"field.finance.displayCurrency.label", "Display currency"},
        {"field.finance.displayCurrency.tooltip",
         "Currency of every total and chart. Prices in other currencies are converted with the catalog's dated FX "
         "rates, shown with their date in the catalog browser."},
        {"field.finance.financed.label", "Financed purchase"},
        {"field.finance.financed.tooltip",
         "Pay for the hardware with a loan or lease instead of cash up front: monthly instalments with interest "
         "replace the capital outlay on day one."},
        {"field.finance.loanRatePct.label", "Loan rate"},
        {"field.finance.loanRatePct.tooltip",
         "Annual interest rate of the loan or lease, e.g. 4–8% for a bank loan in China."},
        {"field.finance.loanTermMonths.label", "Loan term"},
        {"field.finance.loanTermMonths.tooltip", "Months over which the loan is repaid, typically 24–60."},
        {"field.finance.maintenanceBasis.label", "Maintenance"},
        {"field.finance.maintenanceBasis.tooltip",
         "After the warranty: the rate is paid from the month the hardware warranty ends (3 years parts and labour is "
         "standard for Supermicro systems). Support contract: paid from the first month, e.g. about 20% a year for "
         "NVIDIA DGX support."},
        {"field.finance.maintenancePctPerYear.label", "Maintenance per year"},
        {"field.finance.maintenancePctPerYear.tooltip",
         "Post-warranty support as a share of the hardware price a year. OEM contracts run 10–15% a year "
         "(philipcrewe.net, 2013; librarytechnology.org: 10–12%); third-party maintenance is 50–70% cheaper. 12% is "
         "the default."},
        {"field.finance.warrantyYears.label", "Warranty"},
        {"field.finance.warrantyYears.tooltip",
         "Hardware warranty in years, for platforms whose catalog entry states none. 3 years parts and labour is "
         "Supermicro's standard for complete systems (servethehome.com, 2012)."},
        {"field.finance.residualFromCurve.label", "Resale value by age"},
        {"field.finance.residualFromCurve.tooltip",
         "Value the hardware at the end of the horizon from a resale curve by age for its GPU class (data centre: 78% "
         "after 1 year, 46% after 3, 27% after 5, from secondary-market prices); off: use the flat share below."},
        {"field.finance.residualValuePct.label", "Residual value"},
        {"field.finance.residualValuePct.tooltip",
         "When not valued by age: what the hardware sells for at the end of the horizon, as a share of its price; it "
         "is credited in the last month."},
        {"field.finance.staffBaseFte.label", "Staff: base"},
        {"field.finance.staffBaseFte.tooltip",
         "Operations engineers needed whatever the size, priced with the region's staff cost. 0.25: nobody dedicated "
         "to a small install (no dedicated person below about 50 processors, CTWatch 2006); 1 for a business-hours "
         "administrator; about 5 for in-house 24×7 cover."},
        {"field.finance.staffFtePerNode.label", "Staff per node"},
        {"field.finance.staffFtePerNode.tooltip",
         "Engineers added for each node. 0.05 is one engineer per 20 servers, inside the 10–20 servers per "
         "administrator of META Group and Gartner; a 1,024-GPU AI cloud was run by 12 people (about 1 per 18 nodes "
         "above a base of 5)."},
        {"field.finance.sparesPct.label", "Spares and failures per year"},
        {"field.finance.sparesPct.tooltip",
         "Spare parts and failed components as a share of the hardware price a year; GPUs, DIMMs and drives fail at a "
         "few percent a year in large fleets, so 1–3% is typical."},
        {"field.finance.hybridBaseLoadPct.label", "Hybrid base load"},
        {"field.finance.hybridBaseLoadPct.tooltip",
         "In the hybrid option, the share of peak demand served by owned servers; the peaks above it are rented on "
         "demand. 50–70% often gives the lowest total."},
        {"field.finance.storagePerTbMonth.label", "Cloud storage per TB-month"},
        {"field.finance.storagePerTbMonth.tooltip",
         "Price of cloud storage for the dataset and checkpoints beside rented GPUs, per TB a month in the display "
         "currency; 0 leaves it out. Object storage costs about CNY 100–150 per TB-month."},
        {"field.finance.onDemandClass.label", "On-demand provider"},
        {"field.finance.onDemandClass.tooltip",
         "Which on-demand offerings the comparison may use: any class (the cheapest with the build's own GPU, not "
         "interruptible), or only hyperscaler clouds, GPU clouds, marketplaces or IDC rental. The class decides the "
         "price: a hyperscaler's A100 costs several times a marketplace's."},
        {"field.finance.onDemandOffering.label", "On-demand offering"},
        {"field.finance.onDemandOffering.tooltip",
         "One named offering (catalog id) instead of the cheapest: set it from the Market view with \"Use this\"."},
        {"field.finance.reservedClass.label", "Rental provider"},
        {"field.finance.reservedClass.tooltip",
         "Which monthly or reserved rental offerings the comparison may use: any class, or one class of provider."},
        {"field.finance.reservedOffering.label", "Rental offering"},
        {"field.finance.reservedOffering.tooltip",
         "One named rental offering (catalog id) instead of the cheapest: set it from the Market view with \"Use "
         "this\"."},
        {"field.finance.egressTbPerMonth.label", "Egress per month"},
        {"field.finance.egressTbPerMonth.tooltip",
         "Data downloaded out of the cloud a month (results, checkpoints). Clouds charge for egress, often CNY 500–800 "
         "per TB; owned servers do not."},
        // The display names of the plan's enumerations (EnumTexts in models/plan/plan_enum_names.h).
        {"workload_kind.pretraining", "Pretraining from scratch"},
        {"workload_kind.full_finetune", "Full fine-tune"},
        {"workload_kind.lora", "LoRA fine-tune"},
        {"workload_kind.qlora", "QLoRA fine-tune (quantised base)"},
        {"workload_kind.inference", "Inference serving"},
        {"workload_kind.cv_training", "Vision training (CNN / ViT)"},
        {"workload_kind.custom", "Custom (GPU-hours a month)"},
        {"precision.fp32", "FP32 (full precision)"},
        {"precision.bf16", "BF16 mixed precision"},
        {"precision.fp8", "FP8 (Hopper and newer)"},
        {"precision.int8", "INT8 quantised"},
        {"precision.int4", "INT4 quantised"},
        {"optimizer.adamw", "AdamW"},
        {"optimizer.adamw_8bit", "AdamW 8-bit"},
        {"optimizer.sgd_momentum", "SGD with momentum"},
        {"optimizer.adafactor", "Adafactor"},
        {"recompute.none", "None (keep all activations)"},
        {"recompute.selective", "Selective (attention only)"},
        {"recompute.full", "Full (every layer)"},
        {"utilisation_profile.flat", "Flat"},
        {"utilisation_profile.ramp", "Ramp up"},
        {"nvme_layout.raid0", "RAID 0 (striped)"},
        {"nvme_layout.raid1", "RAID 1 (mirrored)"},
        {"nvme_layout.raid10", "RAID 10 (striped mirrors)"},
        {"nvme_layout.jbod", "Separate drives (JBOD)"},
        {"fabric_topology.none", "No cluster fabric"},
        {"fabric_topology.single_switch", "One switch"},
        {"fabric_topology.leaf_spine", "Leaf and spine"},
    };
    return texts;
}

} // namespace planner::text_tables
