#pragma once
// The plan's scenarios as a list; renaming in the view is an undoable edit. The model keeps the names
// it shows, so that it can announce a rename or an insertion of one row after the document changed.

#include <QAbstractListModel>

#include <string>
#include <vector>

namespace planner::ui {

class Document;
struct ChangeEvent;

class ScenarioListModel final : public QAbstractListModel {
    Q_OBJECT
public:
    explicit ScenarioListModel(Document* document, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

private:
    void documentChanged(const ChangeEvent& event);
    std::string nameAt(int row) const;

    Document* m_document;
    std::vector<std::string> m_names;
};

} // namespace planner::ui
