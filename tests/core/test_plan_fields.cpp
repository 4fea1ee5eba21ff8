// The plan's field descriptors: the loader, the saver and README's tables all follow them.
#include "models/plan/plan_fields.h"
#include "models/plan/plan_io.h"
#include "models/text/message.h"

#include "test_files.h"

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <set>
#include <string>

using namespace planner;

namespace {

template <typename Owner> void checkTable(std::span<const PlanField<Owner>> fields)
{
    std::set<std::string> keys;
    for (const auto& f : fields) {
        INFO("field " << f.key);
        CHECK(keys.insert(std::string(f.key)).second);
        CHECK(f.read);
        CHECK(f.write);
        CHECK(findText(f.labelKey) != nullptr);
        CHECK(findText(f.tooltipKey) != nullptr);
        if (f.type == FieldType::Integer || f.type == FieldType::Number)
            CHECK(f.minimum < f.maximum);
    }
}

} // namespace

TEST_CASE("Every plan field has a key once, a reader, a writer, a label and a tooltip", "[plan]")
{
    checkTable(nodeGroupFields());
    checkTable(fabricFields());
    checkTable(workloadFields());
    checkTable(siteFields());
    checkTable(financeFields());
    CHECK(workloadFields().size() == 26);
}

TEST_CASE("The loader takes its limits from the descriptors", "[plan]")
{
    // Hand-picked: the README documents 1–64 for tensorParallel and 12–60 months for the horizon.
    const auto* tp = findField(workloadFields(), "tensorParallel");
    REQUIRE(tp);
    CHECK(tp->minimum == 1);
    CHECK(tp->maximum == 64);
    std::string text = testing::readAll(std::filesystem::path(TEST_DATA_DIR) / "plans" / "valid.json");
    auto plan = nlohmann::json::parse(text);
    plan["scenarios"][0]["workload"]["tensorParallel"] = 65;
    plan["scenarios"][0]["finance"]["horizonMonths"] = 11;
    const PlanLoadResult loaded = parsePlan(plan.dump(2), "plan.json", nullptr);
    std::set<std::string> paths;
    for (const auto& d : loaded.diagnostics)
        paths.insert(d.path);
    CHECK(paths.count("scenarios[0].workload.tensorParallel") == 1);
    CHECK(paths.count("scenarios[0].finance.horizonMonths") == 1);
}

TEST_CASE("The saver writes every described field and nothing else", "[plan]")
{
    const PlanLoadResult loaded = loadPlan(std::filesystem::path(TEST_DATA_DIR) / "plans" / "valid.json", nullptr);
    REQUIRE(loaded.plan);
    const nlohmann::json j = planToJson(*loaded.plan);
    const auto& workload = j["scenarios"][0]["workload"];
    CHECK(workload.size() == workloadFields().size());
    for (const auto& f : workloadFields())
        CHECK(workload.contains(std::string(f.key)));
    // A named offering is written only when one is named.
    const auto& finance = j["scenarios"][0]["finance"];
    for (const auto& [key, value] : finance.items())
        CHECK(findField(financeFields(), key) != nullptr);
    for (const auto& f : financeFields())
        if (!f.key.ends_with("Offering"))
            CHECK(finance.contains(std::string(f.key)));
}

TEST_CASE("README's field tables are the descriptors' own", "[plan][docs]")
{
    const std::string readme = testing::readAll(std::filesystem::path(README_FILE));
    const std::string begin = "from the field descriptors; a test keeps them equal -->\n";
    const auto from = readme.find(begin);
    const auto to = readme.find("<!-- /plan-fields -->");
    REQUIRE(from != std::string::npos);
    REQUIRE(to != std::string::npos);
    // Run `gpu-planner plan-fields` and paste its output between the markers when this fails.
    CHECK(readme.substr(from + begin.size(), to - from - begin.size()) == planFieldsMarkdown());
}
