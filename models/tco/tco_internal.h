#pragma once
// Internal to models/tco: the inputs of the cost model resolved into the display currency
// (tco_inputs.cpp), shared with the options that spend them (tco_options.cpp).

#include "models/tco/tco.h"

#include <optional>
#include <string>
#include <vector>

namespace planner::tco_detail {

// Locale-independent fixed-point text for notes ('.' decimals even after setlocale()).
std::string fixed(double value, int decimals = 2);

// An offering with one of its prices, converted, and how it was chosen.
struct Offer {
    const CloudOffering* offering = nullptr;
    const OfferPrice* price = nullptr;
    OfferReach reach = OfferReach::SameGpuInRegion;
    WorkFactor work;
    bool crossesRegion = false;
    bool otherGpu = false; // not the build's main GPU, whatever its hours factor
    std::string match;
    Message matchText;
    double unitPrice = 0; // display currency: per GPU-hour (on-demand) or per server-month (rental)
    int termMonths = 1;
    int servers = 0;
    int committedMonths = 0;
    Message notLikeForLike; // compared although its servers cannot carry the build's nodes as estimated
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
    SiteMode siteMode = SiteMode::Colocation;
    double coloPerKwMonth = 0; // when priced per kW
    double coloPerCabinetMonth = 0; // when priced per cabinet
    int cabinets = 0;
    double staffPerFteMonth = 0;
    double staffBaseFte = 0;
    double staffFtePerNode = 0;
    int maintenanceStartMonth = 1;
    double residual = 0; // whole cluster, credited at month H
    double vatGoods = 0; // fraction; 0 when VAT is recoverable
    double vatServices = 0; // fraction; 0 when VAT is recoverable
    double storagePerMonth = 0;
    double egressPerMonth = 0;
    double discountMonthly = 0;
    std::optional<Offer> onDemand;
    Message onDemandReason;
    std::optional<Offer> reserved;
    Message reservedReason;
};

Inputs resolve(const Scenario& scenario, const Catalog& catalog, const BuildFigures& build, const TcoSettings& settings,
               TcoResult& result);

void warn(TcoResult& result, Message warning);

} // namespace planner::tco_detail
