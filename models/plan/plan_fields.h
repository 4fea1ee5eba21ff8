#pragma once
// One descriptor per plan field: its JSON key, type, range, unit and the text keys of its label and
// tooltip. The loader and the saver (plan_io.cpp), the editors' limits and labels, and the field tables
// in README (`gpu-planner plan-fields`, checked by a test) all read these tables, so a new field is one
// row here and one member in plan.h. The default is what a default-constructed struct holds (plan.h).

#include "base/json_reader.h"
#include "plan/plan.h"

#include <nlohmann/json_fwd.hpp>

#include <span>
#include <string>
#include <string_view>

namespace planner {

enum class FieldType { Integer, Number, Boolean, Choice, Text, CatalogId };

template <typename Owner> struct PlanField {
    std::string_view key; // JSON key; also the field's name in the binder ("workload.<key>")
    FieldType type = FieldType::Number;
    double minimum = 0; // Integer and Number
    double maximum = 0;
    bool required = false;
    std::string_view unit; // as README writes it: "GB", "%", "months"; empty for none
    std::string_view catalogKind; // CatalogId: "gpu", "cpu", …
    std::string_view labelKey; // text-table keys: "field.workload.tensorParallel.label", ".tooltip"
    std::string_view tooltipKey;
    // Reads the field into `owner` (range checked; the value already there is the default) and writes it.
    void (*read)(ObjectReader& reader, const PlanField& field, Owner& owner) = nullptr;
    void (*write)(nlohmann::json& object, const PlanField& field, const Owner& owner) = nullptr;
    // The value as README writes it (a default, or the choices of an enumeration).
    std::string (*text)(const Owner& owner) = nullptr;
    std::string (*choices)() = nullptr;
};

std::span<const PlanField<NodeGroup>> nodeGroupFields();
std::span<const PlanField<Fabric>> fabricFields();
std::span<const PlanField<Workload>> workloadFields();
std::span<const PlanField<Site>> siteFields();
std::span<const PlanField<Finance>> financeFields();
std::span<const PlanField<Software>> softwareFields();
std::span<const PlanField<WhatIf>> whatIfFields();

// The field of `fields` with that JSON key, or nullptr.
template <typename Owner>
const PlanField<Owner>* findField(std::span<const PlanField<Owner>> fields, std::string_view key)
{
    for (const auto& f : fields)
        if (f.key == key)
            return &f;
    return nullptr;
}

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
