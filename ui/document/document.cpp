#include "ui/document/document.h"

#include "models/plan/plan_io.h"
#include "models/sizing/build.h"

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
    Q_EMIT changed(ChangeEvent::inScenario(index, ChangeEvent::Part::CurrentScenario));
}

void Document::setCatalog(Catalog catalog)
{
    m_catalog = std::move(catalog);
    notifyChanged(ChangeEvent::wholePlan(ChangeEvent::Part::PriceOverrides));
}

void Document::reset(Plan plan, const QString& filePath, bool modified)
{
    m_plan = std::move(plan);
    m_savedPlan = m_plan;
    m_effectiveCatalog = planCatalog(m_catalog, m_plan);
    m_undoStack.clear();
    m_filePath = filePath;
    m_currentScenario = 0;
    if (modified)
        m_undoStack.resetClean(); // no clean state: the recovered work is unsaved
    Q_EMIT filePathChanged(m_filePath);
    Q_EMIT modifiedChanged(isModified());
    Q_EMIT changed(ChangeEvent::wholePlan(ChangeEvent::Part::Reset));
    Q_EMIT currentScenarioChanged(0);
}

bool Document::save(const QString& filePath, QString* error)
{
    if (auto problem = savePlan(m_plan, filePath.toStdString())) {
        if (error)
            *error = QString::fromStdString(*problem);
        return false;
    }
    m_undoStack.setClean();
    m_savedPlan = m_plan;
    if (filePath != m_filePath) {
        m_filePath = filePath;
        Q_EMIT filePathChanged(m_filePath);
    }
    return true;
}

void Document::notifyChanged(const ChangeEvent& event)
{
    if (event.affectsCatalog())
        m_effectiveCatalog = planCatalog(m_catalog, m_plan);
    // Views learn of the edit first, reading a valid current scenario; then, if removing the last
    // scenario moved the current one, of the new current scenario.
    const int last = static_cast<int>(m_plan.scenarios.size()) - 1;
    const int previous = m_currentScenario;
    m_currentScenario = std::clamp(m_currentScenario, 0, std::max(0, last));
    Q_EMIT changed(event);
    if (m_currentScenario != previous) {
        Q_EMIT currentScenarioChanged(m_currentScenario);
        Q_EMIT changed(ChangeEvent::inScenario(m_currentScenario, ChangeEvent::Part::CurrentScenario));
    }
}

} // namespace planner::ui
