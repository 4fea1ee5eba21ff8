#include "editors/node_group_model.h"

#include "editors/plan_field_ui.h"

#include "document/commands.h"
#include "shell/core_text.h"

namespace planner::ui {

namespace {

std::string* idField(NodeGroup& g, int column)
{
    switch (column) {
    case NodeGroupModel::Platform:
        return &g.platformId;
    case NodeGroupModel::Gpu:
        return &g.gpuId;
    case NodeGroupModel::Cpu:
        return &g.cpuId;
    case NodeGroupModel::Memory:
        return &g.memoryId;
    case NodeGroupModel::Nvme:
        return &g.nvmeId;
    case NodeGroupModel::Nic:
        return &g.nicId;
    default:
        return nullptr;
    }
}

int* countField(NodeGroup& g, int column)
{
    switch (column) {
    case NodeGroupModel::Nodes:
        return &g.nodeCount;
    case NodeGroupModel::GpuCount:
        return &g.gpuCount;
    case NodeGroupModel::CpuSockets:
        return &g.cpuSockets;
    case NodeGroupModel::MemoryCount:
        return &g.memoryCount;
    case NodeGroupModel::NvmeCount:
        return &g.nvmeCount;
    case NodeGroupModel::NicCount:
        return &g.nicCount;
    default:
        return nullptr;
    }
}

// The JSON key of a column's plan field.
std::string_view fieldKey(int column)
{
    switch (column) {
    case NodeGroupModel::Name:
        return "name";
    case NodeGroupModel::Nodes:
        return "nodeCount";
    case NodeGroupModel::Platform:
        return "platform";
    case NodeGroupModel::Gpu:
        return "gpu";
    case NodeGroupModel::GpuCount:
        return "gpuCount";
    case NodeGroupModel::Cpu:
        return "cpu";
    case NodeGroupModel::CpuSockets:
        return "cpuSockets";
    case NodeGroupModel::Memory:
        return "memory";
    case NodeGroupModel::MemoryCount:
        return "memoryCount";
    case NodeGroupModel::Nvme:
        return "nvme";
    case NodeGroupModel::NvmeCount:
        return "nvmeCount";
    case NodeGroupModel::Nic:
        return "nic";
    case NodeGroupModel::NicCount:
        return "nicCount";
    default:
        return {};
    }
}

// The same limits as the plan file format.
std::pair<int, int> countRange(int column)
{
    const PlanField<NodeGroup>* field = findField(nodeGroupFields(), fieldKey(column));
    return field ? std::pair {static_cast<int>(field->minimum), static_cast<int>(field->maximum)} : std::pair {0, 0};
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
    switch (column) {
    case Platform:
        return QStringLiteral("platform");
    case Gpu:
        return QStringLiteral("gpu");
    case Cpu:
        return QStringLiteral("cpu");
    case Memory:
        return QStringLiteral("memory");
    case Nvme:
        return QStringLiteral("nvme");
    case Nic:
        return QStringLiteral("nic");
    default:
        return {};
    }
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
    NodeGroup group = s->cluster.nodeGroups[static_cast<std::size_t>(index.row())];
    const int column = index.column();
    if (column == Name && (role == Qt::DisplayRole || role == Qt::EditRole))
        return group.name.empty() && role == Qt::DisplayRole ? tr("Group %1").arg(index.row() + 1)
                                                             : QString::fromStdString(group.name);
    if (const int* count = countField(group, column)) {
        if (role == Qt::DisplayRole || role == Qt::EditRole)
            return *count;
        if (role == Qt::TextAlignmentRole)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    }
    if (const std::string* id = idField(group, column)) {
        if (role == Qt::DisplayRole)
            return nameOf(m_document->catalog(), column, *id);
        if (role == Qt::EditRole)
            return QString::fromStdString(*id);
    }
    if (role == Qt::ToolTipRole)
        return headerToolTip(column);
    return {};
}

bool NodeGroupModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    const std::size_t scenario = static_cast<std::size_t>(m_document->currentScenario());
    const std::size_t row = static_cast<std::size_t>(index.row());
    const int column = index.column();
    NodeGroup current = m_document->plan().scenarios.at(scenario).cluster.nodeGroups.at(row);
    const QString field = QStringLiteral("s%1.g%2.c%3").arg(scenario).arg(row).arg(column);
    const auto event = ChangeEvent::inScenario(static_cast<int>(scenario), ChangeEvent::Part::Cluster, index.row());
    auto group = [scenario, row](Plan& p) -> NodeGroup& { return p.scenarios[scenario].cluster.nodeGroups[row]; };

    if (column == Name) {
        const std::string name = value.toString().trimmed().toStdString();
        if (name == current.name)
            return false;
        m_document->undoStack()->push(new ChangeValue<std::string>(
            m_document, tr("Rename node group"), field, event,
            [group](Plan& p) -> std::string& { return group(p).name; }, name));
        return true;
    }
    if (countField(current, column)) {
        bool ok = false;
        const int count = value.toInt(&ok);
        const auto [min, max] = countRange(column);
        if (!ok || count < min || count > max || count == *countField(current, column))
            return false;
        const QString label = headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
        m_document->undoStack()->push(new ChangeValue<int>(
            m_document, tr("Change %1").arg(label), field, event,
            [group, column](Plan& p) -> int& { return *countField(group(p), column); }, count));
        return true;
    }
    if (idField(current, column)) {
        const std::string id = value.toString().toStdString();
        if (id == *idField(current, column))
            return false;
        const QString label = headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
        m_document->undoStack()->push(new ChangeValue<std::string>(
            m_document, tr("Change %1").arg(label), field, event,
            [group, column](Plan& p) -> std::string& { return *idField(group(p), column); }, id));
        return true;
    }
    return false;
}

QVariant NodeGroupModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole)
        return headerToolTip(section);
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const PlanField<NodeGroup>* field = findField(nodeGroupFields(), fieldKey(section));
    return field ? fieldLabel(*field) : QVariant();
}

QString NodeGroupModel::headerToolTip(int section)
{
    const PlanField<NodeGroup>* field = findField(nodeGroupFields(), fieldKey(section));
    return field ? fieldToolTip(*field) : QString();
}

Qt::ItemFlags NodeGroupModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}

} // namespace planner::ui
