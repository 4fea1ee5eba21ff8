#pragma once
// Learning aids: the glossary of the terms the planner uses, its dialog, and the helper that gives
// every editor field its label, tooltip and accessible name in one place.

#include <QDialog>
#include <QList>
#include <QString>

class QLabel;
class QLineEdit;
class QListWidget;
class QTextBrowser;

namespace planner::ui {

struct GlossaryEntry {
    QString term;
    QString definition;
};

// Sorted by term in the current language; built with tr() so both languages come from the .ts files.
QList<GlossaryEntry> glossaryEntries();

// Names a field for people and screen readers: its form label (or check box text), accessible name
// (used in undo texts) and tooltip, on the field and its label.
void describeField(QWidget* field, const QString& name, const QString& toolTip);
// Gives every form label under `panel` the width of the widest, so the fields of all sections line up.
void alignFieldLabels(QWidget* panel);

class GlossaryDialog final : public QDialog {
    Q_OBJECT
public:
    explicit GlossaryDialog(QWidget* parent = nullptr);

    QLineEdit* searchField() const { return m_search; }
    QListWidget* termList() const { return m_terms; }
    QString currentDefinition() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void fill();
    void showCurrent();

    QList<GlossaryEntry> m_entries;
    QLabel* m_searchLabel;
    QLineEdit* m_search;
    QListWidget* m_terms;
    QTextBrowser* m_definition;
};

} // namespace planner::ui
