#include "editors/scenario_list_model.h"

#include "document/commands.h"

namespace planner::ui {

ScenarioListModel::ScenarioListModel(Document* document, QObject* parent)
    : QAbstractListModel(parent)
    , m_document(document)
{
    connect(m_document, &Document::scenariosChanged, this, [this] {
        beginResetModel();
        endResetModel();
    });
    connect(m_document, &Document::changed, this, [this] {
        if (rowCount() > 0)
            Q_EMIT dataChanged(index(0), index(rowCount() - 1), {Qt::DisplayRole, Qt::EditRole});
    });
}

int ScenarioListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_document->plan().scenarios.size());
}

QVariant ScenarioListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Scenario& s = m_document->plan().scenarios[static_cast<std::size_t>(index.row())];
    if (role == Qt::DisplayRole || role == Qt::EditRole)
        return QString::fromStdString(s.name);
    return {};
}

bool ScenarioListModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    const QString name = value.toString().trimmed();
    const auto& scenarios = m_document->plan().scenarios;
    const std::size_t row = static_cast<std::size_t>(index.row());
    if (name.isEmpty() || name.toStdString() == scenarios[row].name)
        return false;
    for (const auto& s : scenarios)
        if (s.name == name.toStdString())
            return false; // names stay unique, as the file format requires
    m_document->undoStack()->push(new ChangeValue<std::string>(
        m_document, tr("Rename scenario"), QStringLiteral("s%1.name").arg(row),
        ChangeEvent::inScenario(index.row(), ChangeEvent::Part::Name),
        [row](Plan& p) -> std::string& { return p.scenarios[row].name; }, name.toStdString()));
    return true;
}

Qt::ItemFlags ScenarioListModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}

} // namespace planner::ui
