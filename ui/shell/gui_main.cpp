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

// Fontconfig's configuration, read on the second core while Qt starts (see runGui).
std::shared_future<FcBool> g_fontConfiguration;
// Qt's lists of installed fonts and image formats, made on the second core while the window is built.
std::future<qsizetype> g_qtLists;

// Qt lists every installed font the first time a font is asked for (a thirteenth of the work before the first
// frame), and loads every image-format plugin the first time it reads an image (Fusion's arrows and icons);
// it keeps both for the process. QFontDatabase and Qt's plugin loader are thread-safe, so the second core does
// both. Run as a pre-routine: QApplication's constructor calls it as soon as the display's platform integration
// exists, which the font list needs, and the list is made while the constructor goes on.
void listFontsAndImageFormats()
{
    if (QGuiApplication::platformName().isEmpty())
        return; // no platform integration yet: the first font asked for makes the list
    g_qtLists = std::async(std::launch::async, [] {
        g_fontConfiguration.wait(); // the font list reads it
        return QFontDatabase::families().size() + QImageReader::supportedImageFormats().size();
    });
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
    g_fontConfiguration = std::async(std::launch::async, [] { return FcInit(); }).share();
    qAddPreRoutine(&listFontsAndImageFormats);
    QApplication app(argc, argv);
    // The lists use the application's font database: done before the application goes, however runGui ends.
    const auto listsDone = qScopeGuard([] {
        if (g_qtLists.valid())
            g_qtLists.wait();
    });
    g_fontConfiguration.wait(); // before the first font is asked for (the style and the look below)
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
