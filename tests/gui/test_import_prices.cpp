// File > Import prices… and File > Team catalog folder…: the summary asked about, the write, the reload,
// and the origin the catalog browser shows.

#include "gui_fixture.h"

#include "models/catalog/price_import.h"
#include "ui/browser/catalog_browser.h"
#include "ui/document/catalog_model.h"
#include "ui/shell/catalog_actions.h"

#include <catch2/catch.hpp>

#include <QAction>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QStatusBar>

using namespace planner;
using namespace planner::ui;
using planner::testing::WindowFixture;

namespace {

const QString kAwsFile = QStringLiteral(TEST_DATA_DIR "/import/skypilot/aws/vms.csv");
const std::string kP4d = "import-skypilot-aws-p4d.24xlarge-us-west-oregon";

// Points $XDG_DATA_HOME (the user's catalog folder) at a temporary folder for one test.
struct TemporaryDataHome {
    QTemporaryDir folder;
    QByteArray old = qgetenv("XDG_DATA_HOME");
    TemporaryDataHome() { qputenv("XDG_DATA_HOME", folder.path().toLocal8Bit()); }
    ~TemporaryDataHome()
    {
        if (old.isEmpty())
            qunsetenv("XDG_DATA_HOME");
        else
            qputenv("XDG_DATA_HOME", old);
    }
    TemporaryDataHome(const TemporaryDataHome&) = delete;
    TemporaryDataHome& operator=(const TemporaryDataHome&) = delete;
};

QString cellOf(CatalogModel* model, const std::string& id, int column)
{
    return model->index(model->rowOf(id), column).data().toString();
}

} // namespace

TEST_CASE("File > Import prices shows what would change, writes on confirmation and reloads", "[import]")
{
    const TemporaryDataHome home;
    WindowFixture f;
    const std::filesystem::path cloud = userCatalogFolder() / "cloud.json";
    f.dialogs.nextOpenFile = kAwsFile;

    SECTION("declining writes nothing")
    {
        f.dialogs.answerAsk = false;
        CHECK_FALSE(f.window->catalogActions()->importPrices());
        CHECK(f.dialogs.asked == 1);
        CHECK_FALSE(std::filesystem::exists(cloud));
        CHECK_FALSE(f.window->document()->catalog().offering(kP4d));
    }
    SECTION("confirming writes the user's catalog and the browser shows the offering with its date")
    {
        f.window->catalogActions()->importAction()->trigger();
        REQUIRE(f.dialogs.asked == 1);
        INFO(f.dialogs.lastQuestion.toStdString());
        CHECK(f.dialogs.lastQuestion.contains(QStringLiteral("3 added, 0 changed, 0 removed, 0 unchanged")));
        CHECK(f.dialogs.lastQuestion.contains(QString::fromStdString(kP4d) + QStringLiteral(" 4.09625"))); // 32.77 / 8
        CHECK(f.dialogs.lastQuestion.contains(QStringLiteral("A10G")));
        CHECK(f.dialogs.errors.isEmpty());
        REQUIRE(std::filesystem::exists(cloud));

        const CloudOffering* p4d = f.window->document()->catalog().offering(kP4d);
        REQUIRE(p4d);
        CHECK(p4d->provenance.origin == Origin::UserCatalog);
        CatalogModel* offerings = f.window->catalogBrowser()->model("offerings");
        REQUIRE(offerings->rowOf(kP4d) >= 0);
        // Without --as-of the prices date from the file's modification day.
        const QString fileDay = QFileInfo(kAwsFile).lastModified().toUTC().date().toString(Qt::ISODate);
        CHECK(cellOf(offerings, kP4d, offerings->provenanceColumn(CatalogModel::AsOf)) == fileDay);
        CHECK(cellOf(offerings, kP4d, offerings->provenanceColumn(CatalogModel::OriginColumn))
              == QStringLiteral("User catalog"));
    }
    SECTION("a file of another format is refused with the reason and nothing is written")
    {
        f.dialogs.nextOpenFile = QStringLiteral(TEST_DATA_DIR "/import/not-a-price-list.csv");
        CHECK_FALSE(f.window->catalogActions()->importPrices());
        REQUIRE(f.dialogs.errors.size() == 1);
        CHECK(f.dialogs.errors.front().contains(QStringLiteral("not a SkyPilot vms.csv file")));
        CHECK(f.dialogs.asked == 0);
        CHECK_FALSE(std::filesystem::exists(cloud));
    }
}

TEST_CASE("File > Team catalog folder layers the team's prices and the browser says they are the team's",
          "[import][team]")
{
    const TemporaryDataHome home;
    QTemporaryDir team;
    ImportRequest request;
    request.file = kAwsFile.toStdString();
    request.targetFolder = team.path().toStdString();
    request.asOf = "2026-11-30";
    request.nameFolders = {SOURCE_CATALOG_DIR};
    REQUIRE_FALSE(commitImport(prepareImport(request, testing::shippedCatalog())));

    WindowFixture f;
    f.dialogs.nextSaveFile = team.path();
    f.window->catalogActions()->teamFolderAction()->trigger();
    CHECK(f.settings.teamCatalogFolder() == team.path());
    const CloudOffering* p4d = f.window->document()->catalog().offering(kP4d);
    REQUIRE(p4d);
    CHECK(p4d->provenance.origin == Origin::TeamCatalog);
    CatalogModel* offerings = f.window->catalogBrowser()->model("offerings");
    CHECK(cellOf(offerings, kP4d, offerings->provenanceColumn(CatalogModel::OriginColumn))
          == QStringLiteral("Team catalog"));
    CHECK(cellOf(offerings, kP4d, offerings->provenanceColumn(CatalogModel::AsOf)) == QStringLiteral("2026-11-30"));
}

TEST_CASE("A team folder that cannot be read is named in the status bar, in the window's language", "[import][team]")
{
    const TemporaryDataHome home;
    WindowFixture f;
    const QString missing = f.folder.filePath(QStringLiteral("no-such-team-folder"));
    f.settings.setTeamCatalogFolder(missing);
    REQUIRE(f.window->catalogActions()->reload()); // the catalogs are read without it
    const QString shown = f.window->statusBar()->currentMessage();
    CHECK(shown.contains(missing));
    CHECK(shown.contains(QStringLiteral("does not exist")));
    CHECK(shown.contains(QStringLiteral("File > Team catalog folder")));

    f.window->setLanguage(QStringLiteral("zh_CN"));
    const QString chinese = f.window->catalogActions()->reportTeamFolder();
    CHECK(chinese.contains(missing));
    CHECK(chinese.contains(QStringLiteral("不存在")));

    // Once the folder exists the message goes.
    REQUIRE(QDir().mkpath(missing));
    f.window->setLanguage(QStringLiteral("en"));
    REQUIRE(f.window->catalogActions()->reload());
    CHECK(f.window->catalogActions()->reportTeamFolder().isEmpty());
    CHECK(f.window->statusBar()->currentMessage().isEmpty());
}

TEST_CASE("File > Import prices writes to the team folder when chosen, and remembers the choice", "[import][team]")
{
    const TemporaryDataHome home;
    WindowFixture f;
    f.dialogs.nextOpenFile = kAwsFile;

    SECTION("without a team folder nothing is asked: the prices go to the user's folder")
    {
        REQUIRE(f.window->catalogActions()->importPrices());
        CHECK(f.dialogs.importTargetAsked == 0);
        CHECK(std::filesystem::exists(userCatalogFolder() / "cloud.json"));
    }
    SECTION("with a team folder the person chooses; the team's cloud.json is written and the choice kept")
    {
        QTemporaryDir team;
        f.settings.setTeamCatalogFolder(team.path());
        REQUIRE(f.window->catalogActions()->reload());
        f.dialogs.nextImportTarget = Dialogs::ImportTarget::Team;
        REQUIRE(f.window->catalogActions()->importPrices());
        CHECK(f.dialogs.importTargetAsked == 1);
        CHECK(f.dialogs.suggestedImportTarget == Dialogs::ImportTarget::User); // the default before any choice
        CHECK(std::filesystem::exists(std::filesystem::path(team.path().toStdString()) / "cloud.json"));
        CHECK_FALSE(std::filesystem::exists(userCatalogFolder() / "cloud.json"));
        CHECK(f.settings.importToTeam());
        // The imported offering is read from the team layer.
        CHECK(f.window->document()->catalog().offering(kP4d));

        // The next import suggests the team folder; cancelling there writes nothing more.
        f.dialogs.nextImportTarget = Dialogs::ImportTarget::Cancel;
        CHECK_FALSE(f.window->catalogActions()->importPrices());
        CHECK(f.dialogs.suggestedImportTarget == Dialogs::ImportTarget::Team);
        CHECK(f.settings.importToTeam());
    }
}

TEST_CASE("Malformed import rows are reported in the window's language", "[import]")
{
    const TemporaryDataHome home;
    WindowFixture f;
    f.window->setLanguage(QStringLiteral("zh_CN"));
    f.dialogs.nextOpenFile = QStringLiteral(TEST_DATA_DIR "/import/skypilot/malformed/vms.csv");
    f.dialogs.answerAsk = false; // read the summary, write nothing
    CHECK_FALSE(f.window->catalogActions()->importPrices());
    // Line 4's half a GPU: the place stays, the words are Chinese (line 2's accelerator is not in the
    // mapping for a provider named after the folder, "malformed", so it is listed as unknown instead).
    INFO(f.dialogs.lastQuestion.toStdString());
    CHECK(f.dialogs.lastQuestion.contains(
        QStringLiteral("vms.csv:4:3: warning: AcceleratorCount“0.5”不是 1 到 72 之间的整数 GPU 数；已跳过该行")));
    CHECK(f.dialogs.lastQuestion.contains(QStringLiteral("实际为 9 个")));
    CHECK_FALSE(f.dialogs.lastQuestion.contains(QStringLiteral("row skipped")));
    f.window->setLanguage(QStringLiteral("en"));
}
