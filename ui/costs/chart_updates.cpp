#include "ui/costs/chart_updates.h"

#include <QChart>
#include <QCoreApplication>
#include <QEvent>
#include <QGraphicsLineItem>
#include <QLegend>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace planner::ui {

namespace {

// The nice range of [lo, hi]: zero included, 5% padding, never empty (QTBUG-102392: an axis over
// near-equal huge values vanishes), about six ticks.
struct NiceRange {
    double min = 0;
    double max = 1;
    int tickCount = 6;
};

NiceRange niceMoneyRange(double lo, double hi)
{
    if (!std::isfinite(lo) || !std::isfinite(hi))
        lo = hi = 0;
    lo = std::min(lo, 0.0);
    hi = std::max(hi, 0.0);
    const double span = hi - lo;
    const double magnitude = std::max(std::fabs(lo), std::fabs(hi));
    if (span <= magnitude * 1e-6 || span <= 0) {
        hi += std::max(magnitude * 0.1, 1.0);
    } else {
        hi += hi > 0 ? span * 0.05 : 0;
        lo -= lo < 0 ? span * 0.05 : 0;
    }
    QValueAxis nice;
    nice.setTickCount(6);
    nice.setRange(lo, hi);
    nice.applyNiceNumbers();
    return {nice.min(), nice.max(), nice.tickCount()};
}

// The shown range may be held while a chart follows quick edits (see holdMoneyAxes()): it then only
// grows. Held, it still covers the data, in the same unit, and the data fill at least this share of it.
constexpr double kHeldRangeMinFill = 0.4;

// Where a month axis ends: past its last month by about a break-even marker's radius on a 1280 px screen.
double monthAxisEnd(double lastMonth)
{
    return lastMonth * 1.04;
}

bool heldRangeStillFits(const QValueAxis* axis, double lo, double hi)
{
    if (!axis->property("holdRange").toBool() || axis->property("fitTitle").toString() != axis->titleText())
        return false;
    const double shownSpan = axis->max() - axis->min();
    return axis->min() <= lo && axis->max() >= hi && shownSpan > 0 && (hi - lo) >= kHeldRangeMinFill * shownSpan;
}

QList<QValueAxis*> moneyAxes(const QChart* chart)
{
    QList<QValueAxis*> axes;
    for (QAbstractAxis* axis : chart->axes())
        if (auto* value = qobject_cast<QValueAxis*>(axis); value && value->property("fitLo").isValid())
            axes << value;
    return axes;
}

} // namespace

void setChartTitle(QChart* chart, const QString& title)
{
    const bool shownIsFitted = chart->title() == chart->property("fittedTitle").toString();
    if (chart->title() == title || (shownIsFitted && chart->property("fullTitle").toString() == title))
        return;
    chart->setTitle(title);
}

void setAxisTitle(QAbstractAxis* axis, const QString& title)
{
    const bool shownIsFitted = axis->titleText() == axis->property("fittedTitle").toString();
    if (axis->titleText() == title || (shownIsFitted && axis->property("fullTitle").toString() == title))
        return;
    axis->setTitleText(title);
}

void setLabelFormat(QValueAxis* axis, const QString& format)
{
    if (axis->labelFormat() != format)
        axis->setLabelFormat(format);
}

void setFixedRange(QValueAxis* axis, double min, double max)
{
    if (axis->min() != min || axis->max() != max)
        axis->setRange(min, max);
}

void setMoneyRange(QValueAxis* axis, double lo, double hi)
{
    axis->setProperty("fitLo", lo);
    axis->setProperty("fitHi", hi);
    if (heldRangeStillFits(axis, lo, hi))
        return;
    axis->setProperty("fitTitle", axis->titleText());
    const NiceRange nice = niceMoneyRange(lo, hi);
    if (axis->tickCount() != nice.tickCount)
        axis->setTickCount(nice.tickCount);
    if (axis->min() != nice.min || axis->max() != nice.max)
        axis->setRange(nice.min, nice.max);
    const double step = (nice.max - nice.min) / std::max(1, nice.tickCount - 1);
    const int decimals = step >= 1 ? 0 : std::clamp(static_cast<int>(std::ceil(-std::log10(step) - 1e-9)), 0, 3);
    const QString format = QStringLiteral("%.") + QString::number(decimals) + QStringLiteral("f");
    setLabelFormat(axis, format);
}

void setMonthRange(QValueAxis* axis, int months, int tickInterval)
{
    months = std::max(1, months);
    axis->setProperty("fitLo", 0.0);
    axis->setProperty("fitHi", static_cast<double>(months));
    axis->setProperty("fitMonths", tickInterval);
    const bool held = axis->property("holdRange").toBool();
    if (held && axis->min() == 0 && axis->max() >= monthAxisEnd(months) && months >= kHeldRangeMinFill * axis->max())
        return;
    // Held and too short: to the next tick, so a drag lays the axis out again once a tick, not once a month.
    const int tick = std::max(1, tickInterval);
    setFixedRange(axis, 0, monthAxisEnd(held ? (months + tick - 1) / tick * tick : months));
}

QList<QPointF> withoutStraightRuns(const QList<QPointF>& points, double tolerance)
{
    if (points.size() < 3)
        return points;
    const auto offChord = [&](qsizetype from, qsizetype to) {
        const QPointF a = points[from];
        const QPointF b = points[to];
        for (qsizetype i = from + 1; i < to; ++i) {
            const double t = (points[i].x() - a.x()) / (b.x() - a.x());
            if (std::fabs(a.y() + t * (b.y() - a.y()) - points[i].y()) > tolerance)
                return true;
        }
        return false;
    };
    QList<QPointF> corners {points.front()};
    qsizetype kept = 0;
    for (qsizetype i = 1; i + 1 < points.size(); ++i)
        if (offChord(kept, i + 1)) {
            corners.append(points[i]);
            kept = i;
        }
    corners.append(points.back());
    return corners;
}

namespace {

constexpr double kTallestCachedLine = 90; // device pixels, under the 96 rows Qt 6.4 copies on its thread pool

} // namespace

void cacheChartDecorations(QChart* chart, bool cached)
{
    const auto mode = cached ? QGraphicsItem::DeviceCoordinateCache : QGraphicsItem::NoCache;
    QList<QGraphicsItem*> items = chart->childItems();
    while (!items.isEmpty()) {
        QGraphicsItem* item = items.takeLast();
        items += item->childItems();
        // Only lines: Qt Charts' text items draw nothing through an item cache (Qt 6.4). And only lines that are
        // not tall: Qt 6.4 hands the copy of an image taller than 95 rows to its thread pool and waits for it,
        // which cost more than stroking a vertical grid line again.
        if (item->type() != QGraphicsLineItem::Type)
            continue;
        const auto* line = static_cast<QGraphicsLineItem*>(item);
        const auto wanted = std::fabs(line->line().dy()) < kTallestCachedLine ? mode : QGraphicsItem::NoCache;
        if (item->cacheMode() != wanted) // setting it again drops the cache
            item->setCacheMode(wanted);
    }
}

void layOutChartNow(QChart* chart)
{
    QCoreApplication::sendPostedEvents(chart->legend(), QEvent::LayoutRequest);
    QCoreApplication::sendPostedEvents(chart, QEvent::LayoutRequest);
}

void holdMoneyAxes(QChart* chart, bool hold)
{
    for (QValueAxis* axis : moneyAxes(chart))
        axis->setProperty("holdRange", hold);
}

bool settleMoneyAxes(QChart* chart)
{
    bool changed = false;
    for (QValueAxis* axis : moneyAxes(chart)) {
        const double min = axis->min();
        const double max = axis->max();
        axis->setProperty("holdRange", false);
        if (const QVariant tick = axis->property("fitMonths"); tick.isValid())
            setMonthRange(axis, static_cast<int>(axis->property("fitHi").toDouble()), tick.toInt());
        else
            setMoneyRange(axis, axis->property("fitLo").toDouble(), axis->property("fitHi").toDouble());
        changed = changed || axis->min() != min || axis->max() != max;
    }
    return changed;
}

} // namespace planner::ui
