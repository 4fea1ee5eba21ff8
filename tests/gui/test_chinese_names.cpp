// The catalogs' Chinese names in the window: the market list, the comparison, the site and finance
// pickers, the Build page's platform column and the catalog browser show them in Chinese and the
// English names in English.

#include "gui_fixture.h"

#include "models/plan/plan_io.h"
#include "ui/browser/catalog_browser.h"
#include "ui/costs/comparison_model.h"
#include "ui/costs/cost_view.h"
#include "ui/costs/market_panel.h"
#include "ui/document/analysis.h"
#include "ui/document/catalog_model.h"
#include "ui/editors/node_group_model.h"
#include "ui/editors/site_finance_panel.h"

#include <catch2/catch.hpp>

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QCoreApplication>
#include <QTabWidget>

using namespace planner;
using namespace planner::ui;
using planner::testing::WindowFixture;

namespace {

Plan loadExample(const char* file)
{
    auto loaded = loadPlan(std::string(EXAMPLES_DIR "/") + file, &testing::shippedCatalog());
    REQUIRE(loaded.ok());
    return *loaded.plan;
}

// The language for one test; English again at its end, whatever happens in it.
struct Language {
    Translations translations;
    explicit Language(const QString& language)
    {
        REQUIRE(translations.apply(language) == language);
        QCoreApplication::processEvents();
    }
    ~Language()
    {
        translations.apply(QStringLiteral("en"));
        QCoreApplication::processEvents();
    }
};

// The texts of the market list's offering column for offerings whose id starts with `prefix`.
QStringList offeringTexts(const MarketModel& model, const std::string& prefix)
{
    QStringList texts;
    const MarketView& view = model.view();
    for (std::size_t i = 0; i < view.rows.size(); ++i)
        if (view.rows[i].offering->id.rfind(prefix, 0) == 0)
            texts << model.index(static_cast<int>(i), MarketModel::Offering).data().toString();
    return texts;
}

bool allContain(const QStringList& texts, const QString& part)
{
    return !texts.isEmpty()
        && std::all_of(texts.begin(), texts.end(), [&](const QString& t) { return t.contains(part); });
}

} // namespace

TEST_CASE("The market list names the Shenzhen rental in the reader's language", "[chinese][market]")
{
    Document document {testing::shippedCatalog()};
    Analysis analysis {&document};
    document.reset(loadExample("shenzhen-llm-finetune.json"), WindowFixture::example());
    CostView view(&document, &analysis);
    view.resize(1280, 860);
    view.show();
    REQUIRE(QTest::qWaitForWindowExposed(&view, testing::kEventWaitMs));
    view.tabs()->setCurrentWidget(view.marketPanel());
    QCoreApplication::processEvents();
    MarketModel* model = view.marketPanel()->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::Warning);

    const QStringList english = offeringTexts(*model, "shenzhen-baremetal-h20");
    REQUIRE(english.size() == 1);
    INFO(english.join(QLatin1Char('|')).toStdString());
    CHECK(allContain(english, QStringLiteral("Shenzhen bare-metal rental (market)")));
    {
        const Language chinese(QStringLiteral("zh_CN"));
        const QStringList zh = offeringTexts(*model, "shenzhen-baremetal-h20");
        INFO(zh.join(QLatin1Char('|')).toStdString());
        CHECK(allContain(zh, QStringLiteral("深圳裸金属租赁（市场行情）")));
        CHECK_FALSE(zh.join(QString()).contains(QStringLiteral("bare-metal")));
    }
    CHECK(offeringTexts(*model, "shenzhen-baremetal-h20") == english);

    // A Chinese cloud by its brand in each language (it read "Volcano Engine (火山引擎)" in both).
    const QStringList volcano = offeringTexts(*model, "volcengine-h20");
    REQUIRE_FALSE(volcano.isEmpty());
    CHECK(allContain(volcano, QStringLiteral("Volcano Engine")));
    CHECK_FALSE(volcano.join(QString()).contains(QStringLiteral("火山引擎")));
    {
        const Language chinese(QStringLiteral("zh_CN"));
        const QStringList zh = offeringTexts(*model, "volcengine-h20");
        CHECK(allContain(zh, QStringLiteral("火山引擎")));
        CHECK_FALSE(zh.join(QString()).contains(QStringLiteral("Volcano")));
    }
}

TEST_CASE("The comparison names a generic provider in the reader's language", "[chinese][cost]")
{
    Plan plan = loadExample("shenzhen-rent-or-buy.json");
    plan.scenarios[0].finance.onDemandOfferingId = "cn-gpu-cloud-a100-80gb-8x-cn-shenzhen";
    Document document {testing::shippedCatalog()};
    document.reset(plan, QStringLiteral("rent-or-buy.json"));
    ComparisonModel model(&document);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Warning);
    const QModelIndex cell = model.index(ComparisonModel::OnDemandOffering, 0);
    CHECK(cell.data().toString() == QStringLiteral("Small Chinese GPU clouds (FT survey)"));
    {
        const Language chinese(QStringLiteral("zh_CN"));
        CHECK(cell.data().toString() == QStringLiteral("国内小型 GPU 云（《金融时报》调查）"));
        CHECK(cell.data(Qt::ToolTipRole).toString().startsWith(QStringLiteral("国内小型 GPU 云（《金融时报》调查）")));
    }
    CHECK(cell.data().toString() == QStringLiteral("Small Chinese GPU clouds (FT survey)"));
}

TEST_CASE("The site panel's cooling and offering pickers and the Build page's platforms follow the language",
          "[chinese][editors]")
{
    Document document {testing::shippedCatalog()};
    document.reset(loadExample("shenzhen-llm-finetune.json"), WindowFixture::example());
    SiteFinancePanel site(&document);
    NodeGroupModel nodes(&document);
    const QModelIndex platform = nodes.index(0, NodeGroupModel::Platform);
    auto reservedTexts = [&] {
        QStringList texts;
        for (int i = 0; i < site.reservedOfferingCombo()->count(); ++i)
            if (site.reservedOfferingCombo()->itemData(i).toString().startsWith(QStringLiteral("shenzhen-baremetal")))
                texts << site.reservedOfferingCombo()->itemText(i);
        return texts;
    };
    CHECK(site.coolingCombo()->currentText().startsWith(QStringLiteral("Air cooling (CRAH/CRAC")));
    CHECK(allContain(reservedTexts(), QStringLiteral("Shenzhen bare-metal rental (market) · ")));
    CHECK(platform.data().toString() == QStringLiteral("HGX H100 8-GPU server, 8U (DGX H100-class)"));
    {
        const Language chinese(QStringLiteral("zh_CN"));
        CHECK(
            site.coolingCombo()->currentText().startsWith(QStringLiteral("风冷（精密空调 CRAH/CRAC，冷热通道封闭）")));
        CHECK(site.coolingCombo()->currentData().toString() == QStringLiteral("air"));
        CHECK(allContain(reservedTexts(), QStringLiteral("深圳裸金属租赁（市场行情） · ")));
        CHECK(platform.data().toString() == QStringLiteral("HGX H100 8 卡服务器，8U（DGX H100 级）"));
    }
    CHECK(site.coolingCombo()->currentText().startsWith(QStringLiteral("Air cooling (CRAH/CRAC")));
    CHECK(platform.data().toString() == QStringLiteral("HGX H100 8-GPU server, 8U (DGX H100-class)"));
}

TEST_CASE("The catalog browser names cooling methods in Chinese with both names in the tooltip", "[chinese][catalog]")
{
    Document document {testing::shippedCatalog()};
    CatalogBrowser browser(&document);
    CatalogModel* cooling = browser.model("cooling");
    REQUIRE(cooling);
    const int air = cooling->rowOf("air");
    const QModelIndex name = cooling->index(air, cooling->column("name"));
    CHECK(cooling->entryName(air) == QStringLiteral("Air cooling (CRAH/CRAC, hot/cold aisle containment)"));
    CHECK(name.data().toString() == QStringLiteral("Air cooling (CRAH/CRAC, hot/cold aisle containment)"));
    {
        const Language chinese(QStringLiteral("zh_CN"));
        CHECK(cooling->entryName(air) == QStringLiteral("风冷（精密空调 CRAH/CRAC，冷热通道封闭）"));
        CHECK(name.data().toString() == QStringLiteral("风冷（精密空调 CRAH/CRAC，冷热通道封闭）"));
        CHECK(
            name.data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral(
                    "Air cooling (CRAH/CRAC, hot/cold aisle containment) · 风冷（精密空调 CRAH/CRAC，冷热通道封闭）")));
        CatalogModel* offerings = browser.model("offerings");
        const int rental = offerings->rowOf("shenzhen-baremetal-h20-8x-cn-shenzhen");
        CHECK(offerings->index(rental, offerings->column("provider")).data().toString()
              == QStringLiteral("深圳裸金属租赁（市场行情）"));
        CHECK(offerings->entryName(rental).startsWith(QStringLiteral("深圳裸金属租赁（市场行情）")));
    }
    CHECK(cooling->entryName(air) == QStringLiteral("Air cooling (CRAH/CRAC, hot/cold aisle containment)"));
}
