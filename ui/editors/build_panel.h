#pragma once
// The build of the current scenario: its node groups and the figures derived from them, live.

#include <QWidget>

class QLabel;
class QTableView;
class QPushButton;

namespace planner {
struct BuildFigures;
}

namespace planner::ui {

class Analysis;
class BuildDrawingView;
class Document;
class NodeGroupModel;
class NodeGroupTables;

class BuildPanel final : public QWidget {
    Q_OBJECT
public:
    BuildPanel(Document* document, Analysis* analysis, QWidget* parent = nullptr);

    // The first of the node group tables (name, nodes, platform, GPU); all share its model and selection.
    QTableView* table() const;
    NodeGroupTables* tables() const { return m_tables; }
    BuildDrawingView* drawing() const { return m_drawing; }
    // The derived figures as shown, by name ("gpus", "vram", "ramRatio", "power", "racks", "capex").
    QString figureText(const QString& name) const;

    // Picks out the part of the drawing a finding of `ruleId` is about; an empty id clears it.
    void highlightFinding(const QString& ruleId, int nodeGroup);

Q_SIGNALS:
    // The rack (cooling, cabinet power) was clicked: its editor is in the site settings.
    void siteEditorRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    QString racksFigure(const BuildFigures& build, double peakNodeKw) const;
    void updateFigures();
    void retranslate();
    void addGroup();
    void removeGroup();
    void openEditor(int part, int group);

    Document* m_document;
    Analysis* m_analysis;
    NodeGroupModel* m_model;
    NodeGroupTables* m_tables;
    BuildDrawingView* m_drawing;
    QPushButton* m_addButton;
    QPushButton* m_removeButton;
    QLabel* m_heading;
    QList<QPair<QString, class TextBlock*>> m_figureLabels;
    QList<QLabel*> m_figureNames;
};

} // namespace planner::ui
