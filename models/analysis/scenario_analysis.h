#pragma once
// The whole chain for one scenario: build figures → workload estimate → findings → TCO. The command
// line and the window both call this, so they always agree.

#include "build/build.h"
#include "estimate/estimate.h"
#include "rules/rules.h"
#include "tco/tco.h"

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

ScenarioAnalysis analyseScenario(const Scenario& scenario, const Catalog& catalog, bool withTco = true);

} // namespace planner
