#pragma once
// `gpu-planner export PLAN [--scenario NAME] [--pdf FILE] [--csv FILE] [--lang zh_CN|en]`: the quote
// files of the window's File > Export…, made without a display. The PDF needs QtGui, so runExport()
// lives in the UI library's half of the program; a build without the GUI answers with
// exportNotInThisBuild().

#include "app/cli.h"
#include "app/cli_commands.h"

#include <ostream>
#include <string>
#include <vector>

namespace planner::cli {

int runExport(const CommandContext& context, const std::vector<std::string>& args);

// What `export` does in a build configured with GPU_PLANNER_GUI=OFF.
inline int exportNotInThisBuild(std::ostream& err)
{
    err << "gpu-planner export: not in this build (configured with GPU_PLANNER_GUI=OFF: the PDF quote needs Qt); "
           "use \"gpu-planner tco PLAN --csv\" for the cost table, or a build with the GUI\n";
    return kExitUnusable;
}

} // namespace planner::cli
