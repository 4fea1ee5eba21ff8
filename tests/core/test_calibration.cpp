// Estimates calibrated from the user's measured runs: the run's own configuration takes the measured
// speed and memory, neighbouring configurations move in proportion, other GPUs are untouched, and bad
// records are refused with the place and the reason.
#include "fixtures.h"
#include "models/estimate/estimate.h"
#include "models/plan/plan_io.h"
#include "models/quote/quote.h"
#include "models/sizing/build.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <cmath>
#include <limits>

using namespace planner;
using planner::testing::fixtureCatalog;
using planner::testing::fixtureScenario;

namespace {

// Llama 3 8B full fine-tune on one HGX A100 node at the fixture's settings (TP 1, PP 1, micro-batch 1,
// 4,096-token sequences), measured at 2,500 tokens a second per GPU.
MeasuredRun ownRun()
{
    MeasuredRun r;
    r.date = "2026-11-20";
    r.note = "Megatron-LM, 100 steps after warm-up";
    r.gpuId = "a100-80gb-sxm";
    r.modelId = "llama-3-8b";
    r.workload = "full_finetune";
    r.gpus = 8;
    r.gpusPerNode = 8;
    r.sequenceLength = 4096;
    r.microBatch = 1;
    r.tokensPerSecondPerGpu = 2500;
    return r;
}

Estimate run(const Scenario& s, const Catalog& c)
{
    const BuildFigures b = computeBuild(s, c, "CNY");
    return estimate(s, c, b);
}

} // namespace

TEST_CASE("A measured run sets the time to train of its own configuration", "[estimate][calibration]")
{
    Catalog c = fixtureCatalog();
    const Scenario s = fixtureScenario();
    const Estimate before = run(s, c);
    REQUIRE(before.compute.applicable);
    CHECK_FALSE(before.compute.calibration);

    c.measuredRuns = {ownRun()};
    const Estimate after = run(s, c);
    REQUIRE(after.compute.calibration);
    CHECK(after.compute.calibration->date == "2026-11-20");
    // 1B tokens at 2,500 tokens/s on each of 8 GPUs of one node (no scaling loss): 1e9 / 20,000 s.
    CHECK(after.compute.hours == Approx(1e9 / (2500.0 * 8) / 3600));
    // The factor is the measured speed over the formulas' own for that configuration.
    const double predicted = 1e9 / (before.compute.hours * 3600 * 8);
    CHECK(after.compute.calibration->throughputFactor == Approx(2500 / predicted));
    CHECK(render(after.compute.mfuHowText).find("calibrated from your run of 2026-11-20") != std::string::npos);
    // The JSON says which run corrected the figures.
    const auto j = estimateToJson(after);
    CHECK(j["compute"]["calibration"]["date"] == "2026-11-20");
    CHECK(j["compute"]["calibration"]["run"] == 0);
    CHECK(estimateToJson(before)["compute"]["calibration"].is_null());
}

TEST_CASE("Neighbouring configurations move in proportion", "[estimate][calibration]")
{
    Catalog c = fixtureCatalog();
    Scenario own = fixtureScenario();
    const double ownBefore = run(own, c).compute.hours;
    const double factor = 2500 / (1e9 / (ownBefore * 3600 * 8));

    // Twice the sequence length and two nodes: the formulas' own change, times the run's factor.
    Scenario neighbour = fixtureScenario();
    neighbour.workload.sequenceLength = 8192;
    neighbour.cluster.nodeGroups[0].nodeCount = 2;
    const double neighbourBefore = run(neighbour, c).compute.hours;

    c.measuredRuns = {ownRun()};
    const Estimate after = run(neighbour, c);
    REQUIRE(after.compute.calibration);
    CHECK(after.compute.hours == Approx(neighbourBefore / factor));
    CHECK(after.gpuHoursPerMonth == Approx(after.compute.gpuHoursPerRun * neighbour.workload.runsPerMonth));
}

TEST_CASE("A run on another GPU or model does not apply", "[estimate][calibration]")
{
    Catalog c = fixtureCatalog();
    const Scenario s = fixtureScenario();
    const double before = run(s, c).compute.hours;
    MeasuredRun h100 = ownRun();
    h100.gpuId = "h100-sxm";
    MeasuredRun otherModel = ownRun();
    otherModel.modelId = "llama-3-70b";
    MeasuredRun lora = ownRun();
    lora.workload = "lora";
    c.measuredRuns = {h100, otherModel, lora};
    const Estimate after = run(s, c);
    CHECK_FALSE(after.compute.calibration);
    CHECK(after.compute.hours == Approx(before));
}

TEST_CASE("The closest run wins: same layout first, then the latest", "[estimate][calibration]")
{
    const Scenario s = fixtureScenario();
    MeasuredRun far = ownRun();
    far.sequenceLength = 32768;
    far.date = "2026-11-25";
    MeasuredRun near = ownRun();
    MeasuredRun newer = ownRun();
    newer.date = "2026-11-28";
    CHECK(closestMeasuredRun({far, near}, "a100-80gb-sxm", s.workload, 1, 1, 8) == 1);
    CHECK(closestMeasuredRun({near, newer}, "a100-80gb-sxm", s.workload, 1, 1, 8) == 1);
    CHECK(closestMeasuredRun({near}, "h100-sxm", s.workload, 1, 1, 8) == -1);
}

TEST_CASE("A measured memory peak replaces the estimate for its configuration", "[estimate][calibration]")
{
    Catalog c = fixtureCatalog();
    const Scenario s = fixtureScenario();
    const double estimated = run(s, c).memory.perGpuGB;
    MeasuredRun r = ownRun();
    r.peakMemoryGB = 41.5;
    c.measuredRuns = {r};
    const Estimate after = run(s, c);
    CHECK(after.memory.perGpuGB == Approx(41.5));
    CHECK(after.memory.itemGB("calibration") == Approx(41.5 - estimated));
    double sum = 0;
    for (const auto& item : after.memory.items)
        sum += item.gb;
    CHECK(sum == Approx(41.5)); // the breakdown still adds up to what is shown
    REQUIRE(after.compute.calibration);
    CHECK(after.compute.calibration->memory);

    // Another micro-batch is another configuration: its memory stays estimated.
    Scenario other = s;
    other.workload.microBatch = 2;
    CHECK(run(other, c).memory.itemGB("calibration") == 0);
}

TEST_CASE("Bad measured runs are refused with the reason", "[estimate][calibration][bad_input]")
{
    const Catalog c = fixtureCatalog();
    MeasuredRun r = ownRun();
    CHECK_FALSE(measuredRunProblem(r, c));
    for (double bad : {0.0, -5.0, std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity()}) {
        r.tokensPerSecondPerGpu = bad;
        INFO(bad);
        REQUIRE(measuredRunProblem(r, c));
        CHECK(render(*measuredRunProblem(r, c)).find("positive measured throughput") != std::string::npos);
    }
    // 100,000 tokens/s of an 8B model on one A100: 6 × 8.03e9 × 1e5 = 4.8 PFLOP/s against its 312 TFLOPS.
    r.tokensPerSecondPerGpu = 100000;
    REQUIRE(measuredRunProblem(r, c));
    CHECK(render(*measuredRunProblem(r, c)).find("of its dense peak") != std::string::npos);
    r = ownRun();
    r.tensorParallel = 3;
    REQUIRE(measuredRunProblem(r, c));
    CHECK(render(*measuredRunProblem(r, c)).find("model replicas") != std::string::npos);
    r = ownRun();
    r.peakMemoryGB = 120;
    REQUIRE(measuredRunProblem(r, c));

    // In a plan file: the place and the reason, and the plan still loads its scenarios.
    Plan plan;
    plan.name = "calibrated";
    plan.scenarios = {fixtureScenario()};
    MeasuredRun absurd = ownRun();
    absurd.tokensPerSecondPerGpu = 100000;
    plan.measuredRuns = {ownRun(), absurd};
    const auto loaded = parsePlan(serializePlan(plan), "calibrated.json", &c);
    bool reported = false;
    for (const auto& d : loaded.diagnostics)
        if (d.path == "measuredRuns[1].tokensPerSecondPerGpu" && d.severity == Severity::Error)
            reported = true;
    CHECK(reported);
}

TEST_CASE("Measured runs survive a save and a load", "[estimate][calibration][plan_io]")
{
    const Catalog c = fixtureCatalog();
    Plan plan;
    plan.name = "calibrated";
    plan.scenarios = {fixtureScenario()};
    MeasuredRun r = ownRun();
    r.peakMemoryGB = 41.5;
    plan.measuredRuns = {r};
    const auto loaded = parsePlan(serializePlan(plan), "calibrated.json", &c);
    REQUIRE(loaded.ok());
    CHECK(loaded.plan->measuredRuns == plan.measuredRuns);
    // The plan's runs reach the estimator through the effective catalog.
    CHECK(planCatalog(c, *loaded.plan).measuredRuns == plan.measuredRuns);
}

TEST_CASE("The quote says whether a measured run stands behind the time to train", "[estimate][calibration][quote]")
{
    Catalog c = fixtureCatalog();
    Plan plan;
    plan.name = "calibrated";
    plan.scenarios = {fixtureScenario()};
    auto timeLine = [](const Quote& q) -> const QuoteAssumption* {
        for (const auto& a : q.scenarios.front().assumptions)
            if (a.label == "Time to train, one run")
                return &a;
        return nullptr;
    };
    const Quote formulas = buildQuote(plan, planCatalog(c, plan), {}, englishText(), "en", "2026-12-01");
    REQUIRE(timeLine(formulas));
    CHECK(timeLine(formulas)->estimate);
    CHECK(timeLine(formulas)->source.find("estimated from the formulas") != std::string::npos);

    plan.measuredRuns = {ownRun()};
    const Quote measured = buildQuote(plan, planCatalog(c, plan), {}, englishText(), "en", "2026-12-01");
    REQUIRE(timeLine(measured));
    CHECK_FALSE(timeLine(measured)->estimate);
    CHECK(timeLine(measured)->source == "estimate calibrated from your measured run of 2026-11-20");
    // 1e9 tokens / (2,500 × 8 tokens/s) = 13.9 hours = 0.6 days.
    CHECK(timeLine(measured)->value == "0.6 days");
}
