#pragma once
// A header whose section texts wrap between words onto as many lines as the section's width needs, where a
// section is narrower than its text: three or more scenario names share the comparison page beside the row
// names at 1280 px, and QHeaderView cuts each with "…". Its table sets a horizontal header's height and a
// vertical header's width and rows for the lines (ComparisonTable::fit).

#include <QHeaderView>

namespace planner::ui {

class WrappingHeader final : public QHeaderView {
    Q_OBJECT
public:
    explicit WrappingHeader(Qt::Orientation orientation, QWidget* parent = nullptr);

    // The text as drawn in a section `width` wide (the header's margins included): its lines.
    QStringList linesFor(int logicalIndex, int width) const;
    // A horizontal header's height that shows every section's text whole at the sections' current widths.
    int heightForSections() const;
    // A vertical header's width for its texts: each whole on one line, or as wide as its longest word.
    int oneLineWidth() const;
    int widestWordWidth() const;

protected:
    void paintSection(QPainter* painter, const QRect& rect, int logicalIndex) const override;
    // A horizontal section as wide as its longest word, one line high: the table decides the width, then the
    // lines. A vertical one as Qt sizes it: the table sets the header's width and the rows' heights.
    QSize sectionSizeFromContents(int logicalIndex) const override;

private:
    QString sectionText(int logicalIndex) const;
    // A section's width for its longest word, the margins included: no narrower section shows it whole.
    int longestWordWidth(int logicalIndex) const;
};

} // namespace planner::ui
