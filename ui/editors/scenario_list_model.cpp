#include "ui/editors/scenario_list_model.h"

#include "ui/document/commands.h"

namespace planner::ui {

ScenarioListModel::ScenarioListModel(Document* document, QObject* parent)
    : QAbstractListModel(parent)
    , m_document(document)
{
    for (const auto& s : m_document->plan().scenarios)
        m_names.push_back(s.name);
    connect(m_document, &Document::changed, this, &ScenarioListModel::documentChanged);
}

std::string ScenarioListModel::nameAt(int row) const
{
    return m_document->plan().scenarios.at(static_cast<std::size_t>(row)).name;
}

void ScenarioListModel::documentChanged(const ChangeEvent& event)
{
    using Part = ChangeEvent::Part;
    const int row = event.scenario;
    switch (event.part) {
    case Part::Name:
        m_names.at(static_cast<std::size_t>(row)) = nameAt(row);
        Q_EMIT dataChanged(index(row), index(row), {Qt::DisplayRole, Qt::EditRole});
        break;
    case Part::ScenarioAdded:
        beginInsertRows({}, row, row);
        m_names.insert(m_names.begin() + row, nameAt(row));
        endInsertRows();
        break;
    // A removal resets: removing the current row would make the list view choose a neighbour itself,
    // which the scenario panel would take for the user's choice of another scenario.
    case Part::ScenarioRemoved:
    case Part::Reset:
        beginResetModel();
        m_names.clear();
        for (const auto& s : m_document->plan().scenarios)
            m_names.push_back(s.name);
        endResetModel();
        break;
    default:
        break; // other parts do not show in the list
    }
}

int ScenarioListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_names.size());
}

QVariant ScenarioListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (role == Qt::DisplayRole || role == Qt::EditRole)
        return QString::fromStdString(m_names[static_cast<std::size_t>(index.row())]);
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
