#include "models/base/csv.h"

#include <algorithm>
#include <charconv>

namespace planner {

std::string csvEscape(std::string_view field)
{
    // A field starting with U+FEFF is quoted too: at the start of a file without a byte order mark,
    // readers would take it for one and drop it (found by tests/fuzz/fuzz_csv).
    if (field.find_first_of(",\"\r\n") == std::string_view::npos && !field.starts_with("\xEF\xBB\xBF"))
        return std::string(field);
    std::string quoted = "\"";
    for (char c : field) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    return quoted + '"';
}

std::string csvText(std::string_view text)
{
    // Spreadsheets evaluate a cell starting with these as a formula (TAB and CR are stripped first).
    if (!text.empty() && std::string_view("=+-@\t\r").find(text.front()) != std::string_view::npos)
        return csvEscape("'" + std::string(text));
    return csvEscape(text);
}

CsvWriter::CsvWriter(bool byteOrderMark)
{
    if (byteOrderMark)
        m_out = "\xEF\xBB\xBF";
}

void CsvWriter::separator()
{
    if (m_rowStarted)
        m_out += ',';
    m_rowStarted = true;
}

CsvWriter& CsvWriter::text(std::string_view value)
{
    separator();
    m_out += csvText(value);
    return *this;
}

CsvWriter& CsvWriter::number(double value, int decimals)
{
    separator();
    // Fixed notation of a double has up to 309 integer digits: size the buffer for the largest, or
    // to_chars fails and leaves it unwritten (found by tests/fuzz/fuzz_csv).
    decimals = std::max(decimals, 0);
    std::string formatted(static_cast<std::size_t>(decimals) + 320, '\0');
    const auto end = std::to_chars(formatted.data(), formatted.data() + formatted.size(), value,
                                   std::chars_format::fixed, decimals)
                         .ptr;
    formatted.resize(static_cast<std::size_t>(end - formatted.data()));
    if (formatted.front() == '-' && formatted.find_first_not_of("-0.") == std::string::npos)
        formatted.erase(0, 1); // no "-0.00"
    m_out += formatted;
    return *this;
}

CsvWriter& CsvWriter::integer(std::int64_t value)
{
    separator();
    m_out += std::to_string(value);
    return *this;
}

CsvWriter& CsvWriter::money(MinorUnits minor, std::string_view currency)
{
    separator();
    m_out += formatMinor(minor, currency, false, false);
    return *this;
}

CsvWriter& CsvWriter::empty()
{
    separator();
    return *this;
}

void CsvWriter::endRow()
{
    m_out += "\r\n";
    m_rowStarted = false;
}

CsvReadResult readCsv(std::string_view text)
{
    CsvReadResult result;
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);
    int line = 1;
    std::size_t lineStart = 0;
    CsvRecord record;
    std::string field;
    bool rowHasContent = false; // a line holding nothing is no record
    auto fail = [&](std::size_t at, const char* message) {
        result.error = message;
        result.errorLine = line;
        result.errorColumn = static_cast<int>(at - lineStart) + 1;
    };
    auto endRow = [&] {
        if (rowHasContent) {
            record.fields.push_back(std::move(field));
            result.records.push_back(std::move(record));
        }
        record = CsvRecord {};
        field.clear();
        rowHasContent = false;
    };
    std::size_t i = 0;
    while (i < text.size()) {
        if (!rowHasContent)
            record.line = line;
        const char c = text[i];
        if (c == '"' && field.empty()) {
            rowHasContent = true;
            const std::size_t open = i++;
            const int openLine = line;
            const std::size_t openLineStart = lineStart;
            for (;; ++i) {
                if (i >= text.size()) {
                    // Report where the field began: that is where the writer went wrong.
                    line = openLine;
                    lineStart = openLineStart;
                    fail(open, "a quoted field is not closed");
                    return result;
                }
                if (text[i] == '"') {
                    if (i + 1 < text.size() && text[i + 1] == '"') {
                        field += '"';
                        ++i;
                        continue;
                    }
                    ++i;
                    break;
                }
                if (text[i] == '\n') {
                    ++line;
                    lineStart = i + 1;
                }
                field += text[i];
            }
            if (i < text.size() && text[i] != ',' && text[i] != '\r' && text[i] != '\n') {
                fail(i, "text after a closing quote (expected a comma or the end of the line)");
                return result;
            }
            continue;
        }
        if (c == ',') {
            rowHasContent = true;
            record.fields.push_back(std::move(field));
            field.clear();
        } else if (c == '\r' || c == '\n') {
            if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
                ++i;
            endRow();
            ++line;
            lineStart = i + 1;
        } else {
            rowHasContent = true;
            field += c;
        }
        ++i;
    }
    endRow();
    return result;
}

} // namespace planner
