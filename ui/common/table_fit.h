#pragma once
// A table whose every cell and header is read whole: columns as wide as their longest text, and, when the
// table is too narrow for that, the columns that may wrap take two lines a row instead of ending in "…".

#include <QList>

class QFontMetrics;
class QString;
class QTableView;

namespace planner::ui {

// Sets the column widths of a table with fixed sections so that no text is cut at the table's current
// width; room left over is shared by every column. `wrappable` are the columns whose cells may wrap between
// words onto more lines (up to `maxLines`): of the widths that fit, the ones that add the fewest lines. Returns
// each row's lines (1 to maxLines), for the caller to size the rows. Cheap enough to call on every edit: nothing
// changes, and nothing is laid out again, when the widths stay. Hidden columns take no room (another view shows them);
// a vertical scroll bar always on takes its width. `wrappedHeights`, when given, gets each row's tallest wrapped
// text in pixels (0: none wraps): Chinese lines set in a fallback font are taller than the table font's.
QList<int> fitTableColumns(QTableView* table, const QList<int>& wrappable, int maxLines = 2,
                           QList<int>* wrappedHeights = nullptr);

// How wide a column must be to show `text` on two lines, broken at the space that balances them best,
// given the one-line width the item delegate asks for (margins and icon included).
int twoLineWidth(const QString& text, int oneLineWidth, const QFontMetrics& metrics);

} // namespace planner::ui
