// Names the catalogs hold in Chinese as well (nameZh on cooling methods, platforms and GPU architectures,
// providerZh on offerings): read from JSON, refused when not a string, present on every shipped entry that
// needs one, shown to Chinese readers (catalog kinds, the quote) and never to English ones.

#include "models/catalog/catalog_io.h"
#include "models/catalog/catalog_kinds.h"
#include "models/catalog/software_io.h"
#include "models/plan/plan_io.h"
#include "models/quote/quote.h"
#include "models/tco/tco.h"

#include "test_files.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

namespace fs = std::filesystem;
using namespace planner;

namespace {

using planner::testing::readAll;

const fs::path kMin = fs::path(TEST_DATA_DIR) / "catalog-min";

const Catalog& shipped()
{
    static const Catalog catalog = loadCatalogFolder(SOURCE_CATALOG_DIR, Origin::Shipped, true).catalog;
    return catalog;
}

// The table's English, for a reader who reads Chinese: names with a Chinese form come in it.
class ChineseReader final : public TextLookup {
public:
    std::string text(const TextEntry& entry) const override { return std::string(entry.english); }
    bool chinese() const override { return true; }
};

// `text` with its first `from` replaced by `to`.
std::string replaced(std::string text, const std::string& from, const std::string& to)
{
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

// The minimal catalog's `file` with `from` replaced by `to`, parsed as `kind`; its diagnostics name `shownAs`.
CatalogLoadResult patchedCatalog(const std::string& file, const std::string& from, const std::string& to,
                                 const std::string& kind, const std::string& shownAs = {})
{
    return parseCatalogText(replaced(readAll(kMin / file), from, to), shownAs.empty() ? file : shownAs, kind);
}

std::string describe(const Diagnostics& diagnostics)
{
    std::string text;
    for (const auto& d : diagnostics)
        text += d.toString() + "\n";
    return text;
}

const CatalogKind& kind(std::string_view name)
{
    const CatalogKind* k = findCatalogKind(name);
    REQUIRE(k);
    return *k;
}

std::size_t rowOf(const CatalogKind& k, const Catalog& c, const std::string& id)
{
    for (std::size_t row = 0; row < k.count(c); ++row)
        if (k.id(c, row) == id)
            return row;
    FAIL("no entry " << id);
    return 0;
}

} // namespace

TEST_CASE("chinese names: a cooling method, platform and offering read nameZh / providerZh from JSON",
          "[catalog_io][chinese]")
{
    const CatalogLoadResult c
        = patchedCatalog("cooling.json", "\"name\": \"Air cooling, 15 kW per rack\",",
                         "\"name\": \"Air cooling, 15 kW per rack\", \"nameZh\": \"风冷，每机柜 15 kW\",", "cooling");
    INFO(describe(c.diagnostics));
    CHECK(c.diagnostics.empty());
    REQUIRE(c.catalog.cooling.size() == 2);
    CHECK(c.catalog.cooling[0].nameZh == "风冷，每机柜 15 kW");
    CHECK(c.catalog.cooling[1].nameZh.empty()); // optional

    const CatalogLoadResult p
        = patchedCatalog("platforms.json", "\"name\": \"4U 8-GPU PCIe server\",",
                         "\"name\": \"4U 8-GPU PCIe server\", \"nameZh\": \"4U 8 卡 PCIe 服务器\",", "platforms");
    INFO(describe(p.diagnostics));
    CHECK(p.diagnostics.empty());
    REQUIRE(p.catalog.platforms.size() == 2);
    CHECK(p.catalog.platforms[1].nameZh == "4U 8 卡 PCIe 服务器");

    const CatalogLoadResult o = patchedCatalog(
        "cloud.json", "\"provider\": \"Example Shenzhen GPU rental\",",
        "\"provider\": \"Example Shenzhen GPU rental\", \"providerZh\": \"示例深圳 GPU 租赁\",", "offerings");
    INFO(describe(o.diagnostics));
    CHECK(o.diagnostics.empty());
    REQUIRE(o.catalog.offerings.size() == 2);
    CHECK(o.catalog.offerings[0].providerZh.empty());
    CHECK(o.catalog.offerings[1].providerZh == "示例深圳 GPU 租赁");
}

TEST_CASE("chinese names: a nameZh that is not a string names the file and the place", "[bad-input][chinese]")
{
    const CatalogLoadResult c = patchedCatalog("cooling.json", "\"name\": \"Air cooling, 15 kW per rack\",",
                                               "\"name\": \"Air cooling, 15 kW per rack\",\n      \"nameZh\": 42,",
                                               "cooling", "team/cooling.json");
    REQUIRE(c.diagnostics.size() == 1);
    CHECK(c.diagnostics.front().severity == Severity::Error);
    CHECK(c.diagnostics.front().toString() == "team/cooling.json:8:17: items[0].nameZh: expected a string, got 42");

    const CatalogLoadResult o
        = patchedCatalog("cloud.json", "\"provider\": \"AWS\",",
                         "\"provider\": \"AWS\",\n      \"providerZh\": [\"亚马逊\"],", "offerings");
    REQUIRE(o.diagnostics.size() == 1);
    CHECK(o.diagnostics.front().toString() == "cloud.json:8:21: items[0].providerZh: expected a string, got an array");
}

TEST_CASE("chinese names: every shipped cooling method, platform and GPU architecture has one", "[catalog][chinese]")
{
    const Catalog& c = shipped();
    REQUIRE_FALSE(c.cooling.empty());
    for (const CoolingMethod& m : c.cooling) {
        INFO(m.id);
        CHECK_FALSE(m.nameZh.empty());
    }
    REQUIRE_FALSE(c.platforms.empty());
    for (const Platform& p : c.platforms) {
        INFO(p.id);
        CHECK_FALSE(p.nameZh.empty());
    }
    REQUIRE_FALSE(c.software.architectures.empty());
    for (const GpuArchitecture& a : c.software.architectures) {
        INFO(a.id);
        CHECK_FALSE(a.nameZh.empty());
    }
    CHECK(c.coolingMethod("air")->nameZh.rfind("风冷", 0) == 0);
    CHECK(c.coolingMethod("direct-liquid")->nameZh.rfind("冷板式液冷", 0) == 0);
    // The generic providers have a Chinese name; brands and bilingual names do not need one.
    for (const CloudOffering& o : c.offerings) {
        INFO(o.id << ": " << o.provider);
        if (o.provider == "Shenzhen bare-metal rental (market)")
            CHECK(o.providerZh == "深圳裸金属租赁（市场行情）");
        else if (o.provider == "Beijing bare-metal rental (market)")
            CHECK(o.providerZh == "北京裸金属租赁（市场行情）");
        else if (o.provider.find("(market)") != std::string::npos || o.provider.find("survey") != std::string::npos)
            CHECK_FALSE(o.providerZh.empty());
    }
}

TEST_CASE("chinese names: the catalog kinds name an entry in the reader's language", "[catalog_kinds][chinese]")
{
    const Catalog& c = shipped();
    const CatalogKind& cooling = kind("cooling");
    const std::size_t air = rowOf(cooling, c, "air");
    const CatalogCellContext english {c, "", false};
    const CatalogCellContext chinese {c, "", true};
    const ChineseReader reader;
    CHECK(render(cooling.displayName(english, air)) == "Air cooling (CRAH/CRAC, hot/cold aisle containment)");
    CHECK(render(cooling.displayName(chinese, air), reader) == "风冷（精密空调 CRAH/CRAC，冷热通道封闭）");
    const CatalogColumn& name = cooling.columns.front();
    REQUIRE(name.id == "name");
    const CatalogCell zhCell = name.cell(chinese, air);
    REQUIRE(zhCell.text.size() == 1);
    CHECK(render(zhCell.text.front(), reader) == "风冷（精密空调 CRAH/CRAC，冷热通道封闭）");
    REQUIRE(zhCell.toolTip.size() == 1);
    CHECK(render(zhCell.toolTip.front())
          == "Air cooling (CRAH/CRAC, hot/cold aisle containment) · 风冷（精密空调 CRAH/CRAC，冷热通道封闭）");
    CHECK(name.cell(english, air).toolTip.empty()); // the English catalog browser stays as it was

    const CatalogKind& offerings = kind("offerings");
    const std::size_t rental = rowOf(offerings, c, "shenzhen-baremetal-h100-8x-cn-shenzhen");
    CHECK(render(offerings.displayName(chinese, rental), reader).rfind("深圳裸金属租赁（市场行情）", 0) == 0);
    CHECK(render(offerings.displayName(english, rental)).rfind("Shenzhen bare-metal rental (market)", 0) == 0);

    const CatalogKind& platforms = kind("platforms");
    const std::size_t atlas = rowOf(platforms, c, "ascend-atlas-800t-a2");
    CHECK(render(platforms.displayName(chinese, atlas), reader)
          == "华为 Atlas 800T A2 训练服务器（8 × 昇腾 910B，4 × 鲲鹏 920），4U");
}

TEST_CASE("chinese names: the quote names the rental's provider and the platform in the quote's language",
          "[quote][chinese]")
{
    PlanLoadResult loaded = loadPlan(EXAMPLES_DIR "/shenzhen-llm-finetune.json", &shipped());
    REQUIRE(loaded.ok());
    const Plan& plan = *loaded.plan;
    const Catalog catalog = withOverrides(shipped(), plan.priceOverrides);
    const ChineseReader reader;
    const Quote zh = buildQuote(plan, catalog, {}, reader, "zh_CN", "2026-11-30", 30);
    const Quote en = buildQuote(plan, catalog, {}, englishText(), "en", "2026-11-30", 30);
    auto offerings = [](const Quote& q) {
        std::vector<std::string> out;
        for (const QuoteScenario& s : q.scenarios)
            for (const QuoteOption& o : s.options)
                if (!o.offering.empty())
                    out.push_back(o.offering);
        return out;
    };
    auto anyStartsWith = [](const std::vector<std::string>& items, const std::string& prefix) {
        return std::any_of(items.begin(), items.end(), [&](const std::string& s) { return s.rfind(prefix, 0) == 0; });
    };
    CHECK(anyStartsWith(offerings(zh), "深圳裸金属租赁（市场行情） "));
    CHECK_FALSE(anyStartsWith(offerings(zh), "Shenzhen bare-metal rental (market)"));
    CHECK(anyStartsWith(offerings(en), "Shenzhen bare-metal rental (market) "));
    CHECK_FALSE(anyStartsWith(offerings(en), "深圳"));

    auto platformLine = [](const Quote& q) {
        for (const QuoteLine& line : q.scenarios.front().lines)
            if (line.kind == "platform")
                return line.item;
        return std::string();
    };
    CHECK(platformLine(zh) == "HGX H100 8 卡服务器，8U（DGX H100 级）");
    CHECK(platformLine(en) == "HGX H100 8-GPU server, 8U (DGX H100-class)");
}

TEST_CASE("chinese names: why a rental is not like for like names its provider, never its catalog id", "[tco][chinese]")
{
    PlanLoadResult loaded = loadPlan(EXAMPLES_DIR "/shenzhen-llm-finetune.json", &shipped());
    REQUIRE(loaded.ok());
    Scenario scenario = loaded.plan->scenarios.front();
    // 4 GPUs a node: the Shenzhen rental's 8-GPU servers state no network between them, so renting the
    // build's nodes there is not like for like (the example's premise, as the cost view's tests use it).
    scenario.cluster.nodeGroups.front().gpuCount = 4;
    const Catalog catalog = withOverrides(shipped(), loaded.plan->priceOverrides);
    const TcoResult result = analyseTco(scenario, catalog);
    const ChineseReader reader;
    int unlike = 0;
    for (const OptionResult& option : result.options) {
        if (!option.available || option.notLikeForLike.empty())
            continue;
        ++unlike;
        const std::string zh = render(option.notLikeForLike, reader);
        const std::string en = render(option.notLikeForLike);
        INFO(en);
        CHECK(zh.find(option.offeringId) == std::string::npos);
        CHECK(en.find(option.offeringId) == std::string::npos);
        CHECK(zh.rfind(option.providerZh.empty() ? option.provider : option.providerZh, 0) == 0);
        CHECK(en.rfind(option.provider, 0) == 0);
    }
    CHECK(unlike >= 1);
    const OptionResult& reserved = result.option(TcoOption::Reserved);
    REQUIRE_FALSE(reserved.notLikeForLike.empty());
    CHECK(render(reserved.notLikeForLike, reader)
              .rfind("深圳裸金属租赁（市场行情） states no network between its servers", 0)
          == 0);
}
