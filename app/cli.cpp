#include "app/cli.h"

#include "app/cli_commands.h"

#include <ostream>

namespace planner::cli {

std::string usage()
{
    return R"(Usage: gpu-planner [OPTIONS] [PLAN]
       gpu-planner [OPTIONS] COMMAND [ARGS]

Plans GPU clusters: checks a build against its workload and compares the cost of buying,
renting and cloud, region by region. Without a command, opens the window (with PLAN if given).

Commands:
  check PLAN                 Load PLAN with the catalogs and print every problem in the file
  catalog check [DIR]        Check a catalog folder (default: the shipped catalogs); a folder holding only
                             some files (a team or user folder) is checked over the shipped catalogs
  catalog import --from skypilot|gpuhunt FILE [--to user|team] [--dry-run]
                             Import a provider's prices from a SkyPilot vms.csv or a gpuhunt CSV file into
                             your catalog folder (or the team's); --as-of DATE, --provider NAME
  validate PLAN [--scenario NAME] [--json]
                             Check each build against its workload: findings with why and how to fix
  estimate PLAN [--scenario NAME] [--json]
                             Per-GPU memory, time to train, inference throughput, storage
  tco PLAN [--scenario NAME] [--region ID...] [--json|--csv]
                             Cost of purchase, on-demand, reserved and hybrid over the horizon
  market PLAN [--scenario NAME] [--region ID...] [--json|--csv]
                             Every offering that could do the build's work, ranked by cost per unit of
                             work (* marks the one the comparison uses)
  advise PLAN [--scenario NAME] [--region ID...] [--budget AMOUNT] [--max-nodes N] [--max-rack-kw KW]
         [--include-licensed] [--json|--csv]
                             The cheapest valid builds for the workload: GPU, node count, parts, parallelism,
                             option and region, as a frontier of cost (NPV) against time to train (or
                             tokens/s), each point at least 5% faster than the next cheaper one; * marks the
                             best within the deadline and budget. Every region when none is named; nodes 1
                             to 64 unless --max-nodes; --max-rack-kw leaves out builds whose fullest rack
                             draws more; GPUs that need an export licence are bought only with
                             --include-licensed (each such point says so; renting them needs none). Exit 1
                             when nothing fits, is in time or within budget (the nearest miss is said)
  export PLAN [--scenario NAME] [--pdf FILE] [--csv FILE] [--lang zh_CN|en] [--advice]
                             Write the quote as PDF and/or CSV (no display needed); --advice adds each
                             scenario's advisor frontier and top alternatives (the search of advise's defaults)
  deploy PLAN [--scenario NAME] --out DIR [--force]
                             Write the deployment kit: install checklist (English and Chinese), slurm.conf,
                             gres.conf, cgroup.conf, container and NCCL settings, an nccl-tests run
  texts [--lupdate-source]   Every text the planner can show, as key and English (for translators)
  plan-fields                Every field of a plan file: type, range, default, unit, meaning

Options:
  --catalogs DIR             Use the catalogs in DIR instead of the shipped ones
  --team-catalogs DIR        Layer the team catalogs in DIR between the shipped ones and your own
  -h, --help                 Show this help
  --version                  Show the version

Exit codes: 0 fine, 1 findings (errors or warnings about the build or the file), 2 unusable input (unreadable or invalid file, usage error).
)";
}

Outcome run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    Outcome outcome;
    std::vector<std::string> positional;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg == "-h" || arg == "--help") {
            out << usage();
            return outcome;
        }
        if (arg == "--version") {
            out << "gpu-planner " << GPU_PLANNER_VERSION << "\n";
            return outcome;
        }
        if (arg == "--catalogs") {
            if (i + 1 >= args.size()) {
                err << "gpu-planner: --catalogs needs a folder\n";
                outcome.exitCode = kExitUnusable;
                return outcome;
            }
            outcome.catalogFolder = args[++i];
            continue;
        }
        if (arg == "--team-catalogs") {
            if (i + 1 >= args.size()) {
                err << "gpu-planner: --team-catalogs needs a folder\n";
                outcome.exitCode = kExitUnusable;
                return outcome;
            }
            outcome.teamCatalogFolder = args[++i];
            continue;
        }
        positional.push_back(arg);
    }
    if (positional.empty()) {
        outcome.runGui = true;
        return outcome;
    }

    const std::string& command = positional.front();
    const std::vector<std::string> rest(positional.begin() + 1, positional.end());
    CommandContext context {out, err, outcome.catalogFolder, outcome.teamCatalogFolder};
    if (command == "check") {
        outcome.exitCode = runCheck(context, rest);
    } else if (command == "catalog") {
        outcome.exitCode = runCatalog(context, rest);
    } else if (command == "validate") {
        outcome.exitCode = runValidate(context, rest);
    } else if (command == "estimate") {
        outcome.exitCode = runEstimate(context, rest);
    } else if (command == "tco") {
        outcome.exitCode = runTco(context, rest);
    } else if (command == "market") {
        outcome.exitCode = runMarket(context, rest);
    } else if (command == "advise") {
        outcome.exitCode = runAdvise(context, rest);
    } else if (command == "plan-fields") {
        outcome.exitCode = runPlanFields(context, rest);
    } else if (command == "texts") {
        outcome.exitCode = runTexts(context, rest);
    } else if (command == "export") {
        outcome.runExport = true;
        outcome.exportArgs = rest;
    } else if (command == "deploy") {
        outcome.runDeploy = true;
        outcome.deployArgs = rest;
    } else if (!command.empty() && command.front() == '-') {
        err << "gpu-planner: unknown option \"" << command << "\"; see gpu-planner --help\n";
        outcome.exitCode = kExitUnusable;
    } else if (positional.size() == 1 && command.find('.') != std::string::npos) {
        outcome.runGui = true; // a plan file to open in the window
        outcome.planToOpen = command;
    } else {
        err << "gpu-planner: unknown command \"" << command << "\"; see gpu-planner --help\n";
        outcome.exitCode = kExitUnusable;
    }
    return outcome;
}

} // namespace planner::cli
