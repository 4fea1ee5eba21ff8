#include "document/document.h"

#include "build/build.h"
#include "plan/plan_io.h"

#include <QFileInfo>

namespace planner::ui {

Document::Document(Catalog catalog, QObject* parent)
    : QObject(parent)
    , m_catalog(std::move(catalog))
    , m_effectiveCatalog(m_catalog)
{
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

QString Document::displayName() const
{
    return m_filePath.isEmpty() ? tr("Untitled plan") : QFileInfo(m_filePath).fileName();
}

const Scenario* Document::scenario() const
{
    if (m_currentScenario < 0 || m_currentScenario >= static_cast<int>(m_plan.scenarios.size()))
        return nullptr;
    return &m_plan.scenarios[static_cast<std::size_t>(m_currentScenario)];
}

void Document::setCurrentScenario(int index)
{
    const int last = static_cast<int>(m_plan.scenarios.size()) - 1;
    index = std::clamp(index, 0, std::max(0, last));
    if (index == m_currentScenario)
        return;
    m_currentScenario = index;
    Q_EMIT currentScenarioChanged(index);
    Q_EMIT changed();
}

void Document::reset(Plan plan, const QString& filePath, bool modified)
{
    m_plan = std::move(plan);
    m_appliedOverrides = m_plan.priceOverrides;
    m_effectiveCatalog = withOverrides(m_catalog, m_appliedOverrides);
    m_undoStack.clear();
    m_filePath = filePath;
    m_currentScenario = 0;
    if (modified)
        m_undoStack.resetClean(); // no clean state: the recovered work is unsaved
    Q_EMIT filePathChanged(m_filePath);
    Q_EMIT modifiedChanged(isModified());
    Q_EMIT scenariosChanged();
    Q_EMIT currentScenarioChanged(0);
    Q_EMIT changed();
}

bool Document::save(const QString& filePath, QString* error)
{
    if (auto problem = savePlan(m_plan, filePath.toStdString())) {
        if (error)
            *error = QString::fromStdString(*problem);
        return false;
    }
    m_undoStack.setClean();
    if (filePath != m_filePath) {
        m_filePath = filePath;
        Q_EMIT filePathChanged(m_filePath);
    }
    return true;
}

void Document::notifyChanged()
{
    if (m_plan.priceOverrides != m_appliedOverrides) {
        m_appliedOverrides = m_plan.priceOverrides;
        m_effectiveCatalog = withOverrides(m_catalog, m_appliedOverrides);
    }
    const int last = static_cast<int>(m_plan.scenarios.size()) - 1;
    if (m_currentScenario > last) {
        m_currentScenario = std::max(0, last);
        Q_EMIT currentScenarioChanged(m_currentScenario);
    }
    Q_EMIT changed();
}

} // namespace planner::ui
