#include "models/base/json_reader.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>

namespace planner {

namespace {

// Records where each value starts, keyed by its JSON path. The text has already parsed, so the
// scanner can trust its shape; depth is capped before parsing, which bounds the recursion.
class PathScanner {
public:
    PathScanner(const std::string& text, std::map<std::string, std::size_t>& positions)
        : m_text(text)
        , m_positions(positions)
    {
    }

    void value(const std::string& path)
    {
        if (m_pos == 0 && m_text.rfind("\xEF\xBB\xBF", 0) == 0)
            m_pos = 3; // a UTF-8 byte order mark, which the parser skips too
        skipSpace();
        if (m_pos >= m_text.size())
            return;
        m_positions.emplace(path, m_pos);
        const char c = m_text[m_pos];
        if (c == '{')
            object(path);
        else if (c == '[')
            array(path);
        else if (c == '"')
            readString();
        else
            while (m_pos < m_text.size() && !std::strchr(",]} \t\r\n", m_text[m_pos]))
                ++m_pos;
    }

private:
    void object(const std::string& path)
    {
        ++m_pos;
        skipSpace();
        if (peek() == '}') {
            ++m_pos;
            return;
        }
        while (m_pos < m_text.size()) {
            skipSpace();
            const std::string key = readString();
            skipSpace();
            ++m_pos; // ':'
            value(childPath(path, key));
            skipSpace();
            if (peek() != ',')
                break;
            ++m_pos;
        }
        ++m_pos; // '}'
    }

    void array(const std::string& path)
    {
        ++m_pos;
        skipSpace();
        if (peek() == ']') {
            ++m_pos;
            return;
        }
        for (std::size_t index = 0; m_pos < m_text.size(); ++index) {
            value(indexPath(path, index));
            skipSpace();
            if (peek() != ',')
                break;
            ++m_pos;
        }
        ++m_pos; // ']'
    }

    std::string readString()
    {
        std::string result;
        ++m_pos; // opening quote
        while (m_pos < m_text.size() && m_text[m_pos] != '"') {
            if (m_text[m_pos] == '\\' && m_pos + 1 < m_text.size())
                ++m_pos;
            result += m_text[m_pos++];
        }
        ++m_pos; // closing quote
        return result;
    }

    char peek() const { return m_pos < m_text.size() ? m_text[m_pos] : '\0'; }
    void skipSpace()
    {
        while (m_pos < m_text.size() && std::strchr(" \t\r\n", m_text[m_pos]))
            ++m_pos;
    }

    const std::string& m_text;
    std::map<std::string, std::size_t>& m_positions;
    std::size_t m_pos = 0;
};

std::string syntaxMessage(const nlohmann::json::parse_error& e)
{
    // nlohmann's text: "[json.exception.parse_error.101] parse error at line 3, column 5: syntax error
    // while parsing object key - invalid literal; last read: '…'; expected string literal".
    std::string what = e.what();
    const auto colon = what.find(": ");
    std::string message = colon == std::string::npos ? what : what.substr(colon + 2);
    const std::string prefix = "syntax error ";
    if (message.rfind(prefix, 0) == 0)
        message = message.substr(prefix.size());
    return "invalid JSON: " + message;
}

// nlohmann reports a number that overflows a double ("1e400") as out_of_range.406, without a position:
// the offending token is the first occurrence of it outside a string.
std::size_t overflowOffset(const std::string& text, const std::string& token)
{
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (!token.empty() && text.compare(i, token.size(), token) == 0) {
            return i;
        }
    }
    return std::string::npos;
}

} // namespace

std::pair<int, int> lineAndColumn(const std::string& text, std::size_t offset)
{
    int line = 1;
    int column = 1;
    const std::size_t end = std::min(offset, text.size());
    for (std::size_t i = 0; i < end; ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
            ++column; // count characters, not UTF-8 continuation bytes
        }
    }
    return {line, column};
}

std::string childPath(const std::string& parent, const std::string& key)
{
    return parent.empty() ? key : parent + "." + key;
}

std::string indexPath(const std::string& parent, std::size_t index)
{
    return parent + "[" + std::to_string(index) + "]";
}

std::optional<std::string> readTextFile(const std::filesystem::path& file, std::size_t maxBytes,
                                        Diagnostics& diagnostics)
{
    const std::string name = file.string();
    std::error_code ec;
    if (std::filesystem::is_directory(file, ec)) {
        diagnostics.push_back({Severity::Error, name, 0, 0, "", "is a folder, expected a JSON file"});
        return std::nullopt;
    }
    const auto size = std::filesystem::file_size(file, ec);
    if (ec) {
        diagnostics.push_back({Severity::Error, name, 0, 0, "", "cannot read the file: " + ec.message()});
        return std::nullopt;
    }
    if (size > maxBytes) {
        diagnostics.push_back({Severity::Error, name, 0, 0, "",
                               "file is " + std::to_string(size) + " bytes, more than the limit of "
                                   + std::to_string(maxBytes) + " bytes"});
        return std::nullopt;
    }
    std::ifstream in(file, std::ios::binary);
    if (!in) {
        diagnostics.push_back({Severity::Error, name, 0, 0, "", "cannot open the file for reading"});
        return std::nullopt;
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

std::optional<nlohmann::json> parseJson(const std::string& text, const std::string& fileName, const JsonLimits& limits,
                                        Diagnostics& diagnostics)
{
    if (text.size() > limits.maxBytes) {
        diagnostics.push_back({Severity::Error, fileName, 0, 0, "",
                               "document is " + std::to_string(text.size()) + " bytes, more than the limit of "
                                   + std::to_string(limits.maxBytes) + " bytes"});
        return std::nullopt;
    }
    // Nesting is capped before parsing: nlohmann's copy and dump recurse.
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            if (++depth > limits.maxDepth) {
                const auto [line, column] = lineAndColumn(text, i);
                diagnostics.push_back({Severity::Error, fileName, line, column, "",
                                       "nesting deeper than " + std::to_string(limits.maxDepth) + " levels"});
                return std::nullopt;
            }
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    try {
        return nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error& e) {
        const auto [line, column] = lineAndColumn(text, e.byte > 0 ? e.byte - 1 : 0);
        diagnostics.push_back({Severity::Error, fileName, line, column, "", syntaxMessage(e)});
    } catch (const nlohmann::json::exception& e) {
        // "[json.exception.out_of_range.406] number overflow parsing '1e400'": drop the prefix, find the place.
        std::string message = e.what();
        if (const auto bracket = message.find("] ");
            message.rfind("[json.exception.", 0) == 0 && bracket != std::string::npos)
            message = message.substr(bracket + 2);
        int line = 0;
        int column = 0;
        const auto open = message.find('\'');
        const auto close = message.rfind('\'');
        if (open != std::string::npos && close > open) {
            const auto offset = overflowOffset(text, message.substr(open + 1, close - open - 1));
            if (offset != std::string::npos)
                std::tie(line, column) = lineAndColumn(text, offset);
        }
        diagnostics.push_back({Severity::Error, fileName, line, column, "", "invalid JSON: " + message});
    }
    return std::nullopt;
}

void locateDiagnostics(const std::string& text, Diagnostics& diagnostics)
{
    if (std::none_of(diagnostics.begin(), diagnostics.end(),
                     [](const Diagnostic& d) { return d.line == 0 && !d.path.empty(); }))
        return;
    std::map<std::string, std::size_t> positions;
    PathScanner(text, positions).value("");
    for (auto& d : diagnostics) {
        if (d.line != 0 || d.path.empty())
            continue;
        // A missing field has no position of its own: point at the object that lacks it.
        std::string path = d.path;
        while (true) {
            if (auto it = positions.find(path); it != positions.end()) {
                std::tie(d.line, d.column) = lineAndColumn(text, it->second);
                break;
            }
            if (path.empty())
                break;
            const auto cut = path.find_last_of(".[");
            path.resize(cut == std::string::npos ? 0 : cut); // "" is the document itself
        }
    }
}

ObjectReader::ObjectReader(const nlohmann::json& object, std::string path, std::string file, Diagnostics& diagnostics)
    : m_path(std::move(path))
    , m_file(std::move(file))
    , m_diagnostics(diagnostics)
{
    if (object.is_object())
        m_object = &object;
    else
        m_diagnostics.push_back({Severity::Error, m_file, 0, 0, m_path.empty() ? "(document)" : m_path,
                                 "expected an object, got " + describe(object)});
}

bool ObjectReader::has(const std::string& key) const
{
    return m_object && m_object->contains(key);
}

const nlohmann::json* ObjectReader::field(const std::string& key, bool required)
{
    m_read.insert(key);
    if (!m_object)
        return nullptr;
    auto it = m_object->find(key);
    if (it == m_object->end() || it->is_null()) {
        if (required)
            error(key, "missing required field");
        return nullptr;
    }
    return &*it;
}

std::string ObjectReader::string(const std::string& key, bool required, const std::string& fallback)
{
    const nlohmann::json* value = field(key, required);
    if (!value)
        return fallback;
    if (!value->is_string()) {
        error(key, "expected a string, got " + describe(*value));
        return fallback;
    }
    std::string text = value->get<std::string>();
    if (required && text.empty())
        error(key, "expected a non-empty string");
    return text;
}

int ObjectReader::integer(const std::string& key, int min, int max, int fallback, bool required)
{
    const nlohmann::json* value = field(key, required);
    if (!value)
        return fallback;
    const std::string expected = "expected an integer from " + std::to_string(min) + " to " + std::to_string(max);
    if (value->is_number_integer() || value->is_number_unsigned()) {
        // Compare as a wide type: the file may hold anything up to 2^64.
        const bool negative = value->is_number_integer() && value->get<std::int64_t>() < 0;
        const long double v = negative ? static_cast<long double>(value->get<std::int64_t>())
                                       : static_cast<long double>(value->get<std::uint64_t>());
        if (v >= min && v <= max)
            return static_cast<int>(v);
    } else if (value->is_number_float()) {
        const double v = value->get<double>();
        if (std::isfinite(v) && v == std::floor(v) && v >= min && v <= max)
            return static_cast<int>(v);
    }
    error(key, expected + ", got " + describe(*value));
    return fallback;
}

double ObjectReader::number(const std::string& key, double min, double max, double fallback, bool required)
{
    const nlohmann::json* value = field(key, required);
    if (!value)
        return fallback;
    if (value->is_number()) {
        const double v = value->get<double>();
        if (std::isfinite(v) && v >= min && v <= max)
            return v;
    }
    std::ostringstream range;
    range << "expected a number from " << min << " to " << max << ", got " << describe(*value);
    error(key, range.str());
    return fallback;
}

bool ObjectReader::boolean(const std::string& key, bool fallback)
{
    const nlohmann::json* value = field(key, false);
    if (!value)
        return fallback;
    if (!value->is_boolean()) {
        error(key, "expected true or false, got " + describe(*value));
        return fallback;
    }
    return value->get<bool>();
}

std::vector<std::string> ObjectReader::strings(const std::string& key)
{
    std::vector<std::string> result;
    const nlohmann::json* value = field(key, false);
    if (!value)
        return result;
    if (!value->is_array()) {
        error(key, "expected an array of strings, got " + describe(*value));
        return result;
    }
    for (std::size_t i = 0; i < value->size(); ++i) {
        const auto& item = (*value)[i];
        if (item.is_string())
            result.push_back(item.get<std::string>());
        else
            m_diagnostics.push_back({Severity::Error, m_file, 0, 0, indexPath(childPath(m_path, key), i),
                                     "expected a string, got " + describe(item)});
    }
    return result;
}

const nlohmann::json* ObjectReader::array(const std::string& key, bool required)
{
    const nlohmann::json* value = field(key, required);
    if (value && !value->is_array()) {
        error(key, "expected an array, got " + describe(*value));
        return nullptr;
    }
    return value;
}

const nlohmann::json* ObjectReader::object(const std::string& key, bool required)
{
    const nlohmann::json* value = field(key, required);
    if (value && !value->is_object()) {
        error(key, "expected an object, got " + describe(*value));
        return nullptr;
    }
    return value;
}

void ObjectReader::error(const std::string& key, const std::string& message)
{
    report(Severity::Error, key, message);
}

void ObjectReader::warning(const std::string& key, const std::string& message)
{
    report(Severity::Warning, key, message);
}

void ObjectReader::report(Severity severity, const std::string& key, const std::string& message)
{
    m_diagnostics.push_back({severity, m_file, 0, 0, childPath(m_path, key), message});
}

void ObjectReader::finish()
{
    if (!m_object)
        return;
    for (const auto& [key, value] : m_object->items()) {
        if (m_read.count(key) || key.starts_with('_')) // "_comment" and the like are for people
            continue;
        std::vector<std::string> known(m_read.begin(), m_read.end());
        const auto nearest = nearestIds(key, known, 1);
        warning(key,
                "unknown field, ignored"
                    + (nearest.empty() ? std::string() : "; did you mean \"" + nearest.front() + "\"?"));
    }
}

std::string ObjectReader::describe(const nlohmann::json& value)
{
    if (value.is_string()) {
        std::string text = value.get<std::string>();
        if (text.size() > 40)
            text = text.substr(0, 37) + "...";
        return nlohmann::json(text).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    }
    if (value.is_object())
        return "an object";
    if (value.is_array())
        return "an array";
    if (value.is_null())
        return "null";
    return value.dump();
}

std::size_t editDistance(const std::string& a, const std::string& b)
{
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

std::vector<std::string> nearestIds(const std::string& wanted, const std::vector<std::string>& candidates,
                                    std::size_t count)
{
    std::vector<std::pair<std::size_t, std::string>> scored;
    for (const auto& candidate : candidates) {
        std::size_t distance = editDistance(wanted, candidate);
        // A candidate that contains what was typed ("h100" in "h100-sxm5-80gb") is a strong hint.
        if (!wanted.empty() && candidate.find(wanted) != std::string::npos)
            distance = std::min(distance, std::size_t {1});
        scored.emplace_back(distance, candidate);
    }
    std::sort(scored.begin(), scored.end());
    std::vector<std::string> result;
    const std::size_t limit = std::max<std::size_t>(3, wanted.size() / 2 + 2);
    for (const auto& [distance, candidate] : scored) {
        if (result.size() >= count)
            break;
        if (distance <= limit)
            result.push_back(candidate);
    }
    return result;
}

std::string unknownIdMessage(const std::string& what, const std::string& id, const std::vector<std::string>& candidates)
{
    std::string message = "unknown " + what + " id \"" + id + "\"";
    const auto nearest = nearestIds(id, candidates);
    if (!nearest.empty()) {
        message += "; nearest known: ";
        for (std::size_t i = 0; i < nearest.size(); ++i)
            message += (i ? ", \"" : "\"") + nearest[i] + "\"";
    }
    return message;
}

bool isIsoDate(const std::string& text)
{
    if (text.size() != 10 || text[4] != '-' || text[7] != '-')
        return false;
    for (std::size_t i : {0, 1, 2, 3, 5, 6, 8, 9})
        if (text[i] < '0' || text[i] > '9')
            return false;
    const int month = (text[5] - '0') * 10 + (text[6] - '0');
    const int day = (text[8] - '0') * 10 + (text[9] - '0');
    return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

} // namespace planner
