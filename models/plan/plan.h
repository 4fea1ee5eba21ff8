#pragma once
// A plan: named scenarios, each a cluster, its fabric, the workload, the site and the finance settings.
// Plain value types referring to catalog entries by id; plan_io reads and writes them.

#include "models/catalog/measured_run.h"

#include <string>
#include <vector>

namespace planner {

// 2: site mode and cabinets, staff per node, maintenance after the warranty, residual value by age,
//    offering choice per scenario (plan_io.cpp migrates version 1).
inline constexpr int kPlanFormatVersion = 2;

enum class NvmeLayout { Raid0, Raid1, Raid10, Jbod };

struct NodeGroup {
    std::string name;
    std::string platformId;
    std::string gpuId;
    int gpuCount = 8; // per node
    std::string cpuId;
    int cpuSockets = 2;
    std::string memoryId;
    int memoryCount = 16; // modules per node
    std::string nvmeId;
    int nvmeCount = 4;
    NvmeLayout nvmeLayout = NvmeLayout::Raid0;
    std::string nicId; // scale-out NIC
    int nicCount = 1; // per node
    int nodeCount = 1;
    bool operator==(const NodeGroup&) const = default;
};

struct Cluster {
    std::vector<NodeGroup> nodeGroups;
    bool operator==(const Cluster&) const = default;
};

enum class FabricTopology { None, SingleSwitch, LeafSpine };

struct Fabric {
    FabricTopology topology = FabricTopology::SingleSwitch;
    double oversubscription = 1.0; // leaf uplink oversubscription, 1.0 = non-blocking
    bool operator==(const Fabric&) const = default;
};

enum class WorkloadKind { Pretraining, FullFineTune, LoRA, QLoRA, Inference, CvTraining, Custom };
enum class Precision { FP32, BF16, FP8, INT8, INT4 };
enum class Optimizer { AdamW, AdamW8bit, SGDMomentum, Adafactor };
enum class Recompute { None, Selective, Full };

struct Workload {
    WorkloadKind kind = WorkloadKind::FullFineTune;
    std::string modelId;
    Precision precision = Precision::BF16;
    Optimizer optimizer = Optimizer::AdamW;
    int dataParallel = 0; // 0: every GPU not used by tensor and pipeline parallelism
    int tensorParallel = 1;
    int pipelineParallel = 1;
    int zeroStage = 0; // 0-3; FSDP full sharding is stage 3
    bool fsdp = false;
    bool sequenceParallel = false; // Megatron sequence parallelism: norms and dropout split over the TP ranks
    Recompute recompute = Recompute::Selective;
    bool flashAttention = true;
    int microBatch = 1;
    int sequenceLength = 4096;
    int globalBatch = 256; // sequences (or images) per optimizer step
    double tokensB = 1.0; // training tokens, billions (images, millions, for CV)
    int loraRank = 16;
    int epochs = 1;
    int checkpointIntervalMinutes = 60; // how often training saves a checkpoint
    // Inference serving
    int contextLength = 8192;
    int concurrentSequences = 16;
    double targetTokensPerSecond = 0;
    // Data and schedule
    double datasetTB = 1.0;
    double targetDays = 0; // 0: no deadline
    double runsPerMonth = 1.0; // training runs a month, for demand
    double customGpuHoursPerMonth = 0; // Custom workloads only
    bool operator==(const Workload&) const = default;
};

// Where the servers stand: rented space in a colocation facility (a fee per kW or per cabinet pays for
// the building, its power plant and its cooling plant; the tenant buys only in-rack cooling hardware), or
// a facility of one's own (the cooling plant is bought, no fee).
enum class SiteMode { Colocation, OwnFacility };

struct Site {
    std::string regionId;
    std::string coolingId;
    SiteMode mode = SiteMode::Colocation;
    double cabinetPowerKw = 0; // colocation cabinet's power cap; 0: the region's
    double pueOverride = 0; // 0: the facility's PUE (colocation: the region's; own facility: the cooling method's)
    bool operator==(const Site&) const = default;
};

enum class UtilisationProfile { Flat, Ramp };
// Maintenance after the hardware warranty ends, or a support contract paid from the first month.
enum class MaintenanceBasis { AfterWarranty, SupportContract };
// Which rental offerings an option may use: any class, or one class of provider.
enum class OfferingClassChoice { Any, Hyperscaler, GpuCloud, Marketplace, BaremetalIdc };

struct Finance {
    int horizonMonths = 36;
    double discountRatePct = 8.0; // annual
    double utilisationPct = 70.0; // share of owned GPU-hours actually used
    UtilisationProfile profile = UtilisationProfile::Flat;
    // Demand from the workload (GPU-hours per run × runs a month) instead of the utilisation profile;
    // custom workloads always use their GPU-hours a month.
    bool demandFromWorkload = false;
    double rampStartPct = 40.0;
    double rampEndPct = 80.0;
    std::string displayCurrency = "CNY";
    bool financed = false;
    double loanRatePct = 6.0;
    int loanTermMonths = 36;
    MaintenanceBasis maintenanceBasis = MaintenanceBasis::AfterWarranty;
    double maintenancePctPerYear = 12.0; // of IT hardware, from the end of the warranty (or month 1)
    int warrantyYears = 3; // for platforms whose catalog entry states no warranty
    bool residualFromCurve = true; // resale value by age from the GPU class's curve
    double residualValuePct = 20.0; // of hardware cost at the end of the horizon, when not from the curve
    double staffBaseFte = 0.25; // operations staff whatever the size
    double staffFtePerNode = 0.05; // and for each node
    double sparesPct = 2.0; // spare parts and failures, % of hardware a year
    double hybridBaseLoadPct = 60.0; // share of peak demand served by owned capacity
    double storagePerTbMonth = 0; // cloud storage beside on-demand GPUs, display currency
    double egressTbPerMonth = 0;
    // The rental offerings compared: by default the cheapest with the build's own GPU; a class narrows the
    // choice, a named offering (catalog id) fixes it.
    OfferingClassChoice onDemandClass = OfferingClassChoice::Any;
    std::string onDemandOfferingId;
    OfferingClassChoice reservedClass = OfferingClassChoice::Any;
    std::string reservedOfferingId;
    bool operator==(const Finance&) const = default;
};

// The software a scenario fixes; an empty field takes the deployment kit's recommendation.
struct Software {
    std::string driverBranch; // NVIDIA driver branch: "580"
    std::string cuda; // CUDA toolkit the code is built with: "12.8"
    std::string container; // NGC PyTorch release ("25.04") or a full image name
    std::string pytorch; // PyTorch release installed from its wheels without a container: "2.7"
    bool operator==(const Software&) const = default;
};

// What a meeting asks ("what if the rental price drops 30%?"): multipliers on catalog prices, in percent,
// applied to every analysis of the scenario (window, command line, quote). 100 = as the catalogs say.
struct WhatIf {
    double rentalPricePct = 100; // on-demand, monthly and reserved rental prices
    double electricityPct = 100; // the region's tariff
    double gpuPricePct = 100; // the GPUs' purchase price
    bool operator==(const WhatIf&) const = default;
};

struct Scenario {
    std::string name;
    Cluster cluster;
    Fabric fabric;
    Workload workload;
    Site site;
    Finance finance;
    Software software;
    WhatIf whatIf;
    bool operator==(const Scenario&) const = default;
};

// A negotiated quote or contract that replaces a catalog price for this plan only.
struct PriceOverride {
    std::string kind; // catalog kind: "gpu", "cpu", "memory", "nvme", "nic", "platform", "region", "offering"
    std::string id;
    std::string field; // "price", "costPerPort", "electricityPerKwh", "colocationPerKwMonth", ...
    double amount = 0;
    std::string currency;
    std::string source;
    std::string asOf;
    bool operator==(const PriceOverride&) const = default;
};

struct Plan {
    int formatVersion = kPlanFormatVersion;
    std::string name;
    std::string description;
    std::vector<PriceOverride> priceOverrides;
    std::vector<MeasuredRun> measuredRuns; // training runs measured on real hardware, for calibration
    std::vector<Scenario> scenarios;
    bool operator==(const Plan&) const = default;
};

} // namespace planner
