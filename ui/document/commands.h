#pragma once
// Undo commands over the document's plan. ChangeValue is the one generic edit: it reaches a field
// through an accessor and merges with the next change of the same field (a dragged spin box is one step).
// Each command announces what it touched with the same ChangeEvent on redo and undo alike.

#include "ui/document/document.h"

#include <QUndoCommand>

#include <functional>
#include <type_traits>

namespace planner::ui {

template <typename T> class ChangeValue : public QUndoCommand {
public:
    using Accessor = std::function<T&(Plan&)>;

    // `field` identifies what is edited ("s0.g1.gpuCount"); equal fields merge. `event` says which
    // scenario and part the field belongs to.
    ChangeValue(Document* document, const QString& text, QString field, ChangeEvent event, Accessor access, T value)
        : QUndoCommand(text)
        , m_document(document)
        , m_field(std::move(field))
        , m_event(event)
        , m_access(std::move(access))
        , m_value(std::move(value))
    {
    }

    void redo() override { swap(); }
    void undo() override { swap(); }
    int id() const override { return 0x4750; } // mergeWith() checks the type and the field
    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* next = dynamic_cast<const ChangeValue<T>*>(other);
        // The plan already holds the newer value; this command keeps the original for undo.
        return next && next->m_field == m_field;
    }

private:
    void swap()
    {
        std::swap(m_access(m_document->editablePlan()), m_value);
        m_document->notifyChanged(m_event);
    }

    Document* m_document;
    QString m_field;
    ChangeEvent m_event;
    Accessor m_access;
    T m_value;
};

// Inserts or removes one element of a vector in the plan (a scenario, a node group, a price override).
template <typename T> class InsertOrRemove : public QUndoCommand {
    static constexpr bool kScenario = std::is_same_v<T, Scenario>;

public:
    using Accessor = std::function<std::vector<T>&(Plan&)>;

    // A node group or a price override: redo and undo both announce `event`.
    static InsertOrRemove* insert(Document* d, const QString& text, ChangeEvent event, Accessor access, int index,
                                  T value) requires(!kScenario)
    {
        return new InsertOrRemove(d, text, event, std::move(access), index, std::move(value), true);
    }
    static InsertOrRemove* remove(Document* d, const QString& text, ChangeEvent event, Accessor access,
                                  int index) requires(!kScenario)
    {
        T existing = access(d->editablePlan()).at(static_cast<std::size_t>(index));
        return new InsertOrRemove(d, text, event, std::move(access), index, std::move(existing), false);
    }
    // A scenario: ScenarioAdded or ScenarioRemoved at `index`, whichever the step does.
    static InsertOrRemove* insert(Document* d, const QString& text, Accessor access, int index,
                                  T value) requires kScenario
    {
        return new InsertOrRemove(d, text, {}, std::move(access), index, std::move(value), true);
    }
    static InsertOrRemove* remove(Document* d, const QString& text, Accessor access, int index) requires kScenario
    {
        T existing = access(d->editablePlan()).at(static_cast<std::size_t>(index));
        return new InsertOrRemove(d, text, {}, std::move(access), index, std::move(existing), false);
    }

    void redo() override { m_inserting ? doInsert() : doRemove(); }
    void undo() override { m_inserting ? doRemove() : doInsert(); }

private:
    InsertOrRemove(Document* document, const QString& text, ChangeEvent event, Accessor access, int index, T value,
                   bool inserting)
        : QUndoCommand(text)
        , m_document(document)
        , m_event(event)
        , m_access(std::move(access))
        , m_index(index)
        , m_value(std::move(value))
        , m_inserting(inserting)
    {
    }
    void doInsert()
    {
        auto& items = m_access(m_document->editablePlan());
        items.insert(items.begin() + m_index, m_value);
        finish(ChangeEvent::Part::ScenarioAdded);
    }
    void doRemove()
    {
        auto& items = m_access(m_document->editablePlan());
        items.erase(items.begin() + m_index);
        finish(ChangeEvent::Part::ScenarioRemoved);
    }
    void finish(ChangeEvent::Part scenarioPart)
    {
        if constexpr (kScenario)
            m_document->notifyChanged(ChangeEvent::inScenario(m_index, scenarioPart));
        else
            m_document->notifyChanged(m_event);
    }

    Document* m_document;
    ChangeEvent m_event; // unused for scenarios
    Accessor m_access;
    int m_index;
    T m_value;
    bool m_inserting;
};

} // namespace planner::ui
