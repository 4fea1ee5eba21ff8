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
    std::string purchaseReason;
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
    std::string onDemandReason;
    std::optional<Offer> reserved;
    std::string reservedReason;
};

OptionResult emptyOption(TcoOption option, int horizon)
{
    OptionResult r;
    r.option = option;
    r.months.assign(static_cast<size_t>(horizon) + 1, CategoryAmounts {});
    return r;
}

OptionResult unavailable(TcoOption option, std::string reason)
{
    OptionResult r;
    r.option = option;
    r.available = false;
    r.reason = std::move(reason);
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

// Records an input: a catalog price with its provenance, or a derived figure with how it was derived.
void trace(TcoResult& result, std::string name, double value, std::string unit, const Price* price,
           std::string method = {})
{
    TracedInput input {std::move(name), value, std::move(unit), {}, {}};
    if (price) {
        input.original = price->money;
        input.provenance = price->provenance;
    } else {
        input.provenance.method = std::move(method);
    }
    result.inputs.push_back(std::move(input));
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
        trace(result, "capex " + line.kind + " " + line.id + " × " + fixed(line.quantity, 0), total, cur, nullptr,
              line.priced ? "" : "no price in the catalog");
        if (line.priced) {
            result.inputs.back().original = line.original;
            result.inputs.back().provenance = line.provenance;
        }
        if (!line.priced)
            result.warnings.push_back("no price for " + line.kind + " " + line.id + ": counted as zero");
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
    trace(result, "IT power", in.itKw, "kW", nullptr, "build: peak draw of every node");
    trace(result, "PUE", in.pue, "", nullptr, "build: site override, else the better of region and cooling method");

    if (const CoolingMethod* cooling = catalog.coolingMethod(scenario.site.coolingId); cooling && cooling->capexPerKw) {
        if (auto perKw = convert(cooling->capexPerKw->money)) {
            in.cooling = *perKw * in.itKw;
            trace(result, "cooling capex per kW (" + cooling->id + ")", *perKw, perCur + "kW", &*cooling->capexPerKw);
        } else {
            result.warnings.push_back("no FX rate for the cooling capex of " + cooling->id + ": counted as zero");
        }
    }
    in.installation = (in.itHardware + in.cooling) * settings.installationPct / 100.0;
    trace(result, "installation", settings.installationPct, "% of hardware and cooling", nullptr,
          "TcoSettings::installationPct");
    result.hardwareCapex = in.itHardware;
    result.coolingCapex = in.cooling;
    result.installation = in.installation;

    const Region* region = catalog.region(scenario.site.regionId);
    if (!region) {
        in.purchaseReason = "unknown region '" + scenario.site.regionId + "'";
        in.onDemandReason = in.reservedReason = in.purchaseReason;
        return in;
    }
    result.regionName = region->name;
    if (!region->vatRecoverable) {
        in.vatGoods = region->vatHardwarePct / 100.0;
        in.vatServices = region->vatServicesPct / 100.0;
    }
    trace(result, std::string("VAT on goods") + (region->vatRecoverable ? " (recoverable: excluded)" : ""),
          region->vatHardwarePct, "%", nullptr, "region " + region->id);
    trace(result, std::string("VAT on services") + (region->vatRecoverable ? " (recoverable: excluded)" : ""),
          region->vatServicesPct, "%", nullptr, "region " + region->id);

    // Purchase: needs a tariff and a colocation price.
    std::optional<double> tariff, colo;
    if (region->electricityPerKwh)
        tariff = convert(region->electricityPerKwh->money);
    if (region->colocationPerKwMonth)
        colo = convert(region->colocationPerKwMonth->money);
    if (in.gpus <= 0)
        in.purchaseReason = "the cluster has no GPUs";
    else if (!region->electricityPerKwh)
        in.purchaseReason = "region " + region->id + " has no electricity tariff";
    else if (!region->colocationPerKwMonth)
        in.purchaseReason = "region " + region->id + " has no colocation price";
    else if (!tariff || !colo)
        in.purchaseReason = "no FX rate for region " + region->id + "'s prices";
    else {
        in.purchaseOk = true;
        in.tariff = *tariff * adj.electricity;
        in.coloPerKwMonth = *colo;
        trace(result, "electricity tariff", in.tariff, perCur + "kWh", &*region->electricityPerKwh);
        trace(result, "colocation per kW of IT load a month", in.coloPerKwMonth, perCur + "kW-month",
              &*region->colocationPerKwMonth);
    }
    if (region->opsStaffPerYear) {
        if (auto staff = convert(region->opsStaffPerYear->money)) {
            in.staffPerMonth = *staff / 12.0;
            trace(result, "operations engineer a year", *staff, perCur + "year", &*region->opsStaffPerYear);
        }
    } else if (f.opsStaffFte > 0) {
        result.warnings.push_back("region " + region->id + " has no staff cost: staff counted as zero");
    }
    trace(result, "idle draw", in.idle * 100.0, "% of peak IT power", nullptr, "TcoSettings::idleFraction");

    // Cloud storage and egress beside on-demand GPUs.
    in.storagePerMonth = scenario.workload.datasetTB * f.storagePerTbMonth * adj.cloudPrice;
    if (f.egressTbPerMonth > 0) {
        if (auto perTb = convert(settings.egressPerTb)) {
            in.egressPerMonth = f.egressTbPerMonth * *perTb * adj.cloudPrice;
            trace(result, "egress per TB", *perTb * adj.cloudPrice, perCur + "TB", nullptr,
                  "TcoSettings::egressPerTb (AWS internet egress, first 10 TB a month)");
            result.inputs.back().original = settings.egressPerTb;
        } else {
            result.warnings.push_back("no FX rate for the egress price: egress counted as zero");
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
        in.onDemandReason = od.items.empty() ? "no on-demand offering in " + region->id + " (" + od.match + ")"
                                             : "no FX rate for the on-demand prices in " + region->id;
    else
        trace(result, "on-demand price (" + in.onDemand->offering->id + ")", in.onDemand->unitPrice,
              perCur + "GPU-hour", &in.onDemand->price->price);

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
        in.reservedReason = in.gpus <= 0 ? "the cluster has no GPUs"
            : rs.items.empty()           ? "no monthly or reserved offering in " + region->id + " (" + rs.match + ")"
                                         : "no FX rate for the rental prices in " + region->id;
    else
        trace(result,
              "rental price per server-month (" + in.reserved->offering->id + ", "
                  + std::string(enumName(in.reserved->price->term)) + ")",
              in.reserved->unitPrice, perCur + "server-month", &in.reserved->price->price);
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
        result.warnings.push_back("demand from the workload was asked for, but no GPU-hours per run were given: "
                                  "the utilisation profile is used");
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
            result.warnings.push_back(std::string(tcoOptionName(o.option)) + " unavailable: " + o.reason);
    return result;
}

} // namespace planner
