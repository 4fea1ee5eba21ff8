#pragma once
// The advisor's section of the PDF quote: the frontier chart (vector, black and white, log axes as in the
// Advisor page's scatter, the best point a black square, the table's points numbered) and the table of the
// best point and its alternatives.

#include "models/quote/quote.h"
#include "ui/export/quote_table.h"

#include <QRectF>
#include <QString>

#include <string>
#include <vector>

class QPainter;

namespace planner::ui {

// Paints the chart in `area`; `dotsPerMm` scales pens and gaps to the device.
void paintAdviceChart(QPainter& p, const QRectF& area, const QuoteAdvice& advice, const QString& fontFamily,
                      double dotsPerMm, const std::string& lang);

std::vector<Column> adviceColumns(const QuoteAdvice& advice);
// One row per listed point; the best one bold and shaded, as the TCO table marks its recommendation.
std::vector<Row> adviceRows(const QuoteAdvice& advice);

// Ticks of a log axis over [lo, hi]: 1, 2 and 5 × 10^n, or only the powers of ten over a wide range.
std::vector<double> logTicks(double lo, double hi);

} // namespace planner::ui
