#include "models/analysis/market.h"

#include "models/base/csv.h"
#include "models/plan/plan_enum_names.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace planner {

namespace {

std::string_view unitName(WorkUnit unit)
{
    switch (unit) {
    case WorkUnit::TrainingRun:
        return "training_run";
    case WorkUnit::MillionTokens:
        return "million_tokens";
    case WorkUnit::GpuHour:
        break;
    }
    return "gpu_hour";
}

} // namespace

std::string_view marketChoiceField(const MarketRow& row)
{
    switch (row.price->term) {
    case OfferTerm::OnDemand:
        return "onDemandOffering";
    case OfferTerm::Spot:
        return ""; // a spot price can be stopped at any time: listed, never what the comparison rests on
    default:
        return "reservedOffering";
    }
}

MarketView marketView(const Scenario& scenario, const Catalog& catalog, const ScenarioAnalysis& analysis,
                      const std::vector<std::string>& regionIds)
{
    MarketView view;
    view.currency = scenario.finance.displayCurrency;
    view.breakEvenRentalPrice = analysis.tco.breakEvenRentalPrice;
    const Estimate& e = analysis.estimate;
    if (e.inference.applicable && e.inference.sustainedTokensPerSecond > 0 && analysis.build.gpus > 0) {
        // Tokens a GPU-hour of the build's GPU serves: the cluster's rate over its GPUs, × 3,600 s.
        const double perGpuHour = e.inference.sustainedTokensPerSecond / analysis.build.gpus * 3600.0;
        view.unit = WorkUnit::MillionTokens;
        view.gpuHoursPerUnit = 1e6 / perGpuHour;
    } else if (e.compute.applicable && e.compute.gpuHoursPerRun > 0) {
        view.unit = WorkUnit::TrainingRun;
        view.gpuHoursPerUnit = e.compute.gpuHoursPerRun;
    }

    // A server rented by the month is paid whatever the use: at the plan's utilisation each hour of work
    // carries the idle hours too.
    double demand = 0;
    for (double d : analysis.tco.demand)
        demand += d;
    const double capacity = analysis.tco.capacityGpuHoursPerMonth * analysis.tco.horizonMonths;
    view.use = capacity > 0 && demand > 0 ? std::min(1.0, demand / capacity) : 1.0;

    const Region* home = catalog.region(scenario.site.regionId);
    const Gpu* mainGpu = catalog.gpu(analysis.tco.gpuId);
    // A build of several nodes is rented only where the servers are networked as it was estimated: the
    // same test as the comparison's choice (tco.h, MODEL: Cluster network), so both list the same rows.
    const ClusterNeed cluster = clusterNeed(analysis.build);
    const auto& od = analysis.tco.option(TcoOption::OnDemand);
    const auto& rs = analysis.tco.option(TcoOption::Reserved);
    for (const auto& o : catalog.offerings) {
        if (!regionIds.empty() && std::find(regionIds.begin(), regionIds.end(), o.regionId) == regionIds.end())
            continue;
        const Region* region = catalog.region(o.regionId);
        const Gpu* gpu = catalog.gpu(o.gpuId);
        if (!gpu || o.gpusPerServer <= 0)
            continue;
        const WorkFactor work = workFactorFor(mainGpu, *gpu, analysis.tcoSettings);
        for (const auto& p : o.prices) {
            MarketRow row;
            row.offering = &o;
            row.price = &p;
            row.regionId = o.regionId;
            row.regionName = region ? region->name : o.regionId;
            row.inRegion = home && o.regionId == home->id;
            row.inMarket = home && region && region->market == home->market;
            row.sameGpu = mainGpu && o.gpuId == mainGpu->id;
            row.interruptible = o.interruptible || p.term == OfferTerm::Spot;
            row.work = work;
            const auto converted = catalog.convert(p.price.money.amount, p.price.money.currency, view.currency);
            if (converted) {
                row.pricePerGpuHour
                    = p.unit == OfferUnit::GpuHour ? *converted : *converted / (o.gpusPerServer * 730.0);
                row.costPerWorkHour = row.pricePerGpuHour * work.hours;
                if (p.unit == OfferUnit::ServerMonth)
                    row.costPerWorkHour /= view.use;
                row.costPerUnit = row.costPerWorkHour * view.gpuHoursPerUnit;
            }
            row.notLikeForLike = whyNotLikeForLike(o, mainGpu, catalog.gpu(o.gpuId), cluster).value_or(Message());
            row.usable = converted && work.canDoWork && mainGpu;
            if (!mainGpu)
                row.whyNot = Message("reason.no_gpus");
            else if (!work.canDoWork)
                row.whyNot = work.methodText;
            else if (!converted)
                row.whyNot = Message("reason.no_fx_offering",
                                     {{"region", o.regionId},
                                      {"class", phrase("provider_class." + std::string(enumName(o.providerClass)))}});
            const bool onDemandTerm = p.term == OfferTerm::OnDemand;
            row.chosen = onDemandTerm
                ? od.available && od.offeringId == o.id
                : p.term != OfferTerm::Spot && rs.available && rs.offeringId == o.id && rs.term && *rs.term == p.term;
            view.rows.push_back(std::move(row));
        }
    }
    std::stable_sort(view.rows.begin(), view.rows.end(), [](const MarketRow& a, const MarketRow& b) {
        if (a.usable != b.usable)
            return a.usable;
        if (a.notLikeForLike.empty() != b.notLikeForLike.empty())
            return a.notLikeForLike.empty();
        // What the team can rent where it is before a cheaper price abroad: another market is another
        // provider's terms, law and export rules (an H200 in Oregon is no offer to a team in Shenzhen).
        if (a.inMarket != b.inMarket)
            return a.inMarket;
        return a.costPerUnit < b.costPerUnit;
    });
    return view;
}

nlohmann::json marketToJson(const MarketView& view)
{
    nlohmann::json j;
    j["currency"] = view.currency;
    j["unit"] = std::string(unitName(view.unit));
    j["gpuHoursPerUnit"] = view.gpuHoursPerUnit;
    j["utilisation"] = view.use;
    j["breakEvenRentalPrice"]
        = view.breakEvenRentalPrice ? nlohmann::json(*view.breakEvenRentalPrice) : nlohmann::json();
    j["rows"] = nlohmann::json::array();
    for (const auto& r : view.rows) {
        const Provenance& p = r.price->price.provenance;
        j["rows"].push_back({{"offering", r.offering->id},
                             {"provider", r.offering->provider},
                             {"providerClass", std::string(enumName(r.offering->providerClass))},
                             {"region", r.regionId},
                             {"inRegion", r.inRegion},
                             {"inMarket", r.inMarket},
                             {"gpu", r.offering->gpuId},
                             {"sameGpu", r.sameGpu},
                             {"term", std::string(enumName(r.price->term))},
                             {"interruptible", r.interruptible},
                             {"hoursFactor", r.work.hours},
                             {"hoursFactorMethod", r.work.method},
                             {"pricePerGpuHour", r.pricePerGpuHour},
                             {"costPerWorkHour", r.costPerWorkHour},
                             {"costPerUnit", r.costPerUnit},
                             {"usable", r.usable},
                             {"whyNot", r.usable ? std::string() : render(r.whyNot)},
                             {"clusterShortfall", render(r.notLikeForLike)},
                             {"chosen", r.chosen},
                             {"useField", std::string(marketChoiceField(r))},
                             {"original",
                              {{"amount", r.price->price.money.amount},
                               {"currency", r.price->price.money.currency},
                               {"unit", std::string(enumName(r.price->unit))}}},
                             {"source", p.source},
                             {"asOf", p.asOf},
                             {"estimate", p.estimate}});
    }
    return j;
}

std::string marketToCsv(const MarketView& view)
{
    CsvWriter csv(false);
    for (const char* header : {"offering", "provider", "provider_class", "region", "gpu", "term", "interruptible",
                               "hours_factor", "currency", "price_per_gpu_hour", "cost_per_work_hour", "work_unit",
                               "cost_per_unit", "usable", "chosen", "source", "as_of"})
        csv.text(header);
    csv.endRow();
    for (const auto& r : view.rows) {
        const Provenance& p = r.price->price.provenance;
        csv.text(r.offering->id).text(r.offering->provider).text(enumName(r.offering->providerClass)).text(r.regionId);
        csv.text(r.offering->gpuId).text(enumName(r.price->term)).text(r.interruptible ? "yes" : "no");
        csv.number(r.work.hours, 4).text(view.currency).number(r.pricePerGpuHour, 4).number(r.costPerWorkHour, 4);
        csv.text(unitName(view.unit)).number(r.costPerUnit, 2).text(r.usable ? "yes" : "no");
        csv.text(r.chosen ? "yes" : "no").text(p.source).text(p.asOf);
        csv.endRow();
    }
    return csv.str();
}

} // namespace planner
