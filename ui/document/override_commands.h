#pragma once
// Undo commands over the plan's price overrides: add, replace (same kind, id and field) and remove.
// Each step announces PriceOverrides, on which the document re-applies them to the effective catalog.

#include "ui/document/commands.h"

#include <QCoreApplication>

#include <string>
#include <vector>

namespace planner::ui {

class PriceOverrideCommands {
    Q_DECLARE_TR_FUNCTIONS(PriceOverrideCommands)
public:
    static std::vector<PriceOverride>& list(Plan& plan) { return plan.priceOverrides; }
    static ChangeEvent event() { return ChangeEvent::wholePlan(ChangeEvent::Part::PriceOverrides); }

    // Index of the override for kind/id/field in the plan, or -1.
    static int find(const Plan& plan, const std::string& kind, const std::string& id, const std::string& field)
    {
        const auto& overrides = plan.priceOverrides;
        for (std::size_t i = 0; i < overrides.size(); ++i)
            if (overrides[i].kind == kind && overrides[i].id == id && overrides[i].field == field)
                return static_cast<int>(i);
        return -1;
    }

    static bool hasAny(const Plan& plan, const std::string& kind, const std::string& id)
    {
        for (const auto& o : plan.priceOverrides)
            if (o.kind == kind && o.id == id)
                return true;
        return false;
    }

    // Adds the override, or replaces the plan's override of the same figure: one undo step either way.
    static void set(Document* document, PriceOverride value, const QString& what)
    {
        const QString text = tr("Override price of %1").arg(what);
        const int existing = find(document->plan(), value.kind, value.id, value.field);
        if (existing < 0) {
            const int end = static_cast<int>(document->plan().priceOverrides.size());
            document->undoStack()->push(
                InsertOrRemove<PriceOverride>::insert(document, text, event(), &list, end, value));
            return;
        }
        // A unique key: two overrides entered one after the other are two decisions, two undo steps.
        static int serial = 0;
        const QString key = QStringLiteral("priceOverride.%1").arg(++serial);
        const auto i = static_cast<std::size_t>(existing);
        document->undoStack()->push(new ChangeValue<PriceOverride>(
            document, text, key, event(), [i](Plan& p) -> PriceOverride& { return p.priceOverrides[i]; },
            std::move(value)));
    }

    // Removes every override of one entry (all its fields) as one undo step; returns how many.
    static int removeAll(Document* document, const std::string& kind, const std::string& id, const QString& what)
    {
        std::vector<int> indices;
        const auto& overrides = document->plan().priceOverrides;
        for (int i = static_cast<int>(overrides.size()) - 1; i >= 0; --i) // last first: indices stay valid
            if (overrides[static_cast<std::size_t>(i)].kind == kind && overrides[static_cast<std::size_t>(i)].id == id)
                indices.push_back(i);
        if (indices.empty())
            return 0;
        QUndoStack* stack = document->undoStack();
        stack->beginMacro(tr("Remove price override of %1").arg(what));
        for (int i : indices)
            stack->push(InsertOrRemove<PriceOverride>::remove(document, QString(), event(), &list, i));
        stack->endMacro();
        return static_cast<int>(indices.size());
    }
};

} // namespace planner::ui
