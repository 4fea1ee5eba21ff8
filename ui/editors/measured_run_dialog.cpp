#include "ui/editors/measured_run_dialog.h"

#include "models/plan/plan_enum_names.h"
#include "models/plan/plan_io.h"
#include "ui/common/core_text.h"
#include "ui/common/field_ui.h"
#include "ui/document/commands.h"
#include "ui/document/document.h"

#include <QComboBox>
#include <QDate>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace planner::ui {

namespace {

ChangeEvent runsEvent()
{
    return ChangeEvent::wholePlan(ChangeEvent::Part::MeasuredRuns);
}

std::vector<MeasuredRun>& runsOf(Plan& plan)
{
    return plan.measuredRuns;
}

QSpinBox* spin(QWidget* parent, int min, int max)
{
    auto* box = new QSpinBox(parent);
    box->setRange(min, max);
    box->setGroupSeparatorShown(true);
    return box;
}

QDoubleSpinBox* doubleSpin(QWidget* parent, double max, int decimals)
{
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(0, max);
    box->setDecimals(decimals);
    box->setGroupSeparatorShown(true);
    return box;
}

} // namespace

MeasuredRunDialog::MeasuredRunDialog(Document* document, QWidget* parent)
    : QDialog(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("measuredRunDialog"));
    setWindowTitle(tr("Measured runs"));

    auto* intro = new QLabel(tr("A run you measured on real hardware corrects the estimate: the closest run of the "
                                "same GPU, model and kind of training sets the speed for its own configuration, "
                                "and neighbouring configurations move in proportion. A run of exactly this "
                                "configuration with its memory peak replaces the memory estimate."),
                             this);
    intro->setWordWrap(true);

    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("measuredRunList"));
    m_list->setWordWrap(true);
    setMinimumWidth(640);
    m_remove = new QPushButton(tr("Remove run"), this);
    m_remove->setEnabled(false);

    auto* form = new QGroupBox(tr("Record a measured run"), this);
    auto* layout = new QFormLayout(form);
    m_gpu = new QComboBox(form);
    for (const auto& g : document->catalog().gpus)
        m_gpu->addItem(QString::fromStdString(g.name), QString::fromStdString(g.id));
    m_model = new QComboBox(form);
    for (const auto& m : document->catalog().models)
        m_model->addItem(QString::fromStdString(m.name), QString::fromStdString(m.id));
    m_workload = new QComboBox(form);
    for (WorkloadKind kind :
         {WorkloadKind::Pretraining, WorkloadKind::FullFineTune, WorkloadKind::LoRA, WorkloadKind::QLoRA}) {
        const QString name = QString::fromLatin1(enumName(kind).data(), static_cast<qsizetype>(enumName(kind).size()));
        m_workload->addItem(enumText(kind), name);
    }
    m_gpus = spin(form, 1, 1'000'000);
    m_gpusPerNode = spin(form, 1, 72);
    m_tensor = spin(form, 1, 1024);
    m_pipeline = spin(form, 1, 1024);
    m_microBatch = spin(form, 1, 65536);
    m_sequence = spin(form, 1, 4194304);
    m_tokens = doubleSpin(form, 1e9, 1);
    m_tokens->setObjectName(QStringLiteral("measuredTokens"));
    m_stepSeconds = doubleSpin(form, 1e6, 3);
    m_globalBatch = spin(form, 0, 1 << 24);
    m_memory = doubleSpin(form, 10'000, 1);
    m_memory->setSpecialValueText(tr("not measured"));
    m_date = new QDateEdit(QDate::currentDate(), form);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_date->setCalendarPopup(true);
    m_note = new QLineEdit(form);
    m_note->setPlaceholderText(tr("framework, version, steps averaged"));

    layout->addRow(tr("GPU"), m_gpu);
    layout->addRow(tr("Model"), m_model);
    layout->addRow(tr("Training"), m_workload);
    layout->addRow(tr("GPUs in the run"), m_gpus);
    layout->addRow(tr("GPUs per node"), m_gpusPerNode);
    layout->addRow(tr("Tensor parallel"), m_tensor);
    layout->addRow(tr("Pipeline parallel"), m_pipeline);
    layout->addRow(tr("Micro-batch"), m_microBatch);
    layout->addRow(tr("Sequence length (tokens)"), m_sequence);
    layout->addRow(tr("Measured tokens/s per GPU"), m_tokens);
    layout->addRow(tr("or: step time (s)"), m_stepSeconds);
    layout->addRow(tr("and global batch (sequences)"), m_globalBatch);
    layout->addRow(tr("Peak memory per GPU (GB)"), m_memory);
    layout->addRow(tr("Date of the run"), m_date);
    layout->addRow(tr("Note"), m_note);
    m_tokens->setToolTip(tr("Training tokens processed per second on each GPU, averaged over steps after warm-up "
                            "(Megatron-LM and torchtitan log it; else global batch × sequence length ÷ step time "
                            "÷ GPUs)."));
    m_stepSeconds->setToolTip(tr("Fill step time and global batch to compute the tokens a second per GPU."));
    m_memory->setToolTip(tr("The largest memory any GPU held, as torch.cuda.max_memory_reserved() or nvidia-smi "
                            "report it; 0 when not measured."));

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("measuredRunStatus"));
    m_status->setWordWrap(true);
    m_record = new QPushButton(tr("Record run"), this);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);

    auto* listRow = new QHBoxLayout;
    listRow->addWidget(m_list, 1);
    listRow->addWidget(m_remove, 0, Qt::AlignTop);
    auto* recordRow = new QHBoxLayout;
    recordRow->addWidget(m_status, 1);
    recordRow->addWidget(m_record);
    auto* main = new QVBoxLayout(this);
    main->addWidget(intro);
    main->addLayout(listRow);
    main->addWidget(form);
    main->addLayout(recordRow);
    main->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_record, &QPushButton::clicked, this, &MeasuredRunDialog::record);
    connect(m_remove, &QPushButton::clicked, this, &MeasuredRunDialog::removeSelected);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) { m_remove->setEnabled(row >= 0); });
    connect(m_stepSeconds, &QDoubleSpinBox::valueChanged, this, &MeasuredRunDialog::fillTokensFromStep);
    connect(m_globalBatch, &QSpinBox::valueChanged, this, &MeasuredRunDialog::fillTokensFromStep);
    for (QComboBox* box : {m_gpu, m_model, m_workload})
        connect(box, &QComboBox::currentIndexChanged, this, &MeasuredRunDialog::validate);
    for (QSpinBox* box : {m_gpus, m_gpusPerNode, m_tensor, m_pipeline, m_microBatch, m_sequence})
        connect(box, &QSpinBox::valueChanged, this, &MeasuredRunDialog::validate);
    for (QDoubleSpinBox* box : {m_tokens, m_memory})
        connect(box, &QDoubleSpinBox::valueChanged, this, &MeasuredRunDialog::validate);
    connect(m_document, &Document::changed, this, [this](const ChangeEvent& event) {
        if (event.part == ChangeEvent::Part::MeasuredRuns || event.part == ChangeEvent::Part::Reset)
            fillList();
    });

    fillFromScenario();
    fillList();
    validate();
}

void MeasuredRunDialog::fillFromScenario()
{
    const Scenario* s = m_document->scenario();
    if (!s)
        return;
    const Workload& w = s->workload;
    int gpus = 0, perNode = 1;
    std::string gpuId;
    for (const auto& g : s->cluster.nodeGroups) {
        gpus += g.gpuCount * g.nodeCount;
        if (gpuId.empty() && g.gpuCount > 0) {
            gpuId = g.gpuId;
            perNode = g.gpuCount;
        }
    }
    m_gpu->setCurrentIndex(std::max(0, m_gpu->findData(QString::fromStdString(gpuId))));
    m_model->setCurrentIndex(std::max(0, m_model->findData(QString::fromStdString(w.modelId))));
    // Inference, vision and custom workloads are not language-model training runs: offer a full fine-tune.
    const std::string_view kind = enumName(w.kind);
    const int index = m_workload->findData(QString::fromLatin1(kind.data(), static_cast<qsizetype>(kind.size())));
    m_workload->setCurrentIndex(index >= 0 ? index : m_workload->findData(QStringLiteral("full_finetune")));
    m_gpus->setValue(std::max(1, gpus));
    m_gpusPerNode->setValue(std::clamp(perNode, 1, 72));
    m_tensor->setValue(std::max(1, w.tensorParallel));
    m_pipeline->setValue(std::max(1, w.pipelineParallel));
    m_microBatch->setValue(std::max(1, w.microBatch));
    m_sequence->setValue(std::max(1, w.sequenceLength));
    m_globalBatch->setValue(std::max(0, w.globalBatch));
}

void MeasuredRunDialog::fillList()
{
    m_list->clear();
    const QLocale locale;
    for (const auto& r : m_document->plan().measuredRuns) {
        const Gpu* gpu = m_document->catalog().gpu(r.gpuId);
        const ModelPreset* model = m_document->catalog().model(r.modelId);
        const QString text
            = tr("%1: %2 × %3, %4, sequence %5, %6 tokens/s per GPU%7")
                  .arg(QString::fromStdString(r.date))
                  .arg(r.gpus)
                  .arg(QString::fromStdString(gpu ? gpu->name : r.gpuId),
                       QString::fromStdString(model ? model->name : r.modelId))
                  .arg(r.sequenceLength)
                  .arg(locale.toString(r.tokensPerSecondPerGpu, 'f', 0),
                       r.peakMemoryGB > 0 ? tr(", peak %1 GB").arg(locale.toString(r.peakMemoryGB, 'f', 1))
                                          : QString());
        auto* item = new QListWidgetItem(text, m_list);
        item->setToolTip(QString::fromStdString(r.note));
    }
    m_remove->setEnabled(m_list->currentRow() >= 0);
}

MeasuredRun MeasuredRunDialog::formRun() const
{
    MeasuredRun r;
    r.date = m_date->date().toString(Qt::ISODate).toStdString();
    r.note = m_note->text().trimmed().toStdString();
    r.gpuId = m_gpu->currentData().toString().toStdString();
    r.modelId = m_model->currentData().toString().toStdString();
    r.workload = m_workload->currentData().toString().toStdString();
    r.gpus = m_gpus->value();
    r.gpusPerNode = std::min(m_gpusPerNode->value(), m_gpus->value());
    r.tensorParallel = m_tensor->value();
    r.pipelineParallel = m_pipeline->value();
    r.microBatch = m_microBatch->value();
    r.sequenceLength = m_sequence->value();
    r.tokensPerSecondPerGpu = m_tokens->value();
    r.peakMemoryGB = m_memory->value();
    return r;
}

void MeasuredRunDialog::fillTokensFromStep()
{
    const double seconds = m_stepSeconds->value();
    if (seconds <= 0 || m_globalBatch->value() <= 0 || m_gpus->value() <= 0)
        return;
    m_tokens->setValue(static_cast<double>(m_globalBatch->value()) * m_sequence->value() / seconds / m_gpus->value());
}

void MeasuredRunDialog::validate()
{
    const auto problem = measuredRunProblem(formRun(), m_document->catalog());
    m_problem = problem ? tr("Cannot record this run: %1.").arg(uiText(*problem)) : QString();
    m_status->setText(m_problem);
    m_record->setEnabled(m_problem.isEmpty());
}

void MeasuredRunDialog::record()
{
    validate();
    if (!m_problem.isEmpty())
        return;
    const int end = static_cast<int>(m_document->plan().measuredRuns.size());
    m_document->undoStack()->push(InsertOrRemove<MeasuredRun>::insert(
        m_document, tr("Record measured run of %1").arg(m_date->date().toString(Qt::ISODate)), runsEvent(), &runsOf,
        end, formRun()));
}

void MeasuredRunDialog::removeSelected()
{
    const int row = m_list->currentRow();
    if (row < 0 || row >= static_cast<int>(m_document->plan().measuredRuns.size()))
        return;
    const QString date = QString::fromStdString(m_document->plan().measuredRuns[static_cast<std::size_t>(row)].date);
    m_document->undoStack()->push(InsertOrRemove<MeasuredRun>::remove(
        m_document, tr("Remove measured run of %1").arg(date), runsEvent(), &runsOf, row));
}

} // namespace planner::ui
