#include "ui/costs/presentation_view.h"

#include "ui/common/chart_text_fit.h"
#include "ui/costs/cost_charts.h"
#include "ui/costs/cost_view.h"
#include "ui/costs/what_if_bar.h"
#include "ui/document/analysis.h"
#include "ui/document/document.h"

#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScreen>
#include <QSlider>
#include <QTableView>
#include <QVBoxLayout>

namespace planner::ui {

namespace {

// Type for a room: about 1.6 times the desktop's.
constexpr double kTypeScale = 1.6;

// The chart tabs' own names, as the Costs page shows them (the same translations).
QString chartName(int chart)
{
    static const std::array<const char*, PresentationView::ChartCount> names
        = {QT_TRANSLATE_NOOP("planner::ui::CostView", "Cumulative cost"),
           QT_TRANSLATE_NOOP("planner::ui::CostView", "Breakdown"),
           QT_TRANSLATE_NOOP("planner::ui::CostView", "Utilisation"),
           QT_TRANSLATE_NOOP("planner::ui::CostView", "Regions"),
           QT_TRANSLATE_NOOP("planner::ui::CostView", "Sensitivity")};
    return QCoreApplication::translate("planner::ui::CostView", names[static_cast<std::size_t>(chart)]);
}

} // namespace

PresentationView::PresentationView(Document* document, Analysis* analysis, QWidget* parent)
    : QWidget(parent, Qt::Window)
    , m_document(document)
    , m_analysis(analysis)
    , m_title(new QLabel(this))
    , m_bar(new WhatIfBar(document, analysis, this))
    , m_model(new CostSummaryModel(analysis, this))
    , m_table(new QTableView(this))
    , m_basis(new QLabel(this))
    , m_chartTitle(new QLabel(this))
    , m_chartView(new QChartView(this))
    , m_keys(new QLabel(this))
{
    setObjectName(QStringLiteral("presentationView"));
    QFont base = font();
    base.setPointSizeF(base.pointSizeF() * kTypeScale);
    setFont(base);
    QFont titleFont = base;
    titleFont.setPointSizeF(base.pointSizeF() * 1.3);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setObjectName(QStringLiteral("presentationTitle"));
    m_title->setWordWrap(true);
    QFont chartTitleFont = base;
    chartTitleFont.setBold(true);
    m_chartTitle->setFont(chartTitleFont);
    m_chartTitle->setObjectName(QStringLiteral("presentationChartTitle"));
    m_basis->setObjectName(QStringLiteral("presentationBasis"));
    m_basis->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_keys->setObjectName(QStringLiteral("presentationKeys"));
    m_keys->setEnabled(false); // greyed: a hint, not content

    // The keys step scenarios and charts: nothing else may take them.
    for (int lever = 0; lever < WhatIfBar::LeverCount; ++lever)
        m_bar->slider(static_cast<WhatIfBar::Lever>(lever))->setFocusPolicy(Qt::NoFocus);
    m_bar->resetButton()->setFocusPolicy(Qt::NoFocus);

    m_table->setObjectName(QStringLiteral("presentationTable"));
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(CostSummaryModel::Option, QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setMinimumSectionSize(0);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);

    m_chartView->setObjectName(QStringLiteral("presentationChart"));
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setInteractive(false); // QTBUG-118669
    m_chartView->setFocusPolicy(Qt::NoFocus);
    m_chartView->installEventFilter(this);
    setFocusPolicy(Qt::StrongFocus);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(32, 20, 32, 16);
    layout->setSpacing(8);
    layout->addWidget(m_title);
    layout->addWidget(m_bar);
    layout->addWidget(m_table);
    // Beside the chart's name, so the chart keeps its height on a 1280 × 800 screen.
    auto* chartLine = new QHBoxLayout;
    chartLine->addWidget(m_chartTitle);
    chartLine->addStretch(1);
    chartLine->addWidget(m_basis);
    layout->addLayout(chartLine);
    layout->addWidget(m_chartView, 1);
    layout->addWidget(m_keys);

    connect(m_analysis, &Analysis::updated, this, &PresentationView::analysisUpdated);
    retranslate();
    fitTableHeight();
}

void PresentationView::enter()
{
    if (QWidget* owner = parentWidget())
        if (QScreen* screen = owner->screen())
            setGeometry(screen->geometry());
    showFullScreen();
    analysisUpdated();
    raise();
    activateWindow();
    setFocus();
}

void PresentationView::leave()
{
    if (!isVisible())
        return;
    hide();
    Q_EMIT left();
}

QString PresentationView::titleText() const
{
    return m_title->text();
}

QString PresentationView::chartTitle() const
{
    return m_chartTitle->text();
}

void PresentationView::showChart(int chart)
{
    m_chart = (chart % ChartCount + ChartCount) % ChartCount;
    rebuildChart();
}

void PresentationView::stepScenario(int by)
{
    const int count = static_cast<int>(m_document->plan().scenarios.size());
    if (count == 0)
        return;
    // Not an edit: which scenario is shown is no part of the plan.
    m_document->setCurrentScenario(((m_document->currentScenario() + by) % count + count) % count);
}

void PresentationView::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_PageDown:
        stepScenario(+1);
        break;
    case Qt::Key_Left:
    case Qt::Key_PageUp:
        stepScenario(-1);
        break;
    case Qt::Key_Down:
        showChart(m_chart + 1);
        break;
    case Qt::Key_Up:
        showChart(m_chart - 1);
        break;
    case Qt::Key_Escape:
    case Qt::Key_F11:
        leave();
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void PresentationView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (isVisible())
            analysisUpdated();
    }
    QWidget::changeEvent(event);
}

bool PresentationView::eventFilter(QObject* watched, QEvent* event)
{
    // The chart's words are fitted to the chart view's own size: the layout resizes it without resizing the
    // presentation when something above it grows (the verdict, the table).
    if (watched == m_chartView && event->type() == QEvent::Resize && m_chartView->chart())
        fitChartText(m_chartView->chart(), m_chartView->size());
    return QWidget::eventFilter(watched, event);
}

void PresentationView::analysisUpdated()
{
    if (!isVisible())
        return; // enter() fills it
    m_model->refresh();
    const Scenario* scenario = m_analysis->scenario();
    const int count = static_cast<int>(m_document->plan().scenarios.size());
    m_title->setText(scenario ? tr("%1 · scenario %2 of %3")
                                    .arg(QString::fromStdString(scenario->name))
                                    .arg(m_document->currentScenario() + 1)
                                    .arg(count)
                              : tr("No scenario"));
    m_basis->setText(scenario ? currencyAndPriceDates(m_analysis->tco()) : QString());
    rebuildChart();
}

void PresentationView::rebuildChart()
{
    const ChartStyle style = ChartStyle::fromPalette(palette(), font().pointSizeF());
    const Scenario* scenario = m_analysis->scenario();
    const Catalog& catalog = m_analysis->catalog();
    const ScenarioAnalysis& analysis = m_analysis->result();
    QChart* chart = nullptr;
    switch (m_chart) {
    case Cumulative:
        chart = cumulativeCostChart(m_analysis->tco(), style);
        break;
    case Breakdown:
        chart = costBreakdownChart(m_analysis->tco(), style);
        break;
    case Utilisation:
        chart
            = utilisationChart(scenario ? sweepUtilisation(*scenario, catalog, analysis) : UtilisationSweep {}, style);
        break;
    case Regions: {
        auto regions = scenario ? analyseRegions(*scenario, catalog, analysis) : std::vector<RegionTco> {};
        const bool chinese = QLocale().language() == QLocale::Chinese;
        for (auto& region : regions)
            if (const Region* known = catalog.region(region.regionId); known && chinese && !known->nameZh.empty())
                region.regionName = known->nameZh;
        chart = regionsChart(regions, style);
        break;
    }
    default:
        chart = sensitivityChart(scenario ? analyseSensitivity(*scenario, catalog, analysis) : SensitivityResult {},
                                 style);
        break;
    }
    QChart* old = m_chartView->chart();
    m_chartView->setChart(chart); // the view lets go of the old chart: delete it here
    delete old;
    fitChartText(chart, m_chartView->size());
    m_chartTitle->setText(tr("%1 (chart %2 of %3)").arg(chartName(m_chart)).arg(m_chart + 1).arg(ChartCount));
}

void PresentationView::fitTableHeight()
{
    const int row = QFontMetrics(m_table->font()).height() + 10;
    m_table->verticalHeader()->setDefaultSectionSize(row);
    m_table->setFixedHeight(m_table->horizontalHeader()->sizeHint().height() + m_model->rowCount() * row
                            + 2 * m_table->frameWidth());
}

void PresentationView::retranslate()
{
    setWindowTitle(tr("Presentation — GPU Cluster Planner"));
    m_keys->setText(tr("← → scenarios   ↑ ↓ charts   Esc or F11 leaves"));
    m_model->retranslate();
}

} // namespace planner::ui
