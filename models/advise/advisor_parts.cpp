// The host parts of an advised build: for each part the cheapest choice that the rules of that part pass.
// The rules decide, not thresholds copied here: each choice is tried in the order of its price until the
// part's rules raise neither an error nor a warning.
#include "models/advise/advisor_internal.h"

#include <algorithm>
#include <limits>

namespace planner::advise_detail {

namespace {

// A catalog price in the display currency; nullopt when unpriced or without a rate.
std::optional<double> priceIn(const Catalog& catalog, const std::optional<Price>& price, const std::string& currency)
{
    if (!price)
        return std::nullopt;
    return catalog.convert(price->money.amount, price->money.currency, currency);
}

template <typename T> struct Choice {
    const T* part = nullptr;
    int count = 0;
    double cost = 0; // per node
};

template <typename T> void sortByCost(std::vector<Choice<T>>& choices)
{
    std::stable_sort(choices.begin(), choices.end(),
                     [](const Choice<T>& a, const Choice<T>& b) { return a.cost < b.cost; });
}

// The rules that judge each part (no error or warning), and those whose errors rule a platform out for a
// GPU whatever the parts (a warning, such as one node a rack, is the site's to weigh).
const std::vector<std::string_view> kCpuRules {"cpu."};
const std::vector<std::string_view> kMemoryRules {"ram.", "memory."};
const std::vector<std::string_view> kDriveRules {"nvme.", "storage.checkpoint_time"};
const std::vector<std::string_view> kNetworkRules {"network.multinode_fabric", "network.nic_per_gpu"};
const std::vector<std::string_view> kChassisRules {"chassis.gpu_slots", "chassis.form_factor", "chassis.slot_width",
                                                   "power.psu_headroom", "rack.cooling_density"};

bool startsWith(std::string_view text, std::string_view prefix)
{
    return text.substr(0, prefix.size()) == prefix;
}

} // namespace

bool isTraining(WorkloadKind k)
{
    return k == WorkloadKind::Pretraining || k == WorkloadKind::FullFineTune || k == WorkloadKind::LoRA
        || k == WorkloadKind::QLoRA || k == WorkloadKind::CvTraining;
}

Workload searchWorkload(const Workload& workload)
{
    Workload w = workload;
    w.dataParallel = 0;
    w.tensorParallel = 1;
    w.pipelineParallel = 1;
    w.zeroStage = workload.kind == WorkloadKind::Inference ? 0 : 3;
    w.fsdp = false;
    w.sequenceParallel = false;
    w.microBatch = 1;
    return w;
}

bool passes(const std::vector<Finding>& findings, std::span<const std::string_view> rulePrefixes)
{
    for (const Finding& f : findings) {
        if (f.severity == Severity::Info)
            continue;
        for (std::string_view prefix : rulePrefixes)
            if (startsWith(f.ruleId, prefix))
                return false;
    }
    return true;
}

bool noErrorOf(const std::vector<Finding>& findings, std::span<const std::string_view> rulePrefixes)
{
    for (const Finding& f : findings)
        if (f.severity == Severity::Error)
            for (std::string_view prefix : rulePrefixes)
                if (startsWith(f.ruleId, prefix))
                    return false;
    return true;
}

bool hasError(const std::vector<Finding>& findings)
{
    return std::any_of(findings.begin(), findings.end(),
                       [](const Finding& f) { return f.severity == Severity::Error; });
}

int warningCount(const std::vector<Finding>& findings)
{
    return static_cast<int>(std::count_if(findings.begin(), findings.end(),
                                          [](const Finding& f) { return f.severity == Severity::Warning; }));
}

Fabric fabricFor(const NodeGroup& group, const Catalog& catalog, const Fabric& original)
{
    // One switch has 64 ports (the rules' radix); a larger fabric is leaf-spine, non-blocking.
    constexpr int kSwitchRadix = 64;
    Fabric fabric = original;
    fabric.oversubscription = 1.0;
    if (group.nodeCount <= 1) {
        fabric.topology = FabricTopology::None;
        return fabric;
    }
    const Nic* nic = catalog.nic(group.nicId);
    const int ports = group.nodeCount * group.nicCount * (nic ? std::max(1, nic->ports) : 1);
    fabric.topology = ports > kSwitchRadix ? FabricTopology::LeafSpine : FabricTopology::SingleSwitch;
    return fabric;
}

std::optional<PartsFill> fillParts(const Scenario& base, const Catalog& catalog, const Gpu& gpu,
                                   const Platform& platform, int gpusPerNode, bool multiNode, AdviceStats& stats)
{
    const std::string& currency = base.finance.displayCurrency;
    const auto cpuFits = [&](const Cpu& c) {
        const bool vendor = platform.cpuVendors.empty()
            || std::find(platform.cpuVendors.begin(), platform.cpuVendors.end(), c.vendor) != platform.cpuVendors.end();
        return vendor && (platform.ddrGen <= 0 || c.ddrGen == platform.ddrGen) && c.maxSockets >= platform.cpuSockets;
    };
    std::vector<Choice<Cpu>> cpus;
    for (const Cpu& c : catalog.cpus)
        if (const auto price = priceIn(catalog, c.price, currency); price && cpuFits(c))
            cpus.push_back({&c, platform.cpuSockets, *price * platform.cpuSockets});
    sortByCost(cpus);
    if (cpus.empty())
        return std::nullopt;

    Scenario trial = base;
    NodeGroup g;
    g.platformId = platform.id;
    g.gpuId = gpu.id;
    g.gpuCount = gpusPerNode;
    g.nodeCount = multiNode ? 2 : 1;
    g.cpuSockets = platform.cpuSockets;
    g.nvmeLayout = NvmeLayout::Raid0;
    g.nicId.clear();
    g.nicCount = 0;
    // The estimate turns on the GPUs, the node count and the network (scaling, hence the read rate the
    // drives must keep up with); it is redone when the network changes, not for every CPU or DIMM tried.
    std::optional<Estimate> estimated;
    std::string estimatedNic;
    int estimatedNics = -1;
    const auto check = [&](const NodeGroup& group) {
        trial.cluster.nodeGroups = {group};
        trial.fabric = fabricFor(group, catalog, base.fabric);
        const BuildFigures build = computeBuild(trial, catalog, currency);
        if (!estimated || estimatedNic != group.nicId || estimatedNics != group.nicCount) {
            estimated = estimate(trial, catalog, build);
            estimatedNic = group.nicId;
            estimatedNics = group.nicCount;
        }
        ++stats.ruleChecks;
        return evaluateRules(trial, catalog, build, *estimated);
    };

    std::vector<Choice<MemoryModule>> modules;
    std::vector<Choice<NvmeDrive>> drives;
    std::vector<Choice<Nic>> nics;
    for (const NvmeDrive& d : catalog.nvme)
        if (const auto price = priceIn(catalog, d.price, currency))
            for (int n = 1; n <= std::max(1, platform.nvmeBays); ++n)
                drives.push_back({&d, n, *price * n});
    sortByCost(drives);
    if (drives.empty())
        return std::nullopt;
    g.nvmeId = drives.front().part->id;
    g.nvmeCount = drives.front().count;
    if (multiNode) {
        for (const Nic& n : catalog.nics) {
            const auto price = priceIn(catalog, n.price, currency);
            const double port = priceIn(catalog, n.costPerPort, currency).value_or(0) * std::max(1, n.ports);
            if (price && n.rdma)
                for (int count = 1; count <= std::min(16, std::max(1, gpusPerNode)); ++count)
                    nics.push_back({&n, count, (*price + port) * count});
        }
        sortByCost(nics);
        if (nics.empty())
            return std::nullopt;
        g.nicId = nics.front().part->id;
        g.nicCount = nics.front().count;
    }

    // CPU: the cheapest its rules pass, with a balanced population of the cheapest module.
    const auto memoryChoices = [&](const Cpu& c) {
        std::vector<Choice<MemoryModule>> out;
        const int channels = std::max(1, g.cpuSockets * std::max(1, c.memoryChannels));
        for (const MemoryModule& m : catalog.memory)
            if (const auto price = priceIn(catalog, m.price, currency);
                price && (platform.ddrGen <= 0 || m.ddrGen == platform.ddrGen))
                for (int count = channels; count <= std::max(channels, platform.dimmSlots); count += channels)
                    out.push_back({&m, count, *price * count});
        sortByCost(out);
        return out;
    };
    bool cpuChosen = false;
    for (const auto& c : cpus) {
        modules = memoryChoices(*c.part);
        if (modules.empty())
            continue;
        g.cpuId = c.part->id;
        g.memoryId = modules.front().part->id;
        g.memoryCount = modules.front().count;
        const auto findings = check(g);
        if (!noErrorOf(findings, kChassisRules))
            return std::nullopt; // the platform cannot carry this GPU: no part changes that
        if (passes(findings, kCpuRules)) {
            cpuChosen = true;
            break;
        }
    }
    if (!cpuChosen)
        return std::nullopt;

    const auto chooseFirst = [&](auto& choices, auto apply, std::span<const std::string_view> rules) {
        for (const auto& choice : choices) {
            apply(choice);
            if (passes(check(g), rules))
                return true;
        }
        return false;
    };
    const bool memoryChosen = chooseFirst(
        modules,
        [&](const Choice<MemoryModule>& m) {
            g.memoryId = m.part->id;
            g.memoryCount = m.count;
        },
        kMemoryRules);
    if (!memoryChosen)
        return std::nullopt;
    if (multiNode) {
        const bool nicChosen = chooseFirst(
            nics,
            [&](const Choice<Nic>& n) {
                g.nicId = n.part->id;
                g.nicCount = n.count;
            },
            kNetworkRules);
        if (!nicChosen)
            return std::nullopt;
    }
    const bool drivesChosen = chooseFirst(
        drives,
        [&](const Choice<NvmeDrive>& d) {
            g.nvmeId = d.part->id;
            g.nvmeCount = d.count;
        },
        kDriveRules);
    if (!drivesChosen)
        return std::nullopt;
    const auto findings = check(g);
    if (!noErrorOf(findings, kChassisRules) || !passes(findings, kCpuRules) || !passes(findings, kMemoryRules))
        return std::nullopt;
    trial.cluster.nodeGroups = {g};
    trial.fabric = fabricFor(g, catalog, base.fabric);
    const BuildFigures build = computeBuild(trial, catalog, currency);
    if (!build.fullyPriced || build.groups.empty())
        return std::nullopt;
    return PartsFill {g, build.groups.front().nodeCapex};
}

} // namespace planner::advise_detail
