#include "ui/costs/comparison_table.h"

#include "ui/common/table_fit.h"
#include "ui/common/wrapping_header.h"
#include "ui/costs/comparison_model.h"

#include <QEvent>
#include <QScopedValueRollback>
#include <QScrollBar>

#include <algorithm>
#include <numeric>

namespace planner::ui {

ComparisonTable::ComparisonTable(ComparisonModel* model, QWidget* parent)
    : QTableView(parent)
{
    setObjectName(QStringLiteral("comparisonTable"));
    setModel(model);
    setHorizontalHeader(new WrappingHeader(Qt::Horizontal, this));
    setVerticalHeader(new WrappingHeader(Qt::Vertical, this));
    // Widths are set by fit(): stretched columns cut a long name or figure at 1280 px.
    horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    horizontalHeader()->setMinimumSectionSize(0);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setMinimumSectionSize(0);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setWordWrap(true);
    setTextElideMode(Qt::ElideRight);
    setSelectionMode(QAbstractItemView::NoSelection);
    setAlternatingRowColors(true);
    connect(model, &QAbstractItemModel::dataChanged, this, &ComparisonTable::contentsChanged);
    connect(model, &QAbstractItemModel::headerDataChanged, this, &ComparisonTable::contentsChanged);
    connect(model, &QAbstractItemModel::modelReset, this, &ComparisonTable::contentsChanged);
    connect(model, &QAbstractItemModel::columnsInserted, this, &ComparisonTable::contentsChanged);
    connect(model, &QAbstractItemModel::columnsRemoved, this, &ComparisonTable::contentsChanged);
}

void ComparisonTable::contentsChanged()
{
    // A hidden page is fitted when it is shown: an edit pays for what is on screen.
    if (isVisible())
        fit();
    else
        m_fitWhenShown = true;
}

QList<int> ComparisonTable::fitColumns(QList<int>* wrappedHeights)
{
    QList<int> columns(model()->columnCount());
    std::iota(columns.begin(), columns.end(), 0);
    return fitTableColumns(this, columns, kMostLines, wrappedHeights);
}

void ComparisonTable::fit()
{
    if (m_fitting)
        return;
    const QScopedValueRollback fitting(m_fitting, true);
    m_fitWhenShown = false;
    if (model()->columnCount() == 0)
        return;
    // The figures' names: whole on one line where they take at most a third of the table, wrapped at that
    // width otherwise (never narrower than their longest word).
    auto* names = static_cast<WrappingHeader*>(verticalHeader());
    const int namesWidth = std::min(names->oneLineWidth(), std::max(names->widestWordWidth(), width() / 3));
    if (names->width() != namesWidth || names->minimumWidth() != namesWidth) {
        names->setFixedWidth(namesWidth);
        updateGeometries();
    }
    // Without a scroll bar when every row fits the table's height, with one when they do not: fitted again
    // with the bar's width taken, so that no column runs under it.
    QList<int> wrapped;
    QList<int> lines = fitColumns(&wrapped);
    const QFontMetrics metrics(font());
    const int oneLine = metrics.height() + 8;
    auto rowHeight = [&](int row) {
        // Lines in the table's font, or taller when a wrapped text's lines are (Chinese in a fallback font).
        const int nameLines = static_cast<int>(names->linesFor(row, namesWidth).size());
        const int inFont = oneLine + (std::max(lines.value(row, 1), nameLines) - 1) * metrics.lineSpacing();
        return std::max(wrapped.value(row, 0) + 8, inFont);
    };
    auto* header = static_cast<WrappingHeader*>(horizontalHeader());
    auto totalHeight = [&] {
        int total = header->heightForSections() + 2 * frameWidth();
        for (int row = 0; row < model()->rowCount(); ++row)
            total += rowHeight(row);
        return total;
    };
    const auto bar = totalHeight() > height() ? Qt::ScrollBarAlwaysOn : Qt::ScrollBarAlwaysOff;
    if (verticalScrollBarPolicy() != bar) {
        setVerticalScrollBarPolicy(bar);
        lines = fitColumns(&wrapped);
    }
    names->setDefaultSectionSize(oneLine);
    for (int row = 0; row < model()->rowCount(); ++row)
        if (const int height = rowHeight(row); names->sectionSize(row) != height)
            names->resizeSection(row, height);
    const int headerHeight = header->heightForSections();
    if (header->minimumHeight() != headerHeight) {
        header->setMinimumHeight(headerHeight);
        header->setMaximumHeight(headerHeight);
    }
}

void ComparisonTable::resizeEvent(QResizeEvent* event)
{
    QTableView::resizeEvent(event);
    if (isVisible())
        fit();
}

void ComparisonTable::showEvent(QShowEvent* event)
{
    QTableView::showEvent(event);
    if (m_fitWhenShown)
        fit();
}

void ComparisonTable::changeEvent(QEvent* event)
{
    QTableView::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
        contentsChanged();
}

} // namespace planner::ui
