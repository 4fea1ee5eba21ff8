<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QObject</name>
    <message>
        <location filename="../../ui/dialogs.cpp" line="+17"/>
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
        <location line="+1"/>
        <source>GPU plans (*.json);;All files (*)</source>
        <translation>GPU 方案 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save plan</source>
        <translation>保存方案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU plans (*.json)</source>
        <translation>GPU 方案 (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/gui_main.cpp" line="+51"/>
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
        <location filename="../../ui/main_window.cpp" line="+32"/>
        <source>Scenario 1</source>
        <translation>场景 1</translation>
    </message>
</context>
<context>
    <name>planner::ui::BuildPanel</name>
    <message>
        <location filename="../../ui/build_panel.cpp" line="+102"/>
        <location line="+73"/>
        <source>Add node group</source>
        <translation>添加节点组</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Add a group of identical servers to this scenario</source>
        <translation>向此场景添加一组配置相同的服务器</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+84"/>
        <source>Remove node group</source>
        <translation>移除节点组</translation>
    </message>
    <message>
        <location line="-83"/>
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
        <location line="+1"/>
        <source>Racks needed</source>
        <translation>所需机柜</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <source>Racks needed by power density (what the cooling method removes per rack) and by space</source>
        <translation>按功率密度（所用制冷方式每个机柜可散掉的热量）和空间计算所需的机柜数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sum of the bill of materials at catalog or overridden prices, before VAT</source>
        <translation>按目录价格或自定义价格计算的物料清单总额，不含增值税</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No scenario</source>
        <translation>无场景</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Build of &quot;%1&quot;</source>
        <translation>“%1”的配置</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
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
        <location line="+3"/>
        <source>%1 (%2 kW per rack)</source>
        <translation>%1（每机柜 %2 kW）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2 (some items unpriced)</source>
        <translation>%1 %2（部分项目未定价）</translation>
    </message>
</context>
<context>
    <name>planner::ui::Document</name>
    <message>
        <location filename="../../ui/document.cpp" line="+20"/>
        <source>Untitled plan</source>
        <translation>未命名方案</translation>
    </message>
</context>
<context>
    <name>planner::ui::MainWindow</name>
    <message>
        <location filename="../../ui/main_window.cpp" line="+30"/>
        <location line="+210"/>
        <source>New plan</source>
        <translation>新建方案</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>About GPU Cluster Planner</source>
        <translation>关于 GPU 集群规划器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;GPU Cluster Planner&lt;/b&gt; %1&lt;br&gt;Plans GPU clusters: checks a build against its workload and compares buying, renting and cloud, region by region.</source>
        <translation>&lt;b&gt;GPU 集群规划器&lt;/b&gt; %1&lt;br&gt;规划 GPU 集群：对照工作负载检查集群配置，并按地区逐一比较购买、租用和云服务的成本。</translation>
    </message>
    <message>
        <location line="+39"/>
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
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scenarios</source>
        <translation>场景</translation>
    </message>
    <message>
        <location line="+16"/>
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
        <location line="+9"/>
        <source>Opened with %n warning(s); the first: %1</source>
        <translation><numerusform>已打开，有 %n 条警告；第一条：%1</numerusform></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+19"/>
        <source>Cannot save plan</source>
        <translation>无法保存方案</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+19"/>
        <source>The plan was not saved; nothing is lost.

%1</source>
        <translation>方案未保存；所有内容均未丢失。

%1</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
</context>
<context>
    <name>planner::ui::NodeGroupModel</name>
    <message>
        <location filename="../../ui/node_group_model.cpp" line="+97"/>
        <source>%1 (unknown)</source>
        <translation>%1（未知）</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Group %1</source>
        <translation>节点组 %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Rename node group</source>
        <translation>重命名节点组</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+10"/>
        <source>Change %1</source>
        <translation>修改“%1”</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Group</source>
        <translation>节点组</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Server platform</source>
        <translation>服务器平台</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs/node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sockets</source>
        <translation>CPU 路数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory module</source>
        <translation>内存条</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DIMMs</source>
        <translation>内存条数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NVMe drive</source>
        <translation>NVMe 硬盘</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drives</source>
        <translation>硬盘数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network adapter</source>
        <translation>网卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NICs</source>
        <translation>网卡数</translation>
    </message>
</context>
<context>
    <name>planner::ui::ScenarioListModel</name>
    <message>
        <location filename="../../ui/scenario_list_model.cpp" line="+49"/>
        <source>Rename scenario</source>
        <translation>重命名场景</translation>
    </message>
</context>
<context>
    <name>planner::ui::ScenarioPanel</name>
    <message>
        <location filename="../../ui/scenario_panel.cpp" line="+57"/>
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
    <name>RuleText</name>
    <message>
        <source>{need} GB needed per GPU, but a {gpu} has {capacity} GB</source>
        <translation>每块 GPU 需要 {need} GB，但 {gpu} 只有 {capacity} GB</translation>
    </message>
    <message>
        <source>The workload needs {need} GB on every GPU: {breakdown}. Each {gpu} in {group} has {capacity} GB, so the job stops with CUDA out-of-memory (and spilling to system memory makes training crawl). The largest part is {largest} at {largestGB} GB.</source>
        <translation>该负载在每块 GPU 上需要 {need} GB：{breakdown}。{group} 中每块 {gpu} 只有 {capacity} GB，作业会因 CUDA 显存不足（out-of-memory）而中止（溢出到系统内存则会让训练慢如爬行）。占用最大的是 {largest}，为 {largestGB} GB。</translation>
    </message>
    <message>
        <source>Lower the need per GPU: {suggestion}; or choose a GPU with more memory.</source>
        <translation>降低每块 GPU 的需求：{suggestion}；或选用显存更大的 GPU。</translation>
    </message>
    <message>
        <source>{need} GB of {capacity} GB used on each {gpu}: under 10% headroom</source>
        <translation>每块 {gpu} 已用 {need} GB / {capacity} GB：余量不足 10%</translation>
    </message>
    <message>
        <source>The estimate ({breakdown}) leaves {free} GB free on each {gpu} in {group}. Longer batches, evaluation passes and allocator fragmentation easily take a few GB more, so runs this close to the limit fail now and then.</source>
        <translation>按估算（{breakdown}），{group} 中每块 {gpu} 只剩 {free} GB 空闲。更长的批次、评估过程和分配器碎片很容易再占用几 GB，因此如此接近上限的运行会时不时失败。</translation>
    </message>
    <message>
        <source>Keep 10% free: {suggestion}.</source>
        <translation>保留 10% 的余量：{suggestion}。</translation>
    </message>
    <message>
        <source>RAM is {ratio}× VRAM in {group}; plan at least 2×</source>
        <translation>{group} 的内存仅为显存的 {ratio}×；至少应按 2× 规划</translation>
    </message>
    <message>
        <source>Each node has {gpus} × {gpuMem} GB = {vram} GB of VRAM but only {ram} GB of RAM ({ratio}×). Checkpoint loading, data-loader workers, pinned transfer buffers and any CPU offload live in RAM; the rule of thumb is 2–3× the total VRAM (4 × A100 80GB → at least 512 GB; a DGX H100 has 2 TB for 640 GB).</source>
        <translation>每个节点有 {gpus} × {gpuMem} GB = {vram} GB 显存，但内存只有 {ram} GB（{ratio}×）。加载检查点、数据加载进程、锁页传输缓冲区以及任何 CPU 卸载都占用内存；经验法则是总显存的 2–3×（4 × A100 80GB → 至少 512 GB；DGX H100 为 640 GB 显存配备 2 TB 内存）。</translation>
    </message>
    <message>
        <source>Fit at least {target} GB: {dimms} × {dimmGB} GB DIMMs = {dimmTotal} GB.</source>
        <translation>至少配置 {target} GB：{dimms} × {dimmGB} GB 内存条 = {dimmTotal} GB。</translation>
    </message>
    <message>
        <source>RAM ({ram} GB) is smaller than VRAM ({vram} GB) in {group}</source>
        <translation>{group} 的内存（{ram} GB）小于显存（{vram} GB）</translation>
    </message>
    <message>
        <source>Each node has {gpus} × {gpuMem} GB = {vram} GB of VRAM but only {ram} GB of RAM ({ratio}×): it cannot hold one copy of what the GPUs hold, so loading or saving a full checkpoint, or offloading optimizer states, runs out of memory. The rule of thumb is 2–3× the total VRAM.</source>
        <translation>每个节点有 {gpus} × {gpuMem} GB = {vram} GB 显存，但内存只有 {ram} GB（{ratio}×）：连 GPU 所存内容的一份副本都放不下，因此加载或保存完整检查点、卸载优化器状态时都会内存不足。经验法则是总显存的 2–3×。</translation>
    </message>
    <message>
        <source>{perGpu} CPU cores per GPU in {group}: data loading will starve the GPUs</source>
        <translation>{group} 中每块 GPU 仅有 {perGpu} 个 CPU 核心：数据加载将使 GPU 处于饥饿状态</translation>
    </message>
    <message>
        <source>Each node has {cores} cores for {gpus} GPUs ({perGpu} per GPU). Every GPU needs a process of its own plus data-loader workers for decoding, augmentation and tokenisation; below 4 cores per GPU the GPUs wait for data. A DGX H100 has 14 cores per GPU; seed 001 says at least 8 cores, 16–32 safer.</source>
        <translation>每个节点有 {cores} 个核心服务 {gpus} 块 GPU（每块 GPU {perGpu} 个）。每块 GPU 都需要一个独立进程，外加负责解码、数据增强和分词的数据加载进程；每块 GPU 少于 4 个核心时，GPU 就要等待数据。DGX H100 每块 GPU 有 14 个核心；种子文章 001 建议至少 8 核，16–32 核更稳妥。</translation>
    </message>
    <message>
        <source>Choose a CPU with at least {targetCores} cores per socket ({targetPerGpu} per GPU).</source>
        <translation>选用每路至少 {targetCores} 核的 CPU（每块 GPU {targetPerGpu} 核）。</translation>
    </message>
    <message>
        <source>{perGpu} CPU cores per GPU in {group}: tight for image pipelines</source>
        <translation>{group} 中每块 GPU 有 {perGpu} 个 CPU 核心：对图像流水线而言偏紧</translation>
    </message>
    <message>
        <source>Each node has {cores} cores for {gpus} GPUs ({perGpu} per GPU). Text training needs little CPU, but image decoding and augmentation take 4–8 cores per GPU; a DGX H100 has 14 per GPU.</source>
        <translation>每个节点有 {cores} 个核心服务 {gpus} 块 GPU（每块 GPU {perGpu} 个）。文本训练对 CPU 需求不大，但图像解码和数据增强每块 GPU 需要 4–8 个核心；DGX H100 每块 GPU 有 14 个核心。</translation>
    </message>
    <message>
        <source>For image or video work choose a CPU with at least {targetCores} cores per socket.</source>
        <translation>若处理图像或视频，请选用每路至少 {targetCores} 核的 CPU。</translation>
    </message>
    <message>
        <source>{cpu} ({cpuVendor}) does not fit {platform}, which takes {vendors} CPUs</source>
        <translation>{cpu}（{cpuVendor}）与 {platform} 不匹配，该平台使用 {vendors} CPU</translation>
    </message>
    <message>
        <source>A board takes CPUs of one socket type; {platform} is built for {vendors} processors, so the {cpu} cannot be installed.</source>
        <translation>主板只能安装一种插槽类型的 CPU；{platform} 专为 {vendors} 处理器设计，因此无法安装 {cpu}。</translation>
    </message>
    <message>
        <source>Choose a {vendors} CPU, or a platform for {cpuVendor} CPUs.</source>
        <translation>选用 {vendors} CPU，或选用支持 {cpuVendor} CPU 的平台。</translation>
    </message>
    <message>
        <source>{sockets} CPU sockets requested; {platform} has {platformSockets}, {cpu} allows {cpuMax}</source>
        <translation>请求了 {sockets} 路 CPU；{platform} 有 {platformSockets} 个插槽，{cpu} 最多支持 {cpuMax} 路</translation>
    </message>
    <message>
        <source>The build asks for {sockets} × {cpu} per node. The board has {platformSockets} socket(s) and the CPU runs in systems of at most {cpuMax} socket(s).</source>
        <translation>该配置要求每个节点 {sockets} × {cpu}。主板有 {platformSockets} 个插槽，而该 CPU 最多只能用于 {cpuMax} 路系统。</translation>
    </message>
    <message>
        <source>Set CPU sockets to {fixSockets}.</source>
        <translation>将 CPU 路数设为 {fixSockets}。</translation>
    </message>
    <message>
        <source>Only {sockets} of {platformSockets} CPU sockets fitted in {group}</source>
        <translation>{group} 的 {platformSockets} 个 CPU 插槽中只安装了 {sockets} 个</translation>
    </message>
    <message>
        <source>Memory slots and PCIe lanes are wired to each socket; with {sockets} of {platformSockets} sockets fitted, the slots and lanes of the empty socket are dead, including any GPU or NIC attached to them.</source>
        <translation>内存插槽和 PCIe 通道都连接到各自的 CPU 插槽；{platformSockets} 个插槽中只装了 {sockets} 个时，空插槽对应的内存插槽和 PCIe 通道全部失效，连接在上面的 GPU 或网卡也无法使用。</translation>
    </message>
    <message>
        <source>Fit {platformSockets} CPUs.</source>
        <translation>安装 {platformSockets} 颗 CPU。</translation>
    </message>
    <message>
        <source>{count} DIMMs do not fit the {slots} slots of {platform}</source>
        <translation>{count} 条内存装不进 {platform} 的 {slots} 个插槽</translation>
    </message>
    <message>
        <source>{platform} has {slots} DIMM slots per node; {count} modules were planned.</source>
        <translation>{platform} 每个节点有 {slots} 个内存插槽；但规划了 {count} 条内存。</translation>
    </message>
    <message>
        <source>Use {slots} or fewer DIMMs, or larger modules.</source>
        <translation>使用不超过 {slots} 条内存，或改用容量更大的内存条。</translation>
    </message>
    <message>
        <source>{count} DIMMs on {channels} memory channels: uneven population in {group}</source>
        <translation>{count} 条内存分布在 {channels} 个内存通道上：{group} 的内存插法不均衡</translation>
    </message>
    <message>
        <source>{sockets} × {cpu} have {channels} memory channels in all. Bandwidth is highest when every channel holds the same number of DIMMs (a multiple of {channels}); {count} leaves channels empty or uneven, cutting the memory bandwidth data pre-processing relies on.</source>
        <translation>{sockets} × {cpu} 共有 {channels} 个内存通道。每个通道插入相同数量的内存条（{channels} 的倍数）时带宽最高；{count} 条会让部分通道空置或不均衡，降低数据预处理所依赖的内存带宽。</translation>
    </message>
    <message>
        <source>Use {suggested} DIMMs ({suggestedGB} GB).</source>
        <translation>使用 {suggested} 条内存（{suggestedGB} GB）。</translation>
    </message>
    <message>
        <source>{dimm} is DDR{dimmDdr}, but {cpu} takes DDR{cpuDdr}</source>
        <translation>{dimm} 是 DDR{dimmDdr}，但 {cpu} 使用 DDR{cpuDdr}</translation>
    </message>
    <message>
        <source>DDR generations are keyed differently and electrically incompatible: a DDR{dimmDdr} module does not fit the DDR{cpuDdr} slots of a {cpu} system.</source>
        <translation>不同代的 DDR 防呆缺口位置不同，电气上也不兼容：DDR{dimmDdr} 内存条装不进 {cpu} 系统的 DDR{cpuDdr} 插槽。</translation>
    </message>
    <message>
        <source>Choose DDR{cpuDdr} modules.</source>
        <translation>选用 DDR{cpuDdr} 内存条。</translation>
    </message>
    <message>
        <source>{dimm} is DDR{dimmDdr}, but {platform} has DDR{platformDdr} slots</source>
        <translation>{dimm} 是 DDR{dimmDdr}，但 {platform} 的插槽是 DDR{platformDdr}</translation>
    </message>
    <message>
        <source>DDR generations are keyed differently and electrically incompatible: a DDR{dimmDdr} module does not fit the DDR{platformDdr} slots of {platform}.</source>
        <translation>不同代的 DDR 防呆缺口位置不同，电气上也不兼容：DDR{dimmDdr} 内存条装不进 {platform} 的 DDR{platformDdr} 插槽。</translation>
    </message>
    <message>
        <source>Choose DDR{platformDdr} modules and a matching CPU.</source>
        <translation>选用 DDR{platformDdr} 内存条及与之匹配的 CPU。</translation>
    </message>
    <message>
        <source>{nvme} reads {read} GB/s per drive, under 3 GB/s</source>
        <translation>{nvme} 每块硬盘读取速度为 {read} GB/s，低于 3 GB/s</translation>
    </message>
    <message>
        <source>Drives under 3 GB/s sequential read leave GPUs waiting for data: seed 001 reports GPU utilisation falling below 30%. {group} has {count} of them, {arrayRead} GB/s together.</source>
        <translation>顺序读取低于 3 GB/s 的硬盘会让 GPU 等待数据：种子文章 001 指出 GPU 利用率会降到 30% 以下。{group} 有 {count} 块这样的硬盘，合计 {arrayRead} GB/s。</translation>
    </message>
    <message>
        <source>Use enterprise NVMe drives of 6 GB/s or more (PCIe 4.0/5.0 U.2), four in RAID 0.</source>
        <translation>使用 6 GB/s 及以上的企业级 NVMe 硬盘（PCIe 4.0/5.0 U.2），四块组成 RAID 0。</translation>
    </message>
    <message>
        <source>Data loading needs {need} GB/s per node; the NVMe array gives {have} GB/s</source>
        <translation>数据加载每个节点需要 {need} GB/s；NVMe 阵列只提供 {have} GB/s</translation>
    </message>
    <message>
        <source>This run reads {readHow}: {need} GB/s per node on average. {group} reads {have} GB/s from {count} × {nvme}, so the GPUs wait on storage.</source>
        <translation>本次运行读取 {readHow}：平均每个节点 {need} GB/s。{group} 从 {count} × {nvme} 读取 {have} GB/s，因此 GPU 要等待存储。</translation>
    </message>
    <message>
        <source>Stripe more or faster drives: {drivesNeeded} × {nvme} in RAID 0 read {drivesRead} GB/s.</source>
        <translation>用更多或更快的硬盘做条带：{drivesNeeded} × {nvme} 组成 RAID 0 可读取 {drivesRead} GB/s。</translation>
    </message>
    <message>
        <source>{need} TB needed per node; {group} has {have} TB of usable NVMe</source>
        <translation>每个节点需要 {need} TB；{group} 的 NVMe 可用容量为 {have} TB</translation>
    </message>
    <message>
        <source>Storage per node: {capacityHow} = {need} TB. Seed 001: keep the whole training set on local NVMe while training. The array gives {have} TB usable.</source>
        <translation>每个节点的存储：{capacityHow} = {need} TB。种子文章 001：训练期间应将整个训练集放在本地 NVMe 硬盘上。该阵列可用容量为 {have} TB。</translation>
    </message>
    <message>
        <source>Use {drivesNeeded} × {nvme} ({drivesTB} TB) or larger drives.</source>
        <translation>使用 {drivesNeeded} × {nvme}（{drivesTB} TB）或容量更大的硬盘。</translation>
    </message>
    <message>
        <source>{count} NVMe drives but {platform} has {bays} bays</source>
        <translation>{count} 块 NVMe 硬盘，但 {platform} 只有 {bays} 个硬盘位</translation>
    </message>
    <message>
        <source>{platform} holds {bays} NVMe drives per node; {count} were planned.</source>
        <translation>{platform} 每个节点可容纳 {bays} 块 NVMe 硬盘；但规划了 {count} 块。</translation>
    </message>
    <message>
        <source>Use {bays} or fewer, larger drives.</source>
        <translation>使用不超过 {bays} 块容量更大的硬盘。</translation>
    </message>
    <message>
        <source>{count} GPUs per node but {platform} holds {slots}</source>
        <translation>每个节点 {count} 块 GPU，但 {platform} 只能容纳 {slots} 块</translation>
    </message>
    <message>
        <source>{platform} has room for {slots} GPUs; {count} were planned per node in {group}.</source>
        <translation>{platform} 可容纳 {slots} 块 GPU；{group} 中每个节点规划了 {count} 块。</translation>
    </message>
    <message>
        <source>Set GPUs per node to {slots} and add nodes for the rest.</source>
        <translation>将每节点 GPU 数设为 {slots}，其余的通过增加节点来容纳。</translation>
    </message>
    <message>
        <source>{gpu} is a {form} part; {platform} takes {forms} GPUs</source>
        <translation>{gpu} 是 {form} 规格；{platform} 使用 {forms} GPU</translation>
    </message>
    <message>
        <source>SXM and OAM GPUs are modules soldered onto a baseboard (NVIDIA HGX), not cards for PCIe slots, and PCIe cards need slots. {platform} accepts {forms} GPUs only.</source>
        <translation>SXM 和 OAM GPU 是焊接在基板（NVIDIA HGX）上的模块，而不是插在 PCIe 插槽里的卡，PCIe 卡则需要插槽。{platform} 只接受 {forms} GPU。</translation>
    </message>
    <message>
        <source>Choose a {forms} GPU, or a platform for {form} GPUs.</source>
        <translation>选用 {forms} GPU，或选用支持 {form} GPU 的平台。</translation>
    </message>
    <message>
        <source>{platform} is not built for {gpu}</source>
        <translation>{platform} 不是为 {gpu} 设计的</translation>
    </message>
    <message>
        <source>{platform} is a baseboard for {allowed}; such boards are built for one GPU generation, so the {gpu} cannot be fitted.</source>
        <translation>{platform} 是 {allowed} 的基板；这类基板只为一代 GPU 设计，因此无法安装 {gpu}。</translation>
    </message>
    <message>
        <source>Choose one of {allowed}, or a platform for {gpu}.</source>
        <translation>从 {allowed} 中选择一种，或选用支持 {gpu} 的平台。</translation>
    </message>
    <message>
        <source>{gpu} is {width} slots thick; {platform} fits {maxWidth}-slot cards</source>
        <translation>{gpu} 厚 {width} 个槽位；{platform} 只能容纳 {maxWidth} 槽宽的卡</translation>
    </message>
    <message>
        <source>Consumer cards such as the RTX 4090 are 3–3.5 slots thick; a server built for {maxWidth}-slot cards cannot fit {count} of them side by side.</source>
        <translation>RTX 4090 等消费级显卡厚 3–3.5 个槽位；为 {maxWidth} 槽宽显卡设计的服务器无法并排安装 {count} 块这样的卡。</translation>
    </message>
    <message>
        <source>Choose a {maxWidth}-slot (blower or passive) card, or a chassis for {width}-slot cards.</source>
        <translation>选用 {maxWidth} 槽宽（涡轮或被动散热）的卡，或选用支持 {width} 槽宽显卡的机箱。</translation>
    </message>
    <message>
        <source>{need} PCIe lanes needed; {platform} provides {have}</source>
        <translation>需要 {need} 条 PCIe 通道；{platform} 只提供 {have} 条</translation>
    </message>
    <message>
        <source>{gpus} GPUs × 16 + {nics} NICs × {nicLanes} + {drives} drives × 4 = {need} lanes, against {have} on the platform ({cpuLanes} CPU lanes + {switches} PCIe switches × 48 net lanes). Devices will run at x8 or share switch uplinks, cutting host-to-GPU and GPU-to-NIC bandwidth.</source>
        <translation>{gpus} 块 GPU × 16 + {nics} 块网卡 × {nicLanes} + {drives} 块硬盘 × 4 = {need} 条通道，而平台只有 {have} 条（{cpuLanes} 条 CPU 通道 + {switches} 个 PCIe 交换芯片 × 每个净增 48 条）。设备将以 x8 运行或共享交换芯片上行链路，降低主机到 GPU 以及 GPU 到网卡的带宽。</translation>
    </message>
    <message>
        <source>Reduce NICs or drives, or choose a platform with more lanes or PCIe switches.</source>
        <translation>减少网卡或硬盘，或选用 PCIe 通道或 PCIe 交换芯片更多的平台。</translation>
    </message>
    <message>
        <source>Multi-node training over {nicDesc}: needs ≥ 100 Gb/s InfiniBand or RoCE</source>
        <translation>多节点训练使用 {nicDesc}：需要 ≥ 100 Gb/s 的 InfiniBand 或 RoCE</translation>
    </message>
    <message>
        <source>This scenario trains across {nodes} nodes. Each step exchanges about {gradGB} GB of gradients (2 B per parameter) between nodes; without RDMA (InfiniBand or RoCE) at 100 Gb/s or more, the GPUs spend most of each step waiting. Seed 001: production clusters use InfiniBand HDR 200 Gb/s; below 100 Gb/s scaling loses more than 10%.</source>
        <translation>该场景在 {nodes} 个节点上训练。每一步在节点之间交换约 {gradGB} GB 梯度（每个参数 2 B）；若没有 100 Gb/s 及以上的 RDMA（InfiniBand 或 RoCE），GPU 每一步的大部分时间都在等待。种子文章 001：生产集群使用 InfiniBand HDR 200 Gb/s；低于 100 Gb/s 时扩展损失超过 10%。</translation>
    </message>
    <message>
        <source>Fit RDMA NICs of 200 Gb/s or more (InfiniBand HDR/NDR or 200/400 GbE RoCE), one per GPU on 8-GPU nodes.</source>
        <translation>配置 200 Gb/s 及以上的 RDMA 网卡（InfiniBand HDR/NDR 或 200/400 GbE RoCE），8 卡节点每块 GPU 配一块。</translation>
    </message>
    <message>
        <source>{perGpu} Gb/s of network per GPU in {group}; multi-node training wants 100–200+</source>
        <translation>{group} 中每块 GPU 的网络带宽为 {perGpu} Gb/s；多节点训练需要 100–200+</translation>
    </message>
    <message>
        <source>{group} has {nicTotal} Gb/s of NICs for {gpusPerNode} GPUs per node ({perGpu} Gb/s each). A DGX A100 has one 200 Gb/s port per GPU, a DGX H100 one 400 Gb/s port. Estimated scaling efficiency of this build: {scaling}%.</source>
        <translation>{group} 每个节点有 {nicTotal} Gb/s 网卡带宽服务 {gpusPerNode} 块 GPU（每块 {perGpu} Gb/s）。DGX A100 每块 GPU 配一个 200 Gb/s 端口，DGX H100 每块配一个 400 Gb/s 端口。此配置的估计扩展效率：{scaling}%。</translation>
    </message>
    <message>
        <source>Fit {nicsNeeded} × {nic} per node ({targetPerGpu} Gb/s per GPU).</source>
        <translation>每个节点配置 {nicsNeeded} × {nic}（每块 GPU {targetPerGpu} Gb/s）。</translation>
    </message>
    <message>
        <source>{perGpu} Gb/s of network per GPU in {group}, below the DGX 200 Gb/s</source>
        <translation>{group} 中每块 GPU 的网络带宽为 {perGpu} Gb/s，低于 DGX 的 200 Gb/s</translation>
    </message>
    <message>
        <source>{group} has {nicTotal} Gb/s of NICs for {gpusPerNode} GPUs per node ({perGpu} Gb/s each). That works, but NVIDIA&apos;s DGX designs give each GPU its own 200–400 Gb/s port. Estimated scaling efficiency of this build: {scaling}%.</source>
        <translation>{group} 每个节点有 {nicTotal} Gb/s 网卡带宽服务 {gpusPerNode} 块 GPU（每块 {perGpu} Gb/s）。这样可以运行，但 NVIDIA 的 DGX 设计为每块 GPU 配备独立的 200–400 Gb/s 端口。此配置的估计扩展效率：{scaling}%。</translation>
    </message>
    <message>
        <source>For large models fit {nicsNeeded} × {nic} per node ({targetPerGpu} Gb/s per GPU).</source>
        <translation>对于大模型，每个节点配置 {nicsNeeded} × {nic}（每块 GPU {targetPerGpu} Gb/s）。</translation>
    </message>
    <message>
        <source>{nodes} nodes but no switch fabric</source>
        <translation>{nodes} 个节点，但没有交换网络</translation>
    </message>
    <message>
        <source>The fabric is set to none. Apart from two nodes cabled back to back, nodes reach each other through a switch (or a leaf-spine fabric), whose ports are part of the cost.</source>
        <translation>交换网络设置为无。除了两个节点背靠背直连之外，节点之间要通过交换机（或叶脊网络）互通，其端口也是成本的一部分。</translation>
    </message>
    <message>
        <source>Set the fabric to a single switch, or leaf-spine beyond one switch&apos;s ports.</source>
        <translation>将交换网络设为单台交换机，超出单台交换机端口数时使用叶脊架构。</translation>
    </message>
    <message>
        <source>Leaf uplinks are {ratio}:1 oversubscribed for multi-node training</source>
        <translation>叶交换机上行链路收敛比为 {ratio}:1，不适合多节点训练</translation>
    </message>
    <message>
        <source>All-reduce traffic leaves every GPU at once; with {ratio}:1 oversubscription each GPU gets about 1/{ratio} of its NIC speed across the spine. AI training fabrics are built non-blocking (1:1).</source>
        <translation>All-reduce 流量从每块 GPU 同时发出；在 {ratio}:1 的收敛比下，每块 GPU 经脊交换机只能获得约 1/{ratio} 的网卡速率。AI 训练网络都按无阻塞（1:1）构建。</translation>
    </message>
    <message>
        <source>Plan a non-blocking (1:1) fabric for training nodes.</source>
        <translation>为训练节点规划无阻塞（1:1）网络。</translation>
    </message>
    <message>
        <source>Tensor parallel {tp} over PCIe in {group}: {gpu} has no NVLink</source>
        <translation>{group} 中张量并行 {tp} 走 PCIe：{gpu} 没有 NVLink</translation>
    </message>
    <message>
        <source>Tensor parallelism exchanges activations twice per layer in the forward and again in the backward pass; it is designed for NVLink (600–900 GB/s per GPU). PCIe {pcieGen}.0 x16 carries about {pcieGBs} GB/s each way, so the GPUs spend much of each step waiting.</source>
        <translation>张量并行在前向传播中每层交换两次激活，反向传播中再交换两次；它是为 NVLink（每块 GPU 600–900 GB/s）设计的。PCIe {pcieGen}.0 x16 每个方向只有约 {pcieGBs} GB/s，因此 GPU 每一步大部分时间都在等待。</translation>
    </message>
    <message>
        <source>Use tensor parallel 1 and shard with ZeRO-3/FSDP instead, or choose NVLink GPUs.</source>
        <translation>将张量并行设为 1，改用 ZeRO-3/FSDP 分片，或选用带 NVLink 的 GPU。</translation>
    </message>
    <message>
        <source>Tensor parallel {tp} on {gpu}: no NVLink and no peer-to-peer</source>
        <translation>在 {gpu} 上使用张量并行 {tp}：既无 NVLink 也无点对点通信</translation>
    </message>
    <message>
        <source>{gpu} has no NVLink and its driver disables PCIe peer-to-peer, so every tensor-parallel exchange (twice per layer, forward and backward) is copied through host memory. Expect GPUs to idle most of the time.</source>
        <translation>{gpu} 没有 NVLink，其驱动还禁用了 PCIe 点对点通信，因此每次张量并行交换（每层两次，前向和反向）都要经主机内存中转。预计 GPU 大部分时间处于空闲。</translation>
    </message>
    <message>
        <source>Use tensor parallel 1 and shard with ZeRO-3/FSDP instead, or choose data-centre GPUs with NVLink.</source>
        <translation>将张量并行设为 1，改用 ZeRO-3/FSDP 分片，或选用带 NVLink 的数据中心 GPU。</translation>
    </message>
    <message>
        <source>Tensor parallel {tp} exceeds the {gpusPerNode} GPUs of a node</source>
        <translation>张量并行 {tp} 超过了单个节点的 {gpusPerNode} 块 GPU</translation>
    </message>
    <message>
        <source>Tensor parallelism needs hundreds of GB/s between its GPUs; with {tp} ranks and {gpusPerNode} GPUs per node some of that traffic crosses the network at {nicPerGpu} Gb/s per GPU.</source>
        <translation>张量并行要求其 GPU 之间有数百 GB/s 的带宽；在 {tp} 路张量并行、每节点 {gpusPerNode} 块 GPU 的情况下，部分流量要经网络传输，每块 GPU 只有 {nicPerGpu} Gb/s。</translation>
    </message>
    <message>
        <source>Keep tensor parallel at or below {gpusPerNode}; use pipeline or data parallelism across nodes.</source>
        <translation>张量并行保持在 {gpusPerNode} 及以下；跨节点使用流水线并行或数据并行。</translation>
    </message>
    <message>
        <source>TP {tp} × PP {pp} × DP {dp} = {need} GPUs, but the build has {have}</source>
        <translation>TP {tp} × PP {pp} × DP {dp} = {need} 块 GPU，但该配置只有 {have} 块</translation>
    </message>
    <message>
        <source>Tensor, pipeline and data parallel degrees multiply to the GPUs a run needs: {need}. The build has {have}.</source>
        <translation>张量、流水线和数据并行度相乘即为一次运行所需的 GPU 数：{need}。该配置有 {have} 块。</translation>
    </message>
    <message>
        <source>Set data parallel to 0 (use every GPU) or lower the degrees.</source>
        <translation>将数据并行设为 0（使用全部 GPU），或降低并行度。</translation>
    </message>
    <message>
        <source>{heads} attention heads do not divide by tensor parallel {tp}</source>
        <translation>{heads} 个注意力头无法被张量并行度 {tp} 整除</translation>
    </message>
    <message>
        <source>Tensor parallelism splits the attention heads evenly across GPUs; {heads} heads cannot be split {tp} ways.</source>
        <translation>张量并行把注意力头平均分配到各 GPU 上；{heads} 个注意力头无法均分为 {tp} 份。</translation>
    </message>
    <message>
        <source>Choose a tensor-parallel degree that divides {heads}.</source>
        <translation>选择能整除 {heads} 的张量并行度。</translation>
    </message>
    <message>
        <source>{idle} of {have} GPUs idle with TP {tp} × PP {pp} × DP {dp}</source>
        <translation>在 TP {tp} × PP {pp} × DP {dp} 下，{have} 块 GPU 中有 {idle} 块空闲</translation>
    </message>
    <message>
        <source>The run uses {need} GPUs; the other {idle} stay idle while it runs.</source>
        <translation>本次运行使用 {need} 块 GPU；运行期间其余 {idle} 块处于空闲。</translation>
    </message>
    <message>
        <source>Set data parallel to 0 to use every GPU, or plan a second job for the rest.</source>
        <translation>将数据并行设为 0 以使用全部 GPU，或为其余 GPU 规划第二个作业。</translation>
    </message>
    <message>
        <source>Node peak {peak} W exceeds the {usable} W its supplies deliver with redundancy</source>
        <translation>节点峰值功耗 {peak} W 超过了电源在冗余配置下可提供的 {usable} W</translation>
    </message>
    <message>
        <source>One node of {group} draws up to {peak} W ({gpus} × {gpuW} W of GPUs plus CPUs, memory, drives, NICs and board). Its {psuCount} × {psuW} W supplies, {redundant} of them redundant, deliver {usable} W.</source>
        <translation>{group} 的单个节点最高耗电 {peak} W（{gpus} × {gpuW} W 的 GPU，加上 CPU、内存、硬盘、网卡和主板）。其 {psuCount} × {psuW} W 电源中有 {redundant} 个为冗余，可提供 {usable} W。</translation>
    </message>
    <message>
        <source>Use fewer or lower-power GPUs, or a platform with larger supplies; redundant supplies are not capacity.</source>
        <translation>使用更少或功耗更低的 GPU，或选用电源更大的平台；冗余电源不计入容量。</translation>
    </message>
    <message>
        <source>Node peak {peak} W leaves {headroom}% of the {usable} W supply capacity</source>
        <translation>节点峰值功耗 {peak} W，电源容量 {usable} W 仅剩 {headroom}% 余量</translation>
    </message>
    <message>
        <source>One node of {group} draws up to {peak} W; its supplies deliver {usable} W with redundancy kept. Power spikes of GPUs exceed TDP for milliseconds; keep 10–20% headroom.</source>
        <translation>{group} 的单个节点最高耗电 {peak} W；在保留冗余的情况下，电源可提供 {usable} W。GPU 的功耗尖峰会在毫秒级超过 TDP；请保留 10–20% 的余量。</translation>
    </message>
    <message>
        <source>Choose larger supplies or fewer GPUs per node.</source>
        <translation>选用更大的电源，或减少每个节点的 GPU 数。</translation>
    </message>
    <message>
        <source>No redundant power supply in {group}</source>
        <translation>{group} 没有冗余电源</translation>
    </message>
    <message>
        <source>{platform} has {psuCount} × {psuW} W supplies and none redundant: one failed supply stops the node and any job spanning it. Data-centre GPU servers run N+1 or N+N (DGX B200: 5+1).</source>
        <translation>{platform} 有 {psuCount} × {psuW} W 电源且无冗余：一个电源故障就会让节点及所有跨该节点的作业停止。数据中心 GPU 服务器采用 N+1 或 N+N 冗余（DGX B200：5+1）。</translation>
    </message>
    <message>
        <source>Choose a platform configuration with at least one redundant supply.</source>
        <translation>选用至少有一个冗余电源的平台配置。</translation>
    </message>
    <message>
        <source>One node draws {nodeKw} kW; {cooling} removes {limit} kW per rack</source>
        <translation>单个节点耗电 {nodeKw} kW；{cooling} 每个机柜只能散热 {limit} kW</translation>
    </message>
    <message>
        <source>{cooling} removes {limit} kW of heat per rack, but one node of {group} draws {nodeKw} kW, so it throttles or trips. Air cooling tops out near 30 kW a rack; direct liquid cooling of HGX racks reaches ≈60 kW.</source>
        <translation>{cooling} 每个机柜可散热 {limit} kW，但 {group} 的单个节点就耗电 {nodeKw} kW，因此会降频或跳闸。风冷每机柜上限约 30 kW；HGX 机柜的直接液冷可达 ≈60 kW。</translation>
    </message>
    <message>
        <source>Choose liquid cooling, or lower-power nodes.</source>
        <translation>选用液冷，或功耗更低的节点。</translation>
    </message>
    <message>
        <source>Only one {group} node fits a {limit} kW rack</source>
        <translation>一个 {limit} kW 的机柜只能放下一个 {group} 节点</translation>
    </message>
    <message>
        <source>Each node draws {nodeKw} kW, so a rack limited to {limit} kW by {cooling} holds one node: {nodes} nodes take {nodes} racks, mostly empty, and rack space is billed per rack.</source>
        <translation>每个节点耗电 {nodeKw} kW，因此受 {cooling} 限制为 {limit} kW 的机柜只能放一个节点：{nodes} 个节点要占用 {nodes} 个机柜，且大多空置，而机柜空间按机柜计费。</translation>
    </message>
    <message>
        <source>Consider denser (liquid) cooling to put several nodes in a rack.</source>
        <translation>考虑采用密度更高的（液冷）散热，在一个机柜中放置多个节点。</translation>
    </message>
    <message>
        <source>{racks} racks needed: power, not space, sets the count</source>
        <translation>需要 {racks} 个机柜：机柜数由功耗而非空间决定</translation>
    </message>
    <message>
        <source>The build draws {itKw} kW. At {limit} kW per rack ({cooling}) it needs {racks} racks, although its {units} rack units would fit in {spaceRacks}.</source>
        <translation>该配置耗电 {itKw} kW。按每机柜 {limit} kW（{cooling}）计算需要 {racks} 个机柜，尽管其 {units} U 的机架空间只需 {spaceRacks} 个机柜即可容纳。</translation>
    </message>
    <message>
        <source>Denser cooling lowers the rack count; compare its cost in the TCO.</source>
        <translation>更高密度的散热可减少机柜数量；请在 TCO 中比较其成本。</translation>
    </message>
    <message>
        <source>{facilityKw} kW at the meter: {itKw} kW of IT × PUE {pue}</source>
        <translation>电表处 {facilityKw} kW：IT 负载 {itKw} kW × PUE {pue}</translation>
    </message>
    <message>
        <source>The nodes draw up to {itKw} kW. Cooling and power conversion add to that by the PUE ({pue}), so the site must supply {facilityKw} kW and uses about {mwhYear} MWh a year at full load. Uptime Institute&apos;s 2024 average PUE is 1.56; China asks new large data centres for below 1.3.</source>
        <translation>节点最高耗电 {itKw} kW。制冷和电力转换按 PUE（{pue}）在此基础上增加能耗，因此场地须供电 {facilityKw} kW，满载时每年耗电约 {mwhYear} MWh。Uptime Institute 2024 年的平均 PUE 为 1.56；中国要求新建大型数据中心低于 1.3。</translation>
    </message>
    <message>
        <source>Check that the facility&apos;s power contract covers {facilityKw} kW.</source>
        <translation>确认机房的供电合同能覆盖 {facilityKw} kW。</translation>
    </message>
    <message>
        <source>{gpu} is a consumer card: no ECC, no P2P/NVLink, no data-centre licence</source>
        <translation>{gpu} 是消费级显卡：无 ECC、无 P2P/NVLink、无数据中心授权</translation>
    </message>
    <message>
        <source>GeForce cards lack ECC memory (silent bit flips in week-long runs), their driver disables peer-to-peer between cards, and NVIDIA&apos;s GeForce driver licence does not permit data-centre deployment, so hosting providers may refuse them. They suit development boxes and small CV jobs (seed 001).</source>
        <translation>GeForce 显卡没有 ECC 显存（长达数周的运行中会出现静默位翻转），其驱动禁用了卡间点对点通信，而且 NVIDIA 的 GeForce 驱动许可不允许在数据中心部署，托管服务商可能会拒收。它们适合开发机和小型 CV 任务（种子文章 001）。</translation>
    </message>
    <message>
        <source>For rack deployment choose a data-centre card; keep consumer cards in workstations.</source>
        <translation>机柜部署请选用数据中心显卡；消费级显卡留在工作站中使用。</translation>
    </message>
    <message>
        <source>{gpu} is a consumer card: fine in a workstation, not in a rack</source>
        <translation>{gpu} 是消费级显卡：适合工作站，不适合上机柜</translation>
    </message>
    <message>
        <source>GeForce cards lack ECC memory and peer-to-peer support, and their driver licence excludes data centres. In a single workstation for development or small jobs that is acceptable.</source>
        <translation>GeForce 显卡没有 ECC 显存，也不支持点对点通信，且其驱动许可不允许用于数据中心。在用于开发或小型任务的单台工作站中，这是可以接受的。</translation>
    </message>
    <message>
        <source>Move to data-centre cards before racking the build.</source>
        <translation>上机柜前改用数据中心显卡。</translation>
    </message>
    <message>
        <source>{gpu} cannot be bought new in {market}: {rule}</source>
        <translation>{gpu} 在 {market} 无法购买新品：{rule}</translation>
    </message>
    <message>
        <source>{gpu} is {status} in the {market} market ({rule}, since {since}). A plan that relies on buying it there cannot be carried out.</source>
        <translation>{gpu} 在 {market} 市场的状态为 {status}（{rule}，自 {since} 起）。依赖在当地购买该 GPU 的方案无法实施。</translation>
    </message>
    <message>
        <source>Choose a GPU sold in {market}, or a region in another market.</source>
        <translation>选用 {market} 有售的 GPU，或选择属于其他市场的地区。</translation>
    </message>
    <message>
        <source>{gpu} needs an export licence for {market}</source>
        <translation>{gpu} 进入 {market} 需要出口许可</translation>
    </message>
    <message>
        <source>{gpu} needs an export licence to reach the {market} market ({rule}, since {since}); supply and delivery dates are uncertain and prices carry a premium.</source>
        <translation>{gpu} 进入 {market} 市场需要出口许可（{rule}，自 {since} 起）；供货和交付日期不确定，价格也有溢价。</translation>
    </message>
    <message>
        <source>Confirm supply with the vendor, or compare a GPU sold freely in {market}.</source>
        <translation>向供应商确认供货，或比较在 {market} 可自由购买的 GPU。</translation>
    </message>
    <message>
        <source>{gpu} runs {stack}, not CUDA</source>
        <translation>{gpu} 使用 {stack}，而非 CUDA</translation>
    </message>
    <message>
        <source>{gpu} uses the {stack} software stack. PyTorch runs through a vendor plug-in, and CUDA-only kernels (FlashAttention builds, bitsandbytes, many custom ops) need ports or alternatives. Seed 000: domestic accelerators suit data-sovereignty needs; NVIDIA stays the default for general work.</source>
        <translation>{gpu} 使用 {stack} 软件栈。PyTorch 需通过厂商插件运行，仅支持 CUDA 的内核（FlashAttention 构建、bitsandbytes、许多自定义算子）需要移植或寻找替代方案。种子文章 000：国产加速卡适合有数据主权需求的场景；通用工作仍以 NVIDIA 为首选。</translation>
    </message>
    <message>
        <source>Check every framework and kernel the team uses against the {stack} support list.</source>
        <translation>对照 {stack} 的支持列表检查团队使用的每个框架和内核。</translation>
    </message>
    <message>
        <source>{gpu} needs CUDA ≥ {minCuda} and driver ≥ {minDriver}</source>
        <translation>{gpu} 需要 CUDA ≥ {minCuda} 且驱动 ≥ {minDriver}</translation>
    </message>
    <message>
        <source>{architecture} GPUs are not supported by older CUDA toolkits and drivers: containers and frameworks built for earlier CUDA versions will not run on them (seed 000: match driver, CUDA and framework).</source>
        <translation>旧版 CUDA 工具包和驱动不支持 {architecture} 架构的 GPU：为早期 CUDA 版本构建的容器和框架无法在其上运行（种子文章 000：驱动、CUDA 与框架版本要匹配）。</translation>
    </message>
    <message>
        <source>Use a driver ≥ {minDriver} and containers built with CUDA ≥ {minCuda}.</source>
        <translation>使用 ≥ {minDriver} 的驱动，以及用 CUDA ≥ {minCuda} 构建的容器。</translation>
    </message>
    <message>
        <source>{gpusPerNode} GPUs per node over PCIe: scaling past 4 is poor</source>
        <translation>每个节点 {gpusPerNode} 块 GPU 通过 PCIe 互联：超过 4 块后扩展性差</translation>
    </message>
    <message>
        <source>Without NVLink the {gpusPerNode} {gpu} GPUs exchange gradients over shared PCIe switches and CPU links; beyond 4 GPUs each added card contributes less (seed 001: 4 GPUs is the cost-effectiveness knee). Estimated MFU here: {mfu}%.</source>
        <translation>没有 NVLink 时，{gpusPerNode} 块 {gpu} 通过共享的 PCIe 交换芯片和 CPU 链路交换梯度；超过 4 块 GPU 后，每增加一块卡带来的收益都会递减（种子文章 001：4 块 GPU 是性价比拐点）。此处估计的 MFU：{mfu}%。</translation>
    </message>
    <message>
        <source>Prefer nodes of 4 PCIe GPUs, or NVLink/HGX systems for 8.</source>
        <translation>优先采用每节点 4 块 PCIe GPU，8 卡则选用 NVLink/HGX 系统。</translation>
    </message>
    <message>
        <source>Training takes {days} days; the target is {target} days</source>
        <translation>训练需要 {days} 天；目标为 {target} 天</translation>
    </message>
    <message>
        <source>{flopsHow} = {flops} FLOPs. At {mfu}% MFU and {scaling}% scaling, {gpus} GPUs sustain {pflops} PFLOP/s, so one run takes {days} days ({gpuHours} GPU-hours), beyond the {target}-day target.</source>
        <translation>{flopsHow} = {flops} FLOPs。在 {mfu}% MFU 和 {scaling}% 扩展效率下，{gpus} 块 GPU 可持续提供 {pflops} PFLOP/s，因此一次运行需要 {days} 天（{gpuHours} GPU 小时），超出 {target} 天的目标。</translation>
    </message>
    <message>
        <source>About {gpusNeeded} GPUs of this kind would meet the target; or train on fewer tokens.</source>
        <translation>约 {gpusNeeded} 块同类 GPU 可以达到目标；或减少训练的 token 数。</translation>
    </message>
    <message>
        <source>{sustained} tokens/s sustained, below the target of {target}</source>
        <translation>持续吞吐 {sustained} tokens/s，低于目标 {target}</translation>
    </message>
    <message>
        <source>{how}. The build serves {served} sequences at once and sustains {sustained} tokens/s against the {target} tokens/s target. Decoding is bound by memory bandwidth: every token reads all weights and the batch&apos;s KV cache.</source>
        <translation>{how}。该配置可同时服务 {served} 个序列，持续吞吐 {sustained} tokens/s，目标为 {target} tokens/s。解码受显存带宽限制：每生成一个 token 都要读取全部权重和该批次的 KV 缓存。</translation>
    </message>
    <message>
        <source>Add GPUs (replicas), quantise weights (FP8/INT4 halve or quarter the bytes read), or choose GPUs with more bandwidth.</source>
        <translation>增加 GPU（副本），量化权重（FP8/INT4 可将读取字节数减半或降至四分之一），或选用带宽更高的 GPU。</translation>
    </message>
    <message>
        <source>Memory holds {fit} sequences of {context} tokens; {requested} requested</source>
        <translation>显存可容纳 {fit} 个 {context} token 的序列；请求为 {requested} 个</translation>
    </message>
    <message>
        <source>Each sequence of {context} tokens needs {kvGB} GB of KV cache. After weights and overhead the build holds {fit} such sequences; requests beyond that wait in the queue.</source>
        <translation>每个 {context} token 的序列需要 {kvGB} GB KV 缓存。扣除权重和开销后，该配置可容纳 {fit} 个这样的序列；超出的请求在队列中等待。</translation>
    </message>
    <message>
        <source>Shorten the context, use FP8 KV cache, add GPUs, or raise tensor parallelism to spread the cache.</source>
        <translation>缩短上下文、使用 FP8 KV 缓存、增加 GPU，或提高张量并行度以分摊缓存。</translation>
    </message>
    <message>
        <source>{util}% utilisation: buying is doubtful, compare renting in the TCO</source>
        <translation>利用率 {util}%：购买的合理性存疑，请在 TCO 中与租用比较</translation>
    </message>
    <message>
        <source>Owned GPUs cost the same busy or idle. Seed 001: self-hosting pays off above 60–70% sustained utilisation (three-year TCO 35–50% below cloud); at {util}% renting or a hybrid usually costs less.</source>
        <translation>自有 GPU 无论忙闲成本都一样。种子文章 001：持续利用率高于 60–70% 时自建才划算（三年 TCO 比云低 35–50%）；在 {util}% 的利用率下，租用或混合方案通常更便宜。</translation>
    </message>
    <message>
        <source>See the TCO comparison; consider on-demand or reserved rental for the base load.</source>
        <translation>参见 TCO 对比；基础负载可考虑按需或预留租用。</translation>
    </message>
    <message>
        <source>Unknown model &quot;{model}&quot;</source>
        <translation>未知模型“{model}”</translation>
    </message>
    <message>
        <source>The workload names model &quot;{model}&quot;, which the catalog does not contain, so nothing can be estimated.</source>
        <translation>负载指定的模型“{model}”不在目录中，因此无法进行任何估算。</translation>
    </message>
    <message>
        <source>Choose a model preset from the catalog, or add it to a user catalog.</source>
        <translation>从目录中选择一个预设模型，或将其添加到用户目录。</translation>
    </message>
    <message>
        <source>{precision} training is not supported: estimates assume BF16</source>
        <translation>不支持 {precision} 训练：估算按 BF16 计算</translation>
    </message>
    <message>
        <source>{precision} is an inference format; training keeps BF16 weights and gradients with FP32 optimizer states. Only QLoRA trains on 4-bit (NF4) frozen weights.</source>
        <translation>{precision} 是推理格式；训练时权重和梯度保持 BF16，优化器状态为 FP32。只有 QLoRA 在 4 位（NF4）冻结权重上训练。</translation>
    </message>
    <message>
        <source>Set precision to BF16 (or FP8 on Hopper-class GPUs), or choose QLoRA.</source>
        <translation>将精度设为 BF16（Hopper 级 GPU 可用 FP8），或选择 QLoRA。</translation>
    </message>
    <message>
        <source>{gpu} has no FP8 tensor cores: FP8 runs at BF16 speed</source>
        <translation>{gpu} 没有 FP8 张量核心：FP8 以 BF16 速度运行</translation>
    </message>
    <message>
        <source>FP8 matrix maths needs Ada, Hopper or later GPUs; on {gpu} the estimate uses the BF16 peak.</source>
        <translation>FP8 矩阵运算需要 Ada、Hopper 或更新的 GPU；在 {gpu} 上估算使用 BF16 峰值。</translation>
    </message>
    <message>
        <source>Set precision to BF16, or choose an FP8-capable GPU.</source>
        <translation>将精度设为 BF16，或选用支持 FP8 的 GPU。</translation>
    </message>
</context>
</TS>
