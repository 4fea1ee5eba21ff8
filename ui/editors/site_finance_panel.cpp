#include "editors/site_finance_panel.h"

#include "document/document.h"
#include "document/scenario_binder.h"
#include "shell/glossary.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace planner::ui {

namespace {

// A PUE override is 0 (the site's own PUE) or 1–3: stepping skips the invalid gap below 1.
class PueSpinBox final : public QDoubleSpinBox {
public:
    using QDoubleSpinBox::QDoubleSpinBox;

    void stepBy(int steps) override
    {
        if (value() == 0.0 && steps > 0)
            setValue(1.0);
        else if (value() + steps * singleStep() < 1.0 - 1e-9)
            setValue(0.0);
        else
            QDoubleSpinBox::stepBy(steps);
    }

protected:
    QValidator::State validate(QString& text, int& pos) const override
    {
        const QValidator::State state = QDoubleSpinBox::validate(text, pos);
        if (state != QValidator::Acceptable)
            return state;
        const double typed = valueFromText(text);
        return typed > 0.0 && typed < 1.0 ? QValidator::Intermediate : state;
    }
};

QDoubleSpinBox* percentSpin(QWidget* parent)
{
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(0, 100);
    box->setDecimals(1);
    box->setAccelerated(true);
    return box;
}

QDoubleSpinBox* amountSpin(QWidget* parent, double maximum, int decimals)
{
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(0, maximum);
    box->setDecimals(decimals);
    box->setGroupSeparatorShown(true);
    box->setAccelerated(true);
    return box;
}

QString currencyText(const QString& code)
{
    if (code == QLatin1String("CNY"))
        return SiteFinancePanel::tr("CNY (Chinese yuan)");
    if (code == QLatin1String("USD"))
        return SiteFinancePanel::tr("USD (US dollar)");
    return code;
}

} // namespace

SiteFinancePanel::SiteFinancePanel(Document* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
{
    buildWidgets();
    fillCatalogCombos();
    bindWidgets();
    retranslate();
    // After the binder (connected first) has refreshed the widgets, derived labels and states follow.
    connect(m_document, &Document::changed, this, [this](const ChangeEvent& event) {
        if (event.affectsCurrent(m_document->currentScenario(), ChangeEvent::Part::Finance))
            updateDependents();
    });
    connect(m_utilisation, &QSlider::valueChanged, this, &SiteFinancePanel::updateDependents);
    updateDependents();
}

void SiteFinancePanel::buildWidgets()
{
    m_siteBox = new QGroupBox(this);
    auto* site = new QFormLayout(m_siteBox);
    m_region = new QComboBox(m_siteBox);
    m_cooling = new QComboBox(m_siteBox);
    m_pue = new PueSpinBox(m_siteBox);
    m_pue->setRange(0, 3);
    m_pue->setDecimals(2);
    m_pue->setSingleStep(0.05);
    site->addRow(new QLabel(this), m_region);
    site->addRow(new QLabel(this), m_cooling);
    site->addRow(new QLabel(this), m_pue);

    m_usageBox = new QGroupBox(this);
    m_usageForm = new QFormLayout(m_usageBox);
    auto* sliderRow = new QWidget(m_usageBox);
    m_utilisation = new QSlider(Qt::Horizontal, sliderRow);
    m_utilisation->setRange(0, 100);
    m_utilisation->setPageStep(5);
    m_utilisation->setTickPosition(QSlider::TicksBelow);
    m_utilisation->setTickInterval(10);
    m_utilisationValue = new QLabel(sliderRow);
    m_utilisationValue->setObjectName(QStringLiteral("utilisationValue"));
    m_utilisationValue->setMinimumWidth(m_utilisationValue->fontMetrics().horizontalAdvance(QStringLiteral("100 %")));
    m_utilisationValue->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    auto* sliderLayout = new QHBoxLayout(sliderRow);
    sliderLayout->setContentsMargins(0, 0, 0, 0);
    sliderLayout->addWidget(m_utilisation, 1);
    sliderLayout->addWidget(m_utilisationValue);
    m_profile = new QComboBox(m_usageBox);
    for (const auto& entry : EnumNames<UtilisationProfile>::entries) {
        const QString name = QString::fromUtf8(entry.second.data(), static_cast<qsizetype>(entry.second.size()));
        m_profile->addItem(name, name);
    }
    m_rampStart = percentSpin(m_usageBox);
    m_rampEnd = percentSpin(m_usageBox);
    m_demandFromWorkload = new QCheckBox(m_usageBox);
    m_usageForm->addRow(new QLabel(this), sliderRow);
    m_usageForm->addRow(new QLabel(this), m_profile);
    m_usageForm->addRow(new QLabel(this), m_rampStart);
    m_usageForm->addRow(new QLabel(this), m_rampEnd);
    m_usageForm->addRow(m_demandFromWorkload);

    m_moneyBox = new QGroupBox(this);
    auto* money = new QFormLayout(m_moneyBox);
    m_horizon = new QSpinBox(m_moneyBox);
    m_horizon->setRange(12, 60);
    m_discountRate = percentSpin(m_moneyBox);
    m_currency = new QComboBox(m_moneyBox);
    m_financed = new QCheckBox(m_moneyBox);
    m_loanRate = percentSpin(m_moneyBox);
    m_loanTerm = new QSpinBox(m_moneyBox);
    m_loanTerm->setRange(1, 120);
    money->addRow(new QLabel(this), m_horizon);
    money->addRow(new QLabel(this), m_discountRate);
    money->addRow(new QLabel(this), m_currency);
    money->addRow(m_financed);
    money->addRow(new QLabel(this), m_loanRate);
    money->addRow(new QLabel(this), m_loanTerm);

    m_runningBox = new QGroupBox(this);
    auto* running = new QFormLayout(m_runningBox);
    m_maintenance = percentSpin(m_runningBox);
    m_residual = percentSpin(m_runningBox);
    m_opsStaff = amountSpin(m_runningBox, 1000, 2);
    m_opsStaff->setSingleStep(0.25);
    m_spares = percentSpin(m_runningBox);
    running->addRow(new QLabel(this), m_maintenance);
    running->addRow(new QLabel(this), m_residual);
    running->addRow(new QLabel(this), m_opsStaff);
    running->addRow(new QLabel(this), m_spares);

    m_cloudBox = new QGroupBox(this);
    auto* cloud = new QFormLayout(m_cloudBox);
    m_hybridBase = percentSpin(m_cloudBox);
    m_storage = amountSpin(m_cloudBox, 1e9, 2);
    m_egress = amountSpin(m_cloudBox, 1e9, 1);
    cloud->addRow(new QLabel(this), m_hybridBase);
    cloud->addRow(new QLabel(this), m_storage);
    cloud->addRow(new QLabel(this), m_egress);

    // Long catalog names must not force the dock wide; the full text is in the popup.
    for (QComboBox* box : findChildren<QComboBox*>()) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(16);
    }
    auto* layout = new QVBoxLayout(this);
    for (QGroupBox* box : {m_siteBox, m_usageBox, m_moneyBox, m_runningBox, m_cloudBox})
        layout->addWidget(box);
    layout->addStretch(1);
}

void SiteFinancePanel::fillCatalogCombos()
{
    const Catalog& catalog = m_document->catalog();
    const QLocale locale;
    const bool chinese = locale.language() == QLocale::Chinese;
    m_region->clear();
    for (const Region& r : catalog.regions) {
        const std::string& name = chinese && !r.nameZh.empty() ? r.nameZh : r.name;
        m_region->addItem(QString::fromStdString(name), QString::fromStdString(r.id));
        m_region->setItemData(m_region->count() - 1,
                              tr("Market %1, prices in %2, default PUE %3")
                                  .arg(QString::fromStdString(r.market), QString::fromStdString(r.currency),
                                       locale.toString(r.defaultPue, 'f', 2)),
                              Qt::ToolTipRole);
    }
    m_cooling->clear();
    for (const CoolingMethod& c : catalog.cooling) {
        m_cooling->addItem(
            tr("%1, up to %2 kW/rack").arg(QString::fromStdString(c.name), locale.toString(c.maxKwPerRack, 'f', 0)),
            QString::fromStdString(c.id));
        m_cooling->setItemData(m_cooling->count() - 1, QString::fromStdString(c.notes), Qt::ToolTipRole);
    }
    // CNY and USD first: the currencies of the question this planner answers; then any other FX rate.
    m_currency->clear();
    QStringList codes {QStringLiteral("CNY"), QStringLiteral("USD")};
    for (const FxRate& fx : catalog.fxRates)
        if (!codes.contains(QString::fromStdString(fx.currency)))
            codes << QString::fromStdString(fx.currency);
    for (const QString& code : codes)
        m_currency->addItem(currencyText(code), code);
}

void SiteFinancePanel::bindWidgets()
{
    m_binder = new ScenarioBinder(m_document, this);
    auto& b = *m_binder;
    b.bindIdCombo(m_region, QStringLiteral("site.region"), [](Scenario& s) -> std::string& { return s.site.regionId; });
    b.bindIdCombo(m_cooling, QStringLiteral("site.cooling"),
                  [](Scenario& s) -> std::string& { return s.site.coolingId; });
    b.bindDoubleSpin(m_pue, QStringLiteral("site.pueOverride"),
                     [](Scenario& s) -> double& { return s.site.pueOverride; });
    b.bindSlider(m_utilisation, QStringLiteral("finance.utilisationPct"),
                 [](Scenario& s) -> double& { return s.finance.utilisationPct; });
    b.bindEnumCombo<UtilisationProfile>(m_profile, QStringLiteral("finance.profile"),
                                        [](Scenario& s) -> UtilisationProfile& { return s.finance.profile; });
    b.bindDoubleSpin(m_rampStart, QStringLiteral("finance.rampStartPct"),
                     [](Scenario& s) -> double& { return s.finance.rampStartPct; });
    b.bindDoubleSpin(m_rampEnd, QStringLiteral("finance.rampEndPct"),
                     [](Scenario& s) -> double& { return s.finance.rampEndPct; });
    b.bindCheck(m_demandFromWorkload, QStringLiteral("finance.demandFromWorkload"),
                [](Scenario& s) -> bool& { return s.finance.demandFromWorkload; });
    b.bindSpin(m_horizon, QStringLiteral("finance.horizonMonths"),
               [](Scenario& s) -> int& { return s.finance.horizonMonths; });
    b.bindDoubleSpin(m_discountRate, QStringLiteral("finance.discountRatePct"),
                     [](Scenario& s) -> double& { return s.finance.discountRatePct; });
    b.bindIdCombo(m_currency, QStringLiteral("finance.displayCurrency"),
                  [](Scenario& s) -> std::string& { return s.finance.displayCurrency; });
    b.bindCheck(m_financed, QStringLiteral("finance.financed"),
                [](Scenario& s) -> bool& { return s.finance.financed; });
    b.bindDoubleSpin(m_loanRate, QStringLiteral("finance.loanRatePct"),
                     [](Scenario& s) -> double& { return s.finance.loanRatePct; });
    b.bindSpin(m_loanTerm, QStringLiteral("finance.loanTermMonths"),
               [](Scenario& s) -> int& { return s.finance.loanTermMonths; });
    b.bindDoubleSpin(m_maintenance, QStringLiteral("finance.maintenancePctPerYear"),
                     [](Scenario& s) -> double& { return s.finance.maintenancePctPerYear; });
    b.bindDoubleSpin(m_residual, QStringLiteral("finance.residualValuePct"),
                     [](Scenario& s) -> double& { return s.finance.residualValuePct; });
    b.bindDoubleSpin(m_opsStaff, QStringLiteral("finance.opsStaffFte"),
                     [](Scenario& s) -> double& { return s.finance.opsStaffFte; });
    b.bindDoubleSpin(m_spares, QStringLiteral("finance.sparesPct"),
                     [](Scenario& s) -> double& { return s.finance.sparesPct; });
    b.bindDoubleSpin(m_hybridBase, QStringLiteral("finance.hybridBaseLoadPct"),
                     [](Scenario& s) -> double& { return s.finance.hybridBaseLoadPct; });
    b.bindDoubleSpin(m_storage, QStringLiteral("finance.storagePerTbMonth"),
                     [](Scenario& s) -> double& { return s.finance.storagePerTbMonth; });
    b.bindDoubleSpin(m_egress, QStringLiteral("finance.egressTbPerMonth"),
                     [](Scenario& s) -> double& { return s.finance.egressTbPerMonth; });
}

void SiteFinancePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SiteFinancePanel::retranslate()
{
    m_siteBox->setTitle(tr("Site"));
    m_usageBox->setTitle(tr("Utilisation and demand"));
    m_moneyBox->setTitle(tr("Horizon, currency and financing"));
    m_runningBox->setTitle(tr("Running costs and resale"));
    m_cloudBox->setTitle(tr("Hybrid and cloud extras"));

    fillCatalogCombos(); // region names follow the language
    m_profile->setItemText(m_profile->findData(QStringLiteral("flat")), tr("Flat"));
    m_profile->setItemText(m_profile->findData(QStringLiteral("ramp")), tr("Ramp up"));
    m_binder->refresh(); // refilled combos lost their selection

    const QString percent = tr(" %");
    const QString months = tr(" months");
    for (QDoubleSpinBox* box :
         {m_rampStart, m_rampEnd, m_discountRate, m_loanRate, m_maintenance, m_residual, m_spares, m_hybridBase})
        box->setSuffix(percent);
    m_horizon->setSuffix(months);
    m_loanTerm->setSuffix(months);
    m_opsStaff->setSuffix(tr(" FTE"));
    m_egress->setSuffix(tr(" TB/month"));

    describeField(m_region, tr("Region"),
                  tr("Where the cluster is hosted or rented. The region sets electricity and colocation prices, "
                     "VAT, the default PUE, staff cost, which cloud offers apply and which GPUs export rules allow "
                     "(market CN, US or SG). Power costs about CNY 0.7 per kWh in Shenzhen and 0.38 in Inner "
                     "Mongolia."));
    describeField(m_cooling, tr("Cooling"),
                  tr("How heat leaves the racks. Air cooling handles up to about 30 kW per rack; an 8-GPU HGX "
                     "server draws 10 kW or more, so dense racks need rear-door heat exchangers or direct liquid "
                     "cooling (up to about 120 kW per rack, PUE about 1.15)."));
    describeField(m_pue, tr("PUE override"),
                  tr("Power usage effectiveness: facility power ÷ IT power. 1.5 means every 1 kW of servers costs "
                     "1.5 kW at the meter. Leave at site default to use the region's figure (or the cooling "
                     "method's when better); enter 1.0–3.0 from your data centre's contract."));
    m_pue->setSpecialValueText(tr("site default"));

    describeField(m_utilisation, tr("Utilisation"),
                  tr("Share of the owned GPU-hours actually used for work. Owning wins when utilisation is high: "
                     "below roughly 30–40% renting on demand is usually cheaper. Research teams often reach "
                     "50–70%; a busy production cluster 80–90%."));
    describeField(m_profile, tr("Utilisation profile"),
                  tr("Flat: the same utilisation every month. Ramp up: utilisation grows in a straight line from "
                     "the start to the end value over the horizon, as a new team's usage usually does."));
    describeField(m_rampStart, tr("Ramp start"), tr("Utilisation in the first month of a ramp, e.g. 40%."));
    describeField(m_rampEnd, tr("Ramp end"), tr("Utilisation in the last month of a ramp, e.g. 80%."));
    describeField(m_demandFromWorkload, tr("Demand from the workload"),
                  tr("Take demand from the workload instead of the utilisation: estimated GPU-hours per run × "
                     "runs a month. Renting then buys exactly those hours; owning pays for the whole cluster "
                     "either way."));

    describeField(m_horizon, tr("Horizon"),
                  tr("Months the comparison covers. 36 months matches the usual three-year depreciation of GPU "
                     "servers; after that a newer generation usually gives more per yuan."));
    describeField(m_discountRate, tr("Discount rate"),
                  tr("Annual rate for the net present value: money paid later is worth less today. Use your cost "
                     "of capital, typically 6–10%; it favours renting, whose payments come later."));
    describeField(m_currency, tr("Display currency"),
                  tr("Currency of every total and chart. Prices in other currencies are converted with the "
                     "catalog's dated FX rates, shown with their date in the catalog browser."));
    describeField(m_financed, tr("Financed purchase"),
                  tr("Pay for the hardware with a loan or lease instead of cash up front: monthly instalments "
                     "with interest replace the capital outlay on day one."));
    describeField(m_loanRate, tr("Loan rate"),
                  tr("Annual interest rate of the loan or lease, e.g. 4–8% for a bank loan in China."));
    describeField(m_loanTerm, tr("Loan term"), tr("Months over which the loan is repaid, typically 24–60."));

    describeField(m_maintenance, tr("Maintenance per year"),
                  tr("Support contracts and extended warranty as a share of the hardware price each year; "
                     "vendors typically charge 5–10%."));
    describeField(m_residual, tr("Residual value"),
                  tr("What the hardware sells for at the end of the horizon, as a share of its price. Data-centre "
                     "GPUs have kept 15–30% after three years; it is credited in the last month."));
    describeField(m_opsStaff, tr("Operations staff"),
                  tr("Full-time engineers needed to run the owned cluster (drivers, scheduler, failures), priced "
                     "with the region's staff cost. 0.5 FTE is typical for a few servers, 1–2 for a few racks."));
    describeField(m_spares, tr("Spares and failures per year"),
                  tr("Spare parts and failed components as a share of the hardware price a year; GPUs, DIMMs and "
                     "drives fail at a few percent a year in large fleets, so 1–3% is typical."));

    describeField(m_hybridBase, tr("Hybrid base load"),
                  tr("In the hybrid option, the share of peak demand served by owned servers; the peaks above it "
                     "are rented on demand. 50–70% often gives the lowest total."));
    describeField(m_storage, tr("Cloud storage per TB-month"),
                  tr("Price of cloud storage for the dataset and checkpoints beside rented GPUs, per TB a month "
                     "in the display currency; 0 leaves it out. Object storage costs about CNY 100–150 per "
                     "TB-month."));
    describeField(m_egress, tr("Egress per month"),
                  tr("Data downloaded out of the cloud a month (results, checkpoints). Clouds charge for egress, "
                     "often CNY 500–800 per TB; owned servers do not."));
    updateDependents();
    alignFieldLabels(this);
}

void SiteFinancePanel::updateDependents()
{
    m_utilisationValue->setText(tr("%1 %").arg(m_utilisation->value()));
    const Scenario* s = m_document->scenario();
    if (!s)
        return;
    const bool ramp = s->finance.profile == UtilisationProfile::Ramp;
    m_usageForm->setRowVisible(m_rampStart, ramp);
    m_usageForm->setRowVisible(m_rampEnd, ramp);
    m_loanRate->setEnabled(s->finance.financed);
    m_loanTerm->setEnabled(s->finance.financed);
    m_storage->setSuffix(QLatin1Char(' ') + QString::fromStdString(s->finance.displayCurrency));
}

} // namespace planner::ui
