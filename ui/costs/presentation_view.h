#pragma once
// Presentation mode (View > Presentation mode, F11): the current scenario's cost for a projector, full
// screen in larger type: the what-if bar with the buy-or-rent verdict, the cost table and one chart at a
// time. Left/Right (or Page Up/Page Down, as presenter remotes send) step through the scenarios, Up/Down
// through the charts; Esc or F11 leaves. It only shows: entering, stepping and leaving edit nothing (the
// scenario shown last stays the current one).

#include <QWidget>

class QChartView;
class QLabel;
class QTableView;

namespace planner::ui {

class Analysis;
class CostSummaryModel;
class Document;
class WhatIfBar;

class PresentationView final : public QWidget {
    Q_OBJECT
public:
    enum Chart { Cumulative, Breakdown, Utilisation, Regions, Sensitivity, ChartCount };

    // A window of its own: `parent` owns it, the screen shows it.
    PresentationView(Document* document, Analysis* analysis, QWidget* parent);

    void enter(); // full screen on the parent's screen
    void leave();
    int currentChart() const { return m_chart; }
    void showChart(int chart);
    void stepScenario(int by);
    QString titleText() const;
    QString chartTitle() const;
    QChartView* chartView() const { return m_chartView; }
    QTableView* table() const { return m_table; }
    WhatIfBar* whatIfBar() const { return m_bar; }

Q_SIGNALS:
    void left();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void analysisUpdated();
    void rebuildChart();
    void fitTableHeight();
    void retranslate();

    Document* m_document;
    Analysis* m_analysis;
    QLabel* m_title;
    WhatIfBar* m_bar;
    CostSummaryModel* m_model;
    QTableView* m_table;
    QLabel* m_basis; // currency and price dates, as under the Costs page
    QLabel* m_chartTitle;
    QChartView* m_chartView;
    QLabel* m_keys;
    int m_chart = Cumulative;
};

} // namespace planner::ui
