#pragma once
// Replacing a file so that a crash or a full disk never leaves it half written.

#include <filesystem>
#include <optional>
#include <string>

namespace planner {

// Writes bytes to a temporary file beside the target, flushes it to disk, then renames it over the
// target. Returns an error message naming the file, or nullopt on success. The previous file stays
// intact until the rename, which the file system performs atomically.
std::optional<std::string> writeFileAtomically(const std::filesystem::path& target, const std::string& bytes);

} // namespace planner
