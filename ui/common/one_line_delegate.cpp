#include "ui/common/one_line_delegate.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QStyle>

#include <cmath>

namespace planner::ui {

namespace {

// Lines kept at most: a table's rows at a few widths. Past it the cache starts again.
constexpr qsizetype kMaxKeptLines = 512;

} // namespace

const QStaticText& OneLineDelegate::line(const Key& key, const QFont& font) const
{
    if (font != m_font) {
        m_lines.clear();
        m_font = font;
    }
    if (const auto found = m_lines.constFind(key); found != m_lines.cend())
        return *found;
    if (m_lines.size() >= kMaxKeptLines)
        m_lines.clear();
    QStaticText text(QFontMetricsF(font).elidedText(key.text, key.elide, key.width));
    text.setTextFormat(Qt::PlainText);
    text.setPerformanceHint(QStaticText::AggressiveCaching);
    text.prepare(QTransform(), font);
    return *m_lines.insert(key, text);
}

void OneLineDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QStyleOptionViewItem cell = option;
    initStyleOption(&cell, index);
    const auto others = QStyleOptionViewItem::HasDecoration | QStyleOptionViewItem::HasCheckIndicator
        | QStyleOptionViewItem::WrapText;
    if ((cell.features & others) || cell.text.contains(QLatin1Char('\n')) || cell.text.contains(QChar::LineSeparator)) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const QWidget* widget = cell.widget;
    const QStyle* style = widget ? widget->style() : QApplication::style();
    // The style draws the background and the selection; the text and the focus frame follow, as it draws them.
    QStyleOptionViewItem background = cell;
    background.text.clear();
    background.state &= ~QStyle::State_HasFocus;
    style->drawControl(QStyle::CE_ItemViewItem, &background, painter, widget);
    QPalette::ColorGroup group = (cell.state & QStyle::State_Enabled) ? QPalette::Normal : QPalette::Disabled;
    if (!cell.text.isEmpty()) {
        // Where and in which colour QCommonStyle puts an item's text.
        const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
        const QRect box = cell.rect.adjusted(margin, 0, -margin, 0);
        const QStaticText& shown = line({cell.text, box.width(), cell.textElideMode}, cell.font);
        const Qt::Alignment align = QStyle::visualAlignment(cell.direction, cell.displayAlignment);
        const double spare = box.width() - shown.size().width();
        const double x = box.left() + ((align & Qt::AlignRight) ? spare : (align & Qt::AlignHCenter) ? spare / 2 : 0);
        // The height QCommonStyle aligns: its text layout's line, ascent plus descent rounded up (QFontMetrics
        // rounds each, a pixel less for a font with fractional metrics such as Noto Sans CJK).
        const int lineHeight = static_cast<int>(std::ceil(QFontMetricsF(cell.font).height()));
        const QRect row
            = QStyle::alignedRect(cell.direction, cell.displayAlignment, QSize(box.width(), lineHeight), box);
        QPalette::ColorGroup textGroup = group;
        if (textGroup == QPalette::Normal && !(cell.state & QStyle::State_Active))
            textGroup = QPalette::Inactive;
        painter->save();
        painter->setFont(cell.font);
        painter->setPen(cell.palette.color(
            textGroup, (cell.state & QStyle::State_Selected) ? QPalette::HighlightedText : QPalette::Text));
        painter->drawStaticText(QPointF(x, row.top()), shown);
        painter->restore();
    }
    if (cell.state & QStyle::State_HasFocus) {
        QStyleOptionFocusRect focus;
        focus.QStyleOption::operator=(cell);
        focus.rect = style->subElementRect(QStyle::SE_ItemViewItemFocusRect, &cell, widget);
        focus.state |= QStyle::State_KeyboardFocusChange | QStyle::State_Item;
        focus.backgroundColor
            = cell.palette.color(group, (cell.state & QStyle::State_Selected) ? QPalette::Highlight : QPalette::Window);
        style->drawPrimitive(QStyle::PE_FrameFocusRect, &focus, painter, widget);
    }
}

} // namespace planner::ui
