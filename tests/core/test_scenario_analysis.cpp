// The analysis stage: the chain build → estimate → findings → TCO, and the cost analyses the window,
// the command line and the quote take from it (utilisation sweep, regions, sensitivity). The sweep is
// checked by hand on the TCO fixture; the rest must equal the TCO engine run with the chain's settings.

#include "fixtures.h"
#include "models/analysis/scenario_analysis.h"
#include "models/plan/plan_io.h"
#include "tco_fixture.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace planner;
using planner::testing::fixtureCatalog;
using planner::testing::fixtureScenario;
using planner::testing::tinyCatalog;
using planner::testing::tinyScenario;

namespace {

constexpr double kUnit = 1e-6;

// The tiny scenario over 36 months (one node of 8 × gpu-x, no discounting).
Scenario tinyOver36Months()
{
    Scenario s = tinyScenario();
    s.finance.horizonMonths = 36;
    return s;
}

UtilisationSweep tinySweep(const Scenario& s)
{
    const Catalog c = tinyCatalog();
    return sweepUtilisation(s, c, computeBuild(s, c, s.finance.displayCurrency), TcoSettings {});
}

// The fixture scenario with its demand from the workload, so the chain's TCO settings carry the
// estimator's GPU-hours per run and differ from the defaults.
Scenario workloadDemandScenario()
{
    Scenario s = fixtureScenario();
    s.finance.demandFromWorkload = true;
    s.workload.runsPerMonth = 3;
    return s;
}

// Equal to the last bit, not only as printed (the JSON rounds money to the minor unit).
void checkSameTco(const TcoResult& a, const TcoResult& b)
{
    CHECK(tcoToJson(a) == tcoToJson(b));
    for (std::size_t i = 0; i < kTcoOptionCount; ++i) {
        CHECK(a.options[i].monthTotals == b.options[i].monthTotals);
        CHECK(a.options[i].npv == b.options[i].npv);
    }
    CHECK(a.breakEvenUtilisationPct == b.breakEvenUtilisationPct);
}

void checkSameSensitivity(const SensitivityResult& a, const SensitivityResult& b)
{
    CHECK(sensitivityToJson(a) == sensitivityToJson(b));
    CHECK(a.metricBase == b.metricBase);
    REQUIRE(a.entries.size() == b.entries.size());
    for (std::size_t i = 0; i < a.entries.size(); ++i) {
        CHECK(a.entries[i].metricLow == b.entries[i].metricLow);
        CHECK(a.entries[i].metricHigh == b.entries[i].metricHigh);
    }
}

} // namespace

TEST_CASE("Utilisation sweep: 21 points from 0 to 100% with hand-computed totals", "[analysis][tco]")
{
    const UtilisationSweep sweep = tinySweep(tinyOver36Months());
    REQUIRE(sweep.utilisationPct.size() == 21);
    for (std::size_t i = 0; i < sweep.utilisationPct.size(); ++i)
        CHECK(sweep.utilisationPct[i] == 5.0 * static_cast<double>(i));
    CHECK(sweep.currency == "CNY");
    CHECK(sweep.horizonMonths == 36);

    const auto& buy = sweep.npvs[static_cast<std::size_t>(TcoOption::Purchase)];
    const auto& od = sweep.npvs[static_cast<std::size_t>(TcoOption::OnDemand)];
    const auto& rs = sweep.npvs[static_cast<std::size_t>(TcoOption::Reserved)];
    REQUIRE(buy.size() == 21);
    REQUIRE(od.size() == 21);
    REQUIRE(rs.size() == 21);
    CHECK(sweep.npvs[static_cast<std::size_t>(TcoOption::Hybrid)].empty()); // hybrid is not swept
    for (std::size_t i = 0; i < 21; ++i) {
        const double u = sweep.utilisationPct[i] / 100.0;
        INFO("utilisation " << sweep.utilisationPct[i] << "%");
        // As in test_tco.cpp's break-even case: purchase 2,030,634.9 + 155,906.1 u (fixed costs and the
        // residual, plus electricity that grows with use); on-demand 36 × 5,840 u GPU-hours × 20 × 1.06,
        // linear through zero; reserved the 3-year term, 36 × 40,000 × 1.06, whatever the use.
        CHECK(buy[i] == Approx(2'030'634.9 + 155'906.1 * u).margin(kUnit));
        CHECK(od[i] == Approx(4'457'088.0 * u).margin(kUnit));
        CHECK(rs[i] == Approx(1'526'400).margin(kUnit));
    }
}

TEST_CASE("Utilisation sweep: its break-even is analyseTco's, and the plan's own demand is set aside",
          "[analysis][tco]")
{
    const Scenario s = tinyOver36Months();
    const UtilisationSweep sweep = tinySweep(s);
    const TcoResult tco = analyseTco(s, tinyCatalog());
    REQUIRE(tco.breakEvenUtilisationPct);
    REQUIRE(sweep.breakEvenPct);
    CHECK(*sweep.breakEvenPct == *tco.breakEvenUtilisationPct);
    CHECK(*sweep.breakEvenPct == Approx(47.211090979).margin(1e-6));

    // Each point is the plan at that flat utilisation: the same NPV as analyseTco gives it.
    Scenario atHalf = s;
    atHalf.finance.utilisationPct = 50;
    CHECK(sweep.npvs[static_cast<std::size_t>(TcoOption::Purchase)][10]
          == analyseTco(atHalf, tinyCatalog()).option(TcoOption::Purchase).npv);

    // A ramp or workload demand in the plan does not move the sweep: it varies the utilisation itself.
    Scenario ramped = s;
    ramped.finance.profile = UtilisationProfile::Ramp;
    ramped.finance.rampStartPct = 10;
    ramped.finance.rampEndPct = 90;
    ramped.finance.demandFromWorkload = true;
    const UtilisationSweep same = tinySweep(ramped);
    CHECK(same.npvs == sweep.npvs);
    CHECK(same.breakEvenPct == sweep.breakEvenPct);

    // Cloud at CNY 1 a GPU-hour: buying never pays, and the sweep says so as analyseTco does.
    Catalog cheap = tinyCatalog();
    cheap.offerings[0].prices[0].price.money.amount = 1;
    CHECK(!sweepUtilisation(s, cheap, computeBuild(s, cheap, "CNY"), TcoSettings {}).breakEvenPct);
}

TEST_CASE("Analysis chain: the TCO from the chain's build equals the TCO derived from scratch", "[analysis]")
{
    const Catalog c = fixtureCatalog();
    const Scenario s = workloadDemandScenario();
    const ScenarioAnalysis a = analyseScenario(s, c);
    REQUIRE(a.tcoSettings.gpuHoursPerRun);
    checkSameTco(a.tco, analyseTco(s, c, a.tcoSettings));
    checkSameTco(a.tco, analyseTco(s, c, a.build, a.tcoSettings));
    // The settings carried the estimator's GPU-hours: three runs a month.
    CHECK(a.tco.demand[1] == Approx(*a.tcoSettings.gpuHoursPerRun * 3));

    // Without the TCO the rest of the chain is the same.
    const ScenarioAnalysis noTco = analyseScenario(s, c, false);
    CHECK(noTco.tco.options[0].months.empty());
    CHECK(estimateToJson(noTco.estimate) == estimateToJson(a.estimate));
    CHECK(findingsToJson(noTco.findings) == findingsToJson(a.findings));
}

TEST_CASE("Analysis stage: regions, sensitivity and sweep run with the chain's settings", "[analysis]")
{
    const Catalog c = fixtureCatalog();
    const Scenario s = workloadDemandScenario();
    const ScenarioAnalysis a = analyseScenario(s, c, false);
    REQUIRE(a.tcoSettings.gpuHoursPerRun);

    const auto regions = analyseRegions(s, c, a);
    const auto expected = compareRegions(s, c, a.tcoSettings);
    REQUIRE(regions.size() == c.regions.size());
    REQUIRE(expected.size() == regions.size());
    CHECK(regionsToJson(regions) == regionsToJson(expected));
    for (std::size_t i = 0; i < regions.size(); ++i)
        checkSameTco(regions[i].result, expected[i].result);
    // The region list is passed through, in its order.
    const auto two = analyseRegions(s, c, a, {"us-west", "cn-shenzhen"});
    REQUIRE(two.size() == 2);
    CHECK(two[0].regionId == "us-west");
    CHECK(two[0].included);
    // The scenario's own region gives the chain's own TCO.
    checkSameTco(two[1].result, analyseScenario(s, c).tco);

    checkSameSensitivity(analyseSensitivity(s, c, a), analyseSensitivity(s, c, a.tcoSettings));
    checkSameSensitivity(analyseSensitivity(s, c, a, 0.1), analyseSensitivity(s, c, a.tcoSettings, 0.1));

    const UtilisationSweep sweep = sweepUtilisation(s, c, a);
    const UtilisationSweep fromScratch = sweepUtilisation(s, c, computeBuild(s, c, "CNY"), a.tcoSettings);
    CHECK(sweep.utilisationPct == fromScratch.utilisationPct);
    CHECK(sweep.npvs == fromScratch.npvs);
    CHECK(sweep.breakEvenPct == fromScratch.breakEvenPct);
    CHECK(!sweep.npvs[static_cast<std::size_t>(TcoOption::Purchase)].empty());
}

TEST_CASE("What-if: the scenario's price multipliers move the costs they name, and say so", "[analysis][whatif]")
{
    const Catalog c = fixtureCatalog();
    const Scenario base = fixtureScenario();
    const ScenarioAnalysis before = analyseScenario(base, c);
    REQUIRE(before.tco.option(TcoOption::OnDemand).available);
    REQUIRE(before.tco.warningTexts.empty());
    const double rented = before.tco.option(TcoOption::OnDemand).category(CostCategory::CloudCompute);
    const double power = before.tco.option(TcoOption::Purchase).category(CostCategory::Electricity);
    REQUIRE(rented > 0);
    REQUIRE(power > 0);

    Scenario whatIf = base;
    whatIf.whatIf.rentalPricePct = 70; // "what if the rental price drops 30%?"
    whatIf.whatIf.electricityPct = 150; // "what if power costs half as much again?"
    const ScenarioAnalysis after = analyseScenario(whatIf, c);
    // Rental compute is price × hours: 70% of the price is 70% of the cost; power likewise at 150%.
    CHECK(after.tco.option(TcoOption::OnDemand).category(CostCategory::CloudCompute) == Approx(rented * 0.70));
    CHECK(after.tco.option(TcoOption::Purchase).category(CostCategory::Electricity) == Approx(power * 1.50));
    // What the purchase owns is not a rental price: its hardware stays.
    CHECK(after.tco.option(TcoOption::Purchase).category(CostCategory::Hardware)
          == Approx(before.tco.option(TcoOption::Purchase).category(CostCategory::Hardware)));
    // Never silent: each multiplier is a warning the quote and the command line print.
    std::vector<std::string> keys;
    for (const Message& warning : after.tco.warningTexts)
        keys.push_back(warning.key);
    CHECK(std::count(keys.begin(), keys.end(), "warning.what_if.rental_price") == 1);
    CHECK(std::count(keys.begin(), keys.end(), "warning.what_if.electricity") == 1);
    CHECK(std::count(keys.begin(), keys.end(), "warning.what_if.gpu_price") == 0);
}

TEST_CASE("An analysis that keeps the earlier one's work factors gives what a fresh one gives, after a finance edit",
          "[analysis]")
{
    const Catalog& shipped = testing::shippedCatalog();
    const PlanLoadResult loaded = loadPlan(std::string(EXAMPLES_DIR) + "/shenzhen-llm-finetune.json", &shipped);
    REQUIRE(loaded.ok());
    const Catalog catalog = planCatalog(shipped, *loaded.plan);
    Scenario scenario = loaded.plan->scenarios.front();
    const ScenarioAnalysis earlier = analyseScenario(scenario, catalog);
    // What a slider drag changes: the horizon, the utilisation, a what-if price.
    scenario.finance.horizonMonths = 30;
    scenario.finance.utilisationPct = 40;
    scenario.whatIf.rentalPricePct = 70;
    const ScenarioAnalysis fresh = analyseScenario(scenario, catalog);
    const ScenarioAnalysis kept = analyseScenario(scenario, catalog, earlier);
    REQUIRE(kept.tco.options.size() == fresh.tco.options.size());
    for (std::size_t i = 0; i < fresh.tco.options.size(); ++i) {
        INFO("option " << i);
        CHECK(kept.tco.options[i].available == fresh.tco.options[i].available);
        CHECK(kept.tco.options[i].npv == fresh.tco.options[i].npv);
        CHECK(kept.tco.options[i].offeringId == fresh.tco.options[i].offeringId);
    }
    CHECK(kept.findings == fresh.findings);
}

TEST_CASE("The answer leaves out a rental that does other work: the recommendation, the gap the sensitivity "
          "measures, and what buying is measured against",
          "[analysis][tco]")
{
    const Catalog& shipped = testing::shippedCatalog();
    const PlanLoadResult loaded = loadPlan(std::string(EXAMPLES_DIR) + "/shenzhen-llm-finetune.json", &shipped);
    REQUIRE(loaded.ok());
    const Catalog catalog = planCatalog(shipped, *loaded.plan);
    const Scenario& scenario = loaded.plan->scenarios.front();
    const ScenarioAnalysis a = analyseScenario(scenario, catalog);
    const OptionResult& buy = a.tco.option(TcoOption::Purchase);
    const OptionResult& onDemand = a.tco.option(TcoOption::OnDemand);
    const OptionResult& reserved = a.tco.option(TcoOption::Reserved);
    // The example's premise: Shenzhen's bare-metal servers state no network between them, so renting the two
    // 8-GPU nodes there is priced but not like for like, and it is the lowest NPV of all.
    REQUIRE(reserved.available);
    REQUIRE_FALSE(reserved.notLikeForLike.empty());
    REQUIRE(buy.available);
    REQUIRE(onDemand.available);
    REQUIRE(onDemand.notLikeForLike.empty());
    for (const OptionResult& o : a.tco.options)
        if (o.available && &o != &reserved)
            REQUIRE(reserved.npv < o.npv);
    CHECK_FALSE(doesSameWork(reserved));
    CHECK(doesSameWork(buy));

    // Recommended: the lowest NPV of the options left.
    const OptionResult* expected = nullptr;
    for (const OptionResult& o : a.tco.options)
        if (o.available && o.notLikeForLike.empty() && (!expected || o.npv < expected->npv))
            expected = &o;
    REQUIRE(recommendedOption(a.tco) == expected);
    CHECK(recommendedOption(a.tco)->option != TcoOption::Reserved);
    // Buying is measured against on-demand, the only rental doing the same work.
    CHECK(cheapestRental(a.tco) == &onDemand);

    // The sensitivity's gap is buying against on-demand, so on-demand's price moves it: ±20% of on-demand's
    // cost moves the gap by 40% of it, whatever else stays.
    const SensitivityResult sensitivity = analyseSensitivity(scenario, catalog, a);
    CHECK(sensitivity.metricBase == Approx(buy.npv - onDemand.npv).epsilon(1e-12));
    bool cloudSeen = false;
    for (const SensitivityEntry& e : sensitivity.entries)
        if (e.factor == SensitivityFactor::CloudPrice) {
            cloudSeen = true;
            const double onDemandLow = e.npvLow[static_cast<std::size_t>(TcoOption::OnDemand)];
            const double onDemandHigh = e.npvHigh[static_cast<std::size_t>(TcoOption::OnDemand)];
            CHECK(onDemandHigh > onDemandLow);
            CHECK(e.swing == Approx(onDemandHigh - onDemandLow).epsilon(1e-9));
            CHECK(e.swing > 0.3 * onDemand.npv);
        }
    CHECK(cloudSeen);
}

TEST_CASE("Work differences: what is trained or served and how much, not how", "[analysis]")
{
    Workload fineTune;
    fineTune.kind = WorkloadKind::FullFineTune;
    fineTune.modelId = "llama3-70b";
    fineTune.tokensB = 2.0;
    // How the work is done is each build's choice: the same work.
    Workload otherWay = fineTune;
    otherWay.precision = Precision::FP8;
    otherWay.tensorParallel = 4;
    otherWay.zeroStage = 3;
    otherWay.globalBatch = 512;
    CHECK(workDifferences(fineTune, otherWay).empty());
    // What is trained, on how much data and how often is the work itself.
    Workload qlora = fineTune;
    qlora.kind = WorkloadKind::QLoRA;
    qlora.tokensB = 0.5;
    qlora.runsPerMonth = 2;
    CHECK(workDifferences(fineTune, qlora)
          == std::vector<std::string> {"workload.kind", "workload.tokensB", "workload.runsPerMonth"});
    Workload otherModel = fineTune;
    otherModel.modelId = "qwen2.5-72b";
    CHECK(workDifferences(fineTune, otherModel) == std::vector<std::string> {"workload.model"});
    // Serving is measured in tokens a second, not in training tokens.
    Workload serving;
    serving.kind = WorkloadKind::Inference;
    serving.modelId = "llama3-70b";
    serving.targetTokensPerSecond = 2000;
    Workload servingMore = serving;
    servingMore.targetTokensPerSecond = 4000;
    servingMore.tokensB = 7; // not read for serving
    CHECK(workDifferences(serving, servingMore) == std::vector<std::string> {"workload.targetTokensPerSecond"});
    // Custom demand is its GPU-hours.
    Workload custom;
    custom.kind = WorkloadKind::Custom;
    custom.customGpuHoursPerMonth = 1000;
    Workload customToo = custom;
    customToo.modelId = "anything";
    CHECK(workDifferences(custom, customToo).empty());
    customToo.customGpuHoursPerMonth = 2000;
    CHECK(workDifferences(custom, customToo) == std::vector<std::string> {"workload.customGpuHoursPerMonth"});
}

TEST_CASE("Costs a reader could not see are named: no cloud storage or egress, and the power subsidy for "
          "Chinese chips",
          "[analysis]")
{
    const Catalog& shipped = testing::shippedCatalog();
    const PlanLoadResult loaded = loadPlan(std::string(EXAMPLES_DIR) + "/shenzhen-llm-finetune.json", &shipped);
    REQUIRE(loaded.ok());
    const Catalog catalog = planCatalog(shipped, *loaded.plan);
    auto warned = [](const TcoResult& tco, const std::string& key) {
        return std::any_of(tco.warningTexts.begin(), tco.warningTexts.end(),
                           [&](const Message& m) { return m.key == key; });
    };
    for (const Scenario& scenario : loaded.plan->scenarios) {
        INFO(scenario.name);
        const TcoResult tco = analyseScenario(scenario, catalog).tco;
        const Gpu* gpu = catalog.gpu(scenario.cluster.nodeGroups.front().gpuId);
        REQUIRE(gpu);
        const Region* region = catalog.region(scenario.site.regionId);
        REQUIRE(region);
        // Huawei's Ascend in a Chinese region may be granted a lower tariff than the catalog's general rate.
        const bool domestic = gpu->vendor == "Huawei" || gpu->vendor == "Cambricon";
        CHECK(warned(tco, "warning.domestic_chip_power_subsidy") == (domestic && region->market == "CN"));
        // The storage rate is listed even when the plan sets none, and says so.
        const TracedInput* storage = tracedInput(tco, "cloud_storage_per_tb_month");
        REQUIRE(storage);
        CHECK(storage->methodText.key
              == (storage->value > 0 ? std::string("method.plan") : std::string("method.cloud_storage_none")));
    }
    // The example's first scenario (H20 in Shenzhen) and its third (Ascend 910B in Inner Mongolia).
    REQUIRE(loaded.plan->scenarios.size() == 3);
    CHECK_FALSE(warned(analyseScenario(loaded.plan->scenarios[0], catalog).tco, "warning.domestic_chip_power_subsidy"));
    CHECK(warned(analyseScenario(loaded.plan->scenarios[2], catalog).tco, "warning.domestic_chip_power_subsidy"));

    // A plan without egress: a zero line that says the rentals carry none.
    Scenario scenario = loaded.plan->scenarios.front();
    scenario.finance.egressTbPerMonth = 0;
    const TcoResult tco = analyseScenario(scenario, catalog).tco;
    const TracedInput* egress = tracedInput(tco, "egress_tb_per_month");
    REQUIRE(egress);
    CHECK(egress->value == 0);
    CHECK(egress->methodText.key == "method.egress_none");
}
