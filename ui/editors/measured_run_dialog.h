#pragma once
// "Measured runs": the training runs the user measured on real hardware, which calibrate the estimate.
// Lists the plan's runs (remove one), and records a new one from a form prefilled with the current
// scenario. Each add or remove is one undo step; the form refuses a run the core finds implausible.

#include "models/catalog/measured_run.h"

#include <QDialog>

class QComboBox;
class QDateEdit;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace planner::ui {

class Document;

class MeasuredRunDialog final : public QDialog {
    Q_OBJECT
public:
    explicit MeasuredRunDialog(Document* document, QWidget* parent = nullptr);

    // The run the form describes now (for tests and for the Record button).
    MeasuredRun formRun() const;
    // Why the form's run cannot be recorded, or empty.
    QString problem() const { return m_problem; }
    QListWidget* runList() const { return m_list; }
    QPushButton* recordButton() const { return m_record; }
    QPushButton* removeButton() const { return m_remove; }
    QDoubleSpinBox* tokensSpin() const { return m_tokens; }

    void record();
    void removeSelected();

private:
    void fillFromScenario();
    void fillList();
    void validate();
    void fillTokensFromStep();

    Document* m_document;
    QListWidget* m_list = nullptr;
    QPushButton* m_remove = nullptr;
    QComboBox* m_gpu = nullptr;
    QComboBox* m_model = nullptr;
    QComboBox* m_workload = nullptr;
    QSpinBox* m_gpus = nullptr;
    QSpinBox* m_gpusPerNode = nullptr;
    QSpinBox* m_tensor = nullptr;
    QSpinBox* m_pipeline = nullptr;
    QSpinBox* m_microBatch = nullptr;
    QSpinBox* m_sequence = nullptr;
    QDoubleSpinBox* m_tokens = nullptr;
    QDoubleSpinBox* m_stepSeconds = nullptr;
    QSpinBox* m_globalBatch = nullptr;
    QDoubleSpinBox* m_memory = nullptr;
    QDateEdit* m_date = nullptr;
    QLineEdit* m_note = nullptr;
    QLabel* m_status = nullptr;
    QPushButton* m_record = nullptr;
    QString m_problem;
};

} // namespace planner::ui
