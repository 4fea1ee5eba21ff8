#include "quote/quote.h"

#include "analysis/scenario_analysis.h"
#include "base/csv.h"

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

struct Bilingual {
    const char* en;
    const char* zh;
};

// Indexed by QuoteText; the order must follow the enum.
constexpr Bilingual kTexts[] = {
    {"Quotation", "报价单"},
    {"Plan", "计划"},
    {"Scenario", "方案"},
    {"Date", "日期"},
    {"Valid until", "有效期至"},
    {"days", "天"},
    {"Currency", "币种"},
    {"FX rate as of", "汇率日期"},
    {"Region", "地区"},
    {"Bill of materials", "物料清单"},
    {"Item", "项目"},
    {"Model", "型号"},
    {"Unit price", "单价"},
    {"Qty", "数量"},
    {"Line total", "金额"},
    {"VAT rate", "税率"},
    {"VAT", "增值税"},
    {"Subtotal (excl. VAT)", "小计（不含税）"},
    {"Grand total (incl. VAT)", "总计（含税）"},
    {"no price in the catalog", "目录中无价格"},
    {"Prices in {currency}, converted at the dated FX rates below. Figures are rounded to the smallest unit "
     "per line; the totals are the sums of the printed lines.",
     "价格以 {currency} 计，按下列注明日期的汇率换算。每行金额取整到最小货币单位，合计为所列各行之和。"},
    {"Total cost of ownership over {months} months", "{months} 个月总拥有成本"},
    {"Option", "方式"},
    {"Total", "总成本"},
    {"NPV", "净现值"},
    {"Offering", "云产品"},
    {"Recommended", "推荐"},
    {"not available", "不可用"},
    {"Cumulative cost", "累计成本"},
    {"Cost breakdown", "成本构成"},
    {"Month", "月"},
    {"Assumptions", "假设条件"},
    {"Assumption", "假设"},
    {"Value", "取值"},
    {"Source", "来源"},
    {"As of", "日期"},
    {"estimate", "估算"},
    {"plan override", "计划覆盖价"},
    {"plan setting", "计划设定"},
    {"Findings", "检查结果"},
    {"No findings: the build passes every check.", "无检查问题：该配置通过全部检查。"},
    {"Severity", "级别"},
    {"Finding", "问题"},
    {"Ref.", "注"},
    {"Price sources", "价格来源"},
    {"Page {page} of {pages}", "第 {page} 页，共 {pages} 页"},
    {"GPU Cluster Planner · figures from dated catalog prices; check them before ordering",
     "GPU 集群规划器 · 数据来自注明日期的目录价格，下单前请核实"},
    {"Notes from the cost model", "成本模型说明"},
};
static_assert(std::size(kTexts) == static_cast<std::size_t>(QuoteText::Warnings) + 1);

constexpr Bilingual kOptions[] = {
    {"Buy and self-host", "购买自建"},
    {"Cloud on-demand", "云按需"},
    {"Reserved bare-metal", "包年裸金属租用"},
    {"Hybrid (owned + cloud burst)", "混合（自有 + 云弹性）"},
};

constexpr Bilingual kCategories[] = {
    {"Hardware", "硬件"},
    {"Installation", "安装"},
    {"VAT", "增值税"},
    {"Financing", "融资利息"},
    {"Colocation", "机房托管"},
    {"Electricity", "电费"},
    {"Maintenance", "维保"},
    {"Staff", "运维人员"},
    {"Spares", "备件"},
    {"Residual value", "残值"},
    {"Cloud compute", "云算力"},
    {"Storage and egress", "存储与流量"},
    {"Reserved rental", "包年租用"},
};
static_assert(std::size(kCategories) == kCostCategoryCount);

// Labels of the TCO engine's traced inputs, matched by the start of their (English) name.
struct InputLabel {
    std::string_view prefix;
    Bilingual label;
};
constexpr InputLabel kInputLabels[] = {
    {"electricity tariff", {"Electricity tariff", "电价"}},
    {"colocation per kW", {"Colocation per kW of IT load a month", "机房托管（每千瓦 IT 负载每月）"}},
    {"PUE", {"PUE", "PUE（电能使用效率）"}},
    {"IT power", {"IT power (peak)", "IT 功率（峰值）"}},
    {"cooling capex per kW", {"Cooling capex per kW", "制冷投资（每千瓦）"}},
    {"installation", {"Installation", "安装费"}},
    {"VAT on goods", {"VAT on goods", "货物增值税率"}},
    {"VAT on services", {"VAT on services", "服务增值税率"}},
    {"operations engineer a year", {"Operations engineer a year", "运维工程师年成本"}},
    {"idle draw", {"Idle draw", "空闲功耗"}},
    {"egress per TB", {"Egress per TB", "每 TB 出网流量"}},
    {"on-demand price", {"On-demand price", "按需价格"}},
    {"rental price per server-month", {"Rental price per server-month", "每台服务器每月租金"}},
};

std::string_view pick(const Bilingual& b, std::string_view language)
{
    return chinese(language) ? b.zh : b.en;
}

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

// The engine's units and derivations are English; the Chinese quote gets them in Chinese.
std::string localisedUnit(const std::string& unit, std::string_view lang)
{
    if (!chinese(lang))
        return unit;
    static const std::pair<std::string_view, std::string_view> tails[]
        = {{"% of peak IT power", "%（峰值 IT 功率）"},
           {"% of hardware and cooling", "%（硬件与制冷投资）"},
           {"/kW-month", "/千瓦·月"},
           {"/kWh", "/千瓦时"},
           {"/kW", "/千瓦"},
           {"/year", "/年"},
           {"/GPU-hour", "/GPU·小时"},
           {"/server-month", "/台·月"},
           {"kW", "千瓦"}};
    for (const auto& [en, zh] : tails)
        if (unit.size() >= en.size() && unit.compare(unit.size() - en.size(), en.size(), en) == 0)
            return unit.substr(0, unit.size() - en.size()) + std::string(zh);
    return unit;
}

std::string localisedMethod(const std::string& method, std::string_view lang)
{
    const bool zh = chinese(lang);
    if (method.rfind("TcoSettings::", 0) == 0)
        return zh ? "成本模型默认值" : "cost model default";
    if (!zh)
        return method;
    if (method == "build: peak draw of every node")
        return "配置：各节点峰值功耗之和";
    if (method.rfind("build: site override", 0) == 0)
        return "配置：站点设定值，否则取地区与制冷方式中较优者";
    if (method.rfind("region ", 0) == 0)
        return "地区 " + method.substr(7);
    return method;
}

// Where a figure was set: the plan file (override), a user catalog, or the shipped catalog.
QuoteAssumption catalogAssumption(std::string label, std::string value, const Provenance& p)
{
    return {std::move(label), std::move(value), p.source, p.asOf, p.estimate, p.origin, true, p.method};
}

QuoteAssumption planSetting(std::string label, std::string value, std::string_view language)
{
    return {std::move(label),
            std::move(value),
            std::string(quoteText(QuoteText::PlanSetting, language)),
            {},
            false,
            Origin::Plan,
            false,
            {}};
}

std::vector<QuoteAssumption> assumptionsFor(const Scenario& s, const Catalog& catalog, const TcoResult& tco,
                                            std::string_view lang)
{
    std::vector<QuoteAssumption> out;
    const bool zh = chinese(lang);
    if (const Region* region = catalog.region(s.site.regionId))
        out.push_back(
            catalogAssumption(std::string(quoteText(QuoteText::Region, lang)),
                              (zh && !region->nameZh.empty() ? region->nameZh : region->name) + " (" + region->id + ")",
                              region->provenance));
    // The engine's traced inputs in the order of the table above, then anything not in it.
    std::vector<const TracedInput*> inputs;
    for (const auto& input : tco.inputs)
        if (input.name.rfind("capex ", 0) != 0) // the bill of materials lists those, with their sources
            inputs.push_back(&input);
    auto rank = [](const TracedInput* in) {
        for (std::size_t i = 0; i < std::size(kInputLabels); ++i)
            if (in->name.rfind(kInputLabels[i].prefix, 0) == 0)
                return i;
        return std::size(kInputLabels);
    };
    std::stable_sort(inputs.begin(), inputs.end(),
                     [&](const TracedInput* a, const TracedInput* b) { return rank(a) < rank(b); });
    auto addInput = [&](const TracedInput* in) {
        const std::size_t r = rank(in);
        std::string label = r < std::size(kInputLabels) ? std::string(pick(kInputLabels[r].label, lang)) : in->name;
        // Keep what the engine says in brackets (the offering or cooling id, "recoverable: excluded").
        if (const auto open = in->name.find(" ("); open != std::string::npos && r < std::size(kInputLabels)) {
            std::string note = in->name.substr(open);
            if (chinese(lang) && note == " (recoverable: excluded)")
                note = "（可抵扣，不计入成本）";
            label += note;
        }
        std::string value = grouped(trimmed(in->value, in->unit.find('/') != std::string::npos ? 4 : 2));
        if (!in->unit.empty())
            value += (in->unit.front() == '%' ? "" : " ") + localisedUnit(in->unit, lang);
        const bool dated = !in->provenance.source.empty();
        out.push_back(dated ? catalogAssumption(std::move(label), std::move(value), in->provenance)
                            : QuoteAssumption {std::move(label),
                                               std::move(value),
                                               localisedMethod(in->provenance.method, lang),
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
    out.push_back(planSetting(zh ? "利用率" : "Utilisation", utilisation, lang));
    out.push_back(
        planSetting(zh ? "期限" : "Horizon", std::to_string(f.horizonMonths) + (zh ? " 个月" : " months"), lang));
    out.push_back(
        planSetting(zh ? "折现率" : "Discount rate", trimmed(f.discountRatePct, 2) + (zh ? "%/年" : "% a year"), lang));
    for (const auto& fx : tco.fxRates)
        if (fx.currency != "USD")
            out.push_back(catalogAssumption(zh ? "汇率" : "FX rate",
                                            "1 USD = " + trimmed(fx.perUsd, 4) + " " + fx.currency, fx.provenance));
    for (; next < inputs.size(); ++next)
        addInput(inputs[next]);
    return out;
}

QuoteScenario quoteScenario(const Scenario& s, const Catalog& catalog, const std::string& lang)
{
    const ScenarioAnalysis analysis = analyseScenario(s, catalog);
    const TcoResult& tco = analysis.tco;
    QuoteScenario q;
    q.name = s.name;
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
        if (c.kind == "fabric") // the NIC's share of switch ports, optics and cables, per port
            line.item += chinese(lang) ? "：交换机端口、光模块与线缆（每端口）"
                                       : ": switch port, optics and cables (per port)";
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
        qo.reason = o.reason;
        if (!o.available)
            continue;
        qo.total = toMinor(o.total, cur);
        qo.npv = toMinor(o.npv, cur);
        if (!o.offeringId.empty())
            qo.offering = o.provider + " " + o.offeringId;
        for (int c = 0; c < kCostCategoryCount; ++c)
            qo.byCategory[static_cast<std::size_t>(c)] = toMinor(o.byCategory[static_cast<std::size_t>(c)], cur);
        for (double v : o.cumulative)
            qo.cumulative.push_back(toMinor(v, cur));
        if (!q.recommended || qo.npv < q.options[static_cast<std::size_t>(*q.recommended)].npv)
            q.recommended = o.option;
    }
    if (q.recommended) {
        const auto& best = q.options[static_cast<std::size_t>(*q.recommended)];
        const QuoteOption* runnerUp = nullptr;
        for (const auto& o : q.options)
            if (o.available && o.option != best.option && (!runnerUp || o.npv < runnerUp->npv))
                runnerUp = &o;
        const std::string name(optionLabel(best.option, lang));
        if (chinese(lang)) {
            q.recommendation = "推荐" + name + "：在可用方式中净现值最低（" + formatMinor(best.npv, cur) + "）";
            if (runnerUp)
                q.recommendation += "，比次优的" + std::string(optionLabel(runnerUp->option, lang)) + "低 "
                    + formatMinor(runnerUp->npv - best.npv, cur);
            q.recommendation += "。";
        } else {
            q.recommendation = "Recommended: " + name + ", the lowest NPV of the available options ("
                + formatMinor(best.npv, cur) + ")";
            if (runnerUp)
                q.recommendation += ", " + formatMinor(runnerUp->npv - best.npv, cur) + " below the next best, "
                    + std::string(optionLabel(runnerUp->option, lang));
            q.recommendation += ".";
        }
    }
    q.assumptions = assumptionsFor(s, catalog, tco, lang);
    q.findings = analysis.findings;
    q.fxRates = tco.fxRates;
    q.warnings = tco.warnings;
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
                 std::string_view language, std::string today, int validityDays)
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
            quote.scenarios.push_back(quoteScenario(s, effective, quote.language));
    return quote;
}

std::string_view quoteText(QuoteText text, std::string_view language)
{
    return pick(kTexts[static_cast<std::size_t>(text)], language);
}

std::string_view optionLabel(TcoOption option, std::string_view language)
{
    return pick(kOptions[static_cast<std::size_t>(option)], language);
}

std::string_view categoryLabel(CostCategory category, std::string_view language)
{
    return pick(kCategories[static_cast<std::size_t>(category)], language);
}

std::string_view severityLabel(Severity severity, std::string_view language)
{
    constexpr Bilingual labels[] = {{"Error", "错误"}, {"Warning", "警告"}, {"Note", "提示"}};
    return pick(labels[static_cast<std::size_t>(severity)], language);
}

std::string quoteToCsv(const Quote& quote)
{
    const std::string& lang = quote.language;
    auto t = [&](QuoteText key) { return quoteText(key, lang); };
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
            csv.text(optionLabel(o.option, lang));
            if (o.available)
                csv.money(o.total, cur)
                    .money(o.npv, cur)
                    .text(s.recommended == o.option ? t(QuoteText::Recommended) : "")
                    .text(o.offering);
            else
                csv.empty().empty().empty().text(std::string(t(QuoteText::NotAvailable)) + ": " + o.reason);
            csv.endRow();
        }
        if (!s.recommendation.empty())
            csv.text(s.recommendation).endRow();
    }
    return csv.str();
}

} // namespace planner
