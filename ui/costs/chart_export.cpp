#include "ui/costs/chart_export.h"

#include "ui/costs/chart_updates.h"

#include "ui/common/dialogs.h"
#include "ui/common/settings.h"
#include "ui/document/document.h"

#include <QAction>
#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QFontInfo>
#include <QGuiApplication>
#include <QMainWindow>
#include <QMenu>
#include <QPainter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStatusBar>
#include <QSvgGenerator>
#include <QTabWidget>
#include <QTextDocumentFragment>

namespace planner::ui {

namespace {

const QString kMenuName = QStringLiteral("chartExportMenu");
const QString kCopyName = QStringLiteral("chartCopy");
const QString kPngName = QStringLiteral("chartSavePng");
const QString kSvgName = QStringLiteral("chartSaveSvg");

// Lower case words joined by "-": "2× HGX H20, Shenzhen" → "2x-hgx-h20-shenzhen". Letters of any script
// stay, so Chinese names keep their meaning in the file name.
QString fileNamePart(const QString& text)
{
    const QString words = text.toLower().replace(QChar(0x00D7), QLatin1Char('x'));
    QString part;
    bool gap = false;
    for (QChar c : words) {
        if (!c.isLetterOrNumber()) {
            gap = true;
            continue;
        }
        if (gap && !part.isEmpty())
            part += QLatin1Char('-');
        part += c;
        gap = false;
    }
    return part;
}

// Draws what the view shows into `target` on `painter`, as vectors where the painter keeps them.
void renderChart(QChartView* view, QPainter* painter, const QRectF& target)
{
    QChart* chart = view->chart();
    if (chart) {
        painter->fillRect(target, chart->backgroundBrush()); // the corners outside the rounded background
        cacheChartDecorations(chart, false);
    }
    const QRectF shown = view->mapToScene(view->viewport()->rect()).boundingRect();
    view->scene()->render(painter, target, shown, Qt::IgnoreAspectRatio);
    if (chart)
        cacheChartDecorations(chart, true);
}

// Qt names a font as the program asked for it, often a fontconfig alias ("Sans Serif") that browsers and
// slide programs do not know, so they fall back to a serif face: name the font it resolved to here and the
// generic family after it.
QString withPortableFonts(QString svg)
{
    static const QRegularExpression fontFamily(QStringLiteral("font-family=\"([^\"]*)\""));
    QStringList families;
    for (const QRegularExpressionMatch& match : fontFamily.globalMatch(svg))
        if (!families.contains(match.captured(1)))
            families << match.captured(1);
    for (const QString& family : families) {
        const QString resolved = QFontInfo(QFont(family)).family().toHtmlEscaped();
        QStringList names = {resolved};
        if (family != resolved)
            names << family;
        names << QStringLiteral("sans-serif");
        svg.replace(QStringLiteral("font-family=\"%1\"").arg(family),
                    QStringLiteral("font-family=\"%1\"").arg(names.join(QStringLiteral(", "))));
    }
    return svg;
}

} // namespace

ChartExport::ChartExport(Document* document, Dialogs* dialogs, Settings* settings, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_dialogs(dialogs)
    , m_settings(settings)
{
}

ChartExport* ChartExport::installAll(QWidget* page, Document* document, Dialogs* dialogs, Settings* settings)
{
    auto* exporter = new ChartExport(document, dialogs, settings, page);
    for (QChartView* view : page->findChildren<QChartView*>())
        exporter->install(view);
    return exporter;
}

void ChartExport::install(QChartView* view)
{
    // The menu and its actions belong to the view: they go when it goes. Texts are set when the menu opens,
    // so they follow the interface language.
    auto* menu = new QMenu(view);
    menu->setObjectName(kMenuName);
    auto* copyAction = menu->addAction(QString());
    copyAction->setObjectName(kCopyName);
    copyAction->setShortcut(QKeySequence::Copy);
    copyAction->setShortcutContext(Qt::WidgetWithChildrenShortcut); // only while the chart has the focus
    view->addAction(copyAction);
    auto* pngAction = menu->addAction(QString());
    pngAction->setObjectName(kPngName);
    auto* svgAction = menu->addAction(QString());
    svgAction->setObjectName(kSvgName);

    connect(copyAction, &QAction::triggered, this, [this, view] { copy(view); });
    connect(pngAction, &QAction::triggered, this, [this, view] { savePng(view); });
    connect(svgAction, &QAction::triggered, this, [this, view] { saveSvg(view); });
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    view->setFocusPolicy(Qt::StrongFocus); // Tab or a click reaches the chart, so Ctrl+C can copy it
    connect(view, &QWidget::customContextMenuRequested, this, [this, view](const QPoint& pos) { showMenu(view, pos); });
}

void ChartExport::showMenu(QChartView* view, const QPoint& pos)
{
    auto* menu = view->findChild<QMenu*>(kMenuName, Qt::FindDirectChildrenOnly);
    if (!menu)
        return;
    menu->findChild<QAction*>(kCopyName)->setText(tr("&Copy chart"));
    menu->findChild<QAction*>(kPngName)->setText(tr("Save chart as &PNG…"));
    menu->findChild<QAction*>(kSvgName)->setText(tr("Save chart as &SVG…"));
    // A scroll area reports the position in its viewport's coordinates.
    menu->popup(view->viewport()->mapToGlobal(pos));
}

QImage ChartExport::image(QChartView* view)
{
    const QSize size = view->viewport()->size();
    QImage image(size * kImageScale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(kImageScale);
    // Programs that honour the PNG's resolution place it at the size it had on the screen.
    const int dotsPerMeter = qRound(view->logicalDpiX() * kImageScale / 0.0254);
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    renderChart(view, &painter, QRectF(QPointF(), QSizeF(size)));
    painter.end();
    return image;
}

QByteArray ChartExport::svg(QChartView* view, const QString& title, const QString& description)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    const QSize size = view->viewport()->size();
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(), size));
    generator.setResolution(view->logicalDpiX()); // fonts keep the size they have on the screen
    generator.setTitle(title);
    generator.setDescription(description);
    // A drop shadow is drawn through a blur, which would reach the SVG as a bitmap: leave it out there.
    QChart* chart = view->chart();
    const bool shadow = chart && chart->isDropShadowEnabled();
    if (shadow)
        chart->setDropShadowEnabled(false);
    QPainter painter(&generator);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    renderChart(view, &painter, QRectF(QPointF(), QSizeF(size)));
    painter.end();
    if (shadow)
        chart->setDropShadowEnabled(true);
    return withPortableFonts(QString::fromUtf8(buffer.data())).toUtf8();
}

void ChartExport::copy(QChartView* view)
{
    QGuiApplication::clipboard()->setImage(image(view));
    tell(view, tr("Chart copied"));
}

bool ChartExport::savePng(QChartView* view)
{
    const QString file = askFile(view, QStringLiteral("png"));
    if (file.isEmpty())
        return false;
    QByteArray data;
    QBuffer buffer(&data);
    buffer.open(QIODevice::WriteOnly);
    image(view).save(&buffer, "PNG");
    return write(view, file, data);
}

bool ChartExport::saveSvg(QChartView* view)
{
    const QString file = askFile(view, QStringLiteral("svg"));
    if (file.isEmpty())
        return false;
    const QString chartTitle = view->chart() ? view->chart()->title() : QString();
    // Titles may carry line breaks as HTML: the SVG's title is plain text.
    const QString title = chartTitle.isEmpty() ? chartName(view)
                                               : QTextDocumentFragment::fromHtml(chartTitle).toPlainText().simplified();
    const QString description
        = tr("%1 for the scenario \"%2\" of the plan \"%3\", from GPU Cluster Planner")
              .arg(chartName(view), scenarioName(), QString::fromStdString(m_document->plan().name));
    return write(view, file, svg(view, title, description));
}

QString ChartExport::suggestedFile(QChartView* view, const QString& extension) const
{
    QString folder = m_settings ? m_settings->chartFolder() : QString();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = m_document->filePath().isEmpty() ? QDir::homePath() : QFileInfo(m_document->filePath()).absolutePath();
    QStringList parts = {fileNamePart(chartName(view)), fileNamePart(scenarioName())};
    parts.removeAll(QString());
    const QString stem = parts.isEmpty() ? QStringLiteral("chart") : parts.join(QLatin1Char('-'));
    return QDir(folder).filePath(stem + QLatin1Char('.') + extension);
}

QString ChartExport::askFile(QChartView* view, const QString& extension)
{
    QString file = m_dialogs->chartFileName(view, suggestedFile(view, extension));
    if (!file.isEmpty() && QFileInfo(file).suffix().isEmpty())
        file += QLatin1Char('.') + extension;
    return file;
}

bool ChartExport::write(QChartView* view, const QString& file, const QByteArray& data)
{
    // Written beside the target and renamed over it on success: a failure leaves nothing half-written.
    QSaveFile out(file);
    const bool written = out.open(QIODevice::WriteOnly) && out.write(data) == data.size() && out.commit();
    if (!written) {
        const QString reason = out.errorString();
        out.cancelWriting();
        m_dialogs->error(view, tr("Cannot save chart"),
                         tr("The chart was not saved to %1.\n\n%2").arg(QDir::toNativeSeparators(file), reason));
        return false;
    }
    if (m_settings)
        m_settings->setChartFolder(QFileInfo(file).absolutePath());
    tell(view, tr("Chart saved to %1").arg(QDir::toNativeSeparators(file)));
    return true;
}

QString ChartExport::chartName(QChartView* view) const
{
    // The label of the tab the chart sits in ("Cumulative cost"), from the nearest tab widget.
    for (QWidget* child = view; child && child->parentWidget(); child = child->parentWidget()) {
        QWidget* stack = child->parentWidget();
        if (auto* tabs = qobject_cast<QTabWidget*>(stack->parentWidget())) {
            const int index = tabs->indexOf(child);
            if (index >= 0)
                return tabs->tabText(index).remove(QLatin1Char('&'));
        }
    }
    return view->chart() ? QTextDocumentFragment::fromHtml(view->chart()->title()).toPlainText() : QString();
}

QString ChartExport::scenarioName() const
{
    const Scenario* scenario = m_document->scenario();
    return scenario ? QString::fromStdString(scenario->name) : QString();
}

void ChartExport::tell(QChartView* view, const QString& message) const
{
    if (auto* window = qobject_cast<QMainWindow*>(view->window()))
        window->statusBar()->showMessage(message, 8000);
}

} // namespace planner::ui
