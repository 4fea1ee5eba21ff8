#include "ui/drawings/build_drawing_view.h"

#include "ui/common/core_text.h"
#include "ui/drawings/drawing_accessible.h"

#include <QAccessible>
#include <QEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPicture>
#include <QToolTip>

#include <algorithm>
#include <utility>

namespace planner::ui {

BuildDrawingView::BuildDrawingView(TopologySource source, QWidget* parent)
    : QWidget(parent)
    , m_source(std::move(source))
{
    setObjectName(QStringLiteral("buildDrawing"));
    // A click takes the focus, so an open cell editor of the table commits and closes before the next one
    // opens; Tab reaches it too, and then moves over its parts.
    setFocusPolicy(Qt::StrongFocus);
    static const bool accessible = [] {
        QAccessible::installFactory(buildDrawingAccessible);
        return true;
    }();
    Q_UNUSED(accessible)
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    changeEvent(nullptr);
}

QSize BuildDrawingView::sizeHint() const
{
    const int lh = fontMetrics().height();
    return {lh * 48, lh * 22};
}

QSize BuildDrawingView::minimumSizeHint() const
{
    // Twelve lines: the node's type shrinks to three quarters on a short page, and a Chinese desktop's taller
    // lines (Noto Sans CJK) must still leave the window within a 1280 × 800 screen.
    const int lh = fontMetrics().height();
    return {lh * 26, lh * 12};
}

void BuildDrawingView::setGroup(int group)
{
    if (group == m_group)
        return;
    m_group = group;
    m_partsStale = true;
    update();
}

void BuildDrawingView::setHighlight(const DrawingHighlight& highlight)
{
    if (highlight.part == m_highlight.part && highlight.group == m_highlight.group)
        return;
    m_highlight = highlight;
    m_partsStale = true;
    update();
}

void BuildDrawingView::sourceChanged()
{
    // A hidden page only notes that it is behind: an edit pays for what is on screen.
    m_stale = true;
    if (!isVisible()) {
        m_partsStale = true;
        return;
    }
    // Most edits (workload, money) leave the picture as it was: no repaint for them.
    const BuildTopology before = std::move(m_topology);
    refresh();
    if (m_topology == before)
        return;
    m_partsStale = true;
    update();
}

void BuildDrawingView::refresh()
{
    if (!m_stale)
        return;
    m_topology = m_source();
    m_stale = false;
}

const BuildTopology& BuildDrawingView::topology()
{
    refresh();
    return m_topology;
}

const std::vector<DrawnPart>& BuildDrawingView::parts()
{
    if (m_partsStale || m_stale) {
        QPicture picture; // lays the parts out without pixels
        QPainter painter(&picture);
        m_parts = draw(painter);
    }
    return m_parts;
}

const DrawnPart* BuildDrawingView::partAt(const QPointF& position)
{
    const auto& all = parts();
    // The smallest part under the point: a GPU rather than its domain.
    const DrawnPart* best = nullptr;
    for (const auto& p : all)
        if (p.rect.contains(position)
            && (!best || p.rect.width() * p.rect.height() < best->rect.width() * best->rect.height()))
            best = &p;
    return best;
}

std::vector<DrawnPart> BuildDrawingView::draw(QPainter& painter)
{
    refresh();
    m_partsStale = false;
    const DrawingStyle style = DrawingStyle::forScreen(palette(), font());
    painter.setRenderHint(QPainter::Antialiasing, false);
    const QRectF area = QRectF(rect()).adjusted(6, 6, -6, -6);
    std::vector<DrawnPart> drawn;
    if (m_topology.nodes.empty())
        return drawn;
    const double lh = fontMetrics().height();
    const int racks = std::max<int>(1, static_cast<int>(std::min<std::size_t>(m_topology.racks.size(), 3)));
    const double rackWidth = std::min(area.width() * 0.36, racks * lh * 7.0 + lh);
    const QRectF nodeArea(area.left(), area.top(), area.width() - rackWidth - lh, area.height());
    const QRectF rackArea(nodeArea.right() + lh, area.top(), rackWidth, area.height());
    const auto index
        = static_cast<std::size_t>(std::clamp<int>(m_group, 0, static_cast<int>(m_topology.nodes.size()) - 1));
    drawn = paintNode(painter, nodeArea, m_topology.nodes[index], interfaceText(), style, m_highlight);
    auto rackParts = paintRacks(painter, rackArea, m_topology, interfaceText(), style, m_highlight);
    drawn.insert(drawn.end(), rackParts.begin(), rackParts.end());
    return drawn;
}

void BuildDrawingView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Base));
    m_parts = draw(painter);
    if (hasFocus() && m_focusedPart >= 0 && m_focusedPart < static_cast<int>(m_parts.size())) {
        // The keyboard's place: a dashed frame in the highlight colour, outside the part's own outline.
        QPen pen(palette().color(QPalette::Highlight), 2, Qt::DashLine);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(m_parts[static_cast<std::size_t>(m_focusedPart)].rect.adjusted(-2, -2, 2, 2));
    }
}

void BuildDrawingView::setFocusedPart(int index)
{
    const int count = static_cast<int>(parts().size());
    if (count == 0)
        return;
    index = std::clamp(index, 0, count - 1);
    if (index == m_focusedPart)
        return;
    m_focusedPart = index;
    update();
    if (hasFocus() && QAccessible::isActive()) {
        QAccessibleEvent focus(this, QAccessible::Focus);
        focus.setChild(index);
        QAccessible::updateAccessibility(&focus);
    }
}

void BuildDrawingView::keyPressEvent(QKeyEvent* event)
{
    const int count = static_cast<int>(parts().size());
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_Down:
        setFocusedPart(m_focusedPart + 1);
        return;
    case Qt::Key_Left:
    case Qt::Key_Up:
        setFocusedPart(m_focusedPart - 1);
        return;
    case Qt::Key_Home:
        setFocusedPart(0);
        return;
    case Qt::Key_End:
        setFocusedPart(count - 1);
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (m_focusedPart >= 0 && m_focusedPart < count) {
            const DrawnPart& part = parts()[static_cast<std::size_t>(m_focusedPart)];
            Q_EMIT partActivated(part.part, part.group);
            return;
        }
        break;
    default:
        break;
    }
    QWidget::keyPressEvent(event);
}

void BuildDrawingView::focusInEvent(QFocusEvent* event)
{
    // Tab enters at the first part, Shift+Tab at the last; a click keeps the place the keyboard had.
    const int count = static_cast<int>(parts().size());
    if (event->reason() == Qt::BacktabFocusReason)
        m_focusedPart = count - 1;
    else if (event->reason() == Qt::TabFocusReason || m_focusedPart < 0 || m_focusedPart >= count)
        m_focusedPart = 0;
    if (count == 0)
        m_focusedPart = -1;
    else if (QAccessible::isActive()) {
        QAccessibleEvent focus(this, QAccessible::Focus);
        focus.setChild(m_focusedPart);
        QAccessible::updateAccessibility(&focus);
    }
    update();
    QWidget::focusInEvent(event);
}

void BuildDrawingView::focusOutEvent(QFocusEvent* event)
{
    update(); // the focus frame goes
    QWidget::focusOutEvent(event);
}

bool BuildDrawingView::focusNextPrevChild(bool next)
{
    // Tab steps over the parts, and past the last (or before the first) on to the next widget.
    const int count = static_cast<int>(parts().size());
    if (hasFocus() && count > 0) {
        const int to = m_focusedPart + (next ? 1 : -1);
        if (to >= 0 && to < count) {
            setFocusedPart(to);
            return true;
        }
    }
    return QWidget::focusNextPrevChild(next);
}

bool BuildDrawingView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        if (const DrawnPart* part = partAt(help->pos()))
            QToolTip::showText(help->globalPos(), part->name + QStringLiteral("\n") + part->detail, this,
                               part->rect.toAlignedRect());
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void BuildDrawingView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton)
        if (const DrawnPart* part = partAt(event->position())) {
            m_focusedPart = static_cast<int>(part - parts().data()); // the keyboard goes on from here
            Q_EMIT partActivated(part->part, part->group);
        }
    QWidget::mousePressEvent(event);
}

void BuildDrawingView::showEvent(QShowEvent* event)
{
    m_partsStale = true;
    update();
    QWidget::showEvent(event);
}

void BuildDrawingView::changeEvent(QEvent* event)
{
    if (!event || event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange
        || event->type() == QEvent::FontChange) {
        setAccessibleName(tr("Drawing of the build"));
        setToolTip(QString()); // per part, from event()
        m_partsStale = true;
        update();
    }
    if (event)
        QWidget::changeEvent(event);
}

} // namespace planner::ui
