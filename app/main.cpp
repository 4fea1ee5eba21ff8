// gpu-planner: the command line, and the window when no command is given.

#include "app/cli.h"
#include "app/cli_commands.h"
#include "app/cli_deploy.h"
#include "app/cli_export.h"

#include <iostream>

#ifdef GPU_PLANNER_WITH_GUI
#include "ui/shell/gui_main.h"
#endif

int main(int argc, char** argv)
{
    const std::vector<std::string> args(argv + 1, argv + argc);
    const planner::cli::Outcome outcome = planner::cli::run(args, std::cout, std::cerr);
    if (outcome.runExport) {
#ifdef GPU_PLANNER_WITH_GUI
        const planner::cli::CommandContext context {std::cout, std::cerr, outcome.catalogFolder,
                                                    outcome.teamCatalogFolder};
        return planner::cli::runExport(context, outcome.exportArgs);
#else
        return planner::cli::exportNotInThisBuild(std::cerr);
#endif
    }
    if (outcome.runDeploy) {
#ifdef GPU_PLANNER_WITH_GUI
        const planner::cli::CommandContext context {std::cout, std::cerr, outcome.catalogFolder,
                                                    outcome.teamCatalogFolder};
        return planner::cli::runDeploy(context, outcome.deployArgs);
#else
        std::cerr << "gpu-planner deploy: not in this build (configured with GPU_PLANNER_GUI=OFF: the Chinese "
                     "checklist needs Qt's translations); build with the GUI\n";
        return planner::cli::kExitUnusable;
#endif
    }
    if (!outcome.runGui)
        return outcome.exitCode;
#ifdef GPU_PLANNER_WITH_GUI
    return planner::ui::runGui(argc, argv, outcome.planToOpen, outcome.catalogFolder, outcome.teamCatalogFolder);
#else
    std::cerr << "gpu-planner: this build has no window (configured with GPU_PLANNER_GUI=OFF); "
                 "use a command, see gpu-planner --help\n";
    return planner::cli::kExitUnusable;
#endif
}
