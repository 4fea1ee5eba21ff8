// The TCO engine proper: the four options' monthly cash flows from the resolved inputs (tco_inputs.cpp),
// NPV, and break-even month, utilisation and rental price. The model is described at the top of tco.h;
// demand, offering candidates and regions are in tco.cpp, sensitivity and output in
// tco_sensitivity_and_output.cpp.

#include "models/tco/tco_internal.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace planner {

using tco_detail::fixed;
using tco_detail::Inputs;
using tco_detail::Offer;

namespace {

constexpr size_t at(CostCategory c)
{
    return static_cast<size_t>(c);
}

OptionResult emptyOption(TcoOption option, int horizon)
{
    OptionResult r;
    r.option = option;
    r.months.assign(static_cast<size_t>(horizon) + 1, CategoryAmounts {});
    return r;
}

OptionResult unavailable(TcoOption option, const Message& reason)
{
    OptionResult r;
    r.option = option;
    r.available = false;
    r.reason = render(reason);
    r.reasonText = reason;
    return r;
}

void finish(OptionResult& r, std::vector<double> served, double discountMonthly)
{
    r.available = true;
    r.byCategory = {};
    r.monthTotals.assign(r.months.size(), 0.0);
    r.cumulative.assign(r.months.size(), 0.0);
    r.discountedCumulative.assign(r.months.size(), 0.0);
    r.total = 0;
    r.npv = 0;
    double factor = 1.0;
    for (size_t m = 0; m < r.months.size(); ++m) {
        double monthTotal = 0;
        for (size_t c = 0; c < kCostCategoryCount; ++c) {
            r.byCategory[c] += r.months[m][c];
            monthTotal += r.months[m][c];
        }
        r.monthTotals[m] = monthTotal;
        r.total += monthTotal;
        r.cumulative[m] = r.total;
        r.npv += monthTotal / factor;
        r.discountedCumulative[m] = r.npv;
        factor *= 1.0 + discountMonthly;
    }
    r.gpuHoursServed = 0;
    for (double hours : served)
        r.gpuHoursServed += hours;
    r.servedByMonth = std::move(served);
    r.costPerGpuHour = r.gpuHoursServed > 0 ? r.total / r.gpuHoursServed : 0.0;
}

// Costs of owning `share` of the cluster (`ownedNodes` nodes), serving up to its capacity of `demand`; adds
// to `r`. Returns the GPU-hours served each month.
std::vector<double> addOwned(OptionResult& r, const Inputs& in, double share, int ownedNodes,
                             const std::vector<double>& demand)
{
    const size_t horizon = demand.size() - 1;
    std::vector<double> served(demand.size(), 0.0);
    if (share <= 0)
        return served;
    const double capacity = share * in.gpus * in.hours;
    const Finance& f = in.finance;

    // Month 0: hardware, cooling, installation and the VAT on them.
    const double hardware = share * (in.itHardware + in.cooling);
    const double installation = share * in.installation;
    const double vat = hardware * in.vatGoods + installation * in.vatServices;
    if (!f.financed) {
        r.months[0][at(CostCategory::Hardware)] += hardware;
        r.months[0][at(CostCategory::Installation)] += installation;
        r.months[0][at(CostCategory::Vat)] += vat;
    } else {
        // Annuity loan for the month-0 amount; principal stays in its categories pro rata.
        const double principal = hardware + installation + vat;
        const double rate = f.loanRatePct / 1200.0;
        const int term = std::max(1, f.loanTermMonths);
        const double payment = annuityPayment(principal, rate, term);
        double balance = principal;
        for (size_t m = 1; m <= horizon && balance > 0; ++m) {
            double interest = balance * rate;
            double repaid = static_cast<int>(m) >= term ? balance : std::min(balance, payment - interest);
            if (m == horizon && balance - repaid > 1e-9) {
                r.notes.push_back("loan balance " + fixed(balance - repaid) + " paid off in month "
                                  + std::to_string(horizon));
                repaid = balance;
            }
            balance -= repaid;
            if (principal > 0) {
                r.months[m][at(CostCategory::Hardware)] += repaid * hardware / principal;
                r.months[m][at(CostCategory::Installation)] += repaid * installation / principal;
                r.months[m][at(CostCategory::Vat)] += repaid * vat / principal;
            }
            r.months[m][at(CostCategory::Financing)] += interest;
        }
    }

    const double itKw = share * in.itKw;
    const double itHardware = share * in.itHardware;
    // Cabinets are rented whole: the owned share of them, rounded up.
    const double cabinets = in.cabinets > 0 ? std::ceil(share * in.cabinets - 1e-9) : 0.0;
    const double colocation = in.siteMode == SiteMode::Colocation
        ? (in.cabinets > 0 ? cabinets * in.coloPerCabinetMonth : itKw * in.coloPerKwMonth)
        : 0.0;
    const double staffFte = in.staffBaseFte + in.staffFtePerNode * ownedNodes;
    for (size_t m = 1; m <= horizon; ++m) {
        served[m] = std::min(demand[m], capacity);
        const double utilisation = capacity > 0 ? served[m] / capacity : 0.0;
        const double kwh = itKw * (in.idle + (1.0 - in.idle) * utilisation) * in.pue * in.hours;
        const double electricity = kwh * in.tariff;
        const double maintenance = static_cast<int>(m) >= in.maintenanceStartMonth
            ? itHardware * f.maintenancePctPerYear / 100.0 / 12.0
            : 0.0;
        const double spares = itHardware * f.sparesPct / 100.0 / 12.0;
        auto& month = r.months[m];
        month[at(CostCategory::Colocation)] += colocation;
        month[at(CostCategory::Electricity)] += electricity;
        month[at(CostCategory::Maintenance)] += maintenance;
        month[at(CostCategory::Spares)] += spares;
        month[at(CostCategory::Staff)] += staffFte * in.staffPerFteMonth;
        month[at(CostCategory::Vat)]
            += (electricity + spares) * in.vatGoods + (colocation + maintenance) * in.vatServices;
    }
    r.months[horizon][at(CostCategory::Residual)] -= share * in.residual;
    r.ownedGpus = static_cast<int>(std::lround(share * in.gpus));
    r.ownedNodes = ownedNodes;
    return served;
}

void describeOffer(OptionResult& r, const Offer& offer, bool perGpuHour)
{
    r.offeringId = offer.offering->id;
    r.provider = offer.offering->provider;
    r.providerZh = offer.offering->providerZh;
    r.providerClass = offer.offering->providerClass;
    r.interruptible = offer.offering->interruptible || offer.price->term == OfferTerm::Spot;
    r.offeringGpuId = offer.offering->gpuId;
    r.offeringRegionId = offer.offering->regionId;
    r.match = offer.match;
    r.matchText = offer.matchText;
    if (!offer.notLikeForLike.empty()) { // said where the offering is named, wherever it is read
        r.match += "; not like for like: " + render(offer.notLikeForLike);
        r.matchText = Message("match.cluster_short",
                              {{"match", phrase(offer.matchText)}, {"reason", phrase(offer.notLikeForLike)}});
    }
    r.otherGpu = offer.otherGpu;
    r.crossesRegion = offer.crossesRegion;
    r.notLikeForLike = offer.notLikeForLike;
    r.hoursFactor = offer.work.hours;
    r.hoursFactorMethod = offer.work.method;
    r.hoursFactorText = offer.work.methodText;
    r.term = offer.price->term;
    r.unitPrice = offer.unitPrice;
    r.unit = perGpuHour ? "gpu_hour" : "server_month";
    r.servers = offer.servers;
    r.committedMonths = offer.committedMonths;
}

// `work` GPU-hours of the build's GPU rented on demand in month m (billed × the offer's hours factor), with
// their storage, egress and VAT, into `category`. Returns the GPU-hours billed.
double addRented(OptionResult& r, const Inputs& in, size_t m, double work, double demandThisMonth,
                 CostCategory category)
{
    if (work <= 0)
        return 0;
    const double billed = work * in.onDemand->work.hours;
    const double compute = billed * in.onDemand->unitPrice;
    const double cloudShare = demandThisMonth > 0 ? work / demandThisMonth : 1.0;
    const double storage = in.storagePerMonth + in.egressPerMonth * cloudShare;
    r.months[m][at(category)] += compute;
    r.months[m][at(CostCategory::StorageEgress)] += storage;
    r.months[m][at(CostCategory::Vat)] += (compute + storage) * in.vatServices;
    return billed;
}

// Work above `served` rented on demand as overflow; without an on-demand offer it stays unserved (noted).
void addOverflow(OptionResult& r, const Inputs& in, const std::vector<double>& demand, std::vector<double>& served)
{
    double unserved = 0;
    for (size_t m = 1; m < demand.size(); ++m) {
        const double over = demand[m] - served[m];
        if (over <= 1e-9)
            continue;
        if (in.onDemand) {
            r.rentedGpuHours += addRented(r, in, m, over, demand[m], CostCategory::Overflow);
            served[m] = demand[m];
        } else {
            unserved += over;
        }
    }
    if (unserved > 1e-6)
        r.notes.push_back("work above the capacity is not served (no on-demand offering to rent it): "
                          + fixed(unserved, 1) + " GPU-hours over the horizon");
}

OptionResult purchase(const Inputs& in, const std::vector<double>& demand)
{
    if (!in.purchaseOk)
        return unavailable(TcoOption::Purchase, in.purchaseReason);
    const int horizon = static_cast<int>(demand.size()) - 1;
    OptionResult r = emptyOption(TcoOption::Purchase, horizon);
    auto served = addOwned(r, in, 1.0, in.nodes, demand);
    addOverflow(r, in, demand, served);
    if (r.rentedGpuHours > 0)
        describeOffer(r, *in.onDemand, true);
    finish(r, std::move(served), in.discountMonthly);
    return r;
}

OptionResult onDemand(const Inputs& in, const std::vector<double>& demand)
{
    if (!in.onDemand)
        return unavailable(TcoOption::OnDemand, in.onDemandReason);
    const int horizon = static_cast<int>(demand.size()) - 1;
    OptionResult r = emptyOption(TcoOption::OnDemand, horizon);
    describeOffer(r, *in.onDemand, true);
    for (size_t m = 1; m < demand.size(); ++m)
        r.rentedGpuHours += addRented(r, in, m, demand[m], demand[m], CostCategory::CloudCompute);
    finish(r, demand, in.discountMonthly);
    return r;
}

OptionResult reserved(const Inputs& in, const std::vector<double>& demand)
{
    if (!in.reserved)
        return unavailable(TcoOption::Reserved, in.reservedReason);
    const int horizon = static_cast<int>(demand.size()) - 1;
    OptionResult r = emptyOption(TcoOption::Reserved, horizon);
    const Offer& offer = *in.reserved;
    describeOffer(r, offer, false);
    const double perMonth = offer.unitPrice * offer.servers;
    // Capacity in GPU-hours of the build's GPU: the rented GPUs' hours over the hours factor.
    const double capacity
        = static_cast<double>(offer.servers) * offer.offering->gpusPerServer * in.hours / offer.work.hours;
    std::vector<double> served(demand.size(), 0.0);
    for (size_t m = 1; m < demand.size(); ++m) {
        double rent = perMonth;
        if (static_cast<int>(m) == horizon && offer.committedMonths > horizon) {
            const int left = offer.committedMonths - horizon;
            rent += perMonth * left;
            r.notes.push_back(std::to_string(left) + " committed months after the horizon charged in month "
                              + std::to_string(horizon));
        }
        r.months[m][at(CostCategory::Reserved)] += rent;
        r.months[m][at(CostCategory::Vat)] += rent * in.vatServices;
        served[m] = std::min(demand[m], capacity);
        r.rentedGpuHours += served[m] * offer.work.hours;
    }
    OptionResult overflow = emptyOption(TcoOption::Reserved, horizon);
    addOverflow(overflow, in, demand, served);
    for (size_t m = 0; m < r.months.size(); ++m)
        for (size_t c = 0; c < kCostCategoryCount; ++c)
            r.months[m][c] += overflow.months[m][c];
    r.rentedGpuHours += overflow.rentedGpuHours;
    r.notes.insert(r.notes.end(), overflow.notes.begin(), overflow.notes.end());
    finish(r, std::move(served), in.discountMonthly);
    return r;
}

OptionResult hybrid(const Inputs& in, const std::vector<double>& demand)
{
    if (!in.purchaseOk)
        return unavailable(TcoOption::Hybrid, in.purchaseReason);
    const int horizon = static_cast<int>(demand.size()) - 1;
    const double peak = *std::max_element(demand.begin(), demand.end());
    const double perNode = in.nodes > 0 ? static_cast<double>(in.gpus) / in.nodes : 0.0;
    const double baseGpus = in.finance.hybridBaseLoadPct / 100.0 * peak / in.hours;
    int ownedNodes = perNode > 0 ? static_cast<int>(std::ceil(baseGpus / perNode - 1e-9)) : 0;
    ownedNodes = std::clamp(ownedNodes, 0, in.nodes);
    const double share = in.nodes > 0 ? static_cast<double>(ownedNodes) / in.nodes : 0.0;

    OptionResult r = emptyOption(TcoOption::Hybrid, horizon);
    const auto served = addOwned(r, in, share, ownedNodes, demand);
    double burstTotal = 0;
    for (size_t m = 1; m < demand.size(); ++m)
        burstTotal += demand[m] - served[m];
    if (burstTotal > 1e-9 && !in.onDemand)
        return unavailable(TcoOption::Hybrid, in.onDemandReason);
    for (size_t m = 1; m < demand.size(); ++m)
        r.rentedGpuHours += addRented(r, in, m, demand[m] - served[m], demand[m], CostCategory::CloudCompute);
    if (in.onDemand)
        describeOffer(r, *in.onDemand, true);
    r.notes.push_back("owned base: " + std::to_string(ownedNodes) + " of " + std::to_string(in.nodes) + " nodes for "
                      + fixed(in.finance.hybridBaseLoadPct, 1) + "% of peak demand (" + fixed(peak, 1)
                      + " GPU-hours a month)");
    finish(r, demand, in.discountMonthly);
    return r;
}

std::array<OptionResult, kTcoOptionCount> runOptions(const Inputs& in, const std::vector<double>& demand)
{
    return {purchase(in, demand), onDemand(in, demand), reserved(in, demand), hybrid(in, demand)};
}

OptionResult runOption(TcoOption option, const Inputs& in, const std::vector<double>& demand)
{
    switch (option) {
    case TcoOption::Purchase:
        return purchase(in, demand);
    case TcoOption::OnDemand:
        return onDemand(in, demand);
    case TcoOption::Reserved:
        return reserved(in, demand);
    case TcoOption::Hybrid:
        break;
    }
    return hybrid(in, demand);
}

std::vector<double> flatDemand(const Inputs& in, int horizon, double utilisationPct)
{
    std::vector<double> demand(static_cast<size_t>(horizon) + 1, in.gpus * in.hours * utilisationPct / 100.0);
    demand[0] = 0;
    return demand;
}

// The flat utilisation where purchase and `alternative` have equal NPV, by bisection; nullopt when one
// is cheaper throughout 0–100%. `note` says which.
std::optional<double> breakEvenUtilisation(const Inputs& in, int horizon, TcoOption alternative, Message& note,
                                           BuyCheaper& side)
{
    auto gap = [&](double pct) {
        const auto demand = flatDemand(in, horizon, pct);
        return purchase(in, demand).npv - runOption(alternative, in, demand).npv;
    };
    const Args args {{"option", phrase(optionLabel(alternative))}};
    const double atZero = gap(0.0), atFull = gap(100.0);
    if ((atZero > 0) == (atFull > 0)) {
        note = Message(atFull > 0 ? "breakeven.buy_dearer_throughout" : "breakeven.buy_cheaper_throughout", args);
        side = atFull > 0 ? BuyCheaper::Never : BuyCheaper::Throughout;
        return std::nullopt;
    }
    const bool fallsWithUse = atZero > 0;
    side = fallsWithUse ? BuyCheaper::Above : BuyCheaper::Below;
    // Without overflow every NPV but the hybrid's is affine in a flat utilisation, so the straight line
    // through both ends meets zero at the root; checked, and bisected when it does not (the hybrid's owned
    // nodes step with the peak).
    const double line = 100.0 * atZero / (atZero - atFull);
    if (std::fabs(gap(line)) <= 1e-9 * std::max({std::fabs(atZero), std::fabs(atFull), 1.0})) {
        note = Message(fallsWithUse ? "breakeven.buy_cheaper_above" : "breakeven.buy_cheaper_below", args);
        return line;
    }
    // Stop at 1e-7 percentage points (30 halvings), far below any input's precision.
    double lo = 0, hi = 100;
    for (int i = 0; i < 60 && hi - lo > 1e-7; ++i) {
        const double mid = 0.5 * (lo + hi);
        ((gap(mid) > 0) == fallsWithUse ? lo : hi) = mid;
    }
    note = Message(fallsWithUse ? "breakeven.buy_cheaper_above" : "breakeven.buy_cheaper_below", args);
    return 0.5 * (lo + hi);
}

// The on-demand price per GPU-hour of the build's own GPU at which renting the work purchase serves costs
// as much as buying it (NPV): on-demand's NPV is linear in its price.
std::optional<double> breakEvenRentalPrice(const Inputs& in, const std::vector<double>& demand)
{
    if (!in.purchaseOk)
        return std::nullopt;
    Inputs owned = in;
    owned.onDemand.reset(); // no overflow: compare the work the cluster itself serves
    const OptionResult buy = purchase(owned, demand);
    double discountedHours = 0, factor = 1.0;
    for (size_t m = 0; m < demand.size(); ++m) {
        discountedHours += buy.servedByMonth[m] / factor;
        factor *= 1.0 + in.discountMonthly;
    }
    if (discountedHours <= 0)
        return std::nullopt;
    // The storage and egress that renting adds whatever the price.
    Inputs free = in;
    Offer zero;
    static const CloudOffering none;
    static const OfferPrice nonePrice;
    zero.offering = &none;
    zero.price = &nonePrice;
    zero.unitPrice = 0;
    free.onDemand = zero;
    const double extras = onDemand(free, buy.servedByMonth).npv;
    return (buy.npv - extras) / (discountedHours * (1.0 + in.vatServices));
}

} // namespace

TcoResult analyseTco(const Scenario& scenario, const Catalog& catalog, const TcoSettings& settings)
{
    return analyseTco(scenario, catalog, computeBuild(scenario, catalog, scenario.finance.displayCurrency), settings);
}

TcoResult analyseTco(const Scenario& scenario, const Catalog& catalog, const BuildFigures& build,
                     const TcoSettings& settings)
{
    Scenario s = scenario;
    s.finance.horizonMonths = std::clamp(s.finance.horizonMonths, 1, 600);
    TcoResult result;
    result.scenarioName = s.name;
    result.regionId = s.site.regionId;
    result.currency = s.finance.displayCurrency;
    result.horizonMonths = s.finance.horizonMonths;

    const Inputs in = tco_detail::resolve(s, catalog, build, settings, result);
    result.capacityGpuHoursPerMonth = in.gpus * in.hours;
    result.demand = monthlyDemand(s, in.gpus, settings, &result.demandSource);
    if (s.finance.demandFromWorkload && s.workload.kind != WorkloadKind::Custom && !settings.gpuHoursPerRun)
        tco_detail::warn(result, Message("warning.no_gpu_hours"));
    result.options = runOptions(in, result.demand);

    const OptionResult& buy = result.options[0];
    // A rental that cannot do the build's work is priced and flagged, but buying never breaks even against it:
    // a month or a utilisation read off unlike options would answer a question nobody asked.
    const auto comparable = [&](size_t i) {
        return buy.available && result.options[i].available && result.options[i].notLikeForLike.empty();
    };
    for (size_t i = 1; i < kTcoOptionCount; ++i) {
        const OptionResult& alt = result.options[i];
        if (!comparable(i))
            continue;
        // A hybrid that owns the whole cluster is the purchase: nothing to break even against.
        if (alt.option == TcoOption::Hybrid && alt.ownedNodes == in.nodes)
            continue;
        for (size_t m = 1; m < buy.discountedCumulative.size(); ++m)
            if (buy.discountedCumulative[m] <= alt.discountedCumulative[m] + 1e-6) {
                result.breakEvenMonth[i] = static_cast<int>(m);
                break;
            }
    }
    if (buy.available)
        result.breakEvenRentalPrice = breakEvenRentalPrice(in, result.demand);

    if (!settings.solveBreakEvenUtilisation) {
        result.breakEvenNote = "not solved";
        result.breakEvenNoteText = Message("breakeven.not_solved");
    } else {
        // Not against the hybrid: it owns part of the same cluster (all of it at full use), so the two
        // meet where the hybrid stops renting, not where buying starts to pay.
        for (TcoOption o : {TcoOption::OnDemand, TcoOption::Reserved}) {
            const auto i = static_cast<size_t>(o);
            if (!comparable(i)) {
                if (o == TcoOption::OnDemand && buy.available && result.options[i].available) {
                    result.breakEvenNoteText = Message(
                        "breakeven.not_like_for_like",
                        {{"option", phrase(optionLabel(o))}, {"reason", phrase(result.options[i].notLikeForLike)}});
                    result.breakEvenNote = render(result.breakEvenNoteText);
                }
                continue;
            }
            Message note;
            result.breakEvenUtilisation[i]
                = breakEvenUtilisation(in, result.horizonMonths, o, note, result.buyCheaper[i]);
            if (o == TcoOption::OnDemand) {
                result.breakEvenNoteText = note;
                result.breakEvenNote = render(note);
            }
        }
        result.breakEvenUtilisationPct = result.breakEvenUtilisation[static_cast<size_t>(TcoOption::OnDemand)];
        if (!buy.available || !result.options[1].available) {
            result.breakEvenNoteText = Message("breakeven.needs_both");
            result.breakEvenNote = render(result.breakEvenNoteText);
        }
    }
    for (const auto& o : result.options)
        if (!o.available && !o.reason.empty())
            tco_detail::warn(result,
                             Message("warning.option_unavailable",
                                     {{"option", phrase(optionLabel(o.option))}, {"reason", phrase(o.reasonText)}}));
    return result;
}

} // namespace planner
