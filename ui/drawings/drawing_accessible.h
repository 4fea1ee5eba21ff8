#pragma once
// The build drawing for screen readers: the drawing is one widget, its parts (GPUs, sockets, the PCIe
// budget, racks...) are painted, not widgets; this interface gives each drawn part a child of its own with
// the part's name and its exact figures, and the keyboard focus moves over them.

class QAccessibleInterface;
class QObject;
class QString;

namespace planner::ui {

// The factory for QAccessible::installFactory: the interface of a BuildDrawingView, null for anything else.
QAccessibleInterface* buildDrawingAccessible(const QString& className, QObject* object);

} // namespace planner::ui
