// Running an import end to end: the file, its date and provider, the tables, the merge, the write.

#include "models/base/atomic_file.h"
#include "models/base/json_reader.h"
#include "models/catalog/catalog_io.h"
#include "models/catalog/price_import.h"

#include <chrono>
#include <cstdio>

namespace planner {

namespace {

inline constexpr std::size_t kMaxPriceFileBytes = std::size_t {128} * 1024 * 1024;

std::string lowerCase(std::string text)
{
    for (char& c : text)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return text;
}

// The file's modification day in UTC: the day the price list was downloaded or published.
std::string modificationDate(const std::filesystem::path& file)
{
    std::error_code ec;
    const auto written = std::filesystem::last_write_time(file, ec);
    if (ec)
        return {};
    const auto system = std::chrono::file_clock::to_sys(written);
    const std::chrono::year_month_day day {std::chrono::floor<std::chrono::days>(system)};
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(day.year()), static_cast<unsigned>(day.month()),
                  static_cast<unsigned>(day.day()));
    return text;
}

} // namespace

std::string providerFromPath(PriceFormat format, const std::filesystem::path& file)
{
    if (format == PriceFormat::SkyPilot && file.filename() == "vms.csv" && file.has_parent_path()
        && !file.parent_path().filename().empty())
        return lowerCase(file.parent_path().filename().string());
    return lowerCase(file.stem().string());
}

ImportPlan prepareImport(const ImportRequest& request, const Catalog& catalog)
{
    ImportPlan plan;
    plan.options.format = request.format;
    plan.options.provider
        = request.provider.empty() ? providerFromPath(request.format, request.file) : lowerCase(request.provider);
    plan.options.sourceName = request.file.filename().string();
    plan.options.asOf = request.asOf.empty() ? modificationDate(request.file) : request.asOf;
    plan.target = request.targetFolder / "cloud.json";
    if (!isIsoDate(plan.options.asOf)) {
        plan.errors.push_back({Severity::Error, request.file.string(), 0, 0, "",
                               "the prices' date \"" + plan.options.asOf + "\" is not a date as YYYY-MM-DD"});
        return plan;
    }
    const ImportNames names = loadImportNames(request.nameFolders, catalog, plan.errors);
    const auto text = readTextFile(request.file, kMaxPriceFileBytes, plan.errors);
    if (!text || hasErrors(plan.errors))
        return plan;
    plan.import = importPrices(*text, request.file.string(), plan.options, names);
    if (!plan.import.usable()) {
        plan.errors.push_back({Severity::Error, request.file.string(), 1, 0, "", plan.import.refusal});
        return plan;
    }
    std::string existing;
    std::error_code ec;
    if (std::filesystem::exists(plan.target, ec)) {
        const auto read = readTextFile(plan.target, kMaxCatalogBytes, plan.errors);
        if (!read)
            return plan;
        existing = *read;
    }
    auto update = mergeImport(existing, plan.target.string(), plan.import, plan.options, names, plan.errors);
    if (!update)
        return plan;
    // The file as it would be written must load as the catalog reader reads it; else nothing is written.
    const CatalogLoadResult check = parseCatalogText(update->text, plan.target.string(), "offerings");
    for (const auto& d : check.diagnostics)
        if (d.severity == Severity::Error)
            plan.errors.push_back(d);
    if (!hasErrors(plan.errors))
        plan.update = std::move(update);
    return plan;
}

std::optional<std::string> commitImport(const ImportPlan& plan)
{
    if (!plan.update)
        return plan.target.string() + ": nothing to write";
    std::error_code ec;
    std::filesystem::create_directories(plan.target.parent_path(), ec);
    if (ec)
        return plan.target.parent_path().string() + ": cannot create the folder (" + ec.message() + ")";
    return writeFileAtomically(plan.target, plan.update->text);
}

} // namespace planner
