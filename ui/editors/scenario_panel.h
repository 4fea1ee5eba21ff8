#pragma once
// The plan's scenarios: pick one, add, duplicate, rename and delete, each undoable.

#include <QWidget>

class QListView;
class QPushButton;

namespace planner::ui {

class Document;
class ScenarioListModel;

class ScenarioPanel final : public QWidget {
    Q_OBJECT
public:
    explicit ScenarioPanel(Document* document, QWidget* parent = nullptr);

    QListView* list() const { return m_list; }
    void addScenario();
    void duplicateScenario();
    void removeScenario();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void selectCurrent();
    QString uniqueName(const QString& base) const;

    Document* m_document;
    ScenarioListModel* m_model;
    QListView* m_list;
    QPushButton* m_add;
    QPushButton* m_duplicate;
    QPushButton* m_remove;
};

} // namespace planner::ui
