#pragma once
// Every persistent setting of the application, typed, with its key and default in one place.
// Raw QSettings is used only here.

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

#include <memory>

namespace planner::ui {

class Settings {
public:
    // Settings in the user's standard location; tests pass a file of their own.
    Settings();
    explicit Settings(const QString& iniFile);

    QString language() const; // "en" or "zh_CN"; empty = follow the system
    void setLanguage(const QString& language);
    QString displayCurrency() const; // "CNY" or "USD"
    void setDisplayCurrency(const QString& currency);
    QStringList recentFiles() const;
    void addRecentFile(const QString& file);
    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state);
    int autosaveSeconds() const;
    QString chartFolder() const; // where a chart was last saved; empty before the first
    void setChartFolder(const QString& folder);
    // The team's shared catalog folder, layered between the shipped catalogs and the user's; empty: none.
    QString teamCatalogFolder() const;
    void setTeamCatalogFolder(const QString& folder);
    // Where File > Import prices… wrote last: the team folder (true) or the user's own (false, the default).
    bool importToTeam() const;
    void setImportToTeam(bool team);

    static constexpr int kMaxRecentFiles = 8;

private:
    std::unique_ptr<QSettings> m_settings;
};

} // namespace planner::ui
