#include "ui/lessons/lesson_panel.h"

#include "models/lessons/lesson_figures.h"
#include "models/lessons/lessons.h"
#include "models/plan/plan_io.h"
#include "ui/common/core_text.h"
#include "ui/common/data_folders.h"
#include "ui/common/dialogs.h"
#include "ui/document/commands.h"
#include "ui/document/document.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QEvent>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QPushButton>
#include <QTextBrowser>
#include <QUndoStack>
#include <QVBoxLayout>

namespace planner::ui {

namespace {

QString lessonUiText(const Lesson& lesson, LessonPart part)
{
    return uiText(lessonText(lesson, part));
}

// One part of the first scenario replaced, announced as an edit of that part so every view follows.
template <typename T>
void pushPart(Document* document, const QString& text, const char* field, ChangeEvent::Part part, T Scenario::*member,
              const Scenario& changed)
{
    if (document->plan().scenarios.front().*member == changed.*member)
        return;
    document->undoStack()->push(new ChangeValue<T>(
        document, text, QStringLiteral("s0.lesson.") + QLatin1String(field), ChangeEvent::inScenario(0, part),
        [member](Plan& plan) -> T& { return plan.scenarios.front().*member; }, changed.*member));
}

} // namespace

LessonPanel::LessonPanel(Document* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_title(new QLabel(this))
    , m_text(new QTextBrowser(this))
    , m_apply(new QPushButton(this))
{
    setObjectName(QStringLiteral("lessonPanel"));
    m_apply->setObjectName(QStringLiteral("applyLessonChange"));
    m_title->setWordWrap(true);
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_title->setFont(bold);
    m_text->setOpenLinks(false);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_apply);
    connect(m_apply, &QPushButton::clicked, this, &LessonPanel::applySuggestedChange);
    connect(m_document, &Document::changed, this, &LessonPanel::updateButton);
    retranslate();
}

void LessonPanel::setLesson(const Lesson* lesson)
{
    m_lesson = lesson;
    // The figures of the plan as the lesson opens it, before its change: the texts compare that state with
    // the changed one, whatever the reader then edits.
    m_figures = lesson && !m_document->plan().scenarios.empty()
        ? lessonFigures(*lesson, m_document->plan().scenarios.front(), m_document->catalog())
        : Args {};
    retranslate();
}

bool LessonPanel::applySuggestedChange()
{
    if (!m_lesson || m_document->plan().scenarios.empty())
        return false;
    const Scenario& current = m_document->plan().scenarios.front();
    const Scenario changed = withSuggestedChange(*m_lesson, current);
    if (changed == current)
        return false;
    const QString text = lessonUiText(*m_lesson, LessonPart::Change);
    // One undo step, whichever parts the change touches.
    m_document->undoStack()->beginMacro(text);
    pushPart(m_document, text, "cluster", ChangeEvent::Part::Cluster, &Scenario::cluster, changed);
    pushPart(m_document, text, "fabric", ChangeEvent::Part::Fabric, &Scenario::fabric, changed);
    pushPart(m_document, text, "workload", ChangeEvent::Part::Workload, &Scenario::workload, changed);
    pushPart(m_document, text, "site", ChangeEvent::Part::Site, &Scenario::site, changed);
    pushPart(m_document, text, "finance", ChangeEvent::Part::Finance, &Scenario::finance, changed);
    m_document->undoStack()->endMacro();
    return true;
}

void LessonPanel::updateButton()
{
    const auto& scenarios = m_document->plan().scenarios;
    const bool open = m_lesson && !scenarios.empty();
    m_apply->setEnabled(open && !(withSuggestedChange(*m_lesson, scenarios.front()) == scenarios.front()));
}

void LessonPanel::retranslate()
{
    if (!m_lesson) {
        m_title->clear();
        m_text->clear();
        m_apply->setText(tr("Apply the suggested change"));
        updateButton();
        return;
    }
    m_title->setText(lessonUiText(*m_lesson, LessonPart::Title));
    const auto section = [this](const QString& heading, LessonPart part) {
        return QStringLiteral("<h4>%1</h4><p>%2</p>")
            .arg(heading.toHtmlEscaped(), uiText(lessonText(*m_lesson, part, m_figures)).toHtmlEscaped());
    };
    m_text->setHtml(section(tr("What to look at"), LessonPart::Look) + section(tr("Why"), LessonPart::Why)
                    + section(tr("Suggested change"), LessonPart::Change)
                    + section(tr("What the change shows"), LessonPart::After));
    m_apply->setText(tr("Apply the suggested change"));
    m_apply->setToolTip(
        tr("%1 (one step: Edit > Undo takes it back)").arg(lessonUiText(*m_lesson, LessonPart::Change)));
    updateButton();
}

void LessonPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

LessonActions::LessonActions(QMainWindow* window, Document* document, Dialogs* dialogs, std::function<bool()> maybeSave)
    : QObject(window)
    , m_window(window)
    , m_document(document)
    , m_dialogs(dialogs)
    , m_maybeSave(std::move(maybeSave))
    , m_menu(new QMenu(window))
    , m_dock(new QDockWidget(window))
{
    m_menu->setObjectName(QStringLiteral("lessonsMenu"));
    for (const Lesson& lesson : lessons()) {
        QAction* action = m_menu->addAction(QString());
        action->setObjectName(QStringLiteral("lesson-") + QString::fromUtf8(lesson.id.data(), lesson.id.size()));
        connect(action, &QAction::triggered, this, [this, &lesson] { openLesson(lesson); });
    }
    m_dock->setObjectName(QStringLiteral("lessonDock"));
    window->addDockWidget(Qt::LeftDockWidgetArea, m_dock);
    m_dock->hide(); // shown when a lesson opens
    connect(m_dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            panel();
    });
    retranslate();
}

LessonPanel* LessonActions::panel()
{
    if (!m_panel) {
        m_panel = new LessonPanel(m_document, m_dock);
        m_dock->setWidget(m_panel);
    }
    return m_panel;
}

void LessonActions::retranslate()
{
    m_menu->setTitle(tr("&Lessons"));
    m_menu->setToolTip(tr("Plans that each teach one tradeoff, with an explanation and a change to try"));
    const auto actions = m_menu->actions();
    for (int i = 0; i < actions.size() && i < static_cast<int>(lessons().size()); ++i)
        actions[i]->setText(lessonUiText(lessons()[static_cast<std::size_t>(i)], LessonPart::Title));
    m_dock->setWindowTitle(tr("Lesson"));
    renameOpenLesson();
}

void LessonActions::renameOpenLesson()
{
    // Only the untitled copy of a lesson, and only names as the lesson gave them: a reader's own stay.
    if (!m_open || !m_document->filePath().isEmpty() || m_document->plan().scenarios.empty())
        return;
    const std::string title = lessonUiText(*m_open, LessonPart::Title).toStdString();
    const std::string scenario = lessonUiText(*m_open, LessonPart::Scenario).toStdString();
    // Names follow the language and are no edit of the plan: no undo step, and the plan stays unmodified.
    Plan& plan = m_document->editablePlan();
    if (plan.name == m_planName) // no view follows the plan's name: the window title and exports read it
        plan.name = m_planName = title;
    if (plan.scenarios.front().name == m_scenarioName && scenario != m_scenarioName) {
        plan.scenarios.front().name = m_scenarioName = scenario;
        m_document->notifyChanged(ChangeEvent::inScenario(0, ChangeEvent::Part::Name));
    }
}

bool LessonActions::openLesson(const Lesson& lesson, const QString& folder)
{
    if (m_maybeSave && !m_maybeSave())
        return false;
    const QString file = QDir(folder.isEmpty() ? lessonFolder() : folder)
                             .filePath(QString::fromUtf8(lesson.planFile.data(), lesson.planFile.size()));
    const PlanLoadResult loaded = loadPlan(file.toStdString(), &m_document->shippedCatalog());
    if (!loaded.ok() || loaded.plan->scenarios.empty()) {
        QStringList lines;
        for (const auto& d : loaded.diagnostics)
            lines << QString::fromStdString(d.toString());
        m_dialogs->error(m_window, tr("Cannot open the lesson"),
                         tr("The lesson's plan %1 cannot be read; the current plan is unchanged.")
                             .arg(QDir::toNativeSeparators(file)),
                         lines.join(QLatin1Char('\n')));
        return false;
    }
    // A fresh copy in the reader's language, with no file: Save asks where, so the bundled plan stays as it is.
    Plan plan = *loaded.plan;
    plan.name = lessonUiText(lesson, LessonPart::Title).toStdString();
    plan.scenarios.front().name = lessonUiText(lesson, LessonPart::Scenario).toStdString();
    m_open = &lesson;
    m_planName = plan.name;
    m_scenarioName = plan.scenarios.front().name;
    m_document->reset(std::move(plan), QString());
    panel()->setLesson(&lesson);
    m_dock->show();
    m_dock->raise();
    // The explanation is what the teacher reads: most of the column, the scenario list keeps a few rows.
    if (auto* scenarios = m_window->findChild<QDockWidget*>(QStringLiteral("scenarioDock")))
        m_window->resizeDocks({scenarios, m_dock}, {m_window->height() / 4, m_window->height() * 3 / 4}, Qt::Vertical);
    return true;
}

} // namespace planner::ui
