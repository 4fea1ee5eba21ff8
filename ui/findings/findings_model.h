#pragma once
// The findings of the current scenario as a table: severity, rule and message.

#include "models/rules/rules.h"

#include <QAbstractTableModel>

#include <vector>

namespace planner::ui {

class Analysis;

class FindingsModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Severity, Message, ColumnCount };

    explicit FindingsModel(Analysis* analysis, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    void retranslate();

private:
    enum class Rows { Changed, All };
    void refresh(Rows rows = Rows::Changed);

    Analysis* m_analysis;
    // What the view shows: most edits leave most findings as they were, and a row told it changed is laid
    // out and painted again (the whole list at every slider step, a third of the step's time).
    std::vector<Finding> m_shown;
};

} // namespace planner::ui
