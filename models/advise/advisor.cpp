// The advisor's search: families of builds (GPU × platform × GPUs per node with their parts), each node
// count's fastest layout, the TCO of each in each region where the GPU may be bought, and the frontier.
#include "models/advise/advisor_internal.h"

#include "models/tco/residual_curve.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <set>

namespace planner {

namespace {

using namespace advise_detail;

// Whether the GPU may be proposed in a market: what marketStatus() says. Denial, a bar or no sale are
// errors of the rules; a licence granted case by case is only a warning there, but no one can plan on
// it, so it is proposed only when asked for (AdviceRequest::includeLicensed).
bool legalIn(const Gpu& gpu, const std::string& market, bool includeLicensed)
{
    const auto status = marketStatus(gpu, market);
    return !status || *status == MarketStatus::Available
        || (includeLicensed && *status == MarketStatus::LicenceRequired);
}

// Buying (outright, or the owned part of a hybrid) exports the GPU to the market; renting one a provider
// there already runs exports nothing, so a licence granted case by case bars only the options that buy.
bool buys(TcoOption option)
{
    return option == TcoOption::Purchase || option == TcoOption::Hybrid;
}

// Whether the build's GPU may be bought in the region: on sale there without a licence (unless licences
// are asked for) and, bought abroad, in the buyer's own market too.
bool mayBuy(const Gpu* gpu, const Region* region, const std::string& homeMarket, bool includeLicensed)
{
    if (!gpu || !region)
        return false;
    const bool abroad = !homeMarket.empty() && region->market != homeMarket;
    return legalIn(*gpu, region->market, includeLicensed) && (!abroad || legalIn(*gpu, homeMarket, includeLicensed));
}

bool rentsAny(const std::vector<TcoOption>& options)
{
    return std::any_of(options.begin(), options.end(), [](TcoOption o) { return !buys(o); });
}

// Whether a provider in the region rents the GPU: a GPU the market buys only under a licence is searched
// there only if so (else it would only be the nearest miss nobody can get).
bool rentedIn(const Catalog& catalog, const std::string& gpuId, const std::string& regionId)
{
    return std::any_of(catalog.offerings.begin(), catalog.offerings.end(),
                       [&](const CloudOffering& o) { return o.gpuId == gpuId && o.regionId == regionId; });
}

bool carries(const Platform& p, const Gpu& gpu)
{
    const bool form = p.formFactors.empty()
        || std::find(p.formFactors.begin(), p.formFactors.end(), gpu.formFactor) != p.formFactors.end();
    const bool allowed
        = p.allowedGpus.empty() || std::find(p.allowedGpus.begin(), p.allowedGpus.end(), gpu.id) != p.allowedGpus.end();
    const bool width = gpu.formFactor != FormFactor::PCIe || p.maxSlotWidth <= 0 || gpu.slotWidth <= p.maxSlotWidth;
    return form && allowed && width && p.gpuSlots > 0;
}

// GPUs per node worth trying on a platform: a board (SXM, OAM, module) is bought whole; PCIe cards by
// powers of two up to the slots, and the slots.
std::vector<int> gpusPerNodeChoices(const Platform& p, const Gpu& gpu)
{
    if (gpu.formFactor != FormFactor::PCIe)
        return {p.gpuSlots};
    std::vector<int> counts;
    for (int n = 1; n < p.gpuSlots; n *= 2)
        counts.push_back(n);
    counts.push_back(p.gpuSlots);
    return counts;
}

struct Family {
    const Gpu* gpu = nullptr;
    int gpusPerNode = 0;
    std::optional<PartsFill> single; // the parts for one node
    std::optional<PartsFill> multi; // and for several
    std::vector<std::string> regions; // where the GPU may be bought
};

// A build with its layout, costed in one region for one option.
struct Costed {
    std::size_t shape = 0;
    std::string regionId;
    TcoOption option = TcoOption::Purchase;
    double npv = 0;
    double capex = 0;
    double time = 0; // lower is better: days, or minus tokens per second
};

struct Shape {
    Scenario scenario; // region: the first where the GPU may be bought
    BuildFigures build; // in that region
    TcoSettings settings; // as the plan's analysis sets them for the build (see settingsFor())
    std::vector<std::string> regions; // where the GPU may be bought
    double days = 0;
    double tokensPerSecond = 0;
    int gpus = 0;
};

// A floor under the NPV of buying the build, from the terms of the TCO's model (tco.h) that grow with the
// hardware: the hardware with its installation and their VAT in month 0, the spares every month, less the
// resale value in the last month; the cooling plant, power, colocation, staff and maintenance taken as
// zero. None when financed: a loan cheaper than the discount rate costs less than its principal in NPV.
double purchaseFloor(const Scenario& s, const BuildFigures& build, const Catalog& catalog, const TcoSettings& settings)
{
    const Finance& f = s.finance;
    if (f.financed)
        return 0;
    const TcoAdjustments& adj = settings.adjust;
    const double age = f.horizonMonths / 12.0;
    double hardware = 0, residual = 0;
    for (const CapexLine& line : build.capex) {
        const Gpu* gpu = line.kind == "gpu" ? catalog.gpu(line.id) : nullptr;
        const double total = line.total * (gpu ? adj.gpuPrice : 1.0);
        hardware += total;
        residual += total
            * (f.residualFromCurve ? residualShare(residualCurve(gpu ? gpu->gpuClass : GpuClass::DataCenter), age)
                                   : f.residualValuePct / 100.0);
    }
    const Region* region = catalog.region(s.site.regionId);
    const bool vat = region && !region->vatRecoverable;
    const double vatGoods = vat ? region->vatHardwarePct / 100.0 : 0.0;
    const double vatServices = vat ? region->vatServicesPct / 100.0 : 0.0;
    const double installation = hardware * settings.installationPct / 100.0;
    const double monthly = std::pow(1.0 + f.discountRatePct * adj.discountRate / 100.0, 1.0 / 12.0);
    double discounted = 0, factor = 1.0; // months 1..H, discounted
    for (int m = 1; m <= f.horizonMonths; ++m) {
        factor *= monthly;
        discounted += 1.0 / factor;
    }
    const double spares = hardware * f.sparesPct / 100.0 / 12.0 * (1.0 + vatGoods) * discounted;
    return hardware * (1.0 + vatGoods) + installation * (1.0 + vatServices) + spares
        - residual * adj.residualValue / factor;
}

// The lowest price per GPU-hour any offering of the GPU in the region asks (any term, class or
// interruptibility, VAT taken out at the region's highest rate), in the display currency; nullopt when
// none offers it there, so no rental of it can be proposed.
std::optional<double> lowestRentalPrice(const Catalog& catalog, const Region& region, const std::string& gpuId,
                                        const std::string& currency, const TcoSettings& settings,
                                        const ClusterNeed& cluster)
{
    std::optional<double> lowest;
    const double vat = 1.0 + std::max(region.vatHardwarePct, region.vatServicesPct) / 100.0;
    const double adjust = std::min({1.0, settings.adjust.cloudPrice, settings.adjust.rentalPrice});
    for (const CloudOffering* o : catalog.offeringsIn(region.id)) {
        if (o->gpuId != gpuId || clusterShortfall(*o, cluster))
            continue; // another GPU, or servers not networked as the build was estimated: never proposed
        for (const OfferPrice& p : o->prices) {
            const auto converted = catalog.convert(p.price.money.amount, p.price.money.currency, currency);
            if (!converted)
                return 0.0; // a price that does not convert: no floor
            const double perGpuHour = p.unit == OfferUnit::GpuHour
                ? *converted
                : *converted / settings.hoursPerMonth / std::max(1, o->gpusPerServer);
            const double price = std::max(0.0, perGpuHour * adjust / vat);
            lowest = lowest ? std::min(*lowest, price) : price;
        }
    }
    return lowest;
}

// A floor under the NPV of the options asked for, for one build in one region; infinity when none of them
// could yield a point. Buying: purchaseFloor(). Renting (on demand or reserved): every GPU-hour of demand
// at the lowest price, discounted. Hybrid: an owned share f pays f × the purchase and rents what it does
// not serve, so it costs at least min(lowest monthly utilisation × purchase floor, rental floor).
double costFloor(const Scenario& s, const BuildFigures& build, const Catalog& catalog, const TcoSettings& settings,
                 const std::vector<TcoOption>& options)
{
    const double buy = purchaseFloor(s, build, catalog, settings);
    double rent = std::numeric_limits<double>::infinity();
    double lowestUse = 1.0;
    const Region* region = catalog.region(s.site.regionId);
    const std::string& gpuId = s.cluster.nodeGroups.front().gpuId;
    if (const auto price = region
            ? lowestRentalPrice(catalog, *region, gpuId, s.finance.displayCurrency, settings, clusterNeed(build))
            : std::nullopt) {
        const std::vector<double> demand = monthlyDemand(s, build.gpus, settings);
        const double monthly
            = std::pow(1.0 + s.finance.discountRatePct * settings.adjust.discountRate / 100.0, 1.0 / 12.0);
        const double capacity = build.gpus * settings.hoursPerMonth;
        double factor = 1.0, hours = 0;
        for (std::size_t m = 0; m < demand.size(); ++m) {
            hours += demand[m] / factor;
            factor *= monthly;
            if (m > 0 && capacity > 0)
                lowestUse = std::min(lowestUse, demand[m] / capacity);
        }
        rent = *price * hours;
    }
    double floor = std::numeric_limits<double>::infinity();
    for (const TcoOption option : options)
        switch (option) {
        case TcoOption::Purchase:
            floor = std::min(floor, buy);
            break;
        case TcoOption::OnDemand:
        case TcoOption::Reserved:
            floor = std::min(floor, rent);
            break;
        case TcoOption::Hybrid:
            if (std::isfinite(rent))
                floor = std::min({floor, std::max(0.0, lowestUse) * buy, rent});
            break;
        }
    return floor;
}

// The TCO settings of the plan's analysis (tcoSettingsFor()), without breaking even. A rental of another
// GPU is never proposed, and what the work factor of another GPU changes is only such rentals and the
// purchase's overflow when demand exceeds the cluster: without overflow the estimate behind each factor
// is skipped and every NPV kept stays the plan's.
TcoSettings settingsFor(const Scenario& s, const Catalog& catalog, const Estimate& estimate, int gpus)
{
    TcoSettings settings = tcoSettingsFor(s, estimate);
    settings.solveBreakEvenUtilisation = false; // the NPVs are all the frontier needs
    const std::vector<double> demand = monthlyDemand(s, gpus, settings);
    const double capacity = gpus * settings.hoursPerMonth;
    if (std::all_of(demand.begin(), demand.end(), [&](double d) { return d <= capacity; })) {
        settings.workFactor = [](const Gpu&) {
            WorkFactor w;
            w.canDoWork = false;
            return w;
        };
        return settings;
    }
    TcoSettings full = tcoSettingsFor(s, catalog, estimate);
    full.solveBreakEvenUtilisation = false;
    return full;
}

// Costs every build in every region where it may be bought, fastest first. A build whose cost floor is
// not below the cheapest point already found at its time or faster cannot be on the frontier, so its
// TCO is not run. (The rules that differ by region judge the market, which the families already
// respect; every frontier point is checked in its region at the end.)
void costAll(const std::vector<Shape>& shapes, const Catalog& catalog, const AdviceRequest& request, Advice& advice,
             std::vector<Costed>& costed)
{
    struct Pair {
        std::size_t shape = 0;
        const std::string* region = nullptr;
        double time = 0;
        double floor = 0;
        bool mayBuy = true;
    };
    // The capex lines, the demand and the work factors of other GPUs do not depend on the region: one
    // build and one set of TCO settings per shape serve every region's floor.
    std::vector<Pair> pairs;
    std::vector<TcoOption> allowed;
    Scenario regional;
    for (std::size_t i = 0; i < shapes.size(); ++i) {
        for (const auto& regionId : shapes[i].regions) {
            regional = shapes[i].scenario;
            regional.site.regionId = regionId;
            Pair p;
            p.shape = i;
            p.region = &regionId;
            p.time = advice.training ? shapes[i].days : -shapes[i].tokensPerSecond;
            p.mayBuy = mayBuy(catalog.gpu(regional.cluster.nodeGroups.front().gpuId), catalog.region(regionId),
                              advice.homeMarket, request.includeLicensed);
            // The floor of what may be proposed here: a purchase it may not make is no bound on the rest.
            allowed.clear();
            for (const TcoOption option : request.options)
                if (p.mayBuy || !buys(option))
                    allowed.push_back(option);
            p.floor = costFloor(regional, shapes[i].build, catalog, shapes[i].settings, allowed);
            if (std::isfinite(p.floor))
                pairs.push_back(p);
        }
    }
    std::stable_sort(pairs.begin(), pairs.end(), [](const Pair& a, const Pair& b) {
        return a.time != b.time ? a.time < b.time : a.floor < b.floor;
    });
    AdviceStats& stats = advice.stats;
    double cheapest = std::numeric_limits<double>::infinity();
    for (std::size_t k = 0; k < pairs.size(); ++k) {
        const Pair& p = pairs[k];
        if (request.progress && k % 64 == 0 && !request.progress(0.6 + 0.35 * static_cast<double>(k) / pairs.size())) {
            advice.cancelled = true;
            return;
        }
        stats.candidates += static_cast<long>(request.options.size());
        if (p.floor >= cheapest)
            continue;
        regional = shapes[p.shape].scenario;
        regional.site.regionId = *p.region;
        const BuildFigures build = computeBuild(regional, catalog, advice.currency);
        const TcoResult tco = analyseTco(regional, catalog, build, shapes[p.shape].settings);
        ++stats.tcoRuns;
        for (const TcoOption option : request.options) {
            if (!p.mayBuy && buys(option))
                continue;
            const OptionResult& o = tco.option(option);
            // A rental is proposed only for what it rents: the build's own GPU, in that region, on servers
            // networked as the build was estimated (the comparison's own choice passes over the others; a
            // plan's named offering is not).
            const bool rents = option != TcoOption::Purchase;
            if (!o.available
                || (rents && (o.otherGpu || o.crossesRegion || o.offeringId.empty() || !o.notLikeForLike.empty())))
                continue;
            costed.push_back({p.shape, *p.region, option, o.npv, build.hardwareCapex, p.time});
            cheapest = std::min(cheapest, o.npv);
        }
    }
}

std::string scenarioName(const AdvicePoint& point, const Catalog& catalog)
{
    return render(buildPhrase(point, catalog)) + ", " + render(optionPhrase(point.option)) + ", "
        + render(regionPhrase(point.regionId, catalog));
}

} // namespace

std::vector<std::size_t> paretoFrontier(const std::vector<std::pair<double, double>>& costAndTime)
{
    std::vector<std::size_t> order(costAndTime.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (costAndTime[a].second != costAndTime[b].second)
            return costAndTime[a].second < costAndTime[b].second;
        return costAndTime[a].first < costAndTime[b].first;
    });
    std::vector<std::size_t> frontier;
    double cheapest = std::numeric_limits<double>::infinity();
    for (const std::size_t i : order)
        if (costAndTime[i].first < cheapest) {
            frontier.push_back(i);
            cheapest = costAndTime[i].first;
        }
    return frontier;
}

std::vector<std::size_t> thinFrontier(const std::vector<double>& time, std::optional<std::size_t> keep, double minStep)
{
    std::vector<std::size_t> kept;
    if (time.empty())
        return kept;
    double reference = 0;
    for (std::size_t i = time.size(); i-- > 0;) {
        const bool ends = kept.empty() || i == 0; // the cheapest point and the fastest
        const double step = std::max(kFrontierStep * std::abs(reference), minStep);
        if (ends || (keep && *keep == i) || time[i] <= reference - step) {
            kept.push_back(i);
            reference = time[i];
        }
    }
    std::reverse(kept.begin(), kept.end());
    return kept;
}

Advice advise(const Scenario& scenario, const Catalog& catalog, const AdviceRequest& request)
{
    const auto started = std::chrono::steady_clock::now();
    Advice advice;
    advice.scenarioName = scenario.name;
    advice.currency = scenario.finance.displayCurrency;
    advice.training = isTraining(scenario.workload.kind);
    advice.targetDays = scenario.workload.targetDays;
    advice.budget = request.budget;
    advice.maxNodes = std::max(1, request.maxNodes);
    advice.maxRackKw = request.maxRackKw;
    if (const Region* home = catalog.region(scenario.site.regionId))
        advice.homeMarket = home->market;
    AdviceStats& stats = advice.stats;
    const auto finish = [&] {
        stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        return advice;
    };

    for (const auto& id : request.regionIds)
        if (catalog.region(id))
            advice.regionIds.push_back(id);
    if (request.regionIds.empty())
        for (const Region& r : catalog.regions)
            advice.regionIds.push_back(r.id);
    const ModelPreset* model = catalog.model(scenario.workload.modelId);
    if (scenario.workload.kind == WorkloadKind::Custom || !model) {
        advice.problem = AdviceProblem::NoEstimate;
        advice.problemText = Message("advise.problem.no_estimate");
        return finish();
    }
    if (advice.regionIds.empty()) {
        advice.problem = AdviceProblem::NoRegion;
        advice.problemText = Message("advise.problem.no_region");
        return finish();
    }

    const PlanWork work = planWork(scenario, catalog);
    advice.workText = work.text;
    Scenario base = scenario;
    base.workload = searchWorkload(scenario.workload);
    base.site.regionId = advice.regionIds.front();
    const std::string& currency = advice.currency;
    MemoryCache memory(base, catalog, stats);

    // Families: every GPU that may be bought in one of the regions, on the cheapest platform that carries
    // it with parts that pass, for each number of GPUs per node.
    std::vector<Family> families;
    double lightestNeed = std::numeric_limits<double>::infinity();
    const Gpu* nearestGpu = nullptr; // the GPU that came closest to holding the model
    double nearestShortfall = std::numeric_limits<double>::infinity();
    for (std::size_t gi = 0; gi < catalog.gpus.size(); ++gi) {
        const Gpu& gpu = catalog.gpus[gi];
        if (request.progress && !request.progress(0.3 * static_cast<double>(gi) / catalog.gpus.size())) {
            advice.cancelled = true;
            return finish();
        }
        std::vector<std::string> regions;
        for (const auto& id : advice.regionIds)
            if (const Region* r = catalog.region(id); r
                && (legalIn(gpu, r->market, request.includeLicensed)
                    || (legalIn(gpu, r->market, true) && rentsAny(request.options) && rentedIn(catalog, gpu.id, id))))
                regions.push_back(id);
        if (regions.empty() || gpu.memoryGB <= 0 || (!request.vendor.empty() && gpu.vendor != request.vendor))
            continue;
        std::vector<const Platform*> platforms;
        std::set<int> counts;
        for (const Platform& p : catalog.platforms)
            if (carries(p, gpu)) {
                platforms.push_back(&p);
                for (const int n : gpusPerNodeChoices(p, gpu))
                    counts.insert(n);
            }
        // Cheapest chassis first, so the floor below skips the dearer ones.
        std::stable_sort(platforms.begin(), platforms.end(), [&](const Platform* a, const Platform* b) {
            const auto price = [&](const Platform* p) {
                return p->price
                    ? catalog.convert(p->price->money.amount, p->price->money.currency, currency).value_or(0)
                    : 0.0;
            };
            return price(a) < price(b);
        });
        for (const int gpusPerNode : counts) {
            // Memory before rules: the lightest layout on the most GPUs must fit, or no node count will.
            Workload lightest = base.workload;
            lightest.recompute = Recompute::Full;
            lightest.zeroStage = advice.training ? 3 : 0;
            const int most = gpusPerNode * advice.maxNodes;
            double need = std::numeric_limits<double>::infinity();
            for (const int pp : {1, 2, 4, 8, 16, 32, 64})
                for (const int tp : {1, 2, 4, 8})
                    if (tp <= gpusPerNode && most % (tp * pp) == 0 && (tp == 1 || model->heads % tp == 0)
                        && (pp == 1 || pp <= model->layers)) {
                        lightest.tensorParallel = tp;
                        lightest.pipelineParallel = pp;
                        lightest.sequenceParallel = tp > 1;
                        need = std::min(need, memory.need(lightest, most));
                    }
            lightestNeed = std::min(lightestNeed, need);
            if (need > gpu.memoryGB) {
                if (need - gpu.memoryGB < nearestShortfall) {
                    nearestShortfall = need - gpu.memoryGB;
                    nearestGpu = &gpu;
                }
                continue;
            }
            Family family;
            family.gpu = &gpu;
            family.gpusPerNode = gpusPerNode;
            family.regions = regions;
            for (const bool multi : {false, true}) {
                std::optional<PartsFill> cheapest;
                for (const Platform* p : platforms) {
                    if (p->gpuSlots < gpusPerNode)
                        continue;
                    // A node costs at least its chassis and GPUs: a platform whose own price reaches the
                    // cheapest node found cannot be the cheaper choice, so its parts are not tried.
                    const auto floor = [&](const std::optional<Price>& price, double count) {
                        const auto converted = price
                            ? catalog.convert(price->money.amount, price->money.currency, currency)
                            : std::nullopt;
                        return converted ? *converted * count : 0.0;
                    };
                    if (cheapest && floor(p->price, 1) + floor(gpu.price, gpusPerNode) >= cheapest->nodeCapex)
                        continue;
                    auto fill = fillParts(base, catalog, gpu, *p, gpusPerNode, multi, stats);
                    if (fill && (!cheapest || fill->nodeCapex < cheapest->nodeCapex))
                        cheapest = std::move(fill);
                }
                (multi ? family.multi : family.single) = std::move(cheapest);
            }
            if (family.single || family.multi) {
                families.push_back(std::move(family));
                ++stats.families;
            }
        }
    }

    // Shapes: each family at each node count with its fastest layout; a build with an error is dropped.
    std::vector<Shape> shapes;
    std::vector<Costed> costed;
    double lightestRackOver = std::numeric_limits<double>::infinity(); // of builds over the rack limit
    for (std::size_t fi = 0; fi < families.size(); ++fi) {
        const Family& family = families[fi];
        if (request.progress && !request.progress(0.3 + 0.6 * static_cast<double>(fi) / families.size())) {
            advice.cancelled = true;
            return finish();
        }
        for (int nodes = 1; nodes <= advice.maxNodes; ++nodes) {
            const auto& fill = nodes == 1 ? family.single : family.multi;
            if (!fill)
                continue;
            Shape shape;
            shape.scenario = base;
            NodeGroup group = fill->group;
            group.nodeCount = nodes;
            shape.scenario.cluster.nodeGroups = {group};
            shape.scenario.fabric = fabricFor(group, catalog, base.fabric);
            shape.scenario.site.regionId = family.regions.front();
            const BuildFigures build = computeBuild(shape.scenario, catalog, currency);
            if (request.maxRackKw && fullestRackKw(build) > *request.maxRackKw + 1e-9) {
                lightestRackOver = std::min(lightestRackOver, fullestRackKw(build));
                continue; // racks denser than the site takes
            }
            auto layout = bestLayout(shape.scenario, catalog, build, *family.gpu, family.gpusPerNode, memory, stats,
                                     lightestNeed);
            if (!layout)
                continue;
            ++stats.shapes;
            shape.scenario.workload = layout->workload;
            if (!holdWork(shape.scenario, work, layout->estimate, build.gpus, TcoSettings {}.hoursPerMonth))
                continue; // it cannot serve the plan's work
            ++stats.ruleChecks;
            if (hasError(evaluateRules(shape.scenario, catalog, build, layout->estimate)))
                continue;
            shape.days = layout->estimate.compute.days;
            shape.tokensPerSecond = layout->estimate.inference.sustainedTokensPerSecond;
            shape.gpus = build.gpus;
            if (advice.training ? shape.days <= 0 : shape.tokensPerSecond <= 0)
                continue;
            shape.settings = settingsFor(shape.scenario, catalog, layout->estimate, build.gpus);
            shape.build = build;
            shape.regions = family.regions;
            shapes.push_back(std::move(shape));
        }
    }

    costAll(shapes, catalog, request, advice, costed);
    if (advice.cancelled)
        return finish();

    if (costed.empty()) {
        advice.problem = AdviceProblem::NoFit;
        Args args {{"model", model->name}, {"nodes", std::to_string(advice.maxNodes)}};
        if (shapes.empty() && std::isfinite(lightestRackOver)) {
            args["max"] = number(*request.maxRackKw, 1);
            args["kw"] = number(lightestRackOver, 1);
            advice.problemText = Message("advise.problem.rack_kw", std::move(args));
        } else if (nearestGpu && std::isfinite(lightestNeed)) {
            args["gpu"] = nearestGpu->name;
            args["need"] = number(nearestGpu->memoryGB + nearestShortfall, 1);
            args["capacity"] = number(nearestGpu->memoryGB, 0);
            advice.problemText = Message("advise.problem.no_fit", std::move(args));
        } else {
            advice.problemText = Message("advise.problem.no_fit_rules", std::move(args));
        }
        return finish();
    }

    advice.candidates.reserve(costed.size());
    for (const Costed& c : costed) {
        const Shape& shape = shapes[c.shape];
        const NodeGroup& g = shape.scenario.cluster.nodeGroups.front();
        advice.candidates.push_back(
            {g.gpuId, g.gpuCount, g.nodeCount, c.regionId, c.option, c.npv, shape.days, shape.tokensPerSecond});
    }

    // The frontier; every point is checked once more as the plan will see it, and one with an error (a
    // rule of its region) is dropped before the frontier is drawn again.
    std::vector<bool> dropped(costed.size(), false);
    for (;;) {
        std::vector<std::pair<double, double>> values;
        std::vector<std::size_t> live;
        for (std::size_t i = 0; i < costed.size(); ++i)
            if (!dropped[i]) {
                values.emplace_back(costed[i].npv, costed[i].time);
                live.push_back(i);
            }
        advice.frontier.clear();
        bool clean = true;
        for (const std::size_t f : paretoFrontier(values)) {
            const Costed& c = costed[live[f]];
            AdvicePoint point;
            point.scenario = shapes[c.shape].scenario;
            point.scenario.site.regionId = c.regionId;
            point.option = c.option;
            point.regionId = c.regionId;
            point.npv = c.npv;
            point.capex = c.capex;
            point.days = shapes[c.shape].days;
            point.tokensPerSecond = shapes[c.shape].tokensPerSecond;
            point.gpus = shapes[c.shape].gpus;
            const ScenarioAnalysis check = analyseScenario(point.scenario, catalog, false);
            ++stats.ruleChecks;
            if (hasError(check.findings)) {
                dropped[live[f]] = true;
                clean = false;
                continue;
            }
            point.warnings = warningCount(check.findings);
            // Proposed as a purchase, yet not one it may make without a licence: only a licensed one is left.
            point.licenceRequired = buys(c.option)
                && !mayBuy(catalog.gpu(point.scenario.cluster.nodeGroups.front().gpuId), catalog.region(c.regionId),
                           advice.homeMarket, false);
            point.scenario.name = scenarioName(point, catalog);
            advice.frontier.push_back(std::move(point));
        }
        if (clean)
            break;
    }

    // Within the deadline (or the throughput target) and the budget; the best is the cheapest of those.
    const double targetTps = scenario.workload.targetTokensPerSecond;
    for (std::size_t i = 0; i < advice.frontier.size(); ++i) {
        AdvicePoint& p = advice.frontier[i];
        p.withinDeadline = advice.training ? (advice.targetDays <= 0 || p.days <= advice.targetDays)
                                           : (targetTps <= 0 || p.tokensPerSecond >= targetTps);
        p.withinBudget = !advice.budget || p.npv <= *advice.budget;
        if (p.withinDeadline && p.withinBudget && (!advice.best || p.npv < advice.frontier[*advice.best].npv))
            advice.best = i;
    }
    // Thinned to the choices that differ by a step worth paying for (thinFrontier()); the fastest (the
    // nearest miss when nothing is in time) and the best are kept.
    {
        std::vector<double> time;
        for (const AdvicePoint& p : advice.frontier)
            time.push_back(advice.training ? p.days : -p.tokensPerSecond);
        const std::optional<std::size_t> keep = advice.best;
        std::vector<AdvicePoint> thinned;
        advice.best.reset();
        const double target = advice.training ? advice.targetDays : scenario.workload.targetTokensPerSecond;
        for (const std::size_t i : thinFrontier(time, keep, kFrontierStep * std::max(0.0, target))) {
            if (keep && i == *keep)
                advice.best = thinned.size();
            thinned.push_back(std::move(advice.frontier[i]));
        }
        advice.frontier = std::move(thinned);
    }
    if (advice.best)
        advice.frontier[*advice.best].best = true;
    for (std::size_t i = 0; i < advice.frontier.size(); ++i)
        advice.frontier[i].why = whyOnFrontier(advice, advice.frontier[i], i, catalog);

    if (!advice.best) {
        const auto within = [&](const AdvicePoint& p) { return p.withinDeadline; };
        const bool anyInTime = std::any_of(advice.frontier.begin(), advice.frontier.end(), within);
        if (!anyInTime) {
            advice.problem = AdviceProblem::Deadline;
            advice.nearest = advice.frontier.front(); // the fastest
            Args args {{"build", buildPhrase(*advice.nearest, catalog)},
                       {"option", optionPhrase(advice.nearest->option)},
                       {"region", regionPhrase(advice.nearest->regionId, catalog)},
                       {"npv", moneyArg(advice.nearest->npv, currency)}};
            if (advice.training) {
                args["target"] = number(advice.targetDays, 1);
                args["time"] = timePhrase(advice.nearest->days);
                advice.problemText = Message("advise.problem.deadline", std::move(args));
            } else {
                args["target"] = number(targetTps, 0);
                args["tps"] = number(advice.nearest->tokensPerSecond, 0);
                advice.problemText = Message("advise.problem.throughput", std::move(args));
            }
        } else {
            advice.problem = AdviceProblem::OverBudget;
            for (const auto& p : advice.frontier) // the cheapest in time: the last in time on the frontier
                if (p.withinDeadline)
                    advice.nearest = p;
            advice.problemText = Message("advise.problem.over_budget",
                                         {{"budget", moneyArg(advice.budget.value_or(0), currency)},
                                          {"build", buildPhrase(*advice.nearest, catalog)},
                                          {"option", optionPhrase(advice.nearest->option)},
                                          {"region", regionPhrase(advice.nearest->regionId, catalog)},
                                          {"npv", moneyArg(advice.nearest->npv, currency)}});
        }
    }
    if (request.progress)
        request.progress(1.0);
    return finish();
}

} // namespace planner
