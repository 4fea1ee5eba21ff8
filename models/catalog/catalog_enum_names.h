#pragma once
// The names the catalog's enums take in catalog files and JSON output. Stable: never rename one.

#include "models/base/enum_names.h"
#include "models/catalog/catalog.h"

namespace planner {

PLANNER_ENUM_NAMES(Origin, {Origin::Shipped, "shipped"}, {Origin::TeamCatalog, "team"}, {Origin::UserCatalog, "user"},
                   {Origin::Plan, "plan"})
PLANNER_ENUM_NAMES(FormFactor, {FormFactor::PCIe, "pcie"}, {FormFactor::SXM, "sxm"}, {FormFactor::OAM, "oam"},
                   {FormFactor::Module, "module"})
PLANNER_ENUM_NAMES(GpuClass, {GpuClass::Consumer, "consumer"}, {GpuClass::Workstation, "workstation"},
                   {GpuClass::DataCenter, "datacenter"})
PLANNER_ENUM_NAMES(MarketStatus, {MarketStatus::Available, "available"},
                   {MarketStatus::LicenceRequired, "licence_required"},
                   {MarketStatus::PresumptionOfDenial, "presumption_of_denial"}, {MarketStatus::Barred, "barred"},
                   {MarketStatus::NotSold, "not_sold"})
PLANNER_ENUM_NAMES(NetworkTechnology, {NetworkTechnology::Ethernet, "ethernet"}, {NetworkTechnology::RoCE, "roce"},
                   {NetworkTechnology::InfiniBand, "infiniband"})
PLANNER_ENUM_NAMES(OfferTerm, {OfferTerm::OnDemand, "on_demand"}, {OfferTerm::Spot, "spot"},
                   {OfferTerm::Monthly, "monthly"}, {OfferTerm::Reserved1y, "reserved_1y"},
                   {OfferTerm::Reserved3y, "reserved_3y"})
PLANNER_ENUM_NAMES(OfferUnit, {OfferUnit::GpuHour, "gpu_hour"}, {OfferUnit::ServerMonth, "server_month"})
PLANNER_ENUM_NAMES(ProviderClass, {ProviderClass::Hyperscaler, "hyperscaler"}, {ProviderClass::GpuCloud, "gpu_cloud"},
                   {ProviderClass::Marketplace, "marketplace"}, {ProviderClass::BaremetalIdc, "baremetal_idc"})
PLANNER_ENUM_NAMES(ClusterNetworkKind, {ClusterNetworkKind::InfiniBand, "infiniband"},
                   {ClusterNetworkKind::RoCE, "roce"}, {ClusterNetworkKind::Efa, "efa"},
                   {ClusterNetworkKind::Tcp, "tcp"})
PLANNER_ENUM_NAMES(BillingUnit, {BillingUnit::Second, "second"}, {BillingUnit::Minute, "minute"},
                   {BillingUnit::Hour, "hour"}, {BillingUnit::Month, "month"})
PLANNER_ENUM_NAMES(AttentionKind, {AttentionKind::MHA, "mha"}, {AttentionKind::GQA, "gqa"}, {AttentionKind::MQA, "mqa"},
                   {AttentionKind::MLA, "mla"})
PLANNER_ENUM_NAMES(ModelArchitecture, {ModelArchitecture::DecoderLM, "decoder"}, {ModelArchitecture::MoeLM, "moe"},
                   {ModelArchitecture::EncoderLM, "encoder"}, {ModelArchitecture::Cnn, "cnn"},
                   {ModelArchitecture::VisionTransformer, "vit"})

} // namespace planner
