#pragma once
// The plan's scenarios as a list; renaming in the view is an undoable edit.

#include <QAbstractListModel>

namespace planner::ui {

class Document;

class ScenarioListModel final : public QAbstractListModel {
    Q_OBJECT
public:
    explicit ScenarioListModel(Document* document, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

private:
    Document* m_document;
};

} // namespace planner::ui
