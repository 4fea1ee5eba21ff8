#include "ui/common/settings.h"

namespace planner::ui {

namespace {
const QString kLanguage = QStringLiteral("ui/language");
const QString kCurrency = QStringLiteral("ui/displayCurrency");
const QString kRecent = QStringLiteral("files/recent");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kAutosave = QStringLiteral("files/autosaveSeconds");
const QString kChartFolder = QStringLiteral("files/chartFolder");
const QString kTeamCatalogs = QStringLiteral("catalogs/teamFolder");
const QString kImportToTeam = QStringLiteral("catalogs/importToTeam");
} // namespace

Settings::Settings()
    : m_settings(std::make_unique<QSettings>())
{
}

Settings::Settings(const QString& iniFile)
    : m_settings(std::make_unique<QSettings>(iniFile, QSettings::IniFormat))
{
}

QString Settings::language() const
{
    return m_settings->value(kLanguage).toString();
}
void Settings::setLanguage(const QString& language)
{
    m_settings->setValue(kLanguage, language);
}
QString Settings::displayCurrency() const
{
    return m_settings->value(kCurrency, QStringLiteral("CNY")).toString();
}
void Settings::setDisplayCurrency(const QString& currency)
{
    m_settings->setValue(kCurrency, currency);
}
QStringList Settings::recentFiles() const
{
    return m_settings->value(kRecent).toStringList();
}

void Settings::addRecentFile(const QString& file)
{
    const QStringList before = recentFiles();
    QStringList files = before;
    files.removeAll(file);
    files.prepend(file);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    // Opening the plan that is already first changes nothing. QSettings would rewrite its file anyway, under a
    // lock and with two flushes to disk, on the main thread before the window had painted.
    if (files == before)
        return;
    m_settings->setValue(kRecent, files);
}

QByteArray Settings::windowGeometry() const
{
    return m_settings->value(kGeometry).toByteArray();
}
void Settings::setWindowGeometry(const QByteArray& geometry)
{
    m_settings->setValue(kGeometry, geometry);
}
QByteArray Settings::windowState() const
{
    return m_settings->value(kState).toByteArray();
}
void Settings::setWindowState(const QByteArray& state)
{
    m_settings->setValue(kState, state);
}
int Settings::autosaveSeconds() const
{
    return m_settings->value(kAutosave, 60).toInt();
}
QString Settings::chartFolder() const
{
    return m_settings->value(kChartFolder).toString();
}
void Settings::setChartFolder(const QString& folder)
{
    m_settings->setValue(kChartFolder, folder);
}

QString Settings::teamCatalogFolder() const
{
    return m_settings->value(kTeamCatalogs).toString();
}
void Settings::setTeamCatalogFolder(const QString& folder)
{
    m_settings->setValue(kTeamCatalogs, folder);
}

bool Settings::importToTeam() const
{
    return m_settings->value(kImportToTeam, false).toBool();
}
void Settings::setImportToTeam(bool team)
{
    m_settings->setValue(kImportToTeam, team);
}

} // namespace planner::ui
