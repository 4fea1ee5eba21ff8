#pragma once
// The current scenario's site (region, cooling, PUE) and finance settings (utilisation, horizon,
// discount rate, currency, financing, running costs), bound field by field to the document.

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QSlider;
class QSpinBox;

namespace planner::ui {

class Document;
class ScenarioBinder;

class SiteFinancePanel final : public QWidget {
    Q_OBJECT
public:
    explicit SiteFinancePanel(Document* document, QWidget* parent = nullptr);

    QComboBox* regionCombo() const { return m_region; }
    QComboBox* coolingCombo() const { return m_cooling; }
    QComboBox* currencyCombo() const { return m_currency; }
    QSlider* utilisationSlider() const { return m_utilisation; }
    QLabel* utilisationLabel() const { return m_utilisationValue; }
    QComboBox* profileCombo() const { return m_profile; }
    QDoubleSpinBox* pueSpin() const { return m_pue; }
    QComboBox* siteModeCombo() const { return m_siteMode; }
    QComboBox* onDemandClassCombo() const { return m_onDemandClass; }
    QComboBox* onDemandOfferingCombo() const { return m_onDemandOffering; }
    QComboBox* reservedClassCombo() const { return m_reservedClass; }
    QComboBox* reservedOfferingCombo() const { return m_reservedOffering; }
    QDoubleSpinBox* rampStartSpin() const { return m_rampStart; }
    QSpinBox* horizonSpin() const { return m_horizon; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void buildWidgets();
    void bindWidgets();
    void retranslate();
    void fillCatalogCombos();
    void updateDependents();

    Document* m_document;
    ScenarioBinder* m_binder = nullptr;

    QGroupBox* m_siteBox = nullptr;
    QGroupBox* m_usageBox = nullptr;
    QGroupBox* m_moneyBox = nullptr;
    QGroupBox* m_runningBox = nullptr;
    QGroupBox* m_softwareBox = nullptr;
    QComboBox* m_driverBranch = nullptr;
    QComboBox* m_cuda = nullptr;
    QComboBox* m_container = nullptr;
    QComboBox* m_pytorch = nullptr;
    QGroupBox* m_cloudBox = nullptr;
    QFormLayout* m_usageForm = nullptr;

    QComboBox* m_region = nullptr;
    QComboBox* m_cooling = nullptr;
    QComboBox* m_siteMode = nullptr;
    QDoubleSpinBox* m_cabinetPower = nullptr;
    QDoubleSpinBox* m_pue = nullptr;
    QComboBox* m_maintenanceBasis = nullptr;
    QSpinBox* m_warranty = nullptr;
    QCheckBox* m_residualFromCurve = nullptr;
    QDoubleSpinBox* m_staffPerNode = nullptr;
    QComboBox* m_onDemandClass = nullptr;
    QComboBox* m_onDemandOffering = nullptr;
    QComboBox* m_reservedClass = nullptr;
    QComboBox* m_reservedOffering = nullptr;
    QFormLayout* m_siteForm = nullptr;
    QFormLayout* m_runningForm = nullptr;

    QSlider* m_utilisation = nullptr;
    QLabel* m_utilisationValue = nullptr;
    QComboBox* m_profile = nullptr;
    QDoubleSpinBox* m_rampStart = nullptr;
    QDoubleSpinBox* m_rampEnd = nullptr;
    QCheckBox* m_demandFromWorkload = nullptr;

    QSpinBox* m_horizon = nullptr;
    QDoubleSpinBox* m_discountRate = nullptr;
    QComboBox* m_currency = nullptr;
    QCheckBox* m_financed = nullptr;
    QDoubleSpinBox* m_loanRate = nullptr;
    QSpinBox* m_loanTerm = nullptr;

    QDoubleSpinBox* m_maintenance = nullptr;
    QDoubleSpinBox* m_residual = nullptr;
    QDoubleSpinBox* m_opsStaff = nullptr;
    QDoubleSpinBox* m_spares = nullptr;

    QDoubleSpinBox* m_hybridBase = nullptr;
    QDoubleSpinBox* m_storage = nullptr;
    QDoubleSpinBox* m_egress = nullptr;
};

} // namespace planner::ui
