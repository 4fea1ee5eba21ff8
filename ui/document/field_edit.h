#pragma once
// An edit of one plan field, told by its descriptor (models/plan/plan_fields.h): the editors, the findings'
// fixes, the what-if bar, the market's "Use this" and the node group tables all change a field this way, so
// its undo key, its change part and its range check are the descriptor's, written once.

#include "models/plan/plan_fields.h"
#include "ui/document/change_event.h"

#include <QString>
#include <QUndoCommand>

namespace planner::ui {

class Document;

// The part of a scenario a change event names for an edit of a field of that part.
ChangeEvent::Part changePart(PlanPart part);

// "s0.workload.tensorParallel", "s0.g1.nodeGroup.gpuCount": edits with equal keys merge into one undo step.
QString fieldEditKey(int scenario, int group, std::string_view fieldId);

// Sets a field of one scenario (of one node group for a node group's field). On redo and undo it announces the
// field's part of that scenario; it merges with the next edit of the same key (a dragged spin box is one step).
class ChangeField final : public QUndoCommand {
public:
    ChangeField(Document* document, const QString& text, QString key, int scenario, int group, AnyPlanField field,
                FieldValue value);
    void redo() override;
    void undo() override;
    int id() const override { return 0x4751; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    void apply(const FieldValue& value);

    Document* m_document;
    QString m_key;
    int m_scenario;
    int m_group;
    AnyPlanField m_field;
    FieldValue m_value;
    FieldValue m_before;
};

// Pushes an edit of `field` to `value` as an undo step: false, and nothing pushed, when the scenario or group
// does not exist, the value is the one already there, or the field refuses it (another kind, out of range,
// an unknown name). `keySuffix` makes a gesture its own step where equal keys would otherwise merge.
bool pushFieldEdit(Document* document, const QString& text, int scenario, int group, const AnyPlanField& field,
                   const FieldValue& value, const QString& keySuffix = {});

} // namespace planner::ui
