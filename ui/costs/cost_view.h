#pragma once
// The cost of the current scenario: a summary of the four ways to get the compute, and five charts
// (cumulative cost, breakdown, utilisation, regions, sensitivity) that follow every edit.

#include "ui/costs/cost_charts.h"

#include <QAbstractTableModel>
#include <QTimer>
#include <QWidget>

#include <array>

class QChart;
class QChartView;
class QLabel;
class QTabWidget;
class QTableView;

namespace planner::ui {

class Analysis;
class Document;
class MarketPanel;

// One row per option (buy, on-demand, reserved, hybrid) of the current scenario's TCO.
class CostSummaryModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Option, Total, Npv, CostPerGpuHour, BreakEven, ColumnCount };

    explicit CostSummaryModel(Analysis* analysis, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void refresh(); // the analysis changed: every cell may have
    void retranslate();

private:
    QString text(int row, int column) const;

    Analysis* m_analysis;
    QList<QString> m_shown; // the cells' texts as last told to the views, row by row
    QList<bool> m_unlikeShown; // per row: shown as not like for like (greyed)
};

class CostView final : public QWidget {
    Q_OBJECT
public:
    enum Tab { Cumulative, Breakdown, Utilisation, Regions, Sensitivity, TabCount };
    // How long edits must pause before held money axes fit their data again (holdMoneyAxes()).
    static constexpr int kAxesSettleMs = 400;

    CostView(Document* document, Analysis* analysis, QWidget* parent = nullptr);

    QTabWidget* tabs() const { return m_tabs; }
    MarketPanel* marketPanel() const { return m_market; }
    // The lines under the summary: what each rental is priced from, and the break-even rental price.
    QString breakEvenText() const;
    QTableView* summaryTable() const { return m_summary; }
    QString priceDateText() const;
    // The chart shown on a tab; up to date once the tab has been shown since the last edit.
    QChart* chart(Tab tab) const;
    // Whether held money axes are still waiting for the edits to pause before they fit their data again.
    bool axesSettling() const;
    ChartStyle chartStyle() const;
    // Places the what-if bar under the heading and the price dates, above the summary. The bar states the
    // verdict, so the lines under the summary leave out the recommendation (one line of chart height more).
    void insertVerdictBar(QWidget* bar);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void analysisUpdated();
    void refreshCurrentTab();
    void refreshTab(int tab);
    void settleAxes();
    bool updateInPlace(int tab);
    QChart* buildChart(int tab) const;
    void setChart(int tab, QChart* chart);
    void rebuildAll(); // style or language changed: charts are made again when next shown
    void updateHeading();
    void fitSummaryHeight();
    void fitSummaryColumns(); // every column whole: two lines a row where one line would not fit
    void retranslate();

    Document* m_document;
    Analysis* m_analysis;
    CostSummaryModel* m_model;
    class TextBlock* m_heading;
    QLabel* m_priceDate;
    QTableView* m_summary;
    class TextBlock* m_breakEven;
    QTabWidget* m_tabs;
    MarketPanel* m_market;
    std::array<QChartView*, TabCount> m_views {};
    std::array<bool, TabCount> m_dirty {}; // the data changed since the chart was drawn
    std::array<bool, TabCount> m_rebuild {}; // the style or language changed: update in place is not enough
    bool m_lastDark = false;
    QList<int> m_summaryLines; // lines of text each summary row has room for
    bool m_verdictInBar = false; // the what-if bar above states the verdict
    bool m_followingEdits = false; // refreshing because the plan changed (not a tab switch or a resize)
    QTimer* m_settleAxes = new QTimer(this);
};

// "All amounts in CNY; prices dated 2023-08-23 to 2026-11-30.": the line under every reading of the costs
// (the Costs page, presentation mode).
QString currencyAndPriceDates(const TcoResult& tco);

} // namespace planner::ui
