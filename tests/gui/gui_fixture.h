#pragma once
// A main window over the shipped catalogs with scripted dialogs and throwaway settings.

#include "catalog_io.h"
#include "dialogs.h"
#include "document.h"
#include "main_window.h"
#include "settings.h"
#include "translations.h"

#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace planner::testing {

// Answers dialogs from a script and records what was shown.
class ScriptedDialogs final : public ui::Dialogs {
public:
    QStringList errors;
    QString nextSaveFile;
    QString nextOpenFile;
    QMessageBox::StandardButton nextSaveChangesAnswer = QMessageBox::Discard;

    void error(QWidget*, const QString& title, const QString& text, const QString& details) override
    {
        errors << title + QLatin1Char('\n') + text + QLatin1Char('\n') + details;
    }
    QMessageBox::StandardButton askSaveChanges(QWidget*, const QString&) override { return nextSaveChangesAnswer; }
    bool ask(QWidget*, const QString&, const QString&) override { return true; }
    QString openFileName(QWidget*, const QString&) override { return nextOpenFile; }
    QString saveFileName(QWidget*, const QString&) override { return nextSaveFile; }
    QString exportFileName(QWidget*, const QString&) override { return nextSaveFile; }
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
