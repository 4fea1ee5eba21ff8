// The edit-to-screen path of the real window: an edit in the node-group table, the analysis, findings,
// figures, comparison and charts updating, and the window painting. Target: one frame (16 ms).

#include "models/catalog/catalog_io.h"
#include "ui/common/app_look.h"
#include "ui/common/dialogs.h"
#include "ui/common/settings.h"
#include "ui/common/translations.h"
#include "ui/costs/cost_view.h"
#include "ui/costs/what_if_bar.h"
#include "ui/document/document.h"
#include "ui/drawings/build_drawing_view.h"
#include "ui/editors/build_panel.h"
#include "ui/editors/node_group_model.h"
#include "ui/shell/main_window.h"

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QSlider>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>

#include <memory>

namespace {

// Counts what a window still has to do after an edit: paints, and layouts asked for (a layout that moves
// something paints again in the next pass of the event loop).
class PendingWork final : public QObject {
public:
    int events = 0;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint || event->type() == QEvent::LayoutRequest)
            ++events;
        return QObject::eventFilter(watched, event);
    }
};

// Runs the event loop until a pass paints and lays out nothing: the edit has reached every visible panel,
// including what a layout moved after the first repaint (the chart's legend and axes lay out one pass later).
void settle()
{
    PendingWork work;
    qApp->installEventFilter(&work);
    for (int pass = 0; pass < 10; ++pass) {
        const int before = work.events;
        QApplication::processEvents();
        if (work.events == before)
            break;
    }
    qApp->removeEventFilter(&work);
}

struct Window {
    QTemporaryDir folder;
    planner::ui::Settings settings {folder.filePath(QStringLiteral("settings.ini"))};
    planner::ui::Dialogs dialogs;
    planner::ui::Translations translations;
    std::unique_ptr<planner::ui::MainWindow> window;

    Window()
    {
        translations.apply(QStringLiteral("en"));
        auto catalogs = planner::loadCatalogFolder(SOURCE_CATALOG_DIR, planner::Origin::Shipped, true);
        window = std::make_unique<planner::ui::MainWindow>(catalogs.catalog, &settings, &dialogs, &translations);
        window->openFile(QStringLiteral(EXAMPLES_DIR "/shenzhen-llm-finetune.json"));
        window->resize(1600, 1000);
        window->show();
        // The Costs tab in front: the charts follow every edit, as in a meeting that watches the money.
        window->centralTabs()->setCurrentIndex(1);
        settle();
    }
    ~Window() { window->document()->undoStack()->setClean(); }

    void edit(int gpus)
    {
        auto* table = window->buildPanel()->table();
        table->model()->setData(table->model()->index(0, planner::ui::NodeGroupModel::GpuCount), gpus, Qt::EditRole);
    }
};

// Created in main() after the QApplication and destroyed before it.
Window* g_window = nullptr;

Window& window()
{
    return *g_window;
}

// Counts the paint events widgets receive, to show that a processed frame really repaints.
class PaintCounter final : public QObject {
public:
    int paints = 0;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint)
            ++paints;
        return QObject::eventFilter(watched, event);
    }
};

// The edit and every model, panel and chart following it, then the event loop's repaint of what
// changed until the window is quiet (the offscreen platform paints dirty widgets into the backing store
// while processing events).
void BM_EditUpdatesEveryPanel(benchmark::State& state)
{
    auto& w = window();
    PaintCounter counter;
    qApp->installEventFilter(&counter);
    int gpus = 4;
    for (auto _ : state) {
        w.edit(gpus);
        settle();
        gpus = gpus == 4 ? 8 : 4;
    }
    qApp->removeEventFilter(&counter);
    state.counters["paints_per_edit"] = static_cast<double>(counter.paints) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_EditUpdatesEveryPanel)->Unit(benchmark::kMillisecond);

// The Build page in front: the drawing of the node and the racks follows every edit and repaints.
void BM_EditUpdatesBuildPage(benchmark::State& state)
{
    auto& w = window();
    w.window->centralTabs()->setCurrentIndex(0);
    settle();
    int gpus = 4;
    for (auto _ : state) {
        w.edit(gpus);
        settle();
        gpus = gpus == 4 ? 8 : 4;
    }
    w.window->centralTabs()->setCurrentIndex(1);
    settle();
}
BENCHMARK(BM_EditUpdatesBuildPage)->Unit(benchmark::kMillisecond);

// The build drawing alone, painted again at the page's size: what it adds to a frame.
void BM_BuildDrawingPaint(benchmark::State& state)
{
    auto& w = window();
    w.window->centralTabs()->setCurrentIndex(0);
    settle();
    QWidget* drawing = w.window->buildPanel()->drawing();
    for (auto _ : state) {
        const QPixmap frame = drawing->grab();
        benchmark::DoNotOptimize(frame.cacheKey());
    }
    state.counters["width"] = drawing->width();
    state.counters["height"] = drawing->height();
    w.window->centralTabs()->setCurrentIndex(1);
    settle();
}
BENCHMARK(BM_BuildDrawingPaint)->Unit(benchmark::kMillisecond);
// One step of a what-if slider dragged on the Costs page (range(0) is the lever: 0 utilisation,
// 1 rental price, 4 horizon): the edit merged into the drag's one undo step, the analysis, the verdict,
// the summary, the chart in front and the repaint of what changed.
void BM_SliderStepUpdatesEveryPanel(benchmark::State& state)
{
    auto& w = window();
    auto* bar = w.window->costView()->findChild<planner::ui::WhatIfBar*>();
    QSlider* slider = bar->slider(static_cast<planner::ui::WhatIfBar::Lever>(state.range(0)));
    // Two values next to each other beside the plan's: a drag's steps, not a flip across the plan's own value
    // (leaving 100% of a price adds a what-if warning to the findings, once per drag, not per step).
    const int start = slider->value();
    const int one = start - 2 >= slider->minimum() ? start - 1 : start + 1;
    const int other = start - 2 >= slider->minimum() ? start - 2 : start + 2;
    slider->setSliderDown(true); // one drag for the whole run
    slider->setValue(one);
    settle();
    int value = other;
    for (auto _ : state) {
        slider->setValue(value);
        settle();
        value = value == other ? one : other;
    }
    slider->setSliderDown(false);
    slider->setValue(start);
    settle();
}
BENCHMARK(BM_SliderStepUpdatesEveryPanel)->Arg(0)->Arg(1)->Arg(4)->Unit(benchmark::kMillisecond);

// The same, then the whole window re-rendered into a pixmap: the worst case, every widget repainted.
void BM_EditToPaintedWindow(benchmark::State& state)
{
    auto& w = window();
    int gpus = 4;
    for (auto _ : state) {
        w.edit(gpus);
        settle();
        const QPixmap frame = w.window->grab();
        benchmark::DoNotOptimize(frame.cacheKey());
        gpus = gpus == 4 ? 8 : 4;
    }
}
BENCHMARK(BM_EditToPaintedWindow)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    planner::ui::applyApplicationLook();
    benchmark::Initialize(&argc, argv);
    auto w = std::make_unique<Window>();
    g_window = w.get();
    benchmark::RunSpecifiedBenchmarks();
    g_window = nullptr;
    w.reset();
    benchmark::Shutdown();
    return 0;
}
