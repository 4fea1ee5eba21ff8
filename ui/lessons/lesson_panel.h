#pragma once
// Help > Lessons: opens a bundled lesson plan as a fresh, untitled copy, shows its explanation in a dock
// beside the work, and applies its suggested change as one undo step (models/lessons/lessons.h).

#include "models/text/message.h"

#include <QObject>
#include <QString>
#include <QWidget>

#include <functional>
#include <string>

class QDockWidget;
class QLabel;
class QMainWindow;
class QMenu;
class QPushButton;
class QTextBrowser;

namespace planner {
struct Lesson;
}

namespace planner::ui {

class Dialogs;
class Document;

// The explanation of the open lesson and its "Apply the suggested change" button.
class LessonPanel final : public QWidget {
    Q_OBJECT
public:
    LessonPanel(Document* document, QWidget* parent = nullptr);

    void setLesson(const Lesson* lesson);
    const Lesson* lesson() const { return m_lesson; }
    QPushButton* applyButton() const { return m_apply; }
    QTextBrowser* text() const { return m_text; }
    // The suggested change on the current plan's first scenario, as one undo step; false when it is made.
    bool applySuggestedChange();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void updateButton();

    Document* m_document;
    const Lesson* m_lesson = nullptr;
    Args m_figures; // the slots of the lesson's texts (lesson_figures.h)
    QLabel* m_title;
    QTextBrowser* m_text;
    QPushButton* m_apply;
};

class LessonActions final : public QObject {
    Q_OBJECT
public:
    // `maybeSave` asks about unsaved edits (save, discard or cancel) and says whether to go on.
    LessonActions(QMainWindow* window, Document* document, Dialogs* dialogs, std::function<bool()> maybeSave);

    QMenu* menu() const { return m_menu; }
    QDockWidget* dock() const { return m_dock; }
    // Made when first wanted (a lesson opens, or the dock is shown from the View menu): most sessions open
    // no lesson, and laying the panel out was a tenth of building the window.
    LessonPanel* panel();
    void retranslate();

    // Opens the lesson's plan from `folder` (the lesson folder by default) as an untitled copy: the bundled
    // file is never written. False when cancelled or the file cannot be read (reported).
    bool openLesson(const Lesson& lesson, const QString& folder = {});

private:
    void renameOpenLesson();

    QMainWindow* m_window;
    Document* m_document;
    Dialogs* m_dialogs;
    std::function<bool()> m_maybeSave;
    QMenu* m_menu;
    QDockWidget* m_dock;
    LessonPanel* m_panel = nullptr;
    // The open lesson and the names it gave the plan and its scenario, in the language of the time: a
    // language switch renames what the reader has not renamed, so no page mixes two languages.
    const Lesson* m_open = nullptr;
    std::string m_planName;
    std::string m_scenarioName;
};

} // namespace planner::ui
