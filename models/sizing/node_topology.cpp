#include "models/sizing/node_topology.h"

#include "models/sizing/cabinets.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace planner {

namespace {

std::string layoutName(NvmeLayout layout)
{
    switch (layout) {
    case NvmeLayout::Raid0:
        return "RAID 0";
    case NvmeLayout::Raid1:
        return "RAID 1";
    case NvmeLayout::Raid10:
        return "RAID 10";
    case NvmeLayout::Jbod:
        return "JBOD";
    }
    return {};
}

// The group's name, or its number when it has none.
Arg groupLabel(const NodeGroup& group, int index)
{
    return group.name.empty() ? phrase("drawing.node.unnamed", {{"n", std::to_string(index + 1)}}) : Arg(group.name);
}

PartTexts& textsOf(NodeTopology& node, BuildPart part)
{
    return node.texts[static_cast<std::size_t>(part)];
}

// Channel i of the node belongs to socket i % sockets: extra DIMMs of an uneven count spread over the sockets.
std::vector<CpuSocket> socketsWithDimms(const NodeGroupFigures& g)
{
    std::vector<CpuSocket> sockets;
    if (!g.cpu)
        return sockets;
    const int count = std::max(1, g.cpuSockets);
    const int perSocket = g.cpu->memoryChannels;
    sockets.resize(static_cast<std::size_t>(count));
    for (auto& s : sockets) {
        s.cores = g.cpu->cores;
        s.dimmsPerChannel.assign(static_cast<std::size_t>(perSocket), 0);
    }
    const int channels = g.memoryChannels;
    if (channels <= 0)
        return sockets;
    const int base = g.dimms / channels;
    const int extra = g.dimms % channels;
    for (int i = 0; i < channels; ++i) {
        auto& socket = sockets[static_cast<std::size_t>(i % count)];
        socket.dimmsPerChannel[static_cast<std::size_t>(i / count)] = base + (i < extra ? 1 : 0);
    }
    return sockets;
}

void describeGpus(NodeTopology& n, const NodeGroupFigures& g)
{
    auto& t = textsOf(n, BuildPart::Gpu);
    if (!g.gpu)
        return;
    const int domainSize = n.domains.empty() ? 1 : n.domains.front().gpus;
    Args args {{"count", std::to_string(n.gpus)},
               {"gpu", n.gpuName},
               {"gb", number(n.gpuMemoryGB, 0)},
               {"vram", number(g.vramPerNodeGB, 0)},
               {"domains", std::to_string(n.domains.size())},
               {"domain", std::to_string(domainSize)},
               {"link", n.link},
               {"gbs", number(n.linkGBsPerGpu, 0)}};
    t.label = Message("drawing.gpu.label", args);
    t.detail = Message(n.link.empty() ? "drawing.gpu.detail_none" : "drawing.gpu.detail", std::move(args));
}

void describeHost(NodeTopology& n, const NodeGroupFigures& g)
{
    if (g.cpu) {
        const int perSocket = g.cpu->memoryChannels;
        textsOf(n, BuildPart::Cpu).label
            = Message("drawing.cpu.label",
                      {{"sockets", std::to_string(n.sockets.size())}, {"cores", std::to_string(g.cpu->cores)}});
        textsOf(n, BuildPart::Cpu).detail
            = Message("drawing.cpu.detail",
                      {{"sockets", std::to_string(n.sockets.size())},
                       {"cpu", n.cpuName},
                       {"cores", std::to_string(g.cpu->cores)},
                       {"total", std::to_string(g.cpuCoresPerNode)},
                       {"perGpu", number(n.gpus > 0 ? static_cast<double>(g.cpuCoresPerNode) / n.gpus : 0, 1)},
                       {"channels", std::to_string(perSocket)}});
    }
    if (g.memory) {
        Args args {{"dimms", std::to_string(n.dimms)},
                   {"memory", n.memoryName},
                   {"dimmGB", number(n.dimmGB, 0)},
                   {"ram", number(n.ramGB, 0)},
                   {"channels", std::to_string(n.memoryChannels)},
                   {"ratio", number(g.ramToVram, 2)}};
        textsOf(n, BuildPart::Memory).label = Message("drawing.memory.label", args);
        int least = n.dimms, most = 0;
        for (const auto& s : n.sockets)
            for (int d : s.dimmsPerChannel) {
                least = std::min(least, d);
                most = std::max(most, d);
            }
        args["least"] = std::to_string(least);
        args["most"] = std::to_string(most);
        const char* key = n.memoryChannels <= 0 ? "drawing.memory.detail_no_cpu"
            : n.memoryBalanced                  ? "drawing.memory.detail"
                                                : "drawing.memory.detail_uneven";
        textsOf(n, BuildPart::Memory).detail = Message(key, std::move(args));
    }
}

void describeIo(NodeTopology& n, const NodeGroupFigures& g, NvmeLayout layout)
{
    Args lanes {{"need", std::to_string(n.pcieLanesNeeded)},
                {"have", std::to_string(n.pcieLanesAvailable)},
                {"gpus", std::to_string(g.pcieLanesGpus)},
                {"nics", std::to_string(g.pcieLanesNics)},
                {"nvme", std::to_string(g.pcieLanesNvme)},
                {"platformLanes", std::to_string(g.platform ? g.platform->pcieLanes : 0)},
                {"switches", std::to_string(g.platform ? g.platform->pcieSwitches : 0)},
                {"perSwitch", std::to_string(kNetPcieLanesPerSwitch)}};
    const bool budget = n.pcieLanesAvailable > 0;
    textsOf(n, BuildPart::Pcie).label = Message(budget ? "drawing.pcie.label" : "drawing.pcie.label_unknown", lanes);
    textsOf(n, BuildPart::Pcie).detail
        = Message(budget ? "drawing.pcie.detail" : "drawing.pcie.detail_unknown", std::move(lanes));

    if (g.nvme && n.drives > 0) {
        Args args {{"count", std::to_string(n.drives)}, {"nvme", n.nvmeName},
                   {"tb", number(n.driveTB, 2)},        {"layout", layoutName(layout)},
                   {"usable", number(n.usableTB, 1)},   {"read", number(n.readGBs, 1)}};
        textsOf(n, BuildPart::Nvme).label = Message("drawing.nvme.label", args);
        textsOf(n, BuildPart::Nvme).detail = Message("drawing.nvme.detail", std::move(args));
    } else {
        textsOf(n, BuildPart::Nvme).label = Message("drawing.nvme.none");
        textsOf(n, BuildPart::Nvme).detail = Message("drawing.nvme.none");
    }

    if (g.nic && n.nics > 0) {
        Args args {
            {"count", std::to_string(n.nics)},        {"nic", n.nicName},
            {"ports", std::to_string(n.portsPerNic)}, {"gbps", number(n.gbpsPerPort, 0)},
            {"total", number(n.gbpsTotal, 0)},        {"perGpu", number(n.gpus > 0 ? n.gbpsTotal / n.gpus : 0, 0)}};
        textsOf(n, BuildPart::Nic).label
            = Message(n.portsPerNic > 1 ? "drawing.nic.label_ports" : "drawing.nic.label", args);
        textsOf(n, BuildPart::Nic).detail = Message("drawing.nic.detail", std::move(args));
    } else {
        textsOf(n, BuildPart::Nic).label = Message("drawing.nic.none");
        textsOf(n, BuildPart::Nic).detail = Message("drawing.nic.none");
    }

    const double usableW = (n.psuCount - n.psuRedundant) * n.psuW;
    Args power {{"count", std::to_string(n.psuCount)},
                {"kw", number(n.psuW / 1000.0, 1)},
                {"redundant", std::to_string(n.psuRedundant)},
                {"usable", number(usableW / 1000.0, 1)},
                {"peak", number(n.nodePowerW / 1000.0, 2)},
                {"share", number(usableW > 0 ? 100.0 * n.nodePowerW / usableW : 0, 0)}};
    textsOf(n, BuildPart::Psu).label
        = Message(n.psuCount > 0 ? "drawing.psu.label" : "drawing.psu.label_unknown", power);
    textsOf(n, BuildPart::Psu).detail
        = Message(n.psuCount > 0 ? "drawing.psu.detail" : "drawing.psu.label_unknown", std::move(power));
}

NodeTopology nodeOf(const NodeGroup& ng, const NodeGroupFigures& g)
{
    NodeTopology n;
    n.group = g.index;
    n.groupName = ng.name;
    n.nodes = g.nodes;
    if (g.platform) {
        n.platformName = g.platform->name;
        n.platformNameZh = g.platform->nameZh;
        n.psuCount = g.platform->psuCount;
        n.psuRedundant = std::clamp(g.platform->psuRedundant, 0, std::max(0, g.platform->psuCount - 1));
        n.psuW = g.platform->psuW;
        if (g.memoryChannels > 0 && g.platform->dimmSlots > 0)
            n.dimmSlotsPerChannel = g.platform->dimmSlots / g.memoryChannels;
    }
    n.gpus = g.gpusPerNode;
    if (g.gpu) {
        n.gpuName = g.gpu->name;
        n.gpuMemoryGB = g.gpu->memoryGB;
        if (g.gpu->linkGBs > 0 && g.linkDomainGpus > 1) {
            n.link = g.gpu->link;
            n.linkGBsPerGpu = g.gpu->linkGBs;
        }
        const int size = std::max(1, g.linkDomainGpus);
        for (int left = n.gpus; left > 0; left -= size)
            n.domains.push_back({std::min(size, left)});
    }
    if (g.cpu)
        n.cpuName = g.cpu->name;
    n.sockets = socketsWithDimms(g);
    n.memoryChannels = g.memoryChannels;
    if (g.memory) {
        n.memoryName = g.memory->name;
        n.dimms = g.dimms;
        n.dimmGB = g.memory->capacityGB;
        n.ramGB = g.ramPerNodeGB;
    }
    n.memoryBalanced = n.memoryChannels <= 0 || n.dimms % n.memoryChannels == 0;
    n.pcieLanesNeeded = g.pcieLanesNeeded;
    n.pcieLanesAvailable = g.pcieLanesAvailable;
    if (g.nvme) {
        n.nvmeName = g.nvme->name;
        n.drives = g.nvmeDrives;
        n.driveTB = g.nvme->capacityTB;
        n.usableTB = g.nvmeUsableTBPerNode;
        n.readGBs = g.nvmeReadGBsPerNode;
    }
    if (g.nic) {
        n.nicName = g.nic->name;
        n.nics = g.nicCount;
        n.portsPerNic = g.nic->ports;
        n.gbpsPerPort = g.nic->gbpsPerPort;
        n.gbpsTotal = g.nicGbpsPerNode;
    }
    n.nodePowerW = g.nodePowerW;
    n.title = Message("drawing.node.title",
                      {{"group", groupLabel(ng, g.index)},
                       {"nodes", std::to_string(n.nodes)},
                       {"platform", localName(n.platformName, n.platformNameZh)}});

    describeGpus(n, g);
    describeHost(n, g);
    describeIo(n, g, ng.nvmeLayout);
    return n;
}

} // namespace

std::optional<BuildPart> partOfRule(std::string_view ruleId)
{
    static const std::map<std::string_view, BuildPart> exact = {
        {"vram.fit", BuildPart::Gpu},
        {"ram.ratio", BuildPart::Memory},
        {"chassis.gpu_slots", BuildPart::Gpu},
        {"chassis.form_factor", BuildPart::Gpu},
        {"chassis.slot_width", BuildPart::Gpu},
        {"chassis.pcie_lanes", BuildPart::Pcie},
        {"scaling.pcie_beyond_4", BuildPart::Gpu},
        {"parallel.tp_over_pcie", BuildPart::Gpu},
        {"parallel.tp_across_nodes", BuildPart::Gpu},
        {"parallel.mixed_gpus", BuildPart::Gpu},
        {"storage.checkpoint_time", BuildPart::Nvme},
        {"storage.shared", BuildPart::Nvme},
        {"site.cabinet_power", BuildPart::Rack},
        {"site.facility_power", BuildPart::Rack},
    };
    if (auto it = exact.find(ruleId); it != exact.end())
        return it->second;
    static const std::vector<std::pair<std::string_view, BuildPart>> byArea = {
        {"gpu.", BuildPart::Gpu},   {"cpu.", BuildPart::Cpu},     {"memory.", BuildPart::Memory},
        {"nvme.", BuildPart::Nvme}, {"network.", BuildPart::Nic}, {"power.", BuildPart::Psu},
        {"rack.", BuildPart::Rack},
    };
    for (const auto& [prefix, part] : byArea)
        if (ruleId.substr(0, prefix.size()) == prefix)
            return part;
    return std::nullopt;
}

BuildTopology buildTopology(const Scenario& scenario, const Catalog& catalog, const BuildFigures& build)
{
    BuildTopology t;
    // In colocation the rack is the provider's cabinet: its power cap binds when it is below what the cooling
    // removes, and the nodes are packed by it as computeBuild() counts cabinets (the cabinet rule judges it).
    t.coolingLimitKw = build.rackLimitKw;
    t.limitIsCabinet = cabinetCapBinds(build);
    t.rackLimitKw = t.limitIsCabinet ? build.cabinetPowerKw : build.rackLimitKw;
    if (const CoolingMethod* cooling = catalog.coolingMethod(scenario.site.coolingId)) {
        t.coolingName = cooling->name;
        t.coolingNameZh = cooling->nameZh;
    }
    const auto& groups = scenario.cluster.nodeGroups;
    const bool colocation = build.cabinetPowerKw > 0;
    t.cabinets = build.cabinets; // counted only in colocation
    int cabinetsSoFar = 0;
    for (const auto& g : build.groups) {
        const auto index = static_cast<std::size_t>(g.index);
        if (index >= groups.size())
            continue;
        t.nodes.push_back(nodeOf(groups[index], g));
        const int units = g.platform ? std::max(1, g.platform->rackUnits) : 1;
        // In colocation the racks are the cabinets computeBuild() rents: a node over the cap has a cabinet
        // of its own and the power of cabinetsPerNode; each group fills racks of its own, as it counts them.
        const GroupCabinets cabinets = groupCabinets(g, build.cabinetPowerKw);
        const int perRack = colocation && cabinets.nodesPerCabinet > 0 ? cabinets.nodesPerCabinet : g.nodesPerRack;
        const int cabinetsPerRack = colocation ? std::max(1, cabinets.cabinetsPerNode) : 0;
        for (int left = g.nodes; left > 0 && perRack > 0; left -= perRack) {
            RackTopology rack;
            const int nodes = std::min(perRack, left);
            rack.slots.push_back({g.index, nodes, units});
            rack.rackUnitsUsed = nodes * units;
            rack.kw = nodes * g.nodePowerW / 1000.0;
            rack.cabinets = cabinetsPerRack;
            rack.firstCabinet = colocation ? cabinetsSoFar + 1 : 0;
            cabinetsSoFar += cabinetsPerRack;
            rack.limitKw = t.limitIsCabinet ? cabinetsPerRack * build.cabinetPowerKw : t.rackLimitKw;
            rack.overLimit = rack.limitKw > 0 && rack.kw > rack.limitKw + 1e-9;
            t.racks.push_back(std::move(rack));
        }
    }
    int spanning = 0; // cabinets rented only for their power, beside the one a node stands in
    for (std::size_t i = 0; i < t.racks.size(); ++i) {
        RackTopology& rack = t.racks[i];
        const int groupIndex = rack.slots.front().group;
        const NodeGroup& group = groups[static_cast<std::size_t>(groupIndex)];
        // 5.85 kW over a 5 kW cabinet must not read as the 5.9 or 6 of a rounding; the rule shows two decimals.
        const int kwDecimals = t.limitIsCabinet ? 2 : 1;
        const bool spans = rack.cabinets > 1;
        spanning += spans ? rack.cabinets - 1 : 0;
        const std::string first
            = std::to_string(t.limitIsCabinet || spans ? rack.firstCabinet : static_cast<int>(i) + 1);
        const std::string last = std::to_string(rack.firstCabinet + rack.cabinets - 1);
        Args args {{"n", first},
                   {"last", last},
                   {"cabinets", std::to_string(rack.cabinets)},
                   {"cap", number(build.cabinetPowerKw, 1)},
                   {"kw", number(rack.kw, kwDecimals)},
                   {"limit", number(rack.limitKw, 1)},
                   {"coolingLimit", number(t.coolingLimitKw, 1)},
                   {"nodes", std::to_string(rack.slots.front().nodes)},
                   {"group", groupLabel(group, groupIndex)},
                   {"units", std::to_string(rack.rackUnitsUsed)},
                   {"usable", std::to_string(kUsableRackUnits)},
                   {"cooling", localName(t.coolingName, t.coolingNameZh)}};
        const bool limit = rack.limitKw > 0;
        rack.name = spans      ? Message("drawing.rack.name_cabinets", {{"n", first}, {"last", last}})
            : t.limitIsCabinet ? Message("drawing.rack.name_cabinet", {{"n", first}})
                               : Message("drawing.rack.name", {{"n", first}});
        // The title names which limit it is: the rack's narrow label has room for the figures only.
        rack.texts.label = Message(!limit                          ? "drawing.rack.label_no_limit"
                                       : spans && t.limitIsCabinet ? "drawing.rack.label_cabinets"
                                                                   : "drawing.rack.label",
                                   args);
        const char* detail = !limit ? "drawing.rack.detail_no_limit"
            // A node rented ceil(kW / cap) cabinets' power is never over them.
            : t.limitIsCabinet && spans ? "drawing.rack.detail_cabinets"
            : t.limitIsCabinet ? (rack.overLimit ? "drawing.rack.detail_cabinet_over" : "drawing.rack.detail_cabinet")
            : rack.overLimit   ? "drawing.rack.detail_over"
                               : "drawing.rack.detail";
        rack.texts.detail = Message(detail, std::move(args));
    }
    const char* title = t.rackLimitKw <= 0 ? "drawing.racks.title_no_limit"
        : !t.limitIsCabinet                ? "drawing.racks.title"
        : spanning > 0                     ? "drawing.racks.title_cabinets_spanning"
                                           : "drawing.racks.title_cabinet";
    // In colocation the count is the cabinets rented, the figure the TCO prices.
    t.racksTitle = Message(title,
                           {{"racks", std::to_string(colocation ? t.cabinets : static_cast<int>(t.racks.size()))},
                            {"spanning", std::to_string(spanning)},
                            {"cooling", localName(t.coolingName, t.coolingNameZh)},
                            {"limit", number(t.rackLimitKw, 1)},
                            {"coolingLimit", number(t.coolingLimitKw, 1)}});
    return t;
}

} // namespace planner
