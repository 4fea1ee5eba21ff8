#pragma once
// The market for the current build: every offering that could do its work, cheapest per unit of work
// first, with class, term, interruptibility, source and date; "Use this" makes the selected offering
// the scenario's choice for its term (undoable). Reads models/analysis/market.h like the command line.

#include "models/analysis/market.h"

#include <QAbstractTableModel>
#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace planner::ui {

class Analysis;
class Document;

class MarketModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    // The prices first (they must show beside the docks at 1280 px), then the GPU beside the hours it takes for
    // the work: a provider offers several GPUs, and its rows looked the same without it.
    enum Column { Offering, PerUnit, PerGpuHour, Factor, Gpu, Term, Class, Region, Source, ColumnCount };

    explicit MarketModel(QObject* parent = nullptr);
    void setView(MarketView view, const Catalog* catalog);
    const MarketView& view() const { return m_view; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    void retranslate();

private:
    QString text(const MarketRow& row, int column) const;
    QString toolTip(const MarketRow& row, int column) const;

    MarketView m_view;
    const Catalog* m_catalog = nullptr;
};

class MarketPanel final : public QWidget {
    Q_OBJECT
public:
    MarketPanel(Document* document, Analysis* analysis, QWidget* parent = nullptr);

    QTableView* table() const { return m_table; }
    QPushButton* useButton() const { return m_use; }
    MarketModel* model() const { return m_model; }
    // Recomputes the list when the analysis changed since it was drawn (called when the tab is shown).
    void refresh();
    void markDirty() { m_dirty = true; }
    // Makes the selected row the scenario's choice.
    void useSelected();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void updateButton();

    Document* m_document;
    Analysis* m_analysis;
    MarketModel* m_model;
    QLabel* m_summary;
    QTableView* m_table;
    QPushButton* m_use;
    bool m_dirty = true;
};

} // namespace planner::ui
