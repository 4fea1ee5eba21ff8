#pragma once
// Figures derived from a scenario's cluster: counts, memory, power, racks and the bill of materials.
// Shared by the rules, the TCO engine, the quote and the build editor, so they all agree.

#include "models/catalog/catalog.h"
#include "models/plan/plan.h"

#include <string>
#include <vector>

namespace planner {

// One line of the bill of materials, priced in the requested currency.
struct CapexLine {
    std::string kind; // "gpu", "cpu", "memory", "nvme", "nic", "platform", "fabric", "cooling"
    std::string id; // catalog id
    std::string item; // display name
    double unitPrice = 0; // in BuildFigures::currency, before VAT
    double quantity = 0;
    double total = 0; // unitPrice × quantity
    Money original; // the unit price as the catalog (or override) gave it
    Provenance provenance;
    bool priced = false; // false: the catalog has no price for this item
    double vatRemovedPct = 0; // the catalog price included this VAT, taken out of unitPrice
};

struct NodeGroupFigures {
    int index = 0;
    const Platform* platform = nullptr; // nullptr when the id is unknown
    const Gpu* gpu = nullptr;
    const Cpu* cpu = nullptr;
    const MemoryModule* memory = nullptr;
    const NvmeDrive* nvme = nullptr;
    const Nic* nic = nullptr;
    int nodes = 0;
    int gpusPerNode = 0;
    int gpus = 0; // in the group
    // GPUs of one node that share a link domain (NVLink/NVSwitch, HCCS, a bridge pair); 1 without a link.
    // A node whose GPUs all share one domain never sends GPU traffic over PCIe.
    int linkDomainGpus = 1;
    int cpuSockets = 0; // per node, as fitted
    int dimms = 0; // per node
    int nvmeDrives = 0; // per node
    int nicCount = 0; // per node
    double vramPerNodeGB = 0;
    double ramPerNodeGB = 0;
    double ramToVram = 0; // per node; 0 when there is no VRAM
    int cpuCoresPerNode = 0;
    int memoryChannels = 0; // per node: sockets as fitted (at least 1) × the CPU's channels; 0 without a CPU
    // PCIe lanes per node: what the GPUs (x16 each), NICs and drives (x4 each) take, and what the platform's
    // CPUs and switches give them; 0 available when the platform states no lane budget.
    int pcieLanesGpus = 0;
    int pcieLanesNics = 0;
    int pcieLanesNvme = 0;
    int pcieLanesNeeded = 0;
    int pcieLanesAvailable = 0;
    double nvmeReadGBsPerNode = 0; // sequential read of the array in its layout
    double nvmeUsableTBPerNode = 0; // usable capacity in its layout
    double nicGbpsPerNode = 0;
    double nodePowerW = 0; // peak IT draw of one node
    double nodeCapex = 0; // one node, before VAT, in BuildFigures::currency
    int nodesPerRack = 0; // as many as space and the cooling limit allow (at least 1)
    int racks = 0; // the group's racks: its nodes stacked nodesPerRack to a rack
};

struct BuildFigures {
    std::string currency;
    std::vector<NodeGroupFigures> groups;
    int nodes = 0;
    int gpus = 0;
    double vramGB = 0;
    double itPowerKw = 0; // peak IT load of every node
    double pue = 1.0; // effective PUE of the site
    double facilityPowerKw = 0; // IT load × PUE
    double rackLimitKw = 0; // what the cooling method removes from one rack
    double rackUnitsUsed = 0;
    int racks = 0; // racks needed by power and by space
    double kwPerRack = 0; // average IT load per rack with that many racks
    double cabinetPowerKw = 0; // colocation cabinet's power cap; 0 for an own facility or when not stated
    int cabinets = 0; // colocation cabinets needed by that cap and by space
    std::vector<CapexLine> capex;
    double hardwareCapex = 0; // sum of capex lines, before VAT
    bool fullyPriced = true; // false when some line has no price or no FX rate
};

// Rack units a 42U rack leaves for servers once switches, PDUs and cable management have theirs.
inline constexpr int kUsableRackUnits = 38;
// PCIe lanes a device takes: a GPU or NIC its x16 (NICs: the catalog's width), an NVMe drive x4.
inline constexpr int kPcieLanesPerGpu = 16;
inline constexpr int kPcieLanesPerDrive = 4;
// A PCIe switch fans an x16 uplink out to 64 device lanes (DGX H100: 4 switches, each serving 2 GPUs and
// 2 NICs), so each adds 48 lanes net.
inline constexpr int kNetPcieLanesPerSwitch = 48;

// Usable capacity and sequential read throughput of `count` drives in a layout.
double nvmeUsableTB(const NvmeDrive& drive, int count, NvmeLayout layout);
double nvmeReadGBs(const NvmeDrive& drive, int count, NvmeLayout layout);

// Peak IT draw of one node of a group (GPUs, CPUs, DIMMs, drives, NICs, platform base).
double nodePowerW(const NodeGroupFigures& group);

// Effective PUE: the override, else the facility's: in colocation the region's, in an own facility the
// cooling method's.
double effectivePue(const Scenario& scenario, const Catalog& catalog);
// The colocation cabinet's power cap: the site's, else the region's; 0 when neither states one.
double cabinetPowerKw(const Scenario& scenario, const Catalog& catalog);
// The VAT on goods of the market that prices in `currency` (the first region using it); 0 when none does.
double goodsVatPctFor(const Catalog& catalog, const std::string& currency);

// The IT load of the build's fullest rack: the most nodes a rack of a group holds (nodesPerRack, or fewer
// when the group is smaller) times one node's peak draw, in kW; what the Build page's rack drawing shows
// for its heaviest rack. 0 without nodes.
double fullestRackKw(const BuildFigures& build);

// Derives every figure above; unknown ids leave their parts out (the loader reports them).
BuildFigures computeBuild(const Scenario& scenario, const Catalog& catalog, const std::string& currency);

// The catalog with the plan's price overrides applied; overridden prices carry Origin::Plan.
Catalog withOverrides(const Catalog& catalog, const std::vector<PriceOverride>& overrides);
// The catalog a plan is analysed with: its price overrides applied and its measured runs added.
Catalog planCatalog(const Catalog& catalog, const Plan& plan);

} // namespace planner
