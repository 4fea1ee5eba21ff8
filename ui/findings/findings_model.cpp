#include "ui/findings/findings_model.h"

#include "ui/common/core_text.h"
#include "ui/document/analysis.h"

#include <QBrush>
#include <QColor>

#include <vector>

namespace planner::ui {

FindingsModel::FindingsModel(Analysis* analysis, QObject* parent)
    : QAbstractTableModel(parent)
    , m_analysis(analysis)
{
    connect(m_analysis, &Analysis::updated, this, [this] { refresh(); });
    m_shown = m_analysis->findings();
}

void FindingsModel::refresh(Rows rows)
{
    const std::vector<Finding>& findings = m_analysis->findings();
    if (findings.size() != m_shown.size()) {
        beginResetModel();
        m_shown = findings;
        endResetModel();
        return;
    }
    if (rows == Rows::All) {
        m_shown = findings;
        if (!findings.empty())
            Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    // Cell by cell, only the findings that changed: a range repaints the whole table and its header (Qt 6.4).
    std::vector<int> changed;
    for (std::size_t i = 0; i < findings.size(); ++i)
        if (!(findings[i] == m_shown[i]))
            changed.push_back(static_cast<int>(i));
    m_shown = findings;
    for (int row : changed)
        for (int column = 0; column < ColumnCount; ++column)
            Q_EMIT dataChanged(index(row, column), index(row, column));
}

void FindingsModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    refresh(Rows::All);
}

int FindingsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_shown.size());
}
int FindingsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FindingsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const auto& findings = m_shown;
    if (index.row() >= static_cast<int>(findings.size()))
        return {};
    const Finding& f = findings[static_cast<std::size_t>(index.row())];
    if (index.column() == Severity) {
        if (role == Qt::DisplayRole) {
            switch (f.severity) {
            case planner::Severity::Error:
                return tr("Error");
            case planner::Severity::Warning:
                return tr("Warning");
            case planner::Severity::Info:
                return tr("Note");
            }
        }
        if (role == Qt::ForegroundRole) {
            // Readable on light and dark palettes alike: saturated mid-tones.
            switch (f.severity) {
            case planner::Severity::Error:
                return QBrush(QColor(0xd3, 0x2f, 0x2f));
            case planner::Severity::Warning:
                return QBrush(QColor(0xe0, 0x8a, 0x00));
            case planner::Severity::Info:
                return QBrush(QColor(0x1e, 0x88, 0xe5));
            }
        }
        if (role == Qt::ToolTipRole)
            return QString::fromUtf8(f.ruleId.data(), static_cast<qsizetype>(f.ruleId.size()));
    }
    if (index.column() == Message && (role == Qt::DisplayRole || role == Qt::ToolTipRole))
        return uiText(findingText(f, FindingPart::Message)); // only the line shown: the explanation is long
    return {};
}

QVariant FindingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    return section == Severity ? tr("Severity") : tr("Finding");
}

} // namespace planner::ui
