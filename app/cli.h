#pragma once
// The gpu-planner command line: parses arguments and runs subcommands over the planning core.
// Exit codes: 0 fine, 1 findings (warnings or rule findings), 2 unusable input or usage error.

#include <iosfwd>
#include <string>
#include <vector>

namespace planner::cli {

enum ExitCode { kExitOk = 0, kExitFindings = 1, kExitUnusable = 2 };

struct Outcome {
    bool runGui = false; // no subcommand: the caller opens the window
    std::string planToOpen; // for the window, when a plan file was given
    std::string catalogFolder; // --catalogs, for the window too
    std::string teamCatalogFolder; // --team-catalogs, for the window too
    int exitCode = kExitOk;
    bool runExport = false; // export needs QtGui: main() runs it in the GUI build
    std::vector<std::string> exportArgs;
    bool runDeploy = false; // deploy writes its Chinese checklist through Qt's translations: GUI build too
    std::vector<std::string> deployArgs;
};

Outcome run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

std::string usage();

} // namespace planner::cli
