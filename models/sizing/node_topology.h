#pragma once
// What a drawing of the build shows: for each node group one node (GPUs by link domain, CPU sockets with
// their memory channels and DIMMs, the PCIe lane budget, the NVMe array, the NICs to the fabric, the power
// supplies) and the racks with the nodes stacked in them and their kW against the cooling limit. Read from
// computeBuild()'s figures so the drawing, the rules and the quote agree; the window and the PDF draw it,
// each part with a short label and a detail of exact figures (text keys, drawing.* in the text table).

#include "models/sizing/build.h"
#include "models/text/message.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace planner {

// The parts a drawing shows and a finding can be about.
enum class BuildPart { Gpu, Cpu, Memory, Pcie, Nvme, Nic, Psu, Rack };
inline constexpr int kBuildPartCount = 8;

// The part a rule's findings are about; nullopt for rules about the workload, the money or the software.
std::optional<BuildPart> partOfRule(std::string_view ruleId);

struct PartTexts {
    Message label; // short, drawn beside the part
    Message detail; // the exact figures, for a tooltip
    bool operator==(const PartTexts&) const = default;
};

struct GpuDomain {
    int gpus = 0; // GPUs joined by the link (1 without one)
    bool operator==(const GpuDomain&) const = default;
};

struct CpuSocket {
    int cores = 0;
    std::vector<int> dimmsPerChannel; // one entry per memory channel of this socket
    bool operator==(const CpuSocket&) const = default;
};

struct NodeTopology {
    int group = 0; // index of the node group
    std::string groupName;
    std::string platformName;
    std::string platformNameZh; // empty when the catalog gives none
    int nodes = 0; // in the group
    Message title; // "H20 nodes: 2 × HGX H100 8-GPU server"

    std::string gpuName;
    int gpus = 0; // per node
    std::vector<GpuDomain> domains;
    std::string link; // the catalog's link name; empty without a GPU-GPU link
    double linkGBsPerGpu = 0; // both directions
    double gpuMemoryGB = 0;

    std::string cpuName;
    std::vector<CpuSocket> sockets;
    int memoryChannels = 0; // per node
    int dimmSlotsPerChannel = 0; // the board's slots over its channels (0: not stated)
    std::string memoryName;
    int dimms = 0;
    double dimmGB = 0;
    double ramGB = 0;
    bool memoryBalanced = true; // every channel holds the same number of DIMMs

    int pcieLanesNeeded = 0;
    int pcieLanesAvailable = 0; // 0: the platform states no budget

    std::string nvmeName;
    int drives = 0;
    double driveTB = 0;
    double usableTB = 0;
    double readGBs = 0; // the array's sequential read

    std::string nicName;
    int nics = 0;
    int portsPerNic = 0;
    double gbpsPerPort = 0;
    double gbpsTotal = 0;

    int psuCount = 0;
    int psuRedundant = 0;
    double psuW = 0; // one supply
    double nodePowerW = 0; // peak IT draw of one node

    std::array<PartTexts, kBuildPartCount> texts;
    const PartTexts& textsOf(BuildPart part) const { return texts[static_cast<std::size_t>(part)]; }
    bool operator==(const NodeTopology&) const = default;
};

// One rack: the nodes stacked in it (by group, bottom first) and its IT load.
struct RackTopology {
    struct Slot {
        int group = 0;
        int nodes = 0;
        int rackUnitsPerNode = 0;
        bool operator==(const Slot&) const = default;
    };
    std::vector<Slot> slots;
    int rackUnitsUsed = 0;
    double kw = 0;
    // The limit that binds: the cooling's, or in colocation the power of the cabinets rented for the rack
    // (cabinets × the cap: a node over the cap is rented several); 0 when unknown.
    double limitKw = 0;
    bool overLimit = false;
    int cabinets = 0; // colocation cabinets rented for this rack (BuildFigures' count); 0 outside colocation
    int firstCabinet = 0; // the number of the first of them, from 1
    Message name; // "Rack 1", "Cabinet 1", "Cabinets 1–2"
    PartTexts texts; // label: "11.7 / 30 kW"; "5.85 / 2 × 5 kW" for a node rented 2 cabinets' power
    bool operator==(const RackTopology&) const = default;
};

struct BuildTopology {
    std::vector<NodeTopology> nodes; // one per node group
    std::vector<RackTopology> racks;
    std::string coolingName;
    std::string coolingNameZh;
    double rackLimitKw = 0; // what binds: the colocation cabinet's power cap when below the cooling limit
    double coolingLimitKw = 0; // what the cooling method removes from one rack; 0 when unknown
    bool limitIsCabinet = false;
    int rackUnits = kUsableRackUnits; // usable per rack
    int cabinets = 0; // colocation cabinets rented, as TCO prices them (BuildFigures::cabinets); 0 outside
    // "Racks: 2, cooling limit 30 kW each", or the cabinets rented and their cap when that binds
    Message racksTitle;
    // Equal topologies draw the same picture: the window repaints only when an edit changes it.
    bool operator==(const BuildTopology&) const = default;
};

// The facts to draw for a scenario, from its build figures (computeBuild() of the same scenario and catalog).
BuildTopology buildTopology(const Scenario& scenario, const Catalog& catalog, const BuildFigures& build);

} // namespace planner
