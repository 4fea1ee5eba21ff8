#include "models/analysis/scenario_analysis.h"

#include <charconv>
#include <map>
#include <memory>
#include <mutex>

namespace planner {

namespace {

std::string fixed(double value, int decimals)
{
    char buffer[64];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals).ptr;
    return std::string(buffer, end);
}

// The build's node groups with their main GPU (the group with most GPUs) replaced by `gpu`.
Scenario withGpu(const Scenario& scenario, const Catalog& catalog, const std::string& gpu)
{
    Scenario moved = scenario;
    std::string main;
    int most = 0;
    for (const auto& g : scenario.cluster.nodeGroups)
        if (catalog.gpu(g.gpuId) && g.gpuCount * g.nodeCount > most) {
            most = g.gpuCount * g.nodeCount;
            main = g.gpuId;
        }
    for (auto& g : moved.cluster.nodeGroups)
        if (g.gpuId == main)
            g.gpuId = gpu;
    return moved;
}

bool memoryFits(const Estimate& e)
{
    for (const auto& g : e.memory.groups)
        if (!g.fits)
            return false;
    return true;
}

// Hours an offered GPU needs for the work of one hour of the build's own GPU, from the estimator run on
// the same cluster with the offered GPU in its place. Memoised per GPU: the market view asks for all.
class WorkFactors {
public:
    WorkFactors(const Scenario& scenario, const Catalog& catalog, const Estimate& own)
        : scenario_(scenario)
        , catalog_(catalog)
        , own_(own)
    {
    }

    WorkFactor operator()(const Gpu& offered)
    {
        const std::lock_guard lock(mutex_);
        if (auto it = cache_.find(offered.id); it != cache_.end())
            return it->second;
        return cache_[offered.id] = compute(offered);
    }

private:
    WorkFactor compute(const Gpu& offered) const
    {
        TcoSettings peak; // without a callback: the peak-throughput ratio
        const Gpu* main = nullptr;
        int most = 0;
        for (const auto& g : scenario_.cluster.nodeGroups)
            if (const Gpu* gpu = catalog_.gpu(g.gpuId); gpu && g.gpuCount * g.nodeCount > most) {
                most = g.gpuCount * g.nodeCount;
                main = gpu;
            }
        const Scenario moved = withGpu(scenario_, catalog_, offered.id);
        const BuildFigures build = computeBuild(moved, catalog_, moved.finance.displayCurrency);
        const Estimate other = estimate(moved, catalog_, build);
        WorkFactor w;
        if (own_.memory.applicable && other.memory.applicable && !memoryFits(other)) {
            w.canDoWork = false;
            w.method = "the model does not fit its memory";
            w.methodText = Message("work.does_not_fit");
            return w;
        }
        if (own_.inference.applicable && other.inference.applicable && own_.inference.sustainedTokensPerSecond > 0
            && other.inference.sustainedTokensPerSecond > 0) {
            w.hours = own_.inference.sustainedTokensPerSecond / other.inference.sustainedTokensPerSecond;
            const Args args {{"own", fixed(own_.inference.sustainedTokensPerSecond, 0)},
                             {"offered", fixed(other.inference.sustainedTokensPerSecond, 0)}};
            w.methodText = Message("work.inference_ratio", args);
            w.method = render(w.methodText);
            return w;
        }
        if (own_.compute.applicable && other.compute.applicable && own_.compute.gpuHoursPerRun > 0
            && other.compute.gpuHoursPerRun > 0) {
            w.hours = other.compute.gpuHoursPerRun / own_.compute.gpuHoursPerRun;
            const Args args {{"own", fixed(own_.compute.gpuHoursPerRun, 1)},
                             {"offered", fixed(other.compute.gpuHoursPerRun, 1)}};
            w.methodText = Message("work.training_ratio", args);
            w.method = render(w.methodText);
            return w;
        }
        return workFactorFor(main, offered, peak);
    }

    Scenario scenario_;
    const Catalog& catalog_;
    Estimate own_;
    std::mutex mutex_;
    std::map<std::string, WorkFactor> cache_;
};

} // namespace

TcoSettings tcoSettingsFor(const Scenario& scenario, const Catalog& catalog, const Estimate& estimate)
{
    TcoSettings settings = tcoSettingsFor(scenario, estimate);
    auto factors = std::make_shared<WorkFactors>(scenario, catalog, estimate);
    settings.workFactor = [factors](const Gpu& offered) { return (*factors)(offered); };
    return settings;
}

TcoSettings tcoSettingsFor(const Scenario& scenario, const Estimate& estimate)
{
    TcoSettings settings;
    // The scenario's what-if moves the prices every analysis sees, so the window, the command line and
    // the quote answer the same question.
    settings.adjust.cloudPrice = scenario.whatIf.rentalPricePct / 100.0;
    settings.adjust.rentalPrice = scenario.whatIf.rentalPricePct / 100.0;
    settings.adjust.electricity = scenario.whatIf.electricityPct / 100.0;
    settings.adjust.gpuPrice = scenario.whatIf.gpuPricePct / 100.0;
    const bool custom = scenario.workload.kind == WorkloadKind::Custom;
    if ((scenario.finance.demandFromWorkload || custom) && estimate.compute.applicable)
        settings.gpuHoursPerRun = estimate.compute.gpuHoursPerRun;
    else if (custom)
        settings.gpuHoursPerRun = 0; // monthlyDemand() takes customGpuHoursPerMonth
    return settings;
}

namespace {

// One analysis; `workFactor`, when given, is an earlier analysis's (see the header) instead of a new one.
ScenarioAnalysis analyse(const Scenario& scenario, const Catalog& catalog, bool withTco,
                         const decltype(TcoSettings::workFactor)* workFactor)
{
    ScenarioAnalysis a;
    a.build = computeBuild(scenario, catalog, scenario.finance.displayCurrency);
    a.estimate = estimate(scenario, catalog, a.build);
    a.findings = evaluateRules(scenario, catalog, a.build, a.estimate);
    if (workFactor) {
        a.tcoSettings = tcoSettingsFor(scenario, a.estimate);
        a.tcoSettings.workFactor = *workFactor;
    } else {
        a.tcoSettings = tcoSettingsFor(scenario, catalog, a.estimate);
    }
    if (withTco) {
        a.tco = analyseTco(scenario, catalog, a.build, a.tcoSettings);
        appendFinanceFindings(scenario, catalog, a.build, a.estimate, a.tco.breakEvenUtilisationPct, a.findings);
    }
    return a;
}

} // namespace

ScenarioAnalysis analyseScenario(const Scenario& scenario, const Catalog& catalog, bool withTco)
{
    return analyse(scenario, catalog, withTco, nullptr);
}

ScenarioAnalysis analyseScenario(const Scenario& scenario, const Catalog& catalog, const ScenarioAnalysis& earlier)
{
    return analyse(scenario, catalog, true, earlier.tcoSettings.workFactor ? &earlier.tcoSettings.workFactor : nullptr);
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
    UtilisationSweep sweep = sweepUtilisation(scenario, catalog, analysis.build, analysis.tcoSettings);
    sweep.breakEvenRentalPrice = analysis.tco.breakEvenRentalPrice;
    return sweep;
}

std::vector<std::string> workDifferences(const Workload& a, const Workload& b)
{
    std::vector<std::string> fields;
    const auto differ = [&](bool different, const char* field) {
        if (different)
            fields.emplace_back(field);
    };
    differ(a.kind != b.kind, "workload.kind");
    if (a.kind == WorkloadKind::Custom || b.kind == WorkloadKind::Custom) {
        differ(a.customGpuHoursPerMonth != b.customGpuHoursPerMonth, "workload.customGpuHoursPerMonth");
        return fields;
    }
    differ(a.modelId != b.modelId, "workload.model");
    if (a.kind == WorkloadKind::Inference || b.kind == WorkloadKind::Inference) {
        differ(a.contextLength != b.contextLength, "workload.contextLength");
        differ(a.concurrentSequences != b.concurrentSequences, "workload.concurrentSequences");
        differ(a.targetTokensPerSecond != b.targetTokensPerSecond, "workload.targetTokensPerSecond");
        return fields;
    }
    differ(a.tokensB != b.tokensB, "workload.tokensB");
    differ(a.epochs != b.epochs, "workload.epochs");
    differ(a.sequenceLength != b.sequenceLength, "workload.sequenceLength");
    differ(a.runsPerMonth != b.runsPerMonth, "workload.runsPerMonth");
    return fields;
}

} // namespace planner
