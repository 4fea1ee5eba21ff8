// The bundled lessons (resources/lessons/): each plan loads cleanly, shows what it teaches before the
// suggested change, and the other state after it. Expected states are reasoned from the domain in each
// section (the rule thresholds, datasheet figures and tariffs named there), not read from the program.

#include "models/analysis/scenario_analysis.h"
#include "models/catalog/catalog_io.h"
#include "models/lessons/lessons.h"
#include "models/plan/plan_io.h"
#include "models/text/message.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <limits>
#include <set>
#include <string>

using namespace planner;

namespace {

const Catalog& shipped()
{
    static const Catalog catalog = loadCatalogFolder(SOURCE_CATALOG_DIR, Origin::Shipped, true).catalog;
    return catalog;
}

struct States {
    Scenario before;
    Scenario after;
    ScenarioAnalysis was;
    ScenarioAnalysis is;
};

States lessonStates(std::string_view id)
{
    const Lesson* lesson = findLesson(id);
    REQUIRE(lesson);
    const auto loaded = loadPlan(std::filesystem::path(LESSONS_DIR) / std::string(lesson->planFile), &shipped());
    INFO((loaded.diagnostics.empty() ? std::string() : loaded.diagnostics.front().toString()));
    REQUIRE(loaded.ok());
    REQUIRE(loaded.diagnostics.empty());
    REQUIRE(loaded.plan->scenarios.size() == 1);
    States s;
    s.before = loaded.plan->scenarios.front();
    s.after = withSuggestedChange(*lesson, s.before);
    s.was = analyseScenario(s.before, shipped());
    s.is = analyseScenario(s.after, shipped());
    return s;
}

bool fires(const ScenarioAnalysis& a, std::string_view rule)
{
    return std::any_of(a.findings.begin(), a.findings.end(), [&](const Finding& f) { return f.ruleId == rule; });
}

double total(const ScenarioAnalysis& a, TcoOption option)
{
    return a.tco.option(option).total;
}

// The available option with the lowest NPV: what the Costs page recommends.
TcoOption cheapestByNpv(const ScenarioAnalysis& a)
{
    TcoOption best = TcoOption::Purchase;
    double lowest = std::numeric_limits<double>::infinity();
    for (const auto& o : a.tco.options)
        if (o.available && o.npv < lowest) {
            lowest = o.npv;
            best = o.option;
        }
    return best;
}

} // namespace

TEST_CASE("Every lesson has a plan, its texts in the table and a change that changes the plan", "[lessons]")
{
    REQUIRE(lessons().size() == 8);
    std::set<std::string> files;
    for (const Lesson& lesson : lessons()) {
        INFO(std::string(lesson.id));
        CHECK(files.insert(std::string(lesson.planFile)).second);
        CHECK(std::filesystem::is_regular_file(std::filesystem::path(LESSONS_DIR) / std::string(lesson.planFile)));
        for (const auto part : {LessonPart::Title, LessonPart::Scenario, LessonPart::Look, LessonPart::Why,
                                LessonPart::Change, LessonPart::After}) {
            const Message text = lessonText(lesson, part);
            CHECK(findText(text.key) != nullptr);
        }
        const States s = lessonStates(lesson.id);
        CHECK(!(s.before == s.after));
        // Every part the lessons choose must be in the shipped catalogs.
        for (const Scenario* scenario : {&s.before, &s.after}) {
            for (const auto& g : scenario->cluster.nodeGroups) {
                CHECK(shipped().gpu(g.gpuId));
                CHECK(shipped().platform(g.platformId));
                CHECK(shipped().memoryModule(g.memoryId));
            }
            CHECK(shipped().region(scenario->site.regionId));
            CHECK(shipped().coolingMethod(scenario->site.coolingId));
        }
    }
    CHECK(findLesson("no-such-lesson") == nullptr);
}

TEST_CASE("Lesson: RAM to VRAM ratio", "[lessons]")
{
    const States s = lessonStates("ram-to-vram");
    // 8 × H100 80 GB = 640 GB of VRAM; 16 × 32 GB = 512 GB of RAM is 0.8×, below the 1.5× floor (and below 1×).
    REQUIRE(s.was.build.groups.at(0).ramToVram == Approx(512.0 / 640.0));
    CHECK(fires(s.was, "ram.ratio"));
    // 16 × 128 GB = 2,048 GB is 3.2×: the rule is silent, as for a DGX H100 (2 TB for 640 GB).
    CHECK(s.is.build.groups.at(0).ramToVram == Approx(2048.0 / 640.0));
    CHECK_FALSE(fires(s.is, "ram.ratio"));
    // More DIMMs cost more; nothing else about buying changes much (RAM is cheap next to eight H100s).
    CHECK(total(s.is, TcoOption::Purchase) > total(s.was, TcoOption::Purchase));
    CHECK(total(s.is, TcoOption::Purchase) < 1.1 * total(s.was, TcoOption::Purchase));
}

TEST_CASE("Lesson: PCIe versus NVLink past 4 GPUs", "[lessons]")
{
    const States s = lessonStates("pcie-vs-nvlink");
    // Eight PCIe L40S without a GPU link: more than 4 GPUs per node outside one link domain.
    CHECK(fires(s.was, "scaling.pcie_beyond_4"));
    // One HGX board: NVSwitch joins all 8 GPUs, so the rule is silent and the model fits the same.
    CHECK_FALSE(fires(s.is, "scaling.pcie_beyond_4"));
    CHECK(s.is.estimate.compute.mfu > s.was.estimate.compute.mfu);
    // The H100 has about 2.7× the L40S's dense BF16 (989 against 362 TFLOPS): a run takes far less time.
    CHECK(s.is.estimate.compute.days < 0.5 * s.was.estimate.compute.days);
    CHECK(total(s.is, TcoOption::Purchase) > total(s.was, TcoOption::Purchase));
}

TEST_CASE("Lesson: consumer cards in a data centre", "[lessons]")
{
    const States s = lessonStates("consumer-cards");
    CHECK(fires(s.was, "gpu.consumer_in_datacenter"));
    CHECK_FALSE(fires(s.is, "gpu.consumer_in_datacenter"));
    // A data-centre card costs more than a GeForce card: the hardware line rises.
    CHECK(s.is.tco.hardwareCapex > s.was.tco.hardwareCapex);
}

TEST_CASE("Lesson: export rules by market", "[lessons]")
{
    const States s = lessonStates("export-rules");
    // H100 in market CN: presumption of denial since the US rules of 2022-10-07 / 2023-10-17.
    CHECK(fires(s.was, "gpu.market_availability"));
    // Singapore (market SG) may buy it without a licence for a non-Chinese buyer.
    CHECK(shipped().region(s.after.site.regionId)->market == "SG");
    CHECK_FALSE(fires(s.is, "gpu.market_availability"));
}

TEST_CASE("Lesson: air versus liquid rack density", "[lessons]")
{
    const States s = lessonStates("rack-cooling");
    const double nodeKw = s.was.build.groups.at(0).nodePowerW / 1000.0;
    // About 11 kW a node: air's 30 kW a rack takes floor(30 / 11) = 2 nodes, so 6 nodes need 3 racks, while
    // 38 usable units hold floor(38 / 10) = 3 HGX B200 (10U) nodes: 2 racks by space. Power sets the count.
    REQUIRE(nodeKw > 10.0);
    REQUIRE(nodeKw < 15.0);
    CHECK(s.was.build.racks == 3);
    CHECK(fires(s.was, "rack.count"));
    // Direct liquid cooling carries about 120 kW a rack (10 nodes): space sets the count again.
    CHECK(s.is.build.racks == 2);
    CHECK_FALSE(fires(s.is, "rack.count"));
    // An own facility takes the cooling method's PUE: air about 1.5, direct liquid about 1.15.
    CHECK(s.is.build.pue < s.was.build.pue);
    CHECK(s.is.build.facilityPowerKw < s.was.build.facilityPowerKw);
    const auto electricity = [](const ScenarioAnalysis& a) {
        return a.tco.option(TcoOption::Purchase).byCategory[static_cast<int>(CostCategory::Electricity)];
    };
    // The same IT energy times the PUE: electricity falls in the ratio of the PUEs.
    CHECK(electricity(s.is) / electricity(s.was) == Approx(s.is.build.pue / s.was.build.pue).epsilon(0.01));
}

TEST_CASE("Lesson: renting by provider class versus buying", "[lessons]")
{
    const States s = lessonStates("rent-by-class");
    // The break-even rental price is about CNY 10.6 per GPU-hour (README, "Why the answer flips"): the
    // hyperscaler's A100 at CNY 34.74 is far above it, so buying has the lowest NPV ...
    REQUIRE(s.was.tco.breakEvenRentalPrice);
    CHECK(*s.was.tco.breakEvenRentalPrice == Approx(10.6).epsilon(0.05));
    CHECK(s.was.tco.option(TcoOption::OnDemand).costPerGpuHour > *s.was.tco.breakEvenRentalPrice);
    CHECK(cheapestByNpv(s.was) == TcoOption::Purchase);
    // ... while the marketplace's RTX A6000 hosts work out at about CNY 5.3 per A100-hour, below it: renting
    // on demand wins. Buying itself does not change.
    CHECK(s.is.tco.option(TcoOption::OnDemand).costPerGpuHour < *s.was.tco.breakEvenRentalPrice);
    CHECK(cheapestByNpv(s.is) == TcoOption::OnDemand);
    CHECK(total(s.is, TcoOption::Purchase) == Approx(total(s.was, TcoOption::Purchase)));
}

TEST_CASE("Lesson: power price by region", "[lessons]")
{
    const States s = lessonStates("power-by-region");
    // Shenzhen: CNY 0.70 per kWh at PUE 1.4; Inner Mongolia: CNY 0.38 at PUE 1.2 (regions catalog). The same
    // IT energy costs 0.38 × 1.2 / (0.70 × 1.4) = 0.465 as much.
    CHECK(shipped().region("cn-shenzhen")->electricityPerKwh->money.amount == Approx(0.70));
    CHECK(shipped().region("cn-inner-mongolia")->electricityPerKwh->money.amount == Approx(0.38));
    CHECK(s.was.build.pue == Approx(1.4));
    CHECK(s.is.build.pue == Approx(1.2));
    const auto electricity = [](const ScenarioAnalysis& a) {
        return a.tco.option(TcoOption::Purchase).byCategory[static_cast<int>(CostCategory::Electricity)];
    };
    CHECK(electricity(s.is) / electricity(s.was) == Approx(0.38 * 1.2 / (0.70 * 1.4)).epsilon(0.005));
    CHECK(total(s.is, TcoOption::Purchase) < total(s.was, TcoOption::Purchase));
    // Rentals are priced where the provider is, not where the team sits: on-demand does not move.
    CHECK(total(s.is, TcoOption::OnDemand) == Approx(total(s.was, TcoOption::OnDemand)));
}

TEST_CASE("Lesson: ZeRO stages and memory", "[lessons]")
{
    const States s = lessonStates("zero-stages");
    // Llama 3.1 8B (8.03e9 parameters) with AdamW keeps 16 bytes per parameter: 128.5 GB of training state on
    // every GPU without ZeRO, more than an H100's 80 GB before any activation.
    CHECK(s.was.estimate.memory.perGpuGB > 8.03 * 16);
    CHECK(fires(s.was, "vram.fit"));
    // ZeRO-3 over 8 data-parallel GPUs: 128.5 / 8 = 16.1 GB of state per GPU, plus activations and overhead.
    CHECK(s.is.estimate.memory.perGpuGB < 80 * 0.9);
    CHECK(s.is.estimate.memory.perGpuGB > 8.03 * 16 / 8);
    CHECK_FALSE(fires(s.is, "vram.fit"));
}
