#include "editors/site_finance_panel.h"

#include "document/document.h"
#include "document/scenario_binder.h"
#include "editors/full_names.h"
#include "editors/plan_field_ui.h"
#include "shell/core_text.h"
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

// Each item's text from the core's table: "<prefix><value name>".
void setEnumTexts(QComboBox* box, const std::string& prefix)
{
    setItemTexts(box, [&](const QString& name) { return uiText(Message(prefix + name.toStdString())); });
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
    m_siteMode = enumCombo<SiteMode>(m_siteBox);
    m_cabinetPower = amountSpin(m_siteBox, 200, 1);
    limitToField(m_cabinetPower, siteField("cabinetPowerKw"));
    m_pue = new PueSpinBox(m_siteBox);
    limitToField(m_pue, siteField("pueOverride"));
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
    limitToField(m_utilisation, financeField("utilisationPct"));
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
    m_profile = enumCombo<UtilisationProfile>(m_usageBox);
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
    limitToField(m_horizon, financeField("horizonMonths"));
    m_discountRate = percentSpin(m_moneyBox);
    m_currency = new NarrowComboBox(m_moneyBox);
    m_financed = new QCheckBox(m_moneyBox);
    m_loanRate = percentSpin(m_moneyBox);
    m_loanTerm = new QSpinBox(m_moneyBox);
    limitToField(m_loanTerm, financeField("loanTermMonths"));
    money->addRow(new QLabel(this), m_horizon);
    money->addRow(new QLabel(this), m_discountRate);
    money->addRow(new QLabel(this), m_currency);
    money->addRow(m_financed);
    money->addRow(new QLabel(this), m_loanRate);
    money->addRow(new QLabel(this), m_loanTerm);

    m_runningBox = new QGroupBox(this);
    m_runningForm = new QFormLayout(m_runningBox);
    auto* running = m_runningForm;
    m_maintenanceBasis = enumCombo<MaintenanceBasis>(m_runningBox);
    m_maintenance = percentSpin(m_runningBox);
    m_warranty = new QSpinBox(m_runningBox);
    limitToField(m_warranty, financeField("warrantyYears"));
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
    m_onDemandClass = enumCombo<OfferingClassChoice>(m_cloudBox);
    m_onDemandOffering = new NarrowComboBox(m_cloudBox);
    m_reservedClass = enumCombo<OfferingClassChoice>(m_cloudBox);
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
    // The same limits as the plan file format.
    const std::pair<QDoubleSpinBox*, std::string_view> financeBoxes[] = {{m_rampStart, "rampStartPct"},
                                                                         {m_rampEnd, "rampEndPct"},
                                                                         {m_discountRate, "discountRatePct"},
                                                                         {m_loanRate, "loanRatePct"},
                                                                         {m_maintenance, "maintenancePctPerYear"},
                                                                         {m_residual, "residualValuePct"},
                                                                         {m_opsStaff, "staffBaseFte"},
                                                                         {m_staffPerNode, "staffFtePerNode"},
                                                                         {m_spares, "sparesPct"},
                                                                         {m_hybridBase, "hybridBaseLoadPct"},
                                                                         {m_storage, "storagePerTbMonth"},
                                                                         {m_egress, "egressTbPerMonth"}};
    for (const auto& [box, key] : financeBoxes)
        limitToField(box, financeField(key));

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
    b.bindIdCombo(m_region, QStringLiteral("site.region"), [](Scenario& s) -> std::string& { return s.site.regionId; });
    b.bindIdCombo(m_driverBranch, QStringLiteral("software.driverBranch"),
                  [](Scenario& s) -> std::string& { return s.software.driverBranch; });
    b.bindIdCombo(m_cuda, QStringLiteral("software.cuda"), [](Scenario& s) -> std::string& { return s.software.cuda; });
    b.bindIdCombo(m_container, QStringLiteral("software.container"),
                  [](Scenario& s) -> std::string& { return s.software.container; });
    b.bindIdCombo(m_pytorch, QStringLiteral("software.pytorch"),
                  [](Scenario& s) -> std::string& { return s.software.pytorch; });
    b.bindIdCombo(m_cooling, QStringLiteral("site.cooling"),
                  [](Scenario& s) -> std::string& { return s.site.coolingId; });
    b.bindEnumCombo<SiteMode>(m_siteMode, QStringLiteral("site.mode"),
                              [](Scenario& s) -> SiteMode& { return s.site.mode; });
    b.bindDoubleSpin(m_cabinetPower, QStringLiteral("site.cabinetPowerKw"),
                     [](Scenario& s) -> double& { return s.site.cabinetPowerKw; });
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
    b.bindEnumCombo<MaintenanceBasis>(m_maintenanceBasis, QStringLiteral("finance.maintenanceBasis"),
                                      [](Scenario& s) -> MaintenanceBasis& { return s.finance.maintenanceBasis; });
    b.bindDoubleSpin(m_maintenance, QStringLiteral("finance.maintenancePctPerYear"),
                     [](Scenario& s) -> double& { return s.finance.maintenancePctPerYear; });
    b.bindSpin(m_warranty, QStringLiteral("finance.warrantyYears"),
               [](Scenario& s) -> int& { return s.finance.warrantyYears; });
    b.bindCheck(m_residualFromCurve, QStringLiteral("finance.residualFromCurve"),
                [](Scenario& s) -> bool& { return s.finance.residualFromCurve; });
    b.bindDoubleSpin(m_residual, QStringLiteral("finance.residualValuePct"),
                     [](Scenario& s) -> double& { return s.finance.residualValuePct; });
    b.bindDoubleSpin(m_opsStaff, QStringLiteral("finance.staffBaseFte"),
                     [](Scenario& s) -> double& { return s.finance.staffBaseFte; });
    b.bindDoubleSpin(m_staffPerNode, QStringLiteral("finance.staffFtePerNode"),
                     [](Scenario& s) -> double& { return s.finance.staffFtePerNode; });
    b.bindEnumCombo<OfferingClassChoice>(m_onDemandClass, QStringLiteral("finance.onDemandClass"),
                                         [](Scenario& s) -> OfferingClassChoice& { return s.finance.onDemandClass; });
    b.bindIdCombo(m_onDemandOffering, QStringLiteral("finance.onDemandOffering"),
                  [](Scenario& s) -> std::string& { return s.finance.onDemandOfferingId; });
    b.bindEnumCombo<OfferingClassChoice>(m_reservedClass, QStringLiteral("finance.reservedClass"),
                                         [](Scenario& s) -> OfferingClassChoice& { return s.finance.reservedClass; });
    b.bindIdCombo(m_reservedOffering, QStringLiteral("finance.reservedOffering"),
                  [](Scenario& s) -> std::string& { return s.finance.reservedOfferingId; });
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
    m_cloudBox->setTitle(tr("Renting: offerings, hybrid and cloud extras"));
    m_softwareBox->setTitle(tr("Software (deployment kit)"));

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
    m_staffPerNode->setSuffix(tr(" FTE"));
    m_cabinetPower->setSuffix(tr(" kW"));
    m_cabinetPower->setSpecialValueText(tr("region default"));
    m_warranty->setSuffix(tr(" years"));
    setEnumTexts(m_siteMode, "site_mode.");
    setEnumTexts(m_maintenanceBasis, "maintenance_basis.");
    setEnumTexts(m_onDemandClass, "provider_class_choice.");
    setEnumTexts(m_reservedClass, "provider_class_choice.");
    m_egress->setSuffix(tr(" TB/month"));

    describePlanField(m_region, siteField("region"));
    describePlanField(m_cooling, siteField("cooling"));
    describePlanField(m_pue, siteField("pueOverride"));
    describePlanField(m_siteMode, siteField("mode"));
    describePlanField(m_cabinetPower, siteField("cabinetPowerKw"));
    m_pue->setSpecialValueText(tr("site default"));

    describePlanField(m_utilisation, financeField("utilisationPct"));
    describePlanField(m_profile, financeField("utilisationProfile"));
    describePlanField(m_rampStart, financeField("rampStartPct"));
    describePlanField(m_rampEnd, financeField("rampEndPct"));
    describePlanField(m_demandFromWorkload, financeField("demandFromWorkload"));

    describePlanField(m_horizon, financeField("horizonMonths"));
    describePlanField(m_discountRate, financeField("discountRatePct"));
    describePlanField(m_currency, financeField("displayCurrency"));
    describePlanField(m_financed, financeField("financed"));
    describePlanField(m_loanRate, financeField("loanRatePct"));
    describePlanField(m_loanTerm, financeField("loanTermMonths"));

    describePlanField(m_maintenanceBasis, financeField("maintenanceBasis"));
    describePlanField(m_maintenance, financeField("maintenancePctPerYear"));
    describePlanField(m_warranty, financeField("warrantyYears"));
    describePlanField(m_residualFromCurve, financeField("residualFromCurve"));
    describePlanField(m_residual, financeField("residualValuePct"));
    describePlanField(m_opsStaff, financeField("staffBaseFte"));
    describePlanField(m_staffPerNode, financeField("staffFtePerNode"));
    describePlanField(m_onDemandClass, financeField("onDemandClass"));
    describePlanField(m_onDemandOffering, financeField("onDemandOffering"));
    describePlanField(m_reservedClass, financeField("reservedClass"));
    describePlanField(m_reservedOffering, financeField("reservedOffering"));
    describePlanField(m_spares, financeField("sparesPct"));

    describePlanField(m_hybridBase, financeField("hybridBaseLoadPct"));
    describePlanField(m_storage, financeField("storagePerTbMonth"));
    describePlanField(m_egress, financeField("egressTbPerMonth"));
    describePlanField(m_driverBranch, softwareField("driverBranch"));
    describePlanField(m_cuda, softwareField("cuda"));
    describePlanField(m_container, softwareField("container"));
    describePlanField(m_pytorch, softwareField("pytorch"));
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
