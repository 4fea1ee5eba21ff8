#pragma once
// The names the plan's enums take in plan files and JSON output. Stable: never rename one.

#include "catalog/catalog_enum_names.h"
#include "plan/plan.h"

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

} // namespace planner
