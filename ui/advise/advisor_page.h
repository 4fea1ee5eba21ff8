#pragma once
// The Advisor page: the cost × time frontier of valid builds for the current scenario's workload
// (models/advise), searched on a worker thread with progress and cancel, drawn as a scatter of every
// costed candidate with the frontier over it; hover a point for its build, add one as a scenario (undoable).

#include "models/advise/advisor.h"

#include <QWidget>

#include <atomic>
#include <memory>
#include <thread>

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTimer;

class QChart;
class QChartView;
class QScatterSeries;
class QLineSeries;

namespace planner::ui {

class Document;

class AdvisorPage final : public QWidget {
    Q_OBJECT
public:
    explicit AdvisorPage(Document* document, QWidget* parent = nullptr);
    ~AdvisorPage() override;

    // Starts a search of the current scenario with the filters set (the Search button).
    void search();
    // Stops a running search; what it found so far is dropped.
    void cancel();
    bool searching() const { return m_worker.joinable(); }
    const Advice* advice() const { return m_advice.get(); }
    // Adds the chosen frontier point (the best one unless another was clicked) as a new scenario.
    void addChosenAsScenario();
    // The search as the shown advice was asked (its filters), and the frontier point chosen (-1: none).
    const AdviceRequest& adviceRequest() const { return m_adviceRequest; }
    int chosen() const { return m_chosen; }

Q_SIGNALS:
    void searchFinished();
    // "Export quote with this advice…": the window writes the quote with the advisor's section.
    void exportQuoteRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Run; // what the worker shares with the page: its progress, its cancel flag, its result
    void finish(std::shared_ptr<Run> run);
    void stopWorker();
    void forgetResults();
    void draw();
    void choose(int frontierIndex);
    void retranslate();
    void showPoint(const QPointF& point, bool entered, bool onFrontier);

    Document* m_document;
    QComboBox* m_options;
    QComboBox* m_vendor;
    QSpinBox* m_maxNodes;
    QSpinBox* m_maxRackKw; // 0: no limit beyond the cooling method's
    QCheckBox* m_ownRegion;
    // On: only GPUs the market sells without an export licence; off: also those sold only under one
    // granted case by case (each such point says so). A GPU whose sale is denied is never proposed.
    QCheckBox* m_legalOnly;
    QPushButton* m_search;
    QPushButton* m_cancel;
    QProgressBar* m_progress;
    QLabel* m_summary;
    QLabel* m_chosenText;
    QPushButton* m_add;
    QPushButton* m_exportQuote;
    QChartView* m_view;
    QChart* m_chart;
    QScatterSeries* m_cloud;
    QLineSeries* m_frontierLine;
    QScatterSeries* m_frontierDots;
    QScatterSeries* m_bestDot;
    QTimer* m_poll;
    std::unique_ptr<Advice> m_advice;
    AdviceRequest m_adviceRequest; // without its progress callback
    std::shared_ptr<Run> m_run;
    std::thread m_worker;
    int m_chosen = -1;
};

} // namespace planner::ui
