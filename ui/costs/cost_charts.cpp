#include "ui/costs/cost_charts.h"

#include "ui/costs/chart_parts.h"
#include "ui/costs/chart_updates.h"
#include "ui/costs/marker_labels.h"

#include "ui/common/core_text.h"

#include "models/base/money.h"
#include "ui/common/readable_money.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLocale>
#include <QPalette>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace planner::ui {

namespace {

// Translation context for the free functions below.
class CostCharts {
    Q_DECLARE_TR_FUNCTIONS(CostCharts)
};

} // namespace

using namespace chart_parts; // the parts every builder below is made of

ChartStyle ChartStyle::fromPalette(const QPalette& palette, double basePointSize)
{
    ChartStyle style;
    style.dark = palette.color(QPalette::Window).lightness() < 128;
    style.basePointSize = basePointSize;
    return style;
}

ChartStyle ChartStyle::forPrint(double basePointSize)
{
    ChartStyle style;
    style.print = true;
    style.basePointSize = basePointSize;
    return style;
}

MoneyScale moneyScale(double largestAbsAmount)
{
    const AmountScale scale = readableAmount(largestAbsAmount, interfaceNumberSystem()).scale;
    return {scaleSize(scale), scale};
}

QString optionText(TcoOption option)
{
    return uiText(planner::optionLabel(option));
}

QString rentalSourceText(const OptionResult& rental)
{
    QString text = uiText(providerName(rental));
    if (rental.otherGpu)
        text += CostCharts::tr(" · another GPU ×%1").arg(QLocale().toString(rental.hoursFactor, 'f', 2));
    if (rental.crossesRegion)
        text += CostCharts::tr(" · another region");
    return text;
}

QString categoryText(CostCategory category)
{
    return uiText(planner::categoryLabel(category));
}

QString sensitivityFactorLabel(SensitivityFactor factor)
{
    switch (factor) {
    case SensitivityFactor::GpuPrice:
        return CostCharts::tr("GPU price");
    case SensitivityFactor::Electricity:
        return CostCharts::tr("Electricity tariff");
    case SensitivityFactor::Utilisation:
        return CostCharts::tr("Utilisation");
    case SensitivityFactor::CloudPrice:
        return CostCharts::tr("On-demand prices");
    case SensitivityFactor::RentalPrice:
        return CostCharts::tr("Reserved rental prices");
    case SensitivityFactor::Staff:
        return CostCharts::tr("Staff cost");
    case SensitivityFactor::Colocation:
        return CostCharts::tr("Colocation fee");
    case SensitivityFactor::ResidualValue:
        return CostCharts::tr("Residual value");
    case SensitivityFactor::DiscountRate:
        return CostCharts::tr("Discount rate");
    case SensitivityFactor::Fx:
        return CostCharts::tr("Exchange rate");
    }
    return {};
}

QColor optionColor(TcoOption option, bool dark)
{
    static const std::array<const char*, kTcoOptionCount> light = {"#0072B2", "#D55E00", "#009E73", "#CC79A7"};
    static const std::array<const char*, kTcoOptionCount> onDark = {"#56B4E9", "#E69F00", "#2FD4A0", "#E8A3CB"};
    const auto i = static_cast<std::size_t>(option);
    return QColor(QLatin1String(dark ? onDark[i] : light[i]));
}

// --- Cumulative cost -------------------------------------------------------------------------------

QChart* cumulativeCostChart(const TcoResult& result, const ChartStyle& style)
{
    QChart* chart = newChart(style);
    auto* x = addValueAxis(chart, Qt::AlignBottom, QStringLiteral("x"));
    auto* y = addValueAxis(chart, Qt::AlignLeft, QStringLiteral("y"));
    const QList<TcoOption> options = availableOptions(result);
    for (TcoOption o : options)
        addOptionLine(chart, QStringLiteral("cumulative:") + optionKey(o), o, x, y);
    for (TcoOption o : alternativesWithMarker(result)) {
        auto* marker
            = addMarker(chart, QStringLiteral("breakeven:") + optionKey(o), optionColor(o, styleOf(chart).dark), x, y);
        marker->setName(CostCharts::tr("Break-even against %1").arg(optionText(o)));
        labelMarker(chart, marker, CostCharts::tr("vs %1: month @xPoint").arg(optionText(o)),
                    CostCharts::tr("month @xPoint"));
    }
    updateCumulativeCostChart(chart, result);
    return chart;
}

bool updateCumulativeCostChart(QChart* chart, const TcoResult& result)
{
    const QList<TcoOption> options = availableOptions(result);
    const QList<TcoOption> alternatives = alternativesWithMarker(result);
    if (chart->series().size() != options.size() * seriesPerOptionLine(chart) + alternatives.size())
        return false;
    for (TcoOption o : options)
        if (!hasOptionLine(chart, QStringLiteral("cumulative:") + optionKey(o)))
            return false;
    for (TcoOption o : alternatives)
        if (!findSeries<QScatterSeries>(chart, QStringLiteral("breakeven:") + optionKey(o)))
            return false;

    double lo = 0, hi = 0;
    for (TcoOption o : options)
        for (double v : result.option(o).discountedCumulative) {
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    const MoneyScale scale = moneyScale(std::max(std::fabs(lo), std::fabs(hi)));
    chart->setProperty("moneyDivisor", scale.divisor);

    // Months where a curve runs straight on are left out: they draw the same line, and Qt Charts strokes
    // every segment of a solid line on its own (most of the chart's repaint).
    const double tolerance = kStraightRunTolerance * std::max(hi - lo, 1e-12) / scale.divisor;
    // In present value (discounted as the NPV column is): the lines cross at the break-even month the table
    // gives, and each ends at its NPV. Undiscounted lines crossed months earlier than the markers said.
    for (TcoOption o : options) {
        const auto& cumulative = result.option(o).discountedCumulative;
        QList<QPointF> points;
        points.reserve(static_cast<qsizetype>(cumulative.size()));
        for (std::size_t m = 0; m < cumulative.size(); ++m)
            points.append(QPointF(static_cast<double>(m), cumulative[m] / scale.divisor));
        const QString why = result.option(o).notLikeForLike.empty()
            ? QString()
            : CostCharts::tr("%1, dashed: not like for like (%2)")
                  .arg(optionText(o), uiText(result.option(o).notLikeForLike));
        // Owned hardware is sold at the end of the horizon: the line steps down in its last month.
        const bool resold = cumulative.size() >= 2 && result.residualValue > 0
            && cumulative.back() < cumulative[cumulative.size() - 2];
        const QString resale = resold ? CostCharts::tr("%1: the drop in month %2 is the hardware's resale at the end, "
                                                       "%3 credited")
                                            .arg(optionText(o))
                                            .arg(cumulative.size() - 1)
                                            .arg(readableMoney(result.residualValue, result.currency))
                                      : QString();
        showOptionLine(chart, QStringLiteral("cumulative:") + optionKey(o), withoutStraightRuns(points, tolerance),
                       !why.isEmpty(), why, resale);
    }
    // The title stays one line whatever the rentals: a second line appearing and going as an edit changes which
    // host does the work laid the whole chart out again (2 ms an edit). The dashes are named in the summary
    // table above ("not like for like") and in the line's tooltip.
    setChartTitle(
        chart, CostCharts::tr("Cumulative cost in present value: %1").arg(QString::fromStdString(result.scenarioName)));
    const auto& buy = result.option(TcoOption::Purchase).discountedCumulative;
    for (TcoOption o : alternatives) {
        QList<QPointF> points;
        const auto month = result.breakEvenMonth[static_cast<std::size_t>(o)];
        if (month && *month >= 0 && static_cast<std::size_t>(*month) < buy.size())
            points.append(QPointF(*month, buy[static_cast<std::size_t>(*month)] / scale.divisor));
        findSeries<QScatterSeries>(chart, QStringLiteral("breakeven:") + optionKey(o))->replace(points);
    }

    auto* x = findValueAxis(chart, QStringLiteral("x"));
    auto* y = findValueAxis(chart, QStringLiteral("y"));
    const int horizon = std::max(1, result.horizonMonths);
    setAxisTitle(x, CostCharts::tr("Month"));
    const int interval = horizon <= 36 ? 6 : 12;
    setMonthRange(x, horizon, interval);
    if (x->tickType() != QValueAxis::TicksDynamic)
        x->setTickType(QValueAxis::TicksDynamic);
    if (x->tickAnchor() != 0)
        x->setTickAnchor(0);
    if (x->tickInterval() != interval)
        x->setTickInterval(interval);
    setLabelFormat(x, QStringLiteral("%.0f"));
    setAxisTitle(y, CostCharts::tr("Present value (%1)").arg(moneyUnit(result.currency, scale)));
    setMoneyRange(y, lo / scale.divisor, hi / scale.divisor);
    return true;
}

// --- Breakdown --------------------------------------------------------------------------------------

namespace {

QList<int> usedCategories(const TcoResult& result, const QList<TcoOption>& options)
{
    QList<int> used;
    for (int c = 0; c < kCostCategoryCount; ++c)
        for (TcoOption o : options)
            if (std::fabs(result.option(o).byCategory[static_cast<std::size_t>(c)]) > 0.005) {
                used << c;
                break;
            }
    return used;
}

} // namespace

QChart* costBreakdownChart(const TcoResult& result, const ChartStyle& style)
{
    QChart* chart = newChart(style);
    chart->legend()->setAlignment(Qt::AlignRight);
    // Bars are drawn from the bottom up: the options in reverse, so the first reads on top as in the table.
    const QList<TcoOption> options = bottomUp(availableOptions(result));
    QStringList names;
    for (TcoOption o : options)
        names << optionText(o);
    chart->setProperty("options", QVariant::fromValue(options.size()));
    // Bars across, options down the left: long option names wrap there between words (under upright bars
    // they had a fifth of the plot's width each, and overlapped or vanished on a laptop screen).
    auto* series = new QHorizontalStackedBarSeries;
    series->setObjectName(QStringLiteral("breakdown"));
    series->setBarWidth(0.6);
    for (int c : usedCategories(result, options)) {
        auto* set = new QBarSet(categoryText(static_cast<CostCategory>(c)));
        set->setObjectName(QString::fromLatin1(costCategoryName(static_cast<CostCategory>(c))));
        for (TcoOption o : options)
            set->append(result.option(o).byCategory[static_cast<std::size_t>(c)]);
        series->append(set);
    }
    chart->addSeries(series);
    auto* y = addCategoryAxis(chart, Qt::AlignLeft, names);
    auto* x = addValueAxis(chart, Qt::AlignBottom, QStringLiteral("y")); // "y": the amounts, whichever way up
    series->attachAxis(x);
    series->attachAxis(y);
    const ChartStyle applied = styleOf(chart);
    const QList<int> used = usedCategories(result, options);
    for (int i = 0; i < series->count(); ++i)
        styleBarSet(series->barSets().at(i), categoryColor(used.at(i), applied.dark), i, applied);
    updateCostBreakdownChart(chart, result);
    return chart;
}

bool updateCostBreakdownChart(QChart* chart, const TcoResult& result)
{
    auto* series = findSeries<QHorizontalStackedBarSeries>(chart, QStringLiteral("breakdown"));
    const QList<TcoOption> options = bottomUp(availableOptions(result));
    const QList<int> used = usedCategories(result, options);
    if (!series || series->count() != used.size() || chart->property("options").toInt() != options.size())
        return false;
    for (int i = 0; i < used.size(); ++i)
        if (series->barSets().at(i)->objectName()
            != QString::fromLatin1(costCategoryName(static_cast<CostCategory>(used.at(i)))))
            return false;

    double lo = 0, hi = 0;
    for (TcoOption o : options) {
        double negative = 0, positive = 0;
        for (double v : result.option(o).byCategory)
            (v < 0 ? negative : positive) += v;
        lo = std::min(lo, negative);
        hi = std::max(hi, positive);
    }
    const MoneyScale scale = moneyScale(std::max(-lo, hi));
    chart->setProperty("moneyDivisor", scale.divisor);
    for (int i = 0; i < used.size(); ++i) {
        QBarSet* set = series->barSets().at(i);
        for (int j = 0; j < options.size(); ++j)
            set->replace(j,
                         result.option(options.at(j)).byCategory[static_cast<std::size_t>(used.at(i))] / scale.divisor);
    }
    setChartTitle(chart, CostCharts::tr("Where the money goes: %1").arg(QString::fromStdString(result.scenarioName)));
    auto* y = findValueAxis(chart, QStringLiteral("y"));
    setAxisTitle(y, totalTitle(result.horizonMonths, result.currency, scale));
    setMoneyRange(y, lo / scale.divisor, hi / scale.divisor);
    return true;
}

// --- Utilisation ------------------------------------------------------------------------------------

QChart* utilisationChart(const UtilisationSweep& sweep, const ChartStyle& style)
{
    QChart* chart = newChart(style);
    auto* x = addValueAxis(chart, Qt::AlignBottom, QStringLiteral("x"));
    auto* y = addValueAxis(chart, Qt::AlignLeft, QStringLiteral("y"));
    for (TcoOption o : {TcoOption::Purchase, TcoOption::OnDemand, TcoOption::Reserved}) {
        if (sweep.npvs[static_cast<std::size_t>(o)].empty())
            continue;
        addOptionLine(chart, QStringLiteral("utilisation:") + optionKey(o), o, x, y);
    }
    addMarker(chart, QStringLiteral("breakeven:utilisation"), textColor(styleOf(chart)), x, y);
    updateUtilisationChart(chart, sweep);
    return chart;
}

bool updateUtilisationChart(QChart* chart, const UtilisationSweep& sweep)
{
    int lines = 0;
    for (TcoOption o : {TcoOption::Purchase, TcoOption::OnDemand, TcoOption::Reserved}) {
        const bool wanted = !sweep.npvs[static_cast<std::size_t>(o)].empty();
        if (wanted != hasOptionLine(chart, QStringLiteral("utilisation:") + optionKey(o)))
            return false;
        lines += wanted ? 1 : 0;
    }
    if (chart->series().size() != lines * seriesPerOptionLine(chart) + 1)
        return false;

    double lo = 0, hi = 0;
    for (const auto& totals : sweep.npvs)
        for (double v : totals) {
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    const MoneyScale scale = moneyScale(std::max(-lo, hi));
    chart->setProperty("moneyDivisor", scale.divisor);
    for (TcoOption o : {TcoOption::Purchase, TcoOption::OnDemand, TcoOption::Reserved}) {
        const auto& totals = sweep.npvs[static_cast<std::size_t>(o)];
        if (totals.empty())
            continue;
        QList<QPointF> points;
        for (std::size_t i = 0; i < totals.size(); ++i)
            points.append(QPointF(sweep.utilisationPct[i], totals[i] / scale.divisor));
        showOptionLine(chart, QStringLiteral("utilisation:") + optionKey(o), points,
                       sweep.notLikeForLike[static_cast<std::size_t>(o)]);
    }

    // The marker sits on the purchase line, interpolated between the two sweep points around it.
    auto* marker = findSeries<QScatterSeries>(chart, QStringLiteral("breakeven:utilisation"));
    const auto& buy = sweep.npvs[static_cast<std::size_t>(TcoOption::Purchase)];
    QList<QPointF> point;
    if (sweep.breakEvenPct && buy.size() >= 2) {
        const double pct = std::clamp(*sweep.breakEvenPct, 0.0, 100.0);
        const std::size_t i = std::min(buy.size() - 2, static_cast<std::size_t>(pct / 5.0));
        const double t = (pct - sweep.utilisationPct[i]) / 5.0;
        point.append(QPointF(pct, (buy[i] + t * (buy[i + 1] - buy[i])) / scale.divisor));
        labelMarker(chart, marker,
                    CostCharts::tr("break-even at %1% utilisation").arg(QLocale().toString(pct, 'f', 0)));
    }
    marker->replace(point);

    QString title;
    if (sweep.breakEvenPct)
        title = CostCharts::tr("Buy or rent by utilisation: buying pays from %1%")
                    .arg(QLocale().toString(*sweep.breakEvenPct, 'f', 0));
    else if (!buy.empty() && sweep.notLikeForLike[static_cast<std::size_t>(TcoOption::OnDemand)])
        title = CostCharts::tr("Buy or rent by utilisation: no like-for-like on-demand offering")
            + QStringLiteral("<br>") + unlikeNote();
    else if (!buy.empty() && !sweep.npvs[static_cast<std::size_t>(TcoOption::OnDemand)].empty())
        title = CostCharts::tr("Buy or rent by utilisation: on-demand is cheaper even at 100%");
    else
        title = CostCharts::tr("Buy or rent by utilisation");
    // The price that would flip the answer at the plan's own use: what a quote can be held against.
    if (sweep.breakEvenRentalPrice)
        title += QStringLiteral("<br>")
            + CostCharts::tr("At the plan's use, renting pays below %1 per GPU-hour")
                  .arg(QString::fromStdString(formatMoney(*sweep.breakEvenRentalPrice, sweep.currency)));
    setChartTitle(chart, title);
    auto* x = findValueAxis(chart, QStringLiteral("x"));
    setAxisTitle(x, CostCharts::tr("Flat utilisation of the owned GPUs (%)"));
    // A tick every 20%: at one every 10% a narrow plot (the legend beside it at 1280 × 800) gave each label
    // less room than "100" takes, and Qt cut it to "...". The break-even is labelled at its own point.
    setFixedRange(x, 0, 100);
    if (x->tickCount() != 6)
        x->setTickCount(6);
    setLabelFormat(x, QStringLiteral("%.0f"));
    const int months = sweep.horizonMonths;
    auto* y = findValueAxis(chart, QStringLiteral("y"));
    setAxisTitle(
        y,
        months > 0 ? CostCharts::tr("NPV over %n month(s) (%1)", nullptr, months).arg(moneyUnit(sweep.currency, scale))
                   : CostCharts::tr("NPV (%1)").arg(moneyUnit(sweep.currency, scale)));
    setMoneyRange(y, lo / scale.divisor, hi / scale.divisor);
    return true;
}

// --- Regions ----------------------------------------------------------------------------------------

QChart* regionsChart(const std::vector<RegionTco>& regions, const ChartStyle& style)
{
    QChart* chart = newChart(style);
    std::vector<const RegionTco*> included;
    for (const auto& region : regions)
        if (region.included)
            included.push_back(&region);
    // Horizontal bars list categories bottom-up: reverse so the first region reads at the top.
    std::reverse(included.begin(), included.end());

    double hi = 0;
    std::array<bool, kTcoOptionCount> anywhere {};
    for (const RegionTco* region : included)
        for (TcoOption o : kTcoOptions)
            if (region->result.option(o).available) {
                anywhere[static_cast<std::size_t>(o)] = true;
                hi = std::max(hi, region->result.option(o).total);
            }
    const MoneyScale scale = moneyScale(hi);
    chart->setProperty("moneyDivisor", scale.divisor);

    // What differs from one region's bars to the next is marked, never silent: rentals of another GPU
    // (billed for the hours it needs) or from another region, and a GPU that cannot be bought new there
    // (its purchase is left out, as the table's recommendation leaves it out).
    const auto rentals = [](const TcoResult& r, auto test) {
        for (TcoOption o : {TcoOption::OnDemand, TcoOption::Reserved})
            if (r.option(o).available && test(r.option(o)))
                return true;
        return false;
    };
    QStringList names;
    bool anyOtherGpu = false, anyElsewhere = false, anyBarred = false;
    for (const RegionTco* region : included) {
        const bool otherGpu = rentals(region->result, [](const OptionResult& o) { return o.otherGpu; });
        const bool elsewhere = rentals(region->result, [](const OptionResult& o) { return o.crossesRegion; });
        const bool barred = region->result.purchaseBarred;
        anyOtherGpu = anyOtherGpu || otherGpu;
        anyElsewhere = anyElsewhere || elsewhere;
        anyBarred = anyBarred || barred;
        QString marks;
        if (otherGpu)
            marks += QLatin1Char('*');
        if (elsewhere)
            marks += QChar(0x2021); // ‡
        if (barred)
            marks += QChar(0x2020); // †
        const QString name = QString::fromStdString(region->regionName); // wrapped, never cut: fitChartText()
        names << (marks.isEmpty() ? name : name + QLatin1Char(' ') + marks);
    }
    chart->legend()->setReverseMarkers(true); // sets were added last to first
    auto* series = new QHorizontalBarSeries;
    series->setObjectName(QStringLiteral("regions"));
    series->setBarWidth(0.8);
    // Legend order reads top-down like the bars: add the options last to first.
    for (auto it = kTcoOptions.rbegin(); it != kTcoOptions.rend(); ++it) {
        if (!anywhere[static_cast<std::size_t>(*it)])
            continue;
        auto* set = new QBarSet(optionText(*it));
        set->setObjectName(optionKey(*it));
        for (const RegionTco* region : included) {
            const auto& option = region->result.option(*it);
            const bool ownsHardware = *it == TcoOption::Purchase || *it == TcoOption::Hybrid;
            const bool shown = option.available && !(ownsHardware && region->result.purchaseBarred);
            set->append(shown ? option.total / scale.divisor : 0.0);
        }
        series->append(set);
    }
    chart->addSeries(series);
    const ChartStyle applied = styleOf(chart);
    for (QBarSet* set : series->barSets()) {
        const auto o
            = static_cast<TcoOption>(std::find_if(kTcoOptions.begin(), kTcoOptions.end(),
                                                  [&](TcoOption k) { return optionKey(k) == set->objectName(); })
                                     - kTcoOptions.begin());
        styleBarSet(set, optionColor(o, applied.dark), static_cast<int>(o), applied);
    }
    auto* y = addCategoryAxis(chart, Qt::AlignLeft, names);
    auto* x = addValueAxis(chart, Qt::AlignBottom, QStringLiteral("x"));
    series->attachAxis(x);
    series->attachAxis(y);
    const std::string currency = included.empty() ? std::string() : included.front()->result.currency;
    const int months = included.empty() ? 0 : included.front()->result.horizonMonths;
    x->setTitleText(totalTitle(months, currency, scale));
    setMoneyRange(x, 0, hi / scale.divisor);
    // The marks' key is one paragraph, wrapped to the chart's width: a line for each would leave the
    // region names too little height at 1280 × 800.
    QStringList marks;
    if (anyOtherGpu)
        marks << CostCharts::tr("* another GPU, billed for the hours it needs");
    if (anyElsewhere)
        marks << CostCharts::tr("‡ another region's rental");
    if (anyBarred)
        marks << CostCharts::tr("† not sold new there: no Buy or Hybrid bar");
    const QString title = CostCharts::tr("The same cluster in every region");
    chart->setTitle(marks.isEmpty() ? title : title + QStringLiteral("<br>") + marks.join(QStringLiteral("; ")));
    return chart;
}

// --- Sensitivity ------------------------------------------------------------------------------------

QChart* sensitivityChart(const SensitivityResult& sensitivity, const ChartStyle& style)
{
    QChart* chart = newChart(style);
    const auto finite = [](double v) { return std::isfinite(v) ? v : 0.0; };
    double largest = 0;
    for (const auto& e : sensitivity.entries)
        largest = std::max({largest, std::fabs(finite(e.metricLow - sensitivity.metricBase)),
                            std::fabs(finite(e.metricHigh - sensitivity.metricBase))});
    const MoneyScale scale = moneyScale(largest);
    chart->setProperty("moneyDivisor", scale.divisor);

    // Of each factor's value in the plan (a what-if price at 71% moves by ±20% of 71%).
    const double delta = sensitivity.delta;
    const QLocale locale;
    auto* low = new QBarSet(CostCharts::tr("Factor −%1%").arg(locale.toString(delta * 100, 'f', 0)));
    auto* high = new QBarSet(CostCharts::tr("Factor +%1%").arg(locale.toString(delta * 100, 'f', 0)));
    low->setObjectName(QStringLiteral("low"));
    high->setObjectName(QStringLiteral("high"));
    QStringList names;
    double lo = 0, hi = 0;
    // Largest swing on top: horizontal bar categories run bottom-up. A factor that does not move the answer
    // (reserved prices when buying is measured against on-demand) is named under the title, not an empty row.
    QStringList unmoved;
    for (auto it = sensitivity.entries.rbegin(); it != sensitivity.entries.rend(); ++it) {
        if (it->swing == 0 && finite(it->metricLow) == finite(sensitivity.metricBase)) {
            unmoved.prepend(sensitivityFactorLabel(it->factor));
            continue;
        }
        names << sensitivityFactorLabel(it->factor);
        const double l = finite(it->metricLow - sensitivity.metricBase) / scale.divisor;
        const double h = finite(it->metricHigh - sensitivity.metricBase) / scale.divisor;
        low->append(l);
        high->append(h);
        lo = std::min({lo, l, h});
        hi = std::max({hi, l, h});
    }
    auto* series = new QHorizontalBarSeries;
    series->setObjectName(QStringLiteral("sensitivity"));
    chart->legend()->setReverseMarkers(true); // "−20%" first, as the high set is drawn above the low one
    series->setBarWidth(0.8);
    series->append(high);
    series->append(low);
    chart->addSeries(series);
    const ChartStyle applied = styleOf(chart);
    styleBarSet(low, optionColor(TcoOption::Purchase, applied.dark), 0, applied);
    styleBarSet(high, optionColor(TcoOption::OnDemand, applied.dark), 1, applied);
    auto* y = addCategoryAxis(chart, Qt::AlignLeft, names);
    auto* x = addValueAxis(chart, Qt::AlignBottom, QStringLiteral("x"));
    series->attachAxis(x);
    series->attachAxis(y);

    const bool gap = sensitivity.against.has_value();
    const QString unit = moneyUnit(sensitivity.currency, scale);
    x->setTitleText(gap ? CostCharts::tr("Change in buy-minus-rent NPV (%1); below zero favours buying").arg(unit)
                        : CostCharts::tr("Change in the NPV of buying (%1)").arg(unit));
    setMoneyRange(x, lo, hi);
    QString title;
    if (!std::isfinite(sensitivity.metricBase))
        title = gap
            ? CostCharts::tr("What moves the buy-or-rent gap: buying against %1").arg(optionText(*sensitivity.against))
            : CostCharts::tr("What moves the cost of buying");
    else if (!gap)
        title = CostCharts::tr("What moves the cost of buying (now %1)")
                    .arg(readableMoney(sensitivity.metricBase, sensitivity.currency));
    else
        // The gap's sign said in words: "now −CNY 1.2 M" read as a cost below zero.
        title = (sensitivity.metricBase <= 0
                     ? CostCharts::tr("What moves the buy-or-rent gap: buying against %1 (now buying saves %2)")
                     : CostCharts::tr("What moves the buy-or-rent gap: buying against %1 (now buying costs %2 more)"))
                    .arg(optionText(*sensitivity.against),
                         readableMoney(std::fabs(sensitivity.metricBase), sensitivity.currency));
    if (!unmoved.isEmpty())
        title += QStringLiteral("<br>") + CostCharts::tr("No effect: %1").arg(unmoved.join(QStringLiteral(", ")));
    chart->setTitle(title);
    return chart;
}

} // namespace planner::ui
