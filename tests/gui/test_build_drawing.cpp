// The Build page's drawing as a person uses it: it shows the plan's parts (8 H20 GPUs in one NVLink domain,
// the PCIe lanes, the rack), follows edits, picks out the part a selected finding is about, and a click on a
// part puts its editor in focus. Expected values by arithmetic from the shipped catalog entries.
#include "gui_fixture.h"
#include "ui/common/core_text.h"
#include "ui/document/commands.h"
#include "ui/drawings/build_drawing_view.h"
#include "ui/editors/build_panel.h"
#include "ui/editors/gpu_picker.h"
#include "ui/editors/node_group_model.h"
#include "ui/editors/node_group_tables.h"
#include "ui/editors/site_finance_panel.h"
#include "ui/export/quote_pdf.h"
#include "ui/findings/findings_panel.h"

#include <QAccessible>
#include <QAccessibleInterface>
#include <QApplication>
#include <QComboBox>
#include <QHelpEvent>
#include <QPaintEngine>
#include <QPainter>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QToolTip>

#include <catch2/catch.hpp>

using planner::testing::WindowFixture;
using namespace planner;
using namespace planner::ui;

namespace {

struct DrawingFixture : WindowFixture {
    DrawingFixture()
    {
        REQUIRE(window->openFile(example()));
        window->resize(1280, 800);
        window->show();
        REQUIRE(QTest::qWaitForWindowExposed(window.get(), testing::kEventWaitMs));
    }
    BuildDrawingView* drawing() const { return window->buildPanel()->drawing(); }
    std::vector<DrawnPart> partsOf(BuildPart part) const
    {
        std::vector<DrawnPart> found;
        for (const auto& p : drawing()->parts())
            if (p.part == part)
                found.push_back(p);
        return found;
    }
};

// A page that keeps the texts painted on it, in order: what a person reads in a drawing.
class TextPage final : public QPaintDevice {
public:
    TextPage(QSizeF size, int dpi)
        : m_size(size.toSize())
        , m_dpi(dpi)
    {
    }
    QPaintEngine* paintEngine() const override { return &m_engine; }
    const QStringList& texts() const { return m_engine.texts; }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth:
            return m_size.width();
        case PdmHeight:
            return m_size.height();
        case PdmWidthMM:
            return m_size.width() * 254 / (10 * m_dpi);
        case PdmHeightMM:
            return m_size.height() * 254 / (10 * m_dpi);
        case PdmDepth:
            return 32;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return static_cast<int>(devicePixelRatioFScale());
        default: // the colours, and every resolution
            return metric == PdmNumColors ? 0 : m_dpi;
        }
    }

private:
    struct Engine final : QPaintEngine {
        Engine()
            : QPaintEngine(QPaintEngine::AllFeatures)
        {
        }
        bool begin(QPaintDevice*) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState&) override { }
        void drawPixmap(const QRectF&, const QPixmap&, const QRectF&) override { }
        void drawPath(const QPainterPath&) override { }
        void drawPolygon(const QPointF*, int, PolygonDrawMode) override { }
        void drawTextItem(const QPointF&, const QTextItem& item) override { texts << item.text(); }
        Type type() const override { return QPaintEngine::User; }
        QStringList texts;
    };
    QSize m_size;
    int m_dpi;
    mutable Engine m_engine;
};

} // namespace

TEST_CASE("the drawing shows the example's node: 8 H20 GPUs in one NVLink domain, lanes, memory, rack", "[drawing]")
{
    DrawingFixture f;
    const auto gpus = f.partsOf(BuildPart::Gpu);
    REQUIRE(gpus.size() == 8);
    for (const auto& gpu : gpus) {
        CHECK(gpu.name.endsWith(QStringLiteral("of 8, link domain 1")));
        CHECK(gpu.detail.contains(QStringLiteral("900 GB/s per GPU")));
        CHECK(f.drawing()->rect().contains(gpu.rect.toAlignedRect()));
    }
    // 8 × 16 GPU lanes + 8 × 16 NIC lanes + 4 × 4 drive lanes; 160 + 4 switches × 48.
    const auto pcie = f.partsOf(BuildPart::Pcie);
    REQUIRE(pcie.size() == 1);
    CHECK(pcie.front().name == QStringLiteral("PCIe: 272 of 352 lanes"));
    CHECK(f.partsOf(BuildPart::Cpu).size() == 2);
    // 32 × 64 GB over 2 sockets × 8 channels.
    const auto memory = f.partsOf(BuildPart::Memory);
    REQUIRE_FALSE(memory.empty());
    CHECK(memory.front().name == QStringLiteral("32 × 64 GB on 16 channels · 2048 GB"));
    // Two 5.846 kW nodes colocated in Shenzhen, whose 5 kW cabinet cap binds before air's 30 kW: each node
    // stands in a cabinet and is rented the power of ceil(5.846 / 5) = 2, the 4 cabinets the TCO prices (the
    // finding "exceeds the 5 kW cabinet" says the same).
    const auto racks = f.partsOf(BuildPart::Rack);
    REQUIRE(racks.size() == 2);
    CHECK(racks.front().name == QStringLiteral("Cabinets 1–2: 5.85 / 2 × 5 kW"));
    CHECK(racks.front().detail.contains(QStringLiteral("colocation cabinet's power cap of 5 kW")));
    // The figure beside the drawing counts the same four cabinets and names their cap.
    CHECK(f.window->buildPanel()->figureText(QStringLiteral("racks"))
          == QStringLiteral("4 cabinets × 5 kW, node 5.85 kW"));
    // Hovering a part finds it.
    const DrawnPart* hit = f.drawing()->partAt(gpus[2].rect.center());
    REQUIRE(hit);
    CHECK(hit->name.startsWith(QStringLiteral("GPU 3 of 8")));
    // Its tooltip gives the exact figures: 8 × 16 + 8 × 16 + 4 × 4 lanes, 160 + 4 × 48 available.
    const QPoint at = pcie.front().rect.center().toPoint();
    QHelpEvent help(QEvent::ToolTip, at, f.drawing()->mapToGlobal(at));
    QApplication::sendEvent(f.drawing(), &help);
    CHECK(QToolTip::text().contains(QStringLiteral("GPUs 128 + NICs 128 + NVMe 16 = 272")));
    CHECK(QToolTip::text().contains(QStringLiteral("160 of the platform + 4 PCIe switches × 48 = 352")));
    testing::saveShot(f.window.get(), QStringLiteral("build-drawing-1280"));
}

TEST_CASE("an edit of the plan changes the drawing", "[drawing]")
{
    DrawingFixture f;
    QTableView* table = f.window->buildPanel()->table();
    REQUIRE(table->model()->setData(table->model()->index(0, NodeGroupModel::GpuCount), 4, Qt::EditRole));
    CHECK(f.partsOf(BuildPart::Gpu).size() == 4);
    // Ten 5.846 kW nodes colocated in Shenzhen: each is over the 5 kW cabinet cap, so a cabinet each (and the
    // power of a second).
    REQUIRE(table->model()->setData(table->model()->index(0, NodeGroupModel::Nodes), 10, Qt::EditRole));
    CHECK(f.drawing()->topology().racks.size() == 10);
    CHECK_FALSE(f.partsOf(BuildPart::Rack).empty());
    f.window->document()->undoStack()->undo();
    f.window->document()->undoStack()->undo();
    CHECK(f.partsOf(BuildPart::Gpu).size() == 8);
    CHECK(f.drawing()->topology().racks.size() == 2);
}

TEST_CASE("an edit that leaves the build alone does not repaint the drawing, one that changes it does", "[drawing]")
{
    DrawingFixture f;
    QApplication::processEvents();
    testing::EventCounter counter(QEvent::Paint);
    f.drawing()->installEventFilter(&counter);
    Document* document = f.window->document();
    document->undoStack()->push(new ChangeValue<double>(
        document, QStringLiteral("utilisation"), QStringLiteral("s0.utilisation"),
        ChangeEvent::inScenario(0, ChangeEvent::Part::Finance),
        [](Plan& p) -> double& { return p.scenarios[0].finance.utilisationPct; }, 40.0));
    QApplication::processEvents();
    CHECK(counter.count == 0);
    QTableView* table = f.window->buildPanel()->table();
    REQUIRE(table->model()->setData(table->model()->index(0, NodeGroupModel::NvmeCount), 6, Qt::EditRole));
    QApplication::processEvents();
    CHECK(counter.count > 0);
    CHECK(f.partsOf(BuildPart::Nvme).front().name.startsWith(QStringLiteral("6 × 7.68 TB RAID 0 · 46.1 TB")));
    f.drawing()->removeEventFilter(&counter);
}

TEST_CASE("the drawing follows a dark palette", "[drawing]")
{
    DrawingFixture f;
    QPalette dark = f.drawing()->palette();
    dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x24));
    dark.setColor(QPalette::Window, QColor(0x2a, 0x2a, 0x2e));
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    f.drawing()->setPalette(dark);
    const QImage image = f.drawing()->grab().toImage();
    // The background is the palette's base, and the labels are light on it.
    CHECK(image.pixelColor(2, 2) == QColor(0x20, 0x20, 0x24));
    const DrawingStyle style = DrawingStyle::forScreen(dark, f.drawing()->font());
    CHECK(style.text.lightnessF() > 0.8);
    CHECK(style.hue(BuildPart::Gpu).lightnessF()
          > DrawingStyle::forPrint(f.drawing()->font()).hue(BuildPart::Gpu).lightnessF());
    testing::saveShot(f.drawing(), QStringLiteral("build-drawing-dark"));
}

TEST_CASE("selecting a finding picks out the part it is about", "[drawing]")
{
    DrawingFixture f;
    QTableView* findings = f.window->findingsPanel()->table();
    QSignalSpy selected(f.window->findingsPanel(), &FindingsPanel::findingSelected);
    const int rows = findings->model()->rowCount();
    REQUIRE(rows > 0);
    int withPart = 0;
    for (int row = 0; row < rows; ++row) {
        findings->setCurrentIndex(findings->model()->index(row, 0));
        REQUIRE_FALSE(selected.isEmpty());
        const QString rule = selected.last().at(0).toString();
        INFO(rule.toStdString());
        const auto part = partOfRule(rule.toStdString());
        CHECK(f.drawing()->highlight().part == part);
        if (part) {
            ++withPart;
            // The highlighted part looks different from the same part unselected.
            const auto drawn = f.partsOf(*part);
            REQUIRE_FALSE(drawn.empty());
            const QRect where = drawn.front().rect.toAlignedRect().adjusted(-4, -4, 4, 4);
            const QImage lit = f.drawing()->grab(where).toImage();
            f.drawing()->setHighlight({});
            const QImage plain = f.drawing()->grab(where).toImage();
            CHECK(lit != plain);
        }
    }
    // The example's findings include the cabinet power (rack) and the lossless RoCE fabric (NIC).
    CHECK(withPart >= 2);
}

TEST_CASE("clicking a part puts its editor in focus", "[drawing]")
{
    DrawingFixture f;
    f.window->activateWindow();
    REQUIRE(QTest::qWaitForWindowActive(f.window.get(), testing::kEventWaitMs));
    QTableView* table = f.window->buildPanel()->table();

    const auto nvme = f.partsOf(BuildPart::Nvme);
    REQUIRE_FALSE(nvme.empty());
    QTest::mouseClick(f.drawing(), Qt::LeftButton, {}, nvme.front().rect.center().toPoint());
    CHECK(table->currentIndex().column() == NodeGroupModel::Nvme);
    CHECK(table->currentIndex().row() == 0);
    // The cell's editor (the catalog picker) is open and has the focus.
    QWidget* focus = QApplication::focusWidget();
    REQUIRE(focus);
    CHECK(focus != table);
    // In the table that shows the drives, which shares the first table's selection.
    CHECK(f.window->buildPanel()->tables()->viewFor(NodeGroupModel::Nvme)->isAncestorOf(focus));
    QTest::keyClick(focus, Qt::Key_Escape);

    const auto gpus = f.partsOf(BuildPart::Gpu);
    QTest::mouseClick(f.drawing(), Qt::LeftButton, {}, gpus.front().rect.center().toPoint());
    CHECK(table->currentIndex().column() == NodeGroupModel::Gpu);
    // GPUs are picked in the filterable picker.
    auto* picker = f.window->findChild<GpuPickerDialog*>();
    REQUIRE(picker);
    CHECK(picker->isVisible());
    picker->reject();
    f.window->activateWindow();
    REQUIRE(QTest::qWaitForWindowActive(f.window.get(), testing::kEventWaitMs));

    const auto racks = f.partsOf(BuildPart::Rack);
    REQUIRE_FALSE(racks.empty());
    QTest::mouseClick(f.drawing(), Qt::LeftButton, {}, racks.front().rect.center().toPoint());
    CHECK(QTest::qWaitFor([&] { return QApplication::focusWidget() == f.window->siteFinancePanel()->coolingCombo(); },
                          testing::kEventWaitMs));
}

TEST_CASE("the keyboard reaches every part: Tab and arrows move, Enter opens the editor", "[drawing]")
{
    DrawingFixture f;
    f.window->activateWindow();
    REQUIRE(QTest::qWaitForWindowActive(f.window.get(), testing::kEventWaitMs));
    QTableView* table = f.window->buildPanel()->table();
    BuildDrawingView* drawing = f.drawing();
    const auto parts = drawing->parts();
    REQUIRE(parts.size() >= 10); // 8 GPUs, 2 sockets, memory, PCIe, NVMe, NICs, PSUs, 2 racks

    // Tab from the widget before the drawing lands on the drawing's first part.
    drawing->setFocus(Qt::TabFocusReason);
    REQUIRE(drawing->hasFocus());
    CHECK(drawing->focusedPart() == 0);
    // Tab moves on to the next part inside the drawing, Shift+Tab back.
    QTest::keyClick(drawing, Qt::Key_Tab);
    CHECK(drawing->hasFocus());
    CHECK(drawing->focusedPart() == 1);
    QTest::keyClick(drawing, Qt::Key_Backtab);
    CHECK(drawing->focusedPart() == 0);
    // Arrows step, Home and End jump; the ends hold.
    QTest::keyClick(drawing, Qt::Key_Right);
    QTest::keyClick(drawing, Qt::Key_Down);
    CHECK(drawing->focusedPart() == 2);
    QTest::keyClick(drawing, Qt::Key_Left);
    CHECK(drawing->focusedPart() == 1);
    QTest::keyClick(drawing, Qt::Key_End);
    CHECK(drawing->focusedPart() == static_cast<int>(parts.size()) - 1);
    QTest::keyClick(drawing, Qt::Key_Right);
    CHECK(drawing->focusedPart() == static_cast<int>(parts.size()) - 1);
    // Tab past the last part leaves the drawing.
    QTest::keyClick(drawing, Qt::Key_Tab);
    CHECK_FALSE(drawing->hasFocus());

    // Enter on the NVMe array opens its cell's editor, as a click does.
    int nvme = -1;
    for (std::size_t i = 0; i < parts.size() && nvme < 0; ++i)
        if (parts[i].part == BuildPart::Nvme)
            nvme = static_cast<int>(i);
    REQUIRE(nvme >= 0);
    drawing->setFocus(Qt::TabFocusReason);
    QTest::keyClick(drawing, Qt::Key_Home);
    for (int i = 0; i < nvme; ++i)
        QTest::keyClick(drawing, Qt::Key_Right);
    REQUIRE(drawing->focusedPart() == nvme);
    QSignalSpy activated(drawing, &BuildDrawingView::partActivated);
    QTest::keyClick(drawing, Qt::Key_Return);
    REQUIRE(activated.size() == 1);
    CHECK(activated.front().at(0).value<BuildPart>() == BuildPart::Nvme);
    CHECK(table->currentIndex().column() == NodeGroupModel::Nvme);
    QWidget* focus = QApplication::focusWidget();
    REQUIRE(focus);
    // In the table that shows the drives, which shares the first table's selection.
    CHECK(f.window->buildPanel()->tables()->viewFor(NodeGroupModel::Nvme)->isAncestorOf(focus));
    QTest::keyClick(focus, Qt::Key_Escape);
}

TEST_CASE("a screen reader reads each drawn part by its name and figures", "[drawing]")
{
    DrawingFixture f;
    BuildDrawingView* drawing = f.drawing();
    const auto parts = drawing->parts();
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(drawing);
    REQUIRE(iface);
    CHECK(iface->text(QAccessible::Name) == QStringLiteral("Drawing of the build"));
    REQUIRE(iface->childCount() == static_cast<int>(parts.size()));
    for (int i = 0; i < iface->childCount(); ++i) {
        QAccessibleInterface* child = iface->child(i);
        REQUIRE(child);
        CHECK(child->text(QAccessible::Name) == parts[static_cast<std::size_t>(i)].name);
        CHECK(child->text(QAccessible::Description) == parts[static_cast<std::size_t>(i)].detail);
        CHECK(child->parent() == iface);
        CHECK(iface->indexOfChild(child) == i);
    }
    // The PCIe budget, as the drawing labels it: 272 of 352 lanes (see the first test's arithmetic).
    bool pcie = false;
    for (int i = 0; i < iface->childCount(); ++i)
        pcie = pcie || iface->child(i)->text(QAccessible::Name) == QStringLiteral("PCIe: 272 of 352 lanes");
    CHECK(pcie);
    // The focused part is the focus child.
    drawing->setFocus(Qt::TabFocusReason);
    QTest::keyClick(drawing, Qt::Key_Right);
    REQUIRE(iface->focusChild());
    CHECK(iface->focusChild()->text(QAccessible::Name) == parts[1].name);
    CHECK(iface->focusChild()->state().focused);
}

TEST_CASE("choosing a build finding on the Costs page brings the Build page forward, a cost finding stays", "[drawing]")
{
    DrawingFixture f;
    // The rent-or-buy example at 10% utilisation, below its break-even: a finance finding joins the build's.
    REQUIRE(f.window->openFile(QStringLiteral(EXAMPLES_DIR "/shenzhen-rent-or-buy.json")));
    f.window->document()->editablePlan().scenarios.front().finance.utilisationPct = 10;
    f.window->document()->notifyChanged(ChangeEvent::inScenario(0, ChangeEvent::Part::Finance));
    QCoreApplication::processEvents();
    QTabWidget* pages = f.window->centralTabs();
    QTableView* findings = f.window->findingsPanel()->table();
    QSignalSpy selected(f.window->findingsPanel(), &FindingsPanel::findingSelected);
    const int rows = findings->model()->rowCount();
    int buildFindings = 0;
    int costFindings = 0;
    // Twice over: a click on the finding already selected brings its page forward again.
    for (int round = 0; round < 2; ++round)
        for (int row = 0; row < rows; ++row) {
            pages->setCurrentIndex(1); // Costs
            QCoreApplication::processEvents();
            const QRect cell = findings->visualRect(findings->model()->index(row, 1));
            QTest::mouseClick(findings->viewport(), Qt::LeftButton, {}, cell.center());
            QCoreApplication::processEvents();
            REQUIRE_FALSE(selected.isEmpty());
            const std::string rule = selected.last().at(0).toString().toStdString();
            INFO(rule << ", round " << round);
            const auto part = partOfRule(rule);
            if (part) {
                buildFindings += round == 0;
                CHECK(pages->currentWidget() == f.window->buildPanel());
                CHECK(f.drawing()->highlight().part == part);
            } else {
                costFindings += round == 0;
                CHECK(pages->currentIndex() == 1);
            }
        }
    CHECK(buildFindings >= 2); // the A100's export licence (GPU) and the cabinet power (rack)
    CHECK(costFindings >= 1); // renting costs less at 10% than buying
}

TEST_CASE("each node in the racks has a name of its own", "[drawing]")
{
    DrawingFixture f;
    // The example's two H20 nodes stand in two cabinet pairs (5 kW cabinets, 5.85 kW nodes): Node 1 and Node 2,
    // once each, as the PDF's drawing of the same racks.
    const BuildTopology& build = f.drawing()->topology();
    REQUIRE(build.racks.size() == 2);
    TextPage page(QSizeF(400, 500), 96);
    QPainter painter(&page);
    paintRacks(painter, QRectF(0, 0, 400, 500), build, interfaceText(),
               DrawingStyle::forScreen(f.drawing()->palette(), f.drawing()->font()));
    painter.end();
    INFO(page.texts().join(QStringLiteral(" | ")).toStdString());
    CHECK(page.texts().count(QStringLiteral("Node 1")) == 1);
    CHECK(page.texts().count(QStringLiteral("Node 2")) == 1);
}

TEST_CASE("the PDF's narrower node still says each NIC's speed", "[drawing][pdf]")
{
    DrawingFixture f;
    // The quote draws a node 0.64 of an A4 page's 172 mm of text wide and 80 mm high, at 300 dpi, in 6.5 pt:
    // 8 NIC boxes too narrow for "400G", so each says "400" (the caption below gives Gb/s).
    const BuildTopology& build = f.drawing()->topology();
    REQUIRE_FALSE(build.nodes.empty());
    REQUIRE(build.nodes.front().nics == 8);
    constexpr int kDpi = 300;
    const auto mm = [](double v) { return v * kDpi / 25.4; };
    TextPage page(QSizeF(mm(172), mm(80)), kDpi);
    QPainter painter(&page);
    QFont font(quoteFontFamily());
    font.setPointSizeF(6.5);
    paintNode(painter, QRectF(0, 0, mm(172) * 0.64, mm(80)), build.nodes.front(), interfaceText(),
              DrawingStyle::forPrint(font));
    painter.end();
    INFO(page.texts().join(QStringLiteral(" | ")).toStdString());
    const auto tags = page.texts().count(QStringLiteral("400G")) + page.texts().count(QStringLiteral("400"));
    CHECK(tags == 8);
    CHECK(page.texts().contains(QStringLiteral("8 × 400 Gb/s · 3200 Gb/s to the fabric")));
}
