#include "gui_fixture.h"

#include "browser/catalog_browser.h"
#include "browser/catalog_model.h"
#include "document/document.h"
#include "document/override_commands.h"
#include "editors/gpu_picker.h"
#include "plan/plan_io.h"

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
    for (int tab = 0; tab < CatalogBrowser::TabCount; ++tab) {
        const auto t = static_cast<CatalogBrowser::Tab>(tab);
        CHECK(browser.model(t)->rowCount() > 0);
        testers.push_back(std::make_unique<QAbstractItemModelTester>(
            browser.model(t), QAbstractItemModelTester::FailureReportingMode::Fatal));
        testers.push_back(std::make_unique<QAbstractItemModelTester>(
            browser.proxy(t), QAbstractItemModelTester::FailureReportingMode::Fatal));
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
    CHECK(browser.proxy(CatalogBrowser::Gpus)->rowCount() == 1);
    CHECK(browser.proxy(CatalogBrowser::Nics)->rowCount() == 1);
    CHECK(browser.proxy(CatalogBrowser::Regions)->rowCount() == 1);
    CHECK(browser.proxy(CatalogBrowser::Cooling)->rowCount() == 1);
    picker.memoryBox()->setValue(80);
    while (f.document.undoStack()->canUndo())
        f.document.undoStack()->undo();
    CHECK(browser.proxy(CatalogBrowser::Gpus)->rowCount() == 0);
    f.document.undoStack()->redo();
    CHECK(browser.proxy(CatalogBrowser::Gpus)->rowCount() == 1);
    browser.searchEdit()->clear();
    for (int tab = 0; tab < CatalogBrowser::TabCount; ++tab) {
        const auto t = static_cast<CatalogBrowser::Tab>(tab);
        browser.table(t)->sortByColumn(1, Qt::DescendingOrder);
        browser.model(t)->retranslate();
    }
}

TEST_CASE("The GPU tab lists every shipped GPU with its source and date", "[catalog]")
{
    CatalogFixture f;
    CatalogBrowser browser(&f.document);
    CatalogModel* gpus = browser.model(CatalogBrowser::Gpus);
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
        CHECK_FALSE(cellText(gpus, row, GpuCatalogModel::UnitPrice).isEmpty());
    }
    // The market column follows the current scenario's region (Shenzhen: CN).
    const int h100 = gpus->rowOf("h100-sxm5-80gb");
    CHECK(cellText(gpus, h100, GpuCatalogModel::Availability) == QStringLiteral("Licence required"));
    CHECK(cellText(gpus, gpus->rowOf("ascend-910b"), GpuCatalogModel::Availability) == QStringLiteral("Available"));

    // Every other tab has rows, and every row of every tab names a source.
    for (int tab = 0; tab < CatalogBrowser::TabCount; ++tab) {
        CatalogModel* model = browser.model(static_cast<CatalogBrowser::Tab>(tab));
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
    auto* proxy = browser.proxy(CatalogBrowser::Gpus);
    const QStringList ids = shownIds(proxy);
    CHECK(ids == QStringList {QStringLiteral("h100-pcie-80gb"), QStringLiteral("h100-sxm5-80gb")});
    browser.searchEdit()->setText(QStringLiteral("H100 80GB SXM"));
    CHECK(shownIds(proxy) == QStringList {QStringLiteral("h100-sxm5-80gb")});
    browser.searchEdit()->clear();
    CHECK(proxy->rowCount() == 24);

    // Sorting by memory puts the 180 GB B200 first in descending order (numbers, not text).
    browser.table(CatalogBrowser::Gpus)->sortByColumn(GpuCatalogModel::MemoryGB, Qt::DescendingOrder);
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
    CatalogModel* gpus = browser.model(CatalogBrowser::Gpus);
    const int row = gpus->rowOf("h20-96gb");
    const int origin = gpus->provenanceColumn(CatalogModel::OriginColumn);
    const QString shippedPrice = cellText(gpus, row, GpuCatalogModel::UnitPrice);
    CHECK(shippedPrice == QStringLiteral("CNY 110,000.00"));
    CHECK_FALSE(f.document.isModified());

    CHECK_FALSE(browser.overrideButton()->isEnabled()); // nothing selected yet
    REQUIRE(browser.selectEntry(CatalogBrowser::Gpus, QStringLiteral("h20-96gb")));
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

    CHECK(cellText(gpus, row, GpuCatalogModel::UnitPrice) == QStringLiteral("CNY 98,000.00"));
    CHECK(cellText(gpus, row, origin) == QStringLiteral("Plan override"));
    CHECK(f.document.catalog().gpu("h20-96gb")->price->provenance.origin == Origin::Plan);
    CHECK(f.document.isModified());
    CHECK(browser.removeOverrideButton()->isEnabled());
    CHECK(browser.detail()->toPlainText().contains(QStringLiteral("Distributor quote #123")));

    // A second override of the same figure replaces the first: one override, two undo steps.
    answer = h20Quote(95000);
    browser.overrideSelected();
    CHECK(f.document.plan().priceOverrides.size() == 1);
    CHECK(cellText(gpus, row, GpuCatalogModel::UnitPrice) == QStringLiteral("CNY 95,000.00"));
    f.document.undoStack()->undo();
    CHECK(cellText(gpus, row, GpuCatalogModel::UnitPrice) == QStringLiteral("CNY 98,000.00"));

    f.document.undoStack()->undo();
    CHECK(cellText(gpus, row, GpuCatalogModel::UnitPrice) == shippedPrice);
    CHECK(cellText(gpus, row, origin) == QStringLiteral("Shipped"));
    CHECK(f.document.plan().priceOverrides.empty());
    CHECK_FALSE(f.document.isModified());

    // Remove override is one undo step too.
    f.document.undoStack()->redo();
    REQUIRE(cellText(gpus, row, origin) == QStringLiteral("Plan override"));
    QTest::mouseClick(browser.removeOverrideButton(), Qt::LeftButton);
    CHECK(cellText(gpus, row, GpuCatalogModel::UnitPrice) == shippedPrice);
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
    REQUIRE(browser.selectEntry(CatalogBrowser::Regions, QStringLiteral("cn-shenzhen")));
    browser.overrideSelected();
    CHECK(f.document.catalog().region("cn-shenzhen")->opsStaffPerYear->money.amount == 1.5);
    REQUIRE(browser.selectEntry(CatalogBrowser::Nics, QStringLiteral("roce-400g")));
    browser.overrideSelected();
    CHECK(f.document.catalog().nic("roce-400g")->costPerPort->provenance.origin == Origin::Plan);

    CatalogModel* offerings = browser.model(CatalogBrowser::Offerings);
    const std::string offering = offerings->entryId(0);
    REQUIRE(browser.selectEntry(CatalogBrowser::Offerings, QString::fromStdString(offering)));
    browser.overrideSelected();
    CHECK(offerings->rowOrigin(0) == Origin::Plan);
    CHECK(fields == std::vector<std::string> {"opsStaffPerYear", "costPerPort", fields.back()});
    CHECK(f.document.plan().priceOverrides.size() == 3);

    // Model presets and FX rates carry no prices: nothing to override.
    REQUIRE(browser.selectEntry(CatalogBrowser::Models, QStringLiteral("llama3-70b")));
    CHECK_FALSE(browser.overrideButton()->isEnabled());
}

TEST_CASE("The detail pane shows every figure with clickable sources", "[catalog]")
{
    CatalogFixture f;
    CatalogBrowser browser(&f.document);
    std::vector<QUrl> opened;
    browser.setLinkOpener([&](const QUrl& url) { opened.push_back(url); });
    REQUIRE(browser.selectEntry(CatalogBrowser::Gpus, QStringLiteral("h100-sxm5-80gb")));
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
    REQUIRE(browser.selectEntry(CatalogBrowser::Gpus, QStringLiteral("h20-96gb")));
    planner::testing::saveShot(&browser, QStringLiteral("catalog_browser"));
    REQUIRE(browser.selectEntry(CatalogBrowser::Regions, QStringLiteral("cn-shenzhen")));
    planner::testing::saveShot(&browser, QStringLiteral("catalog_regions"));
    REQUIRE(browser.selectEntry(CatalogBrowser::Offerings, QStringLiteral("aws-p5-us-west-oregon")));
    planner::testing::saveShot(&browser, QStringLiteral("catalog_offerings"));
}
