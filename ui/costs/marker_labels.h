#pragma once
// Labels of a chart's point markers (the break-even months and utilisation) placed so that no two overlap
// and none leaves the plot: Qt Charts draws a scatter series' point labels above each point, on top of one
// another when two markers fall close together (break-even against on-demand in month 9, reserved in 10).

#include <QString>

class QChart;
class QGraphicsSimpleTextItem;
class QScatterSeries;

namespace planner::ui {

// Gives `marker` a label of its own, `format` with "@xPoint" replaced by the point's x (as Qt's point
// label format reads). The chart places every marker's label again when its plot area, its axes' ranges
// or a marker's points change. `shortFormat`, if given, is shown instead where `format` would take more
// than a third of the plot's width (the marker's colour then names what it is against, as the legend does).
void labelMarker(QChart* chart, QScatterSeries* marker, const QString& format, const QString& shortFormat = {});
// The label of a labelled marker (for tests and exports); null for another series.
QGraphicsSimpleTextItem* markerLabel(const QChart* chart, const QScatterSeries* marker);

} // namespace planner::ui
