// The TCO engine proper: the inputs resolved into the display currency, the four options' monthly cash
// flows, NPV, break-even month and break-even utilisation. The model is described at the top of tco.h;
// demand, offering matching and regions are in tco.cpp, sensitivity and output in tco_sensitivity_and_output.cpp.

#include "tco/tco.h"

#include "base/enum_names.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace planner {

namespace {

constexpr size_t at(CostCategory c)
{
    return static_cast<size_t>(c);
}

// Locale-independent fixed-point text for notes ('.' decimals even after setlocale()).
std::string fixed(double value, int decimals = 2)
{
    char buffer[64];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals).ptr;
    return std::string(buffer, end);
}

// Converts catalog money into the display currency with the FX adjustment, recording the rates used.
class Converter {
public:
    Converter(const Catalog& catalog, std::string to, double fxFactor, std::vector<FxUsed>& used)
        : catalog_(catalog)
        , to_(std::move(to))
        , fx_(fxFactor)
        , used_(used)
    {
    }

    std::optional<double> operator()(const Money& money)
    {
        if (money.currency == to_ || money.currency.empty())
            return money.amount;
        auto value = catalog_.convert(money.amount, money.currency, to_);
        if (!value)
            return std::nullopt;
        record(money.currency);
        record(to_);
        return *value * fx_;
    }

    // A figure the build already converted (without the FX adjustment).
    double adjustConverted(double value, const std::string& from)
    {
        if (from == to_ || from.empty())
            return value;
        record(from);
        record(to_);
        return value * fx_;
    }

    const std::string& currency() const { return to_; }

private:
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
};

// An offering with one of its prices, converted.
struct Offer {
    const CloudOffering* offering = nullptr;
    const OfferPrice* price = nullptr;
    std::string match;
    double unitPrice = 0; // display currency: per GPU-hour (on-demand) or per server-month (rental)
    int termMonths = 1;
    int servers = 0;
    int committedMonths = 0;
};

// Everything the options need, in the display currency, after adjustments.
struct Inputs {
    Finance finance;
    double hours = 730;
    double idle = 0.3;
    int gpus = 0;
    int nodes = 0;
    double itKw = 0;
    double pue = 1;
    double itHardware = 0;
    double cooling = 0;
    double installation = 0;
    bool purchaseOk = false;
    Message purchaseReason;
    double tariff = 0;
    double coloPerKwMonth = 0;
    double staffPerMonth = 0;
    double vatGoods = 0; // fraction; 0 when VAT is recoverable
    double vatServices = 0; // fraction; 0 when VAT is recoverable
    double storagePerMonth = 0;
    double egressPerMonth = 0;
    double residualPct = 0;
    double discountMonthly = 0;
    std::optional<Offer> onDemand;
    Message onDemandReason;
    std::optional<Offer> reserved;
    Message reservedReason;
};

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
        factor *= 1.0 + discountMonthly;
    }
    r.gpuHoursServed = 0;
    for (double hours : served)
        r.gpuHoursServed += hours;
    r.servedByMonth = std::move(served);
    r.costPerGpuHour = r.gpuHoursServed > 0 ? r.total / r.gpuHoursServed : 0.0;
}

// Costs of owning `share` of the cluster, serving up to its capacity of `demand`; adds to `r`.
// Returns the GPU-hours served each month.
std::vector<double> addOwned(OptionResult& r, const Inputs& in, double share, const std::vector<double>& demand)
{
    const size_t horizon = demand.size() - 1;
    std::vector<double> served(demand.size(), 0.0);
    if (share <= 0)
        return served;
    const double capacity = share * in.gpus * in.hours;
    const Finance& f = in.finance;

    // Month 0: hardware, cooling plant, installation and the VAT on them.
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
    for (size_t m = 1; m <= horizon; ++m) {
        served[m] = std::min(demand[m], capacity);
        const double utilisation = capacity > 0 ? served[m] / capacity : 0.0;
        const double colocation = itKw * in.coloPerKwMonth;
        const double kwh = itKw * (in.idle + (1.0 - in.idle) * utilisation) * in.pue * in.hours;
        const double electricity = kwh * in.tariff;
        const double maintenance = itHardware * f.maintenancePctPerYear / 100.0 / 12.0;
        const double spares = itHardware * f.sparesPct / 100.0 / 12.0;
        auto& month = r.months[m];
        month[at(CostCategory::Colocation)] += colocation;
        month[at(CostCategory::Electricity)] += electricity;
        month[at(CostCategory::Maintenance)] += maintenance;
        month[at(CostCategory::Spares)] += spares;
        month[at(CostCategory::Staff)] += f.opsStaffFte * in.staffPerMonth;
        month[at(CostCategory::Vat)]
            += (electricity + spares) * in.vatGoods + (colocation + maintenance) * in.vatServices;
    }
    r.months[horizon][at(CostCategory::Residual)] -= itHardware * in.residualPct / 100.0;
    r.ownedGpus = static_cast<int>(std::lround(share * in.gpus));
    r.ownedNodes = static_cast<int>(std::lround(share * in.nodes));
    return served;
}

void describeOffer(OptionResult& r, const Offer& offer, bool perGpuHour)
{
    r.offeringId = offer.offering->id;
    r.provider = offer.offering->provider;
    r.offeringGpuId = offer.offering->gpuId;
    r.match = offer.match;
    r.term = offer.price->term;
    r.unitPrice = offer.unitPrice;
    r.unit = perGpuHour ? "gpu_hour" : "server_month";
    r.servers = offer.servers;
    r.committedMonths = offer.committedMonths;
}

// Cloud GPU-hours `burst` in month m with their storage, egress and VAT.
void addCloud(OptionResult& r, const Inputs& in, size_t m, double burst, double demandThisMonth)
{
    if (burst <= 0)
        return;
    const double compute = burst * in.onDemand->unitPrice;
    const double cloudShare = demandThisMonth > 0 ? burst / demandThisMonth : 1.0;
    const double storage = in.storagePerMonth + in.egressPerMonth * cloudShare;
    r.months[m][at(CostCategory::CloudCompute)] += compute;
    r.months[m][at(CostCategory::StorageEgress)] += storage;
    r.months[m][at(CostCategory::Vat)] += (compute + storage) * in.vatServices;
}

OptionResult purchase(const Inputs& in, const std::vector<double>& demand)
{
    if (!in.purchaseOk)
        return unavailable(TcoOption::Purchase, in.purchaseReason);
    const int horizon = static_cast<int>(demand.size()) - 1;
    OptionResult r = emptyOption(TcoOption::Purchase, horizon);
    auto served = addOwned(r, in, 1.0, demand);
    double servedTotal = 0, demandTotal = 0;
    for (size_t m = 0; m < demand.size(); ++m) {
        servedTotal += served[m];
        demandTotal += demand[m];
    }
    if (demandTotal > servedTotal + 1e-6)
        r.notes.push_back("demand above the owned capacity is not served: " + fixed(demandTotal - servedTotal, 1)
                          + " GPU-hours over the horizon");
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
        addCloud(r, in, m, demand[m], demand[m]);
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
    const double capacity = static_cast<double>(offer.servers) * offer.offering->gpusPerServer * in.hours;
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
    }
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
    const auto served = addOwned(r, in, share, demand);
    double burstTotal = 0;
    for (size_t m = 1; m < demand.size(); ++m)
        burstTotal += demand[m] - served[m];
    if (burstTotal > 1e-9 && !in.onDemand)
        return unavailable(TcoOption::Hybrid, in.onDemandReason);
    for (size_t m = 1; m < demand.size(); ++m)
        addCloud(r, in, m, demand[m] - served[m], demand[m]);
    if (in.onDemand)
        describeOffer(r, *in.onDemand, true);
    r.notes.push_back("owned base: " + std::to_string(ownedNodes) + " of " + std::to_string(in.nodes) + " nodes for "
                      + fixed(in.finance.hybridBaseLoadPct, 1) + "% of peak demand (" + fixed(peak, 1)
                      + " GPU-hours a month)");
    finish(r, demand, in.discountMonthly);
    return r;
}

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

void warn(TcoResult& result, Message warning)
{
    result.warnings.push_back(render(warning));
    result.warningTexts.push_back(std::move(warning));
}

// A unit with the display currency in it: "CNY/kWh".
Message perCurrency(const char* key, const std::string& currency)
{
    return Message(key, {{"currency", currency}});
}

Inputs resolve(const Scenario& scenario, const Catalog& catalog, const BuildFigures& build, const TcoSettings& settings,
               TcoResult& result)
{
    const Finance& f = scenario.finance;
    const TcoAdjustments& adj = settings.adjust;
    const std::string& cur = f.displayCurrency;
    const std::string perCur = cur + "/";
    Converter convert(catalog, cur, adj.fx, result.fxRates);

    Inputs in;
    in.finance = f;
    in.hours = settings.hoursPerMonth;
    in.idle = std::clamp(settings.idleFraction, 0.0, 1.0);
    in.residualPct = f.residualValuePct * adj.residualValue;
    in.discountMonthly = std::pow(1.0 + f.discountRatePct * adj.discountRate / 100.0, 1.0 / 12.0) - 1.0;

    in.gpus = build.gpus;
    in.nodes = build.nodes;
    in.itKw = build.itPowerKw;
    in.pue = build.pue;
    for (const auto& line : build.capex) {
        double total = convert.adjustConverted(line.total, line.original.currency);
        if (line.kind == "gpu")
            total *= adj.gpuPrice;
        in.itHardware += total;
        trace(result,
              {"capex", "capex " + line.kind + " " + line.id + " × " + fixed(line.quantity, 0),
               Message("input.capex", {{"kind", line.kind}, {"id", line.id}, {"quantity", fixed(line.quantity, 0)}}),
               total, cur, perCurrency("unit.currency", cur), nullptr, line.priced ? "" : "no price in the catalog",
               line.priced ? Message() : Message("method.no_price")});
        if (line.priced) {
            result.inputs.back().original = line.original;
            result.inputs.back().provenance = line.provenance;
        }
        if (!line.priced)
            warn(result, Message("warning.no_price", {{"kind", line.kind}, {"id", line.id}}));
    }
    const Gpu* mainGpu = nullptr;
    int mostGpus = 0;
    for (const auto& g : build.groups)
        if (g.gpu && g.gpus > mostGpus) {
            mostGpus = g.gpus;
            mainGpu = g.gpu;
        }
    result.gpuId = mainGpu ? mainGpu->id : "";
    result.gpus = in.gpus;
    result.nodes = in.nodes;
    result.itPowerKw = in.itKw;
    result.pue = in.pue;
    trace(result,
          {"it_power", "IT power", Message("input.it_power"), in.itKw, "kW", Message("unit.kw"), nullptr,
           "build: peak draw of every node", Message("method.build_peak")});
    trace(result,
          {"pue", "PUE", Message("input.pue"), in.pue, "", Message(), nullptr,
           "build: site override, else the better of region and cooling method", Message("method.build_pue")});

    if (const CoolingMethod* cooling = catalog.coolingMethod(scenario.site.coolingId); cooling && cooling->capexPerKw) {
        if (auto perKw = convert(cooling->capexPerKw->money)) {
            in.cooling = *perKw * in.itKw;
            trace(result,
                  {"cooling_capex_per_kw",
                   "cooling capex per kW (" + cooling->id + ")",
                   Message("input.cooling_capex_per_kw", {{"cooling", cooling->id}}),
                   *perKw,
                   perCur + "kW",
                   perCurrency("unit.per_kw", cur),
                   &*cooling->capexPerKw,
                   {},
                   {}});
        } else {
            warn(result, Message("warning.no_fx_cooling", {{"cooling", cooling->id}}));
        }
    }
    in.installation = (in.itHardware + in.cooling) * settings.installationPct / 100.0;
    trace(result,
          {"installation", "installation", Message("input.installation"), settings.installationPct,
           "% of hardware and cooling", Message("unit.pct_of_hardware"), nullptr, "TcoSettings::installationPct",
           Message("method.default")});
    result.hardwareCapex = in.itHardware;
    result.coolingCapex = in.cooling;
    result.installation = in.installation;

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
    const Message fromRegion("method.region", {{"region", region->id}});
    trace(result,
          {"vat_goods", std::string("VAT on goods") + (region->vatRecoverable ? " (recoverable: excluded)" : ""),
           Message(region->vatRecoverable ? "input.vat_goods_recoverable" : "input.vat_goods"), region->vatHardwarePct,
           "%", Message("unit.pct"), nullptr, "region " + region->id, fromRegion});
    trace(result,
          {"vat_services", std::string("VAT on services") + (region->vatRecoverable ? " (recoverable: excluded)" : ""),
           Message(region->vatRecoverable ? "input.vat_services_recoverable" : "input.vat_services"),
           region->vatServicesPct, "%", Message("unit.pct"), nullptr, "region " + region->id, fromRegion});

    // Purchase: needs a tariff and a colocation price.
    std::optional<double> tariff, colo;
    if (region->electricityPerKwh)
        tariff = convert(region->electricityPerKwh->money);
    if (region->colocationPerKwMonth)
        colo = convert(region->colocationPerKwMonth->money);
    const Args inRegion {{"region", region->id}};
    if (in.gpus <= 0)
        in.purchaseReason = Message("reason.no_gpus");
    else if (!region->electricityPerKwh)
        in.purchaseReason = Message("reason.no_tariff", inRegion);
    else if (!region->colocationPerKwMonth)
        in.purchaseReason = Message("reason.no_colocation", inRegion);
    else if (!tariff || !colo)
        in.purchaseReason = Message("reason.no_fx_region", inRegion);
    else {
        in.purchaseOk = true;
        in.tariff = *tariff * adj.electricity;
        in.coloPerKwMonth = *colo;
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
    if (region->opsStaffPerYear) {
        if (auto staff = convert(region->opsStaffPerYear->money)) {
            in.staffPerMonth = *staff / 12.0;
            trace(result,
                  {"staff_per_year",
                   "operations engineer a year",
                   Message("input.staff_per_year"),
                   *staff,
                   perCur + "year",
                   perCurrency("unit.per_year", cur),
                   &*region->opsStaffPerYear,
                   {},
                   {}});
        }
    } else if (f.opsStaffFte > 0) {
        warn(result, Message("warning.no_staff_cost", inRegion));
    }
    trace(result,
          {"idle_draw", "idle draw", Message("input.idle_draw"), in.idle * 100.0, "% of peak IT power",
           Message("unit.pct_of_peak"), nullptr, "TcoSettings::idleFraction", Message("method.default")});

    // Cloud storage and egress beside on-demand GPUs.
    in.storagePerMonth = scenario.workload.datasetTB * f.storagePerTbMonth * adj.cloudPrice;
    if (f.egressTbPerMonth > 0) {
        if (auto perTb = convert(settings.egressPerTb)) {
            in.egressPerMonth = f.egressTbPerMonth * *perTb * adj.cloudPrice;
            trace(result,
                  {"egress_per_tb", "egress per TB", Message("input.egress_per_tb"), *perTb * adj.cloudPrice,
                   perCur + "TB", perCurrency("unit.per_tb", cur), nullptr,
                   "TcoSettings::egressPerTb (AWS internet egress, first 10 TB a month)", Message("method.default")});
            result.inputs.back().original = settings.egressPerTb;
        } else {
            warn(result, Message("warning.no_fx_egress"));
        }
    }

    // On-demand: the cheapest per-GPU-hour price among the best-matching offerings.
    OfferingMatch od = matchOfferings(catalog, region->id, mainGpu, {OfferTerm::OnDemand});
    for (const auto& [o, p] : od.items) {
        auto price = convert(p->price.money);
        if (!price)
            continue;
        double perGpuHour = p->unit == OfferUnit::GpuHour ? *price : *price / (o->gpusPerServer * in.hours);
        perGpuHour *= adj.cloudPrice;
        if (!in.onDemand || perGpuHour < in.onDemand->unitPrice)
            in.onDemand = Offer {o, p, od.match, perGpuHour, 1, 0, 0};
    }
    if (!in.onDemand)
        in.onDemandReason = od.items.empty()
            ? Message("reason.no_on_demand", {{"region", region->id}, {"match", od.match}})
            : Message("reason.no_fx_on_demand", inRegion);
    else
        trace(result,
              {"on_demand_price",
               "on-demand price (" + in.onDemand->offering->id + ")",
               Message("input.on_demand_price", {{"offering", in.onDemand->offering->id}}),
               in.onDemand->unitPrice,
               perCur + "GPU-hour",
               perCurrency("unit.per_gpu_hour", cur),
               &in.onDemand->price->price,
               {},
               {}});

    // Reserved: the cheapest total commitment over the horizon.
    const int horizon = f.horizonMonths;
    OfferingMatch rs = matchOfferings(catalog, region->id, mainGpu,
                                      {OfferTerm::Monthly, OfferTerm::Reserved1y, OfferTerm::Reserved3y});
    double bestTotal = std::numeric_limits<double>::infinity();
    for (const auto& [o, p] : rs.items) {
        auto price = convert(p->price.money);
        if (!price || in.gpus <= 0)
            continue;
        double perServerMonth = p->unit == OfferUnit::ServerMonth ? *price : *price * o->gpusPerServer * in.hours;
        perServerMonth *= adj.cloudPrice;
        const int servers = (in.gpus + o->gpusPerServer - 1) / o->gpusPerServer;
        const int term = termMonths(p->term);
        const int committed = (horizon + term - 1) / term * term;
        const double total = perServerMonth * servers * committed;
        if (total < bestTotal) {
            bestTotal = total;
            in.reserved = Offer {o, p, rs.match, perServerMonth, term, servers, committed};
        }
    }
    if (!in.reserved)
        in.reservedReason = in.gpus <= 0 ? Message("reason.no_gpus")
            : rs.items.empty()           ? Message("reason.no_reserved", {{"region", region->id}, {"match", rs.match}})
                                         : Message("reason.no_fx_rental", inRegion);
    else
        trace(result,
              {"rental_price",
               "rental price per server-month (" + in.reserved->offering->id + ", "
                   + std::string(enumName(in.reserved->price->term)) + ")",
               Message("input.rental_price",
                       {{"offering", in.reserved->offering->id},
                        {"term", std::string(enumName(in.reserved->price->term))}}),
               in.reserved->unitPrice,
               perCur + "server-month",
               perCurrency("unit.per_server_month", cur),
               &in.reserved->price->price,
               {},
               {}});
    return in;
}

std::array<OptionResult, kTcoOptionCount> runOptions(const Inputs& in, const std::vector<double>& demand)
{
    return {purchase(in, demand), onDemand(in, demand), reserved(in, demand), hybrid(in, demand)};
}

std::vector<double> flatDemand(const Inputs& in, int horizon, double utilisationPct)
{
    std::vector<double> demand(static_cast<size_t>(horizon) + 1, in.gpus * in.hours * utilisationPct / 100.0);
    demand[0] = 0;
    return demand;
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

    const Inputs in = resolve(s, catalog, build, settings, result);
    result.capacityGpuHoursPerMonth = in.gpus * in.hours;
    result.demand = monthlyDemand(s, in.gpus, settings, &result.demandSource);
    if (s.finance.demandFromWorkload && s.workload.kind != WorkloadKind::Custom && !settings.gpuHoursPerRun)
        warn(result, Message("warning.no_gpu_hours"));
    result.options = runOptions(in, result.demand);

    const OptionResult& buy = result.options[0];
    for (size_t i = 1; i < kTcoOptionCount; ++i) {
        const OptionResult& alt = result.options[i];
        if (!buy.available || !alt.available)
            continue;
        for (size_t m = 1; m < buy.cumulative.size(); ++m)
            if (buy.cumulative[m] <= alt.cumulative[m] + 1e-6) {
                result.breakEvenMonth[i] = static_cast<int>(m);
                break;
            }
    }

    if (!settings.solveBreakEvenUtilisation) {
        result.breakEvenNote = "not solved";
    } else if (!buy.available || !result.options[1].available) {
        result.breakEvenNote = "needs both the purchase and the on-demand option";
    } else {
        const int horizon = result.horizonMonths;
        auto gap = [&](double pct) {
            const auto demand = flatDemand(in, horizon, pct);
            return purchase(in, demand).total - onDemand(in, demand).total;
        };
        const double atFull = gap(100.0), atZero = gap(0.0);
        if (atFull > 0) {
            result.breakEvenNote = "purchase costs more than on-demand even at 100% utilisation (by " + fixed(atFull)
                + " " + result.currency + ")";
        } else if (atZero <= 0) {
            result.breakEvenUtilisationPct = 0.0;
            result.breakEvenNote = "purchase costs no more than on-demand even unused";
        } else {
            // gap(lo) > 0 ≥ gap(hi); stop at 1e-7 percentage points (30 halvings), far below any input's precision.
            double lo = 0, hi = 100;
            for (int i = 0; i < 60 && hi - lo > 1e-7; ++i) {
                const double mid = 0.5 * (lo + hi);
                (gap(mid) > 0 ? lo : hi) = mid;
            }
            result.breakEvenUtilisationPct = 0.5 * (lo + hi);
            result.breakEvenNote = "flat utilisation at which purchase and on-demand totals are equal";
        }
    }
    for (const auto& o : result.options)
        if (!o.available && !o.reason.empty())
            warn(result,
                 Message("warning.option_unavailable",
                         {{"option", phrase(optionLabel(o.option))}, {"reason", phrase(o.reasonText)}}));
    return result;
}

} // namespace planner
