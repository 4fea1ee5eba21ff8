#include "ui/shell/catalog_actions.h"

#include "models/catalog/price_import.h"
#include "ui/common/core_text.h"
#include "ui/common/dialogs.h"
#include "ui/common/settings.h"
#include "ui/document/document.h"

#include <QAction>
#include <QFileInfo>
#include <QMainWindow>
#include <QStatusBar>
#include <QStringList>

namespace planner::ui {

namespace {

QString diagnosticsText(const Diagnostics& diagnostics)
{
    QStringList lines;
    for (const auto& d : diagnostics)
        lines << QString::fromStdString(d.toString());
    return lines.join(QLatin1Char('\n'));
}

// The import's row problems with their messages in the window's language (the places stay as they are).
Diagnostics localisedProblems(const PriceImport& import)
{
    Diagnostics problems = import.problems;
    for (std::size_t i = 0; i < problems.size() && i < import.problemTexts.size(); ++i)
        problems[i].message = uiText(import.problemTexts[i]).toStdString();
    return problems;
}

QString amountText(const std::optional<double>& amount)
{
    return amount ? QString::number(*amount, 'g', 8) : QStringLiteral("–");
}

} // namespace

std::filesystem::path CatalogSources::teamFolder(const Settings& settings) const
{
    if (!teamFromCommandLine.empty())
        return teamFromCommandLine;
    if (const QString folder = settings.teamCatalogFolder(); !folder.isEmpty())
        return folder.toStdString();
    return teamCatalogFolderFromEnvironment();
}

TeamFolderSetting CatalogSources::teamFolderSetting(const Settings& settings) const
{
    if (!teamFromCommandLine.empty())
        return TeamFolderSetting::CommandLine;
    return settings.teamCatalogFolder().isEmpty() ? TeamFolderSetting::Environment : TeamFolderSetting::Setting;
}

CatalogLoadResult CatalogSources::load(const Settings& settings) const
{
    if (!layered)
        return loadCatalogFolder(shipped, Origin::Shipped, true);
    return loadCatalogs(shipped, teamFolder(settings), userCatalogFolder());
}

CatalogActions::CatalogActions(CatalogSources sources, Document* document, Settings* settings, Dialogs* dialogs,
                               QWidget* parent)
    : QObject(parent)
    , m_sources(std::move(sources))
    , m_document(document)
    , m_settings(settings)
    , m_dialogs(dialogs)
    , m_parent(parent)
    , m_importAction(new QAction(this))
    , m_teamFolderAction(new QAction(this))
{
    m_importAction->setObjectName(QStringLiteral("importPricesAction"));
    m_teamFolderAction->setObjectName(QStringLiteral("teamCatalogFolderAction"));
    connect(m_importAction, &QAction::triggered, this, &CatalogActions::importPrices);
    connect(m_teamFolderAction, &QAction::triggered, this, &CatalogActions::chooseTeamFolder);
    retranslate();
}

void CatalogActions::retranslate()
{
    m_importAction->setText(tr("&Import prices…"));
    m_importAction->setToolTip(tr("Read a provider's prices from a SkyPilot vms.csv or a gpuhunt CSV file into "
                                  "your catalog folder"));
    m_teamFolderAction->setText(tr("&Team catalog folder…"));
    m_teamFolderAction->setToolTip(
        tr("A folder of catalog files your team shares (a git checkout or a network share), layered between the "
           "shipped catalogs and your own"));
}

bool CatalogActions::reload()
{
    CatalogLoadResult loaded = m_sources.load(*m_settings);
    if (!loaded.ok()) {
        m_dialogs->error(m_parent, tr("Catalogs cannot be used"),
                         tr("The catalogs have errors; the window keeps the ones it had."),
                         diagnosticsText(loaded.diagnostics));
        return false;
    }
    m_document->setCatalog(std::move(loaded.catalog));
    reportTeamFolder();
    return true;
}

QString CatalogActions::reportTeamFolder()
{
    auto* window = qobject_cast<QMainWindow*>(m_parent);
    const auto problem = m_sources.layered
        ? teamFolderProblem(m_sources.teamFolder(*m_settings), m_sources.teamFolderSetting(*m_settings))
        : std::nullopt;
    const QString text = problem ? uiText(*problem) : QString();
    if (window && text.isEmpty() && !m_teamFolderMessage.isEmpty()
        && window->statusBar()->currentMessage() == m_teamFolderMessage)
        window->statusBar()->clearMessage();
    if (window && !text.isEmpty())
        window->statusBar()->showMessage(text); // stays until the next message: the team's prices are missing
    m_teamFolderMessage = text;
    return text;
}

bool CatalogActions::chooseTeamFolder()
{
    const QString folder = m_dialogs->existingFolder(m_parent, tr("Team catalog folder"),
                                                     QString::fromStdString(m_sources.teamFolder(*m_settings)));
    if (folder.isEmpty())
        return false;
    m_settings->setTeamCatalogFolder(folder);
    return reload();
}

bool CatalogActions::importPrices()
{
    bool gpuhunt = false;
    const QString file = m_dialogs->priceFile(m_parent, &gpuhunt);
    if (file.isEmpty())
        return false;
    ImportRequest request;
    request.format = gpuhunt ? PriceFormat::Gpuhunt : PriceFormat::SkyPilot;
    request.file = file.toStdString();
    request.targetFolder = userCatalogFolder();
    const std::filesystem::path team = m_sources.layered ? m_sources.teamFolder(*m_settings) : std::filesystem::path();
    // With a team folder the person chooses where the prices go; the choice is the next one's default.
    if (!team.empty() && !teamFolderProblem(team, m_sources.teamFolderSetting(*m_settings))) {
        const auto target = m_dialogs->importTarget(
            m_parent, QString::fromStdString(userCatalogFolder().string()), QString::fromStdString(team.string()),
            m_settings->importToTeam() ? Dialogs::ImportTarget::Team : Dialogs::ImportTarget::User);
        if (target == Dialogs::ImportTarget::Cancel)
            return false;
        m_settings->setImportToTeam(target == Dialogs::ImportTarget::Team);
        if (target == Dialogs::ImportTarget::Team)
            request.targetFolder = team;
    }
    request.nameFolders = {m_sources.shipped, team, userCatalogFolder()};
    const ImportPlan plan = prepareImport(request, m_document->shippedCatalog());
    if (!plan.usable()) {
        m_dialogs->error(m_parent, tr("Import prices"),
                         tr("%1 cannot be imported; nothing was written.").arg(QFileInfo(file).fileName()),
                         diagnosticsText(plan.errors));
        return false;
    }
    const CatalogFileUpdate& update = *plan.update;
    QStringList lines;
    lines << tr("Provider %1, prices as of %2; offerings in the file: %3")
                 .arg(QString::fromStdString(plan.options.provider), QString::fromStdString(plan.options.asOf))
                 .arg(plan.import.offerings.size());
    lines << tr("%1 added, %2 changed, %3 removed, %4 unchanged")
                 .arg(update.added.size())
                 .arg(update.changed.size())
                 .arg(update.removed.size())
                 .arg(update.unchanged);
    for (const auto& change : update.changed)
        lines << tr("Changed: %1 %2 → %3 USD per GPU-hour")
                     .arg(QString::fromStdString(change.id), amountText(change.before), amountText(change.after));
    for (const auto& change : update.added)
        lines << tr("Added: %1 %2 USD per GPU-hour").arg(QString::fromStdString(change.id), amountText(change.after));
    for (const auto& change : update.removed)
        lines << tr("Removed: %1").arg(QString::fromStdString(change.id));
    QStringList unknown;
    for (const auto& [name, rows] : plan.import.unknownAccelerators)
        unknown << QString::fromStdString(name);
    if (!unknown.isEmpty())
        lines << tr("Not imported, accelerators with no catalog GPU: %1").arg(unknown.join(QStringLiteral(", ")));
    if (!plan.import.problems.empty())
        lines << tr("Malformed rows skipped: %1").arg(plan.import.problems.size()) + QLatin1Char('\n')
                + diagnosticsText(localisedProblems(plan.import));
    lines << tr("Write these offerings to %1?").arg(QString::fromStdString(plan.target.string()));
    if (!m_dialogs->ask(m_parent, tr("Import prices"), lines.join(QLatin1Char('\n'))))
        return false;
    if (const auto error = commitImport(plan)) {
        m_dialogs->error(m_parent, tr("Import prices"), QString::fromStdString(*error));
        return false;
    }
    return reload();
}

} // namespace planner::ui
