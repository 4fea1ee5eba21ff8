#pragma once
// The node groups as three narrow tables over one model, a row per group in each: the server and its GPUs,
// the CPUs and memory, the drives and network. Thirteen columns of catalog names do not fit beside the docks
// at 1280 px; three tables of four or five columns do, every name whole (on two lines where needed). They
// share one selection, so the current group is the same row in all three.

#include <QList>
#include <QWidget>

class QItemSelectionModel;
class QTableView;

namespace planner::ui {

class Document;
class NodeGroupModel;

class NodeGroupTables final : public QWidget {
    Q_OBJECT
public:
    NodeGroupTables(Document* document, NodeGroupModel* model, QWidget* parent = nullptr);

    // The first table (name, nodes, platform, GPU); its selection model is the shared one.
    QTableView* primary() const { return m_views.front(); }
    const QList<QTableView*>& views() const { return m_views; }
    // The table that shows a column of NodeGroupModel.
    QTableView* viewFor(int column) const;
    QItemSelectionModel* selectionModel() const;

    // Fits every table's columns to its width and its height to its rows (also done on every change).
    void fit();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void fitView(int view);
    void contentsChanged();

    NodeGroupModel* m_model;
    QList<QTableView*> m_views;
    // What each table was last fitted to (its width and the contents' generation): the same again is
    // skipped, as when a shown page is resized to the width it already had.
    int m_generation = 0;
    QList<QPair<int, int>> m_fittedTo;
    bool m_fitted = false;
    bool m_fitWhenShown = false; // an edit while another page is in front: fitted when this one is shown
    bool m_shownBefore = false;
};

} // namespace planner::ui
