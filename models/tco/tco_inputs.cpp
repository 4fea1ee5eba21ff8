// The inputs of the cost model: the build's capex, the site, the operating model and the chosen rental
// offerings, resolved into the display currency with their provenance (TcoResult::inputs) and the
// conversions they took (TcoResult::conversions). The model is described at the top of tco.h.

#include "models/tco/residual_curve.h"
#include "models/tco/tco_internal.h"

#include "models/plan/plan_enum_names.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace planner::tco_detail {

std::string fixed(double value, int decimals)
{
    char buffer[64];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals).ptr;
    return std::string(buffer, end);
}

void warn(TcoResult& result, Message warning)
{
    result.warnings.push_back(render(warning));
    result.warningTexts.push_back(std::move(warning));
}

namespace {

// Converts catalog money into the display currency with the FX adjustment, recording the rates used and
// each conversion.
class Converter {
public:
    Converter(const Catalog& catalog, std::string to, double fxFactor, TcoResult& result)
        : catalog_(catalog)
        , to_(std::move(to))
        , fx_(fxFactor)
        , used_(result.fxRates)
        , conversions_(result.conversions)
    {
    }

    // `input` names what is converted, for the list of conversions.
    std::optional<double> operator()(const Money& money, const Message& input)
    {
        if (money.currency == to_ || money.currency.empty())
            return money.amount;
        auto value = catalog_.convert(money.amount, money.currency, to_);
        if (!value)
            return std::nullopt;
        note(input, money.currency, money.amount, *value * fx_);
        return *value * fx_;
    }

    // A figure the build already converted (without the FX adjustment); `amount` in `from`.
    double adjustConverted(double value, const std::string& from, double amount, const Message& input)
    {
        if (from == to_ || from.empty())
            return value;
        note(input, from, amount, value * fx_);
        return value * fx_;
    }

    const std::string& currency() const { return to_; }

private:
    void note(const Message& input, const std::string& from, double amount, double converted)
    {
        record(from);
        record(to_);
        // The dated rate that matters: the non-dollar side's (both when neither is the dollar).
        std::string asOf;
        for (const std::string& currency : {from, to_}) {
            const FxRate* rate = catalog_.fxRate(currency);
            if (!rate || currency == "USD" || asOf == rate->provenance.asOf)
                continue;
            if (!asOf.empty())
                asOf += ", ";
            asOf += rate->provenance.asOf;
        }
        conversions_.push_back({input, from, amount, to_, converted, amount != 0 ? converted / amount : 0.0, asOf});
    }

    void record(const std::string& currency)
    {
        if (currency == "USD")
            return;
        for (const auto& fx : used_)
            if (fx.currency == currency)
                return;
        if (const FxRate* rate = catalog_.fxRate(currency))
            used_.push_back({currency, rate->perUsd, rate->provenance});
    }

    const Catalog& catalog_;
    std::string to_;
    double fx_;
    std::vector<FxUsed>& used_;
    std::vector<Conversion>& conversions_;
};

int termMonths(OfferTerm term)
{
    switch (term) {
    case OfferTerm::Reserved1y:
        return 12;
    case OfferTerm::Reserved3y:
        return 36;
    default:
        return 1;
    }
}

// One input of the cost model as it is recorded: a catalog price with its provenance, or a derived figure
// with how it was derived (`method` in English for JSON, `methodText` to read).
struct Trace {
    std::string id;
    std::string name;
    Message label;
    double value = 0;
    std::string unit;
    Message unitLabel;
    const Price* price = nullptr;
    std::string method;
    Message methodText;
};

void trace(TcoResult& result, Trace t)
{
    TracedInput input;
    input.id = std::move(t.id);
    input.name = std::move(t.name);
    input.label = std::move(t.label);
    input.value = t.value;
    input.unit = std::move(t.unit);
    input.unitLabel = std::move(t.unitLabel);
    if (t.price) {
        input.original = t.price->money;
        input.provenance = t.price->provenance;
    } else {
        input.provenance.method = std::move(t.method);
        input.methodText = std::move(t.methodText);
    }
    result.inputs.push_back(std::move(input));
}

// A unit with the display currency in it: "CNY/kWh".
Message perCurrency(const char* key, const std::string& currency)
{
    return Message(key, {{"currency", currency}});
}

// A region's name for messages, in Chinese for Chinese readers.
Arg regionText(const Catalog& catalog, const std::string& id)
{
    const Region* r = catalog.region(id);
    return r ? localName(*r) : Arg(id);
}

// How the offer was reached, to read: which tier, which GPU, which factor.
void describeChoice(Offer& offer, const Catalog& catalog, const Region& region, const Gpu* mainGpu)
{
    const CloudOffering& o = *offer.offering;
    const Gpu* gpu = catalog.gpu(o.gpuId);
    const std::string gpuName = gpu ? gpu->name : o.gpuId;
    const std::string ownName = mainGpu ? mainGpu->name : std::string("?");
    offer.crossesRegion = o.regionId != region.id;
    offer.otherGpu = mainGpu && o.gpuId != mainGpu->id;
    const Args args {{"gpu", gpuName},
                     {"own", ownName},
                     {"region", regionText(catalog, o.regionId)},
                     {"home", localName(region)},
                     {"factor", fixed(offer.work.hours, 2)},
                     {"method", phrase(offer.work.methodText)}};
    const bool other = mainGpu && o.gpuId != mainGpu->id;
    std::string key;
    switch (offer.reach) {
    case OfferReach::Named:
        key = other ? (offer.crossesRegion ? "match.named_other_gpu_elsewhere" : "match.named_other_gpu")
                    : (offer.crossesRegion ? "match.named_elsewhere" : "match.named");
        break;
    case OfferReach::SameGpuInRegion:
        key = "match.same_gpu";
        break;
    case OfferReach::SameGpuInMarket:
        key = "match.same_gpu_elsewhere";
        break;
    case OfferReach::OtherGpuInRegion:
        key = "match.other_gpu";
        break;
    case OfferReach::OtherGpuInMarket:
        key = "match.other_gpu_elsewhere";
        break;
    }
    offer.matchText = Message(key, args);
    offer.match = render(offer.matchText);
}

// The on-demand or rental offer of the scenario's choice (see MODEL: Offering choice); `cost` gives an
// offer's price in the display currency per its unit and its cost for the work (nullopt: no FX rate).
struct Priced {
    double unitPrice = 0;
    double cost = 0;
    int servers = 0;
    int termMonths = 1;
    int committedMonths = 0;
};
template <typename Cost>
std::optional<Offer> chooseOffer(const Catalog& catalog, const Region& region, const Gpu* mainGpu,
                                 std::initializer_list<OfferTerm> terms, OfferingClassChoice classChoice,
                                 const std::string& namedId, const TcoSettings& settings, const ClusterNeed& cluster,
                                 Cost cost, Message& reason, Message& clusterNote)
{
    auto make = [&](const OfferCandidate& c, const Priced& p) {
        Offer offer;
        offer.offering = c.offering;
        offer.price = c.price;
        offer.reach = c.reach;
        offer.work = c.work;
        offer.unitPrice = p.unitPrice;
        offer.servers = p.servers;
        offer.termMonths = p.termMonths;
        offer.committedMonths = p.committedMonths;
        describeChoice(offer, catalog, region, mainGpu);
        return offer;
    };
    if (!namedId.empty()) {
        const CloudOffering* o = catalog.offering(namedId);
        if (!o) {
            reason = Message("reason.unknown_offering", {{"offering", namedId}});
            return std::nullopt;
        }
        const Gpu* gpu = catalog.gpu(o->gpuId);
        std::optional<Offer> best;
        double bestCost = std::numeric_limits<double>::infinity();
        for (const auto& p : o->prices) {
            if (std::find(terms.begin(), terms.end(), p.term) == terms.end())
                continue;
            OfferCandidate c {o, &p, OfferReach::Named, {}};
            if (gpu)
                c.work = workFactorFor(mainGpu, *gpu, settings);
            if (auto priced = cost(c); priced && priced->cost < bestCost) {
                bestCost = priced->cost;
                best = make(c, *priced);
            }
        }
        if (!best)
            reason = Message("reason.named_no_term", {{"offering", namedId}});
        else if (auto unlike = whyNotLikeForLike(*o, mainGpu, gpu, cluster))
            best->notLikeForLike = std::move(*unlike);
        return best;
    }
    auto candidates = offerCandidates(catalog, region, mainGpu, terms, classChoice);
    std::optional<Offer> best;
    bool anyCapable = false;
    std::vector<const CloudOffering*> passedOver; // for their network, in the tiers looked at
    bool otherStackPassedOver = false;
    // The nearest tier with an offer; with `likeForLike`, only offerings that carry the build's nodes and run
    // its GPU's software stack.
    const auto pick = [&](bool likeForLike) {
        double bestCost = std::numeric_limits<double>::infinity();
        for (auto& c : candidates) {
            if (best && c.reach != best->reach)
                break; // a nearer tier already has an offer
            if (c.reach == OfferReach::OtherGpuInRegion || c.reach == OfferReach::OtherGpuInMarket) {
                const Gpu* gpu = catalog.gpu(c.offering->gpuId);
                c.work = gpu ? workFactorFor(mainGpu, *gpu, settings) : WorkFactor {1.0, false, {}, {}};
                if (!c.work.canDoWork)
                    continue;
            }
            if (likeForLike && mainGpu && c.offering->gpuId != mainGpu->id) {
                const Gpu* gpu = catalog.gpu(c.offering->gpuId);
                if (gpu && !gpu->softwareStack.empty() && !mainGpu->softwareStack.empty()
                    && gpu->softwareStack != mainGpu->softwareStack) {
                    otherStackPassedOver = true;
                    continue;
                }
            }
            if (likeForLike && clusterShortfall(*c.offering, cluster)) {
                if (std::find(passedOver.begin(), passedOver.end(), c.offering) == passedOver.end())
                    passedOver.push_back(c.offering);
                continue;
            }
            anyCapable = true;
            auto priced = cost(c);
            if (!priced)
                continue;
            if (priced->cost < bestCost) {
                bestCost = priced->cost;
                best = make(c, *priced);
            }
        }
    };
    pick(true);
    if (!best && (!passedOver.empty() || otherStackPassedOver)) {
        // None does the build's work: the nearest is still compared, never silently: why goes with the
        // option (the warnings and the verdict say it; the advisor proposes no such rental).
        pick(false);
        if (best)
            best->notLikeForLike
                = whyNotLikeForLike(*best->offering, mainGpu, catalog.gpu(best->offering->gpuId), cluster)
                      .value_or(Message());
    }
    if (!best) {
        const Args args {{"region", localName(region)},
                         {"class", phrase("provider_class_choice." + std::string(enumName(classChoice)))}};
        reason = anyCapable ? Message("reason.no_fx_offering", args) : Message("reason.no_offering", args);
    } else if (!passedOver.empty() && best->notLikeForLike.empty()) {
        clusterNote = Message("warning.cluster_skipped",
                              {{"skipped", std::to_string(passedOver.size())},
                               {"nodes", std::to_string(cluster.nodes)},
                               {"offering", providerName(*passedOver.front())},
                               {"chosen", providerName(*best->offering)}});
    }
    return best;
}

} // namespace

Inputs resolve(const Scenario& scenario, const Catalog& catalog, const BuildFigures& build, const TcoSettings& settings,
               TcoResult& result)
{
    const Finance& f = scenario.finance;
    const TcoAdjustments& adj = settings.adjust;
    const std::string& cur = f.displayCurrency;
    const std::string perCur = cur + "/";
    // A what-if is said wherever the result is read (the quote, the command line), never applied silently.
    if (scenario.whatIf.rentalPricePct != 100)
        warn(result, Message("warning.what_if.rental_price", {{"pct", number(scenario.whatIf.rentalPricePct, 1)}}));
    if (scenario.whatIf.electricityPct != 100)
        warn(result, Message("warning.what_if.electricity", {{"pct", number(scenario.whatIf.electricityPct, 1)}}));
    if (scenario.whatIf.gpuPricePct != 100)
        warn(result, Message("warning.what_if.gpu_price", {{"pct", number(scenario.whatIf.gpuPricePct, 1)}}));
    Converter convert(catalog, cur, adj.fx, result);
    const int horizon = f.horizonMonths;

    Inputs in;
    in.finance = f;
    in.hours = settings.hoursPerMonth;
    in.idle = std::clamp(settings.idleFraction, 0.0, 1.0);
    in.discountMonthly = std::pow(1.0 + f.discountRatePct * adj.discountRate / 100.0, 1.0 / 12.0) - 1.0;
    in.siteMode = scenario.site.mode;
    result.siteMode = in.siteMode;

    in.gpus = build.gpus;
    in.nodes = build.nodes;
    in.itKw = build.itPowerKw;
    in.pue = build.pue;
    const double ageYears = horizon / 12.0;
    double residualFromCurve = 0;
    for (const auto& line : build.capex) {
        const Message label("input.capex",
                            {{"kind", line.kind}, {"id", line.id}, {"quantity", fixed(line.quantity, 0)}});
        double total
            = convert.adjustConverted(line.total, line.original.currency, line.original.amount * line.quantity, label);
        if (line.kind == "gpu")
            total *= adj.gpuPrice;
        in.itHardware += total;
        const Gpu* gpu = line.kind == "gpu" ? catalog.gpu(line.id) : nullptr;
        residualFromCurve += total * residualShare(residualCurve(gpu ? gpu->gpuClass : GpuClass::DataCenter), ageYears);
        trace(result,
              {"capex", "capex " + line.kind + " " + line.id + " × " + fixed(line.quantity, 0), label, total, cur,
               perCurrency("unit.currency", cur), nullptr, line.priced ? "" : "no price in the catalog",
               line.priced ? Message() : Message("method.no_price")});
        if (line.priced) {
            result.inputs.back().original = line.original;
            result.inputs.back().provenance = line.provenance;
            result.inputs.back().vatRemovedPct = line.vatRemovedPct;
        }
        if (!line.priced)
            warn(result, Message("warning.no_price", {{"kind", line.kind}, {"id", line.id}}));
    }
    const Gpu* mainGpu = nullptr;
    const Platform* mainPlatform = nullptr;
    int mostGpus = 0;
    for (const auto& g : build.groups)
        if (g.gpu && g.gpus > mostGpus) {
            mostGpus = g.gpus;
            mainGpu = g.gpu;
            mainPlatform = g.platform;
        }
    result.gpuId = mainGpu ? mainGpu->id : "";
    if (const Region* home = catalog.region(scenario.site.regionId))
        result.purchaseBarred = std::any_of(build.groups.begin(), build.groups.end(),
                                            [&](const auto& g) { return g.gpu && cannotBuyNew(*g.gpu, home->market); });
    result.gpus = in.gpus;
    result.nodes = in.nodes;
    result.itPowerKw = in.itKw;
    result.pue = in.pue;
    trace(result,
          {"it_power", "IT power", Message("input.it_power"), in.itKw, "kW", Message("unit.kw"), nullptr,
           "build: peak draw of every node", Message("method.build_peak")});
    trace(result,
          {"pue", "PUE", Message("input.pue"), in.pue, "", Message(), nullptr,
           in.siteMode == SiteMode::Colocation ? "site override, else the colocation facility's (the region's)"
                                               : "site override, else the cooling method's",
           Message(in.siteMode == SiteMode::Colocation ? "method.pue_colocation" : "method.pue_own")});

    // Cooling: a colocation tenant buys only what sits in the rack (the facility's plant is in its fee); an
    // own facility buys the plant as well.
    if (const CoolingMethod* cooling = catalog.coolingMethod(scenario.site.coolingId)) {
        const bool own = in.siteMode == SiteMode::OwnFacility;
        auto add
            = [&](const std::optional<Price>& perKwPrice, const char* id, const char* key, const std::string& name) {
                  if (!perKwPrice)
                      return;
                  const Message label(key, {{"cooling", localName(*cooling)}});
                  if (auto perKw = convert(perKwPrice->money, label)) {
                      in.cooling += *perKw * in.itKw;
                      trace(result,
                            {id,
                             name + " (" + cooling->id + ")",
                             label,
                             *perKw,
                             perCur + "kW",
                             perCurrency("unit.per_kw", cur),
                             &*perKwPrice,
                             {},
                             {}});
                  } else {
                      warn(result, Message("warning.no_fx_cooling", {{"cooling", localName(*cooling)}}));
                  }
              };
        if (own)
            add(cooling->capexPerKw, "cooling_capex_per_kw", "input.cooling_capex_per_kw",
                "cooling plant capex per kW");
        add(cooling->inRackCapexPerKw, "cooling_in_rack_per_kw", "input.cooling_in_rack_per_kw",
            "in-rack cooling capex per kW");
    }
    in.installation = (in.itHardware + in.cooling) * settings.installationPct / 100.0;
    trace(result,
          {"installation", "installation", Message("input.installation"), settings.installationPct,
           "% of hardware and cooling", Message("unit.pct_of_hardware"), nullptr, "TcoSettings::installationPct",
           Message("method.default")});
    result.hardwareCapex = in.itHardware;
    result.coolingCapex = in.cooling;
    result.installation = in.installation;

    // Maintenance from the end of the warranty, or a support contract from month 1.
    const int warrantyYears
        = mainPlatform && mainPlatform->warrantyYears > 0 ? mainPlatform->warrantyYears : f.warrantyYears;
    result.warrantyMonths = warrantyYears * 12;
    in.maintenanceStartMonth = f.maintenanceBasis == MaintenanceBasis::SupportContract ? 1 : result.warrantyMonths + 1;
    trace(result,
          {"warranty", "hardware warranty", Message("input.warranty"), static_cast<double>(warrantyYears), "years",
           Message("unit.years"), nullptr,
           mainPlatform && mainPlatform->warrantyYears > 0
               ? "platform " + mainPlatform->id + ": " + mainPlatform->warrantySource
               : "the plan's setting: the platform's catalog entry states no warranty; ask its vendor (3 years parts "
                 "and labour is usual for complete GPU servers, as Supermicro's)",
           mainPlatform && mainPlatform->warrantyYears > 0
               ? Message("method.warranty_platform",
                         {{"platform", localName(*mainPlatform)}, {"source", mainPlatform->warrantySource}})
               : Message("method.warranty_default")});

    // Resale value at the end of the horizon.
    if (f.residualFromCurve) {
        in.residual = residualFromCurve * adj.residualValue;
        const ResidualCurve& curve = residualCurve(mainGpu ? mainGpu->gpuClass : GpuClass::DataCenter);
        TracedInput input;
        input.id = "residual_share";
        input.name = "resale value at " + fixed(ageYears, 1) + " years";
        input.label = Message("input.residual_share", {{"years", fixed(ageYears, 1)}});
        input.value = in.itHardware > 0 ? 100.0 * in.residual / in.itHardware : 0;
        input.unit = "% of IT hardware";
        input.unitLabel = Message("unit.pct_of_it_hardware");
        input.provenance = curve.provenance;
        result.inputs.push_back(std::move(input));
    } else {
        in.residual = in.itHardware * f.residualValuePct / 100.0 * adj.residualValue;
        trace(result,
              {"residual_share", "flat residual value", Message("input.residual_flat"),
               f.residualValuePct * adj.residualValue, "% of IT hardware", Message("unit.pct_of_it_hardware"), nullptr,
               "Finance::residualValuePct", Message("method.plan")});
    }
    result.residualValue = in.residual;

    const Region* region = catalog.region(scenario.site.regionId);
    if (!region) {
        in.purchaseReason = Message("reason.unknown_region", {{"region", scenario.site.regionId}});
        in.onDemandReason = in.reservedReason = in.purchaseReason;
        return in;
    }
    result.regionName = region->name;
    if (!region->vatRecoverable) {
        in.vatGoods = region->vatHardwarePct / 100.0;
        in.vatServices = region->vatServicesPct / 100.0;
    }
    const Message fromRegion("method.region", {{"region", localName(*region)}});
    trace(result,
          {"vat_goods", std::string("VAT on goods") + (region->vatRecoverable ? " (recoverable: excluded)" : ""),
           Message(region->vatRecoverable ? "input.vat_goods_recoverable" : "input.vat_goods"), region->vatHardwarePct,
           "%", Message("unit.pct"), nullptr, "region " + region->id, fromRegion});
    trace(result,
          {"vat_services", std::string("VAT on services") + (region->vatRecoverable ? " (recoverable: excluded)" : ""),
           Message(region->vatRecoverable ? "input.vat_services_recoverable" : "input.vat_services"),
           region->vatServicesPct, "%", Message("unit.pct"), nullptr, "region " + region->id, fromRegion});

    // Purchase: needs a tariff, and in colocation a fee.
    const Args inRegion {{"region", localName(*region)}};
    std::optional<double> tariff;
    if (region->electricityPerKwh)
        tariff = convert(region->electricityPerKwh->money, Message("input.electricity_tariff"));
    const bool colocation = in.siteMode == SiteMode::Colocation;
    const bool perCabinet = colocation && region->colocationPerCabinetMonth && build.cabinets > 0;
    std::optional<double> fee;
    if (colocation && perCabinet)
        fee = convert(region->colocationPerCabinetMonth->money, Message("input.colocation_per_cabinet_month"));
    else if (colocation && region->colocationPerKwMonth)
        fee = convert(region->colocationPerKwMonth->money, Message("input.colocation_per_kw_month"));
    if (in.gpus <= 0)
        in.purchaseReason = Message("reason.no_gpus");
    else if (!region->electricityPerKwh)
        in.purchaseReason = Message("reason.no_tariff", inRegion);
    else if (colocation && !perCabinet && !region->colocationPerKwMonth)
        in.purchaseReason = Message("reason.no_colocation", inRegion);
    else if (!tariff || (colocation && !fee))
        in.purchaseReason = Message("reason.no_fx_region", inRegion);
    else {
        in.purchaseOk = true;
        in.tariff = *tariff * adj.electricity;
        trace(result,
              {"electricity_tariff",
               "electricity tariff",
               Message("input.electricity_tariff"),
               in.tariff,
               perCur + "kWh",
               perCurrency("unit.per_kwh", cur),
               &*region->electricityPerKwh,
               {},
               {}});
        // The catalog's tariff is the general rate; a build on Chinese AI chips may be granted less.
        if (mainGpu && region->market == "CN" && (mainGpu->vendor == "Huawei" || mainGpu->vendor == "Cambricon"))
            warn(result, Message("warning.domestic_chip_power_subsidy", inRegion));
        if (perCabinet) {
            in.coloPerCabinetMonth = *fee * adj.colocation;
            in.cabinets = build.cabinets;
            result.cabinets = build.cabinets;
            result.cabinetPowerKw = build.cabinetPowerKw;
            trace(result,
                  {"colocation_per_cabinet_month",
                   "colocation per cabinet a month",
                   Message("input.colocation_per_cabinet_month"),
                   in.coloPerCabinetMonth,
                   perCur + "cabinet-month",
                   perCurrency("unit.per_cabinet_month", cur),
                   &*region->colocationPerCabinetMonth,
                   {},
                   {}});
            trace(result,
                  {"cabinets", "cabinets", Message("input.cabinets"), static_cast<double>(build.cabinets), "",
                   Message(), nullptr,
                   "nodes packed by the cabinet's power cap of " + fixed(build.cabinetPowerKw, 1)
                       + " kW and 38 usable rack units",
                   Message("method.cabinets", {{"cap", fixed(build.cabinetPowerKw, 1)}})});
        } else if (colocation) {
            in.coloPerKwMonth = *fee * adj.colocation;
            result.cabinetPowerKw = build.cabinetPowerKw;
            trace(result,
                  {"colocation_per_kw_month",
                   "colocation per kW of IT load a month",
                   Message("input.colocation_per_kw_month"),
                   in.coloPerKwMonth,
                   perCur + "kW-month",
                   perCurrency("unit.per_kw_month", cur),
                   &*region->colocationPerKwMonth,
                   {},
                   {}});
        }
    }

    // Staff: a base and a share per node.
    in.staffBaseFte = f.staffBaseFte;
    in.staffFtePerNode = f.staffFtePerNode;
    result.staffFte = f.staffBaseFte + f.staffFtePerNode * in.nodes;
    if (region->opsStaffPerYear) {
        if (auto staff = convert(region->opsStaffPerYear->money, Message("input.staff_per_year"))) {
            in.staffPerFteMonth = *staff * adj.staff / 12.0;
            trace(result,
                  {"staff_per_year",
                   "operations engineer a year",
                   Message("input.staff_per_year"),
                   *staff * adj.staff,
                   perCur + "year",
                   perCurrency("unit.per_year", cur),
                   &*region->opsStaffPerYear,
                   {},
                   {}});
        }
    } else if (result.staffFte > 0) {
        warn(result, Message("warning.no_staff_cost", inRegion));
    }
    trace(result,
          {"staff_fte", "operations staff", Message("input.staff_fte"), result.staffFte, "FTE", Message("unit.fte"),
           nullptr,
           fixed(f.staffBaseFte, 2) + " base + " + fixed(f.staffFtePerNode, 3) + " per node × "
               + std::to_string(in.nodes) + " nodes",
           Message("method.staff",
                   {{"base", fixed(f.staffBaseFte, 2)},
                    {"perNode", fixed(f.staffFtePerNode, 3)},
                    {"nodes", std::to_string(in.nodes)}})});
    trace(result,
          {"idle_draw", "idle draw", Message("input.idle_draw"), in.idle * 100.0, "% of peak IT power",
           Message("unit.pct_of_peak"), nullptr, "TcoSettings::idleFraction", Message("method.default")});

    // Cloud storage and egress beside on-demand GPUs. Both are listed even at zero, the plan's default: a
    // reader of the quote sees that the rentals carry no storage or egress cost rather than guessing.
    in.storagePerMonth = scenario.workload.datasetTB * f.storagePerTbMonth * adj.cloudPrice;
    trace(result,
          {"cloud_storage_per_tb_month", "cloud storage per TB-month", Message("input.cloud_storage"),
           f.storagePerTbMonth * adj.cloudPrice, perCur + "TB-month", perCurrency("unit.per_tb_month", cur), nullptr,
           f.storagePerTbMonth > 0 ? "plan setting" : "plan setting: none, so the rentals carry no storage cost",
           Message(f.storagePerTbMonth > 0 ? "method.plan" : "method.cloud_storage_none")});
    if (f.egressTbPerMonth <= 0) {
        trace(result,
              {"egress_tb_per_month", "egress a month", Message("input.egress_tb_per_month"), 0, "TB/month",
               Message("unit.tb_per_month"), nullptr, "plan setting: none, so the rentals carry no egress cost",
               Message("method.egress_none")});
    } else if (auto perTb = convert(settings.egressPerTb, Message("input.egress_per_tb"))) {
        in.egressPerMonth = f.egressTbPerMonth * *perTb * adj.cloudPrice;
        trace(result,
              {"egress_per_tb", "egress per TB", Message("input.egress_per_tb"), *perTb * adj.cloudPrice, perCur + "TB",
               perCurrency("unit.per_tb", cur), nullptr,
               "TcoSettings::egressPerTb (AWS internet egress, first 10 TB a month)", Message("method.default")});
        result.inputs.back().original = settings.egressPerTb;
    } else {
        warn(result, Message("warning.no_fx_egress"));
    }

    // A build of several nodes is rented only where the servers are networked as it was estimated.
    const ClusterNeed cluster = clusterNeed(build);
    const auto sayCluster = [&](const std::optional<Offer>& offer, Message note, std::string_view option) {
        const Arg name = phrase("option." + std::string(option));
        if (!note.empty())
            warn(result, std::move(note.with("option", name)));
        if (offer && !offer->notLikeForLike.empty())
            warn(result,
                 Message("warning.cluster_short", {{"option", name}, {"reason", phrase(offer->notLikeForLike)}}));
    };
    Message clusterNote;

    // On-demand: the lowest cost for the work among the chosen class's nearest tier.
    in.onDemand = chooseOffer(
        catalog, *region, mainGpu, {OfferTerm::OnDemand}, f.onDemandClass, f.onDemandOfferingId, settings, cluster,
        [&](const OfferCandidate& c) -> std::optional<Priced> {
            auto price = convert(c.price->price.money,
                                 Message("input.on_demand_price", {{"offering", providerName(*c.offering)}}));
            if (!price)
                return std::nullopt;
            double perGpuHour
                = c.price->unit == OfferUnit::GpuHour ? *price : *price / (c.offering->gpusPerServer * in.hours);
            perGpuHour *= adj.cloudPrice;
            return Priced {perGpuHour, perGpuHour * c.work.hours, 0, 1, 0};
        },
        in.onDemandReason, clusterNote);
    sayCluster(in.onDemand, std::move(clusterNote), "on_demand");
    clusterNote = {};
    if (in.onDemand)
        trace(result,
              {"on_demand_price",
               "on-demand price (" + in.onDemand->offering->id + ")",
               Message("input.on_demand_price", {{"offering", providerName(*in.onDemand->offering)}}),
               in.onDemand->unitPrice,
               perCur + "GPU-hour",
               perCurrency("unit.per_gpu_hour", cur),
               &in.onDemand->price->price,
               {},
               {}});

    // Reserved: the lowest whole commitment for servers that do the owned cluster's work.
    in.reserved = chooseOffer(
        catalog, *region, mainGpu, {OfferTerm::Monthly, OfferTerm::Reserved1y, OfferTerm::Reserved3y}, f.reservedClass,
        f.reservedOfferingId, settings, cluster,
        [&](const OfferCandidate& c) -> std::optional<Priced> {
            if (in.gpus <= 0)
                return std::nullopt;
            auto price
                = convert(c.price->price.money,
                          Message("input.rental_price",
                                  {{"offering", providerName(*c.offering)},
                                   {"term", phrase(Message("catalog.term." + std::string(enumName(c.price->term))))}}));
            if (!price)
                return std::nullopt;
            const int perServer = c.offering->gpusPerServer;
            double perServerMonth = c.price->unit == OfferUnit::ServerMonth ? *price : *price * perServer * in.hours;
            perServerMonth *= adj.rentalPrice;
            const int servers = static_cast<int>(std::ceil(in.gpus * c.work.hours / perServer - 1e-9));
            const int term = termMonths(c.price->term);
            const int committed = (horizon + term - 1) / term * term;
            return Priced {perServerMonth, perServerMonth * servers * committed, servers, term, committed};
        },
        in.reservedReason, clusterNote);
    sayCluster(in.reserved, std::move(clusterNote), "reserved");
    if (!in.reserved && in.gpus <= 0)
        in.reservedReason = Message("reason.no_gpus");
    if (in.reserved)
        trace(result,
              {"rental_price",
               "rental price per server-month (" + in.reserved->offering->id + ", "
                   + std::string(enumName(in.reserved->price->term)) + ")",
               Message("input.rental_price",
                       {{"offering", providerName(*in.reserved->offering)},
                        {"term", phrase(Message("catalog.term." + std::string(enumName(in.reserved->price->term))))}}),
               in.reserved->unitPrice,
               perCur + "server-month",
               perCurrency("unit.per_server_month", cur),
               &in.reserved->price->price,
               {},
               {}});
    return in;
}

} // namespace planner::tco_detail
