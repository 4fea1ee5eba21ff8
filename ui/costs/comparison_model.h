#pragma once
// The plan's scenarios side by side: one column per scenario, one row per figure that decides between
// them (the work asked for, capex, TCO of each option, cost per GPU-hour, time to train, power, findings).
// A column asking for other work than the first, and an option that does not do its build's work, say so
// in the cell: their totals are not like for like. An edit
// re-analyses and announces only its scenario's column; new prices re-analyse every column.

#include "models/analysis/scenario_analysis.h"

#include <QAbstractTableModel>

#include <vector>

namespace planner::ui {

class Document;
struct ChangeEvent;

class ComparisonModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Row {
        Gpus,
        Work,
        Capex,
        PurchaseTotal,
        OnDemandTotal,
        OnDemandOffering,
        ReservedTotal,
        HybridTotal,
        Recommended,
        PurchasePerGpuHour,
        BreakEvenUtilisation,
        BreakEvenRentalPrice,
        TimeToTrain,
        MemoryPerGpu,
        ItPower,
        Racks,
        Errors,
        Warnings,
        RowCount
    };

    explicit ComparisonModel(Document* document, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    const std::vector<ScenarioAnalysis>& analyses() const { return m_analyses; }
    void retranslate();

private:
    void documentChanged(const ChangeEvent& event);
    ScenarioAnalysis analyse(int scenario) const;
    Workload workload(int scenario) const;
    void recomputeColumn(int column);
    void recomputeAll();
    void workOfOtherColumnsChanged();
    QString cell(int row, int column) const;
    // The fields in which the column's workload differs from the first column's ("workload.model").
    std::vector<std::string> otherWork(int column) const;

    Document* m_document;
    // One per column; the columns' names are the analyses' own (tco.scenarioName), so that the model
    // reads nothing from the document between announcing a column and the document having it.
    std::vector<ScenarioAnalysis> m_analyses;
    std::vector<Workload> m_workloads; // each column's, kept with its analysis for the same reason
};

} // namespace planner::ui
