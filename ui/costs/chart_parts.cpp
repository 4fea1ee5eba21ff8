#include "ui/costs/chart_parts.h"

#include "ui/common/readable_money.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QCursor>
#include <QGraphicsLayout>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <utility>

namespace planner::ui::chart_parts {

namespace {

// The translation context of the cost charts' own texts (cost_charts.cpp shares it).
class CostCharts {
    Q_DECLARE_TR_FUNCTIONS(CostCharts)
};

} // namespace

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

QFont sizedFont(double points, bool bold)
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
    // The chart's layout keeps the style's contents margins (9 px a side in Fusion) outside the chart's own:
    // none above and below, every pixel of height is the plot's. The sides keep theirs, where the last label
    // of a bottom axis reaches past the plot (fitChartText() fits a title inside them).
    qreal left = 0, top = 0, right = 0, bottom = 0;
    chart->layout()->getContentsMargins(&left, &top, &right, &bottom);
    chart->layout()->setContentsMargins(left, 0, right, 0);
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
    for (TcoOption o : kTcoOptions)
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
                    const QString& why, const QString& resaleNote)
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

} // namespace planner::ui::chart_parts
