#pragma once
// The current scenario's analysis (build figures, estimate, findings, TCO), recomputed once per
// document change that affects it (an edit of the current scenario, another scenario becoming
// current, new prices) so every panel reads the same results; edits of other scenarios pass by.

#include "models/analysis/scenario_analysis.h"

#include <QObject>

namespace planner::ui {

class Document;
struct ChangeEvent;

class Analysis final : public QObject {
    Q_OBJECT
public:
    explicit Analysis(Document* document, QObject* parent = nullptr);

    const ScenarioAnalysis& result() const { return m_result; }
    const BuildFigures& build() const { return m_result.build; }
    const Estimate& estimate() const { return m_result.estimate; }
    const std::vector<Finding>& findings() const { return m_result.findings; }
    const TcoResult& tco() const { return m_result.tco; }
    const Scenario* scenario() const;
    const Catalog& catalog() const;

Q_SIGNALS:
    void updated();

private:
    void documentChanged(const ChangeEvent& event);
    // `financeOnly`: the current scenario changed only in its finance or name, so the other GPUs' hours
    // factors of the last analysis still hold.
    void recompute(bool financeOnly = false);

    Document* m_document;
    ScenarioAnalysis m_result;
    int m_scenarioIndex = -1; // the scenario m_result is of
};

} // namespace planner::ui
