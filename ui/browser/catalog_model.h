#pragma once
// Thin table models over the effective catalogs (shipped + user catalog + the plan's overrides), one per
// kind. Each kind has its own Column enum; the provenance columns (source, as of, estimate, origin) follow.

#include "catalog/catalog.h"
#include "plan/plan.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

#include <optional>
#include <string>
#include <vector>

namespace planner::ui {

class Document;

// The market ("CN", "US", …) of the current scenario's region; empty without one.
std::string currentMarket(const Document& document);

class CatalogModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role {
        SortRole = Qt::UserRole + 1, // numbers for numeric columns, prices converted to USD
        IdRole, // the entry's id (any column)
    };
    enum ProvenanceColumn { Source, AsOf, Estimate, OriginColumn, ProvenanceColumnCount };

    // A figure a plan may override: `field` as PriceOverride::field spells it (models/build/build.cpp).
    struct PricedField {
        std::string field;
        QString label;
        std::optional<Price> price;
    };

    explicit CatalogModel(Document* document, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const final;
    int columnCount(const QModelIndex& parent = {}) const final;
    QVariant data(const QModelIndex& index, int role) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const final;

    virtual QString title() const = 0; // the tab label
    // PriceOverride::kind of this catalog ("gpu", "region", …); empty when nothing in it is priced.
    virtual std::string overrideKind() const { return {}; }
    virtual std::string entryId(int row) const = 0;
    virtual QString entryName(int row) const = 0;
    virtual std::vector<PricedField> pricedFields(int /*row*/) const { return {}; }
    // Columns kept for the detail pane and hidden in the table until the user shows them.
    virtual bool isDetailColumn(int /*column*/) const { return false; }

    int ownColumnCount() const { return ownColumns(); }
    int provenanceColumn(ProvenanceColumn which) const { return ownColumns() + which; }
    int rowOf(const std::string& id) const;
    // The highest layer any figure of the row comes from: a plan override beats the shipped spec.
    Origin rowOrigin(int row) const;
    const Provenance& provenance(int row) const { return entryProvenance(row); }
    // A cell with its own provenance (a price); nullptr when the entry's provenance covers it.
    const Provenance* cellProvenance(int row, int column) const;

    void retranslate();

    static QString originText(Origin origin);

protected:
    struct Cell {
        QString text;
        QVariant sort; // defaults to the text
        QString toolTip;
    };

    Document* document() const { return m_document; }
    const Catalog& catalog() const;
    QString money(const std::optional<Price>& price, const QString& unit = {}) const;
    Cell priceCell(const std::optional<Price>& price, const QString& unit = {}) const;
    static QString number(double value, int decimals = 0);
    static Cell numberCell(double value, int decimals = 0, const QString& unit = {});
    static QString yesNo(bool value);

    virtual int entryCount() const = 0;
    virtual int ownColumns() const = 0;
    virtual QString ownHeader(int column) const = 0;
    virtual Cell cell(int row, int column) const = 0;
    virtual const Provenance& entryProvenance(int row) const = 0;
    virtual const Price* priceAt(int /*row*/, int /*column*/) const { return nullptr; }

private:
    void refresh();

    Document* m_document;
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

class GpuCatalogModel final : public CatalogModel {
    Q_OBJECT
public:
    enum Column {
        Name,
        Vendor,
        Segment,
        MemoryGB,
        Bandwidth,
        Bf16,
        Fp8,
        Fp32,
        Tdp,
        Form,
        Link,
        Ecc,
        UnitPrice,
        Availability, // in the current scenario's market
        Architecture,
        Int8,
        PcieGen,
        SlotWidth,
        LinkBandwidth,
        P2p,
        Stack,
        MinCuda,
        MinDriver,
        DatacenterLicence,
        Markets,
        Id,
        ColumnCount
    };
    using CatalogModel::CatalogModel;
    QString title() const override { return tr("GPUs"); }
    std::string overrideKind() const override { return "gpu"; }
    std::string entryId(int row) const override { return gpu(row).id; }
    QString entryName(int row) const override { return QString::fromStdString(gpu(row).name); }
    std::vector<PricedField> pricedFields(int row) const override;
    bool isDetailColumn(int column) const override { return column >= Architecture; }
    const Gpu& gpu(int row) const;
    static QString formFactorText(FormFactor form);
    static QString statusText(std::optional<MarketStatus> status);

protected:
    int entryCount() const override;
    int ownColumns() const override { return ColumnCount; }
    QString ownHeader(int column) const override;
    Cell cell(int row, int column) const override;
    const Provenance& entryProvenance(int row) const override { return gpu(row).provenance; }
    const Price* priceAt(int row, int column) const override;
};

class CpuCatalogModel final : public CatalogModel {
    Q_OBJECT
public:
    enum Column { Name, Vendor, Cores, PcieLanes, PcieGen, Channels, Ddr, Tdp, MaxSockets, UnitPrice, Id, ColumnCount };
    using CatalogModel::CatalogModel;
    QString title() const override { return tr("CPUs"); }
    std::string overrideKind() const override { return "cpu"; }
    std::string entryId(int row) const override;
    QString entryName(int row) const override;
    std::vector<PricedField> pricedFields(int row) const override;
    bool isDetailColumn(int column) const override { return column == Id; }

protected:
    int entryCount() const override;
    int ownColumns() const override { return ColumnCount; }
    QString ownHeader(int column) const override;
    Cell cell(int row, int column) const override;
    const Provenance& entryProvenance(int row) const override;
    const Price* priceAt(int row, int column) const override;
};

class MemoryCatalogModel final : public CatalogModel {
    Q_OBJECT
public:
    enum Column { Name, Capacity, Ddr, Speed, ModuleType, UnitPrice, Id, ColumnCount };
    using CatalogModel::CatalogModel;
    QString title() const override { return tr("Memory"); }
    std::string overrideKind() const override { return "memory"; }
    std::string entryId(int row) const override;
    QString entryName(int row) const override;
    std::vector<PricedField> pricedFields(int row) const override;
    bool isDetailColumn(int column) const override { return column == Id; }

protected:
    int entryCount() const override;
    int ownColumns() const override { return ColumnCount; }
    QString ownHeader(int column) const override;
    Cell cell(int row, int column) const override;
    const Provenance& entryProvenance(int row) const override;
    const Price* priceAt(int row, int column) const override;
};

class NvmeCatalogModel final : public CatalogModel {
    Q_OBJECT
public:
    enum Column { Name, Capacity, Read, Write, Interface, Endurance, Power, UnitPrice, PcieGen, Id, ColumnCount };
    using CatalogModel::CatalogModel;
    QString title() const override { return tr("NVMe"); }
    std::string overrideKind() const override { return "nvme"; }
    std::string entryId(int row) const override;
    QString entryName(int row) const override;
    std::vector<PricedField> pricedFields(int row) const override;
    bool isDetailColumn(int column) const override { return column >= PcieGen; }

protected:
    int entryCount() const override;
    int ownColumns() const override { return ColumnCount; }
    QString ownHeader(int column) const override;
    Cell cell(int row, int column) const override;
    const Provenance& entryProvenance(int row) const override;
    const Price* priceAt(int row, int column) const override;
};

class NicCatalogModel final : public CatalogModel {
    Q_OBJECT
public:
    enum Column { Name, Technology, Speed, Ports, Rdma, Pcie, Power, UnitPrice, PortCost, Id, ColumnCount };
    using CatalogModel::CatalogModel;
    QString title() const override { return tr("NICs"); }
    std::string overrideKind() const override { return "nic"; }
    std::string entryId(int row) const override;
    QString entryName(int row) const override;
    std::vector<PricedField> pricedFields(int row) const override;
    bool isDetailColumn(int column) const override { return column == Id; }

protected:
    int entryCount() const override;
    int ownColumns() const override { return ColumnCount; }
    QString ownHeader(int column) const override;
    Cell cell(int row, int column) const override;
    const Provenance& entryProvenance(int row) const override;
    const Price* priceAt(int row, int column) const override;
};

class PlatformCatalogModel final : public CatalogModel {
    Q_OBJECT
public:
    enum Column {
        Name,
        Kind,
        GpuSlots,
        FormFactors,
        Sockets,
        DimmSlots,
        NvmeBays,
        PcieLanes,
        Psu,
        RackUnits,
        UnitPrice,
        AllowedGpus,
        MaxSlotWidth,
        CpuVendors,
        Ddr,
        PcieSwitches,
        BasePower,
        Id,
        ColumnCount
    };
    using CatalogModel::CatalogModel;
    QString title() const override { return tr("Platforms"); }
    std::string overrideKind() const override { return "platform"; }
    std::string entryId(int row) const override;
    QString entryName(int row) const override;
    std::vector<PricedField> pricedFields(int row) const override;
    bool isDetailColumn(int column) const override { return column >= AllowedGpus; }

protected:
    int entryCount() const override;
    int ownColumns() const override { return ColumnCount; }
    QString ownHeader(int column) const override;
    Cell cell(int row, int column) const override;
    const Provenance& entryProvenance(int row) const override;
    const Price* priceAt(int row, int column) const override;
};

class CoolingCatalogModel final : public CatalogModel {
    Q_OBJECT
public:
    enum Column { Name, MaxKw, Pue, CapexPerKw, Notes, Id, ColumnCount };
    using CatalogModel::CatalogModel;
    QString title() const override { return tr("Cooling"); }
    std::string overrideKind() const override { return "cooling"; }
    std::string entryId(int row) const override;
    QString entryName(int row) const override;
    std::vector<PricedField> pricedFields(int row) const override;
    bool isDetailColumn(int column) const override { return column == Id; }

protected:
    int entryCount() const override;
    int ownColumns() const override { return ColumnCount; }
    QString ownHeader(int column) const override;
    Cell cell(int row, int column) const override;
    const Provenance& entryProvenance(int row) const override;
    const Price* priceAt(int row, int column) const override;
};

class RegionCatalogModel final : public CatalogModel {
    Q_OBJECT
public:
    enum Column {
        Name,
        Market,
        Currency,
        Electricity,
        Colocation,
        Pue,
        VatHardware,
        VatServices,
        VatRecoverable,
        OpsStaff,
        Id,
        ColumnCount
    };
    using CatalogModel::CatalogModel;
    QString title() const override { return tr("Regions"); }
    std::string overrideKind() const override { return "region"; }
    std::string entryId(int row) const override;
    QString entryName(int row) const override;
    std::vector<PricedField> pricedFields(int row) const override;
    bool isDetailColumn(int column) const override { return column == Id; }

protected:
    int entryCount() const override;
    int ownColumns() const override { return ColumnCount; }
    QString ownHeader(int column) const override;
    Cell cell(int row, int column) const override;
    const Provenance& entryProvenance(int row) const override;
    const Price* priceAt(int row, int column) const override;
};

class OfferingCatalogModel final : public CatalogModel {
    Q_OBJECT
public:
    enum Column {
        Provider,
        RegionColumn,
        GpuColumn,
        GpusPerServer,
        BareMetal,
        OnDemand,
        Spot,
        Monthly,
        Reserved1y,
        Reserved3y,
        Notes,
        Id,
        ColumnCount
    };
    using CatalogModel::CatalogModel;
    QString title() const override { return tr("Cloud offerings"); }
    std::string overrideKind() const override { return "offering"; }
    std::string entryId(int row) const override;
    QString entryName(int row) const override;
    std::vector<PricedField> pricedFields(int row) const override;
    bool isDetailColumn(int column) const override { return column == Id; }
    static QString termText(OfferTerm term);

protected:
    int entryCount() const override;
    int ownColumns() const override { return ColumnCount; }
    QString ownHeader(int column) const override;
    Cell cell(int row, int column) const override;
    const Provenance& entryProvenance(int row) const override;
    const Price* priceAt(int row, int column) const override;

private:
    const OfferPrice* offerPrice(int row, OfferTerm term) const;
};

class FxCatalogModel final : public CatalogModel {
    Q_OBJECT
public:
    enum Column { Currency, PerUsd, ColumnCount };
    using CatalogModel::CatalogModel;
    QString title() const override { return tr("FX rates"); }
    std::string entryId(int row) const override;
    QString entryName(int row) const override;

protected:
    int entryCount() const override;
    int ownColumns() const override { return ColumnCount; }
    QString ownHeader(int column) const override;
    Cell cell(int row, int column) const override;
    const Provenance& entryProvenance(int row) const override;
};

class ModelCatalogModel final : public CatalogModel {
    Q_OBJECT
public:
    enum Column {
        Name,
        Architecture,
        Params,
        ActiveParams,
        Layers,
        Hidden,
        Heads,
        KvHeads,
        MaxSequence,
        FfnHidden,
        Vocab,
        Gflops,
        Id,
        ColumnCount
    };
    using CatalogModel::CatalogModel;
    QString title() const override { return tr("Models"); }
    std::string entryId(int row) const override;
    QString entryName(int row) const override;
    bool isDetailColumn(int column) const override { return column >= FfnHidden; }

protected:
    int entryCount() const override;
    int ownColumns() const override { return ColumnCount; }
    QString ownHeader(int column) const override;
    Cell cell(int row, int column) const override;
    const Provenance& entryProvenance(int row) const override;
};

} // namespace planner::ui
