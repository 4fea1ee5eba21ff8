#include "ui/editors/node_group_model.h"

#include "ui/common/field_ui.h"

#include "ui/common/core_text.h"
#include "ui/document/document.h"
#include "ui/document/field_edit.h"

namespace planner::ui {

namespace {

// The plan field each column shows and edits: its label, tooltip, range and undo come from its descriptor.
const PlanField<NodeGroup>& columnField(int column)
{
    switch (column) {
    case NodeGroupModel::Name:
        return planField<&NodeGroup::name>();
    case NodeGroupModel::Nodes:
        return planField<&NodeGroup::nodeCount>();
    case NodeGroupModel::Platform:
        return planField<&NodeGroup::platformId>();
    case NodeGroupModel::Gpu:
        return planField<&NodeGroup::gpuId>();
    case NodeGroupModel::GpuCount:
        return planField<&NodeGroup::gpuCount>();
    case NodeGroupModel::Cpu:
        return planField<&NodeGroup::cpuId>();
    case NodeGroupModel::CpuSockets:
        return planField<&NodeGroup::cpuSockets>();
    case NodeGroupModel::Memory:
        return planField<&NodeGroup::memoryId>();
    case NodeGroupModel::MemoryCount:
        return planField<&NodeGroup::memoryCount>();
    case NodeGroupModel::Nvme:
        return planField<&NodeGroup::nvmeId>();
    case NodeGroupModel::NvmeCount:
        return planField<&NodeGroup::nvmeCount>();
    case NodeGroupModel::Nic:
        return planField<&NodeGroup::nicId>();
    default:
        return planField<&NodeGroup::nicCount>();
    }
}

QString nameOf(const Catalog& c, int column, const std::string& id)
{
    auto name = [&](const auto* entry) { return entry ? QString::fromStdString(entry->name) : QString(); };
    QString result;
    switch (column) {
    case NodeGroupModel::Platform:
        if (const planner::Platform* p = c.platform(id))
            result = uiText(localName(*p));
        break;
    case NodeGroupModel::Gpu:
        result = name(c.gpu(id));
        break;
    case NodeGroupModel::Cpu:
        result = name(c.cpu(id));
        break;
    case NodeGroupModel::Memory:
        result = name(c.memoryModule(id));
        break;
    case NodeGroupModel::Nvme:
        result = name(c.nvmeDrive(id));
        break;
    case NodeGroupModel::Nic:
        result = name(c.nic(id));
        break;
    default:
        break;
    }
    if (result.isEmpty() && !id.empty())
        result = NodeGroupModel::tr("%1 (unknown)").arg(QString::fromStdString(id));
    return result;
}

} // namespace

QString NodeGroupModel::catalogKind(int column)
{
    const FieldDescription& field = columnField(column);
    return QString::fromUtf8(field.catalogKind.data(), static_cast<qsizetype>(field.catalogKind.size()));
}

NodeGroupModel::NodeGroupModel(Document* document, QObject* parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    connect(m_document, &Document::changed, this, &NodeGroupModel::documentChanged);
    refresh();
}

void NodeGroupModel::documentChanged(const ChangeEvent& event)
{
    const int current = m_document->currentScenario();
    if (!event.affectsCurrent(current, ChangeEvent::Part::Cluster))
        return;
    const int row = event.nodeGroup;
    if (event.part == ChangeEvent::Part::Cluster && event.scenario == current && row >= 0 && row < m_rows)
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    else
        refresh(); // groups added or removed, another scenario shown, a new plan
}

void NodeGroupModel::refresh()
{
    const Scenario* s = m_document->scenario();
    const int rows = s ? static_cast<int>(s->cluster.nodeGroups.size()) : 0;
    if (rows != m_rows) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
    } else if (rows > 0) {
        Q_EMIT dataChanged(index(0, 0), index(rows - 1, ColumnCount - 1));
    }
}

void NodeGroupModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

int NodeGroupModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows;
}
int NodeGroupModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant NodeGroupModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Scenario* s = m_document->scenario();
    if (!s || index.row() >= static_cast<int>(s->cluster.nodeGroups.size()))
        return {};
    const NodeGroup& group = s->cluster.nodeGroups[static_cast<std::size_t>(index.row())];
    const int column = index.column();
    if (column == Name && (role == Qt::DisplayRole || role == Qt::EditRole))
        return group.name.empty() && role == Qt::DisplayRole ? tr("Group %1").arg(index.row() + 1)
                                                             : QString::fromStdString(group.name);
    const PlanField<NodeGroup>& field = columnField(column);
    const FieldValue value = field.get(group);
    if (field.type == FieldType::Integer) {
        if (role == Qt::DisplayRole || role == Qt::EditRole)
            return static_cast<int>(std::get<double>(value));
        if (role == Qt::TextAlignmentRole)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    }
    if (field.type == FieldType::CatalogId) {
        const std::string& id = std::get<std::string>(value);
        if (role == Qt::DisplayRole)
            return nameOf(m_document->catalog(), column, id);
        if (role == Qt::EditRole)
            return QString::fromStdString(id);
    }
    if (role == Qt::ToolTipRole)
        return headerToolTip(column);
    return {};
}

bool NodeGroupModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    const int column = index.column();
    const PlanField<NodeGroup>& field = columnField(column);
    FieldValue edited;
    QString text;
    if (column == Name) {
        edited = value.toString().trimmed().toStdString();
        text = tr("Rename node group");
    } else if (field.type == FieldType::Integer) {
        bool ok = false;
        const int count = value.toInt(&ok);
        if (!ok)
            return false;
        edited = static_cast<double>(count);
        text = tr("Change %1").arg(fieldLabel(field));
    } else {
        edited = value.toString().toStdString();
        text = tr("Change %1").arg(fieldLabel(field));
    }
    return pushFieldEdit(m_document, text, m_document->currentScenario(), index.row(), &field, edited);
}

QVariant NodeGroupModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole)
        return headerToolTip(section);
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    return fieldLabel(columnField(section));
}

QString NodeGroupModel::headerToolTip(int section)
{
    return fieldToolTip(columnField(section));
}

Qt::ItemFlags NodeGroupModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}

} // namespace planner::ui
