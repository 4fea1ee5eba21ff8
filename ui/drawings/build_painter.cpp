#include "ui/drawings/build_painter.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPalette>
#include <QTextLayout>

#include <algorithm>
#include <cmath>

namespace planner::ui {

namespace {

// Texts drawn shorter than they are (ending in "…"), counted for the tests that look for cut words.
std::size_t g_textsCut = 0;

QColor blend(const QColor& a, const QColor& b, double share) // share of b
{
    return QColor::fromRgbF(static_cast<float>(a.redF() * (1 - share) + b.redF() * share),
                            static_cast<float>(a.greenF() * (1 - share) + b.greenF() * share),
                            static_cast<float>(a.blueF() * (1 - share) + b.blueF() * share));
}

// Hues that stay apart for the common colour blindnesses (Okabe–Ito), in BuildPart order.
const std::array<QColor, kBuildPartCount> kHues = {
    QColor(0x00, 0x72, 0xb2), // GPU: blue
    QColor(0xd5, 0x5e, 0x00), // CPU: vermilion
    QColor(0x00, 0x9e, 0x73), // memory: green
    QColor(0x56, 0x56, 0x56), // PCIe: grey
    QColor(0xcc, 0x79, 0xa7), // NVMe: purple
    QColor(0xe6, 0x9f, 0x00), // NIC: orange
    QColor(0x80, 0x60, 0x30), // PSU: brown
    QColor(0x56, 0xb4, 0xe9), // rack: sky
};

// Paints one drawing: boxes in part colours, labels that never leave their room, and the parts it drew.
class Canvas {
public:
    Canvas(QPainter& painter, const TextLookup& text, const DrawingStyle& style, const DrawingHighlight& highlight)
        : m_p(painter)
        , m_text(text)
        , m_style(style)
        , m_highlight(highlight)
        , m_small(style.font)
    {
        m_small.setPointSizeF(style.font.pointSizeF() * 0.86);
        m_bold = style.font;
        m_bold.setBold(true);
        m_line = QFontMetricsF(style.font, painter.device()).height();
        m_p.save();
    }
    ~Canvas() { m_p.restore(); }
    Canvas(const Canvas&) = delete;
    Canvas& operator=(const Canvas&) = delete;

    double line() const { return m_line; }
    std::vector<DrawnPart>& parts() { return m_parts; }
    QString say(const Message& m) const { return QString::fromStdString(render(m, m_text)); }

    // Text elided to the room it has; false when nothing readable fits.
    bool label(const QRectF& r, const QString& text, Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter,
               const QFont* font = nullptr, const QColor* colour = nullptr)
    {
        const QFont& f = font ? *font : m_style.font;
        const QFontMetricsF metrics(f, m_p.device());
        // A box shorter than the type would show the text sliced through: better none, counted as cut.
        if (r.height() < metrics.ascent()) {
            ++g_textsCut;
            return false;
        }
        const QString shown = metrics.elidedText(text, Qt::ElideRight, r.width());
        if (shown != text)
            ++g_textsCut;
        if (shown.isEmpty() || shown == QStringLiteral("…"))
            return false;
        m_p.setFont(f);
        m_p.setPen(colour ? *colour : m_style.text);
        m_p.drawText(r, static_cast<int>(align | Qt::TextSingleLine), shown);
        return true;
    }
    // The lines `text` takes wrapped as wrapped() wraps it in `width`.
    int linesFor(const QString& text, double width, const QFont& font) const
    {
        QTextLayout layout(text, font, m_p.device());
        QTextOption option;
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        layout.setTextOption(option);
        layout.beginLayout();
        int lines = 0;
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            ++lines;
        }
        layout.endLayout();
        return lines;
    }
    // Text wrapped into the lines that fit the room (Chinese breaks anywhere), the last one elided.
    void wrapped(const QRectF& r, const QString& text, const QFont* font = nullptr, const QColor* colour = nullptr)
    {
        const QFont& f = font ? *font : m_style.font;
        const QFontMetricsF metrics(f, m_p.device());
        const int lines = std::max(1, static_cast<int>(r.height() / metrics.height()));
        QTextLayout layout(text, f, m_p.device());
        QTextOption option;
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        layout.setTextOption(option);
        layout.beginLayout();
        QStringList shown;
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(r.width());
            if (shown.size() == lines - 1) {
                const QString rest = text.mid(line.textStart());
                shown.append(metrics.elidedText(rest, Qt::ElideRight, r.width()));
                if (shown.back() != rest)
                    ++g_textsCut;
                break;
            }
            shown.append(text.mid(line.textStart(), line.textLength()).trimmed());
        }
        layout.endLayout();
        m_p.setFont(f);
        m_p.setPen(colour ? *colour : m_style.text);
        const double top = r.top() + (r.height() - shown.size() * metrics.height()) / 2;
        for (int i = 0; i < shown.size(); ++i)
            m_p.drawText(QRectF(r.left(), top + i * metrics.height(), r.width(), metrics.height()),
                         static_cast<int>(Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine), shown[i]);
    }
    double width(const QString& text, const QFont& font) const
    {
        return QFontMetricsF(font, m_p.device()).horizontalAdvance(text);
    }
    bool fits(const QString& text, double room, const QFont& font) const { return width(text, font) <= room; }
    const QFont& small() const { return m_small; }
    const QFont& bold() const { return m_bold; }

    // A part's box: a light fill of its hue, a darker outline; thick in the highlight colour when picked out.
    void box(const QRectF& r, BuildPart part, int group, double radius = 0, bool dashed = false)
    {
        const QColor hue = m_style.hue(part);
        const bool lit = m_highlight.covers(part, group);
        m_p.setBrush(blend(hue, m_style.background, lit ? 0.45 : 0.72));
        QPen pen(lit ? m_style.highlight : blend(hue, m_style.text, 0.3), lit ? m_line * 0.16 : m_line * 0.06);
        if (dashed)
            pen.setStyle(Qt::DashLine);
        m_p.setPen(pen);
        m_p.drawRoundedRect(r, radius, radius);
    }
    void fill(const QRectF& r, const QColor& colour)
    {
        m_p.setPen(Qt::NoPen);
        m_p.setBrush(colour);
        m_p.drawRect(r);
    }
    void outline(const QRectF& r, const QColor& colour, double width, double radius = 0)
    {
        m_p.setBrush(Qt::NoBrush);
        m_p.setPen(QPen(colour, width));
        m_p.drawRoundedRect(r, radius, radius);
    }
    void add(BuildPart part, int group, int index, const QRectF& r, QString name, QString detail)
    {
        m_parts.push_back({part, group, index, r, std::move(name), std::move(detail)});
    }
    bool lit(BuildPart part, int group) const { return m_highlight.covers(part, group); }
    const DrawingStyle& style() const { return m_style; }

private:
    QPainter& m_p;
    const TextLookup& m_text;
    const DrawingStyle& m_style;
    const DrawingHighlight& m_highlight;
    QFont m_small;
    QFont m_bold;
    double m_line = 12;
    std::vector<DrawnPart> m_parts;
};

// The columns × rows of `count` cells in `area` that give the largest cells of about `aspect` (w / h).
std::pair<int, int> grid(int count, const QSizeF& area, double gap, double aspect)
{
    int best = 1;
    double bestSize = -1;
    for (int cols = 1; cols <= count; ++cols) {
        const int rows = (count + cols - 1) / cols;
        const double w = (area.width() - (cols - 1) * gap) / cols;
        const double h = (area.height() - (rows - 1) * gap) / rows;
        const double size = std::min(w / aspect, h);
        if (size > bestSize) {
            bestSize = size;
            best = cols;
        }
    }
    return {best, (count + best - 1) / best};
}

void gpuBand(Canvas& c, const QRectF& area, const NodeTopology& n)
{
    const double lh = c.line(), gap = lh * 0.35;
    const auto& texts = n.textsOf(BuildPart::Gpu);
    const QString detail = c.say(texts.detail);
    if (n.gpus <= 0) {
        c.label(area, c.say(texts.label));
        return;
    }
    c.label(QRectF(area.left(), area.top(), area.width(), lh), c.say(texts.label), Qt::AlignLeft | Qt::AlignVCenter,
            &c.bold());
    const bool linked = !n.link.empty();
    if (!linked)
        c.label(QRectF(area.left(), area.top(), area.width(), lh), c.say(Message("drawing.gpu.domain_none")),
                Qt::AlignRight | Qt::AlignVCenter, &c.small(), &c.style().muted);
    const QRectF domains(area.left(), area.top() + lh * 1.1, area.width(), area.height() - lh * 1.1);
    const int count = static_cast<int>(n.domains.size());
    // Linked domains side by side; unlinked GPUs (a domain each) in the grid that draws them largest, so a
    // PCIe server's eight cards are two rows of four with room for their names, not eight slivers.
    const auto [domainCols, domainRows] = linked ? std::pair {count, 1} : grid(count, domains.size(), gap, 1.6);
    const double w = (domains.width() - (domainCols - 1) * gap) / domainCols;
    const double h = (domains.height() - (domainRows - 1) * gap) / domainRows;
    int gpu = 0;
    const QString chip = c.say(Message("drawing.gpu.chip", {{"gb", number(n.gpuMemoryGB, 0)}}));
    for (int d = 0; d < count; ++d) {
        const QRectF box(domains.left() + (d % domainCols) * (w + gap), domains.top() + (d / domainCols) * (h + gap), w,
                         h);
        QRectF chips = box.adjusted(gap, gap, -gap, -gap);
        if (linked) {
            // The domain: its link joins every GPU inside at the same speed.
            c.box(box, BuildPart::Gpu, n.group, lh * 0.3);
            const QString link
                = c.say(Message("drawing.gpu.domain", {{"link", n.link}, {"gbs", number(n.linkGBsPerGpu, 0)}}));
            c.label(QRectF(box.left() + gap, box.top(), box.width() - 2 * gap, lh * 1.1), link,
                    Qt::AlignLeft | Qt::AlignVCenter, &c.small());
            chips.setTop(box.top() + lh * 1.1);
        }
        const int inDomain = n.domains[static_cast<std::size_t>(d)].gpus;
        const auto [cols, rows] = grid(inDomain, chips.size(), gap, 1.6);
        const double cw = (chips.width() - (cols - 1) * gap) / cols;
        const double ch = std::min((chips.height() - (rows - 1) * gap) / rows, cw);
        for (int i = 0; i < inDomain; ++i, ++gpu) {
            const QRectF r(chips.left() + (i % cols) * (cw + gap), chips.top() + (i / cols) * (ch + gap), cw, ch);
            c.box(r, BuildPart::Gpu, n.group, lh * 0.15);
            const QString name = QString::number(gpu + 1);
            if (ch >= 2.1 * lh) {
                c.label(QRectF(r.left(), r.center().y() - lh, r.width(), lh),
                        c.say(Message("drawing.gpu.name", {{"n", name.toStdString()}})), Qt::AlignCenter, &c.small());
                c.label(QRectF(r.left(), r.center().y(), r.width(), lh), chip, Qt::AlignCenter, &c.small());
            } else {
                c.label(r, c.fits(chip, r.width(), c.small()) ? chip : name, Qt::AlignCenter, &c.small());
            }
            c.add(BuildPart::Gpu, n.group, gpu, r,
                  c.say(Message("drawing.gpu.one",
                                {{"n", std::to_string(gpu + 1)},
                                 {"count", std::to_string(n.gpus)},
                                 {"domain", std::to_string(d + 1)}})),
                  detail);
        }
    }
}

void pcieBar(Canvas& c, const QRectF& area, const NodeTopology& n)
{
    const double lh = c.line();
    const auto& texts = n.textsOf(BuildPart::Pcie);
    const QString label = c.say(texts.label);
    // The label whole (Chinese runs longer, "PCIe：已用 272 / 352 条通道"); the bar keeps two fifths at least.
    const double labelWidth = std::min(area.width() * 0.6, c.width(label, c.style().font) + lh);
    c.label(QRectF(area.left(), area.top(), labelWidth, area.height()), label);
    const QRectF bar(area.left() + labelWidth, area.top() + area.height() * 0.2, area.width() - labelWidth,
                     area.height() * 0.6);
    c.box(bar, BuildPart::Pcie, n.group);
    const double scale = std::max(n.pcieLanesNeeded, n.pcieLanesAvailable);
    if (scale > 0) {
        // Where the lanes go: GPUs, NICs, drives, each in its part's colour.
        const double perGpu = kPcieLanesPerGpu, perDrive = kPcieLanesPerDrive;
        const double gpus = n.gpus * perGpu;
        const double drives = n.drives * perDrive;
        const double nics = n.pcieLanesNeeded - gpus - drives;
        double x = bar.left();
        const double inner = bar.height() * 0.7;
        for (const auto& [lanes, part] : {std::pair {gpus, BuildPart::Gpu}, std::pair {nics, BuildPart::Nic},
                                          std::pair {drives, BuildPart::Nvme}}) {
            const double w = bar.width() * lanes / scale;
            c.fill(QRectF(x, bar.center().y() - inner / 2, w, inner), c.style().hue(part));
            x += w;
        }
        if (n.pcieLanesAvailable > 0) {
            const double at = bar.left() + bar.width() * n.pcieLanesAvailable / scale;
            const bool over = n.pcieLanesNeeded > n.pcieLanesAvailable;
            c.fill(QRectF(at - lh * 0.08, bar.top() - lh * 0.15, lh * 0.16, bar.height() + lh * 0.3),
                   over ? c.style().warning : c.style().text);
        }
    }
    c.add(BuildPart::Pcie, n.group, 0, bar.united(QRectF(area.left(), area.top(), labelWidth, area.height())), label,
          c.say(texts.detail));
}

// One socket: the CPU in the middle, its memory channels on both sides, each a row of DIMM slots.
void socket(Canvas& c, const QRectF& area, const NodeTopology& n, int index, int slotsPerChannel)
{
    const double lh = c.line();
    const CpuSocket& s = n.sockets[static_cast<std::size_t>(index)];
    const int channels = static_cast<int>(s.dimmsPerChannel.size());
    const QString cores = c.say(Message("drawing.cpu.cores", {{"cores", std::to_string(s.cores)}}));
    const double cpuWidth = std::clamp(c.width(cores, c.small()) + lh * 0.5, area.width() * 0.3, area.width() * 0.55);
    const QRectF cpu(area.center().x() - cpuWidth / 2, area.top() + area.height() * 0.15, cpuWidth,
                     area.height() * 0.7);
    const double side = (area.width() - cpuWidth) / 2 - lh * 0.3;
    const int leftChannels = (channels + 1) / 2;
    for (int half = 0; half < 2; ++half) {
        const int first = half == 0 ? 0 : leftChannels;
        const int last = half == 0 ? leftChannels : channels;
        const int sticks = (last - first) * slotsPerChannel;
        if (sticks <= 0)
            continue;
        const double x0 = half == 0 ? area.left() : cpu.right() + lh * 0.3;
        const double pitch = side / sticks;
        const QRectF bank(x0, area.top(), side, area.height());
        for (int ch = first; ch < last; ++ch)
            for (int slot = 0; slot < slotsPerChannel; ++slot) {
                const int k = (ch - first) * slotsPerChannel + slot;
                // A channel's slots sit together; a wider gap before the next channel.
                const double gap = slot == slotsPerChannel - 1 ? pitch * 0.45 : pitch * 0.18;
                const QRectF stick(x0 + k * pitch, area.top(), std::max(1.0, pitch - gap), area.height());
                if (slot < s.dimmsPerChannel[static_cast<std::size_t>(ch)])
                    c.box(stick, BuildPart::Memory, n.group);
                else
                    c.outline(stick, c.style().muted, lh * 0.05);
            }
        if (c.lit(BuildPart::Memory, n.group))
            c.outline(bank.adjusted(-lh * 0.1, -lh * 0.1, lh * 0.1, lh * 0.1), c.style().highlight, lh * 0.16);
        c.add(BuildPart::Memory, n.group, index, bank, c.say(n.textsOf(BuildPart::Memory).label),
              c.say(n.textsOf(BuildPart::Memory).detail));
    }
    c.box(cpu, BuildPart::Cpu, n.group, lh * 0.2);
    const Args args {{"n", std::to_string(index + 1)}, {"cores", std::to_string(s.cores)}};
    const QString name = c.say(Message("drawing.cpu.socket", args));
    const QRectF inside = cpu.adjusted(lh * 0.1, 0, -lh * 0.1, 0);
    // The longest form that fits: "CPU 1 · 56 cores" on a line, "CPU 1" over "56 cores", "CPU 1", or the
    // socket's number alone (four sockets in a narrow node); the tooltip always has all of it.
    const QString cpuName = c.say(Message("drawing.cpu.name", args));
    const double room = inside.width();
    if (c.fits(name, room, c.small())) {
        c.label(inside, name, Qt::AlignCenter, &c.small());
    } else if (inside.height() >= 2.2 * lh && c.fits(cpuName, room, c.small()) && c.fits(cores, room, c.small())) {
        c.label(QRectF(inside.left(), inside.center().y() - lh, inside.width(), lh), cpuName, Qt::AlignCenter,
                &c.small());
        c.label(QRectF(inside.left(), inside.center().y(), inside.width(), lh), cores, Qt::AlignCenter, &c.small());
    } else if (c.fits(cpuName, room, c.small())) {
        c.label(inside, cpuName, Qt::AlignCenter, &c.small());
    } else {
        c.label(inside, QString::number(index + 1), Qt::AlignCenter, &c.small());
    }
    c.add(BuildPart::Cpu, n.group, index, cpu, name, c.say(n.textsOf(BuildPart::Cpu).detail));
}

void host(Canvas& c, const QRectF& area, const NodeTopology& n)
{
    const double lh = c.line();
    const QRectF sockets(area.left(), area.top(), area.width(), area.height() - lh * 2.2);
    const QRectF caption(area.left(), sockets.bottom() + lh * 0.2, area.width(), lh * 2);
    const int count = static_cast<int>(n.sockets.size());
    int slots = std::max(1, n.dimmSlotsPerChannel);
    for (const auto& s : n.sockets)
        for (int d : s.dimmsPerChannel)
            slots = std::max(slots, d);
    const double gap = lh * 0.8;
    const double w = count > 0 ? (sockets.width() - (count - 1) * gap) / count : 0;
    for (int i = 0; i < count; ++i)
        socket(c, QRectF(sockets.left() + i * (w + gap), sockets.top(), w, sockets.height()), n, i, slots);
    if (count == 0 && n.dimms > 0) {
        c.box(sockets, BuildPart::Memory, n.group);
        c.add(BuildPart::Memory, n.group, 0, sockets, c.say(n.textsOf(BuildPart::Memory).label),
              c.say(n.textsOf(BuildPart::Memory).detail));
    }
    c.wrapped(caption, c.say(n.textsOf(BuildPart::Memory).label), &c.small());
}

// Heights in lines of type: the supplies' row, the PCIe bar, and the host's two device rows (a tile of at
// least 0.6 line over a caption of two, each, and the gap between).
constexpr double kPsuLines = 1.9, kPcieLines = 1.5, kHostLines = 2 * (0.6 + 2.2) + 0.5;
// The host's device rows with tiles tall enough for their tags (1.3 lines).
constexpr double kHostComfortLines = 2 * (1.3 + 2.2) + 0.5;

// A row of `count` small devices (drives, NICs) above their caption; `tag` inside each when it fits.
// `tag` is written in each device's box, or `shortTag` where it does not fit (a narrow page).
void devices(Canvas& c, const QRectF& area, const NodeTopology& n, BuildPart part, int count, const QString& tag,
             const QString& shortTag)
{
    const double lh = c.line(), gap = lh * 0.25;
    const QRectF row(area.left(), area.top(), area.width(), area.height() - lh * 2.2);
    const QRectF caption(area.left(), row.bottom() + lh * 0.2, area.width(), lh * 2);
    const auto& texts = n.textsOf(part);
    if (count > 0) {
        const double w = std::min(lh * 3.2, (row.width() - (count - 1) * gap) / count);
        const double h = std::min(row.height(), lh * 1.6);
        for (int i = 0; i < count; ++i) {
            const QRectF r(row.left() + i * (w + gap), row.center().y() - h / 2, w, h);
            c.box(r, part, n.group, lh * 0.1);
            // A tile too short for its tag goes without: the caption under the row says the same.
            if (h < lh * 0.85)
                continue;
            if (c.fits(tag, r.width() - gap, c.small()))
                c.label(r, tag, Qt::AlignCenter, &c.small());
            else if (c.fits(shortTag, r.width() - gap, c.small()))
                c.label(r, shortTag, Qt::AlignCenter, &c.small());
        }
        if (part == BuildPart::Nic) {
            // The links out of the node to the fabric.
            const double x = row.left() + count * (w + gap);
            const QString fabric = c.say(Message("drawing.fabric"));
            if (x + lh * 4 < row.right() && row.height() >= lh * 0.85) {
                c.fill(QRectF(x, row.center().y() - lh * 0.06, lh * 1.2, lh * 0.12), c.style().hue(part));
                c.label(QRectF(x + lh * 1.4, row.top(), row.right() - x - lh * 1.4, row.height()), fabric,
                        Qt::AlignLeft | Qt::AlignVCenter, &c.small());
            }
        }
    } else {
        c.outline(row, c.style().muted, lh * 0.05);
    }
    if (c.lit(part, n.group))
        c.outline(area.adjusted(-lh * 0.15, -lh * 0.1, lh * 0.15, lh * 0.1), c.style().highlight, lh * 0.16, lh * 0.2);
    c.wrapped(caption, c.say(texts.label), &c.small());
    c.add(part, n.group, 0, area, c.say(texts.label), c.say(texts.detail));
}

void supplies(Canvas& c, const QRectF& area, const NodeTopology& n)
{
    const double lh = c.line(), gap = lh * 0.25;
    const auto& texts = n.textsOf(BuildPart::Psu);
    const QString label = c.say(texts.label);
    const double w = std::min(lh * 2.4, area.width() * 0.45 / std::max(1, n.psuCount));
    const QString kw = QLocale::c().toString(n.psuW / 1000.0, 'f', 1);
    for (int i = 0; i < n.psuCount; ++i) {
        const QRectF r(area.left() + i * (w + gap), area.top(), w, area.height());
        // The redundant supplies, drawn dashed: the node must run without them.
        c.box(r, BuildPart::Psu, n.group, lh * 0.1, i >= n.psuCount - n.psuRedundant);
        if (c.fits(kw, r.width() - gap, c.small()))
            c.label(r, kw, Qt::AlignCenter, &c.small());
    }
    const double x = area.left() + n.psuCount * (w + gap) + lh * 0.3;
    c.wrapped(QRectF(x, area.top(), area.right() - x, area.height()), label, &c.small());
    c.add(BuildPart::Psu, n.group, 0, area, label, c.say(texts.detail));
}

} // namespace

DrawingStyle DrawingStyle::forScreen(const QPalette& palette, const QFont& font)
{
    DrawingStyle s;
    s.font = font;
    s.text = palette.color(QPalette::WindowText);
    s.background = palette.color(QPalette::Base);
    s.muted = blend(s.text, s.background, 0.45);
    s.chassis = blend(s.background, s.text, 0.04);
    s.highlight = palette.color(QPalette::Highlight);
    const bool dark = s.background.lightnessF() < 0.5;
    s.warning = dark ? QColor(0xff, 0x6b, 0x6b) : QColor(0xc6, 0x28, 0x28);
    for (int i = 0; i < kBuildPartCount; ++i)
        s.parts[static_cast<std::size_t>(i)]
            = dark ? kHues[static_cast<std::size_t>(i)].lighter(130) : kHues[static_cast<std::size_t>(i)];
    return s;
}

DrawingStyle DrawingStyle::forPrint(const QFont& font)
{
    DrawingStyle s;
    s.font = font;
    s.text = Qt::black;
    s.background = Qt::white;
    s.muted = QColor(0x66, 0x66, 0x66);
    s.chassis = QColor(0xf6, 0xf6, 0xf6);
    s.highlight = QColor(0x00, 0x00, 0x00);
    s.warning = QColor(0xc6, 0x28, 0x28);
    s.parts = kHues;
    return s;
}

std::size_t drawnTextsCut()
{
    return g_textsCut;
}

std::vector<DrawnPart> paintNode(QPainter& painter, const QRectF& area, const NodeTopology& node,
                                 const TextLookup& text, const DrawingStyle& style, const DrawingHighlight& highlight)
{
    // Lines of type the node needs whole (two title lines, the chassis, supplies, PCIe bar, GPUs at their
    // smallest and the host's two device rows): on a page shorter than that (1280 × 800 less a taskbar) the
    // type shrinks to fit, down to three quarters, rather than slicing the devices' words.
    // The GPUs at their smallest: a title, and a row of chips (under their link's line when linked).
    const double gpuLines = node.link.empty() ? 3.0 : 4.6;
    const double neededLines = 2.3 + 0.1 + 1.0 + kPsuLines + kPcieLines + 1.5 + gpuLines + kHostLines;
    DrawingStyle fitted = style;
    const double fullLine = QFontMetricsF(style.font, painter.device()).height();
    if (area.height() < neededLines * fullLine)
        fitted.font.setPointSizeF(style.font.pointSizeF() * std::max(0.75, area.height() / (neededLines * fullLine)));
    Canvas c(painter, text, fitted, highlight);
    const double lh = c.line(), pad = lh * 0.5;
    // The title takes a second or third line when the platform's name is long (Huawei's run to 90 letters).
    const QString title = c.say(node.title);
    const int titleLines
        = c.fits(title, area.width(), c.bold()) ? 1 : std::min(3, c.linesFor(title, area.width(), c.bold()));
    const double titleHeight = titleLines == 1 ? lh * 1.2 : lh * 1.15 * titleLines;
    c.wrapped(QRectF(area.left(), area.top(), area.width(), titleHeight), title, &c.bold());
    const QRectF chassis = area.adjusted(0, titleHeight + lh * 0.1, 0, 0);
    painter.setPen(QPen(style.muted, lh * 0.08));
    painter.setBrush(style.chassis);
    painter.drawRoundedRect(chassis, lh * 0.4, lh * 0.4);
    const QRectF inner = chassis.adjusted(pad, pad, -pad, -pad);

    const double psuHeight = lh * kPsuLines, pcieHeight = lh * kPcieLines;
    const double rest = inner.height() - psuHeight - pcieHeight - 3 * pad;
    // The GPUs take at most half, less where the host's device rows would go without their tags, down to the
    // GPUs' own least (the type shrank above so that the host keeps its least).
    const double gpuHeight
        = std::max(std::min(rest * 0.5, rest - lh * kHostComfortLines), std::min(lh * gpuLines, rest * 0.5));
    const QRectF gpus(inner.left(), inner.top(), inner.width(), gpuHeight);
    const QRectF pcie(inner.left(), gpus.bottom() + pad, inner.width(), pcieHeight);
    const QRectF hostArea(inner.left(), pcie.bottom() + pad, inner.width(), rest - gpuHeight);
    const QRectF psu(inner.left(), hostArea.bottom() + pad, inner.width(), psuHeight);

    gpuBand(c, gpus, node);
    pcieBar(c, pcie, node);
    const double split = hostArea.width() * 0.58;
    host(c, QRectF(hostArea.left(), hostArea.top(), split - pad, hostArea.height()), node);
    const QRectF io(hostArea.left() + split + pad, hostArea.top(), hostArea.width() - split - pad, hostArea.height());
    const double half = (io.height() - pad) / 2;
    devices(c, QRectF(io.left(), io.top(), io.width(), half), node, BuildPart::Nvme, node.drives,
            QLocale::c().toString(node.driveTB, 'g', 3), QLocale::c().toString(node.driveTB, 'g', 2));
    // The port speed in Gb/s ("400G"); the bare number where that does not fit, as the caption below gives
    // the unit.
    devices(c, QRectF(io.left(), io.top() + half + pad, io.width(), half), node, BuildPart::Nic, node.nics,
            QStringLiteral("%1G").arg(node.gbpsPerPort, 0, 'f', 0), QString::number(node.gbpsPerPort, 'f', 0));
    supplies(c, psu, node);
    return std::move(c.parts());
}

std::vector<DrawnPart> paintRacks(QPainter& painter, const QRectF& area, const BuildTopology& build,
                                  const TextLookup& text, const DrawingStyle& style, const DrawingHighlight& highlight)
{
    Canvas c(painter, text, style, highlight);
    const double lh = c.line(), gap = lh * 0.8;
    c.wrapped(QRectF(area.left(), area.top(), area.width(), lh * 3.3), c.say(build.racksTitle), &c.bold());
    const QRectF row = area.adjusted(0, lh * 3.6, 0, 0);
    const int total = static_cast<int>(build.racks.size());
    if (total == 0)
        return std::move(c.parts());
    const double rackWidth = std::clamp(row.width() / total - gap, lh * 5.5, lh * 8.0);
    int shown = std::max(1, static_cast<int>((row.width() + gap) / (rackWidth + gap)));
    if (shown < total)
        shown = std::max(1, shown - 1); // room for "+ n more racks"
    shown = std::min(shown, total);
    constexpr int kRackUnits = 42; // a standard rack; kUsableRackUnits of them hold servers
    int nodeNumber = 0; // across the build: each node is named once
    for (int i = 0; i < shown; ++i) {
        const RackTopology& rack = build.racks[static_cast<std::size_t>(i)];
        const int group = rack.slots.empty() ? 0 : rack.slots.front().group;
        const QRectF cell(row.left() + i * (rackWidth + gap), row.top(), rackWidth, row.height());
        const QColor& load = rack.overLimit ? style.warning : style.text;
        c.label(QRectF(cell.left(), cell.top(), cell.width(), lh), c.say(rack.name), Qt::AlignLeft | Qt::AlignVCenter,
                &c.bold());
        c.label(QRectF(cell.left(), cell.top() + lh, cell.width(), lh), c.say(rack.texts.label),
                Qt::AlignLeft | Qt::AlignVCenter, &c.small(), &load);
        const QRectF body(cell.left(), cell.top() + lh * 2.3, cell.width(), cell.height() - lh * 2.3);
        const double gaugeWidth = lh * 0.9;
        const QRectF cabinet(body.left(), body.top(), body.width() - gaugeWidth - lh * 0.3, body.height());
        const QRectF gauge(cabinet.right() + lh * 0.3, body.top(), gaugeWidth, body.height());
        c.box(cabinet, BuildPart::Rack, group, lh * 0.15);
        const double unit = cabinet.height() / kRackUnits;
        // The top units are the network switches, PDUs and cable management.
        c.fill(QRectF(cabinet.left() + lh * 0.15, cabinet.top() + lh * 0.15, cabinet.width() - lh * 0.3,
                      unit * (kRackUnits - kUsableRackUnits) - lh * 0.15),
               blend(style.muted, style.background, 0.6));
        double y = cabinet.bottom();
        for (const auto& slot : rack.slots)
            for (int k = 0; k < slot.nodes; ++k) {
                const double h = unit * slot.rackUnitsPerNode;
                const QRectF node(cabinet.left() + lh * 0.2, y - h + unit * 0.15, cabinet.width() - lh * 0.4,
                                  h - unit * 0.3);
                c.box(node, BuildPart::Gpu, slot.group, lh * 0.1);
                ++nodeNumber;
                if (node.height() >= lh * 0.9)
                    c.label(node.adjusted(lh * 0.2, 0, -lh * 0.2, 0),
                            c.say(Message("drawing.rack.node", {{"n", std::to_string(nodeNumber)}})), Qt::AlignCenter,
                            &c.small());
                y -= h;
            }
        // The IT load against what the cooling removes from one rack.
        c.outline(gauge, style.muted, lh * 0.06);
        const double share = rack.limitKw > 0 ? std::min(1.0, rack.kw / rack.limitKw) : 0;
        c.fill(QRectF(gauge.left(), gauge.bottom() - gauge.height() * share, gauge.width(), gauge.height() * share),
               rack.overLimit ? style.warning : style.hue(BuildPart::Rack));
        // A node rented several cabinets' power: the gauge is their caps stacked, one mark between each.
        for (int k = 1; k < rack.cabinets && rack.limitKw > 0; ++k) {
            const double mark = gauge.bottom() - gauge.height() * k / rack.cabinets;
            c.outline(QRectF(gauge.left() - lh * 0.15, mark, gauge.width() + lh * 0.3, 0), style.text, lh * 0.08);
        }
        if (c.lit(BuildPart::Rack, group))
            c.outline(body.adjusted(-lh * 0.15, -lh * 0.15, lh * 0.15, lh * 0.15), style.highlight, lh * 0.16);
        c.add(BuildPart::Rack, group, i, cell, c.say(rack.name) + QStringLiteral(": ") + c.say(rack.texts.label),
              c.say(rack.texts.detail));
    }
    if (shown < total) {
        const QRectF more(row.left() + shown * (rackWidth + gap), row.top(),
                          row.right() - shown * (rackWidth + gap) - row.left(), lh * 2);
        c.label(more, c.say(Message("drawing.rack.more", {{"count", std::to_string(total - shown)}})),
                Qt::AlignLeft | Qt::AlignVCenter, &c.small(), &style.muted);
    }
    return std::move(c.parts());
}

} // namespace planner::ui
