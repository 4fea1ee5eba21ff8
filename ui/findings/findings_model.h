#pragma once
// The findings of the current scenario as a table: severity, rule and message.

#include <QAbstractTableModel>

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
    void refresh();

    Analysis* m_analysis;
    int m_rows = 0;
};

} // namespace planner::ui
