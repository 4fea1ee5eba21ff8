// advise: the cost × time frontier of valid builds for a scenario's workload (models/advise).

#include "app/cli.h"
#include "app/cli_commands.h"

#include "models/advise/advisor.h"
#include "models/base/money.h"
#include "models/plan/plan_enum_names.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <iomanip>
#include <ostream>
#include <sstream>

namespace planner::cli {

namespace {

struct AdviseArgs {
    std::string planFile;
    std::string scenario;
    AdviceRequest request;
    bool json = false;
    bool csv = false;
};

std::optional<double> parseNumber(const std::string& text)
{
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

std::optional<AdviseArgs> parseAdviseArgs(const CommandContext& c, const std::vector<std::string>& args)
{
    AdviseArgs parsed;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--json") {
            parsed.json = true;
        } else if (a == "--csv") {
            parsed.csv = true;
        } else if (a == "--include-licensed") {
            parsed.request.includeLicensed = true;
        } else if (a == "--scenario" && i + 1 < args.size()) {
            parsed.scenario = args[++i];
        } else if (a == "--region" && i + 1 < args.size()) {
            while (i + 1 < args.size() && args[i + 1].rfind("--", 0) != 0)
                parsed.request.regionIds.push_back(args[++i]);
        } else if (a == "--budget" && i + 1 < args.size()) {
            const auto budget = parseNumber(args[++i]);
            if (!budget || *budget <= 0) {
                c.err << "gpu-planner advise: --budget: expected an amount above 0 in the display currency, got \""
                      << args[i] << "\"\n";
                return std::nullopt;
            }
            parsed.request.budget = budget;
        } else if (a == "--max-nodes" && i + 1 < args.size()) {
            const auto nodes = parseNumber(args[++i]);
            if (!nodes || *nodes < 1 || *nodes > 4096 || *nodes != static_cast<int>(*nodes)) {
                c.err << "gpu-planner advise: --max-nodes: expected an integer from 1 to 4096, got \"" << args[i]
                      << "\"\n";
                return std::nullopt;
            }
            parsed.request.maxNodes = static_cast<int>(*nodes);
        } else if (a == "--max-rack-kw" && i + 1 < args.size()) {
            const auto kw = parseNumber(args[++i]);
            if (!kw || *kw <= 0 || *kw > 500) {
                c.err << "gpu-planner advise: --max-rack-kw: expected the IT load one rack may carry, in kW, above 0 "
                         "and at most 500, got \""
                      << args[i] << "\"\n";
                return std::nullopt;
            }
            parsed.request.maxRackKw = kw;
        } else if (!a.empty() && a.front() != '-' && parsed.planFile.empty()) {
            parsed.planFile = a;
        } else {
            c.err << "gpu-planner advise: unexpected argument \"" << a << "\"; see gpu-planner --help\n";
            return std::nullopt;
        }
    }
    if (parsed.planFile.empty()) {
        c.err << "gpu-planner advise: a plan file is needed; see gpu-planner --help\n";
        return std::nullopt;
    }
    if (parsed.json && parsed.csv) {
        c.err << "gpu-planner advise: choose --json or --csv, not both\n";
        return std::nullopt;
    }
    return parsed;
}

std::string fixed(double value, int decimals)
{
    std::ostringstream out;
    out << std::fixed << std::setprecision(decimals) << value;
    return out.str();
}

void printPoint(std::ostream& out, const AdvicePoint& p, const Advice& advice)
{
    const NodeGroup& g = p.scenario.cluster.nodeGroups.front();
    const Workload& w = p.scenario.workload;
    out << (p.best ? "* " : "  ") << std::left << std::setw(10) << tcoOptionName(p.option) << std::setw(20)
        << p.regionId << std::right << std::setw(3) << g.nodeCount << " x " << g.gpuCount << " " << std::left
        << std::setw(16) << g.gpuId << std::right;
    if (advice.training && p.days < 1) // below a day, "0.0 days" says nothing: hours
        out << std::setw(7) << fixed(p.days * 24, 1) << " hours";
    else if (advice.training)
        out << std::setw(8) << fixed(p.days, 1) << " days";
    else
        out << std::setw(9) << fixed(p.tokensPerSecond, 0) << " tok/s";
    out << "  NPV " << std::setw(20) << formatMoney(p.npv, advice.currency) << "  TP " << w.tensorParallel << " PP "
        << w.pipelineParallel << " ZeRO " << w.zeroStage << " recompute " << enumName(w.recompute) << " micro-batch "
        << w.microBatch << "\n";
    out << "      " << render(p.why) << "\n";
}

} // namespace

int runAdvise(const CommandContext& c, const std::vector<std::string>& rawArgs)
{
    const auto args = parseAdviseArgs(c, rawArgs);
    if (!args)
        return kExitUnusable;
    const auto loaded = loadPlanFor(c, args->planFile, args->scenario);
    if (!loaded)
        return kExitUnusable;
    for (const auto& id : args->request.regionIds)
        if (!loaded->catalog.region(id)) {
            c.err << "gpu-planner advise: unknown region \"" << id << "\"\n";
            return kExitUnusable;
        }
    bool problem = false;
    nlohmann::json out = {{"plan", args->planFile}, {"scenarios", nlohmann::json::array()}};
    for (const Scenario* s : loaded->scenarios) {
        const Advice advice = advise(*s, loaded->catalog, args->request);
        problem = problem || advice.problem != AdviceProblem::None;
        if (args->json) {
            out["scenarios"].push_back({{"name", s->name}, {"advice", adviceToJson(advice, loaded->catalog)}});
            continue;
        }
        if (args->csv) {
            c.out << adviceToCsv(advice, loaded->catalog);
            if (advice.problem != AdviceProblem::None)
                c.err << s->name << ": " << render(advice.problemText) << "\n";
            continue;
        }
        const AdviceStats& st = advice.stats;
        c.out << s->name << ": " << advice.frontier.size() << " builds on the frontier of cost and "
              << (advice.training ? "time to train" : "throughput") << " (" << advice.currency << ", NPV over "
              << s->finance.horizonMonths << " months; " << render(adviceSearchCounts(advice)) << "; "
              << render(advice.workText) << "; " << fixed(st.seconds, 2) << " s)\n";
        for (const auto& p : advice.frontier)
            printPoint(c.out, p, advice);
        if (advice.problem != AdviceProblem::None)
            c.out << "  no recommendation: " << render(advice.problemText) << "\n";
    }
    if (args->json)
        c.out << out.dump(2) << "\n";
    return problem ? kExitFindings : kExitOk;
}

} // namespace planner::cli
