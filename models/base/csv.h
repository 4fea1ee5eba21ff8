#pragma once
// An RFC 4180 writer that spreadsheets open safely: CRLF rows, UTF-8 with a byte order mark (so Excel
// reads Chinese), '.' decimals without grouping, and text neutralised against formula injection
// (OWASP "CSV Injection"): a text cell starting with = + - @ TAB or CR gets a leading '.
// Numbers the program writes stay numbers; only text that may come from a user is neutralised.
// A lenient RFC 4180 reader for files other programs publish (price lists) comes with it.

#include "models/base/money.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace planner {

// RFC 4180 quoting only: a field holding a comma, quote, CR or LF (or starting with U+FEFF, which a
// reader would take for a byte order mark) is quoted, inner quotes doubled.
std::string csvEscape(std::string_view field);

// A text cell: a leading ' when it starts with = + - @ TAB or CR, then RFC 4180 quoting.
std::string csvText(std::string_view text);

class CsvWriter {
public:
    explicit CsvWriter(bool byteOrderMark = true);

    CsvWriter& text(std::string_view value); // user or catalog text: neutralised and quoted
    CsvWriter& number(double value, int decimals); // fixed decimals, '.', no grouping
    CsvWriter& integer(std::int64_t value);
    CsvWriter& money(MinorUnits minor, std::string_view currency); // "1234.56": the currency's minor digits
    CsvWriter& empty(); // an empty cell
    void endRow(); // CRLF; a row with no cells is an empty line

    const std::string& str() const { return m_out; }

private:
    void separator();
    std::string m_out;
    bool m_rowStarted = false;
};

// One record of a CSV file as read: its fields and the line it starts on (1-based).
struct CsvRecord {
    std::vector<std::string> fields;
    int line = 0;
};

struct CsvReadResult {
    std::vector<CsvRecord> records;
    std::string error; // empty when the whole text was read
    int errorLine = 0;
    int errorColumn = 0;
};

// Reads RFC 4180 text: fields separated by commas, rows by CRLF or LF, a quoted field may hold
// commas, line breaks and doubled quotes. A leading byte order mark is skipped and empty lines
// are dropped. An unterminated quote or text after a closing quote stops the reading with an error
// at its line and column (1-based, in bytes); the records before it are kept.
CsvReadResult readCsv(std::string_view text);

} // namespace planner
