#include "ui/costs/cost_view.h"

#include "ui/common/chart_text_fit.h"
#include "ui/costs/chart_updates.h"

#include "models/analysis/buy_or_rent_verdict.h"
#include "models/base/money.h"
#include "models/plan/plan_enum_names.h"
#include "ui/common/core_text.h"
#include "ui/common/readable_money.h"
#include "ui/common/table_fit.h"
#include "ui/common/text_block.h"
#include "ui/costs/market_panel.h"
#include "ui/document/analysis.h"
#include "ui/document/document.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QFontMetrics>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPalette>
#include <QSet>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>

namespace planner::ui {

namespace {

// Regions by the name of the interface language (深圳 in Chinese, Shenzhen otherwise).
std::string localRegionName(const Catalog& catalog, const std::string& id, const std::string& fallback)
{
    const Region* region = catalog.region(id);
    if (!region)
        return fallback;
    const bool chinese = QLocale().language() == QLocale::Chinese && !region->nameZh.empty();
    return chinese ? region->nameZh : region->name;
}

QString money(double amount, const std::string& currency)
{
    return QString::fromStdString(formatMoney(amount, currency));
}

} // namespace

// --- Summary model ----------------------------------------------------------------------------------

CostSummaryModel::CostSummaryModel(Analysis* analysis, QObject* parent)
    : QAbstractTableModel(parent)
    , m_analysis(analysis)
{
}

int CostSummaryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : kTcoOptionCount;
}

int CostSummaryModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CostSummaryModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const OptionResult& option = m_analysis->tco().option(kTcoOptions[static_cast<std::size_t>(index.row())]);
    switch (role) {
    case Qt::DisplayRole:
        return text(index.row(), index.column());
    case Qt::ToolTipRole: {
        if (!option.available)
            return tr("Not available: %1").arg(uiText(option.reasonText));
        const std::string& currency = m_analysis->tco().currency;
        // The table rounds for reading; the exact figures are one hover away.
        QString tip = tr("Total %1 · NPV %2").arg(exactMoney(option.total, currency), exactMoney(option.npv, currency));
        if (!option.notLikeForLike.empty())
            return tr("Not like for like: %1 does not do the same work (%2). It is never recommended nor measured "
                      "against.")
                       .arg(optionText(option.option), uiText(option.notLikeForLike))
                + QLatin1Char('\n') + tip;
        if (index.column() == BreakEven && text(index.row(), BreakEven) != QStringLiteral("—")) {
            // The cell is short for the table's width; the whole sentence is here.
            const TcoResult& tco = m_analysis->tco();
            const auto i = static_cast<std::size_t>(option.option);
            tip = tco.breakEvenMonth[i]
                ? tr("Buying becomes cheaper than %1 in month %2")
                      .arg(optionText(option.option))
                      .arg(*tco.breakEvenMonth[i])
                : tr("Buying does not become cheaper than %1 within %n month(s)", nullptr, tco.horizonMonths)
                      .arg(optionText(option.option));
            if (const auto pct = tco.breakEvenUtilisation[i])
                tip += tr("; against it buying breaks even at %1% utilisation").arg(QLocale().toString(*pct, 'f', 0));
            return tip;
        }
        if (!option.offeringId.empty())
            tip += QLatin1Char('\n')
                + tr("Priced from %1 (%2, %3): %4")
                      .arg(uiText(providerName(option)), QString::fromStdString(option.offeringId),
                           uiText(Message("provider_class."
                                          + std::string(option.providerClass ? enumName(*option.providerClass) : ""))),
                           uiText(option.matchText));
        return tip;
    }
    case Qt::ForegroundRole:
        // Figures of work other than the build's are shown, greyed: they are not an answer to compare with.
        return option.available && !option.notLikeForLike.empty() && index.column() != Option
            ? QVariant(QGuiApplication::palette().color(QPalette::PlaceholderText))
            : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == Option ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                        : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::DecorationRole:
        return index.column() == Option ? QVariant(optionColor(option.option, false)) : QVariant();
    default:
        return {};
    }
}

QString CostSummaryModel::text(int row, int column) const
{
    const TcoResult& tco = m_analysis->tco();
    const TcoOption which = kTcoOptions[static_cast<std::size_t>(row)];
    const OptionResult& option = tco.option(which);
    if (column == Option)
        return optionText(which);
    if (!option.available)
        return column == Total ? tr("not available") : QStringLiteral("—");
    switch (column) {
    case Total:
        return readableMoney(option.total, tco.currency);
    case Npv:
        return readableMoney(option.npv, tco.currency);
    case CostPerGpuHour:
        return option.gpuHoursServed > 0 ? money(option.costPerGpuHour, tco.currency) : QStringLiteral("—");
    case BreakEven: {
        // A hybrid that owns the whole cluster is the purchase: nothing to break even against.
        if (which == TcoOption::Purchase || (which == TcoOption::Hybrid && option.ownedNodes == tco.nodes))
            return QStringLiteral("—");
        if (!option.notLikeForLike.empty())
            return tr("not like for like"); // no break-even against unlike work; the tooltip says why
        const auto i = static_cast<std::size_t>(which);
        const auto month = tco.breakEvenMonth[i];
        QString text = month ? tr("month %1").arg(*month) : tr("not within %n month(s)", nullptr, tco.horizonMonths);
        if (const auto pct = tco.breakEvenUtilisation[i])
            text += tr(" · at %1% use").arg(QLocale().toString(*pct, 'f', 0));
        return text;
    }
    default:
        return {};
    }
}

QVariant CostSummaryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == BreakEven)
        return tr("The month from which buying costs less than each other option in present value (discounted "
                  "as the NPV is; where the cumulative chart's lines cross), and the utilisation at which buying "
                  "breaks even against it");
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Option:
        return tr("Option");
    case Total:
        return tr("Total");
    case Npv:
        return tr("NPV");
    case CostPerGpuHour:
        return tr("Per GPU-hour");
    case BreakEven:
        return tr("Break-even"); // short: the column must fit 1280 px; the header's tooltip says it whole
    default:
        return {};
    }
}

void CostSummaryModel::refresh()
{
    // Cell by cell, only what reads differently: a range repaints the whole table and its header (Qt 6.4),
    // and most edits leave the options' names and some of their figures as they were. The tooltips are
    // asked for on hover.
    const int cells = rowCount() * ColumnCount;
    const bool first = m_shown.size() != cells;
    m_shown.resize(cells);
    m_unlikeShown.resize(rowCount());
    for (int row = 0; row < rowCount(); ++row) {
        const OptionResult& option = m_analysis->tco().option(kTcoOptions[static_cast<std::size_t>(row)]);
        const bool unlike = option.available && !option.notLikeForLike.empty();
        if (!first && unlike != m_unlikeShown[row])
            Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1), {Qt::ForegroundRole, Qt::ToolTipRole});
        m_unlikeShown[row] = unlike;
        for (int column = 0; column < ColumnCount; ++column) {
            QString now = text(row, column);
            QString& shown = m_shown[row * ColumnCount + column];
            if (!first && now == shown)
                continue;
            shown = std::move(now);
            if (!first)
                Q_EMIT dataChanged(index(row, column), index(row, column), {Qt::DisplayRole, Qt::ToolTipRole});
        }
    }
    if (first)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void CostSummaryModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    m_shown.clear(); // every cell again
    refresh();
}

// --- View -------------------------------------------------------------------------------------------

CostView::CostView(Document* document, Analysis* analysis, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_analysis(analysis)
    , m_model(new CostSummaryModel(analysis, this))
    , m_heading(new TextBlock(1, this))
    , m_priceDate(new QLabel(this))
    , m_summary(new QTableView(this))
    , m_breakEven(new TextBlock(1, this))
    , m_tabs(new QTabWidget(this))
    , m_market(new MarketPanel(document, analysis, this))
{
    setObjectName(QStringLiteral("costView"));
    QFont headingFont = m_heading->font();
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.25);
    headingFont.setBold(true);
    m_heading->setFont(headingFont);
    // A text block: the heading changes with the horizon at every step of a drag, and a QLabel's new text
    // would lay the whole page out again; a long name ends in "…", whole in the tooltip.
    m_heading->setWrap(false);
    m_priceDate->setObjectName(QStringLiteral("costPriceDate"));
    m_priceDate->setWordWrap(true);

    m_summary->setObjectName(QStringLiteral("costSummary"));
    m_summary->setModel(m_model);
    m_summary->verticalHeader()->hide();
    m_summary->setSelectionMode(QAbstractItemView::NoSelection);
    m_summary->setFocusPolicy(Qt::NoFocus);
    // Widths are set by fitSummaryColumns(): stretched or sized-to-contents columns cut one another at 1280 px.
    m_summary->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_summary->horizontalHeader()->setMinimumSectionSize(0);
    m_summary->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_summary->setWordWrap(true);
    m_summary->setTextElideMode(Qt::ElideRight);
    m_summary->installEventFilter(this); // a new width fits the columns again
    QFont tableFont = m_summary->font();
    tableFont.setPointSizeF(tableFont.pointSizeF() * 1.05);
    m_summary->setFont(tableFont);
    // Fixed rows: the table shows all four options without a scroll bar, whatever state the style is in.
    m_summary->verticalHeader()->setMinimumSectionSize(0);
    m_summary->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_summary->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_summary->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);

    static const std::array<const char*, TabCount> names
        = {"cumulative", "breakdown", "utilisation", "regions", "sensitivity"};
    for (int tab = 0; tab < TabCount; ++tab) {
        auto* view = new QChartView(m_tabs);
        view->setObjectName(QStringLiteral("costChart.") + QLatin1String(names[static_cast<std::size_t>(tab)]));
        view->setRenderHint(QPainter::Antialiasing);
        view->setInteractive(false); // nothing to click; and QTBUG-118669 crashes on some mouse presses
        view->installEventFilter(this); // a new size fits the chart's words again
        m_views[static_cast<std::size_t>(tab)] = view;
        m_tabs->addTab(view, QString());
    }
    m_tabs->addTab(m_market, QString());
    m_breakEven->setObjectName(QStringLiteral("costBreakEven"));
    QFont breakEvenFont = m_breakEven->font();
    breakEvenFont.setPointSizeF(breakEvenFont.pointSizeF() * 1.1);
    m_breakEven->setFont(breakEvenFont);
    m_breakEven->setWrap(false); // one statement a line: "…" and the tooltip (with exact amounts) for the rest
    m_breakEven->setCutTextInToolTip(false);
    m_breakEven->setLineCount(4); // the verdict, on-demand, reserved, break-even
    m_dirty.fill(true);
    m_rebuild.fill(true);
    m_lastDark = chartStyle().dark;

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4); // the page must fit a 1280 × 800 screen beside the docks
    layout->setSpacing(4);
    layout->addWidget(m_heading);
    layout->addWidget(m_priceDate);
    layout->addWidget(m_summary);
    layout->addWidget(m_breakEven);
    layout->addWidget(m_tabs, 1);

    // Quick edits may leave a money axis roomier than its data (holdMoneyAxes()); a pause fits it again.
    m_settleAxes->setSingleShot(true);
    m_settleAxes->setInterval(kAxesSettleMs);
    connect(m_settleAxes, &QTimer::timeout, this, &CostView::settleAxes);
    connect(m_analysis, &Analysis::updated, this, &CostView::analysisUpdated);
    connect(m_tabs, &QTabWidget::currentChanged, this, &CostView::refreshCurrentTab);
    retranslate();
    fitSummaryHeight();
    analysisUpdated();
}

QChart* CostView::chart(Tab tab) const
{
    return m_views[static_cast<std::size_t>(tab)]->chart();
}

QString CostView::breakEvenText() const
{
    return m_breakEven->text();
}

QString CostView::priceDateText() const
{
    return m_priceDate->text();
}

void CostView::insertVerdictBar(QWidget* bar)
{
    auto* box = static_cast<QVBoxLayout*>(layout());
    box->insertWidget(box->indexOf(m_priceDate) + 1, bar);
    m_verdictInBar = true;
    // Without the verdict the lines are what it rests on: the page's own type, whole beside the docks at 1280 px.
    m_breakEven->setFont(QFont()); // inherits the page's again
    m_breakEven->setLineCount(3);
    updateHeading();
}

ChartStyle CostView::chartStyle() const
{
    // Generous type: the view is read from across a meeting room.
    return ChartStyle::fromPalette(palette(), std::max(12.0, font().pointSizeF() + 2.0));
}

void CostView::changeEvent(QEvent* event)
{
    switch (event->type()) {
    case QEvent::LanguageChange:
        retranslate();
        rebuildAll();
        break;
    case QEvent::PaletteChange:
        if (chartStyle().dark != m_lastDark)
            rebuildAll();
        break;
    case QEvent::FontChange:
        fitSummaryHeight();
        fitSummaryColumns();
        rebuildAll();
        break;
    default:
        break;
    }
    QWidget::changeEvent(event);
}

bool CostView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_summary && event->type() == QEvent::Resize) {
        fitSummaryColumns();
        return QWidget::eventFilter(watched, event);
    }
    if (event->type() == QEvent::Resize)
        if (auto* view = qobject_cast<QChartView*>(watched))
            fitChartText(view->chart(), view->size());
    return QWidget::eventFilter(watched, event);
}

void CostView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    fitSummaryHeight();
    refreshCurrentTab();
}

void CostView::fitSummaryColumns()
{
    // The option names and the break-even sentences may take a second line, a row at a time; amounts never
    // wrap. Rows keep their height unless their lines change: a taller table lays the page out again.
    const QList<int> lines = fitTableColumns(m_summary, {CostSummaryModel::Option, CostSummaryModel::BreakEven});
    if (lines == m_summaryLines)
        return;
    m_summaryLines = lines;
    fitSummaryHeight();
}

void CostView::fitSummaryHeight()
{
    const QFontMetrics metrics(m_summary->font());
    const int oneLine = metrics.height() + 8;
    m_summary->verticalHeader()->setDefaultSectionSize(oneLine);
    int height = 0;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const int lines = row < m_summaryLines.size() ? m_summaryLines[row] : 1;
        const int rowHeight = oneLine + (lines - 1) * metrics.lineSpacing();
        if (m_summary->verticalHeader()->sectionSize(row) != rowHeight)
            m_summary->verticalHeader()->resizeSection(row, rowHeight);
        height += rowHeight;
    }
    m_summary->setFixedHeight(m_summary->horizontalHeader()->sizeHint().height() + height
                              + 2 * m_summary->frameWidth());
}

void CostView::analysisUpdated()
{
    m_model->refresh();
    fitSummaryColumns();
    updateHeading();
    m_dirty.fill(true);
    m_market->markDirty();
    m_followingEdits = true;
    refreshCurrentTab();
    m_followingEdits = false;
    m_settleAxes->start();
}

void CostView::refreshCurrentTab()
{
    // Hidden tabs and a hidden view wait: regions and sensitivity rerun the TCO a dozen times.
    if (!isVisible())
        return;
    if (m_tabs->currentWidget() == m_market)
        m_market->refresh();
    else
        refreshTab(m_tabs->currentIndex());
}

void CostView::refreshTab(int tab)
{
    if (tab < 0 || tab >= TabCount)
        return;
    const auto i = static_cast<std::size_t>(tab);
    if (!m_dirty[i] && !m_rebuild[i])
        return;
    QChartView* view = m_views[i];
    holdMoneyAxes(view->chart(), m_followingEdits);
    if (m_rebuild[i] || !updateInPlace(tab))
        setChart(tab, buildChart(tab));
    fitChartText(view->chart(), view->size());
    cacheChartDecorations(view->chart());
    layOutChartNow(view->chart());
    m_dirty[i] = false;
    m_rebuild[i] = false;
}

bool CostView::axesSettling() const
{
    return m_settleAxes->isActive();
}

void CostView::settleAxes()
{
    const int tab = m_tabs->currentIndex();
    if (tab < 0 || tab >= TabCount)
        return;
    QChartView* view = m_views[static_cast<std::size_t>(tab)];
    if (settleMoneyAxes(view->chart())) {
        fitChartText(view->chart(), view->size());
        cacheChartDecorations(view->chart());
        layOutChartNow(view->chart());
    }
}

bool CostView::updateInPlace(int tab)
{
    QChart* chart = m_views[static_cast<std::size_t>(tab)]->chart();
    const Scenario* scenario = m_analysis->scenario();
    switch (tab) {
    case Cumulative:
        return updateCumulativeCostChart(chart, m_analysis->tco());
    case Breakdown:
        return updateCostBreakdownChart(chart, m_analysis->tco());
    case Utilisation:
        return scenario
            && updateUtilisationChart(chart, sweepUtilisation(*scenario, m_analysis->catalog(), m_analysis->result()));
    default:
        return false; // regions and sensitivity are recomputed whole anyway
    }
}

QChart* CostView::buildChart(int tab) const
{
    const ChartStyle style = chartStyle();
    const Scenario* scenario = m_analysis->scenario();
    const ScenarioAnalysis& analysis = m_analysis->result();
    switch (tab) {
    case Cumulative:
        return cumulativeCostChart(m_analysis->tco(), style);
    case Breakdown:
        return costBreakdownChart(m_analysis->tco(), style);
    case Utilisation:
        return utilisationChart(
            scenario ? sweepUtilisation(*scenario, m_analysis->catalog(), analysis) : UtilisationSweep {}, style);
    case Regions: {
        std::vector<RegionTco> regions
            = scenario ? analyseRegions(*scenario, m_analysis->catalog(), analysis) : std::vector<RegionTco> {};
        for (auto& region : regions)
            region.regionName = localRegionName(m_analysis->catalog(), region.regionId, region.regionName);
        return regionsChart(regions, style);
    }
    default:
        return sensitivityChart(
            scenario ? analyseSensitivity(*scenario, m_analysis->catalog(), analysis) : SensitivityResult {}, style);
    }
}

namespace {

// The one colour a brush paints, when it paints one (Qt Charts' light theme gives a gradient from white to white).
std::optional<QColor> plainColour(const QBrush& brush)
{
    if (brush.style() == Qt::SolidPattern)
        return brush.color();
    const QGradient* gradient = brush.gradient();
    if (!gradient || gradient->stops().isEmpty())
        return std::nullopt;
    const QColor first = gradient->stops().front().second;
    for (const QGradientStop& stop : gradient->stops())
        if (stop.second != first)
            return std::nullopt;
    return first;
}

} // namespace

void CostView::setChart(int tab, QChart* chart)
{
    QChartView* view = m_views[static_cast<std::size_t>(tab)];
    QChart* old = view->chart();
    view->setChart(chart); // the view releases the old chart: delete it ourselves
    delete old;
    // A plain background is filled by the view instead of the chart: the chart's background item is an
    // antialiased rectangle, and Qt 6.4 hands each fill of it taller than 95 rows to its thread pool and waits
    // (a dozen times an edit). Exports fill the chart's brush themselves (chart_export.cpp).
    if (const std::optional<QColor> plain = chart ? plainColour(chart->backgroundBrush()) : std::nullopt) {
        view->setBackgroundBrush(*plain);
        chart->setBackgroundVisible(false);
    } else {
        view->setBackgroundBrush(Qt::NoBrush); // a dark theme's gradient: the chart draws it
    }
}

void CostView::rebuildAll()
{
    m_lastDark = chartStyle().dark;
    m_rebuild.fill(true);
    refreshCurrentTab();
}

QString currencyAndPriceDates(const TcoResult& tco)
{
    QStringList priceDates;
    for (const auto& input : tco.inputs)
        if (!input.provenance.asOf.empty())
            priceDates << QString::fromStdString(input.provenance.asOf);
    std::sort(priceDates.begin(), priceDates.end());
    const QString currency = QString::fromStdString(tco.currency);
    return priceDates.isEmpty() ? CostView::tr("All amounts in %1.").arg(currency)
        : priceDates.first() == priceDates.last()
        ? CostView::tr("All amounts in %1; prices as of %2.").arg(currency, priceDates.first())
        : CostView::tr("All amounts in %1; prices dated %2 to %3.")
              .arg(currency, priceDates.first(), priceDates.last());
}

void CostView::updateHeading()
{
    const TcoResult& tco = m_analysis->tco();
    const Scenario* scenario = m_analysis->scenario();
    if (!scenario) {
        m_heading->setText(tr("No scenario"));
        m_priceDate->clear();
        return;
    }
    const QString heading
        // The scenario's name last: on a narrow window the block ends in "…" there, and the region and the
        // horizon, which the name does not give, stay in view (the tooltip has it whole).
        = tr("Cost over %n month(s) in %2: \"%1\"", nullptr, tco.horizonMonths)
              .arg(QString::fromStdString(scenario->name),
                   QString::fromStdString(localRegionName(m_analysis->catalog(), tco.regionId, tco.regionName)));
    m_heading->setText(heading);

    // What was converted, from which currency, at which dated rate: one line per currency, each item in
    // the tooltip.
    const QLocale locale;
    QStringList converted;
    QStringList items;
    QStringList seen;
    for (const auto& conv : tco.conversions) {
        const QString from = QString::fromStdString(conv.from);
        items << tr("%1: %2 %3 → %4")
                     .arg(uiText(conv.input), locale.toString(conv.amount, 'f', 2), from,
                          money(conv.converted, tco.currency));
        if (seen.contains(from))
            continue;
        seen << from;
        int count = 0;
        for (const auto& other : tco.conversions)
            count += other.from == conv.from;
        converted << tr("%n price(s) from %1 at 1 %1 = %2 %3 (rate of %4)", nullptr, count)
                         .arg(from, locale.toString(conv.rate, 'f', 4), QString::fromStdString(tco.currency),
                              QString::fromStdString(conv.asOf));
    }
    QString text = currencyAndPriceDates(tco);
    text += QLatin1Char(' ')
        + (converted.isEmpty() ? tr("No currency conversion was needed.")
                               : tr("Converted: %1.").arg(converted.join(QStringLiteral("; "))));
    m_priceDate->setToolTip(items.join(QLatin1Char('\n')));
    // The break-even rental price: the figure a meeting can hold a quote against.
    const auto& od = tco.option(TcoOption::OnDemand);
    const Gpu* gpu = m_analysis->catalog().gpu(tco.gpuId);
    const QString gpuName = QString::fromStdString(gpu ? gpu->name : tco.gpuId);
    // What each rental is priced from, and why: another GPU or another region said where it is read.
    // Short lines, each whole beside the docks at 1280 px; the tooltip says each whole (the provider's class,
    // how the offering was matched, the GPU of the break-even price).
    QStringList rented;
    QStringList rentedWhole;
    for (TcoOption o : {TcoOption::OnDemand, TcoOption::Reserved}) {
        const auto& option = tco.option(o);
        if (!option.available || option.offeringId.empty())
            continue;
        rented << tr("%1: %2").arg(optionText(o), rentalSourceText(option));
        rentedWhole << tr("%1: %2 · %3 · %4")
                           .arg(optionText(o), uiText(providerName(option)),
                                uiText(Message(
                                    "provider_class."
                                    + std::string(option.providerClass ? enumName(*option.providerClass) : ""))),
                                uiText(option.matchText));
    }
    QString why;
    if (tco.breakEvenRentalPrice) {
        const QString price = money(*tco.breakEvenRentalPrice, tco.currency);
        const QString breakEven = tr("Break-even rental price: %1 per GPU-hour, excl. VAT").arg(price);
        const QString whole = tr("Break-even rental price (excl. VAT): %1 per GPU-hour of %2").arg(price, gpuName);
        // On-demand's price for the same work, comparable with the break-even price (the table's per GPU-hour).
        const QString onDemandPrice = money(od.unitPrice * od.hoursFactor, tco.currency);
        const bool sameWork = od.available && od.notLikeForLike.empty();
        rented << breakEven
                + (sameWork           ? tr("; on-demand: %1").arg(onDemandPrice)
                       : od.available ? tr("; on-demand: not like for like")
                                      : QString());
        rentedWhole << whole
                + (sameWork           ? tr("; on-demand: %1 an hour for the same work").arg(onDemandPrice)
                       : od.available ? tr("; no on-demand offering here does the same work")
                                      : QString());
        why = tr("Renting for less than the break-even price costs less than buying at this plan's use; for more, "
                 "buying wins. It is the price per GPU-hour at which on-demand's NPV equals buying's, over %n "
                 "month(s) at the plan's demand; VAT as the region treats it.",
                 nullptr, tco.horizonMonths);
    }
    const Message verdict = recommendation(tco, m_analysis->result().findings);
    // The verdict first (rounded for reading), then what it rests on; the tooltip repeats it exactly.
    QStringList shown = rented;
    QStringList exact = rentedWhole;
    if (!verdict.key.empty() && !m_verdictInBar) {
        shown.prepend(uiText(verdict));
        exact.prepend(exactText(verdict));
    }
    const QString lines = shown.join(QLatin1Char('\n'));
    m_breakEven->setText(lines);
    const QString tip = exact.join(QLatin1Char('\n'));
    m_breakEven->setToolTip(why.isEmpty() ? tip : tip + QStringLiteral("\n\n") + why);
    m_priceDate->setText(text);
}

void CostView::retranslate()
{
    m_tabs->setTabText(Cumulative, tr("Cumulative cost"));
    m_tabs->setTabText(Breakdown, tr("Breakdown"));
    m_tabs->setTabText(Utilisation, tr("Utilisation"));
    m_tabs->setTabText(Regions, tr("Regions"));
    m_tabs->setTabText(Sensitivity, tr("Sensitivity"));
    m_tabs->setTabText(m_tabs->indexOf(m_market), tr("Market"));
    m_tabs->setTabToolTip(m_tabs->indexOf(m_market),
                          tr("Every offering that could do this build's work, ranked by cost; use one in the "
                             "comparison"));
    m_tabs->setTabToolTip(Cumulative, tr("What each option has cost by each month; where buying breaks even"));
    m_tabs->setTabToolTip(Breakdown, tr("Each option's total split into hardware, power, staff, rental…"));
    m_tabs->setTabToolTip(Utilisation, tr("Buy or rent as the owned GPUs are used more or less"));
    m_tabs->setTabToolTip(Regions, tr("The same cluster priced in every region of the catalogs"));
    m_tabs->setTabToolTip(Sensitivity, tr("Which input moves the buy-or-rent answer most, each ±20%"));
    m_tabs->setAccessibleName(tr("Cost charts"));
    m_summary->setToolTip(tr("Totals over the horizon, net present value, cost per GPU-hour served, and the "
                             "month buying becomes cheaper than each alternative"));
    m_summary->setAccessibleName(tr("Cost summary"));
    m_model->retranslate();
    fitSummaryColumns();
    updateHeading();
}

} // namespace planner::ui
