// Every word of every cost chart readable at 1280 × 800 and 1920 × 1080, in both languages: no text cut
// with "..." by Qt Charts, and no two texts on top of each other (issue: cut axis titles, overlapping and
// missing option labels, cut region names).
#include "gui_fixture.h"

#include "ui/common/chart_text_fit.h"
#include "ui/costs/cost_view.h"
#include "ui/costs/marker_labels.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QHorizontalBarSeries>
#include <QLineSeries>
#include <QScatterSeries>
#include <QTabWidget>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

using planner::testing::WindowFixture;

namespace {

struct ShownText {
    QString text;
    QRectF rect;
};

// The texts a chart view shows, where the scene draws them.
std::vector<ShownText> shownTexts(QChartView* view)
{
    std::vector<ShownText> texts;
    for (QGraphicsItem* item : view->scene()->items()) {
        if (!item->isVisible())
            continue;
        QString text;
        if (auto* rich = dynamic_cast<QGraphicsTextItem*>(item))
            text = rich->toPlainText();
        else if (auto* simple = dynamic_cast<QGraphicsSimpleTextItem*>(item))
            text = simple->text();
        else
            continue;
        if (!text.trimmed().isEmpty())
            texts.push_back({text, item->sceneBoundingRect()});
    }
    return texts;
}

void checkEveryChart(WindowFixture& f, const QString& where)
{
    auto* costView = f.window->costView();
    QTabWidget* charts = costView->tabs();
    for (int tab = 0; tab < charts->count(); ++tab) {
        auto* view = qobject_cast<QChartView*>(charts->widget(tab));
        if (!view)
            continue; // the market table
        charts->setCurrentIndex(tab);
        planner::testing::settle(); // the chart is laid out and its words fitted (charts have no animation)
        const auto texts = shownTexts(view);
        INFO(where.toStdString() << ", chart " << view->objectName().toStdString());
        CHECK(texts.size() >= 3);
        for (const ShownText& shown : texts) {
            INFO("text: " << shown.text.toStdString());
            CHECK_FALSE(shown.text.contains(QStringLiteral("...")));
            CHECK_FALSE(shown.text.contains(QChar(0x2026)));
            // Inside the view, not clipped at its edges.
            CHECK(QRectF(view->sceneRect()).adjusted(-1, -1, 1, 1).contains(shown.rect));
        }
        // Every category name is shown (Qt Charts hides one that would overlap its neighbour).
        auto bare = [](QString text) {
            text.remove(QStringLiteral("<br>"));
            text.remove(QChar::LineSeparator);
            text.remove(QLatin1Char('\n'));
            text.remove(QLatin1Char(' '));
            return text;
        };
        for (QAbstractAxis* axis : view->chart()->axes())
            if (auto* categories = qobject_cast<QBarCategoryAxis*>(axis))
                for (const QString& category : categories->categories()) {
                    INFO("category: " << category.toStdString());
                    CHECK(std::any_of(texts.begin(), texts.end(),
                                      [&](const ShownText& shown) { return bare(shown.text) == bare(category); }));
                }
        // Each shown marker (a break-even month or utilisation) carries its label, among the texts above.
        for (QAbstractSeries* series : view->chart()->series())
            if (auto* marker = qobject_cast<QScatterSeries*>(series); marker && marker->count() > 0) {
                QGraphicsSimpleTextItem* label = planner::ui::markerLabel(view->chart(), marker);
                INFO("marker " << marker->objectName().toStdString());
                REQUIRE(label);
                CHECK(label->isVisible());
                CHECK_FALSE(marker->pointLabelsVisible()); // Qt's own labels would be drawn on top of each other
                CHECK(std::any_of(texts.begin(), texts.end(),
                                  [&](const ShownText& shown) { return shown.text == label->text(); }));
                // Inside the plot, where its lines are.
                CHECK(view->chart()->plotArea().adjusted(-1, -1, 1, 1).contains(label->sceneBoundingRect()));
            }
        for (std::size_t a = 0; a < texts.size(); ++a)
            for (std::size_t b = a + 1; b < texts.size(); ++b) {
                // Text boxes carry a few pixels of margin; overlapping by more than that is two texts
                // drawn over each other.
                const QRectF overlap = texts[a].rect.adjusted(3, 3, -3, -3) & texts[b].rect.adjusted(3, 3, -3, -3);
                INFO("overlap: \"" << texts[a].text.toStdString() << "\" and \"" << texts[b].text.toStdString()
                                   << "\"");
                CHECK(overlap.isEmpty());
            }
    }
}

} // namespace

TEST_CASE("Chart words are neither cut nor overlapping at 1280 × 800 and 1920 × 1080", "[gui][charts]")
{
    WindowFixture f;
    // The second plan breaks even against on-demand and reserved in neighbouring months: two marker labels
    // side by side on the cumulative chart.
    for (const QString& plan : {WindowFixture::example(), QStringLiteral(EXAMPLES_DIR "/shenzhen-rent-or-buy.json")}) {
        REQUIRE(f.window->openFile(plan));
        f.window->show();
        REQUIRE(QTest::qWaitForWindowExposed(f.window.get(), planner::testing::kEventWaitMs));
        f.window->centralTabs()->setCurrentIndex(1); // Costs
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")})
            for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
                // The words are fitted to what is drawn in the desktop's type, not to this test's.
                const planner::testing::DesktopType type(language);
                f.window->setLanguage(language);
                f.window->resize(size);
                planner::testing::settle();
                checkEveryChart(f,
                                QStringLiteral("%1, %2 at %3×%4")
                                    .arg(plan.section(QLatin1Char('/'), -1), language)
                                    .arg(size.width())
                                    .arg(size.height()));
            }
    }
}

// A break-even label sits on a veil of the chart's background: where it covers a line, the line is cut there
// (the labels covered the on-demand line at 1280 px). The point where two lines cross has a free side.
TEST_CASE("A marker's label covers none of the chart's lines where it has room beside them", "[gui][charts]")
{
    auto* chart = new QChart;
    chart->legend()->hide();
    auto* x = new QValueAxis;
    auto* y = new QValueAxis;
    x->setRange(0, 36);
    y->setRange(0, 10);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    // A steep line through (12, 4) that rises right, where the label would first go (above and right of the
    // point), and a flat one through the same point.
    auto* steep = new QLineSeries;
    steep->append({QPointF(0, 0), QPointF(36, 12)});
    auto* flat = new QLineSeries;
    flat->append({QPointF(0, 4), QPointF(36, 4)});
    auto* marker = new QScatterSeries;
    marker->append(12, 4);
    for (QAbstractSeries* series : {static_cast<QAbstractSeries*>(steep), static_cast<QAbstractSeries*>(flat),
                                    static_cast<QAbstractSeries*>(marker)}) {
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    }
    planner::ui::labelMarker(chart, marker, QStringLiteral("vs Cloud on-demand: month @xPoint"));
    QChartView view(chart);
    view.resize(640, 400);
    view.show();
    REQUIRE(QTest::qWaitForWindowExposed(&view, planner::testing::kEventWaitMs));
    planner::testing::settle();

    QGraphicsSimpleTextItem* label = planner::ui::markerLabel(chart, marker);
    REQUIRE(label);
    CHECK(label->text() == QStringLiteral("vs Cloud on-demand: month 12"));
    const QRectF box = chart->mapRectFromScene(label->sceneBoundingRect());
    INFO("label at " << box.x() << ", " << box.y() << " size " << box.width() << " × " << box.height());
    // Walk each line in small steps: no step falls inside the label's box.
    for (QLineSeries* line : {steep, flat}) {
        const QPointF from = chart->mapToPosition(line->at(0), line);
        const QPointF to = chart->mapToPosition(line->at(1), line);
        for (int step = 0; step <= 1000; ++step) {
            const QPointF at = from + (to - from) * (step / 1000.0);
            INFO("line point " << at.x() << ", " << at.y());
            CHECK_FALSE(box.contains(at));
        }
    }
    // Still beside its point: within a few label heights of it.
    const QPointF point = chart->mapToPosition(marker->at(0), marker);
    CHECK(std::abs(box.center().y() - point.y()) < 4 * box.height());
    CHECK(std::abs(box.center().x() - point.x()) < box.width());

    // Where the whole label would take over a third of a narrow plot, the short one; whole again when wide.
    planner::ui::labelMarker(chart, marker, QStringLiteral("vs Cloud on-demand: month @xPoint"),
                             QStringLiteral("month @xPoint"));
    view.resize(300, 300);
    planner::testing::settle();
    CHECK(label->text() == QStringLiteral("month 12"));
    view.resize(1200, 500);
    planner::testing::settle();
    CHECK(label->text() == QStringLiteral("vs Cloud on-demand: month 12"));
}

TEST_CASE("A name too long for its row goes without its parenthetical where the rest is still unique", "[gui][charts]")
{
    const QStringList names {QStringLiteral("Singapore"),
                             QStringLiteral("US West (California: Silicon Valley / Los Angeles) *"),
                             QStringLiteral("US West (Oregon, Hillsboro/The Dalles) *‡"),
                             QStringLiteral("Inner Mongolia hub (Ulanqab / Horinger) ‡†"),
                             QStringLiteral("Shenzhen ‡†"),
                             QStringLiteral("Beijing ‡†"),
                             QStringLiteral("Shanghai †"),
                             QStringLiteral("Guangzhou ‡†")};
    QChart chart;
    auto* series = new QHorizontalBarSeries;
    auto* set = new QBarSet(QStringLiteral("Buy"));
    for (qsizetype i = 0; i < names.size(); ++i)
        set->append(1.0 + static_cast<double>(i));
    series->append(set);
    chart.addSeries(series);
    auto* axis = new QBarCategoryAxis;
    axis->append(names);
    chart.addAxis(axis, Qt::AlignLeft);
    series->attachAxis(axis);
    // Eight rows in 200 px: a row holds one line of the smallest type, not two.
    planner::ui::fitChartText(&chart, QSizeF(600, 200));
    const QStringList shown = axis->categories();
    REQUIRE(shown.size() == names.size());
    // The hub is told apart by its name alone, its marks kept; the two US West regions need theirs.
    CHECK(shown.contains(QStringLiteral("Inner Mongolia hub ‡†")));
    // (Their marks differ, their words would not.)
    for (const QString& name : shown)
        CHECK_FALSE(name.startsWith(QStringLiteral("US West *")));
    CHECK(shown.at(0) == QStringLiteral("Singapore"));
    // Wide enough, every name is whole.
    planner::ui::fitChartText(&chart, QSizeF(1600, 900));
    QStringList whole = axis->categories();
    for (QString& name : whole)
        name.replace(QStringLiteral("<br>"), QStringLiteral(" "));
    CHECK(whole == names);
}
