// The Advisor page: a search on its worker thread with progress, the frontier drawn over every costed
// build, cancel, and "Add as scenario" adding exactly the build that was costed, undoably.

#include "gui_fixture.h"

#include "advise/advisor_page.h"
#include "analysis/scenario_analysis.h"
#include "document/document.h"
#include "plan/plan_io.h"

#include <catch2/catch.hpp>

#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>

using namespace planner;

namespace {

struct AdvisorFixture {
    ui::Document document {testing::shippedCatalog()};
    std::unique_ptr<ui::AdvisorPage> page;

    AdvisorFixture()
    {
        auto loaded = loadPlan(testing::WindowFixture::example().toStdString(), &testing::shippedCatalog());
        REQUIRE(loaded.plan);
        document.reset(*loaded.plan, testing::WindowFixture::example());
        page = std::make_unique<ui::AdvisorPage>(&document);
        page->resize(1280, 720);
        page->show();
        REQUIRE(QTest::qWaitForWindowExposed(page.get(), testing::kEventWaitMs));
    }
};

} // namespace

TEST_CASE("The Advisor searches on a worker, draws the frontier and adds the best build undoably", "[advisor]")
{
    AdvisorFixture f;
    QSignalSpy finished(f.page.get(), &ui::AdvisorPage::searchFinished);
    f.page->findChild<QPushButton*>(QStringLiteral("advisorSearch"))->click();
    CHECK(f.page->searching());
    REQUIRE(finished.wait(testing::kEventWaitMs));
    CHECK_FALSE(f.page->searching());
    const Advice* advice = f.page->advice();
    REQUIRE(advice);
    REQUIRE(advice->best);
    CHECK(advice->frontier.size() >= 3);

    // The frontier line has one point per frontier build; the cloud every build costed.
    const auto* view = f.page->findChild<QChartView*>();
    REQUIRE(view);
    int lines = 0;
    for (QAbstractSeries* s : view->chart()->series())
        if (auto* line = qobject_cast<QLineSeries*>(s); line && s->type() == QAbstractSeries::SeriesTypeLine) {
            CHECK(line->count() == static_cast<int>(advice->frontier.size()));
            ++lines;
        }
    CHECK(lines == 1);
    testing::saveShot(f.page.get(), QStringLiteral("advisor-page"), 300);

    const std::size_t before = f.document.plan().scenarios.size();
    const AdvicePoint best = advice->frontier[*advice->best];
    f.page->findChild<QPushButton*>(QStringLiteral("advisorAdd"))->click();
    REQUIRE(f.document.plan().scenarios.size() == before + 1);
    const Scenario& added = f.document.plan().scenarios.back();
    CHECK(added.cluster == best.scenario.cluster);
    CHECK(added.workload == best.scenario.workload);
    CHECK(added.site == best.scenario.site);
    // As the plan sees it: no error, the cost the advisor reported.
    const ScenarioAnalysis a = analyseScenario(added, f.document.catalog());
    for (const auto& finding : a.findings)
        CHECK(finding.severity != Severity::Error);
    CHECK(a.tco.option(best.option).npv == Approx(best.npv).epsilon(1e-12));
    f.document.undoStack()->undo();
    CHECK(f.document.plan().scenarios.size() == before);
}

TEST_CASE("A search can be cancelled and the page stays usable", "[advisor]")
{
    AdvisorFixture f;
    QSignalSpy finished(f.page.get(), &ui::AdvisorPage::searchFinished);
    f.page->search();
    f.page->cancel();
    REQUIRE(finished.wait(testing::kEventWaitMs));
    CHECK_FALSE(f.page->searching());
    CHECK(f.page->advice() == nullptr); // a cancelled search leaves nothing half-done
    f.page->search();
    REQUIRE(finished.wait(testing::kEventWaitMs));
    CHECK(f.page->advice());
}
