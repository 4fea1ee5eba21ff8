#include "shell/gui_main.h"
#include "shell/app_look.h"

#include "catalog/catalog_io.h"
#include "shell/autosave.h"
#include "shell/catalog_actions.h"
#include "shell/data_folders.h"
#include "shell/dialogs.h"
#include "shell/main_window.h"
#include "shell/settings.h"
#include "shell/translations.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QFontDatabase>
#include <QMessageBox>
#include <QTimer>

#include <fontconfig/fontconfig.h>

#include <cstdio>
#include <cstdlib>
#include <future>

namespace planner::ui {

namespace {

// Ends the process as soon as the window has painted, for the start-up benchmark: what is measured is
// start-up to a painted window, so tear-down is skipped here exactly as in the bare window it is
// compared with (tests/benchmarks/bare_chart_window.cpp).
class QuitAfterPaint final : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint)
            QTimer::singleShot(0, qApp, [] {
                std::fflush(nullptr);
                std::_Exit(0);
            });
        return QObject::eventFilter(watched, event);
    }
};

void quitAfterFirstPaint(QWidget* window)
{
    window->installEventFilter(new QuitAfterPaint(window));
}

} // namespace

int runGui(int& argc, char** argv, const std::string& planToOpen, const std::string& catalogFolder,
           const std::string& teamCatalogFolder)
{
    // Named before the settings are read (the team folder is one), which is before QApplication exists.
    QCoreApplication::setApplicationName(QStringLiteral("gpu-planner"));
    QCoreApplication::setOrganizationName(QStringLiteral("gpu-planner"));
    Settings settings;
    const CatalogSources sources {catalogFolder.empty() ? shippedCatalogFolder() : std::filesystem::path(catalogFolder),
                                  catalogFolder.empty(), teamCatalogFolder};
    // The catalogs are plain C++: parse them on the second core while Qt starts (fonts, platform).
    auto loading = std::async(std::launch::async, [sources, team = sources.teamFolder(settings)] {
        return sources.layered ? loadCatalogs(sources.shipped, team, userCatalogFolder())
                               : loadCatalogFolder(sources.shipped, Origin::Shipped, true);
    });
    // Fontconfig reads its configuration the first time Qt lists the fonts, a quarter of the work before
    // the first frame; it is thread-safe, so it reads it here while Qt connects to the display.
    auto fontConfiguration = std::async(std::launch::async, [] { return FcInit(); });
    QApplication app(argc, argv);
    fontConfiguration.wait(); // before the first font is asked for (the style and the look below)
    // Qt then lists every installed font the first time a font is asked for: a thirteenth of the work before
    // the first frame, on the main thread. QFontDatabase is thread-safe, so the second core lists them while the
    // window is built; the first font asked for waits for the list if it is not done.
    auto fontList = std::async(std::launch::async, [] { return QFontDatabase::families().size(); });
    QApplication::setApplicationDisplayName(QStringLiteral("GPU Cluster Planner"));
    QApplication::setApplicationVersion(QStringLiteral(GPU_PLANNER_VERSION));
    applyApplicationLook();

    Translations translations;
    translations.apply(settings.language());

    CatalogLoadResult catalogs = loading.get();
    if (!catalogs.ok()) {
        QStringList lines;
        for (const auto& d : catalogs.diagnostics)
            lines << QString::fromStdString(d.toString());
        QMessageBox box(QMessageBox::Critical, QObject::tr("Catalogs cannot be used"),
                        QObject::tr("The hardware and price catalogs have errors; the planner cannot start.\n\n%1")
                            .arg(lines.value(0)));
        box.setDetailedText(lines.join(QLatin1Char('\n')));
        box.exec();
        return 2;
    }

    Dialogs dialogs;
    MainWindow window(std::move(catalogs.catalog), &settings, &dialogs, &translations);
    window.catalogActions()->setSources(sources);
    const QString plan = planToOpen.empty()
        ? QDir(exampleFolder()).filePath(QStringLiteral("shenzhen-llm-finetune.json"))
        : QString::fromStdString(planToOpen);
    const QString autosaveFolder = Autosave::defaultFolder();
    if (!window.offerRecovery(autosaveFolder) && !(QFileInfo::exists(plan) && window.openFile(plan)))
        window.newPlan();
    window.startAutosave(autosaveFolder, settings.autosaveSeconds());
    window.catalogActions()->reportTeamFolder(); // after the plan's own status: a team folder that cannot be read
    setApplicationIconAfterFirstPaint(&window);
    // Installed last, so it sees the first paint before the icon's filter does: the benchmark ends with
    // the first frame, as a person sees it, and what is put off until after it is not counted.
    if (qEnvironmentVariableIsSet("GPU_PLANNER_EXIT_AFTER_PAINT"))
        quitAfterFirstPaint(&window); // start-up benchmark (tests/benchmarks/startup.sh)
    window.show();
    return QApplication::exec();
}

} // namespace planner::ui
