// The yardstick for start-up time: a bare Qt Charts window with one line series, which ends as soon
// as it has painted. gpu-planner with GPU_PLANNER_EXIT_AFTER_PAINT=1 does the same with the real window.

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QTimer>

#include <cstdio>
#include <cstdlib>

namespace {

class QuitAfterPaint final : public QChartView {
public:
    using QChartView::QChartView;

protected:
    void paintEvent(QPaintEvent* event) override
    {
        QChartView::paintEvent(event);
        // Skip tear-down, as gpu-planner does in its start-up benchmark mode: start-up is what is timed.
        QTimer::singleShot(0, qApp, [] {
            std::fflush(nullptr);
            std::_Exit(0);
        });
    }
};

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    auto* series = new QLineSeries;
    for (int month = 0; month <= 36; ++month)
        series->append(month, month * 1000.0);
    auto* chart = new QChart;
    chart->addSeries(series);
    chart->createDefaultAxes();
    QuitAfterPaint view(chart);
    view.resize(1600, 1000); // the size gpu-planner opens at, so both paint the same area
    view.show();
    return QApplication::exec();
}
