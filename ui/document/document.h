#pragma once
// The open plan: owns it, its undo stack, its file and the catalogs it is read against.
// Every edit goes through an undo command; one changed(ChangeEvent) signal says what it touched.

#include "models/catalog/catalog.h"
#include "models/plan/plan.h"
#include "ui/document/change_event.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

namespace planner::ui {

class Document : public QObject {
    Q_OBJECT
public:
    explicit Document(Catalog catalog, QObject* parent = nullptr);

    const Plan& plan() const { return m_plan; }
    // The catalogs with this plan's price overrides applied.
    const Catalog& catalog() const { return m_effectiveCatalog; }
    const Catalog& shippedCatalog() const { return m_catalog; }

    // The plan as it was opened (or recovered) or last saved: what the what-if bar's Reset returns to.
    const Plan& savedPlan() const { return m_savedPlan; }

    QUndoStack* undoStack() { return &m_undoStack; }
    QString filePath() const { return m_filePath; }
    QString displayName() const;
    bool isModified() const { return !m_undoStack.isClean(); }

    int currentScenario() const { return m_currentScenario; }
    const Scenario* scenario() const;
    void setCurrentScenario(int index);

    // Replaces the catalogs (reloaded after an import or a new team folder); the plan and its undo
    // history stay, and views follow as they do after a change of the price overrides.
    void setCatalog(Catalog catalog);
    // Replaces the whole plan (New, Open, recovery): clears the undo history.
    void reset(Plan plan, const QString& filePath, bool modified = false);
    // Writes atomically; on failure returns false and a message naming the file.
    bool save(const QString& filePath, QString* error);

    // For undo commands only: the plan to change, then the announcement of what changed.
    Plan& editablePlan() { return m_plan; }
    void notifyChanged(const planner::ui::ChangeEvent& event);

Q_SIGNALS:
    void changed(const planner::ui::ChangeEvent& event);
    void currentScenarioChanged(int index);
    void filePathChanged(const QString& filePath);
    void modifiedChanged(bool modified);

private:
    Catalog m_catalog;
    Catalog m_effectiveCatalog;
    Plan m_plan;
    Plan m_savedPlan;
    QUndoStack m_undoStack;
    QString m_filePath;
    int m_currentScenario = 0;
};

} // namespace planner::ui
