#include "gui_fixture.h"

#include "ui/costs/cost_view.h"

#include <catch2/catch.hpp>

#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QMenu>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextDocumentFragment>
#include <QXmlStreamReader>

using namespace planner;
using planner::testing::WindowFixture;

namespace {

// The window on the example plan at 1280 × 800 with its Costs page showing.
struct ChartFixture : WindowFixture {
    QTemporaryDir out;
    ui::CostView* costs = nullptr;

    ChartFixture()
    {
        REQUIRE(window->openFile(example()));
        window->resize(1280, 800);
        window->show();
        REQUIRE(QTest::qWaitForWindowExposed(window.get(), testing::kEventWaitMs));
        costs = window->costView();
        window->centralTabs()->setCurrentWidget(costs->parentWidget()); // the lazy page holding the view
    }
    QChartView* show(int tab)
    {
        costs->tabs()->setCurrentIndex(tab);
        auto* view = qobject_cast<QChartView*>(costs->tabs()->widget(tab));
        REQUIRE(view);
        REQUIRE(view->isVisible());
        return view;
    }
    // A right-click in the middle of the chart, as the window system delivers it.
    static QMenu* rightClick(QChartView* view)
    {
        const QPoint middle = view->viewport()->rect().center();
        QContextMenuEvent event(QContextMenuEvent::Mouse, middle, view->viewport()->mapToGlobal(middle));
        QApplication::sendEvent(view->viewport(), &event);
        return view->findChild<QMenu*>(QStringLiteral("chartExportMenu"));
    }
    static void choose(QChartView* view, const char* action)
    {
        QMenu* menu = rightClick(view);
        REQUIRE(menu);
        auto* chosen = menu->findChild<QAction*>(QLatin1String(action));
        REQUIRE(chosen);
        menu->close();
        chosen->trigger();
    }
    void setLanguage(const QString& language)
    {
        window->setLanguage(language);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange); // the widgets follow now
    }
    QStringList written() const { return QDir(out.path()).entryList(QDir::Files | QDir::Hidden | QDir::System); }
};

QString plainTitle(QChartView* view)
{
    return QTextDocumentFragment::fromHtml(view->chart()->title()).toPlainText();
}

// The root element and every piece of text an SVG draws.
struct SvgText {
    QString root;
    QString width;
    QString height;
    QString viewBox;
    QString title;
    QStringList texts;
    QStringList fontFamilies;
    int images = 0;
};

SvgText readSvg(const QString& file)
{
    QFile in(file);
    REQUIRE(in.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&in);
    SvgText svg;
    QStringList open;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (svg.root.isEmpty()) {
                svg.root = xml.name().toString();
                svg.width = xml.attributes().value(QLatin1String("width")).toString();
                svg.height = xml.attributes().value(QLatin1String("height")).toString();
                svg.viewBox = xml.attributes().value(QLatin1String("viewBox")).toString();
            }
            svg.images += xml.name() == QLatin1String("image");
            if (xml.attributes().hasAttribute(QLatin1String("font-family")))
                svg.fontFamilies << xml.attributes().value(QLatin1String("font-family")).toString();
            open << xml.name().toString();
        } else if (xml.isEndElement()) {
            open.removeLast();
        } else if (xml.isCharacters() && !xml.isWhitespace() && !open.isEmpty()) {
            if (open.last() == QLatin1String("title"))
                svg.title += xml.text().toString();
            else if (open.contains(QLatin1String("text")))
                svg.texts << xml.text().toString();
        }
    }
    INFO(xml.errorString().toStdString());
    REQUIRE_FALSE(xml.hasError());
    return svg;
}

// Whether `text` is drawn as text in the SVG (in pieces perhaps: spaces and line breaks aside).
bool drawsText(const SvgText& svg, QString text)
{
    QString drawn = svg.texts.join(QString());
    drawn.remove(QLatin1Char(' '));
    return drawn.contains(text.remove(QLatin1Char(' ')));
}

} // namespace

TEST_CASE("Every cost chart has a menu to copy it or save it as PNG or SVG, in both languages", "[charts]")
{
    ChartFixture f;
    for (int tab = 0; tab < ui::CostView::TabCount; ++tab) {
        QChartView* view = f.show(tab);
        CAPTURE(view->objectName().toStdString());
        QMenu* menu = ChartFixture::rightClick(view);
        REQUIRE(menu);
        CHECK(menu->isVisible());
        const QList<QAction*> actions = menu->actions();
        REQUIRE(actions.size() == 3);
        CHECK(actions[0]->text() == QStringLiteral("&Copy chart"));
        CHECK(actions[0]->shortcut() == QKeySequence(QKeySequence::Copy));
        CHECK(actions[1]->text() == QStringLiteral("Save chart as &PNG…"));
        CHECK(actions[2]->text() == QStringLiteral("Save chart as &SVG…"));
        menu->close();
    }
    f.setLanguage(QStringLiteral("zh_CN"));
    QMenu* menu = ChartFixture::rightClick(f.show(ui::CostView::Breakdown));
    REQUIRE(menu);
    CHECK(menu->actions().at(0)->text().contains(QStringLiteral("复制")));
    CHECK(menu->actions().at(1)->text().contains(QStringLiteral("PNG")));
    CHECK(menu->actions().at(2)->text().contains(QStringLiteral("SVG")));
    menu->close();
}

TEST_CASE("Copying a chart puts it on the clipboard at twice the view's size, from the menu or Ctrl+C", "[charts]")
{
    ChartFixture f;
    QChartView* view = f.show(ui::CostView::Cumulative);
    const QSize doubled(view->width() * 2, view->height() * 2);

    QGuiApplication::clipboard()->clear();
    ChartFixture::choose(view, "chartCopy");
    const QImage copied = QGuiApplication::clipboard()->image();
    CHECK(copied.size() == doubled);
    // A drawing, not a blank: the background and more than one other colour.
    QSet<QRgb> colours;
    for (int y = 0; y < copied.height(); y += 7)
        for (int x = 0; x < copied.width(); x += 7)
            colours.insert(copied.pixel(x, y));
    CHECK(colours.size() > 3);

    QGuiApplication::clipboard()->clear();
    REQUIRE(QGuiApplication::clipboard()->image().isNull());
    f.window->activateWindow();
    REQUIRE(QTest::qWaitForWindowActive(f.window.get(), testing::kEventWaitMs));
    view->setFocus();
    QTest::keyClick(view, Qt::Key_C, Qt::ControlModifier);
    CHECK(QGuiApplication::clipboard()->image().size() == doubled);
}

TEST_CASE("A chart saved as PNG is the chart at twice the view's size, named after chart and scenario", "[charts]")
{
    ChartFixture f;
    QChartView* view = f.show(ui::CostView::Cumulative);
    // First in the plan's folder, named from the tab ("Cumulative cost") and the scenario ("2× HGX H20, Shenzhen").
    f.dialogs.nextSaveFile = QDir(f.out.path()).filePath(QStringLiteral("cost")); // no extension typed
    ChartFixture::choose(view, "chartSavePng");
    CHECK(f.dialogs.lastSaveSuggestion.toStdString()
          == QDir(QStringLiteral(EXAMPLES_DIR))
                 .filePath(QStringLiteral("cumulative-cost-2x-hgx-h20-shenzhen.png"))
                 .toStdString());
    CHECK(f.dialogs.errors.isEmpty());
    CHECK(f.written() == QStringList {QStringLiteral("cost.png")});
    QImage image(QDir(f.out.path()).filePath(QStringLiteral("cost.png")));
    REQUIRE_FALSE(image.isNull());
    CHECK(image.size() == QSize(view->width() * 2, view->height() * 2));

    // Then in the folder last saved to.
    QChartView* regions = f.show(ui::CostView::Regions);
    f.dialogs.nextSaveFile.clear(); // cancelled: nothing written, nothing reported
    ChartFixture::choose(regions, "chartSavePng");
    CHECK(f.dialogs.lastSaveSuggestion.toStdString()
          == QDir(f.out.path()).filePath(QStringLiteral("regions-2x-hgx-h20-shenzhen.png")).toStdString());
    CHECK(f.dialogs.errors.isEmpty());
    CHECK(f.written() == QStringList {QStringLiteral("cost.png")});
}

TEST_CASE("A chart saved as SVG is an SVG of the view's size with the chart's text as text", "[charts]")
{
    ChartFixture f;
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        f.setLanguage(language);
        QChartView* view = f.show(ui::CostView::Cumulative);
        const QString file = QDir(f.out.path()).filePath(language + QStringLiteral(".svg"));
        f.dialogs.nextSaveFile = file;
        ChartFixture::choose(view, "chartSaveSvg");
        CHECK(f.dialogs.lastSaveSuggestion.endsWith(QStringLiteral(".svg")));
        REQUIRE(f.dialogs.errors.isEmpty());
        const SvgText svg = readSvg(file);
        CHECK(svg.root == QStringLiteral("svg"));
        CHECK_FALSE(svg.width.isEmpty());
        CHECK_FALSE(svg.height.isEmpty());
        CHECK(svg.viewBox == QStringLiteral("0 0 %1 %2").arg(view->width()).arg(view->height()));
        const QString title = plainTitle(view);
        CAPTURE(title.toStdString(), svg.texts.join(QLatin1Char('|')).toStdString());
        CHECK(svg.title == title.simplified()); // a title of two lines is one line of plain text there
        for (const QString& line : title.split(QLatin1Char('\n')))
            CHECK(drawsText(svg, line)); // drawn as text, not as paths or pixels
        CHECK(svg.images == 0); // vector throughout
        // Every font ends in a generic family, so viewers without the font still draw sans-serif.
        REQUIRE_FALSE(svg.fontFamilies.isEmpty());
        for (const QString& family : svg.fontFamilies)
            CHECK(family.endsWith(QStringLiteral(", sans-serif")));
        if (language == QStringLiteral("zh_CN"))
            CHECK(title.contains(QStringLiteral("累计")));
    }
}

TEST_CASE("A chart that cannot be written is reported with its file and reason, and nothing is written", "[charts]")
{
    ChartFixture f;
    QChartView* view = f.show(ui::CostView::Breakdown);
    // A plain file where the folder should be: no one can write below it, not even root.
    QFile blocker(QDir(f.out.path()).filePath(QStringLiteral("not-a-folder")));
    REQUIRE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    const QString target = blocker.fileName() + QStringLiteral("/breakdown.png");
    for (const char* action : {"chartSavePng", "chartSaveSvg"}) {
        f.dialogs.errors.clear();
        f.dialogs.nextSaveFile = target;
        ChartFixture::choose(view, action);
        REQUIRE(f.dialogs.errors.size() == 1);
        const QString error = f.dialogs.errors.first();
        CHECK(error.contains(QDir::toNativeSeparators(target)));
        CHECK(error.section(QStringLiteral("\n\n"), 1).trimmed().size() > 0); // the reason after the file
        CHECK(f.written() == QStringList {QStringLiteral("not-a-folder")});
        CHECK(blocker.size() == 0);
    }
    CHECK(f.settings.chartFolder().isEmpty()); // a failed save does not move the suggested folder
}
