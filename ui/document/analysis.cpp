#include "ui/document/analysis.h"

#include "ui/document/document.h"

namespace planner::ui {

Analysis::Analysis(Document* document, QObject* parent)
    : QObject(parent)
    , m_document(document)
{
    connect(m_document, &Document::changed, this, &Analysis::documentChanged);
    recompute();
}

void Analysis::documentChanged(const ChangeEvent& event)
{
    if (event.affectsCatalog())
        recompute();
    else if (event.affectsCurrent(m_document->currentScenario()))
        recompute(event.scenario == m_document->currentScenario() && m_scenarioIndex == event.scenario
                  && (event.part == ChangeEvent::Part::Finance || event.part == ChangeEvent::Part::Name));
}

const Scenario* Analysis::scenario() const
{
    return m_document->scenario();
}
const Catalog& Analysis::catalog() const
{
    return m_document->catalog();
}

void Analysis::recompute(bool financeOnly)
{
    const Scenario* scenario = m_document->scenario();
    if (!scenario)
        m_result = {};
    else if (financeOnly)
        m_result = analyseScenario(*scenario, m_document->catalog(), m_result);
    else
        m_result = analyseScenario(*scenario, m_document->catalog());
    m_scenarioIndex = m_document->currentScenario();
    Q_EMIT updated();
}

} // namespace planner::ui
