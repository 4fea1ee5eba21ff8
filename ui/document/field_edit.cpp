#include "ui/document/field_edit.h"

#include "ui/document/document.h"

namespace planner::ui {

ChangeEvent::Part changePart(PlanPart part)
{
    switch (part) {
    case PlanPart::Cluster:
        return ChangeEvent::Part::Cluster;
    case PlanPart::Fabric:
        return ChangeEvent::Part::Fabric;
    case PlanPart::Workload:
        return ChangeEvent::Part::Workload;
    case PlanPart::Site:
        return ChangeEvent::Part::Site;
    case PlanPart::Software:
        return ChangeEvent::Part::Software;
    case PlanPart::Finance:
    case PlanPart::WhatIf: // the what-if levers move the costs, as the finance does
        return ChangeEvent::Part::Finance;
    }
    return ChangeEvent::Part::Reset;
}

QString fieldEditKey(int scenario, int group, std::string_view fieldId)
{
    const QString id = QString::fromUtf8(fieldId.data(), static_cast<qsizetype>(fieldId.size()));
    return group < 0 ? QStringLiteral("s%1.%2").arg(scenario).arg(id)
                     : QStringLiteral("s%1.g%2.%3").arg(scenario).arg(group).arg(id);
}

ChangeField::ChangeField(Document* document, const QString& text, QString key, int scenario, int group,
                         AnyPlanField field, FieldValue value)
    : QUndoCommand(text)
    , m_document(document)
    , m_key(std::move(key))
    , m_scenario(scenario)
    , m_group(group)
    , m_field(field)
    , m_value(std::move(value))
{
    const Scenario& s = m_document->plan().scenarios.at(static_cast<std::size_t>(m_scenario));
    m_before = planFieldValue(s, m_field, m_group).value_or(m_value);
}

void ChangeField::apply(const FieldValue& value)
{
    Scenario& s = m_document->editablePlan().scenarios.at(static_cast<std::size_t>(m_scenario));
    setPlanField(s, m_field, m_group, value);
    const int group = describe(m_field).part == PlanPart::Cluster ? m_group : ChangeEvent::kAllGroups;
    m_document->notifyChanged(ChangeEvent::inScenario(m_scenario, changePart(describe(m_field).part), group));
}

void ChangeField::redo()
{
    apply(m_value);
}

void ChangeField::undo()
{
    apply(m_before);
}

bool ChangeField::mergeWith(const QUndoCommand* other)
{
    const auto* next = dynamic_cast<const ChangeField*>(other);
    if (!next || next->m_key != m_key)
        return false;
    // The plan already holds the newer value; this command keeps the value from before the first edit.
    m_value = next->m_value;
    return true;
}

bool pushFieldEdit(Document* document, const QString& text, int scenario, int group, const AnyPlanField& field,
                   const FieldValue& value, const QString& keySuffix)
{
    const auto& scenarios = document->plan().scenarios;
    if (scenario < 0 || scenario >= static_cast<int>(scenarios.size()))
        return false;
    const Scenario& s = scenarios[static_cast<std::size_t>(scenario)];
    const std::optional<FieldValue> current = planFieldValue(s, field, group);
    if (!current || *current == value || !planFieldAccepts(s, field, group, value))
        return false;
    document->undoStack()->push(new ChangeField(
        document, text, fieldEditKey(scenario, group, describe(field).id) + keySuffix, scenario, group, field, value));
    return true;
}

} // namespace planner::ui
