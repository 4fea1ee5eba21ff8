#include "ui/costs/market_panel.h"

#include "models/base/money.h"
#include "models/plan/plan_enum_names.h"
#include "ui/common/core_text.h"
#include "ui/common/readable_money.h"
#include "ui/document/analysis.h"
#include "ui/document/document.h"
#include "ui/document/field_edit.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>

namespace planner::ui {

namespace {

QString money(double amount, const std::string& currency)
{
    return QString::fromStdString(formatMoney(amount, currency));
}

QString termText(OfferTerm term)
{
    return uiText(Message("catalog.term." + std::string(enumName(term))));
}

QString unitText(WorkUnit unit)
{
    switch (unit) {
    case WorkUnit::TrainingRun:
        return MarketModel::tr("Per training run");
    case WorkUnit::MillionTokens:
        return MarketModel::tr("Per million tokens");
    case WorkUnit::GpuHour:
        break;
    }
    return MarketModel::tr("Per GPU-hour of work");
}

} // namespace

MarketModel::MarketModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void MarketModel::setView(MarketView view, const Catalog* catalog)
{
    beginResetModel();
    m_view = std::move(view);
    m_catalog = catalog;
    endResetModel();
}

int MarketModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_view.rows.size());
}

int MarketModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString MarketModel::text(const MarketRow& row, int column) const
{
    const CloudOffering& o = *row.offering;
    const QLocale locale;
    switch (column) {
    case Offering:
        return (row.chosen ? QStringLiteral("★ ") : QString()) + uiText(providerName(o));
    case Class:
        return uiText(Message("provider_class." + std::string(enumName(o.providerClass))));
    case Region: {
        const planner::Region* r = m_catalog ? m_catalog->region(row.regionId) : nullptr;
        const bool chinese = locale.language() == QLocale::Chinese && r && !r->nameZh.empty();
        return QString::fromStdString(r ? (chinese ? r->nameZh : r->name) : row.regionId);
    }
    case Gpu: {
        const planner::Gpu* g = m_catalog ? m_catalog->gpu(o.gpuId) : nullptr;
        return QString::fromStdString(g ? g->name : o.gpuId);
    }
    case Term:
        return termText(row.price->term) + (row.interruptible ? tr(" · interruptible") : QString());
    case PerGpuHour:
        return row.usable ? money(row.pricePerGpuHour, m_view.currency) : QStringLiteral("—");
    case Factor: {
        const QString factor = row.sameGpu ? tr("same GPU")
            : row.usable                   ? tr("×%1").arg(locale.toString(row.work.hours, 'f', 2))
                                           : tr("cannot do the work");
        return row.notLikeForLike.empty() ? factor : tr("%1 · not like for like").arg(factor);
    }
    case PerUnit: // a run's or a month's cost is read like the totals; a unit price keeps its cents
        if (!row.usable)
            return QStringLiteral("—");
        return std::fabs(row.costPerUnit) >= 10'000 ? readableMoney(row.costPerUnit, m_view.currency)
                                                    : money(row.costPerUnit, m_view.currency);
    case Source:
        return QString::fromStdString(row.price->price.provenance.asOf);
    default:
        return {};
    }
}

QString MarketModel::toolTip(const MarketRow& row, int column) const
{
    const CloudOffering& o = *row.offering;
    const Provenance& p = row.price->price.provenance;
    switch (column) {
    case Offering:
        return tr("%1 · %2\n%3\nBilled per %4. %5")
            .arg(QString::fromStdString(o.id), text(row, Gpu), QString::fromStdString(o.notes),
                 uiText(Message("billing_unit." + std::string(enumName(o.billingUnit)))),
                 QString::fromStdString(o.serviceNote));
    case Factor:
        if (!row.notLikeForLike.empty())
            return tr("Not like for like: %1").arg(uiText(row.notLikeForLike));
        return row.usable
            ? tr("Hours of this GPU for one hour of the build's GPU's work: %1").arg(uiText(row.work.methodText))
            : uiText(row.whyNot);
    case PerGpuHour:
        return tr("%1 %2 as listed, converted at the catalog's dated rate; excl. VAT")
            .arg(QLocale().toString(row.price->price.money.amount, 'f', 2),
                 QString::fromStdString(row.price->price.money.currency));
    case PerUnit:
        return (row.usable ? exactMoney(row.costPerUnit, m_view.currency) + QLatin1Char('\n') : QString())
            + (row.price->unit == OfferUnit::ServerMonth
                   ? tr("A server rented by the month is paid whatever the use: at %1% utilisation each hour of work "
                        "carries the idle hours too")
                         .arg(QLocale().toString(100.0 * m_view.use, 'f', 0))
                   : tr("Price per GPU-hour × hours factor × GPU-hours in one unit of work"));
    case Source:
        return QString::fromStdString(p.source)
            + (p.estimate ? QLatin1Char('\n') + QString::fromStdString(p.method) : QString());
    default:
        return {};
    }
}

QVariant MarketModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const MarketRow& row = m_view.rows[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return text(row, index.column());
    case Qt::ToolTipRole:
        return toolTip(row, index.column());
    case Qt::TextAlignmentRole:
        return index.column() == PerGpuHour || index.column() == PerUnit || index.column() == Factor
            ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
            : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::FontRole:
        if (row.chosen) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::ForegroundRole:
        return row.usable ? QVariant() : QVariant(QColor(Qt::gray));
    default:
        return {};
    }
}

QVariant MarketModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Offering:
        return tr("Offering");
    case Class:
        return tr("Class");
    case Region:
        return tr("Region");
    case Gpu:
        return tr("GPU");
    case Term:
        return tr("Term");
    case PerGpuHour:
        return tr("Per GPU-hour");
    case Factor:
        return tr("Hours for the work");
    case PerUnit:
        return unitText(m_view.unit);
    case Source:
        return tr("As of");
    default:
        return {};
    }
}

void MarketModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

MarketPanel::MarketPanel(Document* document, Analysis* analysis, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_analysis(analysis)
    , m_model(new MarketModel(this))
    , m_summary(new QLabel(this))
    , m_table(new QTableView(this))
    , m_use(new QPushButton(this))
{
    setObjectName(QStringLiteral("marketPanel"));
    m_summary->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("marketTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    m_use->setObjectName(QStringLiteral("marketUse"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_summary, 1);
    buttons->addWidget(m_use);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(m_table, 1);
    connect(m_use, &QPushButton::clicked, this, &MarketPanel::useSelected);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &MarketPanel::updateButton);
    connect(m_model, &QAbstractItemModel::modelReset, this, &MarketPanel::updateButton);
    connect(m_table, &QTableView::doubleClicked, this, &MarketPanel::useSelected);
    retranslate();
}

void MarketPanel::refresh()
{
    if (!m_dirty)
        return;
    m_dirty = false;
    const Scenario* scenario = m_analysis->scenario();
    m_model->setView(scenario ? marketView(*scenario, m_analysis->catalog(), m_analysis->result()) : MarketView {},
                     &m_analysis->catalog());
    m_table->resizeColumnsToContents();
    retranslate();
}

void MarketPanel::useSelected()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    const Scenario* scenario = m_analysis->scenario();
    if (rows.isEmpty() || !scenario)
        return;
    const MarketRow& row = m_model->view().rows.at(static_cast<std::size_t>(rows.first().row()));
    if (!row.usable || marketChoiceField(row).empty())
        return;
    const bool onDemand = marketChoiceField(row) == "onDemandOffering";
    const AnyPlanField field = onDemand ? AnyPlanField(&planField<&Finance::onDemandOfferingId>())
                                        : AnyPlanField(&planField<&Finance::reservedOfferingId>());
    pushFieldEdit(m_document, tr("Use %1").arg(QString::fromStdString(row.offering->id)), m_document->currentScenario(),
                  -1, field, row.offering->id);
}

void MarketPanel::updateButton()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    bool usable = false;
    if (!rows.isEmpty()) {
        const MarketRow& row = m_model->view().rows.at(static_cast<std::size_t>(rows.first().row()));
        usable = row.usable && !row.chosen && !marketChoiceField(row).empty();
    }
    m_use->setEnabled(usable);
}

void MarketPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void MarketPanel::retranslate()
{
    m_use->setText(tr("Use this"));
    m_use->setToolTip(tr("Compare the scenario with the selected offering instead of the cheapest of its class "
                         "(on-demand or rental, by the offering's term; spot prices are listed, not compared); undo "
                         "with Ctrl+Z"));
    const MarketView& view = m_model->view();
    QString text = tr("%n offering(s) that could do this build's work: those that do it like for like first, then "
                      "those that do not, each in the plan's market before the others and cheapest per unit of "
                      "work first; ★ marks the ones the comparison uses. Grey rows cannot do the work.",
                      nullptr, static_cast<int>(view.rows.size()));
    if (view.breakEvenRentalPrice && m_analysis->scenario())
        text += QLatin1Char(' ')
            + tr("Buying costs the same as renting at %1 per GPU-hour of the build's GPU.")
                  .arg(money(*view.breakEvenRentalPrice, view.currency));
    m_summary->setText(text);
    m_model->retranslate();
}

} // namespace planner::ui
