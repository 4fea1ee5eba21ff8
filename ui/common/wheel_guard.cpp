#include "ui/common/wheel_guard.h"

#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QWidget>

namespace planner::ui {

namespace {

bool isValueField(const QWidget* widget)
{
    return qobject_cast<const QComboBox*>(widget) || qobject_cast<const QAbstractSpinBox*>(widget);
}

// The value field the widget is, or is part of (a spin box's line edit); null for anything else.
QWidget* valueField(QWidget* widget)
{
    for (QWidget* w = widget; w && !w->isWindow(); w = w->parentWidget())
        if (isValueField(w))
            return w;
    return nullptr;
}

} // namespace

bool WheelGuard::eventFilter(QObject* watched, QEvent* event)
{
    // A wheel turn gives a field with wheel focus the focus before it reaches the field (and this filter): such
    // fields take it from a click or Tab only. When shown: some were made and polished before this filter was.
    if (event->type() == QEvent::Show && watched->isWidgetType()) {
        auto* widget = static_cast<QWidget*>(watched);
        if (isValueField(widget) && widget->focusPolicy() == Qt::WheelFocus)
            widget->setFocusPolicy(Qt::StrongFocus);
    }
    if (event->type() != QEvent::Wheel || !watched->isWidgetType())
        return QObject::eventFilter(watched, event);
    QWidget* field = valueField(static_cast<QWidget*>(watched));
    if (!field || field->hasFocus() || field->isAncestorOf(QApplication::focusWidget()))
        return QObject::eventFilter(watched, event);
    for (QWidget* w = field->parentWidget(); w && !w->isWindow(); w = w->parentWidget())
        if (auto* area = qobject_cast<QAbstractScrollArea*>(w)) {
            QCoreApplication::sendEvent(area->viewport(), event);
            return true;
        }
    return QObject::eventFilter(watched, event); // not in a scrolled panel: the field turns as usual
}

} // namespace planner::ui
