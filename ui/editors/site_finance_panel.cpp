#include "ui/editors/site_finance_panel.h"

#include "ui/common/core_text.h"
#include "ui/common/field_ui.h"
#include "ui/common/full_names.h"
#include "ui/common/glossary.h"
#include "ui/document/document.h"
#include "ui/document/scenario_binder.h"

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
        if (event.affectsCurrent(m_document->currentScenario(), ChangeEvent::Part::Finance)
            || event.affectsCurrent(m_document->currentScenario(), ChangeEvent::Part::Site))
            updateDependents();
    });
    connect(m_utilisation, &QSlider::valueChanged, this, &SiteFinancePanel::updateDependents);
    updateDependents();
}

void SiteFinancePanel::buildWidgets()
{
    m_siteBox = new QGroupBox(this);
    m_siteForm = new QFormLayout(m_siteBox);
    auto* site = m_siteForm;
    m_region = new NarrowComboBox(m_siteBox);
    m_cooling = new NarrowComboBox(m_siteBox);
    m_siteMode = new NarrowComboBox(m_siteBox);
    m_cabinetPower = amountSpin(m_siteBox, 200, 1);
    m_pue = new PueSpinBox(m_siteBox);
    m_pue->setDecimals(2);
    m_pue->setSingleStep(0.05);
    site->addRow(new QLabel(this), m_region);
    site->addRow(new QLabel(this), m_siteMode);
    site->addRow(new QLabel(this), m_cooling);
    site->addRow(new QLabel(this), m_cabinetPower);
    site->addRow(new QLabel(this), m_pue);

    m_usageBox = new QGroupBox(this);
    m_usageForm = new QFormLayout(m_usageBox);
    auto* sliderRow = new QWidget(m_usageBox);
    m_utilisation = new QSlider(Qt::Horizontal, sliderRow);
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
    m_profile = new NarrowComboBox(m_usageBox);
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
    m_discountRate = percentSpin(m_moneyBox);
    m_currency = new NarrowComboBox(m_moneyBox);
    m_financed = new QCheckBox(m_moneyBox);
    m_loanRate = percentSpin(m_moneyBox);
    m_loanTerm = new QSpinBox(m_moneyBox);
    money->addRow(new QLabel(this), m_horizon);
    money->addRow(new QLabel(this), m_discountRate);
    money->addRow(new QLabel(this), m_currency);
    money->addRow(m_financed);
    money->addRow(new QLabel(this), m_loanRate);
    money->addRow(new QLabel(this), m_loanTerm);

    m_runningBox = new QGroupBox(this);
    m_runningForm = new QFormLayout(m_runningBox);
    auto* running = m_runningForm;
    m_maintenanceBasis = new NarrowComboBox(m_runningBox);
    m_maintenance = percentSpin(m_runningBox);
    m_warranty = new QSpinBox(m_runningBox);
    m_residualFromCurve = new QCheckBox(m_runningBox);
    m_residual = percentSpin(m_runningBox);
    m_opsStaff = amountSpin(m_runningBox, 1000, 2);
    m_opsStaff->setSingleStep(0.25);
    m_staffPerNode = amountSpin(m_runningBox, 10, 3);
    m_staffPerNode->setSingleStep(0.01);
    m_spares = percentSpin(m_runningBox);
    running->addRow(new QLabel(this), m_maintenanceBasis);
    running->addRow(new QLabel(this), m_maintenance);
    running->addRow(new QLabel(this), m_warranty);
    running->addRow(m_residualFromCurve);
    running->addRow(new QLabel(this), m_residual);
    running->addRow(new QLabel(this), m_opsStaff);
    running->addRow(new QLabel(this), m_staffPerNode);
    running->addRow(new QLabel(this), m_spares);

    m_cloudBox = new QGroupBox(this);
    auto* cloud = new QFormLayout(m_cloudBox);
    m_onDemandClass = new NarrowComboBox(m_cloudBox);
    m_onDemandOffering = new NarrowComboBox(m_cloudBox);
    m_reservedClass = new NarrowComboBox(m_cloudBox);
    m_reservedOffering = new NarrowComboBox(m_cloudBox);
    m_hybridBase = percentSpin(m_cloudBox);
    m_storage = amountSpin(m_cloudBox, 1e9, 2);
    m_egress = amountSpin(m_cloudBox, 1e9, 1);
    cloud->addRow(new QLabel(this), m_onDemandClass);
    cloud->addRow(new QLabel(this), m_onDemandOffering);
    cloud->addRow(new QLabel(this), m_reservedClass);
    cloud->addRow(new QLabel(this), m_reservedOffering);
    cloud->addRow(new QLabel(this), m_hybridBase);
    cloud->addRow(new QLabel(this), m_storage);
    cloud->addRow(new QLabel(this), m_egress);

    // The versions the deployment kit installs and the software rules check (File > Export deployment kit).
    m_softwareBox = new QGroupBox(this);
    auto* software = new QFormLayout(m_softwareBox);
    m_driverBranch = new NarrowComboBox(m_softwareBox);
    m_cuda = new NarrowComboBox(m_softwareBox);
    m_container = new NarrowComboBox(m_softwareBox);
    m_pytorch = new NarrowComboBox(m_softwareBox);
    software->addRow(new QLabel(this), m_driverBranch);
    software->addRow(new QLabel(this), m_cuda);
    software->addRow(new QLabel(this), m_container);
    software->addRow(new QLabel(this), m_pytorch);

    // Long catalog names must not force the dock wide, nor be cut where it has room for them.
    keepFullNamesReadable(this);
    auto* layout = new QVBoxLayout(this);
    for (QGroupBox* box : {m_siteBox, m_usageBox, m_moneyBox, m_runningBox, m_cloudBox, m_softwareBox})
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
    // The software catalog's versions, newest first, after the recommendation (an empty value).
    const SoftwareCatalog& sw = catalog.software;
    m_driverBranch->clear();
    m_driverBranch->addItem(tr("Recommended (%1)").arg(sw.recommendedDriverBranch), QString());
    const auto branchKind = [](const std::string& kind) {
        return kind == "LTSB"       ? tr("long-term support")
            : kind == "production"  ? tr("production")
            : kind == "new feature" ? tr("new feature")
                                    : QString::fromStdString(kind);
    };
    for (auto it = sw.driverBranches.rbegin(); it != sw.driverBranches.rend(); ++it)
        m_driverBranch->addItem(tr("%1 (%2)", "driver branch and its kind").arg(it->branch).arg(branchKind(it->kind)),
                                QString::number(it->branch));
    m_cuda->clear();
    m_cuda->addItem(tr("The container's"), QString());
    for (auto it = sw.cudaToolkits.rbegin(); it != sw.cudaToolkits.rend(); ++it)
        m_cuda->addItem(QString::fromStdString(it->version), QString::fromStdString(it->version));
    m_container->clear();
    m_container->addItem(tr("Newest the driver runs"), QString());
    for (auto it = sw.containers.rbegin(); it != sw.containers.rend(); ++it)
        m_container->addItem(tr("%1 (CUDA %2, PyTorch %3)")
                                 .arg(QString::fromStdString(it->release), QString::fromStdString(it->cuda),
                                      QString::fromStdString(it->pytorch).section(QLatin1Char('a'), 0, 0)),
                             QString::fromStdString(it->release));
    m_pytorch->clear();
    m_pytorch->addItem(tr("Newest with a wheel for the GPUs"), QString());
    for (auto it = sw.pytorchWheels.rbegin(); it != sw.pytorchWheels.rend(); ++it)
        m_pytorch->addItem(tr("%1 (wheels: %2)", "PyTorch release and its CUDA wheel variants")
                               .arg(QString::fromStdString(it->pytorch), QString::fromStdString(wheelVariants(*it))),
                           QString::fromStdString(it->pytorch));
    m_cooling->clear();
    for (const CoolingMethod& c : catalog.cooling) {
        m_cooling->addItem(
            tr("%1, up to %2 kW/rack").arg(uiText(localName(c)), locale.toString(c.maxKwPerRack, 'f', 0)),
            QString::fromStdString(c.id));
        m_cooling->setItemData(m_cooling->count() - 1, QString::fromStdString(c.notes), Qt::ToolTipRole);
    }
    // The offerings a scenario may name: "cheapest" first, then each offering with a price of the term.
    auto fillOfferings = [&](QComboBox* box, bool rental) {
        box->clear();
        box->addItem(tr("Cheapest of the class"), QString());
        for (const CloudOffering& o : catalog.offerings) {
            bool has = false;
            for (const auto& p : o.prices)
                has = has
                    || (rental ? p.term == OfferTerm::Monthly || p.term == OfferTerm::Reserved1y
                                || p.term == OfferTerm::Reserved3y
                               : p.term == OfferTerm::OnDemand);
            if (!has)
                continue;
            const Gpu* gpu = catalog.gpu(o.gpuId);
            const Region* region = catalog.region(o.regionId);
            box->addItem(tr("%1 · %2 · %3")
                             .arg(uiText(providerName(o)), QString::fromStdString(gpu ? gpu->name : o.gpuId),
                                  QString::fromStdString(
                                      region ? (chinese && !region->nameZh.empty() ? region->nameZh : region->name)
                                             : o.regionId)),
                         QString::fromStdString(o.id));
            box->setItemData(box->count() - 1, QString::fromStdString(o.id), Qt::ToolTipRole);
        }
    };
    fillOfferings(m_onDemandOffering, false);
    fillOfferings(m_reservedOffering, true);
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
    b.bind(m_region, planField<&Site::regionId>());
    b.bind(m_driverBranch, planField<&Software::driverBranch>());
    b.bind(m_cuda, planField<&Software::cuda>());
    b.bind(m_container, planField<&Software::container>());
    b.bind(m_pytorch, planField<&Software::pytorch>());
    b.bind(m_cooling, planField<&Site::coolingId>());
    b.bind(m_siteMode, planField<&Site::mode>());
    b.bind(m_cabinetPower, planField<&Site::cabinetPowerKw>());
    b.bind(m_pue, planField<&Site::pueOverride>());
    b.bind(m_utilisation, planField<&Finance::utilisationPct>());
    b.bind(m_profile, planField<&Finance::profile>());
    b.bind(m_rampStart, planField<&Finance::rampStartPct>());
    b.bind(m_rampEnd, planField<&Finance::rampEndPct>());
    b.bind(m_demandFromWorkload, planField<&Finance::demandFromWorkload>());
    b.bind(m_horizon, planField<&Finance::horizonMonths>());
    b.bind(m_discountRate, planField<&Finance::discountRatePct>());
    b.bind(m_currency, planField<&Finance::displayCurrency>());
    b.bind(m_financed, planField<&Finance::financed>());
    b.bind(m_loanRate, planField<&Finance::loanRatePct>());
    b.bind(m_loanTerm, planField<&Finance::loanTermMonths>());
    b.bind(m_maintenanceBasis, planField<&Finance::maintenanceBasis>());
    b.bind(m_maintenance, planField<&Finance::maintenancePctPerYear>());
    b.bind(m_warranty, planField<&Finance::warrantyYears>());
    b.bind(m_residualFromCurve, planField<&Finance::residualFromCurve>());
    b.bind(m_residual, planField<&Finance::residualValuePct>());
    b.bind(m_opsStaff, planField<&Finance::staffBaseFte>());
    b.bind(m_staffPerNode, planField<&Finance::staffFtePerNode>());
    b.bind(m_onDemandClass, planField<&Finance::onDemandClass>());
    b.bind(m_onDemandOffering, planField<&Finance::onDemandOfferingId>());
    b.bind(m_reservedClass, planField<&Finance::reservedClass>());
    b.bind(m_reservedOffering, planField<&Finance::reservedOfferingId>());
    b.bind(m_spares, planField<&Finance::sparesPct>());
    b.bind(m_hybridBase, planField<&Finance::hybridBaseLoadPct>());
    b.bind(m_storage, planField<&Finance::storagePerTbMonth>());
    b.bind(m_egress, planField<&Finance::egressTbPerMonth>());
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
    m_cloudBox->setTitle(tr("Renting: offerings, hybrid and cloud extras"));
    m_softwareBox->setTitle(tr("Software (deployment kit)"));

    fillCatalogCombos(); // region names follow the language
    m_binder->refresh(); // refilled combos lost their selection
    m_binder->retranslate(); // labels, tooltips and the names of choices

    const QString percent = tr(" %");
    const QString months = tr(" months");
    for (QDoubleSpinBox* box :
         {m_rampStart, m_rampEnd, m_discountRate, m_loanRate, m_maintenance, m_residual, m_spares, m_hybridBase})
        box->setSuffix(percent);
    m_horizon->setSuffix(months);
    m_loanTerm->setSuffix(months);
    m_opsStaff->setSuffix(tr(" FTE"));
    m_staffPerNode->setSuffix(tr(" FTE"));
    m_cabinetPower->setSuffix(tr(" kW"));
    m_cabinetPower->setSpecialValueText(tr("region default"));
    m_warranty->setSuffix(tr(" years"));
    m_egress->setSuffix(tr(" TB/month"));

    m_pue->setSpecialValueText(tr("site default"));

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
    m_siteForm->setRowVisible(m_cabinetPower, s->site.mode == SiteMode::Colocation);
    m_residual->setEnabled(!s->finance.residualFromCurve);
    m_onDemandClass->setEnabled(s->finance.onDemandOfferingId.empty());
    m_reservedClass->setEnabled(s->finance.reservedOfferingId.empty());
    m_loanRate->setEnabled(s->finance.financed);
    m_loanTerm->setEnabled(s->finance.financed);
    m_storage->setSuffix(QLatin1Char(' ') + QString::fromStdString(s->finance.displayCurrency));
}

} // namespace planner::ui
