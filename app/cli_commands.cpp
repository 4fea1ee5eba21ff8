#include "app/cli_commands.h"

#include "app/cli.h"
#include "models/plan/plan_io.h"
#include "models/sizing/build.h"

#include <ostream>

namespace planner::cli {

namespace {

void print(std::ostream& stream, const Diagnostics& diagnostics)
{
    for (const auto& d : diagnostics)
        stream << d.toString() << "\n";
}

std::string count(std::size_t n, const char* singular, const char* plural)
{
    return std::to_string(n) + " " + (n == 1 ? singular : plural);
}

} // namespace

std::filesystem::path teamCatalogFolder(const CommandContext& context)
{
    return context.teamCatalogFolder.empty() ? teamCatalogFolderFromEnvironment()
                                             : std::filesystem::path(context.teamCatalogFolder);
}

std::optional<Catalog> loadCatalogsFor(const CommandContext& context)
{
    // A team folder that cannot be read is left out, and said so: the command goes on without it.
    if (context.catalogFolder.empty())
        if (const auto problem = teamFolderProblem(teamCatalogFolder(context),
                                                   context.teamCatalogFolder.empty() ? TeamFolderSetting::Environment
                                                                                     : TeamFolderSetting::CommandLine))
            context.err << "gpu-planner: warning: " << render(*problem) << "\n";
    CatalogLoadResult loaded = context.catalogFolder.empty()
        ? loadCatalogs(shippedCatalogFolder(), teamCatalogFolder(context), userCatalogFolder())
        : loadCatalogFolder(context.catalogFolder, Origin::Shipped, true);
    if (!loaded.ok()) {
        print(context.err, loaded.diagnostics);
        context.err << "gpu-planner: the catalogs cannot be used; run \"gpu-planner catalog check\" for details\n";
        return std::nullopt;
    }
    return std::move(loaded.catalog);
}

int runCheck(const CommandContext& context, const std::vector<std::string>& args)
{
    if (args.size() != 1) {
        context.err << "gpu-planner: check needs exactly one plan file\nUsage: gpu-planner check PLAN\n";
        return kExitUnusable;
    }
    const auto catalog = loadCatalogsFor(context);
    if (!catalog)
        return kExitUnusable;
    const PlanLoadResult result = loadPlan(args.front(), &*catalog);
    print(context.err, result.diagnostics);
    if (!result.ok())
        return kExitUnusable;
    const std::size_t warnings = result.diagnostics.size();
    context.out << args.front() << ": " << count(result.plan->scenarios.size(), "scenario", "scenarios") << ", "
                << count(warnings, "warning", "warnings") << "\n";
    return warnings > 0 ? kExitFindings : kExitOk;
}

int runCatalog(const CommandContext& context, const std::vector<std::string>& args)
{
    if (!args.empty() && args.front() == "import")
        return runCatalogImport(context, std::vector<std::string>(args.begin() + 1, args.end()));
    if (args.empty() || args.front() != "check" || args.size() > 2) {
        context.err << "Usage: gpu-planner catalog check [DIR]\n       gpu-planner catalog import --from "
                       "skypilot|gpuhunt FILE [--to user|team] [--dry-run]\n";
        return kExitUnusable;
    }
    const std::string folder = args.size() == 2 ? args[1]
        : !context.catalogFolder.empty()        ? context.catalogFolder
                                                : shippedCatalogFolder().string();
    std::error_code ec;
    if (!std::filesystem::is_directory(folder, ec)) {
        context.err << folder << ": catalog folder not found (expected a folder of JSON files)\n";
        return kExitUnusable;
    }
    CatalogLoadResult result;
    if (isCompleteCatalogFolder(folder)) {
        result = loadCatalogFolder(folder, Origin::Shipped, true);
    } else {
        // A team or user folder holds only the files it changes: check it over the shipped catalogs, so
        // that its references to shipped entries resolve and a broken base is reported as such.
        const std::filesystem::path base
            = context.catalogFolder.empty() ? shippedCatalogFolder() : std::filesystem::path(context.catalogFolder);
        CatalogLoadResult shipped = loadCatalogFolder(base, Origin::Shipped, true);
        if (!shipped.ok()) {
            print(context.out, shipped.diagnostics);
            context.out << base.string() << ": the base catalogs have errors; fix them first\n";
            return kExitUnusable;
        }
        context.out << folder << ": an overlay (not every catalog file is there), checked over " << base.string()
                    << "\n";
        result = loadCatalogFolder(folder, Origin::TeamCatalog, false, &shipped.catalog);
    }
    print(context.out, result.diagnostics);
    std::size_t errors = 0;
    for (const auto& d : result.diagnostics)
        errors += d.severity == Severity::Error;
    context.out << folder << ": " << count(errors, "error", "errors") << ", "
                << count(result.diagnostics.size() - errors, "warning", "warnings") << ";";
    const char* separator = " ";
    for (const CatalogKind* kind : catalogKindsForDisplay()) {
        context.out << separator << kind->count(result.catalog) << ' ' << kind->plural;
        separator = ", ";
    }
    context.out << '\n';
    if (errors > 0)
        return kExitUnusable;
    return result.diagnostics.empty() ? kExitOk : kExitFindings;
}

std::optional<LoadedPlan> loadPlanFor(const CommandContext& c, const std::string& planFile, const std::string& scenario)
{
    const auto catalog = loadCatalogsFor(c);
    if (!catalog)
        return std::nullopt;
    PlanLoadResult loaded = loadPlan(planFile, &*catalog);
    for (const auto& d : loaded.diagnostics)
        c.err << d.toString() << "\n";
    if (!loaded.ok())
        return std::nullopt;
    std::optional<LoadedPlan> result(LoadedPlan {planCatalog(*catalog, *loaded.plan), std::move(*loaded.plan), {}});
    for (const auto& s : result->plan.scenarios)
        if (scenario.empty() || s.name == scenario)
            result->scenarios.push_back(&s);
    if (result->scenarios.empty()) {
        std::string names;
        for (const auto& s : result->plan.scenarios)
            names += (names.empty() ? "\"" : ", \"") + s.name + "\"";
        c.err << planFile << ": no scenario named \"" << scenario << "\"; the plan has " << names << "\n";
        return std::nullopt;
    }
    return result;
}

} // namespace planner::cli
