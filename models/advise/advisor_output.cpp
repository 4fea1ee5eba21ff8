// What the advisor says: the sentence of each frontier point, and its JSON and CSV.
#include "models/advise/advisor_internal.h"

#include "models/base/csv.h"
#include "models/base/money.h"
#include "models/plan/plan_enum_names.h"

#include <nlohmann/json.hpp>

namespace planner {

namespace advise_detail {

Arg buildPhrase(const AdvicePoint& point, const Catalog& catalog)
{
    if (point.scenario.cluster.nodeGroups.empty())
        return Arg();
    const NodeGroup& g = point.scenario.cluster.nodeGroups.front();
    const Gpu* gpu = catalog.gpu(g.gpuId);
    return phrase("advise.build",
                  {{"nodes", std::to_string(g.nodeCount)},
                   {"gpusPerNode", std::to_string(g.gpuCount)},
                   {"gpu", gpu ? gpu->name : g.gpuId}});
}

Arg optionPhrase(TcoOption option)
{
    return phrase("advise.option." + std::string(tcoOptionName(option)));
}

Arg regionPhrase(const std::string& regionId, const Catalog& catalog)
{
    const Region* region = catalog.region(regionId);
    return region ? localName(*region) : Arg(regionId);
}

Arg timePhrase(double days)
{
    if (days < 1)
        return phrase("advise.time.hours", {{"hours", number(days * 24, 1)}});
    return phrase("advise.time.days", {{"days", number(days, 1)}});
}

namespace {

Message reason(const Advice& advice, const AdvicePoint& point, std::size_t index, const Catalog& catalog)
{
    Args args {{"build", buildPhrase(point, catalog)},
               {"option", optionPhrase(point.option)},
               {"region", regionPhrase(point.regionId, catalog)},
               {"npv", moneyArg(point.npv, advice.currency)},
               {"time", timePhrase(point.days)},
               {"tps", number(point.tokensPerSecond, 0)}};
    if (point.best) {
        const double targetTps = point.scenario.workload.targetTokensPerSecond;
        const bool limit = advice.training ? advice.targetDays > 0 : targetTps > 0;
        args["target"] = advice.training ? number(advice.targetDays, 1) : number(targetTps, 0);
        if (advice.budget)
            args["budget"] = moneyArg(*advice.budget, advice.currency);
        const std::string kind = advice.training ? "deadline" : "throughput";
        if (limit && advice.budget)
            return Message("advise.why.best_" + kind + "_budget", std::move(args));
        if (limit)
            return Message("advise.why.best_" + kind, std::move(args));
        if (advice.budget)
            return Message(advice.training ? "advise.why.best_budget" : "advise.why.best_budget_inference",
                           std::move(args));
        return Message(advice.training ? "advise.why.cheapest" : "advise.why.cheapest_inference", std::move(args));
    }
    if (index == 0)
        return Message(advice.training ? "advise.why.fastest" : "advise.why.highest", std::move(args));
    if (index + 1 == advice.frontier.size())
        return Message(advice.training ? "advise.why.cheapest" : "advise.why.cheapest_inference", std::move(args));
    return Message(advice.training ? "advise.why.cheapest_within" : "advise.why.cheapest_at", std::move(args));
}

} // namespace

Message whyOnFrontier(const Advice& advice, const AdvicePoint& point, std::size_t index, const Catalog& catalog)
{
    Message why = reason(advice, point, index, catalog);
    if (point.licenceRequired)
        return Message("advise.why.licence", {{"why", phrase(std::move(why))}});
    return why;
}

} // namespace advise_detail

namespace {

using namespace advise_detail;

double money(double amount, const std::string& currency)
{
    return fromMinor(toMinor(amount, currency), currency);
}

double perMillion(const AdvicePoint& p)
{
    return p.npv > 0 ? p.tokensPerSecond / (p.npv / 1e6) : 0;
}

nlohmann::json pointToJson(const AdvicePoint& p, const Advice& advice, const Catalog& catalog)
{
    const NodeGroup& g = p.scenario.cluster.nodeGroups.front();
    const Workload& w = p.scenario.workload;
    const Gpu* gpu = catalog.gpu(g.gpuId);
    const int dp = std::max(1, p.gpus / std::max(1, w.tensorParallel * w.pipelineParallel));
    return {{"gpu", g.gpuId},
            {"gpuName", gpu ? gpu->name : g.gpuId},
            {"gpusPerNode", g.gpuCount},
            {"nodes", g.nodeCount},
            {"gpus", p.gpus},
            {"platform", g.platformId},
            {"cpu", g.cpuId},
            {"cpuSockets", g.cpuSockets},
            {"memory", g.memoryId},
            {"memoryCount", g.memoryCount},
            {"nvme", g.nvmeId},
            {"nvmeCount", g.nvmeCount},
            {"nic", g.nicId},
            {"nicCount", g.nicCount},
            {"tensorParallel", w.tensorParallel},
            {"pipelineParallel", w.pipelineParallel},
            {"dataParallel", dp},
            {"zeroStage", w.zeroStage},
            {"recompute", std::string(enumName(w.recompute))},
            {"microBatch", w.microBatch},
            {"option", std::string(tcoOptionName(p.option))},
            {"region", p.regionId},
            {"npv", money(p.npv, advice.currency)},
            {"capex", money(p.capex, advice.currency)},
            {"days", p.days},
            {"tokensPerSecond", p.tokensPerSecond},
            {"tokensPerSecondPerMillion", perMillion(p)},
            {"warnings", p.warnings},
            {"withinDeadline", p.withinDeadline},
            {"withinBudget", p.withinBudget},
            {"best", p.best},
            {"licenceRequired", p.licenceRequired},
            {"why", render(p.why)}};
}

const char* problemName(AdviceProblem problem)
{
    switch (problem) {
    case AdviceProblem::NoFit:
        return "no_fit";
    case AdviceProblem::OverBudget:
        return "over_budget";
    case AdviceProblem::Deadline:
        return "deadline";
    case AdviceProblem::NoRegion:
        return "no_region";
    case AdviceProblem::NoEstimate:
        return "no_estimate";
    case AdviceProblem::None:
        break;
    }
    return "none";
}

} // namespace

Message adviceSearchCounts(const Advice& advice)
{
    return Message("advise.search_counts",
                   {{"costed", std::to_string(advice.candidates.size())},
                    {"considered", std::to_string(advice.stats.candidates)}});
}

Arg trainingTimePhrase(double days)
{
    return timePhrase(days);
}

nlohmann::json adviceToJson(const Advice& advice, const Catalog& catalog)
{
    using nlohmann::json;
    json frontier = json::array();
    for (const auto& p : advice.frontier)
        frontier.push_back(pointToJson(p, advice, catalog));
    const AdviceStats& s = advice.stats;
    json j {{"scenario", advice.scenarioName},
            {"currency", advice.currency},
            {"training", advice.training},
            {"targetDays", advice.targetDays},
            {"budget", advice.budget ? json(*advice.budget) : json(nullptr)},
            {"regions", advice.regionIds},
            {"maxNodes", advice.maxNodes},
            {"maxRackKw", advice.maxRackKw ? json(*advice.maxRackKw) : json(nullptr)},
            {"work", render(advice.workText)},
            {"stats",
             {{"families", s.families},
              {"shapes", s.shapes},
              {"memoryChecks", s.memoryChecks},
              {"estimates", s.estimates},
              {"ruleChecks", s.ruleChecks},
              {"tcoRuns", s.tcoRuns},
              {"candidates", s.candidates},
              {"seconds", s.seconds}}},
            {"problem", nullptr},
            {"best", advice.best ? json(*advice.best) : json(nullptr)},
            {"frontier", frontier}};
    if (advice.problem != AdviceProblem::None)
        j["problem"] = {{"kind", problemName(advice.problem)},
                        {"message", render(advice.problemText)},
                        {"nearest", advice.nearest ? pointToJson(*advice.nearest, advice, catalog) : json(nullptr)}};
    return j;
}

std::string adviceToCsv(const Advice& advice, const Catalog& catalog)
{
    CsvWriter csv;
    if (advice.frontier.empty())
        return csv.str();
    const nlohmann::json first = pointToJson(advice.frontier.front(), advice, catalog);
    for (const auto& [key, value] : first.items())
        csv.text(key);
    csv.endRow();
    for (const auto& p : advice.frontier) {
        const nlohmann::json row = pointToJson(p, advice, catalog);
        for (const auto& [key, value] : row.items()) {
            if (value.is_string())
                csv.text(value.get<std::string>());
            else if (value.is_boolean())
                csv.text(value.get<bool>() ? "true" : "false");
            else if (value.is_number_integer())
                csv.integer(value.get<std::int64_t>());
            else if (key == "npv" || key == "capex")
                csv.money(toMinor(value.get<double>(), advice.currency), advice.currency);
            else
                csv.number(value.get<double>(), 3);
        }
        csv.endRow();
    }
    return csv.str();
}

} // namespace planner
