// The Advisor page: a search on its worker thread with progress, the frontier drawn over every costed
// build, cancel, and "Add as scenario" adding exactly the build that was costed, undoably.

#include "gui_fixture.h"

#include "models/analysis/scenario_analysis.h"
#include "models/plan/plan_io.h"
#include "models/sizing/build.h"
#include "ui/advise/advisor_page.h"
#include "ui/common/translations.h"
#include "ui/document/document.h"
#include "ui/export/quote_print.h"

#include <catch2/catch.hpp>

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLineSeries>
#include <QProcess>
#include <QPushButton>
#include <QScatterSeries>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>

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
    testing::saveShot(f.page.get(), QStringLiteral("advisor-page"));

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

TEST_CASE("Another plan opened forgets the results of the one before", "[advisor]")
{
    AdvisorFixture f;
    QSignalSpy finished(f.page.get(), &ui::AdvisorPage::searchFinished);
    f.page->findChild<QPushButton*>(QStringLiteral("advisorSearch"))->click();
    REQUIRE(finished.wait(testing::kEventWaitMs));
    REQUIRE(f.page->advice());
    auto other = loadPlan(EXAMPLES_DIR "/shenzhen-rent-or-buy.json", &testing::shippedCatalog());
    REQUIRE(other.plan);
    f.document.reset(*other.plan, QStringLiteral(EXAMPLES_DIR "/shenzhen-rent-or-buy.json"));
    CHECK_FALSE(f.page->advice());
    CHECK_FALSE(f.page->findChild<QPushButton*>(QStringLiteral("advisorAdd"))->isEnabled());
    CHECK_FALSE(f.page->findChild<QPushButton*>(QStringLiteral("advisorExportQuote"))->isEnabled());
    const auto* view = f.page->findChild<QChartView*>();
    REQUIRE(view);
    for (QAbstractSeries* s : view->chart()->series())
        if (auto* points = qobject_cast<QXYSeries*>(s))
            CHECK(points->count() == 0);
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

TEST_CASE("The Advisor's filters reach the search: kW per rack, market-legal only", "[advisor][rack]")
{
    AdvisorFixture f;
    auto* rack = f.page->findChild<QSpinBox*>(QStringLiteral("advisorMaxRackKw"));
    REQUIRE(rack);
    CHECK(rack->value() == 0);
    CHECK(rack->text() == QStringLiteral("any kW per rack"));
    auto* legalOnly = f.page->findChild<QCheckBox*>(QStringLiteral("advisorLegalOnly"));
    REQUIRE(legalOnly);
    CHECK(legalOnly->text() == QStringLiteral("Market-legal only"));
    // On by default: GPUs the market sells only under a licence granted case by case are left out.
    CHECK(legalOnly->isChecked());
    auto* exportButton = f.page->findChild<QPushButton*>(QStringLiteral("advisorExportQuote"));
    REQUIRE(exportButton);
    CHECK_FALSE(exportButton->isEnabled()); // nothing to export before a search
    rack->setValue(12);
    QSignalSpy finished(f.page.get(), &ui::AdvisorPage::searchFinished);
    f.page->search();
    REQUIRE(finished.wait(testing::kEventWaitMs));
    const Advice* advice = f.page->advice();
    REQUIRE(advice);
    CHECK(advice->maxRackKw == 12.0);
    CHECK(f.page->adviceRequest().maxRackKw == 12.0);
    CHECK_FALSE(f.page->adviceRequest().includeLicensed);
    CHECK_FALSE(f.page->adviceRequest().progress);
    CHECK(exportButton->isEnabled());
    REQUIRE_FALSE(advice->frontier.empty());
    for (const AdvicePoint& p : advice->frontier)
        CHECK(fullestRackKw(computeBuild(p.scenario, f.document.catalog(), advice->currency)) <= 12.0);

    // Off: the search includes them, each such point saying so.
    legalOnly->setChecked(false);
    f.page->search();
    REQUIRE(finished.wait(testing::kEventWaitMs));
    CHECK(f.page->adviceRequest().includeLicensed);
}

TEST_CASE("The quote has the advisor's section when asked for it, in both languages, and not otherwise",
          "[advisor][pdf]")
{
    AdvisorFixture f;
    QSignalSpy finished(f.page.get(), &ui::AdvisorPage::searchFinished);
    f.page->search();
    REQUIRE(finished.wait(testing::kEventWaitMs));
    const Advice* advice = f.page->advice();
    REQUIRE(advice);
    REQUIRE(advice->best);
    QTemporaryDir folder;
    const auto pdfText = [&](const QString& name, const QString& language, const ui::QuoteAdviceSource& source) {
        const QString file = folder.filePath(name);
        REQUIRE(ui::exportDocumentQuote(f.document, language, file, source).isEmpty());
        QProcess process;
        process.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), file, QStringLiteral("-")});
        REQUIRE(process.waitForFinished(testing::kEventWaitMs));
        return QString::fromUtf8(process.readAllStandardOutput());
    };
    const QString plain = pdfText(QStringLiteral("plain.pdf"), QStringLiteral("en"), {});
    CHECK_FALSE(plain.contains(QStringLiteral("The advisor: why this build")));

    const ui::QuoteAdviceSource source {advice, f.page->adviceRequest(), std::nullopt};
    const QString text = pdfText(QStringLiteral("advised.pdf"), QStringLiteral("en"), source);
    CHECK(text.contains(QStringLiteral("The advisor: why this build")));
    CHECK(text.contains(QStringLiteral("Days to train one run (log scale)")));
    CHECK(text.contains(QStringLiteral("Deadline: 14 days")));
    // The best point's exact NPV (to the fen) and its build, with the GPU's name.
    const AdvicePoint& best = advice->frontier[*advice->best];
    const NodeGroup& g = best.scenario.cluster.nodeGroups.front();
    CHECK(text.contains(QString::fromStdString(formatMinor(toMinor(best.npv, "CNY"), "CNY", true, false))));
    // The build with its GPU's name: the table's cell wraps a long name, so its first two words.
    const QStringList name = QString::fromStdString(f.document.catalog().gpu(g.gpuId)->name).split(QLatin1Char(' '));
    CHECK(text.contains(QStringLiteral("%1 × %2 %3").arg(g.nodeCount).arg(g.gpuCount).arg(name.mid(0, 2).join(' '))));

    const QString zh = pdfText(QStringLiteral("advised-zh.pdf"), QStringLiteral("zh_CN"), source);
    CHECK(zh.contains(QStringLiteral("顾问：为何选择此配置")));
    CHECK(zh.contains(QStringLiteral("单次训练天数（对数刻度）")));
    CHECK_FALSE(zh.contains(QStringLiteral("The advisor")));
    CHECK(zh.contains(QString::fromStdString(formatMinor(toMinor(best.npv, "CNY"), "CNY", true, false))));
}

TEST_CASE("The Advisor's axes write their numbers out in Chinese too (万元 reach 10 000)", "[advisor][chinese]")
{
    ui::Translations translations;
    REQUIRE(translations.apply(QStringLiteral("zh_CN")) == QStringLiteral("zh_CN"));
    const auto english = qScopeGuard([&translations] { translations.apply(QStringLiteral("en")); });
    AdvisorFixture f;
    QSignalSpy finished(f.page.get(), &ui::AdvisorPage::searchFinished);
    f.page->findChild<QPushButton*>(QStringLiteral("advisorSearch"))->click();
    REQUIRE(finished.wait(testing::kEventWaitMs));
    const auto* view = f.page->findChild<QChartView*>();
    REQUIRE(view);
    testing::settle();
    // The example's builds cost from about 100 万元 to several thousand: the labels are powers of ten
    // written out, as a finance reader reads them.
    QStringList labels;
    for (QGraphicsItem* item : view->scene()->items()) {
        if (auto* simple = dynamic_cast<QGraphicsSimpleTextItem*>(item))
            labels << simple->text();
        else if (auto* rich = dynamic_cast<QGraphicsTextItem*>(item))
            labels << rich->toPlainText();
    }
    INFO(labels.join(QStringLiteral(" | ")).toStdString());
    CHECK(labels.contains(QStringLiteral("1000")));
    for (const QString& label : labels)
        CHECK_FALSE(label.contains(QStringLiteral("e+")));
}
