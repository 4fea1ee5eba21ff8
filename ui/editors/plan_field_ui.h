#pragma once
// The editors' limits, labels and tooltips, from the plan's field descriptors (models/plan/plan_fields.h):
// the same ranges as the plan file format and the same texts as README's field tables.

#include "editors/full_names.h"
#include "plan/plan_fields.h"
#include "shell/core_text.h"
#include "shell/glossary.h"

#include "plan/plan_enum_names.h"

#include <QComboBox>
#include <QWidget>

#include <cassert>

namespace planner::ui {

template <typename Owner>
const PlanField<Owner>& planField(std::span<const PlanField<Owner>> fields, std::string_view key)
{
    const PlanField<Owner>* field = findField(fields, key);
    assert(field); // a typo in an editor's field key
    return *field;
}

inline const PlanField<Workload>& workloadField(std::string_view key)
{
    return planField(workloadFields(), key);
}
inline const PlanField<Site>& siteField(std::string_view key)
{
    return planField(siteFields(), key);
}
inline const PlanField<Finance>& financeField(std::string_view key)
{
    return planField(financeFields(), key);
}
inline const PlanField<Software>& softwareField(std::string_view key)
{
    return planField(softwareFields(), key);
}
inline const PlanField<NodeGroup>& nodeGroupField(std::string_view key)
{
    return planField(nodeGroupFields(), key);
}

// A combo of a plan enumeration's values, each item's data its name in plan files; retranslate() gives the
// items their texts (setItemTexts).
template <typename E> QComboBox* enumCombo(QWidget* parent)
{
    auto* box = new NarrowComboBox(parent);
    for (const auto& entry : EnumNames<E>::entries) {
        const QString name = QString::fromUtf8(entry.second.data(), static_cast<qsizetype>(entry.second.size()));
        box->addItem(name, name);
    }
    return box;
}

// Gives each item of an enum combo its display text from its name.
template <typename F> void setItemTexts(QComboBox* box, F text)
{
    for (int i = 0; i < box->count(); ++i)
        box->setItemText(i, text(box->itemData(i).toString()));
}

template <typename Owner> QString fieldLabel(const PlanField<Owner>& field)
{
    return uiText(Message(std::string(field.labelKey)));
}
template <typename Owner> QString fieldToolTip(const PlanField<Owner>& field)
{
    return uiText(Message(std::string(field.tooltipKey)));
}

// The field's label (accessible name, form label or button text) and tooltip on its widget.
template <typename Owner> void describePlanField(QWidget* widget, const PlanField<Owner>& field)
{
    describeField(widget, fieldLabel(field), fieldToolTip(field));
}

// A spin box (or slider) limited to the field's range.
template <typename Box, typename Owner> void limitToField(Box* box, const PlanField<Owner>& field)
{
    using Value = decltype(box->value());
    box->setRange(static_cast<Value>(field.minimum), static_cast<Value>(field.maximum));
}

} // namespace planner::ui
