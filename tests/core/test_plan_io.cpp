// Plan files: round trip, atomic save, and one fixture per kind of error with its exact place and wording.

#include "models/catalog/catalog_io.h"
#include "models/plan/plan_io.h"

#include "test_files.h"

#include <catch2/catch.hpp>

#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/resource.h>

namespace fs = std::filesystem;
using namespace planner;

namespace {

using planner::testing::readAll;
using planner::testing::TempDir;
using planner::testing::writeAll;

const fs::path kData = TEST_DATA_DIR;
const fs::path kPlans = kData / "plans";

std::size_t entriesIn(const fs::path& folder)
{
    std::size_t n = 0;
    for ([[maybe_unused]] const auto& entry : fs::directory_iterator(folder))
        ++n;
    return n;
}

const Catalog& minCatalog()
{
    static const CatalogLoadResult loaded = loadCatalogFolder(kData / "catalog-min", Origin::Shipped, true);
    REQUIRE(loaded.ok());
    return loaded.catalog;
}

// A plan with two scenarios and a value other than the default in every field.
Plan fullPlan()
{
    Plan plan;
    plan.name = "Round trip — 往返";
    plan.description = "Every field set\nover two lines";
    plan.priceOverrides = {
        {"gpu", "h100-sxm5-80gb", "price", 27500.5, "USD", "integrator quote Q-1234", "2025-09-01"},
        {"region", "cn-shenzhen", "electricityPerKwh", 0.65, "CNY", "utility contract", "2025-10-15"},
    };

    Scenario a;
    a.name = "HGX H100 pretraining";
    NodeGroup g1;
    g1.name = "HGX H100";
    g1.platformId = "hgx-h100-8gpu";
    g1.gpuId = "h100-sxm5-80gb";
    g1.gpuCount = 4;
    g1.cpuId = "xeon-8480plus";
    g1.cpuSockets = 1;
    g1.memoryId = "ddr5-64gb-4800-rdimm";
    g1.memoryCount = 24;
    g1.nvmeId = "pm9a3-3.84tb";
    g1.nvmeCount = 6;
    g1.nvmeLayout = NvmeLayout::Raid10;
    g1.nicId = "cx7-ndr-400g";
    g1.nicCount = 4;
    g1.nodeCount = 12;
    NodeGroup g2 = g1;
    g2.name = "PCIe inference";
    g2.platformId = "4u-8gpu-pcie";
    g2.gpuId = "rtx-4090";
    g2.gpuCount = 7;
    g2.cpuId = "epyc-9654";
    g2.cpuSockets = 2;
    g2.memoryCount = 12;
    g2.nvmeId = "micron-7450-7.68tb";
    g2.nvmeCount = 3;
    g2.nvmeLayout = NvmeLayout::Jbod;
    g2.nicId = "cx6-dx-100g";
    g2.nicCount = 2;
    g2.nodeCount = 3;
    a.cluster.nodeGroups = {g1, g2};
    a.fabric.topology = FabricTopology::LeafSpine;
    a.fabric.oversubscription = 2.5;
    Workload& w = a.workload;
    w.kind = WorkloadKind::Pretraining;
    w.modelId = "llama3-70b";
    w.precision = Precision::FP8;
    w.optimizer = Optimizer::AdamW8bit;
    w.dataParallel = 6;
    w.tensorParallel = 4;
    w.pipelineParallel = 2;
    w.zeroStage = 2;
    w.fsdp = true;
    w.recompute = Recompute::Full;
    w.flashAttention = false;
    w.microBatch = 3;
    w.sequenceLength = 16384;
    w.globalBatch = 1536;
    w.tokensB = 123.456;
    w.loraRank = 32;
    w.epochs = 3;
    w.contextLength = 32768;
    w.concurrentSequences = 48;
    w.targetTokensPerSecond = 1234.5;
    w.datasetTB = 0.1;
    w.targetDays = 30.5;
    w.runsPerMonth = 0.25;
    w.customGpuHoursPerMonth = 77;
    a.site.regionId = "us-west-oregon";
    a.site.coolingId = "dlc-60kw";
    a.site.pueOverride = 1.23;
    Finance& f = a.finance;
    f.horizonMonths = 48;
    f.discountRatePct = 9.75;
    f.utilisationPct = 85.5;
    f.profile = UtilisationProfile::Ramp;
    f.demandFromWorkload = true;
    f.rampStartPct = 35;
    f.rampEndPct = 95;
    f.displayCurrency = "SGD";
    f.financed = true;
    f.loanRatePct = 4.2;
    f.loanTermMonths = 60;
    f.maintenancePctPerYear = 6.5;
    f.residualValuePct = 15;
    f.staffBaseFte = 1.5;
    f.staffFtePerNode = 0.1;
    f.sparesPct = 3.5;
    f.hybridBaseLoadPct = 45;
    f.storagePerTbMonth = 120;
    f.egressTbPerMonth = 7.5;

    Scenario b;
    b.name = "Custom demand in Shenzhen";
    NodeGroup g3;
    g3.platformId = "4u-8gpu-pcie";
    g3.gpuId = "rtx-4090";
    g3.gpuCount = 2;
    g3.cpuId = "epyc-9654";
    g3.cpuSockets = 1;
    g3.memoryId = "ddr5-64gb-4800-rdimm";
    g3.memoryCount = 4;
    g3.nvmeId = "";
    g3.nvmeCount = 0;
    g3.nvmeLayout = NvmeLayout::Raid1;
    g3.nicId = "";
    g3.nicCount = 0;
    g3.nodeCount = 1;
    b.cluster.nodeGroups = {g3};
    b.fabric.topology = FabricTopology::None;
    b.workload.kind = WorkloadKind::Custom;
    b.workload.modelId = "";
    b.workload.customGpuHoursPerMonth = 5000;
    b.site.regionId = "cn-shenzhen";
    b.site.coolingId = "air-15kw";
    b.finance.displayCurrency = "CNY";
    b.finance.horizonMonths = 24;
    plan.scenarios = {a, b};
    return plan;
}

// Loads a fixture against tests/data/catalog-min and returns its diagnostics.
PlanLoadResult loadFixture(const std::string& name)
{
    return loadPlan(kPlans / name, &minCatalog());
}

// The fixture yields exactly one diagnostic, an error, at this place with this message.
void requireOneError(const std::string& fixture, const std::string& path, int line, int column,
                     const std::string& message)
{
    INFO("fixture " << fixture);
    const PlanLoadResult result = loadFixture(fixture);
    CHECK_FALSE(result.ok());
    REQUIRE(result.diagnostics.size() == 1);
    const Diagnostic& d = result.diagnostics.front();
    CHECK(d.severity == Severity::Error);
    CHECK(d.file == (kPlans / fixture).string());
    CHECK(d.path == path);
    CHECK(d.line == line);
    CHECK(d.column == column);
    CHECK(d.message == message);
}

} // namespace

TEST_CASE("plan: serialize then parse gives back an equal plan", "[plan_io]")
{
    const Plan plan = fullPlan();
    const std::string text = serializePlan(plan);
    const PlanLoadResult parsed = parsePlan(text, "memory.json", &minCatalog());
    INFO(text);
    for (const auto& d : parsed.diagnostics)
        INFO(d.toString());
    REQUIRE(parsed.ok());
    CHECK(parsed.diagnostics.empty());
    CHECK(*parsed.plan == plan);
    // Deterministic output: serializing the parsed plan gives the same bytes.
    CHECK(serializePlan(*parsed.plan) == text);
}

TEST_CASE("plan: the valid fixture loads with no diagnostics", "[plan_io]")
{
    const PlanLoadResult result = loadFixture("valid.json");
    for (const auto& d : result.diagnostics)
        INFO(d.toString());
    REQUIRE(result.ok());
    CHECK(result.diagnostics.empty());
    REQUIRE(result.plan->scenarios.size() == 2);
    CHECK(result.plan->scenarios[0].cluster.nodeGroups[0].nvmeLayout == NvmeLayout::Raid10);
    CHECK(result.plan->scenarios[1].workload.kind == WorkloadKind::LoRA);
    CHECK(result.plan->priceOverrides.size() == 1);
}

TEST_CASE("plan: save then load gives back an equal plan", "[plan_io]")
{
    TempDir dir;
    const fs::path file = dir.path / "plan.json";
    const Plan plan = fullPlan();
    REQUIRE_FALSE(savePlan(plan, file).has_value());
    const PlanLoadResult loaded = loadPlan(file, &minCatalog());
    REQUIRE(loaded.ok());
    CHECK(*loaded.plan == plan);
    CHECK(entriesIn(dir.path) == 1); // no temporary file left behind
}

TEST_CASE("plan: save replaces an existing file and keeps its permissions", "[plan_io]")
{
    TempDir dir;
    const fs::path file = dir.path / "plan.json";
    writeAll(file, "old content\n");
    fs::permissions(file, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
    Plan plan = fullPlan();
    REQUIRE_FALSE(savePlan(plan, file).has_value());
    CHECK(readAll(file) == serializePlan(plan));
    CHECK((fs::status(file).permissions() & fs::perms::all)
          == (fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read));
    plan.name = "second save";
    REQUIRE_FALSE(savePlan(plan, file).has_value());
    CHECK(*loadPlan(file, nullptr).plan == plan);
    CHECK(entriesIn(dir.path) == 1);
}

TEST_CASE("plan: a save that fails leaves the previous file intact and names the file", "[plan_io]")
{
    TempDir dir;
    const Plan plan = fullPlan();

    SECTION("the folder does not exist")
    {
        const fs::path file = dir.path / "no-such-folder" / "plan.json";
        const auto error = savePlan(plan, file);
        REQUIRE(error.has_value());
        CHECK_THAT(*error, Catch::Contains(file.string()));
        CHECK_FALSE(fs::exists(file));
    }
    SECTION("the target is a folder")
    {
        const fs::path target = dir.path / "plan.json";
        fs::create_directory(target);
        writeAll(target / "keep.txt", "keep me");
        const auto error = savePlan(plan, target);
        REQUIRE(error.has_value());
        CHECK_THAT(*error, Catch::Contains(target.string()));
        CHECK(fs::is_directory(target));
        CHECK(readAll(target / "keep.txt") == "keep me");
        CHECK(entriesIn(dir.path) == 1); // the temporary file was removed
    }
    SECTION("the disk fills up during the write")
    {
        // Tests run as root, so permissions cannot make a write fail; a file size limit can.
        const fs::path file = dir.path / "plan.json";
        const std::string old = "{ \"formatVersion\": 1, \"previous\": true }\n";
        writeAll(file, old);
        rlimit saved {};
        REQUIRE(::getrlimit(RLIMIT_FSIZE, &saved) == 0);
        const auto previousHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit small = saved;
        small.rlim_cur = 256;
        REQUIRE(::setrlimit(RLIMIT_FSIZE, &small) == 0);
        const auto error = savePlan(plan, file);
        ::setrlimit(RLIMIT_FSIZE, &saved);
        std::signal(SIGXFSZ, previousHandler);
        REQUIRE(error.has_value());
        CHECK_THAT(*error, Catch::StartsWith("cannot write") && Catch::Contains("plan.json"));
        CHECK(readAll(file) == old);
        CHECK(entriesIn(dir.path) == 1);
    }
}

TEST_CASE("plan error: syntax error with line and column", "[plan_io]")
{
    // Line 12 lacks its comma; the parser stops at the next key, line 13.
    requireOneError("bad-syntax.json", "", 13, 17,
                    "invalid JSON: while parsing object - unexpected string literal; expected '}'");
    CHECK(loadFixture("bad-syntax.json").diagnostics.front().toString()
          == (kPlans / "bad-syntax.json").string()
              + ":13:17: invalid JSON: while parsing object - unexpected string literal; expected '}'");
}

TEST_CASE("plan error: wrong type", "[plan_io]")
{
    requireOneError("bad-wrong-type.json", "scenarios[0].cluster.nodeGroups[0].gpuCount", 12, 25,
                    "expected an integer from 1 to 16, got \"8\"");
}

TEST_CASE("plan error: out of range, the issue's example", "[plan_io]")
{
    requireOneError("bad-gpu-count.json", "scenarios[0].cluster.nodeGroups[1].gpuCount", 22, 25,
                    "expected an integer from 1 to 16, got -3");
    CHECK_THAT(loadFixture("bad-gpu-count.json").diagnostics.front().toString(),
               Catch::EndsWith("bad-gpu-count.json:22:25: scenarios[0].cluster.nodeGroups[1].gpuCount: expected an "
                               "integer from 1 to 16, got -3"));
}

TEST_CASE("plan error: missing required field points at the object that lacks it", "[plan_io]")
{
    requireOneError("bad-missing-field.json", "scenarios[0].cluster.nodeGroups[0].gpu", 9, 11,
                    "missing required field");
}

TEST_CASE("plan error: unknown enum value lists the accepted names", "[plan_io]")
{
    requireOneError("bad-enum.json", "scenarios[0].workload.precision", 20, 81,
                    "expected one of \"fp32\", \"bf16\", \"fp8\", \"int8\" or \"int4\", got \"bf17\"");
}

TEST_CASE("plan error: unknown catalog id with the nearest known ids", "[plan_io]")
{
    requireOneError("bad-unknown-id.json", "scenarios[0].cluster.nodeGroups[0].gpu", 11, 20,
                    "unknown GPU id \"a100-sxm4-40gb\"; nearest known: \"a100-sxm4-80gb\", \"h100-sxm5-80gb\"");
    // Without a catalog the ids are not checked.
    std::ifstream in(kPlans / "bad-unknown-id.json");
    std::ostringstream text;
    text << in.rdbuf();
    CHECK(parsePlan(text.str(), "bad-unknown-id.json", nullptr).ok());
}

TEST_CASE("plan error: newer format version is refused", "[plan_io]")
{
    requireOneError("bad-newer-version.json", "formatVersion", 2, 20,
                    "the plan was written by a newer GPU Cluster Planner (format version 7); this version reads "
                    "format version 2 and older. Update the program.");
    CHECK_FALSE(loadFixture("bad-newer-version.json").plan.has_value());
}

TEST_CASE("plan error: missing format version", "[plan_io]")
{
    requireOneError("bad-missing-version.json", "formatVersion", 1, 1,
                    "missing required field: is this a GPU Cluster Planner plan?");
    CHECK_FALSE(loadFixture("bad-missing-version.json").plan.has_value());
}

TEST_CASE("plan error: duplicate scenario names", "[plan_io]")
{
    requireOneError("bad-duplicate-names.json", "scenarios[1].name", 25, 15,
                    "scenario name \"HGX H100\" is used twice; names must be unique");
}

TEST_CASE("plan error: nesting deeper than 64 levels", "[plan_io]")
{
    // The document object is level 1, so the 64th "[" on line 4 (column 13 + 63) is level 65.
    requireOneError("bad-deep-nesting.json", "", 4, 76, "nesting deeper than 64 levels");
}

TEST_CASE("plan error: a number too large for a double", "[plan_io]")
{
    requireOneError("bad-number-overflow.json", "", 20, 100, "invalid JSON: number overflow parsing '1e400'");
}

TEST_CASE("plan error: oversize file is refused before reading", "[plan_io]")
{
    TempDir dir;
    const fs::path file = dir.path / "huge.json";
    {
        std::ofstream out(file, std::ios::binary);
        out << "{ \"formatVersion\": 1, \"_padding\": \"";
        out << std::string(kMaxPlanBytes, 'x');
        out << "\" }\n";
    }
    const auto size = fs::file_size(file);
    const PlanLoadResult result = loadPlan(file, &minCatalog());
    CHECK_FALSE(result.plan.has_value());
    REQUIRE(result.diagnostics.size() == 1);
    const Diagnostic& d = result.diagnostics.front();
    CHECK(d.file == file.string());
    CHECK(d.line == 0);
    CHECK(d.message
          == "file is " + std::to_string(size) + " bytes, more than the limit of " + std::to_string(kMaxPlanBytes)
              + " bytes");
}

TEST_CASE("plan error: unreadable inputs", "[plan_io]")
{
    SECTION("no such file")
    {
        const PlanLoadResult result = loadPlan(kPlans / "no-such-plan.json", nullptr);
        REQUIRE(result.diagnostics.size() == 1);
        CHECK_THAT(result.diagnostics.front().toString(),
                   Catch::Contains("no-such-plan.json: cannot read the file: No such file or directory"));
    }
    SECTION("a folder")
    {
        const PlanLoadResult result = loadPlan(kPlans, nullptr);
        REQUIRE(result.diagnostics.size() == 1);
        CHECK(result.diagnostics.front().message == "is a folder, expected a JSON file");
    }
    SECTION("the document is not an object")
    {
        const PlanLoadResult result = parsePlan("[1, 2]", "array.json", nullptr);
        REQUIRE(result.diagnostics.size() == 1);
        CHECK(result.diagnostics.front().toString() == "array.json: (document): expected an object, got an array");
    }
    SECTION("an empty file")
    {
        const PlanLoadResult result = parsePlan("", "empty.json", nullptr);
        REQUIRE(result.diagnostics.size() == 1);
        CHECK_THAT(result.diagnostics.front().message, Catch::StartsWith("invalid JSON: "));
    }
}

TEST_CASE("plan warning: unknown field is ignored with a suggestion", "[plan_io]")
{
    const PlanLoadResult result = loadFixture("warn-unknown-field.json");
    CHECK(result.ok());
    REQUIRE(result.diagnostics.size() == 1);
    const Diagnostic& d = result.diagnostics.front();
    CHECK(d.severity == Severity::Warning);
    CHECK(d.path == "scenarios[0].workload.precison");
    CHECK(d.line == 20);
    CHECK(d.column == 80);
    CHECK(d.message == "unknown field, ignored; did you mean \"precision\"?");
    CHECK_THAT(d.toString(), Catch::Contains(":20:80: warning: scenarios[0].workload.precison: unknown field"));
    // Fields starting with "_" are notes for people: no warning for them.
    const PlanLoadResult notes
        = parsePlan(R"({"formatVersion": 1, "_comment": "x", "scenarios": []})", "notes.json", nullptr);
    REQUIRE(notes.diagnostics.size() == 1);
    CHECK(notes.diagnostics.front().toString() == "notes.json:1:52: scenarios: expected at least one scenario");
}

TEST_CASE("A scenario's what-if is saved only when set, and read back, out of range is named", "[plan][whatif]")
{
    planner::Plan plan;
    plan.name = "what-if";
    plan.scenarios.emplace_back();
    plan.scenarios[0].name = "s";
    CHECK(planner::serializePlan(plan).find("whatIf") == std::string::npos); // the default is not written

    plan.scenarios[0].whatIf.rentalPricePct = 70;
    plan.scenarios[0].whatIf.gpuPricePct = 120;
    const auto reread = planner::parsePlan(planner::serializePlan(plan), "what-if.json", nullptr);
    REQUIRE(reread.plan);
    CHECK(reread.plan->scenarios.at(0).whatIf == plan.scenarios[0].whatIf);

    std::string text = planner::serializePlan(plan);
    const std::string from = "\"rentalPricePct\": 70";
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), "\"rentalPricePct\": 5");
    const auto bad = planner::parsePlan(text, "what-if.json", nullptr);
    // The bare plan has other problems too (no node group, no region): one of the messages names the field.
    REQUIRE_FALSE(bad.diagnostics.empty());
    std::string said;
    for (const auto& diagnostic : bad.diagnostics)
        said += diagnostic.toString() + "\n";
    CHECK(said.find("scenarios[0].whatIf.rentalPricePct: expected a number from 10 to 500, got 5")
          != std::string::npos);
}
