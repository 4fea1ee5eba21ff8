// The RFC 4180 writer: quoting, CRLF, byte order mark, numbers, and formula-injection neutralisation.

#include "csv_parse.h"
#include "models/base/csv.h"

#include <catch2/catch.hpp>

using namespace planner;

TEST_CASE("csvEscape quotes only fields that need it, doubling inner quotes", "[csv]")
{
    CHECK(csvEscape("plain") == "plain");
    CHECK(csvEscape("a,b") == "\"a,b\"");
    CHECK(csvEscape("say \"hi\"") == "\"say \"\"hi\"\"\"");
    CHECK(csvEscape("two\r\nlines") == "\"two\r\nlines\"");
    CHECK(csvEscape("") == "");
}

TEST_CASE("text cells that a spreadsheet would run as a formula get a leading apostrophe", "[csv]")
{
    CHECK(csvText("=cmd|' /C calc'!A0") == "'=cmd|' /C calc'!A0");
    CHECK(csvText("+1") == "'+1");
    CHECK(csvText("-1") == "'-1");
    CHECK(csvText("@SUM(A1)") == "'@SUM(A1)");
    CHECK(csvText("\tx") == "'\tx");
    CHECK(csvText("\rx") == "\"'\rx\""); // neutralised, then quoted for the CR
    CHECK(csvText("=HYPERLINK(\"x\",\"y\")") == "\"'=HYPERLINK(\"\"x\"\",\"\"y\"\")\"");
    CHECK(csvText("a=b") == "a=b"); // only the first character matters
    CHECK(csvText("深圳") == "深圳");
}

TEST_CASE("CsvWriter writes a BOM, CRLF rows and numbers without grouping", "[csv]")
{
    CsvWriter csv;
    csv.text("Item").text("Unit price").endRow();
    csv.text("-1 GPU, \"used\"").money(-123456789, "CNY").endRow();
    csv.number(-0.001, 2).number(1234567.891, 3).integer(-42).empty().endRow();
    csv.endRow();
    const std::string& out = csv.str();
    REQUIRE(out.rfind("\xEF\xBB\xBF", 0) == 0);
    CHECK(out.substr(3) == "Item,Unit price\r\n\"'-1 GPU, \"\"used\"\"\",-1234567.89\r\n0.00,1234567.891,-42,\r\n\r\n");

    const auto rows = testing::parseCsv(out);
    REQUIRE(rows.size() == 4);
    CHECK(rows[1] == std::vector<std::string> {"'-1 GPU, \"used\"", "-1234567.89"});
    CHECK(rows[2] == std::vector<std::string> {"0.00", "1234567.891", "-42", ""});
    CHECK(rows[3] == std::vector<std::string> {""});
}

TEST_CASE("CsvWriter without a BOM and with money of a zero-decimal currency", "[csv]")
{
    CsvWriter csv(false);
    csv.money(1235, "JPY").money(5, "USD").endRow();
    CHECK(csv.str() == "1235,0.05\r\n");
}

TEST_CASE("the test's own RFC 4180 parser keeps quoted line breaks and rejects stray quotes", "[csv]")
{
    const auto rows = testing::parseCsv("a,\"b\r\nc\",\"\"\"\"\r\n");
    REQUIRE(rows.size() == 1);
    CHECK(rows[0] == std::vector<std::string> {"a", "b\r\nc", "\""});
    CHECK_THROWS(testing::parseCsv("a\"b\r\n"));
    CHECK_THROWS(testing::parseCsv("a,b\n")); // a bare LF is not a row end
}

TEST_CASE("readCsv reads quoted commas, doubled quotes, line breaks, CRLF and a byte order mark", "[csv]")
{
    const CsvReadResult read = readCsv("\xEF\xBB\xBF"
                                       "a,b,c\r\n"
                                       "\"x, y\",\"say \"\"hi\"\"\",\r\n"
                                       "\r\n"
                                       "\"two\nlines\",2,3\n"
                                       "last,,");
    REQUIRE(read.error.empty());
    REQUIRE(read.records.size() == 4);
    CHECK(read.records[0].fields == std::vector<std::string> {"a", "b", "c"});
    CHECK(read.records[0].line == 1);
    CHECK(read.records[1].fields == std::vector<std::string> {"x, y", "say \"hi\"", ""});
    CHECK(read.records[1].line == 2);
    CHECK(read.records[2].fields == std::vector<std::string> {"two\nlines", "2", "3"});
    CHECK(read.records[2].line == 4); // line 3 is empty and no record
    CHECK(read.records[3].fields == std::vector<std::string> {"last", "", ""});
    CHECK(read.records[3].line == 6); // the quoted line break counts
}

TEST_CASE("readCsv stops at an unclosed quote or text after a closing quote, naming line and column", "[csv]")
{
    const CsvReadResult unclosed = readCsv("a,b\n1,\"open\n2,3\n");
    CHECK(unclosed.records.size() == 1);
    CHECK(unclosed.errorLine == 2);
    CHECK(unclosed.errorColumn == 3);
    CHECK_FALSE(unclosed.error.empty());

    const CsvReadResult trailing = readCsv("a,b\n\"x\"y,2\n");
    CHECK(trailing.errorLine == 2);
    CHECK(trailing.errorColumn == 4);
}
