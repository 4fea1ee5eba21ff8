#pragma once

#include <QFont>
#include <QHash>
#include <QStaticText>
#include <QStyledItemDelegate>

namespace planner::ui {

// Draws a cell of one line of plain text as QStyledItemDelegate does (the style's background, selection and
// focus, the text in the cell's colour, alignment and font, cut with "…"), and keeps each cut line laid out
// while its text and width stay. A view repaints every row when a few change (a new count of findings),
// and cutting and laying out the same long lines again was most of the findings table's repaint.
// Cells with an icon, a check box, wrapped or several lines are drawn by QStyledItemDelegate.
class OneLineDelegate final : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    struct Key {
        QString text;
        int width = 0;
        Qt::TextElideMode elide = Qt::ElideRight;
        bool operator==(const Key& other) const = default;
    };
    friend size_t qHash(const Key& key, size_t seed = 0) noexcept
    {
        return qHashMulti(seed, key.text, key.width, static_cast<int>(key.elide));
    }
    const QStaticText& line(const Key& key, const QFont& font) const;

    mutable QFont m_font;
    mutable QHash<Key, QStaticText> m_lines;
};

} // namespace planner::ui
