#pragma once
// The TCO tests' own catalog and scenario: one GPU model, one region and one offering with round numbers,
// so every figure can be checked by hand (the arithmetic is in the tests' comments). Independent of the
// shipped catalogs and of fixtures.h.

#include "models/catalog/catalog.h"
#include "models/plan/plan.h"

#include <string>

namespace planner::testing {

inline Provenance sheet(const std::string& source, const std::string& asOf)
{
    Provenance p;
    p.source = source;
    p.asOf = asOf;
    return p;
}

inline Price cny(double amount)
{
    return Price {Money {amount, "CNY"}, sheet("test sheet", "2026-11-01")};
}

// One GPU model, one platform, one cooling method, one region with round numbers and one offering:
//   node = 8 × gpu-x (500 W, CNY 100,000) + plat-8 (1,000 W base, CNY 200,000)
//        = 5 kW peak IT load and CNY 1,000,000 of hardware.
//   cooling "air": CNY 2,000 per kW in the rack (what a colocation tenant buys; the own-facility plant is
//   CNY 6,000 per kW), PUE 1.4; region "tiny": CNY 1.0/kWh, CNY 500/kW-month,
//   PUE 1.5, VAT 13% goods / 6% services not recoverable, an engineer CNY 240,000 a year.
//   offering "od-x": gpu-x, 8 per server, CNY 20/GPU-hour on demand, CNY 60,000 / 50,000 / 40,000
//   a server-month monthly / 1-year / 3-year; 3,200 Gb/s of InfiniBand between its servers, so that a
//   build of several nodes may be rented from it.
inline Catalog tinyCatalog()
{
    Catalog c;
    Gpu g;
    g.id = "gpu-x";
    g.name = "GPU X";
    g.memoryGB = 80;
    g.bf16Tflops = 300;
    g.tdpW = 500;
    g.price = cny(100'000);
    c.gpus.push_back(g);
    Gpu small;
    small.id = "gpu-small";
    small.name = "GPU S";
    small.memoryGB = 48;
    small.bf16Tflops = 180;
    small.tdpW = 300;
    small.price = cny(40'000);
    c.gpus.push_back(small);
    Gpu big;
    big.id = "gpu-big";
    big.name = "GPU B";
    big.memoryGB = 96;
    big.bf16Tflops = 900;
    big.tdpW = 700;
    big.price = cny(200'000);
    c.gpus.push_back(big);

    Platform p;
    p.id = "plat-8";
    p.name = "8-GPU box";
    p.gpuSlots = 8;
    p.basePowerW = 1000;
    p.rackUnits = 4;
    p.price = cny(200'000);
    c.platforms.push_back(p);

    CoolingMethod air;
    air.id = "air";
    air.name = "Air";
    air.maxKwPerRack = 20;
    air.typicalPue = 1.4;
    air.capexPerKw = cny(6'000);
    air.inRackCapexPerKw = cny(2'000);
    c.cooling.push_back(air);

    Region r;
    r.id = "tiny";
    r.name = "Tiny";
    r.market = "CN";
    r.currency = "CNY";
    r.electricityPerKwh = cny(1.0);
    r.colocationPerKwMonth = cny(500);
    r.defaultPue = 1.5;
    r.vatHardwarePct = 13;
    r.vatServicesPct = 6;
    r.vatRecoverable = false;
    r.opsStaffPerYear = cny(240'000);
    c.regions.push_back(r);

    FxRate fx;
    fx.currency = "CNY";
    fx.perUsd = 7.0;
    fx.provenance = sheet("test FX sheet", "2026-11-02");
    c.fxRates.push_back(fx);

    CloudOffering o;
    o.id = "od-x";
    o.provider = "Cloud X";
    o.regionId = "tiny";
    o.gpuId = "gpu-x";
    o.gpusPerServer = 8;
    o.providerClass = ProviderClass::GpuCloud;
    o.clusterNetwork = ClusterNetwork {3'200, ClusterNetworkKind::InfiniBand, sheet("test sheet", "2026-11-01")};
    o.prices = {{OfferTerm::OnDemand, OfferUnit::GpuHour, cny(20)},
                {OfferTerm::Monthly, OfferUnit::ServerMonth, cny(60'000)},
                {OfferTerm::Reserved1y, OfferUnit::ServerMonth, cny(50'000)},
                {OfferTerm::Reserved3y, OfferUnit::ServerMonth, cny(40'000)}};
    c.offerings.push_back(o);
    return c;
}

// One node of 8 × gpu-x in colocation, 12 months, flat 50%, no discounting; a support contract of 12%/yr
// (1%/month from month 1), spares 6%/yr (0.5%/month), a flat residual of 25%, 0.5 FTE whatever the size.
inline Scenario tinyScenario(int nodes = 1)
{
    Scenario s;
    s.name = "tiny";
    NodeGroup ng;
    ng.name = "main";
    ng.platformId = "plat-8";
    ng.gpuId = "gpu-x";
    ng.gpuCount = 8;
    ng.cpuId = ng.memoryId = ng.nvmeId = ng.nicId = ""; // no other parts: round power and price
    ng.nodeCount = nodes;
    s.cluster.nodeGroups.push_back(ng);
    s.fabric.topology = FabricTopology::None;
    s.site.regionId = "tiny";
    s.site.coolingId = "air";
    Finance& f = s.finance;
    f.horizonMonths = 12;
    f.discountRatePct = 0;
    f.utilisationPct = 50;
    f.profile = UtilisationProfile::Flat;
    f.displayCurrency = "CNY";
    f.financed = false;
    f.maintenanceBasis = MaintenanceBasis::SupportContract;
    f.maintenancePctPerYear = 12;
    f.residualFromCurve = false;
    f.residualValuePct = 25;
    f.staffBaseFte = 0.5;
    f.staffFtePerNode = 0;
    f.sparesPct = 6;
    f.hybridBaseLoadPct = 60;
    f.storagePerTbMonth = 0;
    f.egressTbPerMonth = 0;
    return s;
}

} // namespace planner::testing
