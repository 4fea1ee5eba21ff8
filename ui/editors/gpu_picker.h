#pragma once
// Picks a GPU from the catalog: search, filter by vendor, memory, form factor and availability in the
// current scenario's market, and compare the figures that decide (memory, BF16 TFLOPS, TDP, price).

#include "ui/document/catalog_model.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableView;

namespace planner::ui {

class Document;

// The picker's filters over the GPUs' CatalogModel; each setter re-filters.
class GpuFilterProxy final : public CatalogSearchProxy {
    Q_OBJECT
public:
    using CatalogSearchProxy::CatalogSearchProxy;
    void setVendor(const QString& vendor); // empty: any
    void setMinimumMemoryGB(double gb);
    void setFormFactor(std::optional<FormFactor> form); // nullopt: any
    void setMarket(const std::string& market); // empty: any; else only GPUs Available there

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString m_vendor;
    double m_minimumMemoryGB = 0;
    std::optional<FormFactor> m_formFactor;
    std::string m_market;
};

// Usable modal (exec()) or not: tests set the filters through the widgets and read selectedGpuId().
class GpuPickerDialog final : public QDialog {
    Q_OBJECT
public:
    explicit GpuPickerDialog(Document* document, QWidget* parent = nullptr);

    void setCurrentGpu(const QString& id); // selects it when the filters show it
    QString selectedGpuId() const; // empty without a selection

    QLineEdit* searchEdit() const { return m_search; }
    QComboBox* vendorBox() const { return m_vendor; }
    QSpinBox* memoryBox() const { return m_memory; }
    QComboBox* formFactorBox() const { return m_form; }
    QCheckBox* availableBox() const { return m_available; }
    QTableView* table() const { return m_table; }
    CatalogModel* model() const { return m_model; }
    GpuFilterProxy* proxy() const { return m_proxy; }
    std::string market() const { return m_market; }

Q_SIGNALS:
    void gpuChosen(const QString& id); // on OK or a double click

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void applyFilters();
    void updateOk();
    void choose();

    Document* m_document;
    CatalogModel* m_model;
    GpuFilterProxy* m_proxy;
    std::string m_market;
    QLineEdit* m_search;
    QComboBox* m_vendor;
    QSpinBox* m_memory;
    QComboBox* m_form;
    QCheckBox* m_available;
    QLabel* m_count;
    QTableView* m_table;
    QDialogButtonBox* m_buttons;
    std::vector<QLabel*> m_labels;
};

} // namespace planner::ui
