#pragma once
// The comparison page's table: the scenarios side by side, every name and figure read whole at 1280 × 800.
// Its columns are fitted to their texts (table_fit.h), which wrap between words onto up to five lines, rows
// take the lines their texts need, and the scenario names head the columns on as many lines as they need.

#include <QTableView>

namespace planner::ui {

class ComparisonModel;

class ComparisonTable final : public QTableView {
    Q_OBJECT
public:
    static constexpr int kMostLines = 5;

    explicit ComparisonTable(ComparisonModel* model, QWidget* parent = nullptr);

    // Fits the columns to the table's width, the rows to their lines and the header to the scenario names.
    void fit();

protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void contentsChanged();
    QList<int> fitColumns(QList<int>* wrappedHeights);

    bool m_fitWhenShown = true;
    // Showing or hiding the scroll bar resizes the viewport, which calls fit() again from within fit().
    bool m_fitting = false;
};

} // namespace planner::ui
