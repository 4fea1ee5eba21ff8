#pragma once
// Charts out of the window: a chart view's context menu (and Ctrl+C on a focused chart) copies the chart
// as a sharp image, or saves it as PNG or as SVG (vector, text kept as text) for slides and reports.

#include <QByteArray>
#include <QImage>
#include <QObject>
#include <QString>

class QChartView;
class QMenu;
class QWidget;

namespace planner::ui {

class Dialogs;
class Document;
class Settings;

class ChartExport final : public QObject {
    Q_OBJECT
public:
    // The document names the default file (the chart and the scenario); settings remember the folder last
    // saved to (null: the plan's folder, or home).
    ChartExport(Document* document, Dialogs* dialogs, Settings* settings, QObject* parent = nullptr);

    // Gives `view` the menu and the copy shortcut.
    void install(QChartView* view);
    // Installs on every chart view inside `page`, with a ChartExport owned by the page.
    static ChartExport* installAll(QWidget* page, Document* document, Dialogs* dialogs, Settings* settings);

    // Ratio of image pixels to view pixels in copies and PNG files: crisp on slides and high-DPI screens.
    static constexpr int kImageScale = 2;
    // The chart as the view shows it, at kImageScale times its size (device pixel ratio kImageScale).
    static QImage image(QChartView* view);
    // The chart as an SVG drawing of the view's size, with a title and a description.
    static QByteArray svg(QChartView* view, const QString& title, const QString& description);

    void copy(QChartView* view);
    // Ask for a file and write it; false when cancelled or failed (the failure is reported).
    bool savePng(QChartView* view);
    bool saveSvg(QChartView* view);
    // "cumulative-cost-2x-hgx-h20-shenzhen.png" in the last folder saved to.
    QString suggestedFile(QChartView* view, const QString& extension) const;

private:
    void showMenu(QChartView* view, const QPoint& pos);
    QString askFile(QChartView* view, const QString& extension);
    bool write(QChartView* view, const QString& file, const QByteArray& data);
    QString chartName(QChartView* view) const;
    QString scenarioName() const;
    void tell(QChartView* view, const QString& message) const;

    Document* m_document;
    Dialogs* m_dialogs;
    Settings* m_settings;
};

} // namespace planner::ui
