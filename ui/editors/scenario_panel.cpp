#include "ui/editors/scenario_panel.h"

#include "ui/document/commands.h"
#include "ui/editors/scenario_list_model.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QListView>
#include <QPushButton>
#include <QVBoxLayout>

namespace planner::ui {

ScenarioPanel::ScenarioPanel(Document* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(new ScenarioListModel(document, this))
    , m_list(new QListView(this))
    , m_add(new QPushButton(this))
    , m_duplicate(new QPushButton(this))
    , m_remove(new QPushButton(this))
{
    m_list->setObjectName(QStringLiteral("scenarioList"));
    m_list->setModel(m_model);
    m_list->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex& current) {
        if (current.isValid())
            m_document->setCurrentScenario(current.row());
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, &ScenarioPanel::selectCurrent);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &ScenarioPanel::selectCurrent);
    connect(m_document, &Document::currentScenarioChanged, this, &ScenarioPanel::selectCurrent);
    connect(m_add, &QPushButton::clicked, this, &ScenarioPanel::addScenario);
    connect(m_duplicate, &QPushButton::clicked, this, &ScenarioPanel::duplicateScenario);
    connect(m_remove, &QPushButton::clicked, this, &ScenarioPanel::removeScenario);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_duplicate);
    buttons->addWidget(m_remove);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);
    retranslate();
    selectCurrent();
}

void ScenarioPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ScenarioPanel::retranslate()
{
    m_add->setText(tr("Add"));
    m_add->setToolTip(tr("Add a scenario with a copy of the current one's build"));
    m_duplicate->setText(tr("Duplicate"));
    m_duplicate->setToolTip(tr("Copy the current scenario to try a variation"));
    m_remove->setText(tr("Delete"));
    m_remove->setToolTip(tr("Delete the current scenario (undoable)"));
    m_list->setToolTip(tr("Scenarios of this plan; double-click to rename"));
}

void ScenarioPanel::selectCurrent()
{
    const QModelIndex index = m_model->index(m_document->currentScenario(), 0);
    if (index.isValid() && m_list->currentIndex() != index)
        m_list->setCurrentIndex(index);
    m_remove->setEnabled(m_model->rowCount() > 1);
    m_duplicate->setEnabled(m_model->rowCount() > 0);
}

QString ScenarioPanel::uniqueName(const QString& base) const
{
    auto taken = [this](const QString& name) {
        for (const auto& s : m_document->plan().scenarios)
            if (QString::fromStdString(s.name) == name)
                return true;
        return false;
    };
    QString name = base;
    for (int n = 2; taken(name); ++n)
        name = QStringLiteral("%1 (%2)").arg(base).arg(n);
    return name;
}

void ScenarioPanel::addScenario()
{
    Scenario scenario = m_document->scenario() ? *m_document->scenario() : Scenario {};
    scenario.name = uniqueName(tr("New scenario")).toStdString();
    const int index = static_cast<int>(m_document->plan().scenarios.size());
    m_document->undoStack()->push(InsertOrRemove<Scenario>::insert(
        m_document, tr("Add scenario"), [](Plan& p) -> std::vector<Scenario>& { return p.scenarios; }, index,
        scenario));
    m_document->setCurrentScenario(index);
}

void ScenarioPanel::duplicateScenario()
{
    const Scenario* current = m_document->scenario();
    if (!current)
        return;
    Scenario copy = *current;
    copy.name = uniqueName(tr("%1 copy").arg(QString::fromStdString(current->name))).toStdString();
    const int index = m_document->currentScenario() + 1;
    m_document->undoStack()->push(InsertOrRemove<Scenario>::insert(
        m_document, tr("Duplicate scenario"), [](Plan& p) -> std::vector<Scenario>& { return p.scenarios; }, index,
        copy));
    m_document->setCurrentScenario(index);
}

void ScenarioPanel::removeScenario()
{
    if (m_document->plan().scenarios.size() <= 1)
        return; // a plan keeps at least one scenario
    m_document->undoStack()->push(InsertOrRemove<Scenario>::remove(
        m_document, tr("Delete scenario"), [](Plan& p) -> std::vector<Scenario>& { return p.scenarios; },
        m_document->currentScenario()));
}

} // namespace planner::ui
