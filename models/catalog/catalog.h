#pragma once
// Hardware, site and price data the planner reasons with. Plain value types; loaded by catalog_io.

#include "models/catalog/measured_run.h"
#include "models/catalog/provenance.h"
#include "models/catalog/software.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace planner {

// A price or rate in its own currency (ISO 4217 code). Quote-level sums use integer minor units.
struct Money {
    double amount = 0.0;
    std::string currency;
    bool operator==(const Money&) const = default;
};

struct Price {
    Money money;
    Provenance provenance;
    // The amount includes the VAT of the market it is bought in; the cost model takes the tax out once.
    bool vatIncluded = false;
    bool operator==(const Price&) const = default;
};

enum class FormFactor { PCIe, SXM, OAM, Module };
enum class GpuClass { Consumer, Workstation, DataCenter };
// LicenceRequired: licences granted case by case (a risk to supply); PresumptionOfDenial: a licence is
// required and the policy is to refuse it (not a plan one can carry out); Barred: prohibited outright.
enum class MarketStatus { Available, LicenceRequired, PresumptionOfDenial, Barred, NotSold };

// Whether a part can be bought new in a market ("CN", "US", "SG"), and under which rule.
struct MarketAvailability {
    std::string market;
    MarketStatus status = MarketStatus::Available;
    std::string rule; // e.g. "US EAR 3A090, rule of 2023-10-17"
    std::string since; // ISO date the status took effect
    bool operator==(const MarketAvailability&) const = default;
};

struct Gpu {
    std::string id;
    std::string name;
    std::string vendor;
    std::string architecture;
    GpuClass gpuClass = GpuClass::DataCenter;
    double memoryGB = 0;
    std::string memoryType;
    double bandwidthGBs = 0;
    double bf16Tflops = 0; // dense
    double fp8Tflops = 0; // dense; 0 = not supported
    double int8Tops = 0; // dense; 0 = not supported
    double fp32Tflops = 0;
    double tdpW = 0;
    FormFactor formFactor = FormFactor::PCIe;
    int pcieGen = 4;
    int slotWidth = 2;
    std::string link; // "NVLink4", "NVLink bridge", "HCCS", "none"
    double linkGBs = 0; // GPU-GPU bandwidth per GPU, both directions; 0 = none
    // GPUs one link domain joins: 2 for a bridge pair, 8 for an HGX board's NVSwitch, 1 without a link.
    // Traffic between domains goes over PCIe, which is what MFU, scaling and the TP rules turn on.
    int linkDomain = 1;
    bool p2p = true; // peer-to-peer over PCIe allowed by the driver
    bool ecc = true;
    std::string softwareStack; // "CUDA", "CANN", "Neuware"
    std::string minCuda; // minimum CUDA version for the architecture; empty for non-CUDA
    std::string minDriver;
    bool datacenterLicence = true; // vendor driver licence allows data-centre deployment
    std::optional<Price> price;
    std::vector<MarketAvailability> availability;
    Provenance provenance;
};

struct Cpu {
    std::string id;
    std::string name;
    std::string vendor;
    int cores = 0;
    int pcieLanes = 0; // per socket
    int pcieGen = 5;
    int memoryChannels = 0; // per socket
    int ddrGen = 5;
    int maxMemoryMTs = 0;
    double tdpW = 0;
    int maxSockets = 2;
    std::optional<Price> price;
    Provenance provenance;
};

struct MemoryModule {
    std::string id;
    std::string name;
    double capacityGB = 0;
    int ddrGen = 5;
    int speedMTs = 0;
    std::string moduleType; // "RDIMM", "LRDIMM"
    std::optional<Price> price;
    Provenance provenance;
};

struct NvmeDrive {
    std::string id;
    std::string name;
    double capacityTB = 0;
    double readGBs = 0;
    double writeGBs = 0;
    std::string interface; // "U.2 PCIe 4.0 x4"
    int pcieGen = 4;
    double enduranceDWPD = 0;
    double powerW = 0;
    std::optional<Price> price;
    Provenance provenance;
};

enum class NetworkTechnology { Ethernet, RoCE, InfiniBand };

struct Nic {
    std::string id;
    std::string name;
    NetworkTechnology technology = NetworkTechnology::Ethernet;
    double gbpsPerPort = 0;
    int ports = 1;
    bool rdma = false;
    int pcieGen = 4;
    int pcieLanes = 16;
    double powerW = 0;
    std::optional<Price> price; // the adapter itself
    std::optional<Price> costPerPort; // share of switch, optics and cables for one port
    Provenance provenance;
};

struct Platform {
    std::string id;
    std::string name;
    std::string nameZh; // its Chinese name; empty when the English one serves both
    std::string kind; // "tower", "2u-4gpu", "4u-8gpu-pcie", "hgx", "ascend"
    int gpuSlots = 0;
    std::vector<FormFactor> formFactors;
    std::vector<std::string> allowedGpus; // empty: any GPU of an allowed form factor
    int maxSlotWidth = 2;
    int cpuSockets = 2;
    std::vector<std::string> cpuVendors; // empty: any
    int dimmSlots = 0;
    int ddrGen = 5;
    int nvmeBays = 0;
    int pcieLanes = 0; // usable lanes for GPUs, NICs and drives, including switches
    int pcieSwitches = 0;
    double psuW = 0; // one supply
    int psuCount = 1;
    int psuRedundant = 0; // supplies that may fail without losing the load (N+1 → 1)
    int rackUnits = 1;
    double basePowerW = 0; // fans, board, BMC, drives not listed separately
    std::optional<Price> price; // chassis, board, supplies; no GPU, CPU, memory or drives
    int warrantyYears = 0; // standard hardware warranty; 0: not stated (the plan's default applies)
    std::string warrantySource;
    Provenance provenance;
};

struct CoolingMethod {
    std::string id;
    std::string name;
    std::string nameZh;
    double maxKwPerRack = 0;
    double typicalPue = 1.5;
    std::optional<Price> capexPerKw; // the whole cooling plant, per kW of IT load (own facility)
    // The part that sits in the rack (cold plates, manifolds, rack CDU, tank, rear door): what a
    // colocation tenant still buys, the facility's plant being in the fee.
    std::optional<Price> inRackCapexPerKw;
    std::string notes;
    Provenance provenance;
};

struct FxRate {
    std::string currency;
    double perUsd = 1.0; // units of this currency per US dollar
    Provenance provenance;
};

struct Region {
    std::string id;
    std::string name;
    std::string nameZh;
    std::string market; // "CN", "US", "SG": which export rules and availability apply
    std::string currency;
    std::optional<Price> electricityPerKwh;
    std::optional<Price> colocationPerKwMonth;
    double defaultPue = 1.5;
    double vatHardwarePct = 0;
    double vatServicesPct = 0;
    bool vatRecoverable = false;
    std::optional<Price> opsStaffPerYear; // one full-time engineer, fully loaded
    double cabinetPowerKw = 0; // a colocation cabinet's power cap; 0: not stated
    std::optional<Price> colocationPerCabinetMonth; // ex-energy fee for one cabinet of that cap
    Provenance provenance;
};

enum class OfferTerm { OnDemand, Spot, Monthly, Reserved1y, Reserved3y };
enum class OfferUnit { GpuHour, ServerMonth };
// Who rents it out, which decides the price level, the service and the risk: a hyperscaler's cloud, a
// GPU-specialist cloud, a marketplace of third-party hosts, or an IDC renting whole servers.
enum class ProviderClass { Hyperscaler, GpuCloud, Marketplace, BaremetalIdc };
inline constexpr int kProviderClassCount = 4;
enum class BillingUnit { Second, Minute, Hour, Month };

struct OfferPrice {
    OfferTerm term = OfferTerm::OnDemand;
    OfferUnit unit = OfferUnit::GpuHour;
    Price price;
};

// The network between an offering's servers, as a source states it: what lets a build of several nodes
// be rented as it was estimated. GPUDirect-TCPX and plain Ethernet are TCP; the rest are RDMA.
enum class ClusterNetworkKind { InfiniBand, RoCE, Efa, Tcp };
struct ClusterNetwork {
    double gbpsPerServer = 0;
    ClusterNetworkKind kind = ClusterNetworkKind::Tcp;
    Provenance provenance;
    bool rdma() const { return kind != ClusterNetworkKind::Tcp; }
};

struct CloudOffering {
    std::string id;
    std::string provider;
    std::string providerZh; // the provider's Chinese name; empty for brands and names already bilingual
    std::string regionId;
    std::string gpuId;
    int gpusPerServer = 8;
    bool bareMetal = false;
    ProviderClass providerClass = ProviderClass::GpuCloud;
    bool interruptible = false; // the host may stop it (spot, community hosts); spot prices always are
    BillingUnit billingUnit = BillingUnit::Hour;
    std::string serviceNote; // SLA, support, minimum term, as the sources state them
    // None: no network between servers is stated (a marketplace or single-server instance), so a build of
    // several nodes cannot be rented from it as estimated.
    std::optional<ClusterNetwork> clusterNetwork;
    std::vector<OfferPrice> prices;
    std::string notes;
    Provenance provenance;
};

enum class ModelArchitecture { DecoderLM, MoeLM, EncoderLM, Cnn, VisionTransformer };
// What attention caches per token: a key and a value per head (MHA), per KV group (GQA), one shared
// pair (MQA), or a compressed latent (MLA, DeepSeek-V2/V3).
enum class AttentionKind { MHA, GQA, MQA, MLA };

struct ModelPreset {
    std::string id;
    std::string name;
    ModelArchitecture architecture = ModelArchitecture::DecoderLM;
    double paramsB = 0; // total parameters, billions
    double activeParamsB = 0; // MoE: parameters used per token; equals paramsB for dense models
    int layers = 0;
    int hidden = 0;
    int ffnHidden = 0;
    int heads = 0;
    int kvHeads = 0;
    AttentionKind attention = AttentionKind::MHA;
    // KV-cache elements one token keeps per layer: 2 × kvHeads × head dim, or for MLA the latent plus
    // the decoupled RoPE key (DeepSeek-V3: 512 + 64).
    int kvCacheElements = 0;
    int vocab = 0;
    int maxSequence = 0;
    double gflopsPerSample = 0; // CNN/ViT forward pass per image, GFLOPs
    Provenance provenance;
};

// Everything the shipped and user catalogs hold, merged. Lookups return nullptr for unknown ids.
struct Catalog {
    std::vector<Gpu> gpus;
    std::vector<Cpu> cpus;
    std::vector<MemoryModule> memory;
    std::vector<NvmeDrive> nvme;
    std::vector<Nic> nics;
    std::vector<Platform> platforms;
    std::vector<CoolingMethod> cooling;
    std::vector<Region> regions;
    std::vector<FxRate> fxRates;
    std::vector<CloudOffering> offerings;
    std::vector<ModelPreset> models;
    std::vector<MeasuredRun> measuredRuns; // the plan's, when the catalog is a plan's effective one
    SoftwareCatalog software; // software.json: a user or team folder's file replaces the shipped one whole

    const Gpu* gpu(const std::string& id) const;
    const Cpu* cpu(const std::string& id) const;
    const MemoryModule* memoryModule(const std::string& id) const;
    const NvmeDrive* nvmeDrive(const std::string& id) const;
    const Nic* nic(const std::string& id) const;
    const Platform* platform(const std::string& id) const;
    const CoolingMethod* coolingMethod(const std::string& id) const;
    const Region* region(const std::string& id) const;
    const FxRate* fxRate(const std::string& currency) const;
    const ModelPreset* model(const std::string& id) const;
    const CloudOffering* offering(const std::string& id) const;
    std::vector<const CloudOffering*> offeringsIn(const std::string& regionId) const;

    // Converts between currencies through USD with the catalog's dated rates; nullopt if a rate is missing.
    std::optional<double> convert(double amount, const std::string& from, const std::string& to) const;
};

// The ids of one kind of entry (CatalogKind::entryKind: "gpu", "region"), for "did you mean" suggestions.
std::vector<std::string> idsOf(const Catalog& catalog, const std::string& kind);

// The catalog's entry for buying `gpu` in `market` ("CN", "US", …), the first when it lists the market
// twice; nullptr when it says nothing about that market. The rules, the catalog browser and the GPU
// picker all judge availability through this, so they agree.
const MarketAvailability* marketAvailability(const Gpu& gpu, const std::string& market);
// The status of that entry; nullopt when the catalog says nothing about that market.
std::optional<MarketStatus> marketStatus(const Gpu& gpu, const std::string& market);
// Whether the catalog says `gpu` cannot be bought new in `market` (barred, presumption of denial or not sold
// there); false when it needs only a licence, or the catalog says nothing.
bool cannotBuyNew(const Gpu& gpu, const std::string& market);

} // namespace planner
