#pragma once
// A turn of the mouse wheel over a combo box or spin box in a scrolled panel scrolls the panel, unless the
// field has been clicked or tabbed into: scrolling the editors past a field changed the plan without anyone
// noticing (a utilisation curve went from flat to ramp).

#include <QObject>

namespace planner::ui {

class WheelGuard final : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace planner::ui
