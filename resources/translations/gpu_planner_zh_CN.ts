<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CoreText</name>
    <message>
        <location filename="../../build/translations/core_texts.cpp" line="+6"/>
        <source>{need} GB needed per GPU, but a {gpu} has {capacity} GB</source>
        <comment>finding.vram.fit.message</comment>
        <translation>每块 GPU 需要 {need} GB，但 {gpu} 只有 {capacity} GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The workload needs {need} GB on every GPU: {breakdown}. Each {gpu} in {group} has {capacity} GB, so the job stops with CUDA out-of-memory (and spilling to system memory makes training crawl). The largest part is {largest} at {largestGB} GB.</source>
        <comment>finding.vram.fit.explanation</comment>
        <translation>该负载在每块 GPU 上需要 {need} GB：{breakdown}。{group} 中每块 {gpu} 只有 {capacity} GB，作业会因 CUDA 显存不足（OOM）而中止（溢出到系统内存则会让训练慢如爬行）。占用最大的是 {largest}，为 {largestGB} GB。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lower the need per GPU: {suggestion}; or choose a GPU with more memory.</source>
        <comment>finding.vram.fit.fix</comment>
        <translation>降低每块 GPU 的需求：{suggestion}；或选用显存更大的 GPU。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{need} GB of {capacity} GB used on each {gpu}: under 10% headroom</source>
        <comment>finding.vram.fit.headroom.message</comment>
        <translation>每块 {gpu} 已用 {need} GB / {capacity} GB：余量不足 10%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The estimate ({breakdown}) leaves {free} GB free on each {gpu} in {group}. Longer batches, evaluation passes and allocator fragmentation easily take a few GB more, so runs this close to the limit fail now and then.</source>
        <comment>finding.vram.fit.headroom.explanation</comment>
        <translation>按估算（{breakdown}），{group} 中每块 {gpu} 只剩 {free} GB 空闲。更长的批次、评估过程和分配器碎片很容易再占用几 GB，因此如此接近上限的运行会时不时失败。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep 10% free: {suggestion}.</source>
        <comment>finding.vram.fit.headroom.fix</comment>
        <translation>保留 10% 的余量：{suggestion}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fit at least {target} GB: {dimms} × {dimmGB} GB DIMMs = {dimmTotal} GB.</source>
        <comment>finding.ram.ratio.fix</comment>
        <translation>至少配置 {target} GB：{dimms} × {dimmGB} GB 内存条 = {dimmTotal} GB。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RAM ({ram} GB) is smaller than VRAM ({vram} GB) in {group}</source>
        <comment>finding.ram.ratio.below_vram.message</comment>
        <translation>{group} 的内存（{ram} GB）小于显存（{vram} GB）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each node has {gpus} × {gpuMem} GB = {vram} GB of VRAM but only {ram} GB of RAM ({ratio}×): it cannot hold one copy of what the GPUs hold, so loading or saving a full checkpoint, or offloading optimizer states, runs out of memory. The rule of thumb is 2–3× the total VRAM.</source>
        <comment>finding.ram.ratio.below_vram.explanation</comment>
        <translation>每个节点有 {gpus} × {gpuMem} GB = {vram} GB 显存，但内存只有 {ram} GB（{ratio}×）：连 GPU 所存内容的一份副本都放不下，因此加载或保存完整检查点、卸载优化器状态时都会内存不足。经验法则是总显存的 2–3×。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit at least {target} GB: {dimms} × {dimmGB} GB DIMMs = {dimmTotal} GB.</source>
        <comment>finding.ram.ratio.below_vram.fix</comment>
        <translation>至少配置 {target} GB：{dimms} × {dimmGB} GB 内存条 = {dimmTotal} GB。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For image or video work choose a CPU with at least {targetCores} cores per socket.</source>
        <comment>finding.cpu.cores_per_gpu.low.fix</comment>
        <translation>若处理图像或视频，请选用每路至少 {targetCores} 核的 CPU。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{cpu} ({cpuVendor}) does not fit {platform}, which takes {vendors} CPUs</source>
        <comment>finding.cpu.vendor.message</comment>
        <translation>{cpu}（{cpuVendor}）与 {platform} 不匹配，该平台使用 {vendors} CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A board takes CPUs of one socket type; {platform} is built for {vendors} processors, so the {cpu} cannot be installed.</source>
        <comment>finding.cpu.vendor.explanation</comment>
        <translation>主板只能安装一种插槽类型的 CPU；{platform} 专为 {vendors} 处理器设计，因此无法安装 {cpu}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a {vendors} CPU, or a platform for {cpuVendor} CPUs.</source>
        <comment>finding.cpu.vendor.fix</comment>
        <translation>选用 {vendors} CPU，或选用支持 {cpuVendor} CPU 的平台。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{sockets} CPU sockets requested; {platform} has {platformSockets}, {cpu} allows {cpuMax}</source>
        <comment>finding.cpu.sockets.message</comment>
        <translation>请求了 {sockets} 路 CPU；{platform} 有 {platformSockets} 个插槽，{cpu} 最多支持 {cpuMax} 路</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The build asks for {sockets} × {cpu} per node. The board has {platformSockets} socket(s) and the CPU runs in systems of at most {cpuMax} socket(s).</source>
        <comment>finding.cpu.sockets.explanation</comment>
        <translation>该配置要求每个节点 {sockets} × {cpu}。主板有 {platformSockets} 个插槽，而该 CPU 最多只能用于 {cpuMax} 路系统。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set CPU sockets to {fixSockets}.</source>
        <comment>finding.cpu.sockets.fix</comment>
        <translation>将 CPU 路数设为 {fixSockets}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only {sockets} of {platformSockets} CPU sockets fitted in {group}</source>
        <comment>finding.cpu.sockets.partial.message</comment>
        <translation>{group} 的 {platformSockets} 个 CPU 插槽中只安装了 {sockets} 个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory slots and PCIe lanes are wired to each socket; with {sockets} of {platformSockets} sockets fitted, the slots and lanes of the empty socket are dead, including any GPU or NIC attached to them.</source>
        <comment>finding.cpu.sockets.partial.explanation</comment>
        <translation>内存插槽和 PCIe 通道都连接到各自的 CPU 插槽；{platformSockets} 个插槽中只装了 {sockets} 个时，空插槽对应的内存插槽和 PCIe 通道全部失效，连接在上面的 GPU 或网卡也无法使用。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit {platformSockets} CPUs.</source>
        <comment>finding.cpu.sockets.partial.fix</comment>
        <translation>安装 {platformSockets} 颗 CPU。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} DIMMs do not fit the {slots} slots of {platform}</source>
        <comment>finding.memory.slots.message</comment>
        <translation>{count} 条内存装不进 {platform} 的 {slots} 个插槽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{platform} has {slots} DIMM slots per node; {count} modules were planned.</source>
        <comment>finding.memory.slots.explanation</comment>
        <translation>{platform} 每个节点有 {slots} 个内存插槽；但规划了 {count} 条内存。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use {slots} or fewer DIMMs, or larger modules.</source>
        <comment>finding.memory.slots.fix</comment>
        <translation>使用不超过 {slots} 条内存，或改用容量更大的内存条。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} DIMMs on {channels} memory channels: uneven population in {group}</source>
        <comment>finding.memory.channels_balanced.message</comment>
        <translation>{count} 条内存分布在 {channels} 个内存通道上：{group} 的内存插法不均衡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{sockets} × {cpu} have {channels} memory channels in all. Bandwidth is highest when every channel holds the same number of DIMMs (a multiple of {channels}); {count} leaves channels empty or uneven, cutting the memory bandwidth data pre-processing relies on.</source>
        <comment>finding.memory.channels_balanced.explanation</comment>
        <translation>{sockets} × {cpu} 共有 {channels} 个内存通道。每个通道插入相同数量的内存条（{channels} 的倍数）时带宽最高；{count} 条会让部分通道空置或不均衡，降低数据预处理所依赖的内存带宽。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use {suggested} DIMMs ({suggestedGB} GB).</source>
        <comment>finding.memory.channels_balanced.fix</comment>
        <translation>使用 {suggested} 条内存（{suggestedGB} GB）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{dimm} is DDR{dimmDdr}, but {cpu} takes DDR{cpuDdr}</source>
        <comment>finding.memory.ddr_generation.message</comment>
        <translation>{dimm} 是 DDR{dimmDdr}，但 {cpu} 使用 DDR{cpuDdr}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DDR generations are keyed differently and electrically incompatible: a DDR{dimmDdr} module does not fit the DDR{cpuDdr} slots of a {cpu} system.</source>
        <comment>finding.memory.ddr_generation.explanation</comment>
        <translation>不同代的 DDR 防呆缺口位置不同，电气上也不兼容：DDR{dimmDdr} 内存条装不进 {cpu} 系统的 DDR{cpuDdr} 插槽。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose DDR{cpuDdr} modules.</source>
        <comment>finding.memory.ddr_generation.fix</comment>
        <translation>选用 DDR{cpuDdr} 内存条。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{dimm} is DDR{dimmDdr}, but {platform} has DDR{platformDdr} slots</source>
        <comment>finding.memory.ddr_generation.platform.message</comment>
        <translation>{dimm} 是 DDR{dimmDdr}，但 {platform} 的插槽是 DDR{platformDdr}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DDR generations are keyed differently and electrically incompatible: a DDR{dimmDdr} module does not fit the DDR{platformDdr} slots of {platform}.</source>
        <comment>finding.memory.ddr_generation.platform.explanation</comment>
        <translation>不同代的 DDR 防呆缺口位置不同，电气上也不兼容：DDR{dimmDdr} 内存条装不进 {platform} 的 DDR{platformDdr} 插槽。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose DDR{platformDdr} modules and a matching CPU.</source>
        <comment>finding.memory.ddr_generation.platform.fix</comment>
        <translation>选用 DDR{platformDdr} 内存条及与之匹配的 CPU。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{nvme} reads {read} GB/s per drive, under 3 GB/s</source>
        <comment>finding.nvme.drive_speed.message</comment>
        <translation>{nvme} 每块硬盘读取速度为 {read} GB/s，低于 3 GB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drives under 3 GB/s sequential read leave GPUs waiting for data: seed 001 reports GPU utilisation falling below 30%. {group} has {count} of them, {arrayRead} GB/s together.</source>
        <comment>finding.nvme.drive_speed.explanation</comment>
        <translation>顺序读取低于 3 GB/s 的硬盘会让 GPU 等待数据：种子文章 001 指出 GPU 利用率会降到 30% 以下。{group} 有 {count} 块这样的硬盘，合计 {arrayRead} GB/s。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use enterprise NVMe drives of 6 GB/s or more (PCIe 4.0/5.0 U.2), four in RAID 0.</source>
        <comment>finding.nvme.drive_speed.fix</comment>
        <translation>使用 6 GB/s 及以上的企业级 NVMe 硬盘（PCIe 4.0/5.0 U.2），四块组成 RAID 0。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data loading needs {need} GB/s per node; the NVMe array gives {have} GB/s</source>
        <comment>finding.nvme.throughput.message</comment>
        <translation>数据加载每个节点需要 {need} GB/s；NVMe 阵列只提供 {have} GB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This run reads {readHow}: {need} GB/s per node on average. {group} reads {have} GB/s from {count} × {nvme}, so the GPUs wait on storage.</source>
        <comment>finding.nvme.throughput.explanation</comment>
        <translation>本次运行读取 {readHow}：平均每个节点 {need} GB/s。{group} 从 {count} × {nvme} 读取 {have} GB/s，因此 GPU 要等待存储。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stripe more or faster drives: {drivesNeeded} × {nvme} in RAID 0 read {drivesRead} GB/s.</source>
        <comment>finding.nvme.throughput.fix</comment>
        <translation>用更多或更快的硬盘做条带：{drivesNeeded} × {nvme} 组成 RAID 0 可读取 {drivesRead} GB/s。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{need} TB needed per node; {group} has {have} TB of usable NVMe</source>
        <comment>finding.nvme.capacity.message</comment>
        <translation>每个节点需要 {need} TB；{group} 的 NVMe 可用容量为 {have} TB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storage per node: {capacityHow} = {need} TB. Seed 001: keep the whole training set on local NVMe while training. The array gives {have} TB usable.</source>
        <comment>finding.nvme.capacity.explanation</comment>
        <translation>每个节点的存储：{capacityHow} = {need} TB。种子文章 001：训练期间应将整个训练集放在本地 NVMe 硬盘上。该阵列可用容量为 {have} TB。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use {drivesNeeded} × {nvme} ({drivesTB} TB) or larger drives.</source>
        <comment>finding.nvme.capacity.fix</comment>
        <translation>使用 {drivesNeeded} × {nvme}（{drivesTB} TB）或容量更大的硬盘。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} NVMe drives but {platform} has {bays} bays</source>
        <comment>finding.nvme.bays.message</comment>
        <translation>{count} 块 NVMe 硬盘，但 {platform} 只有 {bays} 个硬盘位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{platform} holds {bays} NVMe drives per node; {count} were planned.</source>
        <comment>finding.nvme.bays.explanation</comment>
        <translation>{platform} 每个节点可容纳 {bays} 块 NVMe 硬盘；但规划了 {count} 块。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use {bays} or fewer, larger drives.</source>
        <comment>finding.nvme.bays.fix</comment>
        <translation>使用不超过 {bays} 块容量更大的硬盘。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} GPUs per node but {platform} holds {slots}</source>
        <comment>finding.chassis.gpu_slots.message</comment>
        <translation>每个节点 {count} 块 GPU，但 {platform} 只能容纳 {slots} 块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{platform} has room for {slots} GPUs; {count} were planned per node in {group}.</source>
        <comment>finding.chassis.gpu_slots.explanation</comment>
        <translation>{platform} 可容纳 {slots} 块 GPU；{group} 中每个节点规划了 {count} 块。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set GPUs per node to {slots} and add nodes for the rest.</source>
        <comment>finding.chassis.gpu_slots.fix</comment>
        <translation>将每节点 GPU 数设为 {slots}，其余的通过增加节点来容纳。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gpu} is a {form} part; {platform} takes {forms} GPUs</source>
        <comment>finding.chassis.form_factor.message</comment>
        <translation>{gpu} 是 {form} 规格；{platform} 使用 {forms} GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SXM and OAM GPUs are modules soldered onto a baseboard (NVIDIA HGX), not cards for PCIe slots, and PCIe cards need slots. {platform} accepts {forms} GPUs only.</source>
        <comment>finding.chassis.form_factor.explanation</comment>
        <translation>SXM 和 OAM GPU 是焊接在基板（NVIDIA HGX）上的模块，而不是插在 PCIe 插槽里的卡，PCIe 卡则需要插槽。{platform} 只接受 {forms} GPU。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a {forms} GPU, or a platform for {form} GPUs.</source>
        <comment>finding.chassis.form_factor.fix</comment>
        <translation>选用 {forms} GPU，或选用支持 {form} GPU 的平台。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{platform} is not built for {gpu}</source>
        <comment>finding.chassis.form_factor.not_allowed.message</comment>
        <translation>{platform} 不是为 {gpu} 设计的</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{platform} is a baseboard for {allowed}; such boards are built for one GPU generation, so the {gpu} cannot be fitted.</source>
        <comment>finding.chassis.form_factor.not_allowed.explanation</comment>
        <translation>{platform} 是 {allowed} 的基板；这类基板只为一代 GPU 设计，因此无法安装 {gpu}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose one of {allowed}, or a platform for {gpu}.</source>
        <comment>finding.chassis.form_factor.not_allowed.fix</comment>
        <translation>从 {allowed} 中选择一种，或选用支持 {gpu} 的平台。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gpu} is {width} slots thick; {platform} fits {maxWidth}-slot cards</source>
        <comment>finding.chassis.slot_width.message</comment>
        <translation>{gpu} 厚 {width} 个槽位；{platform} 只能容纳 {maxWidth} 槽宽的卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Consumer cards such as the RTX 4090 are 3–3.5 slots thick; a server built for {maxWidth}-slot cards cannot fit {count} of them side by side.</source>
        <comment>finding.chassis.slot_width.explanation</comment>
        <translation>RTX 4090 等消费级显卡厚 3–3.5 个槽位；为 {maxWidth} 槽宽显卡设计的服务器无法并排安装 {count} 块这样的卡。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a {maxWidth}-slot (blower or passive) card, or a chassis for {width}-slot cards.</source>
        <comment>finding.chassis.slot_width.fix</comment>
        <translation>选用 {maxWidth} 槽宽（涡轮或被动散热）的卡，或选用支持 {width} 槽宽显卡的机箱。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{need} PCIe lanes needed; {platform} provides {have}</source>
        <comment>finding.chassis.pcie_lanes.message</comment>
        <translation>需要 {need} 条 PCIe 通道；{platform} 只提供 {have} 条</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gpus} GPUs × 16 + {nics} NICs × {nicLanes} + {drives} drives × 4 = {need} lanes, against {have} on the platform ({cpuLanes} CPU lanes + {switches} PCIe switches × 48 net lanes). Devices will run at x8 or share switch uplinks, cutting host-to-GPU and GPU-to-NIC bandwidth.</source>
        <comment>finding.chassis.pcie_lanes.explanation</comment>
        <translation>{gpus} 块 GPU × 16 + {nics} 块网卡 × {nicLanes} + {drives} 块硬盘 × 4 = {need} 条通道，而平台只有 {have} 条（{cpuLanes} 条 CPU 通道 + {switches} 个 PCIe 交换芯片 × 每个净增 48 条）。设备将以 x8 运行或共享交换芯片上行链路，降低主机到 GPU 以及 GPU 到网卡的带宽。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reduce NICs or drives, or choose a platform with more lanes or PCIe switches.</source>
        <comment>finding.chassis.pcie_lanes.fix</comment>
        <translation>减少网卡或硬盘，或选用 PCIe 通道或 PCIe 交换芯片更多的平台。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Multi-node training over {nicDesc}: needs ≥ 100 Gb/s InfiniBand or RoCE</source>
        <comment>finding.network.multinode_fabric.message</comment>
        <translation>多节点训练使用 {nicDesc}：需要 ≥ 100 Gb/s 的 InfiniBand 或 RoCE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This scenario trains across {nodes} nodes. Each step exchanges about {gradGB} GB of gradients (2 B per parameter) between nodes; without RDMA (InfiniBand or RoCE) at 100 Gb/s or more, the GPUs spend most of each step waiting. Seed 001: production clusters use InfiniBand HDR 200 Gb/s; below 100 Gb/s scaling loses more than 10%.</source>
        <comment>finding.network.multinode_fabric.explanation</comment>
        <translation>该场景在 {nodes} 个节点上训练。每一步在节点之间交换约 {gradGB} GB 梯度（每个参数 2 B）；若没有 100 Gb/s 及以上的 RDMA（InfiniBand 或 RoCE），GPU 每一步的大部分时间都在等待。种子文章 001：生产集群使用 InfiniBand HDR 200 Gb/s；低于 100 Gb/s 时扩展损失超过 10%。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit RDMA NICs of 200 Gb/s or more (InfiniBand HDR/NDR or 200/400 GbE RoCE), one per GPU on 8-GPU nodes.</source>
        <comment>finding.network.multinode_fabric.fix</comment>
        <translation>配置 200 Gb/s 及以上的 RDMA 网卡（InfiniBand HDR/NDR 或 200/400 GbE RoCE），8 卡节点每块 GPU 配一块。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{perGpu} Gb/s of network per GPU in {group}; multi-node training wants 100–200+ Gb/s</source>
        <comment>finding.network.nic_per_gpu.message</comment>
        <translation>{group} 中每块 GPU 的网络带宽为 {perGpu} Gb/s；多节点训练需要 100–200+ Gb/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{group} has {nicTotal} Gb/s of NICs for {gpusPerNode} GPUs per node ({perGpu} Gb/s each). A DGX A100 has one 200 Gb/s port per GPU, a DGX H100 one 400 Gb/s port. Estimated scaling efficiency of this build: {scaling}%.</source>
        <comment>finding.network.nic_per_gpu.explanation</comment>
        <translation>{group} 每个节点有 {nicTotal} Gb/s 网卡带宽服务 {gpusPerNode} 块 GPU（每块 {perGpu} Gb/s）。DGX A100 每块 GPU 配一个 200 Gb/s 端口，DGX H100 每块配一个 400 Gb/s 端口。此配置的估计扩展效率：{scaling}%。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit {nicsNeeded} × {nic} per node ({targetPerGpu} Gb/s per GPU).</source>
        <comment>finding.network.nic_per_gpu.fix</comment>
        <translation>每个节点配置 {nicsNeeded} × {nic}（每块 GPU {targetPerGpu} Gb/s）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{perGpu} Gb/s of network per GPU in {group}, below the DGX 200 Gb/s</source>
        <comment>finding.network.nic_per_gpu.below_dgx.message</comment>
        <translation>{group} 中每块 GPU 的网络带宽为 {perGpu} Gb/s，低于 DGX 的 200 Gb/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{group} has {nicTotal} Gb/s of NICs for {gpusPerNode} GPUs per node ({perGpu} Gb/s each). That works, but NVIDIA&apos;s DGX designs give each GPU its own 200–400 Gb/s port. Estimated scaling efficiency of this build: {scaling}%.</source>
        <comment>finding.network.nic_per_gpu.below_dgx.explanation</comment>
        <translation>{group} 每个节点有 {nicTotal} Gb/s 网卡带宽服务 {gpusPerNode} 块 GPU（每块 {perGpu} Gb/s）。这样可以运行，但 NVIDIA 的 DGX 设计为每块 GPU 配备独立的 200–400 Gb/s 端口。此配置的估计扩展效率：{scaling}%。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For large models fit {nicsNeeded} × {nic} per node ({targetPerGpu} Gb/s per GPU).</source>
        <comment>finding.network.nic_per_gpu.below_dgx.fix</comment>
        <translation>对于大模型，每个节点配置 {nicsNeeded} × {nic}（每块 GPU {targetPerGpu} Gb/s）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{nodes} nodes but no switch fabric</source>
        <comment>finding.network.topology.message</comment>
        <translation>{nodes} 个节点，但没有交换网络</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fabric is set to none. Apart from two nodes cabled back to back, nodes reach each other through a switch (or a leaf-spine fabric), whose ports are part of the cost.</source>
        <comment>finding.network.topology.explanation</comment>
        <translation>交换网络设置为无。除了两个节点背靠背直连之外，节点之间要通过交换机（或叶脊网络）互通，其端口也是成本的一部分。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set the fabric to a single switch, or leaf-spine beyond one switch&apos;s ports.</source>
        <comment>finding.network.topology.fix</comment>
        <translation>将交换网络设为单台交换机，超出单台交换机端口数时使用叶脊架构。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leaf uplinks are {ratio}:1 oversubscribed for multi-node training</source>
        <comment>finding.network.topology.oversubscribed.message</comment>
        <translation>叶交换机上行链路收敛比为 {ratio}:1，不适合多节点训练</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-reduce traffic leaves every GPU at once; with {ratio}:1 oversubscription each GPU gets about 1/{ratio} of its NIC speed across the spine. AI training fabrics are built non-blocking (1:1).</source>
        <comment>finding.network.topology.oversubscribed.explanation</comment>
        <translation>All-reduce 流量从每块 GPU 同时发出；在 {ratio}:1 的收敛比下，每块 GPU 经脊交换机只能获得约 1/{ratio} 的网卡速率。AI 训练网络都按无阻塞（1:1）构建。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plan a non-blocking (1:1) fabric for training nodes.</source>
        <comment>finding.network.topology.oversubscribed.fix</comment>
        <translation>为训练节点规划无阻塞（1:1）网络。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tensor parallel {tp} on {gpu}: no NVLink and no peer-to-peer</source>
        <comment>finding.parallel.tp_over_pcie.no_p2p.message</comment>
        <translation>在 {gpu} 上使用张量并行 {tp}：既无 NVLink 也无点对点通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gpu} has no NVLink and its driver disables PCIe peer-to-peer, so every tensor-parallel exchange (twice per layer, forward and backward) is copied through host memory. Expect GPUs to idle most of the time.</source>
        <comment>finding.parallel.tp_over_pcie.no_p2p.explanation</comment>
        <translation>{gpu} 没有 NVLink，其驱动还禁用了 PCIe 点对点通信，因此每次张量并行交换（每层两次，前向和反向）都要经主机内存中转。预计 GPU 大部分时间处于空闲。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use tensor parallel 1 and shard with ZeRO-3/FSDP instead, or choose data-centre GPUs with NVLink.</source>
        <comment>finding.parallel.tp_over_pcie.no_p2p.fix</comment>
        <translation>将张量并行设为 1，改用 ZeRO-3/FSDP 分片，或选用带 NVLink 的数据中心 GPU。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor parallel {tp} exceeds the {gpusPerNode} GPUs of a node</source>
        <comment>finding.parallel.tp_across_nodes.message</comment>
        <translation>张量并行 {tp} 超过了单个节点的 {gpusPerNode} 块 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor parallelism needs hundreds of GB/s between its GPUs; with {tp} ranks and {gpusPerNode} GPUs per node some of that traffic crosses the network at {nicPerGpu} Gb/s per GPU.</source>
        <comment>finding.parallel.tp_across_nodes.explanation</comment>
        <translation>张量并行要求其 GPU 之间有数百 GB/s 的带宽；在 {tp} 路张量并行、每节点 {gpusPerNode} 块 GPU 的情况下，部分流量要经网络传输，每块 GPU 只有 {nicPerGpu} Gb/s。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep tensor parallel at or below {gpusPerNode}; use pipeline or data parallelism across nodes.</source>
        <comment>finding.parallel.tp_across_nodes.fix</comment>
        <translation>张量并行保持在 {gpusPerNode} 及以下；跨节点使用流水线并行或数据并行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TP {tp} × PP {pp} × DP {dp} = {need} GPUs, but the build has {have}</source>
        <comment>finding.parallel.degrees.message</comment>
        <translation>TP {tp} × PP {pp} × DP {dp} = {need} 块 GPU，但该配置只有 {have} 块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor, pipeline and data parallel degrees multiply to the GPUs a run needs: {need}. The build has {have}.</source>
        <comment>finding.parallel.degrees.explanation</comment>
        <translation>张量、流水线和数据并行度相乘即为一次运行所需的 GPU 数：{need}。该配置有 {have} 块。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set data parallel to 0 (use every GPU) or lower the degrees.</source>
        <comment>finding.parallel.degrees.fix</comment>
        <translation>将数据并行设为 0（使用全部 GPU），或降低并行度。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{heads} attention heads do not divide by tensor parallel {tp}</source>
        <comment>finding.parallel.degrees.heads.message</comment>
        <translation>{heads} 个注意力头无法被张量并行度 {tp} 整除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor parallelism splits the attention heads evenly across GPUs; {heads} heads cannot be split {tp} ways.</source>
        <comment>finding.parallel.degrees.heads.explanation</comment>
        <translation>张量并行把注意力头平均分配到各 GPU 上；{heads} 个注意力头无法均分为 {tp} 份。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a tensor-parallel degree that divides {heads}.</source>
        <comment>finding.parallel.degrees.heads.fix</comment>
        <translation>选择能整除 {heads} 的张量并行度。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{idle} of {have} GPUs idle with TP {tp} × PP {pp} × DP {dp}</source>
        <comment>finding.parallel.degrees.idle.message</comment>
        <translation>在 TP {tp} × PP {pp} × DP {dp} 下，{have} 块 GPU 中有 {idle} 块空闲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The run uses {need} GPUs; the other {idle} stay idle while it runs.</source>
        <comment>finding.parallel.degrees.idle.explanation</comment>
        <translation>本次运行使用 {need} 块 GPU；运行期间其余 {idle} 块处于空闲。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set data parallel to 0 to use every GPU, or plan a second job for the rest.</source>
        <comment>finding.parallel.degrees.idle.fix</comment>
        <translation>将数据并行设为 0 以使用全部 GPU，或为其余 GPU 规划第二个作业。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node peak {peak} W exceeds the {usable} W its supplies deliver with redundancy</source>
        <comment>finding.power.psu_headroom.message</comment>
        <translation>节点峰值功耗 {peak} W 超过了电源在冗余配置下可提供的 {usable} W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One node of {group} draws up to {peak} W ({gpus} × {gpuW} W of GPUs plus CPUs, memory, drives, NICs and board). Its {psuCount} × {psuW} W supplies, {redundant} of them redundant, deliver {usable} W.</source>
        <comment>finding.power.psu_headroom.explanation</comment>
        <translation>{group} 的单个节点最高耗电 {peak} W（{gpus} × {gpuW} W 的 GPU，加上 CPU、内存、硬盘、网卡和主板）。其 {psuCount} × {psuW} W 电源中有 {redundant} 个为冗余，可提供 {usable} W。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use fewer or lower-power GPUs, or a platform with larger supplies; redundant supplies are not capacity.</source>
        <comment>finding.power.psu_headroom.fix</comment>
        <translation>使用更少或功耗更低的 GPU，或选用电源更大的平台；冗余电源不计入容量。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node peak {peak} W leaves {headroom}% of the {usable} W supply capacity</source>
        <comment>finding.power.psu_headroom.tight.message</comment>
        <translation>节点峰值功耗 {peak} W，电源容量 {usable} W 仅剩 {headroom}% 余量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One node of {group} draws up to {peak} W; its supplies deliver {usable} W with redundancy kept. Power spikes of GPUs exceed TDP for milliseconds; keep 10–20% headroom.</source>
        <comment>finding.power.psu_headroom.tight.explanation</comment>
        <translation>{group} 的单个节点最高耗电 {peak} W；在保留冗余的情况下，电源可提供 {usable} W。GPU 的功耗尖峰会在毫秒级超过 TDP；请保留 10–20% 的余量。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose larger supplies or fewer GPUs per node.</source>
        <comment>finding.power.psu_headroom.tight.fix</comment>
        <translation>选用更大的电源，或减少每个节点的 GPU 数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No redundant power supply in {group}</source>
        <comment>finding.power.psu_redundancy.message</comment>
        <translation>{group} 没有冗余电源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{platform} has {psuCount} × {psuW} W supplies and none redundant: one failed supply stops the node and any job spanning it. Data-centre GPU servers run N+1 or N+N (DGX B200: 5+1).</source>
        <comment>finding.power.psu_redundancy.explanation</comment>
        <translation>{platform} 有 {psuCount} × {psuW} W 电源且无冗余：一个电源故障就会让节点及所有跨该节点的作业停止。数据中心 GPU 服务器采用 N+1 或 N+N 冗余（DGX B200：5+1）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a platform configuration with at least one redundant supply.</source>
        <comment>finding.power.psu_redundancy.fix</comment>
        <translation>选用至少有一个冗余电源的平台配置。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One node draws {nodeKw} kW; {cooling} removes {limit} kW per rack</source>
        <comment>finding.rack.cooling_density.message</comment>
        <translation>单个节点耗电 {nodeKw} kW；{cooling} 每个机柜只能散热 {limit} kW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{cooling} removes {limit} kW of heat per rack, but one node of {group} draws {nodeKw} kW, so it throttles or trips. Air cooling tops out near 30 kW a rack; direct liquid cooling of HGX racks reaches ≈60 kW.</source>
        <comment>finding.rack.cooling_density.explanation</comment>
        <translation>{cooling} 每个机柜可散热 {limit} kW，但 {group} 的单个节点就耗电 {nodeKw} kW，因此会降频或跳闸。风冷每机柜上限约 30 kW；HGX 机柜的直接液冷可达 ≈60 kW。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose liquid cooling, or lower-power nodes.</source>
        <comment>finding.rack.cooling_density.fix</comment>
        <translation>选用液冷，或功耗更低的节点。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only one {group} node fits a {limit} kW rack</source>
        <comment>finding.rack.cooling_density.one_per_rack.message</comment>
        <translation>一个 {limit} kW 的机柜只能放下一个 {group} 节点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each node draws {nodeKw} kW, so a rack limited to {limit} kW by {cooling} holds one node: {nodes} nodes take {nodes} racks, mostly empty, and rack space is billed per rack.</source>
        <comment>finding.rack.cooling_density.one_per_rack.explanation</comment>
        <translation>每个节点耗电 {nodeKw} kW，因此受 {cooling} 限制为 {limit} kW 的机柜只能放一个节点：{nodes} 个节点要占用 {nodes} 个机柜，且大多空置，而机柜空间按机柜计费。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Consider denser (liquid) cooling to put several nodes in a rack.</source>
        <comment>finding.rack.cooling_density.one_per_rack.fix</comment>
        <translation>考虑采用密度更高的（液冷）散热，在一个机柜中放置多个节点。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{racks} racks needed: power, not space, sets the count</source>
        <comment>finding.rack.count.message</comment>
        <translation>需要 {racks} 个机柜：机柜数由功耗而非空间决定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The build draws {itKw} kW. At {limit} kW per rack ({cooling}) it needs {racks} racks, although its {units} rack units would fit in {spaceRacks}.</source>
        <comment>finding.rack.count.explanation</comment>
        <translation>该配置耗电 {itKw} kW。按每机柜 {limit} kW（{cooling}）计算需要 {racks} 个机柜，尽管其 {units} U 的机架空间只需 {spaceRacks} 个机柜即可容纳。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Denser cooling lowers the rack count; compare its cost in the TCO.</source>
        <comment>finding.rack.count.fix</comment>
        <translation>更高密度的散热可减少机柜数量；请在 TCO 中比较其成本。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{facilityKw} kW at the meter: {itKw} kW of IT × PUE {pue}</source>
        <comment>finding.site.facility_power.message</comment>
        <translation>电表处 {facilityKw} kW：IT 负载 {itKw} kW × PUE {pue}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The nodes draw up to {itKw} kW. Cooling and power conversion add to that by the PUE ({pue}), so the site must supply {facilityKw} kW and uses about {mwhYear} MWh a year at full load. Uptime Institute&apos;s 2024 average PUE is 1.56; China asks new large data centres for below 1.3.</source>
        <comment>finding.site.facility_power.explanation</comment>
        <translation>节点最高耗电 {itKw} kW。制冷和电力转换按 PUE（{pue}）在此基础上增加能耗，因此场地须供电 {facilityKw} kW，满载时每年耗电约 {mwhYear} MWh。Uptime Institute 2024 年的平均 PUE 为 1.56；中国要求新建大型数据中心低于 1.3。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check that the facility&apos;s power contract covers {facilityKw} kW.</source>
        <comment>finding.site.facility_power.fix</comment>
        <translation>确认机房的供电合同能覆盖 {facilityKw} kW。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gpu} is a consumer card: no ECC, no P2P/NVLink, no data-centre licence</source>
        <comment>finding.gpu.consumer_in_datacenter.message</comment>
        <translation>{gpu} 是消费级显卡：无 ECC、无 P2P/NVLink、无数据中心授权</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GeForce cards lack ECC memory (silent bit flips in week-long runs), their driver disables peer-to-peer between cards, and NVIDIA&apos;s GeForce driver licence does not permit data-centre deployment, so hosting providers may refuse them. They suit development boxes and small CV jobs (seed 001).</source>
        <comment>finding.gpu.consumer_in_datacenter.explanation</comment>
        <translation>GeForce 显卡没有 ECC 显存（长达数周的运行中会出现静默位翻转），其驱动禁用了卡间点对点通信，而且 NVIDIA 的 GeForce 驱动许可不允许在数据中心部署，托管服务商可能会拒收。它们适合开发机和小型 CV 任务（种子文章 001）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For rack deployment choose a data-centre card; keep consumer cards in workstations.</source>
        <comment>finding.gpu.consumer_in_datacenter.fix</comment>
        <translation>机柜部署请选用数据中心显卡；消费级显卡留在工作站中使用。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gpu} is a consumer card: fine in a workstation, not in a rack</source>
        <comment>finding.gpu.consumer_in_datacenter.workstation.message</comment>
        <translation>{gpu} 是消费级显卡：适合工作站，不适合上机柜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GeForce cards lack ECC memory and peer-to-peer support, and their driver licence excludes data centres. In a single workstation for development or small jobs that is acceptable.</source>
        <comment>finding.gpu.consumer_in_datacenter.workstation.explanation</comment>
        <translation>GeForce 显卡没有 ECC 显存，也不支持点对点通信，且其驱动许可不允许用于数据中心。在用于开发或小型任务的单台工作站中，这是可以接受的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to data-centre cards before racking the build.</source>
        <comment>finding.gpu.consumer_in_datacenter.workstation.fix</comment>
        <translation>上机柜前改用数据中心显卡。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gpu} cannot be bought new in {market}: {rule}</source>
        <comment>finding.gpu.market_availability.message</comment>
        <translation>{gpu} 在 {market} 无法购买新品：{rule}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gpu} is {status} in the {market} market ({rule}, since {since}). A plan that relies on buying it there cannot be carried out.</source>
        <comment>finding.gpu.market_availability.explanation</comment>
        <translation>{gpu} 在 {market} 市场的状态为 {status}（{rule}，自 {since} 起）。依赖在当地购买该 GPU 的方案无法实施。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a GPU sold in {market}, or a region in another market.</source>
        <comment>finding.gpu.market_availability.fix</comment>
        <translation>选用 {market} 有售的 GPU，或选择属于其他市场的地区。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{gpu} needs an export licence for {market}</source>
        <comment>finding.gpu.market_availability.licence.message</comment>
        <translation>{gpu} 进入 {market} 需要出口许可</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gpu} needs an export licence to reach the {market} market ({rule}, since {since}); supply and delivery dates are uncertain and prices carry a premium.</source>
        <comment>finding.gpu.market_availability.licence.explanation</comment>
        <translation>{gpu} 进入 {market} 市场需要出口许可（{rule}，自 {since} 起）；供货和交付日期不确定，价格也有溢价。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm supply with the vendor, or compare a GPU sold freely in {market}.</source>
        <comment>finding.gpu.market_availability.licence.fix</comment>
        <translation>向供应商确认供货，或比较在 {market} 可自由购买的 GPU。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gpu} runs {stack}, not CUDA</source>
        <comment>finding.gpu.software_stack.message</comment>
        <translation>{gpu} 使用 {stack}，而非 CUDA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gpu} uses the {stack} software stack. PyTorch runs through a vendor plug-in, and CUDA-only kernels (FlashAttention builds, bitsandbytes, many custom ops) need ports or alternatives. Seed 000: domestic accelerators suit data-sovereignty needs; NVIDIA stays the default for general work.</source>
        <comment>finding.gpu.software_stack.explanation</comment>
        <translation>{gpu} 使用 {stack} 软件栈。PyTorch 需通过厂商插件运行，仅支持 CUDA 的内核（FlashAttention 构建、bitsandbytes、许多自定义算子）需要移植或寻找替代方案。种子文章 000：国产加速卡适合有数据主权需求的场景；通用工作仍以 NVIDIA 为首选。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check every framework and kernel the team uses against the {stack} support list.</source>
        <comment>finding.gpu.software_stack.fix</comment>
        <translation>对照 {stack} 的支持列表检查团队使用的每个框架和内核。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gpu} needs CUDA ≥ {minCuda} and driver ≥ {minDriver}</source>
        <comment>finding.gpu.software_stack.cuda_floor.message</comment>
        <translation>{gpu} 需要 CUDA ≥ {minCuda} 且驱动 ≥ {minDriver}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{architecture} GPUs are not supported by older CUDA toolkits and drivers: containers and frameworks built for earlier CUDA versions will not run on them (seed 000: match driver, CUDA and framework).</source>
        <comment>finding.gpu.software_stack.cuda_floor.explanation</comment>
        <translation>旧版 CUDA 工具包和驱动不支持 {architecture} 架构的 GPU：为早期 CUDA 版本构建的容器和框架无法在其上运行（种子文章 000：驱动、CUDA 与框架版本要匹配）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use a driver ≥ {minDriver} and containers built with CUDA ≥ {minCuda}.</source>
        <comment>finding.gpu.software_stack.cuda_floor.fix</comment>
        <translation>使用 ≥ {minDriver} 的驱动，以及用 CUDA ≥ {minCuda} 构建的容器。</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>{gpusPerNode} GPUs per node over PCIe: scaling past 4 is poor</source>
        <comment>finding.scaling.pcie_beyond_4.message</comment>
        <translation>每个节点 {gpusPerNode} 块 GPU 通过 PCIe 互联：超过 4 块后扩展性差</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Without NVLink the {gpusPerNode} {gpu} GPUs exchange gradients over shared PCIe switches and CPU links; beyond 4 GPUs each added card contributes less (seed 001: 4 GPUs is the cost-effectiveness knee). Estimated MFU here: {mfu}%.</source>
        <comment>finding.scaling.pcie_beyond_4.explanation</comment>
        <translation>没有 NVLink 时，{gpusPerNode} 块 {gpu} 通过共享的 PCIe 交换芯片和 CPU 链路交换梯度；超过 4 块 GPU 后，每增加一块卡带来的收益都会递减（种子文章 001：4 块 GPU 是性价比拐点）。此处估计的 MFU：{mfu}%。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prefer nodes of 4 PCIe GPUs, or NVLink/HGX systems for 8.</source>
        <comment>finding.scaling.pcie_beyond_4.fix</comment>
        <translation>优先采用每节点 4 块 PCIe GPU，8 卡则选用 NVLink/HGX 系统。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training takes {days} days; the target is {target} days</source>
        <comment>finding.schedule.time_to_train.message</comment>
        <translation>训练需要 {days} 天；目标为 {target} 天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{flopsHow} = {flops} FLOPs. At {mfu}% MFU and {scaling}% scaling, {gpus} GPUs sustain {pflops} PFLOP/s, so one run takes {days} days ({gpuHours} GPU-hours), beyond the {target}-day target.</source>
        <comment>finding.schedule.time_to_train.explanation</comment>
        <translation>{flopsHow} = {flops} FLOPs。在 {mfu}% MFU 和 {scaling}% 扩展效率下，{gpus} 块 GPU 可持续提供 {pflops} PFLOP/s，因此一次运行需要 {days} 天（{gpuHours} GPU 小时），超出 {target} 天的目标。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About {gpusNeeded} GPUs of this kind would meet the target; or train on fewer tokens.</source>
        <comment>finding.schedule.time_to_train.fix</comment>
        <translation>约 {gpusNeeded} 块同类 GPU 可以达到目标；或减少训练的 token 数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{sustained} tokens/s sustained, below the target of {target}</source>
        <comment>finding.inference.throughput.message</comment>
        <translation>持续吞吐 {sustained} tokens/s，低于目标 {target}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{how}. The build serves {served} sequences at once and sustains {sustained} tokens/s against the {target} tokens/s target. Decoding is bound by memory bandwidth: every token reads all weights and the batch&apos;s KV cache.</source>
        <comment>finding.inference.throughput.explanation</comment>
        <translation>{how}。该配置可同时服务 {served} 个序列，持续吞吐 {sustained} tokens/s，目标为 {target} tokens/s。解码受显存带宽限制：每生成一个 token 都要读取全部权重和该批次的 KV 缓存。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add GPUs (replicas), quantise weights (FP8/INT4 halve or quarter the bytes read), or choose GPUs with more bandwidth.</source>
        <comment>finding.inference.throughput.fix</comment>
        <translation>增加 GPU（副本），量化权重（FP8/INT4 可将读取字节数减半或降至四分之一），或选用带宽更高的 GPU。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory holds {fit} sequences of {context} tokens; {requested} requested</source>
        <comment>finding.inference.concurrency.message</comment>
        <translation>显存可容纳 {fit} 个 {context} token 的序列；请求为 {requested} 个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each sequence of {context} tokens needs {kvGB} GB of KV cache. After weights and overhead the build holds {fit} such sequences; requests beyond that wait in the queue.</source>
        <comment>finding.inference.concurrency.explanation</comment>
        <translation>每个 {context} token 的序列需要 {kvGB} GB KV 缓存。扣除权重和开销后，该配置可容纳 {fit} 个这样的序列；超出的请求在队列中等待。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shorten the context, use FP8 KV cache, add GPUs, or raise tensor parallelism to spread the cache.</source>
        <comment>finding.inference.concurrency.fix</comment>
        <translation>缩短上下文、使用 FP8 KV 缓存、增加 GPU，或提高张量并行度以分摊缓存。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown model &quot;{model}&quot;</source>
        <comment>finding.workload.model.message</comment>
        <translation>未知模型“{model}”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The workload names model &quot;{model}&quot;, which the catalog does not contain, so nothing can be estimated.</source>
        <comment>finding.workload.model.explanation</comment>
        <translation>负载指定的模型“{model}”不在目录中，因此无法进行任何估算。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a model preset from the catalog, or add it to a user catalog.</source>
        <comment>finding.workload.model.fix</comment>
        <translation>从目录中选择一个预设模型，或将其添加到用户目录。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{precision} training is not supported: estimates assume BF16</source>
        <comment>finding.workload.precision.message</comment>
        <translation>不支持 {precision} 训练：估算按 BF16 计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{precision} is an inference format; training keeps BF16 weights and gradients with FP32 optimizer states. Only QLoRA trains on 4-bit (NF4) frozen weights.</source>
        <comment>finding.workload.precision.explanation</comment>
        <translation>{precision} 是推理格式；训练时权重和梯度保持 BF16，优化器状态为 FP32。只有 QLoRA 在 4 位（NF4）冻结权重上训练。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set precision to BF16 (or FP8 on Hopper-class GPUs), or choose QLoRA.</source>
        <comment>finding.workload.precision.fix</comment>
        <translation>将精度设为 BF16（Hopper 级 GPU 可用 FP8），或选择 QLoRA。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gpu} has no FP8 tensor cores: FP8 runs at BF16 speed</source>
        <comment>finding.workload.precision.fp8_unsupported.message</comment>
        <translation>{gpu} 没有 FP8 张量核心：FP8 以 BF16 速度运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 matrix maths needs Ada, Hopper or later GPUs; on {gpu} the estimate uses the BF16 peak.</source>
        <comment>finding.workload.precision.fp8_unsupported.explanation</comment>
        <translation>FP8 矩阵运算需要 Ada、Hopper 或更新的 GPU；在 {gpu} 上估算使用 BF16 峰值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set precision to BF16, or choose an FP8-capable GPU.</source>
        <comment>finding.workload.precision.fp8_unsupported.fix</comment>
        <translation>将精度设为 BF16，或选用支持 FP8 的 GPU。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{a}, {b}</source>
        <comment>list.comma</comment>
        <translation>{a}、{b}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{a} or {b}</source>
        <comment>list.or</comment>
        <translation>{a} 或 {b}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{a} + {b}</source>
        <comment>list.plus</comment>
        <translation>{a} + {b}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quantise the weights (FP8 or INT4)</source>
        <comment>phrase.suggest.quantise</comment>
        <translation>量化权重（FP8 或 INT4）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quantise the weights (FP8 or INT4) or raise tensor parallelism to {suggestTp}</source>
        <comment>phrase.suggest.quantise_or_tp</comment>
        <translation>量化权重（FP8 或 INT4），或将张量并行度提高到 {suggestTp}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use ZeRO-3/FSDP to shard weights, gradients and optimizer states over the {suggestDp} data-parallel GPUs</source>
        <comment>phrase.suggest.zero3</comment>
        <translation>使用 ZeRO-3/FSDP 将权重、梯度和优化器状态切分到 {suggestDp} 块数据并行 GPU 上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>recompute all activations in the backward pass (full activation checkpointing)</source>
        <comment>phrase.suggest.recompute</comment>
        <translation>在反向传播中重算全部激活值（完全激活检查点）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use micro-batch 1 with gradient accumulation</source>
        <comment>phrase.suggest.micro_batch</comment>
        <translation>使用微批大小 1 并配合梯度累积</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fine-tune with LoRA or QLoRA, or spread the model with tensor/pipeline parallelism over more GPUs</source>
        <comment>phrase.suggest.lora_or_parallel</comment>
        <translation>改用 LoRA 或 QLoRA 微调，或通过张量/流水线并行把模型分布到更多 GPU 上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spread the model with tensor or pipeline parallelism over more GPUs</source>
        <comment>phrase.suggest.parallel</comment>
        <translation>通过张量或流水线并行把模型分布到更多 GPU 上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights</source>
        <comment>phrase.memory.weights</comment>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frozen weights</source>
        <comment>phrase.memory.frozen_weights</comment>
        <translation>冻结权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adapters (weights, gradients, optimizer)</source>
        <comment>phrase.memory.adapters</comment>
        <translation>适配器（权重、梯度、优化器）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradients</source>
        <comment>phrase.memory.gradients</comment>
        <translation>梯度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer states</source>
        <comment>phrase.memory.optimizer</comment>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activations</source>
        <comment>phrase.memory.activations</comment>
        <translation>激活值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache</source>
        <comment>phrase.memory.kv_cache</comment>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Framework overhead</source>
        <comment>phrase.memory.overhead</comment>
        <translation>框架开销</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{part} {gb} GB</source>
        <comment>phrase.memory.part_gb</comment>
        <translation>{part} {gb} GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>node group {groupNumber}</source>
        <comment>phrase.node_group</comment>
        <translation>节点组 {groupNumber}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no network card</source>
        <comment>phrase.nic.none</comment>
        <translation>未配置网卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{nicGbps} Gb/s {nicTech}</source>
        <comment>phrase.nic.rdma</comment>
        <translation>{nicGbps} Gb/s 的{nicTech}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{nicGbps} Gb/s {nicTech} without RDMA</source>
        <comment>phrase.nic.no_rdma</comment>
        <translation>不支持 RDMA 的 {nicGbps} Gb/s {nicTech}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ethernet</source>
        <comment>phrase.fabric.ethernet</comment>
        <translation>以太网</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roce</source>
        <comment>phrase.fabric.roce</comment>
        <translation>RoCE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>infiniband</source>
        <comment>phrase.fabric.infiniband</comment>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>barred</source>
        <comment>phrase.market.barred</comment>
        <translation>禁售</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not sold</source>
        <comment>phrase.market.not_sold</comment>
        <translation>不在售</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>licence required</source>
        <comment>phrase.market.licence_required</comment>
        <translation>需要许可证</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no rule given</source>
        <comment>phrase.market.no_rule</comment>
        <translation>未注明规定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown date</source>
        <comment>phrase.market.unknown_date</comment>
        <translation>日期不详</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the matching release</source>
        <comment>phrase.driver.matching_release</comment>
        <translation>对应版本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>module</source>
        <comment>phrase.form.module</comment>
        <translation>模组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no training data stream</source>
        <comment>phrase.storage.no_stream</comment>
        <translation>无训练数据流</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{readTB} TB × {epochs} epoch(s) read in {readHours} h over {readNodes} node(s)</source>
        <comment>phrase.storage.read</comment>
        <translation>{readTB} TB × {epochs} 轮数据，由 {readNodes} 个节点在 {readHours} 小时内读完</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model weights {weightsGB} GB + dataset</source>
        <comment>phrase.storage.capacity_inference</comment>
        <translation>模型权重 {weightsGB} GB + 数据集</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dataset + base model {baseGB} GB + {checkpoints} adapter checkpoints × {checkpointGB} GB</source>
        <comment>phrase.storage.capacity_adapters</comment>
        <translation>数据集 + 基础模型 {baseGB} GB + {checkpoints} 个适配器检查点 × {checkpointGB} GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dataset {datasetTB} TB on every node (preloaded, seed 001) + {checkpoints} checkpoints × {checkpointGB} GB (weights + optimizer, {bytesPerParam} B/param) shared over the nodes</source>
        <comment>phrase.storage.capacity_training</comment>
        <translation>数据集 {datasetTB} TB（每个节点各存一份，预加载，种子文章 001）+ {checkpoints} 个检查点 × {checkpointGB} GB（权重 + 优化器状态，每参数 {bytesPerParam} 字节），由各节点分摊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>decode step reads weights {weightsGB} GB + KV cache {kvGB} GB ({batch} sequences × {context} tokens) per replica at {bandwidthPct}% of {bandwidthGBs} GB/s; {replicas} replica(s) of {replicaGpus} GPU(s); prefill at {prefillPct}% of peak, 2·N FLOPs per token</source>
        <comment>phrase.inference.how</comment>
        <translation>每个副本每个解码步读取权重 {weightsGB} GB + KV 缓存 {kvGB} GB（{batch} 条序列 × {context} 个 token），按 {bandwidthGBs} GB/s 带宽的 {bandwidthPct}% 计；共 {replicas} 个副本，每个副本 {replicaGpus} 块 GPU；预填充按峰值算力的 {prefillPct}% 计，每个 token 2·N 次浮点运算</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Buy and self-host</source>
        <comment>option.purchase</comment>
        <translation>购买自建</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cloud on-demand</source>
        <comment>option.on_demand</comment>
        <translation>云按需</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserved rental</source>
        <comment>option.reserved</comment>
        <translation>包年包月租用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hybrid (owned + cloud burst)</source>
        <comment>option.hybrid</comment>
        <translation>混合（自有 + 云弹性）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardware</source>
        <comment>category.hardware</comment>
        <translation>硬件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installation</source>
        <comment>category.installation</comment>
        <translation>安装</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VAT</source>
        <comment>category.vat</comment>
        <translation>增值税</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Financing</source>
        <comment>category.financing</comment>
        <translation>融资利息</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colocation</source>
        <comment>category.colocation</comment>
        <translation>机房托管</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Electricity</source>
        <comment>category.electricity</comment>
        <translation>电费</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maintenance</source>
        <comment>category.maintenance</comment>
        <translation>维保</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Staff</source>
        <comment>category.staff</comment>
        <translation>运维人员</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spares</source>
        <comment>category.spares</comment>
        <translation>备件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Residual value</source>
        <comment>category.residual</comment>
        <translation>残值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cloud compute</source>
        <comment>category.cloud_compute</comment>
        <translation>云算力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storage and egress</source>
        <comment>category.storage_egress</comment>
        <translation>存储与流量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserved rental</source>
        <comment>category.reserved</comment>
        <translation>包年包月租用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rented overflow</source>
        <comment>category.overflow</comment>
        <translation>租用的溢出算力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Error</source>
        <comment>severity.error</comment>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warning</source>
        <comment>severity.warning</comment>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note</source>
        <comment>severity.info</comment>
        <translation>提示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Electricity tariff</source>
        <comment>input.electricity_tariff</comment>
        <translation>电价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colocation per kW of IT load a month</source>
        <comment>input.colocation_per_kw_month</comment>
        <translation>机房托管（每千瓦 IT 负载每月）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PUE</source>
        <comment>input.pue</comment>
        <translation>PUE（电能使用效率）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IT power (peak)</source>
        <comment>input.it_power</comment>
        <translation>IT 功率（峰值）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cooling plant capex per kW ({cooling})</source>
        <comment>input.cooling_capex_per_kw</comment>
        <translation>冷却设施投资/kW（{cooling}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In-rack cooling capex per kW ({cooling})</source>
        <comment>input.cooling_in_rack_per_kw</comment>
        <translation>机柜内冷却设备投资/kW（{cooling}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colocation per cabinet a month</source>
        <comment>input.colocation_per_cabinet_month</comment>
        <translation>托管费（每机柜每月）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colocation cabinets</source>
        <comment>input.cabinets</comment>
        <translation>托管机柜数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardware warranty</source>
        <comment>input.warranty</comment>
        <translation>硬件保修期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resale value after {years} years</source>
        <comment>input.residual_share</comment>
        <translation>{years} 年后的转售价值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Residual value (flat)</source>
        <comment>input.residual_flat</comment>
        <translation>残值（固定比例）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operations staff</source>
        <comment>input.staff_fte</comment>
        <translation>运维人员</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>site override, else the colocation facility&apos;s (the region&apos;s)</source>
        <comment>method.pue_colocation</comment>
        <translation>站点设定，否则取托管机房的（地区的）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>site override, else the cooling method&apos;s</source>
        <comment>method.pue_own</comment>
        <translation>站点设定，否则取冷却方式的</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nodes packed by the cabinet&apos;s power cap of {cap} kW and 38 usable rack units</source>
        <comment>method.cabinets</comment>
        <translation>按机柜功率上限 {cap} kW 和 38U 可用空间排布节点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>platform {platform}: {source}</source>
        <comment>method.warranty_platform</comment>
        <translation>平台 {platform}：{source}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{base} base + {perNode} per node × {nodes} nodes</source>
        <comment>method.staff</comment>
        <translation>基础 {base} + 每节点 {perNode} × {nodes} 个节点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plan setting</source>
        <comment>method.plan</comment>
        <translation>方案设定</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no offering of class {class} in {region} or its market that can do the work</source>
        <comment>reason.no_offering</comment>
        <translation>{region} 及其市场内没有可完成该工作的 {class} 报价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no FX rate for the prices of class {class} in {region}</source>
        <comment>reason.no_fx_offering</comment>
        <translation>{region} 的 {class} 报价缺少汇率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the plan names offering &apos;{offering}&apos;, which the catalog does not have</source>
        <comment>reason.unknown_offering</comment>
        <translation>方案指定的报价“{offering}”不在目录中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offering &apos;{offering}&apos; has no price of this term</source>
        <comment>reason.named_no_term</comment>
        <translation>报价“{offering}”没有该期限的价格</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the offering the plan names</source>
        <comment>match.named</comment>
        <translation>方案指定的报价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the offering the plan names, in {region}, not {home}</source>
        <comment>match.named_elsewhere</comment>
        <translation>方案指定的报价，位于{region}，而非{home}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the offering the plan names, with another GPU: {gpu} billed {factor}× the hours of the {own} ({method})</source>
        <comment>match.named_other_gpu</comment>
        <translation>方案指定的报价，GPU 不同：{gpu} 按 {own} 的 {factor} 倍时长计费（{method}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the offering the plan names, in {region}, with another GPU: {gpu} billed {factor}× the hours of the {own} ({method})</source>
        <comment>match.named_other_gpu_elsewhere</comment>
        <translation>方案指定的报价，位于{region}，GPU 不同：{gpu} 按 {own} 的 {factor} 倍时长计费（{method}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>same GPU</source>
        <comment>match.same_gpu</comment>
        <translation>同款 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>same GPU, in {region}: no offering in {home}</source>
        <comment>match.same_gpu_elsewhere</comment>
        <translation>同款 GPU，位于{region}：{home}没有报价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>another GPU, as no offering has the {own}: {gpu} billed {factor}× the hours for the same work ({method})</source>
        <comment>match.other_gpu</comment>
        <translation>不同 GPU（没有 {own} 的报价）：{gpu} 完成同样工作按 {factor} 倍时长计费（{method}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>another GPU in {region}, as no offering has the {own}: {gpu} billed {factor}× the hours for the same work ({method})</source>
        <comment>match.other_gpu_elsewhere</comment>
        <translation>{region}的不同 GPU（没有 {own} 的报价）：{gpu} 完成同样工作按 {factor} 倍时长计费（{method}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>same GPU</source>
        <comment>work.same_gpu</comment>
        <translation>同款 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no throughput figures to compare</source>
        <comment>work.no_throughput</comment>
        <translation>没有可比较的算力数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peak bf16 throughput {own} ÷ {offered} TFLOPS, without a workload estimate</source>
        <comment>work.peak_ratio</comment>
        <translation>bf16 峰值算力 {own} ÷ {offered} TFLOPS，无工作负载估算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the estimator&apos;s time to train: {offered} ÷ {own} GPU-hours a run</source>
        <comment>work.training_ratio</comment>
        <translation>估算器的训练耗时：每次 {offered} ÷ {own} GPU 时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the estimator&apos;s serving rate: {own} ÷ {offered} tokens/s per GPU</source>
        <comment>work.inference_ratio</comment>
        <translation>估算器的服务速率：每 GPU {own} ÷ {offered} tokens/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the model does not fit its memory</source>
        <comment>work.does_not_fit</comment>
        <translation>模型放不进其显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colocation (rented space)</source>
        <comment>site_mode.colocation</comment>
        <translation>托管（租用机房）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Own facility</source>
        <comment>site_mode.own_facility</comment>
        <translation>自建机房</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the warranty</source>
        <comment>maintenance_basis.after_warranty</comment>
        <translation>保修期满后</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Support contract from month 1</source>
        <comment>maintenance_basis.support_contract</comment>
        <translation>服务合同，自第 1 个月起</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU cloud</source>
        <comment>provider_class_choice.gpu_cloud</comment>
        <translation>GPU 云</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not solved</source>
        <comment>breakeven.not_solved</comment>
        <translation>未求解</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>needs both the purchase and the on-demand option</source>
        <comment>breakeven.needs_both</comment>
        <translation>需要购买和按需两个方案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buying costs more than {option} at any utilisation</source>
        <comment>breakeven.buy_dearer_throughout</comment>
        <translation>在任何利用率下购买都比{option}贵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buying costs less than {option} at any utilisation</source>
        <comment>breakeven.buy_cheaper_throughout</comment>
        <translation>在任何利用率下购买都比{option}便宜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buying costs less than {option} above this utilisation (NPV)</source>
        <comment>breakeven.buy_cheaper_above</comment>
        <translation>利用率高于此值时购买比{option}便宜（净现值）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buying costs less than {option} below this utilisation (NPV)</source>
        <comment>breakeven.buy_cheaper_below</comment>
        <translation>利用率低于此值时购买比{option}便宜（净现值）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{verdict} {option} costs less still: {npv} (NPV).</source>
        <comment>verdict.with_cheaper</comment>
        <translation>{verdict}{option}更便宜：净现值 {npv}。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{verdict} First fix the errors under Findings ({errors}).</source>
        <comment>verdict.with_errors</comment>
        <translation>{verdict}请先修正“检查结果”中的错误（{errors} 个）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Net present values over {months} months, as the recommendation compares them. Utilisation is the share of the owned GPUs&apos; hours used for work, the same every month; renting is the cheaper of cloud on-demand and reserved rental doing the same work (the hybrid is said apart when it costs less still).</source>
        <comment>verdict.basis</comment>
        <translation>按 {months} 个月的净现值比较，与推荐所用的比较方式相同。利用率是自有 GPU 工时中用于工作的比例，每月相同；租用取完成同样工作的云按需与包年包月租用中较便宜者（混合方式更便宜时另行说明）。</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>{days} days</source>
        <comment>quote.days_count</comment>
        <translation>{days} 天</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Recommended: {option}, the lowest NPV of the options that do the same work ({npv}).</source>
        <comment>quote.recommendation</comment>
        <translation>推荐{option}：在能完成同等工作的方式中净现值最低（{npv}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recommended: {option}, the lowest NPV of the options that do the same work ({npv}), {gap} below the next best, {runnerUp}.</source>
        <comment>quote.recommendation_with_runner_up</comment>
        <translation>推荐{option}：在能完成同等工作的方式中净现值最低（{npv}），比次优的{runnerUp}低 {gap}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{recommendation} First fix the errors under Findings ({errors}): until then these are the costs of a build that cannot be built or bought as planned.</source>
        <comment>quote.recommendation_with_errors</comment>
        <translation>{recommendation}请先修正“检查结果”中的错误（{errors} 个）：在此之前，这些是无法按计划组装或购买的配置的成本。</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Power usage effectiveness: facility power ÷ IT power. 1.5 means every 1 kW of servers costs 1.5 kW at the meter. Leave at site default to use the facility&apos;s figure (colocation: the region&apos;s; own facility: the cooling method&apos;s); enter 1.0–3.0 from your data centre&apos;s contract.</source>
        <comment>field.site.pueOverride.tooltip</comment>
        <translation>电能使用效率：机房总功率 ÷ IT 功率。1.5 表示每 1 kW 服务器在电表上计 1.5 kW。保留“站点默认”则使用机房的数值（托管：地区的；自建：冷却方式的）；也可按机房合同填写 1.0–3.0。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Post-warranty support as a share of the hardware price a year. OEM contracts run 10–15% a year (philipcrewe.net, 2013; librarytechnology.org: 10–12%); third-party maintenance is 50–70% cheaper. 12% is the default.</source>
        <comment>field.finance.maintenancePctPerYear.tooltip</comment>
        <translation>保修期后的维保费用，占硬件价格的年比例。原厂合同每年 10–15%（philipcrewe.net，2013；librarytechnology.org：10–12%）；第三方维保便宜 50–70%。默认 12%。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warranty</source>
        <comment>field.finance.warrantyYears.label</comment>
        <translation>保修期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardware warranty in years, for platforms whose catalog entry states none. 3 years parts and labour is Supermicro&apos;s standard for complete systems (servethehome.com, 2012).</source>
        <comment>field.finance.warrantyYears.tooltip</comment>
        <translation>硬件保修年数，用于目录未注明保修期的平台。3 年部件和人工保修是 Supermicro 整机的标准（servethehome.com，2012）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resale value by age</source>
        <comment>field.finance.residualFromCurve.label</comment>
        <translation>按机龄估算转售价值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value the hardware at the end of the horizon from a resale curve by age for its GPU class (data centre: 78% after 1 year, 46% after 3, 27% after 5, from secondary-market prices); off: use the flat share below.</source>
        <comment>field.finance.residualFromCurve.tooltip</comment>
        <translation>按 GPU 类别的机龄转售曲线估算期末硬件价值（数据中心级：1 年后 78%，3 年后 46%，5 年后 27%，依据二手市场价格）；关闭则使用下面的固定比例。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When not valued by age: what the hardware sells for at the end of the horizon, as a share of its price; it is credited in the last month.</source>
        <comment>field.finance.residualValuePct.tooltip</comment>
        <translation>不按机龄估算时：期末硬件的售价占其价格的比例；在最后一个月计入。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Staff: base</source>
        <comment>field.finance.staffBaseFte.label</comment>
        <translation>人员：基础</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operations engineers needed whatever the size, priced with the region&apos;s staff cost. 0.25: nobody dedicated to a small install (no dedicated person below about 50 processors, CTWatch 2006); 1 for a business-hours administrator; about 5 for in-house 24×7 cover.</source>
        <comment>field.finance.staffBaseFte.tooltip</comment>
        <translation>无论规模都需要的运维工程师，按地区人力成本计价。0.25：小规模部署无专职人员（约 50 个处理器以下不设专人，CTWatch 2006）；1：工作时间的管理员；约 5：自有 7×24 值守。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Staff per node</source>
        <comment>field.finance.staffFtePerNode.label</comment>
        <translation>每节点人员</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Engineers added for each node. 0.05 is one engineer per 20 servers, inside the 10–20 servers per administrator of META Group and Gartner; a 1,024-GPU AI cloud was run by 12 people (about 1 per 18 nodes above a base of 5).</source>
        <comment>field.finance.staffFtePerNode.tooltip</comment>
        <translation>每增加一个节点增加的工程师。0.05 即每 20 台服务器一名工程师，处于 META Group 和 Gartner 的每名管理员 10–20 台服务器范围内；一个 1,024 GPU 的 AI 云由 12 人运维（在 5 人基础上约每 18 个节点 1 人）。</translation>
    </message>
    <message>
        <location line="-332"/>
        <source>Installation</source>
        <comment>input.installation</comment>
        <translation>安装费</translation>
    </message>
    <message>
        <location line="-380"/>
        <source>RAM is {ratio}× VRAM in {group}; plan at least 1.5×</source>
        <comment>finding.ram.ratio.message</comment>
        <translation>{group} 的内存仅为显存的 {ratio}×；至少应按 1.5× 规划</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each node has {gpus} × {gpuMem} GB = {vram} GB of VRAM but only {ram} GB of RAM ({ratio}×). Checkpoint loading, data-loader workers, pinned transfer buffers and any CPU offload live in RAM. Seed 001 asks for 2–3× the total VRAM yet builds 4 × A100 80GB with 512 GB (1.6×); a DGX H100 has 2 TB for 640 GB (3.2×). Below 1.5× there is no room for a checkpoint copy beside the loaders.</source>
        <comment>finding.ram.ratio.explanation</comment>
        <translation>每个节点有 {gpus} × {gpuMem} GB = {vram} GB 显存，但只有 {ram} GB 内存（{ratio}×）。检查点加载、数据加载进程、锁页传输缓冲以及任何 CPU 卸载都占用内存。种子文章 001 要求总显存的 2–3 倍，但它自己的 4 × A100 80GB 配置用的是 512 GB（1.6×）；DGX H100 为 640 GB 显存配 2 TB 内存（3.2×）。低于 1.5× 时，数据加载之外已放不下一份检查点副本。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{cores} CPU cores for {gpus} GPUs in {group}: data loading will starve the GPUs</source>
        <comment>finding.cpu.cores_per_gpu.message</comment>
        <translation>{group} 中 {cores} 个 CPU 核心带 {gpus} 块 GPU：数据加载会让 GPU 空等</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each node has {cores} cores for {gpus} GPUs ({perGpu} per GPU). Seed 001 asks for at least 8 cores per server, 16–32 safer, and every GPU also runs a process of its own with data-loader workers for decoding and tokenisation: below {minimum} cores this node&apos;s GPUs wait for data. A DGX H100 has 112 cores for 8 GPUs.</source>
        <comment>finding.cpu.cores_per_gpu.explanation</comment>
        <translation>每个节点有 {cores} 个核心、{gpus} 块 GPU（每块 GPU {perGpu} 个）。种子文章 001 要求每台服务器至少 8 核，16–32 核更稳妥；每块 GPU 还要运行自己的进程和负责解码、分词的数据加载进程：少于 {minimum} 个核心时，本节点的 GPU 会等待数据。DGX H100 为 8 块 GPU 配 112 个核心。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a CPU with at least {targetCores} cores per socket.</source>
        <comment>finding.cpu.cores_per_gpu.fix</comment>
        <translation>选择每路至少 {targetCores} 核的 CPU。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{cores} CPU cores for {gpus} GPUs in {group}: tight for image pipelines</source>
        <comment>finding.cpu.cores_per_gpu.low.message</comment>
        <translation>{group} 中 {cores} 个 CPU 核心带 {gpus} 块 GPU：图像流水线偏紧</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each node has {cores} cores for {gpus} GPUs ({perGpu} per GPU): above seed 001&apos;s minimum of 8 per server, below its safer 16–32 or the 4 per GPU that image decoding and augmentation take ({comfortable} here). Text training needs little CPU; a DGX H100 has 112 cores for 8 GPUs.</source>
        <comment>finding.cpu.cores_per_gpu.low.explanation</comment>
        <translation>每个节点有 {cores} 个核心、{gpus} 块 GPU（每块 GPU {perGpu} 个）：高于种子文章 001 每台服务器 8 核的下限，但低于其更稳妥的 16–32 核，或图像解码与增强所需的每 GPU 4 核（此处为 {comfortable} 核）。文本训练对 CPU 要求不高；DGX H100 为 8 块 GPU 配 112 个核心。</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Tensor parallel {tp} crosses PCIe in {group}: {gpu}&apos;s links join {domain} GPU(s)</source>
        <comment>finding.parallel.tp_over_pcie.message</comment>
        <translation>{group} 中张量并行 {tp} 跨越 PCIe：{gpu} 的互联只连接 {domain} 块 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor parallelism exchanges activations twice per layer in the forward and again in the backward pass; it is designed for one NVLink domain (600–900 GB/s per GPU). The {gpu} GPUs are linked in groups of {domain}, so {tp} ranks talk over PCIe {pcieGen}.0 x16 at about {pcieGBs} GB/s each way, and the GPUs spend much of each step waiting.</source>
        <comment>finding.parallel.tp_over_pcie.explanation</comment>
        <translation>张量并行在前向时每层交换两次激活，反向时再交换；它是为单个 NVLink 互联域（每 GPU 600–900 GB/s）设计的。{gpu} 以每 {domain} 块为一组互联，因此 {tp} 个进程之间经 PCIe {pcieGen}.0 x16 通信，每个方向约 {pcieGBs} GB/s，GPU 在每一步中大量时间都在等待。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep tensor parallel within {domain} GPU(s) and shard the rest with ZeRO-3/FSDP, or choose an HGX-class board.</source>
        <comment>finding.parallel.tp_over_pcie.fix</comment>
        <translation>把张量并行限制在 {domain} 块 GPU 以内，其余用 ZeRO-3/FSDP 分片，或选择 HGX 类主板。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>{gpu} cannot be bought new in {market}: export licences are refused</source>
        <comment>finding.gpu.market_availability.denial.message</comment>
        <translation>{gpu} 无法在 {market} 购买新品：出口许可会被拒绝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gpu} is {status} in the {market} market ({rule}, since {since}): the exporting government&apos;s policy is to refuse the licence, so new supply through legal channels is not a plan a budget can rest on.</source>
        <comment>finding.gpu.market_availability.denial.explanation</comment>
        <translation>{gpu} 在 {market} 市场{status}（{rule}，自 {since} 起）：出口国的政策是拒绝发放许可，因此经合法渠道获得新品供应不能作为预算的依据。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a GPU sold in {market} (for China: H20, L20, RTX 4090 D, Ascend 910B), rent abroad, or plan in a region of another market.</source>
        <comment>finding.gpu.market_availability.denial.fix</comment>
        <translation>选择在 {market} 有售的 GPU（中国：H20、L20、RTX 4090 D、昇腾 910B），在境外租用，或改在其他市场的地区规划。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>CUDA {cuda} does not support {gpu}</source>
        <comment>finding.software.cuda_for_gpu.message</comment>
        <translation>CUDA {cuda} 不支持 {gpu}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{architecture} GPUs are supported from CUDA {minCuda}: code built with CUDA {cuda}, and containers and frameworks built for it, do not run on {gpu}.</source>
        <comment>finding.software.cuda_for_gpu.explanation</comment>
        <translation>{architecture} 架构的 GPU 从 CUDA {minCuda} 起才受支持：用 CUDA {cuda} 编译的代码，以及为它构建的容器和框架，都无法在 {gpu} 上运行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build with CUDA {minCuda} or later, in a container of that CUDA (Software: CUDA toolkit, Container).</source>
        <comment>finding.software.cuda_for_gpu.fix</comment>
        <translation>改用 CUDA {minCuda} 或更高版本编译，并使用该 CUDA 版本的容器（软件：CUDA 工具包、容器）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Driver {driver} is too old for CUDA {cuda}</source>
        <comment>finding.software.driver_for_cuda.message</comment>
        <translation>驱动 {driver} 对 CUDA {cuda} 来说太旧</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA {cuda} was released with driver {releaseDriver}; older drivers run it only from branch {compatBranch} on, through minor-version compatibility. Branch {driver} runs neither.</source>
        <comment>finding.software.driver_for_cuda.explanation</comment>
        <translation>CUDA {cuda} 随驱动 {releaseDriver} 发布；更旧的驱动只有从 {compatBranch} 分支起才能通过小版本兼容运行它。{driver} 分支两者都不满足。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install driver branch {compatBranch} or later; {releaseDriver} or later runs every CUDA {cuda} feature.</source>
        <comment>finding.software.driver_for_cuda.fix</comment>
        <translation>安装 {compatBranch} 或更高分支的驱动；{releaseDriver} 或更高版本可使用 CUDA {cuda} 的全部功能。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA {cuda} runs on driver {driver} with limits</source>
        <comment>finding.software.driver_for_cuda.minor_compat.message</comment>
        <translation>CUDA {cuda} 可在驱动 {driver} 上运行，但有限制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA {cuda} was released with driver {releaseDriver}. Branch {driver} runs it through minor-version compatibility: applications work, but PTX compiled at run time and some newer features do not.</source>
        <comment>finding.software.driver_for_cuda.minor_compat.explanation</comment>
        <translation>CUDA {cuda} 随驱动 {releaseDriver} 发布。{driver} 分支通过小版本兼容运行它：应用程序可以运行，但运行时编译的 PTX 和部分新功能不可用。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prefer a driver of {releaseDriver} or later, or build for the CUDA your driver shipped with.</source>
        <comment>finding.software.driver_for_cuda.minor_compat.fix</comment>
        <translation>最好使用 {releaseDriver} 或更高版本的驱动，或按驱动自带的 CUDA 版本编译。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{image} needs driver {need} or later, the plan has {driver}</source>
        <comment>finding.software.driver_for_container.message</comment>
        <translation>{image} 需要 {need} 或更高分支的驱动，方案中为 {driver}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The container&apos;s CUDA needs driver branch {need}. GeForce and workstation cards have no forward compatibility: with branch {driver} the container&apos;s CUDA does not start.</source>
        <comment>finding.software.driver_for_container.explanation</comment>
        <translation>该容器的 CUDA 需要 {need} 分支的驱动。GeForce 和工作站显卡没有前向兼容：在 {driver} 分支上，容器里的 CUDA 无法启动。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install driver branch {need} or later, or choose an older container (Software: Container).</source>
        <comment>finding.software.driver_for_container.fix</comment>
        <translation>安装 {need} 或更高分支的驱动，或选择更早的容器（软件：容器）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{image} needs driver {need} or later; on branch {driver} it relies on forward compatibility</source>
        <comment>finding.software.driver_for_container.forward_compat.message</comment>
        <translation>{image} 需要 {need} 或更高分支的驱动；在 {driver} 分支上依赖前向兼容</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The container&apos;s CUDA needs driver branch {need}. Data-centre GPUs run it on branch {driver} through NVIDIA&apos;s forward-compatibility package, which NGC containers load themselves; not every feature is covered and NVIDIA supports only some branch pairs.</source>
        <comment>finding.software.driver_for_container.forward_compat.explanation</comment>
        <translation>该容器的 CUDA 需要 {need} 分支的驱动。数据中心 GPU 可借助 NVIDIA 的前向兼容包在 {driver} 分支上运行它，NGC 容器会自行加载该包；但并非所有功能都受支持，NVIDIA 也只支持部分分支组合。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install driver branch {need} or later for a supported pairing, or choose an older container.</source>
        <comment>finding.software.driver_for_container.forward_compat.fix</comment>
        <translation>为获得受支持的组合，安装 {need} 或更高分支的驱动，或选择更早的容器。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Driver branch {value} is not in the software catalog</source>
        <comment>finding.software.unknown_version.driver.message</comment>
        <translation>驱动分支 {value} 不在软件目录中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The catalog lists the branches NVIDIA documents with their support dates; {value} is not one of them, so its fit with CUDA and the container cannot be checked.</source>
        <comment>finding.software.unknown_version.driver.explanation</comment>
        <translation>目录列出了 NVIDIA 文档记载的驱动分支及其支持期限；{value} 不在其中，因此无法检查它与 CUDA 和容器是否匹配。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a listed branch (for example the long-term support branch), or add it to software.json with its source.</source>
        <comment>finding.software.unknown_version.driver.fix</comment>
        <translation>选择目录中列出的分支（例如长期支持分支），或把它连同来源加入 software.json。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA {value} is not in the software catalog</source>
        <comment>finding.software.unknown_version.cuda.message</comment>
        <translation>CUDA {value} 不在软件目录中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The catalog lists CUDA toolkits with the driver each was released with; CUDA {value} is not one of them, so the driver cannot be checked against it.</source>
        <comment>finding.software.unknown_version.cuda.explanation</comment>
        <translation>目录列出了各 CUDA 工具包及其随附的驱动；CUDA {value} 不在其中，因此无法据此检查驱动。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the toolkit as major.minor (12.8), or add it to software.json with its source.</source>
        <comment>finding.software.unknown_version.cuda.fix</comment>
        <translation>按“主版本.次版本”填写工具包（如 12.8），或把它连同来源加入 software.json。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Container {value} is not in the software catalog</source>
        <comment>finding.software.unknown_version.container.message</comment>
        <translation>容器 {value} 不在软件目录中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The catalog lists NGC PyTorch releases with their CUDA and minimum driver; {value} is not one of them, so the driver cannot be checked against it.</source>
        <comment>finding.software.unknown_version.container.explanation</comment>
        <translation>目录列出了 NGC PyTorch 各版本及其 CUDA 和最低驱动；{value} 不在其中，因此无法据此检查驱动。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a listed release (for example 25.04), or add the image to software.json with its source.</source>
        <comment>finding.software.unknown_version.container.fix</comment>
        <translation>选择目录中列出的版本（例如 25.04），或把该镜像连同来源加入 software.json。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PyTorch {value} is not in the software catalog</source>
        <comment>finding.software.unknown_version.pytorch.message</comment>
        <translation>软件目录中没有 PyTorch {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The catalog lists PyTorch releases with the CUDA variants of their official wheels; {value} is not one of them, so its wheels cannot be checked against the GPUs and the driver.</source>
        <comment>finding.software.unknown_version.pytorch.explanation</comment>
        <translation>目录列出各 PyTorch 版本及其官方 wheel 的 CUDA 变体；{value} 不在其中，因此无法对照 GPU 和驱动检查它的 wheel。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the release as major.minor (2.7), or add it to software.json with its source.</source>
        <comment>finding.software.unknown_version.pytorch.fix</comment>
        <translation>按“主版本.次版本”填写版本（如 2.7），或将它连同来源加入 software.json。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PyTorch {pytorch} has no wheel for {gpu}</source>
        <comment>finding.software.pytorch_wheel.message</comment>
        <translation>PyTorch {pytorch} 没有适用于 {gpu} 的 wheel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{architecture} GPUs need code built with CUDA {minCuda} or later, and PyTorch {pytorch}&apos;s official wheels are built for {variants} only: none of them runs on {gpu}. The first catalogued release with a {firstVariant} or later wheel is PyTorch {firstRelease}.</source>
        <comment>finding.software.pytorch_wheel.explanation</comment>
        <translation>{architecture} GPU 需要用 CUDA {minCuda} 或更高版本构建的代码，而 PyTorch {pytorch} 的官方 wheel 只针对 {variants} 构建：没有一个能在 {gpu} 上运行。目录中第一个提供 {firstVariant} 或更高版本 wheel 的是 PyTorch {firstRelease}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose PyTorch {firstRelease} or later (Software: PyTorch), or use a container built for CUDA {minCuda} or later.</source>
        <comment>finding.software.pytorch_wheel.fix</comment>
        <translation>选择 PyTorch {firstRelease} 或更高版本（软件：PyTorch），或使用针对 CUDA {minCuda} 或更高版本构建的容器。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Driver {driver} is too old for PyTorch {pytorch}&apos;s wheels</source>
        <comment>finding.software.pytorch_wheel.driver.message</comment>
        <translation>驱动 {driver} 太旧，运行不了 PyTorch {pytorch} 的 wheel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PyTorch {pytorch}&apos;s wheels bundle their own CUDA libraries, but the driver must still run that CUDA: the oldest wheel that supports the build&apos;s GPUs, {variant}, needs driver branch {compatBranch} or later (minor-version compatibility).</source>
        <comment>finding.software.pytorch_wheel.driver.explanation</comment>
        <translation>PyTorch {pytorch} 的 wheel 自带 CUDA 库，但驱动仍须能运行该 CUDA：支持本配置 GPU 的最旧 wheel {variant} 需要 {compatBranch} 或更新的驱动分支（次版本兼容）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install driver branch {compatBranch} or later, or choose an older PyTorch whose wheels the driver runs.</source>
        <comment>finding.software.pytorch_wheel.driver.fix</comment>
        <translation>安装 {compatBranch} 或更新的驱动分支，或选择驱动能运行其 wheel 的较旧 PyTorch。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gpu}: install branch {branch} from NVIDIA&apos;s Linux graphics driver</source>
        <comment>finding.software.geforce_driver.message</comment>
        <translation>{gpu}：从 NVIDIA 的 Linux 图形驱动安装 {branch} 分支</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVIDIA publishes a driver branch both as its Data Center driver and as its Linux graphics driver, under the same version numbers. The Data Center driver&apos;s download page and release notes list data-centre and professional products only; a GeForce card is supported by a driver version when the README of that version lists it (Appendix A, Supported NVIDIA GPU Products). The kit&apos;s checklist installs the graphics driver&apos;s package.</source>
        <comment>finding.software.geforce_driver.explanation</comment>
        <translation>NVIDIA 的同一个驱动分支既作为数据中心驱动发布，也作为 Linux 图形驱动发布，版本号相同。数据中心驱动的下载页和发行说明只列出数据中心和专业产品；某个驱动版本是否支持一张 GeForce 卡，要看该版本的 README 是否列出它（附录 A：受支持的 NVIDIA GPU 产品）。部署包的清单安装的是图形驱动的软件包。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check that {gpu} is listed in Appendix A of the README of the version you install; if NVIDIA has no graphics driver of branch {branch}, use the production branch of its current graphics driver releases.</source>
        <comment>finding.software.geforce_driver.fix</comment>
        <translation>确认所装版本 README 的附录 A 中列有 {gpu}；如果 NVIDIA 没有 {branch} 分支的图形驱动，请改用其当前图形驱动发布中的生产分支。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RoCE between nodes needs a lossless network ({group})</source>
        <comment>finding.network.roce_lossless.message</comment>
        <translation>节点间的 RoCE 需要无损网络（{group}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{nic} carries NCCL&apos;s RDMA traffic over Ethernet. RoCE assumes no packet is dropped: without priority flow control (PFC) and ECN on the RoCE priority, congestion drops packets and all-reduce throughput collapses. NCCL picks the RoCE v2 GID itself; set NCCL_IB_GID_INDEX only if it picks wrongly.</source>
        <comment>finding.network.roce_lossless.explanation</comment>
        <translation>{nic} 通过以太网承载 NCCL 的 RDMA 流量。RoCE 假定不丢包：如果 RoCE 优先级上没有启用优先级流控（PFC）和 ECN，拥塞时就会丢包，all-reduce 吞吐量会急剧下降。NCCL 会自行选择 RoCE v2 的 GID；只有选错时才设置 NCCL_IB_GID_INDEX。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enable PFC and ECN for the RoCE priority on every NIC and switch port, and run the kit&apos;s nccl-tests check across all nodes before training.</source>
        <comment>finding.network.roce_lossless.fix</comment>
        <translation>在每块网卡和每个交换机端口上为 RoCE 优先级启用 PFC 和 ECN，并在训练前用部署包中的 nccl-tests 在所有节点上检查一遍。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUDirect RDMA between nodes ({group})</source>
        <comment>finding.network.gpudirect_rdma.message</comment>
        <translation>节点间的 GPUDirect RDMA（{group}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{nic} can move GPU memory straight to the network (GPUDirect RDMA) only when the driver&apos;s peer-memory path is loaded: the nvidia-peermem module with MLNX/DOCA-OFED, or DMA-BUF with the open GPU kernel modules. Without it NCCL copies every transfer through host memory.</source>
        <comment>finding.network.gpudirect_rdma.explanation</comment>
        <translation>只有加载了驱动的对等内存通路，{nic} 才能把 GPU 显存直接发到网络上（GPUDirect RDMA）：配合 MLNX/DOCA-OFED 的 nvidia-peermem 模块，或配合开源 GPU 内核模块的 DMA-BUF。否则 NCCL 的每次传输都要经过主机内存中转。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install DOCA-OFED, load nvidia-peermem (or use DMA-BUF), and check that NCCL logs &quot;GDRDMA&quot; in the kit&apos;s nccl-tests run.</source>
        <comment>finding.network.gpudirect_rdma.fix</comment>
        <translation>安装 DOCA-OFED，加载 nvidia-peermem（或使用 DMA-BUF），并在部署包的 nccl-tests 运行中确认 NCCL 日志出现“GDRDMA”。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor parallel {tp} does not divide the {gpusPerNode} GPUs of {group}</source>
        <comment>finding.parallel.degrees.tp_node.message</comment>
        <translation>张量并行 {tp} 不能整除 {group} 的 {gpusPerNode} 块 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor-parallel ranks sit on consecutive GPUs of one node so that their per-layer exchanges stay on NVLink. With {gpusPerNode} GPUs per node, groups of {tp} straddle two nodes and part of that traffic crosses the network.</source>
        <comment>finding.parallel.degrees.tp_node.explanation</comment>
        <translation>张量并行的各进程应位于同一节点内相邻的 GPU 上，使其每层的数据交换留在 NVLink 上。每节点 {gpusPerNode} 块 GPU 时，{tp} 个一组会跨越两个节点，部分通信要经过网络。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a tensor-parallel degree that divides {gpusPerNode} (1, 2, 4 or 8 on an 8-GPU node).</source>
        <comment>finding.parallel.degrees.tp_node.fix</comment>
        <translation>选择能整除 {gpusPerNode} 的张量并行度（8 卡节点上为 1、2、4 或 8）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{pp} pipeline stages for {layers} layers</source>
        <comment>finding.parallel.pipeline_layers.message</comment>
        <translation>{layers} 层模型用了 {pp} 个流水线阶段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A pipeline stage holds whole layers; with {pp} stages and {layers} layers some stages would be empty, which no framework runs.</source>
        <comment>finding.parallel.pipeline_layers.explanation</comment>
        <translation>每个流水线阶段容纳整数个层；{pp} 个阶段、{layers} 层时，有些阶段会是空的，任何框架都无法这样运行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use at most {layers} pipeline stages, ideally a divisor of {layers}.</source>
        <comment>finding.parallel.pipeline_layers.fix</comment>
        <translation>流水线阶段数不超过 {layers}，最好是 {layers} 的约数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{layers} layers do not split evenly into {pp} pipeline stages</source>
        <comment>finding.parallel.pipeline_layers.uneven.message</comment>
        <translation>{layers} 层不能均分到 {pp} 个流水线阶段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The largest stage holds {largest} layers and sets the pace of every micro-batch; the others wait for it, about {idle}% of the pipeline&apos;s time. The estimate does not count this loss.</source>
        <comment>finding.parallel.pipeline_layers.uneven.explanation</comment>
        <translation>最大的阶段有 {largest} 层，决定每个微批次的节奏；其他阶段等待它，约占流水线时间的 {idle}%。估算没有计入这部分损失。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a pipeline degree that divides {layers}, or give the first and last stages fewer layers (they also hold the embeddings and the output layer).</source>
        <comment>finding.parallel.pipeline_layers.uneven.fix</comment>
        <translation>选择能整除 {layers} 的流水线并行度，或让首末阶段少放几层（它们还承载嵌入层和输出层）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Global batch {global} is smaller than one micro-batch on each of {dp} ranks ({perStep})</source>
        <comment>finding.parallel.batch.message</comment>
        <translation>全局批大小 {global} 小于 {dp} 个进程各一个微批次（{perStep}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every data-parallel rank processes at least one micro-batch of {micro} per step, so a step takes at least {micro} × {dp} = {perStep} sequences; a global batch of {global} cannot be run as set.</source>
        <comment>finding.parallel.batch.explanation</comment>
        <translation>每个数据并行进程每步至少处理一个大小为 {micro} 的微批次，因此一步至少需要 {micro} × {dp} = {perStep} 条序列；按 {global} 的全局批大小无法运行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raise the global batch to {perStep} or a multiple of it, or lower the micro-batch or the data parallelism.</source>
        <comment>finding.parallel.batch.fix</comment>
        <translation>把全局批大小提高到 {perStep} 或其倍数，或减小微批次或数据并行度。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Global batch {global} is not a multiple of micro-batch × data parallel ({perStep})</source>
        <comment>finding.parallel.batch.uneven.message</comment>
        <translation>全局批大小 {global} 不是微批次 × 数据并行（{perStep}）的整数倍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradient accumulation runs a whole number of micro-batches of {micro} on each of {dp} ranks: {perStep} sequences at a time. Frameworks refuse {global} or round it, which changes the training recipe.</source>
        <comment>finding.parallel.batch.uneven.explanation</comment>
        <translation>梯度累积在 {dp} 个进程上各运行整数个大小为 {micro} 的微批次：每次 {perStep} 条序列。框架会拒绝 {global} 或将其取整，从而改变训练配方。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use {rounded} (or the next multiple of {perStep}) as the global batch.</source>
        <comment>finding.parallel.batch.uneven.fix</comment>
        <translation>全局批大小改用 {rounded}（或 {perStep} 的下一个倍数）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{ports} fabric ports on one switch; the largest have {radix}</source>
        <comment>finding.network.switch_ports.message</comment>
        <translation>一台交换机上需要 {ports} 个网络端口；最大的交换机只有 {radix} 个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One switch connects every node only up to its port count: NVIDIA&apos;s Quantum-2 QM9700 has 64 NDR 400 Gb/s ports and the Spectrum-4 SN5600 64 × 800 GbE. The plan&apos;s NICs need {ports} ports, so the fabric needs leaf and spine switches (and the TCO should count them).</source>
        <comment>finding.network.switch_ports.explanation</comment>
        <translation>单台交换机能连接的节点受其端口数限制：NVIDIA Quantum-2 QM9700 有 64 个 NDR 400 Gb/s 端口，Spectrum-4 SN5600 有 64 个 800 GbE 端口。本方案的网卡需要 {ports} 个端口，因此网络需要叶脊（leaf-spine）交换机（TCO 也应计入它们）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set the topology to leaf-spine, or use fewer, faster NIC ports.</source>
        <comment>finding.network.switch_ports.fix</comment>
        <translation>把拓扑设为叶脊，或使用更少、更快的网卡端口。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A single node pays for {ports} switch ports it does not use</source>
        <comment>finding.network.switch_ports.single_node.message</comment>
        <translation>单个节点为 {ports} 个用不到的交换机端口付费</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With one node there is no GPU traffic between servers, yet the plan&apos;s topology buys a share of a switch, optics and cables for each of its {ports} NIC ports.</source>
        <comment>finding.network.switch_ports.single_node.explanation</comment>
        <translation>只有一个节点时服务器之间没有 GPU 通信，但方案的拓扑仍为其 {ports} 个网卡端口各购买了一份交换机、光模块和线缆。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set the topology to none (no fabric), and add it back when the cluster grows.</source>
        <comment>finding.network.switch_ports.single_node.fix</comment>
        <translation>把拓扑设为无（不建网络），集群扩大时再加回。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A {nodeKw} kW node in {group} exceeds the {cabinetKw} kW cabinet</source>
        <comment>finding.site.cabinet_power.message</comment>
        <translation>{group} 中 {nodeKw} kW 的节点超出 {cabinetKw} kW 的机柜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The colocation cabinet supplies {cabinetKw} kW; one node of {group} draws {nodeKw} kW, so it takes the power of {cabinets} cabinets (the TCO rents them) or a high-density cabinet the facility must agree to.</source>
        <comment>finding.site.cabinet_power.explanation</comment>
        <translation>托管机柜供电 {cabinetKw} kW；{group} 的一个节点功耗 {nodeKw} kW，因此要占用 {cabinets} 个机柜的电力（TCO 已按此租用），或需机房同意的高密度机柜。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the IDC for high-density cabinets (and their price), or choose nodes that draw less.</source>
        <comment>finding.site.cabinet_power.fix</comment>
        <translation>向 IDC 询问高密度机柜（及其价格），或选择功耗更低的节点。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{nodes} nodes train one model: plan shared storage for checkpoints</source>
        <comment>finding.storage.shared.message</comment>
        <translation>{nodes} 个节点训练同一模型：需规划用于检查点的共享存储</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every rank of a multi-node job writes its part of each {checkpointGB} GB checkpoint, and any node must be able to read it back after a failure or a rescheduling. Local NVMe alone does not allow that: a parallel file system (Lustre, GPFS, 3FS) or a fast NFS does. The TCO does not include one.</source>
        <comment>finding.storage.shared.explanation</comment>
        <translation>多节点作业的每个进程都写入每个 {checkpointGB} GB 检查点的一部分，故障或重新调度后任何节点都必须能读回。仅靠本地 NVMe 做不到这一点，并行文件系统（Lustre、GPFS、3FS）或高速 NFS 才行。TCO 未包含这部分。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add shared storage sized for several checkpoints and the dataset, with its cost as a price override.</source>
        <comment>finding.storage.shared.fix</comment>
        <translation>增加能容纳多个检查点和数据集的共享存储，并以价格覆盖计入其成本。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoints stall {group} for {pct}% of each {interval}-minute interval</source>
        <comment>finding.storage.checkpoint_time.message</comment>
        <translation>检查点让 {group} 在每 {interval} 分钟中停顿 {pct}%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each node writes a {shardGB} GB share of the checkpoint to its NVMe at {writeGBs} GB/s: about {seconds} s in which the GPUs wait, every {interval} minutes.</source>
        <comment>finding.storage.checkpoint_time.explanation</comment>
        <translation>每个节点以 {writeGBs} GB/s 把 {shardGB} GB 的检查点分片写入 NVMe：每 {interval} 分钟约有 {seconds} 秒 GPU 在等待。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint less often, write asynchronously, or stripe faster drives.</source>
        <comment>finding.storage.checkpoint_time.fix</comment>
        <translation>降低检查点频率、异步写入，或条带化更快的硬盘。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The job mixes {gpus}: it runs at the pace of {slowest}</source>
        <comment>finding.parallel.mixed_gpus.message</comment>
        <translation>该作业混用了 {gpus}：按 {slowest} 的速度运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Synchronous data-parallel training waits for the slowest rank at every step, so the faster GPUs idle for part of each step; the estimate counts every GPU at the pace of {slowest} in {group}. Pipeline stages sized to each GPU can recover some of it; plain data parallelism cannot.</source>
        <comment>finding.parallel.mixed_gpus.explanation</comment>
        <translation>同步数据并行训练每一步都要等待最慢的进程，较快的 GPU 在每一步中都有部分时间空闲；估算按 {group} 中 {slowest} 的速度计算每块 GPU。按各 GPU 能力划分流水线阶段可以挽回一部分，纯数据并行则不能。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run separate jobs per GPU kind, or build the cluster from one GPU.</source>
        <comment>finding.parallel.mixed_gpus.fix</comment>
        <translation>按 GPU 型号分别运行作业，或用同一种 GPU 组建集群。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{util}% utilisation is below this build&apos;s break-even of {breakEven}%: renting costs less</source>
        <comment>finding.finance.low_utilisation.message</comment>
        <translation>{util}% 的利用率低于该配置的盈亏平衡点 {breakEven}%：租用更便宜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owned GPUs cost the same busy or idle. This plan&apos;s cost comparison finds that buying matches renting on demand at {breakEven}% utilisation; at {util}% the rental costs less over the horizon (seed 001 puts the usual break-even at 60–70%).</source>
        <comment>finding.finance.low_utilisation.explanation</comment>
        <translation>自有 GPU 无论忙闲成本都一样。本方案的成本对比表明，利用率为 {breakEven}% 时购买与按需租用成本相当；在 {util}% 时，租用在整个周期内更便宜（种子文章 001 认为通常的盈亏平衡点在 60–70%）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rent on demand or reserve for the base load, or plan for more work on the cluster.</source>
        <comment>finding.finance.low_utilisation.fix</comment>
        <translation>按需租用或为基础负载预留，或为集群安排更多工作。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Measured correction</source>
        <comment>phrase.memory.calibration</comment>
        <translation>实测修正</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a positive measured throughput in tokens a second per GPU</source>
        <comment>measured_run.throughput</comment>
        <translation>应填写正数的实测吞吐（每 GPU 每秒 token 数）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected the peak memory per GPU in GB, or 0 when it was not measured</source>
        <comment>measured_run.memory</comment>
        <translation>应填写每 GPU 的峰值显存（GB），未测量时填 0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected the run&apos;s {gpus} GPUs to be a whole number of model replicas of {replica} (tensor × pipeline parallel)</source>
        <comment>measured_run.replicas</comment>
        <translation>该运行的 {gpus} 块 GPU 应是每副本 {replica} 块（张量并行 × 流水线并行）的整数倍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at most the {gpu}&apos;s {capacity} GB as the peak memory per GPU</source>
        <comment>measured_run.memory_above</comment>
        <translation>每 GPU 峰值显存不应超过 {gpu} 的 {capacity} GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a speed a {gpu} can reach: {tokens} tokens/s of {model} is {pct}% of its dense peak even before attention</source>
        <comment>measured_run.too_fast</comment>
        <translation>速度应是 {gpu} 能达到的：{model} 每秒 {tokens} 个 token，即使不计注意力也已是其稠密峰值的 {pct}%</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>under a licence requirement with a presumption of denial</source>
        <comment>phrase.market.presumption_of_denial</comment>
        <translation>需出口许可且推定拒绝</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>one GPU per node, no traffic between GPUs: {pct}%</source>
        <comment>estimate.mfu.single</comment>
        <translation>每节点一块 GPU，GPU 之间没有通信：{pct}%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all {gpusPerNode} GPUs of a node in one {link} domain: {pct}% (Llama 3 405B 38–43% on H100, arXiv:2407.21783; PaLM 46.2%, arXiv:2204.02311)</source>
        <comment>estimate.mfu.link_domain</comment>
        <translation>节点的全部 {gpusPerNode} 块 GPU 在同一 {link} 互联域内：{pct}%（Llama 3 405B 在 H100 上 38–43%，arXiv:2407.21783；PaLM 46.2%，arXiv:2204.02311）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gpusPerNode} GPUs in {link} groups of {domain}: traffic between the groups crosses PCIe, {pct}% (planner assumption, below the NVLink figures of Megatron-LM and Llama 3)</source>
        <comment>estimate.mfu.pcie_domains</comment>
        <translation>{gpusPerNode} 块 GPU 以 {link} 每 {domain} 块一组互联：组间通信走 PCIe，{pct}%（规划器假设，低于 Megatron-LM 与 Llama 3 的 NVLink 数据）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe-connected professional GPUs: {pct}% (all-reduce over PCIe, planner assumption below the NVLink figures of Megatron-LM and Llama 3)</source>
        <comment>estimate.mfu.pcie_professional</comment>
        <translation>PCIe 连接的专业 GPU：{pct}%（经 PCIe 做 all-reduce，规划器假设，低于 Megatron-LM 与 Llama 3 的 NVLink 数据）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>consumer GPUs with peer-to-peer: {pct}% (planner assumption)</source>
        <comment>estimate.mfu.consumer_p2p</comment>
        <translation>支持点对点（P2P）的消费级 GPU：{pct}%（规划器假设）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>consumer GPUs without P2P: gradients go through host memory, {pct}% (planner assumption, 25–30%)</source>
        <comment>estimate.mfu.consumer_no_p2p</comment>
        <translation>不支持 P2P 的消费级 GPU：梯度经主机内存中转，{pct}%（规划器假设，25–30%）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{base}; × 0.85 for the less mature {stack} kernels (assumption)</source>
        <comment>estimate.mfu.stack</comment>
        <translation>{base}；{stack} 算子成熟度较低，× 0.85（假设）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{base}; × 0.7 of the FP8 peak (FP8 runs ≈1.4× BF16 end to end, not 2×)</source>
        <comment>estimate.mfu.fp8</comment>
        <translation>{base}；按 FP8 峰值 × 0.7（FP8 端到端约为 BF16 的 1.4 倍，而非 2 倍）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{base}; × 0.35 for CNNs (MLPerf ResNet-50 on DGX A100 ≈ 15% of peak)</source>
        <comment>estimate.mfu.cnn</comment>
        <translation>{base}；CNN × 0.35（MLPerf 中 DGX A100 上的 ResNet-50 约为峰值的 15%）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{base}; recomputation executes {extraPct}% more FLOPs than the model needs, so {mfuPct}% of the peak does model work</source>
        <comment>estimate.mfu.recompute</comment>
        <translation>{base}；重计算比模型所需多执行 {extraPct}% 的 FLOPs，因此峰值中 {mfuPct}% 用于模型计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{base}; calibrated from your run of {date}: it measured {measured} tokens/s per GPU where these formulas give {predicted}, so every speed of this GPU and model is × {factor} ({mfuPct}% MFU here)</source>
        <comment>estimate.mfu.calibrated</comment>
        <translation>{base}；已按你 {date} 的实测运行校准：实测每 GPU {measured} tokens/s，公式给出 {predicted}，因此该 GPU 与模型的所有速度 × {factor}（此处 MFU 为 {mfuPct}%）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{base}; the job mixes GPUs and runs at the pace of its slowest, {gpu} ({group}): a synchronous step waits for every rank</source>
        <comment>estimate.mfu.pacing</comment>
        <translation>{base}；作业混用多种 GPU，按最慢者 {gpu}（{group}）的速度运行：同步训练的每一步都要等待所有进程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one node: no traffic between nodes, 100%</source>
        <comment>estimate.scaling.one_node</comment>
        <translation>单节点：节点之间没有通信，100%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{nodes} nodes at {gbps} Gb/s per GPU ({transport}; {fabric}): 1 − 0.008 × log2(nodes) × √(200 / Gb/s per GPU) = {pct}% (planner model: ≈94% at 1,000 GPUs with 200 Gb/s per GPU as in DGX; seed 001: below 100 Gb/s loses more than 10%)</source>
        <comment>estimate.scaling.formula</comment>
        <translation>{nodes} 个节点，每块 GPU {gbps} Gb/s（{transport}；{fabric}）：1 − 0.008 × log2(节点数) × √(200 / 每 GPU Gb/s) = {pct}%（规划器模型：与 DGX 相同的每 GPU 200 Gb/s 下，1,000 块 GPU 约 94%；种子文章 001：低于 100 Gb/s 损失超过 10%）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{base}; ZeRO-3/FSDP moves {factor}× the bytes of data parallelism a step (parameters gathered for the forward and the backward, gradients reduce-scattered: 3Ψ against 2Ψ, Rajbhandari et al. 2020), so each GPU&apos;s share of the network counts {factor}× less</source>
        <comment>estimate.scaling.zero3</comment>
        <translation>{base}；ZeRO-3/FSDP 每步传输的数据是数据并行的 {factor} 倍（前向和反向各聚合一次参数、梯度做 reduce-scatter：3Ψ 对 2Ψ，Rajbhandari 等，2020），因此每块 GPU 分到的网络带宽按 {factor} 倍折减</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RDMA</source>
        <comment>estimate.scaling.rdma</comment>
        <translation>RDMA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no RDMA: usable bandwidth halved</source>
        <comment>estimate.scaling.tcp</comment>
        <translation>无 RDMA：可用带宽减半</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>non-blocking fabric</source>
        <comment>estimate.scaling.non_blocking</comment>
        <translation>无阻塞网络</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{ratio}:1 oversubscribed</source>
        <comment>estimate.scaling.oversubscribed</comment>
        <translation>{ratio}:1 超额订阅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(6·N + 12·L·h·s) × D = (6 × {params} + 12 × {layers} layers × {hidden} × {sequence} tokens) × {tokens}B tokens (PaLM, arXiv:2204.02311, appendix B)</source>
        <comment>estimate.flops.lm</comment>
        <translation>(6·N + 12·L·h·s) × D = (6 × {params} + 12 × {layers} 层 × {hidden} × {sequence} 个 token) × {tokens}B 个 token（PaLM，arXiv:2204.02311，附录 B）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(4·N + 12·L·h·s) × D = (4 × {params} + 12 × {layers} layers × {hidden} × {sequence} tokens) × {tokens}B tokens (LoRA: no gradients for the frozen weights; attention per PaLM, arXiv:2204.02311, appendix B)</source>
        <comment>estimate.flops.lm_lora</comment>
        <translation>(4·N + 12·L·h·s) × D = (4 × {params} + 12 × {layers} 层 × {hidden} × {sequence} 个 token) × {tokens}B 个 token（LoRA：冻结权重不计算梯度；注意力部分按 PaLM，arXiv:2204.02311，附录 B）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count}B params</source>
        <comment>estimate.flops.params</comment>
        <translation>{count}B 参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count}B active params</source>
        <comment>estimate.flops.active_params</comment>
        <translation>{count}B 激活参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 × {gflops} GFLOPs forward × {images}M images × {epochs} epoch(s) (forward + backward ≈ 3 × forward)</source>
        <comment>estimate.flops.images</comment>
        <translation>3 × 前向 {gflops} GFLOPs × {images}M 张图像 × {epochs} 个 epoch（前向 + 反向 ≈ 3 × 前向）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{base}; full recompute runs the forward again, + (2·N + 4·L·h·s) × D: {executed} FLOPs executed</source>
        <comment>estimate.flops.recompute_full</comment>
        <translation>{base}；完全重计算再跑一次前向，+ (2·N + 4·L·h·s) × D：实际执行 {executed} FLOPs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{base}; selective recompute repeats the attention core, + 4·L·h·s × D: {executed} FLOPs executed</source>
        <comment>estimate.flops.recompute_selective</comment>
        <translation>{base}；选择性重计算重复注意力核心，+ 4·L·h·s × D：实际执行 {executed} FLOPs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{params}B params × {bytes} B</source>
        <comment>estimate.memory.params_bytes</comment>
        <translation>{params}B 参数 × {bytes} B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{base} ÷ (TP {tp} × PP {pp})</source>
        <comment>estimate.memory.model_split</comment>
        <translation>{base} ÷ (TP {tp} × PP {pp})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{base} ÷ {dp} data-parallel ranks ({zero})</source>
        <comment>estimate.memory.sharded</comment>
        <translation>{base} ÷ {dp} 个数据并行进程（{zero}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO-{stage}</source>
        <comment>estimate.memory.zero_stage</comment>
        <translation>ZeRO-{stage}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FSDP full sharding (ZeRO-3)</source>
        <comment>estimate.memory.fsdp</comment>
        <translation>FSDP 完全分片（ZeRO-3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{base} + gather buffer 4 B × {layerParams}M largest-layer params</source>
        <comment>estimate.memory.gather</comment>
        <translation>{base} + 聚合缓冲 4 B × {layerParams}M 最大层参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{params}B params × {bytes} B ({what})</source>
        <comment>estimate.memory.optimizer</comment>
        <translation>{params}B 参数 × {bytes} B（{what}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 master, momentum, variance</source>
        <comment>estimate.memory.optimizer_adamw</comment>
        <translation>FP32 主权重、动量、方差</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>master copy and moments</source>
        <comment>estimate.memory.optimizer_other</comment>
        <translation>主权重副本与动量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NF4: {quantised}B params × {bytes} B (4 bit + double-quantised constants) + embeddings and output {embedding}B × 2 B</source>
        <comment>estimate.memory.nf4</comment>
        <translation>NF4：{quantised}B 参数 × {bytes} B（4 bit + 双重量化常数）+ 嵌入层与输出层 {embedding}B × 2 B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>frozen {params}B params × {bytes} B</source>
        <comment>estimate.memory.frozen</comment>
        <translation>冻结的 {params}B 参数 × {bytes} B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{adapters}M adapter params (rank {rank}, {targets}) × {bytes} B</source>
        <comment>estimate.memory.adapters</comment>
        <translation>{adapters}M 适配器参数（秩 {rank}，{targets}）× {bytes} B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all linear layers</source>
        <comment>estimate.memory.lora_all_linear</comment>
        <translation>所有线性层</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>q, k, v, o projections</source>
        <comment>estimate.memory.lora_attention</comment>
        <translation>q、k、v、o 投影</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{layers} layers × {elements} elements per token ({kind}) × {context} tokens × {sequences} sequences × {bytes} B ÷ {split} GPU(s)</source>
        <comment>estimate.memory.kv_cache</comment>
        <translation>{layers} 层 × 每 token {elements} 个元素（{kind}）× {context} 个 token × {sequences} 条序列 × {bytes} B ÷ {split} 块 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 × {kvHeads} KV heads × {headDim}</source>
        <comment>estimate.memory.kv_heads</comment>
        <translation>2 × {kvHeads} 个 KV 头 × {headDim}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MLA: compressed latent and RoPE key</source>
        <comment>estimate.memory.kv_latent</comment>
        <translation>MLA：压缩潜向量与 RoPE 键</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{formula} = {perLayer} MB/layer (s {s}, b {b}, h {h}, t {t}) × {layers} layers</source>
        <comment>estimate.memory.activations</comment>
        <translation>{formula} = 每层 {perLayer} MB（s {s}，b {b}，h {h}，t {t}）× {layers} 层</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{base} ({perStage} per stage × {inFlight} micro-batches in flight)</source>
        <comment>estimate.memory.in_flight</comment>
        <translation>{base}（每段 {perStage} 层 × {inFlight} 个在途微批次）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{base} + the layer being recomputed, {workingMB} MB (its activations exist again during its backward)</source>
        <comment>estimate.memory.recompute_working_set</comment>
        <translation>{base} + 正在重计算的一层 {workingMB} MB（其反向时激活会再次存在）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{base} + FP32 logits 4·s·b·vocab/t {gb} GB</source>
        <comment>estimate.memory.logits</comment>
        <translation>{base} + FP32 logits 4·s·b·vocab/t {gb} GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sbh(10 + 24/t + 5as/(ht))</source>
        <comment>estimate.memory.formula.none</comment>
        <translation>sbh(10 + 24/t + 5as/(ht))</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sbh(10 + 24/t), FlashAttention</source>
        <comment>estimate.memory.formula.none_flash</comment>
        <translation>sbh(10 + 24/t)，FlashAttention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sbh/t·(34 + 5as/h), sequence parallel</source>
        <comment>estimate.memory.formula.none_sp</comment>
        <translation>sbh/t·(34 + 5as/h)，序列并行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>34sbh/t, sequence parallel and FlashAttention</source>
        <comment>estimate.memory.formula.none_sp_flash</comment>
        <translation>34sbh/t，序列并行与 FlashAttention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sbh(10 + 24/t) (selective recompute)</source>
        <comment>estimate.memory.formula.selective</comment>
        <translation>sbh(10 + 24/t)（选择性重计算）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>34sbh/t (selective recompute, sequence parallel)</source>
        <comment>estimate.memory.formula.selective_sp</comment>
        <translation>34sbh/t（选择性重计算，序列并行）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2sbh (full recompute: the layer input only)</source>
        <comment>estimate.memory.formula.full</comment>
        <translation>2sbh（完全重计算：只存每层输入）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2sbh/t (full recompute, sequence parallel)</source>
        <comment>estimate.memory.formula.full_sp</comment>
        <translation>2sbh/t（完全重计算，序列并行）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{perImage} MB per image ({gflops} GFLOPs × ≈6.1M stored elements per GFLOP × {bytes} B) × batch {batch}</source>
        <comment>estimate.memory.cnn</comment>
        <translation>每张图像 {perImage} MB（{gflops} GFLOPs × 每 GFLOP 约 6.1M 个保存元素 × {bytes} B）× 批大小 {batch}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{base} × 0.3 (checkpointing)</source>
        <comment>estimate.memory.cnn_checkpointing</comment>
        <translation>{base} × 0.3（检查点）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>calibrated from your run of {date}: it peaked at {measuredGB} GB per GPU against the {estimatedGB} GB estimated for this configuration</source>
        <comment>estimate.memory.calibrated</comment>
        <translation>已按你 {date} 的实测运行校准：每 GPU 峰值 {measuredGB} GB，而此配置的估算为 {estimatedGB} GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA context {contextGB} GB + {pct}% workspace and fragmentation of {sumGB} GB</source>
        <comment>estimate.memory.overhead_inference</comment>
        <translation>CUDA 上下文 {contextGB} GB + {sumGB} GB 的 {pct}% 工作区与碎片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA context and NCCL buffers {contextGB} GB + {pct}% allocator fragmentation of {sumGB} GB</source>
        <comment>estimate.memory.overhead_training</comment>
        <translation>CUDA 上下文与 NCCL 缓冲 {contextGB} GB + {sumGB} GB 的 {pct}% 分配器碎片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom workload: demand given as GPU-hours a month; no memory or time estimate.</source>
        <comment>estimate.note.custom</comment>
        <translation>自定义工作负载：需求以每月 GPU 小时给出；不估算显存与时间。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown model &quot;{model}&quot;: no estimate.</source>
        <comment>estimate.note.unknown_model</comment>
        <translation>未知模型“{model}”：无法估算。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The build has no GPUs: no time or throughput estimate.</source>
        <comment>estimate.note.no_gpus</comment>
        <translation>该配置没有 GPU：不估算时间与吞吐。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>QLoRA adapters target every linear layer (Dettmers et al. 2023).</source>
        <comment>estimate.note.qlora_targets</comment>
        <translation>QLoRA 适配器作用于所有线性层（Dettmers 等，2023）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LoRA adapters target the attention projections q, k, v, o.</source>
        <comment>estimate.note.lora_targets</comment>
        <translation>LoRA 适配器作用于注意力投影 q、k、v、o。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT8/INT4 are not training formats: memory assumes BF16 mixed precision.</source>
        <comment>estimate.note.integer_training</comment>
        <translation>INT8/INT4 不是训练格式：显存按 BF16 混合精度估算。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The job mixes {gpus}. A synchronous training step waits for the slowest rank, so every GPU works at the pace of {slowest}: {idlePct}% of the faster GPUs&apos; throughput goes unused.</source>
        <comment>estimate.note.mixed_gpus</comment>
        <translation>该作业混用了 {gpus}。同步训练的每一步都要等待最慢的进程，因此每块 GPU 都按 {slowest} 的速度工作：较快 GPU 的吞吐有 {idlePct}% 闲置。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>VAT on goods</source>
        <comment>input.vat_goods</comment>
        <translation>货物增值税率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VAT on goods (recoverable: excluded)</source>
        <comment>input.vat_goods_recoverable</comment>
        <translation>货物增值税率（可抵扣，不计入成本）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VAT on services</source>
        <comment>input.vat_services</comment>
        <translation>服务增值税率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VAT on services (recoverable: excluded)</source>
        <comment>input.vat_services_recoverable</comment>
        <translation>服务增值税率（可抵扣，不计入成本）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operations engineer a year</source>
        <comment>input.staff_per_year</comment>
        <translation>运维工程师年成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Idle draw</source>
        <comment>input.idle_draw</comment>
        <translation>空闲功耗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Egress per TB</source>
        <comment>input.egress_per_tb</comment>
        <translation>每 TB 出网流量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cloud storage beside rented GPUs</source>
        <comment>input.cloud_storage</comment>
        <translation>租用 GPU 时附带的云存储</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Egress from the cloud a month</source>
        <comment>input.egress_tb_per_month</comment>
        <translation>每月从云端出网流量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On-demand price ({offering})</source>
        <comment>input.on_demand_price</comment>
        <translation>按需价格（{offering}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rental price per server-month ({offering}, {term})</source>
        <comment>input.rental_price</comment>
        <translation>每台服务器每月租金（{offering}，{term}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{kind} {id} × {quantity}</source>
        <comment>input.capex</comment>
        <translation>{kind} {id} × {quantity}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kW</source>
        <comment>unit.kw</comment>
        <translation>千瓦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%</source>
        <comment>unit.pct</comment>
        <translation>%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of hardware and cooling</source>
        <comment>unit.pct_of_hardware</comment>
        <translation>%（硬件与制冷投资）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of peak IT power</source>
        <comment>unit.pct_of_peak</comment>
        <translation>%（峰值 IT 功率）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of IT hardware</source>
        <comment>unit.pct_of_it_hardware</comment>
        <translation>%（IT 硬件）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{currency}</source>
        <comment>unit.currency</comment>
        <translation>{currency}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{currency}/kW</source>
        <comment>unit.per_kw</comment>
        <translation>{currency}/千瓦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{currency}/kWh</source>
        <comment>unit.per_kwh</comment>
        <translation>{currency}/千瓦时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{currency}/kW-month</source>
        <comment>unit.per_kw_month</comment>
        <translation>{currency}/千瓦·月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{currency}/year</source>
        <comment>unit.per_year</comment>
        <translation>{currency}/年</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{currency}/TB</source>
        <comment>unit.per_tb</comment>
        <translation>{currency}/TB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{currency}/TB-month</source>
        <comment>unit.per_tb_month</comment>
        <translation>{currency}/TB·月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TB/month</source>
        <comment>unit.tb_per_month</comment>
        <translation>TB/月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{currency}/GPU-hour</source>
        <comment>unit.per_gpu_hour</comment>
        <translation>{currency}/GPU·小时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{currency}/server-month</source>
        <comment>unit.per_server_month</comment>
        <translation>{currency}/台·月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{currency}/cabinet-month</source>
        <comment>unit.per_cabinet_month</comment>
        <translation>{currency}/机柜·月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>years</source>
        <comment>unit.years</comment>
        <translation>年</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FTE</source>
        <comment>unit.fte</comment>
        <translation>人</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cost model default</source>
        <comment>method.default</comment>
        <translation>成本模型默认值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>build: peak draw of every node</source>
        <comment>method.build_peak</comment>
        <translation>配置：各节点峰值功耗之和</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the plan&apos;s setting: the platform&apos;s catalog entry states no warranty; ask its vendor (3 years parts and labour is usual for complete GPU servers, as Supermicro&apos;s)</source>
        <comment>method.warranty_default</comment>
        <translation>方案设定：该平台的目录条目未注明保修；请向其厂商确认（整机 GPU 服务器通常为 3 年部件和人工保修，如 Supermicro）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>plan setting: none, so the rentals carry no storage cost</source>
        <comment>method.cloud_storage_none</comment>
        <translation>方案设定：无，因此租用方案不计存储费用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plan setting: none, so the rentals carry no egress cost</source>
        <comment>method.egress_none</comment>
        <translation>方案设定：无，因此租用方案不计出网流量费用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>region {region}</source>
        <comment>method.region</comment>
        <translation>地区 {region}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no price in the catalog</source>
        <comment>method.no_price</comment>
        <translation>目录中无价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown region &apos;{region}&apos;</source>
        <comment>reason.unknown_region</comment>
        <translation>未知地区“{region}”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cluster has no GPUs</source>
        <comment>reason.no_gpus</comment>
        <translation>集群中没有 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>region {region} has no electricity tariff</source>
        <comment>reason.no_tariff</comment>
        <translation>地区 {region} 没有电价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>region {region} has no colocation price</source>
        <comment>reason.no_colocation</comment>
        <translation>地区 {region} 没有机房托管价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no FX rate for region {region}&apos;s prices</source>
        <comment>reason.no_fx_region</comment>
        <translation>地区 {region} 的价格缺少汇率</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>RDMA</source>
        <comment>cluster.rdma</comment>
        <translation>RDMA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{offering} states no network between its servers; the build&apos;s {nodes} nodes are estimated over {gbps} Gb/s {transport} per GPU</source>
        <comment>cluster.none</comment>
        <translation>{offering} 未声明其服务器之间的网络；该配置的 {nodes} 个节点按每块 GPU {gbps} Gb/s {transport} 估算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{offering}&apos;s network between servers carries {offered} Gb/s per GPU; the build&apos;s {nodes} nodes are estimated over {gbps} Gb/s {transport} per GPU</source>
        <comment>cluster.slow</comment>
        <translation>{offering} 的服务器间网络每块 GPU 只有 {offered} Gb/s；该配置的 {nodes} 个节点按每块 GPU {gbps} Gb/s {transport} 估算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{offering}&apos;s network between servers is TCP ({offered} Gb/s per GPU); the build&apos;s {nodes} nodes are estimated over {gbps} Gb/s RDMA per GPU</source>
        <comment>cluster.tcp</comment>
        <translation>{offering} 的服务器间网络是 TCP（每块 GPU {offered} Gb/s）；该配置的 {nodes} 个节点按每块 GPU {gbps} Gb/s RDMA 估算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{offering}&apos;s {gpu} runs {stack}, not the build&apos;s {own}: the work would first have to be ported</source>
        <comment>unlike.other_stack</comment>
        <translation>{offering} 的 {gpu} 运行 {stack}，而非本配置的 {own}：工作须先移植</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{match}; not like for like: {reason}</source>
        <comment>match.cluster_short</comment>
        <translation>{match}；并非同等比较：{reason}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Any class, not interruptible</source>
        <comment>provider_class_choice.any</comment>
        <translation>任意类别（不可被中断）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hyperscaler cloud</source>
        <comment>provider_class_choice.hyperscaler</comment>
        <translation>大型公有云</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Marketplace</source>
        <comment>provider_class_choice.marketplace</comment>
        <translation>算力市场</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bare-metal rental (IDC)</source>
        <comment>provider_class_choice.baremetal_idc</comment>
        <translation>裸金属租赁（IDC）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no break-even: {option} does not do the same work ({reason})</source>
        <comment>breakeven.not_like_for_like</comment>
        <translation>无盈亏平衡点：{option}完成的不是同样的工作（{reason}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{threshold}; {at}.</source>
        <comment>verdict.line</comment>
        <translation>{threshold}；{at}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Break-even utilisation not solved; {at}.</source>
        <comment>verdict.unsolved</comment>
        <translation>未求解盈亏平衡利用率；{at}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buying is cheaper above {pct}% utilisation</source>
        <comment>verdict.buy_above</comment>
        <translation>利用率高于 {pct}% 时购买更便宜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buying is cheaper below {pct}% utilisation</source>
        <comment>verdict.buy_below</comment>
        <translation>利用率低于 {pct}% 时购买更便宜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buying is cheaper between {low}% and {high}% utilisation</source>
        <comment>verdict.buy_between</comment>
        <translation>利用率在 {low}% 至 {high}% 之间时购买更便宜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buying is cheaper at any utilisation over {months} months</source>
        <comment>verdict.buy_always</comment>
        <translation>{months} 个月内任何利用率下购买都更便宜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Renting is cheaper at any utilisation: buying never breaks even within {months} months</source>
        <comment>verdict.buy_never</comment>
        <translation>任何利用率下租用都更便宜：购买在 {months} 个月内无法回本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{pct}%</source>
        <comment>verdict.use_flat</comment>
        <translation>{pct}%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the plan&apos;s {pct}% on average</source>
        <comment>verdict.use_average</comment>
        <translation>方案平均 {pct}%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at {use} buying saves {amount} against {option}</source>
        <comment>verdict.at_buy_saves</comment>
        <translation>在 {use} 时购买比{option}节省 {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at {use} renting ({option}) saves {amount}</source>
        <comment>verdict.at_rent_saves</comment>
        <translation>在 {use} 时租用（{option}）节省 {amount}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at {use} buying and renting cost the same</source>
        <comment>verdict.at_same</comment>
        <translation>在 {use} 时购买与租用成本相同</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{option} (an estimated price)</source>
        <comment>verdict.option_estimated</comment>
        <translation>{option}（价格为估算值）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{gpu} cannot be bought new in market {market} ({status}). If it could be: {verdict}</source>
        <comment>verdict.cannot_buy_if_it_could</comment>
        <translation>{gpu} 在 {market} 市场无法购买新品（{status}）。假如可以购买：{verdict}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gpu} cannot be bought new in market {market} ({status}): rent it; the cheapest is {option}, {npv} (NPV).</source>
        <comment>verdict.cannot_buy_rent</comment>
        <translation>{gpu} 在 {market} 市场无法购买新品（{status}）：只能租用；最便宜的是{option}，净现值 {npv}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gpu} cannot be bought new in market {market} ({status}), and no rental can do the work.</source>
        <comment>verdict.cannot_buy</comment>
        <translation>{gpu} 在 {market} 市场无法购买新品（{status}），也没有能完成该工作的租用方案。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buying cannot be priced here ({reason}); the cheapest rental is {option}, {npv} (NPV).</source>
        <comment>verdict.no_purchase_rent</comment>
        <translation>此处无法为购买定价（{reason}）；最便宜的租用方式是{option}，净现值 {npv}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neither buying nor renting can be priced: {reason}.</source>
        <comment>verdict.nothing_priced</comment>
        <translation>购买和租用都无法定价：{reason}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No rental can do this work here ({reason}): buying, {npv} (NPV), is the only option priced.</source>
        <comment>verdict.no_rental</comment>
        <translation>此处没有能完成该工作的租用方案（{reason}）：购买（净现值 {npv}）是唯一已定价的方式。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No rental here does the same work (each rental&apos;s line says why): buying, {npv} (NPV), is the option to weigh.</source>
        <comment>verdict.no_like_rental</comment>
        <translation>此处没有能完成同样工作的租赁（原因见各租赁行）：购买（净现值 {npv}）是应权衡的方式。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no price for {kind} {id}: counted as zero</source>
        <comment>warning.no_price</comment>
        <translation>{kind} {id} 没有价格：按零计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>what-if: rental and cloud prices at {pct}% of the catalog&apos;s (the scenario&apos;s what-if, not a quote)</source>
        <comment>warning.what_if.rental_price</comment>
        <translation>假设分析：租赁与云价格按目录价的 {pct}% 计（本场景的假设，不是报价）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{option} is compared against an offering that cannot deliver the estimated time, the plan&apos;s choice or the only one of its class in the market: {reason}</source>
        <comment>warning.cluster_short</comment>
        <translation>{option}所比较的报价（方案指定的，或市场内该类别唯一的报价）无法达到估算的时间：{reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{option}: {skipped} offerings without a network between servers that carries the build&apos;s {nodes} nodes are left out, such as {offering}; it uses {chosen}</source>
        <comment>warning.cluster_skipped</comment>
        <translation>{option}：{skipped} 个服务器间网络无法承载该配置 {nodes} 个节点的报价已排除（如 {offering}）；改用 {chosen}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the electricity tariff of {region} is the general rate: some provinces subsidise the power bill of data centres on Chinese AI chips (up to half, as reported in November 2025); if yours is granted, lower electricity in the what-if bar</source>
        <comment>warning.domestic_chip_power_subsidy</comment>
        <translation>{region} 的电价为一般工商业电价：部分省份对使用国产 AI 芯片的数据中心给予电费补贴（据 2025 年 11 月报道最高可达一半）；如已获批，请在假设分析栏中调低电价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>what-if: electricity at {pct}% of the region&apos;s tariff</source>
        <comment>warning.what_if.electricity</comment>
        <translation>假设分析：电价按该地区电价的 {pct}% 计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>what-if: GPUs at {pct}% of their price</source>
        <comment>warning.what_if.gpu_price</comment>
        <translation>假设分析：GPU 按其价格的 {pct}% 计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no FX rate for the cooling capex of {cooling}: counted as zero</source>
        <comment>warning.no_fx_cooling</comment>
        <translation>{cooling} 的制冷投资缺少汇率：按零计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>region {region} has no staff cost: staff counted as zero</source>
        <comment>warning.no_staff_cost</comment>
        <translation>地区 {region} 没有人员成本：人员按零计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no FX rate for the egress price: egress counted as zero</source>
        <comment>warning.no_fx_egress</comment>
        <translation>出网流量价格缺少汇率：流量按零计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>demand from the workload was asked for, but no GPU-hours per run were given: the utilisation profile is used</source>
        <comment>warning.no_gpu_hours</comment>
        <translation>要求按工作负载计算需求，但未给出每次运行的 GPU 小时数：改用利用率曲线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{option} unavailable: {reason}</source>
        <comment>warning.option_unavailable</comment>
        <translation>{option}不可用：{reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quotation</source>
        <comment>quote.title</comment>
        <translation>报价单</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plan</source>
        <comment>quote.plan</comment>
        <translation>方案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scenario</source>
        <comment>quote.scenario</comment>
        <translation>场景</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <comment>quote.date</comment>
        <translation>日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Valid until</source>
        <comment>quote.valid_until</comment>
        <translation>有效期至</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>days</source>
        <comment>quote.days</comment>
        <translation>天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Currency</source>
        <comment>quote.currency</comment>
        <translation>币种</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FX rate as of</source>
        <comment>quote.fx_date</comment>
        <translation>汇率日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Region</source>
        <comment>quote.region</comment>
        <translation>地区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bill of materials</source>
        <comment>quote.bill_of_materials</comment>
        <translation>物料清单</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Item</source>
        <comment>quote.item</comment>
        <translation>项目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <comment>quote.model</comment>
        <translation>型号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unit price</source>
        <comment>quote.unit_price</comment>
        <translation>单价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qty</source>
        <comment>quote.quantity</comment>
        <translation>数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line total</source>
        <comment>quote.line_total</comment>
        <translation>金额</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VAT rate</source>
        <comment>quote.vat_rate</comment>
        <translation>税率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VAT</source>
        <comment>quote.vat</comment>
        <translation>增值税</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subtotal (excl. VAT)</source>
        <comment>quote.subtotal</comment>
        <translation>小计（不含税）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grand total (incl. VAT)</source>
        <comment>quote.grand_total</comment>
        <translation>总计（含税）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no price in the catalog</source>
        <comment>quote.no_price</comment>
        <translation>目录中无价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prices in {currency}, converted at the dated FX rates below. Figures are rounded to the smallest unit per line; the totals are the sums of the printed lines.</source>
        <comment>quote.prices_note</comment>
        <translation>价格以 {currency} 计，按下列注明日期的汇率换算。每行金额取整到最小货币单位，合计为所列各行之和。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total cost of ownership over {months} months</source>
        <comment>quote.tco</comment>
        <translation>{months} 个月总拥有成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Option</source>
        <comment>quote.option</comment>
        <translation>方式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <comment>quote.total</comment>
        <translation>总成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NPV</source>
        <comment>quote.npv</comment>
        <translation>净现值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offering</source>
        <comment>quote.offering</comment>
        <translation>云产品</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recommended</source>
        <comment>quote.recommended</comment>
        <translation>推荐</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not available</source>
        <comment>quote.not_available</comment>
        <translation>不可用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost breakdown</source>
        <comment>quote.cost_breakdown</comment>
        <translation>成本构成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Month</source>
        <comment>quote.month</comment>
        <translation>月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assumptions</source>
        <comment>quote.assumptions</comment>
        <translation>假设条件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assumption</source>
        <comment>quote.assumption</comment>
        <translation>假设</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value</source>
        <comment>quote.value</comment>
        <translation>取值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <comment>quote.source</comment>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As of</source>
        <comment>quote.as_of</comment>
        <translation>日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>estimate</source>
        <comment>quote.estimate</comment>
        <translation>估算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plan override</source>
        <comment>quote.override</comment>
        <translation>方案覆盖价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plan setting</source>
        <comment>quote.plan_setting</comment>
        <translation>方案设定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Findings</source>
        <comment>quote.findings</comment>
        <translation>检查结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No findings: the build passes every check.</source>
        <comment>quote.no_findings</comment>
        <translation>无检查问题：该配置通过全部检查。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Severity</source>
        <comment>quote.severity</comment>
        <translation>级别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finding</source>
        <comment>quote.message</comment>
        <translation>问题</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ref.</source>
        <comment>quote.ref</comment>
        <translation>注</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price sources</source>
        <comment>quote.price_sources</comment>
        <translation>价格来源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page {page} of {pages}</source>
        <comment>quote.page</comment>
        <translation>第 {page} 页，共 {pages} 页</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU Cluster Planner · figures from dated catalog prices; check them before ordering</source>
        <comment>quote.footer</comment>
        <translation>GPU 集群规划器 · 数据来自注明日期的目录价格，下单前请核实</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes from the cost model</source>
        <comment>quote.warnings</comment>
        <translation>成本模型说明</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The build: one node of each group, and the racks</source>
        <comment>quote.build</comment>
        <translation>配置图：每组一个节点，以及机柜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Utilisation</source>
        <comment>quote.utilisation</comment>
        <translation>利用率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Horizon</source>
        <comment>quote.horizon</comment>
        <translation>期限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{months} months</source>
        <comment>quote.months</comment>
        <translation>{months} 个月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to train, one run</source>
        <comment>quote.time_to_train</comment>
        <translation>训练时间（每次运行）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>estimate calibrated from your measured run of {date}</source>
        <comment>quote.calibrated_from</comment>
        <translation>估算已按你 {date} 的实测运行校准</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>estimated from the formulas (no measured run of this GPU and model)</source>
        <comment>quote.estimated_from_formulas</comment>
        <translation>按公式估算（该 GPU 与模型没有实测运行）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discount rate</source>
        <comment>quote.discount_rate</comment>
        <translation>折现率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{pct}% a year</source>
        <comment>quote.pct_a_year</comment>
        <translation>{pct}%/年</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FX rate</source>
        <comment>quote.fx_rate</comment>
        <translation>汇率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{item}: switch port, optics and cables (per port)</source>
        <comment>quote.fabric_item</comment>
        <translation>{item}：交换机端口、光模块与线缆（每端口）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Break-even rental price: {price} per GPU-hour of {gpu} (excl. VAT). Renting for less costs less than buying at this plan&apos;s use; for more, buying wins.</source>
        <comment>quote.break_even_rental_price</comment>
        <translation>盈亏平衡租金：{gpu} 每 GPU 时 {price}（不含增值税）。租价低于此值时租用比按本方案利用率购买便宜；高于此值则购买更划算。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not available: {reason}</source>
        <comment>quote.not_available_because</comment>
        <translation>不可用：{reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Group</source>
        <comment>field.nodeGroup.name.label</comment>
        <translation>节点组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A label for this group of identical servers</source>
        <comment>field.nodeGroup.name.tooltip</comment>
        <translation>这组相同服务器的名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server platform</source>
        <comment>field.nodeGroup.platform.label</comment>
        <translation>服务器平台</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server: how many GPUs of which form factor it takes (SXM needs an HGX board), its CPU sockets, DIMM slots, drive bays, PCIe lanes and power supplies</source>
        <comment>field.nodeGroup.platform.tooltip</comment>
        <translation>服务器：可装多少块何种形态的 GPU（SXM 需要 HGX 基板），以及 CPU 插槽、内存插槽、硬盘位、PCIe 通道和电源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <comment>field.nodeGroup.gpu.label</comment>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The accelerator: its memory (VRAM) decides the largest model that fits; double-click for a picker filtered by vendor, memory, form factor and what the region&apos;s market may buy</source>
        <comment>field.nodeGroup.gpu.tooltip</comment>
        <translation>加速卡：其显存决定能装下的最大模型；双击打开选择器，可按厂商、显存、形态以及该地区市场能否购买来筛选</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs/node</source>
        <comment>field.nodeGroup.gpuCount.label</comment>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs in each server (1–16); past 4 over PCIe alone, scaling suffers</source>
        <comment>field.nodeGroup.gpuCount.tooltip</comment>
        <translation>每台服务器的 GPU 数（1–16）；仅靠 PCIe 互联时超过 4 块扩展效率会下降</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU</source>
        <comment>field.nodeGroup.cpu.label</comment>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The processor: plan 8–16 cores per GPU for data loading; its DDR generation must match the DIMMs</source>
        <comment>field.nodeGroup.cpu.tooltip</comment>
        <translation>处理器：数据加载建议每块 GPU 配 8–16 个核心；其 DDR 代数必须与内存条一致</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sockets</source>
        <comment>field.nodeGroup.cpuSockets.label</comment>
        <translation>CPU 路数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processors in each server</source>
        <comment>field.nodeGroup.cpuSockets.tooltip</comment>
        <translation>每台服务器的处理器数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory module</source>
        <comment>field.nodeGroup.memory.label</comment>
        <translation>内存条</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The DIMM type; fill every memory channel evenly</source>
        <comment>field.nodeGroup.memory.tooltip</comment>
        <translation>内存条型号；应均衡插满每个内存通道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DIMMs</source>
        <comment>field.nodeGroup.memoryCount.label</comment>
        <translation>内存条数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DIMMs in each server; system RAM should be 2–3× the server&apos;s total VRAM</source>
        <comment>field.nodeGroup.memoryCount.tooltip</comment>
        <translation>每台服务器的内存条数；系统内存应为该服务器显存总量的 2–3 倍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVMe drive</source>
        <comment>field.nodeGroup.nvme.label</comment>
        <translation>NVMe 硬盘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The NVMe drive; drives under 3 GB/s leave GPUs waiting for data</source>
        <comment>field.nodeGroup.nvme.tooltip</comment>
        <translation>NVMe 硬盘；单盘低于 3 GB/s 会让 GPU 等待数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drives</source>
        <comment>field.nodeGroup.nvmeCount.label</comment>
        <translation>硬盘数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drives in each server (striped as RAID 0 unless the plan says otherwise)</source>
        <comment>field.nodeGroup.nvmeCount.tooltip</comment>
        <translation>每台服务器的硬盘数（除非方案另有设置，否则按 RAID 0 条带化）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drive layout</source>
        <comment>field.nodeGroup.nvmeLayout.label</comment>
        <translation>硬盘布局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the drives of a node are combined: RAID 0 stripes them for speed and capacity, RAID 1 and RAID 10 mirror them (half the capacity), JBOD uses them one by one.</source>
        <comment>field.nodeGroup.nvmeLayout.tooltip</comment>
        <translation>节点内硬盘的组合方式：RAID 0 条带化以获得速度和容量，RAID 1 与 RAID 10 做镜像（容量减半），JBOD 逐块独立使用。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network adapter</source>
        <comment>field.nodeGroup.nic.label</comment>
        <translation>网卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scale-out network adapter; multi-node training needs 100 Gb/s or more of InfiniBand or RoCE</source>
        <comment>field.nodeGroup.nic.tooltip</comment>
        <translation>横向扩展网卡；多节点训练需要 100 Gb/s 及以上的 InfiniBand 或 RoCE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NICs</source>
        <comment>field.nodeGroup.nicCount.label</comment>
        <translation>网卡数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adapters in each server; large clusters give each GPU its own 200–400 Gb/s port</source>
        <comment>field.nodeGroup.nicCount.tooltip</comment>
        <translation>每台服务器的网卡数；大型集群为每块 GPU 配一个 200–400 Gb/s 端口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nodes</source>
        <comment>field.nodeGroup.nodeCount.label</comment>
        <translation>节点数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many identical servers the group has (1–4096)</source>
        <comment>field.nodeGroup.nodeCount.tooltip</comment>
        <translation>这组包含多少台相同的服务器（1–4096）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fabric topology</source>
        <comment>field.fabric.topology.label</comment>
        <translation>网络拓扑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the nodes are joined: none (one node), one switch, or a leaf-spine fabric for clusters larger than one switch.</source>
        <comment>field.fabric.topology.tooltip</comment>
        <translation>节点之间如何互联：无（单节点）、单台交换机，或用于超过一台交换机规模集群的叶脊（leaf-spine）网络。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oversubscription</source>
        <comment>field.fabric.oversubscription.label</comment>
        <translation>超额订阅比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leaf uplink oversubscription: 1 is non-blocking, as training wants; 2 or more halves the bandwidth between leaves.</source>
        <comment>field.fabric.oversubscription.tooltip</comment>
        <translation>叶交换机上行链路的超额订阅比：1 为无阻塞（训练需要）；2 及以上会使叶交换机之间的带宽减半或更少。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workload kind</source>
        <comment>field.workload.kind.label</comment>
        <translation>工作负载类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the cluster will run. Training kinds are sized by memory per GPU and time to train; inference by KV cache and tokens per second; a custom workload is only a number of GPU-hours a month for the cost comparison.</source>
        <comment>field.workload.kind.tooltip</comment>
        <translation>集群要运行的任务。训练类按每 GPU 显存和训练时间评估；推理按 KV 缓存和每秒词元数评估；自定义工作负载只是每月若干 GPU 时长，用于成本比较。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <comment>field.workload.model.label</comment>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model preset, with its parameter count. Parameters drive everything: a 70B model in BF16 is 140 GB of weights alone, more than one 80 GB GPU holds, before gradients and optimizer states (16 bytes per parameter for full training with AdamW).</source>
        <comment>field.workload.model.tooltip</comment>
        <translation>模型预设及其参数量。参数量决定一切：70B 模型在 BF16 下仅权重就有 140 GB，超过一块 80 GB GPU 的容量，这还不算梯度和优化器状态（用 AdamW 全参数训练每个参数 16 字节）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <comment>field.workload.precision.label</comment>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number format of weights and arithmetic. BF16 mixed precision (2 bytes per weight) is the default for training; FP8 doubles throughput on H100/H20-class GPUs; INT8/INT4 quantisation shrinks weights to 1 or 0.5 bytes for inference and QLoRA.</source>
        <comment>field.workload.precision.tooltip</comment>
        <translation>权重和运算的数值格式。BF16 混合精度（每个权重 2 字节）是训练的默认选择；FP8 在 H100/H20 级 GPU 上使吞吐量翻倍；INT8/INT4 量化把权重压缩到 1 或 0.5 字节，用于推理和 QLoRA。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <comment>field.workload.optimizer.label</comment>
        <translation>优化器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AdamW keeps an FP32 master copy, momentum and variance: 12 bytes per trained parameter on top of weights and gradients. 8-bit AdamW cuts the states to 6 bytes, SGD with momentum to 8 (master + momentum), Adafactor to about 4 (master + factored second moments).</source>
        <comment>field.workload.optimizer.tooltip</comment>
        <translation>AdamW 保存 FP32 主权重、动量和方差：在权重和梯度之外，每个训练参数再占 12 字节。8 位 AdamW 把状态降到 6 字节，带动量的 SGD 为 8 字节（主权重 + 动量），Adafactor 约 4 字节（主权重 + 分解的二阶矩）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data parallel</source>
        <comment>field.workload.dataParallel.label</comment>
        <translation>数据并行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model replicas that each train on a different slice of the batch and average gradients. Auto uses every GPU not taken by tensor × pipeline parallelism, e.g. 16 GPUs with tensor parallel 8 give data parallel 2.</source>
        <comment>field.workload.dataParallel.tooltip</comment>
        <translation>模型副本数，每个副本处理批次的不同部分并对梯度求平均。“自动”使用张量 × 流水线并行之外的全部 GPU，例如 16 块 GPU、张量并行 8 时数据并行为 2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor parallel</source>
        <comment>field.workload.tensorParallel.label</comment>
        <translation>张量并行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs that split every layer&apos;s matrices between them (Megatron-style). Needs fast GPU-GPU links: keep it within one NVLink server, typically 2, 4 or 8. Divides weights and activations per GPU by this number.</source>
        <comment>field.workload.tensorParallel.tooltip</comment>
        <translation>共同拆分每一层矩阵的 GPU 数（Megatron 方式）。需要高速的 GPU 互联：应限制在一台 NVLink 服务器内，通常为 2、4 或 8。每块 GPU 的权重和激活值按此数成比例减少。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline parallel</source>
        <comment>field.workload.pipelineParallel.label</comment>
        <translation>流水线并行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stages the layers are split into, one after another, each on its own GPUs. Tolerates slower links than tensor parallelism, so it is used across nodes for very large models; it leaves GPUs idle in the pipeline bubble unless there are many micro-batches.</source>
        <comment>field.workload.pipelineParallel.tooltip</comment>
        <translation>模型各层依次切分成的阶段数，每个阶段占用自己的 GPU。它比张量并行更能容忍慢速链路，因此用于超大模型的跨节点训练；除非微批次足够多，流水线气泡会让 GPU 空闲。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO stage</source>
        <comment>field.workload.zeroStage.label</comment>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DeepSpeed ZeRO shards training state across data-parallel GPUs. Stage 1 shards optimizer states, stage 2 also gradients, stage 3 also weights: ZeRO-3 turns 16 bytes per parameter into 16/N on each of N GPUs, at the cost of more network traffic.</source>
        <comment>field.workload.zeroStage.tooltip</comment>
        <translation>DeepSpeed ZeRO 把训练状态切分到各数据并行 GPU 上。阶段 1 切分优化器状态，阶段 2 再切分梯度，阶段 3 再切分权重：ZeRO-3 使每个参数 16 字节在 N 块 GPU 上各只占 16/N，代价是更多的网络流量。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FSDP full sharding</source>
        <comment>field.workload.fsdp.label</comment>
        <translation>FSDP 完全分片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PyTorch Fully Sharded Data Parallel: shards weights, gradients and optimizer states like ZeRO-3. Tick it when the training script uses FSDP instead of DeepSpeed.</source>
        <comment>field.workload.fsdp.tooltip</comment>
        <translation>PyTorch 完全分片数据并行：像 ZeRO-3 一样切分权重、梯度和优化器状态。训练脚本使用 FSDP 而非 DeepSpeed 时勾选。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activation recompute</source>
        <comment>field.workload.recompute.label</comment>
        <translation>激活重计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activation checkpointing: drop intermediate activations in the forward pass and recompute them in the backward pass. Selective recomputes attention only (about 5% extra compute, most of the memory saved); full recomputes every layer (about 33% extra compute).</source>
        <comment>field.workload.recompute.tooltip</comment>
        <translation>激活检查点：前向传播时丢弃中间激活值，反向传播时重新计算。选择性只重算注意力（约多 5% 计算量，省下大部分显存）；完全重算每一层（约多 33% 计算量）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint every</source>
        <comment>field.workload.checkpointIntervalMinutes.label</comment>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes between checkpoints. Training pauses while a checkpoint (weights and optimizer states) is written; frequent checkpoints lose less work to a failure but cost more of those pauses. Large runs checkpoint every 30–120 minutes.</source>
        <comment>field.workload.checkpointIntervalMinutes.tooltip</comment>
        <translation>两次检查点之间的分钟数。写检查点（权重与优化器状态）时训练会暂停；检查点越频繁，故障时损失的工作越少，但暂停也越多。大规模训练通常每 30–120 分钟保存一次。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequence parallelism</source>
        <comment>field.workload.sequenceParallel.label</comment>
        <translation>序列并行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Megatron-LM sequence parallelism: the layer norms and dropout, which tensor parallelism would repeat on every rank, are split along the sequence over the tensor-parallel GPUs, so each stores 1/t of every activation (Korthikanti et al. 2022). Only matters with tensor parallelism above 1.</source>
        <comment>field.workload.sequenceParallel.tooltip</comment>
        <translation>Megatron-LM 序列并行：张量并行会在每个进程上重复计算的层归一化与 dropout 沿序列维度切分到各张量并行 GPU 上，每块 GPU 只保存每个激活的 1/t（Korthikanti 等，2022）。仅在张量并行度大于 1 时有意义。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FlashAttention</source>
        <comment>field.workload.flashAttention.label</comment>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A fused attention kernel that never stores the sequence × sequence attention matrix: activation memory grows linearly with sequence length instead of quadratically. On for practically every modern LLM stack.</source>
        <comment>field.workload.flashAttention.tooltip</comment>
        <translation>一种融合的注意力算子，从不存储“序列 × 序列”的注意力矩阵：激活显存随序列长度线性增长而非平方增长。几乎所有现代大模型框架都默认开启。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Micro-batch</source>
        <comment>field.workload.microBatch.label</comment>
        <translation>微批次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequences (or images) each GPU processes in one forward and backward pass. Activation memory grows with it; 1–4 is typical for LLMs. Gradient accumulation repeats micro-batches until the global batch is reached.</source>
        <comment>field.workload.microBatch.tooltip</comment>
        <translation>每块 GPU 一次前向和反向传播处理的序列（或图像）数。激活显存随之增长；大模型通常为 1–4。梯度累积会重复微批次直至达到全局批次。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequence length</source>
        <comment>field.workload.sequenceLength.label</comment>
        <translation>序列长度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens per training sample. Activation memory grows in proportion (or quadratically without FlashAttention); 2,048–8,192 is typical for fine-tuning, 32k+ for long-context training.</source>
        <comment>field.workload.sequenceLength.tooltip</comment>
        <translation>每个训练样本的词元数。激活显存随之成比例增长（不用 FlashAttention 时按平方增长）；微调通常为 2,048–8,192，长上下文训练为 32k 以上。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Global batch</source>
        <comment>field.workload.globalBatch.label</comment>
        <translation>全局批次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequences (or images) per optimizer step across all GPUs = micro-batch × data parallel × gradient accumulation steps. 64–512 for fine-tuning; millions of tokens per step for pretraining.</source>
        <comment>field.workload.globalBatch.tooltip</comment>
        <translation>所有 GPU 每次优化器更新处理的序列（或图像）数 = 微批次 × 数据并行 × 梯度累积步数。微调常用 64–512；预训练每步为数百万词元。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training tokens (billions)</source>
        <comment>field.workload.tokensB.label</comment>
        <translation>训练词元数（十亿）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens of training data per epoch, in billions. Compute is about 6 × parameters × tokens (4 × for LoRA): a 70B model on 2B tokens needs 8.5 × 10²⁰ FLOPs.</source>
        <comment>field.workload.tokensB.tooltip</comment>
        <translation>每轮训练数据的词元数（十亿）。计算量约为 6 × 参数量 × 词元数（LoRA 为 4 ×）：70B 模型训练 2B 词元需 8.5 × 10²⁰ 次浮点运算。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LoRA rank</source>
        <comment>field.workload.loraRank.label</comment>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Width of the low-rank adapter matrices trained beside the frozen weights. Rank 8–64 is typical; the adapters are well under 1% of the model&apos;s parameters, so gradients and optimizer states are tiny.</source>
        <comment>field.workload.loraRank.tooltip</comment>
        <translation>在冻结权重旁训练的低秩适配矩阵的宽度。秩通常为 8–64；适配器参数远不到模型参数的 1%，所以梯度和优化器状态很小。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epochs</source>
        <comment>field.workload.epochs.label</comment>
        <translation>训练轮数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes over the training data. Fine-tuning often uses 1–3; pretraining usually sees each token once. Compute and time grow in proportion.</source>
        <comment>field.workload.epochs.tooltip</comment>
        <translation>遍历训练数据的次数。微调常用 1–3 轮；预训练通常每个词元只见一次。计算量和时间成比例增长。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context length</source>
        <comment>field.workload.contextLength.label</comment>
        <translation>上下文长度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens of prompt plus answer each served sequence keeps in the KV cache. Memory grows in proportion: Llama 3.1 70B needs about 2.7 GB of KV cache per 8,192-token sequence in BF16.</source>
        <comment>field.workload.contextLength.tooltip</comment>
        <translation>每条在线序列在 KV 缓存中保留的提示词加回答的词元数。显存成比例增长：Llama 3.1 70B 在 BF16 下每条 8,192 词元的序列约需 2.7 GB KV 缓存。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Concurrent sequences</source>
        <comment>field.workload.concurrentSequences.label</comment>
        <translation>并发序列数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Requests served at the same time (the decode batch). More sequences give more tokens per second in total but each needs its own KV cache; memory sets the limit.</source>
        <comment>field.workload.concurrentSequences.tooltip</comment>
        <translation>同时服务的请求数（解码批次）。序列越多，总的每秒词元数越高，但每条序列都需要自己的 KV 缓存；显存决定上限。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target tokens per second</source>
        <comment>field.workload.targetTokensPerSecond.label</comment>
        <translation>目标每秒词元数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total generated tokens per second the service must sustain across all users; 0 = no target. Decoding is limited by memory bandwidth: every step reads all weights once.</source>
        <comment>field.workload.targetTokensPerSecond.tooltip</comment>
        <translation>服务在所有用户间必须持续达到的每秒生成词元总数；0 表示无目标。解码受显存带宽限制：每一步都要把全部权重读一遍。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dataset (TB)</source>
        <comment>field.workload.datasetTB.label</comment>
        <translation>数据集（TB）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size of the training data on disk. Each node keeps a copy on local NVMe to feed its GPUs, with room for checkpoints: a 70B full checkpoint with AdamW states is about 1 TB.</source>
        <comment>field.workload.datasetTB.tooltip</comment>
        <translation>训练数据在磁盘上的大小。每个节点在本地 NVMe 上存一份供 GPU 读取，并为检查点留出空间：70B 模型连同 AdamW 状态的完整检查点约 1 TB。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target days per run</source>
        <comment>field.workload.targetDays.label</comment>
        <translation>每次运行目标天数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deadline for one training run in days; 0 = no deadline. A finding warns when the estimated time to train exceeds it.</source>
        <comment>field.workload.targetDays.tooltip</comment>
        <translation>一次训练运行的期限（天）；0 表示无期限。估算的训练时间超过它时会给出提示。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs per month</source>
        <comment>field.workload.runsPerMonth.label</comment>
        <translation>每月运行次数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training runs a month. With demand from the workload, GPU-hours per run × runs a month is the demand the cost comparison buys or rents.</source>
        <comment>field.workload.runsPerMonth.tooltip</comment>
        <translation>每月训练运行的次数。按工作负载计算需求时，每次运行的 GPU 时长 × 每月运行次数就是成本比较中需要购买或租用的需求。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-hours per month</source>
        <comment>field.workload.customGpuHoursPerMonth.label</comment>
        <translation>每月 GPU 时长</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Demand of a custom workload in GPU-hours a month, e.g. 8 GPUs busy 12 hours on 22 working days = 2,112 GPU-hours. No memory or time estimate is made.</source>
        <comment>field.workload.customGpuHoursPerMonth.tooltip</comment>
        <translation>自定义工作负载每月所需的 GPU 时长，例如 8 块 GPU 在 22 个工作日每天忙 12 小时 = 2,112 GPU 时。不做显存或时间估算。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Region</source>
        <comment>field.site.region.label</comment>
        <translation>地区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the cluster is hosted or rented. The region sets electricity and colocation prices, VAT, the default PUE, staff cost, which cloud offers apply and which GPUs export rules allow (market CN, US or SG). Power costs about CNY 0.7 per kWh in Shenzhen and 0.38 in Inner Mongolia.</source>
        <comment>field.site.region.tooltip</comment>
        <translation>集群托管或租用的地点。地域决定电价和托管价格、增值税、默认 PUE、人员成本、适用哪些云服务报价，以及出口管制允许哪些 GPU（CN、US 或 SG 市场）。深圳电价约每 kWh 0.7 元，内蒙古约 0.38 元。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cooling</source>
        <comment>field.site.cooling.label</comment>
        <translation>散热</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How heat leaves the racks. Air cooling handles up to about 30 kW per rack; an 8-GPU HGX server draws 10 kW or more, so dense racks need rear-door heat exchangers or direct liquid cooling (up to about 120 kW per rack, PUE about 1.15).</source>
        <comment>field.site.cooling.tooltip</comment>
        <translation>热量如何离开机柜。风冷每机柜最多约 30 kW；一台 8 卡 HGX 服务器功耗 10 kW 以上，因此高密度机柜需要背板换热器或冷板式液冷（每机柜最高约 120 kW，PUE 约 1.15）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Site</source>
        <comment>field.site.mode.label</comment>
        <translation>站点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colocation: a data centre&apos;s fee per kW or per cabinet pays for the building, its power and its cooling plant, at the facility&apos;s PUE; you buy only cooling hardware inside the rack. Own facility: you buy the cooling plant and pay no fee; the building and its electrical plant are taken as already yours.</source>
        <comment>field.site.mode.tooltip</comment>
        <translation>托管：机房按 kW 或按机柜收取的费用已包含建筑、供电和冷却设施，按机房的 PUE 计；您只购买机柜内的冷却设备。自建机房：购买冷却设施，不付托管费；建筑及其供电设施视为已有。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cabinet power</source>
        <comment>field.site.cabinetPowerKw.label</comment>
        <translation>机柜功率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power cap of one colocation cabinet in kW; 0 uses the region&apos;s (5 kW is the usual Chinese retail cabinet). Cabinets needed follow from it, and a fee per cabinet is charged on them: an 8-GPU server over the cap takes the power of two cabinets.</source>
        <comment>field.site.cabinetPowerKw.tooltip</comment>
        <translation>一个托管机柜的功率上限（kW）；0 使用地区的数值（国内零售机柜通常为 5 kW）。所需机柜数据此得出，按机柜计费时即按此收费：超过上限的 8 卡服务器要占用两个机柜的功率。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Driver branch</source>
        <comment>field.software.driverBranch.label</comment>
        <translation>驱动分支</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The NVIDIA driver branch the nodes run, e.g. 580. Empty: the deployment kit&apos;s recommendation, the long-term support branch every catalogued GPU and container works with.</source>
        <comment>field.software.driverBranch.tooltip</comment>
        <translation>节点运行的 NVIDIA 驱动分支，例如 580。留空：采用部署包的推荐，即目录中所有 GPU 和容器都能使用的长期支持分支。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CUDA toolkit</source>
        <comment>field.software.cuda.label</comment>
        <translation>CUDA 工具包</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The CUDA toolkit your code is built with, e.g. 12.8. It must support every GPU (Blackwell needs 12.8 or later) and the driver must be at least its release driver. Empty: the container&apos;s.</source>
        <comment>field.software.cuda.tooltip</comment>
        <translation>编译代码所用的 CUDA 工具包，例如 12.8。它必须支持每一种 GPU（Blackwell 需要 12.8 或更高），驱动也不能低于它的发布驱动。留空：使用容器自带的版本。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rental price</source>
        <comment>field.whatIf.rentalPricePct.label</comment>
        <translation>租赁价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What if renting cost this share of the catalog&apos;s on-demand, monthly and reserved prices, and of the cloud storage and egress beside them (100% = as listed; 70% = a 30% discount)</source>
        <comment>field.whatIf.rentalPricePct.tooltip</comment>
        <translation>假设租赁费用为目录中按需、包月和预留价格（以及随之产生的云存储与出网流量费用）的这一比例（100% = 按目录价；70% = 七折）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Electricity</source>
        <comment>field.whatIf.electricityPct.label</comment>
        <translation>电费</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What if power cost this share of the region&apos;s tariff (100% = the catalog&apos;s tariff)</source>
        <comment>field.whatIf.electricityPct.tooltip</comment>
        <translation>假设电价为该地区电价的这一比例（100% = 目录中的电价）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU price</source>
        <comment>field.whatIf.gpuPricePct.label</comment>
        <translation>GPU 价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What if the GPUs cost this share of their catalog or overridden price (100% = as priced)</source>
        <comment>field.whatIf.gpuPricePct.tooltip</comment>
        <translation>假设 GPU 价格为其目录价或覆盖价的这一比例（100% = 按现价）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Container</source>
        <comment>field.software.container.label</comment>
        <translation>容器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The NGC PyTorch container release (e.g. 25.04) or a full image name. Empty: the newest catalogued release the driver branch runs.</source>
        <comment>field.software.container.tooltip</comment>
        <translation>NGC PyTorch 容器版本（如 25.04）或完整镜像名。留空：驱动分支能运行的最新已收录版本。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PyTorch</source>
        <comment>field.software.pytorch.label</comment>
        <translation>PyTorch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The PyTorch release installed from its wheels on the host, without a container, e.g. 2.7. Its wheels must be built for a CUDA the GPUs support (Blackwell: cu128, from PyTorch 2.7) and the driver runs. Empty: the newest catalogued release with such a wheel.</source>
        <comment>field.software.pytorch.tooltip</comment>
        <translation>不用容器、在主机上直接从官方 wheel 安装的 PyTorch 版本，例如 2.7。它的 wheel 必须针对 GPU 支持、且驱动能运行的 CUDA 构建（Blackwell：cu128，自 PyTorch 2.7 起）。留空：目录中具备这种 wheel 的最新版本。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PUE override</source>
        <comment>field.site.pueOverride.label</comment>
        <translation>PUE 覆盖值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Horizon</source>
        <comment>field.finance.horizonMonths.label</comment>
        <translation>周期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Months the comparison covers. 36 months matches the usual three-year depreciation of GPU servers; after that a newer generation usually gives more per yuan.</source>
        <comment>field.finance.horizonMonths.tooltip</comment>
        <translation>比较所覆盖的月数。36 个月对应 GPU 服务器通常的三年折旧期；此后新一代产品通常性价比更高。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discount rate</source>
        <comment>field.finance.discountRatePct.label</comment>
        <translation>折现率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Annual rate for the net present value: money paid later is worth less today. Use your cost of capital, typically 6–10%; it favours renting, whose payments come later.</source>
        <comment>field.finance.discountRatePct.tooltip</comment>
        <translation>计算净现值用的年利率：越晚支付的钱今天越不值钱。请使用贵公司的资金成本，通常为 6–10%；它有利于付款更晚的租用方案。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Utilisation</source>
        <comment>field.finance.utilisationPct.label</comment>
        <translation>利用率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of the owned GPU-hours actually used for work. Owning wins when utilisation is high: below roughly 30–40% renting on demand is usually cheaper. Research teams often reach 50–70%; a busy production cluster 80–90%.</source>
        <comment>field.finance.utilisationPct.tooltip</comment>
        <translation>自有 GPU 时长中真正用于工作的比例。利用率高时自购划算：低于约 30–40% 时，按需租用通常更便宜。研究团队常达到 50–70%；繁忙的生产集群可达 80–90%。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Utilisation profile</source>
        <comment>field.finance.utilisationProfile.label</comment>
        <translation>利用率曲线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flat: the same utilisation every month. Ramp up: utilisation grows in a straight line from the start to the end value over the horizon, as a new team&apos;s usage usually does.</source>
        <comment>field.finance.utilisationProfile.tooltip</comment>
        <translation>恒定：每月利用率相同。逐步爬升：利用率在周期内从起始值线性增长到结束值，新团队的使用量通常如此。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Demand from the workload</source>
        <comment>field.finance.demandFromWorkload.label</comment>
        <translation>按工作负载计算需求</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take demand from the workload instead of the utilisation: estimated GPU-hours per run × runs a month. Renting then buys exactly those hours; owning pays for the whole cluster either way.</source>
        <comment>field.finance.demandFromWorkload.tooltip</comment>
        <translation>用工作负载而非利用率计算需求：每次运行的估算 GPU 时长 × 每月运行次数。租用方案只买这些时长；自购方案无论如何都要为整个集群付费。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ramp start</source>
        <comment>field.finance.rampStartPct.label</comment>
        <translation>爬升起点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Utilisation in the first month of a ramp, e.g. 40%.</source>
        <comment>field.finance.rampStartPct.tooltip</comment>
        <translation>爬升第一个月的利用率，例如 40%。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ramp end</source>
        <comment>field.finance.rampEndPct.label</comment>
        <translation>爬升终点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Utilisation in the last month of a ramp, e.g. 80%.</source>
        <comment>field.finance.rampEndPct.tooltip</comment>
        <translation>爬升最后一个月的利用率，例如 80%。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Display currency</source>
        <comment>field.finance.displayCurrency.label</comment>
        <translation>显示币种</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Currency of every total and chart. Prices in other currencies are converted with the catalog&apos;s dated FX rates, shown with their date in the catalog browser.</source>
        <comment>field.finance.displayCurrency.tooltip</comment>
        <translation>所有合计和图表使用的币种。其他币种的价格按目录中带日期的汇率换算，汇率及其日期可在目录浏览器中查看。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Financed purchase</source>
        <comment>field.finance.financed.label</comment>
        <translation>融资购买</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay for the hardware with a loan or lease instead of cash up front: monthly instalments with interest replace the capital outlay on day one.</source>
        <comment>field.finance.financed.tooltip</comment>
        <translation>用贷款或融资租赁代替一次性现金支付硬件：带利息的月供取代第一天的资本支出。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loan rate</source>
        <comment>field.finance.loanRatePct.label</comment>
        <translation>贷款利率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Annual interest rate of the loan or lease, e.g. 4–8% for a bank loan in China.</source>
        <comment>field.finance.loanRatePct.tooltip</comment>
        <translation>贷款或融资租赁的年利率，例如国内银行贷款约 4–8%。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loan term</source>
        <comment>field.finance.loanTermMonths.label</comment>
        <translation>贷款期限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Months over which the loan is repaid, typically 24–60.</source>
        <comment>field.finance.loanTermMonths.tooltip</comment>
        <translation>还清贷款的月数，通常为 24–60 个月。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maintenance</source>
        <comment>field.finance.maintenanceBasis.label</comment>
        <translation>维保</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the warranty: the rate is paid from the month the hardware warranty ends (3 years parts and labour is standard for Supermicro systems). Support contract: paid from the first month, e.g. about 20% a year for NVIDIA DGX support.</source>
        <comment>field.finance.maintenanceBasis.tooltip</comment>
        <translation>保修期满后：自硬件保修结束的月份起按该比例付费（Supermicro 整机标准为 3 年部件和人工保修）。服务合同：自第一个月起付费，例如 NVIDIA DGX 支持约每年 20%。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maintenance per year</source>
        <comment>field.finance.maintenancePctPerYear.label</comment>
        <translation>每年维保</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Residual value</source>
        <comment>field.finance.residualValuePct.label</comment>
        <translation>残值</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Spares and failures per year</source>
        <comment>field.finance.sparesPct.label</comment>
        <translation>每年备件与故障</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spare parts and failed components as a share of the hardware price a year; GPUs, DIMMs and drives fail at a few percent a year in large fleets, so 1–3% is typical.</source>
        <comment>field.finance.sparesPct.tooltip</comment>
        <translation>每年备件和故障部件费用占硬件价格的比例；在大型机群中 GPU、内存条和硬盘每年故障率为百分之几，因此通常取 1–3%。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hybrid base load</source>
        <comment>field.finance.hybridBaseLoadPct.label</comment>
        <translation>混合方案基础负载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the hybrid option, the share of peak demand served by owned servers; the peaks above it are rented on demand. 50–70% often gives the lowest total.</source>
        <comment>field.finance.hybridBaseLoadPct.tooltip</comment>
        <translation>在混合方案中由自有服务器承担的峰值需求比例；超出部分按需租用。50–70% 往往总成本最低。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cloud storage per TB-month</source>
        <comment>field.finance.storagePerTbMonth.label</comment>
        <translation>云存储（每 TB 每月）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price of cloud storage for the dataset and checkpoints beside rented GPUs, per TB a month in the display currency; 0 leaves it out. Object storage costs about CNY 100–150 per TB-month.</source>
        <comment>field.finance.storagePerTbMonth.tooltip</comment>
        <translation>租用 GPU 时为数据集和检查点配套的云存储价格，按显示币种计每 TB 每月；为 0 则不计入。对象存储约每 TB 每月 100–150 元。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On-demand provider</source>
        <comment>field.finance.onDemandClass.label</comment>
        <translation>按需云类别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which on-demand offerings the comparison may use: any class (the cheapest with the build&apos;s own GPU, not interruptible), or only hyperscaler clouds, GPU clouds, marketplaces or IDC rental. The class decides the price: a hyperscaler&apos;s A100 costs several times a marketplace&apos;s.</source>
        <comment>field.finance.onDemandClass.tooltip</comment>
        <translation>比较可使用哪些按需报价：任意类别（采用本配置同款 GPU 中最便宜且不可被中断的），或仅限大型公有云、GPU 云、算力市场或 IDC 租赁。类别决定价格：大型公有云的 A100 要贵出数倍于算力市场。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On-demand offering</source>
        <comment>field.finance.onDemandOffering.label</comment>
        <translation>按需报价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One named offering (catalog id) instead of the cheapest: set it from the Market view with &quot;Use this&quot;.</source>
        <comment>field.finance.onDemandOffering.tooltip</comment>
        <translation>指定一个报价（目录 ID）代替最便宜的：可在“市场”视图中用“采用此项”设置。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rental provider</source>
        <comment>field.finance.reservedClass.label</comment>
        <translation>租赁类别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which monthly or reserved rental offerings the comparison may use: any class, or one class of provider.</source>
        <comment>field.finance.reservedClass.tooltip</comment>
        <translation>比较可使用哪些包月或预留租赁报价：任意类别，或某一类提供商。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rental offering</source>
        <comment>field.finance.reservedOffering.label</comment>
        <translation>租赁报价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One named rental offering (catalog id) instead of the cheapest: set it from the Market view with &quot;Use this&quot;.</source>
        <comment>field.finance.reservedOffering.tooltip</comment>
        <translation>指定一个租赁报价（目录 ID）代替最便宜的：可在“市场”视图中用“采用此项”设置。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Egress per month</source>
        <comment>field.finance.egressTbPerMonth.label</comment>
        <translation>每月出网流量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data downloaded out of the cloud a month (results, checkpoints). Clouds charge for egress, often CNY 500–800 per TB; owned servers do not.</source>
        <comment>field.finance.egressTbPerMonth.tooltip</comment>
        <translation>每月从云端下载的数据量（结果、检查点）。云厂商对出网流量收费，常见每 TB 500–800 元；自有服务器不收取。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pretraining from scratch</source>
        <comment>workload_kind.pretraining</comment>
        <translation>从头预训练</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full fine-tune</source>
        <comment>workload_kind.full_finetune</comment>
        <translation>全参数微调</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LoRA fine-tune</source>
        <comment>workload_kind.lora</comment>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>QLoRA fine-tune (quantised base)</source>
        <comment>workload_kind.qlora</comment>
        <translation>QLoRA 微调（量化基座）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inference serving</source>
        <comment>workload_kind.inference</comment>
        <translation>推理服务</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vision training (CNN / ViT)</source>
        <comment>workload_kind.cv_training</comment>
        <translation>视觉训练（CNN / ViT）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom (GPU-hours a month)</source>
        <comment>workload_kind.custom</comment>
        <translation>自定义（每月 GPU 时长）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 (full precision)</source>
        <comment>precision.fp32</comment>
        <translation>FP32（全精度）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 mixed precision</source>
        <comment>precision.bf16</comment>
        <translation>BF16 混合精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 (Hopper and newer)</source>
        <comment>precision.fp8</comment>
        <translation>FP8（Hopper 及更新）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT8 quantised</source>
        <comment>precision.int8</comment>
        <translation>INT8 量化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT4 quantised</source>
        <comment>precision.int4</comment>
        <translation>INT4 量化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AdamW</source>
        <comment>optimizer.adamw</comment>
        <translation>AdamW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AdamW 8-bit</source>
        <comment>optimizer.adamw_8bit</comment>
        <translation>8 位 AdamW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SGD with momentum</source>
        <comment>optimizer.sgd_momentum</comment>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adafactor</source>
        <comment>optimizer.adafactor</comment>
        <translation>Adafactor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None (keep all activations)</source>
        <comment>recompute.none</comment>
        <translation>无（保留全部激活值）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selective (attention only)</source>
        <comment>recompute.selective</comment>
        <translation>选择性（仅注意力）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full (every layer)</source>
        <comment>recompute.full</comment>
        <translation>完全（每一层）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flat</source>
        <comment>utilisation_profile.flat</comment>
        <translation>恒定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ramp up</source>
        <comment>utilisation_profile.ramp</comment>
        <translation>逐步爬升</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RAID 0 (striped)</source>
        <comment>nvme_layout.raid0</comment>
        <translation>RAID 0（条带化）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RAID 1 (mirrored)</source>
        <comment>nvme_layout.raid1</comment>
        <translation>RAID 1（镜像）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RAID 10 (striped mirrors)</source>
        <comment>nvme_layout.raid10</comment>
        <translation>RAID 10（镜像条带）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Separate drives (JBOD)</source>
        <comment>nvme_layout.jbod</comment>
        <translation>独立硬盘（JBOD）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No cluster fabric</source>
        <comment>fabric_topology.none</comment>
        <translation>无集群网络</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One switch</source>
        <comment>fabric_topology.single_switch</comment>
        <translation>单台交换机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leaf and spine</source>
        <comment>fabric_topology.leaf_spine</comment>
        <translation>叶脊架构</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The team catalog folder {folder} ({where}) does not exist: the planner works without it</source>
        <comment>catalog.team_folder.missing</comment>
        <translation>团队目录文件夹 {folder}（{where}）不存在：规划器不使用它，继续工作</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The team catalog folder {folder} ({where}) is a file, not a folder: the planner works without it</source>
        <comment>catalog.team_folder.not_folder</comment>
        <translation>团队目录文件夹 {folder}（{where}）是文件而不是文件夹：规划器不使用它，继续工作</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The team catalog folder {folder} ({where}) cannot be read: the planner works without it</source>
        <comment>catalog.team_folder.unreadable</comment>
        <translation>无法读取团队目录文件夹 {folder}（{where}）：规划器不使用它，继续工作</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>given by --team-catalogs</source>
        <comment>catalog.team_folder.from_command_line</comment>
        <translation>由 --team-catalogs 指定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set in File &gt; Team catalog folder…</source>
        <comment>catalog.team_folder.from_setting</comment>
        <translation>在“文件 &gt; 团队目录文件夹…”中设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set by GPU_PLANNER_TEAM_CATALOGS</source>
        <comment>catalog.team_folder.from_environment</comment>
        <translation>由 GPU_PLANNER_TEAM_CATALOGS 设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected {expected} fields as in the header, found {found}; row skipped</source>
        <comment>import.row.field_count</comment>
        <translation>应有 {expected} 个字段（与表头一致），实际为 {found} 个；已跳过该行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{column} &quot;{value}&quot; is not a whole number of GPUs from 1 to 72; row skipped</source>
        <comment>import.row.gpu_count</comment>
        <translation>{column}“{value}”不是 1 到 72 之间的整数 GPU 数；已跳过该行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{column} is empty; row skipped</source>
        <comment>import.row.empty</comment>
        <translation>{column} 为空；已跳过该行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{column} &quot;{value}&quot; is not a price above 0; row skipped</source>
        <comment>import.row.price</comment>
        <translation>{column}“{value}”不是大于 0 的价格；已跳过该行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{column} &quot;{value}&quot; is not True or False; row skipped</source>
        <comment>import.row.spot</comment>
        <translation>{column}“{value}”不是 True 或 False；已跳过该行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no price; row skipped</source>
        <comment>import.row.no_price</comment>
        <translation>没有价格；已跳过该行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{error}; the rest of the file was not read</source>
        <comment>import.csv_error</comment>
        <translation>{error}；文件的其余部分未读取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <comment>catalog.kind.gpus</comment>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPUs</source>
        <comment>catalog.kind.cpus</comment>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <comment>catalog.kind.memory</comment>
        <translation>内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVMe</source>
        <comment>catalog.kind.nvme</comment>
        <translation>NVMe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NICs</source>
        <comment>catalog.kind.nics</comment>
        <translation>网卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Platforms</source>
        <comment>catalog.kind.platforms</comment>
        <translation>服务器平台</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cooling</source>
        <comment>catalog.kind.cooling</comment>
        <translation>散热</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regions</source>
        <comment>catalog.kind.regions</comment>
        <translation>地区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cloud offerings</source>
        <comment>catalog.kind.offerings</comment>
        <translation>云与租赁报价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FX rates</source>
        <comment>catalog.kind.fx</comment>
        <translation>汇率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Models</source>
        <comment>catalog.kind.models</comment>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Id</source>
        <comment>catalog.column.id</comment>
        <translation>标识</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price</source>
        <comment>catalog.column.price</comment>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vendor</source>
        <comment>catalog.column.vendor</comment>
        <translation>厂商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Architecture</source>
        <comment>catalog.column.architecture</comment>
        <translation>架构</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe gen</source>
        <comment>catalog.column.pcie_gen</comment>
        <translation>PCIe 代数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe lanes</source>
        <comment>catalog.column.pcie_lanes</comment>
        <translation>PCIe 通道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TDP (W)</source>
        <comment>catalog.column.tdp</comment>
        <translation>TDP (W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power (W)</source>
        <comment>catalog.column.power</comment>
        <translation>功耗 (W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DDR gen</source>
        <comment>catalog.column.ddr_gen</comment>
        <translation>DDR 代数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <comment>catalog.column.notes</comment>
        <translation>备注</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Currency</source>
        <comment>catalog.column.currency</comment>
        <translation>货币</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Region</source>
        <comment>catalog.column.region</comment>
        <translation>地区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <comment>catalog.column.gpu</comment>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power usage effectiveness: the facility&apos;s power divided by the IT load&apos;s</source>
        <comment>catalog.column.pue.tip</comment>
        <translation>电源使用效率：数据中心总功耗除以 IT 负载功耗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <comment>catalog.gpu.name</comment>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Class</source>
        <comment>catalog.gpu.class</comment>
        <translation>类别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU memory</source>
        <comment>catalog.gpu.memory</comment>
        <translation>显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bandwidth (GB/s)</source>
        <comment>catalog.gpu.bandwidth</comment>
        <translation>带宽 (GB/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 TFLOPS</source>
        <comment>catalog.gpu.bf16</comment>
        <translation>BF16 TFLOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 TFLOPS</source>
        <comment>catalog.gpu.fp8</comment>
        <translation>FP8 TFLOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32 TFLOPS</source>
        <comment>catalog.gpu.fp32</comment>
        <translation>FP32 TFLOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Form factor</source>
        <comment>catalog.gpu.form</comment>
        <translation>外形规格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU link</source>
        <comment>catalog.gpu.link</comment>
        <translation>GPU 互联</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ECC</source>
        <comment>catalog.gpu.ecc</comment>
        <translation>ECC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this market</source>
        <comment>catalog.gpu.market</comment>
        <translation>本市场供应</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether the GPU can be bought new in the market of the current scenario&apos;s region</source>
        <comment>catalog.gpu.market.tip</comment>
        <translation>当前场景所在地区的市场能否购买全新的此 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT8 TOPS</source>
        <comment>catalog.gpu.int8</comment>
        <translation>INT8 TOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slot width</source>
        <comment>catalog.gpu.slot_width</comment>
        <translation>槽位宽度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Link bandwidth (GB/s)</source>
        <comment>catalog.gpu.link_bandwidth</comment>
        <translation>互联带宽 (GB/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Link domain (GPUs)</source>
        <comment>catalog.gpu.link_domain</comment>
        <translation>互联域（GPU 数）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs one link joins: 2 for a bridge pair, 8 for an HGX board&apos;s NVSwitch. Traffic between domains goes over PCIe.</source>
        <comment>catalog.gpu.link_domain.tip</comment>
        <translation>一条互联连接的 GPU 数：桥接对为 2，HGX 主板的 NVSwitch 为 8。互联域之间的通信走 PCIe。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe P2P</source>
        <comment>catalog.gpu.p2p</comment>
        <translation>PCIe P2P</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether the driver lets GPUs exchange data directly over PCIe</source>
        <comment>catalog.gpu.p2p.tip</comment>
        <translation>驱动是否允许 GPU 之间通过 PCIe 直接交换数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Software stack</source>
        <comment>catalog.gpu.stack</comment>
        <translation>软件栈</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimum CUDA</source>
        <comment>catalog.gpu.min_cuda</comment>
        <translation>最低 CUDA 版本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimum driver</source>
        <comment>catalog.gpu.min_driver</comment>
        <translation>最低驱动版本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data-centre licence</source>
        <comment>catalog.gpu.licence</comment>
        <translation>数据中心许可</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether the vendor&apos;s driver licence allows deployment in a data centre</source>
        <comment>catalog.gpu.licence.tip</comment>
        <translation>厂商驱动许可是否允许在数据中心部署</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Markets</source>
        <comment>catalog.gpu.markets</comment>
        <translation>各市场供应</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether it can be bought new in each market the catalog knows, and under which rule</source>
        <comment>catalog.gpu.markets.tip</comment>
        <translation>在目录所知的各个市场能否购买全新产品，以及依据的规定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU</source>
        <comment>catalog.cpu.name</comment>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cores</source>
        <comment>catalog.cpu.cores</comment>
        <translation>核心数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Channels</source>
        <comment>catalog.cpu.channels</comment>
        <translation>内存通道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <comment>catalog.cpu.memory</comment>
        <translation>内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max sockets</source>
        <comment>catalog.cpu.max_sockets</comment>
        <translation>最大路数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Module</source>
        <comment>catalog.memory.name</comment>
        <translation>模组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity (GB)</source>
        <comment>catalog.memory.capacity</comment>
        <translation>容量 (GB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed (MT/s)</source>
        <comment>catalog.memory.speed</comment>
        <translation>速率 (MT/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type</source>
        <comment>catalog.memory.type</comment>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drive</source>
        <comment>catalog.nvme.name</comment>
        <translation>硬盘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity (TB)</source>
        <comment>catalog.nvme.capacity</comment>
        <translation>容量 (TB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read (GB/s)</source>
        <comment>catalog.nvme.read</comment>
        <translation>读取 (GB/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write (GB/s)</source>
        <comment>catalog.nvme.write</comment>
        <translation>写入 (GB/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interface</source>
        <comment>catalog.nvme.interface</comment>
        <translation>接口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Endurance (DWPD)</source>
        <comment>catalog.nvme.endurance</comment>
        <translation>耐久度 (DWPD)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full drive writes per day the warranty allows</source>
        <comment>catalog.nvme.endurance.tip</comment>
        <translation>保修期内每天允许的整盘写入次数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adapter</source>
        <comment>catalog.nic.name</comment>
        <translation>网卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Technology</source>
        <comment>catalog.nic.technology</comment>
        <translation>技术</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gb/s per port</source>
        <comment>catalog.nic.speed</comment>
        <translation>每端口 Gb/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ports</source>
        <comment>catalog.nic.ports</comment>
        <translation>端口数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RDMA</source>
        <comment>catalog.nic.rdma</comment>
        <translation>RDMA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe</source>
        <comment>catalog.nic.pcie</comment>
        <translation>PCIe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost per port</source>
        <comment>catalog.nic.port_cost</comment>
        <translation>每端口成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of switch, optics and cables for one port</source>
        <comment>catalog.nic.port_cost.tip</comment>
        <translation>单个端口分摊的交换机、光模块和线缆费用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Platform</source>
        <comment>catalog.platform.name</comment>
        <translation>服务器平台</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <comment>catalog.platform.kind</comment>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU slots</source>
        <comment>catalog.platform.gpu_slots</comment>
        <translation>GPU 槽位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU form factors</source>
        <comment>catalog.platform.form_factors</comment>
        <translation>GPU 外形规格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sockets</source>
        <comment>catalog.platform.sockets</comment>
        <translation>CPU 路数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DIMM slots</source>
        <comment>catalog.platform.dimm_slots</comment>
        <translation>内存插槽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVMe bays</source>
        <comment>catalog.platform.nvme_bays</comment>
        <translation>NVMe 盘位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power supplies</source>
        <comment>catalog.platform.psu</comment>
        <translation>电源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Supplies × rating; N+1: one may fail without losing the load</source>
        <comment>catalog.platform.psu.tip</comment>
        <translation>电源数量 × 额定功率；N+1：坏一个电源负载也不受影响</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rack units</source>
        <comment>catalog.platform.rack_units</comment>
        <translation>机架单元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chassis, board and power supplies: no GPUs, CPUs, memory or drives</source>
        <comment>catalog.platform.price.tip</comment>
        <translation>机箱、主板和电源：不含 GPU、CPU、内存和硬盘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allowed GPUs</source>
        <comment>catalog.platform.allowed_gpus</comment>
        <translation>支持的 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max slot width</source>
        <comment>catalog.platform.max_slot_width</comment>
        <translation>最大槽位宽度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU vendors</source>
        <comment>catalog.platform.cpu_vendors</comment>
        <translation>CPU 厂商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe switches</source>
        <comment>catalog.platform.pcie_switches</comment>
        <translation>PCIe 交换芯片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base power (W)</source>
        <comment>catalog.platform.base_power</comment>
        <translation>基础功耗 (W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fans, board, BMC and drives not listed separately</source>
        <comment>catalog.platform.base_power.tip</comment>
        <translation>风扇、主板、BMC 以及未单独列出的硬盘的功耗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cooling</source>
        <comment>catalog.cooling.name</comment>
        <translation>散热</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max kW per rack</source>
        <comment>catalog.cooling.max_kw</comment>
        <translation>每机柜最大 kW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Typical PUE</source>
        <comment>catalog.cooling.pue</comment>
        <translation>典型 PUE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capex per kW</source>
        <comment>catalog.cooling.capex</comment>
        <translation>每 kW 建设投入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The whole cooling plant of an own facility, per kW of IT load</source>
        <comment>catalog.cooling.capex.tip</comment>
        <translation>自建机房的整套冷却设施，按每 kW IT 负载计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In-rack capex per kW</source>
        <comment>catalog.cooling.in_rack_capex</comment>
        <translation>机柜内投资/kW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cooling hardware inside the rack (cold plates, manifolds, rack CDU, tank, rear door): what a colocation tenant still buys</source>
        <comment>catalog.cooling.in_rack_capex.tip</comment>
        <translation>机柜内的冷却设备（冷板、分水器、机柜 CDU、浸没槽、背板换热器）：托管租户仍需购买的部分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Market</source>
        <comment>catalog.region.market</comment>
        <translation>市场</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which export rules and availability apply to buying hardware here</source>
        <comment>catalog.region.market.tip</comment>
        <translation>在此购买硬件适用哪些出口规定与供应情况</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Electricity per kWh</source>
        <comment>catalog.region.electricity</comment>
        <translation>每 kWh 电价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colocation per kW-month</source>
        <comment>catalog.region.colocation</comment>
        <translation>每 kW·月托管费</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cabinet power (kW)</source>
        <comment>catalog.region.cabinet_power</comment>
        <translation>机柜功率（kW）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The power cap of one colocation cabinet</source>
        <comment>catalog.region.cabinet_power.tip</comment>
        <translation>一个托管机柜的功率上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colocation per cabinet-month</source>
        <comment>catalog.region.colocation_cabinet</comment>
        <translation>托管费/机柜·月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fee for one cabinet of that power cap, without the energy</source>
        <comment>catalog.region.colocation_cabinet.tip</comment>
        <translation>该功率上限机柜的费用，不含电费</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default PUE</source>
        <comment>catalog.region.pue</comment>
        <translation>默认 PUE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VAT on hardware</source>
        <comment>catalog.region.vat_hardware</comment>
        <translation>硬件增值税</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VAT on services</source>
        <comment>catalog.region.vat_services</comment>
        <translation>服务增值税</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VAT recoverable</source>
        <comment>catalog.region.vat_recoverable</comment>
        <translation>增值税可抵扣</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether a business gets the VAT it pays back, so that it is no cost</source>
        <comment>catalog.region.vat_recoverable.tip</comment>
        <translation>企业能否抵扣所付的增值税，从而不计为成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ops engineer per year</source>
        <comment>catalog.region.ops</comment>
        <translation>运维工程师年成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One full-time operations engineer for a year, fully loaded</source>
        <comment>catalog.region.ops.tip</comment>
        <translation>一名全职运维工程师一年的全部成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Provider</source>
        <comment>catalog.offering.provider</comment>
        <translation>服务商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs per server</source>
        <comment>catalog.offering.gpus_per_server</comment>
        <translation>每台服务器 GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bare metal</source>
        <comment>catalog.offering.bare_metal</comment>
        <translation>裸金属</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Provider class</source>
        <comment>catalog.offering.class</comment>
        <translation>提供商类别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hyperscaler cloud, GPU cloud, marketplace of third-party hosts, or an IDC renting whole servers: the class decides the price level, the service and the risk</source>
        <comment>catalog.offering.class.tip</comment>
        <translation>大型公有云、GPU 云、第三方主机的算力市场，或出租整机的 IDC：类别决定价格水平、服务和风险</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interruptible</source>
        <comment>catalog.offering.interruptible</comment>
        <translation>可被中断</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host may stop the machine (spot, community hosts)</source>
        <comment>catalog.offering.interruptible.tip</comment>
        <translation>主机方可能停止机器（竞价实例、社区主机）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Billed per</source>
        <comment>catalog.offering.billing</comment>
        <translation>计费单位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster network</source>
        <comment>catalog.offering.cluster_network</comment>
        <translation>集群网络</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The network between the offering&apos;s servers as its source states it: a build of several nodes is rented only from an offering whose network carries what its estimate assumes</source>
        <comment>catalog.offering.cluster_network.tip</comment>
        <translation>来源所声明的该报价服务器之间的网络：多节点配置只会租用网络能承载其估算所假设带宽的报价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none stated</source>
        <comment>catalog.offering.cluster_network.none</comment>
        <translation>未声明</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gbps} Gb/s {kind} per server</source>
        <comment>catalog.offering.cluster_network.value</comment>
        <translation>每台服务器 {gbps} Gb/s {kind}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>InfiniBand</source>
        <comment>cluster_network.infiniband</comment>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RoCE</source>
        <comment>cluster_network.roce</comment>
        <translation>RoCE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EFA</source>
        <comment>cluster_network.efa</comment>
        <translation>EFA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TCP</source>
        <comment>cluster_network.tcp</comment>
        <translation>TCP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Service</source>
        <comment>catalog.offering.service</comment>
        <translation>服务</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hyperscaler cloud</source>
        <comment>provider_class.hyperscaler</comment>
        <translation>大型公有云</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU cloud</source>
        <comment>provider_class.gpu_cloud</comment>
        <translation>GPU 云</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marketplace</source>
        <comment>provider_class.marketplace</comment>
        <translation>算力市场</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bare-metal rental (IDC)</source>
        <comment>provider_class.baremetal_idc</comment>
        <translation>裸金属租赁（IDC）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second</source>
        <comment>billing_unit.second</comment>
        <translation>秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>minute</source>
        <comment>billing_unit.minute</comment>
        <translation>分钟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hour</source>
        <comment>billing_unit.hour</comment>
        <translation>小时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>month</source>
        <comment>billing_unit.month</comment>
        <translation>月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On demand</source>
        <comment>catalog.term.on_demand</comment>
        <translation>按需</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot</source>
        <comment>catalog.term.spot</comment>
        <translation>竞价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monthly</source>
        <comment>catalog.term.monthly</comment>
        <translation>包月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserved 1 year</source>
        <comment>catalog.term.reserved_1y</comment>
        <translation>预留 1 年</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserved 3 years</source>
        <comment>catalog.term.reserved_3y</comment>
        <translation>预留 3 年</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>/GPU-h</source>
        <comment>catalog.unit.per_gpu_hour</comment>
        <translation>/GPU·时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>/server-month</source>
        <comment>catalog.unit.per_server_month</comment>
        <translation>/台·月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Units per US dollar</source>
        <comment>catalog.fx.per_usd</comment>
        <translation>每美元兑换</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Units of this currency one US dollar buys, on the date given</source>
        <comment>catalog.fx.per_usd.tip</comment>
        <translation>在所注日期 1 美元可兑换的该货币数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <comment>catalog.model.name</comment>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters (B)</source>
        <comment>catalog.model.params</comment>
        <translation>参数量 (B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Active (B)</source>
        <comment>catalog.model.active_params</comment>
        <translation>激活参数 (B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters used for each token: fewer than the total in a mixture of experts</source>
        <comment>catalog.model.active_params.tip</comment>
        <translation>每个 token 实际使用的参数量：混合专家模型少于总参数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers</source>
        <comment>catalog.model.layers</comment>
        <translation>层数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden size</source>
        <comment>catalog.model.hidden</comment>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads</source>
        <comment>catalog.model.heads</comment>
        <translation>注意力头</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV heads</source>
        <comment>catalog.model.kv_heads</comment>
        <translation>KV 头</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention</source>
        <comment>catalog.model.attention</comment>
        <translation>注意力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV elements per token and layer</source>
        <comment>catalog.model.kv_cache_elements</comment>
        <translation>每 token 每层 KV 元素</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What one token keeps in the KV cache per layer: 2 × KV heads × head dimension, or for MLA the compressed latent plus the RoPE key (DeepSeek-V3: 512 + 64).</source>
        <comment>catalog.model.kv_cache_elements.tip</comment>
        <translation>每个 token 在每层 KV 缓存中保存的内容：2 × KV 头数 × 头维度；MLA 则为压缩潜向量加 RoPE 键（DeepSeek-V3：512 + 64）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max sequence</source>
        <comment>catalog.model.max_sequence</comment>
        <translation>最大序列长度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FFN hidden size</source>
        <comment>catalog.model.ffn_hidden</comment>
        <translation>FFN 隐藏维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vocabulary</source>
        <comment>catalog.model.vocab</comment>
        <translation>词表大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GFLOPs per sample</source>
        <comment>catalog.model.gflops</comment>
        <translation>每样本 GFLOPs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward pass of one image, for CNNs and vision transformers</source>
        <comment>catalog.model.gflops.tip</comment>
        <translation>单张图像前向计算一次的计算量，适用于 CNN 和视觉 Transformer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price per card</source>
        <comment>catalog.priced.per_card</comment>
        <translation>每卡价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price per CPU</source>
        <comment>catalog.priced.per_cpu</comment>
        <translation>每颗 CPU 价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price per module</source>
        <comment>catalog.priced.per_module</comment>
        <translation>每条价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price per drive</source>
        <comment>catalog.priced.per_drive</comment>
        <translation>每块价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price per adapter</source>
        <comment>catalog.priced.per_adapter</comment>
        <translation>每块网卡价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost per port (switch share)</source>
        <comment>catalog.priced.per_port</comment>
        <translation>每端口成本（交换机分摊）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base price (no GPUs, CPUs, memory or drives)</source>
        <comment>catalog.priced.platform</comment>
        <translation>基础价格（不含 GPU、CPU、内存和硬盘）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capex per kW of IT load</source>
        <comment>catalog.priced.cooling_capex</comment>
        <translation>每 kW IT 负载的建设投入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In-rack capex per kW of IT load</source>
        <comment>catalog.priced.cooling_in_rack</comment>
        <translation>机柜内冷却投资/kW IT 负载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colocation per cabinet-month</source>
        <comment>catalog.priced.colocation_cabinet</comment>
        <translation>托管费/机柜·月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes</source>
        <comment>catalog.value.yes</comment>
        <translation>是</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No</source>
        <comment>catalog.value.no</comment>
        <translation>否</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>n/a</source>
        <comment>catalog.value.not_available</comment>
        <translation>无</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <comment>catalog.value.none</comment>
        <translation>无</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any</source>
        <comment>catalog.value.any</comment>
        <translation>任意</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any of its form factors</source>
        <comment>catalog.value.any_form_factor</comment>
        <translation>其外形规格内任意</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown</source>
        <comment>catalog.value.unknown</comment>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No region</source>
        <comment>catalog.value.no_region</comment>
        <translation>未选地区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Consumer</source>
        <comment>catalog.class.consumer</comment>
        <translation>消费级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workstation</source>
        <comment>catalog.class.workstation</comment>
        <translation>工作站级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data centre</source>
        <comment>catalog.class.datacenter</comment>
        <translation>数据中心级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe card</source>
        <comment>catalog.form.pcie</comment>
        <translation>PCIe 卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SXM</source>
        <comment>catalog.form.sxm</comment>
        <translation>SXM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OAM</source>
        <comment>catalog.form.oam</comment>
        <translation>OAM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Module</source>
        <comment>catalog.form.module</comment>
        <translation>模组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Available</source>
        <comment>catalog.market.available</comment>
        <translation>可购买</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Licence required</source>
        <comment>catalog.market.licence_required</comment>
        <translation>需出口许可</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Barred</source>
        <comment>catalog.market.barred</comment>
        <translation>禁止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Licence presumed denied</source>
        <comment>catalog.market.presumption_of_denial</comment>
        <translation>出口许可推定拒绝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not sold</source>
        <comment>catalog.market.not_sold</comment>
        <translation>未销售</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ethernet</source>
        <comment>catalog.technology.ethernet</comment>
        <translation>以太网</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RoCE</source>
        <comment>catalog.technology.roce</comment>
        <translation>RoCE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>InfiniBand</source>
        <comment>catalog.technology.infiniband</comment>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decoder LM</source>
        <comment>catalog.architecture.decoder</comment>
        <translation>解码器语言模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixture of experts</source>
        <comment>catalog.architecture.moe</comment>
        <translation>混合专家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoder</source>
        <comment>catalog.architecture.encoder</comment>
        <translation>编码器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CNN</source>
        <comment>catalog.architecture.cnn</comment>
        <translation>CNN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vision transformer</source>
        <comment>catalog.architecture.vit</comment>
        <translation>视觉 Transformer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gb} GB {type}</source>
        <comment>catalog.format.gpu_memory</comment>
        <translation>{gb} GB {type}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DDR{gen}</source>
        <comment>catalog.format.ddr</comment>
        <translation>DDR{gen}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DDR{gen}-{speed}</source>
        <comment>catalog.format.ddr_speed</comment>
        <translation>DDR{gen}-{speed}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gen{gen} x{lanes}</source>
        <comment>catalog.format.pcie_link</comment>
        <translation>Gen{gen} x{lanes}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} × {watts} W (N+{redundant})</source>
        <comment>catalog.format.psu</comment>
        <translation>{count} × {watts} W（N+{redundant}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{units}U</source>
        <comment>catalog.format.rack_units</comment>
        <translation>{units}U</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{market}: {status}</source>
        <comment>catalog.format.market_status</comment>
        <translation>{market}: {status}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{market}: {rule} (since {since})</source>
        <comment>catalog.format.market_rule</comment>
        <translation>{market}：{rule}（自 {since} 起）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{provider} {gpu} in {region}</source>
        <comment>catalog.format.offering_name</comment>
        <translation>{provider} {gpu}（{region}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deployment checklist: {scenario}</source>
        <comment>deploy.title</comment>
        <translation>部署清单：{scenario}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do each step on every node unless it says otherwise, and run its check before the next step. Commands assume Ubuntu Server and sudo; files named here are in this folder. CHANGE-ME marks what only you know (host names, interfaces).</source>
        <comment>deploy.intro</comment>
        <translation>除非另有说明，每一步都要在每个节点上执行，并在进行下一步之前运行该步的检查。命令假定使用 Ubuntu Server 和 sudo；文中提到的文件都在本文件夹中。CHANGE-ME 标出只有你知道的内容（主机名、网卡接口）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check: {what}</source>
        <comment>deploy.check</comment>
        <translation>检查：{what}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Versions and sources</source>
        <comment>deploy.versions</comment>
        <translation>版本与来源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install Ubuntu Server {ubuntu} LTS and update it</source>
        <comment>deploy.step.os</comment>
        <translation>安装 Ubuntu Server {ubuntu} LTS 并更新</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the release is Ubuntu {ubuntu} and the kernel is the one the driver packages are built for.</source>
        <comment>deploy.check.os</comment>
        <translation>系统版本为 Ubuntu {ubuntu}，内核正是驱动包所适配的内核。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install the NVIDIA driver, branch {branch}</source>
        <comment>deploy.step.driver</comment>
        <translation>安装 NVIDIA 驱动，{branch} 分支</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all {gpus} GPUs are listed, and every one reports a {branch}.x driver.</source>
        <comment>deploy.check.driver</comment>
        <translation>列出全部 {gpus} 块 GPU，且每块都报告 {branch}.x 驱动。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the NVSwitch fabric manager (same version as the driver, {branch})</source>
        <comment>deploy.step.fabric_manager</comment>
        <translation>启动 NVSwitch Fabric Manager（与驱动同一版本，{branch}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the fabric state is Completed; without it the GPUs of an NVSwitch board cannot run CUDA.</source>
        <comment>deploy.check.fabric_manager</comment>
        <translation>Fabric 状态为 Completed；否则 NVSwitch 主板上的 GPU 无法运行 CUDA。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the driver loaded between jobs (persistence daemon)</source>
        <comment>deploy.step.persistence</comment>
        <translation>让驱动在作业之间保持加载（持久化守护进程）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Persistence Mode reads Enabled for every GPU.</source>
        <comment>deploy.check.persistence</comment>
        <translation>每块 GPU 的 Persistence Mode 都显示 Enabled。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install Docker and the NVIDIA Container Toolkit</source>
        <comment>deploy.step.container_toolkit</comment>
        <translation>安装 Docker 和 NVIDIA Container Toolkit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a plain container lists the same GPUs as the host.</source>
        <comment>deploy.check.container_toolkit</comment>
        <translation>普通容器里列出的 GPU 与主机上相同。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pull the framework container {image}</source>
        <comment>deploy.step.container</comment>
        <translation>拉取框架容器 {image}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PyTorch starts inside it and sees {gpus} GPUs.</source>
        <comment>deploy.check.container</comment>
        <translation>PyTorch 能在容器内启动，并看到 {gpus} 块 GPU。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Or, without a container: PyTorch {pytorch} from its {variant} wheels</source>
        <comment>deploy.step.pytorch_wheel</comment>
        <translation>或者不用容器：从 {variant} wheel 安装 PyTorch {pytorch}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it prints PyTorch {pytorch}, CUDA {cuda} and {gpus} GPUs.</source>
        <comment>deploy.check.pytorch_wheel</comment>
        <translation>输出 PyTorch {pytorch}、CUDA {cuda} 和 {gpus} 块 GPU。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install DOCA-OFED and load GPUDirect RDMA (nvidia-peermem)</source>
        <comment>deploy.step.rdma</comment>
        <translation>安装 DOCA-OFED 并加载 GPUDirect RDMA（nvidia-peermem）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every RDMA port is PORT_ACTIVE and the nvidia_peermem module is loaded.</source>
        <comment>deploy.check.rdma</comment>
        <translation>每个 RDMA 端口都是 PORT_ACTIVE，且已加载 nvidia_peermem 模块。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the RoCE network lossless (PFC and ECN on the RoCE priority)</source>
        <comment>deploy.step.roce</comment>
        <translation>让 RoCE 网络无损（在 RoCE 优先级上启用 PFC 和 ECN）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PFC is enabled on the RoCE priority, on every node and switch port.</source>
        <comment>deploy.check.roce</comment>
        <translation>每个节点和交换机端口都在 RoCE 优先级上启用了 PFC。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install munge and Slurm, and copy slurm.conf, gres.conf and cgroup.conf</source>
        <comment>deploy.step.slurm</comment>
        <translation>安装 munge 和 Slurm，并复制 slurm.conf、gres.conf 和 cgroup.conf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sinfo lists {nodes} nodes idle, and a job on all of them sees their accelerators.</source>
        <comment>deploy.check.slurm</comment>
        <translation>sinfo 列出 {nodes} 个空闲节点，在所有节点上运行的作业都能看到各自的加速卡。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run a first all-reduce across every node</source>
        <comment>deploy.step.nccl_test</comment>
        <translation>在所有节点上运行第一次 all-reduce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no wrong results (Out of bounds values: 0), and the bus bandwidth at the largest size approaches the link speed.</source>
        <comment>deploy.check.nccl_test</comment>
        <translation>没有错误结果（Out of bounds values: 0），且最大消息尺寸下的总线带宽接近链路速率。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the GPUs: nvtop, nvidia-smi pmon and the DCGM exporter</source>
        <comment>deploy.step.monitoring</comment>
        <translation>监控 GPU：nvtop、nvidia-smi pmon 和 DCGM exporter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>utilisation is reported for each accelerator.</source>
        <comment>deploy.check.monitoring</comment>
        <translation>每块加速卡都报告了利用率。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install a supported OS (Ubuntu 22.04, openEuler or Kylin) and update it</source>
        <comment>deploy.step.ascend_os</comment>
        <translation>安装受支持的操作系统（Ubuntu 22.04、openEuler 或麒麟）并更新</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install the Ascend NPU driver and firmware ({hdk})</source>
        <comment>deploy.step.ascend_driver</comment>
        <translation>安装昇腾 NPU 驱动和固件（{hdk}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every accelerator is listed with its health OK.</source>
        <comment>deploy.check.ascend_driver</comment>
        <translation>列出每块加速卡，且健康状态为 OK。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install the CANN toolkit {cann}</source>
        <comment>deploy.step.cann</comment>
        <translation>安装 CANN 工具包 {cann}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the environment loads and the devices are listed.</source>
        <comment>deploy.check.cann</comment>
        <translation>环境变量可以加载，且能列出设备。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install PyTorch {pytorch} with torch_npu {torchNpu}</source>
        <comment>deploy.step.torch_npu</comment>
        <translation>安装 PyTorch {pytorch} 和 torch_npu {torchNpu}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PyTorch sees every accelerator of the node.</source>
        <comment>deploy.check.torch_npu</comment>
        <translation>PyTorch 能看到本节点的每块加速卡。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build HCCL&apos;s collective test and run an all-reduce</source>
        <comment>deploy.step.hccl_test</comment>
        <translation>编译 HCCL 集合通信测试并运行 all-reduce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the NPUs with npu-smi</source>
        <comment>deploy.step.ascend_monitoring</comment>
        <translation>用 npu-smi 监控 NPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install the Cambricon MLU driver {driver}</source>
        <comment>deploy.step.cambricon_driver</comment>
        <translation>安装寒武纪 MLU 驱动 {driver}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install Neuware ({neuware}) and torch_mlu {torchMlu}</source>
        <comment>deploy.step.neuware</comment>
        <translation>安装 Neuware（{neuware}）和 torch_mlu {torchMlu}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{group}: {nodes} × {platform}</source>
        <comment>drawing.node.title</comment>
        <translation>{group}：{nodes} × {platform}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node group {n}</source>
        <comment>drawing.node.unnamed</comment>
        <translation>节点组 {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} × {gpu}</source>
        <comment>drawing.gpu.label</comment>
        <translation>{count} × {gpu}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{link} · {gbs} GB/s per GPU</source>
        <comment>drawing.gpu.domain</comment>
        <translation>{link} · 每 GPU {gbs} GB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No GPU-to-GPU link</source>
        <comment>drawing.gpu.domain_none</comment>
        <translation>无 GPU 间互联</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gb} GB</source>
        <comment>drawing.gpu.chip</comment>
        <translation>{gb} GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} × {gpu}, {gb} GB each ({vram} GB per node).
Link domains: {domains} × {domain} GPUs joined by {link} at {gbs} GB/s per GPU (both directions). Traffic between domains goes over PCIe.</source>
        <comment>drawing.gpu.detail</comment>
        <translation>{count} × {gpu}，每块 {gb} GB（每节点 {vram} GB）。
互联域：{domains} 个，每个 {domain} 块 GPU，由 {link} 连接，每 GPU {gbs} GB/s（双向）。域之间的通信走 PCIe。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} × {gpu}, {gb} GB each ({vram} GB per node).
No GPU-to-GPU link: every transfer between GPUs goes over PCIe and the CPUs.</source>
        <comment>drawing.gpu.detail_none</comment>
        <translation>{count} × {gpu}，每块 {gb} GB（每节点 {vram} GB）。
无 GPU 间互联：GPU 之间的每次传输都经过 PCIe 和 CPU。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU {n}</source>
        <comment>drawing.gpu.name</comment>
        <translation>GPU {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU {n} of {count}, link domain {domain}</source>
        <comment>drawing.gpu.one</comment>
        <translation>GPU {n}/{count}，互联域 {domain}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{sockets} × {cores} cores</source>
        <comment>drawing.cpu.label</comment>
        <translation>{sockets} × {cores} 核</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU {n} · {cores} cores</source>
        <comment>drawing.cpu.socket</comment>
        <translation>CPU {n} · {cores} 核</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU {n}</source>
        <comment>drawing.cpu.name</comment>
        <translation>CPU {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{cores} cores</source>
        <comment>drawing.cpu.cores</comment>
        <translation>{cores} 核</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{sockets} × {cpu}: {cores} cores each, {total} per node ({perGpu} per GPU), {channels} memory channels each.</source>
        <comment>drawing.cpu.detail</comment>
        <translation>{sockets} × {cpu}：每颗 {cores} 核，每节点 {total} 核（每 GPU {perGpu} 核），每颗 {channels} 个内存通道。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{dimms} × {dimmGB} GB on {channels} channels · {ram} GB</source>
        <comment>drawing.memory.label</comment>
        <translation>{dimms} × {dimmGB} GB，{channels} 个通道 · {ram} GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{dimms} × {memory} on {channels} memory channels, {least} on every channel: full bandwidth.
{ram} GB per node, {ratio}× the node&apos;s VRAM.</source>
        <comment>drawing.memory.detail</comment>
        <translation>{dimms} × {memory}，分布在 {channels} 个内存通道上，每个通道 {least} 条：带宽全开。
每节点 {ram} GB，为节点显存的 {ratio} 倍。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{dimms} × {memory} on {channels} memory channels: channels hold {least} to {most} DIMMs, so the fullest set the pace and bandwidth drops.
{ram} GB per node, {ratio}× the node&apos;s VRAM.</source>
        <comment>drawing.memory.detail_uneven</comment>
        <translation>{dimms} × {memory}，分布在 {channels} 个内存通道上：各通道插 {least} 到 {most} 条，最满的通道决定节奏，带宽下降。
每节点 {ram} GB，为节点显存的 {ratio} 倍。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{dimms} × {memory}: {ram} GB per node, {ratio}× the node&apos;s VRAM.</source>
        <comment>drawing.memory.detail_no_cpu</comment>
        <translation>{dimms} × {memory}：每节点 {ram} GB，为节点显存的 {ratio} 倍。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe: {need} of {have} lanes</source>
        <comment>drawing.pcie.label</comment>
        <translation>PCIe：已用 {need} / {have} 条通道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe: {need} lanes</source>
        <comment>drawing.pcie.label_unknown</comment>
        <translation>PCIe：需 {need} 条通道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lanes needed: GPUs {gpus} + NICs {nics} + NVMe {nvme} = {need}.
Available: {platformLanes} of the platform + {switches} PCIe switches × {perSwitch} = {have}.</source>
        <comment>drawing.pcie.detail</comment>
        <translation>所需通道：GPU {gpus} + 网卡 {nics} + NVMe {nvme} = {need}。
可用：平台 {platformLanes} + {switches} 个 PCIe 交换芯片 × {perSwitch} = {have}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lanes needed: GPUs {gpus} + NICs {nics} + NVMe {nvme} = {need}.
The platform states no lane budget.</source>
        <comment>drawing.pcie.detail_unknown</comment>
        <translation>所需通道：GPU {gpus} + 网卡 {nics} + NVMe {nvme} = {need}。
平台未标明通道预算。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} × {tb} TB {layout} · {usable} TB · {read} GB/s</source>
        <comment>drawing.nvme.label</comment>
        <translation>{count} × {tb} TB {layout} · {usable} TB · {read} GB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} × {nvme} in {layout}: {usable} TB usable, {read} GB/s sequential read for the node.</source>
        <comment>drawing.nvme.detail</comment>
        <translation>{count} × {nvme}，{layout}：可用 {usable} TB，节点顺序读 {read} GB/s。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No NVMe drives</source>
        <comment>drawing.nvme.none</comment>
        <translation>无 NVMe 硬盘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} × {gbps} Gb/s · {total} Gb/s to the fabric</source>
        <comment>drawing.nic.label</comment>
        <translation>{count} × {gbps} Gb/s · 到网络 {total} Gb/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} × {ports} × {gbps} Gb/s · {total} Gb/s to the fabric</source>
        <comment>drawing.nic.label_ports</comment>
        <translation>{count} × {ports} × {gbps} Gb/s · 到网络 {total} Gb/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} × {nic} ({ports} × {gbps} Gb/s each): {total} Gb/s per node to the fabric, {perGpu} Gb/s per GPU.</source>
        <comment>drawing.nic.detail</comment>
        <translation>{count} × {nic}（每块 {ports} × {gbps} Gb/s）：每节点到网络 {total} Gb/s，每 GPU {perGpu} Gb/s。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No scale-out NIC</source>
        <comment>drawing.nic.none</comment>
        <translation>无横向扩展网卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fabric</source>
        <comment>drawing.fabric</comment>
        <translation>网络</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} × {kw} kW PSU · peak {peak} kW</source>
        <comment>drawing.psu.label</comment>
        <translation>{count} × {kw} kW 电源 · 峰值 {peak} kW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power supplies not stated</source>
        <comment>drawing.psu.label_unknown</comment>
        <translation>未标明电源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} × {kw} kW power supplies, {redundant} of them redundant: {usable} kW without those, against the node&apos;s peak of {peak} kW ({share}%).</source>
        <comment>drawing.psu.detail</comment>
        <translation>{count} × {kw} kW 电源，其中 {redundant} 个冗余：不计冗余 {usable} kW，节点峰值 {peak} kW（{share}%）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Racks: {racks}, cooling limit {limit} kW each</source>
        <comment>drawing.racks.title</comment>
        <translation>机柜：{racks} 个，每柜散热上限 {limit} kW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Racks: {racks}</source>
        <comment>drawing.racks.title_no_limit</comment>
        <translation>机柜：{racks} 个</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rack {n}</source>
        <comment>drawing.rack.name</comment>
        <translation>机柜 {n}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{kw} / {limit} kW</source>
        <comment>drawing.rack.label</comment>
        <translation>{kw} / {limit} kW</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{kw} kW</source>
        <comment>drawing.rack.label_no_limit</comment>
        <translation>{kw} kW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rack {n}: {nodes} × {group} in {units} of {usable} U; {kw} kW of IT load against the {limit} kW that {cooling} removes from one rack.</source>
        <comment>drawing.rack.detail</comment>
        <translation>机柜 {n}：{nodes} × {group}，占 {units}/{usable} U；IT 负载 {kw} kW，{cooling} 每柜可散热 {limit} kW。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rack {n}: {nodes} × {group} in {units} of {usable} U; {kw} kW of IT load is more than the {limit} kW that {cooling} removes from one rack.</source>
        <comment>drawing.rack.detail_over</comment>
        <translation>机柜 {n}：{nodes} × {group}，占 {units}/{usable} U；IT 负载 {kw} kW，超过 {cooling} 每柜可散热的 {limit} kW。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rack {n}: {nodes} × {group} in {units} of {usable} U; {kw} kW of IT load (the cooling method states no limit).</source>
        <comment>drawing.rack.detail_no_limit</comment>
        <translation>机柜 {n}：{nodes} × {group}，占 {units}/{usable} U；IT 负载 {kw} kW（散热方式未标明上限）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+ {count} more racks</source>
        <comment>drawing.rack.more</comment>
        <translation>另有 {count} 个机柜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node {n}</source>
        <comment>drawing.rack.node</comment>
        <translation>节点 {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RAM to VRAM ratio</source>
        <comment>lesson.ram-to-vram.title</comment>
        <translation>内存与显存之比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 × H100 with 512 GB of RAM</source>
        <comment>lesson.ram-to-vram.scenario</comment>
        <translation>8 × H100，512 GB 内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server has {gpus} × {gpuGB} GB = {vram} GB of GPU memory but {dimms} × {dimmGB} GB = {ram} GB of system RAM: {ratio}×. The findings list shows the error &quot;RAM ({ram} GB) is smaller than VRAM ({vram} GB)&quot;; the Build page shows the RAM/VRAM ratio.</source>
        <comment>lesson.ram-to-vram.look</comment>
        <translation>这台服务器有 {gpus} × {gpuGB} GB = {vram} GB 显存，系统内存却只有 {dimms} × {dimmGB} GB = {ram} GB：{ratio} 倍。检查结果列表显示错误“内存（{ram} GB）小于显存（{vram} GB）”；配置页显示内存/显存比。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>RAM becomes {ramAfter} GB, {ratioAfter}× the VRAM, and the RAM finding disappears. Buying costs about {buyDelta} more over three years ({buyBefore} → {buyAfter}): {deltaPct}% of the total.</source>
        <comment>lesson.ram-to-vram.after</comment>
        <translation>内存变为 {ramAfter} GB，是显存的 {ratioAfter} 倍，内存检查结果随之消失。三年内购买约多花 {buyDelta}（{buyBefore} → {buyAfter}）：占总额的 {deltaPct}%。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Eight L40S cards share PCIe switches and have no GPU link. The findings list warns &quot;8 GPUs per node over PCIe: scaling past 4 is poor&quot; with an estimated MFU of {mfu}%; the read-out shows about {hours} hours per run.</source>
        <comment>lesson.pcie-vs-nvlink.look</comment>
        <translation>八张 L40S 共用 PCIe 交换芯片，没有 GPU 互联。检查结果列表警告“每节点 8 个 GPU 走 PCIe：超过 4 个后扩展性差”，估计 MFU 为 {mfu}%；读数显示每次训练约 {hours} 小时。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The scaling warning disappears; MFU rises to {mfuAfter}% and a run takes about {hoursAfter} hours instead of {hours}. Buying costs {buyAfter} instead of {buyBefore}, and renting the same work costs more too: compare the cost per run on the Costs page.</source>
        <comment>lesson.pcie-vs-nvlink.after</comment>
        <translation>扩展性警告消失；MFU 升至 {mfuAfter}%，每次训练约 {hoursAfter} 小时而不是 {hours} 小时。购买成本为 {buyAfter} 而不是 {buyBefore}，租用同样的工作量也更贵：请在成本页比较每次训练的成本。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four GeForce RTX 5090 cards serve Llama 3.1 8B from a rack server. The findings list warns that a consumer card has no ECC, no P2P/NVLink and no data-centre licence; the cards are cheap (hardware about {hardware} of the three-year cost).</source>
        <comment>lesson.consumer-cards.look</comment>
        <translation>四张 GeForce RTX 5090 在机架服务器里为 Llama 3.1 8B 提供推理。检查结果列表警告消费级显卡没有 ECC、没有 P2P/NVLink、没有数据中心许可；显卡很便宜（三年成本中硬件约 {hardware}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The consumer-card warning disappears. Hardware rises to about {hardwareAfter} and buying to {buyAfter} over three years (from {buyBefore}); the cheapest way to get the same work becomes: {cheapestAfter}.</source>
        <comment>lesson.consumer-cards.after</comment>
        <translation>消费级显卡警告消失。三年内硬件升至约 {hardwareAfter}，购买升至 {buyAfter}（原为 {buyBefore}）；获得同样工作量最便宜的方式变为：{cheapestAfter}。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The export error disappears: Singapore may buy the H100. Buying costs {buyAfter} there instead of {buyBefore} (power at {tariffAfter} per kWh with PUE {pueAfter}); see the Regions chart for every region side by side.</source>
        <comment>lesson.export-rules.after</comment>
        <translation>出口错误消失：新加坡可以购买 H100。在那里购买成本为 {buyAfter} 而不是 {buyBefore}（电价每千瓦时 {tariffAfter}，PUE {pueAfter}）；在地区图表中可并排查看所有地区。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Six HGX B200 servers draw about {nodeKw} kW each, {itKw} kW in all. Air cooling carries about {rackLimit} kW per rack, so only {perRack} servers fit in a rack: the note &quot;{racks} racks needed: power, not space, sets the count&quot;. The site needs {facilityKw} kW at the meter (PUE {pue}).</source>
        <comment>lesson.rack-cooling.look</comment>
        <translation>六台 HGX B200 服务器每台约 {nodeKw} kW，共 {itKw} kW。风冷每个机柜约能带走 {rackLimit} kW，所以一个机柜只能放 {perRack} 台：提示“需要 {racks} 个机柜：机柜数由功耗而非空间决定”。场地计量处需要 {facilityKw} kW（PUE {pue}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heat, not space, fills a GPU rack: air moves about {rackLimit} kW out of a rack, direct liquid cooling about {rackLimitAfter} kW, and liquid also needs far less fan and chiller power. A 1 kW Blackwell GPU is built for liquid; on air the racks stay half empty and the facility pays for moving air.</source>
        <comment>lesson.rack-cooling.why</comment>
        <translation>决定 GPU 机柜装多少的是散热而不是空间：风冷每柜约 {rackLimit} kW，直接液冷约 {rackLimitAfter} kW，而且液冷所需的风扇和冷机功率少得多。1 kW 的 Blackwell GPU 就是为液冷设计的；用风冷时机柜半空，设施还要为吹风付电费。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Space sets the count again: {racksAfter} racks, and the rack note disappears. The PUE falls to {pueAfter}, the site needs {facilityKwAfter} kW, and three years of electricity cost {powerAfter} instead of {powerBefore}; the cooling plant costs more up front, so buying rises a little ({buyBefore} → {buyAfter}).</source>
        <comment>lesson.rack-cooling.after</comment>
        <translation>机柜数重新由空间决定：{racksAfter} 个机柜，机柜提示消失。PUE 降至 {pueAfter}，场地需要 {facilityKwAfter} kW，三年电费为 {powerAfter} 而不是 {powerBefore}；冷却设备前期更贵，所以购买成本略升（{buyBefore} → {buyAfter}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One 8-GPU A100 80GB server at 70% utilisation over 36 months in Shenzhen. The Costs page shows the break-even rental price, about {breakEven} per GPU-hour: renting for less than that beats buying. The hyperscaler lists the A100 at {onDemand}, so buying is recommended and saves about {saving} of NPV.</source>
        <comment>lesson.rent-by-class.look</comment>
        <translation>一台 8 卡 A100 80GB 服务器，在深圳以 70% 利用率使用 36 个月。成本页显示盈亏平衡租价，约每 GPU 小时 {breakEven}：租价低于它，租用就比购买划算。超大规模云的 A100 标价 {onDemand}，因此推荐购买，净现值约省 {saving}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The answer flips: the cheapest marketplace offering ({offeringGpu} hosts, {marketPrice} per A100-hour of work) is below the break-even price, so renting on demand is recommended, about {savingAfter} below buying.</source>
        <comment>lesson.rent-by-class.after</comment>
        <translation>答案翻转：最便宜的算力市场报价（{offeringGpu} 主机，每 A100 小时工作量 {marketPrice}）低于盈亏平衡租价，因此推荐按需租用，比购买约低 {savingAfter}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two HGX H20 servers in Shenzhen draw {itKw} kW. Power costs {tariff} per kWh at a PUE of {pue}: about {power} of electricity over three years, and buying costs {buy} in all. Open the breakdown chart on the Costs page.</source>
        <comment>lesson.power-by-region.look</comment>
        <translation>深圳的两台 HGX H20 服务器功耗 {itKw} kW。电价每千瓦时 {tariff}，PUE {pue}：三年电费约 {power}，购买总成本 {buy}。请打开成本页的构成图。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A GPU server draws its power around the clock for years, and the facility adds its PUE on top. Inland provinces with cheap power and a cool climate (Inner Mongolia: {tariffAfter} per kWh, PUE {pueAfter}) halve that line; colocation and staff are cheaper there too, while rentals cost the same wherever you sit.</source>
        <comment>lesson.power-by-region.why</comment>
        <translation>GPU 服务器常年昼夜不停地耗电，设施还要再乘上 PUE。电价低、气候凉爽的内陆省份（内蒙古：每千瓦时 {tariffAfter}，PUE {pueAfter}）能把这一项减半；那里的托管和人员也更便宜，而租用的价格与你身在何处无关。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Full fine-tuning of Llama 3.1 8B on 8 × H100 80 GB with plain data parallelism: every GPU keeps the whole training state, 16 bytes per parameter. The findings list shows &quot;{perGpu} GB needed per GPU&quot; against {gpuGB} GB; the read-out lists weights, gradients and optimizer states.</source>
        <comment>lesson.zero-stages.look</comment>
        <translation>在 8 × H100 80 GB 上用纯数据并行全量微调 Llama 3.1 8B：每个 GPU 都保存完整的训练状态，每个参数 16 字节。检查结果列表显示“每块 GPU 需要 {perGpu} GB”，而显存只有 {gpuGB} GB；读数列出权重、梯度和优化器状态。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AdamW keeps 2 bytes of BF16 weights, 2 of gradients and 12 of FP32 master weights and moments per parameter. DeepSpeed ZeRO shards them over the data-parallel GPUs: stage 1 the optimizer states ({stage1} GB here of {gpuGB} GB), stage 2 also the gradients ({stage2} GB), stage 3 also the weights, at the cost of more network traffic.</source>
        <comment>lesson.zero-stages.why</comment>
        <translation>AdamW 每个参数保存 2 字节 BF16 权重、2 字节梯度以及 12 字节 FP32 主权重和动量。DeepSpeed ZeRO 把它们分片到数据并行的各 GPU 上：阶段 1 分片优化器状态（此处 {stage1} GB，显存 {gpuGB} GB），阶段 2 再分片梯度（{stage2} GB），阶段 3 再分片权重，代价是更多的网络通信。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each GPU needs {perGpuAfter} GB and the memory error disappears: the same eight GPUs now train the model, with no extra hardware. Try stages 1 and 2 in the Workload panel to see the numbers above.</source>
        <comment>lesson.zero-stages.after</comment>
        <translation>每个 GPU 需要 {perGpuAfter} GB，显存错误消失：同样的八个 GPU 现在无需增加硬件就能训练这个模型。可在工作负载面板中试试阶段 1 和 2，看看上面的数字。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>fastest: {build}, {option}, {region}: {time} for {npv}</source>
        <comment>advise.why.fastest</comment>
        <translation>最快：{build}，{option}，{region}：{time}，{npv}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cheapest to finish within {time}: {build}, {option}, {region}, {npv}</source>
        <comment>advise.why.cheapest_within</comment>
        <translation>{time}内完成的方案中最便宜：{build}，{option}，{region}，{npv}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cheapest of all: {build}, {option}, {region}: {time} for {npv}</source>
        <comment>advise.why.cheapest</comment>
        <translation>全部中最便宜：{build}，{option}，{region}：{time}，{npv}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best: the cheapest within the {target}-day deadline: {build}, {option}, {region}: {time} for {npv}</source>
        <comment>advise.why.best_deadline</comment>
        <translation>推荐：{target} 天期限内最便宜：{build}，{option}，{region}：{time}，{npv}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best: the cheapest within the {target}-day deadline and the budget of {budget}: {build}, {option}, {region}: {time} for {npv}</source>
        <comment>advise.why.best_deadline_budget</comment>
        <translation>推荐：{target} 天期限内且不超过 {budget} 预算的最便宜方案：{build}，{option}，{region}：{time}，{npv}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best: the cheapest within the budget of {budget}: {build}, {option}, {region}: {time} for {npv}</source>
        <comment>advise.why.best_budget</comment>
        <translation>推荐：不超过 {budget} 预算的最便宜方案：{build}，{option}，{region}：{time}，{npv}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the cheapest to serve {tps} tokens/s or more: {build}, {option}, {region}, {npv}</source>
        <comment>advise.why.cheapest_at</comment>
        <translation>达到每秒 {tps} 个词元及以上的方案中最便宜：{build}，{option}，{region}，{npv}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no build finishes within {target} days: the fastest, {build}, {option}, {region}, takes {time} for {npv}</source>
        <comment>advise.problem.deadline</comment>
        <translation>没有配置能在 {target} 天内完成：最快的是 {build}，{option}，{region}，需要 {time}，{npv}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every build is costed for the plan&apos;s work: {runs} runs of the workload a month</source>
        <comment>advise.work.runs</comment>
        <translation>每个配置都按方案的工作量核算：每月运行该工作负载 {runs} 次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every build is costed for the plan&apos;s work: {runs} runs of the workload a month (the plan&apos;s own build has no estimate of a run to convert its utilisation from)</source>
        <comment>advise.work.runs_unestimated</comment>
        <translation>每个配置都按方案的工作量核算：每月运行该工作负载 {runs} 次（方案自身的配置没有单次运行的估算，无法按利用率换算）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every build is costed for the plan&apos;s work: {hours} GPU-hours of {gpu} a month ({source}), {runs} runs of the workload at {per_run} GPU-hours a run</source>
        <comment>advise.work.converted_runs</comment>
        <translation>每个配置都按方案的工作量核算：每月 {hours} 个 {gpu} GPU 时（{source}），即每次运行 {per_run} GPU 时、每月运行 {runs} 次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every build is costed for the plan&apos;s work: {tokens} billion tokens a month ({hours} GPU-hours of {gpu} a month, {source}, at {tps} tokens/s per GPU)</source>
        <comment>advise.work.tokens</comment>
        <translation>每个配置都按方案的工作量核算：每月 {tokens} 十亿个 token（每月 {hours} 个 {gpu} GPU 时，{source}，每块 GPU 每秒 {tps} 个 token）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{pct}% of {gpus} GPUs × 730 h</source>
        <comment>advise.work.flat</comment>
        <translation>{gpus} 块 GPU 的 {pct}% × 730 小时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on average over a ramp from {from}% to {to}% of {gpus} GPUs</source>
        <comment>advise.work.ramp</comment>
        <translation>{gpus} 块 GPU 的利用率从 {from}% 逐步升至 {to}% 的平均值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the plan&apos;s own build has no estimate of its throughput, so each build is costed at the plan&apos;s utilisation of its own GPUs: the builds do different amounts of work</source>
        <comment>advise.work.own_utilisation</comment>
        <translation>方案自身的配置没有吞吐量估算，因此每个配置都按方案的利用率乘以其自身 GPU 数核算：各配置完成的工作量不同</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{costed} of {considered} candidates (build × region × way to pay) costed in full; the others could not cost less than a faster build</source>
        <comment>advise.search_counts</comment>
        <translation>{considered} 个候选（配置 × 地区 × 付费方式）中完整核算了 {costed} 个；其余的成本不可能低于更快的配置</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Loading or saving a checkpoint, the data-loader workers, pinned transfer buffers and any CPU offload all live in RAM. Below 1× the node cannot hold one copy of what its GPUs hold; plan 2–3× (NVIDIA&apos;s DGX H100 has 2 TB for its 640 GB of HBM). RAM is cheap next to the GPUs.</source>
        <comment>lesson.ram-to-vram.why</comment>
        <translation>加载或保存检查点、数据加载进程、锁页传输缓冲区以及任何 CPU 卸载都在内存里。低于 1 倍时，节点连 GPU 所存内容的一份副本都放不下；应按 2–3 倍规划（NVIDIA DGX H100 为 640 GB HBM 配 2 TB 内存）。与 GPU 相比，内存很便宜。</translation>
    </message>
    <message>
        <location line="-543"/>
        <source>Cumulative cost in present value</source>
        <comment>quote.cumulative_cost</comment>
        <translation>现值累计成本</translation>
    </message>
    <message>
        <location line="+524"/>
        <source>Cabinets: {racks}, power cap {limit} kW each</source>
        <comment>drawing.racks.title_cabinet</comment>
        <translation>机柜：{racks} 个，每个限电 {limit} kW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cabinets: {racks} rented at {limit} kW, {spanning} for power only</source>
        <comment>drawing.racks.title_cabinets_spanning</comment>
        <translation>机柜：租用 {racks} 个，每个限电 {limit} kW，其中 {spanning} 个只供电</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cabinet {n}</source>
        <comment>drawing.rack.name_cabinet</comment>
        <translation>机柜 {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cabinets {n}–{last}</source>
        <comment>drawing.rack.name_cabinets</comment>
        <translation>机柜 {n}–{last}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{kw} / {cabinets} × {cap} kW</source>
        <comment>drawing.rack.label_cabinets</comment>
        <translation>{kw} / {cabinets} × {cap} kW</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cabinet {n}: {nodes} × {group} in {units} of {usable} U; {kw} kW of IT load against the colocation cabinet&apos;s power cap of {limit} kW, which binds before the {coolingLimit} kW that {cooling} removes.</source>
        <comment>drawing.rack.detail_cabinet</comment>
        <translation>机柜 {n}：{nodes} × {group}，占 {units}/{usable} U；IT 负载 {kw} kW，托管机柜限电 {limit} kW，比{cooling}每柜可散热的 {coolingLimit} kW 更早受限。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cabinets {n}–{last}: {nodes} × {group} in {units} of {usable} U; its {kw} kW of IT load is more than one colocation cabinet&apos;s power cap of {cap} kW, so the power of {cabinets} cabinets ({limit} kW) is rented for it.</source>
        <comment>drawing.rack.detail_cabinets</comment>
        <translation>机柜 {n}–{last}：{nodes} × {group}，占 {units}/{usable} U；IT 负载 {kw} kW 超过单个托管机柜的限电 {cap} kW，因此为其租用 {cabinets} 个机柜的电力（{limit} kW）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cabinet {n}: {nodes} × {group} in {units} of {usable} U; {kw} kW of IT load is more than the colocation cabinet&apos;s power cap of {limit} kW ({cooling} would remove {coolingLimit} kW).</source>
        <comment>drawing.rack.detail_cabinet_over</comment>
        <translation>机柜 {n}：{nodes} × {group}，占 {units}/{usable} U；IT 负载 {kw} kW，超过托管机柜的限电 {limit} kW（{cooling}每柜可散热 {coolingLimit} kW）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Use 128 GB DIMMs (16 × 128 GB = 2 TB)</source>
        <comment>lesson.ram-to-vram.change</comment>
        <translation>改用 128 GB 内存条（16 × 128 GB = 2 TB）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PCIe versus NVLink past 4 GPUs</source>
        <comment>lesson.pcie-vs-nvlink.title</comment>
        <translation>超过 4 卡时 PCIe 与 NVLink 之比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 × L40S over PCIe</source>
        <comment>lesson.pcie-vs-nvlink.scenario</comment>
        <translation>8 × L40S，经 PCIe 互联</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data-parallel training exchanges every gradient at each step. Over PCIe (about 32 GB/s per Gen4 card, shared through switches and the CPU link) that exchange grows with every card added; an HGX board&apos;s NVSwitch gives each GPU 900 GB/s to all the others. Four PCIe GPUs per server is the usual knee.</source>
        <comment>lesson.pcie-vs-nvlink.why</comment>
        <translation>数据并行训练每一步都要交换全部梯度。经 PCIe（每张 Gen4 卡约 32 GB/s，还要经交换芯片和 CPU 链路共享）时，每多一张卡交换就更慢；HGX 板的 NVSwitch 让每个 GPU 以 900 GB/s 连到其余所有 GPU。每台服务器 4 张 PCIe 卡通常是拐点。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to an HGX H100 board (8 GPUs on NVSwitch)</source>
        <comment>lesson.pcie-vs-nvlink.change</comment>
        <translation>改用 HGX H100 板（8 卡经 NVSwitch 互联）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Consumer cards in a data centre</source>
        <comment>lesson.consumer-cards.title</comment>
        <translation>数据中心里的消费级显卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 × RTX 5090 in a rack server</source>
        <comment>lesson.consumer-cards.scenario</comment>
        <translation>机架服务器中的 4 × RTX 5090</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GeForce memory has no ECC, so a bit flip in a week-long run goes unnoticed; the driver blocks peer-to-peer copies between cards; and NVIDIA&apos;s GeForce driver licence does not allow data-centre deployment, so a colocation provider may refuse the servers. Data-centre cards cost more for exactly these reasons.</source>
        <comment>lesson.consumer-cards.why</comment>
        <translation>GeForce 显存没有 ECC，长达一周的训练中发生的位翻转无人察觉；驱动禁止卡间点对点拷贝；NVIDIA 的 GeForce 驱动许可不允许在数据中心部署，托管机房可能拒收这些服务器。数据中心显卡正是为这些原因而更贵。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use L40S data-centre cards instead</source>
        <comment>lesson.consumer-cards.change</comment>
        <translation>改用 L40S 数据中心显卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export rules by market</source>
        <comment>lesson.export-rules.title</comment>
        <translation>各市场的出口管制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 × H100 planned for Shenzhen</source>
        <comment>lesson.export-rules.scenario</comment>
        <translation>计划部署在深圳的 8 × H100</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An HGX H100 server is planned for Shenzhen (market CN). The findings list shows the error &quot;cannot be bought new in CN: export licences are refused&quot;, with the US rule and its date; the GPU picker marks which cards each market may buy.</source>
        <comment>lesson.export-rules.look</comment>
        <translation>一台 HGX H100 服务器计划部署在深圳（CN 市场）。检查结果列表显示错误“无法在 CN 购买新品：出口许可会被拒绝”，并列出美国规则及其日期；GPU 选择器标出各市场可购买的显卡。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Since the US rules of 2022-10-07 and 2023-10-17, data-centre GPUs above the performance thresholds need a licence for China, presumed denied (H100, A100, L40S, B200); China-market parts (H20, L20, RTX 4090 D) or domestic accelerators (Ascend 910B) fill the gap. The same build is a purchase order in one market and impossible in another.</source>
        <comment>lesson.export-rules.why</comment>
        <translation>自 2022-10-07 和 2023-10-17 的美国规则起，性能超过门槛的数据中心 GPU 出口中国需要许可，且推定拒绝（H100、A100、L40S、B200）；中国市场版本（H20、L20、RTX 4090 D）或国产加速卡（昇腾 910B）填补空缺。同一配置在一个市场是采购单，在另一个市场却无法实现。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plan the same server in Singapore</source>
        <comment>lesson.export-rules.change</comment>
        <translation>把同一台服务器计划在新加坡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Air versus liquid rack density</source>
        <comment>lesson.rack-cooling.title</comment>
        <translation>风冷与液冷的机柜密度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 × HGX B200 on air</source>
        <comment>lesson.rack-cooling.scenario</comment>
        <translation>风冷的 6 × HGX B200</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cool the racks with direct liquid cooling</source>
        <comment>lesson.rack-cooling.change</comment>
        <translation>改用直接液冷</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Renting by provider class versus buying</source>
        <comment>lesson.rent-by-class.title</comment>
        <translation>按服务商类别租用与购买</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A100 server vs a hyperscaler</source>
        <comment>lesson.rent-by-class.scenario</comment>
        <translation>A100 服务器对比超大规模云</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;Renting is cheaper&quot; and &quot;buying is cheaper&quot; are both true: they compare different classes of provider. Hyperscalers charge for their platform; a marketplace of third-party hosts rents older or consumer cards by the hour for a fraction. Compare against the class you would really use. (The export error about the A100 is the subject of the export lesson.)</source>
        <comment>lesson.rent-by-class.why</comment>
        <translation>“租更便宜”和“买更便宜”都对：它们比较的是不同类别的服务商。超大规模云对其平台收费；第三方主机的算力市场按小时出租较旧或消费级的显卡，价格只是零头。请与你真正会用的类别比较。（关于 A100 的出口错误是出口管制课的主题。）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rent from the marketplace class instead</source>
        <comment>lesson.rent-by-class.change</comment>
        <translation>改为从算力市场类别租用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power price by region</source>
        <comment>lesson.power-by-region.title</comment>
        <translation>各地区的电价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 × HGX H20 in Shenzhen</source>
        <comment>lesson.power-by-region.scenario</comment>
        <translation>深圳的 2 × HGX H20</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move the servers to Inner Mongolia</source>
        <comment>lesson.power-by-region.change</comment>
        <translation>把服务器迁到内蒙古</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Electricity falls to about {powerAfter} ({tariffAfterValue} × {pueAfter} against {tariffValue} × {pue} is {powerRatio}%) and buying to {buyAfter}; the rental options do not move. The verdict now reads: {verdictAfter}</source>
        <comment>lesson.power-by-region.after</comment>
        <translation>电费降至约 {powerAfter}（{tariffAfterValue} × {pueAfter} 对 {tariffValue} × {pue} 为 {powerRatio}%），购买降至 {buyAfter}；租用各项不变。现在的结论是：{verdictAfter}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO stages and memory</source>
        <comment>lesson.zero-stages.title</comment>
        <translation>ZeRO 阶段与显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full fine-tune of 8B without ZeRO</source>
        <comment>lesson.zero-stages.scenario</comment>
        <translation>不用 ZeRO 全量微调 8B</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use ZeRO stage 3</source>
        <comment>lesson.zero-stages.change</comment>
        <translation>使用 ZeRO 阶段 3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{nodes} × {gpusPerNode} {gpu}</source>
        <comment>advise.build</comment>
        <translation>{nodes} × {gpusPerNode} {gpu}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{days} days</source>
        <comment>advise.time.days</comment>
        <translation>{days} 天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{hours} hours</source>
        <comment>advise.time.hours</comment>
        <translation>{hours} 小时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{why}; the GPU needs an export licence for this region, granted case by case: plan on it only with one in hand</source>
        <comment>advise.why.licence</comment>
        <translation>{why}；该 GPU 在此地区需要逐案审批的出口许可：只有拿到许可后才能按此规划</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bought</source>
        <comment>advise.option.purchase</comment>
        <translation>购买</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rented on demand</source>
        <comment>advise.option.on_demand</comment>
        <translation>按需租用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rented by the month or year</source>
        <comment>advise.option.reserved</comment>
        <translation>包月或包年租用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>owned base with on-demand burst</source>
        <comment>advise.option.hybrid</comment>
        <translation>自有基础容量加按需扩容</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>highest throughput: {build}, {option}, {region}: {tps} tokens/s for {npv}</source>
        <comment>advise.why.highest</comment>
        <translation>吞吐量最高：{build}，{option}，{region}：每秒 {tps} 个词元，{npv}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cheapest of all: {build}, {option}, {region}: {tps} tokens/s for {npv}</source>
        <comment>advise.why.cheapest_inference</comment>
        <translation>全部中最便宜：{build}，{option}，{region}：每秒 {tps} 个词元，{npv}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best: the cheapest that serves the target of {target} tokens/s: {build}, {option}, {region}: {tps} tokens/s for {npv}</source>
        <comment>advise.why.best_throughput</comment>
        <translation>推荐：达到每秒 {target} 个词元目标的最便宜方案：{build}，{option}，{region}：每秒 {tps} 个词元，{npv}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best: the cheapest that serves the target of {target} tokens/s within the budget of {budget}: {build}, {option}, {region}: {tps} tokens/s for {npv}</source>
        <comment>advise.why.best_throughput_budget</comment>
        <translation>推荐：达到每秒 {target} 个词元目标且不超过 {budget} 预算的最便宜方案：{build}，{option}，{region}：每秒 {tps} 个词元，{npv}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best: the cheapest within the budget of {budget}: {build}, {option}, {region}: {tps} tokens/s for {npv}</source>
        <comment>advise.why.best_budget_inference</comment>
        <translation>推荐：不超过 {budget} 预算的最便宜方案：{build}，{option}，{region}：每秒 {tps} 个词元，{npv}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the workload has no estimate to search by: a custom workload or an unknown model has no memory or time to fit</source>
        <comment>advise.problem.no_estimate</comment>
        <translation>该工作负载没有可供搜索的估算：自定义工作负载或未知模型没有可匹配的显存或时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no region to search: name regions the catalogs hold</source>
        <comment>advise.problem.no_region</comment>
        <translation>没有可搜索的地区：请指定目录中已有的地区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no GPU of the catalogs holds {model} in up to {nodes} nodes: the nearest is the {gpu}, which would need {need} GB per GPU of its {capacity} GB even with ZeRO-3 and full recomputation</source>
        <comment>advise.problem.no_fit</comment>
        <translation>目录中没有 GPU 能在最多 {nodes} 个节点内容纳 {model}：最接近的是 {gpu}，即使使用 ZeRO-3 和完全重计算，每块 GPU 也需要 {need} GB，而它只有 {capacity} GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no build of up to {nodes} nodes for {model} passes the rules with a GPU that may be bought in these regions</source>
        <comment>advise.problem.no_fit_rules</comment>
        <translation>在这些地区可购买的 GPU 中，没有最多 {nodes} 个节点、适用于 {model} 的配置能通过规则检查</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no build of up to {nodes} nodes for {model} keeps its racks within {max} kW: the lightest rack of those tried draws {kw} kW</source>
        <comment>advise.problem.rack_kw</comment>
        <translation>在最多 {nodes} 个节点内，没有一种 {model} 的配置能使每个机柜不超过 {max} kW：所试配置中最轻的机柜也要 {kw} kW</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no build serves {target} tokens/s: the fastest, {build}, {option}, {region}, serves {tps} tokens/s for {npv}</source>
        <comment>advise.problem.throughput</comment>
        <translation>没有配置能达到每秒 {target} 个词元：最快的是 {build}，{option}，{region}，每秒 {tps} 个词元，{npv}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every build in time costs more than the budget of {budget}: the cheapest, {build}, {option}, {region}, costs {npv}</source>
        <comment>advise.problem.over_budget</comment>
        <translation>所有按期完成的配置都超出 {budget} 的预算：最便宜的是 {build}，{option}，{region}，需 {npv}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The advisor: why this build</source>
        <comment>quote.advice.title</comment>
        <translation>顾问：为何选择此配置</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The advisor searched up to {nodes} nodes (regions searched: {regions}{limits}): {counts}; {work}. {frontier} of the costed are on the frontier of NPV against time to train: no other build is both faster and cheaper. The table lists the best and alternatives along the frontier, numbered as in the chart.</source>
        <comment>quote.advice.summary</comment>
        <translation>顾问搜索了最多 {nodes} 个节点的配置（搜索地区数：{regions}{limits}）：{counts}；{work}。已核算的方案中有 {frontier} 个位于净现值与训练时间的前沿上：没有其他配置既更快又更便宜。下表列出最佳方案及前沿上的备选方案，编号与图中一致。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The advisor searched up to {nodes} nodes (regions searched: {regions}{limits}): {counts}; {work}. {frontier} of the costed are on the frontier of NPV against tokens per second: no other build serves more for less. The table lists the best and alternatives along the frontier, numbered as in the chart.</source>
        <comment>quote.advice.summary_inference</comment>
        <translation>顾问搜索了最多 {nodes} 个节点的配置（搜索地区数：{regions}{limits}）：{counts}；{work}。已核算的方案中有 {frontier} 个位于净现值与每秒 token 数的前沿上：没有其他配置能以更低成本提供更高吞吐。下表列出最佳方案及前沿上的备选方案，编号与图中一致。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <comment>quote.advice.limit_separator</comment>
        <translation>，</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{vendor} GPUs only</source>
        <comment>quote.advice.limit_vendor</comment>
        <translation>仅 {vendor} GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bought only</source>
        <comment>quote.advice.limit_buy</comment>
        <translation>仅购买</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rented only</source>
        <comment>quote.advice.limit_rent</comment>
        <translation>仅租用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>racks up to {kw} kW</source>
        <comment>quote.advice.limit_rack</comment>
        <translation>每机柜不超过 {kw} kW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NPV up to {budget}</source>
        <comment>quote.advice.limit_budget</comment>
        <translation>净现值不超过 {budget}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>#</source>
        <comment>quote.advice.number</comment>
        <translation>#</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build</source>
        <comment>quote.advice.build</comment>
        <translation>配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Days to train</source>
        <comment>quote.advice.days</comment>
        <translation>训练天数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens/s</source>
        <comment>quote.advice.tps</comment>
        <translation>token/秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{tps} tokens/s</source>
        <comment>quote.advice.tps_count</comment>
        <translation>{tps} token/秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why on the frontier</source>
        <comment>quote.advice.why</comment>
        <translation>入选前沿的理由</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Days to train one run (log scale)</source>
        <comment>quote.advice.axis_days</comment>
        <translation>单次训练天数（对数刻度）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens per second (log scale)</source>
        <comment>quote.advice.axis_tps</comment>
        <translation>每秒 token 数（对数刻度）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NPV ({currency}, log scale)</source>
        <comment>quote.advice.axis_npv</comment>
        <translation>净现值（{currency}，对数刻度）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frontier builds (numbers: the table&apos;s rows)</source>
        <comment>quote.advice.legend_frontier</comment>
        <translation>前沿配置（编号：表中各行）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best within the deadline and budget</source>
        <comment>quote.advice.legend_best</comment>
        <translation>期限和预算内的最佳方案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deadline: {days} days</source>
        <comment>quote.advice.legend_deadline</comment>
        <translation>期限：{days} 天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target: {tps} tokens/s</source>
        <comment>quote.advice.legend_throughput</comment>
        <translation>目标：{tps} token/秒</translation>
    </message>
</context>
<context>
    <name>CostCharts</name>
    <message numerus="yes">
        <location filename="../../ui/costs/chart_parts.cpp" line="+209"/>
        <source>Total over %n month(s) (%1)</source>
        <translation>
            <numerusform>%n 个月合计（%1）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/costs/cost_charts.cpp" line="+94"/>
        <source>On-demand prices</source>
        <translation>按需价格</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Staff cost</source>
        <translation>人力成本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colocation fee</source>
        <translation>托管费</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Residual value</source>
        <translation>残值</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>GPU price</source>
        <translation>GPU 价格</translation>
    </message>
    <message>
        <location filename="../../ui/costs/chart_parts.cpp" line="+112"/>
        <source>Dashed: not like for like</source>
        <translation>虚线：并非同等比较</translation>
    </message>
    <message>
        <location filename="../../ui/costs/cost_charts.cpp" line="-15"/>
        <source> · another GPU ×%1</source>
        <translation> · 不同 GPU ×%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · another region</source>
        <translation> · 其他地区</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Electricity tariff</source>
        <translation>电价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reserved rental prices</source>
        <translation>包年包月租用价格</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Discount rate</source>
        <translation>折现率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Break-even against %1</source>
        <translation>相对%1的盈亏平衡点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vs %1: month @xPoint</source>
        <translation>相对%1：第 @xPoint 个月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>month @xPoint</source>
        <translation>第 @xPoint 个月</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1, dashed: not like for like (%2)</source>
        <translation>%1，虚线：并非同等比较（%2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the drop in month %2 is the hardware&apos;s resale at the end, %3 credited</source>
        <translation>%1：第 %2 个月的回落是期末转售硬件，抵扣 %3</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Where the money goes: %1</source>
        <translation>钱花在哪里：%1</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>break-even at %1% utilisation</source>
        <translation>利用率 %1% 时盈亏平衡</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Buy or rent by utilisation: buying pays from %1%</source>
        <translation>按利用率看购买还是租用：利用率达到 %1% 起购买更划算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy or rent by utilisation: no like-for-like on-demand offering</source>
        <translation>按利用率看买还是租：没有同等比较的按需报价</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy or rent by utilisation: on-demand is cheaper even at 100%</source>
        <translation>按利用率看购买还是租用：即使利用率达到 100%，按需仍更便宜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy or rent by utilisation</source>
        <translation>按利用率看购买还是租用</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At the plan&apos;s use, renting pays below %1 per GPU-hour</source>
        <translation>按本方案利用率，租金低于每 GPU 时 %1 时租用更划算</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Flat utilisation of the owned GPUs (%)</source>
        <translation>自有 GPU 的恒定利用率（%）</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>NPV over %n month(s) (%1)</source>
        <translation>
            <numerusform>%n 个月的净现值（%1）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NPV (%1)</source>
        <translation>净现值（%1）</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>‡ another region&apos;s rental</source>
        <translation>‡ 租用其他地区的报价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>† not sold new there: no Buy or Hybrid bar</source>
        <translation>† 该地区不能购买新卡：无购买与混合柱</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cluster in every region</source>
        <translation>同一集群在各地区的成本</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>What moves the buy-or-rent gap: buying against %1</source>
        <translation>哪些因素影响购买与租用的差距：购买对比%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What moves the cost of buying</source>
        <translation>哪些因素影响购买成本</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What moves the buy-or-rent gap: buying against %1 (now buying saves %2)</source>
        <translation>哪些因素影响购买与租用的差距：购买对比%1（当前购买节省 %2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What moves the buy-or-rent gap: buying against %1 (now buying costs %2 more)</source>
        <translation>哪些因素影响购买与租用的差距：购买对比%1（当前购买多花 %2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No effect: %1</source>
        <translation>无影响：%1</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>* another GPU, billed for the hours it needs</source>
        <translation>* 不同 GPU，按其所需时长计费</translation>
    </message>
    <message>
        <location line="-303"/>
        <source>Cumulative cost in present value: %1</source>
        <translation>现值累计成本：%1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Present value (%1)</source>
        <translation>现值（%1）</translation>
    </message>
    <message>
        <location line="+306"/>
        <source>Factor −%1%</source>
        <translation>因素 −%1%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Factor +%1%</source>
        <translation>因素 +%1%</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Change in buy-minus-rent NPV (%1); below zero favours buying</source>
        <translation>“购买减租用”净现值的变化（%1）；小于零则有利于购买</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change in the NPV of buying (%1)</source>
        <translation>购买自建净现值的变化（%1）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What moves the cost of buying (now %1)</source>
        <translation>哪些因素影响购买成本（当前 %1）</translation>
    </message>
</context>
<context>
    <name>PriceOverrideCommands</name>
    <message>
        <location filename="../../ui/document/override_commands.h" line="+41"/>
        <source>Override price of %1</source>
        <translation>覆盖 %1 的价格</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Remove price override of %1</source>
        <translation>移除 %1 的价格覆盖</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../ui/common/dialogs.cpp" line="+20"/>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the changes to &quot;%1&quot; before closing?</source>
        <translation>关闭前是否保存对“%1”的更改？</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Open plan</source>
        <translation>打开方案</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save plan</source>
        <translation>保存方案</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>GPU plans (*.gpuplan.json *.json);;All files (*)</source>
        <translation>GPU 方案 (*.gpuplan.json *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU plans (*.gpuplan.json *.json)</source>
        <translation>GPU 方案 (*.gpuplan.json *.json)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Export quote</source>
        <translation>导出报价单</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF quote (*.pdf);;CSV for spreadsheets (*.csv)</source>
        <translation>PDF 报价单 (*.pdf);;电子表格用 CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Export deployment kit</source>
        <translation>导出部署包</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder (a new one is made)</source>
        <translation>文件夹（将新建）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Save chart</source>
        <translation>保存图表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG image (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>SkyPilot catalog (vms.csv) (*.csv)</source>
        <translation>SkyPilot 目录（vms.csv） (*.csv)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gpuhunt price list (*.csv)</source>
        <translation>gpuhunt 价格表 (*.csv)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+10"/>
        <source>Import prices</source>
        <translation>导入价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the imported prices to the team&apos;s catalog folder, which everyone who uses it reads, or to your own?

Team: %1
Yours: %2</source>
        <translation>把导入的价格写入团队目录文件夹（所有使用它的人都会读取），还是写入你自己的文件夹？

团队：%1
你的：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Team folder</source>
        <translation>团队文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>My folder</source>
        <translation>我的文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/shell/gui_main.cpp" line="+124"/>
        <source>Catalogs cannot be used</source>
        <translation>目录无法使用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hardware and price catalogs have errors; the planner cannot start.

%1</source>
        <translation>硬件目录和价格目录存在错误，规划器无法启动。

%1</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window.cpp" line="+69"/>
        <source>Scenario 1</source>
        <translation>场景 1</translation>
    </message>
</context>
<context>
    <name>ReadableMoney</name>
    <message>
        <location filename="../../ui/common/readable_money.cpp" line="+14"/>
        <source>CNY</source>
        <comment>the currency as a word after 万/亿 in Chinese (元)</comment>
        <translation>元</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>USD</source>
        <comment>the currency as a word after 万/亿 in Chinese (美元)</comment>
        <translation>美元</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>K</source>
        <comment>thousands, after an amount</comment>
        <translation>K</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>M</source>
        <comment>millions, after an amount</comment>
        <translation>M</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>B</source>
        <comment>billions, after an amount</comment>
        <translation>B</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ten-thousand</source>
        <comment>10^4 in Chinese counting (万)</comment>
        <translation>万</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hundred-million</source>
        <comment>10^8 in Chinese counting (亿)</comment>
        <translation>亿</translation>
    </message>
</context>
<context>
    <name>planner::ui::AdvisorPage</name>
    <message>
        <location filename="../../ui/advise/advisor_page.cpp" line="+306"/>
        <source>Search for the builds that get this scenario&apos;s work done at the least cost.</source>
        <translation>搜索以最低成本完成此场景工作的配置。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Days to train one run (log scale)</source>
        <translation>训练一次所需天数（对数刻度）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tokens per second (log scale)</source>
        <translation>每秒词元数（对数刻度）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>NPV over the horizon (%1, log scale)</source>
        <translation>规划期内净现值（%1，对数刻度）</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n build(s) on the frontier; %1; %2 (%3 s).</source>
        <translation><numerusform>%n 个配置位于前沿；%1；%2（%3 秒）。</numerusform></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 × %2 %3, %4, %5: %6, %7</source>
        <translation>%1 × %2 %3，%4，%5：%6，%7</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 tokens/s</source>
        <translation>每秒 %1 个词元</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Add advised scenario</source>
        <translation>添加推荐场景</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Buy or rent</source>
        <translation>购买或租用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy only</source>
        <translation>仅购买</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rent only</source>
        <translation>仅租用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which of the four ways to get the compute the search may propose</source>
        <translation>搜索可以提出四种获取算力方式中的哪几种</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every vendor</source>
        <translation>所有厂商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only GPUs of this vendor</source>
        <translation>仅此厂商的 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>up to </source>
        <translation>最多 </translation>
    </message>
    <message>
        <location line="+1"/>
        <source> nodes</source>
        <translation> 个节点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The most servers a build may have</source>
        <translation>一个配置最多可有的服务器数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>racks up to </source>
        <translation>每机柜不超过 </translation>
    </message>
    <message>
        <location line="+1"/>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any kW per rack</source>
        <translation>机柜功率不限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The most IT load one rack of your site may carry: a build whose fullest rack, its nodes stacked as the scenario&apos;s cooling allows, draws more is not proposed</source>
        <translation>您的场地单个机柜可承载的最大 IT 负载：按场景的冷却方式堆叠节点后，最满机柜功率超出此值的配置不予推荐</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Market-legal only</source>
        <translation>仅限市场合规</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On: only GPUs the region&apos;s market sells without an export licence. Off: also GPUs it sells only under a licence granted case by case (such as the H20 or H200 in China), each such build saying so. A GPU whose sale the export rules deny is never proposed</source>
        <translation>勾选：只搜索该地区市场无需出口许可即可购买的 GPU。不勾选：也搜索仅凭逐案审批的许可才能购买的 GPU（如中国市场的 H20 或 H200），每个此类配置都会注明。出口规则禁止销售的 GPU 始终不会被推荐</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This region only</source>
        <translation>仅本地区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search only the scenario&apos;s region instead of every region of the catalogs</source>
        <translation>只搜索本场景所在地区，而不是目录中的所有地区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search every GPU the region&apos;s market may buy, 1 to the most nodes, every layout that fits, the four options and the regions, and draw the frontier of cost against time</source>
        <translation>搜索该地区市场可购买的每种 GPU、从 1 到最多节点数、每种放得下的并行布局、四种方式和各地区，并绘制成本与时间的前沿</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add as scenario</source>
        <translation>添加为场景</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the chosen build (the best unless you clicked another frontier point) to the plan as a new scenario, exactly as it was costed; undo removes it</source>
        <translation>将所选配置（除非点击了其他前沿点，否则为推荐配置）按核算时的原样作为新场景加入方案；撤销即可移除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export quote with this advice…</source>
        <translation>导出含此建议的报价…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the quote (PDF or CSV) with a section for this search: the frontier chart and a table of the best build and its alternatives, each with why</source>
        <translation>写出报价（PDF 或 CSV），并附上本次搜索的一节：前沿图，以及最佳配置与备选方案的表格，各附理由</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Builds costed</source>
        <translation>已核算的配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frontier</source>
        <translation>前沿</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frontier builds</source>
        <translation>前沿配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best in time and budget</source>
        <translation>期限和预算内的推荐</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost against time of valid builds</source>
        <translation>有效配置的成本与时间</translation>
    </message>
</context>
<context>
    <name>planner::ui::Autosave</name>
    <message>
        <location filename="../../ui/shell/autosave.cpp" line="+111"/>
        <source>&quot;%1&quot; is not an autosave file</source>
        <translation>“%1”不是自动保存文件</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unreadable</source>
        <translation>无法读取</translation>
    </message>
</context>
<context>
    <name>planner::ui::BuildDrawingView</name>
    <message>
        <location filename="../../ui/drawings/build_drawing_view.cpp" line="+284"/>
        <source>Drawing of the build</source>
        <translation>配置图</translation>
    </message>
</context>
<context>
    <name>planner::ui::BuildPanel</name>
    <message>
        <location filename="../../ui/editors/build_panel.cpp" line="+123"/>
        <location line="+132"/>
        <source>Add node group</source>
        <translation>添加节点组</translation>
    </message>
    <message>
        <location line="-131"/>
        <source>Add a group of identical servers to this scenario</source>
        <translation>向此场景添加一组配置相同的服务器</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+143"/>
        <source>Remove node group</source>
        <translation>移除节点组</translation>
    </message>
    <message>
        <location line="-142"/>
        <source>Remove the selected group of servers</source>
        <translation>移除选中的服务器组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total VRAM</source>
        <translation>总显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RAM / VRAM (lowest group)</source>
        <translation>内存/显存比（最低的节点组）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IT / facility power</source>
        <translation>IT 功耗/设施功耗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hardware capex (before VAT)</source>
        <translation>硬件资本支出（不含增值税）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs across every node of every group</source>
        <translation>所有节点组全部节点的 GPU 总数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Video memory of all GPUs together: what the model, its optimizer states and activations must fit in</source>
        <translation>所有 GPU 的显存总和：模型及其优化器状态和激活值都必须能放入其中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System memory per node divided by the VRAM of that node; 2–3× is the rule of thumb</source>
        <translation>每个节点的内存除以该节点的显存；经验值为 2–3 倍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak IT draw of all nodes, and the facility draw once cooling overhead (PUE) is added</source>
        <translation>所有节点的峰值 IT 功耗，以及计入制冷开销 (PUE) 后的设施总功耗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Racks needed by power density (what the cooling method removes per rack) and by space; the average IT load per rack and the peak draw of the hungriest node. In colocation under a cabinet power cap: the cabinets rented, a node over the cap counting every cabinet whose power it takes</source>
        <translation>按功率密度（散热方式每个机柜可带走的功率）和空间计算所需机柜数；每机柜平均 IT 负载，以及功耗最高节点的峰值功率。托管机房有机柜限电时：为租用的机柜数，超出限电的节点按其所占电力的每个机柜计数</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 (some items unpriced)</source>
        <translation>%1（部分项目未定价）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exactly %1</source>
        <translation>精确值：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n cabinet(s) × %1 kW, node %2 kW</source>
        <translation>
            <numerusform>%n 个机柜 × %1 kW，节点 %2 kW</numerusform>
        </translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Racks needed; rack and node power</source>
        <translation>所需机柜；机柜与节点功率</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+46"/>
        <source>Sum of the bill of materials at catalog or overridden prices, before VAT</source>
        <translation>按目录价格或自定义价格计算的物料清单总额，不含增值税</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>No scenario</source>
        <translation>无场景</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Build of &quot;%1&quot;</source>
        <translation>“%1”的配置</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 个 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>in %n node(s)</source>
        <translation>
            <numerusform>分布在 %n 个节点上</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1×</source>
        <translation>%1 倍</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>n/a</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 kW / %2 kW (PUE %3)</source>
        <translation>%1 kW / %2 kW（PUE %3）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 (%2 kW per rack, %3 kW per node)</source>
        <translation>%1 个（每机柜 %2 kW，每节点 %3 kW）</translation>
    </message>
</context>
<context>
    <name>planner::ui::CatalogActions</name>
    <message>
        <location filename="../../ui/shell/catalog_actions.cpp" line="+86"/>
        <source>&amp;Import prices…</source>
        <translation>导入价格(&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read a provider&apos;s prices from a SkyPilot vms.csv or a gpuhunt CSV file into your catalog folder</source>
        <translation>从 SkyPilot 的 vms.csv 或 gpuhunt 的 CSV 文件读取某家云厂商的价格，写入你的目录文件夹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Team catalog folder…</source>
        <translation>团队目录文件夹(&amp;T)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A folder of catalog files your team shares (a git checkout or a network share), layered between the shipped catalogs and your own</source>
        <translation>团队共享的目录文件夹（git 检出或网络共享），叠加在内置目录与你自己的目录之间</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Catalogs cannot be used</source>
        <translation>目录无法使用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The catalogs have errors; the window keeps the ones it had.</source>
        <translation>目录有错误；窗口继续使用原来的目录。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Team catalog folder</source>
        <translation>团队目录文件夹</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+31"/>
        <location line="+3"/>
        <source>Import prices</source>
        <translation>导入价格</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>%1 cannot be imported; nothing was written.</source>
        <translation>无法导入 %1；未写入任何内容。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Provider %1, prices as of %2; offerings in the file: %3</source>
        <translation>云厂商 %1，价格日期 %2；文件中的报价：%3 个</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 added, %2 changed, %3 removed, %4 unchanged</source>
        <translation>新增 %1 个，变更 %2 个，删除 %3 个，未变 %4 个</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Changed: %1 %2 → %3 USD per GPU-hour</source>
        <translation>变更：%1 %2 → %3 美元/GPU·小时</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Added: %1 %2 USD per GPU-hour</source>
        <translation>新增：%1 %2 美元/GPU·小时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removed: %1</source>
        <translation>删除：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not imported, accelerators with no catalog GPU: %1</source>
        <translation>未导入（目录中没有对应 GPU 的加速卡）：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Malformed rows skipped: %1</source>
        <translation>已跳过格式错误的行：%1 行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write these offerings to %1?</source>
        <translation>将这些报价写入 %1？</translation>
    </message>
</context>
<context>
    <name>planner::ui::CatalogBrowser</name>
    <message>
        <location filename="../../ui/browser/catalog_browser.cpp" line="+324"/>
        <source>Search names, figures and ids…</source>
        <translation>搜索名称、参数和标识…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shows only the rows that contain this text in a shown column, the id, the date or the origin</source>
        <translation>只显示在可见列、标识、日期或出处中包含此文字的行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Catalog search</source>
        <translation>目录搜索</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Override price…</source>
        <translation>覆盖价格…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use your own quote for a price of the selected entry in this plan; the shipped catalog stays as it is</source>
        <translation>在本方案中用您自己的报价替换所选条目的价格；随附目录保持不变</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Override price</source>
        <translation>覆盖价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>Remove override</source>
        <translation>移除覆盖</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Go back to the catalog&apos;s prices for the selected entry</source>
        <translation>所选条目恢复使用目录价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Entry details</source>
        <translation>条目详情</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every figure names its source and date. Right-click a column header to show more columns; click a source link to open it.</source>
        <translation>每项数据都注明来源和日期。右键单击列标题可显示更多列；单击来源链接可打开。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click a row to see every figure with its source</source>
        <translation>单击一行可查看全部数据及其来源</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Select a row to see every figure and its source.</source>
        <translation>选择一行以查看全部数据及其来源。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 · as of %2 · %3</source>
        <translation>%1 · 截至 %2 · %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Estimate: %1</source>
        <translation>估算：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As of:</source>
        <translation>截至：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Estimate</source>
        <translation>估算</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Published</source>
        <translation>公开数据</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How it was estimated:</source>
        <translation>估算方法：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Origin:</source>
        <translation>出处：</translation>
    </message>
</context>
<context>
    <name>planner::ui::CatalogModel</name>
    <message>
        <location filename="../../ui/document/catalog_model.cpp" line="+188"/>
        <source>Shipped</source>
        <translation>随附目录</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team catalog</source>
        <translation>团队目录</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>User catalog</source>
        <translation>用户目录</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plan override</source>
        <translation>方案覆盖</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 · as of %2</source>
        <translation>%1 · 截至 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimate: %1</source>
        <translation>估算：%1</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+39"/>
        <source>Estimate</source>
        <translation>估算</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Published</source>
        <translation>公开数据</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A price of this entry comes from this plan&apos;s overrides, not the shipped catalog</source>
        <translation>此条目的某项价格来自本方案的价格覆盖，而非随附目录</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As of</source>
        <translation>截至日期</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Origin</source>
        <translation>出处</translation>
    </message>
</context>
<context>
    <name>planner::ui::ChartExport</name>
    <message>
        <location filename="../../ui/costs/chart_export.cpp" line="+140"/>
        <source>&amp;Copy chart</source>
        <translation>复制图表(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save chart as &amp;PNG…</source>
        <translation>将图表另存为 PNG(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save chart as &amp;SVG…</source>
        <translation>将图表另存为 SVG(&amp;S)…</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Chart copied</source>
        <translation>图表已复制</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 for the scenario &quot;%2&quot; of the plan &quot;%3&quot;, from GPU Cluster Planner</source>
        <translation>方案“%3”中场景“%2”的%1，由 GPU 集群规划器生成</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Cannot save chart</source>
        <translation>无法保存图表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chart was not saved to %1.

%2</source>
        <translation>图表未能保存到 %1。

%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chart saved to %1</source>
        <translation>图表已保存到 %1</translation>
    </message>
</context>
<context>
    <name>planner::ui::ComparisonModel</name>
    <message>
        <location filename="../../ui/costs/comparison_model.cpp" line="+162"/>
        <source>Other work than “%1” (%2): its costs are not like for like with that column&apos;s; compare them only with columns asking for the same work.</source>
        <translation>与“%1”的工作不同（%2）：其成本与该列并非同等比较，只应与所需工作相同的列比较。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+31"/>
        <location line="+5"/>
        <location line="+14"/>
        <location line="+5"/>
        <location line="+7"/>
        <location line="+3"/>
        <source>n/a</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>%1 · not like for like</source>
        <translation>%1 · 并非同等比较</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> · %1 GPU-hours a month</source>
        <translation> · 每月 %1 GPU 时</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · %1 tokens/s</source>
        <translation> · 每秒 %1 个词元</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · %1 tokens × %2 a month</source>
        <translation> · %1词元 × 每月 %2 次</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · other work</source>
        <translation>%1 · 工作不同</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 per GPU-hour</source>
        <translation>每 GPU 时 %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hardware capex (before VAT)</source>
        <translation>硬件资本支出（不含增值税）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+2"/>
        <location line="+2"/>
        <source>TCO: %1</source>
        <translation>总拥有成本：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Work asked for</source>
        <translation>所需工作</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recommended (lowest NPV doing the same work)</source>
        <translation>推荐（同等工作中净现值最低）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Owned cost per GPU-hour used</source>
        <translation>自有集群每使用 GPU 小时成本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Break-even utilisation vs on-demand</source>
        <translation>相对按需的盈亏平衡利用率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Break-even rental price (excl. VAT)</source>
        <translation>盈亏平衡租金（不含增值税）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On-demand priced from</source>
        <translation>按需价格来源</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time to train (one run)</source>
        <translation>训练时长（单次运行）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory needed per GPU</source>
        <translation>每 GPU 所需显存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>IT power</source>
        <translation>IT 功率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Racks or cabinets rented</source>
        <translation>机柜数（托管时为租用的机柜）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
</context>
<context>
    <name>planner::ui::CostSummaryModel</name>
    <message>
        <location filename="../../ui/costs/cost_view.cpp" line="+85"/>
        <source>Not available: %1</source>
        <translation>不可用：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Total %1 · NPV %2</source>
        <translation>总计 %1 · 净现值 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not like for like: %1 does not do the same work (%2). It is never recommended nor measured against.</source>
        <translation>并非同等比较：%1 完成的不是同样的工作（%2）。它不会被推荐，也不作为比较基准。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Buying becomes cheaper than %1 in month %2</source>
        <translation>购买在第 %2 个月起比%1便宜</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Buying does not become cheaper than %1 within %n month(s)</source>
        <translation>
            <numerusform>%n 个月内购买都不比%1便宜</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; against it buying breaks even at %1% utilisation</source>
        <translation>；与之相比，利用率达到 %1% 时购买回本</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Priced from %1 (%2, %3): %4</source>
        <translation>价格来自 %1（%2，%3）：%4</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>not available</source>
        <translation>不可用</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>not like for like</source>
        <translation>并非同等比较</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>not within %n month(s)</source>
        <translation>
            <numerusform>%n 个月内未达到</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · at %1% use</source>
        <translation> · 利用率 %1%</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The month from which buying costs less than each other option in present value (discounted as the NPV is; where the cumulative chart&apos;s lines cross), and the utilisation at which buying breaks even against it</source>
        <translation>从哪个月起购买的现值低于其他各方案（与净现值同样折现；即累计成本图中曲线相交处），以及与之相比购买回本所需的利用率</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Option</source>
        <translation>方式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NPV</source>
        <translation>NPV（净现值）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per GPU-hour</source>
        <translation>每 GPU 小时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Break-even</source>
        <translation>购买回本</translation>
    </message>
</context>
<context>
    <name>planner::ui::CostView</name>
    <message>
        <location line="+398"/>
        <source>No scenario</source>
        <translation>无场景</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>All amounts in %1.</source>
        <translation>所有金额均以 %1 计。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All amounts in %1; prices as of %2.</source>
        <translation>所有金额均以 %1 计；价格截至 %2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All amounts in %1; prices dated %2 to %3.</source>
        <translation>所有金额均以 %1 计；价格日期为 %2 至 %3。</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>No currency conversion was needed.</source>
        <translation>无需货币换算。</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>%1: %2 %3 → %4</source>
        <translation>%1：%2 %3 → %4</translation>
    </message>
    <message numerus="yes">
        <location line="-13"/>
        <source>Cost over %n month(s) in %2: &quot;%1&quot;</source>
        <translation>
            <numerusform>%2 %n 个月成本：“%1”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n price(s) from %1 at 1 %1 = %2 %3 (rate of %4)</source>
        <translation>
            <numerusform>%n 个以 %1 计的价格，按 1 %1 = %2 %3 换算（%4 的汇率）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Converted: %1.</source>
        <translation>已换算：%1。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 · %3 · %4</source>
        <translation>%1：%2 · %3 · %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Break-even rental price: %1 per GPU-hour, excl. VAT</source>
        <translation>盈亏平衡租金：每 GPU 时 %1（不含增值税）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Break-even rental price (excl. VAT): %1 per GPU-hour of %2</source>
        <translation>盈亏平衡租金（不含增值税）：%2 每 GPU 时 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>; on-demand: %1</source>
        <translation>；按需：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; on-demand: not like for like</source>
        <translation>；按需：并非同等比较</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; on-demand: %1 an hour for the same work</source>
        <translation>；按需：同样工作每小时 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; no on-demand offering here does the same work</source>
        <translation>；此处没有按需报价能完成同样的工作</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Renting for less than the break-even price costs less than buying at this plan&apos;s use; for more, buying wins. It is the price per GPU-hour at which on-demand&apos;s NPV equals buying&apos;s, over %n month(s) at the plan&apos;s demand; VAT as the region treats it.</source>
        <translation>
            <numerusform>租价低于盈亏平衡租金时，租用比按本方案利用率购买便宜；高于此值则购买更划算。它是按需方案净现值与购买相等时的每 GPU 时价格，按方案需求计 %n 个月；增值税按地区规则处理。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <location filename="../../ui/costs/presentation_view.cpp" line="+36"/>
        <source>Cumulative cost</source>
        <translation>累计成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../ui/costs/presentation_view.cpp" line="+1"/>
        <source>Breakdown</source>
        <translation>成本构成</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../ui/costs/presentation_view.cpp" line="+1"/>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../ui/costs/presentation_view.cpp" line="+1"/>
        <source>Regions</source>
        <translation>地区</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../ui/costs/presentation_view.cpp" line="+1"/>
        <source>Sensitivity</source>
        <translation>敏感性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Market</source>
        <translation>市场</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every offering that could do this build&apos;s work, ranked by cost; use one in the comparison</source>
        <translation>能完成本配置工作的全部报价，按成本排序；可选用其一进行比较</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What each option has cost by each month; where buying breaks even</source>
        <translation>每种方式截至各月的累计成本，以及购买在何时达到盈亏平衡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each option&apos;s total split into hardware, power, staff, rental…</source>
        <translation>每种方式的总成本按硬件、电力、人员、租赁等拆分…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy or rent as the owned GPUs are used more or less</source>
        <translation>自有 GPU 利用率高低不同时，购买还是租用更划算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cluster priced in every region of the catalogs</source>
        <translation>同一集群按目录中各地区的价格计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which input moves the buy-or-rent answer most, each ±20%</source>
        <translation>各项输入分别变动 ±20% 时，哪一项对“购买还是租用”的结论影响最大</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost charts</source>
        <translation>成本图表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Totals over the horizon, net present value, cost per GPU-hour served, and the month buying becomes cheaper than each alternative</source>
        <translation>整个周期的合计、净现值、每提供 GPU 小时的成本，以及购买比各替代方式更便宜的月份</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost summary</source>
        <translation>成本汇总</translation>
    </message>
</context>
<context>
    <name>planner::ui::Document</name>
    <message>
        <location filename="../../ui/document/document.cpp" line="+20"/>
        <source>Untitled plan</source>
        <translation>未命名方案</translation>
    </message>
</context>
<context>
    <name>planner::ui::FindingsModel</name>
    <message>
        <location filename="../../ui/findings/findings_model.cpp" line="+74"/>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation>提示</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Finding</source>
        <translation>检查结果</translation>
    </message>
</context>
<context>
    <name>planner::ui::FindingsPanel</name>
    <message>
        <location filename="../../ui/findings/findings_panel.cpp" line="+95"/>
        <source>Apply the suggested fix</source>
        <translation>应用建议的修复</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the edit this finding suggests; Undo takes it back</source>
        <translation>执行此检查结果建议的修改；可用“撤销”恢复</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What this build gets wrong or should know, updated with every edit</source>
        <translation>此配置存在的问题和需要注意的事项，每次编辑后都会更新</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No findings: this build suits its workload.</source>
        <translation>没有检查结果：此配置适合其工作负载。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a finding to see why it matters and how to fix it.</source>
        <translation>选择一条检查结果，查看其原因及修复方法。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Why:</source>
        <translation>原因：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fix:</source>
        <translation>修复：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Apply fix</source>
        <translation>应用修复</translation>
    </message>
</context>
<context>
    <name>planner::ui::GlossaryDialog</name>
    <message>
        <location filename="../../ui/common/glossary.cpp" line="+22"/>
        <source>VRAM</source>
        <translation>显存（VRAM）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GPU&apos;s own memory, holding weights, gradients, optimizer states, activations and KV cache. It decides the largest model a GPU can train or serve: 24 GB on an RTX 4090, 80 GB on an H100, 96 GB on an H20.</source>
        <translation>GPU 自带的内存，存放权重、梯度、优化器状态、激活值和 KV 缓存。它决定一块 GPU 能训练或部署的最大模型：RTX 4090 为 24 GB，H100 为 80 GB，H20 为 96 GB。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>HBM</source>
        <translation>HBM（高带宽内存）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High Bandwidth Memory: DRAM dies stacked beside the GPU die on one package. Data-centre GPUs use it for its bandwidth, 2–5 TB/s (H100 SXM: 3.35 TB/s), which sets the speed of LLM decoding.</source>
        <translation>高带宽内存：在同一封装内紧挨 GPU 芯片堆叠的 DRAM 颗粒。数据中心 GPU 看重它的带宽，2–5 TB/s（H100 SXM 为 3.35 TB/s），它决定大模型解码的速度。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GDDR</source>
        <translation>GDDR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graphics DRAM on the board around the GPU, used by consumer and workstation cards. Cheaper than HBM but slower: about 1 TB/s on an RTX 4090, and at most 24–48 GB per card.</source>
        <translation>焊在 GPU 周围电路板上的图形 DRAM，用于消费级和工作站显卡。比 HBM 便宜但更慢：RTX 4090 约 1 TB/s，每卡最多 24–48 GB。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVIDIA&apos;s direct GPU-to-GPU link, much faster than PCIe: 900 GB/s per H100 SXM GPU, 7× PCIe 5.0 x16. Tensor parallelism needs it; consumer cards since the RTX 40 series have none.</source>
        <translation>NVIDIA 的 GPU 直连链路，远快于 PCIe：每块 H100 SXM GPU 900 GB/s，是 PCIe 5.0 x16 的 7 倍。张量并行离不开它；RTX 40 系列起的消费级显卡已没有 NVLink。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NVSwitch</source>
        <translation>NVSwitch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A switch chip that connects every GPU&apos;s NVLinks, so all 8 GPUs of an HGX server talk to each other at full NVLink speed at once. Without it, GPUs are linked only in pairs or over PCIe.</source>
        <translation>连接所有 GPU 的 NVLink 的交换芯片，使 HGX 服务器的 8 块 GPU 能同时以 NVLink 全速两两通信。没有它，GPU 只能成对互联或经 PCIe 通信。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The expansion bus between CPU, GPUs, NICs and NVMe drives. A PCIe 5.0 x16 slot moves about 64 GB/s each way (4.0: 32 GB/s); a server has a fixed budget of lanes, 80–128 per CPU.</source>
        <translation>连接 CPU、GPU、网卡和 NVMe 硬盘的扩展总线。PCIe 5.0 x16 插槽单向约 64 GB/s（4.0 为 32 GB/s）；服务器的通道数是固定预算，每颗 CPU 80–128 条。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P2P</source>
        <translation>P2P（点对点）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peer-to-peer: one GPU reads or writes another&apos;s memory directly over PCIe or NVLink, without a copy through system RAM. NVIDIA&apos;s driver disables it on RTX 40-series GeForce cards, which slows multi-GPU training on them.</source>
        <translation>点对点：一块 GPU 经 PCIe 或 NVLink 直接读写另一块 GPU 的显存，无需经系统内存中转。NVIDIA 驱动在 RTX 40 系列 GeForce 显卡上禁用了它，因此这些卡上的多卡训练更慢。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A lossless, low-latency network for clusters, with RDMA built in. NDR InfiniBand runs 400 Gb/s per port; large training clusters give every GPU its own 400 Gb/s port.</source>
        <translation>面向集群的无损、低延迟网络，内建 RDMA。NDR InfiniBand 每端口 400 Gb/s；大型训练集群为每块 GPU 配一个独立的 400 Gb/s 端口。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>RoCE</source>
        <translation>RoCE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RDMA over Converged Ethernet: RDMA on Ethernet switches, tuned to be lossless (PFC, ECN). Cheaper and more common in China than InfiniBand, at 100–400 Gb/s per port, with somewhat more tuning effort.</source>
        <translation>基于融合以太网的 RDMA：在以太网交换机上运行 RDMA，并调成无损（PFC、ECN）。比 InfiniBand 便宜，在国内更常见，每端口 100–400 Gb/s，但需要更多调优。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote Direct Memory Access: a network adapter writes into another machine&apos;s memory (even GPU memory, with GPUDirect) without involving either CPU. Multi-node training needs it: over plain TCP the gradient exchange takes several times longer.</source>
        <translation>远程直接内存访问：网卡直接写入另一台机器的内存（借助 GPUDirect 甚至可直接写显存），两端 CPU 都不参与。多机训练需要它：走普通 TCP 时梯度交换要慢好几倍。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NIC</source>
        <translation>网卡（NIC）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network interface card: the adapter that connects a server to the network. Training servers use one 200–400 Gb/s RDMA NIC per GPU for the scale-out fabric plus a slower one for storage and management.</source>
        <translation>网络接口卡：把服务器接入网络的适配器。训练服务器为每块 GPU 配一张 200–400 Gb/s 的 RDMA 网卡组成横向扩展网络，另配一张较慢的网卡用于存储和管理。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power Usage Effectiveness: total facility power divided by IT power. A PUE of 1.5 means 0.5 kW of cooling and losses for every 1 kW of servers; liquid-cooled halls reach 1.1–1.2.</source>
        <translation>电能使用效率：数据中心总功率除以 IT 设备功率。PUE 1.5 表示每 1 kW 服务器功率还要额外消耗 0.5 kW 用于制冷和损耗；液冷机房可达 1.1–1.2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TDP</source>
        <translation>TDP（热设计功耗）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thermal Design Power: the sustained power a chip is designed to draw and shed as heat. An H100 SXM is 700 W, an RTX 4090 450 W; power supplies and cooling are sized from it.</source>
        <translation>热设计功耗：芯片按设计持续消耗并需散出的功率。H100 SXM 为 700 W，RTX 4090 为 450 W；电源和散热都据此配置。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zero Redundancy Optimizer (DeepSpeed): shards training state over data-parallel GPUs instead of copying it. Stage 1 shards optimizer states, 2 adds gradients, 3 adds weights, so 16 bytes per parameter become 16/N on each of N GPUs.</source>
        <translation>零冗余优化器（DeepSpeed）：把训练状态切分到各数据并行 GPU 上，而不是每块 GPU 各存一份。阶段 1 切分优化器状态，阶段 2 再加梯度，阶段 3 再加权重，于是每个参数 16 字节在 N 块 GPU 上各只占 16/N。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FSDP</source>
        <translation>FSDP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fully Sharded Data Parallel: PyTorch&apos;s built-in equivalent of ZeRO-3. Each GPU keeps 1/N of the weights, gradients and optimizer states and gathers the full layer only while computing it.</source>
        <translation>完全分片数据并行：PyTorch 内置的 ZeRO-3 等价方案。每块 GPU 只保存 1/N 的权重、梯度和优化器状态，仅在计算某一层时才汇集该层的完整权重。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tensor parallelism</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Splitting each layer&apos;s weight matrices over several GPUs that compute one layer together. It exchanges activations at every layer, so it stays inside an NVLink server, typically 8-way.</source>
        <translation>把每一层的权重矩阵拆到几块 GPU 上共同计算同一层。每一层都要交换激活值，所以只在一台 NVLink 服务器内使用，通常为 8 路。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pipeline parallelism</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Splitting the model&apos;s layers into consecutive stages on different GPUs, passing activations from stage to stage. It needs little bandwidth, so it spans nodes, but idles GPUs in the pipeline bubble unless there are many micro-batches.</source>
        <translation>把模型的各层按顺序分成若干阶段放在不同 GPU 上，激活值逐段传递。它所需带宽不高，因此可以跨节点，但除非微批次足够多，流水线气泡会让 GPU 空等。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Data parallelism</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running replicas of the model on different slices of each batch and averaging their gradients every step. The simplest way to scale; each step all-reduces a full copy of the gradients (2 bytes per parameter in BF16).</source>
        <translation>多个模型副本各自处理每个批次的不同部分，每步对梯度求平均。这是最简单的扩展方式；每步都要对整份梯度做 all-reduce（BF16 下每个参数 2 字节）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Activation checkpointing (recompute)</source>
        <translation>激活检查点（重计算）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storing only some activations in the forward pass and recomputing the rest in the backward pass. Trades compute for memory: full recompute costs about 33% more compute and cuts activation memory by 5–10×.</source>
        <translation>前向传播只保存部分激活值，其余在反向传播时重新计算。用算力换显存：完全重计算约多花 33% 的计算量，激活显存减少 5–10 倍。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mixed precision</source>
        <translation>混合精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training with 16-bit (BF16) or 8-bit (FP8) arithmetic while the optimizer keeps an FP32 master copy of the weights. Doubles throughput over FP32 and halves activation memory; AdamW then needs 16 bytes per parameter.</source>
        <translation>用 16 位（BF16）或 8 位（FP8）运算训练，同时优化器保留一份 FP32 主权重。吞吐量是 FP32 的两倍，激活显存减半；此时 AdamW 每个参数需要 16 字节。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brain floating point: a 16-bit format with FP32&apos;s exponent range and an 8-bit mantissa. It rarely overflows, so it needs no loss scaling; the default training format on A100, H100 and Ascend 910B.</source>
        <translation>Brain 浮点格式：16 位，指数范围与 FP32 相同，尾数 8 位。它很少溢出，因此无需损失缩放；是 A100、H100 和昇腾 910B 上的默认训练格式。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8-bit floating point (E4M3 and E5M2), supported by NVIDIA Ada (RTX 4090), Hopper (H100, H20) and newer GPUs. Doubles the peak FLOPS over BF16 for matrix multiplies; Transformer Engine keeps per-tensor scales to preserve accuracy.</source>
        <translation>8 位浮点（E4M3 和 E5M2），NVIDIA Ada（RTX 4090）、Hopper（H100、H20）及更新的 GPU 支持。矩阵乘法峰值算力是 BF16 的两倍；Transformer Engine 按张量维护缩放因子以保证精度。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low-Rank Adaptation: freeze the model and train small rank-r matrices beside its projections. With rank 16 the adapters are well under 1% of the parameters, so a 70B model fine-tunes with only its BF16 weights (140 GB) as the big memory item.</source>
        <translation>低秩适配：冻结模型，在各投影层旁训练秩为 r 的小矩阵。秩为 16 时适配器参数远不到总参数的 1%，因此微调 70B 模型时，显存大头只剩它的 BF16 权重（140 GB）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LoRA on a base model quantised to 4 bits (NF4): weights take about 0.5 bytes per parameter, so a 70B model&apos;s base fits in about 40 GB. Slower than LoRA because weights are dequantised on the fly.</source>
        <translation>在量化为 4 位（NF4）的基座模型上做 LoRA：权重每个参数约 0.5 字节，70B 模型的基座约 40 GB 即可装下。由于权重要实时反量化，速度比 LoRA 慢。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The keys and values of every earlier token, kept per sequence so generation does not recompute them. It grows with context length and concurrent sequences: Llama 3.1 70B needs about 2.7 GB per 8k-token sequence in BF16.</source>
        <translation>每个已生成词元的键和值，按序列保存，使生成时无需重复计算。它随上下文长度和并发序列数增长：Llama 3.1 70B 在 BF16 下每条 8k 词元的序列约需 2.7 GB。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MFU</source>
        <translation>MFU（模型算力利用率）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model FLOPs Utilisation: the model&apos;s useful FLOPs per second divided by the GPUs&apos; peak. Well-tuned LLM training reaches 35–55%; it turns peak TFLOPS into a realistic time to train.</source>
        <translation>模型算力利用率：模型每秒有效浮点运算量除以 GPU 峰值算力。调优良好的大模型训练可达 35–55%；它把峰值 TFLOPS 换算成实际的训练时间。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TCO</source>
        <translation>TCO（总拥有成本）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total Cost of Ownership: every cost of an option over the horizon, not only the purchase price: hardware, power, colocation, staff, maintenance, financing, minus the residual value. Usually compared over 36 months.</source>
        <translation>总拥有成本：某方案在整个周期内的全部成本，而不只是购买价：硬件、电费、托管、人员、维保、融资，再减去残值。通常按 36 个月比较。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NPV</source>
        <translation>NPV（净现值）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Net Present Value: future payments discounted to today&apos;s money at the discount rate. At 8% a year, CNY 100 paid in three years is worth about CNY 79 today, which favours options that pay later.</source>
        <translation>净现值：按折现率把未来的支付折算为今天的价值。年折现率 8% 时，三年后支付的 100 元今天约值 79 元，因此有利于晚付款的方案。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Capex</source>
        <translation>资本支出（Capex）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capital expenditure: money spent up front on assets that last years, such as servers, switches and cooling. Depreciated over their life, typically three to five years for GPU servers.</source>
        <translation>资本支出：预先投入、可使用多年的资产支出，如服务器、交换机和制冷设备。按使用年限折旧，GPU 服务器通常为三到五年。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opex</source>
        <translation>运营支出（Opex）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operating expenditure: recurring costs of running, such as electricity, colocation, staff, maintenance and cloud rental. Renting turns the whole cluster into opex.</source>
        <translation>运营支出：持续发生的运行成本，如电费、托管费、人员、维保和云租用。租用会把整个集群都变成运营支出。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Colocation</source>
        <translation>托管（主机托管）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Renting rack space, power and cooling in someone else&apos;s data centre (IDC) for servers you own. Priced per rack or per kW a month; in Shenzhen about CNY 1,100 per kW-month.</source>
        <translation>在他人的数据中心（IDC）租用机柜空间、电力和制冷来放置自有服务器。按机柜或每 kW 每月计价；深圳约每 kW 每月 1,100 元。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reserved instance</source>
        <translation>预留实例</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cloud capacity committed for a term, typically one or three years, at a discount of about 30–60% off on-demand. You pay whether you use it or not.</source>
        <translation>按期限（通常一年或三年）承诺使用的云资源，价格比按需低约 30–60%。无论是否使用都要付费。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cloud capacity rented by the hour with no commitment, at the highest hourly price. Best for bursts and low utilisation; GPUs may be unavailable when the region is busy.</source>
        <translation>按小时租用、无需承诺的云资源，小时单价最高。适合突发需求和低利用率；地域繁忙时可能租不到 GPU。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bare metal</source>
        <translation>裸金属</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A whole physical server rented without a hypervisor, usually by the month, often with the same 8 GPUs, NVLink and RDMA NICs as an owned HGX server. Full performance, no hardware to buy.</source>
        <translation>不带虚拟化层、整台出租的物理服务器，通常按月计费，常与自购 HGX 服务器一样配有 8 块 GPU、NVLink 和 RDMA 网卡。性能完整，无需购买硬件。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Break-even</source>
        <translation>盈亏平衡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The point where two options cost the same: the month when owning&apos;s cumulative cost falls below renting&apos;s, or the utilisation above which owning is cheaper. Typical GPU purchases break even after 12–24 months at high utilisation.</source>
        <translation>两个方案成本相等的点：自购的累计成本低于租用的那个月份，或自购开始更便宜的利用率。高利用率下，购买 GPU 通常在 12–24 个月后回本。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Residual value</source>
        <translation>残值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the hardware is still worth at the end of the horizon, credited back to the purchase option. Data-centre GPUs have kept about 15–30% of their price after three years.</source>
        <translation>周期结束时硬件仍具有的价值，计入购买方案的回收。数据中心 GPU 三年后通常仍保有价格的 15–30%。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>HGX</source>
        <translation>HGX</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVIDIA&apos;s baseboard with 4 or 8 SXM GPUs joined by NVLink and NVSwitch, built into servers by Inspur, Supermicro, Dell and others. An 8-GPU HGX H100 server draws about 10 kW.</source>
        <translation>NVIDIA 的 GPU 基板，搭载 4 或 8 块 SXM GPU，由 NVLink 和 NVSwitch 互联，由浪潮、超微、戴尔等厂商装入服务器。8 卡 HGX H100 服务器功耗约 10 kW。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>SXM</source>
        <translation>SXM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVIDIA&apos;s mezzanine socket for data-centre GPUs, mounted on an HGX board instead of a PCIe slot. It allows higher power (700 W for H100) and full NVLink; the PCIe version of the same GPU is slower.</source>
        <translation>NVIDIA 数据中心 GPU 的夹层插座，安装在 HGX 基板上而非 PCIe 插槽。它允许更高功耗（H100 为 700 W）和完整的 NVLink；同一 GPU 的 PCIe 版本更慢。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ECC</source>
        <translation>ECC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Error-correcting code memory: detects and corrects bit flips. Data-centre GPUs and server RAM have it; consumer GPUs do not, so a long training run can be silently corrupted.</source>
        <translation>纠错码内存：检测并纠正位翻转。数据中心 GPU 和服务器内存都有 ECC，消费级 GPU 没有，因此长时间训练可能被悄无声息地破坏。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export control</source>
        <translation>出口管制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules that restrict selling advanced chips to some countries, notably the US EAR rules of October 2022 and 2023. They bar the H100 and A100 from China; the H20 and RTX 4090D are cut-down versions made for that market, and the rules keep changing.</source>
        <translation>限制向某些国家出售先进芯片的规定，主要是美国 2022 年 10 月和 2023 年的 EAR 规则。它们禁止向中国出售 H100 和 A100；H20 和 RTX 4090D 是为该市场制作的降规版本，而规则仍在不断变化。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gradient accumulation</source>
        <translation>梯度累积</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running several micro-batches and adding their gradients before one optimizer step, so a large global batch fits in small memory. Costs no extra memory, only time per step.</source>
        <translation>先运行多个微批次并累加梯度，再执行一次优化器更新，使大的全局批次也能在小显存中完成。不增加显存，只增加每步时间。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A fused attention kernel that computes attention in tiles and never stores the full sequence × sequence matrix. Activation memory becomes linear in sequence length and attention runs 2–4× faster.</source>
        <translation>一种融合的注意力算子，分块计算注意力，从不存储完整的“序列 × 序列”矩阵。激活显存随序列长度线性增长，注意力计算快 2–4 倍。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The protocol of solid-state drives attached over PCIe: 7 GB/s per PCIe 4.0 drive, 14 GB/s per PCIe 5.0 drive. Training nodes keep datasets and checkpoints on 4–8 of them in RAID 0.</source>
        <translation>经 PCIe 连接的固态硬盘协议：PCIe 4.0 硬盘每块 7 GB/s，PCIe 5.0 硬盘每块 14 GB/s。训练节点通常用 4–8 块组成 RAID 0 存放数据集和检查点。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TFLOPS</source>
        <translation>TFLOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trillions of floating-point operations per second, the peak arithmetic rate of a GPU. An H100 SXM reaches about 989 dense BF16 TFLOPS; real training achieves a fraction of it (see MFU).</source>
        <translation>每秒万亿次浮点运算，GPU 的峰值运算速率。H100 SXM 的稠密 BF16 约 989 TFLOPS；实际训练只能达到其中一部分（见 MFU）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MoE</source>
        <translation>MoE（混合专家）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixture of Experts: a model whose layers route each token to a few of many expert networks. DeepSeek-V3 has 671B parameters but uses 37B per token, so it computes like a small model and needs the memory of a large one.</source>
        <translation>混合专家：模型各层把每个词元路由到众多专家网络中的少数几个。DeepSeek-V3 有 671B 参数，但每个词元只用 37B，因此计算量像小模型，显存需求却像大模型。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Depreciation</source>
        <translation>折旧</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spreading a purchase&apos;s cost over its useful life in the accounts. GPU servers are usually depreciated over three years, which is why TCO comparisons use a 36-month horizon.</source>
        <translation>在账目中把购置成本分摊到使用年限内。GPU 服务器通常按三年折旧，这也是 TCO 比较采用 36 个月周期的原因。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>VAT</source>
        <translation>增值税（VAT）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value-added tax on hardware and services. In China 13% on hardware and 6% on cloud services; a company that can recover it pays the net price, others pay it in full.</source>
        <translation>对硬件和服务征收的增值税。中国硬件税率 13%，云服务 6%；能抵扣进项税的企业按净价负担，其他企业全额承担。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Oversubscription</source>
        <translation>超额订阅（收敛比）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ratio of a network switch&apos;s downlink to uplink capacity. 1:1 is non-blocking; 2:1 or more saves switches but can slow all-reduce traffic between racks.</source>
        <translation>交换机下行带宽与上行带宽之比。1:1 为无阻塞；2:1 或更高可节省交换机，但会拖慢机柜之间的 all-reduce 流量。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVIDIA&apos;s GPU programming platform, on which PyTorch, DeepSpeed and most AI software run. Each GPU generation needs a minimum CUDA and driver version; Ascend uses CANN instead.</source>
        <translation>NVIDIA 的 GPU 编程平台，PyTorch、DeepSpeed 和大多数 AI 软件都运行在其上。每代 GPU 都需要最低的 CUDA 和驱动版本；昇腾则使用 CANN。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slurm</source>
        <translation>Slurm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The open-source job scheduler most GPU clusters use to share nodes among users: jobs ask for GPUs and wait in a queue. Good scheduling is what raises utilisation above 50%.</source>
        <translation>大多数 GPU 集群用来在用户间共享节点的开源作业调度器：作业申请 GPU 并排队等待。良好的调度是把利用率提高到 50% 以上的关键。</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Glossary</source>
        <translation>术语表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Search:</source>
        <translation>搜索(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Term or words of a definition, e.g. memory</source>
        <translation>术语或定义中的词，例如 显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the terms whose name or definition contains these words</source>
        <translation>显示名称或定义包含这些词的术语</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search the glossary</source>
        <translation>搜索术语表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Terms</source>
        <translation>术语</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick a term to read its definition</source>
        <translation>选择一个术语以查看其定义</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Definition</source>
        <translation>定义</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No term matches the search.</source>
        <translation>没有与搜索匹配的术语。</translation>
    </message>
</context>
<context>
    <name>planner::ui::GpuPickerDialog</name>
    <message>
        <location filename="../../ui/editors/gpu_picker.cpp" line="+169"/>
        <source>Choose a GPU</source>
        <translation>选择 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Search:</source>
        <translation>搜索(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Vendor:</source>
        <translation>厂商(&amp;V)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Memory at least:</source>
        <translation>显存至少(&amp;M)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Form factor:</source>
        <translation>外形规格(&amp;F)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name, vendor, id…</source>
        <translation>名称、厂商、标识…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows only the GPUs that contain this text</source>
        <translation>只显示包含此文字的 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU search</source>
        <translation>GPU 搜索</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any vendor</source>
        <translation>任意厂商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only GPUs of this vendor</source>
        <translation>只显示该厂商的 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU vendor filter</source>
        <translation>GPU 厂商筛选</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any</source>
        <translation>任意</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory per GPU decides the largest model it can hold: a 70B fine-tune needs 80 GB cards</source>
        <translation>单卡显存决定能容纳的最大模型：70B 模型微调需要 80 GB 显卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimum GPU memory</source>
        <translation>最小 GPU 显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any form factor</source>
        <translation>任意外形规格</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PCIe cards fit ordinary servers; SXM and OAM modules need an HGX-class board</source>
        <translation>PCIe 卡适用于普通服务器；SXM 和 OAM 模组需要 HGX 类主板</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU form factor filter</source>
        <translation>GPU 外形规格筛选</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only GPUs sold in this market</source>
        <translation>只显示本市场有售的 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only GPUs sold in this market (%1)</source>
        <translation>只显示本市场（%1）有售的 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hides GPUs that need an export licence, are barred or are not sold in the market of the current scenario&apos;s region</source>
        <translation>隐藏在当前场景所在地区的市场中需出口许可、被禁止或未销售的 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only GPUs available in this market</source>
        <translation>只显示本市场可购买的 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click a GPU to choose it; click a header to sort</source>
        <translation>双击 GPU 即可选择；单击列标题可排序</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 of %2 GPUs shown</source>
        <translation>显示 %1 / %2 个 GPU</translation>
    </message>
</context>
<context>
    <name>planner::ui::LessonActions</name>
    <message>
        <location filename="../../ui/lessons/lesson_panel.cpp" line="+175"/>
        <source>&amp;Lessons</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plans that each teach one tradeoff, with an explanation and a change to try</source>
        <translation>每个方案讲解一个取舍，附有说明和一个可以尝试的修改</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Cannot open the lesson</source>
        <translation>无法打开课程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson&apos;s plan %1 cannot be read; the current plan is unchanged.</source>
        <translation>无法读取课程方案 %1；当前方案保持不变。</translation>
    </message>
</context>
<context>
    <name>planner::ui::LessonPanel</name>
    <message>
        <location line="-99"/>
        <location line="+12"/>
        <source>Apply the suggested change</source>
        <translation>应用建议的修改</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>What to look at</source>
        <translation>看什么</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Why</source>
        <translation>为什么</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggested change</source>
        <translation>建议的修改</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the change shows</source>
        <translation>修改后会看到什么</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (one step: Edit &gt; Undo takes it back)</source>
        <translation>%1（一步操作：编辑 &gt; 撤销即可还原）</translation>
    </message>
</context>
<context>
    <name>planner::ui::MainWindow</name>
    <message>
        <location filename="../../ui/shell/main_window.cpp" line="+588"/>
        <source>New plan</source>
        <translation>新建方案</translation>
    </message>
    <message>
        <location line="-303"/>
        <source>About GPU Cluster Planner</source>
        <translation>关于 GPU 集群规划器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;GPU Cluster Planner&lt;/b&gt; %1&lt;br&gt;Plans GPU clusters: checks a build against its workload and compares buying, renting and cloud, region by region.</source>
        <translation>&lt;b&gt;GPU 集群规划器&lt;/b&gt; %1&lt;br&gt;规划 GPU 集群：对照工作负载检查集群配置，并按地区逐一比较购买、租用和云服务的成本。</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>&amp;Undo %1</source>
        <translation>撤销(&amp;U) %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo %1</source>
        <translation>重做(&amp;R) %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New plan</source>
        <translation>新建方案(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new plan with one scenario</source>
        <translation>新建一个只含一个场景的方案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a plan file</source>
        <translation>打开方案文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the plan (atomically: a crash never leaves half a file)</source>
        <translation>保存方案（原子写入：即使程序崩溃也不会留下残缺文件）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export quote…</source>
        <translation>导出报价单(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;deployment kit…</source>
        <translation>导出部署包(&amp;D)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the install checklist (English and Chinese), Slurm, container and NCCL files for the current scenario&apos;s build into a new folder</source>
        <translation>把当前场景的安装清单（中英文）以及 Slurm、容器和 NCCL 配置文件写入一个新文件夹</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write the quote of every scenario as a PDF (charts, sources) or a CSV for spreadsheets</source>
        <translation>将所有场景的报价单导出为 PDF（含图表与来源）或电子表格用的 CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print quote…</source>
        <translation>打印报价单(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview and print the quote of every scenario</source>
        <translation>预览并打印所有场景的报价单</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Glossary</source>
        <translation>术语表(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Terms of GPU infrastructure and its costs, explained</source>
        <translation>GPU 基础设施及其成本相关术语的解释</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Build</source>
        <translation>配置(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Costs</source>
        <translation>成本(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Co&amp;mpare scenarios</source>
        <translation>比较场景(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Advisor</source>
        <translation>顾问(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Presentation mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full screen for a meeting: the verdict, the cost table and one chart at a time; Left/Right step scenarios, Up/Down charts, Esc or F11 leaves</source>
        <translation>会议用全屏：结论、成本表，每次一张图表；左/右键切换场景，上/下键切换图表，Esc 或 F11 退出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Workload, site and finance</source>
        <translation>工作负载、场地与财务</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Catalog browser</source>
        <translation>目录浏览器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Site &amp;&amp; finance</source>
        <translation>场地与财务</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Costs</source>
        <translation>成本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three-year cost of buying, cloud on-demand, reserved rental and hybrid, with break-even points, regions and sensitivity</source>
        <translation>购买自建、云按需、预留租赁和混合方式的三年成本，以及盈亏平衡点、各地区对比和敏感性分析</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Scenarios</source>
        <translation>场景</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Findings</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build</source>
        <translation>配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare scenarios</source>
        <translation>比较场景</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advisor</source>
        <translation>顾问</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What should we get? The cheapest valid builds for this workload, as a frontier of cost against time</source>
        <translation>该买什么？此工作负载最便宜的有效配置，以成本与时间的前沿呈现</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every scenario side by side: capex, three-year cost of each option, time to train, power and findings</source>
        <translation>并排比较所有场景：资本支出、每种方式的三年成本、训练时长、功率和检查结果</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1[*] — GPU Cluster Planner</source>
        <translation>%1[*] — GPU 集群规划器</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Cannot open plan</source>
        <translation>无法打开方案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; cannot be opened; the current plan is unchanged.

%2</source>
        <translation>无法打开“%1”；当前方案未受影响。

%2</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Opened with %n warning(s); the first: %1</source>
        <translation>
            <numerusform>已打开，有 %n 条警告；第一条：%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+21"/>
        <source>Cannot save plan</source>
        <translation>无法保存方案</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+21"/>
        <source>The plan was not saved; nothing is lost.

%1</source>
        <translation>方案未保存；所有内容均未丢失。

%1</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location line="+56"/>
        <location line="+30"/>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>The quote was not written.

%1</source>
        <translation>报价单未写入。

%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quote written to %1</source>
        <translation>报价单已写入 %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 deployment kit</source>
        <comment>suggested folder name</comment>
        <translation>%1 部署包</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replace the folder?</source>
        <translation>替换该文件夹？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not empty. Replace everything in it with the deployment kit?</source>
        <translation>%1 不是空的。要用部署包替换其中的全部内容吗？</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The deployment kit was not written.

%1</source>
        <translation>部署包未写入。

%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deployment kit written to %1</source>
        <translation>部署包已写入 %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Recover unsaved work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU Cluster Planner did not close normally. Unsaved changes to &quot;%1&quot; from %2 were kept. Recover them?</source>
        <translation>GPU 集群规划器上次未正常关闭。已保留“%1”在 %2 的未保存更改。是否恢复？</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot recover</source>
        <translation>无法恢复</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The autosaved work cannot be read: %1</source>
        <translation>无法读取自动保存的内容：%1</translation>
    </message>
</context>
<context>
    <name>planner::ui::MarketModel</name>
    <message>
        <location filename="../../ui/costs/market_panel.cpp" line="+41"/>
        <source>Per training run</source>
        <translation>每次训练</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per million tokens</source>
        <translation>每百万 token</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Per GPU-hour of work</source>
        <translation>每 GPU 时工作量</translation>
    </message>
    <message>
        <location line="+47"/>
        <source> · interruptible</source>
        <translation> · 可被中断</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>same GPU</source>
        <translation>同款 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot do the work</source>
        <translation>无法完成该工作</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · not like for like</source>
        <translation>%1 · 并非同等比较</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 · %2
%3
Billed per %4. %5</source>
        <translation>%1 · %2
%3
按%4计费。%5</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not like for like: %1</source>
        <translation>并非同等比较：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hours of this GPU for one hour of the build&apos;s GPU&apos;s work: %1</source>
        <translation>完成本配置 GPU 一小时工作所需该 GPU 的时长：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2 as listed, converted at the catalog&apos;s dated rate; excl. VAT</source>
        <translation>标价 %1 %2，按目录中注明日期的汇率换算；不含增值税</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A server rented by the month is paid whatever the use: at %1% utilisation each hour of work carries the idle hours too</source>
        <translation>按月租用的服务器无论是否使用都要付费：利用率为 %1% 时，每小时工作也要分摊空闲时长</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Price per GPU-hour × hours factor × GPU-hours in one unit of work</source>
        <translation>每 GPU 时价格 × 时长系数 × 每单位工作量的 GPU 时</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Offering</source>
        <translation>报价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Class</source>
        <translation>类别</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Term</source>
        <translation>期限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per GPU-hour</source>
        <translation>每 GPU 时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hours for the work</source>
        <translation>完成工作所需时长</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As of</source>
        <translation>日期</translation>
    </message>
</context>
<context>
    <name>planner::ui::MarketPanel</name>
    <message>
        <location line="+69"/>
        <source>Use %1</source>
        <translation>采用 %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Use this</source>
        <translation>采用此项</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare the scenario with the selected offering instead of the cheapest of its class (on-demand or rental, by the offering&apos;s term; spot prices are listed, not compared); undo with Ctrl+Z</source>
        <translation>用所选报价代替其类别中最便宜的进行比较（按报价期限归入按需或租赁；竞价价格只列出，不参与比较）；可按 Ctrl+Z 撤销</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n offering(s) that could do this build&apos;s work: those that do it like for like first, then those that do not, each in the plan&apos;s market before the others and cheapest per unit of work first; ★ marks the ones the comparison uses. Grey rows cannot do the work.</source>
        <translation>
            <numerusform>%n 个能完成本配置工作的报价：同等比较的在前，其余在后，各自先列本方案所在市场的报价、再列其他市场，并按单位工作量成本从低到高排列；★ 标出比较所用的报价。灰色行无法完成该工作。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Buying costs the same as renting at %1 per GPU-hour of the build&apos;s GPU.</source>
        <translation>本配置 GPU 每 GPU 时租金为 %1 时，购买与租用成本相同。</translation>
    </message>
</context>
<context>
    <name>planner::ui::MeasuredRunDialog</name>
    <message>
        <location filename="../../ui/editors/measured_run_dialog.cpp" line="+66"/>
        <source>Measured runs</source>
        <translation>实测运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A run you measured on real hardware corrects the estimate: the closest run of the same GPU, model and kind of training sets the speed for its own configuration, and neighbouring configurations move in proportion. A run of exactly this configuration with its memory peak replaces the memory estimate.</source>
        <translation>你在真实硬件上实测的运行会修正估算：同一 GPU、同一模型、同类训练中最接近的一次运行决定其自身配置的速度，相近的配置按同一比例调整。与当前配置完全相同且记录了显存峰值的运行会替代显存估算。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Remove run</source>
        <translation>删除运行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Record a measured run</source>
        <translation>记录一次实测运行</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>not measured</source>
        <translation>未测量</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>framework, version, steps averaged</source>
        <translation>框架、版本、取平均的步数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training</source>
        <translation>训练类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs in the run</source>
        <translation>运行使用的 GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequence length (tokens)</source>
        <translation>序列长度（token）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured tokens/s per GPU</source>
        <translation>实测每 GPU tokens/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>or: step time (s)</source>
        <translation>或：每步时间（秒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>and global batch (sequences)</source>
        <translation>及全局批大小（序列数）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak memory per GPU (GB)</source>
        <translation>每 GPU 峰值显存（GB）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date of the run</source>
        <translation>运行日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training tokens processed per second on each GPU, averaged over steps after warm-up (Megatron-LM and torchtitan log it; else global batch × sequence length ÷ step time ÷ GPUs).</source>
        <translation>每块 GPU 每秒处理的训练 token 数，取预热之后各步的平均（Megatron-LM 与 torchtitan 会记录；否则为全局批大小 × 序列长度 ÷ 每步时间 ÷ GPU 数）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fill step time and global batch to compute the tokens a second per GPU.</source>
        <translation>填写每步时间和全局批大小，即可算出每 GPU 每秒 token 数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The largest memory any GPU held, as torch.cuda.max_memory_reserved() or nvidia-smi report it; 0 when not measured.</source>
        <translation>任一 GPU 占用的最大显存，以 torch.cuda.max_memory_reserved() 或 nvidia-smi 的报告为准；未测量时为 0。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Record run</source>
        <translation>记录运行</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1: %2 × %3, %4, sequence %5, %6 tokens/s per GPU%7</source>
        <translation>%1：%2 × %3，%4，序列 %5，每 GPU %6 tokens/s%7</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>, peak %1 GB</source>
        <translation>，峰值 %1 GB</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Cannot record this run: %1.</source>
        <translation>无法记录此运行：%1。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Record measured run of %1</source>
        <translation>记录 %1 的实测运行</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Remove measured run of %1</source>
        <translation>删除 %1 的实测运行</translation>
    </message>
</context>
<context>
    <name>planner::ui::NodeGroupModel</name>
    <message>
        <location filename="../../ui/editors/node_group_model.cpp" line="+74"/>
        <source>%1 (unknown)</source>
        <translation>%1（未知）</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Group %1</source>
        <translation>节点组 %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Rename node group</source>
        <translation>重命名节点组</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+3"/>
        <source>Change %1</source>
        <translation>修改“%1”</translation>
    </message>
</context>
<context>
    <name>planner::ui::OverridePriceDialog</name>
    <message>
        <location filename="../../ui/browser/catalog_browser.cpp" line="-282"/>
        <source>Override price of %1</source>
        <translation>覆盖 %1 的价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Figure:</source>
        <translation>项目(&amp;F)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Amount:</source>
        <translation>金额(&amp;A)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Currency:</source>
        <translation>货币(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Source:</source>
        <translation>来源(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As &amp;of:</source>
        <translation>截至日期(&amp;O)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which price of this entry the plan overrides</source>
        <translation>本方案覆盖此条目的哪一项价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overridden figure</source>
        <translation>被覆盖的项目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your price, in the currency chosen below, before VAT</source>
        <translation>您的价格（下方所选货币，不含增值税）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Override amount</source>
        <translation>覆盖金额</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Currency of your price; converted with the catalog&apos;s dated FX rates</source>
        <translation>您的价格所用货币；按目录中注明日期的汇率换算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Override currency</source>
        <translation>覆盖货币</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the price comes from, e.g. a quote number or URL; printed on the quote</source>
        <translation>价格来源，如报价单号或网址；会打印在报价单上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Override source</source>
        <translation>覆盖来源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Required: e.g. “Distributor quote #123”</source>
        <translation>必填：例如“经销商报价 #123”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The date the price was true on</source>
        <translation>该价格有效的日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Override date</source>
        <translation>覆盖日期</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The catalog has no value for this figure.</source>
        <translation>目录中没有此项的数值。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Now: %1 (%2, %3)</source>
        <translation>当前：%1（%2，%3）</translation>
    </message>
</context>
<context>
    <name>planner::ui::PresentationView</name>
    <message>
        <location filename="../../ui/costs/presentation_view.cpp" line="+182"/>
        <source>%1 · scenario %2 of %3</source>
        <translation>%1 · 第 %2 个场景，共 %3 个</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No scenario</source>
        <translation>无场景</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 (chart %2 of %3)</source>
        <translation>%1（图表 %2/%3）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Presentation — GPU Cluster Planner</source>
        <translation>演示 — GPU 集群规划器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>← → scenarios   ↑ ↓ charts   Esc or F11 leaves</source>
        <translation>← → 切换场景   ↑ ↓ 切换图表   Esc 或 F11 退出</translation>
    </message>
</context>
<context>
    <name>planner::ui::ScenarioBinder</name>
    <message>
        <location filename="../../ui/document/scenario_binder.cpp" line="+93"/>
        <source>Edit %1</source>
        <translation>修改“%1”</translation>
    </message>
</context>
<context>
    <name>planner::ui::ScenarioListModel</name>
    <message>
        <location filename="../../ui/editors/scenario_list_model.cpp" line="+77"/>
        <source>Rename scenario</source>
        <translation>重命名场景</translation>
    </message>
</context>
<context>
    <name>planner::ui::ScenarioPanel</name>
    <message>
        <location filename="../../ui/editors/scenario_panel.cpp" line="+58"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a scenario with a copy of the current one&apos;s build</source>
        <translation>添加一个场景，并复制当前场景的配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the current scenario to try a variation</source>
        <translation>复制当前场景，以便尝试其他配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the current scenario (undoable)</source>
        <translation>删除当前场景（可撤销）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scenarios of this plan; double-click to rename</source>
        <translation>此方案中的场景；双击可重命名</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>New scenario</source>
        <translation>新场景</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add scenario</source>
        <translation>添加场景</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 copy</source>
        <translation>%1 副本</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Duplicate scenario</source>
        <translation>复制场景</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Delete scenario</source>
        <translation>删除场景</translation>
    </message>
</context>
<context>
    <name>planner::ui::SiteFinancePanel</name>
    <message>
        <location filename="../../ui/editors/site_finance_panel.cpp" line="+77"/>
        <source>CNY (Chinese yuan)</source>
        <translation>CNY（人民币）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>USD (US dollar)</source>
        <translation>USD（美元）</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>Market %1, prices in %2, default PUE %3</source>
        <translation>市场 %1，价格币种 %2，默认 PUE %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Recommended (%1)</source>
        <translation>推荐（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>long-term support</source>
        <translation>长期支持</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>production</source>
        <translation>生产</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>new feature</source>
        <translation>新功能</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2)</source>
        <comment>driver branch and its kind</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The container&apos;s</source>
        <translation>容器自带</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Newest the driver runs</source>
        <translation>驱动能运行的最新版本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (CUDA %2, PyTorch %3)</source>
        <translation>%1（CUDA %2，PyTorch %3）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Newest with a wheel for the GPUs</source>
        <translation>有适用于这些 GPU 的 wheel 的最新版本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (wheels: %2)</source>
        <comment>PyTorch release and its CUDA wheel variants</comment>
        <translation>%1（wheel：%2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, up to %2 kW/rack</source>
        <translation>%1，每机柜最高 %2 kW</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cheapest of the class</source>
        <translation>该类别中最便宜的</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Site</source>
        <translation>场地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Utilisation and demand</source>
        <translation>利用率与需求</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Horizon, currency and financing</source>
        <translation>周期、币种与融资</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running costs and resale</source>
        <translation>运行成本与转售</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Renting: offerings, hybrid and cloud extras</source>
        <translation>租用：报价、混合方案与云端附加费用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Software (deployment kit)</source>
        <translation>软件（部署包）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> months</source>
        <translation> 个月</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source> FTE</source>
        <translation> 人（全职）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>region default</source>
        <translation>地区默认</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> years</source>
        <translation> 年</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> TB/month</source>
        <translation> TB/月</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>site default</source>
        <translation>场地默认</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>planner::ui::WhatIfBar</name>
    <message>
        <location filename="../../ui/costs/what_if_bar.cpp" line="+376"/>
        <source>What-if: %1</source>
        <translation>假设：%1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Reset the what-if values</source>
        <translation>重置假设值</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+126"/>
        <source>Utilisation %1%</source>
        <translation>利用率 %1%</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>Rental price %1% of catalog</source>
        <translation>租用价格为目录价的 %1%</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+124"/>
        <source>Rental price %1%</source>
        <translation>租用价格 %1%</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>Electricity %1% of tariff</source>
        <translation>电价为标准电价的 %1%</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+123"/>
        <source>Electricity %1%</source>
        <translation>电价 %1%</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>GPU price %1% of catalog</source>
        <translation>GPU 价格为目录价的 %1%</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+122"/>
        <source>GPU price %1%</source>
        <translation>GPU 价格 %1%</translation>
    </message>
    <message numerus="yes">
        <location line="-120"/>
        <location line="+121"/>
        <source>Horizon %n month(s)</source>
        <translation>
            <numerusform>期限 %n 个月</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-105"/>
        <source>Basis: the owned GPUs&apos; hours, %n GPU(s) × 730 h a month.</source>
        <translation>
            <numerusform>基准：自有 GPU 工时，%n 块 GPU × 每月 730 小时。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Off: the plan ramps its utilisation from %1% to %2% (Site and finance panel).</source>
        <translation>已停用：方案的利用率从 %1% 逐步升至 %2%（站点与财务面板）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off: the demand comes from the workload, not from a utilisation.</source>
        <translation>已停用：需求来自工作负载，而非利用率。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (%2): %3 per GPU-hour as listed</source>
        <translation>%1（%2）：目录价每 GPU 小时 %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2): %3 a server-month as listed</source>
        <translation>%1（%2）：目录价每服务器月 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Basis: no rental offering is priced for this build here.</source>
        <translation>基准：此处没有为该配置定价的租用方案。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Basis at 100%:</source>
        <translation>100% 时的基准：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Basis: the region has no electricity tariff.</source>
        <translation>基准：该地区没有电价。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Basis at 100%: the region&apos;s tariff, %1 per kWh (%2).</source>
        <translation>100% 时的基准：该地区电价，每千瓦时 %1（%2）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 × %2 at %3 each</source>
        <translation>%1 × %2，每块 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Basis: the GPUs have no price in the catalogs.</source>
        <translation>基准：目录中没有这些 GPU 的价格。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Basis at 100% (excl. VAT):</source>
        <translation>100% 时的基准（不含增值税）：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every option is compared over the same months; the resale value is taken at the end.</source>
        <translation>所有方式按相同月数比较；残值在期末计入。</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Utilisation, horizon and the three prices of this scenario back to the plan as opened or last saved (a scenario added since: the prices as listed), in one undo step</source>
        <translation>将本场景的利用率、期限和三项价格恢复为打开或上次保存时的方案（此后新增的场景：价格恢复为目录价），可一步撤销</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rental price</source>
        <translation>租用价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Electricity</source>
        <translation>电价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU price</source>
        <translation>GPU 价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Horizon</source>
        <translation>期限</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Buy or rent</source>
        <translation>买还是租</translation>
    </message>
</context>
<context>
    <name>planner::ui::WorkloadPanel</name>
    <message>
        <location filename="../../ui/editors/workload_panel.cpp" line="+236"/>
        <source>Inference serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <location line="-183"/>
        <source>%1B</source>
        <translation>%1B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1M</source>
        <translation>%1M</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>Measured runs…</source>
        <translation>实测运行…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured runs</source>
        <translation>实测运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record a training run measured on real hardware: the estimate is calibrated from the closest one.</source>
        <translation>记录在真实硬件上实测的训练运行：估算将按最接近的一次校准。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Workload and model</source>
        <translation>工作负载与模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallelism and sharding</source>
        <translation>并行与分片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training run</source>
        <translation>训练运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Data and schedule</source>
        <translation>数据与进度</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>auto: all remaining GPUs</source>
        <translation>自动：使用其余全部 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no target</source>
        <translation>无目标</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no deadline</source>
        <translation>无期限</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Training images (millions)</source>
        <translation>训练图像数（百万）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Images seen per epoch, in millions: ImageNet-1k is 1.28 million. Compute is about 3 × forward FLOPs per image.</source>
        <translation>每轮看到的图像数（百万）：ImageNet-1k 为 128 万张。计算量约为每张图像前向 FLOPs 的 3 倍。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: %2 GB = %3</source>
        <translation>%1：%2 GB = %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Work: %1</source>
        <translation>计算量：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Utilisation of peak: %1</source>
        <translation>峰值利用率：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scaling across nodes: %1</source>
        <translation>跨节点扩展：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throughput: %1</source>
        <translation>吞吐：%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Memory per GPU: %1 GB</source>
        <translation>每 GPU 显存：%1 GB</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory per GPU: %1 GB of %2 GB (fits)</source>
        <translation>每 GPU 显存：%1 GB / %2 GB（够用）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory per GPU: %1 GB of %2 GB (does not fit)</source>
        <translation>每 GPU 显存：%1 GB / %2 GB（不够）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Time to train: %1 days per run</source>
        <translation>训练时间：每次运行 %1 天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time to train: %1 hours per run</source>
        <translation>训练时间：每次运行 %1 小时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sustained: %1 tokens/s</source>
        <translation>持续吞吐：%1 词元/秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Demand: %1 GPU-hours a month</source>
        <translation>需求：每月 %1 GPU 时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calibrated from your run of %1</source>
        <translation>已按你 %1 的实测运行校准</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No estimate for this workload</source>
        <translation>此工作负载无估算</translation>
    </message>
</context>
</TS>
