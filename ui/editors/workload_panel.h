#pragma once
// The current scenario's workload: model, training settings, parallelism, inference and schedule,
// bound field by field to the document (every edit is a mergeable undo step).

#include "models/plan/plan.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QSpinBox;

class QPushButton;

namespace planner::ui {

class Analysis;
class Document;
class ScenarioBinder;

// A workload kind ("full_finetune") as the window names it, in the window's language.

class WorkloadPanel final : public QWidget {
    Q_OBJECT
public:
    // With an Analysis, the panel also shows memory per GPU and time to train.
    explicit WorkloadPanel(Document* document, QWidget* parent = nullptr);
    WorkloadPanel(Document* document, Analysis* analysis, QWidget* parent = nullptr);

    QComboBox* kindCombo() const { return m_kind; }
    QComboBox* modelCombo() const { return m_model; }
    QSpinBox* zeroStageSpin() const { return m_zeroStage; }
    QSpinBox* loraRankSpin() const { return m_loraRank; }
    QSpinBox* contextLengthSpin() const { return m_contextLength; }
    QDoubleSpinBox* customGpuHoursSpin() const { return m_customGpuHours; }
    QString readoutText() const;
    QPushButton* measuredRunsButton() const { return m_measuredRuns; }
    // How each figure of the readout was computed, in the window's language: its tooltip.
    QString readoutExplanation() const;

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void buildWidgets();
    void bindWidgets();
    void retranslate();
    void fillModels();
    void updateVisibility();
    void updateReadout();

    Document* m_document;
    Analysis* m_analysis;
    ScenarioBinder* m_binder = nullptr;

    class TextBlock* m_readout = nullptr;
    QPushButton* m_measuredRuns = nullptr;
    QGroupBox* m_modelBox = nullptr;
    QGroupBox* m_parallelBox = nullptr;
    QGroupBox* m_trainingBox = nullptr;
    QGroupBox* m_inferenceBox = nullptr;
    QGroupBox* m_scheduleBox = nullptr;
    QFormLayout* m_modelForm = nullptr;
    QFormLayout* m_trainingForm = nullptr;
    QFormLayout* m_scheduleForm = nullptr;

    QComboBox* m_kind = nullptr;
    QComboBox* m_model = nullptr;
    QComboBox* m_precision = nullptr;
    QComboBox* m_optimizer = nullptr;
    QSpinBox* m_tensorParallel = nullptr;
    QSpinBox* m_pipelineParallel = nullptr;
    QSpinBox* m_dataParallel = nullptr;
    QSpinBox* m_zeroStage = nullptr;
    QCheckBox* m_fsdp = nullptr;
    QComboBox* m_recompute = nullptr;
    QCheckBox* m_flashAttention = nullptr;
    QCheckBox* m_sequenceParallel = nullptr;
    QSpinBox* m_checkpointInterval = nullptr;
    QSpinBox* m_microBatch = nullptr;
    QSpinBox* m_sequenceLength = nullptr;
    QSpinBox* m_globalBatch = nullptr;
    QDoubleSpinBox* m_tokens = nullptr;
    QSpinBox* m_loraRank = nullptr;
    QSpinBox* m_epochs = nullptr;
    QSpinBox* m_contextLength = nullptr;
    QSpinBox* m_concurrent = nullptr;
    QDoubleSpinBox* m_targetTokens = nullptr;
    QDoubleSpinBox* m_datasetTB = nullptr;
    QDoubleSpinBox* m_targetDays = nullptr;
    QDoubleSpinBox* m_runsPerMonth = nullptr;
    QDoubleSpinBox* m_customGpuHours = nullptr;
};

} // namespace planner::ui
