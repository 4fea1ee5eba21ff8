// How the Costs page's charts paint: the same picture with less of Qt 6.4's thread-pool hand-offs.
#include "cost_fixture.h"

#include <catch2/catch.hpp>

#include <QChart>
#include <QChartView>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QImage>
#include <QPalette>

#include <cmath>

using planner::ui::CostView;

namespace {

QChartView* viewOf(QChart* chart)
{
    return qobject_cast<QChartView*>(chart->scene()->views().first());
}

// The rectangle Qt Charts fills with the chart's background brush (hidden or not).
QGraphicsRectItem* backgroundItem(QChart* chart)
{
    QGraphicsRectItem* largest = nullptr;
    for (QGraphicsItem* item : chart->childItems())
        if (auto* rect = qgraphicsitem_cast<QGraphicsRectItem*>(item);
            rect && (!largest || rect->rect().width() > largest->rect().width()))
            largest = rect;
    REQUIRE(largest);
    return largest;
}

int differingPixels(const QImage& a, const QImage& b)
{
    REQUIRE(a.size() == b.size());
    int differing = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            differing += a.pixel(x, y) != b.pixel(x, y) ? 1 : 0;
    return differing;
}

} // namespace

TEST_CASE("A chart with a plain background is filled by its view and looks the same inside", "[cost]")
{
    CostFixture f;
    for (const CostView::Tab tab : {CostView::Cumulative, CostView::Breakdown, CostView::Utilisation}) {
        CAPTURE(static_cast<int>(tab));
        QChart* chart = f.show(tab);
        planner::testing::settle();
        QChartView* view = viewOf(chart);
        // The light theme's background is a gradient from white to white: one colour.
        CHECK_FALSE(chart->isBackgroundVisible());
        CHECK(view->backgroundBrush().style() == Qt::SolidPattern);
        CHECK(view->backgroundBrush().color() == QColor(Qt::white));
        const QImage filledByView = view->grab().toImage();
        const QRectF background = backgroundItem(chart)->sceneBoundingRect();

        chart->setBackgroundVisible(true); // as Qt Charts draws it by itself
        view->setBackgroundBrush(Qt::NoBrush);
        const QImage filledByChart = view->grab().toImage();
        // Inside the chart's background the same pixels; the thin rim around it, and the antialiased pixel of its
        // edge, are the chart's white now, where the window's grey showed before.
        const QRect inside
            = view->mapFromScene(background).boundingRect().adjusted(1, 1, -1, -1).intersected(filledByView.rect());
        CHECK(inside.width() > filledByView.width() * 9 / 10);
        CHECK(differingPixels(filledByView.copy(inside), filledByChart.copy(inside)) == 0);
    }
}

TEST_CASE("A dark chart keeps its own gradient background", "[cost]")
{
    CostFixture f;
    QPalette dark = f.view->palette();
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    REQUIRE(f.show(CostView::Cumulative)->theme() == QChart::ChartThemeLight);
    f.view->setPalette(dark);
    QChart* chart = f.show(CostView::Cumulative);
    REQUIRE(chart->theme() == QChart::ChartThemeDark);
    CHECK(chart->isBackgroundVisible());
    // The light chart's white is not left around the dark one.
    CHECK(viewOf(chart)->backgroundBrush().style() == Qt::NoBrush);
}

TEST_CASE("Only a chart's short lines are drawn through a cache, its tall grid lines are stroked", "[cost]")
{
    CostFixture f;
    QChart* chart = f.show(CostView::Cumulative);
    planner::testing::settle();
    int cachedShort = 0;
    int strokedTall = 0;
    QList<QGraphicsItem*> items = chart->childItems();
    while (!items.isEmpty()) {
        QGraphicsItem* item = items.takeLast();
        items += item->childItems();
        if (item->type() != QGraphicsLineItem::Type || !item->isVisible())
            continue;
        // 96 rows and taller: Qt 6.4 copies such an image on its thread pool while the painter waits.
        const double height = std::fabs(static_cast<QGraphicsLineItem*>(item)->line().dy());
        if (height >= 96) {
            CHECK(item->cacheMode() == QGraphicsItem::NoCache);
            ++strokedTall;
        } else if (height == 0) {
            CHECK(item->cacheMode() == QGraphicsItem::DeviceCoordinateCache);
            ++cachedShort;
        }
    }
    // The month axis's vertical grid lines and the money axis's horizontal ones.
    CHECK(strokedTall >= 5);
    CHECK(cachedShort >= 5);
}
