#include "gui_fixture.h"

#include "models/plan/plan_io.h"
#include "ui/browser/catalog_browser.h"
#include "ui/common/core_text.h"
#include "ui/common/translations.h"
#include "ui/document/catalog_model.h"
#include "ui/document/document.h"
#include "ui/document/override_commands.h"
#include "ui/editors/gpu_picker.h"

#include <catch2/catch.hpp>

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>

using planner::testing::WindowFixture;
using namespace planner;
using namespace planner::ui;

namespace {

struct CatalogFixture {
    Document document {testing::shippedCatalog()};

    CatalogFixture()
    {
        auto loaded = loadPlan(WindowFixture::example().toStdString(), &testing::shippedCatalog());
        REQUIRE(loaded.ok());
        document.reset(*loaded.plan, WindowFixture::example());
    }
};

PriceOverride h20Quote(double amount = 98000)
{
    return {"gpu", "h20-96gb", "price", amount, "CNY", "Distributor quote #123", "2026-11-20"};
}

QString cellText(CatalogModel* model, int row, int column)
{
    return model->index(row, column).data().toString();
}

QStringList shownIds(const QSortFilterProxyModel* proxy)
{
    QStringList ids;
    for (int row = 0; row < proxy->rowCount(); ++row)
        ids << proxy->index(row, 0).data(CatalogModel::IdRole).toString();
    return ids;
}

} // namespace

TEST_CASE("Every catalog model passes the model tester, also across price overrides", "[catalog]")
{
    CatalogFixture f;
    CatalogBrowser browser(&f.document);
    std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
    REQUIRE(browser.pageCount() == static_cast<int>(catalogKinds().size()));
    for (int tab = 0; tab < browser.pageCount(); ++tab) {
        CHECK(browser.model(tab)->rowCount() > 0);
        testers.push_back(std::make_unique<QAbstractItemModelTester>(
            browser.model(tab), QAbstractItemModelTester::FailureReportingMode::Fatal));
        testers.push_back(std::make_unique<QAbstractItemModelTester>(
            browser.proxy(tab), QAbstractItemModelTester::FailureReportingMode::Fatal));
    }
    GpuPickerDialog picker(&f.document);
    testers.push_back(std::make_unique<QAbstractItemModelTester>(
        picker.proxy(), QAbstractItemModelTester::FailureReportingMode::Fatal));

    // One override of each kind the plan can hold, then undo and redo them all.
    PriceOverrideCommands::set(&f.document, h20Quote(), QStringLiteral("H20"));
    PriceOverrideCommands::set(&f.document,
                               {"nic", "roce-400g", "costPerPort", 9000, "CNY", "Switch quote", "2026-11-01"},
                               QStringLiteral("NIC"));
    PriceOverrideCommands::set(
        &f.document, {"region", "cn-shenzhen", "electricityPerKwh", 0.62, "CNY", "IDC contract", "2026-10-01"},
        QStringLiteral("Shenzhen"));
    PriceOverrideCommands::set(&f.document, {"cooling", "air", "capexPerKw", 500, "USD", "Vendor quote", "2026-10-01"},
                               QStringLiteral("Air"));
    browser.searchEdit()->setText(QStringLiteral("plan override"));
    CHECK(browser.proxy("gpus")->rowCount() == 1);
    CHECK(browser.proxy("nics")->rowCount() == 1);
    CHECK(browser.proxy("regions")->rowCount() == 1);
    CHECK(browser.proxy("cooling")->rowCount() == 1);
    picker.memoryBox()->setValue(80);
    while (f.document.undoStack()->canUndo())
        f.document.undoStack()->undo();
    CHECK(browser.proxy("gpus")->rowCount() == 0);
    f.document.undoStack()->redo();
    CHECK(browser.proxy("gpus")->rowCount() == 1);
    browser.searchEdit()->clear();
    for (int tab = 0; tab < browser.pageCount(); ++tab) {
        browser.table(tab)->sortByColumn(1, Qt::DescendingOrder);
        browser.model(tab)->retranslate();
    }
}

TEST_CASE("One table model shows every kind from its column descriptions, in English and Chinese", "[catalog]")
{
    CatalogFixture f;
    CatalogBrowser browser(&f.document);
    const auto kinds = catalogKindsForDisplay();
    REQUIRE(browser.pageCount() == static_cast<int>(kinds.size()));
    for (int tab = 0; tab < browser.pageCount(); ++tab) {
        CatalogModel* model = browser.model(tab);
        const CatalogKind& kind = *kinds[static_cast<std::size_t>(tab)];
        INFO(kind.name);
        CHECK(&model->kind() == &kind);
        CHECK(browser.model(kind.name) == model);
        CHECK(browser.tabs()->tabText(tab) == uiText(Message(std::string(kind.title))));
        REQUIRE(model->columnCount() == static_cast<int>(kind.columns.size()) + CatalogModel::ProvenanceColumnCount);
        for (int column = 0; column < model->ownColumnCount(); ++column) {
            const CatalogColumn& c = kind.columns[static_cast<std::size_t>(column)];
            INFO(c.id);
            CHECK(model->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString()
                  == uiText(Message(std::string(c.header))));
            CHECK(model->headerData(column, Qt::Horizontal, Qt::ToolTipRole).isValid() == !c.toolTip.empty());
            CHECK(browser.table(tab)->isColumnHidden(column) == c.detail);
            CHECK(model->index(0, column).data(Qt::TextAlignmentRole).isValid() == (c.align == CellAlign::Right));
        }
    }

    // In Chinese: the words the browser always had, from the core's table.
    planner::ui::Translations translations;
    REQUIRE(translations.apply(QStringLiteral("zh_CN")) == QLatin1String("zh_CN"));
    QCoreApplication::processEvents(); // the language change reaches the browser
    CHECK(browser.tabs()->tabText(browser.pageOf("offerings")) == QStringLiteral("云与租赁报价"));
    CatalogModel* gpus = browser.model("gpus");
    const int h100 = gpus->rowOf("h100-sxm5-80gb");
    CHECK(gpus->headerData(gpus->column("price"), Qt::Horizontal, Qt::DisplayRole).toString()
          == QStringLiteral("价格"));
    CHECK(gpus->headerData(gpus->column("market"), Qt::Horizontal, Qt::DisplayRole).toString()
          == QStringLiteral("本市场供应"));
    CHECK(cellText(gpus, h100, gpus->column("market")) == QStringLiteral("出口许可推定拒绝"));
    CHECK(cellText(gpus, h100, gpus->column("ecc")) == QStringLiteral("是"));
    CHECK(cellText(gpus, h100, gpus->column("form")) == QStringLiteral("SXM"));
    CHECK(gpus->index(h100, gpus->column("market")).data(Qt::ToolTipRole).toString().contains(QStringLiteral("自 ")));
    CatalogModel* regions = browser.model("regions");
    const Region* shenzhen = f.document.catalog().region("cn-shenzhen");
    REQUIRE_FALSE(shenzhen->nameZh.empty());
    CHECK(regions->entryName(regions->rowOf("cn-shenzhen")) == QString::fromStdString(shenzhen->nameZh));
    CatalogModel* nics = browser.model("nics");
    const auto fields = nics->pricedFields(nics->rowOf("roce-400g"));
    REQUIRE(fields.size() == 2);
    CHECK(fields[0].label == QStringLiteral("每块网卡价格"));
    CHECK(fields[1].label == QStringLiteral("每端口成本（交换机分摊）"));
    CatalogModel* platforms = browser.model("platforms");
    CHECK(cellText(platforms, 0, platforms->column("psu")).contains(QStringLiteral("W（N+")));
    browser.resize(1500, 900);
    planner::testing::saveShot(&browser, QStringLiteral("catalog_browser_zh"));

    translations.apply(QStringLiteral("en"));
    QCoreApplication::processEvents();
    CHECK(browser.tabs()->tabText(browser.pageOf("offerings")) == QStringLiteral("Cloud offerings"));
    CHECK(cellText(gpus, h100, gpus->column("market")) == QStringLiteral("Licence presumed denied"));
    CHECK(regions->entryName(regions->rowOf("cn-shenzhen")) == QString::fromStdString(shenzhen->name));
}

TEST_CASE("The GPU tab lists every shipped GPU with its source and date", "[catalog]")
{
    CatalogFixture f;
    CatalogBrowser browser(&f.document);
    CatalogModel* gpus = browser.model("gpus");
    REQUIRE(gpus->rowCount() == 24);
    REQUIRE(gpus->rowCount() == static_cast<int>(testing::shippedCatalog().gpus.size()));
    const int source = gpus->provenanceColumn(CatalogModel::Source);
    const int asOf = gpus->provenanceColumn(CatalogModel::AsOf);
    const int origin = gpus->provenanceColumn(CatalogModel::OriginColumn);
    for (int row = 0; row < gpus->rowCount(); ++row) {
        INFO(gpus->entryId(row));
        CHECK_FALSE(cellText(gpus, row, source).isEmpty());
        CHECK(QDate::fromString(cellText(gpus, row, asOf), Qt::ISODate).isValid());
        CHECK(cellText(gpus, row, origin) == QStringLiteral("Shipped"));
        CHECK_FALSE(cellText(gpus, row, gpus->column("price")).isEmpty());
    }
    // The market column follows the current scenario's region (Shenzhen: CN).
    const int h100 = gpus->rowOf("h100-sxm5-80gb");
    CHECK(cellText(gpus, h100, gpus->column("market")) == QStringLiteral("Licence presumed denied"));
    CHECK(cellText(gpus, gpus->rowOf("ascend-910b"), gpus->column("market")) == QStringLiteral("Available"));

    // Every other tab has rows, and every row of every tab names a source.
    for (int tab = 0; tab < browser.pageCount(); ++tab) {
        CatalogModel* model = browser.model(tab);
        INFO(model->title().toStdString());
        CHECK(browser.tabs()->tabText(tab) == model->title());
        for (int row = 0; row < model->rowCount(); ++row)
            CHECK_FALSE(cellText(model, row, model->provenanceColumn(CatalogModel::Source)).isEmpty());
    }
}

TEST_CASE("Searching narrows the rows and sorting orders them by value", "[catalog]")
{
    CatalogFixture f;
    CatalogBrowser browser(&f.document);
    QTest::keyClicks(browser.searchEdit(), QStringLiteral("h100"));
    auto* proxy = browser.proxy("gpus");
    const QStringList ids = shownIds(proxy);
    CHECK(ids == QStringList {QStringLiteral("h100-pcie-80gb"), QStringLiteral("h100-sxm5-80gb")});
    browser.searchEdit()->setText(QStringLiteral("H100 80GB SXM"));
    CHECK(shownIds(proxy) == QStringList {QStringLiteral("h100-sxm5-80gb")});
    browser.searchEdit()->clear();
    CHECK(proxy->rowCount() == 24);

    // Sorting by memory puts the 180 GB B200 first in descending order (numbers, not text).
    browser.table("gpus")->sortByColumn(browser.model("gpus")->column("memory"), Qt::DescendingOrder);
    CHECK(proxy->index(0, 0).data(CatalogModel::IdRole).toString() == QStringLiteral("b200-sxm-180gb"));
    CHECK(proxy->index(23, 0).data(CatalogModel::IdRole).toString() == QStringLiteral("t4"));
}

TEST_CASE("A price override shows as a plan override and undo restores the shipped price", "[catalog]")
{
    CatalogFixture f;
    CatalogBrowser browser(&f.document);
    std::vector<OverrideRequest> requests;
    std::optional<PriceOverride> answer = h20Quote();
    browser.setOverridePrompt([&](QWidget*, const OverrideRequest& request) {
        requests.push_back(request);
        return answer;
    });
    CatalogModel* gpus = browser.model("gpus");
    const int row = gpus->rowOf("h20-96gb");
    const int origin = gpus->provenanceColumn(CatalogModel::OriginColumn);
    const QString shippedPrice = cellText(gpus, row, gpus->column("price"));
    CHECK(shippedPrice == QStringLiteral("CNY 110,000.00"));
    CHECK_FALSE(f.document.isModified());

    CHECK_FALSE(browser.overrideButton()->isEnabled()); // nothing selected yet
    REQUIRE(browser.selectEntry("gpus", QStringLiteral("h20-96gb")));
    REQUIRE(browser.overrideButton()->isEnabled());
    CHECK_FALSE(browser.removeOverrideButton()->isEnabled());
    QTest::mouseClick(browser.overrideButton(), Qt::LeftButton);
    REQUIRE(requests.size() == 1);
    CHECK(requests[0].kind == "gpu");
    CHECK(requests[0].id == "h20-96gb");
    REQUIRE(requests[0].fields.size() == 1);
    CHECK(requests[0].fields[0].field == "price");
    CHECK(std::find(requests[0].currencies.begin(), requests[0].currencies.end(), QStringLiteral("CNY"))
          != requests[0].currencies.end());

    CHECK(cellText(gpus, row, gpus->column("price")) == QStringLiteral("CNY 98,000.00"));
    CHECK(cellText(gpus, row, origin) == QStringLiteral("Plan override"));
    CHECK(f.document.catalog().gpu("h20-96gb")->price->provenance.origin == Origin::Plan);
    CHECK(f.document.isModified());
    CHECK(browser.removeOverrideButton()->isEnabled());
    CHECK(browser.detail()->toPlainText().contains(QStringLiteral("Distributor quote #123")));

    // A second override of the same figure replaces the first: one override, two undo steps.
    answer = h20Quote(95000);
    browser.overrideSelected();
    CHECK(f.document.plan().priceOverrides.size() == 1);
    CHECK(cellText(gpus, row, gpus->column("price")) == QStringLiteral("CNY 95,000.00"));
    f.document.undoStack()->undo();
    CHECK(cellText(gpus, row, gpus->column("price")) == QStringLiteral("CNY 98,000.00"));

    f.document.undoStack()->undo();
    CHECK(cellText(gpus, row, gpus->column("price")) == shippedPrice);
    CHECK(cellText(gpus, row, origin) == QStringLiteral("Shipped"));
    CHECK(f.document.plan().priceOverrides.empty());
    CHECK_FALSE(f.document.isModified());

    // Remove override is one undo step too.
    f.document.undoStack()->redo();
    REQUIRE(cellText(gpus, row, origin) == QStringLiteral("Plan override"));
    QTest::mouseClick(browser.removeOverrideButton(), Qt::LeftButton);
    CHECK(cellText(gpus, row, gpus->column("price")) == shippedPrice);
    CHECK(cellText(gpus, row, origin) == QStringLiteral("Shipped"));
    f.document.undoStack()->undo();
    CHECK(cellText(gpus, row, origin) == QStringLiteral("Plan override"));

    // Cancelling the dialog changes nothing.
    const int steps = f.document.undoStack()->count();
    answer.reset();
    browser.overrideSelected();
    CHECK(f.document.undoStack()->count() == steps);
}

TEST_CASE("Region, NIC port and offering overrides use the fields withOverrides() knows", "[catalog]")
{
    CatalogFixture f;
    CatalogBrowser browser(&f.document);
    std::vector<std::string> fields;
    browser.setOverridePrompt([&](QWidget*, const OverrideRequest& request) -> std::optional<PriceOverride> {
        PriceOverride o {request.kind, request.id, request.fields.back().field, 1.5, "USD", "Test quote", "2026-11-01"};
        fields.push_back(o.field);
        return o;
    });
    REQUIRE(browser.selectEntry("regions", QStringLiteral("cn-shenzhen")));
    browser.overrideSelected();
    CHECK(f.document.catalog().region("cn-shenzhen")->opsStaffPerYear->money.amount == 1.5);
    REQUIRE(browser.selectEntry("nics", QStringLiteral("roce-400g")));
    browser.overrideSelected();
    CHECK(f.document.catalog().nic("roce-400g")->costPerPort->provenance.origin == Origin::Plan);

    CatalogModel* offerings = browser.model("offerings");
    const std::string offering = offerings->entryId(0);
    REQUIRE(browser.selectEntry("offerings", QString::fromStdString(offering)));
    browser.overrideSelected();
    CHECK(offerings->rowOrigin(0) == Origin::Plan);
    CHECK(fields == std::vector<std::string> {"opsStaffPerYear", "costPerPort", fields.back()});
    CHECK(f.document.plan().priceOverrides.size() == 3);

    // Model presets and FX rates carry no prices: nothing to override.
    REQUIRE(browser.selectEntry("models", QStringLiteral("llama3-70b")));
    CHECK_FALSE(browser.overrideButton()->isEnabled());
}

TEST_CASE("The detail pane shows every figure with clickable sources", "[catalog]")
{
    CatalogFixture f;
    CatalogBrowser browser(&f.document);
    std::vector<QUrl> opened;
    browser.setLinkOpener([&](const QUrl& url) { opened.push_back(url); });
    REQUIRE(browser.selectEntry("gpus", QStringLiteral("h100-sxm5-80gb")));
    const QString text = browser.detail()->toPlainText();
    CHECK(text.contains(QStringLiteral("H100")));
    CHECK(text.contains(QStringLiteral("Minimum CUDA"))); // a column hidden in the table
    CHECK(text.contains(QStringLiteral("https://grokipedia.com/page/Nvidia_H100")));
    CHECK(browser.detail()->toHtml().contains(QStringLiteral("href=\"https://grokipedia.com/page/Nvidia_H100\"")));
    Q_EMIT browser.detail()->anchorClicked(QUrl(QStringLiteral("https://grokipedia.com/page/Nvidia_H100")));
    REQUIRE(opened.size() == 1);
    CHECK(opened[0].host() == QStringLiteral("grokipedia.com"));
}

TEST_CASE("The override dialog needs a source and returns the override", "[catalog]")
{
    CatalogFixture f;
    const Gpu* h20 = f.document.catalog().gpu("h20-96gb");
    OverrideRequest request {"gpu",
                             "h20-96gb",
                             QStringLiteral("H20"),
                             {{"price", QStringLiteral("Price per card"), h20->price}},
                             {QStringLiteral("USD"), QStringLiteral("CNY")}};
    OverridePriceDialog dialog(request);
    CHECK(dialog.amountBox()->value() == 110000);
    CHECK(dialog.currencyBox()->currentText() == QStringLiteral("CNY"));
    CHECK(dialog.dateEdit()->date() == QDate::currentDate());
    CHECK_FALSE(dialog.okButton()->isEnabled());
    dialog.amountBox()->setValue(98000);
    QTest::keyClicks(dialog.sourceEdit(), QStringLiteral("Distributor quote #123"));
    CHECK(dialog.okButton()->isEnabled());
    dialog.dateEdit()->setDate(QDate(2026, 11, 20));
    CHECK(dialog.value() == h20Quote());
    dialog.resize(600, dialog.sizeHint().height());
    planner::testing::saveShot(&dialog, QStringLiteral("catalog_override"));
}

TEST_CASE("The GPU picker filters by memory, vendor, form factor and market", "[catalog]")
{
    CatalogFixture f;
    GpuPickerDialog picker(&f.document);
    REQUIRE(picker.market() == "CN");
    auto* proxy = picker.proxy();
    CHECK(proxy->rowCount() == 24);

    picker.memoryBox()->setValue(80);
    REQUIRE(proxy->rowCount() > 0);
    for (const QString& id : shownIds(proxy))
        CHECK(f.document.catalog().gpu(id.toStdString())->memoryGB >= 80);
    CHECK(proxy->rowCount() < 24);
    picker.memoryBox()->setValue(0);

    REQUIRE(picker.availableBox()->isEnabled());
    picker.availableBox()->setChecked(true);
    const QStringList available = shownIds(proxy);
    CHECK_FALSE(available.contains(QStringLiteral("h100-sxm5-80gb"))); // licence required in CN
    CHECK(available.contains(QStringLiteral("ascend-910b")));
    for (const QString& id : available)
        CHECK(marketStatus(*f.document.catalog().gpu(id.toStdString()), "CN") == MarketStatus::Available);
    picker.availableBox()->setChecked(false);

    picker.vendorBox()->setCurrentIndex(picker.vendorBox()->findData(QStringLiteral("Huawei")));
    CHECK(shownIds(proxy) == QStringList {QStringLiteral("ascend-910b")});
    picker.vendorBox()->setCurrentIndex(0);

    picker.formFactorBox()->setCurrentIndex(picker.formFactorBox()->findData(static_cast<int>(FormFactor::SXM)));
    for (const QString& id : shownIds(proxy))
        CHECK(f.document.catalog().gpu(id.toStdString())->formFactor == FormFactor::SXM);
    picker.formFactorBox()->setCurrentIndex(0);

    // Choosing: OK is enabled with a selection and reports the id.
    QSignalSpy chosen(&picker, &GpuPickerDialog::gpuChosen);
    picker.setCurrentGpu(QStringLiteral("h20-96gb"));
    CHECK(picker.selectedGpuId() == QStringLiteral("h20-96gb"));
    picker.resize(1000, 640);
    planner::testing::saveShot(&picker, QStringLiteral("catalog_picker"));
    picker.accept();
    picker.setCurrentGpu(QStringLiteral("l20"));
    Q_EMIT picker.table()->doubleClicked(picker.table()->currentIndex());
    REQUIRE(chosen.count() == 1);
    CHECK(chosen.at(0).at(0).toString() == QStringLiteral("l20"));

    // A search that hides the selection leaves nothing chosen.
    picker.searchEdit()->setText(QStringLiteral("ascend"));
    CHECK(picker.selectedGpuId().isEmpty());
}

TEST_CASE("The catalog browser looks like a product", "[catalog]")
{
    CatalogFixture f;
    PriceOverrideCommands::set(&f.document, h20Quote(), QStringLiteral("H20"));
    CatalogBrowser browser(&f.document);
    browser.resize(1500, 900);
    browser.show();
    REQUIRE(QTest::qWaitForWindowExposed(&browser, planner::testing::kEventWaitMs));
    REQUIRE(browser.selectEntry("gpus", QStringLiteral("h20-96gb")));
    planner::testing::saveShot(&browser, QStringLiteral("catalog_browser"));
    REQUIRE(browser.selectEntry("regions", QStringLiteral("cn-shenzhen")));
    planner::testing::saveShot(&browser, QStringLiteral("catalog_regions"));
    REQUIRE(browser.selectEntry("offerings", QStringLiteral("aws-p5-us-west-oregon")));
    planner::testing::saveShot(&browser, QStringLiteral("catalog_offerings"));
}
