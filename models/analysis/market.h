#pragma once
// The market for one build: every offering that could do its work, in the scenario's region and the
// others, priced per GPU-hour and per unit of work (a training run, a million tokens served, or an
// hour of the build's GPU), with its class, term, interruptibility, source and date. The window's
// market view, `gpu-planner market` and their "use this" all read this one list.

#include "models/analysis/scenario_analysis.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <vector>

namespace planner {

enum class WorkUnit { TrainingRun, MillionTokens, GpuHour };

struct MarketRow {
    const CloudOffering* offering = nullptr;
    const OfferPrice* price = nullptr;
    std::string regionId;
    std::string regionName;
    bool inRegion = false; // the scenario's region
    bool inMarket = false; // the scenario's region's market (CN, US, …)
    bool sameGpu = false;
    bool interruptible = false; // the offering, or a spot price
    WorkFactor work; // hours of the offered GPU per hour of the build's GPU's work
    double pricePerGpuHour = 0; // display currency, of the offered GPU (server-month prices over 730 h)
    double costPerWorkHour = 0; // pricePerGpuHour × work.hours, ÷ MarketView::use for monthly terms
    double costPerUnit = 0; // per MarketView::unit
    bool usable = false; // can do the work and its price converts
    Message whyNot; // when not usable
    // Priced, but its servers cannot carry the build's nodes as estimated (tco.h, MODEL: Cluster
    // network): not like for like, listed after the rows that are. Empty otherwise.
    Message notLikeForLike;
    bool chosen = false; // the offering the scenario's comparison uses for this term's option
};

struct MarketView {
    std::string currency;
    WorkUnit unit = WorkUnit::GpuHour;
    double gpuHoursPerUnit = 1; // GPU-hours of the build's GPU in one unit of work
    double use = 1; // the plan's demand over the owned capacity: a monthly rental is paid for idle hours too
    std::optional<double> breakEvenRentalPrice; // per GPU-hour of the build's GPU (TcoResult's)
    std::vector<MarketRow> rows; // usable first (like for like before the rest, each in the scenario's
                                 // market before the others), each by cost per unit of work, then the unusable
};

// Every offering (all regions when `regionIds` is empty). `analysis` is analyseScenario() of the same
// scenario and catalog: its work factors and break-even are reused.
MarketView marketView(const Scenario& scenario, const Catalog& catalog, const ScenarioAnalysis& analysis,
                      const std::vector<std::string>& regionIds = {});

// Which plan field "use this" sets for a row: "onDemandOffering" for on-demand prices,
// "reservedOffering" for monthly and reserved terms, none for spot prices (listed, not compared).
std::string_view marketChoiceField(const MarketRow& row);

nlohmann::json marketToJson(const MarketView& view);
std::string marketToCsv(const MarketView& view);

} // namespace planner
