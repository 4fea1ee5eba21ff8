#pragma once
// The kinds of catalog entry, each described once: the file it is read from, the name its JSON gives
// it, how plans refer to one entry, its name for people and the columns people see. The loader,
// `catalog check`, plan references, price overrides and the catalog browser all go through this list.
//
// A new kind is its JSON file, its struct and its place in a Catalog (catalog.h), its reader and its
// entry in a group of kinds (catalog_kinds_hardware.cpp or catalog_kinds_sites.cpp), and its texts in
// models/text/catalog_texts.cpp.

#include "models/base/diagnostics.h"
#include "models/catalog/catalog.h"
#include "models/text/message.h"

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace planner {

// What a cell may depend on besides its entry.
struct CatalogCellContext {
    const Catalog& catalog;
    std::string market; // of the current scenario's region ("CN"); empty without one
    bool chinese = false; // the reader reads Chinese: data the catalogs hold in both languages (region names)
};

// One cell, typed so that each front end words and formats it in its reader's language.
struct CatalogCell {
    // What the cell shows, joined by `separator`: data as it is, phrases in the reader's language.
    std::vector<Arg> text;
    std::string_view separator = ", ";
    // A plain number: shown in the reader's number format with `decimals`, then the column's unit.
    std::optional<double> number;
    int decimals = 0;
    // The order of the cell when sorting, when it is neither its number nor its text.
    std::optional<double> sort;
    // Tooltip lines; none: a priced cell shows where its price comes from.
    std::vector<Arg> toolTip;
    // A figure with its own provenance (a price): plan overrides show on it and its source is listed.
    const Price* price = nullptr;
};

enum class CellAlign { Left, Right };

// A column people see: its header, how to get its cell from an entry, and how to lay it out.
struct CatalogColumn {
    std::string_view id; // stable within its kind ("memory", "price"): code and tests find columns by it
    std::string_view header; // text key
    std::string_view toolTip; // text key of the header's tooltip; empty: none
    CellAlign align = CellAlign::Left;
    std::string_view unit; // after a number cell ("%"); empty: none
    bool detail = false; // shown in the detail pane; hidden in tables (and searches) until asked for
    std::function<CatalogCell(const CatalogCellContext&, std::size_t row)> cell;
};

// A figure of an entry a plan may override (PriceOverride::field).
struct CatalogPricedField {
    std::string field; // "price", "costPerPort", "on_demand", …
    Message label; // for the person choosing it
    const Price* price = nullptr; // nullptr: the catalog has no value for it
};

struct CatalogKind {
    std::string_view fileName; // in a catalog folder: "gpus.json", "cloud.json"
    std::string_view name; // the file's "kind": "gpus", "offerings"
    // How plans, price overrides and idsOf() name one entry of the kind: "gpu", "offering". Empty when
    // entries are not referred to by id (FX rates, keyed by their currency).
    std::string_view entryKind;
    std::string_view label; // one entry in (English) diagnostics: "GPU", "memory module"
    std::string_view plural; // entries in (English) counts: "GPUs", "memory modules"
    std::string_view title; // text key of its name for people ("GPUs")
    int displayOrder = 0; // where people see it among the kinds (browser tabs, `catalog check` counts)
    int loadOrder = 0; // where catalogKinds() lists it
    bool required = true; // the shipped folder must have its file; a user folder may have any subset
    std::vector<CatalogColumn> columns;

    // Its entries in a catalog, in file order.
    std::function<std::size_t(const Catalog&)> count;
    std::function<std::string(const Catalog&, std::size_t row)> id;
    std::function<const Provenance&(const Catalog&, std::size_t row)> provenance;
    std::function<Arg(const CatalogCellContext&, std::size_t row)> displayName;
    // The figures a plan may override; none for kinds without prices.
    std::function<std::vector<CatalogPricedField>(const Catalog&, std::size_t row)> pricedFields;

    // Reading and layering (catalog_io.cpp) and overriding (withOverrides()).
    // Appends the entries of a file's "items" array, each with its provenance, problems to `d`.
    std::function<void(const nlohmann::json& items, const std::string& file, Origin origin, Diagnostics& d,
                       Catalog& into)>
        read;
    // Adds the overlay's entries to the base, replacing those with the same id.
    std::function<void(Catalog& base, const Catalog& overlay)> merge;
    // Ids used twice in one file.
    std::function<void(const Catalog&, Diagnostics&)> checkUniqueIds;
    // The currencies of `entries`' prices against the FX rates of `catalog`.
    std::function<void(const Catalog& entries, const Catalog& catalog, Diagnostics&)> checkCurrencies;
    // Sets one figure (PriceOverride::field) of the entry with this id; nothing for a figure it does not have.
    // Empty for kinds without prices.
    std::function<void(Catalog&, const std::string& id, const std::string& field, const Price&)> setPrice;

    bool overridable() const { return !entryKind.empty() && static_cast<bool>(setPrice); }
    std::vector<std::string> ids(const Catalog& catalog) const;
    int columnIndex(std::string_view columnId) const; // -1 if the kind has no such column
};

// Every kind, in the order a folder is loaded (the fuzz seeds pick kinds by this index: keep it).
const std::vector<CatalogKind>& catalogKinds();
// Every kind, in the order people see them.
std::vector<const CatalogKind*> catalogKindsForDisplay();
// The kind a catalog file says it holds ("gpus"); nullptr if none.
const CatalogKind* findCatalogKind(std::string_view name);
// The kind plans name an entry by ("gpu"); nullptr if none.
const CatalogKind* catalogKindOfEntry(std::string_view entryKind);

// The name of a form factor for people ("PCIe card").
Message formFactorText(FormFactor form);

} // namespace planner
