// The advisor's section of the quote: which frontier points its table lists, that each row is the point
// it names with its exact NPV and its sentence, and that the CSV quote carries the rows only when asked.

#include "csv_parse.h"
#include "fixtures.h"
#include "models/plan/plan_io.h"
#include "models/quote/quote_advice.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>

using namespace planner;

namespace {

// Ten frontier points twice as slow each (so evenly spaced on a log scale), each cheaper than the last.
Advice tenPoints(std::optional<std::size_t> best)
{
    Advice a;
    a.currency = "CNY";
    a.training = true;
    for (int i = 0; i < 10; ++i) {
        AdvicePoint p;
        p.days = std::pow(2.0, i);
        p.npv = 1e6 * (10 - i);
        p.best = best && static_cast<int>(*best) == i;
        a.frontier.push_back(p);
    }
    a.best = best;
    return a;
}

} // namespace

TEST_CASE("the quote's advice table lists the best, its neighbours, both ends, then points spread in time",
          "[quote][advise]")
{
    // Best 7: 7, the fastest 0, the cheapest 9, the neighbours 6 and 8; then the one nearest the middle of
    // log time (4.5 of 0..9: 4 and 5 tie, the first is kept).
    CHECK(quoteAdviceSelection(tenPoints(7)) == std::vector<std::size_t> {0, 4, 6, 7, 8, 9});
    // The point chosen in the window comes right after the best.
    CHECK(quoteAdviceSelection(tenPoints(7), 2) == std::vector<std::size_t> {0, 2, 6, 7, 8, 9});
    // No best: both ends, then the middle, the quarters (2.25 → 2, 6.75 → 7), the eighths (1.125 → 1).
    CHECK(quoteAdviceSelection(tenPoints(std::nullopt)) == std::vector<std::size_t> {0, 1, 2, 4, 7, 9});
    // Fewer points than rows: every one.
    Advice three = tenPoints(1);
    three.frontier.resize(3);
    CHECK(quoteAdviceSelection(three) == std::vector<std::size_t> {0, 1, 2});
    CHECK(quoteAdviceSelection(Advice {}).empty());
}

TEST_CASE("each row of the quote's advice table is the frontier point it names, with its exact NPV and why",
          "[quote][advise]")
{
    const Catalog catalog = testing::fixtureCatalog();
    Scenario scenario = testing::fixtureScenario();
    scenario.workload.targetDays = 2;
    AdviceRequest request;
    request.maxNodes = 3;
    request.regionIds = {"cn-shenzhen"};
    request.maxRackKw = 30;
    const Advice advice = advise(scenario, catalog, request);
    REQUIRE(advice.frontier.size() >= 3);
    REQUIRE(advice.best);
    const QuoteAdvice q = quoteAdvice(advice, request, catalog, englishText());
    CHECK(q.frontier.size() == advice.frontier.size());
    REQUIRE(q.rows.size() == std::min<std::size_t>(6, advice.frontier.size()));
    int bestRows = 0;
    for (std::size_t k = 0; k < q.rows.size(); ++k) {
        const QuoteAdviceRow& row = q.rows[k];
        const AdvicePoint& p = advice.frontier.at(row.frontierIndex);
        const NodeGroup& g = p.scenario.cluster.nodeGroups.front();
        INFO(row.why);
        CHECK(row.number == static_cast<int>(k) + 1);
        CHECK(q.frontier[row.frontierIndex].number == row.number);
        if (k > 0)
            CHECK(row.frontierIndex > q.rows[k - 1].frontierIndex); // fastest first, as the frontier
        CHECK(row.build
              == std::to_string(g.nodeCount) + " × " + std::to_string(g.gpuCount) + " " + catalog.gpu(g.gpuId)->name);
        CHECK(row.region == catalog.region(p.regionId)->name);
        CHECK(row.npv == std::llround(p.npv * 100)); // CNY in fen
        CHECK(row.days == p.days);
        CHECK(row.best == p.best);
        CHECK(row.why == render(p.why));
        bestRows += row.best ? 1 : 0;
    }
    CHECK(bestRows == 1);
    CHECK(q.target == 2);
    CHECK(q.targetLegend == "Deadline: 2 days");
    CHECK(q.summary.find("up to 3 nodes (regions searched: 1, racks up to 30 kW)") != std::string::npos);
    // The counts are the advice's own: costed candidates of all considered, then the frontier among the costed.
    CHECK(q.summary.find(std::to_string(advice.candidates.size()) + " of " + std::to_string(advice.stats.candidates)
                         + " candidates")
          != std::string::npos);
    CHECK(q.summary.find(std::to_string(advice.frontier.size()) + " of the costed are on the frontier")
          != std::string::npos);

    SECTION("the CSV quote carries the same rows, and none when no advice was attached")
    {
        const PlanLoadResult loaded = loadPlan(EXAMPLES_DIR "/shenzhen-llm-finetune.json", &testing::shippedCatalog());
        REQUIRE(loaded.ok());
        Quote quote = buildQuote(*loaded.plan, testing::shippedCatalog(), {}, englishText(), "en", "2026-12-02");
        const std::string plain = quoteToCsv(quote, englishText());
        CHECK(plain.find("The advisor: why this build") == std::string::npos);
        CHECK_FALSE(attachAdvice(quote, "no such scenario", q));
        REQUIRE(attachAdvice(quote, loaded.plan->scenarios.front().name, q));
        const auto rows = testing::parseCsv(quoteToCsv(quote, englishText()));
        std::size_t header = 0;
        for (std::size_t i = 0; i < rows.size(); ++i)
            if (!rows[i].empty() && rows[i][0] == "The advisor: why this build")
                header = i + 2;
        REQUIRE(header > 0);
        REQUIRE(rows[header].front() == "#");
        for (std::size_t k = 0; k < q.rows.size(); ++k) {
            const auto& cells = rows.at(header + 1 + k);
            const AdvicePoint& p = advice.frontier[q.rows[k].frontierIndex];
            REQUIRE(cells.size() == 7);
            CHECK(cells[0] == std::to_string(k + 1));
            CHECK(cells[1] == q.rows[k].build);
            CHECK(std::stod(cells[4]) == Approx(p.days).margin(0.005));
            CHECK(cells[5] == formatMinor(std::llround(p.npv * 100), "CNY", false, false));
            CHECK(cells[6] == render(p.why));
        }
    }
}

#ifdef GPU_PLANNER_CLI_HAS_QT
TEST_CASE("gpu-planner export --advice adds the advisor's rows to the quote, and only then", "[quote][advise][cli]")
{
    namespace fs = std::filesystem;
    const fs::path folder = fs::temp_directory_path() / ("gpu-planner-advice-" + std::to_string(std::rand()));
    fs::create_directories(folder);
    const auto exportCsv = [&](const std::string& name, const std::string& extra) {
        const fs::path csv = folder / name;
        const std::string command = std::string("'") + GPU_PLANNER_EXE + "' export '" + EXAMPLES_DIR
            + "/shenzhen-llm-finetune.json' --scenario '2× HGX H20, Shenzhen' --csv '" + csv.string() + "'" + extra
            + " > /dev/null 2>&1";
        REQUIRE(std::system(command.c_str()) == 0);
        std::ifstream in(csv);
        return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    };
    const std::string plain = exportCsv("plain.csv", "");
    const std::string advised = exportCsv("advised.csv", " --advice");
    const std::string zh = exportCsv("advised-zh.csv", " --advice --lang zh_CN");
    fs::remove_all(folder);
    CHECK(plain.find("The advisor: why this build") == std::string::npos);
    CHECK(advised.find("The advisor: why this build") != std::string::npos);
    CHECK(advised.find("#,Build,Option,Region,Days to train,NPV (CNY),Why on the frontier") != std::string::npos);
    CHECK(advised.find("best: the cheapest within the 14-day deadline") != std::string::npos);
    CHECK(advised.compare(0, plain.size() - 2, plain, 0, plain.size() - 2) == 0); // the quote itself unchanged
    CHECK(zh.find("顾问：为何选择此配置") != std::string::npos);
}
#endif
