#include "analysis/scenario_analysis.h"

namespace planner {

TcoSettings tcoSettingsFor(const Scenario& scenario, const Estimate& estimate)
{
    TcoSettings settings;
    const bool custom = scenario.workload.kind == WorkloadKind::Custom;
    if ((scenario.finance.demandFromWorkload || custom) && estimate.compute.applicable)
        settings.gpuHoursPerRun = estimate.compute.gpuHoursPerRun;
    else if (custom)
        settings.gpuHoursPerRun = 0; // monthlyDemand() takes customGpuHoursPerMonth
    return settings;
}

ScenarioAnalysis analyseScenario(const Scenario& scenario, const Catalog& catalog, bool withTco)
{
    ScenarioAnalysis a;
    a.build = computeBuild(scenario, catalog, scenario.finance.displayCurrency);
    a.estimate = estimate(scenario, catalog, a.build);
    a.findings = evaluateRules(scenario, catalog, a.build, a.estimate);
    a.tcoSettings = tcoSettingsFor(scenario, a.estimate);
    if (withTco)
        a.tco = analyseTco(scenario, catalog, a.build, a.tcoSettings);
    return a;
}

std::vector<RegionTco> analyseRegions(const Scenario& scenario, const Catalog& catalog,
                                      const ScenarioAnalysis& analysis, const std::vector<std::string>& regionIds)
{
    // Each region has its own PUE, so each derives its own build figures.
    return compareRegions(scenario, catalog, analysis.tcoSettings, regionIds);
}

SensitivityResult analyseSensitivity(const Scenario& scenario, const Catalog& catalog, const ScenarioAnalysis& analysis,
                                     double delta)
{
    return analyseSensitivity(scenario, catalog, analysis.build, analysis.tcoSettings, delta);
}

UtilisationSweep sweepUtilisation(const Scenario& scenario, const Catalog& catalog, const ScenarioAnalysis& analysis)
{
    return sweepUtilisation(scenario, catalog, analysis.build, analysis.tcoSettings);
}

} // namespace planner
