#pragma once
// The total cost of ownership of a scenario's compute over the finance horizon: buy and self-host,
// cloud on-demand, reserved bare-metal rental, and a hybrid of an owned base plus on-demand burst.
//
// MODEL (every figure in Finance::displayCurrency; every catalog price converted with Catalog::convert
// through its dated USD rate, recorded in TcoResult::fxRates):
//   Month 0 is the purchase month; months 1..H are operating months (H = horizonMonths, 730 h each).
//   Demand (GPU-hours a month, months 1..H): Custom workloads use customGpuHoursPerMonth (when set, or
//     when Finance::demandFromWorkload); else with demandFromWorkload and TcoSettings::gpuHoursPerRun
//     given (the estimator's figure), GPU-hours per run × runsPerMonth; else the utilisation profile ×
//     owned GPUs × 730 h (flat, or linear from rampStartPct in month 1 to rampEndPct in month H; a
//     warning when the workload was asked for but no GPU-hours per run were given).
//   Purchase: month 0: IT hardware (BuildFigures capex lines) + cooling capex (cooling method's
//     capexPerKw × IT kW), installation = installationPct of that; VAT on them unless recoverable.
//     Financed: an annuity loan of the month-0 amount at loanRatePct/12 over loanTermMonths; the
//     principal in each payment stays in Hardware/Installation/Vat (pro rata), the interest is
//     Financing, a balance still open at month H is paid off in month H.
//     Monthly: colocation = IT kW × colocationPerKwMonth (reserved power, paid whatever the use);
//     electricity = IT kW × (idle + (1 − idle) × u) × PUE × 730 × tariff with u = served / capacity;
//     maintenance and spares = their % a year / 12 × IT hardware; staff = opsStaffFte ×
//     opsStaffPerYear / 12. Month H: residual value = −residualValuePct × IT hardware (cooling plant
//     and installation are sunk). Demand above the owned capacity is not served (a warning says so).
//   On-demand: GPU-hours × the matched offering's per-GPU-hour price; storage (workload.datasetTB ×
//     storagePerTbMonth) and egress (egressTbPerMonth × TcoSettings::egressPerTb) only in months with
//     use, so zero use costs zero.
//   Reserved: servers = ceil(owned GPUs / GPUs per server); monthly server price × servers, paid
//     whatever the use, for the cheapest of the monthly, 1-year and 3-year terms the matched offerings
//     list; a term commits whole terms (ceil(H / term) × term months), the commitment left after
//     month H is charged in month H.
//   Hybrid: owned nodes = ceil(hybridBaseLoadPct × peak demand / 730 / GPUs per node), at most the
//     cluster; the owned share f = owned nodes / nodes scales every purchase cost except staff
//     (kept whole: someone runs the machines); demand above the owned capacity goes on-demand, with
//     storage in months that burst and egress in proportion to the cloud share of demand.
//   VAT: when the region's VAT is recoverable (a VAT-registered business) it is left out of every
//     cost: it comes back as input-tax credit (the timing of the refund is ignored). Otherwise it is
//     a cost: vatHardwarePct on goods (hardware, cooling, spares, electricity), vatServicesPct on
//     services (installation, colocation, maintenance, cloud, rental, storage/egress). Staff carry none.
//   Offering matching: offerings in the scenario's region with a price of the needed term; those with
//     the cluster's main GPU (the group with most GPUs) if any, else the GPU closest by
//     |ln(bf16 ratio)| + |ln(memory ratio)|, preferring GPUs with at least as much memory; among
//     equals the cheapest. OptionResult::offeringId/match say which and why.
//   NPV: monthly cash flows discounted at (1 + discountRatePct/100)^(1/12) − 1, month 0 undiscounted.
//   Break-even month: first month m ≥ 1 with purchase cumulative ≤ the alternative's cumulative.
//   Break-even utilisation: the flat utilisation where purchase and on-demand totals over the
//     horizon are equal, found by bisection on 0–100% (none when purchase costs more even at 100%).
//   Sensitivity: each factor × (1 − delta) and × (1 + delta), one at a time; the metric is the
//     buy-or-rent gap NPV(purchase) − NPV(cheaper of on-demand and reserved) (NPV, so the discount
//     rate matters too; hybrid left out as it owns part or all of the same cluster), or NPV(purchase)
//     alone when neither rental is available; factors ranked by |metric(high) − metric(low)|; every
//     option's NPV at both ends is kept too. FX scales every conversion between different
//     currencies (display currency weaker by delta at the high end).
//
// JSON (tcoToJson), stable keys:
//   { "scenario", "region", "regionName", "currency", "horizonMonths", "demandSource",
//     "demandGpuHours": [month 0..H], "capacityGpuHoursPerMonth", "gpus", "nodes", "gpuId",
//     "itPowerKw", "pue", "hardwareCapex", "coolingCapex", "installation",
//     "options": [ { "option": "purchase"|"on_demand"|"reserved"|"hybrid", "available", "reason",
//                    "total", "npv", "gpuHoursServed", "costPerGpuHour",
//                    "byCategory": { "<category>": amount, … },
//                    "monthly": [ { "month", "<category>": amount (non-zero only), "total", "cumulative" } ],
//                    "ownedNodes", "ownedGpus", "offering": { "id", "provider", "gpuId", "match",
//                    "term", "unitPrice", "unit", "servers", "committedMonths" } (when one is used),
//                    "notes": [..] } ],
//     "breakEvenMonths": { "on_demand"|"reserved"|"hybrid": month or null },
//     "breakEvenUtilisationPct": number or null, "breakEvenNote",
//     "inputs": [ { "name", "value", "unit", "method", and for catalog prices "original": { "amount",
//                   "currency" }, "source", "asOf", "estimate", "origin" } ],
//     "fxRates": [ { "currency", "perUsd", "source", "asOf" } ], "warnings": [..] }
//   Money in JSON is rounded to the minor unit; GPU-hours, kW, prices per unit are not rounded.
//   Categories: hardware, installation, vat, financing, colocation, electricity, maintenance, staff,
//   spares, residual, cloud_compute, storage_egress, reserved.
//
// CSV (tcoToCsv): RFC 4180, CRLF line ends, '.' decimals, no grouping, money in the currency's minor
//   unit (2 decimals for CNY/USD), GPU-hours to 3 decimals.
//   Header: option,month,currency,demand_gpu_hours,served_gpu_hours,<13 categories in the order
//   above>,total,cumulative
//   One row per available option and month 0..H, then one row per option with month "total".
//   The file adds up exactly as printed: each category is rounded per month, a row's total is the sum
//   of its printed categories, cumulative the running sum of printed totals, and the "total" row the
//   column sums (so it can differ from the JSON total, which is rounded once, by a few minor units).

#include "build/build.h"
#include "catalog/catalog.h"
#include "plan/plan.h"
#include "text/message.h"

#include <nlohmann/json_fwd.hpp>

#include <array>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace planner {

enum class TcoOption { Purchase, OnDemand, Reserved, Hybrid };
inline constexpr int kTcoOptionCount = 4;

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
};
inline constexpr int kCostCategoryCount = 13;

using CategoryAmounts = std::array<double, kCostCategoryCount>;

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
    double cloudPrice = 1.0; // every offering price (on-demand and rental)
    double residualValue = 1.0; // residualValuePct
    double discountRate = 1.0; // discountRatePct
    double fx = 1.0; // every conversion between two different currencies
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
    std::string offeringGpuId;
    std::string match; // "same GPU" or "closest to <gpu>: …"
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
    double itPowerKw = 0;
    double pue = 1.0;
    double hardwareCapex = 0; // IT hardware, after the GPU price adjustment
    double coolingCapex = 0;
    double installation = 0;
    std::array<OptionResult, kTcoOptionCount> options;
    std::array<std::optional<int>, kTcoOptionCount> breakEvenMonth; // purchase vs option; [Purchase] unused
    std::optional<double> breakEvenUtilisationPct;
    std::string breakEvenNote;
    std::vector<TracedInput> inputs;
    std::vector<FxUsed> fxRates;
    std::vector<std::string> warnings; // English, for JSON
    std::vector<Message> warningTexts; // the same, to read in any language

    const OptionResult& option(TcoOption o) const { return options[static_cast<size_t>(o)]; }
};

// Offering prices of the wanted terms in a region, narrowed to the best match for `target` (see MODEL:
// the same GPU, else the closest with enough memory); `match` says which rule picked them.
struct OfferingMatch {
    std::vector<std::pair<const CloudOffering*, const OfferPrice*>> items;
    std::string match;
};
OfferingMatch matchOfferings(const Catalog& catalog, const std::string& regionId, const Gpu* target,
                             std::initializer_list<OfferTerm> terms);

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

enum class SensitivityFactor { GpuPrice, Electricity, Utilisation, CloudPrice, ResidualValue, DiscountRate, Fx };
inline constexpr int kSensitivityFactorCount = 7;
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

// Horizon totals of purchase, on-demand and reserved as a flat utilisation of the owned GPUs goes
// 0..100% in steps of 5, whatever demand the plan itself gives (workload, custom or ramp), and the
// break-even utilisation (as TcoResult::breakEvenUtilisationPct).
struct UtilisationSweep {
    std::vector<double> utilisationPct; // 0, 5, …, 100
    std::array<std::vector<double>, kTcoOptionCount> totals; // one per point; empty for an option unavailable
                                                             // at some point, and always for hybrid
    std::optional<double> breakEvenPct;
    std::string currency;
    int horizonMonths = 0;
};
UtilisationSweep sweepUtilisation(const Scenario& scenario, const Catalog& catalog, const BuildFigures& build,
                                  const TcoSettings& settings);

nlohmann::json tcoToJson(const TcoResult& result);
nlohmann::json regionsToJson(const std::vector<RegionTco>& regions);
nlohmann::json sensitivityToJson(const SensitivityResult& sensitivity);
std::string tcoToCsv(const TcoResult& result);

} // namespace planner
