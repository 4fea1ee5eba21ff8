// The figures the lesson texts print are the ones the plan computes: every slot is filled, each printed
// figure equals the analysis of the lesson's plan (before or after its change), and a changed catalog
// changes the printed figure with it (the texts once carried numbers written for the shipped catalogs).
#include "models/analysis/buy_or_rent_verdict.h"
#include "models/analysis/scenario_analysis.h"
#include "models/catalog/catalog_io.h"
#include "models/lessons/lesson_figures.h"
#include "models/plan/plan_io.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <string>

using namespace planner;

namespace {

const Catalog& shipped()
{
    static const Catalog catalog = loadCatalogFolder(SOURCE_CATALOG_DIR, Origin::Shipped, true).catalog;
    return catalog;
}

Scenario lessonScenario(std::string_view id)
{
    const Lesson* lesson = findLesson(id);
    REQUIRE(lesson);
    const auto loaded = loadPlan(std::filesystem::path(LESSONS_DIR) / std::string(lesson->planFile), &shipped());
    REQUIRE(loaded.ok());
    return loaded.plan->scenarios.front();
}

std::string text(std::string_view id, LessonPart part, const Catalog& catalog = shipped())
{
    const Lesson& lesson = *findLesson(id);
    return render(lessonText(lesson, part, lessonFigures(lesson, lessonScenario(id), catalog)));
}

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

std::string exact(double amount, const std::string& currency)
{
    return render(moneyArg(amount, currency));
}

} // namespace

TEST_CASE("Every slot of every lesson text is filled", "[lessons][figures]")
{
    for (const Lesson& lesson : lessons())
        for (const auto part : {LessonPart::Title, LessonPart::Scenario, LessonPart::Look, LessonPart::Why,
                                LessonPart::Change, LessonPart::After}) {
            const std::string shown = text(lesson.id, part);
            INFO(lesson.id << ": " << shown);
            CHECK_FALSE(contains(shown, "{"));
            CHECK_FALSE(contains(shown, "}"));
        }
}

TEST_CASE("Lesson texts print the figures the plan computes", "[lessons][figures]")
{
    SECTION("RAM to VRAM: 8 × 80 GB against 16 × 32 GB, then 16 × 128 GB")
    {
        const std::string look = text("ram-to-vram", LessonPart::Look);
        INFO(look);
        // The datasheet sums: 8 × 80 = 640 GB of HBM, 16 × 32 = 512 GB of RAM, 512 / 640 = 0.8.
        CHECK(contains(look, "8 × 80 GB = 640 GB"));
        CHECK(contains(look, "16 × 32 GB = 512 GB"));
        CHECK(contains(look, ": 0.8×"));
        const std::string after = text("ram-to-vram", LessonPart::After);
        INFO(after);
        CHECK(contains(after, "RAM becomes 2048 GB, 3.2× the VRAM")); // 16 × 128 = 2048; 2048 / 640 = 3.2
        const Scenario before = lessonScenario("ram-to-vram");
        const ScenarioAnalysis was = analyseScenario(before, shipped());
        const ScenarioAnalysis is = analyseScenario(withSuggestedChange(*findLesson("ram-to-vram"), before), shipped());
        const double buyWas = was.tco.option(TcoOption::Purchase).total;
        const double buyIs = is.tco.option(TcoOption::Purchase).total;
        CHECK(contains(after, "(" + exact(buyWas, was.tco.currency) + " → " + exact(buyIs, is.tco.currency) + ")"));
        CHECK(contains(after, exact(buyIs - buyWas, is.tco.currency) + " more"));
    }
    SECTION("Rack cooling: six B200 nodes' kW, racks and PUE before and after liquid cooling")
    {
        const Scenario before = lessonScenario("rack-cooling");
        const ScenarioAnalysis was = analyseScenario(before, shipped());
        const ScenarioAnalysis is
            = analyseScenario(withSuggestedChange(*findLesson("rack-cooling"), before), shipped());
        const std::string look = text("rack-cooling", LessonPart::Look);
        INFO(look);
        // Six nodes of equal draw: the whole is six times one.
        CHECK(was.build.itPowerKw == Approx(6 * was.build.groups.front().nodePowerW / 1000));
        CHECK(contains(look, formatNumber(was.build.itPowerKw, 1) + " kW in all"));
        CHECK(contains(look, "\"" + std::to_string(was.build.racks) + " racks needed"));
        // At the meter: IT load × PUE.
        CHECK(was.build.facilityPowerKw == Approx(was.build.itPowerKw * was.build.pue));
        CHECK(contains(look,
                       formatNumber(was.build.facilityPowerKw, 1) + " kW at the meter (PUE "
                           + formatNumber(was.build.pue, 2) + ")"));
        const std::string after = text("rack-cooling", LessonPart::After);
        INFO(after);
        CHECK(contains(after, std::to_string(is.build.racks) + " racks"));
        CHECK(contains(after, "The PUE falls to " + formatNumber(is.build.pue, 2)));
        const auto& buyWas = was.tco.option(TcoOption::Purchase);
        const auto& buyIs = is.tco.option(TcoOption::Purchase);
        CHECK(contains(after,
                       exact(buyIs.category(CostCategory::Electricity), is.tco.currency) + " instead of "
                           + exact(buyWas.category(CostCategory::Electricity), was.tco.currency)));
    }
    SECTION("Power by region: the tariff × PUE ratio printed is the two regions' own")
    {
        const Scenario before = lessonScenario("power-by-region");
        const std::string after = text("power-by-region", LessonPart::After);
        INFO(after);
        const Region* shenzhen = shipped().region(before.site.regionId);
        const Region* mongolia = shipped().region("cn-inner-mongolia");
        REQUIRE(shenzhen);
        REQUIRE(mongolia);
        REQUIRE(shenzhen->electricityPerKwh);
        REQUIRE(mongolia->electricityPerKwh);
        // Both tariffs are in CNY already: the ratio is read straight from the region catalog.
        const double ratio = mongolia->electricityPerKwh->money.amount * mongolia->defaultPue
            / (shenzhen->electricityPerKwh->money.amount * shenzhen->defaultPue);
        CHECK(contains(after,
                       formatNumber(mongolia->electricityPerKwh->money.amount, 2) + " × "
                           + formatNumber(mongolia->defaultPue, 2) + " against "
                           + formatNumber(shenzhen->electricityPerKwh->money.amount, 2) + " × "
                           + formatNumber(shenzhen->defaultPue, 2) + " is " + formatNumber(100 * ratio, 0) + "%"));
        // What it says of buying against renting is the verdict the Costs page then shows.
        const Lesson* lesson = findLesson("power-by-region");
        REQUIRE(lesson);
        const TcoResult tco = analyseScenario(withSuggestedChange(*lesson, before), shipped()).tco;
        CHECK(tco.regionId == "cn-inner-mongolia");
        CHECK(contains(after, "The verdict now reads: " + render(buyOrRentVerdict(tco, shipped()))));
    }
    SECTION("ZeRO stages: the memory per GPU printed for each stage is the estimate's")
    {
        Scenario s = lessonScenario("zero-stages");
        const std::string look = text("zero-stages", LessonPart::Look);
        const std::string why = text("zero-stages", LessonPart::Why);
        const std::string after = text("zero-stages", LessonPart::After);
        INFO(look << "\n" << why << "\n" << after);
        CHECK(contains(look,
                       "\"" + formatNumber(analyseScenario(s, shipped()).estimate.memory.perGpuGB, 1)
                           + " GB needed per GPU\" against 80 GB"));
        for (const int stage : {1, 2}) {
            s.workload.zeroStage = stage;
            CHECK(contains(why, "(" + formatNumber(analyseScenario(s, shipped()).estimate.memory.perGpuGB, 1) + " GB"));
        }
        s.workload.zeroStage = 3;
        CHECK(contains(after,
                       "Each GPU needs " + formatNumber(analyseScenario(s, shipped()).estimate.memory.perGpuGB, 1)
                           + " GB"));
    }
}

TEST_CASE("A changed catalog changes the figures a lesson prints", "[lessons][figures]")
{
    // The B200 drawing 1,200 W instead of its catalog figure: each of the six nodes draws 8 × the difference
    // more, and the lesson's total follows.
    Catalog catalog = shipped();
    Gpu* b200 = nullptr;
    for (auto& gpu : catalog.gpus)
        if (gpu.id == "b200-sxm-180gb")
            b200 = &gpu;
    REQUIRE(b200);
    const double before = analyseScenario(lessonScenario("rack-cooling"), shipped()).build.itPowerKw;
    const double extraKw = 6 * 8 * (1200 - b200->tdpW) / 1000.0;
    b200->tdpW = 1200;
    const double after = analyseScenario(lessonScenario("rack-cooling"), catalog).build.itPowerKw;
    CHECK(after == Approx(before + extraKw));
    const std::string look = text("rack-cooling", LessonPart::Look, catalog);
    INFO(look);
    CHECK(contains(look, formatNumber(after, 1) + " kW in all"));
    CHECK_FALSE(contains(look, formatNumber(before, 1) + " kW in all"));
}

TEST_CASE("Renting by class: the break-even price and the saving printed are the analysis's", "[lessons][figures]")
{
    const Scenario before = lessonScenario("rent-by-class");
    const ScenarioAnalysis was = analyseScenario(before, shipped());
    const std::string look = text("rent-by-class", LessonPart::Look);
    INFO(look);
    REQUIRE(was.tco.breakEvenRentalPrice);
    CHECK(contains(look, "about " + exact(*was.tco.breakEvenRentalPrice, was.tco.currency) + " per GPU-hour"));
    CHECK(contains(look, "at " + exact(was.tco.option(TcoOption::OnDemand).unitPrice, was.tco.currency)));
    // Buying against the cheaper of on-demand and reserved: NPV saved, a positive amount.
    const double rent = std::min(was.tco.option(TcoOption::OnDemand).npv, was.tco.option(TcoOption::Reserved).npv);
    const double saving = rent - was.tco.option(TcoOption::Purchase).npv;
    CHECK(saving > 0);
    CHECK(contains(look, "saves about " + exact(saving, was.tco.currency) + " of NPV"));
}
