#pragma once
// The subcommands of the command line, each a function of its arguments returning an exit code.

#include "models/catalog/catalog_io.h"
#include "models/plan/plan.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace planner::cli {

struct CommandContext {
    std::ostream& out;
    std::ostream& err;
    std::string catalogFolder; // empty: the shipped catalogs and the user's folder
    std::string teamCatalogFolder; // --team-catalogs; empty: $GPU_PLANNER_TEAM_CATALOGS, if set
};

// The team folder the context names: --team-catalogs, else $GPU_PLANNER_TEAM_CATALOGS, else none.
std::filesystem::path teamCatalogFolder(const CommandContext& context);

// Loads the catalogs the context names, printing problems; nullopt when they cannot be used.
std::optional<Catalog> loadCatalogsFor(const CommandContext& context);

// A plan loaded for a command, with the scenarios it names.
struct LoadedPlan {
    Catalog catalog; // with the plan's price overrides
    Plan plan;
    std::vector<const Scenario*> scenarios; // `scenario`'s, or every scenario when it is empty
};

// Loads the catalogs and the plan, printing every problem; nullopt (after saying why) when either is
// unusable or no scenario has that name.
std::optional<LoadedPlan> loadPlanFor(const CommandContext& context, const std::string& planFile,
                                      const std::string& scenario);

int runCheck(const CommandContext& context, const std::vector<std::string>& args);
int runCatalog(const CommandContext& context, const std::vector<std::string>& args);
// catalog import (cli_import.cpp): the arguments after "import".
int runCatalogImport(const CommandContext& context, const std::vector<std::string>& args);
int runValidate(const CommandContext& context, const std::vector<std::string>& args);
int runEstimate(const CommandContext& context, const std::vector<std::string>& args);
int runTco(const CommandContext& context, const std::vector<std::string>& args);
int runMarket(const CommandContext& context, const std::vector<std::string>& args);
// advise (cli_advise.cpp): the frontier of builds for each scenario's workload.
int runAdvise(const CommandContext& context, const std::vector<std::string>& args);
// The core's text table: "key<TAB>English" lines, or with --lupdate-source the source lupdate reads.
int runTexts(const CommandContext& context, const std::vector<std::string>& args);
// The plan's fields as Markdown tables (README's "Plan files" section is this output).
int runPlanFields(const CommandContext& context, const std::vector<std::string>& args);

} // namespace planner::cli
