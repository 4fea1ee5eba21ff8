#pragma once
// The whole chain for one scenario: build figures → workload estimate → findings → TCO, and the cost
// analyses built on it (regions, sensitivity, utilisation sweep). The command line, the window and the
// quote all call these, so they always agree; views only draw the results.

#include "models/estimate/estimate.h"
#include "models/rules/rules.h"
#include "models/sizing/build.h"
#include "models/tco/tco.h"

#include <string>
#include <vector>

namespace planner {

struct ScenarioAnalysis {
    BuildFigures build;
    Estimate estimate;
    std::vector<Finding> findings;
    TcoSettings tcoSettings;
    TcoResult tco;
};

// Demand from the workload estimate when the plan asks for it (or the workload is custom), else the
// utilisation profile.
TcoSettings tcoSettingsFor(const Scenario& scenario, const Estimate& estimate);
// The same, and the hours factor of other GPUs from the estimator run with each in the build's place.
// The catalog must outlive the settings.
TcoSettings tcoSettingsFor(const Scenario& scenario, const Catalog& catalog, const Estimate& estimate);

ScenarioAnalysis analyseScenario(const Scenario& scenario, const Catalog& catalog, bool withTco = true);
// The same, keeping the hours factors of other GPUs that `earlier` worked out: for a scenario that differs
// from the one `earlier` analysed only in what no estimate reads (its finance and what-if, its name). A
// slider drag reanalyses at every step, and estimating every offered GPU again was a tenth of a step.
ScenarioAnalysis analyseScenario(const Scenario& scenario, const Catalog& catalog, const ScenarioAnalysis& earlier);

// The analyses below rerun the TCO many times, so they are asked for apart, when needed. `analysis` is
// analyseScenario() of the same scenario and catalog; its TCO settings (and build, where the region
// stays) are reused.

// The same cluster in each region (every catalog region when `regionIds` is empty); see compareRegions().
std::vector<RegionTco> analyseRegions(const Scenario& scenario, const Catalog& catalog,
                                      const ScenarioAnalysis& analysis, const std::vector<std::string>& regionIds = {});
// Which input moves the buy-or-rent gap most, each factor moved by ±delta.
SensitivityResult analyseSensitivity(const Scenario& scenario, const Catalog& catalog, const ScenarioAnalysis& analysis,
                                     double delta = 0.2);
// Buy or rent as flat utilisation goes 0..100%.
UtilisationSweep sweepUtilisation(const Scenario& scenario, const Catalog& catalog, const ScenarioAnalysis& analysis);

// The fields in which two workloads ask for different work (what is trained or served, on how much data, how
// often), as plan field names ("workload.model", the keys of plan/plan_fields.h); empty when they ask for the
// same. How the work is done (precision, parallelism, batches) is each build's own choice and not among them.
// Two scenarios' costs compare like for like only when this is empty.
std::vector<std::string> workDifferences(const Workload& a, const Workload& b);

} // namespace planner
