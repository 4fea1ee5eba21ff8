#pragma once
// The names enums take in plan and catalog files and in JSON output. Stable: never rename one.

#include "base/diagnostics.h"
#include "catalog/catalog.h"
#include "plan/plan.h"

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>

namespace planner {

template <typename E> struct EnumNames;

#define PLANNER_ENUM_NAMES(Type, ...)                                                                                  \
    template <> struct EnumNames<Type> {                                                                               \
        static constexpr std::pair<Type, std::string_view> entries[] = {__VA_ARGS__};                                  \
    };

PLANNER_ENUM_NAMES(Origin, {Origin::Shipped, "shipped"}, {Origin::UserCatalog, "user"}, {Origin::Plan, "plan"})
PLANNER_ENUM_NAMES(FormFactor, {FormFactor::PCIe, "pcie"}, {FormFactor::SXM, "sxm"}, {FormFactor::OAM, "oam"},
                   {FormFactor::Module, "module"})
PLANNER_ENUM_NAMES(GpuClass, {GpuClass::Consumer, "consumer"}, {GpuClass::Workstation, "workstation"},
                   {GpuClass::DataCenter, "datacenter"})
PLANNER_ENUM_NAMES(MarketStatus, {MarketStatus::Available, "available"},
                   {MarketStatus::LicenceRequired, "licence_required"}, {MarketStatus::Barred, "barred"},
                   {MarketStatus::NotSold, "not_sold"})
PLANNER_ENUM_NAMES(NetworkTechnology, {NetworkTechnology::Ethernet, "ethernet"}, {NetworkTechnology::RoCE, "roce"},
                   {NetworkTechnology::InfiniBand, "infiniband"})
PLANNER_ENUM_NAMES(OfferTerm, {OfferTerm::OnDemand, "on_demand"}, {OfferTerm::Spot, "spot"},
                   {OfferTerm::Monthly, "monthly"}, {OfferTerm::Reserved1y, "reserved_1y"},
                   {OfferTerm::Reserved3y, "reserved_3y"})
PLANNER_ENUM_NAMES(OfferUnit, {OfferUnit::GpuHour, "gpu_hour"}, {OfferUnit::ServerMonth, "server_month"})
PLANNER_ENUM_NAMES(ProviderClass, {ProviderClass::Hyperscaler, "hyperscaler"}, {ProviderClass::GpuCloud, "gpu_cloud"},
                   {ProviderClass::Marketplace, "marketplace"}, {ProviderClass::BaremetalIdc, "baremetal_idc"})
PLANNER_ENUM_NAMES(BillingUnit, {BillingUnit::Second, "second"}, {BillingUnit::Minute, "minute"},
                   {BillingUnit::Hour, "hour"}, {BillingUnit::Month, "month"})
PLANNER_ENUM_NAMES(ModelArchitecture, {ModelArchitecture::DecoderLM, "decoder"}, {ModelArchitecture::MoeLM, "moe"},
                   {ModelArchitecture::EncoderLM, "encoder"}, {ModelArchitecture::Cnn, "cnn"},
                   {ModelArchitecture::VisionTransformer, "vit"})
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
PLANNER_ENUM_NAMES(Severity, {Severity::Error, "error"}, {Severity::Warning, "warning"}, {Severity::Info, "info"})

#undef PLANNER_ENUM_NAMES

template <typename E> constexpr std::string_view enumName(E value)
{
    for (const auto& [v, name] : EnumNames<E>::entries)
        if (v == value)
            return name;
    return "?";
}

template <typename E> constexpr std::optional<E> enumFromName(std::string_view name)
{
    for (const auto& [v, n] : EnumNames<E>::entries)
        if (n == name)
            return v;
    return std::nullopt;
}

// "a, b or c": the accepted names, for error messages.
template <typename E> std::string enumChoices()
{
    std::string text;
    const auto& entries = EnumNames<E>::entries;
    const size_t count = std::size(entries);
    for (size_t i = 0; i < count; ++i) {
        if (i > 0)
            text += (i + 1 == count) ? " or " : ", ";
        text += '"' + std::string(entries[i].second) + '"';
    }
    return text;
}

} // namespace planner
