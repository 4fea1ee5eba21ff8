// Golden plans: realistic builds under tests/data/golden/<case>/ with the findings they must and must
// not produce (expect.json says why). Run against the shipped catalogs, so catalog edits that change a
// verdict show up here.

#include "models/analysis/scenario_analysis.h"
#include "models/catalog/catalog_io.h"
#include "models/plan/plan_enum_names.h"
#include "models/plan/plan_fields.h"
#include "models/plan/plan_io.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

namespace {

const planner::Catalog& shipped()
{
    static const planner::Catalog catalog
        = planner::loadCatalogFolder(SOURCE_CATALOG_DIR, planner::Origin::Shipped, true).catalog;
    return catalog;
}

} // namespace

TEST_CASE("Golden plans produce the findings they must and no others they must not", "[golden][rules]")
{
    const std::filesystem::path root = std::filesystem::path(TEST_DATA_DIR) / "golden";
    std::vector<std::filesystem::path> cases;
    for (const auto& entry : std::filesystem::directory_iterator(root))
        if (entry.is_directory())
            cases.push_back(entry.path());
    std::sort(cases.begin(), cases.end());
    REQUIRE(cases.size() >= 8);

    for (const auto& folder : cases) {
        DYNAMIC_SECTION(folder.filename().string())
        {
            const auto loaded = planner::loadPlan(folder / "plan.json", &shipped());
            INFO((loaded.diagnostics.empty() ? std::string() : loaded.diagnostics.front().toString()));
            REQUIRE(loaded.ok());
            std::ifstream in(folder / "expect.json");
            const auto expect = nlohmann::json::parse(in);
            const auto& scenario = loaded.plan->scenarios.front();
            const auto analysis = planner::analyseScenario(scenario, shipped());
            std::set<std::string> rules;
            std::set<std::string> severities;
            std::string listing;
            for (const auto& f : analysis.findings) {
                rules.insert(std::string(f.ruleId));
                severities.insert("*" + std::string(planner::enumName(f.severity)));
                listing += std::string(planner::enumName(f.severity)) + " " + std::string(f.ruleId) + ": " + f.message()
                    + "\n";
            }
            INFO("why: " << expect.value("why", std::string()) << "\nfindings:\n" << listing);
            for (const auto& rule : expect.at("must"))
                CHECK(rules.count(rule.get<std::string>()) == 1);
            for (const auto& rule : expect.at("mustNot")) {
                const auto id = rule.get<std::string>();
                CHECK((id.front() == '*' ? severities.count(id) : rules.count(id)) == 0);
            }
            // Key figures, worked out by hand in the file's "figuresWhy", held to 1%.
            if (expect.contains("figures")) {
                INFO("figures: " << expect.value("figuresWhy", std::string()));
                const auto& figures = expect.at("figures");
                if (figures.contains("memoryPerGpuGB"))
                    CHECK(analysis.estimate.memory.perGpuGB
                          == Approx(figures.at("memoryPerGpuGB").get<double>()).epsilon(0.01));
                if (figures.contains("daysPerRun"))
                    CHECK(analysis.estimate.compute.days
                          == Approx(figures.at("daysPerRun").get<double>()).epsilon(0.01));
            }
        }
    }
}

// Every fix a rule suggests names a plan field by its descriptor's id and a value that field takes, so the
// window's "Apply suggested fix" changes the plan (before the descriptors, the fixes of seven fields named
// strings no branch of the window's dispatch took, and the button did nothing).
TEST_CASE("Every suggested fix of the golden plans and the examples names a field that takes its value",
          "[golden][rules][fields]")
{
    std::vector<std::filesystem::path> plans;
    for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(TEST_DATA_DIR) / "golden"))
        if (entry.is_directory())
            plans.push_back(entry.path() / "plan.json");
    for (const auto& entry : std::filesystem::directory_iterator(EXAMPLES_DIR))
        if (entry.path().extension() == ".json")
            plans.push_back(entry.path());
    std::sort(plans.begin(), plans.end());
    std::set<std::string> fields;
    int fixes = 0;
    for (const auto& path : plans) {
        const auto loaded = planner::loadPlan(path, &shipped());
        REQUIRE(loaded.plan);
        for (planner::Scenario scenario : loaded.plan->scenarios)
            for (const planner::Finding& finding : planner::analyseScenario(scenario, shipped()).findings) {
                if (!finding.action)
                    continue;
                const planner::FixAction& action = *finding.action;
                INFO(path.filename().string()
                     << ", " << scenario.name << ": " << finding.messageKey() << " sets " << action.field);
                const auto field = planner::findPlanField(action.field);
                REQUIRE(field);
                const bool groupField = planner::describe(*field).part == planner::PlanPart::Cluster;
                CHECK(groupField == (action.nodeGroup >= 0));
                planner::FieldValue value = action.number;
                if (action.isText())
                    value = action.text;
                CHECK(planner::setPlanField(scenario, *field, groupField ? action.nodeGroup : -1, value));
                CHECK(planner::planFieldValue(scenario, *field, groupField ? action.nodeGroup : -1) == value);
                fields.insert(action.field);
                ++fixes;
            }
    }
    INFO(fixes << " fixes over " << fields.size() << " fields");
    CHECK(fixes >= 10);
    CHECK(fields.size() >= 5);
}
