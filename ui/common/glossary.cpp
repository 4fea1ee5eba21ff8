#include "ui/common/glossary.h"

#include <QAbstractButton>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace planner::ui {

QList<GlossaryEntry> glossaryEntries()
{
    QList<GlossaryEntry> entries {
        {GlossaryDialog::tr("VRAM"),
         GlossaryDialog::tr(
             "The GPU's own memory, holding weights, gradients, optimizer states, activations and KV cache. It "
             "decides the largest model a GPU can train or serve: 24 GB on an RTX 4090, 80 GB on an H100, 96 GB "
             "on an H20.")},
        {GlossaryDialog::tr("HBM"),
         GlossaryDialog::tr(
             "High Bandwidth Memory: DRAM dies stacked beside the GPU die on one package. Data-centre GPUs use it "
             "for its bandwidth, 2–5 TB/s (H100 SXM: 3.35 TB/s), which sets the speed of LLM decoding.")},
        {GlossaryDialog::tr("GDDR"),
         GlossaryDialog::tr(
             "Graphics DRAM on the board around the GPU, used by consumer and workstation cards. Cheaper than "
             "HBM but slower: about 1 TB/s on an RTX 4090, and at most 24–48 GB per card.")},
        {GlossaryDialog::tr("NVLink"),
         GlossaryDialog::tr(
             "NVIDIA's direct GPU-to-GPU link, much faster than PCIe: 900 GB/s per H100 SXM GPU, 7× PCIe 5.0 "
             "x16. Tensor parallelism needs it; consumer cards since the RTX 40 series have none.")},
        {GlossaryDialog::tr("NVSwitch"),
         GlossaryDialog::tr(
             "A switch chip that connects every GPU's NVLinks, so all 8 GPUs of an HGX server talk to each other "
             "at full NVLink speed at once. Without it, GPUs are linked only in pairs or over PCIe.")},
        {GlossaryDialog::tr("PCIe"),
         GlossaryDialog::tr(
             "The expansion bus between CPU, GPUs, NICs and NVMe drives. A PCIe 5.0 x16 slot moves about 64 GB/s "
             "each way (4.0: 32 GB/s); a server has a fixed budget of lanes, 80–128 per CPU.")},
        {GlossaryDialog::tr("P2P"),
         GlossaryDialog::tr(
             "Peer-to-peer: one GPU reads or writes another's memory directly over PCIe or NVLink, without a copy "
             "through system RAM. NVIDIA's driver disables it on RTX 40-series GeForce cards, which slows "
             "multi-GPU training on them.")},
        {GlossaryDialog::tr("InfiniBand"),
         GlossaryDialog::tr(
             "A lossless, low-latency network for clusters, with RDMA built in. NDR InfiniBand runs 400 Gb/s per "
             "port; large training clusters give every GPU its own 400 Gb/s port.")},
        {GlossaryDialog::tr("RoCE"),
         GlossaryDialog::tr(
             "RDMA over Converged Ethernet: RDMA on Ethernet switches, tuned to be lossless (PFC, ECN). Cheaper "
             "and more common in China than InfiniBand, at 100–400 Gb/s per port, with somewhat more tuning "
             "effort.")},
        {GlossaryDialog::tr("RDMA"),
         GlossaryDialog::tr(
             "Remote Direct Memory Access: a network adapter writes into another machine's memory (even GPU "
             "memory, with GPUDirect) without involving either CPU. Multi-node training needs it: over "
             "plain TCP the gradient exchange takes several times longer.")},
        {GlossaryDialog::tr("NIC"),
         GlossaryDialog::tr(
             "Network interface card: the adapter that connects a server to the network. Training servers use "
             "one 200–400 Gb/s RDMA NIC per GPU for the scale-out fabric plus a slower one for storage and "
             "management.")},
        {GlossaryDialog::tr("PUE"),
         GlossaryDialog::tr(
             "Power Usage Effectiveness: total facility power divided by IT power. A PUE of 1.5 means 0.5 kW of "
             "cooling and losses for every 1 kW of servers; liquid-cooled halls reach 1.1–1.2.")},
        {GlossaryDialog::tr("TDP"),
         GlossaryDialog::tr(
             "Thermal Design Power: the sustained power a chip is designed to draw and shed as heat. An H100 SXM "
             "is 700 W, an RTX 4090 450 W; power supplies and cooling are sized from it.")},
        {GlossaryDialog::tr("ZeRO"),
         GlossaryDialog::tr(
             "Zero Redundancy Optimizer (DeepSpeed): shards training state over data-parallel GPUs instead of "
             "copying it. Stage 1 shards optimizer states, 2 adds gradients, 3 adds weights, so 16 bytes per "
             "parameter become 16/N on each of N GPUs.")},
        {GlossaryDialog::tr("FSDP"),
         GlossaryDialog::tr(
             "Fully Sharded Data Parallel: PyTorch's built-in equivalent of ZeRO-3. Each GPU keeps 1/N of the "
             "weights, gradients and optimizer states and gathers the full layer only while computing it.")},
        {GlossaryDialog::tr("Tensor parallelism"),
         GlossaryDialog::tr(
             "Splitting each layer's weight matrices over several GPUs that compute one layer together. It "
             "exchanges activations at every layer, so it stays inside an NVLink server, typically 8-way.")},
        {GlossaryDialog::tr("Pipeline parallelism"),
         GlossaryDialog::tr(
             "Splitting the model's layers into consecutive stages on different GPUs, passing activations from "
             "stage to stage. It needs little bandwidth, so it spans nodes, but idles GPUs in the pipeline "
             "bubble unless there are many micro-batches.")},
        {GlossaryDialog::tr("Data parallelism"),
         GlossaryDialog::tr(
             "Running replicas of the model on different slices of each batch and averaging their gradients "
             "every step. The simplest way to scale; each step all-reduces a full copy of the gradients (2 bytes "
             "per parameter in BF16).")},
        {GlossaryDialog::tr("Activation checkpointing (recompute)"),
         GlossaryDialog::tr(
             "Storing only some activations in the forward pass and recomputing the rest in the backward pass. "
             "Trades compute for memory: full recompute costs about 33% more compute and cuts activation memory "
             "by 5–10×.")},
        {GlossaryDialog::tr("Mixed precision"),
         GlossaryDialog::tr(
             "Training with 16-bit (BF16) or 8-bit (FP8) arithmetic while the optimizer keeps an FP32 master "
             "copy of the weights. Doubles throughput over FP32 and halves activation memory; AdamW then needs "
             "16 bytes per parameter.")},
        {GlossaryDialog::tr("BF16"),
         GlossaryDialog::tr(
             "Brain floating point: a 16-bit format with FP32's exponent range and an 8-bit mantissa. It rarely "
             "overflows, so it needs no loss scaling; the default training format on A100, H100 and Ascend "
             "910B.")},
        {GlossaryDialog::tr("FP8"),
         GlossaryDialog::tr(
             "8-bit floating point (E4M3 and E5M2), supported by NVIDIA Ada (RTX 4090), Hopper (H100, H20) and newer "
             "GPUs. "
             "Doubles the peak FLOPS over BF16 for matrix multiplies; Transformer Engine keeps per-tensor "
             "scales to preserve accuracy.")},
        {GlossaryDialog::tr("LoRA"),
         GlossaryDialog::tr(
             "Low-Rank Adaptation: freeze the model and train small rank-r matrices beside its projections. "
             "With rank 16 the adapters are well under 1% of the parameters, so a 70B model fine-tunes with "
             "only its BF16 weights (140 GB) as the big memory item.")},
        {GlossaryDialog::tr("QLoRA"),
         GlossaryDialog::tr(
             "LoRA on a base model quantised to 4 bits (NF4): weights take about 0.5 bytes per parameter, so a "
             "70B model's base fits in about 40 GB. Slower than LoRA because weights are dequantised on the "
             "fly.")},
        {GlossaryDialog::tr("KV cache"),
         GlossaryDialog::tr(
             "The keys and values of every earlier token, kept per sequence so generation does not recompute "
             "them. It grows with context length and concurrent sequences: Llama 3.1 70B needs about 2.7 GB per "
             "8k-token sequence in BF16.")},
        {GlossaryDialog::tr("MFU"),
         GlossaryDialog::tr(
             "Model FLOPs Utilisation: the model's useful FLOPs per second divided by the GPUs' peak. Well-tuned "
             "LLM training reaches 35–55%; it turns peak TFLOPS into a realistic time to train.")},
        {GlossaryDialog::tr("TCO"),
         GlossaryDialog::tr(
             "Total Cost of Ownership: every cost of an option over the horizon, not only the purchase price: "
             "hardware, power, colocation, staff, maintenance, financing, minus the residual value. Usually "
             "compared over 36 months.")},
        {GlossaryDialog::tr("NPV"),
         GlossaryDialog::tr(
             "Net Present Value: future payments discounted to today's money at the discount rate. At 8% a "
             "year, CNY 100 paid in three years is worth about CNY 79 today, which favours options that pay "
             "later.")},
        {GlossaryDialog::tr("Capex"),
         GlossaryDialog::tr(
             "Capital expenditure: money spent up front on assets that last years, such as servers, switches "
             "and cooling. Depreciated over their life, typically three to five years for GPU servers.")},
        {GlossaryDialog::tr("Opex"),
         GlossaryDialog::tr(
             "Operating expenditure: recurring costs of running, such as electricity, colocation, staff, "
             "maintenance and cloud rental. Renting turns the whole cluster into opex.")},
        {GlossaryDialog::tr("Colocation"),
         GlossaryDialog::tr(
             "Renting rack space, power and cooling in someone else's data centre (IDC) for servers you own. "
             "Priced per rack or per kW a month; in Shenzhen about CNY 1,100 per kW-month.")},
        {GlossaryDialog::tr("Reserved instance"),
         GlossaryDialog::tr(
             "Cloud capacity committed for a term, typically one or three years, at a discount of about 30–60% "
             "off on-demand. You pay whether you use it or not.")},
        {GlossaryDialog::tr("On-demand"),
         GlossaryDialog::tr(
             "Cloud capacity rented by the hour with no commitment, at the highest hourly price. Best for bursts "
             "and low utilisation; GPUs may be unavailable when the region is busy.")},
        {GlossaryDialog::tr("Bare metal"),
         GlossaryDialog::tr(
             "A whole physical server rented without a hypervisor, usually by the month, often with the same 8 "
             "GPUs, NVLink and RDMA NICs as an owned HGX server. Full performance, no hardware to buy.")},
        {GlossaryDialog::tr("Break-even"),
         GlossaryDialog::tr(
             "The point where two options cost the same: the month when owning's cumulative cost falls below "
             "renting's, or the utilisation above which owning is cheaper. Typical GPU purchases break even "
             "after 12–24 months at high utilisation.")},
        {GlossaryDialog::tr("Residual value"),
         GlossaryDialog::tr(
             "What the hardware is still worth at the end of the horizon, credited back to the purchase option. "
             "Data-centre GPUs have kept about 15–30% of their price after three years.")},
        {GlossaryDialog::tr("HGX"),
         GlossaryDialog::tr(
             "NVIDIA's baseboard with 4 or 8 SXM GPUs joined by NVLink and NVSwitch, built into servers by "
             "Inspur, Supermicro, Dell and others. An 8-GPU HGX H100 server draws about 10 kW.")},
        {GlossaryDialog::tr("SXM"),
         GlossaryDialog::tr(
             "NVIDIA's mezzanine socket for data-centre GPUs, mounted on an HGX board instead of a PCIe slot. It "
             "allows higher power (700 W for H100) and full NVLink; the PCIe version of the same GPU is slower.")},
        {GlossaryDialog::tr("ECC"),
         GlossaryDialog::tr(
             "Error-correcting code memory: detects and corrects bit flips. Data-centre GPUs and server RAM have "
             "it; consumer GPUs do not, so a long training run can be silently corrupted.")},
        {GlossaryDialog::tr("Export control"),
         GlossaryDialog::tr(
             "Rules that restrict selling advanced chips to some countries, notably the US EAR rules of October "
             "2022 and 2023. They bar the H100 and A100 from China; the H20 and RTX 4090D are cut-down versions made "
             "for that market, "
             "and the rules keep changing.")},
        {GlossaryDialog::tr("Gradient accumulation"),
         GlossaryDialog::tr(
             "Running several micro-batches and adding their gradients before one optimizer step, so a large "
             "global batch fits in small memory. Costs no extra memory, only time per step.")},
        {GlossaryDialog::tr("FlashAttention"),
         GlossaryDialog::tr(
             "A fused attention kernel that computes attention in tiles and never stores the full "
             "sequence × sequence matrix. Activation memory becomes linear in sequence length and attention runs "
             "2–4× faster.")},
        {GlossaryDialog::tr("NVMe"),
         GlossaryDialog::tr(
             "The protocol of solid-state drives attached over PCIe: 7 GB/s per PCIe 4.0 drive, 14 GB/s per "
             "PCIe 5.0 drive. Training nodes keep datasets and checkpoints on 4–8 of them in RAID 0.")},
        {GlossaryDialog::tr("TFLOPS"),
         GlossaryDialog::tr(
             "Trillions of floating-point operations per second, the peak arithmetic rate of a GPU. An H100 SXM "
             "reaches about 989 dense BF16 TFLOPS; real training achieves a fraction of it (see MFU).")},
        {GlossaryDialog::tr("MoE"),
         GlossaryDialog::tr(
             "Mixture of Experts: a model whose layers route each token to a few of many expert networks. "
             "DeepSeek-V3 has 671B parameters but uses 37B per token, so it computes like a small model and "
             "needs the memory of a large one.")},
        {GlossaryDialog::tr("Depreciation"),
         GlossaryDialog::tr("Spreading a purchase's cost over its useful life in the accounts. GPU servers are usually "
                            "depreciated over three years, which is why TCO comparisons use a 36-month horizon.")},
        {GlossaryDialog::tr("VAT"),
         GlossaryDialog::tr(
             "Value-added tax on hardware and services. In China 13% on hardware and 6% on cloud services; "
             "a company that can recover it pays the net price, others pay it in full.")},
        {GlossaryDialog::tr("Oversubscription"),
         GlossaryDialog::tr(
             "The ratio of a network switch's downlink to uplink capacity. 1:1 is non-blocking; 2:1 or more "
             "saves switches but can slow all-reduce traffic between racks.")},
        {GlossaryDialog::tr("CUDA"),
         GlossaryDialog::tr(
             "NVIDIA's GPU programming platform, on which PyTorch, DeepSpeed and most AI software run. Each GPU "
             "generation needs a minimum CUDA and driver version; Ascend uses CANN instead.")},
        {GlossaryDialog::tr("Slurm"),
         GlossaryDialog::tr(
             "The open-source job scheduler most GPU clusters use to share nodes among users: jobs ask for GPUs "
             "and wait in a queue. Good scheduling is what raises utilisation above 50%.")},
    };
    std::sort(entries.begin(), entries.end(), [](const GlossaryEntry& a, const GlossaryEntry& b) {
        return QString::localeAwareCompare(a.term, b.term) < 0;
    });
    return entries;
}

void describeField(QWidget* field, const QString& name, const QString& toolTip)
{
    field->setAccessibleName(name);
    field->setToolTip(toolTip);
    if (auto* button = qobject_cast<QAbstractButton*>(field))
        button->setText(name);
    // The label belongs to the field or to the row widget that holds it (a slider with its value).
    for (QWidget* row = field; row && row->parentWidget(); row = row->parentWidget()) {
        auto* form = qobject_cast<QFormLayout*>(row->parentWidget()->layout());
        if (!form)
            continue;
        if (auto* label = qobject_cast<QLabel*>(form->labelForField(row))) {
            label->setText(name);
            label->setToolTip(toolTip);
            label->setBuddy(field);
            return;
        }
    }
}

void alignFieldLabels(QWidget* panel)
{
    QList<QLabel*> labels;
    int width = 0;
    for (QLabel* label : panel->findChildren<QLabel*>())
        if (label->buddy()) {
            label->setMinimumWidth(0);
            width = std::max(width, label->sizeHint().width());
            labels << label;
        }
    for (QLabel* label : labels)
        label->setMinimumWidth(width);
}

GlossaryDialog::GlossaryDialog(QWidget* parent)
    : QDialog(parent)
    , m_searchLabel(new QLabel(this))
    , m_search(new QLineEdit(this))
    , m_terms(new QListWidget(this))
    , m_definition(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("glossaryDialog"));
    m_search->setClearButtonEnabled(true);
    m_searchLabel->setBuddy(m_search);
    m_definition->setOpenLinks(false);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_terms);
    splitter->addWidget(m_definition);
    splitter->setStretchFactor(1, 2);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_search, &QLineEdit::textChanged, this, &GlossaryDialog::fill);
    connect(m_terms, &QListWidget::currentRowChanged, this, &GlossaryDialog::showCurrent);

    auto* search = new QHBoxLayout;
    search->addWidget(m_searchLabel);
    search->addWidget(m_search, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(search);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    resize(760, 480);
    retranslate();
}

QString GlossaryDialog::currentDefinition() const
{
    return m_definition->toPlainText();
}

void GlossaryDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void GlossaryDialog::retranslate()
{
    setWindowTitle(tr("Glossary"));
    m_searchLabel->setText(tr("&Search:"));
    m_search->setPlaceholderText(tr("Term or words of a definition, e.g. memory"));
    m_search->setToolTip(tr("Shows the terms whose name or definition contains these words"));
    m_search->setAccessibleName(tr("Search the glossary"));
    m_terms->setAccessibleName(tr("Terms"));
    m_terms->setToolTip(tr("Pick a term to read its definition"));
    m_definition->setAccessibleName(tr("Definition"));
    m_entries = glossaryEntries();
    fill();
}

void GlossaryDialog::fill()
{
    const QString wanted = m_search->text().trimmed();
    const QString current = m_terms->currentItem() ? m_terms->currentItem()->text() : QString();
    m_terms->clear();
    for (int i = 0; i < m_entries.size(); ++i) {
        const GlossaryEntry& e = m_entries[i];
        if (!wanted.isEmpty() && !e.term.contains(wanted, Qt::CaseInsensitive)
            && !e.definition.contains(wanted, Qt::CaseInsensitive))
            continue;
        auto* item = new QListWidgetItem(e.term, m_terms);
        item->setData(Qt::UserRole, i);
    }
    const auto kept = m_terms->findItems(current, Qt::MatchExactly);
    m_terms->setCurrentRow(kept.isEmpty() ? 0 : m_terms->row(kept.front()));
    showCurrent();
}

void GlossaryDialog::showCurrent()
{
    const QListWidgetItem* item = m_terms->currentItem();
    if (!item) {
        m_definition->setPlainText(tr("No term matches the search."));
        return;
    }
    const GlossaryEntry& e = m_entries[item->data(Qt::UserRole).toInt()];
    m_definition->setHtml(QStringLiteral("<h2>%1</h2><p style=\"font-size:large\">%2</p>")
                              .arg(e.term.toHtmlEscaped(), e.definition.toHtmlEscaped()));
}

} // namespace planner::ui
