#pragma once
// The names the plan's enums take in plan files and JSON output. Stable: never rename one.

#include "models/catalog/catalog_enum_names.h"
#include "models/plan/plan.h"

#include <string>
#include <string_view>

namespace planner {

PLANNER_ENUM_NAMES(NvmeLayout, {NvmeLayout::Raid0, "raid0"}, {NvmeLayout::Raid1, "raid1"},
                   {NvmeLayout::Raid10, "raid10"}, {NvmeLayout::Jbod, "jbod"})
PLANNER_ENUM_NAMES(FabricTopology, {FabricTopology::None, "none"}, {FabricTopology::SingleSwitch, "single_switch"},
                   {FabricTopology::LeafSpine, "leaf_spine"})
PLANNER_ENUM_NAMES(WorkloadKind, {WorkloadKind::Pretraining, "pretraining"},
                   {WorkloadKind::FullFineTune, "full_finetune"}, {WorkloadKind::LoRA, "lora"},
                   {WorkloadKind::QLoRA, "qlora"}, {WorkloadKind::Inference, "inference"},
                   {WorkloadKind::CvTraining, "cv_training"}, {WorkloadKind::Custom, "custom"})
PLANNER_ENUM_NAMES(Precision, {Precision::FP32, "fp32"}, {Precision::BF16, "bf16"}, {Precision::FP8, "fp8"},
                   {Precision::INT8, "int8"}, {Precision::INT4, "int4"})
PLANNER_ENUM_NAMES(Optimizer, {Optimizer::AdamW, "adamw"}, {Optimizer::AdamW8bit, "adamw_8bit"},
                   {Optimizer::SGDMomentum, "sgd_momentum"}, {Optimizer::Adafactor, "adafactor"})
PLANNER_ENUM_NAMES(Recompute, {Recompute::None, "none"}, {Recompute::Selective, "selective"}, {Recompute::Full, "full"})
PLANNER_ENUM_NAMES(SiteMode, {SiteMode::Colocation, "colocation"}, {SiteMode::OwnFacility, "own_facility"})
PLANNER_ENUM_NAMES(MaintenanceBasis, {MaintenanceBasis::AfterWarranty, "after_warranty"},
                   {MaintenanceBasis::SupportContract, "support_contract"})
PLANNER_ENUM_NAMES(OfferingClassChoice, {OfferingClassChoice::Any, "any"},
                   {OfferingClassChoice::Hyperscaler, "hyperscaler"}, {OfferingClassChoice::GpuCloud, "gpu_cloud"},
                   {OfferingClassChoice::Marketplace, "marketplace"},
                   {OfferingClassChoice::BaremetalIdc, "baremetal_idc"})
PLANNER_ENUM_NAMES(UtilisationProfile, {UtilisationProfile::Flat, "flat"}, {UtilisationProfile::Ramp, "ramp"})

// The display names of an enumeration's values live in the one text table under "<prefix>.<name>" (a test
// checks that every value has one): the window, the quote and the command line name them the same way.
template <typename E> struct EnumTexts;
#define PLANNER_ENUM_TEXTS(Type, textPrefix)                                                                           \
    template <> struct EnumTexts<Type> {                                                                               \
        static constexpr std::string_view prefix = textPrefix;                                                         \
    };

PLANNER_ENUM_TEXTS(NvmeLayout, "nvme_layout")
PLANNER_ENUM_TEXTS(FabricTopology, "fabric_topology")
PLANNER_ENUM_TEXTS(WorkloadKind, "workload_kind")
PLANNER_ENUM_TEXTS(Precision, "precision")
PLANNER_ENUM_TEXTS(Optimizer, "optimizer")
PLANNER_ENUM_TEXTS(Recompute, "recompute")
PLANNER_ENUM_TEXTS(SiteMode, "site_mode")
PLANNER_ENUM_TEXTS(MaintenanceBasis, "maintenance_basis")
PLANNER_ENUM_TEXTS(OfferingClassChoice, "provider_class_choice")
PLANNER_ENUM_TEXTS(UtilisationProfile, "utilisation_profile")

// "workload_kind.lora": the text-table key of a value's display name.
template <typename E> std::string enumTextKey(std::string_view name)
{
    return std::string(EnumTexts<E>::prefix) + "." + std::string(name);
}
template <typename E> std::string enumTextKey(E value)
{
    return enumTextKey<E>(enumName(value));
}

} // namespace planner
