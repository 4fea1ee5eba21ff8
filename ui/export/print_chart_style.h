#pragma once
// How the quote's own charts read on paper, in black and white: tick steps, compact axis labels, one dash
// per option and one grey or hatch per cost category (the same in every chart).

#include "models/tco/tco.h"

#include <QRectF>
#include <QString>

#include <string>

class QPainter;

namespace planner::ui {

// One dash per option, in TcoOption order, so the lines read without colour.
inline constexpr Qt::PenStyle kOptionDash[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};

// Compact axis labels: 1,250,000 → "1.25M" (en) or "125万" (zh).
QString compact(double value, const std::string& lang);
// Round tick step for a range: 1, 2 or 5 × 10^n giving about `ticks` intervals.
double niceStep(double range, int ticks);
// A cost category's swatch or bar: white under its grey level or hatch, outlined in black.
void fillSwatch(QPainter& p, const QRectF& rect, int category, double lineWidth);

} // namespace planner::ui
