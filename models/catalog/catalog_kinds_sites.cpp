// Sites, money and workloads: cooling methods, regions, FX rates, cloud and rental offerings and model
// presets. Each kind is its file, its names, its prices and its columns in the order people see them
// (catalog_kinds.h).
#include "catalog/catalog_entries.h"
#include "catalog/catalog_enum_names.h"

#include <algorithm>
#include <cctype>

namespace planner::catalog_entries {

namespace {

using Context = CatalogCellContext;

constexpr OfferTerm kTerms[]
    = {OfferTerm::OnDemand, OfferTerm::Spot, OfferTerm::Monthly, OfferTerm::Reserved1y, OfferTerm::Reserved3y};

std::string_view termKey(OfferTerm term)
{
    switch (term) {
    case OfferTerm::OnDemand:
        return "catalog.term.on_demand";
    case OfferTerm::Spot:
        return "catalog.term.spot";
    case OfferTerm::Monthly:
        return "catalog.term.monthly";
    case OfferTerm::Reserved1y:
        return "catalog.term.reserved_1y";
    case OfferTerm::Reserved3y:
        break;
    }
    return "catalog.term.reserved_3y";
}

std::string_view termColumn(OfferTerm term)
{
    switch (term) {
    case OfferTerm::OnDemand:
        return "onDemand";
    case OfferTerm::Spot:
        return "spot";
    case OfferTerm::Monthly:
        return "monthly";
    case OfferTerm::Reserved1y:
        return "reserved1y";
    case OfferTerm::Reserved3y:
        break;
    }
    return "reserved3y";
}

// Notes are long: the whole text is the tooltip too.
CatalogCell notesCell(const std::string& notes)
{
    CatalogCell cell = textCell(notes);
    cell.toolTip.emplace_back(notes);
    return cell;
}

} // namespace

CatalogKind coolingKind()
{
    KindBuilder<CoolingMethod> k({.fileName = "cooling.json",
                                  .name = "cooling",
                                  .entryKind = "cooling",
                                  .label = "cooling method",
                                  .plural = "cooling methods",
                                  .title = "catalog.kind.cooling",
                                  .displayOrder = 7},
                                 &Catalog::cooling, readCooling);
    k.prices({{"capexPerKw", "catalog.priced.cooling_capex", &CoolingMethod::capexPerKw},
              {"inRackCapexPerKw", "catalog.priced.cooling_in_rack", &CoolingMethod::inRackCapexPerKw}});
    k.text("name", "catalog.cooling.name", &CoolingMethod::name);
    k.number("maxKw", "catalog.cooling.max_kw", &CoolingMethod::maxKwPerRack);
    k.number("pue", "catalog.cooling.pue", &CoolingMethod::typicalPue, 2);
    k.toolTip("catalog.column.pue.tip");
    k.price("capexPerKw", "catalog.cooling.capex", &CoolingMethod::capexPerKw);
    k.toolTip("catalog.cooling.capex.tip");
    k.price("inRackCapexPerKw", "catalog.cooling.in_rack_capex", &CoolingMethod::inRackCapexPerKw);
    k.toolTip("catalog.cooling.in_rack_capex.tip");
    k.column("notes", "catalog.column.notes",
             [](const CoolingMethod& m, const Context&) { return notesCell(m.notes); });
    k.idColumn();
    return k.build();
}

CatalogKind regionKind()
{
    KindBuilder<Region> k({.fileName = "regions.json",
                           .name = "regions",
                           .entryKind = "region",
                           .label = "region",
                           .plural = "regions",
                           .title = "catalog.kind.regions",
                           .displayOrder = 8},
                          &Catalog::regions, readRegion);
    k.prices({{"electricityPerKwh", "catalog.region.electricity", &Region::electricityPerKwh},
              {"colocationPerKwMonth", "catalog.region.colocation", &Region::colocationPerKwMonth},
              {"colocationPerCabinetMonth", "catalog.priced.colocation_cabinet", &Region::colocationPerCabinetMonth},
              {"opsStaffPerYear", "catalog.region.ops", &Region::opsStaffPerYear}});
    // Chinese readers get the Chinese name the catalog carries.
    k.name([](const Region& r, const Context& c) { return Arg(c.chinese && !r.nameZh.empty() ? r.nameZh : r.name); });
    k.column("name", "catalog.column.region", [](const Region& r, const Context& c) {
        CatalogCell cell = textCell(c.chinese && !r.nameZh.empty() ? r.nameZh : r.name);
        cell.toolTip.emplace_back(r.name + " · " + r.nameZh);
        return cell;
    });
    k.text("market", "catalog.region.market", &Region::market);
    k.toolTip("catalog.region.market.tip");
    k.text("currency", "catalog.column.currency", &Region::currency);
    k.price("electricity", "catalog.region.electricity", &Region::electricityPerKwh);
    k.price("colocation", "catalog.region.colocation", &Region::colocationPerKwMonth);
    k.number("cabinetPower", "catalog.region.cabinet_power", &Region::cabinetPowerKw, 1);
    k.toolTip("catalog.region.cabinet_power.tip");
    k.price("colocationCabinet", "catalog.region.colocation_cabinet", &Region::colocationPerCabinetMonth);
    k.toolTip("catalog.region.colocation_cabinet.tip");
    k.number("pue", "catalog.region.pue", &Region::defaultPue, 2);
    k.toolTip("catalog.column.pue.tip");
    k.number("vatHardware", "catalog.region.vat_hardware", &Region::vatHardwarePct).unit("%");
    k.number("vatServices", "catalog.region.vat_services", &Region::vatServicesPct).unit("%");
    k.column("vatRecoverable", "catalog.region.vat_recoverable",
             [](const Region& r, const Context&) { return yesNoCell(r.vatRecoverable); });
    k.toolTip("catalog.region.vat_recoverable.tip");
    k.price("ops", "catalog.region.ops", &Region::opsStaffPerYear);
    k.toolTip("catalog.region.ops.tip");
    k.idColumn();
    return k.build();
}

CatalogKind fxKind()
{
    KindBuilder<FxRate> k({.fileName = "fx.json",
                           .name = "fx",
                           .entryKind = "",
                           .label = "FX rate",
                           .plural = "FX rates",
                           .title = "catalog.kind.fx",
                           .displayOrder = 10},
                          &Catalog::fxRates, readFx);
    k.text("currency", "catalog.column.currency", &FxRate::currency);
    k.number("perUsd", "catalog.fx.per_usd", &FxRate::perUsd, 4);
    k.toolTip("catalog.fx.per_usd.tip");
    return k.build();
}

CatalogKind offeringKind()
{
    KindBuilder<CloudOffering> k({.fileName = "cloud.json",
                                  .name = "offerings",
                                  .entryKind = "offering",
                                  .label = "offering",
                                  .plural = "offerings",
                                  .title = "catalog.kind.offerings",
                                  .displayOrder = 9},
                                 &Catalog::offerings, readOffering);
    // Only the terms the offering has: an override replaces a term's price and adds none.
    k.prices(
        [](const CloudOffering& o) {
            std::vector<CatalogPricedField> fields;
            for (const auto& p : o.prices)
                fields.push_back({std::string(enumName(p.term)), Message(std::string(termKey(p.term))), &p.price});
            return fields;
        },
        [](CloudOffering& o, const std::string& field, const Price& price) {
            const auto term = enumFromName<OfferTerm>(field);
            for (auto& p : o.prices)
                if (term && p.term == *term)
                    p.price = price;
        });
    k.name([](const CloudOffering& o, const Context& c) {
        const Gpu* gpu = c.catalog.gpu(o.gpuId);
        const Region* region = c.catalog.region(o.regionId);
        return phrase("catalog.format.offering_name",
                      {{"provider", o.provider},
                       {"gpu", gpu ? gpu->name : o.gpuId},
                       {"region", region ? region->name : o.regionId}});
    });
    k.text("provider", "catalog.offering.provider", &CloudOffering::provider);
    k.column("region", "catalog.column.region", [](const CloudOffering& o, const Context& c) {
        const Region* region = c.catalog.region(o.regionId);
        CatalogCell cell = textCell(region ? region->name : o.regionId);
        cell.toolTip.emplace_back(o.regionId);
        return cell;
    });
    k.column("gpu", "catalog.column.gpu", [](const CloudOffering& o, const Context& c) {
        const Gpu* gpu = c.catalog.gpu(o.gpuId);
        CatalogCell cell = textCell(gpu ? gpu->name : o.gpuId);
        cell.toolTip.emplace_back(o.gpuId);
        return cell;
    });
    k.number("gpusPerServer", "catalog.offering.gpus_per_server", &CloudOffering::gpusPerServer);
    k.column("bareMetal", "catalog.offering.bare_metal",
             [](const CloudOffering& o, const Context&) { return yesNoCell(o.bareMetal); });
    k.column("providerClass", "catalog.offering.class", [](const CloudOffering& o, const Context&) {
        return textCell(phrase("provider_class." + std::string(enumName(o.providerClass))));
    });
    k.toolTip("catalog.offering.class.tip");
    k.column("interruptible", "catalog.offering.interruptible",
             [](const CloudOffering& o, const Context&) { return yesNoCell(o.interruptible); });
    k.toolTip("catalog.offering.interruptible.tip");
    k.column("billingUnit", "catalog.offering.billing", [](const CloudOffering& o, const Context&) {
        return textCell(phrase("billing_unit." + std::string(enumName(o.billingUnit))));
    });
    for (const OfferTerm term : kTerms) {
        k.column(
            termColumn(term), termKey(term),
            [term](const CloudOffering& o, const Context& c) {
                for (const auto& p : o.prices)
                    if (p.term == term)
                        return priceCell(c.catalog, &p.price,
                                         phrase(p.unit == OfferUnit::GpuHour ? "catalog.unit.per_gpu_hour"
                                                                             : "catalog.unit.per_server_month"));
                return textCell("–", -1.0);
            },
            CellAlign::Right);
    }
    k.column("service", "catalog.offering.service",
             [](const CloudOffering& o, const Context&) { return notesCell(o.serviceNote); });
    k.column("notes", "catalog.column.notes",
             [](const CloudOffering& o, const Context&) { return notesCell(o.notes); });
    k.idColumn();
    return k.build();
}

CatalogKind modelKind()
{
    KindBuilder<ModelPreset> k({.fileName = "models.json",
                                .name = "models",
                                .entryKind = "model",
                                .label = "model",
                                .plural = "models",
                                .title = "catalog.kind.models",
                                .displayOrder = 11},
                               &Catalog::models, readModel);
    k.text("name", "catalog.model.name", &ModelPreset::name);
    k.column("architecture", "catalog.column.architecture", [](const ModelPreset& m, const Context&) {
        switch (m.architecture) {
        case ModelArchitecture::DecoderLM:
            return textCell(phrase("catalog.architecture.decoder"));
        case ModelArchitecture::MoeLM:
            return textCell(phrase("catalog.architecture.moe"));
        case ModelArchitecture::EncoderLM:
            return textCell(phrase("catalog.architecture.encoder"));
        case ModelArchitecture::Cnn:
            return textCell(phrase("catalog.architecture.cnn"));
        case ModelArchitecture::VisionTransformer:
            break;
        }
        return textCell(phrase("catalog.architecture.vit"));
    });
    k.number("params", "catalog.model.params", &ModelPreset::paramsB, 1);
    k.number("activeParams", "catalog.model.active_params", &ModelPreset::activeParamsB, 1);
    k.toolTip("catalog.model.active_params.tip");
    k.number("layers", "catalog.model.layers", &ModelPreset::layers);
    k.number("hidden", "catalog.model.hidden", &ModelPreset::hidden);
    k.number("heads", "catalog.model.heads", &ModelPreset::heads);
    k.number("kvHeads", "catalog.model.kv_heads", &ModelPreset::kvHeads);
    k.column("attention", "catalog.model.attention", [](const ModelPreset& m, const Context&) {
        // The acronyms read the same in both languages.
        std::string name(enumName(m.attention));
        std::transform(name.begin(), name.end(), name.begin(),
                       [](unsigned char ch) { return static_cast<char>(std::toupper(ch)); });
        return textCell(name);
    });
    k.number("kvCacheElements", "catalog.model.kv_cache_elements", &ModelPreset::kvCacheElements);
    k.toolTip("catalog.model.kv_cache_elements.tip");
    k.number("maxSequence", "catalog.model.max_sequence", &ModelPreset::maxSequence);
    k.details();
    k.number("ffnHidden", "catalog.model.ffn_hidden", &ModelPreset::ffnHidden);
    k.number("vocab", "catalog.model.vocab", &ModelPreset::vocab);
    k.number("gflops", "catalog.model.gflops", &ModelPreset::gflopsPerSample, 1);
    k.toolTip("catalog.model.gflops.tip");
    k.idColumn();
    return k.build();
}

} // namespace planner::catalog_entries
