#include "ui/costs/marker_labels.h"

#include "ui/common/chart_text_fit.h"

#include <QBrush>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLineF>
#include <QLineSeries>
#include <QLocale>
#include <QPointer>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <array>
#include <limits>
#include <vector>

namespace planner::ui {

namespace {

// The chart's visible lines as segments in its coordinates: what a label should not cover.
std::vector<QLineF> chartLineSegments(QChart* chart)
{
    std::vector<QLineF> segments;
    for (QAbstractSeries* series : chart->series()) {
        auto* line = qobject_cast<QLineSeries*>(series);
        if (!line || !line->isVisible() || line->count() < 2)
            continue;
        const QList<QPointF> points = line->points();
        QPointF previous = chart->mapToPosition(points.front(), line);
        for (qsizetype i = 1; i < points.size(); ++i) {
            const QPointF next = chart->mapToPosition(points[i], line);
            segments.emplace_back(previous, next);
            previous = next;
        }
    }
    return segments;
}

// How many of the segments pass through the rectangle.
int crossings(const std::vector<QLineF>& segments, const QRectF& rect)
{
    const std::array<QLineF, 4> edges
        = {QLineF(rect.topLeft(), rect.topRight()), QLineF(rect.topRight(), rect.bottomRight()),
           QLineF(rect.bottomRight(), rect.bottomLeft()), QLineF(rect.bottomLeft(), rect.topLeft())};
    return static_cast<int>(std::count_if(segments.begin(), segments.end(), [&](const QLineF& segment) {
        const QRectF bounds = QRectF(segment.p1(), segment.p2()).normalized();
        if (bounds.right() < rect.left() || bounds.left() > rect.right() || bounds.bottom() < rect.top()
            || bounds.top() > rect.bottom())
            return false;
        if (rect.contains(segment.p1()) || rect.contains(segment.p2()))
            return true;
        return std::any_of(edges.begin(), edges.end(), [&](const QLineF& edge) {
            return segment.intersects(edge, nullptr) == QLineF::BoundedIntersection;
        });
    }));
}

// Keeps a chart's marker labels and lays them out; a child of the chart, so it goes with it.
class MarkerLabels final : public QObject {
public:
    explicit MarkerLabels(QChart* chart)
        : QObject(chart)
        , m_chart(chart)
    {
        setObjectName(QStringLiteral("markerLabels"));
        connect(chart, &QChart::plotAreaChanged, this, &MarkerLabels::place);
    }

    struct Entry {
        QPointer<QScatterSeries> marker;
        QGraphicsSimpleTextItem* label = nullptr;
        QString format;
        QString shortFormat;
    };

    Entry& add(QScatterSeries* marker, const QString& format, const QString& shortFormat)
    {
        for (Entry& e : m_entries)
            if (e.marker == marker) {
                e.format = format;
                e.shortFormat = shortFormat;
                place();
                return e;
            }
        // On a veil of the chart's background: the label stays readable where it crosses a line.
        auto* veil = new QGraphicsRectItem(m_chart);
        // The chart's theme may not have painted its background yet: the veil is the opposite of the text.
        QColor background = marker->pointLabelsColor().lightness() < 128 ? QColor(Qt::white) : QColor(32, 32, 32);
        background.setAlpha(200);
        veil->setBrush(background);
        veil->setPen(Qt::NoPen);
        veil->setZValue(1000); // above the series and the grid
        auto* label = new QGraphicsSimpleTextItem(veil);
        label->setFont(marker->pointLabelsFont());
        label->setBrush(marker->pointLabelsColor());
        m_entries.push_back({marker, label, format, shortFormat});
        connect(marker, &QXYSeries::pointsReplaced, this, &MarkerLabels::place);
        connect(marker, &QXYSeries::pointAdded, this, &MarkerLabels::place);
        connect(marker, &QXYSeries::pointRemoved, this, &MarkerLabels::place);
        // A new range moves the points and the lines under a label.
        for (QAbstractAxis* axis : marker->attachedAxes())
            if (auto* values = qobject_cast<QValueAxis*>(axis))
                connect(values, &QValueAxis::rangeChanged, this, &MarkerLabels::place, Qt::UniqueConnection);
        place();
        return m_entries.back();
    }

    QGraphicsSimpleTextItem* labelOf(const QScatterSeries* marker) const
    {
        for (const Entry& e : m_entries)
            if (e.marker == marker)
                return e.label;
        return nullptr;
    }

    // Beside its point, right or left of it and above or below, further out step by step: clear of the labels
    // already placed, and near the point where it crosses fewest of the chart's lines (the label's veil hides
    // them). Markers from left to right.
    void place()
    {
        const QRectF plot = m_chart->plotArea();
        std::vector<Entry*> shown;
        for (Entry& e : m_entries) {
            if (e.marker && e.marker->count() > 0) {
                const QString x = QLocale().toString(e.marker->at(0).x(), 'f', 0);
                QString text = QString(e.format).replace(QStringLiteral("@xPoint"), x);
                if (!e.shortFormat.isEmpty() && plot.isValid()
                    && QFontMetricsF(e.label->font()).horizontalAdvance(text) > plot.width() / 3)
                    text = QString(e.shortFormat).replace(QStringLiteral("@xPoint"), x);
                if (plot.isValid())
                    text = wrappedLines(text, e.label->font(), plot.width()).join(QLatin1Char('\n'));
                if (e.label->text() != text)
                    e.label->setText(text);
            }
            const bool visible = e.marker && e.marker->isVisible() && e.marker->count() > 0 && plot.isValid();
            e.label->setVisible(visible);
            e.label->parentItem()->setVisible(visible);
            if (visible)
                shown.push_back(&e);
        }
        if (shown.empty())
            return;
        std::sort(shown.begin(), shown.end(),
                  [](const Entry* a, const Entry* b) { return a->marker->at(0).x() < b->marker->at(0).x(); });
        const std::vector<QLineF> lines = chartLineSegments(m_chart);
        std::vector<QRectF> placed;
        for (Entry* e : shown) {
            const QPointF point = e->marker->at(0);
            const QSizeF size = e->label->boundingRect().size();
            const QPointF at = m_chart->mapToPosition(point, e->marker);
            const double r = e->marker->markerSize() / 2 + 3;
            // Apart by a gap, so two labels never read as one line: right of the point and left of it, where each
            // fits; clamped inside the plot when neither does.
            std::vector<double> xs;
            if (at.x() + r + size.width() <= plot.right())
                xs.push_back(at.x() + r);
            if (at.x() - r - size.width() >= plot.left())
                xs.push_back(at.x() - r - size.width());
            if (xs.empty())
                xs.push_back(std::clamp(at.x() + r, plot.left(), std::max(plot.left(), plot.right() - size.width())));
            const double step = size.height() + 2;
            // Near the point, the place crossing fewest lines; past a few steps out a label reads as another
            // point's, so there only the nearest place clear of the other labels, as before.
            constexpr int kNearSteps = 3;
            QRectF chosen;
            int fewest = std::numeric_limits<int>::max();
            for (int k = 0; k < 12 && fewest > 0 && (k < kNearSteps || chosen.isNull()); ++k)
                for (const double y : {at.y() - r - size.height() - k * step, at.y() + r + k * step})
                    for (const double x : xs) {
                        const QRectF rect(QPointF(x, y), size);
                        if (fewest == 0 || rect.top() < plot.top() || rect.bottom() > plot.bottom())
                            continue;
                        if (std::any_of(placed.begin(), placed.end(),
                                        [&](const QRectF& p) { return p.adjusted(-8, -2, 8, 2).intersects(rect); }))
                            continue;
                        const int crossed = k < kNearSteps ? crossings(lines, rect) : 0;
                        if (crossed < fewest) {
                            fewest = crossed;
                            chosen = rect;
                        }
                    }
            if (chosen.isNull()) // a plot too small for every label: the first place, as Qt would
                chosen = QRectF(QPointF(xs.front(), std::max(plot.top(), at.y() - r - size.height())), size);
            placed.push_back(chosen);
            auto* veil = static_cast<QGraphicsRectItem*>(e->label->parentItem());
            veil->setPos(chosen.topLeft());
            if (veil->rect() != QRectF(QPointF(), size))
                veil->setRect(QRectF(QPointF(), size));
        }
    }

private:
    QChart* m_chart;
    std::vector<Entry> m_entries;
};

MarkerLabels* labelsOf(const QChart* chart)
{
    return chart->findChild<MarkerLabels*>(QStringLiteral("markerLabels"), Qt::FindDirectChildrenOnly);
}

} // namespace

void labelMarker(QChart* chart, QScatterSeries* marker, const QString& format, const QString& shortFormat)
{
    marker->setPointLabelsVisible(false); // drawn by the labels below, placed apart
    MarkerLabels* labels = labelsOf(chart);
    if (!labels)
        labels = new MarkerLabels(chart);
    labels->add(marker, format, shortFormat);
}

QGraphicsSimpleTextItem* markerLabel(const QChart* chart, const QScatterSeries* marker)
{
    const MarkerLabels* labels = labelsOf(chart);
    return labels ? labels->labelOf(marker) : nullptr;
}

} // namespace planner::ui
