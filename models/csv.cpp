#include "csv.h"

#include <charconv>

namespace planner {

std::string csvEscape(std::string_view field)
{
    if (field.find_first_of(",\"\r\n") == std::string_view::npos)
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
    char buffer[64];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals).ptr;
    std::string formatted(buffer, end);
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

} // namespace planner
