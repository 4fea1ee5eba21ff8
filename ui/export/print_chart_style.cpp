#include "ui/export/print_chart_style.h"

#include <QBrush>
#include <QPainter>
#include <QPen>

#include <algorithm>
#include <cmath>

namespace planner::ui {

namespace {

// One fill per cost category (same category, same fill in every chart): grey levels and hatches that
// stay apart in black and white; hatches are drawn coarse enough to survive a photocopier.
struct Fill {
    int grey;
    Qt::BrushStyle style;
};
constexpr Fill kFills[kCostCategoryCount] = {
    {70, Qt::SolidPattern}, // hardware
    {90, Qt::BDiagPattern}, // installation
    {90, Qt::FDiagPattern}, // VAT
    {60, Qt::DiagCrossPattern}, // financing
    {175, Qt::SolidPattern}, // colocation
    {40, Qt::HorPattern}, // electricity
    {40, Qt::VerPattern}, // maintenance
    {60, Qt::CrossPattern}, // staff
    {110, Qt::Dense5Pattern}, // spares
    {255, Qt::NoBrush}, // residual value (white, below zero)
    {215, Qt::SolidPattern}, // cloud compute
    {80, Qt::Dense6Pattern}, // storage and egress
    {125, Qt::SolidPattern}, // reserved rental
    {50, Qt::Dense4Pattern}, // rented overflow
};

} // namespace

QString compact(double value, const std::string& lang)
{
    const double a = std::fabs(value);
    if (lang == "zh_CN") {
        if (a >= 1e8)
            return QString::number(value / 1e8, 'g', 3) + QStringLiteral("亿");
        if (a >= 1e4)
            return QString::number(value / 1e4, 'g', 4) + QStringLiteral("万");
        return QString::number(value, 'f', 0);
    }
    if (a >= 1e6)
        return QString::number(value / 1e6, 'g', 3) + QLatin1Char('M');
    if (a >= 1e3)
        return QString::number(value / 1e3, 'g', 3) + QLatin1Char('k');
    return QString::number(value, 'f', 0);
}

double niceStep(double range, int ticks)
{
    const double raw = range / std::max(ticks, 1);
    const double magnitude = std::pow(10.0, std::floor(std::log10(std::max(raw, 1e-9))));
    for (double f : {1.0, 2.0, 2.5, 5.0, 10.0})
        if (raw <= f * magnitude)
            return f * magnitude;
    return 10 * magnitude;
}

void fillSwatch(QPainter& p, const QRectF& rect, int category, double lineWidth)
{
    const Fill fill = kFills[category];
    p.setPen(QPen(Qt::black, lineWidth));
    p.setBrush(Qt::white);
    p.drawRect(rect);
    if (fill.style == Qt::NoBrush)
        return;
    QBrush brush(QColor(fill.grey, fill.grey, fill.grey), fill.style);
    brush.setTransform(QTransform::fromScale(3, 3));
    p.setBrush(brush);
    p.drawRect(rect);
}

} // namespace planner::ui
