// The quote as data and its CSV: exact totals, the recommendation, assumptions with sources, both
// languages, formula injection through plan and scenario names, and atomic writing.

#include "csv_parse.h"
#include "models/base/atomic_file.h"
#include "models/catalog/catalog_io.h"
#include "models/plan/plan_io.h"
#include "models/quote/quote.h"
#include "models/sizing/build.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

using namespace planner;

namespace {

const Catalog& shipped()
{
    static const Catalog catalog = loadCatalogFolder(SOURCE_CATALOG_DIR, Origin::Shipped, true).catalog;
    return catalog;
}

Plan examplePlan()
{
    PlanLoadResult loaded = loadPlan(EXAMPLES_DIR "/shenzhen-llm-finetune.json", &shipped());
    REQUIRE(loaded.ok());
    return *loaded.plan;
}

// Every text in «guillemets»: shows which strings of a quote came through the text layer.
class MarkedText final : public TextLookup {
public:
    std::string text(const TextEntry& entry) const override { return "«" + std::string(entry.english) + "»"; }
};

Quote exampleQuote(const std::string& language = "en", const Plan& plan = examplePlan(),
                   const TextLookup& text = englishText())
{
    return buildQuote(plan, withOverrides(shipped(), plan.priceOverrides), {}, text, language, "2026-11-30", 30);
}

// "1234.56" → 123456: the printed decimal read back at string level, no floating point.
MinorUnits printedMinor(const std::string& text)
{
    std::string digits;
    for (char c : text)
        if (c != '.')
            digits += c;
    REQUIRE(!digits.empty());
    return std::stoll(digits);
}

// The rows of one scenario's bill of materials in the CSV: from the header row after `section`
// to the grand-total row.
struct CsvBom {
    std::vector<std::vector<std::string>> lines;
    std::vector<std::string> subtotal, grandTotal;
};

std::vector<CsvBom> bomsIn(const std::vector<std::vector<std::string>>& rows, const std::string& section,
                           const std::string& subtotal, const std::string& grand)
{
    std::vector<CsvBom> out;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (rows[i].size() != 1 || rows[i][0] != section)
            continue;
        CsvBom bom;
        for (std::size_t j = i + 2; j < rows.size(); ++j) {
            if (rows[j][0] == subtotal)
                bom.subtotal = rows[j];
            else if (rows[j][0] == grand) {
                bom.grandTotal = rows[j];
                break;
            } else
                bom.lines.push_back(rows[j]);
        }
        out.push_back(bom);
    }
    return out;
}

} // namespace

TEST_CASE("buildQuote lists every scenario with exact integer totals", "[quote]")
{
    const Quote quote = exampleQuote();
    REQUIRE(quote.scenarios.size() == 3);
    CHECK(quote.validUntil == "2026-12-30");
    for (const QuoteScenario& s : quote.scenarios) {
        INFO(s.name);
        REQUIRE(!s.lines.empty());
        MinorUnits subtotal = 0, vat = 0;
        for (const QuoteLine& l : s.lines) {
            CHECK(l.lineTotal == l.unitPrice * l.quantity);
            CHECK(l.vat == toMinor(fromMinor(l.lineTotal, s.currency) * l.vatPct / 100.0, s.currency));
            subtotal += l.lineTotal;
            vat += l.vat;
        }
        CHECK(s.subtotal == subtotal);
        CHECK(s.vat == vat);
        CHECK(s.grandTotal == subtotal + vat);
        CHECK(s.currency == "CNY");
        CHECK_FALSE(s.fxDate.empty());
    }
}

TEST_CASE("the recommended option has the lowest NPV of the available ones doing the same work and says why", "[quote]")
{
    const Quote quote = exampleQuote();
    bool passedOver = false;
    for (const QuoteScenario& s : quote.scenarios) {
        INFO(s.name);
        REQUIRE(s.recommended);
        const QuoteOption& best = s.options[static_cast<std::size_t>(*s.recommended)];
        CHECK(best.available);
        CHECK(best.likeForLike);
        for (const QuoteOption& o : s.options)
            if (o.available && o.likeForLike)
                CHECK(best.npv <= o.npv);
            else if (o.available && o.npv < best.npv)
                passedOver = true; // cheaper, but its servers cannot carry the build's nodes
        // The example's 2 x HGX H20 has no Chinese rental with a network between servers: renting is
        // cheaper on paper but would not finish the run in the estimated time.
        CHECK(s.recommendation.find(render(optionLabel(best.option))) != std::string::npos);
        CHECK(s.recommendation.find(formatMinor(best.npv, s.currency)) != std::string::npos);
    }
    CHECK(passedOver);
}

TEST_CASE("assumptions carry their value, source and date", "[quote]")
{
    const Quote quote = exampleQuote();
    const QuoteScenario& s = quote.scenarios.front();
    auto find = [&](const std::string& label) -> const QuoteAssumption* {
        for (const auto& a : s.assumptions)
            if (a.label.rfind(label, 0) == 0)
                return &a;
        return nullptr;
    };
    for (const char* label : {"Region", "Electricity tariff", "Colocation", "FX rate"}) {
        INFO(label);
        const QuoteAssumption* a = find(label);
        REQUIRE(a);
        CHECK(a->fromCatalog);
        CHECK_FALSE(a->source.empty());
        CHECK(a->asOf.size() == 10);
    }
    for (const char* label : {"PUE", "Utilisation", "Horizon", "Discount rate"}) {
        INFO(label);
        const QuoteAssumption* a = find(label);
        REQUIRE(a);
        CHECK_FALSE(a->value.empty());
        CHECK_FALSE(a->source.empty()); // the plan setting, or how the figure was derived
    }
    CHECK(find("Horizon")->value == "36 months");

    // Money a month is written to the cent, a tariff to four decimals (it read 29,646.468 CNY/server-month).
    for (const QuoteScenario& scenario : quote.scenarios)
        for (const QuoteAssumption& a : scenario.assumptions) {
            if (a.label.rfind("Rental price per server-month", 0) != 0 && a.label.rfind("Electricity tariff", 0) != 0)
                continue;
            INFO(a.label << ": " << a.value);
            const std::string number = a.value.substr(0, a.value.find(' '));
            const auto point = number.find('.');
            const std::size_t decimals = point == std::string::npos ? 0 : number.size() - point - 1;
            CHECK(decimals <= (a.label.rfind("Electricity", 0) == 0 ? 4U : 2U));
        }
}

TEST_CASE("the CSV quote parses back to the same figures, adding up to the smallest unit", "[quote][csv]")
{
    const Quote quote = exampleQuote();
    const std::string text = quoteToCsv(quote, englishText());
    REQUIRE(text.rfind("\xEF\xBB\xBF", 0) == 0);
    const auto rows = testing::parseCsv(text);
    const auto boms = bomsIn(rows, "Bill of materials", "Subtotal (excl. VAT)", "Grand total (incl. VAT)");
    REQUIRE(boms.size() == quote.scenarios.size());
    for (std::size_t s = 0; s < boms.size(); ++s) {
        const QuoteScenario& q = quote.scenarios[s];
        const CsvBom& bom = boms[s];
        INFO(q.name);
        REQUIRE(bom.lines.size() == q.lines.size());
        MinorUnits lineSum = 0, vatSum = 0;
        for (std::size_t i = 0; i < bom.lines.size(); ++i) {
            const auto& row = bom.lines[i];
            REQUIRE(row.size() == 9);
            CHECK(row[1] == q.lines[i].modelId);
            const MinorUnits unit = printedMinor(row[2]), total = printedMinor(row[4]);
            CHECK(total == unit * std::stoll(row[3])); // as printed: unit × quantity
            CHECK(total == q.lines[i].lineTotal);
            CHECK(row[7] == q.lines[i].provenance.source);
            lineSum += total;
            vatSum += printedMinor(row[6]);
        }
        CHECK(printedMinor(bom.subtotal[4]) == lineSum);
        CHECK(printedMinor(bom.subtotal[6]) == vatSum);
        CHECK(printedMinor(bom.grandTotal[4]) == lineSum + vatSum);
        CHECK(bom.grandTotal[4] == formatMinor(q.grandTotal, q.currency, false, false));
    }
    // The TCO table: each available option's total and NPV as the quote holds them.
    std::size_t optionRows = 0;
    for (const auto& row : rows)
        for (const QuoteScenario& q : quote.scenarios)
            for (const QuoteOption& o : q.options)
                if (o.available && row.size() >= 3 && row[0] == render(optionLabel(o.option))
                    && row[1] == formatMinor(o.total, q.currency, false, false)
                    && row[2] == formatMinor(o.npv, q.currency, false, false))
                    ++optionRows;
    std::size_t available = 0;
    for (const QuoteScenario& q : quote.scenarios)
        for (const QuoteOption& o : q.options)
            available += o.available ? 1 : 0;
    CHECK(optionRows >= available);
}

TEST_CASE("every text of the CSV quote comes through the text layer, with the same figures", "[quote][csv]")
{
    // (The Chinese rendering itself is checked with the window's translations in tests/gui/test_quote_pdf.cpp.)
    const MarkedText marked;
    const Quote en = exampleQuote("en"), other = exampleQuote("zh_CN", examplePlan(), marked);
    CHECK(other.language == "zh_CN");
    const std::string text = quoteToCsv(other, marked);
    for (const char* heading : {"«Bill of materials»", "«Unit price»", "«Qty»", "«VAT»", "«Grand total (incl. VAT)»",
                                "«NPV»", "«Buy and self-host»"})
        CHECK(text.find(heading) != std::string::npos);
    for (std::size_t s = 0; s < en.scenarios.size(); ++s) {
        CHECK(other.scenarios[s].grandTotal == en.scenarios[s].grandTotal);
        // Marked as a whole, or inside the note that the build's errors come first.
        CHECK((other.scenarios[s].recommendation.rfind("«Recommended: ", 0) == 0
               || other.scenarios[s].recommendation.rfind("««Recommended: ", 0) == 0));
        for (const QuoteAssumption& a : other.scenarios[s].assumptions)
            CHECK(a.label.find("«") != std::string::npos);
    }
    const auto rows = testing::parseCsv(text);
    CHECK(bomsIn(rows, "«Bill of materials»", "«Subtotal (excl. VAT)»", "«Grand total (incl. VAT)»").size() == 3);
    // Outside the headings, no English word of the quote's own: only data (names, ids, sources) and figures.
    for (const char* english : {"Bill of materials", "Subtotal", "Recommended", "Utilisation", "Horizon"})
        for (const auto& row : rows)
            for (const auto& cell : row)
                if (cell.find(english) != std::string::npos)
                    CHECK(cell.find("«") != std::string::npos);
}

TEST_CASE("plan and scenario names cannot inject formulas into the CSV", "[quote][csv]")
{
    Plan plan = examplePlan();
    plan.name = "=cmd|' /C calc'!A0";
    const std::vector<std::string> names {"+1", "-1", "@x", "\tx", "\rx"};
    const Scenario base = plan.scenarios.front();
    plan.scenarios.clear();
    for (const auto& name : names) {
        plan.scenarios.push_back(base);
        plan.scenarios.back().name = name;
    }
    const auto rows = testing::parseCsv(quoteToCsv(exampleQuote("en", plan), englishText()));
    std::vector<std::string> seen;
    for (const auto& row : rows) {
        for (const auto& cell : row)
            if (!cell.empty() && cell.find_first_of("=+-@\t\r") == 0) {
                // Only numbers the program wrote may start with '-'.
                INFO(cell);
                CHECK(cell.front() == '-');
                CHECK(cell.find_first_not_of("-0123456789.") == std::string::npos);
            }
        if (row.size() == 2 && (row[0] == "Plan" || row[0] == "Scenario"))
            seen.push_back(row[1]);
    }
    CHECK(seen == std::vector<std::string> {"'=cmd|' /C calc'!A0", "'+1", "'-1", "'@x", "'\tx", "'\rx"});
}

TEST_CASE("a scenario selection quotes only the named scenarios", "[quote]")
{
    const Plan plan = examplePlan();
    const Quote quote = buildQuote(plan, withOverrides(shipped(), plan.priceOverrides), {plan.scenarios[1].name},
                                   englishText(), "en", "2026-11-30", 14);
    REQUIRE(quote.scenarios.size() == 1);
    CHECK(quote.scenarios[0].name == plan.scenarios[1].name);
    CHECK(quote.validUntil == "2026-12-14");
}

TEST_CASE("addDays crosses months, years and leap days, bad dates stay as given", "[quote]")
{
    CHECK(addDays("2026-12-20", 30) == "2027-01-19");
    CHECK(addDays("2028-02-28", 1) == "2028-02-29");
    CHECK(addDays("2027-02-28", 1) == "2027-03-01");
    CHECK(addDays("2026-02-30", 1) == "2026-02-30");
    CHECK(addDays("today", 1) == "today");
}

TEST_CASE("an unwritable CSV destination gives an error naming the file and leaves nothing", "[quote][csv]")
{
    const auto folder = std::filesystem::temp_directory_path() / "gpu-planner-quote-missing-folder";
    std::filesystem::remove_all(folder);
    const auto target = folder / "quote.csv";
    const auto error = writeFileAtomically(target, quoteToCsv(exampleQuote(), englishText()));
    REQUIRE(error);
    CHECK(error->find(target.string()) != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(target));
    CHECK_FALSE(std::filesystem::exists(folder));
}

TEST_CASE("the hardware the costs add up is the bill of materials' subtotal to the cent", "[quote][tco]")
{
    // A price converted into the plan's currency is a price to the cent, as the bill prints it: each line is
    // unit price × quantity, and their sum is what buying pays for hardware in month 0, in the TCO's CSV too.
    const Quote quote = exampleQuote();
    REQUIRE(quote.scenarios.size() == 3);
    for (const QuoteScenario& s : quote.scenarios) {
        INFO(s.name);
        MinorUnits lines = 0;
        for (const QuoteLine& line : s.lines)
            lines += line.unitPrice * line.quantity;
        CHECK(lines == s.subtotal);
        const OptionResult& buy = s.tco.option(TcoOption::Purchase);
        REQUIRE(buy.available);
        CHECK(toMinor(buy.months.front()[static_cast<std::size_t>(CostCategory::Hardware)], s.currency) == s.subtotal);
    }
}
