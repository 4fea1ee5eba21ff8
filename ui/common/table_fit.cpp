#include "ui/common/table_fit.h"

#include <QAbstractItemDelegate>
#include <QAbstractItemModel>
#include <QFontMetrics>
#include <QHash>
#include <QHeaderView>
#include <QScrollBar>
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
    std::vector<QString> texts;
    std::vector<int> oneLine; // each cell on one line
    std::vector<int> narrow; // each cell on as many lines as allowed, broken between words
    int widest() const { return std::max(header, *std::max_element(oneLine.begin(), oneLine.end())); }
    int narrowest() const { return std::max(header, *std::max_element(narrow.begin(), narrow.end())); }
};

// Wrapping a text is the costly part of fitting (word-wrapped bounding boxes, searched over widths), and a
// table's names stay the same through most edits: each answer is kept for the font it was measured in.
struct Measure {
    QString font;
    QString text;
    int kind; // 0: linesAt, 1: widthForLines
    int oneLineWidth;
    int argument;
    bool operator==(const Measure&) const = default;
};

size_t qHash(const Measure& m, size_t seed = 0)
{
    return qHashMulti(seed, m.font, m.text, m.kind, m.oneLineWidth, m.argument);
}

template <typename Compute> int remembered(Measure key, Compute compute)
{
    static QHash<Measure, int> answers; // the GUI thread's; a few hundred names a plan
    if (const auto found = answers.constFind(key); found != answers.cend())
        return *found;
    if (answers.size() > 20'000)
        answers.clear();
    const int value = compute();
    answers.insert(std::move(key), value);
    return value;
}

// The lines `text` takes wrapped between words in a column `width` wide, given its one-line width (margins
// and icon included), as QFontMetrics sets it.
int linesAtUncached(const QString& text, int oneLineWidth, int width, const QFontMetrics& metrics)
{
    if (width >= oneLineWidth)
        return 1;
    const int room = width - (oneLineWidth - kWrapSlack - metrics.horizontalAdvance(text));
    if (room <= 0)
        return 1'000;
    const QRect wrapped = metrics.boundingRect(QRect(0, 0, room, 100'000), Qt::TextWordWrap, text);
    if (wrapped.width() > room)
        return 1'000; // a word longer than the room: cut, however many lines
    return std::max(1, (wrapped.height() + metrics.lineSpacing() / 2) / metrics.lineSpacing());
}

// The height of `text` wrapped as linesAtUncached() wraps it; 0 when it is not wrapped.
int wrappedHeight(const QString& text, int oneLineWidth, int width, const QFontMetrics& metrics, const QString& font)
{
    if (width >= oneLineWidth)
        return 0;
    return remembered({font, text, 2, oneLineWidth, width}, [&] {
        const int room = width - (oneLineWidth - kWrapSlack - metrics.horizontalAdvance(text));
        return room <= 0 ? 0 : metrics.boundingRect(QRect(0, 0, room, 100'000), Qt::TextWordWrap, text).height();
    });
}

int linesAt(const QString& text, int oneLineWidth, int width, const QFontMetrics& metrics, const QString& font)
{
    if (width >= oneLineWidth)
        return 1;
    return remembered({font, text, 0, oneLineWidth, width},
                      [&] { return linesAtUncached(text, oneLineWidth, width, metrics); });
}

// The narrowest column that shows `text` whole in at most `lines` lines.
int widthForLinesUncached(const QString& text, int oneLineWidth, int lines, const QFontMetrics& metrics,
                          const QString& font)
{
    if (lines <= 1)
        return oneLineWidth;
    if (lines == 2)
        return std::min(oneLineWidth, twoLineWidth(text, oneLineWidth, metrics));
    int low = oneLineWidth - metrics.horizontalAdvance(text), high = oneLineWidth;
    while (low < high) { // the least width that takes no more lines
        const int mid = (low + high) / 2;
        if (linesAt(text, oneLineWidth, mid, metrics, font) <= lines)
            high = mid;
        else
            low = mid + 1;
    }
    return high;
}

int widthForLines(const QString& text, int oneLineWidth, int lines, const QFontMetrics& metrics, const QString& font)
{
    return remembered({font, text, 1, oneLineWidth, lines},
                      [&] { return widthForLinesUncached(text, oneLineWidth, lines, metrics, font); });
}

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

QList<int> fitTableColumns(QTableView* table, const QList<int>& wrappable, int maxLines, QList<int>* wrappedHeights)
{
    QAbstractItemModel* model = table->model();
    QHeaderView* header = table->horizontalHeader();
    const int columns = model->columnCount();
    const int rows = model->rowCount();
    QList<int> lines(rows, 1);
    if (columns == 0 || rows == 0)
        return lines;
    const QFontMetrics metrics(table->font());
    const QString font = table->font().key();
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
        column.texts.resize(static_cast<std::size_t>(rows));
        if (header->isSectionHidden(c)) { // another view shows it: it takes no room here
            column.oneLine.assign(static_cast<std::size_t>(rows), 0);
            column.narrow = column.oneLine;
            continue;
        }
        column.header = header->sectionSizeHint(c);
        for (int r = 0; r < rows; ++r) {
            const QModelIndex index = model->index(r, c);
            const int width = table->itemDelegateForIndex(index)->sizeHint(option, index).width() + kWrapSlack;
            column.texts[static_cast<std::size_t>(r)] = index.data().toString();
            column.oneLine.push_back(width);
            column.narrow.push_back(
                wrappable.contains(c) ? widthForLines(index.data().toString(), width, maxLines, metrics, font) : width);
        }
    }
    // The table's inside: no scroll bars or row header take room from it (and in a resize event the viewport
    // still has its old size).
    const int available = table->width() - 2 * table->frameWidth()
        - (table->verticalHeader()->isHidden() ? 0 : table->verticalHeader()->width())
        - (table->verticalScrollBarPolicy() == Qt::ScrollBarAlwaysOn ? table->verticalScrollBar()->sizeHint().width()
                                                                     : 0);
    // The lines of row `r` with the columns `widths` wide.
    auto rowLines = [&](const std::vector<int>& widths, int r) {
        int most = 1;
        for (int c = 0; c < columns; ++c) {
            const Column& column = measured[static_cast<std::size_t>(c)];
            const auto row = static_cast<std::size_t>(r);
            if (column.oneLine[row] > widths[static_cast<std::size_t>(c)])
                most = std::max(most,
                                linesAt(column.texts[row], column.oneLine[row], widths[static_cast<std::size_t>(c)],
                                        metrics, font));
        }
        return most;
    };
    auto noteHeights = [&](const std::vector<int>& widths) {
        if (!wrappedHeights)
            return;
        wrappedHeights->fill(0, rows);
        for (int c = 0; c < columns; ++c)
            for (int r = 0; r < rows; ++r) {
                const Column& column = measured[static_cast<std::size_t>(c)];
                const auto row = static_cast<std::size_t>(r);
                (*wrappedHeights)[r] = std::max((*wrappedHeights)[r],
                                                wrappedHeight(column.texts[row], column.oneLine[row],
                                                              widths[static_cast<std::size_t>(c)], metrics, font));
            }
    };

    // Each wrappable column may be as wide as one of its cells on one line, as narrow as its cells on the most
    // lines allowed, or as narrow as they are on fewer: of the widths that fit the table, the ones that add the
    // fewest lines (each a row taller), then the widest.
    std::vector<int> widths(static_cast<std::size_t>(columns));
    for (int c = 0; c < columns; ++c)
        widths[static_cast<std::size_t>(c)] = measured[static_cast<std::size_t>(c)].widest();
    std::vector<std::vector<int>> candidates;
    for (int c : wrappable) {
        const Column& column = measured[static_cast<std::size_t>(c)];
        std::vector<int> options {column.narrowest()};
        for (int fewer = 2; fewer < maxLines; ++fewer) {
            int width = column.header;
            for (int r = 0; r < rows; ++r)
                width = std::max(width,
                                 widthForLines(column.texts[static_cast<std::size_t>(r)],
                                               column.oneLine[static_cast<std::size_t>(r)], fewer, metrics, font));
            options.push_back(width);
        }
        for (int width : column.oneLine)
            if (width >= column.narrowest())
                options.push_back(std::max(width, column.header));
        std::sort(options.begin(), options.end());
        options.erase(std::unique(options.begin(), options.end()), options.end());
        candidates.push_back(options);
    }
    std::vector<int> best = widths;
    int bestExtra = -1;
    int bestWidth = 0;
    std::vector<std::size_t> pick(candidates.size(), 0);
    for (bool more = true; more;) {
        std::vector<int> trial = widths;
        for (std::size_t i = 0; i < candidates.size(); ++i)
            trial[static_cast<std::size_t>(wrappable[static_cast<qsizetype>(i)])] = candidates[i][pick[i]];
        const int total = std::accumulate(trial.begin(), trial.end(), 0);
        if (total <= available) {
            int extra = 0;
            for (int r = 0; r < rows; ++r)
                extra += rowLines(trial, r) - 1;
            if (bestExtra < 0 || extra < bestExtra || (extra == bestExtra && total > bestWidth)) {
                best = trial;
                bestExtra = extra;
                bestWidth = total;
            }
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
    if (bestExtra < 0) // too narrow for any: every wrappable column at its narrowest, the rest cut
        for (std::size_t i = 0; i < candidates.size(); ++i)
            best[static_cast<std::size_t>(wrappable[static_cast<qsizetype>(i)])] = candidates[i].front();

    // The columns as they are, if they still show every cell whole in no more lines than the best fit: a
    // table that follows edits keeps its columns still (and a resized column repaints the table again).
    std::vector<int> current(static_cast<std::size_t>(columns));
    bool currentFits = bestExtra >= 0;
    for (int c = 0; c < columns && currentFits; ++c) {
        const Column& column = measured[static_cast<std::size_t>(c)];
        const int width = header->isSectionHidden(c) ? 0 : header->sectionSize(c);
        current[static_cast<std::size_t>(c)] = width;
        currentFits
            = header->isSectionHidden(c) || width >= (wrappable.contains(c) ? column.narrowest() : column.widest());
    }
    if (currentFits && std::accumulate(current.begin(), current.end(), 0) == available) {
        int extra = 0;
        for (int r = 0; r < rows; ++r) {
            lines[r] = rowLines(current, r);
            extra += lines[r] - 1;
        }
        if (extra == bestExtra) {
            for (int& l : lines)
                l = std::min(maxLines, l);
            noteHeights(current);
            return lines;
        }
    }
    widths = best;

    // What is left goes to every shown column alike, so the table spans its width.
    const int spare = std::max(0, available - std::accumulate(widths.begin(), widths.end(), 0));
    const int shown = columns - header->hiddenSectionCount();
    for (int c = 0, k = 0; c < columns && shown > 0; ++c)
        if (!header->isSectionHidden(c))
            widths[static_cast<std::size_t>(c)] += spare / shown + (k++ < spare % shown ? 1 : 0);
    for (int c = 0; c < columns; ++c)
        if (!header->isSectionHidden(c) && header->sectionSize(c) != widths[static_cast<std::size_t>(c)])
            header->resizeSection(c, widths[static_cast<std::size_t>(c)]);
    for (int r = 0; r < rows; ++r)
        lines[r] = std::min(maxLines, rowLines(widths, r));
    noteHeights(widths);
    return lines;
}

} // namespace planner::ui
