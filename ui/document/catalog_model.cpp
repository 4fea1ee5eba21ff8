#include "ui/document/catalog_model.h"

#include "ui/common/core_text.h"
#include "ui/document/document.h"

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

// A text of the core's table in the interface language.
QString tableText(std::string_view key)
{
    return uiText(Message(std::string(key)));
}

QString joined(const std::vector<Arg>& items, std::string_view separator)
{
    QStringList parts;
    for (const Arg& item : items)
        parts << uiText(item);
    return parts.join(QString::fromUtf8(separator.data(), static_cast<qsizetype>(separator.size())));
}

const QColor kOverrideColour(0x1e, 0x88, 0xe5);

} // namespace

std::string currentMarket(const Document& document)
{
    const Scenario* scenario = document.scenario();
    const Region* region = scenario ? document.catalog().region(scenario->site.regionId) : nullptr;
    return region ? region->market : std::string();
}

CatalogModel::CatalogModel(Document* document, const CatalogKind& kind, QObject* parent)
    : QAbstractTableModel(parent)
    , m_document(document)
    , m_kind(kind)
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

CatalogCellContext CatalogModel::context() const
{
    return {catalog(), m_seenMarket, QLocale().language() == QLocale::Chinese};
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
    return parent.isValid() ? 0 : static_cast<int>(m_kind.count(catalog()));
}

int CatalogModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ownColumnCount() + ProvenanceColumnCount;
}

QString CatalogModel::title() const
{
    return tableText(m_kind.title);
}

std::string CatalogModel::overrideKind() const
{
    return m_kind.overridable() ? std::string(m_kind.entryKind) : std::string();
}

std::string CatalogModel::entryId(int row) const
{
    return m_kind.id(catalog(), static_cast<std::size_t>(row));
}

QString CatalogModel::entryName(int row) const
{
    return uiText(m_kind.displayName(context(), static_cast<std::size_t>(row)));
}

std::vector<CatalogModel::PricedField> CatalogModel::pricedFields(int row) const
{
    std::vector<PricedField> fields;
    if (!m_kind.pricedFields)
        return fields;
    for (const auto& f : m_kind.pricedFields(catalog(), static_cast<std::size_t>(row)))
        fields.push_back({f.field, uiText(f.label), f.price ? std::optional<Price>(*f.price) : std::nullopt});
    return fields;
}

bool CatalogModel::isDetailColumn(int column) const
{
    return column >= 0 && column < ownColumnCount() && m_kind.columns[static_cast<std::size_t>(column)].detail;
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
    Origin origin = provenance(row).origin;
    for (const auto& field : pricedFields(row))
        if (field.price && field.price->provenance.origin > origin)
            origin = field.price->provenance.origin;
    return origin;
}

const Provenance& CatalogModel::provenance(int row) const
{
    return m_kind.provenance(catalog(), static_cast<std::size_t>(row));
}

CatalogCell CatalogModel::cell(int row, int column) const
{
    return m_kind.columns[static_cast<std::size_t>(column)].cell(context(), static_cast<std::size_t>(row));
}

const Provenance* CatalogModel::cellProvenance(int row, int column) const
{
    if (column < 0 || column >= ownColumnCount())
        return nullptr;
    const Price* price = cell(row, column).price;
    return price ? &price->provenance : nullptr;
}

QString CatalogModel::cellText(const CatalogCell& c, int column) const
{
    if (!c.number)
        return joined(c.text, c.separator);
    QString text = QLocale().toString(*c.number, 'f', c.decimals);
    const std::string_view unit = m_kind.columns[static_cast<std::size_t>(column)].unit;
    if (!unit.empty())
        text += QLatin1Char(' ') + QString::fromUtf8(unit.data(), static_cast<qsizetype>(unit.size()));
    return text;
}

QString CatalogModel::originText(Origin origin)
{
    switch (origin) {
    case Origin::Shipped:
        return tr("Shipped");
    case Origin::TeamCatalog:
        return tr("Team catalog");
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
    if (role == IdRole)
        return qs(entryId(index.row()));
    if (index.column() < ownColumnCount())
        return ownData(index.row(), index.column(), role);
    return provenanceData(index.row(), index.column(), role);
}

QVariant CatalogModel::ownData(int row, int column, int role) const
{
    if (role == Qt::TextAlignmentRole)
        return m_kind.columns[static_cast<std::size_t>(column)].align == CellAlign::Right
            ? QVariant(static_cast<int>(Qt::AlignRight | Qt::AlignVCenter))
            : QVariant();
    if (role != Qt::DisplayRole && role != SortRole && role != Qt::ToolTipRole && role != Qt::ForegroundRole
        && role != Qt::FontRole)
        return {};
    const CatalogCell c = cell(row, column);
    const bool overridden = c.price && c.price->provenance.origin == Origin::Plan;
    if (role == Qt::ForegroundRole)
        return overridden ? QVariant(QBrush(kOverrideColour)) : QVariant();
    if (role == Qt::FontRole) {
        if (!overridden)
            return {};
        QFont font;
        font.setBold(true);
        return font;
    }
    if (role == Qt::DisplayRole)
        return cellText(c, column);
    if (role == SortRole) {
        if (c.sort)
            return *c.sort;
        return c.number ? QVariant(*c.number) : QVariant(cellText(c, column));
    }
    QString toolTip = joined(c.toolTip, "\n");
    if (c.price && toolTip.isEmpty()) {
        const Provenance& p = c.price->provenance;
        toolTip = tr("%1 · as of %2").arg(qs(p.source), qs(p.asOf));
        if (p.estimate)
            toolTip += QLatin1Char('\n') + tr("Estimate: %1").arg(qs(p.method));
    }
    return toolTip.isEmpty() ? QVariant() : QVariant(toolTip);
}

QVariant CatalogModel::provenanceData(int row, int column, int role) const
{
    const Provenance& p = provenance(row);
    const Origin origin = rowOrigin(row);
    const QString method = qs(p.method);
    switch (column - ownColumnCount()) {
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
            return QBrush(kOverrideColour);
        break;
    default:
        break;
    }
    return {};
}

QVariant CatalogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount()
        || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section < ownColumnCount()) {
        const CatalogColumn& column = m_kind.columns[static_cast<std::size_t>(section)];
        if (role == Qt::DisplayRole)
            return tableText(column.header);
        return column.toolTip.empty() ? QVariant() : QVariant(tableText(column.toolTip));
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section - ownColumnCount()) {
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

} // namespace planner::ui
