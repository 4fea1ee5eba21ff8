#include "ui/editors/component_delegate.h"

#include "ui/common/core_text.h"
#include "ui/document/document.h"
#include "ui/editors/gpu_picker.h"
#include "ui/editors/node_group_model.h"

#include <QComboBox>
#include <QCompleter>

namespace planner::ui {

namespace {

template <typename T> void addEntries(QComboBox* box, const std::vector<T>& entries)
{
    for (const auto& entry : entries) {
        // Platforms may carry a Chinese name; the other parts are brand names in both languages.
        if constexpr (requires { entry.nameZh; })
            box->addItem(uiText(localName(entry)), QString::fromStdString(entry.id));
        else
            box->addItem(QString::fromStdString(entry.name), QString::fromStdString(entry.id));
    }
}

} // namespace

ComponentDelegate::ComponentDelegate(Document* document, QObject* parent)
    : QStyledItemDelegate(parent)
    , m_document(document)
{
}

QWidget* ComponentDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                         const QModelIndex& index) const
{
    const QString kind = NodeGroupModel::catalogKind(index.column());
    if (kind.isEmpty())
        return QStyledItemDelegate::createEditor(parent, option, index);
    if (kind == QLatin1String("gpu")) {
        // GPUs get the filterable picker (vendor, memory, form factor, market); it edits through setData,
        // which is an undo command, so no in-cell editor is needed.
        auto* picker = new GpuPickerDialog(m_document, parent->window());
        picker->setAttribute(Qt::WA_DeleteOnClose);
        picker->setCurrentGpu(index.data(Qt::EditRole).toString());
        const QPersistentModelIndex target(index);
        auto* model = const_cast<QAbstractItemModel*>(index.model());
        connect(picker, &GpuPickerDialog::gpuChosen, model, [model, target](const QString& id) {
            if (target.isValid())
                model->setData(target, id, Qt::EditRole);
        });
        picker->open();
        return nullptr;
    }
    auto* box = new QComboBox(parent);
    box->setEditable(true); // type to search
    box->setInsertPolicy(QComboBox::NoInsert);
    box->completer()->setFilterMode(Qt::MatchContains);
    box->completer()->setCompletionMode(QCompleter::PopupCompletion);
    const Catalog& c = m_document->catalog();
    if (kind == QLatin1String("platform"))
        addEntries(box, c.platforms);
    else if (kind == QLatin1String("gpu"))
        addEntries(box, c.gpus);
    else if (kind == QLatin1String("cpu"))
        addEntries(box, c.cpus);
    else if (kind == QLatin1String("memory"))
        addEntries(box, c.memory);
    else if (kind == QLatin1String("nvme"))
        addEntries(box, c.nvme);
    else if (kind == QLatin1String("nic"))
        addEntries(box, c.nics);
    return box;
}

void ComponentDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const
{
    if (auto* box = qobject_cast<QComboBox*>(editor)) {
        box->setCurrentIndex(box->findData(index.data(Qt::EditRole)));
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void ComponentDelegate::setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const
{
    if (auto* box = qobject_cast<QComboBox*>(editor)) {
        // Typed text that matches no entry leaves the cell as it was.
        const int match = box->findText(box->currentText(), Qt::MatchFixedString);
        if (match >= 0)
            model->setData(index, box->itemData(match), Qt::EditRole);
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

} // namespace planner::ui
