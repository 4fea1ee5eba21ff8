#include "editors/workload_panel.h"

#include "document/analysis.h"
#include "document/document.h"
#include "document/scenario_binder.h"
#include "editors/full_names.h"
#include "editors/measured_run_dialog.h"
#include "editors/plan_field_ui.h"
#include "plan/plan_enum_names.h"
#include "shell/core_text.h"
#include "shell/glossary.h"
#include "shell/text_block.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHelpEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QToolTip>
#include <QVBoxLayout>

namespace planner::ui {

namespace {

QSpinBox* spin(QWidget* parent, const PlanField<Workload>& field)
{
    auto* box = new QSpinBox(parent);
    limitToField(box, field);
    box->setGroupSeparatorShown(true);
    box->setAccelerated(true);
    return box;
}

QDoubleSpinBox* doubleSpin(QWidget* parent, const PlanField<Workload>& field, int decimals)
{
    auto* box = new QDoubleSpinBox(parent);
    limitToField(box, field);
    box->setDecimals(decimals);
    box->setGroupSeparatorShown(true);
    box->setAccelerated(true);
    return box;
}

QString precisionText(const QString& name)
{
    if (name == QLatin1String("fp32"))
        return WorkloadPanel::tr("FP32 (full precision)");
    if (name == QLatin1String("bf16"))
        return WorkloadPanel::tr("BF16 mixed precision");
    if (name == QLatin1String("fp8"))
        return WorkloadPanel::tr("FP8 (Hopper and newer)");
    if (name == QLatin1String("int8"))
        return WorkloadPanel::tr("INT8 quantised");
    return WorkloadPanel::tr("INT4 quantised");
}

QString optimizerText(const QString& name)
{
    if (name == QLatin1String("adamw"))
        return WorkloadPanel::tr("AdamW");
    if (name == QLatin1String("adamw_8bit"))
        return WorkloadPanel::tr("AdamW 8-bit");
    if (name == QLatin1String("sgd_momentum"))
        return WorkloadPanel::tr("SGD with momentum");
    return WorkloadPanel::tr("Adafactor");
}

QString recomputeText(const QString& name)
{
    if (name == QLatin1String("none"))
        return WorkloadPanel::tr("None (keep all activations)");
    if (name == QLatin1String("selective"))
        return WorkloadPanel::tr("Selective (attention only)");
    return WorkloadPanel::tr("Full (every layer)");
}

QString formatParams(double paramsB)
{
    const QLocale locale;
    if (paramsB >= 1.0)
        return WorkloadPanel::tr("%1B").arg(locale.toString(paramsB, 'g', 3));
    return WorkloadPanel::tr("%1M").arg(locale.toString(paramsB * 1000.0, 'g', 3));
}

} // namespace

QString workloadKindText(const QString& name)
{
    if (name == QLatin1String("pretraining"))
        return WorkloadPanel::tr("Pretraining from scratch");
    if (name == QLatin1String("full_finetune"))
        return WorkloadPanel::tr("Full fine-tune");
    if (name == QLatin1String("lora"))
        return WorkloadPanel::tr("LoRA fine-tune");
    if (name == QLatin1String("qlora"))
        return WorkloadPanel::tr("QLoRA fine-tune (quantised base)");
    if (name == QLatin1String("inference"))
        return WorkloadPanel::tr("Inference serving");
    if (name == QLatin1String("cv_training"))
        return WorkloadPanel::tr("Vision training (CNN / ViT)");
    return WorkloadPanel::tr("Custom (GPU-hours a month)");
}

QString workloadKindText(WorkloadKind kind)
{
    const std::string_view name = enumName(kind);
    return workloadKindText(QString(QLatin1StringView(name.data(), static_cast<qsizetype>(name.size()))));
}

WorkloadPanel::WorkloadPanel(Document* document, QWidget* parent)
    : WorkloadPanel(document, nullptr, parent)
{
}

WorkloadPanel::WorkloadPanel(Document* document, Analysis* analysis, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_analysis(analysis)
{
    buildWidgets();
    fillModels();
    bindWidgets();
    retranslate();
    // The binder refreshes the widgets first (it connected first); then the kind decides what shows.
    connect(m_document, &Document::changed, this, [this](const ChangeEvent& event) {
        if (event.affectsCurrent(m_document->currentScenario(), ChangeEvent::Part::Workload))
            updateVisibility();
    });
    if (m_analysis)
        connect(m_analysis, &Analysis::updated, this, &WorkloadPanel::updateReadout);
    updateReadout();
}

void WorkloadPanel::buildWidgets()
{
    // A TextBlock, not a QLabel: a QLabel's new text lays out the dock and the window around it again.
    m_readout = new TextBlock(1, this);
    m_readout->setObjectName(QStringLiteral("workloadReadout"));
    m_readout->setLinesFollowText(6);
    // The breakdown is built when asked for, not on every edit: an edit repaints within one frame.
    m_readout->installEventFilter(this);
    m_readout->setVisible(m_analysis != nullptr);
    QFont readoutFont = m_readout->font();
    readoutFont.setBold(true);
    m_readout->setFont(readoutFont);

    m_modelBox = new QGroupBox(this);
    m_modelForm = new QFormLayout(m_modelBox);
    m_kind = enumCombo<WorkloadKind>(m_modelBox);
    m_model = new NarrowComboBox(m_modelBox);
    m_precision = enumCombo<Precision>(m_modelBox);
    m_optimizer = enumCombo<Optimizer>(m_modelBox);
    m_modelForm->addRow(new QLabel(this), m_kind);
    m_modelForm->addRow(new QLabel(this), m_model);
    m_modelForm->addRow(new QLabel(this), m_precision);
    m_modelForm->addRow(new QLabel(this), m_optimizer);

    m_parallelBox = new QGroupBox(this);
    auto* parallel = new QFormLayout(m_parallelBox);
    m_tensorParallel = spin(m_parallelBox, workloadField("tensorParallel"));
    m_pipelineParallel = spin(m_parallelBox, workloadField("pipelineParallel"));
    m_dataParallel = spin(m_parallelBox, workloadField("dataParallel"));
    m_zeroStage = spin(m_parallelBox, workloadField("zeroStage"));
    m_fsdp = new QCheckBox(m_parallelBox);
    parallel->addRow(new QLabel(this), m_tensorParallel);
    parallel->addRow(new QLabel(this), m_pipelineParallel);
    parallel->addRow(new QLabel(this), m_dataParallel);
    parallel->addRow(new QLabel(this), m_zeroStage);
    parallel->addRow(m_fsdp);
    m_sequenceParallel = new QCheckBox(this);
    parallel->addRow(m_sequenceParallel);

    m_trainingBox = new QGroupBox(this);
    m_trainingForm = new QFormLayout(m_trainingBox);
    m_recompute = enumCombo<Recompute>(m_trainingBox);
    m_flashAttention = new QCheckBox(m_trainingBox);
    m_microBatch = spin(m_trainingBox, workloadField("microBatch"));
    m_sequenceLength = spin(m_trainingBox, workloadField("sequenceLength"));
    m_globalBatch = spin(m_trainingBox, workloadField("globalBatch"));
    m_tokens = doubleSpin(m_trainingBox, workloadField("tokensB"), 2);
    m_loraRank = spin(m_trainingBox, workloadField("loraRank"));
    m_epochs = spin(m_trainingBox, workloadField("epochs"));
    m_checkpointInterval = spin(m_trainingBox, workloadField("checkpointIntervalMinutes"));
    m_trainingForm->addRow(new QLabel(this), m_recompute);
    m_trainingForm->addRow(m_flashAttention);
    m_trainingForm->addRow(new QLabel(this), m_microBatch);
    m_trainingForm->addRow(new QLabel(this), m_sequenceLength);
    m_trainingForm->addRow(new QLabel(this), m_globalBatch);
    m_trainingForm->addRow(new QLabel(this), m_tokens);
    m_trainingForm->addRow(new QLabel(this), m_epochs);
    m_trainingForm->addRow(new QLabel(this), m_checkpointInterval);
    m_trainingForm->addRow(new QLabel(this), m_loraRank);

    m_inferenceBox = new QGroupBox(this);
    auto* inference = new QFormLayout(m_inferenceBox);
    m_contextLength = spin(m_inferenceBox, workloadField("contextLength"));
    m_concurrent = spin(m_inferenceBox, workloadField("concurrentSequences"));
    m_targetTokens = doubleSpin(m_inferenceBox, workloadField("targetTokensPerSecond"), 0);
    inference->addRow(new QLabel(this), m_contextLength);
    inference->addRow(new QLabel(this), m_concurrent);
    inference->addRow(new QLabel(this), m_targetTokens);

    m_scheduleBox = new QGroupBox(this);
    m_scheduleForm = new QFormLayout(m_scheduleBox);
    m_datasetTB = doubleSpin(m_scheduleBox, workloadField("datasetTB"), 2);
    m_targetDays = doubleSpin(m_scheduleBox, workloadField("targetDays"), 1);
    m_runsPerMonth = doubleSpin(m_scheduleBox, workloadField("runsPerMonth"), 2);
    m_customGpuHours = doubleSpin(m_scheduleBox, workloadField("customGpuHoursPerMonth"), 0);
    m_scheduleForm->addRow(new QLabel(this), m_datasetTB);
    m_scheduleForm->addRow(new QLabel(this), m_targetDays);
    m_scheduleForm->addRow(new QLabel(this), m_runsPerMonth);
    m_scheduleForm->addRow(new QLabel(this), m_customGpuHours);

    // Long catalog names must not force the dock wide, nor be cut where it has room for them.
    keepFullNamesReadable(this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_readout);
    m_measuredRuns = new QPushButton(this);
    m_measuredRuns->setObjectName(QStringLiteral("measuredRunsButton"));
    m_measuredRuns->setVisible(m_analysis != nullptr);
    connect(m_measuredRuns, &QPushButton::clicked, this, [this] {
        MeasuredRunDialog dialog(m_document, this);
        dialog.exec();
    });
    layout->addWidget(m_measuredRuns, 0, Qt::AlignLeft);
    for (QGroupBox* box : {m_modelBox, m_parallelBox, m_trainingBox, m_inferenceBox, m_scheduleBox})
        layout->addWidget(box);
    layout->addStretch(1);
}

void WorkloadPanel::fillModels()
{
    m_model->clear();
    for (const ModelPreset& m : m_document->catalog().models)
        m_model->addItem(QStringLiteral("%1 (%2)").arg(QString::fromStdString(m.name), formatParams(m.paramsB)),
                         QString::fromStdString(m.id));
}

void WorkloadPanel::bindWidgets()
{
    m_binder = new ScenarioBinder(m_document, this);
    auto& b = *m_binder;
    b.bindEnumCombo<WorkloadKind>(m_kind, QStringLiteral("workload.kind"),
                                  [](Scenario& s) -> WorkloadKind& { return s.workload.kind; });
    b.bindIdCombo(m_model, QStringLiteral("workload.model"),
                  [](Scenario& s) -> std::string& { return s.workload.modelId; });
    b.bindEnumCombo<Precision>(m_precision, QStringLiteral("workload.precision"),
                               [](Scenario& s) -> Precision& { return s.workload.precision; });
    b.bindEnumCombo<Optimizer>(m_optimizer, QStringLiteral("workload.optimizer"),
                               [](Scenario& s) -> Optimizer& { return s.workload.optimizer; });
    b.bindSpin(m_tensorParallel, QStringLiteral("workload.tensorParallel"),
               [](Scenario& s) -> int& { return s.workload.tensorParallel; });
    b.bindSpin(m_pipelineParallel, QStringLiteral("workload.pipelineParallel"),
               [](Scenario& s) -> int& { return s.workload.pipelineParallel; });
    b.bindSpin(m_dataParallel, QStringLiteral("workload.dataParallel"),
               [](Scenario& s) -> int& { return s.workload.dataParallel; });
    b.bindSpin(m_zeroStage, QStringLiteral("workload.zeroStage"),
               [](Scenario& s) -> int& { return s.workload.zeroStage; });
    b.bindCheck(m_fsdp, QStringLiteral("workload.fsdp"), [](Scenario& s) -> bool& { return s.workload.fsdp; });
    b.bindCheck(m_sequenceParallel, QStringLiteral("workload.sequenceParallel"),
                [](Scenario& s) -> bool& { return s.workload.sequenceParallel; });
    b.bindEnumCombo<Recompute>(m_recompute, QStringLiteral("workload.recompute"),
                               [](Scenario& s) -> Recompute& { return s.workload.recompute; });
    b.bindCheck(m_flashAttention, QStringLiteral("workload.flashAttention"),
                [](Scenario& s) -> bool& { return s.workload.flashAttention; });
    b.bindSpin(m_microBatch, QStringLiteral("workload.microBatch"),
               [](Scenario& s) -> int& { return s.workload.microBatch; });
    b.bindSpin(m_sequenceLength, QStringLiteral("workload.sequenceLength"),
               [](Scenario& s) -> int& { return s.workload.sequenceLength; });
    b.bindSpin(m_globalBatch, QStringLiteral("workload.globalBatch"),
               [](Scenario& s) -> int& { return s.workload.globalBatch; });
    b.bindDoubleSpin(m_tokens, QStringLiteral("workload.tokensB"),
                     [](Scenario& s) -> double& { return s.workload.tokensB; });
    b.bindSpin(m_loraRank, QStringLiteral("workload.loraRank"),
               [](Scenario& s) -> int& { return s.workload.loraRank; });
    b.bindSpin(m_epochs, QStringLiteral("workload.epochs"), [](Scenario& s) -> int& { return s.workload.epochs; });
    b.bindSpin(m_checkpointInterval, QStringLiteral("workload.checkpointIntervalMinutes"),
               [](Scenario& s) -> int& { return s.workload.checkpointIntervalMinutes; });
    b.bindSpin(m_contextLength, QStringLiteral("workload.contextLength"),
               [](Scenario& s) -> int& { return s.workload.contextLength; });
    b.bindSpin(m_concurrent, QStringLiteral("workload.concurrentSequences"),
               [](Scenario& s) -> int& { return s.workload.concurrentSequences; });
    b.bindDoubleSpin(m_targetTokens, QStringLiteral("workload.targetTokensPerSecond"),
                     [](Scenario& s) -> double& { return s.workload.targetTokensPerSecond; });
    b.bindDoubleSpin(m_datasetTB, QStringLiteral("workload.datasetTB"),
                     [](Scenario& s) -> double& { return s.workload.datasetTB; });
    b.bindDoubleSpin(m_targetDays, QStringLiteral("workload.targetDays"),
                     [](Scenario& s) -> double& { return s.workload.targetDays; });
    b.bindDoubleSpin(m_runsPerMonth, QStringLiteral("workload.runsPerMonth"),
                     [](Scenario& s) -> double& { return s.workload.runsPerMonth; });
    b.bindDoubleSpin(m_customGpuHours, QStringLiteral("workload.customGpuHoursPerMonth"),
                     [](Scenario& s) -> double& { return s.workload.customGpuHoursPerMonth; });
}

void WorkloadPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void WorkloadPanel::retranslate()
{
    m_measuredRuns->setText(tr("Measured runs…"));
    m_measuredRuns->setAccessibleName(tr("Measured runs"));
    m_measuredRuns->setToolTip(tr("Record a training run measured on real hardware: the estimate is calibrated from "
                                  "the closest one."));
    m_modelBox->setTitle(tr("Workload and model"));
    m_parallelBox->setTitle(tr("Parallelism and sharding"));
    m_trainingBox->setTitle(tr("Training run"));
    m_inferenceBox->setTitle(tr("Inference serving"));
    m_scheduleBox->setTitle(tr("Data and schedule"));

    setItemTexts(m_kind, qOverload<const QString&>(workloadKindText));
    setItemTexts(m_precision, precisionText);
    setItemTexts(m_optimizer, optimizerText);
    setItemTexts(m_recompute, recomputeText);
    fillModels();
    m_binder->refresh(); // refilling the model list lost its selection

    describePlanField(m_kind, workloadField("kind"));
    describePlanField(m_model, workloadField("model"));
    describePlanField(m_precision, workloadField("precision"));
    describePlanField(m_optimizer, workloadField("optimizer"));
    describePlanField(m_tensorParallel, workloadField("tensorParallel"));
    describePlanField(m_pipelineParallel, workloadField("pipelineParallel"));
    describePlanField(m_dataParallel, workloadField("dataParallel"));
    m_dataParallel->setSpecialValueText(tr("auto: all remaining GPUs"));
    describePlanField(m_zeroStage, workloadField("zeroStage"));
    describePlanField(m_fsdp, workloadField("fsdp"));
    describePlanField(m_sequenceParallel, workloadField("sequenceParallel"));
    describePlanField(m_recompute, workloadField("recompute"));
    describePlanField(m_flashAttention, workloadField("flashAttention"));
    describePlanField(m_microBatch, workloadField("microBatch"));
    describePlanField(m_sequenceLength, workloadField("sequenceLength"));
    describePlanField(m_globalBatch, workloadField("globalBatch"));
    describePlanField(m_loraRank, workloadField("loraRank"));
    describePlanField(m_epochs, workloadField("epochs"));
    describePlanField(m_checkpointInterval, workloadField("checkpointIntervalMinutes"));
    describePlanField(m_contextLength, workloadField("contextLength"));
    describePlanField(m_concurrent, workloadField("concurrentSequences"));
    describePlanField(m_targetTokens, workloadField("targetTokensPerSecond"));
    m_targetTokens->setSpecialValueText(tr("no target"));
    describePlanField(m_datasetTB, workloadField("datasetTB"));
    describePlanField(m_targetDays, workloadField("targetDays"));
    m_targetDays->setSpecialValueText(tr("no deadline"));
    describePlanField(m_runsPerMonth, workloadField("runsPerMonth"));
    describePlanField(m_customGpuHours, workloadField("customGpuHoursPerMonth"));
    updateVisibility();
    updateReadout();
    alignFieldLabels(this);
}

void WorkloadPanel::updateVisibility()
{
    const Scenario* s = m_document->scenario();
    const WorkloadKind kind = s ? s->workload.kind : WorkloadKind::FullFineTune;
    const bool custom = kind == WorkloadKind::Custom;
    const bool inference = kind == WorkloadKind::Inference;
    const bool training = !custom && !inference;
    const bool lora = kind == WorkloadKind::LoRA || kind == WorkloadKind::QLoRA;

    m_modelForm->setRowVisible(m_model, !custom);
    m_modelForm->setRowVisible(m_precision, !custom);
    m_modelForm->setRowVisible(m_optimizer, training);
    m_parallelBox->setVisible(!custom);
    if (auto* form = qobject_cast<QFormLayout*>(m_parallelBox->layout())) {
        form->setRowVisible(m_zeroStage, training);
        form->setRowVisible(m_fsdp, training);
    }
    m_trainingBox->setVisible(training);
    m_trainingForm->setRowVisible(m_loraRank, lora);
    m_inferenceBox->setVisible(inference);
    m_scheduleForm->setRowVisible(m_targetDays, training);
    m_scheduleForm->setRowVisible(m_runsPerMonth, training);
    m_scheduleForm->setRowVisible(m_customGpuHours, custom);

    // Vision training counts images, not tokens (the estimator reads tokensB as millions of images).
    const bool vision = kind == WorkloadKind::CvTraining;
    if (vision)
        describeField(m_tokens, tr("Training images (millions)"),
                      tr("Images seen per epoch, in millions: ImageNet-1k is 1.28 million. Compute is about 3 × "
                         "forward FLOPs per image."));
    else
        describePlanField(m_tokens, workloadField("tokensB"));
}

QString WorkloadPanel::readoutText() const
{
    return m_readout->text();
}

bool WorkloadPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_readout && event->type() == QEvent::ToolTip) {
        const QString text = readoutExplanation();
        QToolTip::showText(static_cast<QHelpEvent*>(event)->globalPos(), text, m_readout);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

QString WorkloadPanel::readoutExplanation() const
{
    if (!m_analysis)
        return {};
    const Estimate& e = m_analysis->estimate();
    const QLocale locale;
    QStringList lines;
    for (const auto& item : e.memory.items)
        lines << tr("%1: %2 GB = %3")
                     .arg(uiText(Message(item.labelKey)), locale.toString(item.gb, 'f', 2), uiText(item.howText));
    if (e.compute.applicable) {
        lines << tr("Work: %1").arg(uiText(e.compute.flopsHowText));
        lines << tr("Utilisation of peak: %1").arg(uiText(e.compute.mfuHowText));
        lines << tr("Scaling across nodes: %1").arg(uiText(e.compute.scalingHowText));
    }
    if (e.inference.applicable)
        lines << tr("Throughput: %1").arg(uiText(e.inference.howText));
    for (const auto& note : e.noteTexts)
        lines << uiText(note);
    return lines.join(QStringLiteral("\n"));
}

void WorkloadPanel::updateReadout()
{
    if (!m_analysis)
        return;
    const Estimate& e = m_analysis->estimate();
    const QLocale locale;
    QStringList parts;
    if (e.memory.applicable) {
        QString memory = tr("Memory per GPU: %1 GB").arg(locale.toString(e.memory.perGpuGB, 'f', 1));
        if (!e.memory.groups.empty()) {
            const GroupMemoryFit& fit = e.memory.groups.front();
            memory = fit.fits
                ? tr("Memory per GPU: %1 GB of %2 GB (fits)")
                      .arg(locale.toString(e.memory.perGpuGB, 'f', 1), locale.toString(fit.capacityGB, 'f', 0))
                : tr("Memory per GPU: %1 GB of %2 GB (does not fit)")
                      .arg(locale.toString(e.memory.perGpuGB, 'f', 1), locale.toString(fit.capacityGB, 'f', 0));
        }
        parts << memory;
    }
    if (e.compute.applicable)
        parts << (e.compute.days >= 1.0
                      ? tr("Time to train: %1 days per run").arg(locale.toString(e.compute.days, 'f', 1))
                      : tr("Time to train: %1 hours per run").arg(locale.toString(e.compute.hours, 'f', 1)));
    if (e.inference.applicable)
        parts << tr("Sustained: %1 tokens/s").arg(locale.toString(e.inference.sustainedTokensPerSecond, 'f', 0));
    if (e.kind == WorkloadKind::Custom)
        parts << tr("Demand: %1 GPU-hours a month").arg(locale.toString(e.gpuHoursPerMonth, 'f', 0));
    if (e.compute.calibration)
        parts << tr("Calibrated from your run of %1").arg(QString::fromStdString(e.compute.calibration->date));
    m_readout->setText(parts.isEmpty() ? tr("No estimate for this workload") : parts.join(QStringLiteral("\n")));
}

} // namespace planner::ui
