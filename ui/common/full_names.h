#pragma once
// Long catalog names (regions, cooling methods, offerings, software releases) readable in a dock narrower
// than they are: each combo's popup list is as wide as its widest item, its tooltip starts with the current
// item's full name, and a form puts its fields under their labels when a name beside its label would be cut.

#include <QComboBox>

class QString;
class QWidget;

namespace planner::ui {

// A combo box wide enough for 16 characters and an icon, whatever its items, so that a long name does not
// force its dock wide (the size QComboBox's AdjustToMinimumContentsLengthWithIcon gives). It sizes itself:
// setting that policy makes Qt 6.4 build the combo's popup at once, a third of the workload editor's start-up.
class NarrowComboBox : public QComboBox {
    Q_OBJECT

public:
    static constexpr int kCharacters = 16;
    using QComboBox::QComboBox;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
};

// Applies the above to every combo box under `panel` (call once its forms are built).
void keepFullNamesReadable(QWidget* panel);

// The width `box` needs to show `text` whole when closed.
int closedWidthFor(const QComboBox* box, const QString& text);

} // namespace planner::ui
