#pragma once
// Updating a shown chart: a chart follows every edit, and each change Qt Charts is told of lays the chart
// or an axis out again, the largest part of an edit's repaint. These set only what really changed.

#include <QList>
#include <QPointF>
#include <QString>

class QAbstractAxis;
class QChart;
class QValueAxis;

namespace planner::ui {

// A chart that follows an edit is given the same titles, ranges and formats again. Qt Charts lays the
// whole chart out again on each such call (QValueAxis::setLabelFormat even when nothing changed), and a
// title wrapped by fitChartText() would be unwrapped and wrapped again: set only what really changed.
void setChartTitle(QChart* chart, const QString& title);
void setAxisTitle(QAbstractAxis* axis, const QString& title);
void setLabelFormat(QValueAxis* axis, const QString& format);
void setFixedRange(QValueAxis* axis, double min, double max);

// A readable money range over [lo, hi] with nice ticks, and as few decimals as the tick step needs (no
// "1e+06"). The shown axis changes once, and only in what differs; while held (holdMoneyAxes()) it keeps
// its range as long as that covers the data and the data fill 40% of it.
void setMoneyRange(QValueAxis* axis, double lo, double hi);

// A month axis from 0 to a twenty-fifth past `months`, so that a break-even marker in the last month is drawn
// whole rather than cut by the plot's edge; its ticks stay on whole months. While held (holdMoneyAxes()) it keeps a
// longer range as long as the months fill 40% of it, and grows to the next tick when they outrun it: a horizon drag
// then lays the axis out once a tick instead of at every step.
void setMonthRange(QValueAxis* axis, int months, int tickInterval);

// While a chart follows quick edits (a slider drag, a spin box held down), its money and month axes may
// keep their range as long as it still covers the data well: an axis that changes lays out all its
// labels again, and a scale that jumps at every step is hard to read. settleMoneyAxes() fits them to the
// data again when the edits pause; true when a range changed.
void holdMoneyAxes(QChart* chart, bool hold);
bool settleMoneyAxes(QChart* chart);

// How far (as a share of the plotted span) a point left out of a line may lie from the line drawn past
// it: a tenth of a pixel on a 1,000-pixel plot. Present values bend a little every month; drawn within a
// tenth of a pixel they need a few points a line, not one a month (0.7 ms of an edit's repaint).
constexpr double kStraightRunTolerance = 1e-4;

// The polyline's corners: first and last point, and every point without which some point would lie more
// than `tolerance` (vertically) off the drawn line. Qt Charts strokes each segment of a solid line on
// its own, so months where a cost runs straight on cost paint time and show nothing.
QList<QPointF> withoutStraightRuns(const QList<QPointF>& points, double tolerance);

// Horizontal grid lines, axis lines and ticks are drawn once into a cache and copied while they stay the same:
// a chart that follows an edit repaints its plot, and stroking each grid line again was a large part of it.
// Lines 90 pixels tall or more are stroked again (Qt 6.4 copies a tall image on its thread pool, slower).
// An export renders without the cache (`cached` false), so that vectors stay vectors at any scale.
void cacheChartDecorations(QChart* chart, bool cached = true);

// Qt Charts lays a changed chart out in a later pass of the event loop (a series' new pen relays its
// legend, say), after the view has painted it once as it was: the chart then paints twice an edit. Laying
// it out now, before the paint, leaves one.
void layOutChartNow(QChart* chart);

} // namespace planner::ui
