// deploy: the deployment kit on the command line, through the same function as the window.

#include "cli_deploy.h"

#include "build/build.h"
#include "cli.h"
#include "deploy/deployment_kit.h"
#include "plan/plan_io.h"
#include "shell/core_text.h"
#include "shell/translations.h"

#include <QCoreApplication>

#include <memory>

namespace planner::cli {

namespace {

struct DeployArgs {
    std::string planFile;
    std::string scenario; // empty: the plan's only scenario
    std::string out;
    bool force = false;
};

std::optional<DeployArgs> parseDeployArgs(const CommandContext& c, const std::vector<std::string>& args)
{
    DeployArgs parsed;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--scenario" || a == "--out") {
            if (i + 1 >= args.size()) {
                c.err << "gpu-planner deploy: " << a << " needs a value; see gpu-planner --help\n";
                return std::nullopt;
            }
            (a == "--scenario" ? parsed.scenario : parsed.out) = args[++i];
        } else if (a == "--force") {
            parsed.force = true;
        } else if (!a.empty() && a.front() == '-') {
            c.err << "gpu-planner deploy: unknown option \"" << a << "\"; see gpu-planner --help\n";
            return std::nullopt;
        } else if (parsed.planFile.empty()) {
            parsed.planFile = a;
        } else {
            c.err << "gpu-planner deploy: one plan at a time, got \"" << a << "\" too\n";
            return std::nullopt;
        }
    }
    if (parsed.planFile.empty() || parsed.out.empty()) {
        c.err << "gpu-planner deploy: usage: gpu-planner deploy PLAN [--scenario NAME] --out DIR [--force]\n";
        return std::nullopt;
    }
    return parsed;
}

} // namespace

int runDeploy(const CommandContext& c, const std::vector<std::string>& rawArgs)
{
    const auto args = parseDeployArgs(c, rawArgs);
    if (!args)
        return kExitUnusable;
    const auto catalog = loadCatalogsFor(c);
    if (!catalog)
        return kExitUnusable;
    PlanLoadResult loaded = loadPlan(args->planFile, &*catalog);
    for (const auto& d : loaded.diagnostics)
        c.err << d.toString() << "\n";
    if (!loaded.ok())
        return kExitUnusable;
    const Plan& plan = *loaded.plan;
    const Scenario* scenario = nullptr;
    for (const auto& s : plan.scenarios)
        if (s.name == args->scenario || (args->scenario.empty() && plan.scenarios.size() == 1))
            scenario = &s;
    if (!scenario) {
        std::string list;
        for (const auto& s : plan.scenarios)
            list += (list.empty() ? "\"" : ", \"") + s.name + "\"";
        c.err << args->planFile << ": "
              << (args->scenario.empty() ? std::string("the plan has several scenarios; choose one with --scenario")
                                         : "no scenario named \"" + args->scenario + "\"")
              << "; the plan has " << list << "\n";
        return kExitUnusable;
    }
    int argc = 1;
    static char name[] = "gpu-planner";
    static char* argv[] = {name, nullptr};
    const auto app = std::make_unique<QCoreApplication>(argc, argv);
    ui::Translations translations;
    translations.apply(QStringLiteral("zh_CN"));
    const Catalog effective = planCatalog(*catalog, plan);
    const BuildFigures build = computeBuild(*scenario, effective, scenario->finance.displayCurrency);
    const auto files = deploymentKit(*scenario, effective, build, ui::textFor("zh_CN"));
    if (auto error = writeDeploymentKit(args->out, files, args->force)) {
        c.err << "gpu-planner deploy: " << *error << "\n";
        return kExitUnusable;
    }
    c.out << "wrote " << files.size() << " files to " << args->out << "\n";
    for (const auto& f : files)
        c.out << "  " << f.name << "\n";
    return kExitOk;
}

} // namespace planner::cli
