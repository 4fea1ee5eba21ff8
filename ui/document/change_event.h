#pragma once
// What one change of the document touched: which scenario and which part of it, so that each view
// updates what is affected instead of rebuilding everything (Tiled's ChangeEvent, in one value type).
// Undo and redo announce the same event as the edit they take back or repeat.

#include <QMetaType>

namespace planner::ui {

struct ChangeEvent {
    enum class Part {
        // One part of one scenario changed.
        Name,
        Cluster, // node groups: one group's fields (nodeGroup >= 0), or groups added or removed
        Fabric,
        Workload,
        Site,
        Finance,
        Software, // the versions a scenario fixes (driver, CUDA, container)
        // The list of scenarios changed: `scenario` is where one was inserted or the index it had.
        ScenarioAdded,
        ScenarioRemoved,
        // The whole plan: the price overrides (and with them the effective catalog), or a new plan.
        PriceOverrides,
        MeasuredRuns, // the plan's measured runs, which calibrate every scenario's estimate
        Reset,
        // Not an edit: the document shows another scenario (`scenario` is its index).
        CurrentScenario,
    };
    static constexpr int kWholePlan = -1;
    static constexpr int kAllGroups = -1;

    Part part = Part::Reset;
    int scenario = kWholePlan;
    int nodeGroup = kAllGroups;

    static ChangeEvent wholePlan(Part part) { return {part, kWholePlan, kAllGroups}; }
    static ChangeEvent inScenario(int scenario, Part part, int nodeGroup = kAllGroups)
    {
        return {part, scenario, nodeGroup};
    }

    // The scenario at `index` may now read differently: it was edited, an insertion or removal at or
    // before it made that index name another scenario, or the plan was replaced. Price overrides are
    // asked about separately (affectsCatalog): they change figures, not what a scenario holds.
    bool affects(int index) const
    {
        switch (part) {
        case Part::Reset:
            return true;
        case Part::ScenarioAdded:
        case Part::ScenarioRemoved:
            return index >= scenario;
        case Part::PriceOverrides:
        case Part::MeasuredRuns:
        case Part::CurrentScenario:
            return false;
        default:
            return index == scenario;
        }
    }
    // The same for one part (Name … Software) of that scenario.
    bool affects(int index, Part which) const { return affects(index) && (!isScenarioPart() || part == which); }
    // For views of the current scenario: it changed, or another scenario became current.
    bool affectsCurrent(int current) const { return part == Part::CurrentScenario || affects(current); }
    bool affectsCurrent(int current, Part which) const
    {
        return part == Part::CurrentScenario || affects(current, which);
    }
    // Prices may have changed: the effective catalog was rebuilt.
    bool affectsCatalog() const
    {
        return part == Part::PriceOverrides || part == Part::MeasuredRuns || part == Part::Reset;
    }

    bool isScenarioPart() const { return part <= Part::Software; }

    bool operator==(const ChangeEvent&) const = default;
};

} // namespace planner::ui

Q_DECLARE_METATYPE(planner::ui::ChangeEvent)
