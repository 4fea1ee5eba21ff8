#pragma once
// A main window over the shipped catalogs with scripted dialogs and throwaway settings.

#include "models/catalog/catalog_io.h"
#include "ui/common/dialogs.h"
#include "ui/common/settings.h"
#include "ui/common/translations.h"
#include "ui/document/document.h"
#include "ui/shell/main_window.h"

#include <QApplication>
#include <QCoreApplication>
#include <QEvent>
#include <QFont>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

#include <memory>

namespace planner::testing {

// The bound on waits for an event that always comes (a window exposed, a child started or reaped):
// it only stops a hung test, so it is generous enough for a single loaded core under sanitizers.
inline constexpr int kEventWaitMs = 120'000;

// Delivers the events a change posts and those they post in turn (a resize, its layout request, a fit, a
// repaint) until the window is as a user sees it once idle. Counts rounds, never time, so a loaded machine
// gets the same state as an idle one; timers with an interval are not its business (wait for their effect).
inline void settle()
{
    for (int round = 0; round < 8; ++round) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

// Screenshots for a person to look at, written only when GPU_PLANNER_TEST_SHOTS names a folder, so
// no test depends on them and parallel runs never write one file.
inline void saveShot(QWidget* widget, const QString& name)
{
    const QString folder = qEnvironmentVariable("GPU_PLANNER_TEST_SHOTS");
    if (folder.isEmpty())
        return;
    settle();
    widget->grab().save(folder + QLatin1Char('/') + name + QStringLiteral(".png"));
}

// The interface type of a desktop in a language, for as long as it lives: fontconfig gives a Chinese desktop
// Noto Sans CJK for the whole interface, whose lines are taller than DejaVu Sans's. The type before is put back.
class DesktopType {
public:
    explicit DesktopType(const QString& language)
        : m_before(QApplication::font())
    {
        QFont type = m_before;
        type.setFamily(language.startsWith(QLatin1String("zh")) ? QStringLiteral("Noto Sans CJK SC")
                                                                : QStringLiteral("DejaVu Sans"));
        QApplication::setFont(type);
    }
    ~DesktopType() { QApplication::setFont(m_before); }
    DesktopType(const DesktopType&) = delete;
    DesktopType& operator=(const DesktopType&) = delete;

private:
    QFont m_before;
};

// Answers dialogs from a script and records what was shown.
class ScriptedDialogs final : public ui::Dialogs {
public:
    QStringList errors;
    QString nextSaveFile;
    QString nextOpenFile;
    QString lastSaveSuggestion;
    QMessageBox::StandardButton nextSaveChangesAnswer = QMessageBox::Discard;

    void error(QWidget*, const QString& title, const QString& text, const QString& details) override
    {
        errors << title + QLatin1Char('\n') + text + QLatin1Char('\n') + details;
    }
    QMessageBox::StandardButton askSaveChanges(QWidget*, const QString&) override { return nextSaveChangesAnswer; }
    bool ask(QWidget*, const QString&, const QString& text) override
    {
        ++asked;
        lastQuestion = text;
        return answerAsk;
    }
    QString openFileName(QWidget*, const QString&) override { return nextOpenFile; }
    QString saveFileName(QWidget*, const QString& suggestion) override
    {
        lastSaveSuggestion = suggestion;
        return nextSaveFile;
    }
    QString exportFileName(QWidget*, const QString&) override { return nextSaveFile; }
    QString deploymentFolder(QWidget*, const QString&) override { return nextSaveFile; }
    QString chartFileName(QWidget*, const QString& suggestion) override
    {
        lastSaveSuggestion = suggestion;
        return nextSaveFile;
    }
    QString priceFile(QWidget*, bool* gpuhunt) override
    {
        if (gpuhunt)
            *gpuhunt = nextPriceFileIsGpuhunt;
        return nextOpenFile;
    }
    QString existingFolder(QWidget*, const QString&, const QString&) override { return nextSaveFile; }
    ImportTarget importTarget(QWidget*, const QString&, const QString&, ImportTarget suggested) override
    {
        ++importTargetAsked;
        suggestedImportTarget = suggested;
        return nextImportTarget;
    }
    ImportTarget nextImportTarget = ImportTarget::User;
    ImportTarget suggestedImportTarget = ImportTarget::Cancel;
    int importTargetAsked = 0;
    bool nextPriceFileIsGpuhunt = false;
    QString lastQuestion;
    bool answerAsk = true;
    int asked = 0;
};

// Counts the events of one type a watched object receives (paints, layout requests): install it with
// installEventFilter().
class EventCounter final : public QObject {
public:
    explicit EventCounter(QEvent::Type type)
        : m_type(type)
    {
    }
    int count = 0;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == m_type)
            ++count;
        return QObject::eventFilter(watched, event);
    }

private:
    QEvent::Type m_type;
};

inline const Catalog& shippedCatalog()
{
    static const Catalog catalog = [] {
        auto loaded = loadCatalogFolder(SOURCE_CATALOG_DIR, Origin::Shipped, true);
        return loaded.catalog;
    }();
    return catalog;
}

struct WindowFixture {
    QTemporaryDir folder;
    ui::Settings settings {folder.filePath(QStringLiteral("settings.ini"))};
    ScriptedDialogs dialogs;
    ui::Translations translations;
    std::unique_ptr<ui::MainWindow> window;

    WindowFixture()
    {
        translations.apply(QStringLiteral("en"));
        window = std::make_unique<ui::MainWindow>(shippedCatalog(), &settings, &dialogs, &translations);
        window->newPlan(); // as the application does when there is nothing to open
    }
    ~WindowFixture()
    {
        window->document()->undoStack()->setClean(); // no save prompt when the fixture closes
        translations.apply(QStringLiteral("en"));
    }
    static QString example() { return QStringLiteral(EXAMPLES_DIR "/shenzhen-llm-finetune.json"); }
};

} // namespace planner::testing
