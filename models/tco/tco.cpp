// The parts of the TCO engine that stand alone: names, demand, the loan payment, offering matching, the
// same plan rerun region by region and utilisation by utilisation. The options themselves are in
// tco_options.cpp.

#include "models/tco/tco.h"

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
           "staff",    "spares",       "residual", "cloud_compute", "storage_egress", "reserved",    "overflow"};
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

bool inClass(const CloudOffering& offering, OfferingClassChoice choice)
{
    switch (choice) {
    case OfferingClassChoice::Any:
        return true;
    case OfferingClassChoice::Hyperscaler:
        return offering.providerClass == ProviderClass::Hyperscaler;
    case OfferingClassChoice::GpuCloud:
        return offering.providerClass == ProviderClass::GpuCloud;
    case OfferingClassChoice::Marketplace:
        return offering.providerClass == ProviderClass::Marketplace;
    case OfferingClassChoice::BaremetalIdc:
        return offering.providerClass == ProviderClass::BaremetalIdc;
    }
    return false;
}

ClusterNeed clusterNeed(const BuildFigures& build)
{
    ClusterNeed need;
    need.nodes = build.nodes;
    need.rdma = true;
    bool first = true;
    for (const NodeGroupFigures& g : build.groups) {
        if (g.gpus <= 0 || g.gpusPerNode <= 0)
            continue;
        const double perGpu = g.nicGbpsPerNode / g.gpusPerNode;
        need.gbpsPerGpu = first ? perGpu : std::min(need.gbpsPerGpu, perGpu);
        need.rdma = need.rdma && g.nic && g.nic->rdma;
        first = false;
    }
    if (first)
        need.rdma = false;
    return need;
}

std::optional<Message> clusterShortfall(const CloudOffering& offering, const ClusterNeed& need)
{
    if (!need.needed())
        return std::nullopt;
    const Args args {{"offering", providerName(offering)},
                     {"nodes", std::to_string(need.nodes)},
                     {"gbps", number(need.gbpsPerGpu, 1)},
                     {"transport", phrase(need.rdma ? "cluster.rdma" : "cluster_network.tcp")}};
    if (!offering.clusterNetwork)
        return Message("cluster.none", args);
    const ClusterNetwork& net = *offering.clusterNetwork;
    const double offered = net.gbpsPerServer / std::max(1, offering.gpusPerServer);
    if (need.rdma && !net.rdma()) {
        Args tcp = args;
        tcp["offered"] = number(offered, 1);
        return Message("cluster.tcp", std::move(tcp));
    }
    if (offered < need.gbpsPerGpu * (1 - 1e-9)) {
        Args slow = args;
        slow["offered"] = number(offered, 1);
        return Message("cluster.slow", std::move(slow));
    }
    return std::nullopt;
}

std::optional<Message> whyNotLikeForLike(const CloudOffering& offering, const Gpu* own, const Gpu* offered,
                                         const ClusterNeed& need)
{
    if (own && offered && !own->softwareStack.empty() && !offered->softwareStack.empty()
        && own->softwareStack != offered->softwareStack)
        return Message("unlike.other_stack",
                       {{"offering", providerName(offering)},
                        {"gpu", offered->name},
                        {"stack", offered->softwareStack},
                        {"own", own->softwareStack}});
    return clusterShortfall(offering, need);
}

WorkFactor workFactorFor(const Gpu* mainGpu, const Gpu& offered, const TcoSettings& settings)
{
    WorkFactor w;
    if (!mainGpu || offered.id == mainGpu->id) {
        w.method = "same GPU";
        w.methodText = Message("work.same_gpu");
        return w;
    }
    if (settings.workFactor)
        return settings.workFactor(offered);
    if (mainGpu->bf16Tflops <= 0 || offered.bf16Tflops <= 0) {
        w.canDoWork = false;
        w.method = "no bf16 throughput to compare";
        w.methodText = Message("work.no_throughput");
        return w;
    }
    w.hours = mainGpu->bf16Tflops / offered.bf16Tflops;
    w.method = "peak bf16 throughput " + fixed(mainGpu->bf16Tflops, 0) + " / " + fixed(offered.bf16Tflops, 0)
        + " TFLOPS (no workload estimate)";
    w.methodText = Message("work.peak_ratio",
                           {{"own", fixed(mainGpu->bf16Tflops, 0)}, {"offered", fixed(offered.bf16Tflops, 0)}});
    return w;
}

std::vector<OfferCandidate> offerCandidates(const Catalog& catalog, const Region& region, const Gpu* mainGpu,
                                            std::initializer_list<OfferTerm> terms, OfferingClassChoice classChoice,
                                            bool listAll)
{
    std::vector<OfferCandidate> out;
    for (const auto& o : catalog.offerings) {
        if (o.gpusPerServer <= 0 || !inClass(o, classChoice))
            continue;
        if (o.interruptible && classChoice == OfferingClassChoice::Any && !listAll)
            continue;
        const bool here = o.regionId == region.id;
        if (!here) {
            const Region* other = catalog.region(o.regionId);
            if (!other || other->market != region.market)
                continue;
        }
        const Gpu* gpu = catalog.gpu(o.gpuId);
        const bool same = mainGpu && o.gpuId == mainGpu->id;
        if (!same && !gpu)
            continue;
        for (const auto& p : o.prices) {
            if (std::find(terms.begin(), terms.end(), p.term) == terms.end())
                continue;
            OfferCandidate c;
            c.offering = &o;
            c.price = &p;
            c.reach = same ? (here ? OfferReach::SameGpuInRegion : OfferReach::SameGpuInMarket)
                           : (here ? OfferReach::OtherGpuInRegion : OfferReach::OtherGpuInMarket);
            if (same) {
                c.work.method = "same GPU";
                c.work.methodText = Message("work.same_gpu");
            }
            out.push_back(std::move(c));
        }
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const OfferCandidate& a, const OfferCandidate& b) { return a.reach < b.reach; });
    return out;
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
        else if (scenario.site.mode == SiteMode::Colocation && !region->colocationPerKwMonth
                 && !region->colocationPerCabinetMonth)
            row.reason = "no colocation price";
        else if (!catalog.convert(1.0, region->electricityPerKwh->money.currency, currency))
            row.reason = "no FX rate between " + region->electricityPerKwh->money.currency + " and " + currency;
        if (row.reason.empty()) {
            Scenario moved = scenario;
            moved.site.regionId = id;
            // A named offering belongs to one region: elsewhere the class's cheapest stands in.
            if (id != scenario.site.regionId) {
                moved.finance.onDemandOfferingId.clear();
                moved.finance.reservedOfferingId.clear();
            }
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
        if (pct == 0) {
            sweep.breakEvenPct = r.breakEvenUtilisationPct;
            for (const OptionResult& o : r.options)
                sweep.notLikeForLike[static_cast<std::size_t>(o.option)] = o.available && !o.notLikeForLike.empty();
        }
        sweep.utilisationPct.push_back(pct);
        for (TcoOption o : {TcoOption::Purchase, TcoOption::OnDemand, TcoOption::Reserved})
            if (r.option(o).available)
                sweep.npvs[static_cast<std::size_t>(o)].push_back(r.option(o).npv);
    }
    for (auto& npvs : sweep.npvs)
        if (npvs.size() != sweep.utilisationPct.size())
            npvs.clear();
    return sweep;
}

} // namespace planner
