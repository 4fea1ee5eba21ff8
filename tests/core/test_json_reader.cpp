// The JSON reading helpers: suggestions, positions, limits and the field reader.

#include "models/base/json_reader.h"

#include <catch2/catch.hpp>

#include <limits>
#include <string>
#include <vector>

using namespace planner;

namespace {

std::string place(int line, int column)
{
    return std::to_string(line) + ":" + std::to_string(column);
}

std::string at(const std::string& text, std::size_t offset)
{
    const auto [line, column] = lineAndColumn(text, offset);
    return place(line, column);
}

} // namespace

TEST_CASE("json_reader: editDistance", "[json_reader]")
{
    CHECK(editDistance("", "") == 0);
    CHECK(editDistance("abc", "") == 3);
    CHECK(editDistance("", "abc") == 3);
    CHECK(editDistance("kitten", "sitting") == 3);
    CHECK(editDistance("h100-sxm", "h100-sxm") == 0);
    CHECK(editDistance("a100-sxm4-40gb", "a100-sxm4-80gb") == 1);
    CHECK(editDistance("flaw", "lawn") == 2);
    CHECK(editDistance("abc", "acb") == 2); // a transposition is two edits
}

TEST_CASE("json_reader: nearestIds", "[json_reader]")
{
    const std::vector<std::string> gpus = {"rtx-4090", "a100-sxm4-80gb", "h100-sxm5-80gb", "h100-pcie-80gb"};
    // Containment is a strong hint: "h100" is in two ids.
    CHECK(nearestIds("h100", gpus) == std::vector<std::string> {"h100-pcie-80gb", "h100-sxm5-80gb"});
    CHECK(nearestIds("a100-sxm4-40gb", gpus)
          == std::vector<std::string> {"a100-sxm4-80gb", "h100-sxm5-80gb", "h100-pcie-80gb"});
    CHECK(nearestIds("a100-sxm4-40gb", gpus, 1) == std::vector<std::string> {"a100-sxm4-80gb"});
    CHECK(nearestIds("rtx4090", gpus) == std::vector<std::string> {"rtx-4090"});
    // Nothing close: no suggestion at all rather than a random one.
    CHECK(nearestIds("mi300x", gpus).empty());
    CHECK(nearestIds("anything", {}).empty());

    CHECK(unknownIdMessage("GPU", "rtx4090", gpus) == "unknown GPU id \"rtx4090\"; nearest known: \"rtx-4090\"");
    CHECK(unknownIdMessage("GPU", "mi300x", gpus) == "unknown GPU id \"mi300x\"");
}

TEST_CASE("json_reader: lineAndColumn counts characters, not bytes", "[json_reader]")
{
    const std::string text = "{\n  \"name\": \"深圳\", \"x\": 1\n}";
    CHECK(at(text, 0) == "1:1");
    CHECK(at(text, 1) == "1:2"); // the newline itself ends line 1
    CHECK(at(text, 2) == "2:1");
    CHECK(at(text, 4) == "2:3");
    // "深圳" is six bytes but two characters: the "," after it is column 15, not 19.
    CHECK(at(text, text.find(", \"x\"")) == "2:15");
    CHECK(at(text, text.size() - 1) == "3:1");
    CHECK(at(text, text.size() + 100) == "3:2"); // clamped to the end
}

TEST_CASE("json_reader: size and depth are capped before parsing", "[json_reader]")
{
    Diagnostics d;
    const JsonLimits limits {100, 4};
    CHECK(parseJson("[[[[1]]]]", "ok.json", limits, d).has_value());
    CHECK(d.empty());

    CHECK_FALSE(parseJson("[[[[[1]]]]]", "deep.json", limits, d).has_value());
    REQUIRE(d.size() == 1);
    CHECK(d[0].toString() == "deep.json:1:5: nesting deeper than 4 levels");

    // Brackets inside strings, escaped quotes included, do not count.
    d.clear();
    CHECK(parseJson(R"({"a": "[[[[[[\"[[[[[", "b": [1]})", "strings.json", limits, d).has_value());
    CHECK(d.empty());

    d.clear();
    CHECK_FALSE(parseJson(std::string(101, ' '), "big.json", limits, d).has_value());
    REQUIRE(d.size() == 1);
    CHECK(d[0].message == "document is 101 bytes, more than the limit of 100 bytes");

    // Deep enough to overflow the stack of a recursive parser: refused, not a crash.
    d.clear();
    const std::string bomb = std::string(100000, '[') + std::string(100000, ']');
    CHECK_FALSE(parseJson(bomb, "bomb.json", JsonLimits {}, d).has_value());
    REQUIRE(d.size() == 1);
    CHECK(d[0].toString() == "bomb.json:1:65: nesting deeper than 64 levels");
}

TEST_CASE("json_reader: syntax errors and overflowing numbers are located", "[json_reader]")
{
    Diagnostics d;
    CHECK_FALSE(parseJson("{\n  \"a\": 1,\n  \"b\": tru\n}", "typo.json", JsonLimits {}, d).has_value());
    REQUIRE(d.size() == 1);
    CHECK(d[0].line == 3);
    CHECK_THAT(d[0].message, Catch::StartsWith("invalid JSON: while parsing value - invalid literal"));

    d.clear();
    CHECK_FALSE(parseJson("{\n  \"note\": \"1e400\",\n  \"b\": -1e400\n}", "big.json", JsonLimits {}, d).has_value());
    REQUIRE(d.size() == 1);
    CHECK(d[0].toString() == "big.json:3:8: invalid JSON: number overflow parsing '-1e400'");
}

TEST_CASE("json_reader: locateDiagnostics", "[json_reader]")
{
    const std::string text = "{\n"
                             "  \"scenarios\": [\n"
                             "    { \"name\": \"a\" },\n"
                             "    {\n"
                             "      \"名前\": 1, \"cluster\": { \"nodeGroups\": [ { \"gpuCount\": -3 } ] }\n"
                             "    }\n"
                             "  ]\n"
                             "}\n";
    Diagnostics d = {
        {Severity::Error, "f", 0, 0, "scenarios[1].cluster.nodeGroups[0].gpuCount", "value"},
        {Severity::Error, "f", 0, 0, "scenarios[1].cluster.nodeGroups[0].gpu", "missing, points at the parent"},
        {Severity::Error, "f", 0, 0, "scenarios[0].site", "missing, points at the scenario"},
        {Severity::Error, "f", 0, 0, "formatVersion", "missing at the top, points at the document"},
        {Severity::Error, "f", 7, 3, "scenarios", "already located: untouched"},
        {Severity::Error, "f", 0, 0, "", "no path: untouched"},
    };
    locateDiagnostics(text, d);
    // Column counts characters: "名前" is two columns.
    CHECK(place(d[0].line, d[0].column) == "5:59");
    CHECK(place(d[1].line, d[1].column) == "5:45");
    CHECK(place(d[2].line, d[2].column) == "3:5");
    CHECK(place(d[3].line, d[3].column) == "1:1");
    CHECK(place(d[4].line, d[4].column) == "7:3");
    CHECK(place(d[5].line, d[5].column) == "0:0");

    // A UTF-8 byte order mark (which the parser accepts) does not hide the structure.
    Diagnostics bom = {{Severity::Error, "f", 0, 0, "b", "x"}};
    locateDiagnostics("\xEF\xBB\xBF{\n  \"a\": 1,\n  \"b\": 2\n}", bom);
    CHECK(place(bom[0].line, bom[0].column) == "3:8");
}

TEST_CASE("json_reader: ObjectReader checks types and ranges with paths", "[json_reader]")
{
    const auto object = nlohmann::json::parse(R"({
        "count": 3, "big": 18446744073709551615, "float": 2.0, "half": 2.5, "text": "x", "flag": "yes",
        "ratio": 0.5, "nan": 1e308, "list": ["a", 1], "extra": true, "_note": "for people"
    })");
    Diagnostics d;
    ObjectReader r(object, "root", "f.json", d);
    CHECK(r.integer("count", 1, 16, 0) == 3);
    CHECK(r.integer("big", 0, 100, 7) == 7);
    CHECK(r.integer("float", 1, 16, 0) == 2);
    CHECK(r.integer("half", 1, 16, 9) == 9);
    CHECK(r.integer("missing", 1, 16, 5) == 5);
    CHECK(r.integer("required", 1, 16, 5, true) == 5);
    CHECK(r.string("text", true) == "x");
    CHECK(r.boolean("flag", true) == true);
    CHECK(r.number("ratio", 0, 1, 0) == 0.5);
    CHECK(r.number("nan", 0, 1e9, 1) == 1);
    CHECK(r.strings("list") == std::vector<std::string> {"a"});
    r.finish();

    std::vector<std::string> lines;
    for (const auto& diagnostic : d)
        lines.push_back(diagnostic.toString());
    CHECK(lines
          == std::vector<std::string> {
              "f.json: root.big: expected an integer from 0 to 100, got 18446744073709551615",
              "f.json: root.half: expected an integer from 1 to 16, got 2.5",
              "f.json: root.required: missing required field",
              "f.json: root.flag: expected true or false, got \"yes\"",
              "f.json: root.nan: expected a number from 0 to 1e+09, got 1e+308",
              "f.json: root.list[1]: expected a string, got 1",
              "f.json: warning: root.extra: unknown field, ignored; did you mean \"text\"?",
          });

    Diagnostics notObject;
    ObjectReader array(nlohmann::json::array(), "", "g.json", notObject);
    CHECK_FALSE(array.isObject());
    CHECK(array.integer("x", 0, 1, 0, true) == 0); // nothing more reported
    REQUIRE(notObject.size() == 1);
    CHECK(notObject[0].toString() == "g.json: (document): expected an object, got an array");

    CHECK(ObjectReader::describe(nlohmann::json(std::string(50, 'a'))) == "\"" + std::string(37, 'a') + "...\"");
    CHECK(ObjectReader::describe(nlohmann::json()) == "null");
}
