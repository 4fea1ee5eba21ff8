#pragma once
// Offerings from the price lists two public projects publish as CSV: SkyPilot's catalog (vms.csv, one
// file per cloud) and dstack's gpuhunt (one file per provider). Columns are found by header name, the
// provider's accelerator and region names are mapped to catalog ids through tables in the catalog
// folders (import-names.json; unknown names are listed, never guessed), and each instance price is
// turned into a price per GPU-hour. Imported offerings carry an id prefix naming the format and the
// provider, so that a re-import replaces exactly them in the catalog file it writes.

#include "models/base/diagnostics.h"
#include "models/catalog/catalog.h"
#include "models/text/message.h"

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace planner {

enum class PriceFormat { SkyPilot, Gpuhunt };

inline constexpr const char* kImportNamesFileName = "import-names.json";

// The mapping tables of import-names.json, per provider key ("aws", "gcp"); the key "*" holds names
// that mean the same at every provider.
struct ImportNames {
    struct Provider {
        std::string name; // as offerings show it: "AWS"
        ProviderClass providerClass = ProviderClass::GpuCloud;
        BillingUnit billingUnit = BillingUnit::Hour;
    };
    std::map<std::string, Provider> providers;
    std::map<std::string, std::map<std::string, std::string>> accelerators; // provider -> name -> GPU id
    std::map<std::string, std::map<std::string, std::string>> regions; // provider -> region -> region id

    const std::string* gpuFor(const std::string& provider, const std::string& name) const;
    const std::string* regionFor(const std::string& provider, const std::string& region) const;
};

// Reads import-names.json from each folder that has one, in order; a later table's names override an
// earlier one's (a team or user folder over the shipped tables). Ids are checked against `catalog`.
ImportNames loadImportNames(const std::vector<std::filesystem::path>& folders, const Catalog& catalog,
                            Diagnostics& diagnostics);

struct PriceImportOptions {
    PriceFormat format = PriceFormat::SkyPilot;
    std::string provider; // key in the tables: "aws"
    std::string sourceName; // the file's name, recorded as each price's source
    std::string asOf; // YYYY-MM-DD: the file's date
};

// One offering made from the rows of one instance type in one catalog region. Rows of several
// availability zones (or provider regions mapped to one catalog region) keep the lowest price of
// each term; `rows` says how many there were.
struct ImportedOffering {
    std::string id;
    std::string instance;
    std::string gpuId;
    std::string regionId;
    std::string providerRegion; // the provider's region the lowest on-demand (else spot) price is from
    int gpusPerServer = 1;
    std::optional<double> onDemand; // US dollars per GPU-hour
    std::optional<double> spot;
    int rows = 0;
};

struct PriceImport {
    std::vector<ImportedOffering> offerings; // sorted by id
    Diagnostics problems; // malformed rows, with line and column; each was skipped (English)
    std::vector<Message> problemTexts; // the same problems, one each, to render in any language
    std::map<std::string, int> unknownAccelerators; // name -> rows skipped for it
    std::map<std::string, int> unmappedRegions; // provider region -> rows not imported (not planned for)
    int rowsRead = 0;
    int rowsWithoutAccelerators = 0;
    std::string refusal; // why the file cannot be imported at all (then nothing else is filled)
    bool usable() const { return refusal.empty(); }
    // Whether anything was skipped that the user should look at (malformed rows, unknown names).
    bool hasFindings() const { return !problems.empty() || !unknownAccelerators.empty(); }
};

// Reads the CSV text of the given format. `file` names it in problems.
PriceImport importPrices(std::string_view text, const std::string& file, const PriceImportOptions& options,
                         const ImportNames& names);

// "import-skypilot-aws-": what every id of that format's offerings of that provider starts with.
std::string importIdPrefix(PriceFormat format, const std::string& provider);

// What writing an import into a catalog file changes, offering by offering.
struct OfferingChange {
    std::string id;
    std::optional<double> before; // on-demand (else spot) US dollars per GPU-hour
    std::optional<double> after;
};

struct CatalogFileUpdate {
    std::string text; // the new cloud.json
    std::vector<OfferingChange> added;
    std::vector<OfferingChange> changed;
    std::vector<OfferingChange> removed;
    int unchanged = 0;
};

// Merges an import into a cloud.json text (empty: a new file): the offerings with this import's id
// prefix are replaced by the imported ones; every other entry stays as it was, in its order.
// nullopt (with a diagnostic) when the existing text is not a catalog of offerings.
std::optional<CatalogFileUpdate> mergeImport(const std::string& existingText, const std::string& file,
                                             const PriceImport& import, const PriceImportOptions& options,
                                             const ImportNames& names, Diagnostics& diagnostics);

} // namespace planner

namespace planner {

// One import from a file into a catalog folder, as the command line and the window run it.
struct ImportRequest {
    PriceFormat format = PriceFormat::SkyPilot;
    std::filesystem::path file;
    std::filesystem::path targetFolder; // the user's or the team's catalog folder; cloud.json is written there
    std::string provider; // empty: SkyPilot's folder name (catalogs/aws/vms.csv) or the file's stem
    std::string asOf; // empty: the file's modification date
    std::vector<std::filesystem::path> nameFolders; // where import-names.json is read, later ones winning
};

struct ImportPlan {
    PriceImportOptions options;
    PriceImport import;
    std::optional<CatalogFileUpdate> update; // set when the import can be written
    std::filesystem::path target; // the cloud.json to write
    Diagnostics errors; // why it cannot be written (unreadable file, bad tables, a refused format)
    bool usable() const { return update.has_value(); }
};

// Reads, maps and merges without writing anything: what a dry run shows and a write commits.
ImportPlan prepareImport(const ImportRequest& request, const Catalog& catalog);
// Writes the merged catalog file atomically; an error message naming the file, or nullopt.
std::optional<std::string> commitImport(const ImportPlan& plan);

// The provider key a file stands for: the folder of a SkyPilot vms.csv, else the file's stem, lower case.
std::string providerFromPath(PriceFormat format, const std::filesystem::path& file);

} // namespace planner
