#include "ui/costs/comparison_model.h"

#include "models/base/money.h"
#include "models/sizing/cabinets.h"
#include "ui/common/core_text.h"
#include "ui/common/field_ui.h"
#include "ui/common/readable_money.h"
#include "ui/costs/cost_charts.h"
#include "ui/document/document.h"

#include <QLocale>

#include <cmath>

namespace planner::ui {

ComparisonModel::ComparisonModel(Document* document, QObject* parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    connect(m_document, &Document::changed, this, &ComparisonModel::documentChanged);
    const int scenarios = static_cast<int>(m_document->plan().scenarios.size());
    for (int i = 0; i < scenarios; ++i) {
        m_analyses.push_back(analyse(i));
        m_workloads.push_back(workload(i));
    }
}

Workload ComparisonModel::workload(int scenario) const
{
    return m_document->plan().scenarios.at(static_cast<std::size_t>(scenario)).workload;
}

ScenarioAnalysis ComparisonModel::analyse(int scenario) const
{
    return analyseScenario(m_document->plan().scenarios.at(static_cast<std::size_t>(scenario)), m_document->catalog());
}

void ComparisonModel::documentChanged(const ChangeEvent& event)
{
    using Part = ChangeEvent::Part;
    const int column = event.scenario;
    switch (event.part) {
    case Part::CurrentScenario:
        return; // every scenario is shown: which one is current does not matter here
    case Part::Name: // the name heads the column and is in its analysis; no cell shows it
        m_analyses.at(static_cast<std::size_t>(column)) = analyse(column);
        Q_EMIT headerDataChanged(Qt::Horizontal, column, column);
        return;
    case Part::ScenarioAdded:
        beginInsertColumns({}, column, column);
        m_analyses.insert(m_analyses.begin() + column, analyse(column));
        m_workloads.insert(m_workloads.begin() + column, workload(column));
        endInsertColumns();
        if (column == 0)
            workOfOtherColumnsChanged();
        return;
    case Part::ScenarioRemoved:
        beginRemoveColumns({}, column, column);
        m_analyses.erase(m_analyses.begin() + column);
        m_workloads.erase(m_workloads.begin() + column);
        endRemoveColumns();
        if (column == 0)
            workOfOtherColumnsChanged();
        return;
    case Part::PriceOverrides:
    case Part::MeasuredRuns:
        recomputeAll();
        return;
    case Part::Reset: {
        beginResetModel();
        m_analyses.clear();
        m_workloads.clear();
        const int scenarios = static_cast<int>(m_document->plan().scenarios.size());
        for (int i = 0; i < scenarios; ++i) {
            m_analyses.push_back(analyse(i));
            m_workloads.push_back(workload(i));
        }
        endResetModel();
        return;
    }
    default: // cluster, fabric, workload, site or finance of one scenario
        recomputeColumn(column);
        return;
    }
}

void ComparisonModel::recomputeColumn(int column)
{
    m_analyses.at(static_cast<std::size_t>(column)) = analyse(column);
    Workload now = workload(column);
    const bool otherColumnsRead = column == 0 && !(now == m_workloads.front());
    m_workloads.at(static_cast<std::size_t>(column)) = std::move(now);
    Q_EMIT dataChanged(index(0, column), index(RowCount - 1, column));
    if (otherColumnsRead)
        workOfOtherColumnsChanged();
}

// Every column's work is read against the first column's.
void ComparisonModel::workOfOtherColumnsChanged()
{
    if (columnCount() > 1)
        Q_EMIT dataChanged(index(Work, 1), index(Work, columnCount() - 1));
}

void ComparisonModel::recomputeAll()
{
    for (int i = 0; i < columnCount(); ++i) {
        m_analyses[static_cast<std::size_t>(i)] = analyse(i);
        m_workloads[static_cast<std::size_t>(i)] = workload(i);
    }
    if (!m_analyses.empty())
        Q_EMIT dataChanged(index(0, 0), index(RowCount - 1, columnCount() - 1));
}

void ComparisonModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Vertical, 0, RowCount - 1);
    if (!m_analyses.empty())
        Q_EMIT dataChanged(index(0, 0), index(RowCount - 1, columnCount() - 1));
}

int ComparisonModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : RowCount;
}

int ComparisonModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_analyses.size());
}

QVariant ComparisonModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (role == Qt::DisplayRole)
        return cell(index.row(), index.column());
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::ToolTipRole)
        return {};
    const ScenarioAnalysis& analysis = m_analyses[static_cast<std::size_t>(index.column())];
    const TcoResult& tco = analysis.tco;
    // Rounded for reading in the cell, exact in the tooltip.
    auto exactTotal = [&](TcoOption o) {
        const OptionResult& r = tco.option(o);
        if (!r.available)
            return QVariant();
        const QString exact = exactMoney(r.total, tco.currency);
        return r.notLikeForLike.empty() ? QVariant(exact)
                                        : QVariant(exact + QLatin1Char('\n') + uiText(r.notLikeForLike));
    };
    switch (index.row()) {
    case Work: {
        const std::vector<std::string> fields = otherWork(index.column());
        if (fields.empty())
            return {};
        QStringList names;
        for (const std::string& field : fields)
            names << uiText(Message("field." + field + ".label"));
        return tr("Other work than “%1” (%2): its costs are not like for like with that column's; compare them "
                  "only with columns asking for the same work.")
            .arg(QString::fromStdString(m_analyses.front().tco.scenarioName), names.join(tr(", ")));
    }
    case OnDemandOffering: {
        // The cell may be cut in a narrow column: the tooltip names the provider whole.
        const OptionResult& r = tco.option(TcoOption::OnDemand);
        return r.available ? cell(index.row(), index.column()) + QLatin1Char('\n') + uiText(r.matchText)
                           : uiText(r.reasonText);
    }
    case Capex:
        return exactMoney(analysis.build.hardwareCapex, analysis.build.currency);
    case PurchaseTotal:
        return exactTotal(TcoOption::Purchase);
    case OnDemandTotal:
        return exactTotal(TcoOption::OnDemand);
    case ReservedTotal:
        return exactTotal(TcoOption::Reserved);
    case HybridTotal:
        return exactTotal(TcoOption::Hybrid);
    default:
        return {};
    }
}

std::vector<std::string> ComparisonModel::otherWork(int column) const
{
    if (column <= 0 || static_cast<std::size_t>(column) >= m_workloads.size())
        return {};
    return workDifferences(m_workloads.front(), m_workloads[static_cast<std::size_t>(column)]);
}

QString ComparisonModel::cell(int row, int column) const
{
    const ScenarioAnalysis& a = m_analyses[static_cast<std::size_t>(column)];
    const TcoResult& t = a.tco;
    const QLocale locale;
    auto option = [&](TcoOption o) {
        const OptionResult& r = t.option(o);
        if (!r.available)
            return tr("n/a");
        // Priced, but from servers that cannot do the build's work: never the answer, and said so.
        return r.notLikeForLike.empty() ? readableMoney(r.total, t.currency)
                                        : tr("%1 · not like for like").arg(readableMoney(r.total, t.currency));
    };
    switch (row) {
    case Gpus: {
        const Gpu* gpu = m_document->catalog().gpu(t.gpuId);
        return tr("%1 × %2").arg(a.build.gpus).arg(QString::fromStdString(gpu ? gpu->name : t.gpuId));
    }
    case Work: {
        const Workload& w = m_workloads.at(static_cast<std::size_t>(column));
        QString text = enumText(w.kind);
        if (w.kind == WorkloadKind::Custom) {
            text += tr(" · %1 GPU-hours a month").arg(locale.toString(w.customGpuHoursPerMonth, 'f', 0));
        } else {
            const ModelPreset* model = m_document->catalog().model(w.modelId);
            text += QStringLiteral(" · ") + QString::fromStdString(model ? model->name : w.modelId);
            if (w.kind == WorkloadKind::Inference)
                text += tr(" · %1 tokens/s").arg(locale.toString(w.targetTokensPerSecond, 'f', 0));
            else
                // Counted as the interface counts: "500 M tokens" in English, "5 亿词元" in Chinese (not
                // "0.5 十亿").
                text += tr(" · %1 tokens × %2 a month")
                            .arg(readableCount(w.tokensB * w.epochs * 1e9), locale.toString(w.runsPerMonth, 'g', 3));
        }
        return otherWork(column).empty() ? text : tr("%1 · other work").arg(text);
    }
    case OnDemandOffering: {
        const OptionResult& r = t.option(TcoOption::OnDemand);
        if (!r.available)
            return tr("n/a");
        return rentalSourceText(r);
    }
    case BreakEvenRentalPrice:
        return t.breakEvenRentalPrice ? tr("%1 per GPU-hour").arg(exactMoney(*t.breakEvenRentalPrice, t.currency))
                                      : tr("n/a");
    case Capex:
        return readableMoney(a.build.hardwareCapex, a.build.currency);
    case PurchaseTotal:
        return option(TcoOption::Purchase);
    case OnDemandTotal:
        return option(TcoOption::OnDemand);
    case ReservedTotal:
        return option(TcoOption::Reserved);
    case HybridTotal:
        return option(TcoOption::Hybrid);
    case Recommended: {
        const OptionResult* best = recommendedOption(t);
        if (!best)
            return tr("n/a");
        return optionText(best->option);
    }
    case PurchasePerGpuHour: {
        const OptionResult& r = t.option(TcoOption::Purchase);
        return r.available ? QString::fromStdString(formatMoney(r.costPerGpuHour, t.currency)) : tr("n/a");
    }
    case BreakEvenUtilisation:
        return t.breakEvenUtilisationPct ? tr("%1%").arg(locale.toString(*t.breakEvenUtilisationPct, 'f', 0))
                                         : tr("none");
    case TimeToTrain:
        return a.estimate.compute.applicable ? tr("%1 days").arg(locale.toString(a.estimate.compute.days, 'f', 1))
                                             : tr("n/a");
    case MemoryPerGpu:
        return a.estimate.memory.applicable ? tr("%1 GB").arg(locale.toString(a.estimate.memory.perGpuGB, 'f', 1))
                                            : tr("n/a");
    case ItPower:
        return tr("%1 kW").arg(locale.toString(a.build.itPowerKw, 'f', 1));
    case Racks: // in colocation the cabinets rented, as the Build page and the TCO count them
        return QString::number(racksShown(a.build));
    case Errors:
    case Warnings: {
        const Severity wanted = row == Errors ? Severity::Error : Severity::Warning;
        int count = 0;
        for (const auto& f : a.findings)
            count += f.severity == wanted;
        return QString::number(count);
    }
    default:
        return {};
    }
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Horizontal) {
        return section >= 0 && section < columnCount()
            ? QString::fromStdString(m_analyses[static_cast<std::size_t>(section)].tco.scenarioName)
            : QVariant();
    }
    const QString currency = m_analyses.empty() ? QString() : QString::fromStdString(m_analyses.front().tco.currency);
    switch (section) {
    case Gpus:
        return tr("GPUs");
    case Capex:
        return tr("Hardware capex (before VAT)");
    case PurchaseTotal:
        return tr("TCO: %1").arg(optionText(TcoOption::Purchase));
    case OnDemandTotal:
        return tr("TCO: %1").arg(optionText(TcoOption::OnDemand));
    case ReservedTotal:
        return tr("TCO: %1").arg(optionText(TcoOption::Reserved));
    case HybridTotal:
        return tr("TCO: %1").arg(optionText(TcoOption::Hybrid));
    case Work:
        return tr("Work asked for");
    case Recommended:
        return tr("Recommended (lowest NPV doing the same work)");
    case PurchasePerGpuHour:
        return tr("Owned cost per GPU-hour used");
    case BreakEvenUtilisation:
        return tr("Break-even utilisation vs on-demand");
    case BreakEvenRentalPrice:
        return tr("Break-even rental price (excl. VAT)");
    case OnDemandOffering:
        return tr("On-demand priced from");
    case TimeToTrain:
        return tr("Time to train (one run)");
    case MemoryPerGpu:
        return tr("Memory needed per GPU");
    case ItPower:
        return tr("IT power");
    case Racks:
        return tr("Racks or cabinets rented");
    case Errors:
        return tr("Errors");
    case Warnings:
        return tr("Warnings");
    default:
        return {};
    }
}

} // namespace planner::ui
