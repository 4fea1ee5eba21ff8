// The command line's exit codes (0 fine, 1 findings, 2 unusable input), in process and through the executable.

#include "app/cli.h"

#include "models/analysis/buy_or_rent_verdict.h"
#include "models/analysis/scenario_analysis.h"
#include "models/catalog/catalog_io.h"
#include "models/plan/plan_io.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <vector>

namespace fs = std::filesystem;
using planner::cli::Outcome;

namespace {

const fs::path kData = TEST_DATA_DIR;
const std::string kMin = (kData / "catalog-min").string();

std::string plan(const std::string& name)
{
    return (kData / "plans" / name).string();
}

struct Run {
    Outcome outcome;
    std::string out;
    std::string err;
};

Run run(const std::vector<std::string>& args)
{
    std::ostringstream out;
    std::ostringstream err;
    Run r;
    r.outcome = planner::cli::run(args, out, err);
    r.out = out.str();
    r.err = err.str();
    return r;
}

} // namespace

TEST_CASE("cli: --help and --version exit 0", "[cli]")
{
    for (const std::string flag : {"--help", "-h"}) {
        const Run r = run({flag});
        CHECK(r.outcome.exitCode == 0);
        CHECK_FALSE(r.outcome.runGui);
        CHECK_THAT(r.out, Catch::StartsWith("Usage: gpu-planner"));
        CHECK_THAT(r.out, Catch::Contains("Exit codes: 0 fine, 1 findings"));
        CHECK(r.err.empty());
    }
    const Run v = run({"--version"});
    CHECK(v.outcome.exitCode == 0);
    CHECK_THAT(v.out, Catch::Matches("gpu-planner [0-9]+\\.[0-9]+(\\.[0-9]+)?\n"));
}

TEST_CASE("cli: usage errors exit 2", "[cli]")
{
    SECTION("unknown command")
    {
        const Run r = run({"frobnicate"});
        CHECK(r.outcome.exitCode == 2);
        CHECK(r.err == "gpu-planner: unknown command \"frobnicate\"; see gpu-planner --help\n");
    }
    SECTION("unknown option")
    {
        const Run r = run({"--frobnicate"});
        CHECK(r.outcome.exitCode == 2);
        CHECK_THAT(r.err, Catch::Contains("unknown option \"--frobnicate\""));
    }
    SECTION("--catalogs without a folder")
    {
        const Run r = run({"check", plan("valid.json"), "--catalogs"});
        CHECK(r.outcome.exitCode == 2);
        CHECK(r.err == "gpu-planner: --catalogs needs a folder\n");
    }
    SECTION("check without a plan")
    {
        const Run r = run({"--catalogs", kMin, "check"});
        CHECK(r.outcome.exitCode == 2);
        CHECK_THAT(r.err, Catch::Contains("check needs exactly one plan file"));
    }
    SECTION("catalog without check")
    {
        CHECK(run({"catalog"}).outcome.exitCode == 2);
        CHECK(run({"catalog", "list"}).outcome.exitCode == 2);
    }
}

TEST_CASE("cli: no command opens the window", "[cli]")
{
    const Run none = run({});
    CHECK(none.outcome.runGui);
    CHECK(none.outcome.exitCode == 0);
    const Run withPlan = run({"--catalogs", kMin, plan("valid.json")});
    CHECK(withPlan.outcome.runGui);
    CHECK(withPlan.outcome.planToOpen == plan("valid.json"));
    CHECK(withPlan.outcome.catalogFolder == kMin);
}

TEST_CASE("cli: check a valid plan exits 0", "[cli]")
{
    const Run r = run({"--catalogs", kMin, "check", plan("valid.json")});
    INFO(r.err);
    CHECK(r.outcome.exitCode == 0);
    CHECK(r.err.empty());
    CHECK(r.out == plan("valid.json") + ": 2 scenarios, 0 warnings\n");
    // The option may come after the command too.
    CHECK(run({"check", plan("valid.json"), "--catalogs", kMin}).outcome.exitCode == 0);
}

TEST_CASE("cli: check a bad plan exits 2 with the one-line error", "[cli]")
{
    const Run r = run({"--catalogs", kMin, "check", plan("bad-gpu-count.json")});
    CHECK(r.outcome.exitCode == 2);
    CHECK(r.err
          == plan("bad-gpu-count.json")
              + ":22:25: scenarios[0].cluster.nodeGroups[1].gpuCount: expected an integer from 1 to 16, got "
                "-3\n");
    CHECK(r.out.empty());

    const Run syntax = run({"--catalogs", kMin, "check", plan("bad-syntax.json")});
    CHECK(syntax.outcome.exitCode == 2);
    CHECK_THAT(syntax.err, Catch::StartsWith(plan("bad-syntax.json") + ":13:17: invalid JSON: "));

    const Run missing = run({"--catalogs", kMin, "check", plan("no-such-plan.json")});
    CHECK(missing.outcome.exitCode == 2);
    CHECK_THAT(missing.err, Catch::Contains("no-such-plan.json: cannot read the file"));
}

TEST_CASE("cli: check a plan with only warnings exits 1", "[cli]")
{
    const Run r = run({"--catalogs", kMin, "check", plan("warn-unknown-field.json")});
    CHECK(r.outcome.exitCode == 1);
    CHECK_THAT(r.err, Catch::Contains(":20:80: warning: scenarios[0].workload.precison: unknown field, ignored"));
    CHECK(r.out == plan("warn-unknown-field.json") + ": 1 scenario, 1 warning\n");
}

TEST_CASE("cli: --catalogs is honoured", "[cli]")
{
    // The ids of valid.json exist in catalog-min only; a broken catalog folder makes any check unusable.
    const std::string broken = (kData / "catalog-broken" / "syntax-error").string();
    const Run r = run({"--catalogs", broken, "check", plan("valid.json")});
    CHECK(r.outcome.exitCode == 2);
    CHECK_THAT(r.err, Catch::Contains(broken + "/gpus.json:13:20: invalid JSON"));
    CHECK_THAT(r.err, Catch::Contains("the catalogs cannot be used"));

    const Run missing = run({"--catalogs", (kData / "no-such-folder").string(), "check", plan("valid.json")});
    CHECK(missing.outcome.exitCode == 2);
    CHECK_THAT(missing.err, Catch::Contains("catalog folder not found"));
}

TEST_CASE("cli: catalog check", "[cli]")
{
    SECTION("the minimal folder exits 0")
    {
        const Run r = run({"catalog", "check", kMin});
        CHECK(r.outcome.exitCode == 0);
        CHECK(r.out
              == kMin
                  + ": 0 errors, 0 warnings; 3 GPUs, 2 CPUs, 1 memory modules, 2 NVMe drives, 2 NICs, 2 "
                    "platforms, 2 cooling methods, 3 regions, 2 offerings, 2 FX rates, 3 models\n");
    }
    SECTION("the folder of --catalogs when none is given")
    {
        const Run r = run({"--catalogs", kMin, "catalog", "check"});
        CHECK(r.outcome.exitCode == 0);
        CHECK_THAT(r.out, Catch::StartsWith(kMin + ": 0 errors"));
    }
    SECTION("a broken folder exits 2 and prints the problem")
    {
        const std::string broken = (kData / "catalog-broken" / "tdp-out-of-range").string();
        const Run r = run({"catalog", "check", broken});
        CHECK(r.outcome.exitCode == 2);
        CHECK_THAT(r.out,
                   Catch::StartsWith(broken
                                     + "/gpus.json:18:15: items[0].tdpW: expected a number from 10 "
                                       "to 2000, got 7000\n"
                                     + broken + ": 1 error, 0 warnings;"));
    }
}

TEST_CASE("cli: the executable exits 2 on a bad plan with the error on stderr", "[cli]")
{
    std::string pattern = (fs::temp_directory_path() / "gpu-planner-cli-XXXXXX").string();
    REQUIRE(::mkdtemp(pattern.data()) != nullptr);
    const fs::path dir = pattern;
    const fs::path out = dir / "stdout.txt";
    const fs::path err = dir / "stderr.txt";
    const std::string command = std::string("'") + GPU_PLANNER_EXE + "' --catalogs '" + kMin + "' check '"
        + plan("bad-gpu-count.json") + "' >'" + out.string() + "' 2>'" + err.string() + "'";
    const int status = std::system(command.c_str());
    REQUIRE(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 2);
    std::ifstream errIn(err);
    std::ostringstream errText;
    errText << errIn.rdbuf();
    CHECK(errText.str()
          == plan("bad-gpu-count.json")
              + ":22:25: scenarios[0].cluster.nodeGroups[1].gpuCount: expected an integer from 1 to "
                "16, got -3\n");
    CHECK(fs::file_size(out) == 0);

    const std::string ok = std::string("'") + GPU_PLANNER_EXE + "' --catalogs '" + kMin + "' check '"
        + plan("valid.json") + "' >'" + out.string() + "' 2>'" + err.string() + "'";
    const int okStatus = std::system(ok.c_str());
    REQUIRE(WIFEXITED(okStatus));
    CHECK(WEXITSTATUS(okStatus) == 0);
    std::error_code ec;
    fs::remove_all(dir, ec);
}

TEST_CASE("cli: estimate and tco print what the analysis chain computes", "[cli]")
{
    const std::string example = EXAMPLES_DIR "/shenzhen-llm-finetune.json";
    const auto shipped = planner::loadCatalogFolder(SOURCE_CATALOG_DIR, planner::Origin::Shipped, true);
    REQUIRE(shipped.ok());
    const auto loaded = planner::loadPlan(example, &shipped.catalog);
    REQUIRE(loaded.ok());
    const planner::Catalog catalog = planner::withOverrides(shipped.catalog, loaded.plan->priceOverrides);
    const auto& scenarios = loaded.plan->scenarios;
    REQUIRE(!scenarios.empty());

    const Run estimate = run({"--catalogs", SOURCE_CATALOG_DIR, "estimate", example, "--json"});
    REQUIRE(estimate.outcome.exitCode == 0);
    const auto estimateJson = nlohmann::json::parse(estimate.out);
    REQUIRE(estimateJson["scenarios"].size() == scenarios.size());
    for (std::size_t i = 0; i < scenarios.size(); ++i)
        CHECK(estimateJson["scenarios"][i]["estimate"]
              == planner::estimateToJson(planner::analyseScenario(scenarios[i], catalog, false).estimate));

    const Run tco = run({"--catalogs", SOURCE_CATALOG_DIR, "tco", example, "--json"});
    REQUIRE(tco.outcome.exitCode == 0);
    const auto tcoJson = nlohmann::json::parse(tco.out);
    REQUIRE(tcoJson["scenarios"].size() == scenarios.size());
    // Each result is tcoToJson's, with the buy-or-rent verdict beside it.
    const auto withVerdict = [&catalog](const planner::TcoResult& result) {
        nlohmann::json j = planner::tcoToJson(result);
        j["verdict"] = planner::render(planner::buyOrRentVerdict(result, catalog));
        return j;
    };
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        const auto analysis = planner::analyseScenario(scenarios[i], catalog);
        REQUIRE(tcoJson["scenarios"][i]["regions"].size() == 1);
        CHECK(tcoJson["scenarios"][i]["regions"][0] == withVerdict(analysis.tco));
        CHECK(tco.out.find("\"verdict\": \"") != std::string::npos);

        const std::string region = scenarios[i].site.regionId;
        const Run regions = run({"--catalogs", SOURCE_CATALOG_DIR, "tco", example, "--scenario", scenarios[i].name,
                                 "--json", "--region", region, "singapore"});
        REQUIRE(regions.outcome.exitCode == 0);
        const auto regionsJson = nlohmann::json::parse(regions.out)["scenarios"][0]["regions"];
        const auto expected = planner::analyseRegions(scenarios[i], catalog, analysis, {region, "singapore"});
        REQUIRE(regionsJson.size() == 2);
        CHECK(regionsJson[0] == withVerdict(analysis.tco));
        CHECK(regionsJson[1] == withVerdict(expected[1].result));
    }
    // The text output states the same verdict, one line per scenario and region.
    const Run text = run({"--catalogs", SOURCE_CATALOG_DIR, "tco", example});
    REQUIRE(text.outcome.exitCode == 0);
    for (const auto& scenario : scenarios)
        CHECK(text.out.find(
                  "  verdict: "
                  + planner::render(planner::buyOrRentVerdict(planner::analyseScenario(scenario, catalog).tco, catalog))
                  + "\n")
              != std::string::npos);
}
