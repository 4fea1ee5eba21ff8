#pragma once
// Reading JSON files with precise complaints: syntax errors with line and column, content errors with
// a JSON path (and the line it is on), size and nesting capped before parsing.

#include "models/base/diagnostics.h"
#include "models/base/enum_names.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <filesystem>
#include <optional>
#include <set>
#include <string>

namespace planner {

struct JsonLimits {
    std::size_t maxBytes = std::size_t {8} * 1024 * 1024;
    int maxDepth = 64;
};

// Reads a whole file; on failure adds a diagnostic naming the file and returns nullopt.
std::optional<std::string> readTextFile(const std::filesystem::path& file, std::size_t maxBytes,
                                        Diagnostics& diagnostics);

// Parses text, refusing oversize and over-deep documents; syntax errors carry line and column.
std::optional<nlohmann::json> parseJson(const std::string& text, const std::string& fileName, const JsonLimits& limits,
                                        Diagnostics& diagnostics);

// Fills in line and column of diagnostics that have a JSON path but no line, by scanning the text.
void locateDiagnostics(const std::string& text, Diagnostics& diagnostics);

// Line and column (1-based) of a byte offset.
std::pair<int, int> lineAndColumn(const std::string& text, std::size_t offset);

std::string childPath(const std::string& parent, const std::string& key);
// YYYY-MM-DD with a plausible month and day (the calendar is not checked further).
bool isIsoDate(const std::string& text);
std::string indexPath(const std::string& parent, std::size_t index);

// Reads the fields of one JSON object, recording every problem with its path. Missing optional
// fields keep their defaults; unknown fields are warned about when finish() is called.
class ObjectReader {
public:
    ObjectReader(const nlohmann::json& object, std::string path, std::string file, Diagnostics& diagnostics);

    bool isObject() const { return m_object != nullptr; }
    const std::string& path() const { return m_path; }

    bool has(const std::string& key) const;
    std::string string(const std::string& key, bool required, const std::string& fallback = {});
    int integer(const std::string& key, int min, int max, int fallback, bool required = false);
    double number(const std::string& key, double min, double max, double fallback, bool required = false);
    bool boolean(const std::string& key, bool fallback);
    std::vector<std::string> strings(const std::string& key);
    const nlohmann::json* array(const std::string& key, bool required);
    const nlohmann::json* object(const std::string& key, bool required);

    template <typename E> E enumeration(const std::string& key, E fallback, bool required = false)
    {
        const nlohmann::json* value = field(key, required);
        if (!value)
            return fallback;
        if (value->is_string()) {
            if (auto parsed = enumFromName<E>(value->get<std::string>()))
                return *parsed;
        }
        error(key, "expected one of " + enumChoices<E>() + ", got " + describe(*value));
        return fallback;
    }

    void error(const std::string& key, const std::string& message);
    void warning(const std::string& key, const std::string& message);
    // Warns about every field that was never read: usually a typo in a field name.
    void finish();

    static std::string describe(const nlohmann::json& value);

private:
    const nlohmann::json* field(const std::string& key, bool required);
    void report(Severity severity, const std::string& key, const std::string& message);

    const nlohmann::json* m_object = nullptr;
    std::string m_path;
    std::string m_file;
    Diagnostics& m_diagnostics;
    std::set<std::string> m_read;
};

// Levenshtein distance and the closest few candidates, for "did you mean" suggestions.
std::size_t editDistance(const std::string& a, const std::string& b);
std::vector<std::string> nearestIds(const std::string& wanted, const std::vector<std::string>& candidates,
                                    std::size_t count = 3);
// "unknown GPU id "h100-sxm"; nearest known: "h100-sxm5-80gb", "h100-pcie-80gb""
std::string unknownIdMessage(const std::string& what, const std::string& id,
                             const std::vector<std::string>& candidates);

} // namespace planner
