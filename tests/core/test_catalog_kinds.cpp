// The catalog-kind registry (models/catalog/catalog_kinds.h): one description per kind that the loader,
// plan references, price overrides, `catalog check` and the catalog browser all use.

#include "models/catalog/catalog_io.h"
#include "models/catalog/catalog_kinds.h"
#include "models/plan/plan_io.h"
#include "models/sizing/build.h"

#include "test_files.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <set>
#include <string>

namespace fs = std::filesystem;
using namespace planner;

namespace {

const fs::path kMin = fs::path(TEST_DATA_DIR) / "catalog-min";

const Catalog& shippedCatalog()
{
    static const CatalogLoadResult loaded = loadCatalogFolder(SOURCE_CATALOG_DIR, Origin::Shipped, true);
    REQUIRE(loaded.ok());
    return loaded.catalog;
}

std::string rendered(const CatalogCell& cell)
{
    std::string text;
    for (std::size_t i = 0; i < cell.text.size(); ++i)
        text += (i > 0 ? std::string(cell.separator) : std::string()) + render(cell.text[i]);
    for (const Arg& line : cell.toolTip)
        text += '\n' + render(line);
    return text;
}

void checkKeys(const Arg& arg)
{
    if (arg.phrase()) {
        INFO(arg.phrase()->key);
        CHECK(findText(arg.phrase()->key));
        for (const auto& [slot, value] : arg.phrase()->args)
            checkKeys(value);
    }
    for (const Arg& item : arg.items())
        checkKeys(item);
}

} // namespace

TEST_CASE("Every catalog kind is described once, with texts in the table", "[catalog_kinds]")
{
    const auto& kinds = catalogKinds();
    REQUIRE(kinds.size() == 11);
    std::set<std::string_view> files, names, entryKinds;
    std::set<int> orders;
    for (const CatalogKind& kind : kinds) {
        INFO(kind.name);
        CHECK(files.insert(kind.fileName).second);
        CHECK(names.insert(kind.name).second);
        if (!kind.entryKind.empty())
            CHECK(entryKinds.insert(kind.entryKind).second);
        CHECK(orders.insert(kind.displayOrder).second);
        CHECK(findCatalogKind(kind.name) == &kind);
        CHECK_FALSE(kind.label.empty());
        CHECK_FALSE(kind.plural.empty());
        CHECK(findText(kind.title));
        REQUIRE_FALSE(kind.columns.empty());
        std::set<std::string_view> columns;
        for (const CatalogColumn& column : kind.columns) {
            INFO(column.id);
            CHECK(columns.insert(column.id).second);
            CHECK(findText(column.header));
            CHECK((column.toolTip.empty() || findText(column.toolTip)));
            CHECK(kind.columnIndex(column.id) == static_cast<int>(&column - kind.columns.data()));
        }
        // Every kind but the FX rates (no ids) ends with its id, kept for the detail pane.
        if (!kind.entryKind.empty())
            CHECK((kind.columns.back().id == "id" && kind.columns.back().detail));
    }
    // The files of a catalog folder, in the order they are loaded (the fuzz seeds pick kinds by it).
    std::vector<std::string_view> loadOrder;
    for (const CatalogKind& kind : kinds)
        loadOrder.push_back(kind.fileName);
    CHECK(loadOrder
          == std::vector<std::string_view> {"fx.json", "gpus.json", "cpus.json", "memory.json", "nvme.json",
                                            "nics.json", "platforms.json", "cooling.json", "regions.json", "cloud.json",
                                            "models.json"});
    std::vector<std::string_view> shown;
    for (const CatalogKind* kind : catalogKindsForDisplay())
        shown.push_back(kind->name);
    CHECK(shown
          == std::vector<std::string_view> {"gpus", "cpus", "memory", "nvme", "nics", "platforms", "cooling", "regions",
                                            "offerings", "fx", "models"});
    CHECK(catalogKindOfEntry("gpu") == findCatalogKind("gpus"));
    CHECK(catalogKindOfEntry("offering") == findCatalogKind("offerings"));
    CHECK(catalogKindOfEntry("") == nullptr);
    CHECK(catalogKindOfEntry("gpus") == nullptr);
}

TEST_CASE("Every cell of every shipped entry renders, in the kind's own count of entries", "[catalog_kinds]")
{
    const Catalog& catalog = shippedCatalog();
    const CatalogCellContext english {catalog, "CN", false};
    std::size_t cells = 0;
    for (const CatalogKind& kind : catalogKinds()) {
        INFO(kind.name);
        REQUIRE(kind.count(catalog) > 0);
        for (std::size_t row = 0; row < kind.count(catalog); ++row) {
            const std::string name = render(kind.displayName(english, row));
            INFO(kind.id(catalog, row) << " " << name);
            CHECK_FALSE(name.empty());
            CHECK_FALSE(kind.provenance(catalog, row).source.empty());
            for (const CatalogColumn& column : kind.columns) {
                INFO(column.id);
                const CatalogCell cell = column.cell(english, row);
                const std::string text = rendered(cell);
                // Every phrase is in the table, and no slot is left open.
                for (const Arg& arg : cell.text)
                    checkKeys(arg);
                for (const Arg& arg : cell.toolTip)
                    checkKeys(arg);
                CHECK(text.find('{') == std::string::npos);
                CHECK((cell.number.has_value() || !cell.text.empty() || column.id == "markets"));
                ++cells;
            }
        }
    }
    CHECK(cells > 1000);
    // idsOf() names entries as plans do.
    CHECK(idsOf(catalog, "gpu").size() == catalog.gpus.size());
    CHECK(idsOf(catalog, "offering").front() == catalog.offerings.front().id);
    CHECK(idsOf(catalog, "fx").empty());
}

TEST_CASE("Cells keep their figures, order and provenance", "[catalog_kinds]")
{
    const Catalog& catalog = shippedCatalog();
    const CatalogKind& gpus = *findCatalogKind("gpus");
    const auto row = static_cast<std::size_t>(
        std::find_if(catalog.gpus.begin(), catalog.gpus.end(), [](const Gpu& g) { return g.id == "h100-sxm5-80gb"; })
        - catalog.gpus.begin());
    const auto cell = [&](std::string_view column, const std::string& market = "CN") {
        return gpus.columns[static_cast<std::size_t>(gpus.columnIndex(column))].cell({catalog, market, false}, row);
    };
    CHECK(rendered(cell("memory")) == "80 GB HBM3");
    CHECK(cell("memory").sort == 80);
    CHECK(cell("bf16").number == catalog.gpus[row].bf16Tflops);
    CHECK(cell("bf16").decimals == 1);
    CHECK(render(cell("market").text.front()) == "Licence presumed denied");
    CHECK(render(cell("market", "").text.front()) == "No region");
    const CatalogCell price = cell("price");
    REQUIRE(price.price);
    CHECK(price.price == &*catalog.gpus[row].price);
    CHECK(rendered(price).starts_with("USD "));

    const CatalogKind& platforms = *findCatalogKind("platforms");
    const auto psu = platforms.columns[static_cast<std::size_t>(platforms.columnIndex("psu"))];
    for (std::size_t p = 0; p < catalog.platforms.size(); ++p)
        if (catalog.platforms[p].psuW >= 1000)
            CHECK(rendered(psu.cell({catalog, "", false}, p)).find(',') != std::string::npos); // "3,000 W"

    // A missing offering term shows a dash and sorts first.
    const CatalogKind& offerings = *findCatalogKind("offerings");
    const auto spot = offerings.columns[static_cast<std::size_t>(offerings.columnIndex("spot"))];
    for (std::size_t o = 0; o < catalog.offerings.size(); ++o) {
        const CatalogCell c = spot.cell({catalog, "", false}, o);
        if (!c.price)
            CHECK((rendered(c) == "–" && c.sort == -1.0));
    }
}

TEST_CASE("The figures a kind offers for override are the ones withOverrides() sets", "[catalog_kinds]")
{
    const Catalog& catalog = shippedCatalog();
    std::set<std::string_view> overridable;
    for (const CatalogKind& kind : catalogKinds()) {
        INFO(kind.name);
        if (!kind.overridable()) {
            CHECK_FALSE(kind.pricedFields);
            continue;
        }
        overridable.insert(kind.entryKind);
        const std::string id = kind.id(catalog, 0);
        for (const auto& field : kind.pricedFields(catalog, 0)) {
            INFO(field.field);
            CHECK(findText(field.label.key));
            const PriceOverride o {
                std::string(kind.entryKind), id, field.field, 12.5, "USD", "Test quote", "2026-01-01"};
            const Catalog effective = withOverrides(catalog, {o});
            bool found = false;
            for (const auto& after : kind.pricedFields(effective, 0)) {
                if (after.field != field.field)
                    continue;
                found = true;
                REQUIRE(after.price);
                CHECK(after.price->money.amount == 12.5);
                CHECK(after.price->provenance.origin == Origin::Plan);
            }
            CHECK(found);
        }
    }
    CHECK(overridable
          == std::set<std::string_view> {"gpu", "cpu", "memory", "nvme", "nic", "platform", "cooling", "region",
                                         "offering"});
}

TEST_CASE("A plan's price override names a kind the registry lets plans override", "[catalog_kinds]")
{
    const std::string plan = planner::testing::readAll(fs::path(EXAMPLES_DIR) / "shenzhen-llm-finetune.json");
    REQUIRE(plan.find("priceOverrides") == std::string::npos);
    std::string withFx = plan;
    withFx.insert(plan.find('{') + 1, R"( "priceOverrides": [ { "kind": "fx", "id": "CNY", "field": "price",
        "amount": 7, "currency": "USD", "source": "x", "as_of": "2026-01-01" } ],)");
    const PlanLoadResult result = parsePlan(withFx, "plan.json", &shippedCatalog());
    bool reported = false;
    for (const auto& d : result.diagnostics)
        if (d.path == "priceOverrides[0].kind") {
            reported = true;
            CHECK(d.message
                  == "expected one of \"gpu\", \"cpu\", \"memory\", \"nvme\", \"nic\", \"platform\", \"cooling\", "
                     "\"region\" or \"offering\", got \"fx\"");
        }
    CHECK(reported);
}
