#include "costs/wrapping_header.h"

#include <QPainter>
#include <QStyleOptionHeader>

#include <cstdlib>

namespace planner::ui {

namespace {

// The header's own margin on each side of its text (QCommonStyle's header margin).
int textMargin(const QWidget* widget)
{
    return widget->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, widget);
}

} // namespace

WrappingHeader::WrappingHeader(QWidget* parent)
    : QHeaderView(Qt::Horizontal, parent)
{
    setDefaultAlignment(Qt::AlignCenter);
}

QString WrappingHeader::wrappedText(const QString& text, const QFontMetrics& metrics, int width)
{
    if (text.contains(QLatin1Char('\n')) || metrics.horizontalAdvance(text) <= width)
        return text;
    qsizetype best = -1;
    int bestWidth = 0;
    for (qsizetype i = text.indexOf(QLatin1Char(' ')); i >= 0; i = text.indexOf(QLatin1Char(' '), i + 1)) {
        const int wider = std::max(metrics.horizontalAdvance(text.left(i)), metrics.horizontalAdvance(text.mid(i + 1)));
        if (best < 0 || wider < bestWidth) {
            best = i;
            bestWidth = wider;
        }
    }
    return best < 0 ? text : text.left(best) + QLatin1Char('\n') + text.mid(best + 1);
}

void WrappingHeader::paintSection(QPainter* painter, const QRect& rect, int logicalIndex) const
{
    if (!rect.isValid())
        return;
    // As QHeaderView paints a section, with the text broken in two where it does not fit.
    QStyleOptionHeader option;
    initStyleOption(&option);
    option.rect = rect;
    option.section = logicalIndex;
    option.textAlignment = defaultAlignment();
    option.text = wrappedText(model()->headerData(logicalIndex, orientation()).toString(), fontMetrics(),
                              rect.width() - 2 * textMargin(this));
    const QPointF origin = painter->brushOrigin();
    painter->save();
    style()->drawControl(QStyle::CE_Header, &option, painter, this);
    painter->restore();
    painter->setBrushOrigin(origin);
}

QSize WrappingHeader::sectionSizeFromContents(int logicalIndex) const
{
    QSize size = QHeaderView::sectionSizeFromContents(logicalIndex);
    // Room for two lines in every section: the header keeps one height while sections change width.
    size.setHeight(std::max(size.height(), 2 * fontMetrics().lineSpacing() + 2 * textMargin(this)));
    return size;
}

} // namespace planner::ui
