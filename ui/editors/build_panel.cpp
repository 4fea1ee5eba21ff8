#include "ui/editors/build_panel.h"

#include "ui/document/analysis.h"

#include "models/sizing/build.h"
#include "models/sizing/cabinets.h"
#include "models/sizing/node_topology.h"
#include "ui/common/readable_money.h"
#include "ui/common/text_block.h"
#include "ui/common/type_scale.h"
#include "ui/document/commands.h"
#include "ui/drawings/build_drawing_view.h"
#include "ui/editors/node_group_model.h"
#include "ui/editors/node_group_tables.h"

#include <QEvent>

#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace planner::ui {

namespace {
const QStringList kFigures = {QStringLiteral("gpus"),  QStringLiteral("vram"),  QStringLiteral("ramRatio"),
                              QStringLiteral("power"), QStringLiteral("racks"), QStringLiteral("capex")};
}

BuildPanel::BuildPanel(Document* document, Analysis* analysis, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_analysis(analysis)
    , m_model(new NodeGroupModel(document, this))
    , m_tables(new NodeGroupTables(document, m_model, this))
    , m_drawing(new BuildDrawingView(
          [analysis] {
              const Scenario* scenario = analysis->scenario();
              return scenario ? buildTopology(*scenario, analysis->catalog(), analysis->build()) : BuildTopology {};
          },
          this))
    , m_addButton(new QPushButton(this))
    , m_removeButton(new QPushButton(this))
    , m_heading(new QLabel(this))
{
    m_heading->setFont(headingFont(m_heading->font()));

    // The buttons beside the heading: the three tables and the drawing need every line of a 800 px screen.
    auto* buttons = new QHBoxLayout;
    m_heading->setWordWrap(true); // a long scenario name takes a second line rather than the buttons' room
    buttons->addWidget(m_heading, 1);
    buttons->addWidget(m_addButton);
    buttons->addWidget(m_removeButton);
    connect(m_addButton, &QPushButton::clicked, this, &BuildPanel::addGroup);
    connect(m_removeButton, &QPushButton::clicked, this, &BuildPanel::removeGroup);

    auto* figures = new QGridLayout;
    for (int i = 0; i < kFigures.size(); ++i) {
        auto* name = new QLabel(this);
        // Two lines of room from the start: a value that wraps after an edit ("16.4 kW (PUE 1.40)") then
        // moves nothing, and a new value repaints itself without laying the page out again.
        auto* value = new TextBlock(2, this);
        value->setObjectName(QStringLiteral("figure_") + kFigures[i]);
        value->setFont(headingFont(value->font()));
        // Wrapped rather than kept on one line: the panel must fit beside the docks on a 1280 px screen.
        name->setWordWrap(true);
        // Three figures a row, name above value: readable at projector sizes without clipping.
        const int row = (i / 3) * 2;
        figures->addWidget(name, row, i % 3);
        figures->addWidget(value, row + 1, i % 3);
        m_figureNames.append(name);
        m_figureLabels.append({kFigures[i], value});
    }

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(m_tables);
    // The picture takes the room the rows do not need: a node and its racks are what a newcomer reads.
    layout->addWidget(m_drawing, 1);
    layout->addLayout(figures);

    connect(m_tables->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { m_drawing->setGroup(current.isValid() ? current.row() : 0); });
    connect(m_drawing, &BuildDrawingView::partActivated, this,
            [this](BuildPart part, int group) { openEditor(static_cast<int>(part), group); });

    connect(m_analysis, &Analysis::updated, m_drawing, &BuildDrawingView::sourceChanged);
    connect(m_analysis, &Analysis::updated, this, &BuildPanel::updateFigures);
    retranslate();
    updateFigures();
}

QTableView* BuildPanel::table() const
{
    return m_tables->primary();
}

QString BuildPanel::figureText(const QString& name) const
{
    for (const auto& [key, label] : m_figureLabels)
        if (key == name)
            return label->text();
    return {};
}

void BuildPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        updateFigures();
    }
    QWidget::changeEvent(event);
}

void BuildPanel::retranslate()
{
    m_addButton->setText(tr("Add node group"));
    m_addButton->setToolTip(tr("Add a group of identical servers to this scenario"));
    m_removeButton->setText(tr("Remove node group"));
    m_removeButton->setToolTip(tr("Remove the selected group of servers"));
    const QStringList names = {tr("GPUs"),
                               tr("Total VRAM"),
                               tr("RAM / VRAM (lowest group)"),
                               tr("IT / facility power"),
                               tr("Racks needed; rack and node power"),
                               tr("Hardware capex (before VAT)")};
    const QStringList tips
        = {tr("GPUs across every node of every group"),
           tr("Video memory of all GPUs together: what the model, its optimizer states and activations must fit in"),
           tr("System memory per node divided by the VRAM of that node; 2–3× is the rule of thumb"),
           tr("Peak IT draw of all nodes, and the facility draw once cooling overhead (PUE) is added"),
           tr("Racks needed by power density (what the cooling method removes per rack) and by space; the average "
              "IT load per rack and the peak draw of the hungriest node. In colocation under a cabinet power cap: "
              "the cabinets rented, a node over the cap counting every cabinet whose power it takes"),
           tr("Sum of the bill of materials at catalog or overridden prices, before VAT")};
    for (int i = 0; i < m_figureNames.size(); ++i) {
        m_figureNames[i]->setText(names.value(i));
        m_figureNames[i]->setToolTip(tips.value(i));
        m_figureLabels[i].second->setToolTip(tips.value(i));
    }
    m_model->retranslate();
}

void BuildPanel::updateFigures()
{
    const Scenario* scenario = m_document->scenario();
    m_addButton->setEnabled(scenario != nullptr);
    m_removeButton->setEnabled(scenario && scenario->cluster.nodeGroups.size() > 1);
    if (!scenario) {
        m_heading->setText(tr("No scenario"));
        for (auto& [key, label] : m_figureLabels)
            label->clear();
        return;
    }
    m_heading->setText(tr("Build of \"%1\"").arg(QString::fromStdString(scenario->name)));
    const BuildFigures& build = m_analysis->build();
    const QLocale locale;
    double lowestRatio = 0;
    for (const auto& group : build.groups)
        if (group.ramToVram > 0 && (lowestRatio == 0 || group.ramToVram < lowestRatio))
            lowestRatio = group.ramToVram;
    double peakNodeKw = 0;
    for (const auto& group : build.groups)
        peakNodeKw = std::max(peakNodeKw, group.nodePowerW / 1000.0);
    const QStringList values
        = {tr("%n GPU(s)", nullptr, build.gpus) + QLatin1Char(' ') + tr("in %n node(s)", nullptr, build.nodes),
           tr("%1 GB").arg(locale.toString(build.vramGB, 'f', 0)),
           lowestRatio > 0 ? tr("%1×").arg(locale.toString(lowestRatio, 'f', 2)) : tr("n/a"),
           tr("%1 kW / %2 kW (PUE %3)")
               .arg(locale.toString(build.itPowerKw, 'f', 1), locale.toString(build.facilityPowerKw, 'f', 1),
                    locale.toString(build.pue, 'f', 2)),
           racksFigure(build, peakNodeKw),
           build.fullyPriced ? readableMoney(build.hardwareCapex, build.currency)
                             : tr("%1 (some items unpriced)").arg(readableMoney(build.hardwareCapex, build.currency))};
    for (int i = 0; i < m_figureLabels.size(); ++i)
        m_figureLabels[i].second->setText(values.value(i));
    // The capex reads rounded; its tooltip gives it to the fen.
    TextBlock* capex = m_figureLabels.back().second;
    const QString exact = exactMoney(build.hardwareCapex, build.currency);
    if (!capex->toolTip().endsWith(exact))
        capex->setToolTip(tr("Sum of the bill of materials at catalog or overridden prices, before VAT")
                          + QLatin1Char('\n') + tr("Exactly %1").arg(exact));
}

QString BuildPanel::racksFigure(const BuildFigures& build, double peakNodeKw) const
{
    const QLocale locale;
    // In colocation under a cabinet cap the racks are the cabinets rented, as the drawing shows them and the
    // TCO prices them: a node over the cap counts the cabinets whose power it is rented (5.85 kW against 5).
    const BuildTopology& topology = m_drawing->topology();
    if (topology.limitIsCabinet)
        return tr("%n cabinet(s) × %1 kW, node %2 kW", nullptr, build.cabinets)
            .arg(locale.toString(topology.rackLimitKw, 'g', 3), locale.toString(peakNodeKw, 'f', 2));
    return tr("%1 (%2 kW per rack, %3 kW per node)")
        .arg(racksShown(build))
        .arg(locale.toString(build.kwPerRack, 'f', 1), locale.toString(peakNodeKw, 'f', 1));
}

void BuildPanel::highlightFinding(const QString& ruleId, int nodeGroup)
{
    DrawingHighlight highlight;
    if (!ruleId.isEmpty()) {
        highlight.part = partOfRule(ruleId.toStdString());
        highlight.group = nodeGroup;
        if (nodeGroup >= 0)
            m_drawing->setGroup(nodeGroup);
    }
    m_drawing->setHighlight(highlight);
}

void BuildPanel::openEditor(int part, int group)
{
    const auto which = static_cast<BuildPart>(part);
    if (which == BuildPart::Rack) {
        Q_EMIT siteEditorRequested();
        return;
    }
    // The table cell that picks the part: PCIe lanes and power supplies come with the platform.
    const int column = which == BuildPart::Gpu ? NodeGroupModel::Gpu
        : which == BuildPart::Cpu              ? NodeGroupModel::Cpu
        : which == BuildPart::Memory           ? NodeGroupModel::Memory
        : which == BuildPart::Nvme             ? NodeGroupModel::Nvme
        : which == BuildPart::Nic              ? NodeGroupModel::Nic
                                               : NodeGroupModel::Platform;
    const QModelIndex index = m_model->index(group, column);
    if (!index.isValid())
        return;
    QTableView* table = m_tables->viewFor(column);
    table->setFocus(Qt::OtherFocusReason);
    table->setCurrentIndex(index);
    table->scrollTo(index);
    table->edit(index);
}

void BuildPanel::addGroup()
{
    const Scenario* scenario = m_document->scenario();
    if (!scenario)
        return;
    const std::size_t s = static_cast<std::size_t>(m_document->currentScenario());
    const auto& groups = scenario->cluster.nodeGroups;
    // A copy of the selected (or last) group is the likeliest next step: "the same, but H20".
    const QModelIndex selected = m_tables->primary()->currentIndex();
    NodeGroup group = groups.empty()
        ? NodeGroup {}
        : groups[selected.isValid() ? static_cast<std::size_t>(selected.row()) : groups.size() - 1];
    group.name.clear();
    m_document->undoStack()->push(InsertOrRemove<NodeGroup>::insert(
        m_document, tr("Add node group"), ChangeEvent::inScenario(static_cast<int>(s), ChangeEvent::Part::Cluster),
        [s](Plan& p) -> std::vector<NodeGroup>& { return p.scenarios[s].cluster.nodeGroups; },
        static_cast<int>(groups.size()), group));
}

void BuildPanel::removeGroup()
{
    const Scenario* scenario = m_document->scenario();
    const QModelIndex selected = m_tables->primary()->currentIndex();
    if (!scenario || !selected.isValid() || scenario->cluster.nodeGroups.size() <= 1)
        return;
    const std::size_t s = static_cast<std::size_t>(m_document->currentScenario());
    m_document->undoStack()->push(InsertOrRemove<NodeGroup>::remove(
        m_document, tr("Remove node group"), ChangeEvent::inScenario(static_cast<int>(s), ChangeEvent::Part::Cluster),
        [s](Plan& p) -> std::vector<NodeGroup>& { return p.scenarios[s].cluster.nodeGroups; }, selected.row()));
}

} // namespace planner::ui
