#pragma once
// Catalog folders: one JSON file per kind of entry, checked for schema, units, plausible ranges,
// unique ids, resolvable references and provenance. A user folder layers on top of the shipped one.

#include "models/base/diagnostics.h"
#include "models/catalog/catalog.h"
#include "models/catalog/catalog_kinds.h"
#include "models/text/message.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace planner {

inline constexpr int kCatalogFormatVersion = 1;
inline constexpr std::size_t kMaxCatalogBytes = std::size_t {16} * 1024 * 1024;
inline constexpr const char* kSoftwareFileName = "software.json"; // not a kind of entries: one document

struct CatalogLoadResult {
    Catalog catalog;
    Diagnostics diagnostics;
    bool ok() const { return !hasErrors(diagnostics); }
};

// Loads every catalog file in a folder, one per kind of catalogKinds(). Entries are tagged with `origin`
// and their file. References resolve against `base` merged with the folder when given (a user folder
// over the shipped one).
CatalogLoadResult loadCatalogFolder(const std::filesystem::path& folder, Origin origin, bool requireAll,
                                    const Catalog* base = nullptr);

// Reads one catalog file's text of the given kind ("gpus", "fx": CatalogKind::name) the way a
// folder load reads that file, with its ids checked for duplicates; references to other files are
// not resolved. Entries are tagged Origin::Shipped and fileName.
CatalogLoadResult parseCatalogText(const std::string& text, const std::string& fileName, const std::string& kind);

// Adds the overlay's entries to the base, replacing entries with the same id.
void mergeCatalog(Catalog& base, const Catalog& overlay);

// Ids unique within each kind, references resolvable, an FX rate for every currency used.
void checkCatalogReferences(const Catalog& catalog, Diagnostics& diagnostics);

// The shipped catalogs: $GPU_PLANNER_CATALOGS, else next to the installed program, else the source tree.
std::filesystem::path shippedCatalogFolder();
// The user's own catalogs: $XDG_DATA_HOME/gpu-planner/catalogs (default ~/.local/share/...).
std::filesystem::path userCatalogFolder();
// A team's shared catalogs (a git checkout, a network share): $GPU_PLANNER_TEAM_CATALOGS, else empty.
std::filesystem::path teamCatalogFolderFromEnvironment();

// Where a team folder was configured, for the message that says it cannot be read.
enum class TeamFolderSetting { CommandLine, Setting, Environment };

// Why a configured team folder cannot be layered (it does not exist, is not a folder, or cannot be
// listed), as a message naming the folder and where it was configured; none when it can be read or
// none is configured. loadCatalogs() skips such a folder, so the caller says so and goes on.
std::optional<Message> teamFolderProblem(const std::filesystem::path& folder, TeamFolderSetting where);

// Shipped catalogs, then the team folder, then the user folder, each merged over the ones before when
// it exists (an empty path is skipped). Diagnostics of all are kept.
CatalogLoadResult loadCatalogs(const std::filesystem::path& shipped, const std::filesystem::path& team,
                               const std::filesystem::path& user);

// Whether a folder holds every catalog file a complete set needs (else it is an overlay).
bool isCompleteCatalogFolder(const std::filesystem::path& folder);

} // namespace planner
