#include "ui/editors/node_group_tables.h"

#include "ui/common/table_fit.h"
#include "ui/editors/component_delegate.h"
#include "ui/editors/node_group_model.h"

#include <QEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QScrollBar>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace planner::ui {

namespace {

using M = NodeGroupModel;

// The columns of each table: a part beside its count, as a newcomer reads a node from the top.
const QList<QList<int>>& viewColumns()
{
    static const QList<QList<int>> columns {{M::Name, M::Nodes, M::Platform, M::Gpu, M::GpuCount},
                                            {M::Cpu, M::CpuSockets, M::Memory, M::MemoryCount},
                                            {M::Nvme, M::NvmeCount, M::Nic, M::NicCount}};
    return columns;
}

// Rows shown before a table scrolls: three tables of them must leave the drawing its room.
constexpr int kShownRows = 2;
// Lines a name may take in its cell.
constexpr int kMostLines = 3;

} // namespace

NodeGroupTables::NodeGroupTables(Document* document, NodeGroupModel* model, QWidget* parent)
    : QWidget(parent)
    , m_model(model)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    const QStringList names {QStringLiteral("nodeGroupTable"), QStringLiteral("nodeGroupCpuMemoryTable"),
                             QStringLiteral("nodeGroupStorageNetworkTable")};
    for (int v = 0; v < viewColumns().size(); ++v) {
        auto* view = new QTableView(this);
        view->setObjectName(names[v]);
        view->setModel(model);
        if (v > 0) {
            QItemSelectionModel* own = view->selectionModel();
            view->setSelectionModel(m_views.front()->selectionModel());
            own->deleteLater();
        }
        view->setItemDelegate(new ComponentDelegate(document, view));
        view->setSelectionBehavior(QAbstractItemView::SelectRows);
        view->setSelectionMode(QAbstractItemView::SingleSelection);
        view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                              | QAbstractItemView::AnyKeyPressed);
        view->verticalHeader()->hide();
        view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
        view->verticalHeader()->setMinimumSectionSize(0);
        // Widths are set by fit(): every name whole, on two lines where one does not fit.
        view->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
        view->horizontalHeader()->setMinimumSectionSize(0);
        view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        view->setWordWrap(true);
        view->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        for (int c = 0; c < M::ColumnCount; ++c)
            view->setColumnHidden(c, !viewColumns()[v].contains(c));
        view->installEventFilter(this); // a new width fits the columns again
        layout->addWidget(view);
        m_views << view;
    }
    // The current group stays in sight in every table.
    connect(selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& current) {
        for (QTableView* view : m_views)
            if (current.isValid())
                view->scrollTo(current);
    });
    connect(model, &QAbstractItemModel::modelReset, this, &NodeGroupTables::contentsChanged);
    connect(model, &QAbstractItemModel::layoutChanged, this, &NodeGroupTables::contentsChanged);
    connect(model, &QAbstractItemModel::rowsInserted, this, &NodeGroupTables::contentsChanged);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &NodeGroupTables::contentsChanged);
    connect(model, &QAbstractItemModel::dataChanged, this, &NodeGroupTables::contentsChanged);
    connect(model, &QAbstractItemModel::headerDataChanged, this, &NodeGroupTables::contentsChanged);
    fit();
}

void NodeGroupTables::contentsChanged()
{
    ++m_generation;
    fit();
}

QTableView* NodeGroupTables::viewFor(int column) const
{
    for (int v = 0; v < viewColumns().size(); ++v)
        if (viewColumns()[v].contains(column))
            return m_views[v];
    return m_views.front();
}

QItemSelectionModel* NodeGroupTables::selectionModel() const
{
    return m_views.front()->selectionModel();
}

void NodeGroupTables::fit()
{
    // Fitting measures every name wrapped at several widths: not again for a page nobody sees (the Costs
    // page's edits would pay for it). Once before it is first shown: unfitted, the tables' heights grew the
    // window past a 1280 × 800 screen.
    if (!isVisible() && m_fitted) {
        m_fitWhenShown = true;
        return;
    }
    m_fitWhenShown = false;
    m_fitted = true;
    for (int v = 0; v < m_views.size(); ++v)
        fitView(v);
}

void NodeGroupTables::fitView(int v)
{
    QTableView* view = m_views[v];
    m_fittedTo.resize(m_views.size(), {-1, -1});
    const QPair<int, int> fitting {view->width(), m_generation};
    if (m_fittedTo[v] == fitting)
        return;
    m_fittedTo[v] = fitting;
    const int rows = m_model->rowCount();
    const auto scrollBar = rows > kShownRows ? Qt::ScrollBarAlwaysOn : Qt::ScrollBarAlwaysOff;
    if (view->verticalScrollBarPolicy() != scrollBar)
        view->setVerticalScrollBarPolicy(scrollBar);
    // Catalog names and the group's name may take more lines (a server's name runs to 90 letters); counts
    // never wrap.
    QList<int> wrappable;
    for (int c : viewColumns()[v])
        if (c == M::Name || !M::catalogKind(c).isEmpty())
            wrappable << c;
    QList<int> wrapped;
    const QList<int> lines = fitTableColumns(view, wrappable, kMostLines, &wrapped);
    const QFontMetrics metrics(view->font());
    const int oneLine = metrics.height() + 4;
    view->verticalHeader()->setDefaultSectionSize(oneLine);
    int height = 0;
    for (int row = 0; row < rows; ++row) {
        // Lines in the table's font, or taller when a wrapped name's lines are (Chinese in a fallback font).
        const int inFont = oneLine + (lines.value(row, 1) - 1) * metrics.lineSpacing();
        const int rowHeight = wrapped.value(row, 0) + 2 > inFont ? wrapped.value(row, 0) + 4 : inFont;
        if (view->verticalHeader()->sectionSize(row) != rowHeight)
            view->verticalHeader()->resizeSection(row, rowHeight);
        if (row < kShownRows)
            height += rowHeight;
    }
    if (rows == 0)
        height = oneLine;
    const int total = view->horizontalHeader()->sizeHint().height() + height + 2 * view->frameWidth();
    if (view->height() != total || view->minimumHeight() != total)
        view->setFixedHeight(total);
}

bool NodeGroupTables::eventFilter(QObject* watched, QEvent* event)
{
    // A table resized while hidden, or shown with the size of a layout made while it was hidden (its resize
    // comes as it is shown, before it is visible), is fitted when shown.
    auto* view = qobject_cast<QTableView*>(watched);
    if (event->type() == QEvent::Resize && view && !view->isVisible())
        m_fitWhenShown = true;
    else if (event->type() == QEvent::Resize)
        for (int v = 0; v < m_views.size(); ++v)
            if (watched == m_views[v])
                fitView(v);
    return QWidget::eventFilter(watched, event);
}

void NodeGroupTables::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (!m_fitWhenShown)
        return;
    if (m_shownBefore) {
        fit();
        return;
    }
    // The window's first show: Qt shows a tab page before its tab widget lays it out, so the page still has
    // the width of a layout made while hidden. The resize that follows fits the tables (before the first
    // frame); this fits them if none comes.
    m_shownBefore = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (m_fitWhenShown)
                fit();
        },
        Qt::QueuedConnection);
}

void NodeGroupTables::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange)
        contentsChanged();
    QWidget::changeEvent(event);
}

} // namespace planner::ui
