#pragma once
// Edits a component cell of the node-group table with a searchable list of catalog entries.

#include <QStyledItemDelegate>

namespace planner::ui {

class Document;

class ComponentDelegate final : public QStyledItemDelegate {
    Q_OBJECT
public:
    explicit ComponentDelegate(Document* document, QObject* parent = nullptr);

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override;

private:
    Document* m_document;
};

} // namespace planner::ui
