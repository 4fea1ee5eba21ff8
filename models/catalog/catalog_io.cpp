#include "models/catalog/catalog_io.h"

#include "models/base/json_reader.h"
#include "models/catalog/catalog_entries.h"
#include "models/catalog/catalog_enum_names.h"
#include "models/catalog/software_io.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

namespace planner {

using nlohmann::json;

namespace {

} // namespace

namespace catalog_entries {

// Reads the provenance every entry and every price carries.
Provenance readProvenance(ObjectReader& r, Origin origin, const std::string& file)
{
    Provenance p;
    p.source = r.string("source", true);
    p.asOf = r.string("as_of", true);
    if (!p.asOf.empty() && !isIsoDate(p.asOf))
        r.error("as_of", "expected a date as YYYY-MM-DD, got \"" + p.asOf + "\"");
    p.estimate = r.boolean("estimate", false);
    p.method = r.string("method", false);
    if (p.estimate && p.method.empty())
        r.error("method", "an estimate must say how it was made");
    p.origin = origin;
    p.file = file;
    return p;
}

std::optional<Price> readPrice(ObjectReader& parent, const std::string& key, double maxAmount, Origin origin,
                               const std::string& file, Diagnostics& d)
{
    const json* value = parent.object(key, false);
    if (!value)
        return std::nullopt;
    ObjectReader r(*value, childPath(parent.path(), key), file, d);
    Price price;
    price.money.amount = r.number("amount", 0, maxAmount, 0, true);
    price.money.currency = r.string("currency", true);
    if (!price.money.currency.empty()
        && (price.money.currency.size() != 3
            || !std::all_of(price.money.currency.begin(), price.money.currency.end(),
                            [](char c) { return c >= 'A' && c <= 'Z'; })))
        r.error("currency",
                "expected a three-letter ISO 4217 code such as \"USD\", got \"" + price.money.currency + "\"");
    price.vatIncluded = r.boolean("vatIncluded", false);
    price.provenance = readProvenance(r, origin, file);
    r.finish();
    return price;
}

void checkCurrency(const Catalog& catalog, const std::string& currency, const std::string& file,
                   const std::string& path, Diagnostics& d)
{
    if (!currency.empty() && currency != "USD" && !catalog.fxRate(currency))
        d.push_back({Severity::Error, file, 0, 0, path,
                     "no exchange rate for \"" + currency + "\" in fx.json; add one with its date"});
}

} // namespace catalog_entries

namespace {

using namespace catalog_entries;

// Reads one catalog file's text into the catalog. Returns false when its entries could not be read
// at all (invalid, refused).
bool readCatalogText(const std::string& text, const std::string& file, const CatalogKind& spec, Origin origin,
                     Catalog& catalog, Diagnostics& d)
{
    const auto document = parseJson(text, file, JsonLimits {kMaxCatalogBytes, 32}, d);
    if (!document)
        return false;
    ObjectReader root(*document, "", file, d);
    if (!root.isObject())
        return false;
    const int version = root.integer("formatVersion", 1, 1'000'000, 0, true);
    if (version > kCatalogFormatVersion) {
        root.error("formatVersion",
                   "the catalog was written for a newer GPU Cluster Planner (format version " + std::to_string(version)
                       + "); this version reads format version " + std::to_string(kCatalogFormatVersion)
                       + ". Update the program.");
        return false;
    }
    const std::string kind = root.string("kind", true);
    if (!kind.empty() && kind != spec.name) {
        root.error("kind",
                   "expected \"" + std::string(spec.name) + "\" in " + std::string(spec.fileName) + ", got \"" + kind
                       + "\"");
        return false;
    }
    const json* items = root.array("items", true);
    root.finish();
    if (!items)
        return false;
    spec.read(*items, file, origin, d, catalog);
    return true;
}

// Returns false when the file's entries could not be read at all (unreadable, invalid, refused).
bool loadOneFile(const std::filesystem::path& path, const CatalogKind& spec, Origin origin, Catalog& catalog,
                 Diagnostics& d, std::map<std::string, std::string>& texts)
{
    const std::string file = path.string();
    const auto text = readTextFile(path, kMaxCatalogBytes, d);
    if (!text)
        return false;
    texts[file] = *text;
    return readCatalogText(*text, file, spec, origin, catalog, d);
}

void checkUniqueIds(const Catalog& catalog, Diagnostics& d)
{
    for (const auto& kind : catalogKinds())
        kind.checkUniqueIds(catalog, d);
}

// The references and currencies of `entries` (whose order is their order in their files, so that
// items[i] paths are right), resolved against `catalog` (the entries themselves, or them over a base).
void checkResolvable(const Catalog& entries, const Catalog& catalog, Diagnostics& d)
{
    for (const auto& kind : catalogKinds())
        kind.checkCurrencies(entries, catalog, d);
    const auto gpuIds = idsOf(catalog, "gpu");
    const auto regionIds = idsOf(catalog, "region");
    std::map<std::string, std::size_t> indexInFile;
    for (const auto& p : entries.platforms) {
        const std::string base = indexPath("items", indexInFile[p.provenance.file]++);
        for (std::size_t i = 0; i < p.allowedGpus.size(); ++i)
            if (!catalog.gpu(p.allowedGpus[i]))
                d.push_back({Severity::Error, p.provenance.file, 0, 0, indexPath(base + ".allowedGpus", i),
                             unknownIdMessage("GPU", p.allowedGpus[i], gpuIds)});
    }
    indexInFile.clear();
    for (const auto& r : entries.regions) {
        const std::string base = indexPath("items", indexInFile[r.provenance.file]++);
        checkCurrency(catalog, r.currency, r.provenance.file, base + ".currency", d);
    }
    indexInFile.clear();
    for (const auto& o : entries.offerings) {
        const std::string base = indexPath("items", indexInFile[o.provenance.file]++);
        if (!o.regionId.empty() && !catalog.region(o.regionId))
            d.push_back({Severity::Error, o.provenance.file, 0, 0, base + ".region",
                         unknownIdMessage("region", o.regionId, regionIds)});
        if (!o.gpuId.empty() && !catalog.gpu(o.gpuId))
            d.push_back(
                {Severity::Error, o.provenance.file, 0, 0, base + ".gpu", unknownIdMessage("GPU", o.gpuId, gpuIds)});
        for (std::size_t i = 0; i < o.prices.size(); ++i)
            checkCurrency(catalog, o.prices[i].price.money.currency, o.provenance.file,
                          indexPath(base + ".prices", i) + ".currency", d);
    }
}

} // namespace

CatalogLoadResult loadCatalogFolder(const std::filesystem::path& folder, Origin origin, bool requireAll,
                                    const Catalog* base)
{
    CatalogLoadResult result;
    std::error_code ec;
    if (!std::filesystem::is_directory(folder, ec)) {
        result.diagnostics.push_back(
            {Severity::Error, folder.string(), 0, 0, "", "catalog folder not found (expected a folder of JSON files)"});
        return result;
    }
    std::map<std::string, std::string> texts;
    bool complete = true; // every file the folder needs is there and readable
    for (const auto& spec : catalogKinds()) {
        const auto path = folder / spec.fileName;
        if (!std::filesystem::exists(path, ec)) {
            if (requireAll && spec.required) {
                result.diagnostics.push_back(
                    {Severity::Error, path.string(), 0, 0, "",
                     "missing catalog file (expected the " + std::string(spec.name) + " catalog here)"});
                complete = false;
            }
            continue;
        }
        complete = loadOneFile(path, spec, origin, result.catalog, result.diagnostics, texts) && complete;
    }
    if (const auto path = folder / kSoftwareFileName; std::filesystem::exists(path, ec)) {
        const std::string file = path.string();
        if (const auto text = readTextFile(path, kMaxCatalogBytes, result.diagnostics)) {
            texts[file] = *text;
            if (const auto document = parseJson(*text, file, JsonLimits {kMaxCatalogBytes, 32}, result.diagnostics))
                readSoftwareCatalog(*document, file, origin, result.catalog.software, result.diagnostics);
        }
    } // optional: without it the software rules are silent and the deployment kit names no versions
    // Duplicates within the folder's own files (merging would hide them behind one another).
    checkUniqueIds(result.catalog, result.diagnostics);
    // A file that could not be read would make every reference to its entries look unknown: report
    // that file alone until it is fixed.
    if (complete) {
        if (base) {
            // A user folder may refer to shipped entries: resolve its own entries against the merged whole.
            Catalog merged = *base;
            mergeCatalog(merged, result.catalog);
            checkResolvable(result.catalog, merged, result.diagnostics);
        } else {
            checkResolvable(result.catalog, result.catalog, result.diagnostics);
        }
    }
    for (const auto& [file, text] : texts) {
        Diagnostics located;
        for (auto& diagnostic : result.diagnostics)
            if (diagnostic.file == file)
                located.push_back(diagnostic);
        locateDiagnostics(text, located);
        std::size_t next = 0;
        for (auto& diagnostic : result.diagnostics)
            if (diagnostic.file == file)
                diagnostic = located[next++];
    }
    return result;
}

CatalogLoadResult parseCatalogText(const std::string& text, const std::string& fileName, const std::string& kind)
{
    CatalogLoadResult result;
    const CatalogKind* spec = findCatalogKind(kind);
    if (!spec) {
        result.diagnostics.push_back({Severity::Error, fileName, 0, 0, "", "unknown catalog kind \"" + kind + "\""});
        return result;
    }
    readCatalogText(text, fileName, *spec, Origin::Shipped, result.catalog, result.diagnostics);
    checkUniqueIds(result.catalog, result.diagnostics);
    locateDiagnostics(text, result.diagnostics);
    return result;
}

void mergeCatalog(Catalog& base, const Catalog& overlay)
{
    for (const auto& kind : catalogKinds())
        kind.merge(base, overlay);
    if (!overlay.software.empty())
        base.software = overlay.software;
}

void checkCatalogReferences(const Catalog& catalog, Diagnostics& d)
{
    checkUniqueIds(catalog, d);
    checkResolvable(catalog, catalog, d);
}

std::filesystem::path shippedCatalogFolder()
{
    if (const char* env = std::getenv("GPU_PLANNER_CATALOGS"); env && *env)
        return env;
    std::error_code ec;
    // Installed layout: <prefix>/bin/gpu-planner and <prefix>/share/gpu-planner/catalogs.
    const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        auto installed = exe.parent_path().parent_path() / "share" / "gpu-planner" / "catalogs";
        if (std::filesystem::is_directory(installed, ec))
            return installed;
    }
    if (std::filesystem::is_directory(GPU_PLANNER_INSTALLED_CATALOGS, ec))
        return GPU_PLANNER_INSTALLED_CATALOGS;
    return GPU_PLANNER_SOURCE_CATALOGS;
}

std::filesystem::path userCatalogFolder()
{
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
        return std::filesystem::path(xdg) / "gpu-planner" / "catalogs";
    if (const char* home = std::getenv("HOME"); home && *home)
        return std::filesystem::path(home) / ".local" / "share" / "gpu-planner" / "catalogs";
    return {};
}

std::filesystem::path teamCatalogFolderFromEnvironment()
{
    if (const char* env = std::getenv("GPU_PLANNER_TEAM_CATALOGS"); env && *env)
        return env;
    return {};
}

std::optional<Message> teamFolderProblem(const std::filesystem::path& folder, TeamFolderSetting where)
{
    if (folder.empty())
        return std::nullopt;
    std::error_code ec;
    const char* key = nullptr;
    const auto status = std::filesystem::status(folder, ec);
    if (!std::filesystem::exists(status))
        key = "catalog.team_folder.missing";
    else if (!std::filesystem::is_directory(status))
        key = "catalog.team_folder.not_folder";
    else if (std::filesystem::directory_iterator(folder, ec); ec)
        key = "catalog.team_folder.unreadable";
    if (!key)
        return std::nullopt;
    const char* setting = where == TeamFolderSetting::CommandLine ? "catalog.team_folder.from_command_line"
        : where == TeamFolderSetting::Setting                     ? "catalog.team_folder.from_setting"
                                                                  : "catalog.team_folder.from_environment";
    return Message(key, {{"folder", folder.string()}, {"where", phrase(setting)}});
}

CatalogLoadResult loadCatalogs(const std::filesystem::path& shipped, const std::filesystem::path& team,
                               const std::filesystem::path& user)
{
    CatalogLoadResult result = loadCatalogFolder(shipped, Origin::Shipped, true);
    const auto layer = [&result](const std::filesystem::path& folder, Origin origin) {
        std::error_code ec;
        if (folder.empty() || !std::filesystem::is_directory(folder, ec))
            return;
        CatalogLoadResult overlay = loadCatalogFolder(folder, origin, false, &result.catalog);
        result.diagnostics.insert(result.diagnostics.end(), overlay.diagnostics.begin(), overlay.diagnostics.end());
        mergeCatalog(result.catalog, overlay.catalog);
    };
    layer(team, Origin::TeamCatalog);
    layer(user, Origin::UserCatalog);
    return result;
}

bool isCompleteCatalogFolder(const std::filesystem::path& folder)
{
    std::error_code ec;
    return std::all_of(catalogKinds().begin(), catalogKinds().end(), [&](const CatalogKind& kind) {
        return !kind.required || std::filesystem::exists(folder / kind.fileName, ec);
    });
}

} // namespace planner
