#pragma once
// Internal to models/catalog: the readers of each kind's entries (catalog_io.cpp) and the builder that
// binds a kind's struct, reader, prices and columns into its CatalogKind (catalog_kinds_*.cpp). Other
// folders use catalog_io.h and catalog_kinds.h.

#include "models/base/json_reader.h"
#include "models/catalog/catalog_kinds.h"

#include <algorithm>
#include <map>
#include <utility>

namespace planner::catalog_entries {

// ---- Reading (catalog_io.cpp) ----

struct EntryContext {
    const std::string& file;
    Origin origin;
    Diagnostics& d;
};

template <typename T> using EntryReader = T (*)(ObjectReader&, const EntryContext&);

// The provenance every entry and every price carries.
Provenance readProvenance(ObjectReader& r, Origin origin, const std::string& file);
// An error unless the currency is USD or has an exchange rate in the catalog.
void checkCurrency(const Catalog& catalog, const std::string& currency, const std::string& file,
                   const std::string& path, Diagnostics& d);

// A price object under `key` of an entry; nothing when the entry has none.
std::optional<Price> readPrice(ObjectReader& parent, const std::string& key, double maxAmount, Origin origin,
                               const std::string& file, Diagnostics& d);

// ---- The kinds, each with its reader (catalog_kinds_hardware.cpp, catalog_kinds_sites.cpp) ----

std::vector<CatalogKind> hardwareKinds(); // GPUs, CPUs, memory, NVMe, NICs, platforms
std::vector<CatalogKind> siteKinds(); // cooling, regions, FX rates, offerings, model presets

// ---- Cells (catalog_kinds.cpp) ----

CatalogCell textCell(Arg text, std::optional<double> sort = std::nullopt);
CatalogCell numberCell(double value, int decimals = 0);
CatalogCell yesNoCell(bool value);
// The price as money (then `unit`), sorted in US dollars so that currencies interleave by value; "n/a"
// without one.
CatalogCell priceCell(const Catalog& catalog, const Price* price, std::optional<Arg> unit = std::nullopt);
// The items joined by ", ", or `none` when there are none.
CatalogCell listCell(const std::vector<std::string>& items, Arg none);
// A number for a phrase slot, as the window's languages write it: "3,000", "1.5".
std::string groupedNumber(double value, int decimals = 0);

// ---- Binding a kind ----

// An entry's id: FX rates are keyed by their currency.
template <typename T> const std::string& entryIdOf(const T& entry)
{
    if constexpr (requires { entry.id; })
        return entry.id;
    else
        return entry.currency;
}

// A price that is a member of the entry: its JSON key is its PriceOverride::field.
template <typename T> struct PriceMember {
    std::string_view field;
    std::string_view label; // text key
    std::optional<Price> T::*member;
};

// What a kind is called (the CatalogKind fields of the same names).
struct KindNames {
    std::string_view fileName;
    std::string_view name;
    std::string_view entryKind;
    std::string_view label;
    std::string_view plural;
    std::string_view title;
    int displayOrder;
    int loadOrder; // where catalogKinds() lists it (the fuzz seeds pick kinds by that index)
};

// Builds a CatalogKind from the entries' struct: where they live in a Catalog, their reader, their prices
// and their columns in the order people see them.
template <typename T> class KindBuilder {
public:
    using Cell = std::function<CatalogCell(const T&, const CatalogCellContext&)>;
    using PricedFields = std::function<std::vector<CatalogPricedField>(const T&)>;
    using SetPrice = std::function<void(T&, const std::string& field, const Price&)>;

    KindBuilder(const KindNames& names, std::vector<T> Catalog::*entries, EntryReader<T> reader)
        : m_entries(entries)
        , m_reader(reader)
    {
        m_kind.fileName = names.fileName;
        m_kind.name = names.name;
        m_kind.entryKind = names.entryKind;
        m_kind.label = names.label;
        m_kind.plural = names.plural;
        m_kind.title = names.title;
        m_kind.displayOrder = names.displayOrder;
        m_kind.loadOrder = names.loadOrder;
    }

    KindBuilder& column(std::string_view id, std::string_view header, Cell cell, CellAlign align = CellAlign::Left)
    {
        CatalogColumn c;
        c.id = id;
        c.header = header;
        c.align = align;
        c.detail = m_details;
        c.cell = [entries = m_entries, get = std::move(cell)](const CatalogCellContext& context, std::size_t row) {
            return get((context.catalog.*entries).at(row), context);
        };
        m_kind.columns.push_back(std::move(c));
        return *this;
    }
    KindBuilder& text(std::string_view id, std::string_view header, std::string T::*field)
    {
        return column(id, header, [field](const T& e, const CatalogCellContext&) { return textCell(e.*field); });
    }
    template <typename N>
    KindBuilder& number(std::string_view id, std::string_view header, N T::*field, int decimals = 0)
    {
        return column(
            id, header,
            [field, decimals](const T& e, const CatalogCellContext&) {
                return numberCell(static_cast<double>(e.*field), decimals);
            },
            CellAlign::Right);
    }
    KindBuilder& price(std::string_view id, std::string_view header, std::optional<Price> T::*field)
    {
        return column(
            id, header,
            [field](const T& e, const CatalogCellContext& c) {
                const auto& value = e.*field;
                return priceCell(c.catalog, value ? &*value : nullptr);
            },
            CellAlign::Right);
    }
    KindBuilder& idColumn()
    {
        details();
        return column("id", "catalog.column.id",
                      [](const T& e, const CatalogCellContext&) { return textCell(entryIdOf(e)); });
    }
    // The last column's header tooltip (a text key) and unit.
    KindBuilder& toolTip(std::string_view key)
    {
        m_kind.columns.back().toolTip = key;
        return *this;
    }
    KindBuilder& unit(std::string_view text)
    {
        m_kind.columns.back().unit = text;
        return *this;
    }
    // The columns that follow are for the detail pane.
    KindBuilder& details()
    {
        m_details = true;
        return *this;
    }
    // How people call an entry; its "name" by default.
    KindBuilder& name(std::function<Arg(const T&, const CatalogCellContext&)> nameOf)
    {
        m_name = std::move(nameOf);
        return *this;
    }
    // A name the catalog may also hold in Chinese (`chinese` empty: the English one serves both): Chinese
    // readers see the Chinese one as the entry's name and in its column, with both in the cell's tooltip.
    KindBuilder& bilingualName(std::string_view id, std::string_view header, std::string T::*english,
                               std::string T::*chinese)
    {
        name([english, chinese](const T& e, const CatalogCellContext& c) {
            return Arg(c.chinese && !(e.*chinese).empty() ? e.*chinese : e.*english);
        });
        return column(id, header, [english, chinese](const T& e, const CatalogCellContext& c) {
            if (!c.chinese || (e.*chinese).empty())
                return textCell(e.*english);
            CatalogCell cell = textCell(e.*chinese);
            cell.toolTip.emplace_back(e.*english + " · " + e.*chinese);
            return cell;
        });
    }
    // The figures a plan may override: members of the entry, or any others with both functions.
    KindBuilder& prices(std::vector<PriceMember<T>> members)
    {
        m_priceMembers = std::move(members);
        m_pricedFields = [list = m_priceMembers](const T& e) {
            std::vector<CatalogPricedField> fields;
            for (const auto& m : list) {
                const auto& value = e.*(m.member);
                fields.push_back({std::string(m.field), Message(std::string(m.label)), value ? &*value : nullptr});
            }
            return fields;
        };
        m_setPrice = [list = m_priceMembers](T& e, const std::string& field, const Price& value) {
            for (const auto& m : list)
                if (field == m.field)
                    e.*(m.member) = value;
        };
        return *this;
    }
    KindBuilder& prices(PricedFields fields, SetPrice set)
    {
        m_pricedFields = std::move(fields);
        m_setPrice = std::move(set);
        return *this;
    }

    CatalogKind build()
    {
        const auto entries = m_entries;
        CatalogKind& k = m_kind;
        k.count = [entries](const Catalog& c) { return (c.*entries).size(); };
        k.id = [entries](const Catalog& c, std::size_t row) { return entryIdOf((c.*entries).at(row)); };
        k.provenance = [entries](const Catalog& c, std::size_t row) -> const Provenance& {
            return (c.*entries).at(row).provenance;
        };
        k.displayName = [entries, nameOf = m_name](const CatalogCellContext& c, std::size_t row) {
            const T& e = (c.catalog.*entries).at(row);
            if (nameOf)
                return nameOf(e, c);
            if constexpr (requires { e.name; })
                return Arg(e.name);
            else
                return Arg(entryIdOf(e));
        };
        if (m_pricedFields) {
            k.pricedFields = [entries, fieldsOf = m_pricedFields](const Catalog& c, std::size_t row) {
                return fieldsOf((c.*entries).at(row));
            };
            k.setPrice = [entries, set = m_setPrice](Catalog& c, const std::string& id, const std::string& field,
                                                     const Price& value) {
                for (auto& e : c.*entries)
                    if (entryIdOf(e) == id)
                        set(e, field, value);
            };
        }
        k.read = [entries, reader = m_reader](const nlohmann::json& items, const std::string& file, Origin origin,
                                              Diagnostics& d, Catalog& into) {
            const EntryContext context {file, origin, d};
            for (std::size_t i = 0; i < items.size(); ++i) {
                ObjectReader r(items[i], indexPath("items", i), file, d);
                if (!r.isObject())
                    continue;
                T entry = reader(r, context);
                entry.provenance = readProvenance(r, origin, file);
                r.finish();
                (into.*entries).push_back(std::move(entry));
            }
        };
        k.merge = [entries](Catalog& base, const Catalog& overlay) {
            auto& to = base.*entries;
            for (const auto& entry : overlay.*entries) {
                auto it
                    = std::find_if(to.begin(), to.end(), [&](const T& b) { return entryIdOf(b) == entryIdOf(entry); });
                if (it != to.end())
                    *it = entry;
                else
                    to.push_back(entry);
            }
        };
        // Entries keyed otherwise (FX rates by their currency) are not checked for duplicates.
        if constexpr (requires(const T& e) { e.id; }) {
            k.checkUniqueIds = [entries](const Catalog& c, Diagnostics& d) {
                std::map<std::string, std::size_t> seen;
                std::map<std::string, std::size_t> indexInFile;
                for (const auto& item : c.*entries) {
                    const std::string& file = item.provenance.file;
                    const std::size_t index = indexInFile[file]++;
                    if (item.id.empty())
                        continue;
                    if (auto [it, inserted] = seen.emplace(file + '\n' + item.id, index); !inserted)
                        d.push_back(
                            {Severity::Error, file, 0, 0, indexPath("items", index) + ".id",
                             "duplicate id \"" + item.id + "\" (also items[" + std::to_string(it->second) + "])"});
                }
            };
        } else {
            k.checkUniqueIds = [](const Catalog&, Diagnostics&) {};
        }
        k.checkCurrencies
            = [entries, list = m_priceMembers](const Catalog& from, const Catalog& catalog, Diagnostics& d) {
                  if (list.empty())
                      return;
                  std::map<std::string, std::size_t> indexInFile;
                  for (const auto& item : from.*entries) {
                      const std::string base = indexPath("items", indexInFile[item.provenance.file]++);
                      for (const auto& m : list)
                          if (const auto& value = item.*(m.member))
                              checkCurrency(catalog, value->money.currency, item.provenance.file,
                                            base + "." + std::string(m.field) + ".currency", d);
                  }
              };
        return std::move(m_kind);
    }

private:
    CatalogKind m_kind;
    std::vector<T> Catalog::*m_entries;
    EntryReader<T> m_reader;
    bool m_details = false;
    std::function<Arg(const T&, const CatalogCellContext&)> m_name;
    std::vector<PriceMember<T>> m_priceMembers;
    PricedFields m_pricedFields;
    SetPrice m_setPrice;
};

} // namespace planner::catalog_entries
