#include "ui/advise/advisor_page.h"

#include "ui/common/core_text.h"
#include "ui/common/readable_money.h"
#include "ui/document/change_event.h"
#include "ui/document/commands.h"
#include "ui/document/document.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QSpinBox>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <set>

namespace planner::ui {

struct AdvisorPage::Run {
    Scenario scenario;
    Catalog catalog;
    AdviceRequest request;
    std::atomic<double> done {0};
    std::atomic<bool> cancelled {false};
    Advice advice;
};

namespace {

// Millions in English, 万 in Chinese: the amounts people read in the interface's language.
AmountScale moneyAxisScale()
{
    return interfaceNumberSystem() == NumberSystem::Chinese ? AmountScale::Wan : AmountScale::Million;
}
double moneyScale()
{
    return scaleSize(moneyAxisScale());
}

// The time axis of a point: days to train, or tokens per second for inference.
double timeOf(const Advice& a, double days, double tokensPerSecond)
{
    return a.training ? days : tokensPerSecond;
}

} // namespace

AdvisorPage::AdvisorPage(Document* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_options(new QComboBox(this))
    , m_vendor(new QComboBox(this))
    , m_maxNodes(new QSpinBox(this))
    , m_maxRackKw(new QSpinBox(this))
    , m_ownRegion(new QCheckBox(this))
    , m_legalOnly(new QCheckBox(this))
    , m_search(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_summary(new QLabel(this))
    , m_chosenText(new QLabel(this))
    , m_add(new QPushButton(this))
    , m_exportQuote(new QPushButton(this))
    , m_view(new QChartView(this))
    , m_chart(new QChart)
    , m_cloud(new QScatterSeries)
    , m_frontierLine(new QLineSeries)
    , m_frontierDots(new QScatterSeries)
    , m_bestDot(new QScatterSeries)
    , m_poll(new QTimer(this))
{
    setObjectName(QStringLiteral("advisorPage"));
    m_search->setObjectName(QStringLiteral("advisorSearch"));
    m_add->setObjectName(QStringLiteral("advisorAdd"));
    m_progress->setObjectName(QStringLiteral("advisorProgress"));
    m_maxNodes->setRange(1, 64);
    m_maxNodes->setValue(64);
    m_maxRackKw->setObjectName(QStringLiteral("advisorMaxRackKw"));
    m_maxRackKw->setRange(0, 200); // 0 shows the special text: the cooling method's limit only
    m_maxRackKw->setSingleStep(5);
    m_maxRackKw->setValue(0);
    m_legalOnly->setObjectName(QStringLiteral("advisorLegalOnly"));
    m_legalOnly->setChecked(true);
    m_exportQuote->setObjectName(QStringLiteral("advisorExportQuote"));
    m_exportQuote->setEnabled(false);
    m_progress->setRange(0, 100);
    m_progress->setVisible(false);
    m_cancel->setEnabled(false);
    m_add->setEnabled(false);
    m_chosenText->setWordWrap(true);
    m_summary->setWordWrap(true);
    m_chosenText->setTextInteractionFlags(Qt::TextSelectableByMouse);

    std::set<std::string> vendors;
    for (const Gpu& g : document->catalog().gpus)
        vendors.insert(g.vendor);
    m_vendor->addItem(QString());
    for (const auto& v : vendors)
        m_vendor->addItem(QString::fromStdString(v), QString::fromStdString(v));
    for (int i = 0; i < 3; ++i)
        m_options->addItem(QString());

    m_cloud->setMarkerSize(6);
    m_cloud->setColor(QColor(150, 160, 175, 120));
    m_cloud->setBorderColor(Qt::transparent);
    m_frontierDots->setMarkerSize(9);
    m_bestDot->setMarkerSize(15);
    m_bestDot->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_bestDot->setColor(QColor(214, 96, 39));
    for (QAbstractSeries* s :
         std::initializer_list<QAbstractSeries*> {m_cloud, m_frontierLine, m_frontierDots, m_bestDot})
        m_chart->addSeries(s);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_view->setChart(m_chart);
    m_view->setRenderHint(QPainter::Antialiasing);

    // Two short rows, so the page fits beside the settings on a 1280 × 800 screen.
    auto* filters = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*> {m_options, m_vendor, m_maxNodes, m_maxRackKw})
        filters->addWidget(w);
    filters->addStretch(1);
    auto* actions = new QHBoxLayout;
    actions->addWidget(m_ownRegion);
    actions->addWidget(m_legalOnly);
    actions->addWidget(m_search);
    actions->addWidget(m_cancel);
    actions->addWidget(m_progress, 1);
    auto* chosen = new QHBoxLayout;
    chosen->addWidget(m_chosenText, 1);
    chosen->addWidget(m_add);
    chosen->addWidget(m_exportQuote);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addLayout(actions);
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 1);
    layout->addLayout(chosen);

    connect(m_search, &QPushButton::clicked, this, &AdvisorPage::search);
    connect(m_cancel, &QPushButton::clicked, this, &AdvisorPage::cancel);
    connect(m_add, &QPushButton::clicked, this, &AdvisorPage::addChosenAsScenario);
    connect(m_exportQuote, &QPushButton::clicked, this, &AdvisorPage::exportQuoteRequested);
    connect(m_cloud, &QScatterSeries::hovered, this,
            [this](const QPointF& p, bool entered) { showPoint(p, entered, false); });
    connect(m_frontierDots, &QScatterSeries::hovered, this,
            [this](const QPointF& p, bool entered) { showPoint(p, entered, true); });
    connect(m_bestDot, &QScatterSeries::hovered, this,
            [this](const QPointF& p, bool entered) { showPoint(p, entered, true); });
    const auto clicked = [this](const QPointF& p) {
        if (!m_advice)
            return;
        int nearest = -1;
        double best = 0;
        for (std::size_t i = 0; i < m_advice->frontier.size(); ++i) {
            const AdvicePoint& f = m_advice->frontier[i];
            const double dx = std::log(std::max(1e-9, timeOf(*m_advice, f.days, f.tokensPerSecond)))
                - std::log(std::max(1e-9, p.x()));
            const double dy = (f.npv / moneyScale() - p.y()) / std::max(1.0, std::abs(p.y()));
            if (nearest < 0 || dx * dx + dy * dy < best) {
                nearest = static_cast<int>(i);
                best = dx * dx + dy * dy;
            }
        }
        choose(nearest);
    };
    connect(m_frontierDots, &QScatterSeries::clicked, this, clicked);
    connect(m_bestDot, &QScatterSeries::clicked, this, clicked);
    connect(m_poll, &QTimer::timeout, this, [this] {
        if (m_run)
            m_progress->setValue(static_cast<int>(100 * m_run->done.load()));
    });
    m_poll->setInterval(50);
    // Another plan (opened, a lesson, a new one): the results were another plan's.
    connect(m_document, &Document::changed, this, [this](const ChangeEvent& event) {
        if (event.part == ChangeEvent::Part::Reset)
            forgetResults();
    });
    retranslate();
}

void AdvisorPage::forgetResults()
{
    stopWorker();
    m_run.reset();
    m_poll->stop();
    m_progress->setVisible(false);
    m_search->setEnabled(true);
    m_cancel->setEnabled(false);
    m_advice.reset();
    m_exportQuote->setEnabled(false);
    m_chosen = -1;
    draw();
    choose(-1);
}

AdvisorPage::~AdvisorPage()
{
    stopWorker();
}

void AdvisorPage::stopWorker()
{
    if (m_run)
        m_run->cancelled = true;
    if (m_worker.joinable())
        m_worker.join();
}

void AdvisorPage::search()
{
    const Scenario* scenario = m_document->scenario();
    if (!scenario || searching())
        return;
    auto run = std::make_shared<Run>();
    run->scenario = *scenario;
    run->catalog = m_document->catalog();
    run->request.maxNodes = m_maxNodes->value();
    run->request.vendor = m_vendor->currentData().toString().toStdString();
    if (m_maxRackKw->value() > 0)
        run->request.maxRackKw = m_maxRackKw->value();
    run->request.includeLicensed = !m_legalOnly->isChecked();
    if (m_ownRegion->isChecked())
        run->request.regionIds = {scenario->site.regionId};
    if (m_options->currentIndex() == 1)
        run->request.options = {TcoOption::Purchase};
    else if (m_options->currentIndex() == 2)
        run->request.options = {TcoOption::OnDemand, TcoOption::Reserved};
    run->request.progress = [raw = run.get()](double done) {
        raw->done = done;
        return !raw->cancelled.load();
    };
    m_run = run;
    m_search->setEnabled(false);
    m_cancel->setEnabled(true);
    m_progress->setValue(0);
    m_progress->setVisible(true);
    m_poll->start();
    // The worker owns a copy of the scenario and the catalogs; the page waits for it before it goes away.
    QPointer<AdvisorPage> page(this);
    m_worker = std::thread([run, page] {
        run->advice = advise(run->scenario, run->catalog, run->request);
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [run, page] {
                if (page)
                    page->finish(run);
            },
            Qt::QueuedConnection);
    });
}

void AdvisorPage::cancel()
{
    if (m_run)
        m_run->cancelled = true;
}

void AdvisorPage::finish(std::shared_ptr<Run> run)
{
    if (run != m_run)
        return;
    if (m_worker.joinable())
        m_worker.join();
    m_poll->stop();
    m_progress->setVisible(false);
    m_search->setEnabled(true);
    m_cancel->setEnabled(false);
    if (!run->advice.cancelled) {
        m_advice = std::make_unique<Advice>(std::move(run->advice));
        m_adviceRequest = run->request;
        m_adviceRequest.progress = nullptr; // it points into the finished run
    }
    m_exportQuote->setEnabled(m_advice != nullptr);
    m_run.reset();
    m_chosen = m_advice && m_advice->best ? static_cast<int>(*m_advice->best) : -1;
    draw();
    choose(m_chosen);
    Q_EMIT searchFinished();
}

void AdvisorPage::draw()
{
    for (QAbstractAxis* axis : m_chart->axes())
        m_chart->removeAxis(axis);
    m_cloud->clear();
    m_frontierLine->clear();
    m_frontierDots->clear();
    m_bestDot->clear();
    if (!m_advice) {
        m_summary->setText(tr("Search for the builds that get this scenario's work done at the least cost."));
        return;
    }
    const Advice& a = *m_advice;
    double low = 0, high = 0, bottom = 0, top = 0;
    const auto extend = [&](double x, double npv) {
        x = std::max(x, 1e-3);
        low = low > 0 ? std::min(low, x) : x;
        high = std::max(high, x);
        const double y = std::max(npv / moneyScale(), 1e-4);
        bottom = bottom > 0 ? std::min(bottom, y) : y;
        top = std::max(top, y);
    };
    // Whole lists at once: a series redraws on every point appended.
    QList<QPointF> cloud, frontier, best;
    cloud.reserve(static_cast<qsizetype>(a.candidates.size()));
    for (const AdviceCandidate& c : a.candidates) {
        const double x = timeOf(a, c.days, c.tokensPerSecond);
        cloud.append(QPointF(std::max(x, 1e-3), std::max(c.npv / moneyScale(), 1e-4)));
        extend(x, c.npv);
    }
    for (const AdvicePoint& p : a.frontier) {
        const double x = std::max(timeOf(a, p.days, p.tokensPerSecond), 1e-3);
        frontier.append(QPointF(x, p.npv / moneyScale()));
        if (p.best)
            best.append(QPointF(x, p.npv / moneyScale()));
        extend(x, p.npv);
    }
    m_cloud->replace(cloud);
    m_frontierLine->replace(frontier);
    m_frontierDots->replace(frontier);
    m_bestDot->replace(best);
    auto* xAxis = new QLogValueAxis;
    xAxis->setTitleText(a.training ? tr("Days to train one run (log scale)") : tr("Tokens per second (log scale)"));
    // A log axis labels the powers of ten: written out ("10000", never "1e+04") up to ten digits.
    xAxis->setLabelFormat(QStringLiteral("%.10g"));
    xAxis->setRange(low > 0 ? low / 1.5 : 0.01, high > 0 ? high * 1.5 : 1);
    auto* yAxis = new QLogValueAxis; // costs span three orders of magnitude: the cheap end stays readable
    yAxis->setTitleText(tr("NPV over the horizon (%1, log scale)").arg(moneyAxisUnit(a.currency, moneyAxisScale())));
    yAxis->setLabelFormat(QStringLiteral("%.10g"));
    yAxis->setRange(bottom > 0 ? bottom / 1.5 : 0.01, top > 0 ? top * 1.5 : 1);
    m_chart->addAxis(xAxis, Qt::AlignBottom);
    m_chart->addAxis(yAxis, Qt::AlignLeft);
    for (QAbstractSeries* s : m_chart->series()) {
        s->attachAxis(xAxis);
        s->attachAxis(yAxis);
    }
    QString summary = tr("%n build(s) on the frontier; %1; %2 (%3 s).", nullptr, static_cast<int>(a.frontier.size()))
                          .arg(uiText(adviceSearchCounts(a)), uiText(a.workText))
                          .arg(a.stats.seconds, 0, 'f', 2);
    if (a.problem != AdviceProblem::None)
        summary += QLatin1Char(' ') + uiText(a.problemText);
    m_summary->setText(summary);
}

void AdvisorPage::choose(int frontierIndex)
{
    m_chosen = frontierIndex;
    const bool valid = m_advice && frontierIndex >= 0 && frontierIndex < static_cast<int>(m_advice->frontier.size());
    m_add->setEnabled(valid);
    if (!valid) {
        m_chosenText->clear();
        return;
    }
    const AdvicePoint& p = m_advice->frontier[static_cast<std::size_t>(frontierIndex)];
    m_chosenText->setText(uiText(p.why));
    m_chosenText->setToolTip(exactText(p.why));
}

void AdvisorPage::showPoint(const QPointF& point, bool entered, bool onFrontier)
{
    if (!entered || !m_advice) {
        QToolTip::hideText();
        return;
    }
    const Advice& a = *m_advice;
    QString text;
    double best = -1;
    const auto distance = [&](double x, double npv) {
        const double dx = std::log(std::max(x, 1e-3)) - std::log(std::max(point.x(), 1e-3));
        const double dy = npv / moneyScale() - point.y();
        return dx * dx + dy * dy;
    };
    if (onFrontier)
        for (const AdvicePoint& p : a.frontier) {
            const double d = distance(timeOf(a, p.days, p.tokensPerSecond), p.npv);
            if (best < 0 || d < best) {
                best = d;
                text = uiText(p.why);
            }
        }
    else
        for (const AdviceCandidate& c : a.candidates) {
            const double d = distance(timeOf(a, c.days, c.tokensPerSecond), c.npv);
            if (best < 0 || d < best) {
                best = d;
                const Gpu* gpu = m_document->catalog().gpu(c.gpuId);
                const Region* region = m_document->catalog().region(c.regionId);
                text = tr("%1 × %2 %3, %4, %5: %6, %7")
                           .arg(c.nodes)
                           .arg(c.gpusPerNode)
                           .arg(QString::fromStdString(gpu ? gpu->name : c.gpuId))
                           .arg(uiText(phrase("advise.option." + std::string(tcoOptionName(c.option)))))
                           .arg(region ? uiText(localName(*region)) : QString::fromStdString(c.regionId))
                           .arg(a.training ? uiText(trainingTimePhrase(c.days))
                                           : tr("%1 tokens/s").arg(QLocale().toString(c.tokensPerSecond, 'f', 0)))
                           .arg(readableMoney(c.npv, a.currency));
            }
        }
    QToolTip::showText(QCursor::pos(), text, m_view);
}

void AdvisorPage::addChosenAsScenario()
{
    if (!m_advice || m_chosen < 0 || m_chosen >= static_cast<int>(m_advice->frontier.size()))
        return;
    Scenario scenario = m_advice->frontier[static_cast<std::size_t>(m_chosen)].scenario;
    // Names are unique within a plan.
    const std::string base = scenario.name;
    const auto taken = [&](const std::string& name) {
        const auto& all = m_document->plan().scenarios;
        return std::any_of(all.begin(), all.end(), [&](const Scenario& s) { return s.name == name; });
    };
    for (int n = 2; taken(scenario.name); ++n)
        scenario.name = base + " (" + std::to_string(n) + ")";
    const int index = static_cast<int>(m_document->plan().scenarios.size());
    m_document->undoStack()->push(InsertOrRemove<Scenario>::insert(
        m_document, tr("Add advised scenario"), [](Plan& p) -> std::vector<Scenario>& { return p.scenarios; }, index,
        scenario));
    m_document->setCurrentScenario(index);
}

void AdvisorPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void AdvisorPage::retranslate()
{
    m_options->setItemText(0, tr("Buy or rent"));
    m_options->setItemText(1, tr("Buy only"));
    m_options->setItemText(2, tr("Rent only"));
    m_options->setToolTip(tr("Which of the four ways to get the compute the search may propose"));
    m_vendor->setItemText(0, tr("Every vendor"));
    m_vendor->setToolTip(tr("Only GPUs of this vendor"));
    m_maxNodes->setPrefix(tr("up to "));
    m_maxNodes->setSuffix(tr(" nodes"));
    m_maxNodes->setToolTip(tr("The most servers a build may have"));
    m_maxRackKw->setPrefix(tr("racks up to "));
    m_maxRackKw->setSuffix(tr(" kW"));
    m_maxRackKw->setSpecialValueText(tr("any kW per rack"));
    m_maxRackKw->setToolTip(tr("The most IT load one rack of your site may carry: a build whose fullest rack, its "
                               "nodes stacked as the scenario's cooling allows, draws more is not proposed"));
    m_legalOnly->setText(tr("Market-legal only"));
    m_legalOnly->setToolTip(tr("On: only GPUs the region's market sells without an export licence. Off: also GPUs it "
                               "sells only under a licence granted case by case (such as the H20 or H200 in China), "
                               "each such build saying so. A GPU whose sale the export rules deny is never proposed"));
    m_ownRegion->setText(tr("This region only"));
    m_ownRegion->setToolTip(tr("Search only the scenario's region instead of every region of the catalogs"));
    m_search->setText(tr("Search"));
    m_search->setToolTip(tr("Search every GPU the region's market may buy, 1 to the most nodes, every layout that "
                            "fits, the four options and the regions, and draw the frontier of cost against time"));
    m_cancel->setText(tr("Cancel"));
    m_add->setText(tr("Add as scenario"));
    m_add->setToolTip(tr("Add the chosen build (the best unless you clicked another frontier point) to the plan "
                         "as a new scenario, exactly as it was costed; undo removes it"));
    m_exportQuote->setText(tr("Export quote with this advice…"));
    m_exportQuote->setToolTip(tr("Write the quote (PDF or CSV) with a section for this search: the frontier chart "
                                 "and a table of the best build and its alternatives, each with why"));
    m_cloud->setName(tr("Builds costed"));
    m_frontierLine->setName(tr("Frontier"));
    m_frontierDots->setName(tr("Frontier builds"));
    m_bestDot->setName(tr("Best in time and budget"));
    m_chart->setTitle(tr("Cost against time of valid builds"));
    draw();
    choose(m_chosen);
}

} // namespace planner::ui
