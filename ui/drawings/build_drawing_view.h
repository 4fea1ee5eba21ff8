#pragma once
// The Build page's picture of the build: the node of the selected group and the racks, live with the plan.
// Hovering a part shows its exact figures, clicking it asks for its editor, and a selected finding's part is
// picked out. The keyboard reaches every part: Tab and the arrow keys move between them, Enter or Space
// opens the focused part's editor as a click does; screen readers read each part (drawing_accessible.h).

#include "ui/drawings/build_painter.h"

#include <QWidget>

#include <functional>

namespace planner::ui {

class BuildDrawingView final : public QWidget {
    Q_OBJECT
public:
    // What the drawing shows, asked for only when it is on screen: the drawing knows no document, the page
    // that owns it says when the build changed (sourceChanged()).
    using TopologySource = std::function<BuildTopology()>;
    explicit BuildDrawingView(TopologySource source, QWidget* parent = nullptr);

    // The build may have changed: a hidden drawing only notes it, a shown one repaints if its picture did.
    void sourceChanged();

    // The node group whose node is drawn (the racks show every group).
    void setGroup(int group);
    int group() const { return m_group; }
    void setHighlight(const DrawingHighlight& highlight);
    const DrawingHighlight& highlight() const { return m_highlight; }

    // The parts as last laid out at the widget's size (laid out now when stale), in the interface language.
    const std::vector<DrawnPart>& parts();
    const DrawnPart* partAt(const QPointF& position);
    const BuildTopology& topology();
    // The part the keyboard focus is on (an index into parts()); -1 before the drawing has had the focus.
    int focusedPart() const { return m_focusedPart; }
    void setFocusedPart(int index);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    // A part was clicked: its editor should take the focus.
    void partActivated(planner::BuildPart part, int group);

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    bool focusNextPrevChild(bool next) override;
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    std::vector<DrawnPart> draw(QPainter& painter);

    TopologySource m_source;
    BuildTopology m_topology;
    int m_group = 0;
    DrawingHighlight m_highlight;
    bool m_stale = true; // the topology lags the analysis (the page was hidden)
    bool m_partsStale = true;
    std::vector<DrawnPart> m_parts;
    int m_focusedPart = -1;
};

} // namespace planner::ui
