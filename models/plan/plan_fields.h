#pragma once
// One descriptor per plan field: its JSON key, type, range and unit, the part of a scenario it belongs to,
// and how to read and write its value. Everything else about a field is derived from it: its id
// ("workload.tensorParallel", also the fix actions' and the editors' name for it), its text keys
// ("field.workload.tensorParallel.label" and ".tooltip"), the loader and the saver (plan_io.cpp), the
// editors' binding, limits, label, tooltip and undo, the findings' fixes, and README's field tables
// (`gpu-planner plan-fields`, checked by a test). A new field is one member in plan.h, one row in
// plan_fields.cpp and its texts. The default is what a default-constructed struct holds (plan.h).

#include "models/base/json_reader.h"
#include "models/plan/plan.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace planner {

enum class FieldType { Integer, Number, Boolean, Choice, Text, CatalogId };

// The part of a scenario a field belongs to: what an edit of it changes.
enum class PlanPart { Cluster, Fabric, Workload, Site, Finance, Software, WhatIf };

// A field's value as edits and fixes carry it: a number (Integer and Number), a flag, or a text (a string,
// a catalog id, or an enumeration's name in plan files).
using FieldValue = std::variant<double, bool, std::string>;

// Where each kind of owner lives in a scenario, under which name its fields' ids start.
template <typename Owner> struct FieldOwner;
template <> struct FieldOwner<NodeGroup> {
    static constexpr std::string_view prefix = "nodeGroup";
    static constexpr PlanPart part = PlanPart::Cluster;
    static NodeGroup* in(Scenario& s, int group)
    {
        return group >= 0 && group < static_cast<int>(s.cluster.nodeGroups.size())
            ? &s.cluster.nodeGroups[static_cast<std::size_t>(group)]
            : nullptr;
    }
};
template <> struct FieldOwner<Fabric> {
    static constexpr std::string_view prefix = "fabric";
    static constexpr PlanPart part = PlanPart::Fabric;
    static Fabric* in(Scenario& s, int) { return &s.fabric; }
};
template <> struct FieldOwner<Workload> {
    static constexpr std::string_view prefix = "workload";
    static constexpr PlanPart part = PlanPart::Workload;
    static Workload* in(Scenario& s, int) { return &s.workload; }
};
template <> struct FieldOwner<Site> {
    static constexpr std::string_view prefix = "site";
    static constexpr PlanPart part = PlanPart::Site;
    static Site* in(Scenario& s, int) { return &s.site; }
};
template <> struct FieldOwner<Finance> {
    static constexpr std::string_view prefix = "finance";
    static constexpr PlanPart part = PlanPart::Finance;
    static Finance* in(Scenario& s, int) { return &s.finance; }
};
template <> struct FieldOwner<Software> {
    static constexpr std::string_view prefix = "software";
    static constexpr PlanPart part = PlanPart::Software;
    static Software* in(Scenario& s, int) { return &s.software; }
};
template <> struct FieldOwner<WhatIf> {
    static constexpr std::string_view prefix = "whatIf";
    static constexpr PlanPart part = PlanPart::WhatIf;
    static WhatIf* in(Scenario& s, int) { return &s.whatIf; }
};

// What every field says of itself, whatever it belongs to.
struct FieldDescription {
    std::string_view key; // JSON key
    FieldType type = FieldType::Number;
    double minimum = 0; // Integer and Number
    double maximum = 0;
    bool required = false;
    std::string_view unit; // as README writes it: "GB", "%", "months"; empty for none
    std::string_view catalogKind; // CatalogId: "gpu", "cpu", …
    PlanPart part = PlanPart::Workload;
    std::string id; // "<owner prefix>.<key>": the one name of the field outside plan files
    std::string labelKey; // "field.<id>.label"
    std::string tooltipKey; // "field.<id>.tooltip"
    // Choice: the names of the enumeration's values in plan files, and the text-table key of each one's display
    // name (enumTextKey()).
    std::vector<std::string_view> (*choiceNames)() = nullptr;
    std::string (*choiceTextKey)(std::string_view name) = nullptr;
    const void* member = nullptr; // which member of its owner (memberTag<&Owner::x>), to find the row by member
};

template <typename Owner> struct PlanField : FieldDescription {
    using OwnerType = Owner;
    // Reads the field into `owner` (range checked; the value already there is the default) and writes it.
    void (*read)(ObjectReader& reader, const PlanField& field, Owner& owner) = nullptr;
    void (*write)(nlohmann::json& object, const PlanField& field, const Owner& owner) = nullptr;
    // The value as README writes it (a default, or the choices of an enumeration).
    std::string (*text)(const Owner& owner) = nullptr;
    std::string (*choices)() = nullptr;
    // The value, and a new one: set() refuses (false) a value of another kind, outside the range, or an
    // enumeration name it does not know, and leaves the owner as it was.
    FieldValue (*get)(const Owner& owner) = nullptr;
    bool (*set)(const PlanField& field, Owner& owner, const FieldValue& value) = nullptr;
};

// A unique address per member, so that a descriptor can name the member it is of.
template <auto Member> inline constexpr char memberTag = 0;

std::span<const PlanField<NodeGroup>> nodeGroupFields();
std::span<const PlanField<Fabric>> fabricFields();
std::span<const PlanField<Workload>> workloadFields();
std::span<const PlanField<Site>> siteFields();
std::span<const PlanField<Finance>> financeFields();
std::span<const PlanField<Software>> softwareFields();
std::span<const PlanField<WhatIf>> whatIfFields();

template <typename Owner> std::span<const PlanField<Owner>> fieldsOf();
template <> inline std::span<const PlanField<NodeGroup>> fieldsOf<NodeGroup>()
{
    return nodeGroupFields();
}
template <> inline std::span<const PlanField<Fabric>> fieldsOf<Fabric>()
{
    return fabricFields();
}
template <> inline std::span<const PlanField<Workload>> fieldsOf<Workload>()
{
    return workloadFields();
}
template <> inline std::span<const PlanField<Site>> fieldsOf<Site>()
{
    return siteFields();
}
template <> inline std::span<const PlanField<Finance>> fieldsOf<Finance>()
{
    return financeFields();
}
template <> inline std::span<const PlanField<Software>> fieldsOf<Software>()
{
    return softwareFields();
}
template <> inline std::span<const PlanField<WhatIf>> fieldsOf<WhatIf>()
{
    return whatIfFields();
}

// The field of `fields` with that JSON key, or nullptr.
template <typename Owner>
const PlanField<Owner>* findField(std::span<const PlanField<Owner>> fields, std::string_view key)
{
    for (const auto& f : fields)
        if (f.key == key)
            return &f;
    return nullptr;
}

template <typename T> struct MemberOf;
template <typename O, typename V> struct MemberOf<V O::*> {
    using Owner = O;
    using Value = V;
};

// The descriptor of a member, checked when compiled: planField<&Workload::tensorParallel>(). Every member a
// descriptor table lists has one (a test walks them); asking for another is a programming error.
template <auto Member> const PlanField<typename MemberOf<decltype(Member)>::Owner>& planField()
{
    using Owner = typename MemberOf<decltype(Member)>::Owner;
    const auto fields = fieldsOf<Owner>();
    for (const auto& f : fields)
        if (f.member == &memberTag<Member>)
            return f;
    return fields.front(); // unreachable for a described member
}

// Any field of any part, by its id ("workload.recompute", "nodeGroup.memoryCount"); nullopt for an unknown id.
using AnyPlanField = std::variant<const PlanField<NodeGroup>*, const PlanField<Fabric>*, const PlanField<Workload>*,
                                  const PlanField<Site>*, const PlanField<Finance>*, const PlanField<Software>*,
                                  const PlanField<WhatIf>*>;
std::optional<AnyPlanField> findPlanField(std::string_view id);

const FieldDescription& describe(const AnyPlanField& field);

// The value of a field of scenario `s` (of node group `group` for a node group's field); nullopt when the group
// does not exist.
std::optional<FieldValue> planFieldValue(const Scenario& s, const AnyPlanField& field, int group = -1);
// Whether the field would take that value (the group exists, the value's kind, range and name are right).
bool planFieldAccepts(const Scenario& s, const AnyPlanField& field, int group, const FieldValue& value);
// Sets it: false when the group does not exist or the field refuses the value.
bool setPlanField(Scenario& s, const AnyPlanField& field, int group, const FieldValue& value);

// Reads every field of the table from `reader` into `owner`, and writes them into `object`.
template <typename Owner> void readFields(ObjectReader& reader, std::span<const PlanField<Owner>> fields, Owner& owner)
{
    for (const auto& f : fields)
        f.read(reader, f, owner);
}
template <typename Owner>
void writeFields(nlohmann::json& object, std::span<const PlanField<Owner>> fields, const Owner& owner)
{
    for (const auto& f : fields)
        f.write(object, f, owner);
}

// The field tables of README's "Plan files" section, in Markdown, from the descriptors.
std::string planFieldsMarkdown();

} // namespace planner
