#include "findings/rule_translations.h"

#include <QCoreApplication>

#include <algorithm>
#include <set>
#include <string_view>

namespace planner::ui {

namespace {

// Generated from messageTemplates(); each text byte-identical to the English in models/rules/rule_catalogue.cpp.
const char* const kRuleTexts[] = {
    QT_TRANSLATE_NOOP("RuleText", "{need} GB needed per GPU, but a {gpu} has {capacity} GB"),
    QT_TRANSLATE_NOOP("RuleText",
                      "The workload needs {need} GB on every GPU: {breakdown}. Each {gpu} in {group} has "
                      "{capacity} GB, so the job stops with CUDA out-of-memory (and spilling to system "
                      "memory makes training crawl). The largest part is {largest} at {largestGB} GB."),
    QT_TRANSLATE_NOOP("RuleText", "Lower the need per GPU: {suggestion}; or choose a GPU with more memory."),
    QT_TRANSLATE_NOOP("RuleText", "{need} GB of {capacity} GB used on each {gpu}: under 10% headroom"),
    QT_TRANSLATE_NOOP("RuleText",
                      "The estimate ({breakdown}) leaves {free} GB free on each {gpu} in {group}. Longer "
                      "batches, evaluation passes and allocator fragmentation easily take a few GB more, so "
                      "runs this close to the limit fail now and then."),
    QT_TRANSLATE_NOOP("RuleText", "Keep 10% free: {suggestion}."),
    QT_TRANSLATE_NOOP("RuleText", "RAM is {ratio}× VRAM in {group}; plan at least 2×"),
    QT_TRANSLATE_NOOP("RuleText",
                      "Each node has {gpus} × {gpuMem} GB = {vram} GB of VRAM but only {ram} GB of RAM "
                      "({ratio}×). Checkpoint loading, data-loader workers, pinned transfer buffers and any "
                      "CPU offload live in RAM; the rule of thumb is 2–3× the total VRAM (4 × A100 80GB → at "
                      "least 512 GB; a DGX H100 has 2 TB for 640 GB)."),
    QT_TRANSLATE_NOOP("RuleText", "Fit at least {target} GB: {dimms} × {dimmGB} GB DIMMs = {dimmTotal} GB."),
    QT_TRANSLATE_NOOP("RuleText", "RAM ({ram} GB) is smaller than VRAM ({vram} GB) in {group}"),
    QT_TRANSLATE_NOOP("RuleText",
                      "Each node has {gpus} × {gpuMem} GB = {vram} GB of VRAM but only {ram} GB of RAM "
                      "({ratio}×): it cannot hold one copy of what the GPUs hold, so loading or saving a "
                      "full checkpoint, or offloading optimizer states, runs out of memory. The rule of "
                      "thumb is 2–3× the total VRAM."),
    QT_TRANSLATE_NOOP("RuleText", "{perGpu} CPU cores per GPU in {group}: data loading will starve the GPUs"),
    QT_TRANSLATE_NOOP("RuleText",
                      "Each node has {cores} cores for {gpus} GPUs ({perGpu} per GPU). Every GPU needs a "
                      "process of its own plus data-loader workers for decoding, augmentation and "
                      "tokenisation; below 4 cores per GPU the GPUs wait for data. A DGX H100 has 14 cores "
                      "per GPU; seed 001 says at least 8 cores, 16–32 safer."),
    QT_TRANSLATE_NOOP("RuleText",
                      "Choose a CPU with at least {targetCores} cores per socket ({targetPerGpu} per GPU)."),
    QT_TRANSLATE_NOOP("RuleText", "{perGpu} CPU cores per GPU in {group}: tight for image pipelines"),
    QT_TRANSLATE_NOOP("RuleText",
                      "Each node has {cores} cores for {gpus} GPUs ({perGpu} per GPU). Text training needs "
                      "little CPU, but image decoding and augmentation take 4–8 cores per GPU; a DGX H100 "
                      "has 14 per GPU."),
    QT_TRANSLATE_NOOP("RuleText", "For image or video work choose a CPU with at least {targetCores} cores per socket."),
    QT_TRANSLATE_NOOP("RuleText", "{cpu} ({cpuVendor}) does not fit {platform}, which takes {vendors} CPUs"),
    QT_TRANSLATE_NOOP("RuleText",
                      "A board takes CPUs of one socket type; {platform} is built for {vendors} processors, "
                      "so the {cpu} cannot be installed."),
    QT_TRANSLATE_NOOP("RuleText", "Choose a {vendors} CPU, or a platform for {cpuVendor} CPUs."),
    QT_TRANSLATE_NOOP("RuleText",
                      "{sockets} CPU sockets requested; {platform} has {platformSockets}, {cpu} allows "
                      "{cpuMax}"),
    QT_TRANSLATE_NOOP("RuleText",
                      "The build asks for {sockets} × {cpu} per node. The board has {platformSockets} "
                      "socket(s) and the CPU runs in systems of at most {cpuMax} socket(s)."),
    QT_TRANSLATE_NOOP("RuleText", "Set CPU sockets to {fixSockets}."),
    QT_TRANSLATE_NOOP("RuleText", "Only {sockets} of {platformSockets} CPU sockets fitted in {group}"),
    QT_TRANSLATE_NOOP("RuleText",
                      "Memory slots and PCIe lanes are wired to each socket; with {sockets} of "
                      "{platformSockets} sockets fitted, the slots and lanes of the empty socket are dead, "
                      "including any GPU or NIC attached to them."),
    QT_TRANSLATE_NOOP("RuleText", "Fit {platformSockets} CPUs."),
    QT_TRANSLATE_NOOP("RuleText", "{count} DIMMs do not fit the {slots} slots of {platform}"),
    QT_TRANSLATE_NOOP("RuleText", "{platform} has {slots} DIMM slots per node; {count} modules were planned."),
    QT_TRANSLATE_NOOP("RuleText", "Use {slots} or fewer DIMMs, or larger modules."),
    QT_TRANSLATE_NOOP("RuleText", "{count} DIMMs on {channels} memory channels: uneven population in {group}"),
    QT_TRANSLATE_NOOP("RuleText",
                      "{sockets} × {cpu} have {channels} memory channels in all. Bandwidth is highest when "
                      "every channel holds the same number of DIMMs (a multiple of {channels}); {count} "
                      "leaves channels empty or uneven, cutting the memory bandwidth data pre-processing "
                      "relies on."),
    QT_TRANSLATE_NOOP("RuleText", "Use {suggested} DIMMs ({suggestedGB} GB)."),
    QT_TRANSLATE_NOOP("RuleText", "{dimm} is DDR{dimmDdr}, but {cpu} takes DDR{cpuDdr}"),
    QT_TRANSLATE_NOOP("RuleText",
                      "DDR generations are keyed differently and electrically incompatible: a DDR{dimmDdr} "
                      "module does not fit the DDR{cpuDdr} slots of a {cpu} system."),
    QT_TRANSLATE_NOOP("RuleText", "Choose DDR{cpuDdr} modules."),
    QT_TRANSLATE_NOOP("RuleText", "{dimm} is DDR{dimmDdr}, but {platform} has DDR{platformDdr} slots"),
    QT_TRANSLATE_NOOP("RuleText",
                      "DDR generations are keyed differently and electrically incompatible: a DDR{dimmDdr} "
                      "module does not fit the DDR{platformDdr} slots of {platform}."),
    QT_TRANSLATE_NOOP("RuleText", "Choose DDR{platformDdr} modules and a matching CPU."),
    QT_TRANSLATE_NOOP("RuleText", "{nvme} reads {read} GB/s per drive, under 3 GB/s"),
    QT_TRANSLATE_NOOP("RuleText",
                      "Drives under 3 GB/s sequential read leave GPUs waiting for data: seed 001 reports GPU "
                      "utilisation falling below 30%. {group} has {count} of them, {arrayRead} GB/s together."),
    QT_TRANSLATE_NOOP("RuleText", "Use enterprise NVMe drives of 6 GB/s or more (PCIe 4.0/5.0 U.2), four in RAID 0."),
    QT_TRANSLATE_NOOP("RuleText", "Data loading needs {need} GB/s per node; the NVMe array gives {have} GB/s"),
    QT_TRANSLATE_NOOP("RuleText",
                      "This run reads {readHow}: {need} GB/s per node on average. {group} reads {have} GB/s "
                      "from {count} × {nvme}, so the GPUs wait on storage."),
    QT_TRANSLATE_NOOP("RuleText",
                      "Stripe more or faster drives: {drivesNeeded} × {nvme} in RAID 0 read {drivesRead} "
                      "GB/s."),
    QT_TRANSLATE_NOOP("RuleText", "{need} TB needed per node; {group} has {have} TB of usable NVMe"),
    QT_TRANSLATE_NOOP("RuleText",
                      "Storage per node: {capacityHow} = {need} TB. Seed 001: keep the whole training set on "
                      "local NVMe while training. The array gives {have} TB usable."),
    QT_TRANSLATE_NOOP("RuleText", "Use {drivesNeeded} × {nvme} ({drivesTB} TB) or larger drives."),
    QT_TRANSLATE_NOOP("RuleText", "{count} NVMe drives but {platform} has {bays} bays"),
    QT_TRANSLATE_NOOP("RuleText", "{platform} holds {bays} NVMe drives per node; {count} were planned."),
    QT_TRANSLATE_NOOP("RuleText", "Use {bays} or fewer, larger drives."),
    QT_TRANSLATE_NOOP("RuleText", "{count} GPUs per node but {platform} holds {slots}"),
    QT_TRANSLATE_NOOP("RuleText", "{platform} has room for {slots} GPUs; {count} were planned per node in {group}."),
    QT_TRANSLATE_NOOP("RuleText", "Set GPUs per node to {slots} and add nodes for the rest."),
    QT_TRANSLATE_NOOP("RuleText", "{gpu} is a {form} part; {platform} takes {forms} GPUs"),
    QT_TRANSLATE_NOOP("RuleText",
                      "SXM and OAM GPUs are modules soldered onto a baseboard (NVIDIA HGX), not cards for "
                      "PCIe slots, and PCIe cards need slots. {platform} accepts {forms} GPUs only."),
    QT_TRANSLATE_NOOP("RuleText", "Choose a {forms} GPU, or a platform for {form} GPUs."),
    QT_TRANSLATE_NOOP("RuleText", "{platform} is not built for {gpu}"),
    QT_TRANSLATE_NOOP("RuleText",
                      "{platform} is a baseboard for {allowed}; such boards are built for one GPU "
                      "generation, so the {gpu} cannot be fitted."),
    QT_TRANSLATE_NOOP("RuleText", "Choose one of {allowed}, or a platform for {gpu}."),
    QT_TRANSLATE_NOOP("RuleText", "{gpu} is {width} slots thick; {platform} fits {maxWidth}-slot cards"),
    QT_TRANSLATE_NOOP("RuleText",
                      "Consumer cards such as the RTX 4090 are 3–3.5 slots thick; a server built for "
                      "{maxWidth}-slot cards cannot fit {count} of them side by side."),
    QT_TRANSLATE_NOOP("RuleText",
                      "Choose a {maxWidth}-slot (blower or passive) card, or a chassis for {width}-slot "
                      "cards."),
    QT_TRANSLATE_NOOP("RuleText", "{need} PCIe lanes needed; {platform} provides {have}"),
    QT_TRANSLATE_NOOP("RuleText",
                      "{gpus} GPUs × 16 + {nics} NICs × {nicLanes} + {drives} drives × 4 = {need} lanes, "
                      "against {have} on the platform ({cpuLanes} CPU lanes + {switches} PCIe switches × 48 net "
                      "lanes). Devices will run at x8 or share switch uplinks, cutting host-to-GPU and "
                      "GPU-to-NIC bandwidth."),
    QT_TRANSLATE_NOOP("RuleText", "Reduce NICs or drives, or choose a platform with more lanes or PCIe switches."),
    QT_TRANSLATE_NOOP("RuleText", "Multi-node training over {nicDesc}: needs ≥ 100 Gb/s InfiniBand or RoCE"),
    QT_TRANSLATE_NOOP("RuleText",
                      "This scenario trains across {nodes} nodes. Each step exchanges about {gradGB} GB of "
                      "gradients (2 B per parameter) between nodes; without RDMA (InfiniBand or RoCE) at 100 "
                      "Gb/s or more, the GPUs spend most of each step waiting. Seed 001: production clusters "
                      "use InfiniBand HDR 200 Gb/s; below 100 Gb/s scaling loses more than 10%."),
    QT_TRANSLATE_NOOP("RuleText",
                      "Fit RDMA NICs of 200 Gb/s or more (InfiniBand HDR/NDR or 200/400 GbE RoCE), one per "
                      "GPU on 8-GPU nodes."),
    QT_TRANSLATE_NOOP("RuleText", "{perGpu} Gb/s of network per GPU in {group}; multi-node training wants 100–200+"),
    QT_TRANSLATE_NOOP("RuleText",
                      "{group} has {nicTotal} Gb/s of NICs for {gpusPerNode} GPUs per node ({perGpu} Gb/s "
                      "each). A DGX A100 has one 200 Gb/s port per GPU, a DGX H100 one 400 Gb/s port. "
                      "Estimated scaling efficiency of this build: {scaling}%."),
    QT_TRANSLATE_NOOP("RuleText", "Fit {nicsNeeded} × {nic} per node ({targetPerGpu} Gb/s per GPU)."),
    QT_TRANSLATE_NOOP("RuleText", "{perGpu} Gb/s of network per GPU in {group}, below the DGX 200 Gb/s"),
    QT_TRANSLATE_NOOP("RuleText",
                      "{group} has {nicTotal} Gb/s of NICs for {gpusPerNode} GPUs per node ({perGpu} Gb/s "
                      "each). That works, but NVIDIA's DGX designs give each GPU its own 200–400 Gb/s port. "
                      "Estimated scaling efficiency of this build: {scaling}%."),
    QT_TRANSLATE_NOOP("RuleText", "For large models fit {nicsNeeded} × {nic} per node ({targetPerGpu} Gb/s per GPU)."),
    QT_TRANSLATE_NOOP("RuleText", "{nodes} nodes but no switch fabric"),
    QT_TRANSLATE_NOOP("RuleText",
                      "The fabric is set to none. Apart from two nodes cabled back to back, nodes reach each "
                      "other through a switch (or a leaf-spine fabric), whose ports are part of the cost."),
    QT_TRANSLATE_NOOP("RuleText", "Set the fabric to a single switch, or leaf-spine beyond one switch's ports."),
    QT_TRANSLATE_NOOP("RuleText", "Leaf uplinks are {ratio}:1 oversubscribed for multi-node training"),
    QT_TRANSLATE_NOOP("RuleText",
                      "All-reduce traffic leaves every GPU at once; with {ratio}:1 oversubscription each GPU "
                      "gets about 1/{ratio} of its NIC speed across the spine. AI training fabrics are built "
                      "non-blocking (1:1)."),
    QT_TRANSLATE_NOOP("RuleText", "Plan a non-blocking (1:1) fabric for training nodes."),
    QT_TRANSLATE_NOOP("RuleText", "Tensor parallel {tp} over PCIe in {group}: {gpu} has no NVLink"),
    QT_TRANSLATE_NOOP("RuleText",
                      "Tensor parallelism exchanges activations twice per layer in the forward and again in "
                      "the backward pass; it is designed for NVLink (600–900 GB/s per GPU). PCIe {pcieGen}.0 "
                      "x16 carries about {pcieGBs} GB/s each way, so the GPUs spend much of each step "
                      "waiting."),
    QT_TRANSLATE_NOOP("RuleText", "Use tensor parallel 1 and shard with ZeRO-3/FSDP instead, or choose NVLink GPUs."),
    QT_TRANSLATE_NOOP("RuleText", "Tensor parallel {tp} on {gpu}: no NVLink and no peer-to-peer"),
    QT_TRANSLATE_NOOP("RuleText",
                      "{gpu} has no NVLink and its driver disables PCIe peer-to-peer, so every "
                      "tensor-parallel exchange (twice per layer, forward and backward) is copied through "
                      "host memory. Expect GPUs to idle most of the time."),
    QT_TRANSLATE_NOOP("RuleText",
                      "Use tensor parallel 1 and shard with ZeRO-3/FSDP instead, or choose data-centre GPUs "
                      "with NVLink."),
    QT_TRANSLATE_NOOP("RuleText", "Tensor parallel {tp} exceeds the {gpusPerNode} GPUs of a node"),
    QT_TRANSLATE_NOOP("RuleText",
                      "Tensor parallelism needs hundreds of GB/s between its GPUs; with {tp} ranks and "
                      "{gpusPerNode} GPUs per node some of that traffic crosses the network at {nicPerGpu} "
                      "Gb/s per GPU."),
    QT_TRANSLATE_NOOP("RuleText",
                      "Keep tensor parallel at or below {gpusPerNode}; use pipeline or data parallelism "
                      "across nodes."),
    QT_TRANSLATE_NOOP("RuleText", "TP {tp} × PP {pp} × DP {dp} = {need} GPUs, but the build has {have}"),
    QT_TRANSLATE_NOOP("RuleText",
                      "Tensor, pipeline and data parallel degrees multiply to the GPUs a run needs: {need}. "
                      "The build has {have}."),
    QT_TRANSLATE_NOOP("RuleText", "Set data parallel to 0 (use every GPU) or lower the degrees."),
    QT_TRANSLATE_NOOP("RuleText", "{heads} attention heads do not divide by tensor parallel {tp}"),
    QT_TRANSLATE_NOOP("RuleText",
                      "Tensor parallelism splits the attention heads evenly across GPUs; {heads} heads "
                      "cannot be split {tp} ways."),
    QT_TRANSLATE_NOOP("RuleText", "Choose a tensor-parallel degree that divides {heads}."),
    QT_TRANSLATE_NOOP("RuleText", "{idle} of {have} GPUs idle with TP {tp} × PP {pp} × DP {dp}"),
    QT_TRANSLATE_NOOP("RuleText", "The run uses {need} GPUs; the other {idle} stay idle while it runs."),
    QT_TRANSLATE_NOOP("RuleText", "Set data parallel to 0 to use every GPU, or plan a second job for the rest."),
    QT_TRANSLATE_NOOP("RuleText", "Node peak {peak} W exceeds the {usable} W its supplies deliver with redundancy"),
    QT_TRANSLATE_NOOP("RuleText",
                      "One node of {group} draws up to {peak} W ({gpus} × {gpuW} W of GPUs plus CPUs, "
                      "memory, drives, NICs and board). Its {psuCount} × {psuW} W supplies, {redundant} of "
                      "them redundant, deliver {usable} W."),
    QT_TRANSLATE_NOOP("RuleText",
                      "Use fewer or lower-power GPUs, or a platform with larger supplies; redundant supplies "
                      "are not capacity."),
    QT_TRANSLATE_NOOP("RuleText", "Node peak {peak} W leaves {headroom}% of the {usable} W supply capacity"),
    QT_TRANSLATE_NOOP("RuleText",
                      "One node of {group} draws up to {peak} W; its supplies deliver {usable} W with "
                      "redundancy kept. Power spikes of GPUs exceed TDP for milliseconds; keep 10–20% "
                      "headroom."),
    QT_TRANSLATE_NOOP("RuleText", "Choose larger supplies or fewer GPUs per node."),
    QT_TRANSLATE_NOOP("RuleText", "No redundant power supply in {group}"),
    QT_TRANSLATE_NOOP("RuleText",
                      "{platform} has {psuCount} × {psuW} W supplies and none redundant: one failed supply "
                      "stops the node and any job spanning it. Data-centre GPU servers run N+1 or N+N (DGX "
                      "B200: 5+1)."),
    QT_TRANSLATE_NOOP("RuleText", "Choose a platform configuration with at least one redundant supply."),
    QT_TRANSLATE_NOOP("RuleText", "One node draws {nodeKw} kW; {cooling} removes {limit} kW per rack"),
    QT_TRANSLATE_NOOP("RuleText",
                      "{cooling} removes {limit} kW of heat per rack, but one node of {group} draws {nodeKw} "
                      "kW, so it throttles or trips. Air cooling tops out near 30 kW a rack; direct liquid "
                      "cooling of HGX racks reaches ≈60 kW."),
    QT_TRANSLATE_NOOP("RuleText", "Choose liquid cooling, or lower-power nodes."),
    QT_TRANSLATE_NOOP("RuleText", "Only one {group} node fits a {limit} kW rack"),
    QT_TRANSLATE_NOOP("RuleText",
                      "Each node draws {nodeKw} kW, so a rack limited to {limit} kW by {cooling} holds one "
                      "node: {nodes} nodes take {nodes} racks, mostly empty, and rack space is billed per "
                      "rack."),
    QT_TRANSLATE_NOOP("RuleText", "Consider denser (liquid) cooling to put several nodes in a rack."),
    QT_TRANSLATE_NOOP("RuleText", "{racks} racks needed: power, not space, sets the count"),
    QT_TRANSLATE_NOOP("RuleText",
                      "The build draws {itKw} kW. At {limit} kW per rack ({cooling}) it needs {racks} racks, "
                      "although its {units} rack units would fit in {spaceRacks}."),
    QT_TRANSLATE_NOOP("RuleText", "Denser cooling lowers the rack count; compare its cost in the TCO."),
    QT_TRANSLATE_NOOP("RuleText", "{facilityKw} kW at the meter: {itKw} kW of IT × PUE {pue}"),
    QT_TRANSLATE_NOOP("RuleText",
                      "The nodes draw up to {itKw} kW. Cooling and power conversion add to that by the PUE "
                      "({pue}), so the site must supply {facilityKw} kW and uses about {mwhYear} MWh a year "
                      "at full load. Uptime Institute's 2024 average PUE is 1.56; China asks new large data "
                      "centres for below 1.3."),
    QT_TRANSLATE_NOOP("RuleText", "Check that the facility's power contract covers {facilityKw} kW."),
    QT_TRANSLATE_NOOP("RuleText", "{gpu} is a consumer card: no ECC, no P2P/NVLink, no data-centre licence"),
    QT_TRANSLATE_NOOP("RuleText",
                      "GeForce cards lack ECC memory (silent bit flips in week-long runs), their driver "
                      "disables peer-to-peer between cards, and NVIDIA's GeForce driver licence does not "
                      "permit data-centre deployment, so hosting providers may refuse them. They suit "
                      "development boxes and small CV jobs (seed 001)."),
    QT_TRANSLATE_NOOP("RuleText",
                      "For rack deployment choose a data-centre card; keep consumer cards in workstations."),
    QT_TRANSLATE_NOOP("RuleText", "{gpu} is a consumer card: fine in a workstation, not in a rack"),
    QT_TRANSLATE_NOOP("RuleText",
                      "GeForce cards lack ECC memory and peer-to-peer support, and their driver licence "
                      "excludes data centres. In a single workstation for development or small jobs that is "
                      "acceptable."),
    QT_TRANSLATE_NOOP("RuleText", "Move to data-centre cards before racking the build."),
    QT_TRANSLATE_NOOP("RuleText", "{gpu} cannot be bought new in {market}: {rule}"),
    QT_TRANSLATE_NOOP("RuleText",
                      "{gpu} is {status} in the {market} market ({rule}, since {since}). A plan that relies "
                      "on buying it there cannot be carried out."),
    QT_TRANSLATE_NOOP("RuleText", "Choose a GPU sold in {market}, or a region in another market."),
    QT_TRANSLATE_NOOP("RuleText", "{gpu} needs an export licence for {market}"),
    QT_TRANSLATE_NOOP("RuleText",
                      "{gpu} needs an export licence to reach the {market} market ({rule}, since {since}); "
                      "supply and delivery dates are uncertain and prices carry a premium."),
    QT_TRANSLATE_NOOP("RuleText", "Confirm supply with the vendor, or compare a GPU sold freely in {market}."),
    QT_TRANSLATE_NOOP("RuleText", "{gpu} runs {stack}, not CUDA"),
    QT_TRANSLATE_NOOP("RuleText",
                      "{gpu} uses the {stack} software stack. PyTorch runs through a vendor plug-in, and "
                      "CUDA-only kernels (FlashAttention builds, bitsandbytes, many custom ops) need ports "
                      "or alternatives. Seed 000: domestic accelerators suit data-sovereignty needs; NVIDIA "
                      "stays the default for general work."),
    QT_TRANSLATE_NOOP("RuleText", "Check every framework and kernel the team uses against the {stack} support list."),
    QT_TRANSLATE_NOOP("RuleText", "{gpu} needs CUDA ≥ {minCuda} and driver ≥ {minDriver}"),
    QT_TRANSLATE_NOOP("RuleText",
                      "{architecture} GPUs are not supported by older CUDA toolkits and drivers: containers "
                      "and frameworks built for earlier CUDA versions will not run on them (seed 000: match "
                      "driver, CUDA and framework)."),
    QT_TRANSLATE_NOOP("RuleText", "Use a driver ≥ {minDriver} and containers built with CUDA ≥ {minCuda}."),
    QT_TRANSLATE_NOOP("RuleText", "{gpusPerNode} GPUs per node over PCIe: scaling past 4 is poor"),
    QT_TRANSLATE_NOOP("RuleText",
                      "Without NVLink the {gpusPerNode} {gpu} GPUs exchange gradients over shared PCIe "
                      "switches and CPU links; beyond 4 GPUs each added card contributes less (seed 001: 4 "
                      "GPUs is the cost-effectiveness knee). Estimated MFU here: {mfu}%."),
    QT_TRANSLATE_NOOP("RuleText", "Prefer nodes of 4 PCIe GPUs, or NVLink/HGX systems for 8."),
    QT_TRANSLATE_NOOP("RuleText", "Training takes {days} days; the target is {target} days"),
    QT_TRANSLATE_NOOP("RuleText",
                      "{flopsHow} = {flops} FLOPs. At {mfu}% MFU and {scaling}% scaling, {gpus} GPUs sustain "
                      "{pflops} PFLOP/s, so one run takes {days} days ({gpuHours} GPU-hours), beyond the "
                      "{target}-day target."),
    QT_TRANSLATE_NOOP("RuleText",
                      "About {gpusNeeded} GPUs of this kind would meet the target; or train on fewer tokens."),
    QT_TRANSLATE_NOOP("RuleText", "{sustained} tokens/s sustained, below the target of {target}"),
    QT_TRANSLATE_NOOP("RuleText",
                      "{how}. The build serves {served} sequences at once and sustains {sustained} tokens/s "
                      "against the {target} tokens/s target. Decoding is bound by memory bandwidth: every "
                      "token reads all weights and the batch's KV cache."),
    QT_TRANSLATE_NOOP("RuleText",
                      "Add GPUs (replicas), quantise weights (FP8/INT4 halve or quarter the bytes read), or "
                      "choose GPUs with more bandwidth."),
    QT_TRANSLATE_NOOP("RuleText", "Memory holds {fit} sequences of {context} tokens; {requested} requested"),
    QT_TRANSLATE_NOOP("RuleText",
                      "Each sequence of {context} tokens needs {kvGB} GB of KV cache. After weights and "
                      "overhead the build holds {fit} such sequences; requests beyond that wait in the queue."),
    QT_TRANSLATE_NOOP("RuleText",
                      "Shorten the context, use FP8 KV cache, add GPUs, or raise tensor parallelism to "
                      "spread the cache."),
    QT_TRANSLATE_NOOP("RuleText", "{util}% utilisation: buying is doubtful, compare renting in the TCO"),
    QT_TRANSLATE_NOOP("RuleText",
                      "Owned GPUs cost the same busy or idle. Seed 001: self-hosting pays off above 60–70% "
                      "sustained utilisation (three-year TCO 35–50% below cloud); at {util}% renting or a "
                      "hybrid usually costs less."),
    QT_TRANSLATE_NOOP("RuleText", "See the TCO comparison; consider on-demand or reserved rental for the base load."),
    QT_TRANSLATE_NOOP("RuleText", "Unknown model \"{model}\""),
    QT_TRANSLATE_NOOP("RuleText",
                      "The workload names model \"{model}\", which the catalog does not contain, so nothing "
                      "can be estimated."),
    QT_TRANSLATE_NOOP("RuleText", "Choose a model preset from the catalog, or add it to a user catalog."),
    QT_TRANSLATE_NOOP("RuleText", "{precision} training is not supported: estimates assume BF16"),
    QT_TRANSLATE_NOOP("RuleText",
                      "{precision} is an inference format; training keeps BF16 weights and gradients with "
                      "FP32 optimizer states. Only QLoRA trains on 4-bit (NF4) frozen weights."),
    QT_TRANSLATE_NOOP("RuleText", "Set precision to BF16 (or FP8 on Hopper-class GPUs), or choose QLoRA."),
    QT_TRANSLATE_NOOP("RuleText", "{gpu} has no FP8 tensor cores: FP8 runs at BF16 speed"),
    QT_TRANSLATE_NOOP("RuleText",
                      "FP8 matrix maths needs Ada, Hopper or later GPUs; on {gpu} the estimate uses the BF16 "
                      "peak."),
    QT_TRANSLATE_NOOP("RuleText", "Set precision to BF16, or choose an FP8-capable GPU."),
};

// Generated from ruleArgPhrases(); each phrase byte-identical to the English in models/rules/rule_catalogue.cpp.
const char* const kArgPhrases[] = {
    QT_TRANSLATE_NOOP("RuleText", "quantise the weights (FP8 or INT4)"),
    QT_TRANSLATE_NOOP("RuleText", "quantise the weights (FP8 or INT4) or raise tensor parallelism to {suggestTp}"),
    QT_TRANSLATE_NOOP(
        "RuleText",
        "use ZeRO-3/FSDP to shard weights, gradients and optimizer states over the {suggestDp} data-parallel GPUs"),
    QT_TRANSLATE_NOOP("RuleText", "recompute all activations in the backward pass (full activation checkpointing)"),
    QT_TRANSLATE_NOOP("RuleText", "use micro-batch 1 with gradient accumulation"),
    QT_TRANSLATE_NOOP(
        "RuleText",
        "fine-tune with LoRA or QLoRA, or spread the model with tensor/pipeline parallelism over more GPUs"),
    QT_TRANSLATE_NOOP("RuleText", "spread the model with tensor or pipeline parallelism over more GPUs"),
    QT_TRANSLATE_NOOP("RuleText", "Weights"),
    QT_TRANSLATE_NOOP("RuleText", "Frozen weights"),
    QT_TRANSLATE_NOOP("RuleText", "Adapters (weights, gradients, optimizer)"),
    QT_TRANSLATE_NOOP("RuleText", "Gradients"),
    QT_TRANSLATE_NOOP("RuleText", "Optimizer states"),
    QT_TRANSLATE_NOOP("RuleText", "Activations"),
    QT_TRANSLATE_NOOP("RuleText", "KV cache"),
    QT_TRANSLATE_NOOP("RuleText", "Framework overhead"),
    QT_TRANSLATE_NOOP("RuleText", "node group {groupNumber}"),
    QT_TRANSLATE_NOOP("RuleText", "no network card"),
    QT_TRANSLATE_NOOP("RuleText", "{nicGbps} Gb/s {nicTech}"),
    QT_TRANSLATE_NOOP("RuleText", "{nicGbps} Gb/s {nicTech} without RDMA"),
    QT_TRANSLATE_NOOP("RuleText", "ethernet"),
    QT_TRANSLATE_NOOP("RuleText", "roce"),
    QT_TRANSLATE_NOOP("RuleText", "infiniband"),
    QT_TRANSLATE_NOOP("RuleText", "barred"),
    QT_TRANSLATE_NOOP("RuleText", "not sold"),
    QT_TRANSLATE_NOOP("RuleText", "licence required"),
    QT_TRANSLATE_NOOP("RuleText", "no rule given"),
    QT_TRANSLATE_NOOP("RuleText", "unknown date"),
    QT_TRANSLATE_NOOP("RuleText", "the matching release"),
    QT_TRANSLATE_NOOP("RuleText", "module"),
    QT_TRANSLATE_NOOP("RuleText", "{a}, {b}"),
    QT_TRANSLATE_NOOP("RuleText", "{a} or {b}"),
    QT_TRANSLATE_NOOP("RuleText", "no training data stream"),
    QT_TRANSLATE_NOOP("RuleText", "{readTB} TB × {epochs} epoch(s) read in {readHours} h over {readNodes} node(s)"),
    QT_TRANSLATE_NOOP("RuleText", "model weights {weightsGB} GB + dataset"),
    QT_TRANSLATE_NOOP("RuleText",
                      "dataset + base model {baseGB} GB + {checkpoints} adapter checkpoints × {checkpointGB} GB"),
    QT_TRANSLATE_NOOP("RuleText",
                      "dataset {datasetTB} TB on every node (preloaded, seed 001) + {checkpoints} checkpoints × "
                      "{checkpointGB} GB (weights + optimizer, {bytesPerParam} B/param) shared over the nodes"),
    QT_TRANSLATE_NOOP("RuleText",
                      "decode step reads weights {weightsGB} GB + KV cache {kvGB} GB ({batch} sequences × {context} "
                      "tokens) per replica at {bandwidthPct}% of {bandwidthGBs} GB/s; {replicas} replica(s) of "
                      "{replicaGpus} GPU(s); prefill at {prefillPct}% of peak, 2·N FLOPs per token"),
};

std::string ruleTr(const std::string& english)
{
    return QCoreApplication::translate("RuleText", english.c_str()).toStdString();
}

bool isPhrase(const std::string& value)
{
    static const std::set<std::string> phrases(planner::ruleArgPhrases().begin(), planner::ruleArgPhrases().end());
    return phrases.count(value) > 0;
}

std::string translatedValue(const std::string& value)
{
    return isPhrase(value) ? ruleTr(value) : value;
}

std::vector<std::string> split(std::string_view text, char separator)
{
    std::vector<std::string> parts;
    size_t start = 0;
    while (start <= text.size()) {
        const size_t end = std::min(text.find(separator, start), text.size());
        parts.emplace_back(text.substr(start, end - start));
        start = end + 1;
    }
    return parts;
}

bool endsWith(const std::string& text, std::string_view suffix, std::string& stem)
{
    if (text.size() <= suffix.size() || text.compare(text.size() - suffix.size(), suffix.size(), suffix) != 0)
        return false;
    stem = text.substr(0, text.size() - suffix.size());
    return true;
}

// "a;b;c" → "a, b or c" in the UI language.
std::string joinedList(const std::string& list)
{
    const auto items = split(list, ';');
    std::string text;
    for (size_t i = 0; i < items.size(); ++i)
        text = i == 0 ? translatedValue(items[i])
                      : planner::renderTemplate(ruleTr(i + 1 == items.size() ? "{a} or {b}" : "{a}, {b}"),
                                                {{"a", text}, {"b", translatedValue(items[i])}});
    return text;
}

// "Weights=9.4;Gradients=8.8" → "Weights 9.4 GB + Gradients 8.8 GB" with translated labels.
std::string summedItems(const std::string& items)
{
    std::string text;
    for (const auto& item : split(items, ';')) {
        const size_t equals = item.rfind('=');
        if (equals == std::string::npos)
            continue;
        text += (text.empty() ? "" : " + ") + translatedValue(item.substr(0, equals)) + " " + item.substr(equals + 1)
            + " GB";
    }
    return text;
}

} // namespace

std::span<const char* const> ruleTextSources()
{
    return kRuleTexts;
}

std::span<const char* const> ruleArgPhraseSources()
{
    return kArgPhrases;
}

std::map<std::string, std::string> translatedRuleArgs(const std::map<std::string, std::string>& args)
{
    std::map<std::string, std::string> out;
    for (const auto& [name, value] : args)
        out[name] = translatedValue(value);
    // Companions second: their phrases take the other arguments already translated.
    std::string stem;
    for (const auto& [name, value] : args) {
        if (endsWith(name, ".phrase", stem) && isPhrase(value))
            out[stem] = planner::renderTemplate(ruleTr(value), out);
        else if (endsWith(name, ".list", stem))
            out[stem] = joinedList(value);
        else if (endsWith(name, ".items", stem))
            out[stem] = summedItems(value);
    }
    return out;
}

QString translatedRuleText(const std::string& english, const std::map<std::string, std::string>& args)
{
    return QString::fromStdString(planner::renderTemplate(ruleTr(english), translatedRuleArgs(args)));
}

FindingTexts findingTexts(const planner::Finding& finding)
{
    const planner::MessageTemplate* t = planner::messageTemplate(finding.messageKey);
    if (!t)
        return {QString::fromStdString(finding.message), QString::fromStdString(finding.explanation),
                QString::fromStdString(finding.fix)};
    const auto args = translatedRuleArgs(finding.args);
    const auto render = [&](const std::string& english) {
        return QString::fromStdString(planner::renderTemplate(ruleTr(english), args));
    };
    return {render(t->message), render(t->explanation), render(t->fix)};
}

} // namespace planner::ui
