#pragma once
// The total cost of ownership of a scenario's compute over the finance horizon: buy and self-host,
// cloud on-demand, reserved bare-metal rental, and a hybrid of an owned base plus on-demand burst.
//
// MODEL (every figure in Finance::displayCurrency; every catalog price converted with Catalog::convert
// through its dated USD rate; every conversion listed in TcoResult::conversions, every rate in fxRates):
//   Month 0 is the purchase month; months 1..H are operating months (H = horizonMonths, 730 h each).
//   Work: demand in GPU-hours of the build's own GPU a month (months 1..H). Custom workloads use
//     customGpuHoursPerMonth (when set, or when Finance::demandFromWorkload); else with demandFromWorkload
//     and TcoSettings::gpuHoursPerRun given (the estimator's figure), GPU-hours per run × runsPerMonth; else
//     the utilisation profile × owned GPUs × 730 h (flat, or linear from rampStartPct in month 1 to
//     rampEndPct in month H).
//   Like for like: every option delivers all of that work. An offering with another GPU is billed for
//     the hours that GPU needs for the same work: its hours factor (TcoSettings::workFactor: the
//     estimator's time-to-train ratio for training, its tokens-per-second ratio for inference; without
//     one, the ratio of peak bf16 throughput), stated in OptionResult::hoursFactor. Work above what an
//     option owns or reserves is rented on demand at the chosen on-demand offering and shown as its own
//     category, "overflow" (unserved, with a warning, when there is no on-demand offering).
//   Purchase: month 0: IT hardware (BuildFigures capex lines, catalog prices that include VAT taken net)
//     + cooling capex (colocation: the cooling method's inRackCapexPerKw × IT kW, the facility's plant
//     being in its fee; own facility: capexPerKw × IT kW, the whole plant), installation =
//     installationPct of that; VAT on them unless recoverable. Financed: an annuity loan of the month-0
//     amount at loanRatePct/12 over loanTermMonths; principal stays in Hardware/Installation/Vat (pro
//     rata), the interest is Financing, a balance still open at month H is paid off in month H.
//     Monthly: colocation (colocation sites only) = cabinets × colocationPerCabinetMonth when the region
//     prices per cabinet (cabinets from the cabinet power cap, BuildFigures::cabinets), else IT kW ×
//     colocationPerKwMonth, paid whatever the use; electricity = IT kW × (idle + (1 − idle) × u) × PUE ×
//     730 × tariff with u = served / capacity; maintenance = maintenancePctPerYear / 12 × IT hardware from
//     the month after the warranty ends (the main platform's warrantyYears, else Finance::warrantyYears),
//     or from month 1 for a support contract; spares = sparesPct / 12 × IT hardware; staff = (staffBaseFte
//     + staffFtePerNode × nodes) × opsStaffPerYear / 12. Month H: residual value = −(each capex line ×
//     the resale share at age H for its GPU class's curve, other parts on the data-centre curve), or
//     −residualValuePct × IT hardware when Finance::residualFromCurve is off.
//   On-demand: work × hours factor × the chosen offering's per-GPU-hour price; storage
//     (workload.datasetTB × storagePerTbMonth) and egress (egressTbPerMonth × TcoSettings::egressPerTb)
//     only in months with use, so zero use costs zero.
//   Reserved: servers = ceil(owned GPUs × hours factor / GPUs per server); monthly server price ×
//     servers, paid whatever the use, for the cheapest of the monthly, 1-year and 3-year terms; a term
//     commits whole terms (ceil(H / term) × term months), the commitment left after month H is charged
//     in month H.
//   Hybrid: owned nodes = ceil(hybridBaseLoadPct × peak demand / 730 / GPUs per node), at most the
//     cluster; the owned share f = owned nodes / nodes scales every purchase cost (staff: the base whole,
//     the per-node part for owned nodes); work above the owned capacity goes on-demand, with storage in
//     months that burst and egress in proportion to the cloud share of demand.
//   Offering choice (Finance::onDemandClass/OfferingId, reservedClass/OfferingId): a named offering is
//     used as it is (any region: said when it is not the scenario's). Otherwise, among offerings of the
//     chosen class (any class: not interruptible) with a price of the needed term, the first tier that
//     has one: the build's own GPU in the region; the own GPU elsewhere in the same market; another GPU
//     that can do the work in the region; the same elsewhere in the market. Within a tier the lowest cost
//     for the work (price × hours factor; for rentals the whole commitment). OptionResult::matchText
//     says which tier and why.
//   Cluster network: a build of several nodes is estimated over its NICs, so it is rented only from an
//     offering whose stated network between servers (CloudOffering::clusterNetwork) carries at least the
//     build's Gb/s per GPU (the offering's per server over its GPUs per server), over RDMA when the
//     build's NICs are RDMA. An offering without one (a marketplace host, a single-server instance) is
//     passed over in the choice above, and said in the warnings when that left out a nearer or cheaper
//     one. When no offering of the class in the market carries the build, or the plan names one that
//     does not, it is still compared but never silently: OptionResult::notLikeForLike says why, in
//     the warnings and in matchText (the line naming the offering), and the advisor proposes no such
//     rental.
//   VAT: when the region's VAT is recoverable it is left out of every cost (input-tax credit). Otherwise
//     vatHardwarePct on goods (hardware, cooling, spares, electricity), vatServicesPct on services
//     (installation, colocation, maintenance, cloud, rental, storage/egress). Staff carry none.
//   NPV: monthly cash flows discounted at (1 + discountRatePct/100)^(1/12) − 1, month 0 undiscounted.
//   Break-even, on the same discounted basis as the recommendation: month = first m ≥ 1 where the
//     purchase's discounted cumulative cost is at most the alternative's (not against a hybrid that owns
//     the whole cluster: it is the purchase); utilisation = the flat utilisation where the NPVs of
//     purchase and on-demand, and of purchase and reserved, are equal (exact for these affine NPVs,
//     checked, else bisection on 0–100%; not against the hybrid, which owns part of the same cluster);
//     rental price = the price per GPU-hour of the build's own GPU at which on-demand's NPV equals the
//     purchase's at the plan's demand (on-demand's NPV is linear in its price).
//   Sensitivity: each factor × (1 − delta) and × (1 + delta), one at a time; the metric is the
//     buy-or-rent gap NPV(purchase) − NPV(cheaper of on-demand and reserved), or NPV(purchase) alone
//     when neither rental is available; factors ranked by |metric(high) − metric(low)|. The FX factor
//     is left out when nothing was converted.
//
// JSON (tcoToJson), stable keys:
//   { "scenario", "region", "regionName", "currency", "horizonMonths", "demandSource",
//     "demandGpuHours": [month 0..H], "capacityGpuHoursPerMonth", "gpus", "nodes", "gpuId", "purchaseBarred",
//     "itPowerKw", "pue", "hardwareCapex", "coolingCapex", "installation",
//     "options": [ { "option": "purchase"|"on_demand"|"reserved"|"hybrid", "available", "reason",
//                    "total", "npv", "gpuHoursServed", "costPerGpuHour",
//                    "byCategory": { "<category>": amount, … },
//                    "monthly": [ { "month", "<category>": amount (non-zero only), "total", "cumulative" } ],
//                    "ownedNodes", "ownedGpus", "offering": { "id", "provider", "providerClass",
//                    "interruptible", "regionId", "gpuId", "match", "otherGpu", "crossesRegion",
//                    "hoursFactor", "hoursFactorMethod", "term", "unitPrice", "unit", "servers",
//                    "committedMonths" } (when one is used), "rentedGpuHours",
//                    "notes": [..] } ],
//     "breakEvenMonths": { "on_demand"|"reserved"|"hybrid": month or null },
//     "breakEvenUtilisationPct": number or null (against on-demand), "breakEvenNote", "recommendation",
//     "breakEvenUtilisation": { "on_demand"|"reserved"|"hybrid": percent or null },
//     "breakEvenRentalPrice": price per GPU-hour or null, "siteMode", "cabinets", "cabinetPowerKw",
//     "conversions": [ { "input", "from", "amount", "to", "converted", "rate", "asOf" } ],
//     "inputs": [ { "name", "value", "unit", "method", and for catalog prices "original": { "amount",
//                   "currency" }, "source", "asOf", "estimate", "origin" } ],
//     "fxRates": [ { "currency", "perUsd", "source", "asOf" } ], "warnings": [..] }
//   Money in JSON is rounded to the minor unit; GPU-hours, kW, prices per unit are not rounded.
//   Categories: hardware, installation, vat, financing, colocation, electricity, maintenance, staff,
//   spares, residual, cloud_compute, storage_egress, reserved, overflow.
//
// CSV (tcoToCsv): RFC 4180, CRLF line ends, '.' decimals, no grouping, money in the currency's minor
//   unit (2 decimals for CNY/USD), GPU-hours to 3 decimals.
//   Header: option,month,currency,demand_gpu_hours,served_gpu_hours,<14 categories in the order
//   above>,total,cumulative
//   One row per available option and month 0..H, then one row per option with month "total".
//   The file adds up exactly as printed: each category is rounded per month, a row's total is the sum
//   of its printed categories, cumulative the running sum of printed totals, and the "total" row the
//   column sums (so it can differ from the JSON total, which is rounded once, by a few minor units).

#include "models/catalog/catalog.h"
#include "models/plan/plan.h"
#include "models/sizing/build.h"
#include "models/text/message.h"

#include <nlohmann/json_fwd.hpp>

#include <array>
#include <functional>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace planner {

enum class TcoOption { Purchase, OnDemand, Reserved, Hybrid };
inline constexpr int kTcoOptionCount = 4;
// The four ways to get the compute, in the order every table, chart, export and the advisor list them.
inline constexpr std::array<TcoOption, kTcoOptionCount> kTcoOptions
    = {TcoOption::Purchase, TcoOption::OnDemand, TcoOption::Reserved, TcoOption::Hybrid};

enum class CostCategory {
    Hardware,
    Installation,
    Vat,
    Financing,
    Colocation,
    Electricity,
    Maintenance,
    Staff,
    Spares,
    Residual, // negative: value recovered at the end
    CloudCompute,
    StorageEgress,
    Reserved,
    Overflow, // work above what the option owns or reserves, rented on demand
};
inline constexpr int kCostCategoryCount = 14;

using CategoryAmounts = std::array<double, kCostCategoryCount>;

// Where buying costs less than an alternative as a flat utilisation goes 0–100% (NPV).
enum class BuyCheaper { Unknown, Above, Below, Throughout, Never };

// Stable names used in JSON and CSV.
// Stable ids, for JSON and CSV: "purchase", "on_demand", …; "hardware", "installation", ….
std::string_view tcoOptionName(TcoOption option);
std::string_view costCategoryName(CostCategory category);
// The names people read, the same in the window, the PDF, the CSV and the command line.
Message optionLabel(TcoOption option);
Message categoryLabel(CostCategory category);

// Multipliers on inputs, 1.0 = as given; the sensitivity analysis moves one at a time.
struct TcoAdjustments {
    double gpuPrice = 1.0; // capex lines of kind "gpu"
    double electricity = 1.0; // the tariff
    double utilisation = 1.0; // demand GPU-hours
    double cloudPrice = 1.0; // on-demand prices (and the overflow rented at them)
    double rentalPrice = 1.0; // monthly and reserved rental prices
    double residualValue = 1.0; // the resale value
    double discountRate = 1.0; // discountRatePct
    double fx = 1.0; // every conversion between two different currencies
    double staff = 1.0; // the staff cost a year
    double colocation = 1.0; // the colocation fee
};

// How many hours an offered GPU needs for an hour of the build's own GPU's work, and whether it can do
// the work at all (a model that does not fit its memory cannot).
struct WorkFactor {
    double hours = 1.0;
    bool canDoWork = true;
    std::string method; // English, for JSON
    Message methodText;
};

struct TcoSettings {
    // GPU-hours one workload run takes (from the estimator); used when Finance::demandFromWorkload is set.
    std::optional<double> gpuHoursPerRun;
    // Rack-and-stack, cabling, burn-in and integration: 2–5% of hardware is typical; 3% is our default.
    double installationPct = 3.0;
    // Share of peak IT draw a powered, idle node still pulls: GPUs idle near 10% of TDP, but CPUs,
    // DIMMs, fans, NICs and switches do not; measured 8-GPU servers idle near 25–35% of peak.
    double idleFraction = 0.30;
    double hoursPerMonth = 730.0; // 8,760 h / 12
    // Cloud egress price per TB (AWS internet egress, first 10 TB a month: US$0.09/GB). Finance has
    // the volume (egressTbPerMonth) but no price; this stands in until it does.
    Money egressPerTb {90.0, "USD"};
    TcoAdjustments adjust;
    bool solveBreakEvenUtilisation = true;
    // The hours factor of an offered GPU against the build's main GPU (the analysis stage runs the
    // estimator); unset: the ratio of peak bf16 throughput.
    std::function<WorkFactor(const Gpu& offered)> workFactor;
};

// A conversion from a catalog currency into the display currency.
struct Conversion {
    Message input; // what was converted
    std::string from;
    double amount = 0; // in `from`
    std::string to;
    double converted = 0; // in `to`, after the FX adjustment
    double rate = 1.0; // units of `to` for one of `from`, as applied
    std::string asOf; // the date of the rate (of the side that is not the US dollar)
};

// One input a figure was computed from, with where it came from.
struct TracedInput {
    std::string id; // stable: "electricity_tariff", "pue", "on_demand_price", "capex", …
    std::string name; // "electricity tariff", "capex gpu a100-sxm4-80gb", … (English, for JSON)
    Message label; // the name people read
    Message unitLabel; // the unit people read
    Message methodText; // how a figure that is not a catalog price was set
    double value = 0; // in the display currency (or the unit below), after adjustments
    std::string unit; // "CNY/kWh", "CNY/kW-month", "%", …
    Money original; // as the catalog gave it (empty currency for non-money inputs)
    Provenance provenance;
    double vatRemovedPct = 0; // the catalog price included this VAT, taken out
};

struct FxUsed {
    std::string currency;
    double perUsd = 1.0;
    Provenance provenance;
};

struct OptionResult {
    TcoOption option = TcoOption::Purchase;
    bool available = false;
    std::string reason; // why not available (English, for JSON)
    Message reasonText; // the same, to read in any language
    std::vector<CategoryAmounts> months; // index 0..H
    std::vector<double> monthTotals; // index 0..H
    std::vector<double> cumulative; // index 0..H
    CategoryAmounts byCategory {};
    double total = 0;
    double npv = 0;
    std::vector<double> servedByMonth; // GPU-hours served, index 0..H
    double gpuHoursServed = 0;
    double costPerGpuHour = 0; // total / GPU-hours served; 0 when nothing is served
    // What is owned (purchase, hybrid).
    int ownedNodes = 0;
    int ownedGpus = 0;
    // What is rented (on-demand, reserved, hybrid burst).
    std::string offeringId;
    std::string provider;
    std::string providerZh; // the catalog's Chinese name of the provider, if any (CloudOffering::providerZh)
    std::string offeringGpuId;
    std::string offeringRegionId;
    std::optional<ProviderClass> providerClass;
    bool interruptible = false;
    std::string match; // English, for JSON: "same GPU", "same GPU in cn-beijing", "another GPU: …"
    Message matchText; // the same, to read in any language
    bool otherGpu = false; // the offering's GPU is not the build's: billed × hoursFactor
    bool crossesRegion = false; // the offering is in another region than the scenario
    // Why the offering's servers cannot carry the build's nodes as estimated (see MODEL: Cluster
    // network), when it is compared all the same (named, or the only one of its class): said in the
    // warnings and in matchText. Empty otherwise.
    Message notLikeForLike;
    double hoursFactor = 1.0;
    std::string hoursFactorMethod;
    Message hoursFactorText;
    double rentedGpuHours = 0; // GPU-hours billed (of the offering's GPU), overflow included
    std::vector<double> discountedCumulative; // index 0..H
    std::optional<OfferTerm> term;
    double unitPrice = 0; // display currency, per `unit`
    std::string unit; // "gpu_hour" or "server_month"
    int servers = 0;
    int committedMonths = 0;
    std::vector<std::string> notes;

    double category(CostCategory c) const { return byCategory[static_cast<size_t>(c)]; }
};

struct TcoResult {
    std::string scenarioName;
    std::string regionId;
    std::string regionName;
    std::string currency;
    int horizonMonths = 36;
    std::string demandSource;
    std::vector<double> demand; // GPU-hours, index 0..H (month 0 has none)
    double capacityGpuHoursPerMonth = 0;
    int gpus = 0;
    int nodes = 0;
    std::string gpuId;
    // A GPU of the build cannot be bought new in the region's market (barred, presumption of denial or not
    // sold there, marketStatus()): buying and the hybrid, which owns hardware, are priced but never recommended.
    bool purchaseBarred = false;
    double itPowerKw = 0;
    double pue = 1.0;
    double hardwareCapex = 0; // IT hardware, after the GPU price adjustment
    double coolingCapex = 0;
    double installation = 0;
    std::array<OptionResult, kTcoOptionCount> options;
    SiteMode siteMode = SiteMode::Colocation;
    int cabinets = 0;
    double cabinetPowerKw = 0;
    double staffFte = 0;
    int warrantyMonths = 36;
    double residualValue = 0; // credited at month H for the whole cluster
    // Break-even of purchase against each option, discounted; [Purchase] unused.
    std::array<std::optional<int>, kTcoOptionCount> breakEvenMonth;
    std::array<std::optional<double>, kTcoOptionCount> breakEvenUtilisation;
    // On which side of that utilisation buying is the cheaper (or that it is throughout); Unknown when not
    // solved or not comparable. The what-if verdict reads it.
    std::array<BuyCheaper, kTcoOptionCount> buyCheaper {};
    std::optional<double> breakEvenUtilisationPct; // against on-demand
    std::string breakEvenNote;
    Message breakEvenNoteText;
    // Price per GPU-hour of the build's own GPU at which on-demand costs as much as buying (NPV, at the
    // plan's demand), before VAT; none without a purchase or a demand.
    std::optional<double> breakEvenRentalPrice;
    std::vector<Conversion> conversions;
    std::vector<TracedInput> inputs;
    std::vector<FxUsed> fxRates;
    std::vector<std::string> warnings; // English, for JSON
    std::vector<Message> warningTexts; // the same, to read in any language

    const OptionResult& option(TcoOption o) const { return options[static_cast<size_t>(o)]; }
};

// How far the choice had to reach for an offering (see MODEL: Offering choice).
enum class OfferReach { Named, SameGpuInRegion, SameGpuInMarket, OtherGpuInRegion, OtherGpuInMarket };

// An offering with one of its prices that an option may use, and the work factor of its GPU: set for the
// build's own GPU; for another GPU the caller asks workFactorFor() when it gets that far (the estimator
// behind it is the costly part, and a nearer tier usually decides first).
struct OfferCandidate {
    const CloudOffering* offering = nullptr;
    const OfferPrice* price = nullptr;
    OfferReach reach = OfferReach::SameGpuInRegion;
    WorkFactor work;
};

// Every offering of the class with a price of one of `terms`, in the region's market, in tier order
// (the own GPU in the region first); for the "any" class only offerings no host may stop, unless
// `listAll`.
std::vector<OfferCandidate> offerCandidates(const Catalog& catalog, const Region& region, const Gpu* mainGpu,
                                            std::initializer_list<OfferTerm> terms, OfferingClassChoice classChoice,
                                            bool listAll = false);
// The hours factor of `offered` against the build's main GPU: 1 for the same GPU, else
// TcoSettings::workFactor, else the ratio of peak bf16 throughput.
WorkFactor workFactorFor(const Gpu* mainGpu, const Gpu& offered, const TcoSettings& settings);
// Whether an offering belongs to the chosen class.
bool inClass(const CloudOffering& offering, OfferingClassChoice choice);

// What renting the build as it was estimated needs between servers (see MODEL: Cluster network): the
// estimate's network per GPU (the slowest node group's NICs over its GPUs) and its transport.
struct ClusterNeed {
    int nodes = 0;
    double gbpsPerGpu = 0;
    bool rdma = false;
    bool needed() const { return nodes > 1; }
};
ClusterNeed clusterNeed(const BuildFigures& build);
// Why the offering cannot deliver the build as estimated, or nullopt when it can (or the build is one
// node): it states no cluster network, or one slower per GPU, or TCP where the build's NICs are RDMA.
std::optional<Message> clusterShortfall(const CloudOffering& offering, const ClusterNeed& need);
// Why renting `offered` from `offering` is not the build's work, or nullopt when it is: another software
// stack than the build's GPU (CANN for CUDA: the work would be ported first, which no hours factor
// prices), or the network above.
std::optional<Message> whyNotLikeForLike(const CloudOffering& offering, const Gpu* own, const Gpu* offered,
                                         const ClusterNeed& need);

// GPU-hours demanded in months 0..H (see MODEL above); `source` gets a one-line description.
std::vector<double> monthlyDemand(const Scenario& scenario, int ownedGpus, const TcoSettings& settings,
                                  std::string* source = nullptr);

// Monthly payment of an annuity loan (rate per month as a fraction); principal / months at rate 0.
double annuityPayment(double principal, double monthlyRate, int months);

// The whole analysis of one scenario in its own region.
TcoResult analyseTco(const Scenario& scenario, const Catalog& catalog, const TcoSettings& settings = {});
// The same from the scenario's build figures already at hand (computeBuild() in the display currency,
// as the analysis chain has them), so they are not derived again.
TcoResult analyseTco(const Scenario& scenario, const Catalog& catalog, const BuildFigures& build,
                     const TcoSettings& settings = {});

struct RegionTco {
    std::string regionId;
    std::string regionName;
    bool included = false;
    std::string reason; // why skipped
    TcoResult result;
};

// The scenario rerun with site.regionId set to each region (all of the catalog's when `regionIds` is
// empty), in catalog order. A region without an electricity tariff, a colocation price or an FX rate
// for its prices is skipped with the reason; a region without offerings is kept, its cloud options
// unavailable.
std::vector<RegionTco> compareRegions(const Scenario& scenario, const Catalog& catalog,
                                      const TcoSettings& settings = {}, const std::vector<std::string>& regionIds = {});

enum class SensitivityFactor {
    GpuPrice,
    Electricity,
    Utilisation,
    CloudPrice,
    RentalPrice,
    ResidualValue,
    DiscountRate,
    Staff,
    Colocation,
    Fx,
};
inline constexpr int kSensitivityFactorCount = 10;
std::string_view sensitivityFactorName(SensitivityFactor factor);

struct SensitivityEntry {
    SensitivityFactor factor = SensitivityFactor::GpuPrice;
    double lowMultiplier = 0.8;
    double highMultiplier = 1.2;
    double metricLow = 0;
    double metricHigh = 0;
    double swing = 0; // |metricHigh − metricLow|
    std::array<double, kTcoOptionCount> npvLow {};
    std::array<double, kTcoOptionCount> npvHigh {};
};

struct SensitivityResult {
    std::string metric; // what metricLow/High measure
    // The rental buying is measured against (cheapestRental() of the plan as it is); none when the metric is
    // the purchase NPV alone.
    std::optional<TcoOption> against;
    double delta = 0.2; // each factor moved by ±delta of its value in the plan
    std::string currency;
    double metricBase = 0;
    std::array<double, kTcoOptionCount> npvBase {};
    std::vector<SensitivityEntry> entries; // ranked, largest swing first
};

SensitivityResult analyseSensitivity(const Scenario& scenario, const Catalog& catalog, const TcoSettings& settings = {},
                                     double delta = 0.2);
// The same from the scenario's build figures (see analyseTco): every rerun shares them.
SensitivityResult analyseSensitivity(const Scenario& scenario, const Catalog& catalog, const BuildFigures& build,
                                     const TcoSettings& settings, double delta = 0.2);

// NPV of purchase, on-demand and reserved as a flat utilisation of the owned GPUs goes 0..100% in steps
// of 5, whatever demand the plan itself gives (workload, custom or ramp), and the break-even utilisation
// (as TcoResult::breakEvenUtilisationPct: the same discounted basis, so the lines cross there).
struct UtilisationSweep {
    std::vector<double> utilisationPct; // 0, 5, …, 100
    std::array<std::vector<double>, kTcoOptionCount> npvs; // one per point; empty for an option unavailable
                                                           // at some point, and always for hybrid
    std::optional<double> breakEvenPct;
    // Options priced from an offering that cannot do the build's work (OptionResult::notLikeForLike): drawn,
    // but no break-even is read off them.
    std::array<bool, kTcoOptionCount> notLikeForLike {};
    // The plan's break-even rental price (TcoResult's, at its own demand), for the chart's caption.
    std::optional<double> breakEvenRentalPrice;
    std::string currency;
    int horizonMonths = 0;
};
UtilisationSweep sweepUtilisation(const Scenario& scenario, const Catalog& catalog, const BuildFigures& build,
                                  const TcoSettings& settings);

// Whether an option takes part in the answer: priced, and doing the build's work. One that is priced from
// servers that cannot carry the build's nodes as estimated (notLikeForLike) is shown and flagged, but never
// recommended nor measured against.
bool doesSameWork(const OptionResult& option);
// The option recommended: the lowest NPV, to the currency's minor unit, of those doing the same work (the
// first in TcoOption order on a tie), owning no hardware where it cannot be bought (purchaseBarred); null
// when there is none. The window, the comparison, the lessons,
// the quote and the command line all read it from here.
const OptionResult* recommendedOption(const TcoResult& result);
// What buying is measured against: the rental (on-demand or reserved) doing the same work with the lowest
// NPV to the minor unit, on-demand on a tie; null when there is none. A hybrid that owns the whole cluster
// is the purchase itself, so it is left out.
const OptionResult* cheapestRental(const TcoResult& result);
// The traced input with this id ("electricity_tariff", "on_demand_price", …); null when the result has none.
const TracedInput* tracedInput(const TcoResult& result, std::string_view id);

// The recommended option, its NPV and how far below the next best it is, each rounded to the
// currency's minor unit as the quote prints them: the one verdict the window and the quote state.
Message recommendation(const TcoResult& result);

nlohmann::json tcoToJson(const TcoResult& result);
nlohmann::json regionsToJson(const std::vector<RegionTco>& regions);
nlohmann::json sensitivityToJson(const SensitivityResult& sensitivity);
std::string tcoToCsv(const TcoResult& result);

} // namespace planner
