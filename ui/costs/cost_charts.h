#pragma once
// Chart builders for the cost view and the PDF quote. Qt Charts is deprecated from Qt 6.10 (Qt Graphs
// replaces it), so every use of it goes through these functions: swapping the library means rewriting
// this file, cost_charts.cpp and chart_parts.cpp only.
//
// Builders return a new QChart the caller owns. Money is shown in the result's display currency, scaled
// to units, K / M / B or 万 / 亿 so tick labels stay short; the chart's "moneyDivisor" property holds
// the divisor (a plotted value × divisor = the amount). Series carry object names for tests and exports:
// "cumulative:<option>", "breakeven:<option>", "utilisation:<option>", "breakeven:utilisation",
// "breakdown" / "regions" / "sensitivity" (the bar series).

#include "models/base/money.h"
#include "models/tco/tco.h"

#include <QColor>
#include <QString>

#include <vector>

class QChart;
class QPalette;

namespace planner::ui {

struct ChartStyle {
    bool dark = false;
    double basePointSize = 12; // axis labels and legend; titles a little larger (readable on a projector)
    bool print = false; // no drop shadow, dash patterns and hatches that survive black and white

    // Dark when the window colour is dark (Qt 6.4 has no colour-scheme API).
    static ChartStyle fromPalette(const QPalette& palette, double basePointSize = 12);
    static ChartStyle forPrint(double basePointSize = 10);
};

// How amounts are scaled on an axis: the divisor and the scale named in the axis title ("CNY M", "万元"),
// the same scales the readable amounts of the tables use (ui/common/readable_money.h).
struct MoneyScale {
    double divisor = 1;
    AmountScale scale = AmountScale::One;
};
MoneyScale moneyScale(double largestAbsAmount);

// Translated names for the UI and the PDF.
QString optionText(TcoOption option);
QString categoryText(CostCategory category);
QString sensitivityFactorLabel(SensitivityFactor factor);
QColor optionColor(TcoOption option, bool dark);
// What a rental is priced from, short enough for a line at 1280 px: "Volcano Engine · another GPU ×0.64 ·
// another region". Its match text says it whole, with whether it does the same work (for a tooltip).
QString rentalSourceText(const OptionResult& rental);

// Cumulative cost of each available option over months 0..H, with the break-even month of purchase
// against each alternative marked.
QChart* cumulativeCostChart(const TcoResult& result, const ChartStyle& style);
// Moves the curves and markers of a chart made by cumulativeCostChart() to a new result; false when
// the set of available options changed (build a new chart then).
bool updateCumulativeCostChart(QChart* chart, const TcoResult& result);

// Stacked bars: each option's total by cost category (residual value stacks below zero).
QChart* costBreakdownChart(const TcoResult& result, const ChartStyle& style);
bool updateCostBreakdownChart(QChart* chart, const TcoResult& result);

// Horizon totals of purchase, on-demand and reserved as flat utilisation goes 0..100% in steps of 5
// (sweepUtilisation() in the analysis stage), with the break-even utilisation (purchase = on-demand) marked.
QChart* utilisationChart(const UtilisationSweep& sweep, const ChartStyle& style);
bool updateUtilisationChart(QChart* chart, const UtilisationSweep& sweep);

// Grouped horizontal bars: the options' totals in each included region (in the display currency).
QChart* regionsChart(const std::vector<RegionTco>& regions, const ChartStyle& style);

// Tornado: how far the buy-or-rent gap moves when each factor goes down or up, largest swing on top.
QChart* sensitivityChart(const SensitivityResult& sensitivity, const ChartStyle& style);

} // namespace planner::ui
