#pragma once
// Binds editor widgets to fields of the current scenario, told by the fields' descriptors: each widget takes
// its field's range, label and tooltip, follows the document, and each user edit becomes an undo step that
// merges while the same field keeps changing (dragging a spin box or a slider is one undo step). A widget is
// re-read only when its field's part of the current scenario changed.

#include "models/plan/plan_fields.h"
#include "ui/document/change_event.h"

#include <QObject>

#include <vector>

class QWidget;

namespace planner::ui {

class Document;

class ScenarioBinder final : public QObject {
    Q_OBJECT
public:
    explicit ScenarioBinder(Document* document, QObject* parent = nullptr);

    // QSpinBox for an Integer field, QDoubleSpinBox for a Number, QSlider for a Number in whole units, QCheckBox
    // for a Boolean, QComboBox for a Choice (the binder fills the enumeration's values, named from the core's
    // table) or for a catalog id or text (the panel fills the items, each one's data the id).
    void bind(QWidget* editor, const AnyPlanField& field);
    template <typename Owner> void bind(QWidget* editor, const PlanField<Owner>& field)
    {
        bind(editor, AnyPlanField(&field));
    }

    // Re-reads every bound widget from the document (after the combos were refilled, …).
    void refresh();
    // Labels, tooltips and the names of choices again, in the interface language.
    void retranslate();

private:
    struct Binding {
        QWidget* editor;
        AnyPlanField field;
        ChangeEvent::Part part;
    };
    void read(const Binding& binding);
    void describe(const Binding& binding);
    void edited(const QWidget* editor, const AnyPlanField& field, const FieldValue& value);
    void documentChanged(const ChangeEvent& event);

    Document* m_document;
    std::vector<Binding> m_bindings;
};

} // namespace planner::ui
