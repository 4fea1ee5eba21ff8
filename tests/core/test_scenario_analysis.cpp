// The analysis stage: the chain build → estimate → findings → TCO, which the window, the command line
// and the quote all take their figures from. Its TCO must equal the TCO engine run from scratch.

#include "analysis/scenario_analysis.h"
#include "fixtures.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace planner;
using planner::testing::fixtureCatalog;
using planner::testing::fixtureScenario;

namespace {

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

} // namespace

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
