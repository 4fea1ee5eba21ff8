// The catalog models of every kind but GPUs (catalog_model.cpp): columns, cells and priced fields.
#include "browser/catalog_model.h"

#include "base/enum_names.h"
#include "document/document.h"

#include <QLocale>
#include <QStringList>

namespace planner::ui {

namespace {

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

template <typename T> const T& at(const std::vector<T>& items, int row)
{
    return items.at(static_cast<std::size_t>(row));
}

const Price* priceOf(const std::optional<Price>& price)
{
    return price ? &*price : nullptr;
}

} // namespace

// The row plumbing every kind shares: count, id, name and provenance of `catalog().member[row]`.
#define PLANNER_CATALOG_ROWS(Model, member)                                                                            \
    int Model::entryCount() const                                                                                      \
    {                                                                                                                  \
        return static_cast<int>(catalog().member.size());                                                              \
    }                                                                                                                  \
    std::string Model::entryId(int row) const                                                                          \
    {                                                                                                                  \
        return at(catalog().member, row).id;                                                                           \
    }                                                                                                                  \
    QString Model::entryName(int row) const                                                                            \
    {                                                                                                                  \
        return qs(at(catalog().member, row).name);                                                                     \
    }                                                                                                                  \
    const Provenance& Model::entryProvenance(int row) const                                                            \
    {                                                                                                                  \
        return at(catalog().member, row).provenance;                                                                   \
    }

PLANNER_CATALOG_ROWS(CpuCatalogModel, cpus)
PLANNER_CATALOG_ROWS(MemoryCatalogModel, memory)
PLANNER_CATALOG_ROWS(NvmeCatalogModel, nvme)
PLANNER_CATALOG_ROWS(NicCatalogModel, nics)
PLANNER_CATALOG_ROWS(PlatformCatalogModel, platforms)
PLANNER_CATALOG_ROWS(CoolingCatalogModel, cooling)
PLANNER_CATALOG_ROWS(ModelCatalogModel, models)
#undef PLANNER_CATALOG_ROWS

// ---- CPUs ----

QString CpuCatalogModel::ownHeader(int column) const
{
    const QString headers[]
        = {tr("CPU"),    tr("Vendor"),  tr("Cores"),       tr("PCIe lanes"), tr("PCIe gen"), tr("Channels"),
           tr("Memory"), tr("TDP (W)"), tr("Max sockets"), tr("Price"),      tr("Id")};
    return column >= 0 && column < ColumnCount ? headers[column] : QString();
}

CatalogModel::Cell CpuCatalogModel::cell(int row, int column) const
{
    const Cpu& c = at(catalog().cpus, row);
    switch (static_cast<Column>(column)) {
    case Name:
        return {qs(c.name), {}, {}};
    case Vendor:
        return {qs(c.vendor), {}, {}};
    case Cores:
        return numberCell(c.cores);
    case PcieLanes:
        return numberCell(c.pcieLanes);
    case PcieGen:
        return numberCell(c.pcieGen);
    case Channels:
        return numberCell(c.memoryChannels);
    case Ddr:
        return {tr("DDR%1-%2").arg(c.ddrGen).arg(c.maxMemoryMTs), c.ddrGen * 100000 + c.maxMemoryMTs, {}};
    case Tdp:
        return numberCell(c.tdpW);
    case MaxSockets:
        return numberCell(c.maxSockets);
    case UnitPrice:
        return priceCell(c.price);
    case Id:
        return {qs(c.id), {}, {}};
    case ColumnCount:
        break;
    }
    return {};
}

const Price* CpuCatalogModel::priceAt(int row, int column) const
{
    return column == UnitPrice ? priceOf(at(catalog().cpus, row).price) : nullptr;
}

std::vector<CatalogModel::PricedField> CpuCatalogModel::pricedFields(int row) const
{
    return {{"price", tr("Price per CPU"), at(catalog().cpus, row).price}};
}

// ---- Memory modules ----

QString MemoryCatalogModel::ownHeader(int column) const
{
    const QString headers[]
        = {tr("Module"), tr("Capacity (GB)"), tr("DDR gen"), tr("Speed (MT/s)"), tr("Type"), tr("Price"), tr("Id")};
    return column >= 0 && column < ColumnCount ? headers[column] : QString();
}

CatalogModel::Cell MemoryCatalogModel::cell(int row, int column) const
{
    const MemoryModule& m = at(catalog().memory, row);
    switch (static_cast<Column>(column)) {
    case Name:
        return {qs(m.name), {}, {}};
    case Capacity:
        return numberCell(m.capacityGB);
    case Ddr:
        return {tr("DDR%1").arg(m.ddrGen), m.ddrGen, {}};
    case Speed:
        return numberCell(m.speedMTs);
    case ModuleType:
        return {qs(m.moduleType), {}, {}};
    case UnitPrice:
        return priceCell(m.price);
    case Id:
        return {qs(m.id), {}, {}};
    case ColumnCount:
        break;
    }
    return {};
}

const Price* MemoryCatalogModel::priceAt(int row, int column) const
{
    return column == UnitPrice ? priceOf(at(catalog().memory, row).price) : nullptr;
}

std::vector<CatalogModel::PricedField> MemoryCatalogModel::pricedFields(int row) const
{
    return {{"price", tr("Price per module"), at(catalog().memory, row).price}};
}

// ---- NVMe drives ----

QString NvmeCatalogModel::ownHeader(int column) const
{
    const QString headers[] = {tr("Drive"),       tr("Capacity (TB)"),
                               tr("Read (GB/s)"), tr("Write (GB/s)"),
                               tr("Interface"),   tr("Endurance (DWPD)"),
                               tr("Power (W)"),   tr("Price"),
                               tr("PCIe gen"),    tr("Id")};
    return column >= 0 && column < ColumnCount ? headers[column] : QString();
}

CatalogModel::Cell NvmeCatalogModel::cell(int row, int column) const
{
    const NvmeDrive& d = at(catalog().nvme, row);
    switch (static_cast<Column>(column)) {
    case Name:
        return {qs(d.name), {}, {}};
    case Capacity:
        return numberCell(d.capacityTB, 2);
    case Read:
        return numberCell(d.readGBs, 1);
    case Write:
        return numberCell(d.writeGBs, 1);
    case Interface:
        return {qs(d.interface), {}, {}};
    case Endurance:
        return numberCell(d.enduranceDWPD, 1);
    case Power:
        return numberCell(d.powerW);
    case UnitPrice:
        return priceCell(d.price);
    case PcieGen:
        return numberCell(d.pcieGen);
    case Id:
        return {qs(d.id), {}, {}};
    case ColumnCount:
        break;
    }
    return {};
}

const Price* NvmeCatalogModel::priceAt(int row, int column) const
{
    return column == UnitPrice ? priceOf(at(catalog().nvme, row).price) : nullptr;
}

std::vector<CatalogModel::PricedField> NvmeCatalogModel::pricedFields(int row) const
{
    return {{"price", tr("Price per drive"), at(catalog().nvme, row).price}};
}

// ---- NICs ----

QString NicCatalogModel::ownHeader(int column) const
{
    const QString headers[] = {tr("Adapter"), tr("Technology"), tr("Gb/s per port"), tr("Ports"),         tr("RDMA"),
                               tr("PCIe"),    tr("Power (W)"),  tr("Price"),         tr("Cost per port"), tr("Id")};
    return column >= 0 && column < ColumnCount ? headers[column] : QString();
}

CatalogModel::Cell NicCatalogModel::cell(int row, int column) const
{
    const Nic& n = at(catalog().nics, row);
    switch (static_cast<Column>(column)) {
    case Name:
        return {qs(n.name), {}, {}};
    case Technology:
        switch (n.technology) {
        case NetworkTechnology::Ethernet:
            return {tr("Ethernet"), {}, {}};
        case NetworkTechnology::RoCE:
            return {tr("RoCE"), {}, {}};
        case NetworkTechnology::InfiniBand:
            return {tr("InfiniBand"), {}, {}};
        }
        break;
    case Speed:
        return numberCell(n.gbpsPerPort);
    case Ports:
        return numberCell(n.ports);
    case Rdma:
        return {yesNo(n.rdma), {}, {}};
    case Pcie:
        return {tr("Gen%1 x%2").arg(n.pcieGen).arg(n.pcieLanes), n.pcieGen * 100 + n.pcieLanes, {}};
    case Power:
        return numberCell(n.powerW);
    case UnitPrice:
        return priceCell(n.price);
    case PortCost: {
        Cell c = priceCell(n.costPerPort);
        if (!n.costPerPort)
            return c;
        c.toolTip = tr("Share of switch, optics and cables for one port");
        return c;
    }
    case Id:
        return {qs(n.id), {}, {}};
    case ColumnCount:
        break;
    }
    return {};
}

const Price* NicCatalogModel::priceAt(int row, int column) const
{
    const Nic& n = at(catalog().nics, row);
    if (column == UnitPrice)
        return priceOf(n.price);
    return column == PortCost ? priceOf(n.costPerPort) : nullptr;
}

std::vector<CatalogModel::PricedField> NicCatalogModel::pricedFields(int row) const
{
    const Nic& n = at(catalog().nics, row);
    return {{"price", tr("Price per adapter"), n.price},
            {"costPerPort", tr("Cost per port (switch share)"), n.costPerPort}};
}

// ---- Server platforms ----

QString PlatformCatalogModel::ownHeader(int column) const
{
    const QString headers[] = {tr("Platform"),       tr("Kind"),        tr("GPU slots"), tr("GPU form factors"),
                               tr("Sockets"),        tr("DIMM slots"),  tr("NVMe bays"), tr("PCIe lanes"),
                               tr("Power supplies"), tr("Rack units"),  tr("Price"),     tr("Allowed GPUs"),
                               tr("Max slot width"), tr("CPU vendors"), tr("DDR gen"),   tr("PCIe switches"),
                               tr("Base power (W)"), tr("Id")};
    return column >= 0 && column < ColumnCount ? headers[column] : QString();
}

CatalogModel::Cell PlatformCatalogModel::cell(int row, int column) const
{
    const Platform& p = at(catalog().platforms, row);
    auto joined = [](const std::vector<std::string>& items, const QString& none) {
        QStringList list;
        for (const auto& item : items)
            list << qs(item);
        return list.isEmpty() ? none : list.join(QStringLiteral(", "));
    };
    switch (static_cast<Column>(column)) {
    case Name:
        return {qs(p.name), {}, {}};
    case Kind:
        return {qs(p.kind), {}, {}};
    case GpuSlots:
        return numberCell(p.gpuSlots);
    case FormFactors: {
        QStringList forms;
        for (FormFactor f : p.formFactors)
            forms << GpuCatalogModel::formFactorText(f);
        return {forms.join(QStringLiteral(", ")), {}, {}};
    }
    case Sockets:
        return numberCell(p.cpuSockets);
    case DimmSlots:
        return numberCell(p.dimmSlots);
    case NvmeBays:
        return numberCell(p.nvmeBays);
    case PcieLanes:
        return numberCell(p.pcieLanes);
    case Psu:
        return {
            tr("%1 × %2 W (N+%3)").arg(p.psuCount).arg(number(p.psuW)).arg(p.psuRedundant), p.psuW * p.psuCount, {}};
    case RackUnits:
        return {tr("%1U").arg(p.rackUnits), p.rackUnits, {}};
    case UnitPrice:
        return priceCell(p.price);
    case AllowedGpus:
        return {joined(p.allowedGpus, tr("any of its form factors")), {}, {}};
    case MaxSlotWidth:
        return numberCell(p.maxSlotWidth);
    case CpuVendors:
        return {joined(p.cpuVendors, tr("any")), {}, {}};
    case Ddr:
        return {tr("DDR%1").arg(p.ddrGen), p.ddrGen, {}};
    case PcieSwitches:
        return numberCell(p.pcieSwitches);
    case BasePower:
        return numberCell(p.basePowerW);
    case Id:
        return {qs(p.id), {}, {}};
    case ColumnCount:
        break;
    }
    return {};
}

const Price* PlatformCatalogModel::priceAt(int row, int column) const
{
    return column == UnitPrice ? priceOf(at(catalog().platforms, row).price) : nullptr;
}

std::vector<CatalogModel::PricedField> PlatformCatalogModel::pricedFields(int row) const
{
    return {{"price", tr("Base price (no GPUs, CPUs, memory or drives)"), at(catalog().platforms, row).price}};
}

// ---- Cooling methods ----

QString CoolingCatalogModel::ownHeader(int column) const
{
    const QString headers[]
        = {tr("Cooling"), tr("Max kW per rack"), tr("Typical PUE"), tr("Capex per kW"), tr("Notes"), tr("Id")};
    return column >= 0 && column < ColumnCount ? headers[column] : QString();
}

CatalogModel::Cell CoolingCatalogModel::cell(int row, int column) const
{
    const CoolingMethod& c = at(catalog().cooling, row);
    switch (static_cast<Column>(column)) {
    case Name:
        return {qs(c.name), {}, {}};
    case MaxKw:
        return numberCell(c.maxKwPerRack);
    case Pue:
        return numberCell(c.typicalPue, 2);
    case CapexPerKw:
        return priceCell(c.capexPerKw);
    case Notes:
        return {qs(c.notes), {}, qs(c.notes)};
    case Id:
        return {qs(c.id), {}, {}};
    case ColumnCount:
        break;
    }
    return {};
}

const Price* CoolingCatalogModel::priceAt(int row, int column) const
{
    return column == CapexPerKw ? priceOf(at(catalog().cooling, row).capexPerKw) : nullptr;
}

std::vector<CatalogModel::PricedField> CoolingCatalogModel::pricedFields(int row) const
{
    return {{"capexPerKw", tr("Capex per kW of IT load"), at(catalog().cooling, row).capexPerKw}};
}

// ---- Regions ----

int RegionCatalogModel::entryCount() const
{
    return static_cast<int>(catalog().regions.size());
}
std::string RegionCatalogModel::entryId(int row) const
{
    return at(catalog().regions, row).id;
}
const Provenance& RegionCatalogModel::entryProvenance(int row) const
{
    return at(catalog().regions, row).provenance;
}

QString RegionCatalogModel::entryName(int row) const
{
    const Region& r = at(catalog().regions, row);
    // Chinese readers get the Chinese name the catalog carries.
    const bool chinese = QLocale().language() == QLocale::Chinese && !r.nameZh.empty();
    return qs(chinese ? r.nameZh : r.name);
}

QString RegionCatalogModel::ownHeader(int column) const
{
    const QString headers[] = {tr("Region"),
                               tr("Market"),
                               tr("Currency"),
                               tr("Electricity per kWh"),
                               tr("Colocation per kW-month"),
                               tr("Default PUE"),
                               tr("VAT on hardware"),
                               tr("VAT on services"),
                               tr("VAT recoverable"),
                               tr("Ops engineer per year"),
                               tr("Id")};
    return column >= 0 && column < ColumnCount ? headers[column] : QString();
}

CatalogModel::Cell RegionCatalogModel::cell(int row, int column) const
{
    const Region& r = at(catalog().regions, row);
    switch (static_cast<Column>(column)) {
    case Name:
        return {entryName(row), {}, qs(r.name) + QStringLiteral(" · ") + qs(r.nameZh)};
    case Market:
        return {qs(r.market), {}, {}};
    case Currency:
        return {qs(r.currency), {}, {}};
    case Electricity:
        return priceCell(r.electricityPerKwh);
    case Colocation:
        return priceCell(r.colocationPerKwMonth);
    case Pue:
        return numberCell(r.defaultPue, 2);
    case VatHardware:
        return numberCell(r.vatHardwarePct, 0, QStringLiteral("%"));
    case VatServices:
        return numberCell(r.vatServicesPct, 0, QStringLiteral("%"));
    case VatRecoverable:
        return {yesNo(r.vatRecoverable), {}, {}};
    case OpsStaff:
        return priceCell(r.opsStaffPerYear);
    case Id:
        return {qs(r.id), {}, {}};
    case ColumnCount:
        break;
    }
    return {};
}

const Price* RegionCatalogModel::priceAt(int row, int column) const
{
    const Region& r = at(catalog().regions, row);
    switch (column) {
    case Electricity:
        return priceOf(r.electricityPerKwh);
    case Colocation:
        return priceOf(r.colocationPerKwMonth);
    case OpsStaff:
        return priceOf(r.opsStaffPerYear);
    default:
        return nullptr;
    }
}

std::vector<CatalogModel::PricedField> RegionCatalogModel::pricedFields(int row) const
{
    const Region& r = at(catalog().regions, row);
    return {{"electricityPerKwh", tr("Electricity per kWh"), r.electricityPerKwh},
            {"colocationPerKwMonth", tr("Colocation per kW-month"), r.colocationPerKwMonth},
            {"opsStaffPerYear", tr("Ops engineer per year"), r.opsStaffPerYear}};
}

// ---- Cloud and rental offerings ----

int OfferingCatalogModel::entryCount() const
{
    return static_cast<int>(catalog().offerings.size());
}
std::string OfferingCatalogModel::entryId(int row) const
{
    return at(catalog().offerings, row).id;
}
const Provenance& OfferingCatalogModel::entryProvenance(int row) const
{
    return at(catalog().offerings, row).provenance;
}

QString OfferingCatalogModel::entryName(int row) const
{
    const CloudOffering& o = at(catalog().offerings, row);
    const Gpu* gpu = catalog().gpu(o.gpuId);
    const Region* region = catalog().region(o.regionId);
    return tr("%1 %2 in %3")
        .arg(qs(o.provider), gpu ? qs(gpu->name) : qs(o.gpuId), region ? qs(region->name) : qs(o.regionId));
}

QString OfferingCatalogModel::termText(OfferTerm term)
{
    switch (term) {
    case OfferTerm::OnDemand:
        return tr("On demand");
    case OfferTerm::Spot:
        return tr("Spot");
    case OfferTerm::Monthly:
        return tr("Monthly");
    case OfferTerm::Reserved1y:
        return tr("Reserved 1 year");
    case OfferTerm::Reserved3y:
        return tr("Reserved 3 years");
    }
    return {};
}

const OfferPrice* OfferingCatalogModel::offerPrice(int row, OfferTerm term) const
{
    for (const auto& p : at(catalog().offerings, row).prices)
        if (p.term == term)
            return &p;
    return nullptr;
}

QString OfferingCatalogModel::ownHeader(int column) const
{
    switch (static_cast<Column>(column)) {
    case Provider:
        return tr("Provider");
    case RegionColumn:
        return tr("Region");
    case GpuColumn:
        return tr("GPU");
    case GpusPerServer:
        return tr("GPUs per server");
    case BareMetal:
        return tr("Bare metal");
    case OnDemand:
        return termText(OfferTerm::OnDemand);
    case Spot:
        return termText(OfferTerm::Spot);
    case Monthly:
        return termText(OfferTerm::Monthly);
    case Reserved1y:
        return termText(OfferTerm::Reserved1y);
    case Reserved3y:
        return termText(OfferTerm::Reserved3y);
    case Notes:
        return tr("Notes");
    case Id:
        return tr("Id");
    case ColumnCount:
        break;
    }
    return {};
}

CatalogModel::Cell OfferingCatalogModel::cell(int row, int column) const
{
    const CloudOffering& o = at(catalog().offerings, row);
    if (column >= OnDemand && column <= Reserved3y) {
        const auto term = static_cast<OfferTerm>(column - OnDemand);
        const OfferPrice* p = offerPrice(row, term);
        if (!p)
            return {QStringLiteral("–"), -1.0, {}};
        const QString unit = p->unit == OfferUnit::GpuHour ? tr("/GPU-h") : tr("/server-month");
        return priceCell(p->price, unit);
    }
    switch (static_cast<Column>(column)) {
    case Provider:
        return {qs(o.provider), {}, {}};
    case RegionColumn: {
        const Region* region = catalog().region(o.regionId);
        return {region ? qs(region->name) : qs(o.regionId), {}, qs(o.regionId)};
    }
    case GpuColumn: {
        const Gpu* gpu = catalog().gpu(o.gpuId);
        return {gpu ? qs(gpu->name) : qs(o.gpuId), {}, qs(o.gpuId)};
    }
    case GpusPerServer:
        return numberCell(o.gpusPerServer);
    case BareMetal:
        return {yesNo(o.bareMetal), {}, {}};
    case Notes:
        return {qs(o.notes), {}, qs(o.notes)};
    case Id:
        return {qs(o.id), {}, {}};
    default:
        break;
    }
    return {};
}

const Price* OfferingCatalogModel::priceAt(int row, int column) const
{
    if (column < OnDemand || column > Reserved3y)
        return nullptr;
    const OfferPrice* p = offerPrice(row, static_cast<OfferTerm>(column - OnDemand));
    return p ? &p->price : nullptr;
}

std::vector<CatalogModel::PricedField> OfferingCatalogModel::pricedFields(int row) const
{
    // Only the terms the offering has: withOverrides() replaces existing terms and adds none.
    std::vector<PricedField> fields;
    for (const auto& p : at(catalog().offerings, row).prices)
        fields.push_back({std::string(enumName(p.term)), termText(p.term), p.price});
    return fields;
}

// ---- FX rates ----

int FxCatalogModel::entryCount() const
{
    return static_cast<int>(catalog().fxRates.size());
}
std::string FxCatalogModel::entryId(int row) const
{
    return at(catalog().fxRates, row).currency;
}
QString FxCatalogModel::entryName(int row) const
{
    return qs(at(catalog().fxRates, row).currency);
}
const Provenance& FxCatalogModel::entryProvenance(int row) const
{
    return at(catalog().fxRates, row).provenance;
}

QString FxCatalogModel::ownHeader(int column) const
{
    return column == Currency ? tr("Currency") : tr("Units per US dollar");
}

CatalogModel::Cell FxCatalogModel::cell(int row, int column) const
{
    const FxRate& r = at(catalog().fxRates, row);
    return column == Currency ? Cell {qs(r.currency), {}, {}} : numberCell(r.perUsd, 4);
}

// ---- Model presets ----

QString ModelCatalogModel::ownHeader(int column) const
{
    const QString headers[] = {tr("Model"),
                               tr("Architecture"),
                               tr("Parameters (B)"),
                               tr("Active (B)"),
                               tr("Layers"),
                               tr("Hidden size"),
                               tr("Heads"),
                               tr("KV heads"),
                               tr("Max sequence"),
                               tr("FFN hidden size"),
                               tr("Vocabulary"),
                               tr("GFLOPs per sample"),
                               tr("Id")};
    return column >= 0 && column < ColumnCount ? headers[column] : QString();
}

CatalogModel::Cell ModelCatalogModel::cell(int row, int column) const
{
    const ModelPreset& m = at(catalog().models, row);
    switch (static_cast<Column>(column)) {
    case Name:
        return {qs(m.name), {}, {}};
    case Architecture:
        switch (m.architecture) {
        case ModelArchitecture::DecoderLM:
            return {tr("Decoder LM"), {}, {}};
        case ModelArchitecture::MoeLM:
            return {tr("Mixture of experts"), {}, {}};
        case ModelArchitecture::EncoderLM:
            return {tr("Encoder"), {}, {}};
        case ModelArchitecture::Cnn:
            return {tr("CNN"), {}, {}};
        case ModelArchitecture::VisionTransformer:
            return {tr("Vision transformer"), {}, {}};
        }
        break;
    case Params:
        return numberCell(m.paramsB, 1);
    case ActiveParams:
        return numberCell(m.activeParamsB, 1);
    case Layers:
        return numberCell(m.layers);
    case Hidden:
        return numberCell(m.hidden);
    case Heads:
        return numberCell(m.heads);
    case KvHeads:
        return numberCell(m.kvHeads);
    case MaxSequence:
        return numberCell(m.maxSequence);
    case FfnHidden:
        return numberCell(m.ffnHidden);
    case Vocab:
        return numberCell(m.vocab);
    case Gflops:
        return numberCell(m.gflopsPerSample, 1);
    case Id:
        return {qs(m.id), {}, {}};
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace planner::ui
