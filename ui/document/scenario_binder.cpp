#include "ui/document/scenario_binder.h"

#include "ui/common/field_ui.h"
#include "ui/document/document.h"
#include "ui/document/field_edit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>

#include <cmath>

namespace planner::ui {

ScenarioBinder::ScenarioBinder(Document* document, QObject* parent)
    : QObject(parent)
    , m_document(document)
{
    connect(m_document, &Document::changed, this, &ScenarioBinder::documentChanged);
}

void ScenarioBinder::bind(QWidget* editor, const AnyPlanField& field)
{
    const FieldDescription& f = planner::describe(field);
    if (auto* spin = qobject_cast<QSpinBox*>(editor)) {
        limitToField(spin, f);
        connect(spin, &QSpinBox::valueChanged, this,
                [this, spin, field](int value) { edited(spin, field, static_cast<double>(value)); });
    } else if (auto* doubleSpin = qobject_cast<QDoubleSpinBox*>(editor)) {
        limitToField(doubleSpin, f);
        connect(doubleSpin, &QDoubleSpinBox::valueChanged, this,
                [this, doubleSpin, field](double value) { edited(doubleSpin, field, value); });
    } else if (auto* slider = qobject_cast<QSlider*>(editor)) {
        limitToField(slider, f);
        connect(slider, &QSlider::valueChanged, this,
                [this, slider, field](int value) { edited(slider, field, static_cast<double>(value)); });
    } else if (auto* check = qobject_cast<QCheckBox*>(editor)) {
        connect(check, &QCheckBox::toggled, this, [this, check, field](bool value) { edited(check, field, value); });
    } else if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        if (f.type == FieldType::Choice)
            fillChoices(combo, f);
        connect(combo, &QComboBox::activated, this, [this, combo, field](int index) {
            edited(combo, field, combo->itemData(index).toString().toStdString());
        });
    } else {
        qFatal("ScenarioBinder: no binding for a %s (field %s)", editor->metaObject()->className(), f.id.c_str());
    }
    m_bindings.push_back({editor, field, changePart(f.part)});
    describe(m_bindings.back());
    read(m_bindings.back());
}

void ScenarioBinder::read(const Binding& binding)
{
    const Scenario* s = m_document->scenario();
    if (!s)
        return;
    const std::optional<FieldValue> value = planFieldValue(*s, binding.field);
    if (!value)
        return;
    QWidget* editor = binding.editor;
    const QSignalBlocker blocker(editor);
    if (const double* number = std::get_if<double>(&*value)) {
        if (auto* spin = qobject_cast<QSpinBox*>(editor))
            spin->setValue(static_cast<int>(std::lround(*number)));
        else if (auto* doubleSpin = qobject_cast<QDoubleSpinBox*>(editor))
            doubleSpin->setValue(*number);
        else if (auto* slider = qobject_cast<QSlider*>(editor))
            slider->setValue(static_cast<int>(std::lround(*number)));
    } else if (const bool* flag = std::get_if<bool>(&*value)) {
        if (auto* check = qobject_cast<QCheckBox*>(editor))
            check->setChecked(*flag);
    } else if (const std::string* text = std::get_if<std::string>(&*value)) {
        if (auto* combo = qobject_cast<QComboBox*>(editor))
            combo->setCurrentIndex(combo->findData(QString::fromStdString(*text)));
    }
}

void ScenarioBinder::describe(const Binding& binding)
{
    const FieldDescription& f = planner::describe(binding.field);
    describePlanField(binding.editor, f);
    if (auto* combo = qobject_cast<QComboBox*>(binding.editor); combo && f.type == FieldType::Choice)
        fillChoices(combo, f);
}

void ScenarioBinder::edited(const QWidget* editor, const AnyPlanField& field, const FieldValue& value)
{
    // The undo text names the widget by its accessible name, the field's label in the interface language.
    pushFieldEdit(m_document, tr("Edit %1").arg(editor->accessibleName()), m_document->currentScenario(), -1, field,
                  value);
}

void ScenarioBinder::refresh()
{
    for (const Binding& binding : m_bindings)
        read(binding);
}

void ScenarioBinder::retranslate()
{
    for (const Binding& binding : m_bindings)
        describe(binding);
}

void ScenarioBinder::documentChanged(const ChangeEvent& event)
{
    const int current = m_document->currentScenario();
    for (const Binding& binding : m_bindings)
        if (event.affectsCurrent(current, binding.part))
            read(binding);
}

} // namespace planner::ui
