#include "browser/catalog_model.h"

#include "base/enum_names.h"
#include "base/money.h"
#include "document/document.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>
#include <QRegularExpression>
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

int higher(Origin a, Origin b)
{
    return std::max(static_cast<int>(a), static_cast<int>(b));
}

} // namespace

std::string currentMarket(const Document& document)
{
    const Scenario* scenario = document.scenario();
    const Region* region = scenario ? document.catalog().region(scenario->site.regionId) : nullptr;
    return region ? region->market : std::string();
}

// ---- CatalogModel: the columns and roles every kind shares ----

CatalogModel::CatalogModel(Document* document, QObject* parent)
    : QAbstractTableModel(parent)
    , m_document(document)
    , m_seenOverrides(document->plan().priceOverrides)
    , m_seenMarket(currentMarket(*document))
{
    // Prices follow the overrides, and what may be bought follows the current scenario's region.
    connect(m_document, &Document::changed, this, [this](const ChangeEvent& event) {
        if (event.affectsCatalog() || event.affectsCurrent(m_document->currentScenario(), ChangeEvent::Part::Site))
            refresh();
    });
}

const Catalog& CatalogModel::catalog() const
{
    return m_document->catalog();
}

void CatalogModel::refresh()
{
    // A site edit or a new price override need not change the market or any price shown.
    std::string market = currentMarket(*m_document);
    if (m_document->plan().priceOverrides == m_seenOverrides && market == m_seenMarket)
        return;
    m_seenOverrides = m_document->plan().priceOverrides;
    m_seenMarket = std::move(market);
    const int rows = rowCount();
    if (rows > 0)
        Q_EMIT dataChanged(index(0, 0), index(rows - 1, columnCount() - 1));
}

void CatalogModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    const int rows = rowCount();
    if (rows > 0)
        Q_EMIT dataChanged(index(0, 0), index(rows - 1, columnCount() - 1));
}

int CatalogModel::rowCount(const QModelIndex& parent) const
{
    // The effective catalog never gains or loses entries while a document lives: overrides change values only.
    return parent.isValid() ? 0 : entryCount();
}

int CatalogModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ownColumns() + ProvenanceColumnCount;
}

int CatalogModel::rowOf(const std::string& id) const
{
    for (int row = 0; row < rowCount(); ++row)
        if (entryId(row) == id)
            return row;
    return -1;
}

Origin CatalogModel::rowOrigin(int row) const
{
    int origin = static_cast<int>(entryProvenance(row).origin);
    for (const auto& field : pricedFields(row))
        if (field.price)
            origin = higher(static_cast<Origin>(origin), field.price->provenance.origin);
    return static_cast<Origin>(origin);
}

const Provenance* CatalogModel::cellProvenance(int row, int column) const
{
    const Price* price = priceAt(row, column);
    return price ? &price->provenance : nullptr;
}

QString CatalogModel::originText(Origin origin)
{
    switch (origin) {
    case Origin::Shipped:
        return tr("Shipped");
    case Origin::UserCatalog:
        return tr("User catalog");
    case Origin::Plan:
        return tr("Plan override");
    }
    return {};
}

QVariant CatalogModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int row = index.row();
    const int column = index.column();
    if (role == IdRole)
        return qs(entryId(row));
    if (column < ownColumns()) {
        if (role != Qt::DisplayRole && role != SortRole && role != Qt::ToolTipRole && role != Qt::ForegroundRole
            && role != Qt::FontRole)
            return {};
        const Price* price = priceAt(row, column);
        const bool overridden = price && price->provenance.origin == Origin::Plan;
        if (role == Qt::ForegroundRole)
            return overridden ? QVariant(QBrush(QColor(0x1e, 0x88, 0xe5))) : QVariant();
        if (role == Qt::FontRole) {
            if (!overridden)
                return {};
            QFont font;
            font.setBold(true);
            return font;
        }
        Cell c = cell(row, column);
        if (role == Qt::DisplayRole)
            return c.text;
        if (role == SortRole)
            return c.sort.isValid() ? c.sort : QVariant(c.text);
        if (price && c.toolTip.isEmpty()) {
            const Provenance& p = price->provenance;
            c.toolTip = tr("%1 · as of %2").arg(qs(p.source), qs(p.asOf));
            if (p.estimate)
                c.toolTip += QLatin1Char('\n') + tr("Estimate: %1").arg(qs(p.method));
        }
        return c.toolTip.isEmpty() ? QVariant() : QVariant(c.toolTip);
    }
    const Provenance& p = entryProvenance(row);
    const Origin origin = rowOrigin(row);
    const QString method = qs(p.method);
    switch (column - ownColumns()) {
    case Source:
        if (role == Qt::DisplayRole || role == SortRole || role == Qt::ToolTipRole)
            return qs(p.source);
        break;
    case AsOf:
        if (role == Qt::DisplayRole || role == SortRole)
            return qs(p.asOf);
        break;
    case Estimate:
        if (role == Qt::DisplayRole || role == SortRole)
            return p.estimate ? tr("Estimate") : tr("Published");
        if (role == Qt::ToolTipRole)
            return method.isEmpty() ? QVariant() : QVariant(method);
        break;
    case OriginColumn:
        if (role == Qt::DisplayRole || role == SortRole)
            return originText(origin);
        if (role == Qt::ToolTipRole && origin == Origin::Plan)
            return tr("A price of this entry comes from this plan's overrides, not the shipped catalog");
        if (role == Qt::ToolTipRole && !p.file.empty())
            return qs(p.file);
        if (role == Qt::ForegroundRole && origin == Origin::Plan)
            return QBrush(QColor(0x1e, 0x88, 0xe5));
        break;
    default:
        break;
    }
    return {};
}

QVariant CatalogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section < ownColumns())
        return ownHeader(section);
    switch (section - ownColumns()) {
    case Source:
        return tr("Source");
    case AsOf:
        return tr("As of");
    case Estimate:
        return tr("Estimate");
    case OriginColumn:
        return tr("Origin");
    default:
        return {};
    }
}

QString CatalogModel::number(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

CatalogModel::Cell CatalogModel::numberCell(double value, int decimals, const QString& unit)
{
    QString text = number(value, decimals);
    if (!unit.isEmpty())
        text += QLatin1Char(' ') + unit;
    return {text, value, {}};
}

QString CatalogModel::yesNo(bool value)
{
    return value ? tr("Yes") : tr("No");
}

QString CatalogModel::money(const std::optional<Price>& price, const QString& unit) const
{
    if (!price)
        return tr("n/a");
    const Money& m = price->money;
    QString text = qs(formatMoney(m.amount, m.currency));
    if (!unit.isEmpty())
        text += QLatin1Char(' ') + unit;
    return text;
}

CatalogModel::Cell CatalogModel::priceCell(const std::optional<Price>& price, const QString& unit) const
{
    if (!price)
        return {tr("n/a"), -1.0, {}};
    // Sorted in US dollars so that CNY and USD prices interleave by value.
    const auto usd = catalog().convert(price->money.amount, price->money.currency, "USD");
    return {money(price, unit), usd.value_or(price->money.amount), {}};
}

// ---- Search ----

CatalogSearchProxy::CatalogSearchProxy(QObject* parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(CatalogModel::SortRole);
    setFilterCaseSensitivity(Qt::CaseInsensitive);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

bool CatalogSearchProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QRegularExpression& re = filterRegularExpression();
    const auto* model = qobject_cast<const CatalogModel*>(sourceModel());
    if (re.pattern().isEmpty() || !model)
        return true;
    // The columns a table shows, and the id. Detail columns stay out: "h100" must not find the H800 through
    // its architecture "Hopper (GH100)".
    const auto matches
        = [&](int column) { return model->index(sourceRow, column, sourceParent).data().toString().contains(re); };
    for (int column = 0; column < model->ownColumnCount(); ++column)
        if (!model->isDetailColumn(column) && matches(column))
            return true;
    if (QString::fromStdString(model->entryId(sourceRow)).contains(re))
        return true;
    for (auto column : {CatalogModel::AsOf, CatalogModel::Estimate, CatalogModel::OriginColumn})
        if (matches(model->provenanceColumn(column)))
            return true;
    return false;
}

// ---- GPUs ----

const Gpu& GpuCatalogModel::gpu(int row) const
{
    return at(catalog().gpus, row);
}

int GpuCatalogModel::entryCount() const
{
    return static_cast<int>(catalog().gpus.size());
}

QString GpuCatalogModel::formFactorText(FormFactor form)
{
    switch (form) {
    case FormFactor::PCIe:
        return tr("PCIe card");
    case FormFactor::SXM:
        return tr("SXM");
    case FormFactor::OAM:
        return tr("OAM");
    case FormFactor::Module:
        return tr("Module");
    }
    return {};
}

QString GpuCatalogModel::statusText(std::optional<MarketStatus> status)
{
    if (!status)
        return tr("Unknown");
    switch (*status) {
    case MarketStatus::Available:
        return tr("Available");
    case MarketStatus::LicenceRequired:
        return tr("Licence required");
    case MarketStatus::Barred:
        return tr("Barred");
    case MarketStatus::NotSold:
        return tr("Not sold");
    }
    return {};
}

QString GpuCatalogModel::ownHeader(int column) const
{
    switch (static_cast<Column>(column)) {
    case Name:
        return tr("GPU");
    case Vendor:
        return tr("Vendor");
    case Segment:
        return tr("Class");
    case MemoryGB:
        return tr("GPU memory");
    case Bandwidth:
        return tr("Bandwidth (GB/s)");
    case Bf16:
        return tr("BF16 TFLOPS");
    case Fp8:
        return tr("FP8 TFLOPS");
    case Fp32:
        return tr("FP32 TFLOPS");
    case Tdp:
        return tr("TDP (W)");
    case Form:
        return tr("Form factor");
    case Link:
        return tr("GPU link");
    case Ecc:
        return tr("ECC");
    case UnitPrice:
        return tr("Price");
    case Availability:
        return tr("In this market");
    case Architecture:
        return tr("Architecture");
    case Int8:
        return tr("INT8 TOPS");
    case PcieGen:
        return tr("PCIe gen");
    case SlotWidth:
        return tr("Slot width");
    case LinkBandwidth:
        return tr("Link bandwidth (GB/s)");
    case P2p:
        return tr("PCIe P2P");
    case Stack:
        return tr("Software stack");
    case MinCuda:
        return tr("Minimum CUDA");
    case MinDriver:
        return tr("Minimum driver");
    case DatacenterLicence:
        return tr("Data-centre licence");
    case Markets:
        return tr("Markets");
    case Id:
        return tr("Id");
    case ColumnCount:
        break;
    }
    return {};
}

CatalogModel::Cell GpuCatalogModel::cell(int row, int column) const
{
    const Gpu& g = gpu(row);
    switch (static_cast<Column>(column)) {
    case Name:
        return {qs(g.name), {}, {}};
    case Vendor:
        return {qs(g.vendor), {}, {}};
    case Segment:
        switch (g.gpuClass) {
        case GpuClass::Consumer:
            return {tr("Consumer"), 0, {}};
        case GpuClass::Workstation:
            return {tr("Workstation"), 1, {}};
        case GpuClass::DataCenter:
            return {tr("Data centre"), 2, {}};
        }
        break;
    case MemoryGB:
        return {tr("%1 GB %2").arg(number(g.memoryGB)).arg(qs(g.memoryType)), g.memoryGB, {}};
    case Bandwidth:
        return numberCell(g.bandwidthGBs);
    case Bf16:
        return numberCell(g.bf16Tflops, 1);
    case Fp8:
        return g.fp8Tflops > 0 ? numberCell(g.fp8Tflops, 1) : Cell {tr("none"), 0.0, {}};
    case Fp32:
        return numberCell(g.fp32Tflops, 1);
    case Tdp:
        return numberCell(g.tdpW);
    case Form:
        return {formFactorText(g.formFactor), {}, {}};
    case Link:
        return {qs(g.link), g.linkGBs, {}};
    case Ecc:
        return {yesNo(g.ecc), {}, {}};
    case UnitPrice:
        return priceCell(g.price);
    case Availability: {
        const std::string market = currentMarket(*document());
        if (market.empty())
            return {tr("No region"), {}, {}};
        if (const MarketAvailability* a = marketAvailability(g, market))
            return {statusText(a->status), static_cast<int>(a->status),
                    tr("%1: %2 (since %3)").arg(qs(market), qs(a->rule), qs(a->since))};
        return {statusText(std::nullopt), 99, {}};
    }
    case Architecture:
        return {qs(g.architecture), {}, {}};
    case Int8:
        return g.int8Tops > 0 ? numberCell(g.int8Tops) : Cell {tr("none"), 0.0, {}};
    case PcieGen:
        return numberCell(g.pcieGen);
    case SlotWidth:
        return numberCell(g.slotWidth);
    case LinkBandwidth:
        return numberCell(g.linkGBs, 1);
    case P2p:
        return {yesNo(g.p2p), {}, {}};
    case Stack:
        return {qs(g.softwareStack), {}, {}};
    case MinCuda:
        return {qs(g.minCuda), {}, {}};
    case MinDriver:
        return {qs(g.minDriver), {}, {}};
    case DatacenterLicence:
        return {yesNo(g.datacenterLicence), {}, {}};
    case Markets: {
        QStringList parts;
        QStringList rules;
        for (const auto& a : g.availability) {
            parts << QStringLiteral("%1: %2").arg(qs(a.market), statusText(a.status));
            rules << tr("%1: %2 (since %3)").arg(qs(a.market), qs(a.rule), qs(a.since));
        }
        return {parts.join(QStringLiteral("; ")), {}, rules.join(QLatin1Char('\n'))};
    }
    case Id:
        return {qs(g.id), {}, {}};
    case ColumnCount:
        break;
    }
    return {};
}

const Price* GpuCatalogModel::priceAt(int row, int column) const
{
    const Gpu& g = gpu(row);
    return column == UnitPrice && g.price ? &*g.price : nullptr;
}

std::vector<CatalogModel::PricedField> GpuCatalogModel::pricedFields(int row) const
{
    return {{"price", tr("Price per card"), gpu(row).price}};
}

} // namespace planner::ui
