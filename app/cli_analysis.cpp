// validate, estimate and tco: the planning core's analyses on the command line.

#include "app/cli.h"
#include "app/cli_commands.h"

#include "models/analysis/buy_or_rent_verdict.h"
#include "models/analysis/market.h"
#include "models/analysis/scenario_analysis.h"
#include "models/base/money.h"
#include "models/estimate/estimate.h"
#include "models/plan/plan_enum_names.h"
#include "models/plan/plan_io.h"
#include "models/rules/rules.h"
#include "models/sizing/build.h"
#include "models/tco/tco.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <iomanip>
#include <ostream>
#include <sstream>

namespace planner::cli {

namespace {

struct AnalysisArgs {
    std::string planFile;
    std::string scenario; // empty: every scenario
    std::vector<std::string> regions;
    bool json = false;
    bool csv = false;
};

// Parses "PLAN [--scenario NAME] [--region ID…] [--json] [--csv]"; the allowed flags vary by command.
std::optional<AnalysisArgs> parseArgs(const CommandContext& c, const std::string& command,
                                      const std::vector<std::string>& args, bool allowRegions, bool allowCsv)
{
    AnalysisArgs parsed;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--json") {
            parsed.json = true;
        } else if (a == "--csv" && allowCsv) {
            parsed.csv = true;
        } else if (a == "--scenario" && i + 1 < args.size()) {
            parsed.scenario = args[++i];
        } else if (a == "--region" && allowRegions && i + 1 < args.size()) {
            while (i + 1 < args.size() && args[i + 1].rfind("--", 0) != 0)
                parsed.regions.push_back(args[++i]);
        } else if (!a.empty() && a.front() != '-' && parsed.planFile.empty()) {
            parsed.planFile = a;
        } else {
            c.err << "gpu-planner " << command << ": unexpected argument \"" << a << "\"; see gpu-planner --help\n";
            return std::nullopt;
        }
    }
    if (parsed.planFile.empty()) {
        c.err << "gpu-planner " << command << ": a plan file is needed; see gpu-planner --help\n";
        return std::nullopt;
    }
    if (parsed.json && parsed.csv) {
        c.err << "gpu-planner " << command << ": choose --json or --csv, not both\n";
        return std::nullopt;
    }
    return parsed;
}

std::string scientific(double value)
{
    std::ostringstream out;
    out << std::scientific << std::setprecision(2) << value;
    return out.str();
}

std::string fixed(double value, int decimals)
{
    std::ostringstream out;
    out << std::fixed << std::setprecision(decimals) << value;
    return out.str();
}

// Every --region the command names is in the catalogs; otherwise says which is not.
bool regionsKnown(const CommandContext& c, std::string_view command, const Catalog& catalog,
                  const std::vector<std::string>& regions)
{
    for (const auto& id : regions)
        if (!catalog.region(id)) {
            c.err << "gpu-planner " << command << ": unknown region \"" << id << "\"\n";
            return false;
        }
    return true;
}

} // namespace

int runValidate(const CommandContext& c, const std::vector<std::string>& rawArgs)
{
    const auto args = parseArgs(c, "validate", rawArgs, false, false);
    if (!args)
        return kExitUnusable;
    const auto loaded = loadPlanFor(c, args->planFile, args->scenario);
    if (!loaded)
        return kExitUnusable;
    bool findings = false;
    nlohmann::json out = {{"plan", args->planFile}, {"scenarios", nlohmann::json::array()}};
    for (const Scenario* s : loaded->scenarios) {
        const ScenarioAnalysis analysis = analyseScenario(*s, loaded->catalog);
        const auto& result = analysis.findings;
        std::size_t counts[3] = {0, 0, 0};
        for (const auto& f : result) {
            ++counts[static_cast<int>(f.severity)];
            findings = findings || f.severity != Severity::Info;
        }
        if (args->json) {
            out["scenarios"].push_back({{"name", s->name}, {"findings", findingsToJson(result)}});
            continue;
        }
        c.out << s->name << ": " << counts[0] << " error(s), " << counts[1] << " warning(s), " << counts[2]
              << " note(s)\n";
        for (const auto& f : result) {
            c.out << "  " << enumName(f.severity) << " [" << f.ruleId << "]"
                  << (f.nodeGroup >= 0 ? " group " + std::to_string(f.nodeGroup + 1) : std::string()) << ": "
                  << f.message() << "\n";
            c.out << "      why: " << f.explanation() << "\n      fix: " << f.fix() << "\n";
        }
    }
    if (args->json)
        c.out << out.dump(2) << "\n";
    return findings ? kExitFindings : kExitOk;
}

int runEstimate(const CommandContext& c, const std::vector<std::string>& rawArgs)
{
    const auto args = parseArgs(c, "estimate", rawArgs, false, false);
    if (!args)
        return kExitUnusable;
    const auto loaded = loadPlanFor(c, args->planFile, args->scenario);
    if (!loaded)
        return kExitUnusable;
    nlohmann::json out = {{"plan", args->planFile}, {"scenarios", nlohmann::json::array()}};
    for (const Scenario* s : loaded->scenarios) {
        const ScenarioAnalysis analysis = analyseScenario(*s, loaded->catalog);
        const Estimate& e = analysis.estimate;
        if (args->json) {
            out["scenarios"].push_back({{"name", s->name}, {"estimate", estimateToJson(e)}});
            continue;
        }
        c.out << s->name << " (" << enumName(e.kind) << (e.model ? ", " + e.model->name : std::string()) << ")\n";
        c.out << "  parallelism: tensor " << e.parallel.tensor << " x pipeline " << e.parallel.pipeline << " x data "
              << e.parallel.data << " = " << e.parallel.gpusUsed << " of " << e.parallel.gpusAvailable << " GPUs\n";
        if (e.memory.applicable) {
            c.out << "  memory per GPU: " << fixed(e.memory.perGpuGB, 1) << " GB\n";
            for (const auto& item : e.memory.items)
                c.out << "    " << std::left << std::setw(14) << item.label() << std::right << std::setw(9)
                      << fixed(item.gb, 2) << " GB  " << render(item.howText) << "\n";
            for (const auto& g : e.memory.groups)
                c.out << "    group " << g.group + 1 << " (" << g.gpuId << ", " << fixed(g.capacityGB, 0)
                      << " GB): " << fixed(g.usedPct, 0) << "% used, " << (g.fits ? "fits" : "DOES NOT FIT") << "\n";
        }
        if (e.compute.applicable)
            c.out << "  training: " << scientific(e.compute.flops) << " FLOPs; MFU " << fixed(e.compute.mfu * 100, 0)
                  << "%, scaling " << fixed(e.compute.scalingEfficiency * 100, 0) << "%; " << fixed(e.compute.days, 1)
                  << " days a run, " << fixed(e.compute.gpuHoursPerRun, 0) << " GPU-hours\n";
        if (e.compute.applicable)
            c.out << "    how: " << render(e.compute.mfuHowText) << "\n";
        if (e.inference.applicable)
            c.out << "  inference: " << fixed(e.inference.sustainedTokensPerSecond, 0) << " tokens/s sustained at "
                  << e.inference.servedSequences << " sequences (target " << fixed(e.inference.targetTokensPerSecond, 0)
                  << ")\n";
        c.out << "  storage: " << fixed(e.storage.neededTBPerNode, 2) << " TB needed per node, "
              << fixed(e.storage.readGBsNeededPerNode, 2) << " GB/s read\n";
        for (const auto& note : e.noteTexts)
            c.out << "  note: " << render(note) << "\n";
    }
    if (args->json)
        c.out << out.dump(2) << "\n";
    return kExitOk;
}

int runTco(const CommandContext& c, const std::vector<std::string>& rawArgs)
{
    const auto args = parseArgs(c, "tco", rawArgs, true, true);
    if (!args)
        return kExitUnusable;
    const auto loaded = loadPlanFor(c, args->planFile, args->scenario);
    if (!loaded)
        return kExitUnusable;
    if (!regionsKnown(c, "tco", loaded->catalog, args->regions))
        return kExitUnusable;
    nlohmann::json out = {{"plan", args->planFile}, {"scenarios", nlohmann::json::array()}};
    for (const Scenario* s : loaded->scenarios) {
        const bool ownRegionOnly = args->regions.empty();
        ScenarioAnalysis analysis = analyseScenario(*s, loaded->catalog, ownRegionOnly);
        std::vector<RegionTco> regions;
        if (ownRegionOnly) {
            RegionTco own;
            own.regionId = s->site.regionId;
            own.included = true;
            own.result = std::move(analysis.tco);
            own.regionName = own.result.regionName;
            regions.push_back(std::move(own));
        } else {
            regions = analyseRegions(*s, loaded->catalog, analysis, args->regions);
        }
        if (args->json) {
            nlohmann::json scenarioJson = {{"name", s->name}, {"regions", nlohmann::json::array()}};
            for (const auto& r : regions) {
                if (!r.included) {
                    scenarioJson["regions"].push_back(
                        nlohmann::json {{"region", r.regionId}, {"included", false}, {"reason", r.reason}});
                    continue;
                }
                nlohmann::json result = tcoToJson(r.result);
                result["verdict"] = render(buyOrRentVerdict(r.result, loaded->catalog));
                scenarioJson["regions"].push_back(std::move(result));
            }
            out["scenarios"].push_back(scenarioJson);
            continue;
        }
        if (args->csv) {
            for (const auto& r : regions)
                if (r.included)
                    c.out << tcoToCsv(r.result);
            continue;
        }
        for (const auto& r : regions) {
            c.out << s->name << " in " << r.regionName << " (" << r.regionId << ")";
            if (!r.included) {
                c.out << ": skipped, " << r.reason << "\n";
                continue;
            }
            const TcoResult& t = r.result;
            c.out << ", " << t.horizonMonths << " months, " << t.currency << "\n";
            for (const auto& o : t.options) {
                c.out << "  " << std::left << std::setw(10) << tcoOptionName(o.option) << std::right;
                if (!o.available) {
                    c.out << "  not available: " << o.reason << "\n";
                    continue;
                }
                c.out << "  total " << std::setw(22) << formatMoney(o.total, t.currency) << "  NPV " << std::setw(22)
                      << formatMoney(o.npv, t.currency) << "  per GPU-hour of work "
                      << formatMoney(o.costPerGpuHour, t.currency) << "\n";
                // Which offering, and why: another GPU or another region is always said.
                if (!o.offeringId.empty())
                    c.out << "              " << o.offeringId << " ("
                          << (o.providerClass ? enumName(*o.providerClass) : std::string_view("?"))
                          << (o.interruptible ? ", interruptible" : "") << "): " << o.match << "\n";
            }
            for (std::size_t i = 1; i < t.breakEvenMonth.size(); ++i) {
                const auto& m = t.breakEvenMonth[i];
                const auto& u = t.breakEvenUtilisation[i];
                const auto& alt = t.options[i];
                if (alt.available && alt.option == TcoOption::Hybrid && alt.ownedNodes == t.nodes) {
                    c.out << "  hybrid owns the whole cluster at this demand: it is the purchase\n";
                    continue;
                }
                if (alt.available && !alt.notLikeForLike.empty()) {
                    c.out << "  purchase breaks even with " << tcoOptionName(static_cast<TcoOption>(i))
                          << " (NPV): none computed, not like for like\n";
                    continue;
                }
                c.out << "  purchase breaks even with " << tcoOptionName(static_cast<TcoOption>(i))
                      << " (NPV): " << (m ? "month " + std::to_string(*m) : std::string("not within the horizon"))
                      << (u ? ", at " + fixed(*u, 1) + "% utilisation" : std::string()) << "\n";
            }
            c.out << "  break-even utilisation vs on-demand: "
                  << (t.breakEvenUtilisationPct ? fixed(*t.breakEvenUtilisationPct, 1) + "%" : t.breakEvenNote) << "\n";
            if (const Message verdict = buyOrRentVerdict(t, loaded->catalog); !verdict.empty())
                c.out << "  verdict: " << render(verdict) << "\n";
            // The plan's findings are its own region's.
            if (const Message verdict
                = r.regionId == s->site.regionId ? recommendation(t, analysis.findings) : recommendation(t);
                !verdict.empty())
                c.out << "  " << render(verdict) << "\n";
            if (t.breakEvenRentalPrice) {
                const Gpu* gpu = loaded->catalog.gpu(t.gpuId);
                c.out << "  break-even rental price: " << formatMoney(*t.breakEvenRentalPrice, t.currency)
                      << " per GPU-hour of " << (gpu ? gpu->name : t.gpuId)
                      << " (excl. VAT): renting costs the same as buying\n";
            }
            if (t.conversions.empty())
                c.out << "  no currency conversion\n";
            // One line per currency converted from; every item is in the JSON.
            std::vector<std::string> seen;
            for (const auto& conv : t.conversions) {
                if (std::find(seen.begin(), seen.end(), conv.from) != seen.end())
                    continue;
                seen.push_back(conv.from);
                int items = 0;
                double amount = 0;
                for (const auto& other : t.conversions)
                    if (other.from == conv.from) {
                        ++items;
                        amount += other.amount;
                    }
                c.out << "  converted: " << items << " prices totalling " << formatMoney(amount, conv.from) << " at "
                      << fixed(conv.rate, 4) << " " << conv.to << "/" << conv.from << " (rate of " << conv.asOf
                      << ")\n";
            }
            for (const auto& w : t.warnings)
                c.out << "  warning: " << w << "\n";
        }
    }
    if (args->json)
        c.out << out.dump(2) << "\n";
    return kExitOk;
}

int runMarket(const CommandContext& c, const std::vector<std::string>& rawArgs)
{
    const auto args = parseArgs(c, "market", rawArgs, true, true);
    if (!args)
        return kExitUnusable;
    const auto loaded = loadPlanFor(c, args->planFile, args->scenario);
    if (!loaded)
        return kExitUnusable;
    if (!regionsKnown(c, "market", loaded->catalog, args->regions))
        return kExitUnusable;
    nlohmann::json out = {{"plan", args->planFile}, {"scenarios", nlohmann::json::array()}};
    for (const Scenario* s : loaded->scenarios) {
        const ScenarioAnalysis analysis = analyseScenario(*s, loaded->catalog);
        const MarketView view = marketView(*s, loaded->catalog, analysis, args->regions);
        if (args->json) {
            out["scenarios"].push_back({{"name", s->name}, {"market", marketToJson(view)}});
            continue;
        }
        if (args->csv) {
            c.out << marketToCsv(view);
            continue;
        }
        const char* unit = view.unit == WorkUnit::TrainingRun ? "per training run"
            : view.unit == WorkUnit::MillionTokens            ? "per million tokens"
                                                              : "per GPU-hour of work";
        c.out << s->name << ": " << view.rows.size()
              << " offerings, those that do the same work first, in the plan's market before the others, each cheapest "
                 "first, "
              << unit << " (" << fixed(view.gpuHoursPerUnit, 1) << " GPU-hours of " << analysis.tco.gpuId << ")\n";
        if (view.breakEvenRentalPrice)
            c.out << "  buying costs the same as renting at " << formatMoney(*view.breakEvenRentalPrice, view.currency)
                  << " per GPU-hour of " << analysis.tco.gpuId << "\n";
        for (const auto& r : view.rows) {
            c.out << (r.chosen ? "* " : "  ") << std::left << std::setw(44) << r.offering->id << std::right << " "
                  << std::setw(13) << enumName(r.offering->providerClass) << " " << std::setw(11)
                  << enumName(r.price->term) << (r.interruptible ? " interruptible" : "");
            if (!r.usable) {
                c.out << "  cannot be compared: " << render(r.whyNot) << "\n";
                continue;
            }
            c.out << "  " << formatMoney(r.pricePerGpuHour, view.currency) << "/GPU-h";
            if (!r.sameGpu)
                c.out << " × " << fixed(r.work.hours, 2);
            c.out << "  " << formatMoney(r.costPerUnit, view.currency) << " " << unit << "  (" << r.regionName << ", "
                  << r.price->price.provenance.asOf << ")";
            if (!r.notLikeForLike.empty())
                c.out << "  not like for like: " << render(r.notLikeForLike);
            c.out << "\n";
        }
    }
    if (args->json)
        c.out << out.dump(2) << "\n";
    return kExitOk;
}

} // namespace planner::cli
