#pragma once
// The parts the cost charts are built from (cost_charts.cpp): the style a chart keeps, axes, markers, series
// lookup and the option lines that turn dashed when an option is not like for like. Qt Charts is used only here
// and in cost_charts.cpp (see cost_charts.h).

#include "ui/costs/cost_charts.h"

#include <QFont>
#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <QtCharts/QChart>

#include <array>
#include <string>

class QAbstractAxis;
class QAbstractSeries;
class QBarCategoryAxis;
class QBarSet;
class QLineSeries;
class QScatterSeries;
class QValueAxis;
class QXYSeries;

namespace planner::ui::chart_parts {

// The option's name in series' object names ("cumulative:<option>").
QString optionKey(TcoOption option);
// Colours and, for print, dashes and hatches by index.
QColor categoryColor(int index, bool dark);
Qt::PenStyle printPenStyle(int index);
Qt::BrushStyle printBrushStyle(int index);

// The style newChart() stored on the chart.
ChartStyle styleOf(const QChart* chart);
QFont sizedFont(double points, bool bold = false);
QColor textColor(const ChartStyle& style);
QChart* newChart(const ChartStyle& style);

void styleAxis(QAbstractAxis* axis, const ChartStyle& style);
QValueAxis* addValueAxis(QChart* chart, Qt::Alignment alignment, const QString& objectName);
QBarCategoryAxis* addCategoryAxis(QChart* chart, Qt::Alignment alignment, const QStringList& categories);

template <typename T> T* findSeries(const QChart* chart, const QString& name)
{
    for (QAbstractSeries* series : chart->series())
        if (series->objectName() == name)
            return qobject_cast<T*>(series);
    return nullptr;
}
QValueAxis* findValueAxis(const QChart* chart, const QString& name);

QString moneyUnit(const std::string& currency, const MoneyScale& scale);
void hideFromLegend(QChart* chart, QAbstractSeries* series);
void styleLine(QXYSeries* series, const QColor& color, int index, const ChartStyle& style);
// A break-even point: kept out of the legend, its label placed by labelMarker() (marker_labels.h).
QScatterSeries* addMarker(QChart* chart, const QString& name, const QColor& color, QAbstractAxis* x, QAbstractAxis* y);
void styleBarSet(QBarSet* set, const QColor& color, int index, const ChartStyle& style);
QString totalTitle(int months, const std::string& currency, const MoneyScale& scale);

QList<TcoOption> availableOptions(const TcoResult& result);
QList<TcoOption> bottomUp(QList<TcoOption> options);
// The alternatives purchase gets a break-even marker against.
QList<TcoOption> alternativesWithMarker(const TcoResult& result);

// An option's line: on screen a solid and a dashed series of one colour (see chart_parts.cpp), in print one.
const QString& unlikeTwinSuffix();
QLineSeries* addOptionLine(QChart* chart, const QString& name, TcoOption option, QAbstractAxis* x, QAbstractAxis* y);
bool hasOptionLine(const QChart* chart, const QString& name);
int seriesPerOptionLine(const QChart* chart);
void showOptionLine(QChart* chart, const QString& name, const QList<QPointF>& points, bool notLikeForLike,
                    const QString& why = {}, const QString& resaleNote = {});
QString unlikeNote();

} // namespace planner::ui::chart_parts
