#include "ui/shell/main_window.h"

#include "models/deploy/deployment_kit.h"
#include "models/plan/plan_io.h"
#include "models/sizing/node_topology.h"
#include "ui/advise/advisor_page.h"
#include "ui/browser/catalog_browser.h"
#include "ui/common/core_text.h"
#include "ui/common/dialogs.h"
#include "ui/common/glossary.h"
#include "ui/common/settings.h"
#include "ui/common/translations.h"
#include "ui/common/wheel_guard.h"
#include "ui/costs/chart_export.h"
#include "ui/costs/comparison_model.h"
#include "ui/costs/comparison_table.h"
#include "ui/costs/cost_view.h"
#include "ui/costs/presentation_view.h"
#include "ui/costs/what_if_bar.h"
#include "ui/document/analysis.h"
#include "ui/document/document.h"
#include "ui/editors/build_panel.h"
#include "ui/editors/scenario_panel.h"
#include "ui/editors/site_finance_panel.h"
#include "ui/editors/workload_panel.h"
#include "ui/export/quote_print.h"
#include "ui/findings/findings_panel.h"
#include "ui/lessons/lesson_panel.h"
#include "ui/shell/autosave.h"
#include "ui/shell/catalog_actions.h"
#include "ui/shell/lazy_page.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QHeaderView>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QUndoStack>

namespace planner::ui {

namespace {
// Below this many pixels of usable screen height the docks take the compact arrangement.
constexpr int kRoomyScreenHeight = 900;
} // namespace

namespace {

// A new plan starts from a modest, valid build (an 8-GPU L40S PCIe server fine-tuning an 8B model
// with LoRA) rather than blanks; parts missing from the catalogs stay empty for the user to pick.
Plan starterPlan(const QString& name, const QString& currency, const Catalog& catalog)
{
    auto known = [](const auto* entry, const char* id) { return entry ? std::string(id) : std::string(); };
    Plan plan;
    plan.name = name.toStdString();
    Scenario scenario;
    scenario.name = QObject::tr("Scenario 1").toStdString();
    NodeGroup group;
    group.platformId = known(catalog.platform("server-4u-8gpu-pcie"), "server-4u-8gpu-pcie");
    group.gpuId = known(catalog.gpu("l40s"), "l40s");
    group.cpuId = known(catalog.cpu("xeon-8468"), "xeon-8468");
    group.memoryId = known(catalog.memoryModule("ddr5-64gb-4800-rdimm"), "ddr5-64gb-4800-rdimm");
    group.nvmeId = known(catalog.nvmeDrive("micron-7450-pro-7.68tb"), "micron-7450-pro-7.68tb");
    group.nvmeCount = group.nvmeId.empty() ? 0 : 4;
    group.nicId = known(catalog.nic("roce-100g"), "roce-100g");
    group.nicCount = group.nicId.empty() ? 0 : 1;
    group.nodeCount = 1;
    scenario.cluster.nodeGroups.push_back(group);
    scenario.workload.kind = WorkloadKind::LoRA;
    scenario.workload.modelId = known(catalog.model("llama3-8b"), "llama3-8b");
    const bool usd = currency == QLatin1String("USD");
    scenario.site.regionId = usd ? known(catalog.region("us-west-oregon"), "us-west-oregon")
                                 : known(catalog.region("cn-shenzhen"), "cn-shenzhen");
    scenario.site.coolingId = known(catalog.coolingMethod("air"), "air");
    scenario.finance.displayCurrency = currency.toStdString();
    plan.scenarios.push_back(scenario);
    return plan;
}

} // namespace

MainWindow::MainWindow(Catalog catalog, Settings* settings, Dialogs* dialogs, Translations* translations,
                       QWidget* parent)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_dialogs(dialogs)
    , m_translations(translations)
    , m_document(new Document(std::move(catalog), this))
    , m_analysis(new Analysis(m_document, this))
    , m_buildPanel(new BuildPanel(m_document, m_analysis, this))
    , m_findingsPanel(new FindingsPanel(m_document, m_analysis, this))
    , m_findingsDock(new QDockWidget(this))
    , m_scenarioPanel(new ScenarioPanel(m_document, this))
    , m_scenarioDock(new QDockWidget(this))
    , m_tabs(new QTabWidget(this))
    , m_workloadPanel(new WorkloadPanel(m_document, m_analysis, this))
    , m_settingsTabs(new QTabWidget(this))
    , m_settingsDock(new QDockWidget(this))
    , m_catalogDock(new QDockWidget(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    qApp->installEventFilter(new WheelGuard(this)); // the wheel scrolls the editors, not a field it passes over
    // Pages nobody has opened yet are built when first shown: start-up pays only for what it paints.
    m_costPage = new LazyPage(
        [this](QWidget* host) {
            auto* costs = new CostView(m_document, m_analysis, host);
            costs->insertVerdictBar(new WhatIfBar(m_document, m_analysis, costs)); // what if, for meetings
            ChartExport::installAll(costs, m_document, m_dialogs, m_settings); // right-click: copy, PNG, SVG
            return costs;
        },
        this);
    m_comparePage = new LazyPage(
        [this](QWidget* host) {
            m_comparisonModel = new ComparisonModel(m_document, host);
            return new ComparisonTable(m_comparisonModel, host);
        },
        this);
    m_tabs->addTab(m_buildPanel, QString());
    m_tabs->addTab(m_costPage, QString());
    m_tabs->addTab(m_comparePage, QString());
    m_advisorPage = new LazyPage(
        [this](QWidget* host) {
            auto* page = new AdvisorPage(m_document, host);
            connect(page, &AdvisorPage::exportQuoteRequested, this, &MainWindow::exportQuoteWithAdvice);
            return page;
        },
        this);
    m_tabs->addTab(m_advisorPage, QString());
    setCentralWidget(m_tabs);

    arrangeDocks();
    // A selected finding picks out its part of the build drawing; the drawing's rack opens the site editor.
    connect(m_findingsPanel, &FindingsPanel::findingSelected, m_buildPanel, &BuildPanel::highlightFinding);
    // A finding about a part of the build shows that part, whichever page is in front; one about money, the
    // workload or the software leaves the page as it is (a cost finding read on the Costs page stays there).
    // Queued: a choice made while the tabs are switching (the Costs page being built on first show) must not
    // switch them again from inside that switch, which left the tab bar and the shown page apart.
    connect(
        m_findingsPanel, &FindingsPanel::findingChosen, this,
        [this](const QString& ruleId) {
            if (partOfRule(ruleId.toStdString()))
                m_tabs->setCurrentWidget(m_buildPanel);
        },
        Qt::QueuedConnection);
    connect(m_buildPanel, &BuildPanel::siteEditorRequested, this, [this] {
        m_settingsDock->show();
        m_settingsDock->raise();
        m_settingsTabs->setCurrentIndex(1);
        siteFinancePanel()->coolingCombo()->setFocus(Qt::OtherFocusReason);
    });

    createActions();
    connect(m_document, &Document::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::modifiedChanged, this, &MainWindow::setWindowModified);
    // The currency last chosen is the one new plans start with.
    connect(m_document, &Document::changed, this, [this](const ChangeEvent& event) {
        if (!event.affectsCurrent(m_document->currentScenario(), ChangeEvent::Part::Finance))
            return;
        if (const Scenario* s = m_document->scenario())
            if (QString::fromStdString(s->finance.displayCurrency) != m_settings->displayCurrency())
                m_settings->setDisplayCurrency(QString::fromStdString(s->finance.displayCurrency));
    });

    // The window starts empty; the caller opens a plan, recovers one or starts a new one (newPlan()),
    // so start-up fills the panels once, not twice.
    retranslate();
    if (!restoreGeometry(m_settings->windowGeometry())) {
        // 1600 × 1000 where there is room; never larger than the screen (a 1280 × 800 laptop).
        const QRect available = screen()->availableGeometry();
        resize(std::min(1600, available.width()), std::min(1000, available.height()));
        if (available.height() < kRoomyScreenHeight) {
            // A laptop screen: the findings go under the settings on the right, so the cost charts keep
            // the page's full height (under the page they would leave the plot too little to label).
            splitDockWidget(m_settingsDock, m_findingsDock, Qt::Vertical);
            tabifyDockWidget(m_findingsDock, m_catalogDock);
            m_findingsDock->raise();
            resizeDocks({m_settingsDock, m_findingsDock}, {available.height() / 2, available.height() / 3},
                        Qt::Vertical);
        }
    }
    restoreState(m_settings->windowState());
}

void MainWindow::arrangeDocks()
{
    // Scenarios on the left, the editors on the right, findings (with the catalog behind them) below:
    // the build and its costs keep the middle, where a projector audience looks.
    m_scenarioDock->setObjectName(QStringLiteral("scenarioDock"));
    m_scenarioDock->setWidget(m_scenarioPanel);
    addDockWidget(Qt::LeftDockWidgetArea, m_scenarioDock);

    auto scrolled = [this](QWidget* panel) { // the editors are taller than a dock usually is
        auto* area = new QScrollArea(this);
        area->setWidget(panel);
        area->setWidgetResizable(true);
        area->setFrameShape(QFrame::NoFrame);
        area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        return area;
    };
    m_settingsTabs->addTab(scrolled(m_workloadPanel), QString());
    m_siteFinancePage = new LazyPage([this](QWidget* host) { return new SiteFinancePanel(m_document, host); }, this);
    m_settingsTabs->addTab(scrolled(m_siteFinancePage), QString());
    m_settingsTabs->setMinimumWidth(m_workloadPanel->sizeHint().width() + 40); // room for the scroll bar
    m_settingsDock->setObjectName(QStringLiteral("settingsDock"));
    m_settingsDock->setWidget(m_settingsTabs);
    addDockWidget(Qt::RightDockWidgetArea, m_settingsDock);

    m_findingsDock->setObjectName(QStringLiteral("findingsDock"));
    m_findingsDock->setWidget(m_findingsPanel);
    addDockWidget(Qt::BottomDockWidgetArea, m_findingsDock);
    m_catalogDock->setObjectName(QStringLiteral("catalogDock"));
    // The browser builds eleven tables; it waits until someone opens its tab (start-up time).
    connect(m_catalogDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            catalogBrowser();
    });
    tabifyDockWidget(m_findingsDock, m_catalogDock);
    m_findingsDock->raise();

    resizeDocks({m_scenarioDock, m_settingsDock}, {260, m_settingsTabs->minimumWidth()}, Qt::Horizontal);
    // Low enough that the Costs page keeps its charts tall under the what-if bar (1600 × 1000).
    resizeDocks({m_findingsDock}, {230}, Qt::Vertical);
}

MainWindow::~MainWindow() = default;

CostView* MainWindow::costView()
{
    return static_cast<CostView*>(m_costPage->content());
}

SiteFinancePanel* MainWindow::siteFinancePanel()
{
    return static_cast<SiteFinancePanel*>(m_siteFinancePage->content());
}

ComparisonModel* MainWindow::comparisonModel()
{
    m_comparePage->content();
    return m_comparisonModel;
}

PresentationView* MainWindow::presentationView()
{
    if (!m_presentation)
        m_presentation = new PresentationView(m_document, m_analysis, this);
    return m_presentation;
}

CatalogBrowser* MainWindow::catalogBrowser()
{
    if (!m_catalogBrowser) {
        m_catalogBrowser = new CatalogBrowser(m_document, m_catalogDock);
        m_catalogDock->setWidget(m_catalogBrowser);
    }
    return m_catalogBrowser;
}

void MainWindow::createActions()
{
    m_newAction = new QAction(this);
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &MainWindow::newPlan);
    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::open);
    m_saveAction = new QAction(this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);
    m_saveAsAction = new QAction(this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);
    m_exportAction = new QAction(this);
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportAction, &QAction::triggered, this, &MainWindow::exportQuote);
    m_catalogActions = new CatalogActions(CatalogSources {shippedCatalogFolder(), true, {}}, m_document, m_settings,
                                          m_dialogs, this);
    m_deployAction = new QAction(this);
    connect(m_deployAction, &QAction::triggered, this, &MainWindow::exportDeploymentKit);
    m_printAction = new QAction(this);
    m_printAction->setShortcut(QKeySequence::Print);
    connect(m_printAction, &QAction::triggered, this, [this] {
        printDocumentQuote(*m_document, m_translations ? m_translations->current() : QStringLiteral("en"), this);
    });
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    // Our own actions rather than QUndoStack's: those keep the "Undo %1" of the language they were made in,
    // so after a switch to 简体中文 the toolbar read "Undo 假设：期限".
    QUndoStack* stack = m_document->undoStack();
    m_undoAction = new QAction(this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setEnabled(stack->canUndo());
    connect(m_undoAction, &QAction::triggered, stack, &QUndoStack::undo);
    connect(stack, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, this, &MainWindow::updateUndoTexts);
    m_redoAction = new QAction(this);
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_redoAction->setEnabled(stack->canRedo());
    connect(m_redoAction, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    connect(stack, &QUndoStack::redoTextChanged, this, &MainWindow::updateUndoTexts);

    auto* languages = new QActionGroup(this);
    m_englishAction = new QAction(QStringLiteral("English"), languages);
    m_chineseAction = new QAction(QStringLiteral("简体中文"), languages);
    for (QAction* action : {m_englishAction, m_chineseAction})
        action->setCheckable(true);
    connect(m_englishAction, &QAction::triggered, this, [this] { setLanguage(QStringLiteral("en")); });
    connect(m_chineseAction, &QAction::triggered, this, [this] { setLanguage(QStringLiteral("zh_CN")); });

    m_glossaryAction = new QAction(this);
    m_glossaryAction->setShortcut(QKeySequence::HelpContents);
    connect(m_glossaryAction, &QAction::triggered, this, [this] {
        auto* glossary = new GlossaryDialog(this);
        glossary->setAttribute(Qt::WA_DeleteOnClose);
        glossary->show();
    });
    m_showBuildAction = new QAction(this);
    m_showBuildAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    connect(m_showBuildAction, &QAction::triggered, this, [this] { m_tabs->setCurrentWidget(m_buildPanel); });
    m_showCostsAction = new QAction(this);
    m_showCostsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    connect(m_showCostsAction, &QAction::triggered, this, [this] { m_tabs->setCurrentWidget(m_costPage); });
    m_showCompareAction = new QAction(this);
    m_showCompareAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_3));
    connect(m_showCompareAction, &QAction::triggered, this, [this] { m_tabs->setCurrentWidget(m_comparePage); });
    m_showAdvisorAction = new QAction(this);
    m_showAdvisorAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_4));
    connect(m_showAdvisorAction, &QAction::triggered, this, [this] { m_tabs->setCurrentWidget(m_advisorPage); });

    m_lessons = new LessonActions(this, m_document, m_dialogs, [this] { return maybeSave(); });
    splitDockWidget(m_scenarioDock, m_lessons->dock(), Qt::Vertical); // the explanation beside the work

    m_presentAction = new QAction(this);
    m_presentAction->setShortcut(QKeySequence(Qt::Key_F11));
    connect(m_presentAction, &QAction::triggered, this, [this] { presentationView()->enter(); });

    m_aboutAction = new QAction(this);
    connect(m_aboutAction, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About GPU Cluster Planner"),
                           tr("<b>GPU Cluster Planner</b> %1<br>Plans GPU clusters: checks a build against its "
                              "workload and compares buying, renting and cloud, region by region.")
                               .arg(QStringLiteral(GPU_PLANNER_VERSION)));
    });

    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_newAction);
    m_fileMenu->addAction(m_openAction);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_saveAction);
    m_fileMenu->addAction(m_saveAsAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_exportAction);
    m_fileMenu->addAction(m_deployAction);
    m_fileMenu->addAction(m_printAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_catalogActions->importAction());
    m_fileMenu->addAction(m_catalogActions->teamFolderAction());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_showBuildAction);
    m_viewMenu->addAction(m_showCostsAction);
    m_viewMenu->addAction(m_showCompareAction);
    m_viewMenu->addAction(m_showAdvisorAction);
    m_viewMenu->addAction(m_presentAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_scenarioDock->toggleViewAction());
    m_viewMenu->addAction(m_settingsDock->toggleViewAction());
    m_viewMenu->addAction(m_findingsDock->toggleViewAction());
    m_viewMenu->addAction(m_catalogDock->toggleViewAction());
    m_viewMenu->addAction(m_lessons->dock()->toggleViewAction());
    m_viewMenu->addSeparator();
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->addAction(m_englishAction);
    m_languageMenu->addAction(m_chineseAction);
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addMenu(m_lessons->menu());
    m_helpMenu->addAction(m_glossaryAction);
    m_helpMenu->addAction(m_aboutAction);

    auto* toolbar = addToolBar(QString());
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    toolbar->addAction(m_newAction);
    toolbar->addAction(m_openAction);
    toolbar->addAction(m_saveAction);
    toolbar->addSeparator();
    toolbar->addAction(m_undoAction);
    toolbar->addAction(m_redoAction);
    updateRecentMenu();
}

void MainWindow::updateUndoTexts()
{
    const QUndoStack* stack = m_document->undoStack();
    m_undoAction->setText(stack->canUndo() ? tr("&Undo %1").arg(stack->undoText()) : tr("&Undo"));
    m_redoAction->setText(stack->canRedo() ? tr("&Redo %1").arg(stack->redoText()) : tr("&Redo"));
}

void MainWindow::retranslate()
{
    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_newAction->setText(tr("&New plan"));
    m_newAction->setToolTip(tr("Start a new plan with one scenario"));
    m_openAction->setText(tr("&Open…"));
    m_openAction->setToolTip(tr("Open a plan file"));
    m_saveAction->setText(tr("&Save"));
    m_saveAction->setToolTip(tr("Save the plan (atomically: a crash never leaves half a file)"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_quitAction->setText(tr("&Quit"));
    m_exportAction->setText(tr("&Export quote…"));
    m_deployAction->setText(tr("Export &deployment kit…"));
    m_deployAction->setToolTip(tr("Write the install checklist (English and Chinese), Slurm, container and NCCL "
                                  "files for the current scenario's build into a new folder"));
    m_exportAction->setToolTip(
        tr("Write the quote of every scenario as a PDF (charts, sources) or a CSV for spreadsheets"));
    m_printAction->setText(tr("&Print quote…"));
    m_printAction->setToolTip(tr("Preview and print the quote of every scenario"));
    m_aboutAction->setText(tr("&About"));
    m_glossaryAction->setText(tr("&Glossary"));
    m_glossaryAction->setToolTip(tr("Terms of GPU infrastructure and its costs, explained"));
    m_showBuildAction->setText(tr("&Build"));
    m_showCostsAction->setText(tr("&Costs"));
    m_showCompareAction->setText(tr("Co&mpare scenarios"));
    m_showAdvisorAction->setText(tr("&Advisor"));
    m_presentAction->setText(tr("&Presentation mode"));
    m_presentAction->setToolTip(tr("Full screen for a meeting: the verdict, the cost table and one chart at a "
                                   "time; Left/Right step scenarios, Up/Down charts, Esc or F11 leaves"));
    m_settingsDock->setWindowTitle(tr("Workload, site and finance"));
    m_catalogDock->setWindowTitle(tr("Catalog browser"));
    m_settingsTabs->setTabText(0, tr("Workload"));
    m_settingsTabs->setTabText(1, tr("Site && finance"));
    m_tabs->setTabText(m_tabs->indexOf(m_costPage), tr("Costs"));
    m_tabs->setTabToolTip(m_tabs->indexOf(m_costPage),
                          tr("Three-year cost of buying, cloud on-demand, reserved rental and hybrid, with break-even "
                             "points, regions and sensitivity"));
    updateUndoTexts();
    m_scenarioDock->setWindowTitle(tr("Scenarios"));
    m_findingsDock->setWindowTitle(tr("Findings"));
    m_tabs->setTabText(m_tabs->indexOf(m_buildPanel), tr("Build"));
    m_tabs->setTabText(m_tabs->indexOf(m_comparePage), tr("Compare scenarios"));
    m_tabs->setTabText(m_tabs->indexOf(m_advisorPage), tr("Advisor"));
    m_tabs->setTabToolTip(m_tabs->indexOf(m_advisorPage),
                          tr("What should we get? The cheapest valid builds for this workload, as a frontier of cost "
                             "against time"));
    m_tabs->setTabToolTip(m_tabs->indexOf(m_comparePage),
                          tr("Every scenario side by side: capex, three-year cost of each option, time to train, "
                             "power and findings"));
    if (m_comparisonModel)
        m_comparisonModel->retranslate();
    m_catalogActions->retranslate();
    m_lessons->retranslate();
    m_englishAction->setChecked(m_translations && m_translations->current() == QLatin1String("en"));
    m_chineseAction->setChecked(m_translations && m_translations->current() == QLatin1String("zh_CN"));
    updateRecentMenu();
    updateTitle();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — GPU Cluster Planner").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::updateRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList files = m_settings->recentFiles();
    for (const QString& file : files) {
        QAction* action = m_recentMenu->addAction(QFileInfo(file).fileName());
        action->setToolTip(file);
        connect(action, &QAction::triggered, this, [this, file] {
            if (maybeSave())
                openFile(file);
        });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

bool MainWindow::openFile(const QString& filePath)
{
    const PlanLoadResult result = loadPlan(filePath.toStdString(), &m_document->shippedCatalog());
    if (!result.ok()) {
        QStringList lines;
        for (const auto& d : result.diagnostics)
            lines << QString::fromStdString(d.toString());
        const QString first = lines.isEmpty() ? QString() : lines.first();
        m_dialogs->error(this, tr("Cannot open plan"),
                         tr("\"%1\" cannot be opened; the current plan is unchanged.\n\n%2")
                             .arg(QFileInfo(filePath).fileName(), first),
                         lines.join(QLatin1Char('\n')));
        return false;
    }
    m_document->reset(*result.plan, QFileInfo(filePath).absoluteFilePath());
    m_settings->addRecentFile(QFileInfo(filePath).absoluteFilePath());
    updateRecentMenu();
    if (!result.diagnostics.empty())
        statusBar()->showMessage(
            tr("Opened with %n warning(s); the first: %1", nullptr, static_cast<int>(result.diagnostics.size()))
                .arg(QString::fromStdString(result.diagnostics.front().toString())),
            15000);
    else
        statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(filePath)), 5000);
    return true;
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString folder
        = m_document->filePath().isEmpty() ? QDir::homePath() : QFileInfo(m_document->filePath()).absolutePath();
    const QString file = m_dialogs->openFileName(this, folder);
    if (!file.isEmpty())
        openFile(file);
}

bool MainWindow::save()
{
    if (m_document->filePath().isEmpty())
        return saveAs();
    QString error;
    if (!m_document->save(m_document->filePath(), &error)) {
        m_dialogs->error(this, tr("Cannot save plan"), tr("The plan was not saved; nothing is lost.\n\n%1").arg(error));
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(m_document->filePath())), 5000);
    return true;
}

bool MainWindow::saveAs()
{
    // New plans get the .gpuplan.json suffix: the desktop knows it (packaging/linux) and opens such files
    // here on a double-click. Any .json name the user types is kept.
    const QString suggestion = m_document->filePath().isEmpty()
        ? QDir::home().filePath(QString::fromStdString(m_document->plan().name) + QStringLiteral(".gpuplan.json"))
        : m_document->filePath();
    QString file = m_dialogs->saveFileName(this, suggestion);
    if (file.isEmpty())
        return false;
    if (QFileInfo(file).suffix().isEmpty())
        file += QStringLiteral(".gpuplan.json");
    QString error;
    if (!m_document->save(file, &error)) {
        m_dialogs->error(this, tr("Cannot save plan"), tr("The plan was not saved; nothing is lost.\n\n%1").arg(error));
        return false;
    }
    m_settings->addRecentFile(QFileInfo(file).absoluteFilePath());
    updateRecentMenu();
    return true;
}

bool MainWindow::exportQuote()
{
    return writeQuote({});
}

bool MainWindow::exportQuoteWithAdvice()
{
    const auto* page = qobject_cast<AdvisorPage*>(m_advisorPage->content());
    if (!page || !page->advice())
        return false;
    QuoteAdviceSource source {page->advice(), page->adviceRequest(), std::nullopt};
    if (page->chosen() >= 0)
        source.chosen = static_cast<std::size_t>(page->chosen());
    return writeQuote(source);
}

bool MainWindow::writeQuote(const QuoteAdviceSource& advice)
{
    const QString base = m_document->filePath().isEmpty()
        ? QDir::home().filePath(QString::fromStdString(m_document->plan().name))
        : QFileInfo(m_document->filePath()).absolutePath() + QLatin1Char('/')
            + QFileInfo(m_document->filePath()).completeBaseName();
    QString file = m_dialogs->exportFileName(this, base + QStringLiteral("-quote.pdf"));
    if (file.isEmpty())
        return false;
    if (QFileInfo(file).suffix().isEmpty())
        file += QStringLiteral(".pdf");
    const QString language = m_translations ? m_translations->current() : QStringLiteral("en");
    const QString error = exportDocumentQuote(*m_document, language, file, advice);
    if (!error.isEmpty()) {
        m_dialogs->error(this, tr("Export failed"), tr("The quote was not written.\n\n%1").arg(error));
        return false;
    }
    statusBar()->showMessage(tr("Quote written to %1").arg(QDir::toNativeSeparators(file)), 8000);
    return true;
}

bool MainWindow::exportDeploymentKit()
{
    const Scenario* scenario = m_document->scenario();
    if (!scenario)
        return false;
    const QString base
        = m_document->filePath().isEmpty() ? QDir::homePath() : QFileInfo(m_document->filePath()).absolutePath();
    const QString folder = m_dialogs->deploymentFolder(
        this,
        QDir(base).filePath(
            tr("%1 deployment kit", "suggested folder name")
                .arg(QString::fromStdString(scenario->name).replace(QLatin1Char('/'), QLatin1Char('-')))));
    if (folder.isEmpty())
        return false;
    const QDir target(folder);
    const bool replace = target.exists() && !target.isEmpty();
    if (replace
        && !m_dialogs->ask(this, tr("Replace the folder?"),
                           tr("%1 is not empty. Replace everything in it with the deployment kit?")
                               .arg(QDir::toNativeSeparators(folder))))
        return false;
    const auto files = deploymentKit(*scenario, m_document->catalog(), m_analysis->build(), textFor("zh_CN"));
    if (auto error = writeDeploymentKit(folder.toStdString(), files, replace)) {
        m_dialogs->error(this, tr("Export failed"),
                         tr("The deployment kit was not written.\n\n%1").arg(QString::fromStdString(*error)));
        return false;
    }
    statusBar()->showMessage(tr("Deployment kit written to %1").arg(QDir::toNativeSeparators(folder)), 8000);
    return true;
}

void MainWindow::newPlan()
{
    if (maybeSave())
        m_document->reset(starterPlan(tr("New plan"), m_settings->displayCurrency(), m_document->shippedCatalog()), {});
}

void MainWindow::setLanguage(const QString& language)
{
    if (!m_translations)
        return;
    m_settings->setLanguage(m_translations->apply(language));
    retranslate();
}

void MainWindow::startAutosave(const QString& folder, int seconds)
{
    delete m_autosave;
    m_autosave = new Autosave(m_document, folder, seconds, this);
}

bool MainWindow::offerRecovery(const QString& folder)
{
    const auto found = Autosave::findRecoverable(folder);
    if (found.isEmpty())
        return false;
    const Autosave::Recoverable& newest = found.first();
    const QString name = newest.originalPath.isEmpty() ? newest.planName : QFileInfo(newest.originalPath).fileName();
    const bool recover = m_dialogs->ask(
        this, tr("Recover unsaved work"),
        tr("GPU Cluster Planner did not close normally. Unsaved changes to \"%1\" from %2 were kept. Recover them?")
            .arg(name, QLocale().toString(newest.savedAt.toLocalTime(), QLocale::ShortFormat)));
    bool recovered = false;
    if (recover) {
        QString error;
        if (auto plan = Autosave::load(newest, m_document->shippedCatalog(), &error)) {
            m_document->reset(*plan, newest.originalPath, true);
            recovered = true;
        } else {
            m_dialogs->error(this, tr("Cannot recover"), tr("The autosaved work cannot be read: %1").arg(error));
        }
    }
    // Whether recovered or declined, the old files are done with: the recovered plan is autosaved anew.
    for (const auto& r : found)
        Autosave::discard(r);
    return recovered;
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    switch (m_dialogs->askSaveChanges(this, m_document->displayName())) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    m_settings->setWindowGeometry(saveGeometry());
    m_settings->setWindowState(saveState());
    event->accept();
}

} // namespace planner::ui
