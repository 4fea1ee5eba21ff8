#pragma once
// Long catalog names (regions, cooling methods, offerings, software releases) readable in a dock narrower
// than they are: each combo's popup list is as wide as its widest item, its tooltip starts with the current
// item's full name, and a form puts its fields under their labels when a name beside its label would be cut.

class QComboBox;
class QString;
class QWidget;

namespace planner::ui {

// Applies the above to every combo box under `panel` (call once its forms are built).
void keepFullNamesReadable(QWidget* panel);

// The width `box` needs to show `text` whole when closed.
int closedWidthFor(const QComboBox* box, const QString& text);

} // namespace planner::ui
