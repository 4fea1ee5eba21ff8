// Built on analyseTco(): the sensitivity analysis, and the JSON and CSV output whose keys and columns are
// documented at the top of tco.h.

#include "models/tco/tco.h"

#include "models/base/csv.h"
#include "models/base/money.h"
#include "models/plan/plan_enum_names.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace planner {

std::string_view sensitivityFactorName(SensitivityFactor factor)
{
    switch (factor) {
    case SensitivityFactor::GpuPrice:
        return "gpu_price";
    case SensitivityFactor::Electricity:
        return "electricity";
    case SensitivityFactor::Utilisation:
        return "utilisation";
    case SensitivityFactor::CloudPrice:
        return "cloud_price";
    case SensitivityFactor::RentalPrice:
        return "rental_price";
    case SensitivityFactor::ResidualValue:
        return "residual_value";
    case SensitivityFactor::DiscountRate:
        return "discount_rate";
    case SensitivityFactor::Staff:
        return "staff";
    case SensitivityFactor::Colocation:
        return "colocation";
    case SensitivityFactor::Fx:
        return "fx";
    }
    return "?";
}

namespace {

double& factorRef(TcoAdjustments& adjust, SensitivityFactor factor)
{
    switch (factor) {
    case SensitivityFactor::GpuPrice:
        return adjust.gpuPrice;
    case SensitivityFactor::Electricity:
        return adjust.electricity;
    case SensitivityFactor::Utilisation:
        return adjust.utilisation;
    case SensitivityFactor::CloudPrice:
        return adjust.cloudPrice;
    case SensitivityFactor::RentalPrice:
        return adjust.rentalPrice;
    case SensitivityFactor::ResidualValue:
        return adjust.residualValue;
    case SensitivityFactor::DiscountRate:
        return adjust.discountRate;
    case SensitivityFactor::Staff:
        return adjust.staff;
    case SensitivityFactor::Colocation:
        return adjust.colocation;
    case SensitivityFactor::Fx:
        break;
    }
    return adjust.fx;
}

// The buy-or-rent gap: NPV of purchase minus the NPV of the rental it is measured against (cheapestRental:
// on-demand or reserved, doing the same work). Without such a rental the purchase NPV alone; NaN without a
// purchase.
double purchaseGap(const TcoResult& r, bool againstRental)
{
    const auto& buy = r.option(TcoOption::Purchase);
    if (!buy.available)
        return std::numeric_limits<double>::quiet_NaN();
    if (!againstRental)
        return buy.npv;
    const OptionResult* rental = cheapestRental(r);
    return rental ? buy.npv - rental->npv : std::numeric_limits<double>::quiet_NaN();
}

std::array<double, kTcoOptionCount> npvs(const TcoResult& r)
{
    std::array<double, kTcoOptionCount> values {};
    for (size_t i = 0; i < kTcoOptionCount; ++i)
        values[i] = r.options[i].available ? r.options[i].npv : std::numeric_limits<double>::quiet_NaN();
    return values;
}

} // namespace

SensitivityResult analyseSensitivity(const Scenario& scenario, const Catalog& catalog, const TcoSettings& settings,
                                     double delta)
{
    return analyseSensitivity(scenario, catalog, computeBuild(scenario, catalog, scenario.finance.displayCurrency),
                              settings, delta);
}

SensitivityResult analyseSensitivity(const Scenario& scenario, const Catalog& catalog, const BuildFigures& build,
                                     const TcoSettings& settings, double delta)
{
    TcoSettings base = settings;
    base.solveBreakEvenUtilisation = false;
    const TcoResult baseResult = analyseTco(scenario, catalog, build, base);

    SensitivityResult out;
    const OptionResult* rental = cheapestRental(baseResult);
    const bool againstRental = rental != nullptr;
    out.metric = againstRental ? "NPV(purchase) - NPV(cheaper of on-demand and reserved doing the same work)"
                               : "NPV(purchase)";
    if (rental)
        out.against = rental->option;
    out.delta = delta;
    out.currency = scenario.finance.displayCurrency;
    out.metricBase = purchaseGap(baseResult, againstRental);
    out.npvBase = npvs(baseResult);
    for (int i = 0; i < kSensitivityFactorCount; ++i) {
        const auto factor = static_cast<SensitivityFactor>(i);
        if (factor == SensitivityFactor::Fx && baseResult.conversions.empty())
            continue; // nothing is converted, so no rate can move the answer
        if (factor == SensitivityFactor::Colocation && baseResult.siteMode != SiteMode::Colocation)
            continue;
        SensitivityEntry entry;
        entry.factor = factor;
        const double start = factorRef(base.adjust, factor);
        entry.lowMultiplier = start * (1.0 - delta);
        entry.highMultiplier = start * (1.0 + delta);
        TcoSettings moved = base;
        factorRef(moved.adjust, factor) = entry.lowMultiplier;
        const TcoResult low = analyseTco(scenario, catalog, build, moved);
        factorRef(moved.adjust, factor) = entry.highMultiplier;
        const TcoResult high = analyseTco(scenario, catalog, build, moved);
        entry.metricLow = purchaseGap(low, againstRental);
        entry.metricHigh = purchaseGap(high, againstRental);
        entry.swing = std::fabs(entry.metricHigh - entry.metricLow);
        if (!std::isfinite(entry.swing))
            entry.swing = 0;
        entry.npvLow = npvs(low);
        entry.npvHigh = npvs(high);
        out.entries.push_back(entry);
    }
    std::stable_sort(out.entries.begin(), out.entries.end(),
                     [](const SensitivityEntry& a, const SensitivityEntry& b) { return a.swing > b.swing; });
    return out;
}

namespace {

// Money as JSON: rounded to the currency's minor unit, so JSON, CSV and the quote print the same figure.
double money(double amount, const std::string& currency)
{
    return fromMinor(toMinor(amount, currency), currency);
}

nlohmann::json numberOrNull(double value)
{
    return std::isfinite(value) ? nlohmann::json(value) : nlohmann::json(nullptr);
}

// A catalog figure carries source, date, estimate and origin; a derived one says how it was derived.
nlohmann::json provenanceFields(nlohmann::json j, const Provenance& p, bool fromCatalog)
{
    if (fromCatalog) {
        j["source"] = p.source;
        j["asOf"] = p.asOf;
        j["estimate"] = p.estimate;
        j["origin"] = std::string(enumName(p.origin));
    }
    j["method"] = p.method;
    return j;
}

nlohmann::json optionToJson(const OptionResult& o, const std::string& cur)
{
    nlohmann::json j;
    j["option"] = std::string(tcoOptionName(o.option));
    j["available"] = o.available;
    j["reason"] = o.reason;
    j["total"] = money(o.total, cur);
    j["npv"] = money(o.npv, cur);
    j["gpuHoursServed"] = o.gpuHoursServed;
    j["costPerGpuHour"] = money(o.costPerGpuHour, cur);
    nlohmann::json categories = nlohmann::json::object();
    for (int c = 0; c < kCostCategoryCount; ++c)
        categories[std::string(costCategoryName(static_cast<CostCategory>(c)))]
            = money(o.byCategory[static_cast<size_t>(c)], cur);
    j["byCategory"] = categories;
    nlohmann::json monthly = nlohmann::json::array();
    for (size_t m = 0; m < o.months.size(); ++m) {
        nlohmann::json month;
        month["month"] = m;
        for (int c = 0; c < kCostCategoryCount; ++c)
            if (o.months[m][static_cast<size_t>(c)] != 0.0)
                month[std::string(costCategoryName(static_cast<CostCategory>(c)))]
                    = money(o.months[m][static_cast<size_t>(c)], cur);
        month["total"] = money(o.monthTotals[m], cur);
        month["cumulative"] = money(o.cumulative[m], cur);
        monthly.push_back(month);
    }
    j["monthly"] = monthly;
    j["ownedNodes"] = o.ownedNodes;
    j["ownedGpus"] = o.ownedGpus;
    if (!o.offeringId.empty()) {
        j["offering"] = {{"id", o.offeringId},
                         {"provider", o.provider},
                         {"providerClass", o.providerClass ? std::string(enumName(*o.providerClass)) : std::string()},
                         {"interruptible", o.interruptible},
                         {"regionId", o.offeringRegionId},
                         {"gpuId", o.offeringGpuId},
                         {"match", o.match},
                         {"otherGpu", o.otherGpu},
                         {"crossesRegion", o.crossesRegion},
                         {"hoursFactor", o.hoursFactor},
                         {"hoursFactorMethod", o.hoursFactorMethod},
                         {"term", o.term ? std::string(enumName(*o.term)) : std::string()},
                         {"unitPrice", o.unitPrice},
                         {"unit", o.unit},
                         {"servers", o.servers},
                         {"committedMonths", o.committedMonths}};
    }
    j["rentedGpuHours"] = o.rentedGpuHours;
    j["notes"] = o.notes;
    return j;
}

// Locale-independent fixed-point text; never "-0.000".
std::string decimal(double value, int decimals)
{
    char buffer[64];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals).ptr;
    std::string text(buffer, end);
    if (text.front() == '-' && text.find_first_not_of("-0.") == std::string::npos)
        text.erase(0, 1);
    return text;
}

} // namespace

bool doesSameWork(const OptionResult& option)
{
    return option.available && option.notLikeForLike.empty();
}

namespace {

// An option the recommendation may name: it does the build's work, and owns no hardware that cannot be
// bought new in the region's market.
bool mayRecommend(const TcoResult& result, const OptionResult& o)
{
    const bool ownsHardware = o.option == TcoOption::Purchase || o.option == TcoOption::Hybrid;
    return doesSameWork(o) && !(ownsHardware && result.purchaseBarred);
}

} // namespace

const OptionResult* recommendedOption(const TcoResult& result)
{
    const std::string& cur = result.currency;
    const OptionResult* best = nullptr;
    for (const auto& o : result.options)
        if (mayRecommend(result, o) && (!best || toMinor(o.npv, cur) < toMinor(best->npv, cur)))
            best = &o;
    return best;
}

const OptionResult* cheapestRental(const TcoResult& result)
{
    const std::string& cur = result.currency;
    const OptionResult* best = nullptr;
    for (TcoOption o : {TcoOption::OnDemand, TcoOption::Reserved}) {
        const OptionResult& option = result.option(o);
        if (doesSameWork(option) && (!best || toMinor(option.npv, cur) < toMinor(best->npv, cur)))
            best = &option;
    }
    return best;
}

const TracedInput* tracedInput(const TcoResult& result, std::string_view id)
{
    const auto found = std::find_if(result.inputs.begin(), result.inputs.end(),
                                    [&](const TracedInput& input) { return input.id == id; });
    return found == result.inputs.end() ? nullptr : &*found;
}

Message recommendation(const TcoResult& result)
{
    const std::string& cur = result.currency;
    // Only what does the build's work: a rental whose servers cannot carry its nodes as estimated is
    // priced and flagged, never recommended (it would finish later than the plan says).
    const OptionResult* best = recommendedOption(result);
    if (!best)
        return {};
    // The next best other answer, of those it may name: a tie is none (a hybrid that owns the whole cluster is
    // the purchase), and a barred purchase is no answer (it read "CNY -2,889,164.13 below the next best").
    const OptionResult* runnerUp = nullptr;
    for (const auto& o : result.options)
        if (mayRecommend(result, o) && toMinor(o.npv, cur) != toMinor(best->npv, cur)
            && (!runnerUp || toMinor(o.npv, cur) < toMinor(runnerUp->npv, cur)))
            runnerUp = &o;
    Args args {{"option", phrase(optionLabel(best->option))},
               {"npv", moneyArg(fromMinor(toMinor(best->npv, cur), cur), cur)}};
    if (!runnerUp)
        return Message("quote.recommendation", std::move(args));
    args.insert_or_assign("gap", moneyArg(fromMinor(toMinor(runnerUp->npv, cur) - toMinor(best->npv, cur), cur), cur));
    args.insert_or_assign("runnerUp", phrase(optionLabel(runnerUp->option)));
    return Message("quote.recommendation_with_runner_up", std::move(args));
}

nlohmann::json tcoToJson(const TcoResult& r)
{
    const std::string& cur = r.currency;
    nlohmann::json j;
    j["scenario"] = r.scenarioName;
    j["region"] = r.regionId;
    j["regionName"] = r.regionName;
    j["currency"] = cur;
    j["horizonMonths"] = r.horizonMonths;
    j["demandSource"] = r.demandSource;
    j["demandGpuHours"] = r.demand;
    j["capacityGpuHoursPerMonth"] = r.capacityGpuHoursPerMonth;
    j["gpus"] = r.gpus;
    j["nodes"] = r.nodes;
    j["gpuId"] = r.gpuId;
    j["purchaseBarred"] = r.purchaseBarred;
    j["itPowerKw"] = r.itPowerKw;
    j["pue"] = r.pue;
    j["hardwareCapex"] = money(r.hardwareCapex, cur);
    j["coolingCapex"] = money(r.coolingCapex, cur);
    j["installation"] = money(r.installation, cur);
    j["options"] = nlohmann::json::array();
    for (const auto& o : r.options)
        j["options"].push_back(optionToJson(o, cur));
    nlohmann::json breakEven = nlohmann::json::object();
    for (size_t i = 1; i < kTcoOptionCount; ++i)
        breakEven[std::string(tcoOptionName(static_cast<TcoOption>(i)))]
            = r.breakEvenMonth[i] ? nlohmann::json(*r.breakEvenMonth[i]) : nlohmann::json(nullptr);
    j["breakEvenMonths"] = breakEven;
    j["breakEvenUtilisationPct"]
        = r.breakEvenUtilisationPct ? nlohmann::json(*r.breakEvenUtilisationPct) : nlohmann::json(nullptr);
    j["breakEvenNote"] = r.breakEvenNote;
    j["recommendation"] = render(recommendation(r));
    nlohmann::json utilisation = nlohmann::json::object();
    for (size_t i = 1; i < kTcoOptionCount; ++i)
        utilisation[std::string(tcoOptionName(static_cast<TcoOption>(i)))]
            = r.breakEvenUtilisation[i] ? nlohmann::json(*r.breakEvenUtilisation[i]) : nlohmann::json(nullptr);
    j["breakEvenUtilisation"] = utilisation;
    j["breakEvenRentalPrice"]
        = r.breakEvenRentalPrice ? nlohmann::json(*r.breakEvenRentalPrice) : nlohmann::json(nullptr);
    j["siteMode"] = std::string(enumName(r.siteMode));
    j["cabinets"] = r.cabinets;
    j["cabinetPowerKw"] = r.cabinetPowerKw;
    j["staffFte"] = r.staffFte;
    j["residualValue"] = money(r.residualValue, cur);
    j["conversions"] = nlohmann::json::array();
    for (const auto& c : r.conversions)
        j["conversions"].push_back({{"input", render(c.input)},
                                    {"from", c.from},
                                    {"amount", c.amount},
                                    {"to", c.to},
                                    {"converted", c.converted},
                                    {"rate", c.rate},
                                    {"asOf", c.asOf}});
    j["inputs"] = nlohmann::json::array();
    for (const auto& in : r.inputs) {
        nlohmann::json item {{"name", in.name}, {"value", in.value}, {"unit", in.unit}};
        const bool fromCatalog = !in.original.currency.empty();
        if (fromCatalog)
            item["original"] = {{"amount", in.original.amount}, {"currency", in.original.currency}};
        if (in.vatRemovedPct > 0)
            item["vatIncludedRemovedPct"] = in.vatRemovedPct;
        j["inputs"].push_back(provenanceFields(item, in.provenance, fromCatalog));
    }
    j["fxRates"] = nlohmann::json::array();
    for (const auto& fx : r.fxRates)
        j["fxRates"].push_back({{"currency", fx.currency},
                                {"perUsd", fx.perUsd},
                                {"source", fx.provenance.source},
                                {"asOf", fx.provenance.asOf}});
    j["warnings"] = r.warnings;
    return j;
}

nlohmann::json regionsToJson(const std::vector<RegionTco>& regions)
{
    nlohmann::json rows = nlohmann::json::array();
    for (const auto& row : regions) {
        nlohmann::json j {{"region", row.regionId}, {"regionName", row.regionName}, {"included", row.included}};
        if (row.included)
            j["tco"] = tcoToJson(row.result);
        else
            j["reason"] = row.reason;
        rows.push_back(j);
    }
    return rows;
}

nlohmann::json sensitivityToJson(const SensitivityResult& s)
{
    auto npvObject = [](const std::array<double, kTcoOptionCount>& values) {
        nlohmann::json j = nlohmann::json::object();
        for (size_t i = 0; i < kTcoOptionCount; ++i)
            j[std::string(tcoOptionName(static_cast<TcoOption>(i)))] = numberOrNull(values[i]);
        return j;
    };
    nlohmann::json j {{"metric", s.metric},
                      {"currency", s.currency},
                      {"metricBase", numberOrNull(s.metricBase)},
                      {"npvBase", npvObject(s.npvBase)}};
    j["factors"] = nlohmann::json::array();
    for (const auto& e : s.entries)
        j["factors"].push_back({{"factor", std::string(sensitivityFactorName(e.factor))},
                                {"lowMultiplier", e.lowMultiplier},
                                {"highMultiplier", e.highMultiplier},
                                {"metricLow", numberOrNull(e.metricLow)},
                                {"metricHigh", numberOrNull(e.metricHigh)},
                                {"swing", e.swing},
                                {"npvLow", npvObject(e.npvLow)},
                                {"npvHigh", npvObject(e.npvHigh)}});
    return j;
}

std::string tcoToCsv(const TcoResult& r)
{
    const std::string& cur = r.currency;
    std::string csv = "option,month,currency,demand_gpu_hours,served_gpu_hours";
    for (int c = 0; c < kCostCategoryCount; ++c)
        csv += "," + std::string(costCategoryName(static_cast<CostCategory>(c)));
    csv += ",total,cumulative\r\n";

    for (const auto& o : r.options) {
        if (!o.available)
            continue;
        const std::string name(tcoOptionName(o.option));
        // Printed in minor units so that the file adds up exactly: a row's total is the sum of its
        // printed categories, cumulative the running sum of printed totals, the total row the column sums.
        double demandTotal = 0;
        std::array<MinorUnits, kCostCategoryCount> columnTotals {};
        MinorUnits cumulative = 0;
        auto print = [&](MinorUnits minor) {
            std::string field(1, ',');
            field += formatMinor(minor, cur, false, false);
            return field;
        };
        for (size_t m = 0; m < o.months.size(); ++m) {
            const double demand = m < r.demand.size() ? r.demand[m] : 0.0;
            const double served = m < o.servedByMonth.size() ? o.servedByMonth[m] : 0.0;
            demandTotal += demand;
            csv += name + "," + std::to_string(m) + "," + csvText(cur) + "," + decimal(demand, 3) + ","
                + decimal(served, 3);
            MinorUnits monthTotal = 0;
            for (size_t c = 0; c < kCostCategoryCount; ++c) {
                const MinorUnits minor = toMinor(o.months[m][c], cur);
                monthTotal += minor;
                columnTotals[c] += minor;
                csv += print(minor);
            }
            cumulative += monthTotal;
            csv += print(monthTotal) + print(cumulative) + "\r\n";
        }
        csv += name + ",total," + csvText(cur) + "," + decimal(demandTotal, 3) + "," + decimal(o.gpuHoursServed, 3);
        for (MinorUnits minor : columnTotals)
            csv += print(minor);
        csv += print(cumulative) + print(cumulative) + "\r\n";
    }
    return csv;
}

} // namespace planner
