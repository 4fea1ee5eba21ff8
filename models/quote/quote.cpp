#include "models/quote/quote.h"

#include "models/quote/quote_advice.h"

#include "models/analysis/buy_or_rent_verdict.h"
#include "models/analysis/scenario_analysis.h"
#include "models/base/csv.h"
#include "models/base/money.h"
#include "models/plan/plan_enum_names.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>

namespace planner {

namespace {

bool chinese(std::string_view language)
{
    return language.rfind("zh", 0) == 0;
}

// The text-table key of each QuoteText, in the enum's order.
constexpr std::string_view kTextKeys[] = {
    "quote.title",
    "quote.plan",
    "quote.scenario",
    "quote.date",
    "quote.valid_until",
    "quote.days",
    "quote.currency",
    "quote.fx_date",
    "quote.region",
    "quote.bill_of_materials",
    "quote.item",
    "quote.model",
    "quote.unit_price",
    "quote.quantity",
    "quote.line_total",
    "quote.vat_rate",
    "quote.vat",
    "quote.subtotal",
    "quote.grand_total",
    "quote.no_price",
    "quote.prices_note",
    "quote.tco",
    "quote.option",
    "quote.total",
    "quote.npv",
    "quote.offering",
    "quote.recommended",
    "quote.not_available",
    "quote.cumulative_cost",
    "quote.cost_breakdown",
    "quote.month",
    "quote.assumptions",
    "quote.assumption",
    "quote.value",
    "quote.source",
    "quote.as_of",
    "quote.estimate",
    "quote.override",
    "quote.plan_setting",
    "quote.findings",
    "quote.no_findings",
    "quote.severity",
    "quote.message",
    "quote.ref",
    "quote.price_sources",
    "quote.page",
    "quote.footer",
    "quote.warnings",
    "quote.build",
};
static_assert(std::size(kTextKeys) == static_cast<std::size_t>(QuoteText::Build) + 1);

// The inputs of the cost model in the order a finance reader wants them; the rest follow in the engine's
// order. The first three (tariff, colocation, PUE) come before the plan's own settings.
constexpr std::string_view kInputOrder[] = {
    "electricity_tariff",
    "colocation_per_kw_month",
    "pue",
    "it_power",
    "cooling_capex_per_kw",
    "installation",
    "vat_goods",
    "vat_services",
    "staff_per_year",
    "idle_draw",
    "egress_per_tb",
    "on_demand_price",
    "rental_price",
};

std::string replaceAll(std::string text, std::string_view key, std::string_view value)
{
    for (std::size_t at = text.find(key); at != std::string::npos; at = text.find(key, at + value.size()))
        text.replace(at, key.size(), value);
    return text;
}

// A figure with up to `decimals` decimals, trailing zeros dropped: 0.7500 → "0.75", 36.0 → "36".
std::string trimmed(double value, int decimals)
{
    char buffer[64];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals).ptr;
    std::string text(buffer, end);
    if (text.find('.') != std::string::npos) {
        text.erase(text.find_last_not_of('0') + 1);
        if (text.back() == '.')
            text.pop_back();
    }
    return text == "-0" ? "0" : text;
}

// 1234567.5 → "1,234,567.5": thousands grouped for reading, '.' decimals.
std::string grouped(std::string text)
{
    const std::size_t start = text.front() == '-' ? 1 : 0;
    std::size_t end = text.find('.');
    if (end == std::string::npos)
        end = text.size();
    for (std::size_t at = end; at > start + 3; at -= 3)
        text.insert(at - 3, 1, ',');
    return text;
}

// Where a figure was set: the plan file (override), a user catalog, or the shipped catalog.
QuoteAssumption catalogAssumption(std::string label, std::string value, const Provenance& p)
{
    return {std::move(label), std::move(value), p.source, p.asOf, p.estimate, p.origin, true, p.method};
}

QuoteAssumption planSetting(std::string label, std::string value, const TextLookup& text)
{
    return {std::move(label),
            std::move(value),
            quoteText(QuoteText::PlanSetting, text),
            {},
            false,
            Origin::Plan,
            false,
            {}};
}

std::vector<QuoteAssumption> assumptionsFor(const Scenario& s, const Catalog& catalog, const TcoResult& tco,
                                            const TextLookup& text, std::string_view lang)
{
    std::vector<QuoteAssumption> out;
    const bool zh = chinese(lang);
    const auto say = [&](const char* key, Args args = {}) { return render(Message(key, std::move(args)), text); };
    if (const Region* region = catalog.region(s.site.regionId))
        out.push_back(
            catalogAssumption(quoteText(QuoteText::Region, text),
                              (zh && !region->nameZh.empty() ? region->nameZh : region->name) + " (" + region->id + ")",
                              region->provenance));
    // The engine's traced inputs in the order of the table above, then anything not in it.
    std::vector<const TracedInput*> inputs;
    for (const auto& input : tco.inputs)
        if (input.id != "capex") // the bill of materials lists those, with their sources
            inputs.push_back(&input);
    auto rank = [](const TracedInput* in) {
        return static_cast<std::size_t>(std::find(std::begin(kInputOrder), std::end(kInputOrder), in->id)
                                        - std::begin(kInputOrder));
    };
    std::stable_sort(inputs.begin(), inputs.end(),
                     [&](const TracedInput* a, const TracedInput* b) { return rank(a) < rank(b); });
    auto addInput = [&](const TracedInput* in) {
        std::string label = render(in->label, text);
        // A rate per unit keeps four decimals where it is small (CNY 0.3815/kWh), cents where it is not
        // (29,646.47 CNY/server-month, not 29,646.468).
        const bool fineRate = in->unit.find('/') != std::string::npos && std::fabs(in->value) < 100;
        std::string value = grouped(trimmed(in->value, fineRate ? 4 : 2));
        if (const std::string unit = render(in->unitLabel, text); !unit.empty())
            value += (unit.front() == '%' ? "" : " ") + unit;
        const bool dated = !in->provenance.source.empty();
        out.push_back(dated ? catalogAssumption(std::move(label), std::move(value), in->provenance)
                            : QuoteAssumption {std::move(label),
                                               std::move(value),
                                               render(in->methodText, text),
                                               {},
                                               false,
                                               Origin::Shipped,
                                               false,
                                               {}});
        if (dated)
            out.back().method = in->provenance.method;
    };
    std::size_t next = 0;
    // Tariff, colocation and PUE first (the brief of a finance reader), then the plan's own settings.
    for (; next < inputs.size() && rank(inputs[next]) <= 2; ++next)
        addInput(inputs[next]);
    const Finance& f = s.finance;
    std::string utilisation = trimmed(f.utilisationPct, 1) + "%";
    if (f.profile == UtilisationProfile::Ramp)
        utilisation = trimmed(f.rampStartPct, 1) + "% → " + trimmed(f.rampEndPct, 1) + "%";
    out.push_back(planSetting(say("quote.utilisation"), utilisation, text));
    out.push_back(
        planSetting(say("quote.horizon"), say("quote.months", {{"months", std::to_string(f.horizonMonths)}}), text));
    out.push_back(planSetting(say("quote.discount_rate"),
                              say("quote.pct_a_year", {{"pct", trimmed(f.discountRatePct, 2)}}), text));
    for (const auto& fx : tco.fxRates)
        if (fx.currency != "USD")
            out.push_back(catalogAssumption(say("quote.fx_rate"),
                                            "1 USD = " + trimmed(fx.perUsd, 4) + " " + fx.currency, fx.provenance));
    for (; next < inputs.size(); ++next)
        addInput(inputs[next]);
    return out;
}

QuoteScenario quoteScenario(const Scenario& s, const Catalog& catalog, const TextLookup& text, const std::string& lang)
{
    const ScenarioAnalysis analysis = analyseScenario(s, catalog);
    const TcoResult& tco = analysis.tco;
    QuoteScenario q;
    q.name = s.name;
    q.topology = buildTopology(s, catalog, analysis.build);
    q.currency = s.finance.displayCurrency;
    q.horizonMonths = s.finance.horizonMonths;
    q.regionId = s.site.regionId;
    const Region* region = catalog.region(s.site.regionId);
    q.regionName = region ? (chinese(lang) && !region->nameZh.empty() ? region->nameZh : region->name) : q.regionId;
    const double vatPct = region ? region->vatHardwarePct : 0.0;
    const std::string& cur = q.currency;

    // Bill of materials: round the unit price once, then everything else is integer arithmetic.
    for (const CapexLine& c : analysis.build.capex) {
        QuoteLine line;
        line.kind = c.kind;
        line.item = c.item;
        if (const Platform* platform = c.kind == "platform" ? catalog.platform(c.id) : nullptr)
            line.item = render(localName(*platform), text);
        if (c.kind == "fabric") // the NIC's share of switch ports, optics and cables, per port
            line.item = render(Message("quote.fabric_item", {{"item", c.item}}), text);
        line.modelId = c.id;
        line.priced = c.priced;
        line.original = c.original;
        line.provenance = c.provenance;
        line.quantity = std::llround(c.quantity);
        line.unitPrice = c.priced ? toMinor(c.unitPrice, cur) : 0;
        line.lineTotal = line.unitPrice * line.quantity;
        line.vatPct = vatPct;
        line.vat = toMinor(fromMinor(line.lineTotal, cur) * vatPct / 100.0, cur);
        q.subtotal += line.lineTotal;
        q.vat += line.vat;
        q.fullyPriced = q.fullyPriced && c.priced;
        q.lines.push_back(std::move(line));
    }
    q.grandTotal = q.subtotal + q.vat;

    for (int i = 0; i < kTcoOptionCount; ++i) {
        const OptionResult& o = tco.options[static_cast<std::size_t>(i)];
        QuoteOption& qo = q.options[static_cast<std::size_t>(i)];
        qo.option = o.option;
        qo.available = o.available;
        qo.likeForLike = o.notLikeForLike.empty();
        qo.reason = render(o.reasonText, text);
        if (!o.available)
            continue;
        qo.total = toMinor(o.total, cur);
        qo.npv = toMinor(o.npv, cur);
        if (!o.offeringId.empty())
            qo.offering = render(providerName(o), text) + " " + o.offeringId + " ("
                + render(Message("provider_class." + std::string(o.providerClass ? enumName(*o.providerClass) : "")),
                         text)
                + "): " + render(o.matchText, text);
        for (int c = 0; c < kCostCategoryCount; ++c)
            qo.byCategory[static_cast<std::size_t>(c)] = toMinor(o.byCategory[static_cast<std::size_t>(c)], cur);
        for (double v : o.discountedCumulative)
            qo.discountedCumulative.push_back(toMinor(v, cur));
    }
    if (const OptionResult* best = recommendedOption(tco))
        q.recommended = best->option;
    if (q.recommended)
        q.recommendation = render(recommendation(tco, analysis.findings), text);
    q.verdict = render(buyOrRentVerdict(tco, catalog), text);
    if (tco.breakEvenRentalPrice) {
        const Gpu* gpu = catalog.gpu(tco.gpuId);
        q.breakEven = render(
            Message("quote.break_even_rental_price",
                    {{"price", moneyArg(*tco.breakEvenRentalPrice, cur)}, {"gpu", gpu ? gpu->name : tco.gpuId}}),
            text);
    }
    q.assumptions = assumptionsFor(s, catalog, tco, text, lang);
    // The time to train that sizes the work, and whether a measured run stands behind it.
    if (const ComputeEstimate& c = analysis.estimate.compute; c.applicable) {
        const auto say = [&](const char* key, Args args = {}) { return render(Message(key, std::move(args)), text); };
        QuoteAssumption time
            = planSetting(say("quote.time_to_train"), say("quote.days_count", {{"days", trimmed(c.days, 1)}}), text);
        time.origin = c.calibration ? Origin::Plan : Origin::Shipped;
        time.source = c.calibration ? say("quote.calibrated_from", {{"date", c.calibration->date}})
                                    : say("quote.estimated_from_formulas");
        time.estimate = !c.calibration;
        q.assumptions.push_back(std::move(time));
    }
    q.findings = analysis.findings;
    q.fxRates = tco.fxRates;
    for (const Message& warning : tco.warningTexts)
        q.warnings.push_back(render(warning, text));
    q.tco = tco;
    if (const FxRate* fx = catalog.fxRate(cur))
        q.fxDate = fx->provenance.asOf;
    for (const auto& fx : tco.fxRates) // a conversion through an older rate dates the whole quote
        if (!fx.provenance.asOf.empty() && fx.currency != "USD" && (q.fxDate.empty() || fx.provenance.asOf < q.fxDate))
            q.fxDate = fx.provenance.asOf;
    return q;
}

} // namespace

std::string addDays(const std::string& isoDate, int days)
{
    using namespace std::chrono;
    int y = 0;
    unsigned m = 0, d = 0;
    if (isoDate.size() != 10 || std::sscanf(isoDate.c_str(), "%4d-%2u-%2u", &y, &m, &d) != 3)
        return isoDate;
    const year_month_day date {year {y}, month {m}, day {d}};
    if (!date.ok())
        return isoDate;
    const year_month_day later {sys_days {date} + std::chrono::days {days}};
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%04d-%02u-%02u", static_cast<int>(later.year()),
                  static_cast<unsigned>(later.month()), static_cast<unsigned>(later.day()));
    return buffer;
}

Quote buildQuote(const Plan& plan, const Catalog& effective, const std::vector<std::string>& scenarioNames,
                 const TextLookup& text, std::string_view language, std::string today, int validityDays)
{
    Quote quote;
    quote.planName = plan.name;
    quote.planDescription = plan.description;
    quote.language = chinese(language) ? "zh_CN" : "en";
    quote.date = std::move(today);
    quote.validityDays = validityDays;
    quote.validUntil = addDays(quote.date, validityDays);
    for (const Scenario& s : plan.scenarios)
        if (scenarioNames.empty()
            || std::find(scenarioNames.begin(), scenarioNames.end(), s.name) != scenarioNames.end())
            quote.scenarios.push_back(quoteScenario(s, effective, text, quote.language));
    return quote;
}

std::string quoteText(QuoteText quoteText, const TextLookup& text)
{
    return render(Message(std::string(kTextKeys[static_cast<std::size_t>(quoteText)])), text);
}

Message severityLabel(Severity severity)
{
    constexpr std::string_view keys[] = {"severity.error", "severity.warning", "severity.info"};
    return Message(std::string(keys[static_cast<std::size_t>(severity)]));
}

std::string quoteToCsv(const Quote& quote, const TextLookup& text)
{
    auto t = [&](QuoteText key) { return quoteText(key, text); };
    CsvWriter csv;
    csv.text(t(QuoteText::Title)).endRow();
    csv.text(t(QuoteText::Plan)).text(quote.planName).endRow();
    csv.text(t(QuoteText::Date)).text(quote.date).endRow();
    csv.text(t(QuoteText::ValidUntil)).text(quote.validUntil).endRow();
    for (const QuoteScenario& s : quote.scenarios) {
        const std::string& cur = s.currency;
        csv.endRow();
        csv.text(t(QuoteText::Scenario)).text(s.name).endRow();
        csv.text(t(QuoteText::Region)).text(s.regionName).endRow();
        csv.text(t(QuoteText::Currency)).text(cur).endRow();
        csv.text(t(QuoteText::FxDate)).text(s.fxDate).endRow();
        csv.endRow();
        csv.text(t(QuoteText::BillOfMaterials)).endRow();
        csv.text(t(QuoteText::Item))
            .text(t(QuoteText::Model))
            .text(t(QuoteText::UnitPrice))
            .text(t(QuoteText::Quantity))
            .text(t(QuoteText::LineTotal))
            .text(std::string(t(QuoteText::VatRate)) + " %")
            .text(t(QuoteText::Vat))
            .text(t(QuoteText::Source))
            .text(t(QuoteText::AsOf));
        csv.endRow();
        for (const QuoteLine& l : s.lines) {
            csv.text(l.item).text(l.modelId).money(l.unitPrice, cur).integer(l.quantity).money(l.lineTotal, cur);
            csv.number(l.vatPct, 2).money(l.vat, cur);
            if (l.priced)
                csv.text(l.provenance.source).text(l.provenance.asOf);
            else
                csv.text(t(QuoteText::NoPrice)).empty();
            csv.endRow();
        }
        csv.text(t(QuoteText::Subtotal))
            .empty()
            .empty()
            .empty()
            .money(s.subtotal, cur)
            .empty()
            .money(s.vat, cur)
            .endRow();
        csv.text(t(QuoteText::GrandTotal)).empty().empty().empty().money(s.grandTotal, cur).endRow();
        csv.endRow();
        csv.text(replaceAll(std::string(t(QuoteText::Tco)), "{months}", std::to_string(s.horizonMonths))).endRow();
        csv.text(t(QuoteText::Option))
            .text(t(QuoteText::Total))
            .text(t(QuoteText::Npv))
            .text(t(QuoteText::Recommended))
            .text(t(QuoteText::Offering));
        csv.endRow();
        for (const QuoteOption& o : s.options) {
            csv.text(render(optionLabel(o.option), text));
            if (o.available)
                csv.money(o.total, cur)
                    .money(o.npv, cur)
                    .text(s.recommended == o.option ? t(QuoteText::Recommended) : "")
                    .text(o.offering);
            else
                csv.empty().empty().empty().text(
                    render(Message("quote.not_available_because", {{"reason", o.reason}}), text));
            csv.endRow();
        }
        if (!s.verdict.empty())
            csv.text(s.verdict).endRow();
        if (!s.recommendation.empty())
            csv.text(s.recommendation).endRow();
        if (!s.breakEven.empty())
            csv.text(s.breakEven).endRow();
        if (s.advice)
            writeAdviceCsv(csv, *s.advice);
    }
    return csv.str();
}

} // namespace planner
