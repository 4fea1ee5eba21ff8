#include "ui/shell/gui_main.h"
#include "ui/common/app_look.h"

#include "models/catalog/catalog_io.h"
#include "ui/common/data_folders.h"
#include "ui/common/dialogs.h"
#include "ui/common/settings.h"
#include "ui/common/translations.h"
#include "ui/shell/autosave.h"
#include "ui/shell/catalog_actions.h"
#include "ui/shell/main_window.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QFontDatabase>
#include <QImageReader>
#include <QMessageBox>
#include <QScopeGuard>
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

// Set by a pre-routine, which QApplication's constructor calls as soon as the display's platform integration
// exists (the font list needs it): whether it does.
std::promise<bool>* g_platformMade = nullptr;

void notePlatformMade()
{
    if (g_platformMade) {
        g_platformMade->set_value(!QGuiApplication::platformName().isEmpty());
        g_platformMade = nullptr;
    }
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
    // Start-up work done on the second core while Qt starts, all on one thread: starting a second thread stalled the
    // main thread by up to 3 ms on this project's machine, and a new thread began its work up to 3 ms late.
    // Fontconfig's configuration (read the first time Qt lists the fonts: a quarter of the work before the first
    // frame) comes first, as the style needs it as soon as QApplication exists; then the catalogs (plain C++);
    // then Qt's lists of installed fonts and image formats, which Qt makes the first time a font is asked for (a
    // thirteenth of the work) and an image is read (Fusion's arrows and icons) and keeps for the process.
    // Fontconfig, QFontDatabase and Qt's plugin loader are thread-safe.
    std::promise<FcBool> fontConfigurationRead;
    auto fontConfiguration = fontConfigurationRead.get_future();
    std::promise<CatalogLoadResult> catalogsParsed;
    auto loading = catalogsParsed.get_future();
    std::promise<bool> platformMade;
    g_platformMade = &platformMade;
    auto secondCore = std::async(
        std::launch::async, [&, team = sources.teamFolder(settings), platform = platformMade.get_future()]() mutable {
            fontConfigurationRead.set_value(FcInit());
            try {
                catalogsParsed.set_value(sources.layered ? loadCatalogs(sources.shipped, team, userCatalogFolder())
                                                         : loadCatalogFolder(sources.shipped, Origin::Shipped, true));
            } catch (...) {
                catalogsParsed.set_exception(std::current_exception());
            }
            if (platform.get()) {
                QFontDatabase::families();
                QImageReader::supportedImageFormats();
            }
        });
    qAddPreRoutine(&notePlatformMade);
    QApplication app(argc, argv);
    notePlatformMade(); // in case the constructor did not call it: the second core waits for it
    // The lists use the application's font database: done before the application goes, however runGui ends.
    const auto listsDone = qScopeGuard([&secondCore] { secondCore.wait(); });
    fontConfiguration.wait(); // before the first font is asked for (the style and the look below)
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
