// The English texts of findings: per message key (a rule id, or rule id + "." + variant where the wording
// differs) a one-line message, the explanation with this build's numbers, and the fix. {slots} take the
// finding's arguments. Part of the one text table (text/message.h).
#include "models/text/text_tables.h"

namespace planner::text_tables {

std::span<const FindingText> findingTexts()
{
    static const FindingText texts[] = {
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
        {"ram.ratio", "RAM is {ratio}× VRAM in {group}; plan at least 1.5×",
         "Each node has {gpus} × {gpuMem} GB = {vram} GB of VRAM but only {ram} GB of RAM ({ratio}×). Checkpoint "
         "loading, data-loader workers, pinned transfer buffers and any CPU offload live in RAM. Seed 001 asks for "
         "2–3× the total VRAM yet builds 4 × A100 80GB with 512 GB (1.6×); a DGX H100 has 2 TB for 640 GB (3.2×). "
         "Below 1.5× there is no room for a checkpoint copy beside the loaders.",
         "Fit at least {target} GB: {dimms} × {dimmGB} GB DIMMs = {dimmTotal} GB."},
        {"ram.ratio.below_vram", "RAM ({ram} GB) is smaller than VRAM ({vram} GB) in {group}",
         "Each node has {gpus} × {gpuMem} GB = {vram} GB of VRAM but only {ram} GB of RAM ({ratio}×): it cannot "
         "hold one copy of what the GPUs hold, so loading or saving a full checkpoint, or offloading optimizer "
         "states, runs out of memory. The rule of thumb is 2–3× the total VRAM.",
         "Fit at least {target} GB: {dimms} × {dimmGB} GB DIMMs = {dimmTotal} GB."},
        {"cpu.cores_per_gpu", "{cores} CPU cores for {gpus} GPUs in {group}: data loading will starve the GPUs",
         "Each node has {cores} cores for {gpus} GPUs ({perGpu} per GPU). Seed 001 asks for at least 8 cores per "
         "server, 16–32 safer, and every GPU also runs a process of its own with data-loader workers for decoding "
         "and tokenisation: below {minimum} cores this node's GPUs wait for data. A DGX H100 has 112 cores for 8 "
         "GPUs.",
         "Choose a CPU with at least {targetCores} cores per socket."},
        {"cpu.cores_per_gpu.low", "{cores} CPU cores for {gpus} GPUs in {group}: tight for image pipelines",
         "Each node has {cores} cores for {gpus} GPUs ({perGpu} per GPU): above seed 001's minimum of 8 per server, "
         "below its safer 16–32 or the 4 per GPU that image decoding and augmentation take ({comfortable} here). "
         "Text training needs little CPU; a DGX H100 has 112 cores for 8 GPUs.",
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
        {"network.nic_per_gpu", "{perGpu} Gb/s of network per GPU in {group}; multi-node training wants 100–200+ Gb/s",
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
        {"parallel.tp_over_pcie", "Tensor parallel {tp} crosses PCIe in {group}: {gpu}'s links join {domain} GPU(s)",
         "Tensor parallelism exchanges activations twice per layer in the forward and again in the backward pass; "
         "it is designed for one NVLink domain (600–900 GB/s per GPU). The {gpu} GPUs are linked in groups of "
         "{domain}, so {tp} ranks talk over PCIe {pcieGen}.0 x16 at about {pcieGBs} GB/s each way, and the GPUs "
         "spend much of each step waiting.",
         "Keep tensor parallel within {domain} GPU(s) and shard the rest with ZeRO-3/FSDP, or choose an HGX-class "
         "board."},
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
        {"gpu.market_availability.denial", "{gpu} cannot be bought new in {market}: export licences are refused",
         "{gpu} is {status} in the {market} market ({rule}, since {since}): the exporting government's policy is to "
         "refuse the licence, so new supply through legal channels is not a plan a budget can rest on.",
         "Choose a GPU sold in {market} (for China: H20, L20, RTX 4090 D, Ascend 910B), rent abroad, or plan in a "
         "region of another market."},
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
        {"software.cuda_for_gpu", "CUDA {cuda} does not support {gpu}",
         "{architecture} GPUs are supported from CUDA {minCuda}: code built with CUDA {cuda}, and containers and "
         "frameworks built for it, do not run on {gpu}.",
         "Build with CUDA {minCuda} or later, in a container of that CUDA (Software: CUDA toolkit, Container)."},
        {"software.driver_for_cuda", "Driver {driver} is too old for CUDA {cuda}",
         "CUDA {cuda} was released with driver {releaseDriver}; older drivers run it only from branch "
         "{compatBranch} on, through minor-version compatibility. Branch {driver} runs neither.",
         "Install driver branch {compatBranch} or later; {releaseDriver} or later runs every CUDA {cuda} feature."},
        {"software.driver_for_cuda.minor_compat", "CUDA {cuda} runs on driver {driver} with limits",
         "CUDA {cuda} was released with driver {releaseDriver}. Branch {driver} runs it through minor-version "
         "compatibility: applications work, but PTX compiled at run time and some newer features do not.",
         "Prefer a driver of {releaseDriver} or later, or build for the CUDA your driver shipped with."},
        {"software.driver_for_container", "{image} needs driver {need} or later, the plan has {driver}",
         "The container's CUDA needs driver branch {need}. GeForce and workstation cards have no forward "
         "compatibility: with branch {driver} the container's CUDA does not start.",
         "Install driver branch {need} or later, or choose an older container (Software: Container)."},
        {"software.driver_for_container.forward_compat",
         "{image} needs driver {need} or later; on branch {driver} it relies on forward compatibility",
         "The container's CUDA needs driver branch {need}. Data-centre GPUs run it on branch {driver} through "
         "NVIDIA's forward-compatibility package, which NGC containers load themselves; not every feature is "
         "covered and NVIDIA supports only some branch pairs.",
         "Install driver branch {need} or later for a supported pairing, or choose an older container."},
        {"software.unknown_version.driver", "Driver branch {value} is not in the software catalog",
         "The catalog lists the branches NVIDIA documents with their support dates; {value} is not one of them, "
         "so its fit with CUDA and the container cannot be checked.",
         "Choose a listed branch (for example the long-term support branch), or add it to software.json with "
         "its source."},
        {"software.unknown_version.cuda", "CUDA {value} is not in the software catalog",
         "The catalog lists CUDA toolkits with the driver each was released with; CUDA {value} is not one of them, "
         "so the driver cannot be checked against it.",
         "Write the toolkit as major.minor (12.8), or add it to software.json with its source."},
        {"software.unknown_version.container", "Container {value} is not in the software catalog",
         "The catalog lists NGC PyTorch releases with their CUDA and minimum driver; {value} is not one of them, "
         "so the driver cannot be checked against it.",
         "Choose a listed release (for example 25.04), or add the image to software.json with its source."},
        {"software.unknown_version.pytorch", "PyTorch {value} is not in the software catalog",
         "The catalog lists PyTorch releases with the CUDA variants of their official wheels; {value} is not one of "
         "them, so its wheels cannot be checked against the GPUs and the driver.",
         "Write the release as major.minor (2.7), or add it to software.json with its source."},
        {"software.pytorch_wheel", "PyTorch {pytorch} has no wheel for {gpu}",
         "{architecture} GPUs need code built with CUDA {minCuda} or later, and PyTorch {pytorch}'s official wheels "
         "are built for {variants} only: none of them runs on {gpu}. The first catalogued release with a "
         "{firstVariant} or later wheel is PyTorch {firstRelease}.",
         "Choose PyTorch {firstRelease} or later (Software: PyTorch), or use a container built for CUDA {minCuda} "
         "or later."},
        {"software.pytorch_wheel.driver", "Driver {driver} is too old for PyTorch {pytorch}'s wheels",
         "PyTorch {pytorch}'s wheels bundle their own CUDA libraries, but the driver must still run that CUDA: the "
         "oldest wheel that supports the build's GPUs, {variant}, needs driver branch {compatBranch} or later "
         "(minor-version compatibility).",
         "Install driver branch {compatBranch} or later, or choose an older PyTorch whose wheels the driver runs."},
        {"software.geforce_driver", "{gpu}: install branch {branch} from NVIDIA's Linux graphics driver",
         "NVIDIA publishes a driver branch both as its Data Center driver and as its Linux graphics driver, under "
         "the same version numbers. The Data Center driver's download page and release notes list data-centre and "
         "professional products only; a GeForce card is supported by a driver version when the README of that "
         "version lists it (Appendix A, Supported NVIDIA GPU Products). The kit's checklist installs the "
         "graphics driver's package.",
         "Check that {gpu} is listed in Appendix A of the README of the version you install; if NVIDIA has no "
         "graphics driver of branch {branch}, use the production branch of its current graphics driver releases."},
        {"network.roce_lossless", "RoCE between nodes needs a lossless network ({group})",
         "{nic} carries NCCL's RDMA traffic over Ethernet. RoCE assumes no packet is dropped: without priority "
         "flow control (PFC) and ECN on the RoCE priority, congestion drops packets and all-reduce throughput "
         "collapses. NCCL picks the RoCE v2 GID itself; set NCCL_IB_GID_INDEX only if it picks wrongly.",
         "Enable PFC and ECN for the RoCE priority on every NIC and switch port, and run the kit's nccl-tests "
         "check across all nodes before training."},
        {"network.gpudirect_rdma", "GPUDirect RDMA between nodes ({group})",
         "{nic} can move GPU memory straight to the network (GPUDirect RDMA) only when the driver's peer-memory "
         "path is loaded: the nvidia-peermem module with MLNX/DOCA-OFED, or DMA-BUF with the open GPU kernel "
         "modules. Without it NCCL copies every transfer through host memory.",
         "Install DOCA-OFED, load nvidia-peermem (or use DMA-BUF), and check that NCCL logs \"GDRDMA\" in the "
         "kit's nccl-tests run."},
        {"parallel.degrees.tp_node", "Tensor parallel {tp} does not divide the {gpusPerNode} GPUs of {group}",
         "Tensor-parallel ranks sit on consecutive GPUs of one node so that their per-layer exchanges stay on "
         "NVLink. With {gpusPerNode} GPUs per node, groups of {tp} straddle two nodes and part of that traffic "
         "crosses the network.",
         "Choose a tensor-parallel degree that divides {gpusPerNode} (1, 2, 4 or 8 on an 8-GPU node)."},
        {"parallel.pipeline_layers", "{pp} pipeline stages for {layers} layers",
         "A pipeline stage holds whole layers; with {pp} stages and {layers} layers some stages would be empty, "
         "which no framework runs.",
         "Use at most {layers} pipeline stages, ideally a divisor of {layers}."},
        {"parallel.pipeline_layers.uneven", "{layers} layers do not split evenly into {pp} pipeline stages",
         "The largest stage holds {largest} layers and sets the pace of every micro-batch; the others wait for it, "
         "about {idle}% of the pipeline's time. The estimate does not count this loss.",
         "Choose a pipeline degree that divides {layers}, or give the first and last stages fewer layers (they "
         "also hold the embeddings and the output layer)."},
        {"parallel.batch", "Global batch {global} is smaller than one micro-batch on each of {dp} ranks ({perStep})",
         "Every data-parallel rank processes at least one micro-batch of {micro} per step, so a step takes at least "
         "{micro} × {dp} = {perStep} sequences; a global batch of {global} cannot be run as set.",
         "Raise the global batch to {perStep} or a multiple of it, or lower the micro-batch or the data parallelism."},
        {"parallel.batch.uneven", "Global batch {global} is not a multiple of micro-batch × data parallel ({perStep})",
         "Gradient accumulation runs a whole number of micro-batches of {micro} on each of {dp} ranks: {perStep} "
         "sequences at a time. Frameworks refuse {global} or round it, which changes the training recipe.",
         "Use {rounded} (or the next multiple of {perStep}) as the global batch."},
        {"network.switch_ports", "{ports} fabric ports on one switch; the largest have {radix}",
         "One switch connects every node only up to its port count: NVIDIA's Quantum-2 QM9700 has 64 NDR 400 Gb/s "
         "ports and the Spectrum-4 SN5600 64 × 800 GbE. The plan's NICs need {ports} ports, so the fabric needs "
         "leaf and spine switches (and the TCO should count them).",
         "Set the topology to leaf-spine, or use fewer, faster NIC ports."},
        {"network.switch_ports.single_node", "A single node pays for {ports} switch ports it does not use",
         "With one node there is no GPU traffic between servers, yet the plan's topology buys a share of a switch, "
         "optics and cables for each of its {ports} NIC ports.",
         "Set the topology to none (no fabric), and add it back when the cluster grows."},
        {"site.cabinet_power", "A {nodeKw} kW node in {group} exceeds the {cabinetKw} kW cabinet",
         "The colocation cabinet supplies {cabinetKw} kW; one node of {group} draws {nodeKw} kW, so it takes the "
         "power of {cabinets} cabinets (the TCO rents them) or a high-density cabinet the facility must agree to.",
         "Ask the IDC for high-density cabinets (and their price), or choose nodes that draw less."},
        {"storage.shared", "{nodes} nodes train one model: plan shared storage for checkpoints",
         "Every rank of a multi-node job writes its part of each {checkpointGB} GB checkpoint, and any node must be "
         "able to read it back after a failure or a rescheduling. Local NVMe alone does not allow that: a parallel "
         "file system (Lustre, GPFS, 3FS) or a fast NFS does. The TCO does not include one.",
         "Add shared storage sized for several checkpoints and the dataset, with its cost as a price override."},
        {"storage.checkpoint_time", "Checkpoints stall {group} for {pct}% of each {interval}-minute interval",
         "Each node writes a {shardGB} GB share of the checkpoint to its NVMe at {writeGBs} GB/s: about {seconds} s "
         "in which the GPUs wait, every {interval} minutes.",
         "Checkpoint less often, write asynchronously, or stripe faster drives."},
        {"parallel.mixed_gpus", "The job mixes {gpus}: it runs at the pace of {slowest}",
         "Synchronous data-parallel training waits for the slowest rank at every step, so the faster GPUs idle for "
         "part of each step; the estimate counts every GPU at the pace of {slowest} in {group}. Pipeline stages "
         "sized to each GPU can recover some of it; plain data parallelism cannot.",
         "Run separate jobs per GPU kind, or build the cluster from one GPU."},
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
        {"finance.low_utilisation",
         "{util}% utilisation is below this build's break-even of {breakEven}%: renting costs less",
         "Owned GPUs cost the same busy or idle. This plan's cost comparison finds that buying matches renting on "
         "demand at {breakEven}% utilisation; at {util}% the rental costs less over the horizon (seed 001 puts the "
         "usual break-even at 60–70%).",
         "Rent on demand or reserve for the base load, or plan for more work on the cluster."},
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
    return texts;
}

} // namespace planner::text_tables
