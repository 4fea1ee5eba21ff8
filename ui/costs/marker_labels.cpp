#include "costs/marker_labels.h"

#include "costs/chart_text_fit.h"

#include <QBrush>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLocale>
#include <QPointer>
#include <QScatterSeries>

#include <algorithm>
#include <vector>

namespace planner::ui {

namespace {

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
    };

    Entry& add(QScatterSeries* marker, const QString& format)
    {
        for (Entry& e : m_entries)
            if (e.marker == marker) {
                e.format = format;
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
        m_entries.push_back({marker, label, format});
        connect(marker, &QXYSeries::pointsReplaced, this, &MarkerLabels::place);
        connect(marker, &QXYSeries::pointAdded, this, &MarkerLabels::place);
        connect(marker, &QXYSeries::pointRemoved, this, &MarkerLabels::place);
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

    // Beside its point, right of it where there is room; then above or below it, further out step by step,
    // until it clears the labels already placed. Markers from left to right.
    void place()
    {
        const QRectF plot = m_chart->plotArea();
        std::vector<Entry*> shown;
        for (Entry& e : m_entries) {
            if (e.marker && e.marker->count() > 0) {
                QString text = e.format;
                text.replace(QStringLiteral("@xPoint"), QLocale().toString(e.marker->at(0).x(), 'f', 0));
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
        std::sort(shown.begin(), shown.end(),
                  [](const Entry* a, const Entry* b) { return a->marker->at(0).x() < b->marker->at(0).x(); });
        std::vector<QRectF> placed;
        for (Entry* e : shown) {
            const QPointF point = e->marker->at(0);
            const QSizeF size = e->label->boundingRect().size();
            const QPointF at = m_chart->mapToPosition(point, e->marker);
            const double r = e->marker->markerSize() / 2 + 3;
            // Apart by a gap, so two labels never read as one line. Horizontally: right of the point, or left of it at
            // the plot's right edge; inside the plot.
            double x = at.x() + r;
            if (x + size.width() > plot.right())
                x = at.x() - r - size.width();
            x = std::clamp(x, plot.left(), std::max(plot.left(), plot.right() - size.width()));
            const double step = size.height() + 2;
            QRectF chosen;
            for (int k = 0; k < 12 && chosen.isNull(); ++k)
                for (const double y : {at.y() - r - size.height() - k * step, at.y() + r + k * step}) {
                    const QRectF rect(QPointF(x, y), size);
                    if (rect.top() < plot.top() || rect.bottom() > plot.bottom())
                        continue;
                    if (std::none_of(placed.begin(), placed.end(),
                                     [&](const QRectF& p) { return p.adjusted(-8, -2, 8, 2).intersects(rect); })) {
                        chosen = rect;
                        break;
                    }
                }
            if (chosen.isNull()) // a plot too small for every label: the first place, as Qt would
                chosen = QRectF(QPointF(x, std::max(plot.top(), at.y() - r - size.height())), size);
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

void labelMarker(QChart* chart, QScatterSeries* marker, const QString& format)
{
    marker->setPointLabelsVisible(false); // drawn by the labels below, placed apart
    MarkerLabels* labels = labelsOf(chart);
    if (!labels)
        labels = new MarkerLabels(chart);
    labels->add(marker, format);
}

QGraphicsSimpleTextItem* markerLabel(const QChart* chart, const QScatterSeries* marker)
{
    const MarkerLabels* labels = labelsOf(chart);
    return labels ? labels->labelOf(marker) : nullptr;
}

} // namespace planner::ui
