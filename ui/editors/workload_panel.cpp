#include "editors/workload_panel.h"

#include "document/analysis.h"
#include "document/document.h"
#include "document/scenario_binder.h"
#include "shell/glossary.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QVBoxLayout>

namespace planner::ui {

namespace {

QSpinBox* spin(QWidget* parent, int minimum, int maximum)
{
    auto* box = new QSpinBox(parent);
    box->setRange(minimum, maximum);
    box->setGroupSeparatorShown(true);
    box->setAccelerated(true);
    return box;
}

QDoubleSpinBox* doubleSpin(QWidget* parent, double minimum, double maximum, int decimals)
{
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(minimum, maximum);
    box->setDecimals(decimals);
    box->setGroupSeparatorShown(true);
    box->setAccelerated(true);
    return box;
}

template <typename E> QComboBox* enumCombo(QWidget* parent)
{
    auto* box = new QComboBox(parent);
    for (const auto& entry : EnumNames<E>::entries) {
        const QString name = QString::fromUtf8(entry.second.data(), static_cast<qsizetype>(entry.second.size()));
        box->addItem(name, name);
    }
    return box;
}

// Gives each item of an enum combo its display text; items keep enumName() as data.
template <typename F> void setItemTexts(QComboBox* box, F text)
{
    for (int i = 0; i < box->count(); ++i)
        box->setItemText(i, text(box->itemData(i).toString()));
}

QString kindText(const QString& name)
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
    m_readout = new QLabel(this);
    m_readout->setObjectName(QStringLiteral("workloadReadout"));
    m_readout->setWordWrap(true);
    m_readout->setTextFormat(Qt::PlainText);
    m_readout->setVisible(m_analysis != nullptr);
    QFont readoutFont = m_readout->font();
    readoutFont.setBold(true);
    m_readout->setFont(readoutFont);

    m_modelBox = new QGroupBox(this);
    m_modelForm = new QFormLayout(m_modelBox);
    m_kind = enumCombo<WorkloadKind>(m_modelBox);
    m_model = new QComboBox(m_modelBox);
    m_precision = enumCombo<Precision>(m_modelBox);
    m_optimizer = enumCombo<Optimizer>(m_modelBox);
    m_modelForm->addRow(new QLabel(this), m_kind);
    m_modelForm->addRow(new QLabel(this), m_model);
    m_modelForm->addRow(new QLabel(this), m_precision);
    m_modelForm->addRow(new QLabel(this), m_optimizer);

    m_parallelBox = new QGroupBox(this);
    auto* parallel = new QFormLayout(m_parallelBox);
    m_tensorParallel = spin(m_parallelBox, 1, 64);
    m_pipelineParallel = spin(m_parallelBox, 1, 256);
    m_dataParallel = spin(m_parallelBox, 0, 1'000'000);
    m_zeroStage = spin(m_parallelBox, 0, 3);
    m_fsdp = new QCheckBox(m_parallelBox);
    parallel->addRow(new QLabel(this), m_tensorParallel);
    parallel->addRow(new QLabel(this), m_pipelineParallel);
    parallel->addRow(new QLabel(this), m_dataParallel);
    parallel->addRow(new QLabel(this), m_zeroStage);
    parallel->addRow(m_fsdp);

    m_trainingBox = new QGroupBox(this);
    m_trainingForm = new QFormLayout(m_trainingBox);
    m_recompute = enumCombo<Recompute>(m_trainingBox);
    m_flashAttention = new QCheckBox(m_trainingBox);
    m_microBatch = spin(m_trainingBox, 1, 65'536);
    m_sequenceLength = spin(m_trainingBox, 1, 4'194'304);
    m_globalBatch = spin(m_trainingBox, 1, 100'000'000);
    m_tokens = doubleSpin(m_trainingBox, 0, 1e6, 2);
    m_loraRank = spin(m_trainingBox, 1, 4096);
    m_epochs = spin(m_trainingBox, 1, 10'000);
    m_trainingForm->addRow(new QLabel(this), m_recompute);
    m_trainingForm->addRow(m_flashAttention);
    m_trainingForm->addRow(new QLabel(this), m_microBatch);
    m_trainingForm->addRow(new QLabel(this), m_sequenceLength);
    m_trainingForm->addRow(new QLabel(this), m_globalBatch);
    m_trainingForm->addRow(new QLabel(this), m_tokens);
    m_trainingForm->addRow(new QLabel(this), m_epochs);
    m_trainingForm->addRow(new QLabel(this), m_loraRank);

    m_inferenceBox = new QGroupBox(this);
    auto* inference = new QFormLayout(m_inferenceBox);
    m_contextLength = spin(m_inferenceBox, 1, 4'194'304);
    m_concurrent = spin(m_inferenceBox, 1, 1'000'000);
    m_targetTokens = doubleSpin(m_inferenceBox, 0, 1e9, 0);
    inference->addRow(new QLabel(this), m_contextLength);
    inference->addRow(new QLabel(this), m_concurrent);
    inference->addRow(new QLabel(this), m_targetTokens);

    m_scheduleBox = new QGroupBox(this);
    m_scheduleForm = new QFormLayout(m_scheduleBox);
    m_datasetTB = doubleSpin(m_scheduleBox, 0, 1e6, 2);
    m_targetDays = doubleSpin(m_scheduleBox, 0, 3650, 1);
    m_runsPerMonth = doubleSpin(m_scheduleBox, 0, 10'000, 2);
    m_customGpuHours = doubleSpin(m_scheduleBox, 0, 1e9, 0);
    m_scheduleForm->addRow(new QLabel(this), m_datasetTB);
    m_scheduleForm->addRow(new QLabel(this), m_targetDays);
    m_scheduleForm->addRow(new QLabel(this), m_runsPerMonth);
    m_scheduleForm->addRow(new QLabel(this), m_customGpuHours);

    // Long catalog names must not force the dock wide; the full text is in the popup.
    for (QComboBox* box : findChildren<QComboBox*>()) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(16);
    }
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_readout);
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
    m_modelBox->setTitle(tr("Workload and model"));
    m_parallelBox->setTitle(tr("Parallelism and sharding"));
    m_trainingBox->setTitle(tr("Training run"));
    m_inferenceBox->setTitle(tr("Inference serving"));
    m_scheduleBox->setTitle(tr("Data and schedule"));

    setItemTexts(m_kind, kindText);
    setItemTexts(m_precision, precisionText);
    setItemTexts(m_optimizer, optimizerText);
    setItemTexts(m_recompute, recomputeText);
    fillModels();
    m_binder->refresh(); // refilling the model list lost its selection

    describeField(m_kind, tr("Workload kind"),
                  tr("What the cluster will run. Training kinds are sized by memory per GPU and time to train; "
                     "inference by KV cache and tokens per second; a custom workload is only a number of "
                     "GPU-hours a month for the cost comparison."));
    describeField(m_model, tr("Model"),
                  tr("The model preset, with its parameter count. Parameters drive everything: a 70B model in BF16 "
                     "is 140 GB of weights alone, more than one 80 GB GPU holds, before gradients and optimizer "
                     "states (16 bytes per parameter for full training with AdamW)."));
    describeField(m_precision, tr("Precision"),
                  tr("Number format of weights and arithmetic. BF16 mixed precision (2 bytes per weight) is the "
                     "default for training; FP8 doubles throughput on H100/H20-class GPUs; INT8/INT4 quantisation "
                     "shrinks weights to 1 or 0.5 bytes for inference and QLoRA."));
    describeField(m_optimizer, tr("Optimizer"),
                  tr("AdamW keeps an FP32 master copy, momentum and variance: 12 bytes per trained parameter on "
                     "top of weights and gradients. 8-bit AdamW cuts the states to 6 bytes, SGD with momentum to 8 "
                     "(master + momentum), Adafactor to about 4 (master + factored second moments)."));
    describeField(m_tensorParallel, tr("Tensor parallel"),
                  tr("GPUs that split every layer's matrices between them (Megatron-style). Needs fast GPU-GPU "
                     "links: keep it within one NVLink server, typically 2, 4 or 8. Divides weights and "
                     "activations per GPU by this number."));
    describeField(m_pipelineParallel, tr("Pipeline parallel"),
                  tr("Stages the layers are split into, one after another, each on its own GPUs. Tolerates slower "
                     "links than tensor parallelism, so it is used across nodes for very large models; it leaves "
                     "GPUs idle in the pipeline bubble unless there are many micro-batches."));
    describeField(m_dataParallel, tr("Data parallel"),
                  tr("Model replicas that each train on a different slice of the batch and average gradients. "
                     "Auto uses every GPU not taken by tensor × pipeline parallelism, e.g. 16 GPUs with tensor "
                     "parallel 8 give data parallel 2."));
    m_dataParallel->setSpecialValueText(tr("auto: all remaining GPUs"));
    describeField(m_zeroStage, tr("ZeRO stage"),
                  tr("DeepSpeed ZeRO shards training state across data-parallel GPUs. Stage 1 shards optimizer "
                     "states, stage 2 also gradients, stage 3 also weights: ZeRO-3 turns 16 bytes per parameter "
                     "into 16/N on each of N GPUs, at the cost of more network traffic."));
    describeField(m_fsdp, tr("FSDP full sharding"),
                  tr("PyTorch Fully Sharded Data Parallel: shards weights, gradients and optimizer states like "
                     "ZeRO-3. Tick it when the training script uses FSDP instead of DeepSpeed."));
    describeField(m_recompute, tr("Activation recompute"),
                  tr("Activation checkpointing: drop intermediate activations in the forward pass and recompute "
                     "them in the backward pass. Selective recomputes attention only (about 5% extra compute, "
                     "most of the memory saved); full recomputes every layer (about 33% extra compute)."));
    describeField(m_flashAttention, tr("FlashAttention"),
                  tr("A fused attention kernel that never stores the sequence × sequence attention matrix: "
                     "activation memory grows linearly with sequence length instead of quadratically. On for "
                     "practically every modern LLM stack."));
    describeField(m_microBatch, tr("Micro-batch"),
                  tr("Sequences (or images) each GPU processes in one forward and backward pass. Activation "
                     "memory grows with it; 1–4 is typical for LLMs. Gradient accumulation repeats micro-batches "
                     "until the global batch is reached."));
    describeField(m_sequenceLength, tr("Sequence length"),
                  tr("Tokens per training sample. Activation memory grows in proportion (or quadratically "
                     "without FlashAttention); 2,048–8,192 is typical for fine-tuning, 32k+ for long-context "
                     "training."));
    describeField(m_globalBatch, tr("Global batch"),
                  tr("Sequences (or images) per optimizer step across all GPUs = micro-batch × data parallel × "
                     "gradient accumulation steps. 64–512 for fine-tuning; millions of tokens per step for "
                     "pretraining."));
    describeField(m_loraRank, tr("LoRA rank"),
                  tr("Width of the low-rank adapter matrices trained beside the frozen weights. Rank 8–64 is "
                     "typical; the adapters are well under 1% of the model's parameters, so gradients and "
                     "optimizer states are tiny."));
    describeField(m_epochs, tr("Epochs"),
                  tr("Passes over the training data. Fine-tuning often uses 1–3; pretraining usually sees each "
                     "token once. Compute and time grow in proportion."));
    describeField(m_contextLength, tr("Context length"),
                  tr("Tokens of prompt plus answer each served sequence keeps in the KV cache. Memory grows in "
                     "proportion: Llama 3.1 70B needs about 2.7 GB of KV cache per 8,192-token sequence in "
                     "BF16."));
    describeField(m_concurrent, tr("Concurrent sequences"),
                  tr("Requests served at the same time (the decode batch). More sequences give more tokens per "
                     "second in total but each needs its own KV cache; memory sets the limit."));
    describeField(m_targetTokens, tr("Target tokens per second"),
                  tr("Total generated tokens per second the service must sustain across all users; 0 = no "
                     "target. Decoding is limited by memory bandwidth: every step reads all weights once."));
    m_targetTokens->setSpecialValueText(tr("no target"));
    describeField(m_datasetTB, tr("Dataset (TB)"),
                  tr("Size of the training data on disk. Each node keeps a copy on local NVMe to feed its GPUs, "
                     "with room for checkpoints: a 70B full checkpoint with AdamW states is about 1 TB."));
    describeField(m_targetDays, tr("Target days per run"),
                  tr("Deadline for one training run in days; 0 = no deadline. A finding warns when the estimated "
                     "time to train exceeds it."));
    m_targetDays->setSpecialValueText(tr("no deadline"));
    describeField(m_runsPerMonth, tr("Runs per month"),
                  tr("Training runs a month. With demand from the workload, GPU-hours per run × runs a month is "
                     "the demand the cost comparison buys or rents."));
    describeField(m_customGpuHours, tr("GPU-hours per month"),
                  tr("Demand of a custom workload in GPU-hours a month, e.g. 8 GPUs busy 12 hours on 22 working "
                     "days = 2,112 GPU-hours. No memory or time estimate is made."));
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
    describeField(m_tokens, vision ? tr("Training images (millions)") : tr("Training tokens (billions)"),
                  vision ? tr("Images seen per epoch, in millions: ImageNet-1k is 1.28 million. Compute is about "
                              "3 × forward FLOPs per image.")
                         : tr("Tokens of training data per epoch, in billions. Compute is about 6 × parameters × "
                              "tokens (4 × for LoRA): a 70B model on 2B tokens needs 8.5 × 10²⁰ FLOPs."));
}

QString WorkloadPanel::readoutText() const
{
    return m_readout->text();
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
    m_readout->setText(parts.isEmpty() ? tr("No estimate for this workload") : parts.join(QStringLiteral("\n")));
}

} // namespace planner::ui
