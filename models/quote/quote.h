#pragma once
// A quote as data: what leaves the budgeting meeting, per scenario the bill of materials, the four
// ways to get the compute with their totals and NPV, the recommendation, the assumptions with their
// source and date, and the findings. Qt-free; the PDF (ui/quote_pdf) and the CSV (quoteToCsv) both
// print this one structure, so the two files always show the same figures.
//
// EXACTNESS: every money figure is in integer minor units of the scenario's display currency, as
// printed. Unit price = round(unit price); line total = unit price × quantity; line VAT =
// round(line total × VAT rate); subtotal = Σ line totals; VAT = Σ line VAT; grand total = subtotal +
// VAT. So the printed lines add up to the printed totals to the smallest unit. The TCO figures come
// from the TCO engine (rounded once each); the BOM's grand total can differ from the purchase
// option's hardware cost by the rounding of unit prices.

#include "models/base/money.h"
#include "models/catalog/catalog.h"
#include "models/plan/plan.h"
#include "models/rules/rules.h"
#include "models/sizing/node_topology.h"
#include "models/tco/tco.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace planner {

struct QuoteLine {
    std::string kind; // "gpu", "cpu", … as in CapexLine
    std::string item; // display name
    std::string modelId; // catalog id
    MinorUnits unitPrice = 0;
    std::int64_t quantity = 0;
    MinorUnits lineTotal = 0;
    double vatPct = 0;
    MinorUnits vat = 0;
    bool priced = true;
    Money original; // as the catalog or the plan's override gave it
    Provenance provenance;
};

struct QuoteOption {
    TcoOption option = TcoOption::Purchase;
    bool available = false;
    // False when the rental's servers cannot carry the build's nodes as estimated: priced and flagged,
    // never recommended.
    bool likeForLike = true;
    std::string reason; // why not available, in the quote's language
    MinorUnits total = 0;
    MinorUnits npv = 0;
    std::string offering; // "provider offering-id (class): why this one" when rented
    std::array<MinorUnits, kCostCategoryCount> byCategory {};
    std::vector<MinorUnits> discountedCumulative; // months 0..H in present value, for the chart
};

struct QuoteAssumption {
    std::string label; // in the quote's language
    std::string value; // formatted, with unit
    std::string source; // catalog source, or how the figure was set/derived
    std::string asOf; // empty when not a dated figure
    bool estimate = false;
    Origin origin = Origin::Shipped;
    bool fromCatalog = false; // false: the plan's own setting or a derived figure
    std::string method; // how an estimate was made (catalog figures)
};

// The advisor's answer as the quote prints it (quote_advice.h makes it): the frontier for its chart and a
// few of its points for a table, so a meeting sees why the build was chosen. Texts in the quote's language.
struct QuoteAdviceRow {
    std::size_t frontierIndex = 0; // in Advice::frontier
    int number = 0; // beside its dot in the chart: 1, 2, … fastest first
    bool best = false;
    bool chosen = false; // the point picked in the window
    std::string build; // "2 × 8 NVIDIA H20 96GB (HGX, China)"
    std::string option;
    std::string region;
    std::string time; // "10.7 days" or "1,234 tokens/s"
    double days = 0;
    double tokensPerSecond = 0;
    MinorUnits npv = 0; // exact, as the TCO table prints it
    int warnings = 0;
    std::string why; // the advisor's sentence
};

struct QuoteAdvicePoint {
    double time = 0; // days, or tokens per second
    double npv = 0; // display currency
    bool best = false;
    int number = 0; // 0: not in the table
};

struct QuoteAdvice {
    bool training = true;
    std::string currency;
    double target = 0; // the deadline in days (or tokens/s); 0: none
    std::string title;
    std::string summary; // what was searched and what the frontier is
    std::string problem; // why there is no best point, with the nearest miss; empty when there is one
    std::vector<std::string> columns; // #, build, option, region, time, NPV, why
    std::string xAxis, yAxis; // the chart's axis titles
    std::string frontierLegend, bestLegend, targetLegend; // targetLegend empty without a target
    std::vector<QuoteAdvicePoint> frontier; // every frontier point, fastest first
    std::vector<QuoteAdviceRow> rows; // fastest first
};

struct QuoteScenario {
    std::string name;
    std::string regionId;
    std::string regionName; // in the quote's language
    std::string currency;
    int horizonMonths = 36;
    std::vector<QuoteLine> lines;
    MinorUnits subtotal = 0;
    MinorUnits vat = 0;
    MinorUnits grandTotal = 0;
    bool fullyPriced = true;
    std::array<QuoteOption, kTcoOptionCount> options;
    std::optional<TcoOption> recommended;
    std::string recommendation; // why, in the quote's language
    std::string verdict; // buy or rent, and above which utilisation (analysis/buy_or_rent_verdict.h)
    std::string breakEven; // the break-even rental price and what it means, in the quote's language
    std::vector<QuoteAssumption> assumptions;
    std::vector<Finding> findings; // the PDF renders their texts in the quote's language
    std::vector<FxUsed> fxRates;
    std::string fxDate; // the as-of date of the display currency's rate (oldest when several)
    std::vector<std::string> warnings; // the TCO engine's, in the quote's language
    TcoResult tco; // the engine's result, for the charts
    BuildTopology topology; // what the drawing of the build shows
    std::optional<QuoteAdvice> advice; // only when asked for (the search takes about 0.3 s)
};

struct Quote {
    std::string planName;
    std::string planDescription;
    std::string language; // "en" or "zh_CN"
    std::string date; // YYYY-MM-DD, the day the quote was made
    int validityDays = 30;
    std::string validUntil; // date + validityDays
    std::vector<QuoteScenario> scenarios;
};

// scenarioNames empty: every scenario, in plan order. Unknown names are skipped (the caller checks).
// `effective` is the catalog with the plan's price overrides (withOverrides()). Every text is rendered with
// `text` (englishText(), or the window's translations of `language`); `language` picks catalog names
// (a region's Chinese name) and is kept in the quote for the printer's punctuation.
Quote buildQuote(const Plan& plan, const Catalog& effective, const std::vector<std::string>& scenarioNames,
                 const TextLookup& text, std::string_view language, std::string today, int validityDays = 30);

// The date `days` after an ISO date (YYYY-MM-DD); the input unchanged when it is not a valid date.
std::string addDays(const std::string& isoDate, int days);

// Texts the quote prints (the text table's "quote.*" entries); the PDF and the CSV share them.
enum class QuoteText {
    Title,
    Plan,
    Scenario,
    Date,
    ValidUntil,
    Days,
    Currency,
    FxDate,
    Region,
    BillOfMaterials,
    Item,
    Model,
    UnitPrice,
    Quantity,
    LineTotal,
    VatRate,
    Vat,
    Subtotal,
    GrandTotal,
    NoPrice,
    PricesNote,
    Tco,
    Option,
    Total,
    Npv,
    Offering,
    Recommended,
    NotAvailable,
    CumulativeCost,
    CostBreakdown,
    Month,
    Assumptions,
    Assumption,
    Value,
    Source,
    AsOf,
    Estimate,
    Override,
    PlanSetting,
    Findings,
    NoFindings,
    Severity,
    Message,
    Ref,
    PriceSources,
    Page,
    Footer,
    Warnings,
    Build,
};

// "Page {page} of {pages}" style texts keep their {placeholders}; the caller fills them in.
std::string quoteText(QuoteText quoteText, const TextLookup& text);
Message severityLabel(Severity severity);

// The CSV quote: per scenario a header block, the bill of materials and the TCO table (see csv.h); its
// headings rendered with `text`, which should be the lookup the quote was built with.
std::string quoteToCsv(const Quote& quote, const TextLookup& text);

} // namespace planner
