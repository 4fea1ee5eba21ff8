#include "ui/editors/gpu_picker.h"

#include "ui/common/core_text.h"
#include "ui/document/document.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

#include <set>
#include <string_view>

namespace planner::ui {

// ---- GpuFilterProxy ----

void GpuFilterProxy::setVendor(const QString& vendor)
{
    m_vendor = vendor;
    invalidateRowsFilter();
}

void GpuFilterProxy::setMinimumMemoryGB(double gb)
{
    m_minimumMemoryGB = gb;
    invalidateRowsFilter();
}

void GpuFilterProxy::setFormFactor(std::optional<FormFactor> form)
{
    m_formFactor = form;
    invalidateRowsFilter();
}

void GpuFilterProxy::setMarket(const std::string& market)
{
    m_market = market;
    invalidateRowsFilter();
}

bool GpuFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const auto* model = qobject_cast<const CatalogModel*>(sourceModel());
    if (!model)
        return false;
    const Gpu& gpu = model->catalog().gpus.at(static_cast<std::size_t>(sourceRow));
    if (!m_vendor.isEmpty() && QString::fromStdString(gpu.vendor) != m_vendor)
        return false;
    if (gpu.memoryGB < m_minimumMemoryGB)
        return false;
    if (m_formFactor && gpu.formFactor != *m_formFactor)
        return false;
    // Licence required, barred, not sold or unknown: not something a buyer in this market can order.
    if (!m_market.empty() && marketStatus(gpu, m_market) != MarketStatus::Available)
        return false;
    return CatalogSearchProxy::filterAcceptsRow(sourceRow, sourceParent);
}

// ---- GpuPickerDialog ----

GpuPickerDialog::GpuPickerDialog(Document* document, QWidget* parent)
    : QDialog(parent)
    , m_document(document)
    , m_model(new CatalogModel(document, *findCatalogKind("gpus"), this))
    , m_proxy(new GpuFilterProxy(this))
    , m_market(currentMarket(*document))
    , m_search(new QLineEdit(this))
    , m_vendor(new QComboBox(this))
    , m_memory(new QSpinBox(this))
    , m_form(new QComboBox(this))
    , m_available(new QCheckBox(this))
    , m_count(new QLabel(this))
    , m_table(new QTableView(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("gpuPicker"));
    m_proxy->setSourceModel(m_model);
    m_search->setClearButtonEnabled(true);
    m_memory->setRange(0, 512);
    m_memory->setSingleStep(8);
    m_available->setEnabled(!m_market.empty());

    std::set<QString> vendors;
    for (const auto& gpu : document->catalog().gpus)
        vendors.insert(QString::fromStdString(gpu.vendor));
    m_vendor->addItem(QString(), QString()); // "Any vendor", named in retranslate()
    for (const auto& vendor : vendors)
        m_vendor->addItem(vendor, vendor);
    for (int i = 0; i < 5; ++i) // "Any" and the four form factors, named in retranslate()
        m_form->addItem(QString(), i - 1);

    m_table->setModel(m_proxy);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_table->horizontalHeader()->setSortIndicatorClearable(true);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    const std::set<std::string_view> shown = {"name", "vendor", "memory", "bf16", "tdp", "form", "price", "market"};
    for (int column = 0; column < m_model->columnCount(); ++column)
        m_table->setColumnHidden(column,
                                 column >= m_model->ownColumnCount()
                                     || !shown.count(m_model->kind().columns[static_cast<std::size_t>(column)].id));
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);

    auto* filters = new QGridLayout;
    for (int i = 0; i < 4; ++i)
        m_labels.push_back(new QLabel(this));
    filters->addWidget(m_labels[0], 0, 0);
    filters->addWidget(m_search, 0, 1, 1, 3);
    filters->addWidget(m_labels[1], 1, 0);
    filters->addWidget(m_vendor, 1, 1);
    filters->addWidget(m_labels[2], 1, 2);
    filters->addWidget(m_memory, 1, 3);
    filters->addWidget(m_labels[3], 2, 0);
    filters->addWidget(m_form, 2, 1);
    filters->addWidget(m_available, 2, 2, 1, 2);
    filters->setColumnStretch(1, 1);
    filters->setColumnStretch(3, 1);
    m_labels[0]->setBuddy(m_search);
    m_labels[1]->setBuddy(m_vendor);
    m_labels[2]->setBuddy(m_memory);
    m_labels[3]->setBuddy(m_form);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(m_table, 1);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_count, 1);
    bottom->addWidget(m_buttons);
    layout->addLayout(bottom);

    connect(m_search, &QLineEdit::textChanged, this, &GpuPickerDialog::applyFilters);
    connect(m_vendor, &QComboBox::currentIndexChanged, this, &GpuPickerDialog::applyFilters);
    connect(m_memory, &QSpinBox::valueChanged, this, &GpuPickerDialog::applyFilters);
    connect(m_form, &QComboBox::currentIndexChanged, this, &GpuPickerDialog::applyFilters);
    connect(m_available, &QCheckBox::toggled, this, &GpuPickerDialog::applyFilters);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &GpuPickerDialog::updateOk);
    connect(m_table, &QTableView::doubleClicked, this, &GpuPickerDialog::choose);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &GpuPickerDialog::choose);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslate();
    applyFilters();
    resize(980, 620);
}

void GpuPickerDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void GpuPickerDialog::retranslate()
{
    setWindowTitle(tr("Choose a GPU"));
    m_labels[0]->setText(tr("&Search:"));
    m_labels[1]->setText(tr("&Vendor:"));
    m_labels[2]->setText(tr("&Memory at least:"));
    m_labels[3]->setText(tr("&Form factor:"));
    m_search->setPlaceholderText(tr("Name, vendor, id…"));
    m_search->setToolTip(tr("Shows only the GPUs that contain this text"));
    m_search->setAccessibleName(tr("GPU search"));
    m_vendor->setItemText(0, tr("Any vendor"));
    m_vendor->setToolTip(tr("Only GPUs of this vendor"));
    m_vendor->setAccessibleName(tr("GPU vendor filter"));
    m_memory->setSuffix(tr(" GB"));
    m_memory->setSpecialValueText(tr("Any"));
    m_memory->setToolTip(tr("Memory per GPU decides the largest model it can hold: a 70B fine-tune needs 80 GB cards"));
    m_memory->setAccessibleName(tr("Minimum GPU memory"));
    m_form->setItemText(0, tr("Any form factor"));
    const FormFactor forms[] = {FormFactor::PCIe, FormFactor::SXM, FormFactor::OAM, FormFactor::Module};
    for (int i = 0; i < 4; ++i)
        m_form->setItemText(i + 1, uiText(formFactorText(forms[i])));
    m_form->setToolTip(tr("PCIe cards fit ordinary servers; SXM and OAM modules need an HGX-class board"));
    m_form->setAccessibleName(tr("GPU form factor filter"));
    const QString market = QString::fromStdString(m_market);
    m_available->setText(market.isEmpty() ? tr("Only GPUs sold in this market")
                                          : tr("Only GPUs sold in this market (%1)").arg(market));
    m_available->setToolTip(tr("Hides GPUs that need an export licence, are barred or are not sold in the market of "
                               "the current scenario's region"));
    m_available->setAccessibleName(tr("Only GPUs available in this market"));
    m_table->setToolTip(tr("Double-click a GPU to choose it; click a header to sort"));
    m_table->setAccessibleName(tr("GPUs"));
    m_model->retranslate();
    updateOk();
}

void GpuPickerDialog::applyFilters()
{
    // The chosen GPU stays chosen while the filters show it, and only then.
    const QString chosen = selectedGpuId();
    m_proxy->setFilterFixedString(m_search->text().trimmed());
    m_proxy->setVendor(m_vendor->currentData().toString());
    m_proxy->setMinimumMemoryGB(m_memory->value());
    const int form = m_form->currentData().toInt();
    m_proxy->setFormFactor(form < 0 ? std::nullopt : std::optional<FormFactor>(static_cast<FormFactor>(form)));
    m_proxy->setMarket(m_available->isChecked() ? m_market : std::string());
    m_table->selectionModel()->clear();
    setCurrentGpu(chosen);
}

void GpuPickerDialog::updateOk()
{
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!selectedGpuId().isEmpty());
    m_count->setText(tr("%1 of %2 GPUs shown").arg(m_proxy->rowCount()).arg(m_model->rowCount()));
}

void GpuPickerDialog::setCurrentGpu(const QString& id)
{
    const int row = m_model->rowOf(id.toStdString());
    const QModelIndex index = row < 0 ? QModelIndex() : m_proxy->mapFromSource(m_model->index(row, 0));
    if (index.isValid()) {
        m_table->setCurrentIndex(index);
        m_table->scrollTo(index);
    }
    updateOk();
}

QString GpuPickerDialog::selectedGpuId() const
{
    const QModelIndex current = m_table->currentIndex();
    // A selection the filters now hide no longer counts.
    if (!current.isValid() || !m_table->selectionModel()->isRowSelected(current.row(), current.parent()))
        return {};
    return current.data(CatalogModel::IdRole).toString();
}

void GpuPickerDialog::choose()
{
    const QString id = selectedGpuId();
    if (id.isEmpty())
        return;
    Q_EMIT gpuChosen(id);
    accept();
}

} // namespace planner::ui
