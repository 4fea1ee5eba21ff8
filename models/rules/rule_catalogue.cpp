// The rule catalogue and the English message templates: every text a finding shows lives here.
#include "rules/rules.h"

#include <algorithm>
#include <map>

namespace planner {

namespace {

const std::string kSeed001 = "Seed article 001 (idctop.com, \"服务器跑深度学习需要什么配置\")";
const std::string kSeed000 = "Seed article 000 (idctop.com/article/420341.html)";

} // namespace

const std::vector<RuleInfo>& ruleCatalogue()
{
    static const std::vector<RuleInfo> rules = {
        {"vram.fit", Severity::Error, "Workload fits in GPU memory with headroom",
         "ZeRO (arXiv:1910.02054); Korthikanti et al. (arXiv:2205.05198); QLoRA (arXiv:2305.14314)"},
        {"ram.ratio", Severity::Error, "System RAM at least 2× the node's VRAM",
         kSeed001 + ": RAM 2–3× total VRAM; NVIDIA DGX H100 user guide: 2 TB RAM for 640 GB HBM"},
        {"cpu.cores_per_gpu", Severity::Warning, "Enough CPU cores per GPU for data loading",
         "NVIDIA DGX H100 user guide (112 cores for 8 GPUs); " + kSeed001 + ": ≥ 8 cores, 16–32 safer"},
        {"cpu.vendor", Severity::Error, "CPU vendor matches the platform's socket", "Platform datasheet"},
        {"cpu.sockets", Severity::Error, "CPU socket count matches board and CPU", "Platform and CPU datasheets"},
        {"memory.slots", Severity::Error, "DIMMs fit the board's slots", "Platform datasheet"},
        {"memory.channels_balanced", Severity::Warning, "Every memory channel populated evenly",
         "Intel/AMD memory population guidelines (balanced channels for full bandwidth)"},
        {"memory.ddr_generation", Severity::Error, "DIMM DDR generation matches CPU and board",
         "JEDEC DDR4/DDR5 standards (different keying and voltage)"},
        {"nvme.drive_speed", Severity::Warning, "NVMe drives of 3 GB/s or more",
         kSeed001 + ": drives under 3 GB/s leave GPUs below 30% utilisation"},
        {"nvme.throughput", Severity::Warning, "NVMe array read rate covers data loading",
         kSeed001 + ": RAID 0 of four enterprise NVMe drives or all-flash"},
        {"nvme.capacity", Severity::Warning, "Local NVMe holds the dataset and checkpoints",
         kSeed001 + ": preload the whole training set to SSD"},
        {"nvme.bays", Severity::Error, "Drives fit the platform's bays", "Platform datasheet"},
        {"chassis.gpu_slots", Severity::Error, "GPU count fits the chassis", "Platform datasheet"},
        {"chassis.form_factor", Severity::Error, "GPU form factor fits the platform (SXM needs HGX)",
         "NVIDIA HGX platform documentation"},
        {"chassis.slot_width", Severity::Error, "Card thickness fits the chassis", "GPU and platform datasheets"},
        {"chassis.pcie_lanes", Severity::Warning, "Enough PCIe lanes for GPUs, NICs and drives",
         "PCIe lane budgets of CPU and platform datasheets"},
        {"network.multinode_fabric", Severity::Error, "Multi-node training on ≥ 100 Gb/s RDMA (InfiniBand/RoCE)",
         kSeed001
             + ": InfiniBand or RoCE across nodes, HDR 200 Gb/s in production; Llama 3 on 400 Gb/s RoCE "
               "(arXiv:2407.21783)"},
        {"network.nic_per_gpu", Severity::Warning, "Scale-out bandwidth per GPU",
         "NVIDIA DGX A100 (8 × 200 Gb/s HDR) and DGX H100 (8 × 400 Gb/s) user guides"},
        {"network.topology", Severity::Warning, "A switch fabric joins the nodes, non-blocking for training",
         "NVIDIA DGX SuperPOD reference architecture (non-blocking fat tree)"},
        {"parallel.tp_over_pcie", Severity::Error, "Tensor parallelism needs NVLink-class links",
         "Megatron-LM (arXiv:1909.08053, arXiv:2104.04473): tensor parallelism kept inside NVLink domains"},
        {"parallel.tp_across_nodes", Severity::Warning, "Tensor parallelism stays inside a node",
         "Narayanan et al. 2021 (arXiv:2104.04473)"},
        {"parallel.degrees", Severity::Error, "Parallel degrees match the GPUs and the model",
         "Megatron-LM / DeepSpeed configuration rules"},
        {"power.psu_headroom", Severity::Error, "Power supplies cover the node's peak with headroom",
         "Platform datasheet; GPU TDPs"},
        {"power.psu_redundancy", Severity::Warning, "Redundant power supplies",
         "NVIDIA DGX B200 user guide (6 × 3.3 kW, 5+1)"},
        {"rack.cooling_density", Severity::Error, "Node power fits the cooling method's rack limit",
         "Uptime Institute rack density surveys; air ≈ 30 kW, direct liquid ≈ 60 kW per rack"},
        {"rack.count", Severity::Info, "Racks needed by power and space", "Uptime Institute; cooling catalog"},
        {"site.facility_power", Severity::Info, "Facility power with PUE",
         "Uptime Institute Global Data Center Survey 2024 (PUE 1.56)"},
        {"gpu.consumer_in_datacenter", Severity::Warning, "Consumer cards in a data centre",
         "NVIDIA GeForce driver licence; " + kSeed000 + ": ECC and interconnect of professional cards"},
        {"gpu.market_availability", Severity::Error, "GPU can be bought in the region's market",
         "US EAR rules of 2022-10-07 and 2023-10-17; BIS guidance of 2025-05-13 (domain-data.md A2)"},
        {"gpu.software_stack", Severity::Info, "Software stack and CUDA/driver floor",
         kSeed000 + ": driver and CUDA matched to the framework; domestic accelerators need MindSpore/CANN"},
        {"scaling.pcie_beyond_4", Severity::Warning, "More than 4 GPUs per node over PCIe",
         kSeed001 + ": 4 GPUs is the cost-effectiveness knee; NVLink inside a node"},
        {"schedule.time_to_train", Severity::Warning, "Training finishes by the target",
         "6·N·D (Kaplan et al. 2020, arXiv:2001.08361); MFU from arXiv:2204.02311, arXiv:2407.21783"},
        {"inference.throughput", Severity::Warning, "Serving reaches the target tokens/s",
         "Decode bound by memory bandwidth (weights + KV cache read per step)"},
        {"inference.concurrency", Severity::Warning, "KV cache holds the requested concurrent sequences",
         "KV cache = 2 × layers × KV heads × head dim × tokens × bytes"},
        {"finance.low_utilisation", Severity::Info, "Utilisation high enough to justify buying",
         kSeed001 + ": self-hosting wins above 60–70% utilisation"},
        {"workload.model", Severity::Error, "Workload model is known", "Model catalog"},
        {"workload.precision", Severity::Warning, "Precision is supported for the workload and GPU",
         "NVIDIA Transformer Engine (FP8 on Hopper/Ada and later)"},
    };
    return rules;
}

const RuleInfo* ruleInfo(std::string_view id)
{
    static const std::map<std::string_view, const RuleInfo*> index = [] {
        std::map<std::string_view, const RuleInfo*> m;
        for (const auto& r : ruleCatalogue())
            m.emplace(r.id, &r);
        return m;
    }();
    auto it = index.find(id);
    return it == index.end() ? nullptr : it->second;
}

const std::vector<MessageTemplate>& messageTemplates()
{
    static const std::vector<MessageTemplate> templates = {
        {"vram.fit", "{need} GB needed per GPU, but a {gpu} has {capacity} GB",
         "The workload needs {need} GB on every GPU: {breakdown}. Each {gpu} in {group} has {capacity} GB, so the "
         "job stops with CUDA out-of-memory (and spilling to system memory makes training crawl). The largest part "
         "is {largest} at {largestGB} GB.",
         "Lower the need per GPU: {suggestion}; or choose a GPU with more memory."},
        {"vram.fit.headroom", "{need} GB of {capacity} GB used on each {gpu}: under 10% headroom",
         "The estimate ({breakdown}) leaves {free} GB free on each {gpu} in {group}. Longer batches, evaluation "
         "passes and allocator fragmentation easily take a few GB more, so runs this close to the limit fail now "
         "and then.",
         "Keep 10% free: {suggestion}."},
        {"ram.ratio", "RAM is {ratio}× VRAM in {group}; plan at least 2×",
         "Each node has {gpus} × {gpuMem} GB = {vram} GB of VRAM but only {ram} GB of RAM ({ratio}×). Checkpoint "
         "loading, data-loader workers, pinned transfer buffers and any CPU offload live in RAM; the rule of thumb "
         "is 2–3× the total VRAM (4 × A100 80GB → at least 512 GB; a DGX H100 has 2 TB for 640 GB).",
         "Fit at least {target} GB: {dimms} × {dimmGB} GB DIMMs = {dimmTotal} GB."},
        {"ram.ratio.below_vram", "RAM ({ram} GB) is smaller than VRAM ({vram} GB) in {group}",
         "Each node has {gpus} × {gpuMem} GB = {vram} GB of VRAM but only {ram} GB of RAM ({ratio}×): it cannot "
         "hold one copy of what the GPUs hold, so loading or saving a full checkpoint, or offloading optimizer "
         "states, runs out of memory. The rule of thumb is 2–3× the total VRAM.",
         "Fit at least {target} GB: {dimms} × {dimmGB} GB DIMMs = {dimmTotal} GB."},
        {"cpu.cores_per_gpu", "{perGpu} CPU cores per GPU in {group}: data loading will starve the GPUs",
         "Each node has {cores} cores for {gpus} GPUs ({perGpu} per GPU). Every GPU needs a process of its own "
         "plus data-loader workers for decoding, augmentation and tokenisation; below 4 cores per GPU the GPUs "
         "wait for data. A DGX H100 has 14 cores per GPU; seed 001 says at least 8 cores, 16–32 safer.",
         "Choose a CPU with at least {targetCores} cores per socket ({targetPerGpu} per GPU)."},
        {"cpu.cores_per_gpu.low", "{perGpu} CPU cores per GPU in {group}: tight for image pipelines",
         "Each node has {cores} cores for {gpus} GPUs ({perGpu} per GPU). Text training needs little CPU, but "
         "image decoding and augmentation take 4–8 cores per GPU; a DGX H100 has 14 per GPU.",
         "For image or video work choose a CPU with at least {targetCores} cores per socket."},
        {"cpu.vendor", "{cpu} ({cpuVendor}) does not fit {platform}, which takes {vendors} CPUs",
         "A board takes CPUs of one socket type; {platform} is built for {vendors} processors, so the {cpu} "
         "cannot be installed.",
         "Choose a {vendors} CPU, or a platform for {cpuVendor} CPUs."},
        {"cpu.sockets", "{sockets} CPU sockets requested; {platform} has {platformSockets}, {cpu} allows {cpuMax}",
         "The build asks for {sockets} × {cpu} per node. The board has {platformSockets} socket(s) and the CPU "
         "runs in systems of at most {cpuMax} socket(s).",
         "Set CPU sockets to {fixSockets}."},
        {"cpu.sockets.partial", "Only {sockets} of {platformSockets} CPU sockets fitted in {group}",
         "Memory slots and PCIe lanes are wired to each socket; with {sockets} of {platformSockets} sockets "
         "fitted, the slots and lanes of the empty socket are dead, including any GPU or NIC attached to them.",
         "Fit {platformSockets} CPUs."},
        {"memory.slots", "{count} DIMMs do not fit the {slots} slots of {platform}",
         "{platform} has {slots} DIMM slots per node; {count} modules were planned.",
         "Use {slots} or fewer DIMMs, or larger modules."},
        {"memory.channels_balanced", "{count} DIMMs on {channels} memory channels: uneven population in {group}",
         "{sockets} × {cpu} have {channels} memory channels in all. Bandwidth is highest when every channel holds "
         "the same number of DIMMs (a multiple of {channels}); {count} leaves channels empty or uneven, cutting "
         "the memory bandwidth data pre-processing relies on.",
         "Use {suggested} DIMMs ({suggestedGB} GB)."},
        {"memory.ddr_generation", "{dimm} is DDR{dimmDdr}, but {cpu} takes DDR{cpuDdr}",
         "DDR generations are keyed differently and electrically incompatible: a DDR{dimmDdr} module does not fit "
         "the DDR{cpuDdr} slots of a {cpu} system.",
         "Choose DDR{cpuDdr} modules."},
        {"memory.ddr_generation.platform", "{dimm} is DDR{dimmDdr}, but {platform} has DDR{platformDdr} slots",
         "DDR generations are keyed differently and electrically incompatible: a DDR{dimmDdr} module does not fit "
         "the DDR{platformDdr} slots of {platform}.",
         "Choose DDR{platformDdr} modules and a matching CPU."},
        {"nvme.drive_speed", "{nvme} reads {read} GB/s per drive, under 3 GB/s",
         "Drives under 3 GB/s sequential read leave GPUs waiting for data: seed 001 reports GPU utilisation "
         "falling below 30%. {group} has {count} of them, {arrayRead} GB/s together.",
         "Use enterprise NVMe drives of 6 GB/s or more (PCIe 4.0/5.0 U.2), four in RAID 0."},
        {"nvme.throughput", "Data loading needs {need} GB/s per node; the NVMe array gives {have} GB/s",
         "This run reads {readHow}: {need} GB/s per node on average. {group} reads {have} GB/s from {count} × "
         "{nvme}, so the GPUs wait on storage.",
         "Stripe more or faster drives: {drivesNeeded} × {nvme} in RAID 0 read {drivesRead} GB/s."},
        {"nvme.capacity", "{need} TB needed per node; {group} has {have} TB of usable NVMe",
         "Storage per node: {capacityHow} = {need} TB. Seed 001: keep the whole training set on local NVMe "
         "while training. The array gives {have} TB usable.",
         "Use {drivesNeeded} × {nvme} ({drivesTB} TB) or larger drives."},
        {"nvme.bays", "{count} NVMe drives but {platform} has {bays} bays",
         "{platform} holds {bays} NVMe drives per node; {count} were planned.", "Use {bays} or fewer, larger drives."},
        {"chassis.gpu_slots", "{count} GPUs per node but {platform} holds {slots}",
         "{platform} has room for {slots} GPUs; {count} were planned per node in {group}.",
         "Set GPUs per node to {slots} and add nodes for the rest."},
        {"chassis.form_factor", "{gpu} is a {form} part; {platform} takes {forms} GPUs",
         "SXM and OAM GPUs are modules soldered onto a baseboard (NVIDIA HGX), not cards for PCIe slots, and "
         "PCIe cards need slots. {platform} accepts {forms} GPUs only.",
         "Choose a {forms} GPU, or a platform for {form} GPUs."},
        {"chassis.form_factor.not_allowed", "{platform} is not built for {gpu}",
         "{platform} is a baseboard for {allowed}; such boards are built for one GPU generation, so the {gpu} "
         "cannot be fitted.",
         "Choose one of {allowed}, or a platform for {gpu}."},
        {"chassis.slot_width", "{gpu} is {width} slots thick; {platform} fits {maxWidth}-slot cards",
         "Consumer cards such as the RTX 4090 are 3–3.5 slots thick; a server built for {maxWidth}-slot cards "
         "cannot fit {count} of them side by side.",
         "Choose a {maxWidth}-slot (blower or passive) card, or a chassis for {width}-slot cards."},
        {"chassis.pcie_lanes", "{need} PCIe lanes needed; {platform} provides {have}",
         "{gpus} GPUs × 16 + {nics} NICs × {nicLanes} + {drives} drives × 4 = {need} lanes, against {have} on "
         "the platform ({cpuLanes} CPU lanes + {switches} PCIe switches × 48 net lanes). Devices will run at x8 "
         "or share switch uplinks, cutting host-to-GPU and GPU-to-NIC bandwidth.",
         "Reduce NICs or drives, or choose a platform with more lanes or PCIe switches."},
        {"network.multinode_fabric", "Multi-node training over {nicDesc}: needs ≥ 100 Gb/s InfiniBand or RoCE",
         "This scenario trains across {nodes} nodes. Each step exchanges about {gradGB} GB of gradients (2 B per "
         "parameter) between nodes; without RDMA (InfiniBand or RoCE) at 100 Gb/s or more, the GPUs spend most of "
         "each step waiting. Seed 001: production clusters use InfiniBand HDR 200 Gb/s; below 100 Gb/s scaling "
         "loses more than 10%.",
         "Fit RDMA NICs of 200 Gb/s or more (InfiniBand HDR/NDR or 200/400 GbE RoCE), one per GPU on 8-GPU nodes."},
        {"network.nic_per_gpu", "{perGpu} Gb/s of network per GPU in {group}; multi-node training wants 100–200+",
         "{group} has {nicTotal} Gb/s of NICs for {gpusPerNode} GPUs per node ({perGpu} Gb/s each). A DGX A100 "
         "has one 200 Gb/s port per GPU, a DGX H100 one 400 Gb/s port. Estimated scaling efficiency of this build: "
         "{scaling}%.",
         "Fit {nicsNeeded} × {nic} per node ({targetPerGpu} Gb/s per GPU)."},
        {"network.nic_per_gpu.below_dgx", "{perGpu} Gb/s of network per GPU in {group}, below the DGX 200 Gb/s",
         "{group} has {nicTotal} Gb/s of NICs for {gpusPerNode} GPUs per node ({perGpu} Gb/s each). That works, "
         "but NVIDIA's DGX designs give each GPU its own 200–400 Gb/s port. Estimated scaling efficiency of this "
         "build: {scaling}%.",
         "For large models fit {nicsNeeded} × {nic} per node ({targetPerGpu} Gb/s per GPU)."},
        {"network.topology", "{nodes} nodes but no switch fabric",
         "The fabric is set to none. Apart from two nodes cabled back to back, nodes reach each other through a "
         "switch (or a leaf-spine fabric), whose ports are part of the cost.",
         "Set the fabric to a single switch, or leaf-spine beyond one switch's ports."},
        {"network.topology.oversubscribed", "Leaf uplinks are {ratio}:1 oversubscribed for multi-node training",
         "All-reduce traffic leaves every GPU at once; with {ratio}:1 oversubscription each GPU gets about "
         "1/{ratio} of its NIC speed across the spine. AI training fabrics are built non-blocking (1:1).",
         "Plan a non-blocking (1:1) fabric for training nodes."},
        {"parallel.tp_over_pcie", "Tensor parallel {tp} over PCIe in {group}: {gpu} has no NVLink",
         "Tensor parallelism exchanges activations twice per layer in the forward and again in the backward pass; "
         "it is designed for NVLink (600–900 GB/s per GPU). PCIe {pcieGen}.0 x16 carries about {pcieGBs} GB/s "
         "each way, so the GPUs spend much of each step waiting.",
         "Use tensor parallel 1 and shard with ZeRO-3/FSDP instead, or choose NVLink GPUs."},
        {"parallel.tp_over_pcie.no_p2p", "Tensor parallel {tp} on {gpu}: no NVLink and no peer-to-peer",
         "{gpu} has no NVLink and its driver disables PCIe peer-to-peer, so every tensor-parallel exchange (twice "
         "per layer, forward and backward) is copied through host memory. Expect GPUs to idle most of the time.",
         "Use tensor parallel 1 and shard with ZeRO-3/FSDP instead, or choose data-centre GPUs with NVLink."},
        {"parallel.tp_across_nodes", "Tensor parallel {tp} exceeds the {gpusPerNode} GPUs of a node",
         "Tensor parallelism needs hundreds of GB/s between its GPUs; with {tp} ranks and {gpusPerNode} GPUs per "
         "node some of that traffic crosses the network at {nicPerGpu} Gb/s per GPU.",
         "Keep tensor parallel at or below {gpusPerNode}; use pipeline or data parallelism across nodes."},
        {"parallel.degrees", "TP {tp} × PP {pp} × DP {dp} = {need} GPUs, but the build has {have}",
         "Tensor, pipeline and data parallel degrees multiply to the GPUs a run needs: {need}. The build has "
         "{have}.",
         "Set data parallel to 0 (use every GPU) or lower the degrees."},
        {"parallel.degrees.heads", "{heads} attention heads do not divide by tensor parallel {tp}",
         "Tensor parallelism splits the attention heads evenly across GPUs; {heads} heads cannot be split {tp} "
         "ways.",
         "Choose a tensor-parallel degree that divides {heads}."},
        {"parallel.degrees.idle", "{idle} of {have} GPUs idle with TP {tp} × PP {pp} × DP {dp}",
         "The run uses {need} GPUs; the other {idle} stay idle while it runs.",
         "Set data parallel to 0 to use every GPU, or plan a second job for the rest."},
        {"power.psu_headroom", "Node peak {peak} W exceeds the {usable} W its supplies deliver with redundancy",
         "One node of {group} draws up to {peak} W ({gpus} × {gpuW} W of GPUs plus CPUs, memory, drives, NICs and "
         "board). Its {psuCount} × {psuW} W supplies, {redundant} of them redundant, deliver {usable} W.",
         "Use fewer or lower-power GPUs, or a platform with larger supplies; redundant supplies are not capacity."},
        {"power.psu_headroom.tight", "Node peak {peak} W leaves {headroom}% of the {usable} W supply capacity",
         "One node of {group} draws up to {peak} W; its supplies deliver {usable} W with redundancy kept. Power "
         "spikes of GPUs exceed TDP for milliseconds; keep 10–20% headroom.",
         "Choose larger supplies or fewer GPUs per node."},
        {"power.psu_redundancy", "No redundant power supply in {group}",
         "{platform} has {psuCount} × {psuW} W supplies and none redundant: one failed supply stops the node and "
         "any job spanning it. Data-centre GPU servers run N+1 or N+N (DGX B200: 5+1).",
         "Choose a platform configuration with at least one redundant supply."},
        {"rack.cooling_density", "One node draws {nodeKw} kW; {cooling} removes {limit} kW per rack",
         "{cooling} removes {limit} kW of heat per rack, but one node of {group} draws {nodeKw} kW, so it throttles "
         "or trips. Air cooling tops out near 30 kW a rack; direct liquid cooling of HGX racks reaches ≈60 kW.",
         "Choose liquid cooling, or lower-power nodes."},
        {"rack.cooling_density.one_per_rack", "Only one {group} node fits a {limit} kW rack",
         "Each node draws {nodeKw} kW, so a rack limited to {limit} kW by {cooling} holds one node: {nodes} nodes "
         "take {nodes} racks, mostly empty, and rack space is billed per rack.",
         "Consider denser (liquid) cooling to put several nodes in a rack."},
        {"rack.count", "{racks} racks needed: power, not space, sets the count",
         "The build draws {itKw} kW. At {limit} kW per rack ({cooling}) it needs {racks} racks, although its "
         "{units} rack units would fit in {spaceRacks}.",
         "Denser cooling lowers the rack count; compare its cost in the TCO."},
        {"site.facility_power", "{facilityKw} kW at the meter: {itKw} kW of IT × PUE {pue}",
         "The nodes draw up to {itKw} kW. Cooling and power conversion add to that by the PUE ({pue}), so the site "
         "must supply {facilityKw} kW and uses about {mwhYear} MWh a year at full load. Uptime Institute's 2024 "
         "average PUE is 1.56; China asks new large data centres for below 1.3.",
         "Check that the facility's power contract covers {facilityKw} kW."},
        {"gpu.consumer_in_datacenter", "{gpu} is a consumer card: no ECC, no P2P/NVLink, no data-centre licence",
         "GeForce cards lack ECC memory (silent bit flips in week-long runs), their driver disables peer-to-peer "
         "between cards, and NVIDIA's GeForce driver licence does not permit data-centre deployment, so hosting "
         "providers may refuse them. They suit development boxes and small CV jobs (seed 001).",
         "For rack deployment choose a data-centre card; keep consumer cards in workstations."},
        {"gpu.consumer_in_datacenter.workstation", "{gpu} is a consumer card: fine in a workstation, not in a rack",
         "GeForce cards lack ECC memory and peer-to-peer support, and their driver licence excludes data centres. "
         "In a single workstation for development or small jobs that is acceptable.",
         "Move to data-centre cards before racking the build."},
        {"gpu.market_availability", "{gpu} cannot be bought new in {market}: {rule}",
         "{gpu} is {status} in the {market} market ({rule}, since {since}). A plan that relies on buying it there "
         "cannot be carried out.",
         "Choose a GPU sold in {market}, or a region in another market."},
        {"gpu.market_availability.licence", "{gpu} needs an export licence for {market}",
         "{gpu} needs an export licence to reach the {market} market ({rule}, since {since}); supply and delivery "
         "dates are uncertain and prices carry a premium.",
         "Confirm supply with the vendor, or compare a GPU sold freely in {market}."},
        {"gpu.software_stack", "{gpu} runs {stack}, not CUDA",
         "{gpu} uses the {stack} software stack. PyTorch runs through a vendor plug-in, and CUDA-only kernels "
         "(FlashAttention builds, bitsandbytes, many custom ops) need ports or alternatives. Seed 000: domestic "
         "accelerators suit data-sovereignty needs; NVIDIA stays the default for general work.",
         "Check every framework and kernel the team uses against the {stack} support list."},
        {"gpu.software_stack.cuda_floor", "{gpu} needs CUDA ≥ {minCuda} and driver ≥ {minDriver}",
         "{architecture} GPUs are not supported by older CUDA toolkits and drivers: containers and frameworks built "
         "for earlier CUDA versions will not run on them (seed 000: match driver, CUDA and framework).",
         "Use a driver ≥ {minDriver} and containers built with CUDA ≥ {minCuda}."},
        {"scaling.pcie_beyond_4", "{gpusPerNode} GPUs per node over PCIe: scaling past 4 is poor",
         "Without NVLink the {gpusPerNode} {gpu} GPUs exchange gradients over shared PCIe switches and CPU links; "
         "beyond 4 GPUs each added card contributes less (seed 001: 4 GPUs is the cost-effectiveness knee). "
         "Estimated MFU here: {mfu}%.",
         "Prefer nodes of 4 PCIe GPUs, or NVLink/HGX systems for 8."},
        {"schedule.time_to_train", "Training takes {days} days; the target is {target} days",
         "{flopsHow} = {flops} FLOPs. At {mfu}% MFU and {scaling}% scaling, {gpus} GPUs sustain {pflops} PFLOP/s, "
         "so one run takes {days} days ({gpuHours} GPU-hours), beyond the {target}-day target.",
         "About {gpusNeeded} GPUs of this kind would meet the target; or train on fewer tokens."},
        {"inference.throughput", "{sustained} tokens/s sustained, below the target of {target}",
         "{how}. The build serves {served} sequences at once and sustains {sustained} tokens/s against the "
         "{target} tokens/s target. Decoding is bound by memory bandwidth: every token reads all weights and the "
         "batch's KV cache.",
         "Add GPUs (replicas), quantise weights (FP8/INT4 halve or quarter the bytes read), or choose GPUs with "
         "more bandwidth."},
        {"inference.concurrency", "Memory holds {fit} sequences of {context} tokens; {requested} requested",
         "Each sequence of {context} tokens needs {kvGB} GB of KV cache. After weights and overhead the build "
         "holds {fit} such sequences; requests beyond that wait in the queue.",
         "Shorten the context, use FP8 KV cache, add GPUs, or raise tensor parallelism to spread the cache."},
        {"finance.low_utilisation", "{util}% utilisation: buying is doubtful, compare renting in the TCO",
         "Owned GPUs cost the same busy or idle. Seed 001: self-hosting pays off above 60–70% sustained "
         "utilisation (three-year TCO 35–50% below cloud); at {util}% renting or a hybrid usually costs less.",
         "See the TCO comparison; consider on-demand or reserved rental for the base load."},
        {"workload.model", "Unknown model \"{model}\"",
         "The workload names model \"{model}\", which the catalog does not contain, so nothing can be estimated.",
         "Choose a model preset from the catalog, or add it to a user catalog."},
        {"workload.precision", "{precision} training is not supported: estimates assume BF16",
         "{precision} is an inference format; training keeps BF16 weights and gradients with FP32 optimizer "
         "states. Only QLoRA trains on 4-bit (NF4) frozen weights.",
         "Set precision to BF16 (or FP8 on Hopper-class GPUs), or choose QLoRA."},
        {"workload.precision.fp8_unsupported", "{gpu} has no FP8 tensor cores: FP8 runs at BF16 speed",
         "FP8 matrix maths needs Ada, Hopper or later GPUs; on {gpu} the estimate uses the BF16 peak.",
         "Set precision to BF16, or choose an FP8-capable GPU."},
    };
    return templates;
}

const std::vector<std::string>& ruleArgPhrases()
{
    static const std::vector<std::string> phrases = {
        // vram.fit: suggestion
        "quantise the weights (FP8 or INT4)",
        "quantise the weights (FP8 or INT4) or raise tensor parallelism to {suggestTp}",
        "use ZeRO-3/FSDP to shard weights, gradients and optimizer states over the {suggestDp} data-parallel GPUs",
        "recompute all activations in the backward pass (full activation checkpointing)",
        "use micro-batch 1 with gradient accumulation",
        "fine-tune with LoRA or QLoRA, or spread the model with tensor/pipeline parallelism over more GPUs",
        "spread the model with tensor or pipeline parallelism over more GPUs",
        // vram.fit: EstimateItem labels of breakdown and largest (estimate_memory.cpp)
        "Weights",
        "Frozen weights",
        "Adapters (weights, gradients, optimizer)",
        "Gradients",
        "Optimizer states",
        "Activations",
        "KV cache",
        "Framework overhead",
        // group: a node group without a name
        "node group {groupNumber}",
        // network.multinode_fabric: nicDesc, nicTech (enumName of NetworkTechnology)
        "no network card",
        "{nicGbps} Gb/s {nicTech}",
        "{nicGbps} Gb/s {nicTech} without RDMA",
        "ethernet",
        "roce",
        "infiniband",
        // gpu.market_availability: status, rule, since
        "barred",
        "not sold",
        "licence required",
        "no rule given",
        "unknown date",
        // gpu.software_stack: minDriver
        "the matching release",
        // chassis.form_factor: form, forms
        "module",
        // lists: x.list companions
        "{a}, {b}",
        "{a} or {b}",
        // nvme.throughput: readHow without training
        "no training data stream",
        // nvme.throughput: readHow (StorageEstimate::readHowPhrase)
        "{readTB} TB × {epochs} epoch(s) read in {readHours} h over {readNodes} node(s)",
        // nvme.capacity: capacityHow (StorageEstimate::capacityHowPhrase)
        "model weights {weightsGB} GB + dataset",
        "dataset + base model {baseGB} GB + {checkpoints} adapter checkpoints × {checkpointGB} GB",
        // One phrase too long for a line, split on purpose: the comma is not missing.
        // NOLINTNEXTLINE(bugprone-suspicious-missing-comma)
        "dataset {datasetTB} TB on every node (preloaded, seed 001) + {checkpoints} checkpoints × {checkpointGB} GB "
        "(weights + optimizer, {bytesPerParam} B/param) shared over the nodes",
        // inference.throughput: how (InferenceEstimate::howPhrase)
        "decode step reads weights {weightsGB} GB + KV cache {kvGB} GB ({batch} sequences × {context} tokens) per "
        "replica at {bandwidthPct}% of {bandwidthGBs} GB/s; {replicas} replica(s) of {replicaGpus} GPU(s); prefill at "
        "{prefillPct}% of peak, 2·N FLOPs per token",
    };
    return phrases;
}

const MessageTemplate* messageTemplate(std::string_view key)
{
    static const std::map<std::string_view, const MessageTemplate*> index = [] {
        std::map<std::string_view, const MessageTemplate*> m;
        for (const auto& t : messageTemplates())
            m.emplace(t.key, &t);
        return m;
    }();
    auto it = index.find(key);
    return it == index.end() ? nullptr : it->second;
}

} // namespace planner
