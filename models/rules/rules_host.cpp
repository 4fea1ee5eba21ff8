// Host rules of one node group: system memory, CPU, DIMM population, local storage and the chassis.
#include "models/rules/rules.h"

#include "models/plan/plan_enum_names.h"
#include "models/plan/plan_fields.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace planner::rules_detail {

namespace {

Arg num(double v, int decimals = 1)
{
    return number(v, decimals);
}

// A fix names its field by the descriptor's id ("nodeGroup.memoryCount"), as the window applies it.
FixAction groupAction(int group, const FieldDescription& field, double value)
{
    return FixAction {group, field.id, value, {}};
}

int roundUpToMultiple(int value, int multiple)
{
    return multiple > 0 ? (value + multiple - 1) / multiple * multiple : value;
}

std::vector<Arg> formFactorNames(const std::vector<FormFactor>& forms)
{
    std::vector<Arg> names;
    for (FormFactor f : forms) {
        std::string n(enumName(f));
        std::transform(n.begin(), n.end(), n.begin(),
                       [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
        names.push_back(f == FormFactor::PCIe ? Arg("PCIe")
                                              : (f == FormFactor::Module ? phrase("phrase.form.module") : Arg(n)));
    }
    return names;
}

} // namespace

void checkHost(const Context& c, const NodeGroupFigures& g)
{
    const NodeGroup& ng = c.nodeGroup(g.index);
    const Arg group = c.groupName(g.index);
    const Platform* p = g.platform;

    // System memory against VRAM.
    // Seed 001's own example is 4 × A100 80GB with 512 GB (1.6×): below 1.5× is short, below 1× broken.
    if (g.memory && g.vramPerNodeGB > 0 && g.ramToVram < 1.5) {
        const double target = 2.0 * g.vramPerNodeGB;
        const int channels = std::max(1, g.memoryChannels);
        int dimms = roundUpToMultiple(static_cast<int>(std::ceil(target / g.memory->capacityGB)), channels);
        if (p && p->dimmSlots > 0)
            dimms = std::min(dimms, p->dimmSlots);
        Args args {{"group", group},
                   {"gpus", std::to_string(g.gpusPerNode)},
                   {"gpuMem", num(g.gpu ? g.gpu->memoryGB : 0, 0)},
                   {"vram", num(g.vramPerNodeGB, 0)},
                   {"ram", num(g.ramPerNodeGB, 0)},
                   {"ratio", num(g.ramToVram, 2)},
                   {"target", num(target, 0)},
                   {"dimms", std::to_string(dimms)},
                   {"dimmGB", num(g.memory->capacityGB, 0)},
                   {"dimmTotal", num(dimms * g.memory->capacityGB, 0)}};
        const FixAction action = groupAction(g.index, planField<&NodeGroup::memoryCount>(), dimms);
        if (g.ramToVram < 1.0)
            c.emit("ram.ratio", "below_vram", Severity::Error, g.index, std::move(args), action);
        else
            c.emit("ram.ratio", "", Severity::Warning, g.index, std::move(args), action);
    }

    // CPU. Seed 001 asks for at least 8 cores per server, 16–32 safer; each GPU also runs a process of its
    // own with data-loader workers, so a node wants at least 2 cores per GPU, and 4 for image pipelines.
    if (g.cpu && g.gpusPerNode > 0 && g.cpuCoresPerNode > 0) {
        const int minimum = std::max(8, 2 * g.gpusPerNode);
        const int comfortable = std::max(16, 4 * g.gpusPerNode);
        if (g.cpuCoresPerNode < comfortable) {
            const int sockets = std::max(1, g.cpuSockets);
            const int target = g.cpuCoresPerNode < minimum ? minimum : comfortable;
            Args args {{"group", group},
                       {"cores", std::to_string(g.cpuCoresPerNode)},
                       {"gpus", std::to_string(g.gpusPerNode)},
                       {"perGpu", num(static_cast<double>(g.cpuCoresPerNode) / g.gpusPerNode, 1)},
                       {"minimum", std::to_string(minimum)},
                       {"comfortable", std::to_string(comfortable)},
                       {"targetCores", std::to_string((target + sockets - 1) / sockets)}};
            if (g.cpuCoresPerNode < minimum)
                c.emit("cpu.cores_per_gpu", "", Severity::Warning, g.index, std::move(args));
            else
                c.emit("cpu.cores_per_gpu", "low", Severity::Info, g.index, std::move(args));
        }
    }
    if (g.cpu && p && !p->cpuVendors.empty()
        && std::find(p->cpuVendors.begin(), p->cpuVendors.end(), g.cpu->vendor) == p->cpuVendors.end()) {
        Args args {{"cpu", g.cpu->name}, {"cpuVendor", g.cpu->vendor}, {"platform", localName(*p)}};
        args["vendors"] = anyOf({p->cpuVendors.begin(), p->cpuVendors.end()});
        c.emit("cpu.vendor", "", Severity::Error, g.index, std::move(args));
    }
    if (g.cpu && p) {
        const int maxSockets = std::min(p->cpuSockets, g.cpu->maxSockets);
        const auto args = [&] {
            return Args {{"group", group},
                         {"sockets", std::to_string(ng.cpuSockets)},
                         {"platform", localName(*p)},
                         {"platformSockets", std::to_string(p->cpuSockets)},
                         {"cpu", g.cpu->name},
                         {"cpuMax", std::to_string(g.cpu->maxSockets)},
                         {"fixSockets", std::to_string(std::max(1, maxSockets))}};
        };
        if (ng.cpuSockets < 1 || ng.cpuSockets > maxSockets)
            c.emit("cpu.sockets", "", Severity::Error, g.index, args(),
                   groupAction(g.index, planField<&NodeGroup::cpuSockets>(), std::max(1, maxSockets)));
        else if (ng.cpuSockets < p->cpuSockets && g.cpu->maxSockets >= p->cpuSockets)
            c.emit("cpu.sockets", "partial", Severity::Warning, g.index, args(),
                   groupAction(g.index, planField<&NodeGroup::cpuSockets>(), p->cpuSockets));
    }

    // Memory population.
    if (g.memory && p && p->dimmSlots > 0 && ng.memoryCount > p->dimmSlots)
        c.emit("memory.slots", "", Severity::Error, g.index,
               {{"count", std::to_string(ng.memoryCount)},
                {"slots", std::to_string(p->dimmSlots)},
                {"platform", localName(*p)}},
               groupAction(g.index, planField<&NodeGroup::memoryCount>(), p->dimmSlots));
    if (g.memory && g.memoryChannels > 0 && ng.memoryCount > 0) {
        const int channels = g.memoryChannels;
        if (ng.memoryCount % channels != 0) {
            int suggested = roundUpToMultiple(ng.memoryCount, channels);
            if (p && p->dimmSlots > 0 && suggested > p->dimmSlots)
                suggested = p->dimmSlots / channels * channels;
            if (suggested <= 0)
                suggested = channels;
            c.emit("memory.channels_balanced", "", Severity::Warning, g.index,
                   {{"group", group},
                    {"count", std::to_string(ng.memoryCount)},
                    {"channels", std::to_string(channels)},
                    {"sockets", std::to_string(g.cpuSockets)},
                    {"cpu", g.cpu->name},
                    {"suggested", std::to_string(suggested)},
                    {"suggestedGB", num(suggested * g.memory->capacityGB, 0)}},
                   groupAction(g.index, planField<&NodeGroup::memoryCount>(), suggested));
        }
    }
    if (g.memory && g.cpu && g.memory->ddrGen != g.cpu->ddrGen)
        c.emit("memory.ddr_generation", "", Severity::Error, g.index,
               {{"dimm", g.memory->name},
                {"dimmDdr", std::to_string(g.memory->ddrGen)},
                {"cpu", g.cpu->name},
                {"cpuDdr", std::to_string(g.cpu->ddrGen)}});
    else if (g.memory && p && p->ddrGen > 0 && g.memory->ddrGen != p->ddrGen)
        c.emit("memory.ddr_generation", "platform", Severity::Error, g.index,
               {{"dimm", g.memory->name},
                {"dimmDdr", std::to_string(g.memory->ddrGen)},
                {"platform", localName(*p)},
                {"platformDdr", std::to_string(p->ddrGen)}});

    // Storage.
    const StorageEstimate& st = c.estimate.storage;
    if (g.nvme && ng.nvmeCount > 0) {
        // Slow drives matter only when the data stream needs a good share of what the array reads.
        const bool farBelowNeed = st.readGBsNeededPerNode > 0 && st.readGBsNeededPerNode < 0.25 * g.nvmeReadGBsPerNode;
        if (g.nvme->readGBs < 3.0 && !farBelowNeed)
            c.emit("nvme.drive_speed", "", Severity::Warning, g.index,
                   {{"group", group},
                    {"nvme", g.nvme->name},
                    {"read", num(g.nvme->readGBs, 2)},
                    {"count", std::to_string(ng.nvmeCount)},
                    {"arrayRead", num(g.nvmeReadGBsPerNode, 1)}});
        if (p && p->nvmeBays > 0 && ng.nvmeCount > p->nvmeBays)
            c.emit("nvme.bays", "", Severity::Error, g.index,
                   {{"count", std::to_string(ng.nvmeCount)},
                    {"bays", std::to_string(p->nvmeBays)},
                    {"platform", localName(*p)}},
                   groupAction(g.index, planField<&NodeGroup::nvmeCount>(), p->nvmeBays));
    }
    if (g.nvme && g.nodes > 0) {
        const double need = st.readGBsNeededPerNode;
        if (need > 0 && g.nvmeReadGBsPerNode < need) {
            const int drives = static_cast<int>(std::ceil(need / g.nvme->readGBs));
            Args args {{"group", group},
                       {"need", num(need, 2)},
                       {"have", num(g.nvmeReadGBsPerNode, 2)},
                       {"count", std::to_string(ng.nvmeCount)},
                       {"nvme", g.nvme->name},
                       {"drivesNeeded", std::to_string(drives)},
                       {"drivesRead", num(drives * g.nvme->readGBs, 1)}};
            args["readHow"] = phrase(st.readHowText);
            c.emit("nvme.throughput", "", Severity::Warning, g.index, std::move(args),
                   groupAction(g.index, planField<&NodeGroup::nvmeCount>(), drives));
        }
        const double needTB = st.neededTBPerNode;
        if (needTB > 0 && g.nvmeUsableTBPerNode < needTB) {
            const bool mirrored = ng.nvmeLayout == NvmeLayout::Raid1 || ng.nvmeLayout == NvmeLayout::Raid10;
            int drives = static_cast<int>(std::ceil(needTB / g.nvme->capacityTB)) * (mirrored ? 2 : 1);
            Args args {{"group", group},
                       {"need", num(needTB, 2)},
                       {"have", num(g.nvmeUsableTBPerNode, 2)},
                       {"nvme", g.nvme->name},
                       {"drivesNeeded", std::to_string(drives)},
                       {"drivesTB", num(nvmeUsableTB(*g.nvme, drives, ng.nvmeLayout), 2)}};
            args["capacityHow"] = phrase(st.capacityHowText);
            c.emit("nvme.capacity", "", Severity::Warning, g.index, std::move(args),
                   groupAction(g.index, planField<&NodeGroup::nvmeCount>(), drives));
        }
    }

    // Chassis.
    if (p && g.gpu) {
        if (p->gpuSlots > 0 && ng.gpuCount > p->gpuSlots)
            c.emit("chassis.gpu_slots", "", Severity::Error, g.index,
                   {{"group", group},
                    {"count", std::to_string(ng.gpuCount)},
                    {"slots", std::to_string(p->gpuSlots)},
                    {"platform", localName(*p)}},
                   groupAction(g.index, planField<&NodeGroup::gpuCount>(), p->gpuSlots));
        const bool formOk = p->formFactors.empty()
            || std::find(p->formFactors.begin(), p->formFactors.end(), g.gpu->formFactor) != p->formFactors.end();
        if (!formOk) {
            Args args {{"gpu", g.gpu->name}, {"platform", localName(*p)}};
            args["form"] = anyOf(formFactorNames({g.gpu->formFactor}));
            args["forms"] = anyOf(formFactorNames(p->formFactors));
            c.emit("chassis.form_factor", "", Severity::Error, g.index, std::move(args));
        } else if (!p->allowedGpus.empty()
                   && std::find(p->allowedGpus.begin(), p->allowedGpus.end(), g.gpu->id) == p->allowedGpus.end()) {
            std::vector<Arg> allowed;
            for (const auto& id : p->allowedGpus)
                allowed.push_back(c.catalog.gpu(id) ? c.catalog.gpu(id)->name : id);
            Args args {{"gpu", g.gpu->name}, {"platform", localName(*p)}};
            args["allowed"] = anyOf(std::move(allowed));
            c.emit("chassis.form_factor", "not_allowed", Severity::Error, g.index, std::move(args));
        }
        if (g.gpu->formFactor == FormFactor::PCIe && p->maxSlotWidth > 0 && g.gpu->slotWidth > p->maxSlotWidth)
            c.emit("chassis.slot_width", "", Severity::Error, g.index,
                   {{"gpu", g.gpu->name},
                    {"width", std::to_string(g.gpu->slotWidth)},
                    {"platform", localName(*p)},
                    {"maxWidth", std::to_string(p->maxSlotWidth)},
                    {"count", std::to_string(ng.gpuCount)}});
    }
    if (p && g.pcieLanesAvailable > 0) {
        const int nicLanes = g.nic ? g.nic->pcieLanes : 0;
        const int need = g.pcieLanesNeeded;
        const int have = g.pcieLanesAvailable;
        if (need > have)
            c.emit("chassis.pcie_lanes", "", Severity::Warning, g.index,
                   {{"need", std::to_string(need)},
                    {"have", std::to_string(have)},
                    {"cpuLanes", std::to_string(p->pcieLanes)},
                    {"platform", localName(*p)},
                    {"gpus", std::to_string(g.gpusPerNode)},
                    {"nics", std::to_string(g.nicCount)},
                    {"nicLanes", std::to_string(nicLanes)},
                    {"drives", std::to_string(g.nvmeDrives)},
                    {"switches", std::to_string(p->pcieSwitches)}});
    }
}

} // namespace planner::rules_detail
