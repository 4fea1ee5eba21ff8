// deploy: the deployment kit on the command line, through the same function as the window.

#include "app/cli_deploy.h"

#include "app/cli.h"
#include "models/deploy/deployment_kit.h"
#include "models/sizing/build.h"
#include "ui/common/core_text.h"

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
    const auto loaded = loadPlanFor(c, args->planFile, args->scenario);
    if (!loaded)
        return kExitUnusable;
    if (loaded->scenarios.size() != 1) {
        c.err << args->planFile << ": the plan has " << loaded->scenarios.size()
              << " scenarios; choose one with --scenario\n";
        return kExitUnusable;
    }
    const Scenario& scenario = *loaded->scenarios.front();
    int argc = 1;
    static char name[] = "gpu-planner";
    static char* argv[] = {name, nullptr};
    const auto app = std::make_unique<QCoreApplication>(argc, argv);
    const BuildFigures build = computeBuild(scenario, loaded->catalog, scenario.finance.displayCurrency);
    const auto files = deploymentKit(scenario, loaded->catalog, build, ui::textFor("zh_CN"));
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
