#pragma once
// One table model over the effective catalogs (shipped + user catalog + the plan's overrides) for any
// kind of entry: its columns are the kind's column descriptions (models/catalog/catalog_kinds.h), then
// the provenance columns every kind shares (source, as of, estimate, origin).

#include "models/catalog/catalog_kinds.h"
#include "models/plan/plan.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace planner::ui {

class Document;

// The market ("CN", "US", …) of the current scenario's region; empty without one.
std::string currentMarket(const Document& document);

class CatalogModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role {
        SortRole = Qt::UserRole + 1, // numbers for numeric columns, prices converted to USD
        IdRole, // the entry's id (any column)
    };
    enum ProvenanceColumn { Source, AsOf, Estimate, OriginColumn, ProvenanceColumnCount };

    // A figure a plan may override: `field` as PriceOverride::field spells it.
    struct PricedField {
        std::string field;
        QString label;
        std::optional<Price> price;
    };

    CatalogModel(Document* document, const CatalogKind& kind, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    const CatalogKind& kind() const { return m_kind; }
    const Catalog& catalog() const;
    QString title() const; // the tab label
    // PriceOverride::kind of this catalog ("gpu", "region", …); empty when nothing in it is priced.
    std::string overrideKind() const;
    std::string entryId(int row) const;
    QString entryName(int row) const;
    std::vector<PricedField> pricedFields(int row) const;
    // Columns kept for the detail pane and hidden in the table until the user shows them.
    bool isDetailColumn(int column) const;

    // The column with this id of the kind's columns (CatalogColumn::id); -1 if none.
    int column(std::string_view id) const { return m_kind.columnIndex(id); }
    int ownColumnCount() const { return static_cast<int>(m_kind.columns.size()); }
    int provenanceColumn(ProvenanceColumn which) const { return ownColumnCount() + which; }
    int rowOf(const std::string& id) const;
    // The highest layer any figure of the row comes from: a plan override beats the shipped spec.
    Origin rowOrigin(int row) const;
    const Provenance& provenance(int row) const;
    // A cell with its own provenance (a price); nullptr when the entry's provenance covers it.
    const Provenance* cellProvenance(int row, int column) const;

    void retranslate();

    static QString originText(Origin origin);

private:
    CatalogCellContext context() const;
    CatalogCell cell(int row, int column) const;
    QString cellText(const CatalogCell& cell, int column) const;
    QVariant ownData(int row, int column, int role) const;
    QVariant provenanceData(int row, int column, int role) const;
    void refresh();

    Document* m_document;
    const CatalogKind& m_kind;
    std::vector<PriceOverride> m_seenOverrides; // repaint only when these or the market change
    std::string m_seenMarket;
};

// Sorts by CatalogModel::SortRole and matches a search text, case-insensitive, in the columns a table shows
// by default, the id, the date and the origin. Not in the source text: sources cite other parts ("as H100").
class CatalogSearchProxy : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit CatalogSearchProxy(QObject* parent = nullptr);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
};

} // namespace planner::ui
