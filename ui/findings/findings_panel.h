#pragma once
// The live findings of the current scenario; selecting one explains it and offers its fix.

#include "models/rules/rules.h"

#include <QWidget>

#include <optional>

class QModelIndex;

class QPushButton;
class QTableView;
class QTextBrowser;

namespace planner {
struct FixAction;
}

namespace planner::ui {

class Analysis;
class Document;
class FindingsModel;

class FindingsPanel final : public QWidget {
    Q_OBJECT
public:
    FindingsPanel(Document* document, Analysis* analysis, QWidget* parent = nullptr);

    QTableView* table() const { return m_table; }
    QPushButton* applyButton() const { return m_apply; }
    QString detailText() const;

    // Pushes the fix as an undo command; false when the action names no known field.
    static bool applyFix(Document* document, const FixAction& action);

Q_SIGNALS:
    // The selected finding's rule and node group (-1: the whole scenario); an empty id when none is selected.
    void findingSelected(const QString& ruleId, int nodeGroup);
    // The reader picked a finding in the list (not an edit that re-states the selected one): its part of the
    // build should come into view.
    void findingChosen(const QString& ruleId, int nodeGroup);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showDetail();
    void choose(const QModelIndex& index);
    bool m_keyDown = false; // a key is being handled by the table: a new current row is the reader's
    void applySelected();
    void retranslate();

    Document* m_document;
    Analysis* m_analysis;
    FindingsModel* m_model;
    QTableView* m_table;
    QTextBrowser* m_detail;
    QString m_detailHtml; // what m_detail shows, when it shows a finding
    // The finding shown, in the language it was rendered in: most edits leave it as it was, and its three
    // texts need not be rendered again to find that out.
    std::optional<Finding> m_detailOf;
    QPushButton* m_apply;
};

} // namespace planner::ui
