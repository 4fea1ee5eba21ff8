// The operating model and the like-for-like rules of the buy-or-rent comparison, each checked against
// arithmetic written here (tinyCatalog(): one 8 × gpu-x node = 5 kW and CNY 1,000,000 of hardware, of
// which CNY 800,000 GPUs and CNY 200,000 platform; CNY 1.0/kWh, CNY 500/kW-month, an engineer CNY
// 240,000 a year, on demand CNY 20/GPU-hour; VAT 13% goods / 6% services, not recoverable).

#include "models/base/money.h"
#include "models/plan/plan_io.h"
#include "models/tco/residual_curve.h"
#include "models/tco/tco.h"
#include "tco_fixture.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace planner;
using planner::testing::cny;
using planner::testing::tinyCatalog;
using planner::testing::tinyScenario;

namespace {

constexpr double kUnit = 1e-6;

double cat(const OptionResult& o, CostCategory c)
{
    return o.category(c);
}

double month(const OptionResult& o, int m, CostCategory c)
{
    return o.months[static_cast<std::size_t>(m)][static_cast<std::size_t>(c)];
}

} // namespace

TEST_CASE("Staff is a base plus a share per node", "[tco][operating]")
{
    Scenario s = tinyScenario(3);
    s.finance.staffBaseFte = 0.25;
    s.finance.staffFtePerNode = 0.05;
    const auto r = analyseTco(s, tinyCatalog());
    // 0.25 + 0.05 × 3 = 0.40 FTE × CNY 240,000 a year = CNY 96,000 over 12 months.
    CHECK(r.staffFte == Approx(0.40));
    CHECK(cat(r.option(TcoOption::Purchase), CostCategory::Staff) == Approx(96'000).margin(kUnit));
    // Renting needs none.
    CHECK(cat(r.option(TcoOption::OnDemand), CostCategory::Staff) == 0);
}

TEST_CASE("Maintenance starts when the warranty ends, or at month 1 for a support contract", "[tco][operating]")
{
    Scenario s = tinyScenario();
    s.finance.horizonMonths = 48;
    s.finance.maintenanceBasis = MaintenanceBasis::AfterWarranty;
    s.finance.warrantyYears = 3;
    s.finance.maintenancePctPerYear = 12;
    const auto r = analyseTco(s, tinyCatalog());
    const auto& buy = r.option(TcoOption::Purchase);
    // 12% a year of CNY 1,000,000 = CNY 10,000 a month, in months 37–48 only: CNY 120,000.
    CHECK(month(buy, 36, CostCategory::Maintenance) == 0);
    CHECK(month(buy, 37, CostCategory::Maintenance) == Approx(10'000));
    CHECK(cat(buy, CostCategory::Maintenance) == Approx(120'000).margin(kUnit));

    // A platform sold with 5 years' warranty: none within 48 months.
    Catalog longWarranty = tinyCatalog();
    longWarranty.platforms[0].warrantyYears = 5;
    longWarranty.platforms[0].warrantySource = "test sheet";
    CHECK(cat(analyseTco(s, longWarranty).option(TcoOption::Purchase), CostCategory::Maintenance) == 0);

    // A support contract: from month 1, 48 × 10,000.
    s.finance.maintenanceBasis = MaintenanceBasis::SupportContract;
    CHECK(cat(analyseTco(s, tinyCatalog()).option(TcoOption::Purchase), CostCategory::Maintenance)
          == Approx(480'000).margin(kUnit));
}

TEST_CASE("Resale value follows the GPU class's curve by age", "[tco][operating]")
{
    Scenario s = tinyScenario();
    s.finance.residualFromCurve = true;
    s.finance.horizonMonths = 36;
    // Data centre at 3 years: 0.46 of CNY 1,000,000, credited in month 36.
    const auto dc = analyseTco(s, tinyCatalog());
    CHECK(month(dc.option(TcoOption::Purchase), 36, CostCategory::Residual) == Approx(-460'000).margin(kUnit));
    // At 18 months: halfway between 0.78 (1 year) and 0.60 (2 years) = 0.69.
    s.finance.horizonMonths = 18;
    CHECK(analyseTco(s, tinyCatalog()).residualValue == Approx(690'000).margin(kUnit));

    // Consumer GPUs hold more: at 3 years 0.78 + (3 − 1) / (5.4 − 1) × (0.57 − 0.78) of CNY 800,000 of
    // GPUs; the CNY 200,000 platform stays on the data-centre curve (0.46).
    Catalog consumer = tinyCatalog();
    consumer.gpus[0].gpuClass = GpuClass::Consumer;
    s.finance.horizonMonths = 36;
    const double share = 0.78 + 2.0 / 4.4 * (0.57 - 0.78);
    CHECK(analyseTco(s, consumer).residualValue == Approx(800'000 * share + 200'000 * 0.46).margin(kUnit));

    // Every curve starts at 1 and never rises with age.
    for (GpuClass c : {GpuClass::Consumer, GpuClass::Workstation, GpuClass::DataCenter}) {
        const ResidualCurve& curve = residualCurve(c);
        CHECK(residualShare(curve, 0) == 1.0);
        CHECK(!curve.provenance.source.empty());
        for (double age = 0; age < 12; age += 0.25)
            CHECK(residualShare(curve, age + 0.25) <= residualShare(curve, age) + 1e-12);
    }
}

TEST_CASE("Colocation pays a fee and the in-rack cooling, an own facility the whole plant, no fee", "[tco][site]")
{
    Scenario colo = tinyScenario();
    Scenario own = tinyScenario();
    own.site.mode = SiteMode::OwnFacility;
    const auto c = analyseTco(colo, tinyCatalog());
    const auto o = analyseTco(own, tinyCatalog());
    // Colocation: in-rack CNY 2,000/kW × 5 kW = 10,000; PUE the facility's (region) 1.5.
    CHECK(c.coolingCapex == Approx(10'000));
    CHECK(c.pue == Approx(1.5));
    CHECK(cat(c.option(TcoOption::Purchase), CostCategory::Colocation) == Approx(12 * 5 * 500.0));
    // Own facility: plant 6,000 + in-rack 2,000 per kW × 5 kW = 40,000; PUE the cooling method's 1.4; no fee.
    CHECK(o.coolingCapex == Approx(40'000));
    CHECK(o.pue == Approx(1.4));
    CHECK(cat(o.option(TcoOption::Purchase), CostCategory::Colocation) == 0);
    // Electricity: 5 kW × (0.3 + 0.7 × 50%) × 1.4 × 730 h × CNY 1.0 = 3,321.50 a month.
    CHECK(month(o.option(TcoOption::Purchase), 1, CostCategory::Electricity) == Approx(3'321.50));
}

TEST_CASE("Invariant: colocation fee and cooling plant are never both charged", "[tco][site][invariant]")
{
    Catalog catalog = tinyCatalog();
    CoolingMethod liquid = catalog.cooling[0];
    liquid.id = "liquid";
    liquid.capexPerKw = cny(9'000);
    liquid.inRackCapexPerKw = cny(3'000);
    catalog.cooling.push_back(liquid);
    for (const SiteMode mode : {SiteMode::Colocation, SiteMode::OwnFacility})
        for (const auto& cooling : catalog.cooling) {
            Scenario s = tinyScenario();
            s.site.mode = mode;
            s.site.coolingId = cooling.id;
            const auto r = analyseTco(s, catalog);
            const double plant = cooling.capexPerKw->money.amount * r.itPowerKw;
            const double inRack = cooling.inRackCapexPerKw->money.amount * r.itPowerKw;
            const bool fee = cat(r.option(TcoOption::Purchase), CostCategory::Colocation) > 0;
            INFO(cooling.id << (mode == SiteMode::Colocation ? " colocation" : " own facility"));
            CHECK(fee == (mode == SiteMode::Colocation));
            CHECK(r.coolingCapex == Approx(fee ? inRack : plant + inRack));
        }
}

TEST_CASE("Cabinets follow the power cap, and a fee per cabinet is charged on them", "[tco][site]")
{
    Catalog catalog = tinyCatalog();
    catalog.regions[0].cabinetPowerKw = 10;
    catalog.regions[0].colocationPerCabinetMonth = cny(2'000);
    Scenario s = tinyScenario(3);
    // 10 kW cap: two 5 kW nodes a cabinet, so 3 nodes take 2 cabinets: CNY 4,000 a month.
    auto r = analyseTco(s, catalog);
    CHECK(r.cabinets == 2);
    CHECK(month(r.option(TcoOption::Purchase), 1, CostCategory::Colocation) == Approx(4'000));
    // A 4 kW cap (the site's own): each 5 kW node draws the power of ceil(5 / 4) = 2 cabinets: 6 of them.
    s.site.cabinetPowerKw = 4;
    r = analyseTco(s, catalog);
    CHECK(r.cabinets == 6);
    CHECK(month(r.option(TcoOption::Purchase), 1, CostCategory::Colocation) == Approx(12'000));
}

TEST_CASE("Work above the owned capacity is rented on demand as overflow, in every option", "[tco][like-for-like]")
{
    Scenario s = tinyScenario();
    s.workload.kind = WorkloadKind::Custom;
    s.workload.customGpuHoursPerMonth = 8 * 730 * 1.5; // 8,760: 150% of the node's 5,840 GPU-hours
    const auto r = analyseTco(s, tinyCatalog());
    const auto& buy = r.option(TcoOption::Purchase);
    // 2,920 GPU-hours a month over capacity × CNY 20 = 58,400 a month, 700,800 over 12 months (+6% VAT).
    CHECK(cat(buy, CostCategory::Overflow) == Approx(700'800).margin(kUnit));
    CHECK(buy.rentedGpuHours == Approx(2'920 * 12));
    // Every option delivers all of the work.
    for (const auto& o : r.options) {
        INFO(tcoOptionName(o.option));
        REQUIRE(o.available);
        CHECK(o.gpuHoursServed == Approx(8'760 * 12));
    }
    // Reserved rents one 8-GPU server (the owned cluster's size) and the overflow on demand.
    CHECK(cat(r.option(TcoOption::Reserved), CostCategory::Overflow) == Approx(700'800).margin(kUnit));
}

TEST_CASE("Invariants of the comparison", "[tco][invariant]")
{
    Catalog catalog = tinyCatalog();
    CloudOffering other = catalog.offerings[0];
    other.id = "od-big";
    other.gpuId = "gpu-big";
    other.prices = {{OfferTerm::OnDemand, OfferUnit::GpuHour, cny(50)},
                    {OfferTerm::Monthly, OfferUnit::ServerMonth, cny(90'000)}};
    catalog.offerings.push_back(other);
    for (const double pct : {0.0, 30.0, 70.0, 100.0})
        for (const char* named : {"", "od-big"}) {
            Scenario s = tinyScenario();
            s.finance.utilisationPct = pct;
            s.finance.onDemandOfferingId = named;
            s.finance.reservedOfferingId = named;
            const auto r = analyseTco(s, catalog);
            INFO(pct << "% " << named);
            // Every option serves the same GPU-hours of work.
            for (const auto& o : r.options)
                if (o.available)
                    CHECK(o.gpuHoursServed == Approx(r.option(TcoOption::Purchase).gpuHoursServed));
            // Zero use costs zero on demand.
            if (pct == 0)
                CHECK(r.option(TcoOption::OnDemand).total == 0);
            // A higher price never lowers that option's cost.
            Catalog dearer = catalog;
            for (auto& o : dearer.offerings)
                for (auto& p : o.prices)
                    p.price.money.amount *= 1.25;
            const auto d = analyseTco(s, dearer);
            for (TcoOption o : {TcoOption::OnDemand, TcoOption::Reserved, TcoOption::Hybrid})
                CHECK(d.option(o).total >= r.option(o).total - kUnit);
        }
}

TEST_CASE("The break-even rental price makes renting cost what buying does", "[tco][breakeven]")
{
    const Scenario s = tinyScenario();
    const auto r = analyseTco(s, tinyCatalog());
    REQUIRE(r.breakEvenRentalPrice);
    // No discounting: purchase total CNY 1,318,474.65 over 35,040 GPU-hours, rented with 6% VAT.
    const double expected = 1'318'474.65 / (35'040 * 1.06);
    CHECK(*r.breakEvenRentalPrice == Approx(expected).epsilon(1e-9));
    // At that price, on demand costs what buying does.
    Catalog atPrice = tinyCatalog();
    atPrice.offerings[0].prices[0].price.money.amount = *r.breakEvenRentalPrice;
    const auto at = analyseTco(s, atPrice);
    CHECK(at.option(TcoOption::OnDemand).npv == Approx(at.option(TcoOption::Purchase).npv).epsilon(1e-9));
}

TEST_CASE("Break-even month is discounted like the recommendation", "[tco][breakeven]")
{
    Scenario s = tinyScenario();
    s.finance.horizonMonths = 36;
    s.finance.discountRatePct = 8;
    s.finance.utilisationPct = 90;
    const auto r = analyseTco(s, tinyCatalog());
    const auto& buy = r.option(TcoOption::Purchase);
    const auto& od = r.option(TcoOption::OnDemand);
    // The first month whose discounted cumulative cost of buying is at most on-demand's, computed here.
    const double monthly = std::pow(1.08, 1.0 / 12.0);
    double b = 0, o = 0, factor = 1;
    std::optional<int> expected;
    for (int m = 0; m <= 36; ++m) {
        b += buy.monthTotals[static_cast<std::size_t>(m)] / factor;
        o += od.monthTotals[static_cast<std::size_t>(m)] / factor;
        factor *= monthly;
        if (m >= 1 && !expected && b <= o + 1e-6)
            expected = m;
    }
    CHECK(r.breakEvenMonth[static_cast<std::size_t>(TcoOption::OnDemand)] == expected);
    // And the break-even utilisation against on-demand is where the NPVs meet.
    REQUIRE(r.breakEvenUtilisationPct);
    Scenario at = s;
    at.finance.utilisationPct = *r.breakEvenUtilisationPct;
    const auto there = analyseTco(at, tinyCatalog());
    CHECK(there.option(TcoOption::Purchase).npv == Approx(there.option(TcoOption::OnDemand).npv).epsilon(1e-7));
}

TEST_CASE("A catalog price that includes VAT is taken net, once", "[tco][vat]")
{
    Catalog gross = tinyCatalog();
    gross.gpus[0].price = cny(113'000); // CNY 100,000 + 13% VAT
    gross.gpus[0].price->vatIncluded = true;
    const auto base = analyseTco(tinyScenario(), tinyCatalog());
    const auto r = analyseTco(tinyScenario(), gross);
    CHECK(r.hardwareCapex == Approx(1'000'000));
    CHECK(r.option(TcoOption::Purchase).total == Approx(base.option(TcoOption::Purchase).total));
}

TEST_CASE("Conversions are listed with their dated rate, and FX is a sensitivity factor only then", "[tco][fx]")
{
    Catalog catalog = tinyCatalog();
    catalog.platforms[0].price
        = Price {Money {200'000.0 / 7.0, "USD"}, planner::testing::sheet("US sheet", "2026-10-01")};
    const auto r = analyseTco(tinyScenario(), catalog);
    REQUIRE(r.conversions.size() == 1);
    const Conversion& c = r.conversions[0];
    CHECK(c.from == "USD");
    CHECK(c.to == "CNY");
    CHECK(c.amount == Approx(200'000.0 / 7.0));
    CHECK(c.converted == Approx(200'000));
    CHECK(c.rate == Approx(7.0));
    CHECK(c.asOf == "2026-11-02"); // the CNY rate's date
    CHECK(analyseTco(tinyScenario(), tinyCatalog()).conversions.empty());

    Scenario s = tinyScenario();
    const auto withFx = analyseSensitivity(s, catalog);
    const auto withoutFx = analyseSensitivity(s, tinyCatalog());
    auto hasFx = [](const SensitivityResult& sensitivity) {
        for (const auto& e : sensitivity.entries)
            if (e.factor == SensitivityFactor::Fx)
                return true;
        return false;
    };
    CHECK(hasFx(withFx));
    CHECK(!hasFx(withoutFx));
}

TEST_CASE("plan: a version 1 file is migrated, keeping what the user changed", "[plan][migration]")
{
    auto v1 = [](const std::string& finance) {
        return R"({ "formatVersion": 1, "name": "old", "scenarios": [ { "name": "a",
            "cluster": { "nodeGroups": [ { "platform": "p", "gpu": "g", "gpuCount": 8, "cpu": "c",
                                           "memory": "m", "memoryCount": 16, "nodeCount": 1 } ] },
            "workload": { "kind": "custom", "customGpuHoursPerMonth": 100 },
            "site": { "region": "r", "cooling": "air" },
            "finance": { )"
            + finance + R"( } } ] })";
    };
    // Changed from version 1's defaults: kept with their meaning.
    const auto kept = parsePlan(v1(R"("opsStaffFte": 1.5, "maintenancePctPerYear": 20, "residualValuePct": 30)"),
                                "old.json", nullptr);
    REQUIRE(kept.plan);
    CHECK(kept.plan->formatVersion == 2);
    const Finance& f = kept.plan->scenarios[0].finance;
    CHECK(f.staffBaseFte == 1.5);
    CHECK(f.staffFtePerNode == 0);
    CHECK(f.maintenanceBasis == MaintenanceBasis::SupportContract);
    CHECK(f.maintenancePctPerYear == 20);
    CHECK(!f.residualFromCurve);
    CHECK(f.residualValuePct == 30);
    CHECK(kept.plan->scenarios[0].site.mode == SiteMode::Colocation);
    // Each change is a note at its place, never an error.
    int notes = 0;
    for (const auto& d : kept.diagnostics) {
        CHECK(d.severity == Severity::Info);
        notes += d.message.find("format version 1 migrated") != std::string::npos;
    }
    CHECK(notes == 4); // site, staff, maintenance, residual

    // Left at version 1's defaults: version 2's sourced defaults.
    const auto fresh = parsePlan(v1(R"("opsStaffFte": 0.5, "maintenancePctPerYear": 8, "residualValuePct": 20)"),
                                 "old.json", nullptr);
    REQUIRE(fresh.plan);
    const Finance& g = fresh.plan->scenarios[0].finance;
    const Finance defaults;
    CHECK(g.staffBaseFte == defaults.staffBaseFte);
    CHECK(g.staffFtePerNode == defaults.staffFtePerNode);
    CHECK(g.maintenanceBasis == MaintenanceBasis::AfterWarranty);
    CHECK(g.maintenancePctPerYear == defaults.maintenancePctPerYear);
    CHECK(g.residualFromCurve);

    // Saved again, it is a version 2 file that loads with no notes.
    const auto again = parsePlan(planToJson(*kept.plan).dump(), "new.json", nullptr);
    REQUIRE(again.plan);
    CHECK(again.diagnostics.empty());
    CHECK(*again.plan == *kept.plan);
}

TEST_CASE("Which offering and why names the region in the reader's language", "[tco][text]")
{
    Catalog c = tinyCatalog();
    Region other = c.regions[0];
    other.id = "tiny-2";
    other.name = "Tiny 2";
    other.nameZh = "小二";
    c.regions.push_back(other);
    c.offerings[0].regionId = "tiny-2";
    const auto r = analyseTco(tinyScenario(), c);
    const auto& od = r.option(TcoOption::OnDemand);
    REQUIRE(od.crossesRegion);
    // English readers get the English name; a reader of Chinese the catalog's Chinese name.
    struct ChineseReader final : TextLookup {
        std::string text(const TextEntry& entry) const override { return std::string(entry.english); }
        bool chinese() const override { return true; }
    };
    CHECK(render(od.matchText).find("Tiny 2") != std::string::npos);
    CHECK(render(od.matchText, ChineseReader {}).find("小二") != std::string::npos);
}

TEST_CASE("One verdict: the lowest NPV and its lead over the next different answer", "[tco][verdict]")
{
    const auto r = analyseTco(tinyScenario(), tinyCatalog());
    // Find them here from the options' NPVs, rounded to the fen as printed.
    const OptionResult* best = nullptr;
    for (const auto& o : r.options)
        if (o.available && (!best || std::llround(o.npv * 100) < std::llround(best->npv * 100)))
            best = &o;
    REQUIRE(best);
    const OptionResult* next = nullptr;
    for (const auto& o : r.options)
        if (o.available && std::llround(o.npv * 100) != std::llround(best->npv * 100) && (!next || o.npv < next->npv))
            next = &o;
    REQUIRE(next);
    const Message verdict = recommendation(r);
    REQUIRE(verdict.key == "quote.recommendation_with_runner_up");
    CHECK(render(verdict).find(render(optionLabel(best->option))) != std::string::npos);
    CHECK(render(verdict).find(render(optionLabel(next->option))) != std::string::npos);
    const double gap = (std::llround(next->npv * 100) - std::llround(best->npv * 100)) / 100.0;
    CHECK(render(verdict).find(formatMoney(gap, "CNY")) != std::string::npos);
}
