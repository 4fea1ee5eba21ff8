#pragma once
// The node groups of the current scenario as a table; every edit in a cell is an undo command. An
// edit of one group updates its row; other scenarios' edits and other parts leave the table alone.

#include <QAbstractTableModel>

namespace planner::ui {

class Document;
struct ChangeEvent;

class NodeGroupModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Name,
        Nodes,
        Platform,
        Gpu,
        GpuCount,
        Cpu,
        CpuSockets,
        Memory,
        MemoryCount,
        Nvme,
        NvmeCount,
        Nic,
        NicCount,
        ColumnCount
    };
    // The catalog kind a component column picks from ("gpu", "cpu", …); empty for other columns.
    static QString catalogKind(int column);
    // What a column means, for newcomers: shown on its header and its cells.
    static QString headerToolTip(int section);

    explicit NodeGroupModel(Document* document, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

    void retranslate();

private:
    void documentChanged(const ChangeEvent& event);
    void refresh();

    Document* m_document;
    int m_rows = 0;
};

} // namespace planner::ui
