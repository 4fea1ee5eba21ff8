#pragma once
// A plan field as the interface shows it, from its descriptor (models/plan/plan_fields.h): its label and
// tooltip in the interface language, its range on an editor, and the display names of an enumeration's values,
// all from the core's one text table, so the editors, the what-if bar and README say the same.

#include "models/plan/plan_enum_names.h"
#include "models/plan/plan_fields.h"
#include "ui/common/core_text.h"
#include "ui/common/glossary.h"

#include <QComboBox>
#include <QWidget>

namespace planner::ui {

inline QString fieldLabel(const FieldDescription& field)
{
    return uiText(Message(field.labelKey));
}
inline QString fieldToolTip(const FieldDescription& field)
{
    return uiText(Message(field.tooltipKey));
}

// The field's label (accessible name, form label or button text) and tooltip on its widget.
inline void describePlanField(QWidget* widget, const FieldDescription& field)
{
    describeField(widget, fieldLabel(field), fieldToolTip(field));
}

// A spin box (or slider) limited to the field's range.
template <typename Box> void limitToField(Box* box, const FieldDescription& field)
{
    using Value = decltype(box->value());
    box->setRange(static_cast<Value>(field.minimum), static_cast<Value>(field.maximum));
}

// The display name of an enumeration's value, from the core's table ("workload_kind.lora").
template <typename E> QString enumText(E value)
{
    return uiText(Message(enumTextKey(value)));
}

// A Choice field's combo: an item per value of its enumeration, each item's data the value's name in plan files
// and its text the value's display name. fillChoices() again after a change of language.
void fillChoices(QComboBox* box, const FieldDescription& field);

} // namespace planner::ui
