#include "ui/drawings/drawing_accessible.h"

#include "ui/drawings/build_drawing_view.h"

#include <QAccessibleWidget>
#include <QPointer>

#include <map>

namespace planner::ui {

namespace {

// One drawn part: read from the view when asked, since the parts are laid out again at each change.
class DrawnPartAccessible final : public QAccessibleInterface {
public:
    DrawnPartAccessible(BuildDrawingView* view, int index)
        : m_view(view)
        , m_index(index)
    {
    }

    bool isValid() const override { return m_view && part(); }
    QObject* object() const override { return nullptr; } // a painted part has no object of its own
    QWindow* window() const override { return m_view ? m_view->window()->windowHandle() : nullptr; }
    QAccessibleInterface* parent() const override { return QAccessible::queryAccessibleInterface(m_view.data()); }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessible::Role role() const override { return QAccessible::Graphic; }

    QString text(QAccessible::Text t) const override
    {
        const DrawnPart* p = part();
        if (!p)
            return {};
        switch (t) {
        case QAccessible::Name:
            return p->name;
        case QAccessible::Description:
            return p->detail;
        default:
            return {};
        }
    }
    void setText(QAccessible::Text, const QString&) override { }

    QRect rect() const override
    {
        const DrawnPart* p = part();
        if (!p)
            return {};
        const QRect local = p->rect.toAlignedRect();
        return QRect(m_view->mapToGlobal(local.topLeft()), local.size());
    }

    QAccessible::State state() const override
    {
        QAccessible::State s;
        s.focusable = true;
        s.focused = m_view && m_view->hasFocus() && m_view->focusedPart() == m_index;
        return s;
    }

private:
    const DrawnPart* part() const
    {
        if (!m_view)
            return nullptr;
        const auto& parts = m_view->parts();
        return m_index >= 0 && m_index < static_cast<int>(parts.size()) ? &parts[static_cast<std::size_t>(m_index)]
                                                                        : nullptr;
    }

    QPointer<BuildDrawingView> m_view;
    int m_index;
};

class BuildDrawingAccessible final : public QAccessibleWidget {
public:
    explicit BuildDrawingAccessible(BuildDrawingView* view)
        : QAccessibleWidget(view, QAccessible::Graphic)
    {
    }
    ~BuildDrawingAccessible() override
    {
        for (const auto& [index, id] : m_children)
            QAccessible::deleteAccessibleInterface(id);
    }

    int childCount() const override { return static_cast<int>(view()->parts().size()); }
    QAccessibleInterface* child(int index) const override
    {
        if (index < 0 || index >= childCount())
            return nullptr;
        auto found = m_children.find(index);
        if (found == m_children.end())
            found
                = m_children
                      .emplace(index, QAccessible::registerAccessibleInterface(new DrawnPartAccessible(view(), index)))
                      .first;
        return QAccessible::accessibleInterface(found->second);
    }
    int indexOfChild(const QAccessibleInterface* child) const override
    {
        for (const auto& [index, id] : m_children)
            if (QAccessible::accessibleInterface(id) == child)
                return index;
        return -1;
    }
    QAccessibleInterface* childAt(int x, int y) const override
    {
        const QPoint local = view()->mapFromGlobal(QPoint(x, y));
        const DrawnPart* hit = view()->partAt(local);
        if (!hit)
            return nullptr;
        const auto& parts = view()->parts();
        return child(static_cast<int>(hit - parts.data()));
    }
    QAccessibleInterface* focusChild() const override
    {
        return view()->hasFocus() ? child(view()->focusedPart()) : nullptr;
    }

private:
    BuildDrawingView* view() const { return static_cast<BuildDrawingView*>(widget()); }
    mutable std::map<int, QAccessible::Id> m_children;
};

} // namespace

QAccessibleInterface* buildDrawingAccessible(const QString& className, QObject* object)
{
    if (className == QLatin1String(BuildDrawingView::staticMetaObject.className()))
        if (auto* view = qobject_cast<BuildDrawingView*>(object))
            return new BuildDrawingAccessible(view);
    return nullptr;
}

} // namespace planner::ui
