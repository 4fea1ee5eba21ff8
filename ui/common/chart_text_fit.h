#pragma once
// Chart words that fit: wrapped between words and sized, never cut with "..." or hidden by Qt Charts.

#include <QSizeF>
#include <QStringList>

class QFont;

class QChart;

namespace planner::ui {

// Fits a chart's words to the size it is shown at: titles, axis titles and category labels wrap at word
// boundaries instead of being cut with "...", and the legend moves beside the plot when its entries do
// not fit in one row under it. Call after building or updating a chart and whenever its view resizes; the
// full texts are kept, so fitting again to another size starts from them.
void fitChartText(QChart* chart, const QSizeF& size);

// `text` broken into lines no wider than `width`: at spaces, and inside a word only where the word alone is
// wider (Chinese has no spaces).
QStringList wrappedLines(const QString& text, const QFont& font, qreal width);

} // namespace planner::ui
