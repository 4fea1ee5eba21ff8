// The one-line buy-or-rent verdict (analysis/buy_or_rent_verdict.h) on the TCO fixture, whose NPVs are
// worked out by hand in test_tco.cpp: over 36 months at no discount, for a flat utilisation u (0–1),
//   Purchase(u)  = 2,030,634.9 + 155,906.1 u   (break-even with on-demand at u = 47.2111%)
//   On-demand(u) = 4,457,088 u                 (36 × 5,840 u GPU-hours × CNY 20 × 1.06 VAT)
//   Reserved     = 1,526,400                   (3-year term, 36 × 40,000 × 1.06), whatever the use.

#include "fixtures.h"
#include "models/analysis/buy_or_rent_verdict.h"
#include "models/analysis/scenario_analysis.h"
#include "models/base/money.h"
#include "models/plan/plan_io.h"
#include "models/quote/quote.h"
#include "models/tco/tco.h"
#include "tco_fixture.h"

#include <catch2/catch.hpp>

using namespace planner;
using planner::testing::tinyCatalog;
using planner::testing::tinyScenario;

namespace {

Scenario at(double utilisationPct)
{
    Scenario s = tinyScenario();
    s.finance.horizonMonths = 36;
    s.finance.utilisationPct = utilisationPct;
    return s;
}

// The fixture's offering with its on-demand price only: renting is on demand.
Catalog onDemandOnly()
{
    Catalog c = tinyCatalog();
    c.offerings[0].prices.resize(1);
    REQUIRE(c.offerings[0].prices[0].term == OfferTerm::OnDemand);
    return c;
}

std::string verdict(const Scenario& s, const Catalog& c)
{
    return render(buyOrRentVerdict(analyseTco(s, c), c));
}

std::string cny(double amount)
{
    return formatMoney(amount, "CNY");
}

} // namespace

TEST_CASE("Verdict: buying is cheaper above the break-even with on-demand, and what each side saves", "[verdict]")
{
    const Catalog c = onDemandOnly();
    // At 50%: purchase 2,030,634.9 + 77,953.05 = 2,108,587.95; on-demand 2,228,544: buying saves 119,956.05.
    CHECK(verdict(at(50), c)
          == "Buying is cheaper above 47% utilisation; at 50% buying saves " + cny(119'956.05)
              + " against Cloud on-demand.");
    // At 40%: purchase 2,030,634.9 + 62,362.44 = 2,092,997.34; on-demand 1,782,835.20: renting saves 310,162.14.
    CHECK(verdict(at(40), c)
          == "Buying is cheaper above 47% utilisation; at 40% renting (Cloud on-demand) saves " + cny(310'162.14)
              + ".");
    // At 47% the threshold (47.21%) would read the same whole: it gets its tenth. Purchase 2,103,910.77,
    // on-demand 2,094,831.36 (each to the fen): renting saves 9,079.41.
    CHECK(verdict(at(47), c)
          == "Buying is cheaper above 47.2% utilisation; at 47% renting (Cloud on-demand) saves " + cny(9'079.41)
              + ".");
}

TEST_CASE("Verdict: a reserved rental cheaper at any use means buying never breaks even", "[verdict]")
{
    // The fixture as it is: reserved 1,526,400 is below the purchase's 2,030,634.9 even at no use.
    // At 50%: 2,108,587.95 − 1,526,400 = 582,187.95 saved by renting.
    CHECK(verdict(at(50), tinyCatalog())
          == "Renting is cheaper at any utilisation: buying never breaks even within 36 months; at 50% renting "
             "(Reserved rental) saves "
              + cny(582'187.95) + ".");
}

TEST_CASE("Verdict: a dear reserved rental and no on-demand means buying is cheaper at any use", "[verdict]")
{
    Catalog c = tinyCatalog();
    c.offerings[0].prices = {{OfferTerm::Reserved3y, OfferUnit::ServerMonth, testing::cny(100'000)}};
    // Reserved: 36 × 100,000 × 1.06 = 3,816,000, above the purchase's 2,186,541 even at full use.
    // At 50%: 3,816,000 − 2,108,587.95 = 1,707,412.05 saved by buying.
    CHECK(verdict(at(50), c)
          == "Buying is cheaper at any utilisation over 36 months; at 50% buying saves " + cny(1'707'412.05)
              + " against Reserved rental.");
}

TEST_CASE("Verdict: a ramp is compared at its average use", "[verdict]")
{
    Scenario s = at(50);
    s.finance.profile = UtilisationProfile::Ramp;
    s.finance.rampStartPct = 40;
    s.finance.rampEndPct = 80;
    const TcoResult r = analyseTco(s, onDemandOnly());
    // Month m of 36 at 40 + 40 (m − 1) / 35 percent: the mean of a straight line is its midpoint, 60%.
    CHECK(averageUtilisationPct(r) == Approx(60.0));
    CHECK(render(buyOrRentVerdict(r, onDemandOnly())).find("at the plan's 60% on average buying saves")
          != std::string::npos);
}

TEST_CASE("Verdict: what cannot be bought or rented is said, not compared", "[verdict]")
{
    SECTION("a GPU barred in the region's market")
    {
        Catalog c = tinyCatalog();
        c.gpus[0].availability.push_back({"CN", MarketStatus::Barred, "test rule", "2026-01-01"});
        // Said first; then the comparison as for servers already owned (reserved 1,526,400 at any use).
        CHECK(verdict(at(50), c)
              == "GPU X cannot be bought new in market CN (barred). If it could be: Renting is cheaper at any "
                 "utilisation: buying never breaks even within 36 months; at 50% renting (Reserved rental) saves "
                  + cny(582'187.95) + ".");
        // Neither priced to buy nor bought: the cheapest rental at 50%, reserved 1,526,400 (on-demand 2,228,544).
        Catalog noTariff = c;
        noTariff.regions[0].electricityPerKwh.reset();
        CHECK(verdict(at(50), noTariff)
              == "GPU X cannot be bought new in market CN (barred): rent it; the cheapest is Reserved rental, "
                  + cny(1'526'400) + " (NPV).");
        // Nor is buying recommended where it costs less: with on-demand the only rental, at 90% buying is
        // 2,030,634.9 + 155,906.1 × 0.9 = 2,170,950.4 against on-demand's 4,457,088 × 0.9 = 4,011,379.2 (header),
        // and on-demand is recommended all the same.
        Catalog onDemandOnly = c;
        onDemandOnly.offerings[0].prices.resize(1);
        const TcoResult barred = analyseTco(at(90), onDemandOnly);
        CHECK(barred.purchaseBarred);
        REQUIRE(barred.option(TcoOption::Purchase).npv < barred.option(TcoOption::OnDemand).npv);
        const OptionResult* best = recommendedOption(barred);
        REQUIRE(best);
        CHECK(best->option == TcoOption::OnDemand);
        // Nor named as the next best: with buying and the hybrid barred, on-demand has no runner-up (the
        // barred purchase made it "-CNY … below the next best").
        CHECK(render(recommendation(barred)).find("below the next best") == std::string::npos);
        // With both rentals at 50%: reserved 1,526,400, then on-demand 2,228,544, 702,144 dearer.
        CHECK(render(recommendation(analyseTco(at(50), c)))
                  .find(cny(2'228'544 - 1'526'400)
                        + " below the next best, "
                          "Cloud on-demand")
              != std::string::npos);
        CHECK_FALSE(analyseTco(at(90), tinyCatalog()).purchaseBarred);
        c.offerings.clear();
        CHECK(verdict(at(50), c) == "GPU X cannot be bought new in market CN (barred), and no rental can do the work.");
    }
    SECTION("a region without an electricity tariff")
    {
        Catalog c = tinyCatalog();
        c.regions[0].electricityPerKwh.reset();
        CHECK(verdict(at(50), c)
              == "Buying cannot be priced here (region Tiny has no electricity tariff); the cheapest rental is "
                 "Reserved rental, "
                  + cny(1'526'400) + " (NPV).");
    }
    SECTION("no offering at all")
    {
        Catalog c = tinyCatalog();
        c.offerings.clear();
        const std::string text = verdict(at(50), c);
        CHECK(text.rfind("No rental can do this work here (no offering of class", 0) == 0);
        CHECK(text.find("buying, " + cny(2'108'587.95) + " (NPV), is the only option priced.") != std::string::npos);
    }
}

TEST_CASE("Verdict: the threshold is where buying beats every rental", "[verdict]")
{
    // Hand-made results: only the fields the verdict reads. Purchase NPV 1,000; on-demand 1,200; reserved 1,100.
    TcoResult r;
    r.currency = "CNY";
    r.horizonMonths = 24;
    r.capacityGpuHoursPerMonth = 100;
    r.demand = std::vector<double>(25, 60.0); // 60% every month
    r.demand[0] = 0;
    const double npvs[] = {1'000, 1'200, 1'100};
    for (int i = 0; i < 3; ++i) {
        r.options[static_cast<std::size_t>(i)].option = static_cast<TcoOption>(i);
        r.options[static_cast<std::size_t>(i)].available = true;
        r.options[static_cast<std::size_t>(i)].npv = npvs[i];
    }
    const auto od = static_cast<std::size_t>(TcoOption::OnDemand);
    const auto rs = static_cast<std::size_t>(TcoOption::Reserved);
    const Catalog none;
    const auto text = [&] { return render(buyOrRentVerdict(r, none)); };

    // Cheaper than on-demand above 30%, than reserved below 80%: between the two.
    r.buyCheaper[od] = BuyCheaper::Above;
    r.breakEvenUtilisation[od] = 30;
    r.buyCheaper[rs] = BuyCheaper::Below;
    r.breakEvenUtilisation[rs] = 80;
    // The saving is against the cheaper rental, reserved: 1,100 − 1,000 = 100.
    CHECK(text()
          == "Buying is cheaper between 30% and 80% utilisation; at 60% buying saves " + cny(100)
              + " against Reserved rental.");
    // Against reserved throughout, and only below 70% against on-demand's other side.
    r.buyCheaper[od] = BuyCheaper::Below;
    r.breakEvenUtilisation[od] = 70;
    r.buyCheaper[rs] = BuyCheaper::Throughout;
    r.breakEvenUtilisation[rs].reset();
    CHECK(text().rfind("Buying is cheaper below 70% utilisation; at 60% buying saves", 0) == 0);
    // Above 65% against one, below 50% against the other: no utilisation where buying beats both.
    r.buyCheaper[od] = BuyCheaper::Above;
    r.breakEvenUtilisation[od] = 65;
    r.buyCheaper[rs] = BuyCheaper::Below;
    r.breakEvenUtilisation[rs] = 50;
    CHECK(text().rfind("Renting is cheaper at any utilisation: buying never breaks even within 24 months;", 0) == 0);
    // Not solved (the sensitivity's reruns): only what the plan's demand shows.
    r.buyCheaper[od] = BuyCheaper::Unknown;
    CHECK(text() == "Break-even utilisation not solved; at 60% buying saves " + cny(100) + " against Reserved rental.");
    // A tie to the fen.
    r.buyCheaper[od] = BuyCheaper::Above;
    r.options[rs].npv = 1'000.001;
    r.options[od].npv = 1'000.004;
    CHECK(text()
          == "Renting is cheaper at any utilisation: buying never breaks even within 24 months; at 60% buying "
             "and renting cost the same.");
}

TEST_CASE("Verdict: the quote states the same line, in its CSV too", "[verdict][quote]")
{
    const Catalog c = onDemandOnly();
    Plan plan;
    plan.name = "verdict";
    plan.scenarios.push_back(at(40));
    const Quote quote = buildQuote(plan, c, {}, englishText(), "en", "2026-12-01");
    REQUIRE(quote.scenarios.size() == 1);
    const std::string expected
        = "Buying is cheaper above 47% utilisation; at 40% renting (Cloud on-demand) saves " + cny(310'162.14) + ".";
    CHECK(quote.scenarios[0].verdict == expected);
    CHECK(quoteToCsv(quote, englishText()).find(expected) != std::string::npos);
}

TEST_CASE("Verdict: when the hybrid costs less than both buying and renting, the line says so", "[verdict]")
{
    const Catalog& shipped = testing::shippedCatalog();
    const PlanLoadResult loaded = loadPlan(std::string(EXAMPLES_DIR) + "/shenzhen-llm-finetune.json", &shipped);
    REQUIRE(loaded.ok());
    const Catalog catalog = planCatalog(shipped, *loaded.plan);
    Scenario s = loaded.plan->scenarios.front();
    // At 38% the owned base load with cloud for the peaks has the lowest NPV of the options doing the same work
    // (the premise; the meeting's question "what if utilisation is only 40%?").
    s.finance.utilisationPct = 38;
    const TcoResult low = analyseScenario(s, catalog).tco;
    const OptionResult* best = recommendedOption(low);
    REQUIRE(best);
    REQUIRE(best->option == TcoOption::Hybrid);
    const std::string line = render(buyOrRentVerdict(low, catalog));
    INFO(line);
    CHECK(line.rfind("Buying is cheaper above ", 0) == 0);
    // Volcano Engine's H20 price is the catalog's estimate: the saving says it rests on one.
    CHECK(line.find(" against Cloud on-demand (an estimated price).") != std::string::npos);
    const std::string cheaper = " Hybrid (owned + cloud burst) costs less still: "
        + formatMoney(fromMinor(toMinor(best->npv, "CNY"), "CNY"), "CNY") + " (NPV).";
    CHECK(line.size() > cheaper.size());
    CHECK(line.compare(line.size() - cheaper.size(), cheaper.size(), cheaper) == 0);
    // At the plan's 70% buying is the answer: nothing to add.
    const TcoResult planned = analyseScenario(loaded.plan->scenarios.front(), catalog).tco;
    REQUIRE(recommendedOption(planned)->option == TcoOption::Purchase);
    CHECK(render(buyOrRentVerdict(planned, catalog)).find("costs less still") == std::string::npos);
}

TEST_CASE("Verdict: a build with errors is recommended only after they are fixed, in the quote too", "[verdict][quote]")
{
    const Catalog& shipped = testing::shippedCatalog();
    const PlanLoadResult loaded = loadPlan(std::string(EXAMPLES_DIR) + "/shenzhen-llm-finetune.json", &shipped);
    REQUIRE(loaded.ok());
    const Catalog catalog = planCatalog(shipped, *loaded.plan);
    // The example's 4090D servers: a 3-slot card in a server that takes 2-slot cards, one error.
    const Scenario& consumer = loaded.plan->scenarios.at(1);
    const ScenarioAnalysis a = analyseScenario(consumer, catalog);
    const auto errors = std::count_if(a.findings.begin(), a.findings.end(),
                                      [](const Finding& f) { return f.severity == Severity::Error; });
    REQUIRE(errors == 1);
    const std::string plain = render(recommendation(a.tco));
    REQUIRE_FALSE(plain.empty());
    const std::string said = render(recommendation(a.tco, a.findings));
    CHECK(said
          == plain
              + " First fix the errors under Findings (1): until then these are the costs of a build that "
                "cannot be built or bought as planned.");
    const Quote quote = buildQuote(*loaded.plan, catalog, {}, englishText(), "en", "2026-12-05");
    CHECK(quote.scenarios.at(1).recommendation == said);
    // Without errors the recommendation stands alone.
    const ScenarioAnalysis clean = analyseScenario(loaded.plan->scenarios.front(), catalog);
    for (const Finding& f : clean.findings)
        REQUIRE(f.severity != Severity::Error);
    CHECK(render(recommendation(clean.tco, clean.findings)) == render(recommendation(clean.tco)));
    CHECK(quote.scenarios.front().recommendation == render(recommendation(clean.tco)));
    // The window's headline (the verdict) says it too, after the verdict itself; not without errors.
    const std::string verdict = render(buyOrRentVerdict(a.tco, catalog));
    CHECK(render(buyOrRentVerdict(a.tco, catalog, a.findings))
          == verdict + " First fix the errors under Findings (1).");
    CHECK(render(buyOrRentVerdict(clean.tco, catalog, clean.findings)) == render(buyOrRentVerdict(clean.tco, catalog)));
}
