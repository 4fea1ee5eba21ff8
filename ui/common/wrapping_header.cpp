#include "ui/common/wrapping_header.h"

#include "ui/common/chart_text_fit.h"

#include <QPainter>
#include <QStyleOptionHeader>

#include <algorithm>

namespace planner::ui {

namespace {

// The header's own margin on each side of its text (QCommonStyle's header margin).
int textMargin(const QWidget* widget)
{
    return widget->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, widget);
}

// The width of the longest word of `text`: no narrower section shows it whole.
int widestWord(const QString& text, const QFontMetrics& metrics)
{
    int widest = 0;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        widest = std::max(widest, metrics.horizontalAdvance(word));
    return widest;
}

} // namespace

WrappingHeader::WrappingHeader(Qt::Orientation orientation, QWidget* parent)
    : QHeaderView(orientation, parent)
{
    setDefaultAlignment(orientation == Qt::Horizontal ? Qt::AlignCenter : Qt::AlignLeft | Qt::AlignVCenter);
}

QStringList WrappingHeader::linesFor(int logicalIndex, int width) const
{
    return wrappedLines(sectionText(logicalIndex), font(), std::max(1, width - 2 * textMargin(this)));
}

int WrappingHeader::heightForSections() const
{
    int lines = 1;
    for (int i = 0; i < count(); ++i)
        if (!isSectionHidden(i))
            lines = std::max(lines, static_cast<int>(linesFor(i, sectionSize(i)).size()));
    const QSize oneLine = QHeaderView::sectionSizeFromContents(0);
    return oneLine.height() + (lines - 1) * fontMetrics().lineSpacing();
}

int WrappingHeader::oneLineWidth() const
{
    int widest = 0;
    for (int i = 0; i < count(); ++i)
        widest = std::max(widest, QHeaderView::sectionSizeFromContents(i).width());
    return widest;
}

int WrappingHeader::widestWordWidth() const
{
    int widest = 0;
    for (int i = 0; i < count(); ++i)
        widest = std::max(widest, longestWordWidth(i));
    return widest;
}

int WrappingHeader::longestWordWidth(int logicalIndex) const
{
    return widestWord(sectionText(logicalIndex), fontMetrics()) + 2 * textMargin(this) + 2;
}

QString WrappingHeader::sectionText(int logicalIndex) const
{
    return model() ? model()->headerData(logicalIndex, orientation()).toString() : QString();
}

void WrappingHeader::paintSection(QPainter* painter, const QRect& rect, int logicalIndex) const
{
    if (!rect.isValid())
        return;
    // As QHeaderView paints a section, with the text broken into the lines its width needs.
    QStyleOptionHeader option;
    initStyleOption(&option);
    option.rect = rect;
    option.section = logicalIndex;
    option.textAlignment = defaultAlignment();
    option.text = linesFor(logicalIndex, rect.width()).join(QLatin1Char('\n'));
    const QPointF origin = painter->brushOrigin();
    painter->save();
    style()->drawControl(QStyle::CE_Header, &option, painter, this);
    painter->restore();
    painter->setBrushOrigin(origin);
}

QSize WrappingHeader::sectionSizeFromContents(int logicalIndex) const
{
    QSize size = QHeaderView::sectionSizeFromContents(logicalIndex);
    if (orientation() == Qt::Vertical)
        return size; // the table sets the header's width and the rows' heights
    size.setWidth(std::min(size.width(), longestWordWidth(logicalIndex)));
    return size;
}

} // namespace planner::ui
