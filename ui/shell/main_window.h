#pragma once
// The application's shell: arranges the panels, owns the file actions, follows the document.

#include "models/catalog/catalog.h"

#include <QMainWindow>

class QMenu;
class QAction;
class QDockWidget;
class QTabWidget;
class QTableView;

namespace planner::ui {

class Analysis;
class Autosave;
class BuildPanel;
class CatalogActions;
class CatalogBrowser;
class ComparisonModel;
class CostView;
class SiteFinancePanel;
class WorkloadPanel;
class FindingsPanel;
class LazyPage;
struct QuoteAdviceSource;
class LessonActions;
class PresentationView;
class Dialogs;
class Document;
class ScenarioPanel;
class Settings;
class Translations;

class MainWindow final : public QMainWindow {
    Q_OBJECT
public:
    MainWindow(Catalog catalog, Settings* settings, Dialogs* dialogs, Translations* translations,
               QWidget* parent = nullptr);
    ~MainWindow() override;

    Document* document() const { return m_document; }
    BuildPanel* buildPanel() const { return m_buildPanel; }
    ScenarioPanel* scenarioPanel() const { return m_scenarioPanel; }
    FindingsPanel* findingsPanel() const { return m_findingsPanel; }
    QTabWidget* centralTabs() const { return m_tabs; }
    // Pages are built when first shown; these build them when asked first.
    CostView* costView();
    WorkloadPanel* workloadPanel() const { return m_workloadPanel; }
    SiteFinancePanel* siteFinancePanel();
    // Created when first shown.
    CatalogBrowser* catalogBrowser();
    ComparisonModel* comparisonModel();
    // View > Presentation mode (F11): made when first entered.
    PresentationView* presentationView();
    QAction* presentationAction() const { return m_presentAction; }
    // File > Import prices… and File > Team catalog folder….
    CatalogActions* catalogActions() const { return m_catalogActions; }
    // Help > Lessons and the lesson dock.
    LessonActions* lessonActions() const { return m_lessons; }

    // Opens a plan; a bad file is reported in a dialog and the current plan stays.
    bool openFile(const QString& filePath);
    bool save();
    bool saveAs();
    // File > Export…: the quote of every scenario as PDF or CSV. False when cancelled or failed.
    bool exportQuote();
    // The Advisor page's "Export quote with this advice…": the quote with the advisor's section.
    bool exportQuoteWithAdvice();
    bool exportDeploymentKit();
    void newPlan();
    void setLanguage(const QString& language);

    // Writes unsaved work to `folder` every `seconds`.
    void startAutosave(const QString& folder, int seconds);
    Autosave* autosave() const { return m_autosave; }
    // Offers work a crashed session left in `folder`; returns true when a plan was recovered.
    bool offerRecovery(const QString& folder);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void createActions();
    void arrangeDocks();
    void retranslate();
    bool writeQuote(const QuoteAdviceSource& advice); // asks for the file, writes, reports
    void updateUndoTexts();
    void updateTitle();
    void updateRecentMenu();
    void open();
    bool maybeSave();

    Settings* m_settings;
    Dialogs* m_dialogs;
    Translations* m_translations;
    Document* m_document;
    Analysis* m_analysis;
    BuildPanel* m_buildPanel;
    FindingsPanel* m_findingsPanel;
    QDockWidget* m_findingsDock;
    ScenarioPanel* m_scenarioPanel;
    QDockWidget* m_scenarioDock;
    QTabWidget* m_tabs;
    LazyPage* m_costPage = nullptr;
    LazyPage* m_comparePage = nullptr;
    LazyPage* m_advisorPage = nullptr;
    LazyPage* m_siteFinancePage = nullptr;
    WorkloadPanel* m_workloadPanel;
    QTabWidget* m_settingsTabs;
    QDockWidget* m_settingsDock;
    CatalogBrowser* m_catalogBrowser = nullptr;
    QDockWidget* m_catalogDock;
    ComparisonModel* m_comparisonModel = nullptr;
    Autosave* m_autosave = nullptr;
    CatalogActions* m_catalogActions = nullptr;
    LessonActions* m_lessons = nullptr;
    PresentationView* m_presentation = nullptr;

    QMenu* m_fileMenu = nullptr;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_languageMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_newAction = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QAction* m_exportAction = nullptr;
    QAction* m_deployAction = nullptr;
    QAction* m_printAction = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_englishAction = nullptr;
    QAction* m_chineseAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_glossaryAction = nullptr;
    QAction* m_showBuildAction = nullptr;
    QAction* m_showCostsAction = nullptr;
    QAction* m_showCompareAction = nullptr;
    QAction* m_showAdvisorAction = nullptr;
    QAction* m_presentAction = nullptr;
};

} // namespace planner::ui
