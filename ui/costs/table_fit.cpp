#include "costs/table_fit.h"

#include <QAbstractItemDelegate>
#include <QAbstractItemModel>
#include <QFontMetrics>
#include <QHeaderView>
#include <QStyleOptionViewItem>
#include <QTableView>

#include <algorithm>
#include <numeric>
#include <vector>

namespace planner::ui {

namespace {

// Word wrapping sets a line's words at their advance; a pixel or two of rounding must not push the last
// word onto a third line.
constexpr int kWrapSlack = 3;

struct Column {
    int header = 0; // what the header's text needs
    std::vector<int> oneLine; // each cell on one line
    std::vector<int> twoLines; // each cell on two lines, broken where they balance
    int widest() const { return std::max(header, *std::max_element(oneLine.begin(), oneLine.end())); }
    int narrowest() const { return std::max(header, *std::max_element(twoLines.begin(), twoLines.end())); }
};

} // namespace

int twoLineWidth(const QString& text, int oneLineWidth, const QFontMetrics& metrics)
{
    const int whole = metrics.horizontalAdvance(text);
    int best = whole;
    for (qsizetype space = text.indexOf(QLatin1Char(' ')); space >= 0;
         space = text.indexOf(QLatin1Char(' '), space + 1)) {
        const int first = metrics.horizontalAdvance(text.left(space).trimmed());
        const int second = metrics.horizontalAdvance(text.mid(space + 1).trimmed());
        best = std::min(best, std::max(first, second));
    }
    return oneLineWidth - whole + best + kWrapSlack;
}

QList<int> fitTableColumns(QTableView* table, const QList<int>& wrappable)
{
    QAbstractItemModel* model = table->model();
    QHeaderView* header = table->horizontalHeader();
    const int columns = model->columnCount();
    const int rows = model->rowCount();
    QList<int> lines(rows, 1);
    if (columns == 0 || rows == 0)
        return lines;
    const QFontMetrics metrics(table->font());
    QStyleOptionViewItem option;
    option.initFrom(table);
    option.font = table->font();
    option.fontMetrics = metrics;
    option.features = QStyleOptionViewItem::None; // the delegate adds text and icon from the model, one line
    const int icon = table->style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, table);
    option.decorationSize = table->iconSize().isValid() ? table->iconSize() : QSize(icon, icon);
    std::vector<Column> measured(static_cast<std::size_t>(columns));
    for (int c = 0; c < columns; ++c) {
        Column& column = measured[static_cast<std::size_t>(c)];
        column.header = header->sectionSizeHint(c);
        for (int r = 0; r < rows; ++r) {
            const QModelIndex index = model->index(r, c);
            const int width = table->itemDelegateForIndex(index)->sizeHint(option, index).width() + kWrapSlack;
            column.oneLine.push_back(width);
            column.twoLines.push_back(
                wrappable.contains(c) ? std::min(width, twoLineWidth(index.data().toString(), width, metrics)) : width);
        }
    }
    // The table's inside: no scroll bars or row header take room from it (and in a resize event the viewport
    // still has its old size).
    const int available = table->width() - 2 * table->frameWidth()
        - (table->verticalHeader()->isVisible() ? table->verticalHeader()->width() : 0);

    // Each wrappable column may be as wide as one of its cells on one line, or as narrow as its cells on two:
    // of the widths that fit the table, the ones that wrap the fewest rows (each wrapped row is a line taller).
    std::vector<int> widths(static_cast<std::size_t>(columns));
    for (int c = 0; c < columns; ++c)
        widths[static_cast<std::size_t>(c)] = measured[static_cast<std::size_t>(c)].widest();
    std::vector<std::vector<int>> candidates;
    for (int c : wrappable) {
        const Column& column = measured[static_cast<std::size_t>(c)];
        std::vector<int> options {column.narrowest()};
        for (int width : column.oneLine)
            if (width >= column.narrowest())
                options.push_back(std::max(width, column.header));
        candidates.push_back(options);
    }
    std::vector<int> best = widths;
    int bestWrapped = rows + 1;
    int bestWidth = 0;
    std::vector<std::size_t> pick(candidates.size(), 0);
    for (bool more = true; more;) {
        std::vector<int> trial = widths;
        for (std::size_t i = 0; i < candidates.size(); ++i)
            trial[static_cast<std::size_t>(wrappable[static_cast<qsizetype>(i)])] = candidates[i][pick[i]];
        const int total = std::accumulate(trial.begin(), trial.end(), 0);
        int wrapped = 0;
        for (int r = 0; r < rows; ++r) {
            bool rowWraps = false;
            for (int c = 0; c < columns; ++c)
                rowWraps = rowWraps
                    || measured[static_cast<std::size_t>(c)].oneLine[static_cast<std::size_t>(r)]
                        > trial[static_cast<std::size_t>(c)];
            wrapped += rowWraps ? 1 : 0;
        }
        if (total <= available && (wrapped < bestWrapped || (wrapped == bestWrapped && total > bestWidth))) {
            best = trial;
            bestWrapped = wrapped;
            bestWidth = total;
        }
        // The next combination of candidates, like an odometer.
        more = false;
        for (std::size_t i = 0; i < pick.size() && !more; ++i) {
            if (++pick[i] < candidates[i].size())
                more = true;
            else
                pick[i] = 0;
        }
    }
    if (bestWrapped > rows) // too narrow for any: every wrappable column at its narrowest, the rest cut
        for (std::size_t i = 0; i < candidates.size(); ++i)
            best[static_cast<std::size_t>(wrappable[static_cast<qsizetype>(i)])] = candidates[i].front();
    widths = best;

    // What is left goes to every column alike, so the table spans its width.
    const int spare = std::max(0, available - std::accumulate(widths.begin(), widths.end(), 0));
    for (int c = 0; c < columns; ++c)
        widths[static_cast<std::size_t>(c)] += spare / columns + (c < spare % columns ? 1 : 0);
    for (int c = 0; c < columns; ++c)
        if (header->sectionSize(c) != widths[static_cast<std::size_t>(c)])
            header->resizeSection(c, widths[static_cast<std::size_t>(c)]);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c)
            if (measured[static_cast<std::size_t>(c)].oneLine[static_cast<std::size_t>(r)]
                > widths[static_cast<std::size_t>(c)])
                lines[r] = 2;
    return lines;
}

} // namespace planner::ui
