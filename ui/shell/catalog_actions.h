#pragma once
// File > Import prices… and File > Team catalog folder…: the actions that change which catalogs the
// window reads, and the reload that follows them.

#include "models/catalog/catalog_io.h"

#include <QObject>
#include <QString>

#include <filesystem>

class QAction;
class QWidget;

namespace planner::ui {

class Dialogs;
class Document;
class Settings;

// Where the window's catalogs come from: the shipped folder (or --catalogs, read alone), and the team
// folder given on the command line, which wins over the setting and $GPU_PLANNER_TEAM_CATALOGS.
struct CatalogSources {
    std::filesystem::path shipped;
    bool layered = true; // false with --catalogs: that folder alone, no team or user layer
    std::filesystem::path teamFromCommandLine;

    std::filesystem::path teamFolder(const Settings& settings) const;
    // Where teamFolder() came from: the command line, the setting or the environment.
    TeamFolderSetting teamFolderSetting(const Settings& settings) const;
    CatalogLoadResult load(const Settings& settings) const;
};

class CatalogActions final : public QObject {
    Q_OBJECT
public:
    CatalogActions(CatalogSources sources, Document* document, Settings* settings, Dialogs* dialogs, QWidget* parent);

    void setSources(CatalogSources sources) { m_sources = std::move(sources); }
    QAction* importAction() const { return m_importAction; }
    QAction* teamFolderAction() const { return m_teamFolderAction; }
    void retranslate();

    // Asks for a price list, shows what importing it into the user's folder would change, and on
    // confirmation writes it and reloads the catalogs. False when cancelled or refused.
    bool importPrices();
    // Asks for the team folder, stores it in the settings and reloads the catalogs.
    bool chooseTeamFolder();
    // Reads the catalogs again; on errors says so and keeps the ones in use.
    bool reload();
    // Says in the status bar when the configured team folder cannot be read (the catalogs were read
    // without it); clears that message once it can. Returns the message shown, empty when none.
    QString reportTeamFolder();

private:
    CatalogSources m_sources;
    Document* m_document;
    Settings* m_settings;
    Dialogs* m_dialogs;
    QWidget* m_parent;
    QAction* m_importAction;
    QAction* m_teamFolderAction;
    QString m_teamFolderMessage;
};

} // namespace planner::ui
