// Price import from SkyPilot and gpuhunt CSV files: mapping, per-GPU prices, merging into a catalog file,
// dry runs, refusals, and the team folder layered between the shipped catalogs and the user's.

#include "app/cli.h"
#include "models/catalog/catalog_enum_names.h"
#include "models/catalog/catalog_io.h"
#include "models/catalog/price_import.h"
#include "test_files.h"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <sstream>

using namespace planner;
using namespace planner::testing;
namespace fs = std::filesystem;

namespace {

const fs::path kImport = fs::path(TEST_DATA_DIR) / "import";
const fs::path kShipped = SOURCE_CATALOG_DIR;

const Catalog& shippedCatalog()
{
    static const CatalogLoadResult loaded = loadCatalogFolder(kShipped, Origin::Shipped, true);
    REQUIRE(loaded.ok());
    return loaded.catalog;
}

ImportPlan prepare(PriceFormat format, const fs::path& file, const fs::path& target, const std::string& provider = {})
{
    ImportRequest request;
    request.format = format;
    request.file = file;
    request.targetFolder = target;
    request.provider = provider;
    request.asOf = "2026-11-30";
    request.nameFolders = {kShipped};
    return prepareImport(request, shippedCatalog());
}

const ImportedOffering* find(const PriceImport& import, const std::string& id)
{
    for (const auto& o : import.offerings)
        if (o.id == id)
            return &o;
    return nullptr;
}

const CloudOffering* offering(const Catalog& catalog, const std::string& id)
{
    return catalog.offering(id);
}

std::optional<double> amount(const CloudOffering& o, OfferTerm term)
{
    for (const auto& p : o.prices)
        if (p.term == term)
            return p.price.money.amount;
    return std::nullopt;
}

// Sets an environment variable for one test and puts the old value back.
class ScopedEnv {
public:
    ScopedEnv(const char* name, const std::string& value)
        : m_name(name)
    {
        if (const char* old = std::getenv(name))
            m_old = old;
        ::setenv(name, value.c_str(), 1);
    }
    ~ScopedEnv()
    {
        if (m_old)
            ::setenv(m_name, m_old->c_str(), 1);
        else
            ::unsetenv(m_name);
    }
    ScopedEnv(const ScopedEnv&) = delete;
    ScopedEnv& operator=(const ScopedEnv&) = delete;

private:
    const char* m_name;
    std::optional<std::string> m_old;
};

struct Run {
    int exitCode = 0;
    std::string out;
    std::string err;
};

Run runCli(const std::vector<std::string>& args)
{
    std::ostringstream out;
    std::ostringstream err;
    const auto outcome = planner::cli::run(args, out, err);
    return {outcome.exitCode, out.str(), err.str()};
}

} // namespace

TEST_CASE("import: a SkyPilot vms.csv becomes offerings priced per GPU-hour, entry by entry", "[import]")
{
    TempDir user;
    const ImportPlan plan = prepare(PriceFormat::SkyPilot, kImport / "skypilot/aws/vms.csv", user.path);
    INFO((plan.errors.empty() ? std::string() : plan.errors.front().toString()));
    REQUIRE(plan.usable());
    CHECK(plan.options.provider == "aws"); // the folder of catalogs/aws/vms.csv
    const PriceImport& import = plan.import;
    CHECK(import.rowsRead == 7);
    CHECK(import.rowsWithoutAccelerators == 1); // a1.large
    CHECK(import.problems.empty());
    REQUIRE(import.offerings.size() == 3);

    // Two availability zones of p4d.24xlarge: the on-demand prices agree, the lower spot price is kept.
    const ImportedOffering* p4d = find(import, "import-skypilot-aws-p4d.24xlarge-us-west-oregon");
    REQUIRE(p4d);
    CHECK(p4d->gpuId == "a100-sxm4-40gb");
    CHECK(p4d->regionId == "us-west-oregon");
    CHECK(p4d->gpusPerServer == 8);
    CHECK(p4d->rows == 2);
    CHECK(*p4d->onDemand == Approx(32.77 / 8)); // 4.09625
    CHECK(*p4d->spot == Approx(8.75 / 8));

    const ImportedOffering* p5 = find(import, "import-skypilot-aws-p5.48xlarge-us-west-oregon");
    REQUIRE(p5);
    CHECK(p5->gpuId == "h100-sxm5-80gb");
    CHECK(*p5->onDemand == Approx(55.04 / 8)); // 6.88
    CHECK_FALSE(p5->spot); // SpotPrice empty

    const ImportedOffering* l4 = find(import, "import-skypilot-aws-g6.xlarge-singapore");
    REQUIRE(l4);
    CHECK(l4->gpuId == "l4");
    CHECK(l4->gpusPerServer == 1);
    CHECK(*l4->onDemand == Approx(0.9776));
    CHECK(*l4->spot == Approx(0.4));

    // A10G is in no table: listed, never guessed. eu-west-1 is a region the catalogs do not plan for.
    CHECK(import.unknownAccelerators == std::map<std::string, int> {{"A10G", 1}});
    CHECK(import.unmappedRegions == std::map<std::string, int> {{"eu-west-1", 1}});
    CHECK(import.hasFindings());

    // The written file loads as a catalog file, with provider, class, spot flag, source and date.
    const CatalogLoadResult written = parseCatalogText(plan.update->text, "cloud.json", "offerings");
    REQUIRE(written.ok());
    const CloudOffering* o = offering(written.catalog, "import-skypilot-aws-p4d.24xlarge-us-west-oregon");
    REQUIRE(o);
    CHECK(o->provider == "AWS");
    CHECK(o->providerClass == ProviderClass::Hyperscaler);
    CHECK(o->billingUnit == BillingUnit::Second);
    CHECK_FALSE(o->interruptible);
    CHECK(*amount(*o, OfferTerm::OnDemand) == Approx(4.09625));
    CHECK(*amount(*o, OfferTerm::Spot) == Approx(1.09375));
    CHECK(o->provenance.source == "vms.csv");
    CHECK(o->provenance.asOf == "2026-11-30");
    CHECK(o->prices.front().price.money.currency == "USD");
    CHECK(o->prices.front().price.provenance.asOf == "2026-11-30");
    CHECK(o->notes.find("lowest price") != std::string::npos);
}

TEST_CASE("import: SkyPilot columns are found by name in any order", "[import]")
{
    TempDir user;
    const ImportPlan plan = prepare(PriceFormat::SkyPilot, kImport / "skypilot/gcp/vms.csv", user.path);
    REQUIRE(plan.usable());
    CHECK(plan.options.provider == "gcp");
    REQUIRE(plan.import.offerings.size() == 2);
    const ImportedOffering* mega = find(plan.import, "import-skypilot-gcp-a3-megagpu-8g-us-west-oregon");
    REQUIRE(mega);
    CHECK(mega->gpuId == "h100-sxm5-80gb");
    CHECK(mega->gpusPerServer == 8); // "8.0"
    CHECK(*mega->onDemand == Approx(94.6 / 8));
    CHECK(*mega->spot == Approx(33.0 / 8));
    CHECK_FALSE(plan.import.hasFindings());
}

TEST_CASE("import: gpuhunt rows, spot rows as the spot term, memory telling A100 40 GB from 80 GB", "[import]")
{
    TempDir user;
    const ImportPlan plan = prepare(PriceFormat::Gpuhunt, kImport / "gpuhunt/aws.csv", user.path);
    REQUIRE(plan.usable());
    const PriceImport& import = plan.import;
    REQUIRE(import.offerings.size() == 3);
    const ImportedOffering* p4de = find(import, "import-gpuhunt-aws-p4de.24xlarge-us-west-oregon");
    REQUIRE(p4de);
    CHECK(p4de->gpuId == "a100-sxm4-80gb");
    CHECK(*p4de->onDemand == Approx(40.96 / 8)); // 5.12
    CHECK(*p4de->spot == Approx(13.1072 / 8));
    const ImportedOffering* p4d = find(import, "import-gpuhunt-aws-p4d.24xlarge-us-west-oregon");
    REQUIRE(p4d);
    CHECK(p4d->gpuId == "a100-sxm4-40gb"); // its provider_data holds a quoted comma
    CHECK(*p4d->onDemand == Approx(32.77 / 8));
    // Only a spot row: an interruptible offering with a spot price alone.
    const ImportedOffering* l4 = find(import, "import-gpuhunt-aws-g6.xlarge-singapore");
    REQUIRE(l4);
    CHECK_FALSE(l4->onDemand);
    CHECK(*l4->spot == Approx(0.3));
    const CatalogLoadResult written = parseCatalogText(plan.update->text, "cloud.json", "offerings");
    REQUIRE(written.ok());
    CHECK(offering(written.catalog, l4->id)->interruptible);

    CHECK(import.unknownAccelerators == std::map<std::string, int> {{"Trainium", 1}});
    REQUIRE(import.problems.size() == 1); // the price "cheap"
    CHECK(import.problems[0].line == 7);
    CHECK(import.problems[0].column == 3);
}

TEST_CASE("import: malformed rows are reported with line and column and skipped", "[import]")
{
    TempDir user;
    const ImportPlan plan = prepare(PriceFormat::SkyPilot, kImport / "skypilot/malformed/vms.csv", user.path, "aws");
    REQUIRE(plan.usable());
    const auto& problems = plan.import.problems;
    REQUIRE(problems.size() == 3);
    CHECK(problems[0].line == 2); // Price "about 55"
    CHECK(problems[0].column == 7);
    CHECK(problems[0].message.find("about 55") != std::string::npos);
    CHECK(problems[1].line == 3); // nine fields for ten columns
    CHECK(problems[1].message.find("found 9") != std::string::npos);
    CHECK(problems[2].line == 4); // half a GPU
    CHECK(problems[2].column == 3);
    // Each problem is also a message of the text table with typed arguments, for the window's language;
    // the English above is that message rendered.
    const auto& texts = plan.import.problemTexts;
    REQUIRE(texts.size() == problems.size());
    CHECK(texts[0] == Message("import.row.price", {{"column", "Price"}, {"value", "about 55"}}));
    CHECK(problems[0].message == "Price \"about 55\" is not a price above 0; row skipped");
    CHECK(texts[1] == Message("import.row.field_count", {{"expected", "10"}, {"found", "9"}}));
    CHECK(texts[2].key == "import.row.gpu_count");
    for (std::size_t i = 0; i < texts.size(); ++i) {
        CHECK(findText(texts[i].key));
        CHECK(render(texts[i]) == problems[i].message);
    }
    REQUIRE(plan.import.offerings.size() == 1);
    CHECK(plan.import.offerings[0].id == "import-skypilot-aws-g6.4xlarge-singapore");
}

TEST_CASE("import: files of neither format are refused and nothing is written", "[import]")
{
    TempDir user;
    for (const auto& [format, file] : {std::pair {PriceFormat::SkyPilot, kImport / "not-a-price-list.csv"},
                                       std::pair {PriceFormat::Gpuhunt, kImport / "not-a-price-list.csv"},
                                       std::pair {PriceFormat::SkyPilot, kImport / "skypilot/no-price-column.csv"},
                                       std::pair {PriceFormat::SkyPilot, kImport / "gpuhunt/aws.csv"}}) {
        INFO(file.string());
        const ImportPlan plan = prepare(format, file, user.path, "aws");
        CHECK_FALSE(plan.usable());
        CHECK_FALSE(plan.errors.empty());
    }
    const ImportPlan wrong = prepare(PriceFormat::SkyPilot, kImport / "gpuhunt/aws.csv", user.path, "aws");
    CHECK(wrong.errors.front().message.find("--from gpuhunt") != std::string::npos);
    const ImportPlan noPrice = prepare(PriceFormat::SkyPilot, kImport / "skypilot/no-price-column.csv", user.path);
    CHECK(noPrice.errors.front().message.find("no column Price") != std::string::npos);
    CHECK_FALSE(fs::exists(user.path / "cloud.json"));
}

TEST_CASE("import: a re-import replaces only that provider's imported offerings", "[import]")
{
    TempDir user;
    // The user's file already holds an offering of their own and a GCP import.
    const std::string own = R"({"id": "my-negotiated-h100", "provider": "Acme", "region": "singapore",
      "gpu": "h100-sxm5-80gb", "gpusPerServer": 8, "providerClass": "gpu_cloud", "billingUnit": "hour",
      "source": "contract 7", "as_of": "2026-10-01", "prices": [{"term": "on_demand", "unit": "gpu_hour",
      "amount": 2.1, "currency": "USD", "source": "contract 7", "as_of": "2026-10-01"}]})";
    writeAll(user.path / "cloud.json", "{\"formatVersion\": 1, \"kind\": \"offerings\", \"items\": [" + own + "]}\n");
    REQUIRE_FALSE(commitImport(prepare(PriceFormat::SkyPilot, kImport / "skypilot/gcp/vms.csv", user.path)));
    REQUIRE_FALSE(commitImport(prepare(PriceFormat::SkyPilot, kImport / "skypilot/aws/vms.csv", user.path)));

    // A second AWS file: p4d cheaper, p5 and g6 gone, g6.4xlarge new.
    TempDir files;
    fs::create_directories(files.path / "aws");
    writeAll(files.path / "aws/vms.csv",
             "InstanceType,AcceleratorName,AcceleratorCount,Price,SpotPrice,Region\n"
             "p4d.24xlarge,A100,8,24.0,,us-west-2\n"
             "g6.4xlarge,L4,1,1.3232,,ap-southeast-1\n");
    const ImportPlan again = prepare(PriceFormat::SkyPilot, files.path / "aws/vms.csv", user.path);
    REQUIRE(again.usable());
    const CatalogFileUpdate& update = *again.update;
    REQUIRE(update.added.size() == 1);
    CHECK(update.added[0].id == "import-skypilot-aws-g6.4xlarge-singapore");
    REQUIRE(update.changed.size() == 1);
    CHECK(update.changed[0].id == "import-skypilot-aws-p4d.24xlarge-us-west-oregon");
    CHECK(*update.changed[0].before == Approx(32.77 / 8));
    CHECK(*update.changed[0].after == Approx(24.0 / 8));
    REQUIRE(update.removed.size() == 2);
    CHECK(update.removed[0].id == "import-skypilot-aws-g6.xlarge-singapore");
    CHECK(update.removed[1].id == "import-skypilot-aws-p5.48xlarge-us-west-oregon");
    REQUIRE_FALSE(commitImport(again));

    const CatalogLoadResult loaded = loadCatalogs(kShipped, {}, user.path);
    REQUIRE(loaded.ok());
    const Catalog& c = loaded.catalog;
    REQUIRE(c.offering("my-negotiated-h100")); // the user's own entry stays
    CHECK(*amount(*c.offering("my-negotiated-h100"), OfferTerm::OnDemand) == 2.1);
    CHECK(c.offering("import-skypilot-gcp-a3-megagpu-8g-us-west-oregon")); // another provider stays
    CHECK(c.offering("import-skypilot-gcp-g2-standard-4-singapore"));
    CHECK_FALSE(c.offering("import-skypilot-aws-p5.48xlarge-us-west-oregon"));
    const CloudOffering* p4d = c.offering("import-skypilot-aws-p4d.24xlarge-us-west-oregon");
    REQUIRE(p4d);
    CHECK(*amount(*p4d, OfferTerm::OnDemand) == Approx(3.0));
    CHECK(p4d->provenance.origin == Origin::UserCatalog);
    CHECK(c.offering("aws-p5-us-west-oregon")); // shipped offerings are untouched
}

TEST_CASE("import: the team folder sits between the shipped catalogs and the user's", "[import][team]")
{
    TempDir team;
    TempDir user;
    REQUIRE_FALSE(commitImport(prepare(PriceFormat::SkyPilot, kImport / "skypilot/aws/vms.csv", team.path)));
    // The user's own cloud.json holds the same entry at a price they negotiated themselves.
    const std::string teamText = readAll(team.path / "cloud.json");
    std::string userText = teamText;
    const std::string teamPrice = "\"amount\": 4.09625";
    REQUIRE(userText.find(teamPrice) != std::string::npos);
    userText.replace(userText.find(teamPrice), teamPrice.size(), "\"amount\": 3.5");
    writeAll(user.path / "cloud.json", userText);

    const CatalogLoadResult teamOnly = loadCatalogs(kShipped, team.path, {});
    REQUIRE(teamOnly.ok());
    const CloudOffering* fromTeam = teamOnly.catalog.offering("import-skypilot-aws-p4d.24xlarge-us-west-oregon");
    REQUIRE(fromTeam);
    CHECK(fromTeam->provenance.origin == Origin::TeamCatalog);
    CHECK(enumName(fromTeam->provenance.origin) == std::string_view("team"));
    CHECK(*amount(*fromTeam, OfferTerm::OnDemand) == Approx(4.09625));
    CHECK(teamOnly.catalog.offering("aws-p5-us-west-oregon")->provenance.origin == Origin::Shipped);

    const CatalogLoadResult layered = loadCatalogs(kShipped, team.path, user.path);
    REQUIRE(layered.ok());
    const CloudOffering* fromUser = layered.catalog.offering("import-skypilot-aws-p4d.24xlarge-us-west-oregon");
    CHECK(fromUser->provenance.origin == Origin::UserCatalog);
    CHECK(*amount(*fromUser, OfferTerm::OnDemand) == 3.5);
}

TEST_CASE("cli: catalog import exit codes, dry run, --to team and catalog check of a team folder", "[import][cli]")
{
    TempDir data;
    TempDir team;
    const ScopedEnv xdg("XDG_DATA_HOME", data.path.string());
    const fs::path userCloud = data.path / "gpu-planner/catalogs/cloud.json";
    const std::string aws = (kImport / "skypilot/aws/vms.csv").string();

    SECTION("a dry run lists what would change and writes nothing")
    {
        const Run r = runCli({"catalog", "import", "--from", "skypilot", aws, "--dry-run", "--as-of", "2026-11-30"});
        CHECK(r.exitCode == 1); // A10G is unknown
        CHECK(r.out.find("added    import-skypilot-aws-p4d.24xlarge-us-west-oregon  4.09625") != std::string::npos);
        CHECK(r.out.find("A10G (1 row)") != std::string::npos);
        CHECK(r.out.find("Dry run: nothing written") != std::string::npos);
        CHECK_FALSE(fs::exists(userCloud));
    }
    SECTION("a clean import exits 0 and writes the user's cloud.json")
    {
        const Run r = runCli({"catalog", "import", "--from", "skypilot", (kImport / "skypilot/gcp/vms.csv").string()});
        CHECK(r.exitCode == 0);
        CHECK(fs::exists(userCloud));
        const Run again = runCli(
            {"catalog", "import", "--from", "skypilot", (kImport / "skypilot/gcp/vms.csv").string(), "--dry-run"});
        CHECK(again.out.find("0 added, 0 changed, 0 removed, 2 unchanged") != std::string::npos);
    }
    SECTION("unusable input exits 2 and writes nothing")
    {
        CHECK(runCli({"catalog", "import", "--from", "skypilot", (kImport / "not-a-price-list.csv").string()}).exitCode
              == 2);
        CHECK(runCli({"catalog", "import", "--from", "csv", aws}).exitCode == 2);
        CHECK(runCli({"catalog", "import", aws}).exitCode == 2);
        CHECK(runCli({"catalog", "import", "--from", "skypilot", aws, "--as-of", "yesterday"}).exitCode == 2);
        CHECK(runCli({"catalog", "import", "--from", "skypilot", (kImport / "missing.csv").string()}).exitCode == 2);
        CHECK_FALSE(fs::exists(userCloud));
    }
    SECTION("--to team writes the team folder, which catalog check reads as an overlay")
    {
        const ScopedEnv noTeam("GPU_PLANNER_TEAM_CATALOGS", "");
        CHECK(runCli({"catalog", "import", "--from", "skypilot", aws, "--to", "team"}).exitCode == 2); // no team folder
        const Run r = runCli(
            {"--team-catalogs", team.path.string(), "catalog", "import", "--from", "skypilot", aws, "--to", "team"});
        CHECK(r.exitCode == 1);
        CHECK(fs::exists(team.path / "cloud.json"));
        CHECK_FALSE(fs::exists(userCloud));
        const Run check = runCli({"catalog", "check", team.path.string()});
        INFO(check.out);
        CHECK(check.exitCode == 0);
        CHECK(check.out.find("an overlay") != std::string::npos);
        CHECK(check.out.find("3 offerings") != std::string::npos);
    }
}
