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
</TS>
