#pragma once
// The checks the fuzz targets make on each input, shared with tests/core so that every input a fuzzer
// once crashed on (tests/data/fuzz-regressions/) is replayed by the ordinary test run. Each returns
// an empty string when the input was handled correctly, else what went wrong.

#include "../core/csv_parse.h"
#include "models/analysis/scenario_analysis.h"
#include "models/base/csv.h"
#include "models/catalog/catalog_io.h"
#include "models/plan/plan_io.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace planner::fuzz {

// Any bytes as a plan file. A plan that loads cleanly must survive serialize → parse unchanged and be
// analysable; diagnostics must print.
inline std::string checkPlan(std::string_view data, const Catalog& catalog)
{
    const std::string text(data);
    const PlanLoadResult result = parsePlan(text, "fuzz.json", &catalog);
    for (const auto& diagnostic : result.diagnostics)
        (void)diagnostic.toString();
    if (!result.plan)
        return {};
    const std::string saved = serializePlan(*result.plan);
    if (!result.ok())
        return {};
    const PlanLoadResult again = parsePlan(saved, "saved.json", &catalog);
    if (!again.ok())
        return "a plan that loaded cleanly does not load after saving";
    if (!(*again.plan == *result.plan))
        return "a plan changed on the way through save and load";
    for (const auto& scenario : result.plan->scenarios)
        (void)analyseScenario(scenario, catalog);
    return {};
}

// The first byte picks the kind of catalog file (its value minus '0', modulo the number of kinds, in
// catalogKinds() order: '0' fx, '1' gpus, … ':' models); the rest is the file's text. What loads is
// merged over `base` and its references resolved.
inline std::string checkCatalog(std::string_view data, const Catalog& base)
{
    if (data.empty())
        return {};
    const auto& kinds = catalogKinds();
    const auto& spec = kinds[static_cast<unsigned char>(data[0] - '0') % kinds.size()];
    const CatalogLoadResult result
        = parseCatalogText(std::string(data.substr(1)), std::string(spec.fileName), std::string(spec.name));
    for (const auto& diagnostic : result.diagnostics)
        (void)diagnostic.toString();
    Catalog merged = base;
    mergeCatalog(merged, result.catalog);
    Diagnostics references;
    checkCatalogReferences(merged, references);
    return {};
}

namespace detail {

// Reads a CSV script: the bytes in order, zeros once they run out.
class ScriptReader {
public:
    explicit ScriptReader(std::string_view data)
        : m_data(data)
    {
    }
    bool done() const { return m_pos >= m_data.size(); }
    std::uint8_t byte() { return done() ? 0 : static_cast<std::uint8_t>(m_data[m_pos++]); }
    template <typename T> T raw()
    {
        unsigned char bytes[sizeof(T)] = {};
        for (auto& b : bytes)
            b = byte();
        T value;
        std::memcpy(&value, bytes, sizeof(T));
        return value;
    }
    std::string text()
    {
        const std::size_t wanted = byte();
        const std::size_t length = std::min(wanted, m_data.size() - std::min(m_pos, m_data.size()));
        std::string value(m_data.substr(m_pos, length));
        m_pos += length;
        return value;
    }

private:
    std::string_view m_data;
    std::size_t m_pos = 0;
};

inline bool startsFormula(std::string_view cell)
{
    return !cell.empty() && std::string_view("=+-@\t\r").find(cell.front()) != std::string_view::npos;
}

// A plain decimal: optional '-', digits, optionally '.' and digits; never "-0".
inline bool isDecimal(std::string_view cell)
{
    std::size_t i = cell.starts_with('-') ? 1 : 0;
    const std::size_t digitsStart = i;
    while (i < cell.size() && cell[i] >= '0' && cell[i] <= '9')
        ++i;
    if (i == digitsStart)
        return false;
    if (i < cell.size()) {
        if (cell[i] != '.' || i + 1 == cell.size())
            return false;
        for (++i; i < cell.size(); ++i)
            if (cell[i] < '0' || cell[i] > '9')
                return false;
    }
    return !(cell.starts_with('-') && cell.find_first_not_of("-0.") == std::string_view::npos);
}

} // namespace detail

// A script of cells for CsvWriter. Byte 0: bit 0 asks for a byte order mark. Then operations, one
// byte each (value modulo 6): 0 text (a length byte, then that many bytes), 1 number (8 bytes of a
// double, a byte for the decimals 0–6), 2 integer (8 bytes), 3 money (8 bytes of minor units, a byte
// picking the currency), 4 empty cell, 5 end of row. The output must read back exactly with the
// strict RFC 4180 parser, and no text cell may begin with = + - @ TAB or CR unless neutralised with '.
inline std::string checkCsv(std::string_view data)
{
    enum class Kind { Text, Number, Empty };
    struct Cell {
        Kind kind;
        std::string expected;
    };
    static const char* const currencies[] = {"CNY", "USD", "JPY", "SGD", "KRW", "EUR", ""};
    detail::ScriptReader in(data);
    const bool bom = (in.byte() & 1) != 0;
    CsvWriter writer(bom);
    std::vector<std::vector<Cell>> rows(1);
    while (!in.done()) {
        switch (in.byte() % 6) {
        case 0: {
            const std::string text = in.text();
            writer.text(text);
            rows.back().push_back({Kind::Text, detail::startsFormula(text) ? "'" + text : text});
            break;
        }
        case 1: {
            const auto value = in.raw<double>();
            const int decimals = in.byte() % 7;
            if (!std::isfinite(value))
                break; // the program never writes NaN or infinity
            writer.number(value, decimals);
            rows.back().push_back({Kind::Number, {}});
            break;
        }
        case 2:
            writer.integer(in.raw<std::int64_t>());
            rows.back().push_back({Kind::Number, {}});
            break;
        case 3: {
            const auto minor = in.raw<std::int64_t>();
            writer.money(minor, currencies[in.byte() % std::size(currencies)]);
            rows.back().push_back({Kind::Number, {}});
            break;
        }
        case 4:
            writer.empty();
            rows.back().push_back({Kind::Empty, {}});
            break;
        default:
            writer.endRow();
            rows.emplace_back();
            break;
        }
    }
    if (rows.back().empty())
        rows.pop_back();
    else
        writer.endRow();

    const std::string& out = writer.str();
    if (bom != out.starts_with("\xEF\xBB\xBF"))
        return "byte order mark written when not asked, or missing";
    std::vector<std::vector<std::string>> parsed;
    try {
        parsed = planner::testing::parseCsv(out);
    } catch (const std::exception& e) {
        return std::string("the output is not RFC 4180: ") + e.what();
    }
    if (parsed.size() != rows.size())
        return "row count differs";
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const auto& cells = rows[r];
        const auto& got = parsed[r];
        if (cells.empty()) {
            // A row with no cells is an empty line, which reads back as one empty cell.
            if (got.size() != 1 || !got[0].empty())
                return "an empty row did not read back as an empty line";
            continue;
        }
        if (got.size() != cells.size())
            return "cell count differs in row " + std::to_string(r);
        for (std::size_t c = 0; c < cells.size(); ++c) {
            const std::string& cell = got[c];
            switch (cells[c].kind) {
            case Kind::Text:
                if (cell != cells[c].expected)
                    return "text cell did not read back as written: " + cell;
                if (detail::startsFormula(cell))
                    return "text cell starts a formula: " + cell;
                break;
            case Kind::Number:
                if (!detail::isDecimal(cell))
                    return "number cell is not a plain decimal: " + cell.substr(0, 80);
                break;
            case Kind::Empty:
                if (!cell.empty())
                    return "empty cell is not empty: " + cell;
                break;
            }
        }
    }
    return {};
}

} // namespace planner::fuzz
