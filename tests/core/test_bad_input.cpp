// The bad input survey of the README: each kind of bad plan file, catalog file and export destination
// not already covered by test_plan_io / test_catalog_io / test_cli / test_csv, with the exact message,
// the exit code and what is left on disk. Also replays every input a fuzzer once crashed on.

#include "../fuzz/fuzz_checks.h"
#include "app/cli.h"
#include "models/base/atomic_file.h"
#include "models/base/csv.h"
#include "models/catalog/catalog_io.h"
#include "models/plan/plan_io.h"
#include "models/quote/quote.h"

#include "test_files.h"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <vector>

namespace fs = std::filesystem;
using namespace planner;

namespace {

using planner::testing::readAll;
using planner::testing::TempDir;
using planner::testing::writeAll;

const fs::path kData = TEST_DATA_DIR;
const fs::path kMin = kData / "catalog-min";

const Catalog& minCatalog()
{
    static const CatalogLoadResult loaded = loadCatalogFolder(kMin, Origin::Shipped, true);
    REQUIRE(loaded.ok());
    return loaded.catalog;
}

// `text` with the value of the first `"key":` after `after` replaced.
std::string replaceValue(std::string text, const std::string& key, const std::string& value,
                         const std::string& after = {})
{
    const auto start = after.empty() ? 0 : text.find(after);
    const auto at = text.find("\"" + key + "\"", start);
    REQUIRE(at != std::string::npos);
    const auto colon = text.find(':', at);
    const auto end = text.find_first_of(",}\n", colon);
    return text.replace(colon + 1, end - colon - 1, " " + value);
}

template <typename T> std::vector<std::string> ids(const std::vector<T>& entries)
{
    std::vector<std::string> result;
    for (const auto& entry : entries)
        result.push_back(entry.id);
    return result;
}

const std::string& validPlan()
{
    static const std::string text = readAll(kData / "plans" / "valid.json");
    return text;
}

std::string onlyError(const Diagnostics& diagnostics)
{
    REQUIRE(diagnostics.size() == 1);
    CHECK(diagnostics.front().severity == Severity::Error);
    return diagnostics.front().toString();
}

struct Run {
    int exitCode;
    std::string out;
    std::string err;
};

Run runCli(const std::vector<std::string>& args)
{
    std::ostringstream out;
    std::ostringstream err;
    const auto outcome = cli::run(args, out, err);
    return {outcome.exitCode, out.str(), err.str()};
}

} // namespace

// ---------------------------------------------------------------- plan files

TEST_CASE("bad plan: a UTF-8 byte order mark is accepted and places still count from the first character",
          "[bad-input]")
{
    const PlanLoadResult clean = parsePlan("\xEF\xBB\xBF" + validPlan(), "bom.json", &minCatalog());
    CHECK(clean.ok());
    CHECK(clean.diagnostics.empty());
    CHECK(*clean.plan == *parsePlan(validPlan(), "plain.json", &minCatalog()).plan);
    const std::string bad = readAll(kData / "plans" / "bad-gpu-count.json");
    CHECK(onlyError(parsePlan("\xEF\xBB\xBF" + bad, "bom.json", &minCatalog()).diagnostics)
          == "bom.json:22:25: scenarios[0].cluster.nodeGroups[1].gpuCount: expected an integer from 1 to 16, got -3");
}

TEST_CASE("bad plan: invalid UTF-8 is refused with its line and column", "[bad-input]")
{
    std::string text = validPlan();
    text.insert(text.find("Two scenarios") + 3, "\xFF\xFE");
    const PlanLoadResult result = parsePlan(text, "latin1.json", &minCatalog());
    CHECK_FALSE(result.plan.has_value());
    CHECK_THAT(
        onlyError(result.diagnostics),
        Catch::StartsWith("latin1.json:4:22: invalid JSON: while parsing value - invalid string: ill-formed UTF-8 "
                          "byte; last read: "));
}

TEST_CASE("bad plan: binary garbage and an empty file are refused as invalid JSON", "[bad-input]")
{
    const std::string elf("\x7F"
                          "ELF\x02\x01\x01\0\0\0",
                          10);
    CHECK_THAT(onlyError(parsePlan(elf, "a.out", nullptr).diagnostics),
               Catch::StartsWith("a.out:1:1: invalid JSON: while parsing value - invalid literal"));
    CHECK(onlyError(parsePlan("", "empty.json", nullptr).diagnostics)
          == "empty.json:1:1: invalid JSON: while parsing value - unexpected end of input; expected '[', '{', or a "
             "literal");
}

TEST_CASE("bad plan: NaN and Infinity are not JSON, 1e400 overflows", "[bad-input]")
{
    for (const std::string token : {"NaN", "Infinity", "-Infinity"}) {
        const std::string text = replaceValue(validPlan(), "tokensB", token);
        const PlanLoadResult result = parsePlan(text, "nan.json", &minCatalog());
        CHECK_FALSE(result.plan.has_value());
        CHECK_THAT(onlyError(result.diagnostics), Catch::Contains(": invalid JSON: while parsing value - invalid "));
    }
    // The fixture bad-number-overflow.json and "plan error: a number too large for a double" cover 1e400.
    const PlanLoadResult overflow = parsePlan(replaceValue(validPlan(), "tokensB", "1e400"), "inf.json", nullptr);
    CHECK_THAT(onlyError(overflow.diagnostics), Catch::EndsWith(": invalid JSON: number overflow parsing '1e400'"));
}

TEST_CASE("bad plan: huge, fractional and negative counts name the accepted range", "[bad-input]")
{
    const std::string path = "scenarios[0].cluster.nodeGroups[0].nodeCount: ";
    CHECK_THAT(
        onlyError(parsePlan(replaceValue(validPlan(), "nodeCount", "99999999999999999999"), "p.json", &minCatalog())
                      .diagnostics),
        Catch::EndsWith(path + "expected an integer from 1 to 4096, got 1e+20"));
    CHECK_THAT(onlyError(parsePlan(replaceValue(validPlan(), "nodeCount", "2.5"), "p.json", &minCatalog()).diagnostics),
               Catch::EndsWith(path + "expected an integer from 1 to 4096, got 2.5"));
    CHECK_THAT(onlyError(parsePlan(replaceValue(validPlan(), "nodeCount", "-1"), "p.json", &minCatalog()).diagnostics),
               Catch::EndsWith(path + "expected an integer from 1 to 4096, got -1"));
}

TEST_CASE("bad plan: the command line exits 2 for every unusable file and 0 for a byte order mark", "[bad-input]")
{
    TempDir dir;
    const std::string catalogs = kMin.string();
    const auto check = [&](const std::string& name, const std::string& bytes) {
        writeAll(dir.path / name, bytes);
        return runCli({"--catalogs", catalogs, "check", (dir.path / name).string()});
    };
    const Run empty = check("empty.json", "");
    CHECK(empty.exitCode == 2);
    CHECK_THAT(empty.err, Catch::Contains("empty.json:1:1: invalid JSON: "));
    CHECK(empty.out.empty());
    CHECK(check("garbage.json", std::string("\x89PNG\r\n\x1A\n\0\0", 10)).exitCode == 2);
    CHECK(check("nan.json", replaceValue(validPlan(), "tokensB", "NaN")).exitCode == 2);
    CHECK(check("latin1.json", "{\"formatVersion\": 1, \"name\": \"caf\xE9\"}").exitCode == 2);
    const Run bom = check("bom.json", "\xEF\xBB\xBF" + validPlan());
    CHECK(bom.exitCode == 0);
    CHECK_THAT(bom.out, Catch::EndsWith("bom.json: 2 scenarios, 0 warnings\n"));
    const Run folder = runCli({"--catalogs", catalogs, "check", dir.path.string()});
    CHECK(folder.exitCode == 2);
    CHECK(folder.err == dir.path.string() + ": is a folder, expected a JSON file\n");
}

// ---------------------------------------------------------------- catalog files

TEST_CASE("bad catalog: parseCatalogText reads a file exactly as the folder load does", "[bad-input][catalog_io]")
{
    const CatalogLoadResult folder = loadCatalogFolder(kMin, Origin::Shipped, true);
    REQUIRE(folder.ok());
    Catalog pieced;
    for (const auto& spec : catalogKinds()) {
        const fs::path file = kMin / spec.fileName;
        const CatalogLoadResult one = parseCatalogText(readAll(file), file.string(), std::string(spec.name));
        INFO(spec.fileName);
        CHECK(one.diagnostics.empty());
        mergeCatalog(pieced, one.catalog);
    }
    CHECK(ids(pieced.gpus) == ids(folder.catalog.gpus));
    CHECK(ids(pieced.cpus) == ids(folder.catalog.cpus));
    CHECK(ids(pieced.memory) == ids(folder.catalog.memory));
    CHECK(ids(pieced.nvme) == ids(folder.catalog.nvme));
    CHECK(ids(pieced.nics) == ids(folder.catalog.nics));
    CHECK(ids(pieced.platforms) == ids(folder.catalog.platforms));
    CHECK(ids(pieced.cooling) == ids(folder.catalog.cooling));
    CHECK(ids(pieced.regions) == ids(folder.catalog.regions));
    CHECK(ids(pieced.offerings) == ids(folder.catalog.offerings));
    CHECK(ids(pieced.models) == ids(folder.catalog.models));
    CHECK(pieced.fxRates.size() == folder.catalog.fxRates.size());
    CHECK(pieced.gpus.front().tdpW == folder.catalog.gpus.front().tdpW);
    CHECK(pieced.gpus.front().provenance.file == folder.catalog.gpus.front().provenance.file);
    // The same wording and place as the folder load for a broken file.
    const fs::path broken = kData / "catalog-broken" / "tdp-out-of-range" / "gpus.json";
    CHECK(onlyError(parseCatalogText(readAll(broken), broken.string(), "gpus").diagnostics)
          == broken.string() + ":18:15: items[0].tdpW: expected a number from 10 to 2000, got 7000");
    CHECK(onlyError(parseCatalogText("{}", "x.json", "widgets").diagnostics)
          == "x.json: unknown catalog kind \"widgets\"");
}

TEST_CASE("bad catalog: byte order mark accepted, invalid UTF-8, binary garbage and an empty file refused",
          "[bad-input]")
{
    const std::string gpus = readAll(kMin / "gpus.json");
    const CatalogLoadResult bom = parseCatalogText("\xEF\xBB\xBF" + gpus, "gpus.json", "gpus");
    CHECK(bom.diagnostics.empty());
    CHECK(bom.catalog.gpus.size() == 3);

    std::string latin1 = gpus;
    latin1.insert(latin1.find("\"name\": \"") + 9, "\xC3\x28");
    CHECK_THAT(onlyError(parseCatalogText(latin1, "gpus.json", "gpus").diagnostics),
               Catch::Contains("invalid JSON: while parsing value - invalid string: ill-formed UTF-8 byte"));
    CHECK_THAT(onlyError(parseCatalogText(std::string("\x89PNG\r\n\x1A\n\0\0", 10), "gpus.json", "gpus").diagnostics),
               Catch::StartsWith("gpus.json:1:1: invalid JSON: while parsing value - invalid literal"));
    CHECK(onlyError(parseCatalogText("", "gpus.json", "gpus").diagnostics)
          == "gpus.json:1:1: invalid JSON: while parsing value - unexpected end of input; expected '[', '{', or a "
             "literal");
}

TEST_CASE("bad catalog: huge, overflowing and negative numbers", "[bad-input]")
{
    const std::string gpus = readAll(kMin / "gpus.json");
    CHECK_THAT(onlyError(parseCatalogText(replaceValue(gpus, "amount", "1e300"), "gpus.json", "gpus").diagnostics),
               Catch::EndsWith(": items[0].price.amount: expected a number from 0 to 1e+07, got 1e+300"));
    CHECK_THAT(onlyError(parseCatalogText(replaceValue(gpus, "amount", "1e400"), "gpus.json", "gpus").diagnostics),
               Catch::EndsWith(": invalid JSON: number overflow parsing '1e400'"));
    const std::string cpus = readAll(kMin / "cpus.json");
    CHECK_THAT(onlyError(parseCatalogText(replaceValue(cpus, "cores", "-4"), "cpus.json", "cpus").diagnostics),
               Catch::EndsWith(": items[0].cores: expected an integer from 1 to 512, got -4"));
}

TEST_CASE("bad catalog: nesting deeper than 32 levels", "[bad-input]")
{
    const std::string text
        = R"({"formatVersion": 1, "kind": "gpus", "items": )" + std::string(40, '[') + std::string(40, ']') + "}";
    CHECK(onlyError(parseCatalogText(text, "gpus.json", "gpus").diagnostics)
          == "gpus.json:1:78: nesting deeper than 32 levels");
}

TEST_CASE("bad catalog: an oversize file, a folder in place of a file and an empty file, in a folder", "[bad-input]")
{
    TempDir dir;
    const fs::path folder = dir.path / "catalogs";
    fs::copy(kMin, folder);
    const fs::path gpus = folder / "gpus.json";

    SECTION("a file over 16 MiB is refused before reading")
    {
        {
            std::ofstream out(gpus, std::ios::binary);
            out << R"({"formatVersion": 1, "kind": "gpus", "_padding": ")" << std::string(kMaxCatalogBytes, 'x')
                << "\", \"items\": []}";
        }
        const auto size = fs::file_size(gpus);
        const CatalogLoadResult result = loadCatalogFolder(folder, Origin::Shipped, true);
        CHECK(onlyError(result.diagnostics)
              == gpus.string() + ": file is " + std::to_string(size) + " bytes, more than the limit of "
                  + std::to_string(kMaxCatalogBytes) + " bytes");
    }
    SECTION("a folder named gpus.json")
    {
        fs::remove(gpus);
        fs::create_directory(gpus);
        CHECK(onlyError(loadCatalogFolder(folder, Origin::Shipped, true).diagnostics)
              == gpus.string() + ": is a folder, expected a JSON file");
    }
    SECTION("an empty gpus.json: catalog check exits 2")
    {
        writeAll(gpus, "");
        const Run r = runCli({"catalog", "check", folder.string()});
        CHECK(r.exitCode == 2);
        CHECK_THAT(r.out, Catch::StartsWith(gpus.string() + ":1:1: invalid JSON: "));
        // A plan cannot be checked against catalogs that do not load.
        const Run plan = runCli({"--catalogs", folder.string(), "check", (kData / "plans" / "valid.json").string()});
        CHECK(plan.exitCode == 2);
        CHECK_THAT(plan.err, Catch::Contains("the catalogs cannot be used"));
    }
}

// ---------------------------------------------------------------- save and export destinations

TEST_CASE("bad destination: a path under a regular file fails with the file named and nothing written", "[bad-input]")
{
    // Tests run as root, which may write into read-only folders; a folder that cannot be created
    // (its parent is a regular file) fails the same way a read-only one does: no temporary file.
    TempDir dir;
    const fs::path notAFolder = dir.path / "notes.txt";
    writeAll(notAFolder, "a file, not a folder");
    const fs::path target = notAFolder / "plan.json";
    const auto error = savePlan(*parsePlan(validPlan(), "valid.json", nullptr).plan, target);
    REQUIRE(error.has_value());
    CHECK(*error == "cannot create a temporary file in the folder of \"" + target.string() + "\": Not a directory");
    CHECK(readAll(notAFolder) == "a file, not a folder");

    // The quote export writes through the same atomic writer.
    const Plan plan = *loadPlan(fs::path(EXAMPLES_DIR) / "shenzhen-llm-finetune.json", nullptr).plan;
    const fs::path csv = notAFolder / "quote.csv";
    const auto exportError = writeFileAtomically(csv, "Item,Total\r\n");
    REQUIRE(exportError.has_value());
    CHECK(*exportError == "cannot create a temporary file in the folder of \"" + csv.string() + "\": Not a directory");
    CHECK(fs::directory_iterator(dir.path) != fs::directory_iterator());
    CHECK(std::distance(fs::directory_iterator(dir.path), fs::directory_iterator()) == 1);
}

TEST_CASE("bad destination: gpu-planner export exits 2 and names the file it cannot write", "[bad-input]")
{
    TempDir dir;
    const fs::path csv = dir.path / "missing-folder" / "quote.csv";
    const fs::path err = dir.path / "stderr.txt";
    const std::string command = std::string("QT_QPA_PLATFORM=offscreen '") + GPU_PLANNER_EXE + "' --catalogs '"
        + SOURCE_CATALOG_DIR + "' export '" + EXAMPLES_DIR + "/shenzhen-llm-finetune.json' --csv '" + csv.string()
        + "' >/dev/null 2>'" + err.string() + "'";
    const int status = std::system(command.c_str());
    REQUIRE(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 2);
    const std::string message = readAll(err);
    if (message.find("GPU_PLANNER_GUI=OFF") == std::string::npos) // the GUI-less build has no export
        CHECK_THAT(message,
                   Catch::EndsWith("gpu-planner export: cannot create a temporary file in the folder of \""
                                   + csv.string() + "\": No such file or directory\n"));
    CHECK_FALSE(fs::exists(csv.parent_path()));
}

// ---------------------------------------------------------------- fuzz regressions

TEST_CASE("fuzz regression: a number too long for 64 characters is written whole in CSV", "[bad-input][csv]")
{
    // fuzz_csv: fixed notation of 1e300 has 301 digits; the writer's 64-byte buffer let to_chars fail
    // and the cell held 64 bytes of whatever was on the stack.
    CsvWriter writer(false);
    writer.number(1e300, 2).number(-1.5e61, 0);
    writer.endRow();
    const std::string out = writer.str();
    CHECK(out.size() == 301 + 3 + 1 + 63 + 2);
    CHECK(out.starts_with("1000000000000000052504760255204420248704468581108159154915854115511802457988908195786"));
    CHECK(out.find(".00,-1") != std::string::npos);
}

TEST_CASE("fuzz regression: every input a fuzzer crashed on is handled", "[bad-input]")
{
    const fs::path folder = kData / "fuzz-regressions";
    std::size_t replayed = 0;
    for (const auto& entry : fs::recursive_directory_iterator(folder)) {
        if (!entry.is_regular_file() || entry.path().filename() == "README.md")
            continue;
        const std::string target = entry.path().parent_path().filename().string();
        const std::string bytes = readAll(entry.path());
        INFO(entry.path().string());
        if (target == "plan")
            CHECK(fuzz::checkPlan(bytes, minCatalog()).empty());
        else if (target == "catalog")
            CHECK(fuzz::checkCatalog(bytes, minCatalog()).empty());
        else if (target == "csv")
            CHECK(fuzz::checkCsv(bytes).empty());
        else
            FAIL("no fuzz target named " << target);
        ++replayed;
    }
    CHECK(replayed >= 1);
    // The seed corpora pass too, so a change that breaks a real input shows here first.
    for (const std::string target : {"plan", "catalog", "csv"})
        for (const auto& entry : fs::directory_iterator(fs::path(TEST_DATA_DIR) / ".." / "fuzz" / "corpus" / target)) {
            const std::string bytes = readAll(entry.path());
            INFO(entry.path().string());
            if (target == "plan")
                CHECK(fuzz::checkPlan(bytes, minCatalog()).empty());
            else if (target == "catalog")
                CHECK(fuzz::checkCatalog(bytes, minCatalog()).empty());
            else
                CHECK(fuzz::checkCsv(bytes).empty());
        }
}

TEST_CASE("fuzz regression: a first cell starting with U+FEFF is not taken for a byte order mark", "[bad-input][csv]")
{
    // fuzz_csv: without a byte order mark, a file whose first cell began with U+FEFF read back without it.
    CsvWriter writer(false);
    writer
        .text("\xEF\xBB\xBF"
              "id")
        .text("x");
    writer.endRow();
    CHECK(writer.str()
          == "\"\xEF\xBB\xBF"
             "id\",x\r\n");
    CHECK(testing::parseCsv(writer.str())
          == std::vector<std::vector<std::string>> {{"\xEF\xBB\xBF"
                                                     "id",
                                                     "x"}});
}
