#include "models/analysis/buy_or_rent_verdict.h"

#include "models/base/money.h"
#include "models/catalog/catalog_enum_names.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>

namespace planner {

namespace {

constexpr std::array<TcoOption, 2> kRentals = {TcoOption::OnDemand, TcoOption::Reserved};

Arg npvArg(double npv, const std::string& currency)
{
    return moneyArg(fromMinor(toMinor(npv, currency), currency), currency);
}

// Whether every operating month asks for the same GPU-hours (a flat profile, a workload or a custom demand).
bool flatDemand(const TcoResult& result)
{
    for (std::size_t m = 2; m < result.demand.size(); ++m)
        if (std::fabs(result.demand[m] - result.demand[1]) > 1e-9 * std::max(1.0, std::fabs(result.demand[1])))
            return false;
    return true;
}

// A percentage as the verdict shows it: whole, or to a tenth when whole would make it read equal to
// `other` although the two differ (a threshold of 47.2% beside a plan at 47%).
Arg pctArg(double pct, double other)
{
    const bool close = std::lround(pct) == std::lround(other) && std::fabs(pct - other) >= 0.05;
    return number(pct, close ? 1 : 0);
}

// Where buying beats every available rental, as the phrase that says so; empty when a side is unknown.
Message thresholdPhrase(const TcoResult& result, double use)
{
    double low = 0, high = 100;
    bool never = false;
    for (TcoOption o : kRentals) {
        const auto i = static_cast<std::size_t>(o);
        if (!result.options[i].available || !result.options[i].notLikeForLike.empty())
            continue;
        const auto& at = result.breakEvenUtilisation[i];
        switch (result.buyCheaper[i]) {
        case BuyCheaper::Unknown:
            return {};
        case BuyCheaper::Above:
            low = std::max(low, at.value_or(0.0));
            break;
        case BuyCheaper::Below:
            high = std::min(high, at.value_or(100.0));
            break;
        case BuyCheaper::Throughout:
            break;
        case BuyCheaper::Never:
            never = true;
            break;
        }
    }
    const Args months {{"months", number(result.horizonMonths, 0)}};
    if (never || low >= high)
        return Message("verdict.buy_never", months);
    if (low <= 0 && high >= 100)
        return Message("verdict.buy_always", months);
    if (high >= 100)
        return Message("verdict.buy_above", {{"pct", pctArg(low, use)}});
    if (low <= 0)
        return Message("verdict.buy_below", {{"pct", pctArg(high, use)}});
    return Message("verdict.buy_between", {{"low", pctArg(low, use)}, {"high", pctArg(high, use)}});
}

// What the cheaper of buying and the cheapest rental saves at the plan's demand.
Message atPhrase(const TcoResult& result, const OptionResult& rental, double use, double shownThreshold)
{
    const std::string& cur = result.currency;
    const MinorUnits gap = toMinor(rental.npv, cur) - toMinor(result.option(TcoOption::Purchase).npv, cur);
    Arg useArg = phrase(flatDemand(result) ? "verdict.use_flat" : "verdict.use_average",
                        {{"pct", pctArg(use, shownThreshold)}});
    // A rental priced from an estimate says so where the saving is read: the saving is no firmer than it.
    const std::string_view priceInput = rental.option == TcoOption::OnDemand ? "on_demand_price" : "rental_price";
    const TracedInput* price = tracedInput(result, priceInput);
    const bool estimated = price && price->provenance.estimate;
    const Arg option = estimated ? phrase("verdict.option_estimated", {{"option", phrase(optionLabel(rental.option))}})
                                 : phrase(optionLabel(rental.option));
    if (gap == 0)
        return Message("verdict.at_same", {{"use", std::move(useArg)}});
    const Arg amount = moneyArg(fromMinor(std::llabs(gap), cur), cur);
    return Message(gap > 0 ? "verdict.at_buy_saves" : "verdict.at_rent_saves",
                   {{"use", std::move(useArg)}, {"option", option}, {"amount", amount}});
}

// The threshold the phrase shows (for pctArg's choice of decimals), or the use itself when there is none.
double shownThreshold(const TcoResult& result, double use)
{
    for (TcoOption o : kRentals) {
        const auto i = static_cast<std::size_t>(o);
        if (result.options[i].available && result.options[i].notLikeForLike.empty() && result.breakEvenUtilisation[i])
            return *result.breakEvenUtilisation[i];
    }
    return use;
}

} // namespace

double averageUtilisationPct(const TcoResult& result)
{
    if (result.capacityGpuHoursPerMonth <= 0 || result.demand.size() < 2)
        return 0;
    double total = 0;
    for (std::size_t m = 1; m < result.demand.size(); ++m)
        total += result.demand[m];
    return 100.0 * total / (result.capacityGpuHoursPerMonth * static_cast<double>(result.demand.size() - 1));
}

namespace {

// The verdict as if the purchase were possible wherever it is priced.
Message pricedVerdict(const TcoResult& result, const OptionResult* rental)
{
    const OptionResult& buy = result.option(TcoOption::Purchase);
    const std::string& cur = result.currency;
    if (!buy.available) {
        if (!rental)
            return Message("verdict.nothing_priced", {{"reason", phrase(buy.reasonText)}});
        return Message("verdict.no_purchase_rent",
                       {{"reason", phrase(buy.reasonText)},
                        {"option", phrase(optionLabel(rental->option))},
                        {"npv", npvArg(rental->npv, cur)}});
    }
    if (!rental) {
        for (TcoOption o : kRentals)
            if (const OptionResult& r = result.option(o); r.available && !r.notLikeForLike.empty())
                return Message("verdict.no_like_rental", {{"npv", npvArg(buy.npv, cur)}}); // why: on its line
        return Message(
            "verdict.no_rental",
            {{"reason", phrase(result.option(TcoOption::OnDemand).reasonText)}, {"npv", npvArg(buy.npv, cur)}});
    }
    const double use = averageUtilisationPct(result);
    const Message at = atPhrase(result, *rental, use, shownThreshold(result, use));
    const Message threshold = thresholdPhrase(result, use);
    if (threshold.empty())
        return Message("verdict.unsolved", {{"at", phrase(at)}});
    return Message("verdict.line", {{"threshold", phrase(threshold)}, {"at", phrase(at)}});
}

} // namespace

Message buyOrRentVerdict(const TcoResult& result, const Catalog& catalog)
{
    const OptionResult* rental = cheapestRental(result);
    Message verdict = pricedVerdict(result, rental);
    // Buy against rent, and when the hybrid (owned base load, cloud for the peaks) is the answer, that too: a
    // meeting reading "buying saves" must not miss that a third way costs less still.
    if (const OptionResult* best = recommendedOption(result); best && best->option == TcoOption::Hybrid
        && (verdict.key == "verdict.line" || verdict.key == "verdict.unsolved"))
        verdict = Message("verdict.with_cheaper",
                          {{"verdict", phrase(std::move(verdict))},
                           {"option", phrase(optionLabel(best->option))},
                           {"npv", npvArg(best->npv, result.currency)}});
    // A GPU the region's market may not buy new: said first; the comparison stays, for servers already
    // owned or bought elsewhere.
    const Gpu* gpu = catalog.gpu(result.gpuId);
    const Region* region = catalog.region(result.regionId);
    if (!gpu || !region || !cannotBuyNew(*gpu, region->market))
        return verdict;
    const MarketStatus status = *marketStatus(*gpu, region->market);
    Args args {{"gpu", gpu->name},
               {"market", region->market},
               {"status", phrase("phrase.market." + std::string(enumName(status)))}};
    if (verdict.key == "verdict.line" || verdict.key == "verdict.unsolved" || verdict.key == "verdict.with_cheaper") {
        args.insert_or_assign("verdict", phrase(std::move(verdict)));
        return Message("verdict.cannot_buy_if_it_could", std::move(args));
    }
    if (!rental)
        return Message("verdict.cannot_buy", std::move(args));
    args.insert_or_assign("option", phrase(optionLabel(rental->option)));
    args.insert_or_assign("npv", npvArg(rental->npv, result.currency));
    return Message("verdict.cannot_buy_rent", std::move(args));
}

namespace {

std::size_t errorCount(const std::vector<Finding>& findings)
{
    return static_cast<std::size_t>(std::count_if(findings.begin(), findings.end(),
                                                  [](const Finding& f) { return f.severity == Severity::Error; }));
}

} // namespace

Message buyOrRentVerdict(const TcoResult& result, const Catalog& catalog, const std::vector<Finding>& findings)
{
    Message verdict = buyOrRentVerdict(result, catalog);
    const std::size_t errors = errorCount(findings);
    if (verdict.empty() || errors == 0)
        return verdict;
    return Message("verdict.with_errors",
                   {{"verdict", phrase(std::move(verdict))}, {"errors", number(static_cast<double>(errors), 0)}});
}

Message recommendation(const TcoResult& result, const std::vector<Finding>& findings)
{
    Message best = recommendation(result);
    const std::size_t errors = errorCount(findings);
    if (best.empty() || errors == 0)
        return best;
    return Message("quote.recommendation_with_errors",
                   {{"recommendation", phrase(std::move(best))}, {"errors", number(static_cast<double>(errors), 0)}});
}

Message buyOrRentVerdictBasis(const TcoResult& result)
{
    return Message("verdict.basis", {{"months", number(result.horizonMonths, 0)}});
}

} // namespace planner
