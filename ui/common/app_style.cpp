#include "ui/common/app_style.h"

#include <QGuiApplication>
#include <QPaintEngine>
#include <QPainter>
#include <QPixmap>
#include <QPixmapCache>
#include <QRegion>
#include <QStyleFactory>
#include <QStyleOption>
#include <QWidget>

#include <algorithm>

namespace planner::ui {

namespace {

// Qt 6.4 hands any blend of 96 or more spans to its global thread pool and waits for it: the first such blend
// starts the pool's threads, and each then waits for a core that the display server and the start-up's other
// threads also want. Fusion's translucent lines go as spans, one a pixel, unless the painter's clip is a single
// rectangle (then they are written straight into the window's image), and a gradient or a stretched image goes
// as one span a row. A widget's paint event clips to the region to paint, with no rectangle of its own, so the
// frames of the tab panes and group boxes and the tool bar made 80 of the 114 such blends before the first frame
// (the other 34: the scroll bars, which Fusion clips itself, and the images it caches for header sections).
// These elements are drawn once for each band of at most 95 rows of each rectangle of the region to paint,
// clipped to it: every pixel is drawn exactly once and blended the same way, on this thread. Qt's widgets draw
// them under rectangle or region clips, which QPainter::clipRegion() gives exactly.
constexpr int kRowsBlendedInline = 95;

template <typename Draw> void drawInBands(QPainter* painter, const QRect& area, const Draw& draw)
{
    const QTransform& toDevice = painter->deviceTransform();
    const QPaintEngine* engine = painter->paintEngine();
    // A scaled painter (a high-density screen) or an unclipped one (an image of its own) is left as it is.
    QRegion region = engine ? engine->systemClip() : QRegion();
    if (region.isEmpty() || toDevice.type() > QTransform::TxTranslate) {
        draw();
        return;
    }
    region &= toDevice.mapRect(area);
    if (painter->hasClipping())
        region &= toDevice.map(painter->clipRegion());
    if (region.isEmpty())
        return; // nothing of it would show
    const QTransform toLogical = toDevice.inverted();
    painter->save();
    for (const QRect& part : region) {
        for (int top = part.top(); top <= part.bottom(); top += kRowsBlendedInline) {
            const QRect band(part.left(), top, part.width(), std::min(kRowsBlendedInline, part.bottom() + 1 - top));
            painter->setClipRect(toLogical.mapRect(band));
            draw();
        }
    }
    painter->restore();
}

} // namespace

// Fusion draws each header section into an image of the section's size, cached by that size: one image, one
// gradient blend, for every width a table's columns have (1.3–2 ms of the first frame for the Build page's and
// the findings' headers). A section varies only down it, save its last two columns (the separator), so Fusion
// draws one three pixels wide, once for each height and kind, and that is laid out across: the first column
// stretched, the last two at the section's right edge. Pixel for pixel Fusion's section.
bool AppStyle::drawHeaderSection(const QStyleOption* option, QPainter* painter, const QWidget* widget) const
{
    const auto* header = qstyleoption_cast<const QStyleOptionHeader*>(option);
    const QRect rect = option->rect;
    if (!header || rect.width() < 3 || rect.height() < 1 || !painter->device()
        || painter->device()->devicePixelRatio() != 1.0 || option->palette.window().gradient())
        return false;
    const QString key = QStringLiteral("planner-header-%1-%2-%3-%4")
                            .arg(rect.height())
                            .arg(static_cast<int>(header->position))
                            .arg(static_cast<int>(header->orientation))
                            .arg(option->palette.cacheKey());
    QPixmap strip;
    if (!QPixmapCache::find(key, &strip)) {
        strip = QPixmap(3, rect.height());
        strip.fill(Qt::transparent);
        QStyleOptionHeader narrow = *header;
        narrow.rect = QRect(0, 0, 3, rect.height());
        QPainter stripPainter(&strip);
        QProxyStyle::drawControl(CE_HeaderSection, &narrow, &stripPainter, widget);
        stripPainter.end();
        QPixmapCache::insert(key, strip);
    }
    painter->drawPixmap(QRect(rect.left(), rect.top(), rect.width() - 2, rect.height()), strip,
                        QRect(0, 0, 1, rect.height()));
    painter->drawPixmap(QPoint(rect.right() - 1, rect.top()), strip, QRect(1, 0, 2, rect.height()));
    return true;
}

AppStyle::AppStyle()
    : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion")))
{
}

// Fusion makes a standard icon anew each time it is asked, from its built-in images or the icon theme, and
// Qt asks at every layout of a dock's title bar: 52 times before the first frame (2% of the work before it). The icons
// depend only on which one and the layout direction, so each is made once.
QIcon AppStyle::standardIcon(StandardPixmap which, const QStyleOption* option, const QWidget* widget) const
{
    const Qt::LayoutDirection direction = option ? option->direction
        : widget                                 ? widget->layoutDirection()
                                                 : QGuiApplication::layoutDirection();
    const auto key = std::pair {static_cast<int>(which), static_cast<int>(direction)};
    if (const auto found = m_icons.constFind(key); found != m_icons.cend())
        return *found;
    QIcon icon = QProxyStyle::standardIcon(which, option, widget);
    m_icons.insert(key, icon);
    return icon;
}

void AppStyle::drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                             const QWidget* widget) const
{
    if (element == PE_FrameTabWidget || element == PE_FrameGroupBox)
        drawInBands(painter, option->rect, [&] { QProxyStyle::drawPrimitive(element, option, painter, widget); });
    else
        QProxyStyle::drawPrimitive(element, option, painter, widget);
}

void AppStyle::drawControl(ControlElement element, const QStyleOption* option, QPainter* painter,
                           const QWidget* widget) const
{
    if (element == CE_HeaderSection && drawHeaderSection(option, painter, widget))
        return;
    if (element == CE_ToolBar)
        drawInBands(painter, option->rect, [&] { QProxyStyle::drawControl(element, option, painter, widget); });
    else
        QProxyStyle::drawControl(element, option, painter, widget);
}

} // namespace planner::ui
