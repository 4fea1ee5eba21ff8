#include "plan/plan_fields.h"

#include "plan/plan_enum_names.h"
#include "text/message.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <type_traits>

namespace planner {

namespace {

template <typename T> struct MemberOf;
template <typename O, typename V> struct MemberOf<V O::*> {
    using Owner = O;
    using Value = V;
};
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

template <auto Member>
PlanField<OwnerOf<Member>> field(FieldType type, std::string_view jsonKey, double minimum, double maximum,
                                 std::string_view unit, bool required, std::string_view catalogKind,
                                 std::string_view labelKey, std::string_view tooltipKey, bool omitWhenDefault)
{
    PlanField<OwnerOf<Member>> f;
    f.key = jsonKey;
    f.type = type;
    f.minimum = minimum;
    f.maximum = maximum;
    f.required = required;
    f.unit = unit;
    f.catalogKind = catalogKind;
    f.labelKey = labelKey;
    f.tooltipKey = tooltipKey;
    f.read = &read<Member>;
    f.write = omitWhenDefault ? &writeUnlessDefault<Member> : &write<Member>;
    f.text = &text<Member>;
    if constexpr (std::is_enum_v<ValueOf<Member>>)
        f.choices = &choices<ValueOf<Member>>;
    return f;
}

template <auto Member>
PlanField<OwnerOf<Member>> integerField(std::string_view jsonKey, int minimum, int maximum, std::string_view unit,
                                        bool required, std::string_view labelKey, std::string_view tooltipKey)
{
    return field<Member>(FieldType::Integer, jsonKey, minimum, maximum, unit, required, {}, labelKey, tooltipKey,
                         false);
}

template <auto Member>
PlanField<OwnerOf<Member>> numberField(std::string_view jsonKey, double minimum, double maximum, std::string_view unit,
                                       bool required, std::string_view labelKey, std::string_view tooltipKey,
                                       bool omitWhenDefault = false)
{
    return field<Member>(FieldType::Number, jsonKey, minimum, maximum, unit, required, {}, labelKey, tooltipKey,
                         omitWhenDefault);
}

template <auto Member>
PlanField<OwnerOf<Member>> booleanField(std::string_view jsonKey, std::string_view unit, bool required,
                                        std::string_view labelKey, std::string_view tooltipKey)
{
    return field<Member>(FieldType::Boolean, jsonKey, 0, 0, unit, required, {}, labelKey, tooltipKey, false);
}

template <auto Member>
PlanField<OwnerOf<Member>> choiceField(std::string_view jsonKey, std::string_view unit, bool required,
                                       std::string_view labelKey, std::string_view tooltipKey)
{
    return field<Member>(FieldType::Choice, jsonKey, 0, 0, unit, required, {}, labelKey, tooltipKey, false);
}

template <auto Member>
PlanField<OwnerOf<Member>> textField(std::string_view jsonKey, std::string_view unit, bool required,
                                     std::string_view labelKey, std::string_view tooltipKey,
                                     bool omitWhenDefault = false)
{
    return field<Member>(FieldType::Text, jsonKey, 0, 0, unit, required, {}, labelKey, tooltipKey, omitWhenDefault);
}

template <auto Member>
PlanField<OwnerOf<Member>> idField(std::string_view jsonKey, std::string_view unit, bool required,
                                   std::string_view catalogKind, std::string_view labelKey, std::string_view tooltipKey)
{
    return field<Member>(FieldType::CatalogId, jsonKey, 0, 0, unit, required, catalogKind, labelKey, tooltipKey, false);
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
        textField<&NodeGroup::name>("name", "", false, "field.nodeGroup.name.label", "field.nodeGroup.name.tooltip",
                                    true),
        idField<&NodeGroup::platformId>("platform", "", true, "platform", "field.nodeGroup.platform.label",
                                        "field.nodeGroup.platform.tooltip"),
        idField<&NodeGroup::gpuId>("gpu", "", true, "gpu", "field.nodeGroup.gpu.label", "field.nodeGroup.gpu.tooltip"),
        integerField<&NodeGroup::gpuCount>("gpuCount", 1, 16, "per node", true, "field.nodeGroup.gpuCount.label",
                                           "field.nodeGroup.gpuCount.tooltip"),
        idField<&NodeGroup::cpuId>("cpu", "", true, "cpu", "field.nodeGroup.cpu.label", "field.nodeGroup.cpu.tooltip"),
        integerField<&NodeGroup::cpuSockets>("cpuSockets", 1, 8, "per node", false, "field.nodeGroup.cpuSockets.label",
                                             "field.nodeGroup.cpuSockets.tooltip"),
        idField<&NodeGroup::memoryId>("memory", "", true, "memory", "field.nodeGroup.memory.label",
                                      "field.nodeGroup.memory.tooltip"),
        integerField<&NodeGroup::memoryCount>("memoryCount", 1, 96, "per node", true,
                                              "field.nodeGroup.memoryCount.label",
                                              "field.nodeGroup.memoryCount.tooltip"),
        idField<&NodeGroup::nvmeId>("nvme", "", false, "nvme", "field.nodeGroup.nvme.label",
                                    "field.nodeGroup.nvme.tooltip"),
        integerField<&NodeGroup::nvmeCount>("nvmeCount", 0, 64, "per node", false, "field.nodeGroup.nvmeCount.label",
                                            "field.nodeGroup.nvmeCount.tooltip"),
        choiceField<&NodeGroup::nvmeLayout>("nvmeLayout", "", false, "field.nodeGroup.nvmeLayout.label",
                                            "field.nodeGroup.nvmeLayout.tooltip"),
        idField<&NodeGroup::nicId>("nic", "", false, "nic", "field.nodeGroup.nic.label", "field.nodeGroup.nic.tooltip"),
        integerField<&NodeGroup::nicCount>("nicCount", 0, 16, "per node", false, "field.nodeGroup.nicCount.label",
                                           "field.nodeGroup.nicCount.tooltip"),
        integerField<&NodeGroup::nodeCount>("nodeCount", 1, 4096, "", true, "field.nodeGroup.nodeCount.label",
                                            "field.nodeGroup.nodeCount.tooltip"),
    };
    return fields;
}

std::span<const PlanField<Fabric>> fabricFields()
{
    static const PlanField<Fabric> fields[] = {
        choiceField<&Fabric::topology>("topology", "", false, "field.fabric.topology.label",
                                       "field.fabric.topology.tooltip"),
        numberField<&Fabric::oversubscription>("oversubscription", 1, 16, "", false,
                                               "field.fabric.oversubscription.label",
                                               "field.fabric.oversubscription.tooltip"),
    };
    return fields;
}

std::span<const PlanField<Workload>> workloadFields()
{
    static const PlanField<Workload> fields[] = {
        choiceField<&Workload::kind>("kind", "", true, "field.workload.kind.label", "field.workload.kind.tooltip"),
        idField<&Workload::modelId>("model", "", false, "model", "field.workload.model.label",
                                    "field.workload.model.tooltip"),
        choiceField<&Workload::precision>("precision", "", false, "field.workload.precision.label",
                                          "field.workload.precision.tooltip"),
        choiceField<&Workload::optimizer>("optimizer", "", false, "field.workload.optimizer.label",
                                          "field.workload.optimizer.tooltip"),
        integerField<&Workload::dataParallel>("dataParallel", 0, 1000000, "GPUs", false,
                                              "field.workload.dataParallel.label",
                                              "field.workload.dataParallel.tooltip"),
        integerField<&Workload::tensorParallel>("tensorParallel", 1, 64, "GPUs", false,
                                                "field.workload.tensorParallel.label",
                                                "field.workload.tensorParallel.tooltip"),
        integerField<&Workload::pipelineParallel>("pipelineParallel", 1, 256, "stages", false,
                                                  "field.workload.pipelineParallel.label",
                                                  "field.workload.pipelineParallel.tooltip"),
        integerField<&Workload::zeroStage>("zeroStage", 0, 3, "", false, "field.workload.zeroStage.label",
                                           "field.workload.zeroStage.tooltip"),
        booleanField<&Workload::fsdp>("fsdp", "", false, "field.workload.fsdp.label", "field.workload.fsdp.tooltip"),
        booleanField<&Workload::sequenceParallel>("sequenceParallel", "", false,
                                                  "field.workload.sequenceParallel.label",
                                                  "field.workload.sequenceParallel.tooltip"),
        choiceField<&Workload::recompute>("recompute", "", false, "field.workload.recompute.label",
                                          "field.workload.recompute.tooltip"),
        booleanField<&Workload::flashAttention>("flashAttention", "", false, "field.workload.flashAttention.label",
                                                "field.workload.flashAttention.tooltip"),
        integerField<&Workload::microBatch>("microBatch", 1, 65536, "sequences", false,
                                            "field.workload.microBatch.label", "field.workload.microBatch.tooltip"),
        integerField<&Workload::sequenceLength>("sequenceLength", 1, 4194304, "tokens", false,
                                                "field.workload.sequenceLength.label",
                                                "field.workload.sequenceLength.tooltip"),
        integerField<&Workload::globalBatch>("globalBatch", 1, 100000000, "sequences", false,
                                             "field.workload.globalBatch.label", "field.workload.globalBatch.tooltip"),
        numberField<&Workload::tokensB>("tokensB", 0, 1000000.0, "billion tokens", false,
                                        "field.workload.tokensB.label", "field.workload.tokensB.tooltip"),
        integerField<&Workload::loraRank>("loraRank", 1, 4096, "", false, "field.workload.loraRank.label",
                                          "field.workload.loraRank.tooltip"),
        integerField<&Workload::epochs>("epochs", 1, 10000, "", false, "field.workload.epochs.label",
                                        "field.workload.epochs.tooltip"),
        integerField<&Workload::checkpointIntervalMinutes>("checkpointIntervalMinutes", 1, 100000, "minutes", false,
                                                           "field.workload.checkpointIntervalMinutes.label",
                                                           "field.workload.checkpointIntervalMinutes.tooltip"),
        integerField<&Workload::contextLength>("contextLength", 1, 4194304, "tokens", false,
                                               "field.workload.contextLength.label",
                                               "field.workload.contextLength.tooltip"),
        integerField<&Workload::concurrentSequences>("concurrentSequences", 1, 1000000, "sequences", false,
                                                     "field.workload.concurrentSequences.label",
                                                     "field.workload.concurrentSequences.tooltip"),
        numberField<&Workload::targetTokensPerSecond>("targetTokensPerSecond", 0, 1000000000.0, "tokens/s", false,
                                                      "field.workload.targetTokensPerSecond.label",
                                                      "field.workload.targetTokensPerSecond.tooltip"),
        numberField<&Workload::datasetTB>("datasetTB", 0, 1000000.0, "TB", false, "field.workload.datasetTB.label",
                                          "field.workload.datasetTB.tooltip"),
        numberField<&Workload::targetDays>("targetDays", 0, 3650, "days", false, "field.workload.targetDays.label",
                                           "field.workload.targetDays.tooltip"),
        numberField<&Workload::runsPerMonth>("runsPerMonth", 0, 10000, "", false, "field.workload.runsPerMonth.label",
                                             "field.workload.runsPerMonth.tooltip"),
        numberField<&Workload::customGpuHoursPerMonth>("customGpuHoursPerMonth", 0, 1000000000.0, "GPU-hours", false,
                                                       "field.workload.customGpuHoursPerMonth.label",
                                                       "field.workload.customGpuHoursPerMonth.tooltip"),
    };
    return fields;
}

std::span<const PlanField<Site>> siteFields()
{
    static const PlanField<Site> fields[] = {
        idField<&Site::regionId>("region", "", true, "region", "field.site.region.label", "field.site.region.tooltip"),
        idField<&Site::coolingId>("cooling", "", true, "cooling", "field.site.cooling.label",
                                  "field.site.cooling.tooltip"),
        choiceField<&Site::mode>("mode", "", false, "field.site.mode.label", "field.site.mode.tooltip"),
        numberField<&Site::cabinetPowerKw>("cabinetPowerKw", 0, 200, "kW", false, "field.site.cabinetPowerKw.label",
                                           "field.site.cabinetPowerKw.tooltip", true),
        numberField<&Site::pueOverride>("pueOverride", 0, 3, "", false, "field.site.pueOverride.label",
                                        "field.site.pueOverride.tooltip", true),
    };
    return fields;
}

std::span<const PlanField<Finance>> financeFields()
{
    static const PlanField<Finance> fields[] = {
        integerField<&Finance::horizonMonths>("horizonMonths", 12, 60, "months", false,
                                              "field.finance.horizonMonths.label",
                                              "field.finance.horizonMonths.tooltip"),
        numberField<&Finance::discountRatePct>("discountRatePct", 0, 100, "% a year", false,
                                               "field.finance.discountRatePct.label",
                                               "field.finance.discountRatePct.tooltip"),
        numberField<&Finance::utilisationPct>("utilisationPct", 0, 100, "%", false,
                                              "field.finance.utilisationPct.label",
                                              "field.finance.utilisationPct.tooltip"),
        choiceField<&Finance::profile>("utilisationProfile", "", false, "field.finance.utilisationProfile.label",
                                       "field.finance.utilisationProfile.tooltip"),
        booleanField<&Finance::demandFromWorkload>("demandFromWorkload", "", false,
                                                   "field.finance.demandFromWorkload.label",
                                                   "field.finance.demandFromWorkload.tooltip"),
        numberField<&Finance::rampStartPct>("rampStartPct", 0, 100, "%", false, "field.finance.rampStartPct.label",
                                            "field.finance.rampStartPct.tooltip"),
        numberField<&Finance::rampEndPct>("rampEndPct", 0, 100, "%", false, "field.finance.rampEndPct.label",
                                          "field.finance.rampEndPct.tooltip"),
        textField<&Finance::displayCurrency>("displayCurrency", "ISO 4217", false,
                                             "field.finance.displayCurrency.label",
                                             "field.finance.displayCurrency.tooltip"),
        booleanField<&Finance::financed>("financed", "", false, "field.finance.financed.label",
                                         "field.finance.financed.tooltip"),
        numberField<&Finance::loanRatePct>("loanRatePct", 0, 100, "% a year", false, "field.finance.loanRatePct.label",
                                           "field.finance.loanRatePct.tooltip"),
        integerField<&Finance::loanTermMonths>("loanTermMonths", 1, 120, "months", false,
                                               "field.finance.loanTermMonths.label",
                                               "field.finance.loanTermMonths.tooltip"),
        choiceField<&Finance::maintenanceBasis>("maintenanceBasis", "", false, "field.finance.maintenanceBasis.label",
                                                "field.finance.maintenanceBasis.tooltip"),
        numberField<&Finance::maintenancePctPerYear>("maintenancePctPerYear", 0, 100, "% of hardware a year", false,
                                                     "field.finance.maintenancePctPerYear.label",
                                                     "field.finance.maintenancePctPerYear.tooltip"),
        integerField<&Finance::warrantyYears>("warrantyYears", 0, 10, "years", false,
                                              "field.finance.warrantyYears.label",
                                              "field.finance.warrantyYears.tooltip"),
        booleanField<&Finance::residualFromCurve>("residualFromCurve", "", false,
                                                  "field.finance.residualFromCurve.label",
                                                  "field.finance.residualFromCurve.tooltip"),
        numberField<&Finance::residualValuePct>("residualValuePct", 0, 100, "% of hardware", false,
                                                "field.finance.residualValuePct.label",
                                                "field.finance.residualValuePct.tooltip"),
        numberField<&Finance::staffBaseFte>("staffBaseFte", 0, 1000, "FTE", false, "field.finance.staffBaseFte.label",
                                            "field.finance.staffBaseFte.tooltip"),
        numberField<&Finance::staffFtePerNode>("staffFtePerNode", 0, 10, "FTE per node", false,
                                               "field.finance.staffFtePerNode.label",
                                               "field.finance.staffFtePerNode.tooltip"),
        numberField<&Finance::sparesPct>("sparesPct", 0, 100, "% of hardware a year", false,
                                         "field.finance.sparesPct.label", "field.finance.sparesPct.tooltip"),
        numberField<&Finance::hybridBaseLoadPct>("hybridBaseLoadPct", 0, 100, "% of peak demand", false,
                                                 "field.finance.hybridBaseLoadPct.label",
                                                 "field.finance.hybridBaseLoadPct.tooltip"),
        numberField<&Finance::storagePerTbMonth>("storagePerTbMonth", 0, 1000000000.0, "display currency a TB-month",
                                                 false, "field.finance.storagePerTbMonth.label",
                                                 "field.finance.storagePerTbMonth.tooltip"),
        numberField<&Finance::egressTbPerMonth>("egressTbPerMonth", 0, 1000000000.0, "TB a month", false,
                                                "field.finance.egressTbPerMonth.label",
                                                "field.finance.egressTbPerMonth.tooltip"),
        choiceField<&Finance::onDemandClass>("onDemandClass", "", false, "field.finance.onDemandClass.label",
                                             "field.finance.onDemandClass.tooltip"),
        textField<&Finance::onDemandOfferingId>("onDemandOffering", "offering id", false,
                                                "field.finance.onDemandOffering.label",
                                                "field.finance.onDemandOffering.tooltip", true),
        choiceField<&Finance::reservedClass>("reservedClass", "", false, "field.finance.reservedClass.label",
                                             "field.finance.reservedClass.tooltip"),
        textField<&Finance::reservedOfferingId>("reservedOffering", "offering id", false,
                                                "field.finance.reservedOffering.label",
                                                "field.finance.reservedOffering.tooltip", true),
    };
    return fields;
}

std::span<const PlanField<WhatIf>> whatIfFields()
{
    static const PlanField<WhatIf> fields[] = {
        numberField<&WhatIf::rentalPricePct>("rentalPricePct", 10, 500, "% of catalog", false,
                                             "field.whatIf.rentalPricePct.label",
                                             "field.whatIf.rentalPricePct.tooltip"),
        numberField<&WhatIf::electricityPct>("electricityPct", 10, 500, "% of catalog", false,
                                             "field.whatIf.electricityPct.label",
                                             "field.whatIf.electricityPct.tooltip"),
        numberField<&WhatIf::gpuPricePct>("gpuPricePct", 10, 500, "% of catalog", false,
                                          "field.whatIf.gpuPricePct.label", "field.whatIf.gpuPricePct.tooltip"),
    };
    return fields;
}

std::span<const PlanField<Software>> softwareFields()
{
    static const PlanField<Software> fields[] = {
        textField<&Software::driverBranch>("driverBranch", "", false, "field.software.driverBranch.label",
                                           "field.software.driverBranch.tooltip", true),
        textField<&Software::cuda>("cuda", "", false, "field.software.cuda.label", "field.software.cuda.tooltip", true),
        textField<&Software::container>("container", "", false, "field.software.container.label",
                                        "field.software.container.tooltip", true),
        textField<&Software::pytorch>("pytorch", "", false, "field.software.pytorch.label",
                                      "field.software.pytorch.tooltip", true),
    };
    return fields;
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
