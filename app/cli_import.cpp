// gpu-planner catalog import: a provider's prices from a SkyPilot or gpuhunt CSV file into the user's or
// the team's catalog folder.

#include "app/cli.h"
#include "app/cli_commands.h"
#include "models/catalog/price_import.h"

#include <iomanip>
#include <ostream>
#include <sstream>

namespace planner::cli {

namespace {

constexpr const char* kImportUsage
    = "Usage: gpu-planner catalog import --from skypilot|gpuhunt FILE [--to user|team] [--dry-run] "
      "[--as-of YYYY-MM-DD] [--provider NAME]\n";

std::string count(std::size_t n, const char* singular, const char* plural)
{
    return std::to_string(n) + " " + (n == 1 ? singular : plural);
}

std::string amountText(const std::optional<double>& amount)
{
    if (!amount)
        return "-";
    std::ostringstream text;
    text << *amount;
    return text.str();
}

void printChanges(std::ostream& out, const char* what, const std::vector<OfferingChange>& changes)
{
    for (const auto& change : changes) {
        out << "  " << std::left << std::setw(8) << what << ' ' << change.id << "  ";
        if (change.before && change.after)
            out << amountText(change.before) << " -> " << amountText(change.after);
        else
            out << amountText(change.before ? change.before : change.after);
        out << " USD/GPU-hour\n";
    }
}

void printNames(std::ostream& out, const char* heading, const std::map<std::string, int>& names)
{
    if (names.empty())
        return;
    out << heading;
    const char* separator = " ";
    for (const auto& [name, rows] : names) {
        out << separator << name << " (" << rows << (rows == 1 ? " row)" : " rows)");
        separator = ", ";
    }
    out << '\n';
}

} // namespace

int runCatalogImport(const CommandContext& context, const std::vector<std::string>& args)
{
    ImportRequest request;
    std::optional<PriceFormat> format;
    std::string to = "user";
    bool dryRun = false;
    std::string file;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        const bool hasValue = i + 1 < args.size();
        if (arg == "--from" && hasValue) {
            const std::string& name = args[++i];
            if (name == "skypilot")
                format = PriceFormat::SkyPilot;
            else if (name == "gpuhunt")
                format = PriceFormat::Gpuhunt;
            else {
                context.err << "gpu-planner catalog import: --from takes skypilot or gpuhunt, not \"" << name << "\"\n"
                            << kImportUsage;
                return kExitUnusable;
            }
        } else if (arg == "--to" && hasValue) {
            to = args[++i];
        } else if (arg == "--as-of" && hasValue) {
            request.asOf = args[++i];
        } else if (arg == "--provider" && hasValue) {
            request.provider = args[++i];
        } else if (arg == "--dry-run") {
            dryRun = true;
        } else if (!arg.starts_with("--") && file.empty()) {
            file = arg;
        } else {
            context.err << "gpu-planner catalog import: unexpected \"" << arg << "\"\n" << kImportUsage;
            return kExitUnusable;
        }
    }
    if (!format || file.empty() || (to != "user" && to != "team")) {
        context.err << kImportUsage;
        return kExitUnusable;
    }
    request.format = *format;
    request.file = file;
    const std::filesystem::path team = teamCatalogFolder(context);
    if (to == "team" && team.empty()) {
        context.err << "gpu-planner catalog import: --to team needs a team folder (--team-catalogs DIR or "
                       "GPU_PLANNER_TEAM_CATALOGS)\n";
        return kExitUnusable;
    }
    request.targetFolder = to == "team" ? team : userCatalogFolder();
    const std::filesystem::path shipped
        = context.catalogFolder.empty() ? shippedCatalogFolder() : std::filesystem::path(context.catalogFolder);
    request.nameFolders = {shipped, team, userCatalogFolder()};
    const auto catalog = loadCatalogsFor(context);
    if (!catalog)
        return kExitUnusable;

    const ImportPlan plan = prepareImport(request, *catalog);
    for (const auto& d : plan.errors)
        context.err << d.toString() << '\n';
    if (!plan.usable()) {
        context.err << "gpu-planner catalog import: nothing written\n";
        return kExitUnusable;
    }
    const PriceImport& import = plan.import;
    const CatalogFileUpdate& update = *plan.update;
    context.out << file << ": " << (request.format == PriceFormat::SkyPilot ? "SkyPilot" : "gpuhunt") << ", provider "
                << plan.options.provider << ", prices as of " << plan.options.asOf << ": "
                << count(static_cast<std::size_t>(import.rowsRead), "row", "rows") << ", "
                << count(import.offerings.size(), "offering", "offerings") << " (" << update.added.size() << " added, "
                << update.changed.size() << " changed, " << update.removed.size() << " removed, " << update.unchanged
                << " unchanged)\n";
    printChanges(context.out, "added", update.added);
    printChanges(context.out, "changed", update.changed);
    printChanges(context.out, "removed", update.removed);
    if (import.rowsWithoutAccelerators > 0)
        context.out << "Skipped " << count(static_cast<std::size_t>(import.rowsWithoutAccelerators), "row", "rows")
                    << " without accelerators\n";
    printNames(context.out,
               "Unknown accelerators, not imported (map them in import-names.json if you know which GPU they are):",
               import.unknownAccelerators);
    printNames(context.out, "Regions the catalogs do not plan for, not imported:", import.unmappedRegions);
    for (const auto& d : import.problems)
        context.err << d.toString() << '\n';
    if (dryRun) {
        context.out << "Dry run: nothing written (would write " << plan.target.string() << ")\n";
    } else {
        if (const auto error = commitImport(plan)) {
            context.err << *error << '\n';
            return kExitUnusable;
        }
        context.out << "Wrote " << plan.target.string() << '\n';
    }
    if (import.hasFindings()) {
        context.err << "gpu-planner catalog import: "
                    << count(import.problems.size(), "malformed row", "malformed rows") << " skipped, "
                    << count(import.unknownAccelerators.size(), "unknown accelerator name", "unknown accelerator names")
                    << "\n";
        return kExitFindings;
    }
    return kExitOk;
}

} // namespace planner::cli
