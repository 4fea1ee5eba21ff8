// The PDF quote checked the way a reader would: its text layer (pdftotext) holds the totals, the
// Chinese headings and the source of each price; every font is embedded (pdffonts); failed writes
// leave no file. With GPU_PLANNER_TEST_SHOTS set, pages are also rendered there
// as quote-*.png for a look.

#include "gui_fixture.h"
#include "models/plan/plan_io.h"
#include "ui/common/core_text.h"
#include "ui/common/translations.h"
#include "ui/export/quote_pdf.h"
#include "ui/export/quote_print.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace planner;

namespace {

Quote exampleQuote(const std::string& language)
{
    const PlanLoadResult loaded = loadPlan(EXAMPLES_DIR "/shenzhen-llm-finetune.json", &testing::shippedCatalog());
    REQUIRE(loaded.ok());
    return buildQuote(*loaded.plan, withOverrides(testing::shippedCatalog(), loaded.plan->priceOverrides), {},
                      ui::textFor(language), language, "2026-11-30", 30);
}

QString run(const QString& program, const QStringList& arguments)
{
    QProcess process;
    process.start(program, arguments);
    REQUIRE(process.waitForFinished(planner::testing::kEventWaitMs));
    REQUIRE(process.exitCode() == 0);
    return QString::fromUtf8(process.readAllStandardOutput());
}

// pdftotext breaks long lines (URLs) where the page does: compare without any white space.
QString squeezed(QString text)
{
    text.remove(QRegularExpression(QStringLiteral("\\s")));
    return text;
}

QString writePdf(const Quote& quote, const QTemporaryDir& folder, const QString& name)
{
    const QString file = folder.filePath(name);
    const QString error = ui::writeQuotePdf(quote, file);
    INFO(error.toStdString());
    REQUIRE(error.isEmpty());
    return file;
}

void checkFontsEmbedded(const QString& file)
{
    const QStringList lines = run(QStringLiteral("pdffonts"), {file}).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    REQUIRE(lines.size() >= 3); // header, rule, at least one font
    const qsizetype embColumn = lines[0].indexOf(QStringLiteral("emb"));
    REQUIRE(embColumn > 0);
    for (qsizetype i = 2; i < lines.size(); ++i) {
        INFO(lines[i].toStdString());
        CHECK(lines[i].mid(embColumn, 3) == QStringLiteral("yes"));
        CHECK(lines[i].contains(QStringLiteral("WenQuanYi")));
    }
}

// Pages rendered for a person to look at, only when GPU_PLANNER_TEST_SHOTS names a folder.
void renderPages(const QString& file, const QString& prefix)
{
    const QString folder = qEnvironmentVariable("GPU_PLANNER_TEST_SHOTS");
    if (folder.isEmpty())
        return;
    const QString stem = folder + QLatin1Char('/') + prefix;
    QFile::remove(stem + QStringLiteral(".pdf"));
    QFile::copy(file, stem + QStringLiteral(".pdf")); // to open by hand
    run(QStringLiteral("pdftoppm"), {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("60"), file, stem});
}

} // namespace

TEST_CASE("the English PDF quote holds every grand total, NPV and price source in its text", "[pdf]")
{
    QTemporaryDir folder;
    const Quote quote = exampleQuote("en");
    const QString file = writePdf(quote, folder, QStringLiteral("quote.pdf"));
    const QString text = run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), file, QStringLiteral("-")});
    const QString flat = squeezed(text);
    CHECK(text.contains(QStringLiteral("Bill of materials")));
    CHECK(text.contains(QStringLiteral("Page 1 of")));
    CHECK(text.contains(QStringLiteral("Valid until")));
    for (const QuoteScenario& s : quote.scenarios) {
        INFO(s.name);
        CHECK(text.contains(QString::fromStdString(s.name)));
        CHECK(text.contains(QString::fromStdString(formatMinor(s.grandTotal, s.currency, true, false))));
        CHECK(text.contains(QString::fromStdString(formatMinor(s.subtotal, s.currency, true, false))));
        for (const QuoteOption& o : s.options)
            if (o.available)
                CHECK(text.contains(QString::fromStdString(formatMinor(o.npv, s.currency, true, false))));
        for (const QuoteLine& l : s.lines) {
            INFO(l.provenance.source);
            CHECK(flat.contains(squeezed(QString::fromStdString(l.provenance.source))));
            CHECK(text.contains(QString::fromStdString(formatMinor(l.lineTotal, s.currency, true, false))));
        }
        for (const QuoteAssumption& a : s.assumptions)
            if (a.fromCatalog)
                CHECK(flat.contains(squeezed(QString::fromStdString(a.source))));
    }
    checkFontsEmbedded(file);
    renderPages(file, QStringLiteral("quote-en"));
}

TEST_CASE("the Chinese PDF quote has Chinese headings and keeps its digits searchable", "[pdf]")
{
    // The window stays in English: the quote's language is its own.
    QTemporaryDir folder;
    const Quote quote = exampleQuote("zh_CN");
    const QString file = writePdf(quote, folder, QStringLiteral("报价.pdf"));
    const QString text = run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), file, QStringLiteral("-")});
    for (const char* heading : {"报价单", "物料清单", "总计（含税）", "净现值", "假设条件", "检查结果", "价格来源",
                                "购买自建", "推荐", "电价", "利用率"})
        CHECK(text.contains(QString::fromUtf8(heading)));
    // Findings and the cost model's inputs in Chinese too, not in English.
    for (const char* english : {"Buy and self-host", "Electricity tariff", "Utilisation", "needed per GPU"})
        CHECK_FALSE(text.contains(QString::fromUtf8(english)));
    CHECK(text.contains(QStringLiteral("第 1 页")));
    for (const QuoteScenario& s : quote.scenarios)
        CHECK(text.contains(QString::fromStdString(formatMinor(s.grandTotal, s.currency, true, false))));
    checkFontsEmbedded(file);
    renderPages(file, QStringLiteral("quote-zh"));
}

TEST_CASE("the PDF quote carries the build drawing as vector text and shapes", "[pdf][drawing]")
{
    QTemporaryDir folder;
    const QString english = writePdf(exampleQuote("en"), folder, QStringLiteral("quote.pdf"));
    const QString text = run(QStringLiteral("pdftotext"), {english, QStringLiteral("-")});
    // The example's H20 node: 8 GPUs on one NVSwitch board, 272 of 352 PCIe lanes, its rack.
    CHECK(text.contains(QStringLiteral("The build: one node of each group, and the racks")));
    CHECK(text.contains(QStringLiteral("NVLink 4 (NVSwitch) · 900 GB/s per GPU")));
    CHECK(text.contains(QStringLiteral("PCIe: 272 of 352 lanes")));
    // A node over Shenzhen's 5 kW colocation cabinet, rented the power of two: the 4 cabinets the TCO prices.
    CHECK(text.contains(QStringLiteral("5.85 / 2 × 5 kW")));
    CHECK(text.contains(QStringLiteral("Cabinets: 4 rented at 5 kW")));
    const QString chinese = writePdf(exampleQuote("zh_CN"), folder, QStringLiteral("报价.pdf"));
    const QString zh = run(QStringLiteral("pdftotext"), {chinese, QStringLiteral("-")});
    CHECK(zh.contains(QStringLiteral("PCIe：已用 272 / 352 条通道")));
    CHECK(zh.contains(QStringLiteral("每 GPU 900 GB/s")));
    CHECK_FALSE(zh.contains(QStringLiteral("The build: one node")));
    CHECK_FALSE(zh.contains(QStringLiteral("lanes")));
}

TEST_CASE("the Chinese CSV quote has Chinese headings, labels and the same figures", "[pdf][csv]")
{
    const Quote en = exampleQuote("en"), zh = exampleQuote("zh_CN");
    CHECK(zh.language == "zh_CN");
    const std::string text = quoteToCsv(zh, ui::textFor("zh_CN"));
    for (const char* heading : {"物料清单", "单价", "数量", "增值税", "总计（含税）", "净现值", "购买自建", "推荐"})
        CHECK(text.find(heading) != std::string::npos);
    for (const char* english : {"Bill of materials", "Buy and self-host", "Recommended"})
        CHECK(text.find(english) == std::string::npos);
    for (std::size_t s = 0; s < en.scenarios.size(); ++s)
        CHECK(zh.scenarios[s].grandTotal == en.scenarios[s].grandTotal);
}

TEST_CASE("writing the PDF or CSV quote into a missing folder fails cleanly", "[pdf]")
{
    QTemporaryDir folder;
    const Quote quote = exampleQuote("en");
    for (const QString& name : {QStringLiteral("missing/quote.pdf"), QStringLiteral("missing/quote.csv")}) {
        const QString file = folder.filePath(name);
        const QString error = ui::writeQuoteFile(quote, file);
        INFO(error.toStdString());
        CHECK(error.contains(file));
        CHECK_FALSE(QFile::exists(file));
    }
    CHECK_FALSE(QDir(folder.filePath(QStringLiteral("missing"))).exists());
}

TEST_CASE("an existing quote file is replaced whole, with no temporary left beside it", "[pdf]")
{
    QTemporaryDir folder;
    const Quote quote = exampleQuote("en");
    for (const QString& name : {QStringLiteral("quote.pdf"), QStringLiteral("quote.csv")}) {
        const QString file = folder.filePath(name);
        QFile old(file);
        REQUIRE(old.open(QIODevice::WriteOnly));
        old.write(QByteArray(1 << 20, 'x'));
        old.close();
        REQUIRE(ui::writeQuoteFile(quote, file).isEmpty());
        QFile written(file);
        REQUIRE(written.open(QIODevice::ReadOnly));
        const QByteArray bytes = written.readAll();
        CHECK_FALSE(bytes.contains("xxxxxxxx"));
        if (name.endsWith(QStringLiteral(".pdf"))) {
            CHECK(bytes.startsWith("%PDF-"));
            CHECK(bytes.trimmed().endsWith("%%EOF"));
        } else {
            CHECK(bytes.startsWith("\xEF\xBB\xBF"));
            CHECK(bytes == QByteArray::fromStdString(quoteToCsv(quote, englishText())));
        }
    }
    CHECK(QDir(folder.path()).entryList(QDir::Files | QDir::Hidden).size() == 2);
}

TEST_CASE("File > Export… writes the open document's quote, PDF or CSV by the file name", "[pdf]")
{
    testing::WindowFixture f;
    REQUIRE(f.window->openFile(testing::WindowFixture::example()));
    QTemporaryDir folder;
    const ui::Document& document = *f.window->document();
    const QString pdf = folder.filePath(QStringLiteral("quote.pdf")),
                  csv = folder.filePath(QStringLiteral("quote.CSV"));
    REQUIRE(ui::exportDocumentQuote(document, QStringLiteral("en"), pdf).isEmpty());
    REQUIRE(ui::exportDocumentQuote(document, QStringLiteral("en"), csv).isEmpty());
    const QString text = run(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    for (const auto& s : document.plan().scenarios)
        CHECK(text.contains(QString::fromStdString(s.name)));
    QFile csvFile(csv);
    REQUIRE(csvFile.open(QIODevice::ReadOnly));
    CHECK(csvFile.readAll().startsWith("\xEF\xBB\xBFQuotation\r\n"));
    const Quote current = ui::documentQuote(document, false, QStringLiteral("zh_CN"));
    REQUIRE(current.scenarios.size() == 1);
    CHECK(current.language == "zh_CN");
    CHECK(current.validUntil == addDays(current.date, 30));
}
