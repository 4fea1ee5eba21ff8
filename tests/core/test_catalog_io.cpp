// Catalog folders: the minimal valid folder, one broken folder per kind of error (tests/data/catalog-broken,
// each catalog-min with one file changed), the shipped catalogs, and the user and plan layers.

#include "models/catalog/catalog_io.h"
#include "models/sizing/build.h"

#include "test_files.h"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace fs = std::filesystem;
using namespace planner;

namespace {

using planner::testing::readAll;
using planner::testing::TempDir;
using planner::testing::writeAll;

const fs::path kData = TEST_DATA_DIR;
const fs::path kMin = kData / "catalog-min";
const fs::path kBroken = kData / "catalog-broken";

// Copies text of a catalog-min file with one replacement, checking the replaced text is there.
std::string minWith(const std::string& file, const std::string& from, const std::string& to)
{
    std::string text = readAll(kMin / file);
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
    return text;
}

std::string describe(const Diagnostics& diagnostics)
{
    std::string text;
    for (const auto& d : diagnostics)
        text += d.toString() + "\n";
    return text;
}

// The broken folder yields exactly one diagnostic, an error in `file` at this place with this message.
void requireOneError(const std::string& folder, const std::string& file, const std::string& path, int line, int column,
                     const std::string& message)
{
    const CatalogLoadResult result = loadCatalogFolder(kBroken / folder, Origin::Shipped, true);
    INFO("catalog-broken/" << folder << ":\n" << describe(result.diagnostics));
    CHECK_FALSE(result.ok());
    REQUIRE(result.diagnostics.size() == 1);
    const Diagnostic& d = result.diagnostics.front();
    CHECK(d.severity == Severity::Error);
    CHECK(d.file == (kBroken / folder / file).string());
    CHECK(d.path == path);
    CHECK(d.line == line);
    CHECK(d.column == column);
    CHECK(d.message == message);
}

} // namespace

TEST_CASE("catalog: the minimal folder loads with no diagnostics", "[catalog_io]")
{
    const CatalogLoadResult result = loadCatalogFolder(kMin, Origin::Shipped, true);
    INFO(describe(result.diagnostics));
    REQUIRE(result.ok());
    CHECK(result.diagnostics.empty());
    const Catalog& c = result.catalog;
    CHECK(c.gpus.size() == 3);
    CHECK(c.cpus.size() == 2);
    CHECK(c.memory.size() == 1);
    CHECK(c.nvme.size() == 2);
    CHECK(c.nics.size() == 2);
    CHECK(c.platforms.size() == 2);
    CHECK(c.cooling.size() == 2);
    CHECK(c.regions.size() == 3);
    CHECK(c.fxRates.size() == 2);
    CHECK(c.offerings.size() == 2);
    CHECK(c.models.size() == 3);

    const Gpu* h100 = c.gpu("h100-sxm5-80gb");
    REQUIRE(h100);
    CHECK(h100->formFactor == FormFactor::SXM);
    CHECK(h100->tdpW == 700);
    REQUIRE(h100->price);
    CHECK(h100->price->money == Money {30000, "USD"});
    CHECK(h100->price->provenance.estimate);
    CHECK(h100->price->provenance.origin == Origin::Shipped);
    CHECK(h100->provenance.file == (kMin / "gpus.json").string());
    REQUIRE(h100->availability.size() == 2);
    CHECK(h100->availability[0].status == MarketStatus::Barred);
    CHECK(c.region("cn-shenzhen")->nameZh == "深圳");
    REQUIRE(c.convert(7.1, "CNY", "USD"));
    CHECK(*c.convert(7.1, "CNY", "USD") == Approx(1.0));
    CHECK(c.offeringsIn("us-west-oregon").size() == 1);
}

TEST_CASE("catalog error: syntax error", "[catalog_io]")
{
    // The missing comma after "HBM3" on line 12; the loader reports this file only, not the references
    // to its GPUs from platforms.json and cloud.json.
    requireOneError("syntax-error", "gpus.json", "", 13, 20,
                    "invalid JSON: while parsing object - unexpected string literal; expected '}'");
}

TEST_CASE("catalog error: wrong type", "[catalog_io]")
{
    requireOneError("wrong-type", "cpus.json", "items[0].cores", 9, 16,
                    "expected an integer from 1 to 512, got \"56\"");
}

TEST_CASE("catalog error: TDP out of range", "[catalog_io]")
{
    requireOneError("tdp-out-of-range", "gpus.json", "items[0].tdpW", 18, 15,
                    "expected a number from 10 to 2000, got 7000");
}

TEST_CASE("catalog error: provenance", "[catalog_io]")
{
    SECTION("entry without source")
    {
        requireOneError("missing-source", "memory.json", "items[0].source", 5, 5, "missing required field");
    }
    SECTION("price without as_of")
    {
        requireOneError("missing-as-of", "nvme.json", "items[0].price.as_of", 15, 16, "missing required field");
    }
    SECTION("date not YYYY-MM-DD")
    {
        requireOneError("bad-date", "models.json", "items[2].as_of", 45, 16,
                        "expected a date as YYYY-MM-DD, got \"10/12/2015\"");
    }
    SECTION("estimate without method")
    {
        requireOneError("estimate-without-method", "cooling.json", "items[0].capexPerKw.method", 10, 21,
                        "an estimate must say how it was made");
    }
}

TEST_CASE("catalog error: duplicate id", "[catalog_io]")
{
    requireOneError("duplicate-id", "cpus.json", "items[1].id", 27, 13,
                    "duplicate id \"xeon-8480plus\" (also items[0])");
}

TEST_CASE("catalog error: unknown references with the nearest known ids", "[catalog_io]")
{
    SECTION("offering of an unknown GPU")
    {
        requireOneError("offering-unknown-gpu", "cloud.json", "items[1].gpu", 42, 14,
                        "unknown GPU id \"a100-sxm4-40gb\"; nearest known: \"a100-sxm4-80gb\", \"h100-sxm5-80gb\"");
    }
    SECTION("offering in an unknown region")
    {
        requireOneError("offering-unknown-region", "cloud.json", "items[1].region", 41, 17,
                        "unknown region id \"cn-shenzen\"; nearest known: \"cn-shenzhen\"");
    }
    SECTION("platform allowing an unknown GPU")
    {
        requireOneError("platform-unknown-gpu", "platforms.json", "items[0].allowedGpus[1]", 11, 41,
                        "unknown GPU id \"h200-sxm5-141gb\"; nearest known: \"h100-sxm5-80gb\", \"a100-sxm4-80gb\"");
    }
}

TEST_CASE("catalog error: missing file", "[catalog_io]")
{
    requireOneError("missing-file", "nics.json", "", 0, 0, "missing catalog file (expected the nics catalog here)");
    // A user folder may hold any subset of the files.
    CHECK(loadCatalogFolder(kBroken / "missing-file", Origin::UserCatalog, false).diagnostics.empty());
}

TEST_CASE("catalog error: wrong kind", "[catalog_io]")
{
    requireOneError("wrong-kind", "nvme.json", "kind", 3, 11, "expected \"nvme\" in nvme.json, got \"nics\"");
}

TEST_CASE("catalog error: newer format version", "[catalog_io]")
{
    // Only the refused file is reported, not the offerings whose regions it would have held.
    requireOneError("newer-format-version", "regions.json", "formatVersion", 2, 20,
                    "the catalog was written for a newer GPU Cluster Planner (format version 2); this version "
                    "reads format version 1. Update the program.");
}

TEST_CASE("catalog error: currency without an FX rate", "[catalog_io]")
{
    requireOneError("currency-without-fx", "nics.json", "items[1].price.currency", 45, 21,
                    "no exchange rate for \"EUR\" in fx.json; add one with its date");
}

TEST_CASE("catalog error: region and cooling prices need an FX rate too", "[catalog_io]")
{
    TempDir dir;
    fs::copy(kMin, dir.path, fs::copy_options::recursive);
    writeAll(dir.path / "cooling.json", minWith("cooling.json", "\"currency\": \"USD\"", "\"currency\": \"EUR\""));
    writeAll(dir.path / "regions.json",
             minWith("regions.json", "\"amount\": 0.272,\n        \"currency\": \"SGD\"",
                     "\"amount\": 0.272,\n        \"currency\": \"MYR\""));
    const CatalogLoadResult result = loadCatalogFolder(dir.path, Origin::Shipped, true);
    INFO(describe(result.diagnostics));
    REQUIRE(result.diagnostics.size() == 2);
    CHECK_THAT(result.diagnostics[0].toString(),
               Catch::EndsWith("cooling.json:12:21: items[0].capexPerKw.currency: no exchange rate for \"EUR\" in "
                               "fx.json; add one with its date"));
    CHECK_THAT(result.diagnostics[1].toString(),
               Catch::EndsWith("regions.json:74:21: items[2].electricityPerKwh.currency: no exchange rate for "
                               "\"MYR\" in fx.json; add one with its date"));
}

TEST_CASE("catalog error: folder not found", "[catalog_io]")
{
    const CatalogLoadResult result = loadCatalogFolder(kBroken / "no-such-folder", Origin::Shipped, true);
    REQUIRE(result.diagnostics.size() == 1);
    CHECK(result.diagnostics.front().message == "catalog folder not found (expected a folder of JSON files)");
}

TEST_CASE("catalog: every broken folder fails, and differs from catalog-min in one file", "[catalog_io]")
{
    std::size_t cases = 0;
    for (const auto& entry : fs::directory_iterator(kBroken)) {
        if (!entry.is_directory())
            continue;
        ++cases;
        INFO(entry.path().string());
        const CatalogLoadResult result = loadCatalogFolder(entry.path(), Origin::Shipped, true);
        CHECK_FALSE(result.ok());
        CHECK(result.diagnostics.size() == 1);
        int changed = 0;
        for (const auto& spec : catalogKinds()) {
            const fs::path file = entry.path() / spec.fileName;
            changed += !fs::exists(file) || readAll(file) != readAll(kMin / spec.fileName);
        }
        CHECK(changed == 1);
    }
    CHECK(cases == 15);
}

TEST_CASE("catalog: the shipped catalogs pass the full check", "[catalog_io]")
{
    const CatalogLoadResult result = loadCatalogFolder(SOURCE_CATALOG_DIR, Origin::Shipped, true);
    INFO(describe(result.diagnostics));
    CHECK(result.ok());
    CHECK_FALSE(result.catalog.gpus.empty());
    CHECK_FALSE(result.catalog.regions.empty());
}

TEST_CASE("catalog: a user folder overrides shipped entries, a plan overrides prices", "[catalog_io]")
{
    TempDir user;
    // The user's gpus.json holds one GPU: the H100 with a negotiated price.
    const std::string gpus = readAll(kMin / "gpus.json");
    const auto start = gpus.find("    {\n      \"id\": \"h100-sxm5-80gb\"");
    const auto end = gpus.find("    {\n      \"id\": \"a100-sxm4-80gb\"");
    REQUIRE(start != std::string::npos);
    REQUIRE(end != std::string::npos);
    std::string entry = gpus.substr(start, end - start);
    entry = entry.substr(0, entry.rfind(','));
    const auto price = entry.find("\"amount\": 30000");
    REQUIRE(price != std::string::npos);
    entry.replace(price, std::string("\"amount\": 30000").size(), "\"amount\": 26000");
    writeAll(user.path / "gpus.json",
             "{\n  \"formatVersion\": 1,\n  \"kind\": \"gpus\",\n  \"items\": [\n" + entry + "\n  ]\n}\n");

    const CatalogLoadResult loaded = loadCatalogs(kMin, {}, user.path);
    INFO(describe(loaded.diagnostics));
    REQUIRE(loaded.ok());
    CHECK(loaded.diagnostics.empty());
    const Catalog& c = loaded.catalog;
    CHECK(c.gpus.size() == 3); // replaced, not added
    const Gpu* h100 = c.gpu("h100-sxm5-80gb");
    REQUIRE(h100);
    REQUIRE(h100->price);
    CHECK(h100->price->money.amount == 26000);
    CHECK(h100->price->provenance.origin == Origin::UserCatalog);
    CHECK(h100->provenance.origin == Origin::UserCatalog);
    CHECK(h100->provenance.file == (user.path / "gpus.json").string());
    CHECK(c.gpu("a100-sxm4-80gb")->provenance.origin == Origin::Shipped);

    // The plan's override wins over both.
    const PriceOverride quote {"gpu", "h100-sxm5-80gb", "price", 25000, "USD", "quote Q-77", "2025-10-01"};
    const PriceOverride power {"region", "cn-shenzhen", "electricityPerKwh", 0.62, "CNY", "contract", "2025-10-01"};
    const Catalog effective = withOverrides(c, {quote, power});
    const Gpu* quoted = effective.gpu("h100-sxm5-80gb");
    REQUIRE(quoted->price);
    CHECK(quoted->price->money == Money {25000, "USD"});
    CHECK(quoted->price->provenance.origin == Origin::Plan);
    CHECK(quoted->price->provenance.source == "quote Q-77");
    CHECK(effective.region("cn-shenzhen")->electricityPerKwh->provenance.origin == Origin::Plan);
    CHECK(effective.region("cn-shenzhen")->electricityPerKwh->money.amount == 0.62);
    CHECK(effective.gpu("rtx-4090")->price->provenance.origin == Origin::Shipped);
}

TEST_CASE("catalog: problems in a user folder are reported at their own place", "[catalog_io]")
{
    TempDir user;
    // A new offering first, then one replacing a shipped id: both refer to unknown ids.
    writeAll(user.path / "cloud.json", R"({
  "formatVersion": 1,
  "kind": "offerings",
  "items": [
    { "id": "new-offer", "provider": "X", "region": "us-west-oregon", "gpu": "h100-sxm5-80gb", "gpusPerServer": 8,
      "providerClass": "gpu_cloud", "billingUnit": "minute",
      "prices": [ { "term": "on_demand", "unit": "gpu_hour", "amount": 3, "currency": "USD",
                    "source": "x", "as_of": "2025-01-01" } ],
      "source": "x", "as_of": "2025-01-01" },
    { "id": "aws-p5-us-west-oregon", "provider": "AWS", "region": "us-west-oregon", "gpu": "b200",
      "gpusPerServer": 8, "providerClass": "hyperscaler", "billingUnit": "second",
      "prices": [ { "term": "on_demand", "unit": "gpu_hour", "amount": 9, "currency": "USD",
                    "source": "x", "as_of": "2025-01-01" } ],
      "source": "x", "as_of": "2025-01-01" }
  ]
}
)");
    const CatalogLoadResult loaded = loadCatalogs(kMin, {}, user.path);
    INFO(describe(loaded.diagnostics));
    REQUIRE(loaded.diagnostics.size() == 1);
    const Diagnostic& d = loaded.diagnostics.front();
    CHECK(d.file == (user.path / "cloud.json").string());
    CHECK(d.path == "items[1].gpu");
    CHECK(d.line == 10);
    CHECK(d.column == 92);
    CHECK_THAT(d.message, Catch::StartsWith("unknown GPU id \"b200\""));
}

TEST_CASE("catalog: duplicate ids within a user folder are reported", "[catalog_io]")
{
    TempDir user;
    const std::string models = readAll(kMin / "models.json");
    std::string twice = models;
    const auto at = twice.find("\"id\": \"llama3-70b\"");
    REQUIRE(at != std::string::npos);
    twice.replace(at, std::string("\"id\": \"llama3-70b\"").size(), "\"id\": \"llama3-8b\"");
    writeAll(user.path / "models.json", twice);
    const CatalogLoadResult loaded = loadCatalogs(kMin, {}, user.path);
    INFO(describe(loaded.diagnostics));
    REQUIRE(loaded.diagnostics.size() == 1);
    CHECK(loaded.diagnostics.front().file == (user.path / "models.json").string());
    CHECK(loaded.diagnostics.front().path == "items[1].id");
    CHECK(loaded.diagnostics.front().message == "duplicate id \"llama3-8b\" (also items[0])");
}
