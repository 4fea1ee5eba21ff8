#include "models/plan/plan_fields.h"

#include "models/plan/plan_enum_names.h"
#include "models/text/message.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <cmath>
#include <type_traits>

namespace planner {

namespace {

template <auto Member> using OwnerOf = typename MemberOf<decltype(Member)>::Owner;
template <auto Member> using ValueOf = typename MemberOf<decltype(Member)>::Value;

std::string key(std::string_view k)
{
    return std::string(k);
}

// A figure as README writes it: "0.5", "36", "1000000".
std::string figure(double value)
{
    char buffer[32];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
    return std::string(buffer, end);
}

template <auto Member> void read(ObjectReader& r, const PlanField<OwnerOf<Member>>& f, OwnerOf<Member>& o)
{
    using V = ValueOf<Member>;
    V& value = o.*Member;
    if constexpr (std::is_same_v<V, int>)
        value = r.integer(key(f.key), static_cast<int>(f.minimum), static_cast<int>(f.maximum), value, f.required);
    else if constexpr (std::is_same_v<V, double>)
        value = r.number(key(f.key), f.minimum, f.maximum, value, f.required);
    else if constexpr (std::is_same_v<V, bool>)
        value = r.boolean(key(f.key), value);
    else if constexpr (std::is_same_v<V, std::string>)
        value = r.string(key(f.key), f.required, value);
    else
        value = r.enumeration(key(f.key), value, f.required);
}

template <auto Member> void write(nlohmann::json& j, const PlanField<OwnerOf<Member>>& f, const OwnerOf<Member>& o)
{
    if constexpr (std::is_enum_v<ValueOf<Member>>)
        j[key(f.key)] = enumName(o.*Member);
    else
        j[key(f.key)] = o.*Member;
}

// Left out of the file while it holds its default (an unnamed node group, no PUE override).
template <auto Member>
void writeUnlessDefault(nlohmann::json& j, const PlanField<OwnerOf<Member>>& f, const OwnerOf<Member>& o)
{
    if (!(o.*Member == OwnerOf<Member> {}.*Member))
        write<Member>(j, f, o);
}

template <auto Member> std::string text(const OwnerOf<Member>& o)
{
    using V = ValueOf<Member>;
    const V& value = o.*Member;
    if constexpr (std::is_same_v<V, bool>)
        return value ? "true" : "false";
    else if constexpr (std::is_same_v<V, std::string>)
        return value.empty() ? std::string() : "\"" + value + "\"";
    else if constexpr (std::is_enum_v<V>)
        return "\"" + std::string(enumName(value)) + "\"";
    else
        return figure(static_cast<double>(value));
}

template <typename E> std::string choices()
{
    return enumChoices<E>();
}

template <typename E> std::vector<std::string_view> choiceNames()
{
    std::vector<std::string_view> names;
    for (const auto& entry : EnumNames<E>::entries)
        names.push_back(entry.second);
    return names;
}

template <typename E> std::string choiceTextKey(std::string_view name)
{
    return enumTextKey<E>(name);
}

template <auto Member> FieldValue get(const OwnerOf<Member>& o)
{
    using V = ValueOf<Member>;
    const V& value = o.*Member;
    if constexpr (std::is_same_v<V, int> || std::is_same_v<V, double>)
        return static_cast<double>(value);
    else if constexpr (std::is_enum_v<V>)
        return std::string(enumName(value));
    else
        return value;
}

template <auto Member> bool set(const PlanField<OwnerOf<Member>>& f, OwnerOf<Member>& o, const FieldValue& value)
{
    using V = ValueOf<Member>;
    if constexpr (std::is_same_v<V, int> || std::is_same_v<V, double>) {
        const double* number = std::get_if<double>(&value);
        if (!number || *number < f.minimum || *number > f.maximum)
            return false;
        if constexpr (std::is_same_v<V, int>) {
            if (*number != std::floor(*number))
                return false;
            o.*Member = static_cast<int>(*number);
        } else {
            o.*Member = *number;
        }
        return true;
    } else if constexpr (std::is_same_v<V, bool>) {
        const bool* flag = std::get_if<bool>(&value);
        if (!flag)
            return false;
        o.*Member = *flag;
        return true;
    } else {
        const std::string* text = std::get_if<std::string>(&value);
        if (!text)
            return false;
        if constexpr (std::is_enum_v<V>) {
            const auto named = enumFromName<V>(*text);
            if (!named)
                return false;
            o.*Member = *named;
        } else {
            o.*Member = *text;
        }
        return true;
    }
}

// Whether a required field must be in the file, and whether one at its default is left out of it.
struct Flags {
    bool required = false;
    bool omitWhenDefault = false;
};

template <auto Member>
PlanField<OwnerOf<Member>> field(FieldType type, std::string_view jsonKey, double minimum, double maximum,
                                 std::string_view unit, std::string_view catalogKind, Flags flags)
{
    using Owner = OwnerOf<Member>;
    PlanField<Owner> f;
    f.key = jsonKey;
    f.type = type;
    f.minimum = minimum;
    f.maximum = maximum;
    f.required = flags.required;
    f.unit = unit;
    f.catalogKind = catalogKind;
    f.part = FieldOwner<Owner>::part;
    f.id = std::string(FieldOwner<Owner>::prefix) + "." + std::string(jsonKey);
    f.labelKey = "field." + f.id + ".label";
    f.tooltipKey = "field." + f.id + ".tooltip";
    f.member = &memberTag<Member>;
    f.read = &read<Member>;
    f.write = flags.omitWhenDefault ? &writeUnlessDefault<Member> : &write<Member>;
    f.text = &text<Member>;
    f.get = &get<Member>;
    f.set = &set<Member>;
    if constexpr (std::is_enum_v<ValueOf<Member>>) {
        f.choices = &choices<ValueOf<Member>>;
        f.choiceNames = &choiceNames<ValueOf<Member>>;
        f.choiceTextKey = &choiceTextKey<ValueOf<Member>>;
    }
    return f;
}

template <auto Member>
PlanField<OwnerOf<Member>> integerField(std::string_view jsonKey, int minimum, int maximum, std::string_view unit,
                                        Flags flags = {})
{
    static_assert(std::is_same_v<ValueOf<Member>, int>);
    return field<Member>(FieldType::Integer, jsonKey, minimum, maximum, unit, {}, flags);
}

template <auto Member>
PlanField<OwnerOf<Member>> numberField(std::string_view jsonKey, double minimum, double maximum, std::string_view unit,
                                       Flags flags = {})
{
    static_assert(std::is_same_v<ValueOf<Member>, double>);
    return field<Member>(FieldType::Number, jsonKey, minimum, maximum, unit, {}, flags);
}

template <auto Member> PlanField<OwnerOf<Member>> booleanField(std::string_view jsonKey, Flags flags = {})
{
    static_assert(std::is_same_v<ValueOf<Member>, bool>);
    return field<Member>(FieldType::Boolean, jsonKey, 0, 0, {}, {}, flags);
}

template <auto Member> PlanField<OwnerOf<Member>> choiceField(std::string_view jsonKey, Flags flags = {})
{
    static_assert(std::is_enum_v<ValueOf<Member>>);
    return field<Member>(FieldType::Choice, jsonKey, 0, 0, {}, {}, flags);
}

template <auto Member>
PlanField<OwnerOf<Member>> textField(std::string_view jsonKey, std::string_view unit, Flags flags = {})
{
    static_assert(std::is_same_v<ValueOf<Member>, std::string>);
    return field<Member>(FieldType::Text, jsonKey, 0, 0, unit, {}, flags);
}

template <auto Member>
PlanField<OwnerOf<Member>> idField(std::string_view jsonKey, std::string_view catalogKind, Flags flags = {})
{
    static_assert(std::is_same_v<ValueOf<Member>, std::string>);
    return field<Member>(FieldType::CatalogId, jsonKey, 0, 0, {}, catalogKind, flags);
}

// One README table: key, type and range with the default, unit, and what the field means.
template <typename Owner> std::string table(std::span<const PlanField<Owner>> fields)
{
    const Owner defaults {};
    std::string out = "| Field | Type, range (default) | Unit | Meaning |\n|---|---|---|---|\n";
    for (const auto& f : fields) {
        std::string type;
        switch (f.type) {
        case FieldType::Integer:
            type = "integer " + figure(f.minimum) + "–" + figure(f.maximum);
            break;
        case FieldType::Number:
            type = "number " + figure(f.minimum) + "–" + figure(f.maximum);
            break;
        case FieldType::Boolean:
            type = "true or false";
            break;
        case FieldType::Choice:
            type = f.choices();
            break;
        case FieldType::Text:
            type = "string";
            break;
        case FieldType::CatalogId:
            type = std::string(f.catalogKind) + " id";
            break;
        }
        if (f.required)
            type += ", required";
        else if (const std::string value = f.text(defaults); !value.empty())
            type += " (" + value + ")";
        const TextEntry* label = findText(f.labelKey);
        const TextEntry* tooltip = findText(f.tooltipKey);
        out += "| `" + std::string(f.key) + "` | " + type + " | " + std::string(f.unit) + " | "
            + (label ? std::string(label->english) : std::string()) + ": "
            + (tooltip ? std::string(tooltip->english) : std::string()) + " |\n";
    }
    return out;
}

} // namespace

std::span<const PlanField<NodeGroup>> nodeGroupFields()
{
    static const PlanField<NodeGroup> fields[] = {
        textField<&NodeGroup::name>("name", "", {.omitWhenDefault = true}),
        idField<&NodeGroup::platformId>("platform", "platform", {.required = true}),
        idField<&NodeGroup::gpuId>("gpu", "gpu", {.required = true}),
        integerField<&NodeGroup::gpuCount>("gpuCount", 1, 16, "per node", {.required = true}),
        idField<&NodeGroup::cpuId>("cpu", "cpu", {.required = true}),
        integerField<&NodeGroup::cpuSockets>("cpuSockets", 1, 8, "per node"),
        idField<&NodeGroup::memoryId>("memory", "memory", {.required = true}),
        integerField<&NodeGroup::memoryCount>("memoryCount", 1, 96, "per node", {.required = true}),
        idField<&NodeGroup::nvmeId>("nvme", "nvme"),
        integerField<&NodeGroup::nvmeCount>("nvmeCount", 0, 64, "per node"),
        choiceField<&NodeGroup::nvmeLayout>("nvmeLayout"),
        idField<&NodeGroup::nicId>("nic", "nic"),
        integerField<&NodeGroup::nicCount>("nicCount", 0, 16, "per node"),
        integerField<&NodeGroup::nodeCount>("nodeCount", 1, 4096, "", {.required = true}),
    };
    return fields;
}

std::span<const PlanField<Fabric>> fabricFields()
{
    static const PlanField<Fabric> fields[] = {
        choiceField<&Fabric::topology>("topology"),
        numberField<&Fabric::oversubscription>("oversubscription", 1, 16, ""),
    };
    return fields;
}

std::span<const PlanField<Workload>> workloadFields()
{
    static const PlanField<Workload> fields[] = {
        choiceField<&Workload::kind>("kind", {.required = true}),
        idField<&Workload::modelId>("model", "model"),
        choiceField<&Workload::precision>("precision"),
        choiceField<&Workload::optimizer>("optimizer"),
        integerField<&Workload::dataParallel>("dataParallel", 0, 1000000, "GPUs"),
        integerField<&Workload::tensorParallel>("tensorParallel", 1, 64, "GPUs"),
        integerField<&Workload::pipelineParallel>("pipelineParallel", 1, 256, "stages"),
        integerField<&Workload::zeroStage>("zeroStage", 0, 3, ""),
        booleanField<&Workload::fsdp>("fsdp"),
        booleanField<&Workload::sequenceParallel>("sequenceParallel"),
        choiceField<&Workload::recompute>("recompute"),
        booleanField<&Workload::flashAttention>("flashAttention"),
        integerField<&Workload::microBatch>("microBatch", 1, 65536, "sequences"),
        integerField<&Workload::sequenceLength>("sequenceLength", 1, 4194304, "tokens"),
        integerField<&Workload::globalBatch>("globalBatch", 1, 100000000, "sequences"),
        numberField<&Workload::tokensB>("tokensB", 0, 1000000.0, "billion tokens"),
        integerField<&Workload::loraRank>("loraRank", 1, 4096, ""),
        integerField<&Workload::epochs>("epochs", 1, 10000, ""),
        integerField<&Workload::checkpointIntervalMinutes>("checkpointIntervalMinutes", 1, 100000, "minutes"),
        integerField<&Workload::contextLength>("contextLength", 1, 4194304, "tokens"),
        integerField<&Workload::concurrentSequences>("concurrentSequences", 1, 1000000, "sequences"),
        numberField<&Workload::targetTokensPerSecond>("targetTokensPerSecond", 0, 1000000000.0, "tokens/s"),
        numberField<&Workload::datasetTB>("datasetTB", 0, 1000000.0, "TB"),
        numberField<&Workload::targetDays>("targetDays", 0, 3650, "days"),
        numberField<&Workload::runsPerMonth>("runsPerMonth", 0, 10000, ""),
        numberField<&Workload::customGpuHoursPerMonth>("customGpuHoursPerMonth", 0, 1000000000.0, "GPU-hours"),
    };
    return fields;
}

std::span<const PlanField<Site>> siteFields()
{
    static const PlanField<Site> fields[] = {
        idField<&Site::regionId>("region", "region", {.required = true}),
        idField<&Site::coolingId>("cooling", "cooling", {.required = true}),
        choiceField<&Site::mode>("mode"),
        numberField<&Site::cabinetPowerKw>("cabinetPowerKw", 0, 200, "kW", {.omitWhenDefault = true}),
        numberField<&Site::pueOverride>("pueOverride", 0, 3, "", {.omitWhenDefault = true}),
    };
    return fields;
}

std::span<const PlanField<Finance>> financeFields()
{
    static const PlanField<Finance> fields[] = {
        integerField<&Finance::horizonMonths>("horizonMonths", 12, 60, "months"),
        numberField<&Finance::discountRatePct>("discountRatePct", 0, 100, "% a year"),
        numberField<&Finance::utilisationPct>("utilisationPct", 0, 100, "%"),
        choiceField<&Finance::profile>("utilisationProfile"),
        booleanField<&Finance::demandFromWorkload>("demandFromWorkload"),
        numberField<&Finance::rampStartPct>("rampStartPct", 0, 100, "%"),
        numberField<&Finance::rampEndPct>("rampEndPct", 0, 100, "%"),
        textField<&Finance::displayCurrency>("displayCurrency", "ISO 4217"),
        booleanField<&Finance::financed>("financed"),
        numberField<&Finance::loanRatePct>("loanRatePct", 0, 100, "% a year"),
        integerField<&Finance::loanTermMonths>("loanTermMonths", 1, 120, "months"),
        choiceField<&Finance::maintenanceBasis>("maintenanceBasis"),
        numberField<&Finance::maintenancePctPerYear>("maintenancePctPerYear", 0, 100, "% of hardware a year"),
        integerField<&Finance::warrantyYears>("warrantyYears", 0, 10, "years"),
        booleanField<&Finance::residualFromCurve>("residualFromCurve"),
        numberField<&Finance::residualValuePct>("residualValuePct", 0, 100, "% of hardware"),
        numberField<&Finance::staffBaseFte>("staffBaseFte", 0, 1000, "FTE"),
        numberField<&Finance::staffFtePerNode>("staffFtePerNode", 0, 10, "FTE per node"),
        numberField<&Finance::sparesPct>("sparesPct", 0, 100, "% of hardware a year"),
        numberField<&Finance::hybridBaseLoadPct>("hybridBaseLoadPct", 0, 100, "% of peak demand"),
        numberField<&Finance::storagePerTbMonth>("storagePerTbMonth", 0, 1000000000.0, "display currency a TB-month"),
        numberField<&Finance::egressTbPerMonth>("egressTbPerMonth", 0, 1000000000.0, "TB a month"),
        choiceField<&Finance::onDemandClass>("onDemandClass"),
        textField<&Finance::onDemandOfferingId>("onDemandOffering", "offering id", {.omitWhenDefault = true}),
        choiceField<&Finance::reservedClass>("reservedClass"),
        textField<&Finance::reservedOfferingId>("reservedOffering", "offering id", {.omitWhenDefault = true}),
    };
    return fields;
}

std::span<const PlanField<WhatIf>> whatIfFields()
{
    static const PlanField<WhatIf> fields[] = {
        numberField<&WhatIf::rentalPricePct>("rentalPricePct", 10, 500, "% of catalog"),
        numberField<&WhatIf::electricityPct>("electricityPct", 10, 500, "% of catalog"),
        numberField<&WhatIf::gpuPricePct>("gpuPricePct", 10, 500, "% of catalog"),
    };
    return fields;
}

std::span<const PlanField<Software>> softwareFields()
{
    static const PlanField<Software> fields[] = {
        textField<&Software::driverBranch>("driverBranch", "", {.omitWhenDefault = true}),
        textField<&Software::cuda>("cuda", "", {.omitWhenDefault = true}),
        textField<&Software::container>("container", "", {.omitWhenDefault = true}),
        textField<&Software::pytorch>("pytorch", "", {.omitWhenDefault = true}),
    };
    return fields;
}

std::optional<AnyPlanField> findPlanField(std::string_view id)
{
    std::optional<AnyPlanField> found;
    const auto look = [&](auto fields) {
        for (const auto& f : fields)
            if (!found && f.id == id)
                found = &f;
    };
    look(nodeGroupFields());
    look(fabricFields());
    look(workloadFields());
    look(siteFields());
    look(financeFields());
    look(softwareFields());
    look(whatIfFields());
    return found;
}

const FieldDescription& describe(const AnyPlanField& field)
{
    return std::visit([](const auto* f) -> const FieldDescription& { return *f; }, field);
}

std::optional<FieldValue> planFieldValue(const Scenario& s, const AnyPlanField& field, int group)
{
    return std::visit(
        [&](const auto* f) -> std::optional<FieldValue> {
            using Owner = typename std::remove_cvref_t<decltype(*f)>::OwnerType;
            // `in` hands out a pointer it does not write through here.
            const Owner* owner = FieldOwner<Owner>::in(const_cast<Scenario&>(s), group);
            if (!owner)
                return std::nullopt;
            return f->get(*owner);
        },
        field);
}

bool planFieldAccepts(const Scenario& s, const AnyPlanField& field, int group, const FieldValue& value)
{
    return std::visit(
        [&](const auto* f) {
            using Owner = typename std::remove_cvref_t<decltype(*f)>::OwnerType;
            const Owner* owner = FieldOwner<Owner>::in(const_cast<Scenario&>(s), group);
            if (!owner)
                return false;
            Owner probe = *owner; // the owner alone, not the scenario
            return f->set(*f, probe, value);
        },
        field);
}

bool setPlanField(Scenario& s, const AnyPlanField& field, int group, const FieldValue& value)
{
    return std::visit(
        [&](const auto* f) {
            using Owner = typename std::remove_cvref_t<decltype(*f)>::OwnerType;
            Owner* owner = FieldOwner<Owner>::in(s, group);
            return owner && f->set(*f, *owner, value);
        },
        field);
}

std::string planFieldsMarkdown()
{
    return "**Node group** (`scenarios[i].cluster.nodeGroups[j]`, at least one)\n\n" + table(nodeGroupFields())
        + "\n**Fabric** (`scenarios[i].fabric`)\n\n" + table(fabricFields())
        + "\n**Workload** (`scenarios[i].workload`)\n\n" + table(workloadFields())
        + "\n**Site** (`scenarios[i].site`)\n\n" + table(siteFields()) + "\n**Finance** (`scenarios[i].finance`)\n\n"
        + table(financeFields()) + "\n**Software** (`scenarios[i].software`, optional)\n\n" + table(softwareFields())
        + "\n**What-if** (`scenarios[i].whatIf`, optional: the Costs page's what-if bar)\n\n" + table(whatIfFields());
}

} // namespace planner
