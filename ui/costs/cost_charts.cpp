#include "costs/cost_charts.h"

#include "costs/chart_updates.h"
#include "costs/marker_labels.h"

#include "shell/core_text.h"

#include "base/money.h"
#include "shell/readable_money.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QCursor>
#include <QFontMetricsF>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPalette>
#include <QPen>
#include <QScatterSeries>
#include <QToolTip>
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

constexpr std::array<TcoOption, kTcoOptionCount> kOptions
    = {TcoOption::Purchase, TcoOption::OnDemand, TcoOption::Reserved, TcoOption::Hybrid};

QString optionKey(TcoOption option)
{
    return QString::fromLatin1(tcoOptionName(option));
}

// Okabe–Ito colours, told apart by colour-blind readers too; 14 categories need a longer list.
QColor categoryColor(int index, bool dark)
{
    static const std::array<const char*, kCostCategoryCount> light
        = {"#0072B2", "#56B4E9", "#999999", "#CC79A7", "#E69F00", "#D55E00", "#009E73",
           "#F0E442", "#882255", "#44AA99", "#332288", "#88CCEE", "#117733", "#AA4499"};
    QColor color(QLatin1String(light[static_cast<std::size_t>(index) % light.size()]));
    return dark ? color.lighter(115) : color;
}

Qt::PenStyle printPenStyle(int index)
{
    static const std::array<Qt::PenStyle, 4> styles = {Qt::SolidLine, Qt::DashLine, Qt::DashDotLine, Qt::DotLine};
    return styles[static_cast<std::size_t>(index) % styles.size()];
}

Qt::BrushStyle printBrushStyle(int index)
{
    static const std::array<Qt::BrushStyle, 7> styles
        = {Qt::SolidPattern,  Qt::BDiagPattern, Qt::FDiagPattern,    Qt::CrossPattern,
           Qt::Dense4Pattern, Qt::HorPattern,   Qt::DiagCrossPattern};
    return styles[static_cast<std::size_t>(index) % styles.size()];
}

ChartStyle styleOf(const QChart* chart)
{
    ChartStyle style;
    style.dark = chart->property("styleDark").toBool();
    style.print = chart->property("stylePrint").toBool();
    style.basePointSize = chart->property("styleBasePointSize").toDouble();
    return style;
}

QFont sizedFont(double points, bool bold = false)
{
    QFont font;
    font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

QColor textColor(const ChartStyle& style)
{
    return style.dark ? QColor(0xee, 0xee, 0xee) : QColor(0x20, 0x20, 0x20);
}

// A chart in the style: theme first, as setTheme() overwrites every customisation made before it.
QChart* newChart(const ChartStyle& style)
{
    auto* chart = new QChart;
    chart->setTheme(style.dark && !style.print ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setProperty("styleDark", style.dark && !style.print);
    chart->setProperty("stylePrint", style.print);
    chart->setProperty("styleBasePointSize", style.basePointSize);
    // No animation: a chart that follows an edit or a slider shows the new figures at once. An animated
    // series would show figures between the old and the new ones, and repaint the chart every frame it ran.
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setDropShadowEnabled(false);
    chart->setBackgroundRoundness(0);
    if (style.print)
        chart->setBackgroundBrush(Qt::white);
    chart->setTitleFont(sizedFont(style.basePointSize * 1.3, true));
    // On screen the chart sits in a tab that already names it: thin margins leave the plot its room.
    if (!style.print)
        chart->setMargins(QMargins(4, 2, 4, 2));
    chart->legend()->setFont(sizedFont(style.basePointSize));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setLocalizeNumbers(true);
    return chart;
}

void styleAxis(QAbstractAxis* axis, const ChartStyle& style)
{
    axis->setLabelsFont(sizedFont(style.basePointSize));
    axis->setTitleFont(sizedFont(style.basePointSize));
    // A pen of exactly one pixel is drawn pixel by pixel when antialiased (Qt's cosmetic stroker), and the
    // grid was the costliest part of repainting a chart after an edit; a hair wider, it is filled span by
    // span, several times faster, and looks the same.
    for (const auto& [get, set] : {std::pair {&QAbstractAxis::gridLinePen, &QAbstractAxis::setGridLinePen},
                                   std::pair {&QAbstractAxis::minorGridLinePen, &QAbstractAxis::setMinorGridLinePen},
                                   std::pair {&QAbstractAxis::linePen, &QAbstractAxis::setLinePen}}) {
        QPen pen = (axis->*get)();
        if (!pen.isCosmetic() && pen.widthF() == 1.0) {
            pen.setWidthF(1.05);
            (axis->*set)(pen);
        }
    }
}

QValueAxis* addValueAxis(QChart* chart, Qt::Alignment alignment, const QString& objectName)
{
    auto* axis = new QValueAxis;
    axis->setObjectName(objectName);
    chart->addAxis(axis, alignment);
    styleAxis(axis, styleOf(chart));
    return axis;
}

QBarCategoryAxis* addCategoryAxis(QChart* chart, Qt::Alignment alignment, const QStringList& categories)
{
    auto* axis = new QBarCategoryAxis;
    axis->setObjectName(QStringLiteral("categories"));
    axis->append(categories);
    chart->addAxis(axis, alignment);
    styleAxis(axis, styleOf(chart));
    axis->setTruncateLabels(false); // a truncated option or region name is worse than a tight fit
    return axis;
}

template <typename T> T* findSeries(const QChart* chart, const QString& name)
{
    for (QAbstractSeries* series : chart->series())
        if (series->objectName() == name)
            return qobject_cast<T*>(series);
    return nullptr;
}

QValueAxis* findValueAxis(const QChart* chart, const QString& name)
{
    for (QAbstractAxis* axis : chart->axes())
        if (axis->objectName() == name)
            return qobject_cast<QValueAxis*>(axis);
    return nullptr;
}

QString moneyUnit(const std::string& currency, const MoneyScale& scale)
{
    return moneyAxisUnit(currency, scale.scale);
}

void hideFromLegend(QChart* chart, QAbstractSeries* series)
{
    for (QLegendMarker* marker : chart->legend()->markers(series))
        marker->setVisible(false);
}

void styleLine(QXYSeries* series, const QColor& color, int index, const ChartStyle& style)
{
    QPen pen(color);
    pen.setWidthF(style.print ? 1.6 : 3.0);
    if (style.print)
        pen.setStyle(printPenStyle(index));
    series->setPen(pen);
}

QScatterSeries* addMarker(QChart* chart, const QString& name, const QColor& color, QAbstractAxis* x, QAbstractAxis* y)
{
    const ChartStyle style = styleOf(chart);
    auto* marker = new QScatterSeries;
    marker->setObjectName(name);
    marker->setMarkerSize(style.print ? 9 : 14);
    marker->setColor(color);
    marker->setBorderColor(textColor(style));
    marker->setPointLabelsVisible(false); // labelMarker() places the label apart from the others
    // Smaller than the axis labels: two or three of them share a plot a 1280 × 800 screen leaves short.
    marker->setPointLabelsFont(sizedFont(style.basePointSize * 0.85, true));
    marker->setPointLabelsColor(textColor(style));
    chart->addSeries(marker);
    marker->attachAxis(x);
    marker->attachAxis(y);
    hideFromLegend(chart, marker);
    return marker;
}

void styleBarSet(QBarSet* set, const QColor& color, int index, const ChartStyle& style)
{
    QBrush brush(color, style.print ? printBrushStyle(index) : Qt::SolidPattern);
    set->setBrush(brush);
    set->setPen(QPen(style.print ? QColor(Qt::black) : color.darker(130), style.print ? 0.8 : 1.0));
}

QString totalTitle(int months, const std::string& currency, const MoneyScale& scale)
{
    return CostCharts::tr("Total over %n month(s) (%1)", nullptr, months).arg(moneyUnit(currency, scale));
}

QList<TcoOption> availableOptions(const TcoResult& result)
{
    QList<TcoOption> options;
    for (TcoOption o : kOptions)
        if (result.option(o).available)
            options << o;
    return options;
}

QList<TcoOption> bottomUp(QList<TcoOption> options)
{
    std::reverse(options.begin(), options.end());
    return options;
}

QList<TcoOption> alternativesWithMarker(const TcoResult& result)
{
    QList<TcoOption> options;
    if (!result.option(TcoOption::Purchase).available)
        return options;
    for (TcoOption o : {TcoOption::OnDemand, TcoOption::Reserved, TcoOption::Hybrid})
        if (result.option(o).available) // unlike work gets no point, but the chart keeps its shape through edits
            options << o;
    return options;
}

// A line priced from an offering that cannot do the build's work is dashed (its tooltip, the utilisation
// chart's title and the summary table say why), and no break-even is read off it. Printed charts tell the
// options apart by dashes already: there the quote's table of options says which is not like for like.
//
// On screen an option's line is two series, solid and dashed (the dashed one kept out of the legend), and only
// the one that matches holds points. A pen changed on the shown series instead makes Qt Charts lay out its
// legend and then the whole chart again, every axis label set anew as rich text: a tenth of an edit's work
// when the edit turns an offering unlike.
const QString& unlikeTwinSuffix()
{
    static const QString suffix = QStringLiteral(":unlike");
    return suffix;
}

QLineSeries* addOptionLine(QChart* chart, const QString& name, TcoOption option, QAbstractAxis* x, QAbstractAxis* y)
{
    const ChartStyle style = styleOf(chart);
    QLineSeries* solid = nullptr;
    for (const bool dashed : {false, true}) {
        if (dashed && style.print)
            break;
        auto* series = new QLineSeries;
        series->setObjectName(dashed ? name + unlikeTwinSuffix() : name);
        series->setName(optionText(option));
        // A dashed line says why on hover (titles stay one line, see updateCumulativeCostChart), and a line
        // that owns hardware why it drops in the last month.
        QObject::connect(series, &QLineSeries::hovered, series, [series](const QPointF&, bool entered) {
            QStringList said;
            for (const char* property : {"notLikeForLike", "resaleNote"})
                if (const QString text = series->property(property).toString(); !text.isEmpty())
                    said << text;
            if (entered && !said.isEmpty())
                QToolTip::showText(QCursor::pos(), said.join(QLatin1Char('\n')));
            else
                QToolTip::hideText();
        });
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
        styleLine(series, optionColor(option, style.dark), static_cast<int>(option), style);
        if (dashed) {
            QPen pen = series->pen();
            pen.setStyle(Qt::DashLine);
            series->setPen(pen);
            hideFromLegend(chart, series);
        } else {
            solid = series;
        }
    }
    return solid;
}

// Whether the chart has the line `name` as addOptionLine() made it in this style.
bool hasOptionLine(const QChart* chart, const QString& name)
{
    return findSeries<QLineSeries>(chart, name)
        && (styleOf(chart).print || findSeries<QLineSeries>(chart, name + unlikeTwinSuffix()));
}

int seriesPerOptionLine(const QChart* chart)
{
    return styleOf(chart).print ? 1 : 2;
}

// Shows `points` on the line `name`, dashed when it is not like for like; `why` and `resaleNote` are shown on
// hover.
void showOptionLine(QChart* chart, const QString& name, const QList<QPointF>& points, bool notLikeForLike,
                    const QString& why = {}, const QString& resaleNote = {})
{
    auto* solid = findSeries<QLineSeries>(chart, name);
    auto* dashed = findSeries<QLineSeries>(chart, name + unlikeTwinSuffix());
    const bool unlike = notLikeForLike && dashed;
    (unlike ? dashed : solid)->replace(points);
    if (QLineSeries* other = unlike ? solid : dashed; other && other->count() > 0)
        other->clear();
    for (QLineSeries* series : {solid, dashed})
        for (const auto& [property, text] : {std::pair {"notLikeForLike", why}, std::pair {"resaleNote", resaleNote}})
            if (series && series->property(property).toString() != text)
                series->setProperty(property, text);
}

QString unlikeNote()
{
    return CostCharts::tr("Dashed: not like for like");
}

} // namespace

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
        return CostCharts::tr("Rental prices");
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
        labelMarker(chart, marker, CostCharts::tr("vs %1: month @xPoint").arg(optionText(o)));
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
        for (double v : result.option(o).cumulative) {
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    const MoneyScale scale = moneyScale(std::max(std::fabs(lo), std::fabs(hi)));
    chart->setProperty("moneyDivisor", scale.divisor);

    // Months where a curve runs straight on are left out: they draw the same line, and Qt Charts strokes
    // every segment of a solid line on its own (most of the chart's repaint).
    const double tolerance = kStraightRunTolerance * std::max(hi - lo, 1e-12) / scale.divisor;
    for (TcoOption o : options) {
        const auto& cumulative = result.option(o).cumulative;
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
    setChartTitle(chart, CostCharts::tr("Cumulative cost: %1").arg(QString::fromStdString(result.scenarioName)));
    const auto& buy = result.option(TcoOption::Purchase).cumulative;
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
    setAxisTitle(y, CostCharts::tr("Cumulative cost (%1)").arg(moneyUnit(result.currency, scale)));
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
    setFixedRange(x, 0, 100);
    if (x->tickCount() != 11)
        x->setTickCount(11);
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
        for (TcoOption o : kOptions)
            if (region->result.option(o).available) {
                anywhere[static_cast<std::size_t>(o)] = true;
                hi = std::max(hi, region->result.option(o).total);
            }
    const MoneyScale scale = moneyScale(hi);
    chart->setProperty("moneyDivisor", scale.divisor);

    // A region whose rentals use another GPU (billed for the hours it needs) is marked, never silent.
    QStringList names;
    bool anyOtherGpu = false;
    for (const RegionTco* region : included) {
        const QString name = QString::fromStdString(region->regionName); // wrapped, never cut: fitChartText()
        const bool otherGpu = (region->result.option(TcoOption::OnDemand).available
                               && region->result.option(TcoOption::OnDemand).otherGpu)
            || (region->result.option(TcoOption::Reserved).available
                && region->result.option(TcoOption::Reserved).otherGpu);
        anyOtherGpu = anyOtherGpu || otherGpu;
        names << (otherGpu ? name + QStringLiteral(" *") : name);
    }
    chart->legend()->setReverseMarkers(true); // sets were added last to first
    auto* series = new QHorizontalBarSeries;
    series->setObjectName(QStringLiteral("regions"));
    series->setBarWidth(0.8);
    // Legend order reads top-down like the bars: add the options last to first.
    for (auto it = kOptions.rbegin(); it != kOptions.rend(); ++it) {
        if (!anywhere[static_cast<std::size_t>(*it)])
            continue;
        auto* set = new QBarSet(optionText(*it));
        set->setObjectName(optionKey(*it));
        for (const RegionTco* region : included) {
            const auto& option = region->result.option(*it);
            set->append(option.available ? option.total / scale.divisor : 0.0);
        }
        series->append(set);
    }
    chart->addSeries(series);
    const ChartStyle applied = styleOf(chart);
    for (QBarSet* set : series->barSets()) {
        const auto o
            = static_cast<TcoOption>(std::find_if(kOptions.begin(), kOptions.end(),
                                                  [&](TcoOption k) { return optionKey(k) == set->objectName(); })
                                     - kOptions.begin());
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
    chart->setTitle(anyOtherGpu ? CostCharts::tr("The same cluster in every region") + QStringLiteral("<br>")
                            + CostCharts::tr("* another GPU, billed for the hours it needs")
                                : CostCharts::tr("The same cluster in every region"));
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

    const double delta = sensitivity.entries.empty() ? 0.2 : 1.0 - sensitivity.entries.front().lowMultiplier;
    const QLocale locale;
    auto* low = new QBarSet(CostCharts::tr("Factor −%1%").arg(locale.toString(delta * 100, 'f', 0)));
    auto* high = new QBarSet(CostCharts::tr("Factor +%1%").arg(locale.toString(delta * 100, 'f', 0)));
    low->setObjectName(QStringLiteral("low"));
    high->setObjectName(QStringLiteral("high"));
    QStringList names;
    double lo = 0, hi = 0;
    // Largest swing on top: horizontal bar categories run bottom-up.
    for (auto it = sensitivity.entries.rbegin(); it != sensitivity.entries.rend(); ++it) {
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

    const bool gap = sensitivity.metric.rfind("NPV(purchase) -", 0) == 0;
    const QString unit = moneyUnit(sensitivity.currency, scale);
    x->setTitleText(gap ? CostCharts::tr("Change in buy-minus-rent NPV (%1); below zero favours buying").arg(unit)
                        : CostCharts::tr("Change in the NPV of buying (%1)").arg(unit));
    setMoneyRange(x, lo, hi);
    const QString base = std::isfinite(sensitivity.metricBase)
        ? readableMoney(sensitivity.metricBase, sensitivity.currency)
        : CostCharts::tr("n/a");
    chart->setTitle(gap ? CostCharts::tr("What moves the buy-or-rent gap (now %1)").arg(base)
                        : CostCharts::tr("What moves the cost of buying (now %1)").arg(base));
    return chart;
}

} // namespace planner::ui
