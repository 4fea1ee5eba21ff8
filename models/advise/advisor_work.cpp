// The work every candidate of the advisor is costed for: the plan's own, held fixed (advisor_internal.h).
#include "models/advise/advisor_internal.h"

#include <algorithm>

namespace planner::advise_detail {

namespace {

double meanOfMonths(const std::vector<double>& demand)
{
    if (demand.size() < 2)
        return 0;
    double total = 0;
    for (std::size_t m = 1; m < demand.size(); ++m)
        total += demand[m];
    return total / static_cast<double>(demand.size() - 1);
}

// The plan's utilisation as people read it (the TCO's demand source is English, for JSON).
Arg utilisationPhrase(const Scenario& scenario, int gpus)
{
    const Finance& f = scenario.finance;
    if (f.profile == UtilisationProfile::Ramp)
        return phrase(
            "advise.work.ramp",
            {{"from", number(f.rampStartPct, 1)}, {"to", number(f.rampEndPct, 1)}, {"gpus", std::to_string(gpus)}});
    return phrase("advise.work.flat", {{"pct", number(f.utilisationPct, 1)}, {"gpus", std::to_string(gpus)}});
}

} // namespace

PlanWork planWork(const Scenario& scenario, const Catalog& catalog)
{
    PlanWork work;
    work.training = isTraining(scenario.workload.kind);
    const ScenarioAnalysis plan = analyseScenario(scenario, catalog, false);
    const double gpuHours = meanOfMonths(monthlyDemand(scenario, plan.build.gpus, plan.tcoSettings));
    const Arg source = utilisationPhrase(scenario, plan.build.gpus);
    const Gpu* gpu
        = catalog.gpu(scenario.cluster.nodeGroups.empty() ? std::string() : scenario.cluster.nodeGroups.front().gpuId);
    const Arg gpuName = gpu ? Arg(gpu->name) : Arg(std::string("?"));
    if (work.training) {
        const double perRun = plan.estimate.compute.applicable ? plan.estimate.compute.gpuHoursPerRun : 0;
        if (scenario.finance.demandFromWorkload || perRun <= 0) {
            work.runsPerMonth = scenario.workload.runsPerMonth;
            work.text = Message(perRun > 0 ? "advise.work.runs" : "advise.work.runs_unestimated",
                                {{"runs", number(work.runsPerMonth, 2)}});
        } else {
            work.runsPerMonth = gpuHours / perRun;
            work.text = Message("advise.work.converted_runs",
                                {{"hours", number(gpuHours, 0)},
                                 {"gpu", gpuName},
                                 {"source", source},
                                 {"per_run", number(perRun, 1)},
                                 {"runs", number(work.runsPerMonth, 2)}});
        }
        work.held = true;
        return work;
    }
    const double sustained = plan.estimate.inference.applicable ? plan.estimate.inference.sustainedTokensPerSecond : 0;
    if (sustained <= 0 || plan.build.gpus <= 0) {
        work.text = Message("advise.work.own_utilisation");
        return work; // nothing to convert from: each candidate keeps the plan's utilisation of its own GPUs
    }
    const double tokensPerGpuHour = sustained * 3600.0 / plan.build.gpus;
    work.tokensPerMonth = gpuHours * tokensPerGpuHour;
    work.held = true;
    work.text = Message("advise.work.tokens",
                        {{"tokens", number(work.tokensPerMonth / 1e9, 2)},
                         {"hours", number(gpuHours, 0)},
                         {"gpu", gpuName},
                         {"source", source},
                         {"tps", number(tokensPerGpuHour / 3600.0, 0)}});
    return work;
}

bool holdWork(Scenario& candidate, const PlanWork& work, const Estimate& estimate, int gpus, double hoursPerMonth)
{
    if (!work.held)
        return true;
    Finance& f = candidate.finance;
    if (work.training) {
        // The candidate's TCO takes its estimate's GPU-hours a run × these runs (tcoSettingsFor()).
        f.demandFromWorkload = true;
        candidate.workload.runsPerMonth = work.runsPerMonth;
        return true;
    }
    const double sustained = estimate.inference.applicable ? estimate.inference.sustainedTokensPerSecond : 0;
    if (sustained <= 0 || gpus <= 0 || hoursPerMonth <= 0)
        return false;
    const double gpuHours = work.tokensPerMonth / (sustained * 3600.0 / gpus);
    const double pct = gpuHours / (gpus * hoursPerMonth) * 100.0;
    if (pct > 100.0)
        return false; // it cannot serve the plan's tokens in a month
    f.demandFromWorkload = false;
    f.profile = UtilisationProfile::Flat;
    f.utilisationPct = pct;
    return true;
}

} // namespace planner::advise_detail
