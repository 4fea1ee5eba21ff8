#include "models/catalog/catalog_kinds.h"

#include "models/base/money.h"
#include "models/catalog/catalog_entries.h"

#include <algorithm>
#include <cstdio>

namespace planner {

using namespace catalog_entries;

const std::vector<CatalogKind>& catalogKinds()
{
    static const std::vector<CatalogKind> kinds = [] {
        std::vector<CatalogKind> all = hardwareKinds();
        for (CatalogKind& kind : siteKinds())
            all.push_back(std::move(kind));
        std::stable_sort(all.begin(), all.end(),
                         [](const CatalogKind& a, const CatalogKind& b) { return a.loadOrder < b.loadOrder; });
        return all;
    }();
    return kinds;
}

std::vector<const CatalogKind*> catalogKindsForDisplay()
{
    std::vector<const CatalogKind*> kinds;
    for (const auto& kind : catalogKinds())
        kinds.push_back(&kind);
    std::stable_sort(kinds.begin(), kinds.end(),
                     [](const CatalogKind* a, const CatalogKind* b) { return a->displayOrder < b->displayOrder; });
    return kinds;
}

const CatalogKind* findCatalogKind(std::string_view name)
{
    for (const auto& kind : catalogKinds())
        if (kind.name == name)
            return &kind;
    return nullptr;
}

const CatalogKind* catalogKindOfEntry(std::string_view entryKind)
{
    if (entryKind.empty())
        return nullptr;
    for (const auto& kind : catalogKinds())
        if (kind.entryKind == entryKind)
            return &kind;
    return nullptr;
}

std::vector<std::string> CatalogKind::ids(const Catalog& catalog) const
{
    std::vector<std::string> result;
    const std::size_t n = count(catalog);
    result.reserve(n);
    for (std::size_t row = 0; row < n; ++row)
        result.push_back(id(catalog, row));
    return result;
}

int CatalogKind::columnIndex(std::string_view columnId) const
{
    for (std::size_t i = 0; i < columns.size(); ++i)
        if (columns[i].id == columnId)
            return static_cast<int>(i);
    return -1;
}

Message formFactorText(FormFactor form)
{
    switch (form) {
    case FormFactor::PCIe:
        return Message("catalog.form.pcie");
    case FormFactor::SXM:
        return Message("catalog.form.sxm");
    case FormFactor::OAM:
        return Message("catalog.form.oam");
    case FormFactor::Module:
        return Message("catalog.form.module");
    }
    return {};
}

namespace catalog_entries {

CatalogCell textCell(Arg text, std::optional<double> sort)
{
    CatalogCell cell;
    cell.text.push_back(std::move(text));
    cell.sort = sort;
    return cell;
}

CatalogCell numberCell(double value, int decimals)
{
    CatalogCell cell;
    cell.number = value;
    cell.decimals = decimals;
    return cell;
}

CatalogCell yesNoCell(bool value)
{
    return textCell(phrase(value ? "catalog.value.yes" : "catalog.value.no"));
}

CatalogCell priceCell(const Catalog& catalog, const Price* price, std::optional<Arg> unit)
{
    if (!price)
        return textCell(phrase("catalog.value.not_available"), -1.0);
    CatalogCell cell = textCell(formatMoney(price->money.amount, price->money.currency));
    if (unit)
        cell.text.push_back(std::move(*unit));
    cell.separator = " ";
    const auto usd = catalog.convert(price->money.amount, price->money.currency, "USD");
    cell.sort = usd.value_or(price->money.amount);
    cell.price = price;
    return cell;
}

CatalogCell listCell(const std::vector<std::string>& items, Arg none)
{
    if (items.empty())
        return textCell(std::move(none));
    CatalogCell cell;
    for (const auto& item : items)
        cell.text.emplace_back(item);
    return cell;
}

std::string groupedNumber(double value, int decimals)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    const std::string plain = buffer;
    const std::size_t sign = plain.starts_with('-') ? 1 : 0;
    const std::size_t point = std::min(plain.find('.'), plain.size());
    std::string out = plain.substr(0, sign);
    for (std::size_t i = sign; i < point; ++i) {
        if (i > sign && (point - i) % 3 == 0)
            out += ',';
        out += plain[i];
    }
    return out + plain.substr(point);
}

} // namespace catalog_entries

} // namespace planner
