#include "ui/export/quote_advice_pdf.h"

#include "models/base/money.h"
#include "ui/export/print_chart_style.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace planner::ui {

namespace {

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

QFont chartFont(const QString& family, double points, bool bold = false)
{
    QFont f(family);
    f.setPointSizeF(points);
    f.setBold(bold);
    f.setStyleStrategy(QFont::PreferOutline);
    return f;
}

} // namespace

std::vector<double> logTicks(double lo, double hi)
{
    std::vector<double> ticks;
    if (!(lo > 0) || !(hi > lo))
        return ticks;
    const bool wide = hi / lo > 300;
    for (double decade = std::pow(10.0, std::floor(std::log10(lo))); decade <= hi; decade *= 10)
        for (const double f : {1.0, 2.0, 5.0}) {
            const double v = decade * f;
            if ((f == 1.0 || !wide) && v >= lo * (1 - 1e-9) && v <= hi * (1 + 1e-9))
                ticks.push_back(v);
        }
    return ticks;
}

void paintAdviceChart(QPainter& p, const QRectF& area, const QuoteAdvice& advice, const QString& fontFamily,
                      double dotsPerMm, const std::string& lang)
{
    if (advice.frontier.empty())
        return;
    const auto mm = [&](double v) { return v * dotsPerMm; };
    const QFont small = chartFont(fontFamily, 6.5), label = chartFont(fontFamily, 6.5, true);
    // Both axes on log scales, as in the window: times and costs span orders of magnitude.
    double x0 = 0, x1 = 0, y0 = 0, y1 = 0;
    const auto extend = [](double& lo, double& hi, double v) {
        v = std::max(v, 1e-3);
        lo = lo > 0 ? std::min(lo, v) : v;
        hi = std::max(hi, v);
    };
    for (const QuoteAdvicePoint& f : advice.frontier) {
        extend(x0, x1, f.time);
        extend(y0, y1, f.npv);
    }
    if (advice.target > 0)
        extend(x0, x1, advice.target);
    x0 /= 1.4, x1 *= 1.4, y0 /= 1.4, y1 *= 1.4;
    const double legendHeight = mm(8);
    const QRectF plot(area.left() + mm(16), area.top() + mm(4), area.width() - mm(18),
                      area.height() - mm(4) - mm(9) - legendHeight);
    const auto at = [&](double x, double y) {
        const double fx = std::log(std::max(x, 1e-3) / x0) / std::log(x1 / x0);
        const double fy = std::log(std::max(y, 1e-3) / y0) / std::log(y1 / y0);
        return QPointF(plot.left() + fx * plot.width(), plot.bottom() - fy * plot.height());
    };
    const auto text = [&](const QRectF& box, int flags, const QString& s, const QFont& f) {
        p.setFont(f);
        p.setPen(Qt::black);
        p.drawText(box, flags, s);
    };

    p.save();
    // Grid and tick labels.
    const QPen grid(QColor(0xcc, 0xcc, 0xcc), mm(0.1));
    for (const double v : logTicks(x0, x1)) {
        const double x = at(v, y0).x();
        p.setPen(grid);
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        const QString tick = advice.training ? QString::number(v, 'g', 3) : compact(v, lang);
        text(QRectF(x - mm(8), plot.bottom() + mm(0.8), mm(16), mm(3)), Qt::AlignHCenter | Qt::AlignTop, tick, small);
    }
    for (const double v : logTicks(y0, y1)) {
        const double y = at(x0, v).y();
        p.setPen(grid);
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        text(QRectF(area.left(), y - mm(1.5), mm(15), mm(3)), Qt::AlignRight | Qt::AlignVCenter, compact(v, lang),
             small);
    }
    text(QRectF(plot.left(), plot.bottom() + mm(4), plot.width(), mm(3.5)), Qt::AlignHCenter | Qt::AlignTop,
         qs(advice.xAxis), small);
    p.save();
    p.translate(area.left() + mm(1), plot.center().y());
    p.rotate(-90);
    text(QRectF(-plot.height() / 2, -mm(1), plot.height(), mm(3.5)), Qt::AlignHCenter | Qt::AlignTop, qs(advice.yAxis),
         small);
    p.restore();

    // The deadline (or throughput target): to its left (right) a point is in time.
    const QPen targetPen(Qt::black, mm(0.3), Qt::DashLine);
    if (advice.target > 0) {
        const double x = at(advice.target, y0).x();
        p.setPen(targetPen);
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
    }

    // The frontier: a thin line through its points, fastest first, a dot at each.
    QPainterPath path(at(advice.frontier.front().time, advice.frontier.front().npv));
    for (const QuoteAdvicePoint& f : advice.frontier)
        path.lineTo(at(f.time, f.npv));
    p.setPen(QPen(Qt::black, mm(0.25)));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
    const double dot = mm(0.7);
    p.setBrush(Qt::white);
    for (const QuoteAdvicePoint& f : advice.frontier)
        p.drawEllipse(at(f.time, f.npv), dot, dot);
    // The listed points filled and numbered, each number above, below, left or right of its dot, wherever it
    // overlaps no number placed before; the best a larger black square.
    std::vector<QRectF> placed;
    for (const QuoteAdvicePoint& f : advice.frontier) {
        if (f.number == 0 && !f.best)
            continue;
        const QPointF c = at(f.time, f.npv);
        p.setPen(QPen(Qt::black, mm(0.25)));
        p.setBrush(Qt::black);
        if (f.best)
            p.drawRect(QRectF(c - QPointF(mm(1.3), mm(1.3)), QSizeF(mm(2.6), mm(2.6))));
        else
            p.drawEllipse(c, mm(0.9), mm(0.9));
        if (f.number == 0)
            continue;
        const QSizeF size(mm(3), mm(2.8));
        const QPointF offsets[]
            = {{-mm(1.5), -mm(4.4)}, {-mm(1.5), mm(1.6)}, {mm(1.8), -mm(1.4)}, {-mm(4.8), -mm(1.4)}};
        QRectF box(c + offsets[0], size);
        for (const QPointF& o : offsets) {
            const QRectF trial(c + o, size);
            const bool inside = plot.contains(trial);
            const bool free
                = std::none_of(placed.begin(), placed.end(), [&](const QRectF& r) { return r.intersects(trial); });
            if (inside && free) {
                box = trial;
                break;
            }
        }
        placed.push_back(box);
        text(box, Qt::AlignCenter, QString::number(f.number), label);
    }
    p.setPen(QPen(Qt::black, mm(0.25)));
    p.setBrush(Qt::NoBrush);
    p.drawRect(plot);

    // Legend: the frontier, the best, the target.
    const double ly = area.bottom() - legendHeight + mm(2.5);
    double lx = area.left();
    const double slot = area.width() / 3;
    p.setPen(QPen(Qt::black, mm(0.25)));
    p.drawLine(QPointF(lx, ly), QPointF(lx + mm(6), ly));
    p.setBrush(Qt::white);
    p.drawEllipse(QPointF(lx + mm(3), ly), dot, dot);
    text(QRectF(lx + mm(7.5), ly - mm(1.6), slot - mm(8), mm(3.2)), Qt::AlignLeft | Qt::AlignVCenter,
         qs(advice.frontierLegend), small);
    lx += slot;
    p.setPen(QPen(Qt::black, mm(0.25)));
    p.setBrush(Qt::black);
    p.drawRect(QRectF(lx + mm(1.7), ly - mm(1.3), mm(2.6), mm(2.6)));
    text(QRectF(lx + mm(7.5), ly - mm(1.6), slot - mm(8), mm(3.2)), Qt::AlignLeft | Qt::AlignVCenter,
         qs(advice.bestLegend), small);
    if (!advice.targetLegend.empty()) {
        lx += slot;
        p.setPen(targetPen);
        p.drawLine(QPointF(lx, ly), QPointF(lx + mm(6), ly));
        text(QRectF(lx + mm(7.5), ly - mm(1.6), slot - mm(8), mm(3.2)), Qt::AlignLeft | Qt::AlignVCenter,
             qs(advice.targetLegend), small);
    }
    p.restore();
}

std::vector<Column> adviceColumns(const QuoteAdvice& advice)
{
    const auto header = [&](std::size_t i) { return i < advice.columns.size() ? qs(advice.columns[i]) : QString(); };
    return {{header(0), 0.04},
            {header(1), 0.2},
            {header(2), 0.12},
            {header(3), 0.12},
            {header(4), 0.09, Qt::AlignRight},
            {header(5), 0.13, Qt::AlignRight},
            {header(6), 0.30}};
}

std::vector<Row> adviceRows(const QuoteAdvice& advice)
{
    std::vector<Row> rows;
    for (const QuoteAdviceRow& r : advice.rows) {
        const QString number = QString::number(r.number) + (r.best ? QStringLiteral(" ✔") : QString());
        rows.push_back({{number, qs(r.build), qs(r.option), qs(r.region), qs(r.time),
                         qs(formatMinor(r.npv, advice.currency, true, false)), qs(r.why)},
                        r.best,
                        false,
                        r.best});
    }
    return rows;
}

} // namespace planner::ui
