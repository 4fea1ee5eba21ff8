// Golden plans: realistic builds under tests/data/golden/<case>/ with the findings they must and must
// not produce (expect.json says why). Run against the shipped catalogs, so catalog edits that change a
// verdict show up here.

#include "models/analysis/scenario_analysis.h"
#include "models/catalog/catalog_io.h"
#include "models/plan/plan_enum_names.h"
#include "models/plan/plan_io.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <set>

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
