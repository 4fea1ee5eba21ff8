#pragma once
// The plan's scenarios side by side: one column per scenario, one row per figure that decides between
// them (capex, TCO of each option, cost per GPU-hour, time to train, power, findings).

#include "analysis/scenario_analysis.h"

#include <QAbstractTableModel>

#include <vector>

namespace planner::ui {

class Document;

class ComparisonModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Row {
        Gpus,
        Capex,
        PurchaseTotal,
        OnDemandTotal,
        ReservedTotal,
        HybridTotal,
        Cheapest,
        PurchasePerGpuHour,
        BreakEvenUtilisation,
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
    void recompute();
    QString cell(int row, int column) const;

    Document* m_document;
    std::vector<ScenarioAnalysis> m_analyses;
    // What each analysis was computed from: an edit re-analyses only the scenario it touched.
    std::vector<Scenario> m_inputs;
    const Catalog* m_catalog = nullptr;
    std::vector<PriceOverride> m_overrides;
};

} // namespace planner::ui
