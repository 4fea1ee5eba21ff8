#include "document/analysis.h"

#include "document/document.h"

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
    if (event.affectsCurrent(m_document->currentScenario()) || event.affectsCatalog())
        recompute();
}

const Scenario* Analysis::scenario() const
{
    return m_document->scenario();
}
const Catalog& Analysis::catalog() const
{
    return m_document->catalog();
}

void Analysis::recompute()
{
    const Scenario* scenario = m_document->scenario();
    m_result = scenario ? analyseScenario(*scenario, m_document->catalog()) : ScenarioAnalysis {};
    Q_EMIT updated();
}

} // namespace planner::ui
