#include "ui/export/quote_pdf.h"

#include "models/base/atomic_file.h"
#include "ui/common/core_text.h"
#include "ui/drawings/build_painter.h"
#include "ui/export/print_chart_style.h"
#include "ui/export/quote_advice_pdf.h"
#include "ui/export/quote_table.h"

#include <QBuffer>
#include <QFile>
#include <QFont>
#include <QPageLayout>
#include <QPageSize>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>
#include <QTextLayout>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>

namespace planner::ui {

namespace {

QString qs(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString money(MinorUnits minor, const std::string& currency)
{
    return qs(formatMinor(minor, currency, true, false));
}

// Greys and patterns that stay apart on a black-and-white printer.
const QColor kRule(0x99, 0x99, 0x99);
const QColor kHeaderFill(0xe4, 0xe4, 0xe4);
const QColor kMuted(0x44, 0x44, 0x44);

// Lays out and paints the quote. Run once without a painter to count the pages, then with one.
class Renderer {
public:
    Renderer(const Quote& quote, QPagedPaintDevice* device, QPainter* painter, int pageCount)
        : m_quote(quote)
        , m_device(device)
        , m_painter(painter)
        , m_pageCount(pageCount)
        , m_lang(quote.language)
        , m_text(textFor(quote.language))
        , m_dpi(device->logicalDpiY())
    {
        const QRectF paint = device->pageLayout().paintRectPixels(device->logicalDpiX());
        m_width = paint.width();
        m_top = mm(12); // below the running header
        m_bottom = paint.height() - mm(12); // above the footer
        m_footerY = paint.height() - mm(8);
    }

    void run()
    {
        beginPage();
        titleBlock();
        for (std::size_t i = 0; i < m_quote.scenarios.size(); ++i) {
            if (i > 0)
                newPage();
            scenario(m_quote.scenarios[i], static_cast<int>(i) + 1);
        }
        finishPage();
    }
    int pages() const { return m_page; }

private:
    double mm(double v) const { return v * m_dpi / 25.4; }
    QString t(QuoteText key) const { return qs(quoteText(key, m_text)); }
    QString say(const Message& message) const { return qs(render(message, m_text)); }

    QFont font(double points, bool bold = false) const
    {
        QFont f(quoteFontFamily());
        f.setPointSizeF(points);
        f.setBold(bold);
        f.setStyleStrategy(QFont::PreferOutline);
        return f;
    }

    // Wrapped text: at word boundaries, anywhere inside long URLs; '\n' starts a new line.
    std::unique_ptr<QTextLayout> lay(const QString& text, const QFont& f, double width, Qt::Alignment align,
                                     double* height) const
    {
        QString body = text;
        body.replace(QLatin1Char('\n'), QChar::LineSeparator);
        auto layout = std::make_unique<QTextLayout>(body, f, m_device);
        QTextOption option(align);
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        layout->setTextOption(option);
        layout->setCacheEnabled(true);
        double y = 0;
        layout->beginLayout();
        for (QTextLine line = layout->createLine(); line.isValid(); line = layout->createLine()) {
            line.setLineWidth(width);
            line.setPosition(QPointF(0, y));
            y += line.height();
        }
        layout->endLayout();
        *height = y;
        return layout;
    }

    void draw(const QTextLayout& layout, QPointF at, const QColor& colour = Qt::black) const
    {
        if (!m_painter)
            return;
        m_painter->setPen(colour);
        layout.draw(m_painter, at);
    }

    void rule(double y, double x0, double x1, double widthMm = 0.2, const QColor& colour = kRule) const
    {
        if (!m_painter)
            return;
        m_painter->setPen(QPen(colour, mm(widthMm)));
        m_painter->drawLine(QPointF(x0, y), QPointF(x1, y));
    }

    void ensureSpace(double height)
    {
        if (m_y + height > m_bottom && m_y > m_top + 1)
            newPage();
    }

    void newPage()
    {
        finishPage();
        if (m_painter)
            m_device->newPage();
        beginPage();
    }

    void beginPage()
    {
        ++m_page;
        m_y = m_top;
        double h = 0;
        const QFont small = font(7.5);
        auto left = lay(qs(m_quote.planName), small, m_width * 0.6, Qt::AlignLeft, &h);
        draw(*left, QPointF(0, 0), kMuted);
        auto right = lay(t(QuoteText::Title) + QStringLiteral(" · ") + qs(m_quote.date), small, m_width * 0.38,
                         Qt::AlignRight, &h);
        draw(*right, QPointF(m_width * 0.62, 0), kMuted);
        rule(h + mm(1.5), 0, m_width);
    }

    void finishPage()
    {
        rule(m_footerY - mm(1.5), 0, m_width);
        double h = 0;
        const QFont small = font(7.5);
        auto left = lay(t(QuoteText::Footer), small, m_width * 0.75, Qt::AlignLeft, &h);
        draw(*left, QPointF(0, m_footerY), kMuted);
        QString pageText = t(QuoteText::Page);
        pageText.replace(QStringLiteral("{page}"), QString::number(m_page))
            .replace(QStringLiteral("{pages}"), QString::number(std::max(m_pageCount, m_page)));
        auto right = lay(pageText, small, m_width * 0.23, Qt::AlignRight, &h);
        draw(*right, QPointF(m_width * 0.77, m_footerY), kMuted);
    }

    void paragraph(const QString& text, double points, bool bold = false, const QColor& colour = Qt::black,
                   double spaceAfterMm = 2)
    {
        double h = 0;
        auto layout = lay(text, font(points, bold), m_width, Qt::AlignLeft, &h);
        ensureSpace(h);
        draw(*layout, QPointF(0, m_y), colour);
        m_y += h + mm(spaceAfterMm);
    }

    void heading(const QString& text, double points)
    {
        ensureSpace(mm(40)); // never a heading alone at the foot of a page
        m_y += mm(2);
        paragraph(text, points, true, Qt::black, 1.5);
    }

    // Label: value pairs in two columns of label and value.
    void keyValues(const std::vector<std::pair<QString, QString>>& pairs)
    {
        const QFont labelFont = font(9, true), valueFont = font(9);
        for (const auto& [label, value] : pairs) {
            double hl = 0, hv = 0;
            auto l = lay(label, labelFont, m_width * 0.22, Qt::AlignLeft, &hl);
            auto v = lay(value, valueFont, m_width * 0.76, Qt::AlignLeft, &hv);
            const double h = std::max(hl, hv);
            ensureSpace(h);
            draw(*l, QPointF(0, m_y));
            draw(*v, QPointF(m_width * 0.24, m_y));
            m_y += h + mm(0.8);
        }
        m_y += mm(2);
    }

    void table(const std::vector<Column>& columns, const std::vector<Row>& rows, double points = 8.5)
    {
        const double pad = mm(1.2);
        auto rowLayouts = [&](const QStringList& cells, bool bold, double* height) {
            std::vector<std::unique_ptr<QTextLayout>> out;
            *height = 0;
            for (std::size_t c = 0; c < columns.size(); ++c) {
                double h = 0;
                const QString text
                    = c < static_cast<std::size_t>(cells.size()) ? cells[static_cast<int>(c)] : QString();
                out.push_back(
                    lay(text, font(points, bold), columns[c].share * m_width - 2 * pad, columns[c].align, &h));
                *height = std::max(*height, h);
            }
            *height += 2 * pad;
            return out;
        };
        auto paintRow = [&](const std::vector<std::unique_ptr<QTextLayout>>& cells, double height, bool shaded) {
            if (m_painter && shaded)
                m_painter->fillRect(QRectF(0, m_y, m_width, height), kHeaderFill);
            double x = 0;
            for (std::size_t c = 0; c < columns.size(); ++c) {
                draw(*cells[c], QPointF(x + pad, m_y + pad));
                x += columns[c].share * m_width;
            }
        };
        QStringList headers;
        for (const auto& c : columns)
            headers << c.header;
        double headerHeight = 0;
        const auto header = rowLayouts(headers, true, &headerHeight);
        auto paintHeader = [&] {
            paintRow(header, headerHeight, true);
            m_y += headerHeight;
            rule(m_y, 0, m_width, 0.35, Qt::black);
        };
        double firstHeight = 0;
        if (!rows.empty())
            rowLayouts(rows.front().cells, rows.front().bold, &firstHeight);
        ensureSpace(headerHeight + firstHeight);
        paintHeader();
        for (const Row& row : rows) {
            double h = 0;
            const auto cells = rowLayouts(row.cells, row.bold, &h);
            if (m_y + h > m_bottom) {
                newPage();
                paintHeader(); // the column names again on the next page
            }
            if (row.ruleAbove)
                rule(m_y, 0, m_width, 0.35, Qt::black);
            paintRow(cells, h, row.shaded);
            m_y += h;
            if (!row.ruleAbove)
                rule(m_y, 0, m_width, 0.1);
        }
        rule(m_y, 0, m_width, 0.35, Qt::black);
        m_y += mm(3);
    }

    void titleBlock()
    {
        paragraph(t(QuoteText::Title), 20, true, Qt::black, 1);
        paragraph(qs(m_quote.planName), 13, true, Qt::black, 2);
        if (!m_quote.planDescription.empty())
            paragraph(qs(m_quote.planDescription), 9, false, kMuted, 3);
        QStringList names;
        for (const auto& s : m_quote.scenarios)
            names << qs(s.name);
        QStringList currencies, fxDates;
        for (const auto& s : m_quote.scenarios) {
            if (!currencies.contains(qs(s.currency)))
                currencies << qs(s.currency);
            if (!fxDates.contains(qs(s.fxDate)))
                fxDates << qs(s.fxDate);
        }
        keyValues({{t(QuoteText::Plan), qs(m_quote.planName)},
                   {t(QuoteText::Scenario), names.join(QStringLiteral("\n"))},
                   {t(QuoteText::Date), qs(m_quote.date)},
                   {t(QuoteText::ValidUntil),
                    qs(m_quote.validUntil) + QStringLiteral(" (") + QString::number(m_quote.validityDays)
                        + QLatin1Char(' ') + t(QuoteText::Days) + QLatin1Char(')')},
                   {t(QuoteText::Currency), currencies.join(QStringLiteral(", "))},
                   {t(QuoteText::FxDate), fxDates.join(QStringLiteral(", "))}});
        rule(m_y, 0, m_width, 0.35, Qt::black);
        m_y += mm(3);
    }

    // Numbered references to the sources of prices, so long URLs do not crowd the tables.
    QString reference(const Provenance& p)
    {
        const std::string key = p.source + '\x1f' + p.asOf + '\x1f' + (p.estimate ? p.method : std::string());
        auto it = m_refIndex.find(key);
        if (it == m_refIndex.end()) {
            m_refs.push_back(p);
            it = m_refIndex.emplace(key, static_cast<int>(m_refs.size())).first;
        }
        return QStringLiteral("[%1]").arg(it->second);
    }

    void scenario(const QuoteScenario& s, int number)
    {
        m_refs.clear();
        m_refIndex.clear();
        const QString colon = m_lang == "zh_CN" ? QStringLiteral("：") : QStringLiteral(": ");
        heading(t(QuoteText::Scenario) + QLatin1Char(' ') + QString::number(number) + colon + qs(s.name), 14);
        keyValues({{t(QuoteText::Region), qs(s.regionName) + QStringLiteral(" (") + qs(s.regionId) + QLatin1Char(')')},
                   {t(QuoteText::Currency), qs(s.currency)},
                   {t(QuoteText::FxDate), qs(s.fxDate)}});
        billOfMaterials(s);
        buildDrawings(s);
        tcoTable(s);
        charts(s);
        advice(s);
        assumptions(s);
        findings(s);
        sources();
    }

    void billOfMaterials(const QuoteScenario& s)
    {
        heading(t(QuoteText::BillOfMaterials), 11.5);
        const auto right = Qt::AlignRight;
        const std::vector<Column> columns {{t(QuoteText::Item), 0.265},
                                           {t(QuoteText::Model), 0.19},
                                           {t(QuoteText::UnitPrice), 0.12, right},
                                           {t(QuoteText::Quantity), 0.05, right},
                                           {t(QuoteText::LineTotal), 0.13, right},
                                           {t(QuoteText::VatRate), 0.075, right},
                                           {t(QuoteText::Vat), 0.115, right},
                                           {t(QuoteText::Ref), 0.055, right}};
        std::vector<Row> rows;
        const std::string& cur = s.currency;
        for (const QuoteLine& l : s.lines) {
            const QString vatRate = QString::number(l.vatPct, 'f', l.vatPct == std::floor(l.vatPct) ? 0 : 1) + '%';
            rows.push_back({{qs(l.item), qs(l.modelId), l.priced ? money(l.unitPrice, cur) : t(QuoteText::NoPrice),
                             QString::number(l.quantity), money(l.lineTotal, cur), vatRate, money(l.vat, cur),
                             l.priced ? reference(l.provenance) : QString()}});
        }
        rows.push_back(
            {{t(QuoteText::Subtotal), {}, {}, {}, money(s.subtotal, cur), {}, money(s.vat, cur), {}}, true, true});
        rows.push_back({{t(QuoteText::Vat), {}, {}, {}, money(s.vat, cur), {}, {}, {}}});
        rows.push_back({{t(QuoteText::GrandTotal) + QStringLiteral(" (") + qs(cur) + QLatin1Char(')'),
                         {},
                         {},
                         {},
                         money(s.grandTotal, cur),
                         {},
                         {},
                         {}},
                        true,
                        true,
                        true});
        table(columns, rows);
        QString note = t(QuoteText::PricesNote);
        note.replace(QStringLiteral("{currency}"), qs(cur));
        paragraph(note, 7.5, false, kMuted, 3);
    }

    // One node of each group beside the racks, painted as the Build page paints them (vectors).
    void buildDrawings(const QuoteScenario& s)
    {
        const double height = mm(80);
        const DrawingStyle style = DrawingStyle::forPrint(font(6.5));
        for (std::size_t i = 0; i < s.topology.nodes.size(); ++i) {
            ensureSpace(height + (i == 0 ? mm(12) : 0)); // the heading stays with its drawing
            if (i == 0)
                heading(t(QuoteText::Build), 11.5);
            if (m_painter)
                paintNode(*m_painter, QRectF(0, m_y, m_width * 0.64, height), s.topology.nodes[i], m_text, style);
            if (m_painter && i == 0)
                paintRacks(*m_painter, QRectF(m_width * 0.68, m_y, m_width * 0.32, height), s.topology, m_text, style);
            m_y += height + mm(4);
        }
    }

    void tcoTable(const QuoteScenario& s)
    {
        QString title = t(QuoteText::Tco);
        title.replace(QStringLiteral("{months}"), QString::number(s.horizonMonths));
        heading(title, 11.5);
        const QString currency = QStringLiteral(" (") + qs(s.currency) + QLatin1Char(')');
        const std::vector<Column> columns {{t(QuoteText::Option), 0.3},
                                           {t(QuoteText::Total) + currency, 0.17, Qt::AlignRight},
                                           {t(QuoteText::Npv) + currency, 0.17, Qt::AlignRight},
                                           {t(QuoteText::Offering), 0.36}};
        std::vector<Row> rows;
        for (const QuoteOption& o : s.options) {
            const bool best = s.recommended == o.option;
            QString name = say(optionLabel(o.option));
            if (best) // bold, shaded and named: the mark survives black-and-white printing
                name = QStringLiteral("✔ ") + name + QLatin1Char('\n')
                    + (m_lang == "zh_CN" ? QStringLiteral("（%1）") : QStringLiteral("(%1)"))
                          .arg(t(QuoteText::Recommended));
            Row row {{name, QStringLiteral("—"), QStringLiteral("—"),
                      t(QuoteText::NotAvailable) + QStringLiteral(": ") + qs(o.reason)}};
            if (o.available)
                row = {{name, money(o.total, s.currency), money(o.npv, s.currency), qs(o.offering)}, best, false, best};
            rows.push_back(row);
        }
        table(columns, rows);
        if (!s.verdict.empty())
            paragraph(qs(s.verdict), 9.5, true, Qt::black, 3);
        if (!s.recommendation.empty())
            paragraph(qs(s.recommendation), 9.5, true, Qt::black, 3);
        if (!s.breakEven.empty())
            paragraph(qs(s.breakEven), 9.5, true, Qt::black, 3);
    }

    // The advisor's frontier and its top alternatives, when the quote was made with them.
    void advice(const QuoteScenario& s)
    {
        if (!s.advice)
            return;
        const QuoteAdvice& a = *s.advice;
        const double height = mm(78);
        ensureSpace(height + mm(30)); // the heading and summary stay with the chart
        heading(qs(a.title), 11.5);
        paragraph(qs(a.summary), 8.5, false, Qt::black, 2);
        if (!a.problem.empty())
            paragraph(qs(a.problem), 9, true, Qt::black, 2);
        if (a.frontier.empty())
            return;
        if (m_painter)
            paintAdviceChart(*m_painter, QRectF(0, m_y, m_width, height), a, quoteFontFamily(), mm(1), m_lang);
        m_y += height + mm(3);
        table(adviceColumns(a), adviceRows(a), 7.5);
    }

    void charts(const QuoteScenario& s);
    void cumulativeChart(const QuoteScenario& s, const QRectF& area);
    void breakdownChart(const QuoteScenario& s, const QRectF& area);

    void assumptions(const QuoteScenario& s)
    {
        heading(t(QuoteText::Assumptions), 11.5);
        std::vector<Row> rows;
        for (const QuoteAssumption& a : s.assumptions) {
            QString source
                = a.fromCatalog ? reference({a.source, a.asOf, a.estimate, a.method, a.origin, {}}) : qs(a.source);
            if (a.origin == Origin::Plan && a.fromCatalog)
                source += QStringLiteral(" ") + t(QuoteText::Override);
            if (a.estimate)
                source += QStringLiteral(" (") + t(QuoteText::Estimate) + QLatin1Char(')');
            rows.push_back({{qs(a.label), qs(a.value), source, qs(a.asOf)}});
        }
        table({{t(QuoteText::Assumption), 0.33},
               {t(QuoteText::Value), 0.2},
               {t(QuoteText::Source), 0.35},
               {t(QuoteText::AsOf), 0.12}},
              rows, 8);
    }

    void findings(const QuoteScenario& s)
    {
        heading(t(QuoteText::Findings), 11.5);
        if (s.findings.empty()) {
            paragraph(t(QuoteText::NoFindings), 9);
            return;
        }
        std::vector<Row> rows;
        for (const Finding& f : s.findings) {
            const QString message = say(findingText(f, FindingPart::Message));
            const QString fix = say(findingText(f, FindingPart::Fix));
            rows.push_back({{say(severityLabel(f.severity)), message + QStringLiteral("\n→ ") + fix},
                            f.severity == Severity::Error});
        }
        table({{t(QuoteText::Severity), 0.12}, {t(QuoteText::Message), 0.88}}, rows, 8);
        if (!s.warnings.empty()) {
            QStringList lines;
            for (const auto& w : s.warnings)
                lines << QStringLiteral("• ") + qs(w);
            paragraph(t(QuoteText::Warnings) + QStringLiteral("\n") + lines.join(QLatin1Char('\n')), 7.5, false,
                      kMuted);
        }
    }

    void sources()
    {
        if (m_refs.empty())
            return;
        heading(t(QuoteText::PriceSources), 10);
        for (std::size_t i = 0; i < m_refs.size(); ++i) {
            const Provenance& p = m_refs[i];
            QString line = QStringLiteral("[%1] ").arg(i + 1) + qs(p.source);
            if (p.estimate && !p.method.empty())
                line += QStringLiteral(": ") + qs(p.method);
            if (!p.asOf.empty())
                line += QStringLiteral(" — ") + t(QuoteText::AsOf) + QLatin1Char(' ') + qs(p.asOf);
            paragraph(line, 7, false, Qt::black, 0.6);
        }
        m_y += mm(2);
    }

    const Quote& m_quote;
    QPagedPaintDevice* m_device;
    QPainter* m_painter; // nullptr: measure only
    int m_pageCount;
    std::string m_lang;
    const TextLookup& m_text;
    double m_dpi;
    double m_width = 0, m_top = 0, m_bottom = 0, m_footerY = 0;
    double m_y = 0;
    int m_page = 0;
    std::vector<Provenance> m_refs;
    std::map<std::string, int> m_refIndex;
};

void Renderer::charts(const QuoteScenario& s)
{
    // Drawn here with QPainter (vector, print style, the quote's font and language) rather than through
    // Qt Charts, whose scene needs a QApplication and the UI language.
    const double height = mm(70);
    ensureSpace(height + mm(12)); // the heading stays with its charts
    heading(t(QuoteText::CumulativeCost) + QStringLiteral(" · ") + t(QuoteText::CostBreakdown), 11.5);
    const double gap = mm(6);
    const double half = (m_width - gap) / 2;
    if (m_painter) {
        m_painter->save();
        cumulativeChart(s, QRectF(0, m_y, half, height));
        breakdownChart(s, QRectF(half + gap, m_y, half, height));
        m_painter->restore();
    }
    m_y += height + mm(4);
}

void Renderer::cumulativeChart(const QuoteScenario& s, const QRectF& area)
{
    QPainter& p = *m_painter;
    const QFont small = font(6.5), titleFont = font(8.5, true);
    double h = 0;
    draw(*lay(t(QuoteText::CumulativeCost) + QStringLiteral(" (") + qs(s.currency) + QLatin1Char(')'), titleFont,
              area.width(), Qt::AlignLeft, &h),
         area.topLeft());
    double lo = 0, hi = 0;
    int months = 0;
    for (const auto& o : s.options)
        for (MinorUnits v : o.discountedCumulative) {
            lo = std::min(lo, fromMinor(v, s.currency));
            hi = std::max(hi, fromMinor(v, s.currency));
            months = std::max(months, static_cast<int>(o.discountedCumulative.size()) - 1);
        }
    if (hi <= lo || months <= 0)
        return;
    const double step = niceStep(hi - lo, 5);
    lo = std::floor(lo / step) * step;
    hi = std::ceil(hi / step) * step;
    const double legendHeight = mm(11);
    const QRectF plot(area.left() + mm(13), area.top() + h + mm(2), area.width() - mm(15),
                      area.height() - h - mm(8) - legendHeight);
    auto at = [&](double month, double value) {
        return QPointF(plot.left() + month / months * plot.width(),
                       plot.bottom() - (value - lo) / (hi - lo) * plot.height());
    };
    for (double v = lo; v <= hi + step / 2; v += step) {
        rule(at(0, v).y(), plot.left(), plot.right(), 0.1, QColor(0xcc, 0xcc, 0xcc));
        draw(*lay(compact(v, m_lang), small, mm(12), Qt::AlignRight, &h), QPointF(area.left(), at(0, v).y() - h / 2));
    }
    const int monthStep = months > 24 ? 12 : 6;
    for (int m = 0; m <= months; m += monthStep)
        draw(*lay(QString::number(m), small, mm(8), Qt::AlignHCenter, &h),
             QPointF(at(m, lo).x() - mm(4), plot.bottom() + mm(1)));
    draw(*lay(t(QuoteText::Month), small, mm(20), Qt::AlignHCenter, &h),
         QPointF(plot.center().x() - mm(10), plot.bottom() + mm(3.8)));
    p.setPen(QPen(Qt::black, mm(0.25)));
    p.drawRect(plot);
    // One line per available option: black, each with its own dash so it reads without colour.
    double lx = area.left();
    const double ly = area.bottom() - legendHeight + mm(2);
    int shown = 0;
    for (const auto& o : s.options) {
        if (!o.available || o.discountedCumulative.empty())
            continue;
        const int i = static_cast<int>(o.option);
        QPen pen(Qt::black, mm(s.recommended == o.option ? 0.6 : 0.35), kOptionDash[i]);
        QPainterPath path(at(0, fromMinor(o.discountedCumulative[0], s.currency)));
        for (std::size_t m = 1; m < o.discountedCumulative.size(); ++m)
            path.lineTo(at(static_cast<double>(m), fromMinor(o.discountedCumulative[m], s.currency)));
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        // Legend: two per row.
        const QPointF key(lx + (shown % 2) * area.width() / 2, ly + (shown / 2) * mm(4));
        p.setPen(pen);
        p.drawLine(key + QPointF(0, mm(1.5)), key + QPointF(mm(7), mm(1.5)));
        draw(*lay(say(optionLabel(o.option)), small, area.width() / 2 - mm(9), Qt::AlignLeft, &h),
             key + QPointF(mm(8), 0));
        ++shown;
    }
}

void Renderer::breakdownChart(const QuoteScenario& s, const QRectF& area)
{
    QPainter& p = *m_painter;
    const QFont small = font(6.5), titleFont = font(8.5, true);
    double h = 0;
    draw(*lay(t(QuoteText::CostBreakdown) + QStringLiteral(" (") + qs(s.currency) + QLatin1Char(')'), titleFont,
              area.width(), Qt::AlignLeft, &h),
         area.topLeft());
    std::vector<const QuoteOption*> options;
    std::array<bool, kCostCategoryCount> used {};
    double lo = 0, hi = 0;
    for (const auto& o : s.options) {
        if (!o.available)
            continue;
        options.push_back(&o);
        double pos = 0, neg = 0;
        for (int c = 0; c < kCostCategoryCount; ++c) {
            const double v = fromMinor(o.byCategory[static_cast<std::size_t>(c)], s.currency);
            (v >= 0 ? pos : neg) += v;
            used[static_cast<std::size_t>(c)] = used[static_cast<std::size_t>(c)] || v != 0;
        }
        hi = std::max(hi, pos);
        lo = std::min(lo, neg);
    }
    if (options.empty() || hi <= lo)
        return;
    std::vector<int> categories;
    for (int c = 0; c < kCostCategoryCount; ++c)
        if (used[static_cast<std::size_t>(c)])
            categories.push_back(c);
    const double step = niceStep(hi - lo, 4);
    lo = std::floor(lo / step) * step;
    hi = std::ceil(hi / step) * step;
    const int legendRows = (static_cast<int>(categories.size()) + 2) / 3;
    const double legendHeight = legendRows * mm(3.6) + mm(2);
    const double labelWidth = mm(22);
    const QRectF plot(area.left() + labelWidth, area.top() + h + mm(2), area.width() - labelWidth - mm(2),
                      area.height() - h - mm(7) - legendHeight);
    auto xOf = [&](double v) { return plot.left() + (v - lo) / (hi - lo) * plot.width(); };
    for (double v = lo; v <= hi + step / 2; v += step) {
        if (m_painter) {
            p.setPen(QPen(QColor(0xcc, 0xcc, 0xcc), mm(0.1)));
            p.drawLine(QPointF(xOf(v), plot.top()), QPointF(xOf(v), plot.bottom()));
        }
        draw(*lay(compact(v, m_lang), small, mm(14), Qt::AlignHCenter, &h),
             QPointF(xOf(v) - mm(7), plot.bottom() + mm(1)));
    }
    const double band = plot.height() / static_cast<double>(options.size());
    for (std::size_t i = 0; i < options.size(); ++i) {
        const QuoteOption& o = *options[i];
        const double y = plot.top() + band * static_cast<double>(i) + band * 0.2;
        draw(*lay(say(optionLabel(o.option)), small, labelWidth - mm(1.5), Qt::AlignRight, &h),
             QPointF(area.left(), y + band * 0.3 - h / 2));
        double pos = 0, neg = 0;
        for (std::size_t k = 0; k < categories.size(); ++k) {
            const double v = fromMinor(o.byCategory[static_cast<std::size_t>(categories[k])], s.currency);
            if (v == 0)
                continue;
            double& base = v >= 0 ? pos : neg;
            const QRectF bar(QPointF(xOf(std::min(base, base + v)), y),
                             QPointF(xOf(std::max(base, base + v)), y + band * 0.6));
            base += v;
            fillSwatch(p, bar, categories[k], mm(0.15));
        }
    }
    p.setPen(QPen(Qt::black, mm(0.25)));
    p.drawLine(QPointF(xOf(0), plot.top()), QPointF(xOf(0), plot.bottom()));
    p.setBrush(Qt::NoBrush);
    p.drawRect(plot);
    const double ly = area.bottom() - legendHeight + mm(1);
    for (std::size_t k = 0; k < categories.size(); ++k) {
        const QPointF key(area.left() + static_cast<double>(k % 3) * area.width() / 3,
                          ly + static_cast<double>(k / 3) * mm(3.6));
        const QRectF swatch(key + QPointF(0, mm(0.3)), QSizeF(mm(3.5), mm(2.4)));
        fillSwatch(p, swatch, categories[k], mm(0.15));
        draw(*lay(say(categoryLabel(static_cast<CostCategory>(categories[k]))), small, area.width() / 3 - mm(5),
                  Qt::AlignLeft, &h),
             key + QPointF(mm(4.5), 0));
    }
}

} // namespace

QString quoteFontFamily()
{
    return QStringLiteral("WenQuanYi Micro Hei");
}

void applyQuotePageLayout(QPagedPaintDevice* device)
{
    device->setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(18, 14, 20, 12),
                                      QPageLayout::Millimeter));
}

void paintQuote(const Quote& quote, QPagedPaintDevice* device)
{
    Renderer measure(quote, device, nullptr, 0);
    measure.run();
    QPainter painter(device);
    painter.setRenderHint(QPainter::Antialiasing);
    Renderer render(quote, device, &painter, measure.pages());
    render.run();
    painter.end();
}

QByteArray quotePdfBytes(const Quote& quote)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(300);
        writer.setCreator(QStringLiteral("GPU Cluster Planner"));
        writer.setTitle(QString::fromStdString(quoteText(QuoteText::Title, textFor(quote.language)))
                        + QStringLiteral(" — ") + QString::fromStdString(quote.planName));
        applyQuotePageLayout(&writer);
        paintQuote(quote, &writer);
    }
    buffer.close();
    return bytes;
}

namespace {

QString writeBytes(const QString& file, const std::string& bytes)
{
    if (auto error = writeFileAtomically(QFile::encodeName(file).toStdString(), bytes))
        return QString::fromStdString(*error);
    return {};
}

} // namespace

QString writeQuotePdf(const Quote& quote, const QString& file)
{
    return writeBytes(file, quotePdfBytes(quote).toStdString());
}

QString writeQuoteCsv(const Quote& quote, const QString& file)
{
    return writeBytes(file, quoteToCsv(quote, textFor(quote.language)));
}

QString writeQuoteFile(const Quote& quote, const QString& file)
{
    return file.endsWith(QStringLiteral(".csv"), Qt::CaseInsensitive) ? writeQuoteCsv(quote, file)
                                                                      : writeQuotePdf(quote, file);
}

} // namespace planner::ui
