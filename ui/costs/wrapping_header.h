#pragma once
// A horizontal header whose section texts wrap onto a second line, broken at the space nearest the middle,
// where a section is narrower than its text: three scenario names share the comparison page beside the row
// names at 1280 px, and QHeaderView cuts each with "…".

#include <QHeaderView>

namespace planner::ui {

class WrappingHeader final : public QHeaderView {
    Q_OBJECT
public:
    explicit WrappingHeader(QWidget* parent = nullptr);

    // The text as drawn in a section `width` wide: whole on one line, or on two.
    static QString wrappedText(const QString& text, const QFontMetrics& metrics, int width);

protected:
    void paintSection(QPainter* painter, const QRect& rect, int logicalIndex) const override;
    QSize sectionSizeFromContents(int logicalIndex) const override;
};

} // namespace planner::ui
