// The parts of the TCO engine that stand alone: names, demand, the loan payment, offering matching, the
// same plan rerun region by region and utilisation by utilisation. The options themselves are in
// tco_options.cpp.

#include "tco/tco.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace planner {

namespace {

std::string fixed(double value, int decimals)
{
    char buffer[64];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals).ptr;
    return std::string(buffer, end);
}

} // namespace

std::string_view tcoOptionName(TcoOption option)
{
    switch (option) {
    case TcoOption::Purchase:
        return "purchase";
    case TcoOption::OnDemand:
        return "on_demand";
    case TcoOption::Reserved:
        return "reserved";
    case TcoOption::Hybrid:
        return "hybrid";
    }
    return "?";
}

std::string_view costCategoryName(CostCategory category)
{
    static constexpr std::string_view names[kCostCategoryCount]
        = {"hardware", "installation", "vat",      "financing",     "colocation",     "electricity", "maintenance",
           "staff",    "spares",       "residual", "cloud_compute", "storage_egress", "reserved"};
    const auto i = static_cast<size_t>(category);
    return i < std::size(names) ? names[i] : "?";
}

Message optionLabel(TcoOption option)
{
    return Message("option." + std::string(tcoOptionName(option)));
}

Message categoryLabel(CostCategory category)
{
    return Message("category." + std::string(costCategoryName(category)));
}

double annuityPayment(double principal, double monthlyRate, int months)
{
    if (months <= 0)
        return principal;
    if (std::fabs(monthlyRate) < 1e-12)
        return principal / months;
    return principal * monthlyRate / (1.0 - std::pow(1.0 + monthlyRate, -months));
}

std::vector<double> monthlyDemand(const Scenario& scenario, int ownedGpus, const TcoSettings& settings,
                                  std::string* source)
{
    const Finance& f = scenario.finance;
    const int horizon = std::max(1, f.horizonMonths);
    const double scale = settings.adjust.utilisation;
    std::vector<double> demand(static_cast<size_t>(horizon) + 1, 0.0);
    const Workload& w = scenario.workload;
    std::string text;
    const bool custom = w.kind == WorkloadKind::Custom && (f.demandFromWorkload || w.customGpuHoursPerMonth > 0);
    if (custom) {
        std::fill(demand.begin() + 1, demand.end(), w.customGpuHoursPerMonth * scale);
        text = "custom workload: " + fixed(w.customGpuHoursPerMonth, 1) + " GPU-hours a month";
    } else if (f.demandFromWorkload && settings.gpuHoursPerRun) {
        std::fill(demand.begin() + 1, demand.end(), *settings.gpuHoursPerRun * w.runsPerMonth * scale);
        text = "workload: " + fixed(*settings.gpuHoursPerRun, 1) + " GPU-hours a run × " + fixed(w.runsPerMonth, 2)
            + " runs a month";
    } else {
        const double capacity = ownedGpus * settings.hoursPerMonth;
        for (int m = 1; m <= horizon; ++m) {
            double pct = f.utilisationPct;
            if (f.profile == UtilisationProfile::Ramp)
                pct = horizon > 1 ? f.rampStartPct + (f.rampEndPct - f.rampStartPct) * (m - 1) / (horizon - 1)
                                  : f.rampStartPct;
            demand[static_cast<size_t>(m)] = capacity * std::max(0.0, pct) / 100.0 * scale;
        }
        if (f.demandFromWorkload)
            text = "no GPU-hours per run estimated, so the utilisation profile: ";
        text += f.profile == UtilisationProfile::Ramp
            ? "utilisation ramp " + fixed(f.rampStartPct, 1) + "% → " + fixed(f.rampEndPct, 1) + "% of "
                + std::to_string(ownedGpus) + " GPUs × " + fixed(settings.hoursPerMonth, 0) + " h"
            : "flat utilisation " + fixed(f.utilisationPct, 1) + "% of " + std::to_string(ownedGpus) + " GPUs × "
                + fixed(settings.hoursPerMonth, 0) + " h";
    }
    if (scale != 1.0)
        text += " × " + fixed(scale, 2);
    if (source)
        *source = text;
    return demand;
}

OfferingMatch matchOfferings(const Catalog& catalog, const std::string& regionId, const Gpu* target,
                             std::initializer_list<OfferTerm> terms)
{
    OfferingMatch all;
    for (const CloudOffering* o : catalog.offeringsIn(regionId))
        for (const auto& p : o->prices)
            if (std::find(terms.begin(), terms.end(), p.term) != terms.end() && o->gpusPerServer > 0)
                all.items.emplace_back(o, &p);
    if (all.items.empty() || !target) {
        all.match = "any GPU (the cluster's GPU is unknown)";
        return all;
    }
    OfferingMatch same;
    for (const auto& item : all.items)
        if (item.first->gpuId == target->id)
            same.items.push_back(item);
    if (!same.items.empty()) {
        same.match = "same GPU";
        return same;
    }
    // Closest GPU: distance in log bf16 throughput and log memory, preferring enough memory.
    auto distance = [&](const Gpu& g) {
        return std::fabs(std::log(g.bf16Tflops / target->bf16Tflops))
            + std::fabs(std::log(g.memoryGB / target->memoryGB));
    };
    const bool targetKnown = target->bf16Tflops > 0 && target->memoryGB > 0;
    const Gpu* best = nullptr;
    bool bestEnough = false;
    for (const auto& item : all.items) {
        const Gpu* g = catalog.gpu(item.first->gpuId);
        if (!g || g->bf16Tflops <= 0 || g->memoryGB <= 0 || !targetKnown)
            continue;
        const bool enough = g->memoryGB >= target->memoryGB;
        if (!best || (enough && !bestEnough) || (enough == bestEnough && distance(*g) < distance(*best))) {
            best = g;
            bestEnough = enough;
        }
    }
    OfferingMatch closest;
    if (!best) {
        closest.match = "no comparable GPU offered (no bf16/memory figures)";
        return closest;
    }
    for (const auto& item : all.items)
        if (item.first->gpuId == best->id)
            closest.items.push_back(item);
    closest.match = "closest to " + target->id + ": " + best->id + " (" + fixed(best->bf16Tflops, 0) + " vs "
        + fixed(target->bf16Tflops, 0) + " bf16 TFLOPS, " + fixed(best->memoryGB, 0) + " vs "
        + fixed(target->memoryGB, 0) + " GB" + (bestEnough ? "" : ", less memory") + ")";
    return closest;
}

std::vector<RegionTco> compareRegions(const Scenario& scenario, const Catalog& catalog, const TcoSettings& settings,
                                      const std::vector<std::string>& regionIds)
{
    std::vector<std::string> ids = regionIds;
    if (ids.empty())
        for (const auto& region : catalog.regions)
            ids.push_back(region.id);

    const std::string& currency = scenario.finance.displayCurrency;
    std::vector<RegionTco> rows;
    rows.reserve(ids.size());
    for (const auto& id : ids) {
        RegionTco row;
        row.regionId = id;
        const Region* region = catalog.region(id);
        if (!region) {
            row.reason = "unknown region";
            rows.push_back(std::move(row));
            continue;
        }
        row.regionName = region->name;
        if (!region->electricityPerKwh)
            row.reason = "no electricity tariff";
        else if (!region->colocationPerKwMonth)
            row.reason = "no colocation price";
        else if (!catalog.convert(1.0, region->electricityPerKwh->money.currency, currency)
                 || !catalog.convert(1.0, region->colocationPerKwMonth->money.currency, currency))
            row.reason = "no FX rate between " + region->electricityPerKwh->money.currency + " and " + currency;
        if (row.reason.empty()) {
            Scenario moved = scenario;
            moved.site.regionId = id;
            row.result = analyseTco(moved, catalog, settings);
            row.included = true;
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

UtilisationSweep sweepUtilisation(const Scenario& scenario, const Catalog& catalog, const BuildFigures& build,
                                  const TcoSettings& settings)
{
    UtilisationSweep sweep;
    sweep.currency = scenario.finance.displayCurrency;
    sweep.horizonMonths = scenario.finance.horizonMonths;
    // Only the demand changes between points: the build (cluster, fabric and site) is the same throughout.
    Scenario flat = scenario;
    flat.finance.profile = UtilisationProfile::Flat;
    flat.finance.demandFromWorkload = false;
    flat.workload.customGpuHoursPerMonth = 0; // a custom workload's own demand would ignore the utilisation
    TcoSettings swept = settings;
    for (int pct = 0; pct <= 100; pct += 5) {
        flat.finance.utilisationPct = pct;
        swept.solveBreakEvenUtilisation = pct == 0; // once: the solver does not depend on the utilisation
        const TcoResult r = analyseTco(flat, catalog, build, swept);
        if (pct == 0)
            sweep.breakEvenPct = r.breakEvenUtilisationPct;
        sweep.utilisationPct.push_back(pct);
        for (TcoOption o : {TcoOption::Purchase, TcoOption::OnDemand, TcoOption::Reserved})
            if (r.option(o).available)
                sweep.totals[static_cast<std::size_t>(o)].push_back(r.option(o).total);
    }
    for (auto& totals : sweep.totals)
        if (totals.size() != sweep.utilisationPct.size())
            totals.clear();
    return sweep;
}

} // namespace planner
