// Sites, money and workloads: cooling methods, regions, FX rates, cloud and rental offerings and model
// presets. Each kind is its file, its names, its prices and its columns in the order people see them
// (catalog_kinds.h).
#include "models/catalog/catalog_entries.h"
#include "models/catalog/catalog_enum_names.h"

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

// ---- Readers: one entry of each kind from its JSON object ----

CoolingMethod readCooling(ObjectReader& r, const EntryContext& c)
{
    CoolingMethod m;
    m.id = r.string("id", true);
    m.name = r.string("name", true);
    m.nameZh = r.string("nameZh", false);
    m.maxKwPerRack = r.number("maxKwPerRack", 1, 500, 0, true);
    m.typicalPue = r.number("typicalPue", 1.0, 3.0, 1.5, true);
    m.capexPerKw = readPrice(r, "capexPerKw", 1'000'000, c.origin, c.file, c.d);
    m.inRackCapexPerKw = readPrice(r, "inRackCapexPerKw", 1'000'000, c.origin, c.file, c.d);
    m.notes = r.string("notes", false);
    return m;
}

Region readRegion(ObjectReader& r, const EntryContext& c)
{
    Region x;
    x.id = r.string("id", true);
    x.name = r.string("name", true);
    x.nameZh = r.string("nameZh", false);
    x.market = r.string("market", true);
    x.currency = r.string("currency", true);
    x.electricityPerKwh = readPrice(r, "electricityPerKwh", 100, c.origin, c.file, c.d);
    x.colocationPerKwMonth = readPrice(r, "colocationPerKwMonth", 1'000'000, c.origin, c.file, c.d);
    x.defaultPue = r.number("defaultPue", 1.0, 3.0, 1.5, true);
    x.vatHardwarePct = r.number("vatHardwarePct", 0, 50, 0, true);
    x.vatServicesPct = r.number("vatServicesPct", 0, 50, 0, true);
    x.vatRecoverable = r.boolean("vatRecoverable", false);
    x.opsStaffPerYear = readPrice(r, "opsStaffPerYear", 100'000'000, c.origin, c.file, c.d);
    x.cabinetPowerKw = r.number("cabinetPowerKw", 0.5, 200, 0);
    x.colocationPerCabinetMonth = readPrice(r, "colocationPerCabinetMonth", 10'000'000, c.origin, c.file, c.d);
    if (x.colocationPerCabinetMonth && x.cabinetPowerKw <= 0)
        r.error("cabinetPowerKw", "a fee per cabinet needs the cabinet's power cap in kW");
    if (!x.electricityPerKwh)
        r.error("electricityPerKwh", "missing required field");
    return x;
}

CloudOffering readOffering(ObjectReader& r, const EntryContext& c)
{
    CloudOffering o;
    o.id = r.string("id", true);
    o.provider = r.string("provider", true);
    o.providerZh = r.string("providerZh", false);
    o.regionId = r.string("region", true);
    o.gpuId = r.string("gpu", true);
    o.gpusPerServer = r.integer("gpusPerServer", 1, 72, o.gpusPerServer, true);
    o.bareMetal = r.boolean("bareMetal", false);
    o.providerClass = r.enumeration("providerClass", o.providerClass, true);
    o.interruptible = r.boolean("interruptible", false);
    o.billingUnit = r.enumeration("billingUnit", o.billingUnit, true);
    o.serviceNote = r.string("serviceNote", false);
    o.notes = r.string("notes", false);
    if (const nlohmann::json* network = r.object("clusterNetwork", false)) {
        ObjectReader n(*network, childPath(r.path(), "clusterNetwork"), c.file, c.d);
        ClusterNetwork net;
        net.gbpsPerServer = n.number("gbpsPerServer", 1, 100'000, 0, true);
        net.kind = n.enumeration("kind", net.kind, true);
        net.provenance = readProvenance(n, c.origin, c.file);
        n.finish();
        o.clusterNetwork = net;
    }
    if (const nlohmann::json* prices = r.array("prices", true)) {
        if (prices->empty())
            r.error("prices", "expected at least one price");
        for (std::size_t i = 0; i < prices->size(); ++i) {
            const std::string path = indexPath(childPath(r.path(), "prices"), i);
            ObjectReader p((*prices)[i], path, c.file, c.d);
            OfferPrice offer;
            offer.term = p.enumeration("term", offer.term, true);
            offer.unit = p.enumeration("unit", offer.unit, true);
            const double max = offer.unit == OfferUnit::GpuHour ? 10'000 : 100'000'000;
            offer.price.money.amount = p.number("amount", 0, max, 0, true);
            offer.price.money.currency = p.string("currency", true);
            offer.price.vatIncluded = p.boolean("vatIncluded", false);
            offer.price.provenance = readProvenance(p, c.origin, c.file);
            p.finish();
            o.prices.push_back(offer);
        }
    }
    return o;
}

ModelPreset readModel(ObjectReader& r, const EntryContext&)
{
    ModelPreset m;
    m.id = r.string("id", true);
    m.name = r.string("name", true);
    m.architecture = r.enumeration("architecture", m.architecture, true);
    const bool language = m.architecture == ModelArchitecture::DecoderLM || m.architecture == ModelArchitecture::MoeLM
        || m.architecture == ModelArchitecture::EncoderLM;
    m.paramsB = r.number("paramsB", 0.0001, 100'000, 0, true);
    m.activeParamsB = r.number("activeParamsB", 0.0001, 100'000, m.paramsB);
    if (m.activeParamsB > m.paramsB)
        r.error("activeParamsB", "expected at most paramsB (" + std::to_string(m.paramsB) + ")");
    m.layers = r.integer("layers", 1, 1'000, 0, true);
    m.hidden = r.integer("hidden", 1, 1'000'000, 0, language);
    m.ffnHidden = r.integer("ffnHidden", 0, 1'000'000, 0);
    m.heads = r.integer("heads", 0, 1'024, 0, language);
    m.kvHeads = r.integer("kvHeads", 0, 1'024, m.heads);
    const AttentionKind derived = m.kvHeads == 1 && m.heads > 1 ? AttentionKind::MQA
        : m.kvHeads < m.heads                                   ? AttentionKind::GQA
                                                                : AttentionKind::MHA;
    m.attention = r.enumeration("attention", derived);
    const int headDim = m.heads > 0 ? m.hidden / m.heads : 0;
    m.kvCacheElements
        = r.integer("kvCacheElements", 0, 10'000'000, 2 * m.kvHeads * headDim, m.attention == AttentionKind::MLA);
    m.vocab = r.integer("vocab", 0, 10'000'000, 0, language);
    m.maxSequence = r.integer("maxSequence", 0, 100'000'000, 0);
    m.gflopsPerSample = r.number("gflopsPerSample", 0, 1e6, 0, !language);
    return m;
}

FxRate readFx(ObjectReader& r, const EntryContext&)
{
    FxRate f;
    f.currency = r.string("currency", true);
    f.perUsd = r.number("perUsd", 1e-6, 1e6, 1.0, true);
    return f;
}

CatalogKind coolingKind()
{
    KindBuilder<CoolingMethod> k({.fileName = "cooling.json",
                                  .name = "cooling",
                                  .entryKind = "cooling",
                                  .label = "cooling method",
                                  .plural = "cooling methods",
                                  .title = "catalog.kind.cooling",
                                  .displayOrder = 7,
                                  .loadOrder = 7},
                                 &Catalog::cooling, readCooling);
    k.prices({{"capexPerKw", "catalog.priced.cooling_capex", &CoolingMethod::capexPerKw},
              {"inRackCapexPerKw", "catalog.priced.cooling_in_rack", &CoolingMethod::inRackCapexPerKw}});
    k.bilingualName("name", "catalog.cooling.name", &CoolingMethod::name, &CoolingMethod::nameZh);
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
                           .displayOrder = 8,
                           .loadOrder = 8},
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
                           .displayOrder = 10,
                           .loadOrder = 0},
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
                                  .displayOrder = 9,
                                  .loadOrder = 9},
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
    k.bilingualName("provider", "catalog.offering.provider", &CloudOffering::provider, &CloudOffering::providerZh);
    k.name([](const CloudOffering& o, const Context& c) {
        const Gpu* gpu = c.catalog.gpu(o.gpuId);
        const Region* region = c.catalog.region(o.regionId);
        return phrase("catalog.format.offering_name",
                      {{"provider", providerName(o)},
                       {"gpu", gpu ? gpu->name : o.gpuId},
                       {"region", region ? localName(*region) : Arg(o.regionId)}});
    });
    k.column("region", "catalog.column.region", [](const CloudOffering& o, const Context& c) {
        const Region* region = c.catalog.region(o.regionId);
        CatalogCell cell
            = textCell(region ? (c.chinese && !region->nameZh.empty() ? region->nameZh : region->name) : o.regionId);
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
    k.column("clusterNetwork", "catalog.offering.cluster_network", [](const CloudOffering& o, const Context&) {
        if (!o.clusterNetwork)
            return textCell(phrase("catalog.offering.cluster_network.none"), 0.0);
        const ClusterNetwork& n = *o.clusterNetwork;
        return textCell(phrase("catalog.offering.cluster_network.value",
                               {{"gbps", groupedNumber(n.gbpsPerServer)},
                                {"kind", phrase("cluster_network." + std::string(enumName(n.kind)))}}),
                        n.gbpsPerServer);
    });
    k.toolTip("catalog.offering.cluster_network.tip");
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
                                .displayOrder = 11,
                                .loadOrder = 10},
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

} // namespace

std::vector<CatalogKind> siteKinds()
{
    return {coolingKind(), regionKind(), fxKind(), offeringKind(), modelKind()};
}

} // namespace planner::catalog_entries
