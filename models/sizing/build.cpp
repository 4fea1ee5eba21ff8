#include "models/sizing/build.h"

#include "models/base/money.h"
#include "models/sizing/cabinets.h"

#include "models/catalog/catalog_kinds.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace planner {

namespace {

// A loaded DDR5 RDIMM draws 5–10 W; 6 W is a planning estimate (Micron DDR5 power notes).
constexpr double kDimmWatts = 6.0;

void addLine(BuildFigures& build, const Catalog& catalog, const std::string& kind, const std::string& id,
             const std::string& item, const std::optional<Price>& price, double quantity)
{
    if (quantity <= 0)
        return;
    auto existing = std::find_if(build.capex.begin(), build.capex.end(),
                                 [&](const CapexLine& l) { return l.kind == kind && l.id == id; });
    if (existing != build.capex.end()) {
        existing->quantity += quantity;
        existing->total = existing->unitPrice * existing->quantity;
        return;
    }
    CapexLine line;
    line.kind = kind;
    line.id = id;
    line.item = item;
    line.quantity = quantity;
    if (price) {
        line.original = price->money;
        line.provenance = price->provenance;
        if (auto converted = catalog.convert(price->money.amount, price->money.currency, build.currency)) {
            line.unitPrice = *converted;
            line.priced = true;
            if (price->vatIncluded) {
                // Capex lines are before VAT: take out the tax the price already holds, once.
                line.vatRemovedPct = goodsVatPctFor(catalog, price->money.currency);
                line.unitPrice /= 1.0 + line.vatRemovedPct / 100.0;
            }
            // A price in the plan's currency is a price to the minor unit, as the quote prints it: then the
            // capex the costs add up is the quote's subtotal to the cent.
            line.unitPrice = fromMinor(toMinor(line.unitPrice, build.currency), build.currency);
        }
    }
    if (!line.priced)
        build.fullyPriced = false;
    line.total = line.unitPrice * line.quantity;
    build.capex.push_back(line);
}

} // namespace

double goodsVatPctFor(const Catalog& catalog, const std::string& currency)
{
    for (const auto& region : catalog.regions)
        if (region.currency == currency)
            return region.vatHardwarePct;
    return 0;
}

double nvmeUsableTB(const NvmeDrive& drive, int count, NvmeLayout layout)
{
    if (count <= 0)
        return 0;
    const bool mirrored = layout == NvmeLayout::Raid1 || layout == NvmeLayout::Raid10;
    return drive.capacityTB * (mirrored && count > 1 ? count / 2 : count);
}

double nvmeReadGBs(const NvmeDrive& drive, int count, NvmeLayout /*layout*/)
{
    // Reads stripe across every drive in RAID 0/10 and are served by either copy in RAID 1;
    // a JBOD of sharded data reads from all drives at once too.
    return count > 0 ? drive.readGBs * count : 0;
}

double nodePowerW(const NodeGroupFigures& g)
{
    double watts = 0;
    if (g.platform)
        watts += g.platform->basePowerW;
    if (g.gpu)
        watts += g.gpu->tdpW * g.gpusPerNode;
    if (g.cpu)
        watts += g.cpu->tdpW * g.cpuSockets;
    if (g.memory)
        watts += kDimmWatts * g.dimms;
    if (g.nvme)
        watts += g.nvme->powerW * g.nvmeDrives;
    if (g.nic)
        watts += g.nic->powerW * g.nicCount;
    return watts;
}

double effectivePue(const Scenario& scenario, const Catalog& catalog)
{
    if (scenario.site.pueOverride > 0)
        return scenario.site.pueOverride;
    double pue = 0;
    if (scenario.site.mode == SiteMode::Colocation) {
        if (const Region* region = catalog.region(scenario.site.regionId))
            pue = region->defaultPue;
    } else if (const CoolingMethod* cooling = catalog.coolingMethod(scenario.site.coolingId)) {
        pue = cooling->typicalPue;
    }
    return pue > 0 ? pue : 1.5;
}

double cabinetPowerKw(const Scenario& scenario, const Catalog& catalog)
{
    if (scenario.site.cabinetPowerKw > 0)
        return scenario.site.cabinetPowerKw;
    const Region* region = catalog.region(scenario.site.regionId);
    return region ? region->cabinetPowerKw : 0;
}

BuildFigures computeBuild(const Scenario& scenario, const Catalog& catalog, const std::string& currency)
{
    BuildFigures build;
    build.currency = currency;
    build.pue = effectivePue(scenario, catalog);
    build.cabinetPowerKw = scenario.site.mode == SiteMode::Colocation ? cabinetPowerKw(scenario, catalog) : 0;
    if (const CoolingMethod* cooling = catalog.coolingMethod(scenario.site.coolingId))
        build.rackLimitKw = cooling->maxKwPerRack;

    const auto& groups = scenario.cluster.nodeGroups;
    for (size_t i = 0; i < groups.size(); ++i) {
        const NodeGroup& ng = groups[i];
        NodeGroupFigures g;
        g.index = static_cast<int>(i);
        g.platform = catalog.platform(ng.platformId);
        g.gpu = catalog.gpu(ng.gpuId);
        g.cpu = catalog.cpu(ng.cpuId);
        g.memory = catalog.memoryModule(ng.memoryId);
        g.nvme = catalog.nvmeDrive(ng.nvmeId);
        g.nic = catalog.nic(ng.nicId);
        g.nodes = std::max(0, ng.nodeCount);
        g.gpusPerNode = g.gpu ? std::max(0, ng.gpuCount) : 0;
        g.gpus = g.gpusPerNode * g.nodes;
        g.cpuSockets = g.cpu ? std::max(0, ng.cpuSockets) : 0;
        g.dimms = g.memory ? std::max(0, ng.memoryCount) : 0;
        g.nvmeDrives = g.nvme ? std::max(0, ng.nvmeCount) : 0;
        g.nicCount = g.nic ? std::max(0, ng.nicCount) : 0;
        g.vramPerNodeGB = g.gpu ? g.gpu->memoryGB * g.gpusPerNode : 0;
        g.ramPerNodeGB = g.memory ? g.memory->capacityGB * ng.memoryCount : 0;
        g.ramToVram = g.vramPerNodeGB > 0 ? g.ramPerNodeGB / g.vramPerNodeGB : 0;
        g.cpuCoresPerNode = g.cpu ? g.cpu->cores * ng.cpuSockets : 0;
        g.memoryChannels = g.cpu ? std::max(1, g.cpuSockets) * g.cpu->memoryChannels : 0;
        g.pcieLanesGpus = g.gpusPerNode * kPcieLanesPerGpu;
        g.pcieLanesNics = g.nic ? g.nicCount * g.nic->pcieLanes : 0;
        g.pcieLanesNvme = g.nvmeDrives * kPcieLanesPerDrive;
        g.pcieLanesNeeded = g.pcieLanesGpus + g.pcieLanesNics + g.pcieLanesNvme;
        g.pcieLanesAvailable = g.platform && g.platform->pcieLanes > 0
            ? g.platform->pcieLanes + g.platform->pcieSwitches * kNetPcieLanesPerSwitch
            : 0;
        g.nvmeReadGBsPerNode = g.nvme ? nvmeReadGBs(*g.nvme, ng.nvmeCount, ng.nvmeLayout) : 0;
        g.nvmeUsableTBPerNode = g.nvme ? nvmeUsableTB(*g.nvme, ng.nvmeCount, ng.nvmeLayout) : 0;
        g.nicGbpsPerNode = g.nic ? g.nic->gbpsPerPort * g.nic->ports * ng.nicCount : 0;
        g.linkDomainGpus
            = g.gpu && g.gpu->linkGBs > 0 ? std::clamp(g.gpu->linkDomain, 1, std::max(1, g.gpusPerNode)) : 1;
        g.nodePowerW = nodePowerW(g);

        const double before = build.hardwareCapex;
        const double n = g.nodes;
        if (g.platform)
            addLine(build, catalog, "platform", g.platform->id, g.platform->name, g.platform->price, n);
        if (g.gpu)
            addLine(build, catalog, "gpu", g.gpu->id, g.gpu->name, g.gpu->price, g.gpus);
        if (g.cpu)
            addLine(build, catalog, "cpu", g.cpu->id, g.cpu->name, g.cpu->price, n * ng.cpuSockets);
        if (g.memory)
            addLine(build, catalog, "memory", g.memory->id, g.memory->name, g.memory->price, n * ng.memoryCount);
        if (g.nvme)
            addLine(build, catalog, "nvme", g.nvme->id, g.nvme->name, g.nvme->price, n * ng.nvmeCount);
        if (g.nic) {
            addLine(build, catalog, "nic", g.nic->id, g.nic->name, g.nic->price, n * ng.nicCount);
            const bool switched = scenario.fabric.topology != FabricTopology::None;
            if (switched)
                addLine(build, catalog, "fabric", g.nic->id, g.nic->name, g.nic->costPerPort,
                        n * ng.nicCount * g.nic->ports);
        }
        build.hardwareCapex = 0;
        for (const auto& line : build.capex)
            build.hardwareCapex += line.total;
        g.nodeCapex = n > 0 ? (build.hardwareCapex - before) / n : 0;

        build.nodes += g.nodes;
        build.gpus += g.gpus;
        build.vramGB += g.vramPerNodeGB * g.nodes;
        build.itPowerKw += g.nodePowerW * g.nodes / 1000.0;
        if (g.platform)
            build.rackUnitsUsed += static_cast<double>(g.platform->rackUnits) * g.nodes;

        if (g.nodes > 0) {
            const double nodeKw = g.nodePowerW / 1000.0;
            double perRack = g.platform
                ? std::floor(static_cast<double>(kUsableRackUnits) / std::max(1, g.platform->rackUnits))
                : 1;
            if (build.rackLimitKw > 0 && nodeKw > 0)
                perRack = std::min(perRack, std::floor(build.rackLimitKw / nodeKw));
            perRack = std::max(1.0, perRack); // a node too hot for any rack still takes one (a rule reports it)
            g.nodesPerRack = static_cast<int>(perRack);
            g.racks = static_cast<int>(std::ceil(g.nodes / perRack));
            build.racks += g.racks;
            build.cabinets += groupCabinets(g, build.cabinetPowerKw).cabinets;
        }
        build.groups.push_back(g);
    }
    build.facilityPowerKw = build.itPowerKw * build.pue;
    build.kwPerRack = build.racks > 0 ? build.itPowerKw / build.racks : 0;
    return build;
}

GroupCabinets groupCabinets(const NodeGroupFigures& group, double cabinetPowerKw)
{
    GroupCabinets c;
    const double nodeKw = group.nodePowerW / 1000.0;
    if (cabinetPowerKw <= 0 || nodeKw <= 0 || group.nodes <= 0)
        return c;
    c.cabinetsPerNode = std::max(1, static_cast<int>(std::ceil(nodeKw / cabinetPowerKw - 1e-9)));
    c.nodesPerCabinet = c.cabinetsPerNode > 1
        ? 1
        : std::max(
            1, std::min(std::max(1, group.nodesPerRack), static_cast<int>(std::floor(cabinetPowerKw / nodeKw + 1e-9))));
    c.cabinets = c.cabinetsPerNode > 1 ? group.nodes * c.cabinetsPerNode
                                       : (group.nodes + c.nodesPerCabinet - 1) / c.nodesPerCabinet;
    return c;
}

bool cabinetCapBinds(const BuildFigures& build)
{
    return build.cabinetPowerKw > 0 && (build.rackLimitKw <= 0 || build.cabinetPowerKw < build.rackLimitKw);
}

int racksShown(const BuildFigures& build)
{
    return build.cabinetPowerKw > 0 ? build.cabinets : build.racks;
}

double fullestRackKw(const BuildFigures& build)
{
    double most = 0;
    for (const auto& g : build.groups)
        most = std::max(most, std::min(g.nodes, g.nodesPerRack) * g.nodePowerW / 1000.0);
    return most;
}

Catalog withOverrides(const Catalog& catalog, const std::vector<PriceOverride>& overrides)
{
    Catalog result = catalog;
    for (const auto& o : overrides) {
        const CatalogKind* kind = catalogKindOfEntry(o.kind);
        if (!kind || !kind->overridable())
            continue;
        const Provenance provenance {o.source, o.asOf, false, "", Origin::Plan, ""};
        kind->setPrice(result, o.id, o.field, Price {Money {o.amount, o.currency}, provenance});
    }
    return result;
}

Catalog planCatalog(const Catalog& catalog, const Plan& plan)
{
    Catalog effective = withOverrides(catalog, plan.priceOverrides);
    effective.measuredRuns = plan.measuredRuns;
    return effective;
}

} // namespace planner
