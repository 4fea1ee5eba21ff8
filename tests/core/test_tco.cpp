// The TCO engine: hand-computed cases for each option (the arithmetic is in the comments), invariants,
// regional comparison, sensitivity, output, and the seed articles' buy-vs-cloud claim on a realistic
// Shenzhen fixture. The catalogs (tco_fixture.h and the Shenzhen one below) are built in C++ with round
// numbers so every figure can be checked by hand; they do not depend on the shipped catalogs.

#include "models/base/money.h"
#include "models/tco/tco.h"
#include "tco_fixture.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <sstream>

using namespace planner;
using planner::testing::cny;
using planner::testing::tinyCatalog;
using planner::testing::tinyScenario;

namespace {

constexpr double kUnit = 1e-6; // "agree to the unit": far tighter than one fen

double cat(const OptionResult& o, CostCategory c)
{
    return o.category(c);
}

} // namespace

TEST_CASE("TCO fixture build: 5 kW and CNY 1,000,000 a node", "[tco]")
{
    const auto build = computeBuild(tinyScenario(), tinyCatalog(), "CNY");
    CHECK(build.gpus == 8);
    CHECK(build.itPowerKw == Approx(5.0));
    CHECK(build.pue == Approx(1.5));
    CHECK(build.hardwareCapex == Approx(1'000'000));
}

TEST_CASE("Purchase: hand-computed 12-month cash flow", "[tco]")
{
    const auto r = analyseTco(tinyScenario(), tinyCatalog());
    const auto& buy = r.option(TcoOption::Purchase);
    REQUIRE(buy.available);
    REQUIRE(buy.months.size() == 13);

    // Month 0: hardware 1,000,000 + cooling 2,000 × 5 kW = 1,010,000;
    //          installation 3% × 1,010,000 = 30,300;
    //          VAT 13% × 1,010,000 + 6% × 30,300 = 131,300 + 1,818 = 133,118.
    CHECK(buy.months[0][0] == Approx(1'010'000).margin(kUnit));
    CHECK(buy.months[0][1] == Approx(30'300).margin(kUnit));
    CHECK(buy.months[0][2] == Approx(133'118).margin(kUnit));
    CHECK(buy.monthTotals[0] == Approx(1'173'418).margin(kUnit));

    // Each month 1..12 (utilisation 50%, idle 30% of peak):
    //   colocation 5 kW × 500 = 2,500
    //   electricity 5 kW × (0.3 + 0.7 × 0.5) × 1.5 × 730 h × 1.0 = 3,558.75
    //   maintenance 1,000,000 × 12% / 12 = 10,000; spares 1,000,000 × 6% / 12 = 5,000
    //   staff 0.5 × 240,000 / 12 = 10,000
    //   VAT (3,558.75 + 5,000) × 13% + (2,500 + 10,000) × 6% = 1,112.6375 + 750 = 1,862.6375
    //   total 32,921.3875
    const auto& m1 = buy.months[1];
    CHECK(m1[static_cast<size_t>(CostCategory::Colocation)] == Approx(2'500).margin(kUnit));
    CHECK(m1[static_cast<size_t>(CostCategory::Electricity)] == Approx(3'558.75).margin(kUnit));
    CHECK(m1[static_cast<size_t>(CostCategory::Maintenance)] == Approx(10'000).margin(kUnit));
    CHECK(m1[static_cast<size_t>(CostCategory::Spares)] == Approx(5'000).margin(kUnit));
    CHECK(m1[static_cast<size_t>(CostCategory::Staff)] == Approx(10'000).margin(kUnit));
    CHECK(m1[static_cast<size_t>(CostCategory::Vat)] == Approx(1'862.6375).margin(kUnit));
    CHECK(buy.monthTotals[1] == Approx(32'921.3875).margin(kUnit));

    // Month 12 also returns the residual: −25% × 1,000,000 = −250,000 (cooling plant is sunk).
    CHECK(cat(buy, CostCategory::Residual) == Approx(-250'000).margin(kUnit));
    CHECK(buy.monthTotals[12] == Approx(32'921.3875 - 250'000).margin(kUnit));

    // Total 1,173,418 + 12 × 32,921.3875 − 250,000 = 1,318,474.65.
    CHECK(buy.total == Approx(1'318'474.65).margin(kUnit));
    CHECK(buy.cumulative.back() == Approx(buy.total).margin(kUnit));
    CHECK(buy.npv == Approx(buy.total).margin(kUnit)); // discount rate 0
    // Demand 8 GPUs × 730 h × 50% = 2,920 GPU-hours a month, 35,040 over 12 months.
    CHECK(buy.gpuHoursServed == Approx(35'040));
    CHECK(buy.costPerGpuHour == Approx(1'318'474.65 / 35'040).epsilon(1e-12));
    CHECK(buy.ownedGpus == 8);
    CHECK(r.hardwareCapex == Approx(1'000'000));
    CHECK(r.coolingCapex == Approx(10'000));
    CHECK(r.installation == Approx(30'300));
}

TEST_CASE("Purchase: recoverable VAT is left out of the cost", "[tco]")
{
    Catalog c = tinyCatalog();
    c.regions[0].vatRecoverable = true;
    const auto r = analyseTco(tinyScenario(), c);
    const auto& buy = r.option(TcoOption::Purchase);
    CHECK(cat(buy, CostCategory::Vat) == 0.0);
    // 1,318,474.65 − 133,118 − 12 × 1,862.6375 = 1,162,999.
    CHECK(buy.total == Approx(1'162'999).margin(kUnit));
}

TEST_CASE("Purchase: financing replaces the month-0 payment with an annuity", "[tco]")
{
    Scenario s = tinyScenario();
    s.finance.financed = true;
    s.finance.loanRatePct = 12; // 1% a month
    s.finance.loanTermMonths = 12;
    const auto r = analyseTco(s, tinyCatalog());
    const auto& buy = r.option(TcoOption::Purchase);
    // Principal = month-0 amount 1,173,418; payment = P × 0.01 / (1 − 1.01^−12) = 104,256.7679…
    const double payment = 1'173'418 * 0.01 / (1 - std::pow(1.01, -12));
    CHECK(payment == Approx(104'256.7679).margin(1e-3));
    CHECK(buy.monthTotals[0] == Approx(0).margin(kUnit));
    // Month 1: interest 1% × 1,173,418 = 11,734.18; payment + operating 32,921.3875.
    CHECK(buy.months[1][static_cast<size_t>(CostCategory::Financing)] == Approx(11'734.18).margin(kUnit));
    CHECK(buy.monthTotals[1] == Approx(payment + 32'921.3875).margin(1e-6));
    // Interest over the loan = 12 × payment − principal = 77,663.21…; principal stays in its categories.
    CHECK(cat(buy, CostCategory::Financing) == Approx(12 * payment - 1'173'418).margin(1e-6));
    CHECK(cat(buy, CostCategory::Hardware) == Approx(1'010'000).margin(1e-6));
    CHECK(cat(buy, CostCategory::Installation) == Approx(30'300).margin(1e-6));
    CHECK(buy.total == Approx(1'318'474.65 + 12 * payment - 1'173'418).margin(1e-6));
}

TEST_CASE("Purchase: a loan longer than the horizon is paid off in the last month", "[tco]")
{
    Scenario s = tinyScenario();
    s.finance.financed = true;
    s.finance.loanRatePct = 0; // 0%: P / 24 a month
    s.finance.loanTermMonths = 24;
    const auto r = analyseTco(s, tinyCatalog());
    const auto& buy = r.option(TcoOption::Purchase);
    // 11 payments of 1,173,418 / 24 = 48,892.4166…, then month 12 pays the remaining 13/24.
    CHECK(buy.monthTotals[1] == Approx(1'173'418.0 / 24 + 32'921.3875).margin(1e-6));
    CHECK(buy.monthTotals[12] == Approx(1'173'418.0 * 13 / 24 + 32'921.3875 - 250'000).margin(1e-6));
    CHECK(buy.total == Approx(1'318'474.65).margin(1e-6)); // no interest at 0%
    CHECK(!buy.notes.empty());
}

TEST_CASE("On-demand: hand-computed, with storage and egress", "[tco]")
{
    Scenario s = tinyScenario();
    s.workload.datasetTB = 10;
    s.finance.storagePerTbMonth = 100; // CNY per TB-month
    s.finance.egressTbPerMonth = 2;
    TcoSettings settings;
    settings.egressPerTb = Money {50, "CNY"};
    const auto r = analyseTco(s, tinyCatalog(), settings);
    const auto& od = r.option(TcoOption::OnDemand);
    REQUIRE(od.available);
    CHECK(od.offeringId == "od-x");
    CHECK(od.match == "same GPU");
    CHECK(od.unitPrice == Approx(20));
    // A month: compute 2,920 GPU-hours × 20 = 58,400; storage 10 TB × 100 + egress 2 TB × 50 = 1,100;
    //          VAT 6% × 59,500 = 3,570; total 63,070. Month 0: nothing.
    CHECK(od.monthTotals[0] == 0.0);
    CHECK(od.months[1][static_cast<size_t>(CostCategory::CloudCompute)] == Approx(58'400).margin(kUnit));
    CHECK(od.months[1][static_cast<size_t>(CostCategory::StorageEgress)] == Approx(1'100).margin(kUnit));
    CHECK(od.months[1][static_cast<size_t>(CostCategory::Vat)] == Approx(3'570).margin(kUnit));
    CHECK(od.total == Approx(12 * 63'070).margin(kUnit)); // 756,840
    CHECK(od.costPerGpuHour == Approx(756'840.0 / 35'040));
}

TEST_CASE("Reserved: the cheapest term valid for the horizon", "[tco]")
{
    Scenario s = tinyScenario();
    {
        // 12 months, 1 server: monthly 60,000 × 12 = 720,000; 1-year 50,000 × 12 = 600,000;
        // 3-year 40,000 × 36 = 1,440,000 (24 months committed past the horizon). 1-year wins;
        // VAT 6% → 53,000 a month, 636,000 in all.
        const auto r = analyseTco(s, tinyCatalog());
        const auto& rs = r.option(TcoOption::Reserved);
        REQUIRE(rs.available);
        CHECK(rs.term == OfferTerm::Reserved1y);
        CHECK(rs.servers == 1);
        CHECK(rs.committedMonths == 12);
        CHECK(rs.monthTotals[1] == Approx(53'000).margin(kUnit));
        CHECK(rs.total == Approx(636'000).margin(kUnit));
        CHECK(cat(rs, CostCategory::Reserved) == Approx(600'000).margin(kUnit));
    }
    {
        // 36 months: monthly 2,160,000; 1-year 1,800,000; 3-year 1,440,000 → 3-year, × 1.06 = 1,526,400.
        s.finance.horizonMonths = 36;
        const auto r = analyseTco(s, tinyCatalog());
        const auto& rs = r.option(TcoOption::Reserved);
        CHECK(rs.term == OfferTerm::Reserved3y);
        CHECK(rs.total == Approx(1'526'400).margin(kUnit));
    }
    {
        // 42 months: monthly 2,520,000; 3-year commits 72 months = 2,880,000; 1-year commits 48 months
        // = 2,400,000 and wins; the 6 months committed after month 42 are charged in month 42.
        s.finance.horizonMonths = 42;
        const auto r = analyseTco(s, tinyCatalog());
        const auto& rs = r.option(TcoOption::Reserved);
        CHECK(rs.term == OfferTerm::Reserved1y);
        CHECK(rs.committedMonths == 48);
        CHECK(rs.monthTotals[42] == Approx(7 * 53'000).margin(kUnit));
        CHECK(rs.total == Approx(48 * 53'000).margin(kUnit));
    }
}

TEST_CASE("Hybrid: owned base for part of the peak, on-demand above it", "[tco]")
{
    // Two nodes (16 GPUs, 10 kW, CNY 2,000,000); workload demand 8,760 GPU-hours a month
    // (= 12 GPUs busy). Base load 50% of peak = 6 GPUs → 1 node owned (8 GPUs, 5,840 GPU-hours).
    Scenario s = tinyScenario(2);
    s.finance.hybridBaseLoadPct = 50;
    s.finance.demandFromWorkload = true;
    s.workload.runsPerMonth = 2;
    TcoSettings settings;
    settings.gpuHoursPerRun = 4'380; // × 2 runs = 8,760
    const auto r = analyseTco(s, tinyCatalog(), settings);
    CHECK(r.demand[1] == Approx(8'760));
    const auto& hy = r.option(TcoOption::Hybrid);
    REQUIRE(hy.available);
    CHECK(hy.ownedNodes == 1);
    CHECK(hy.ownedGpus == 8);
    // Owned half: month 0 as for one node: 1,010,000 + 30,300 + 133,118 = 1,173,418.
    CHECK(hy.monthTotals[0] == Approx(1'173'418).margin(kUnit));
    // A month: owned node fully busy: colocation 2,500; electricity 5 × 1.0 × 1.5 × 730 × 1.0 = 5,475;
    //   maintenance 10,000; spares 5,000; staff 10,000 (kept whole);
    //   VAT (5,475 + 5,000) × 13% + 12,500 × 6% = 1,361.75 + 750 = 2,111.75;
    //   burst 8,760 − 5,840 = 2,920 GPU-hours × 20 = 58,400, VAT 3,504.
    //   Total 2,500 + 5,475 + 10,000 + 5,000 + 10,000 + 2,111.75 + 58,400 + 3,504 = 96,990.75.
    CHECK(hy.monthTotals[1] == Approx(96'990.75).margin(kUnit));
    // 1,173,418 + 12 × 96,990.75 − 250,000 = 2,087,307.
    CHECK(hy.total == Approx(2'087'307).margin(kUnit));
    CHECK(hy.gpuHoursServed == Approx(12 * 8'760));
    // The purchase of both nodes serves everything (8,760 ≤ 11,680 GPU-hours of capacity).
    CHECK(r.option(TcoOption::Purchase).gpuHoursServed == Approx(12 * 8'760));
}

TEST_CASE("NPV discounts monthly at the effective monthly rate", "[tco]")
{
    Scenario s = tinyScenario();
    s.finance.discountRatePct = 12;
    const auto r = analyseTco(s, tinyCatalog());
    const auto& od = r.option(TcoOption::OnDemand);
    // 61,904 a month (58,400 + 6% VAT) for months 1..12 at rm = 1.12^(1/12) − 1:
    // NPV = 61,904 × (1 − 1.12^−1) / rm.
    const double rm = std::pow(1.12, 1.0 / 12) - 1;
    CHECK(od.npv == Approx(61'904 * (1 - 1 / 1.12) / rm).epsilon(1e-12));
    const auto& buy = r.option(TcoOption::Purchase);
    // Purchase: 1,173,418 now, 32,921.3875 a month, −250,000 in month 12.
    const double expected = 1'173'418 + 32'921.3875 * (1 - 1 / 1.12) / rm - 250'000 / 1.12;
    CHECK(buy.npv == Approx(expected).epsilon(1e-12));
    CHECK(buy.total == Approx(1'318'474.65).margin(kUnit)); // totals are undiscounted
}

TEST_CASE("Break-even month: first month purchase cumulative is at or below the alternative", "[tco]")
{
    Scenario s = tinyScenario();
    s.finance.horizonMonths = 48;
    const auto r = analyseTco(s, tinyCatalog());
    // Purchase 1,173,418 + 32,921.3875 m against on-demand 61,904 m: m ≥ 40.49 → month 41.
    CHECK(r.breakEvenMonth[static_cast<size_t>(TcoOption::OnDemand)] == 41);
    const auto& buy = r.option(TcoOption::Purchase);
    const auto& od = r.option(TcoOption::OnDemand);
    CHECK(buy.cumulative[40] > od.cumulative[40]);
    CHECK(buy.cumulative[41] <= od.cumulative[41]);

    // Over 12 months the purchase never catches up with on-demand.
    const auto shortRun = analyseTco(tinyScenario(), tinyCatalog());
    CHECK(!shortRun.breakEvenMonth[static_cast<size_t>(TcoOption::OnDemand)]);
}

TEST_CASE("Break-even utilisation lies where the totals cross", "[tco]")
{
    Scenario s = tinyScenario();
    s.finance.horizonMonths = 36;
    const auto r = analyseTco(s, tinyCatalog());
    REQUIRE(r.breakEvenUtilisationPct);
    // Purchase(u) = 1,173,418 − 250,000 + 36 × (30,756.025 + 4,330.725 u) = 2,030,634.9 + 155,906.1 u
    //   (monthly: 28,900 fixed with VAT + electricity (1,642.5 + 3,832.5 u) × 1.13);
    // On-demand(u) = 36 × 5,840 u × 20 × 1.06 = 4,457,088 u;
    // equal at u = 2,030,634.9 / 4,301,181.9 = 47.2111%.
    CHECK(*r.breakEvenUtilisationPct == Approx(47.211090979).margin(1e-6));

    Scenario at = s;
    at.finance.utilisationPct = *r.breakEvenUtilisationPct;
    const auto there = analyseTco(at, tinyCatalog());
    CHECK(there.option(TcoOption::Purchase).total == Approx(there.option(TcoOption::OnDemand).total).epsilon(1e-7));
    // Below it on-demand is cheaper, above it purchase is.
    at.finance.utilisationPct = *r.breakEvenUtilisationPct - 1;
    const auto below = analyseTco(at, tinyCatalog());
    CHECK(below.option(TcoOption::Purchase).total > below.option(TcoOption::OnDemand).total);
    at.finance.utilisationPct = *r.breakEvenUtilisationPct + 1;
    const auto above = analyseTco(at, tinyCatalog());
    CHECK(above.option(TcoOption::Purchase).total < above.option(TcoOption::OnDemand).total);

    // Cloud at CNY 1/GPU-hour: purchase never catches up.
    Catalog cheap = tinyCatalog();
    cheap.offerings[0].prices[0].price.money.amount = 1;
    const auto never = analyseTco(s, cheap);
    CHECK(!never.breakEvenUtilisationPct);
    CHECK(never.breakEvenNote.find("at any utilisation") != std::string::npos);
}

TEST_CASE("Demand: flat, ramp, workload and custom", "[tco]")
{
    Scenario s = tinyScenario();
    s.finance.horizonMonths = 36;
    s.finance.profile = UtilisationProfile::Ramp;
    s.finance.rampStartPct = 40;
    s.finance.rampEndPct = 80;
    std::string source;
    auto d = monthlyDemand(s, 8, TcoSettings {}, &source);
    REQUIRE(d.size() == 37);
    CHECK(d[0] == 0.0);
    CHECK(d[1] == Approx(8 * 730 * 0.40)); // 2,336
    CHECK(d[36] == Approx(8 * 730 * 0.80)); // 4,672
    CHECK(d[18] == Approx(8 * 730 * (0.40 + 0.40 * 17 / 35)));
    CHECK(source.find("ramp") != std::string::npos);

    TcoSettings settings;
    settings.gpuHoursPerRun = 500;
    s.workload.runsPerMonth = 3;
    d = monthlyDemand(s, 8, settings, &source); // the profile still: the plan did not ask for the workload
    CHECK(d[36] == Approx(8 * 730 * 0.80));
    s.finance.demandFromWorkload = true;
    d = monthlyDemand(s, 8, settings, &source);
    CHECK(d[5] == Approx(1'500));
    CHECK(source.find("workload") != std::string::npos);
    // Asked for, but the estimator gave nothing: the profile, with a warning from analyseTco.
    d = monthlyDemand(s, 8, TcoSettings {}, &source);
    CHECK(d[1] == Approx(8 * 730 * 0.40));
    CHECK(source.find("no GPU-hours per run") == 0);
    const auto r = analyseTco(s, tinyCatalog());
    CHECK(std::find_if(r.warnings.begin(), r.warnings.end(),
                       [](const std::string& w) { return w.find("no GPU-hours per run") != std::string::npos; })
          != r.warnings.end());

    s.workload.kind = WorkloadKind::Custom;
    s.workload.customGpuHoursPerMonth = 1'234;
    d = monthlyDemand(s, 8, settings);
    CHECK(d[7] == Approx(1'234));
}

TEST_CASE("Invariant: on-demand costs nothing at zero use", "[tco]")
{
    Scenario s = tinyScenario();
    s.finance.utilisationPct = 0;
    s.workload.datasetTB = 50;
    s.finance.storagePerTbMonth = 100;
    s.finance.egressTbPerMonth = 5;
    const auto r = analyseTco(s, tinyCatalog());
    CHECK(r.option(TcoOption::OnDemand).total == 0.0);
    CHECK(r.option(TcoOption::OnDemand).costPerGpuHour == 0.0);
    // The owned machine still costs its idle power, colocation, staff and the rest.
    CHECK(r.option(TcoOption::Purchase).total > 0);
    // Hybrid owns nothing when there is no demand.
    CHECK(r.option(TcoOption::Hybrid).total == 0.0);
}

TEST_CASE("Invariant: purchase cost does not fall when a price rises", "[tco]")
{
    const Scenario s = tinyScenario();
    const double base = analyseTco(s, tinyCatalog()).option(TcoOption::Purchase).total;
    auto withChange = [&](auto change) {
        Catalog c = tinyCatalog();
        change(c);
        return analyseTco(s, c).option(TcoOption::Purchase).total;
    };
    CHECK(withChange([](Catalog& c) { c.gpus[0].price->money.amount *= 1.1; }) > base);
    CHECK(withChange([](Catalog& c) { c.platforms[0].price->money.amount *= 1.1; }) > base);
    CHECK(withChange([](Catalog& c) { c.regions[0].electricityPerKwh->money.amount *= 1.1; }) > base);
    CHECK(withChange([](Catalog& c) { c.regions[0].colocationPerKwMonth->money.amount *= 1.1; }) > base);
    CHECK(withChange([](Catalog& c) { c.regions[0].opsStaffPerYear->money.amount *= 1.1; }) > base);
    CHECK(withChange([](Catalog& c) { c.cooling[0].inRackCapexPerKw->money.amount *= 1.1; }) > base);
    // In colocation the facility's cooling plant is in its fee: its price does not move the purchase.
    CHECK(withChange([](Catalog& c) { c.cooling[0].capexPerKw->money.amount *= 1.1; }) == base);
    CHECK(withChange([](Catalog& c) { c.regions[0].vatHardwarePct += 1; }) > base);
    // A dearer cloud does not move the purchase at all.
    CHECK(withChange([](Catalog& c) { c.offerings[0].prices[0].price.money.amount *= 2; }) == base);

    // And higher utilisation raises purchase cost (electricity) but never lowers it.
    Scenario busier = s;
    busier.finance.utilisationPct = 90;
    CHECK(analyseTco(busier, tinyCatalog()).option(TcoOption::Purchase).total > base);
}

TEST_CASE("Prices in another currency are converted and the rate is recorded", "[tco]")
{
    Catalog c = tinyCatalog();
    c.offerings[0].prices[0].price.money = Money {3.0, "USD"}; // × 7.0 = CNY 21 a GPU-hour
    const auto r = analyseTco(tinyScenario(), c);
    const auto& od = r.option(TcoOption::OnDemand);
    CHECK(od.unitPrice == Approx(21));
    CHECK(od.total == Approx(12 * 2'920 * 21 * 1.06));
    REQUIRE(r.fxRates.size() == 1);
    CHECK(r.fxRates[0].currency == "CNY");
    CHECK(r.fxRates[0].perUsd == 7.0);
    CHECK(r.fxRates[0].provenance.asOf == "2026-11-02");

    // The same plan shown in USD: every CNY figure ÷ 7.
    Scenario usd = tinyScenario();
    usd.finance.displayCurrency = "USD";
    const auto inUsd = analyseTco(usd, tinyCatalog());
    CHECK(inUsd.currency == "USD");
    // Each converted price is a price to the cent, as the quote prints it: the GPU's CNY 100,000 is
    // USD 14,285.71 and the platform's CNY 200,000 USD 28,571.43, so the hardware is 8 × 14,285.71 + 28,571.43.
    CHECK(computeBuild(usd, tinyCatalog(), "USD").hardwareCapex == Approx(142'857.11).epsilon(1e-12));
    // Then every CNY figure ÷ 7, but for those roundings: 8 × 0.0043 − 0.0014 = USD 0.033 less hardware, and
    // less again through what is reckoned on it (VAT, maintenance, spares): under USD 0.06 in all.
    CHECK(inUsd.option(TcoOption::Purchase).total == Approx(1'318'474.65 / 7).margin(0.06));
    CHECK(inUsd.option(TcoOption::Purchase).total < 1'318'474.65 / 7);
}

TEST_CASE("Another GPU is used only when none has the build's, billed for the hours it needs, and said", "[tco]")
{
    Catalog c = tinyCatalog();
    CloudOffering smallOffer = c.offerings[0];
    smallOffer.id = "od-small";
    smallOffer.gpuId = "gpu-small";
    smallOffer.prices = {{OfferTerm::OnDemand, OfferUnit::GpuHour, cny(8)}};
    CloudOffering bigOffer = c.offerings[0];
    bigOffer.id = "od-big";
    bigOffer.gpuId = "gpu-big";
    bigOffer.prices = {{OfferTerm::OnDemand, OfferUnit::GpuHour, cny(36)}};
    c.offerings = {smallOffer, bigOffer};
    const auto r = analyseTco(tinyScenario(), c);
    const auto& od = r.option(TcoOption::OnDemand);
    // Without a workload estimate the hours factor is the peak bf16 ratio: gpu-small 300/180 = 5/3, so
    // CNY 8 × 5/3 = 13.33 per hour of gpu-x's work; gpu-big 300/900 = 1/3, so CNY 36 / 3 = 12.00: gpu-big.
    CHECK(od.offeringId == "od-big");
    CHECK(od.otherGpu);
    CHECK(od.hoursFactor == Approx(1.0 / 3.0));
    CHECK(od.match.find("another GPU") == 0);
    // Work: 8 GPUs × 730 h × 50% × 12 months = 35,040 GPU-hours of gpu-x = 11,680 hours of gpu-big,
    // × CNY 36 = 420,480, + 6% VAT = 445,708.80. The work delivered is the same as the purchase's.
    CHECK(od.rentedGpuHours == Approx(11'680));
    CHECK(od.gpuHoursServed == Approx(35'040));
    CHECK(od.total == Approx(445'708.80).margin(kUnit));
    CHECK(r.option(TcoOption::Purchase).gpuHoursServed == Approx(od.gpuHoursServed));

    // A GPU the estimator says cannot do the work is never chosen, however cheap.
    TcoSettings settings;
    settings.workFactor = [](const Gpu& g) {
        WorkFactor w;
        w.hours = g.id == "gpu-big" ? 1.0 / 3.0 : 1.0;
        w.canDoWork = g.id != "gpu-big";
        return w;
    };
    const auto withoutBig = analyseTco(tinyScenario(), c, settings);
    CHECK(withoutBig.option(TcoOption::OnDemand).offeringId == "od-small");
    // No offering rents servers by the month: the reason says so.
    CHECK(!r.option(TcoOption::Reserved).available);
    CHECK(r.option(TcoOption::Reserved).reason.find("no offering") != std::string::npos);
}

TEST_CASE("The build's own GPU elsewhere in the market comes before another GPU in the region", "[tco]")
{
    Catalog c = tinyCatalog();
    Region other = c.regions[0];
    other.id = "tiny-2";
    other.name = "Tiny 2";
    c.regions.push_back(other);
    CloudOffering far = c.offerings[0];
    far.id = "od-x-far";
    far.regionId = "tiny-2";
    far.prices = {{OfferTerm::OnDemand, OfferUnit::GpuHour, cny(30)}};
    CloudOffering big = c.offerings[0];
    big.id = "od-big";
    big.gpuId = "gpu-big";
    big.prices = {{OfferTerm::OnDemand, OfferUnit::GpuHour, cny(3)}}; // far cheaper for the work, but another GPU
    c.offerings = {far, big};
    const auto r = analyseTco(tinyScenario(), c);
    const auto& od = r.option(TcoOption::OnDemand);
    CHECK(od.offeringId == "od-x-far");
    CHECK(od.crossesRegion);
    CHECK(!od.otherGpu);
    CHECK(od.match.find("Tiny 2") != std::string::npos);

    // Named in the plan, the cheaper other-GPU offering is used, scaled, and said.
    Scenario named = tinyScenario();
    named.finance.onDemandOfferingId = "od-big";
    const auto n = analyseTco(named, c);
    CHECK(n.option(TcoOption::OnDemand).offeringId == "od-big");
    CHECK(n.option(TcoOption::OnDemand).hoursFactor == Approx(1.0 / 3.0));
    CHECK(n.option(TcoOption::OnDemand).match.find("the offering the plan names") == 0);

    // A class with no offering in the market leaves the option unavailable, with the reason.
    Scenario hyperscaler = tinyScenario();
    hyperscaler.finance.onDemandClass = OfferingClassChoice::Hyperscaler;
    const auto h = analyseTco(hyperscaler, c);
    CHECK(!h.option(TcoOption::OnDemand).available);
    CHECK(h.option(TcoOption::OnDemand).reason.find("Hyperscaler cloud") != std::string::npos);
}

TEST_CASE("Regions side by side follow their inputs", "[tco]")
{
    Catalog c = tinyCatalog();
    Region cheap = c.regions[0];
    cheap.id = "cheap-power";
    cheap.name = "Cheap power";
    cheap.electricityPerKwh = cny(0.5);
    c.regions.push_back(cheap);
    Region bare = c.regions[0];
    bare.id = "no-colo";
    bare.colocationPerKwMonth.reset();
    c.regions.push_back(bare);

    const auto rows = compareRegions(tinyScenario(), c);
    REQUIRE(rows.size() == 3);
    CHECK(rows[0].included);
    CHECK(rows[1].included);
    CHECK(!rows[2].included);
    CHECK(rows[2].reason == "no colocation price");
    const auto& tiny = rows[0].result.option(TcoOption::Purchase);
    const auto& cheaper = rows[1].result.option(TcoOption::Purchase);
    // Half the tariff saves half the electricity and its VAT: 12 × 3,558.75 × 0.5 × 1.13 = 24,128.325.
    CHECK(tiny.total - cheaper.total == Approx(24'128.325).margin(kUnit));
    // No offerings in cheap-power: the same GPU is rented in the market's other region, and said.
    REQUIRE(rows[1].result.option(TcoOption::OnDemand).available);
    CHECK(rows[1].result.option(TcoOption::OnDemand).crossesRegion);
    CHECK(rows[1].result.option(TcoOption::OnDemand).offeringRegionId == "tiny");

    const auto some = compareRegions(tinyScenario(), c, {}, {"cheap-power", "mars"});
    REQUIRE(some.size() == 2);
    CHECK(some[1].reason == "unknown region");
}

TEST_CASE("Sensitivity: the factors ranked by the swing of the purchase gap", "[tco]")
{
    Scenario s = tinyScenario();
    s.finance.horizonMonths = 36;
    s.finance.discountRatePct = 8;
    s.finance.utilisationPct = 70;
    const auto sens = analyseSensitivity(s, tinyCatalog());
    // Ten factors, less the exchange rate: everything is in CNY, so nothing is converted.
    REQUIRE(sens.entries.size() == 9);
    for (size_t i = 1; i < sens.entries.size(); ++i)
        CHECK(sens.entries[i - 1].swing >= sens.entries[i].swing);
    auto find = [&](SensitivityFactor f) {
        for (const auto& e : sens.entries)
            if (e.factor == f)
                return e;
        FAIL("factor missing");
        return SensitivityEntry {};
    };
    for (const auto& e : sens.entries)
        CHECK(e.factor != SensitivityFactor::Fx);
    // Dearer staff and colocation make buying look worse; a dearer rental makes it look better.
    CHECK(find(SensitivityFactor::Staff).metricHigh > find(SensitivityFactor::Staff).metricLow);
    CHECK(find(SensitivityFactor::Colocation).metricHigh > find(SensitivityFactor::Colocation).metricLow);
    // Reserved rental is the cheaper rental here, so its price is what moves the gap.
    CHECK(find(SensitivityFactor::RentalPrice).metricHigh < find(SensitivityFactor::RentalPrice).metricLow);
    // A dearer GPU makes buying look worse; a dearer cloud makes it look better.
    CHECK(find(SensitivityFactor::GpuPrice).metricHigh > find(SensitivityFactor::GpuPrice).metricLow);
    CHECK(find(SensitivityFactor::CloudPrice).metricHigh <= find(SensitivityFactor::CloudPrice).metricLow);
    CHECK(find(SensitivityFactor::DiscountRate).swing > 0);
    CHECK(find(SensitivityFactor::ResidualValue).metricHigh < find(SensitivityFactor::ResidualValue).metricLow);
    // GPU price: 20% of 800,000 = 160,000 of hardware, with VAT, installation, maintenance and spares
    // following it; the swing is at least the bare ±160,000 less the residual it brings back.
    CHECK(find(SensitivityFactor::GpuPrice).swing > 2 * 160'000 * 0.75);
}

TEST_CASE("JSON and CSV output carry the documented keys and add up", "[tco]")
{
    const auto r = analyseTco(tinyScenario(), tinyCatalog());
    const auto j = tcoToJson(r);
    CHECK(j["currency"] == "CNY");
    CHECK(j["horizonMonths"] == 12);
    REQUIRE(j["options"].size() == 4);
    CHECK(j["options"][0]["option"] == "purchase");
    CHECK(j["options"][0]["total"].get<double>() == Approx(1'318'474.65));
    CHECK(j["options"][0]["byCategory"]["residual"].get<double>() == Approx(-250'000));
    CHECK(j["options"][1]["offering"]["id"] == "od-x");
    CHECK(j["options"][2]["offering"]["term"] == "reserved_1y");
    CHECK(j["breakEvenMonths"].contains("on_demand"));
    CHECK(j["breakEvenMonths"]["on_demand"].is_null());
    CHECK(j.contains("breakEvenUtilisationPct"));
    bool tariffTraced = false;
    for (const auto& input : j["inputs"])
        if (input["name"] == "electricity tariff") {
            tariffTraced = true;
            CHECK(input["source"] == "test sheet");
            CHECK(input["asOf"] == "2026-11-01");
        }
    CHECK(tariffTraced);

    const std::string csv = tcoToCsv(r);
    CHECK(csv.rfind("option,month,currency,demand_gpu_hours,served_gpu_hours,hardware,installation,vat,", 0) == 0);
    CHECK(csv.find("\r\n") != std::string::npos);
    CHECK(csv.find("\n", 0) == csv.find("\r\n") + 1);
    // Purchase month 1 row and the purchase total row.
    CHECK(csv.find("purchase,1,CNY,2920.000,2920.000,0.00,0.00,1862.64,0.00,2500.00,3558.75,10000.00,10000.00,"
                   "5000.00,0.00,0.00,0.00,0.00,0.00,32921.39,")
          != std::string::npos);
    // Rows add up as printed: the total row is the sum of the printed monthly totals.
    std::istringstream lines(csv);
    std::string line;
    MinorUnits sum = 0, printedTotal = 0;
    while (std::getline(lines, line)) {
        if (line.rfind("purchase,", 0) != 0)
            continue;
        const auto lastComma = line.rfind(',');
        const auto totalComma = line.rfind(',', lastComma - 1);
        const double total = std::stod(line.substr(totalComma + 1, lastComma - totalComma - 1));
        if (line.rfind("purchase,total,", 0) == 0)
            printedTotal = toMinor(total, "CNY");
        else
            sum += toMinor(total, "CNY");
    }
    CHECK(sum == printedTotal);
    // Each month's VAT 1,862.6375 prints as 1,862.64: the printed total is 12 × 0.0025 = 0.03 above the
    // exact 1,318,474.65 (as documented in tco.h: the file adds up as printed).
    CHECK(printedTotal == toMinor(1'318'474.65, "CNY") + 3);
}

// ---------------------------------------------------------------------------------------------------
// The seed articles' claim (seed 001, domain-data.md H): "self-hosting wins when utilisation stays above
// 60–70%: three-year TCO 35–50% below cloud". Checked here on a realistic Shenzhen fixture, not yet on
// the shipped catalogs (being written). Figures: one 8 × A100 80GB SXM server at CNY 1,350,000 (the
// seed's CNY 1.1–1.6M range), 6.5 kW peak (DGX A100 maximum); cloud A100 80GB at CNY 35 a GPU-hour
// (seed: CNY 30–50 an hour); CNY 0.75/kWh, PUE 1.4; colocation CNY 600/kW-month (estimate); an
// engineer CNY 300,000 a year, 0.5 FTE; VAT 13%/6% (not recoverable: the conservative case);
// maintenance 8%/yr, spares 2%/yr, residual 20%, 36 months, 8% discount rate.
namespace {

Catalog shenzhenCatalog(double onDemandPerGpuHour)
{
    Catalog c;
    Gpu g;
    g.id = "a100-80gb-sxm";
    g.memoryGB = 80;
    g.bf16Tflops = 312;
    g.tdpW = 400;
    g.price = cny(130'000);
    c.gpus.push_back(g);
    Platform p;
    p.id = "hgx-a100-8";
    p.gpuSlots = 8;
    p.basePowerW = 3'300; // CPUs, memory, drives, NICs and fans of a DGX-class box: 6.5 kW peak in all
    p.rackUnits = 6;
    p.price = cny(310'000); // 8 × 130,000 + 310,000 = 1,350,000
    c.platforms.push_back(p);
    CoolingMethod air;
    air.id = "air";
    air.maxKwPerRack = 15;
    air.typicalPue = 1.4;
    c.cooling.push_back(air);
    Region r;
    r.id = "cn-shenzhen";
    r.name = "Shenzhen";
    r.currency = "CNY";
    r.electricityPerKwh = cny(0.75);
    r.colocationPerKwMonth = cny(600);
    r.defaultPue = 1.4;
    r.vatHardwarePct = 13;
    r.vatServicesPct = 6;
    r.opsStaffPerYear = cny(300'000);
    c.regions.push_back(r);
    CloudOffering o;
    o.id = "sz-a100-od";
    o.regionId = "cn-shenzhen";
    o.gpuId = "a100-80gb-sxm";
    o.gpusPerServer = 8;
    o.prices = {{OfferTerm::OnDemand, OfferUnit::GpuHour, cny(onDemandPerGpuHour)}};
    c.offerings.push_back(o);
    return c;
}

Scenario shenzhenScenario(double utilisationPct)
{
    Scenario s;
    NodeGroup ng;
    ng.platformId = "hgx-a100-8";
    ng.gpuId = "a100-80gb-sxm";
    ng.gpuCount = 8;
    ng.cpuId = ng.memoryId = ng.nvmeId = ng.nicId = "";
    s.cluster.nodeGroups.push_back(ng);
    s.fabric.topology = FabricTopology::None;
    s.site.regionId = "cn-shenzhen";
    s.site.coolingId = "air";
    s.finance.horizonMonths = 36;
    s.finance.utilisationPct = utilisationPct;
    s.finance.displayCurrency = "CNY";
    return s; // other finance settings: the defaults (8% discount, 8% maintenance, 2% spares, 20% residual, 0.5 FTE)
}

} // namespace

TEST_CASE("Seed claim on a realistic Shenzhen fixture: self-hosting at 60-70% is at least 35% below cloud",
          "[tco][seed]")
{
    // Outcome when written: saving 47.0% at 60% and 54.4% at 70% (purchase CNY 2.48M / 2.49M against
    // on-demand CNY 4.68M / 5.46M); break-even utilisation 31.2%. The direction holds; at 70% the saving
    // is above the claimed 35-50% band, because at CNY 35 an hour the cloud is dear against a
    // CNY 1.35M server; the next test shows the claim reversing at marketplace rental prices.
    const Catalog c = shenzhenCatalog(35);
    for (double utilisation : {60.0, 70.0}) {
        const auto r = analyseTco(shenzhenScenario(utilisation), c);
        const double buy = r.option(TcoOption::Purchase).total;
        const double cloud = r.option(TcoOption::OnDemand).total;
        const double saving = 1 - buy / cloud;
        INFO("utilisation " << utilisation << "%: purchase " << formatMoney(buy, "CNY") << ", on-demand "
                            << formatMoney(cloud, "CNY") << ", saving " << saving * 100 << "%, break-even "
                            << r.breakEvenUtilisationPct.value_or(-1) << "%");
        WARN("seed claim @" << utilisation << "%: purchase " << formatMoney(buy, "CNY") << " vs on-demand "
                            << formatMoney(cloud, "CNY") << " -> saving " << saving * 100
                            << "%; break-even utilisation " << r.breakEvenUtilisationPct.value_or(-1) << "%");
        // The claim's direction holds: at least 35% cheaper to own.
        CHECK(saving >= 0.35);
    }
    // At the seed's cloud price the break-even utilisation is well below 60%.
    const auto r = analyseTco(shenzhenScenario(70), c);
    REQUIRE(r.breakEvenUtilisationPct);
    CHECK(*r.breakEvenUtilisationPct < 60);
}

TEST_CASE("Seed claim does not survive marketplace rental prices (CNY 7 a GPU-hour)", "[tco][seed]")
{
    // domain-data.md E: late-2026 China rental marketplaces list A800 from CNY 5.15 and H20 from CNY 7.50
    // a GPU-hour. At CNY 7 an A100 hour, owning costs more than renting even at 100% utilisation.
    const auto r = analyseTco(shenzhenScenario(70), shenzhenCatalog(7));
    const double buy = r.option(TcoOption::Purchase).total;
    const double cloud = r.option(TcoOption::OnDemand).total;
    WARN("at CNY 7/GPU-hour, 70%: purchase " << formatMoney(buy, "CNY") << " vs on-demand " << formatMoney(cloud, "CNY")
                                             << "; " << r.breakEvenNote);
    CHECK(buy > cloud);
    CHECK(!r.breakEvenUtilisationPct);
}
