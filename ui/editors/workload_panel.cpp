#include "ui/editors/workload_panel.h"

#include "models/plan/plan_enum_names.h"
#include "ui/common/core_text.h"
#include "ui/common/field_ui.h"
#include "ui/common/full_names.h"
#include "ui/common/glossary.h"
#include "ui/common/text_block.h"
#include "ui/document/analysis.h"
#include "ui/document/document.h"
#include "ui/document/scenario_binder.h"
#include "ui/editors/measured_run_dialog.h"

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

QSpinBox* spin(QWidget* parent)
{
    auto* box = new QSpinBox(parent);
    box->setGroupSeparatorShown(true);
    box->setAccelerated(true);
    return box;
}

QDoubleSpinBox* doubleSpin(QWidget* parent, int decimals)
{
    auto* box = new QDoubleSpinBox(parent);
    box->setDecimals(decimals);
    box->setGroupSeparatorShown(true);
    box->setAccelerated(true);
    return box;
}

QString formatParams(double paramsB)
{
    const QLocale locale;
    if (paramsB >= 1.0)
        return WorkloadPanel::tr("%1B").arg(locale.toString(paramsB, 'g', 3));
    return WorkloadPanel::tr("%1M").arg(locale.toString(paramsB * 1000.0, 'g', 3));
}

} // namespace

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
    m_kind = new NarrowComboBox(m_modelBox);
    m_model = new NarrowComboBox(m_modelBox);
    m_precision = new NarrowComboBox(m_modelBox);
    m_optimizer = new NarrowComboBox(m_modelBox);
    m_modelForm->addRow(new QLabel(this), m_kind);
    m_modelForm->addRow(new QLabel(this), m_model);
    m_modelForm->addRow(new QLabel(this), m_precision);
    m_modelForm->addRow(new QLabel(this), m_optimizer);

    m_parallelBox = new QGroupBox(this);
    auto* parallel = new QFormLayout(m_parallelBox);
    m_tensorParallel = spin(m_parallelBox);
    m_pipelineParallel = spin(m_parallelBox);
    m_dataParallel = spin(m_parallelBox);
    m_zeroStage = spin(m_parallelBox);
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
    m_recompute = new NarrowComboBox(m_trainingBox);
    m_flashAttention = new QCheckBox(m_trainingBox);
    m_microBatch = spin(m_trainingBox);
    m_sequenceLength = spin(m_trainingBox);
    m_globalBatch = spin(m_trainingBox);
    m_tokens = doubleSpin(m_trainingBox, 2);
    m_loraRank = spin(m_trainingBox);
    m_epochs = spin(m_trainingBox);
    m_checkpointInterval = spin(m_trainingBox);
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
    m_contextLength = spin(m_inferenceBox);
    m_concurrent = spin(m_inferenceBox);
    m_targetTokens = doubleSpin(m_inferenceBox, 0);
    inference->addRow(new QLabel(this), m_contextLength);
    inference->addRow(new QLabel(this), m_concurrent);
    inference->addRow(new QLabel(this), m_targetTokens);

    m_scheduleBox = new QGroupBox(this);
    m_scheduleForm = new QFormLayout(m_scheduleBox);
    m_datasetTB = doubleSpin(m_scheduleBox, 2);
    m_targetDays = doubleSpin(m_scheduleBox, 1);
    m_runsPerMonth = doubleSpin(m_scheduleBox, 2);
    m_customGpuHours = doubleSpin(m_scheduleBox, 0);
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
    b.bind(m_kind, planField<&Workload::kind>());
    b.bind(m_model, planField<&Workload::modelId>());
    b.bind(m_precision, planField<&Workload::precision>());
    b.bind(m_optimizer, planField<&Workload::optimizer>());
    b.bind(m_tensorParallel, planField<&Workload::tensorParallel>());
    b.bind(m_pipelineParallel, planField<&Workload::pipelineParallel>());
    b.bind(m_dataParallel, planField<&Workload::dataParallel>());
    b.bind(m_zeroStage, planField<&Workload::zeroStage>());
    b.bind(m_fsdp, planField<&Workload::fsdp>());
    b.bind(m_sequenceParallel, planField<&Workload::sequenceParallel>());
    b.bind(m_recompute, planField<&Workload::recompute>());
    b.bind(m_flashAttention, planField<&Workload::flashAttention>());
    b.bind(m_microBatch, planField<&Workload::microBatch>());
    b.bind(m_sequenceLength, planField<&Workload::sequenceLength>());
    b.bind(m_globalBatch, planField<&Workload::globalBatch>());
    b.bind(m_tokens, planField<&Workload::tokensB>());
    b.bind(m_loraRank, planField<&Workload::loraRank>());
    b.bind(m_epochs, planField<&Workload::epochs>());
    b.bind(m_checkpointInterval, planField<&Workload::checkpointIntervalMinutes>());
    b.bind(m_contextLength, planField<&Workload::contextLength>());
    b.bind(m_concurrent, planField<&Workload::concurrentSequences>());
    b.bind(m_targetTokens, planField<&Workload::targetTokensPerSecond>());
    b.bind(m_datasetTB, planField<&Workload::datasetTB>());
    b.bind(m_targetDays, planField<&Workload::targetDays>());
    b.bind(m_runsPerMonth, planField<&Workload::runsPerMonth>());
    b.bind(m_customGpuHours, planField<&Workload::customGpuHoursPerMonth>());
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

    fillModels();
    m_binder->refresh(); // refilling the model list lost its selection
    m_binder->retranslate(); // labels, tooltips and the names of choices

    m_dataParallel->setSpecialValueText(tr("auto: all remaining GPUs"));
    m_targetTokens->setSpecialValueText(tr("no target"));
    m_targetDays->setSpecialValueText(tr("no deadline"));
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
        describePlanField(m_tokens, planField<&Workload::tokensB>());
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
