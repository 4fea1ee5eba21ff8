#include "ui/findings/findings_panel.h"

#include "ui/common/one_line_delegate.h"
#include "ui/document/analysis.h"
#include "ui/document/document.h"
#include "ui/document/field_edit.h"
#include "ui/findings/finding_texts.h"
#include "ui/findings/findings_model.h"

#include <QEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace planner::ui {

FindingsPanel::FindingsPanel(Document* document, Analysis* analysis, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_analysis(analysis)
    , m_model(new FindingsModel(analysis, this))
    , m_table(new QTableView(this))
    , m_detail(new QTextBrowser(this))
    , m_apply(new QPushButton(this))
{
    m_table->setObjectName(QStringLiteral("findingsTable"));
    m_table->setModel(m_model);
    m_table->setItemDelegate(new OneLineDelegate(m_table));
    // A new count of findings lays the rows out now, before the table paints, not in a later pass of the
    // event loop that would paint the whole table again.
    connect(m_model, &QAbstractItemModel::modelReset, m_table, &QAbstractItemView::doItemsLayout);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(FindingsModel::Severity, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    m_detail->setObjectName(QStringLiteral("findingDetail"));
    m_detail->setOpenExternalLinks(false);
    // Three lines are enough to start reading (it scrolls); the window must fit a 1280 × 800 screen.
    m_detail->setMinimumHeight(3 * m_detail->fontMetrics().lineSpacing());

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    auto* detailBox = new QWidget(splitter);
    auto* detailLayout = new QVBoxLayout(detailBox);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    detailLayout->addWidget(m_detail, 1);
    detailLayout->addWidget(m_apply, 0, Qt::AlignLeft);
    splitter->addWidget(detailBox);
    // The list matters most in a meeting; the explanation of the selected finding takes the rest.
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this, &FindingsPanel::showDetail);
    // The reader's choice: a click (also on the row already current: the reader looked at another page
    // since), or the keyboard moving the current row. Not the row the table makes current by itself when it
    // takes the focus, which would pull the window away from the page in front.
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex& index) {
        if (m_keyDown)
            choose(index);
    });
    connect(m_table, &QAbstractItemView::pressed, this, &FindingsPanel::choose);
    m_table->installEventFilter(this);
    connect(m_analysis, &Analysis::updated, this, &FindingsPanel::showDetail);
    connect(m_apply, &QPushButton::clicked, this, &FindingsPanel::applySelected);
    retranslate();
    showDetail();
}

QString FindingsPanel::detailText() const
{
    return m_detail->toPlainText();
}

void FindingsPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        m_detailOf.reset(); // the same finding, to be said in the new language
        showDetail();
    }
    QWidget::changeEvent(event);
}

void FindingsPanel::retranslate()
{
    m_apply->setText(tr("Apply the suggested fix"));
    m_apply->setToolTip(tr("Make the edit this finding suggests; Undo takes it back"));
    m_table->setToolTip(tr("What this build gets wrong or should know, updated with every edit"));
    m_model->retranslate();
}

bool FindingsPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_table && (event->type() == QEvent::KeyPress || event->type() == QEvent::KeyRelease))
        m_keyDown = event->type() == QEvent::KeyPress;
    return QWidget::eventFilter(watched, event);
}

void FindingsPanel::choose(const QModelIndex& index)
{
    const auto& findings = m_analysis->findings();
    if (!index.isValid() || index.row() >= static_cast<int>(findings.size()))
        return;
    const Finding& f = findings[static_cast<std::size_t>(index.row())];
    Q_EMIT findingChosen(QString::fromUtf8(f.ruleId.data(), static_cast<qsizetype>(f.ruleId.size())), f.nodeGroup);
}

void FindingsPanel::showDetail()
{
    const auto& findings = m_analysis->findings();
    const int row = m_table->currentIndex().row();
    if (row < 0 || row >= static_cast<int>(findings.size())) {
        m_detailHtml.clear();
        m_detailOf.reset();
        m_detail->setPlainText(findings.empty() ? tr("No findings: this build suits its workload.")
                                                : tr("Select a finding to see why it matters and how to fix it."));
        m_apply->setEnabled(false);
        Q_EMIT findingSelected(QString(), -1);
        return;
    }
    const Finding& f = findings[static_cast<std::size_t>(row)];
    Q_EMIT findingSelected(QString::fromUtf8(f.ruleId.data(), static_cast<qsizetype>(f.ruleId.size())), f.nodeGroup);
    m_apply->setEnabled(f.action.has_value());
    if (m_detailOf == f)
        return;
    m_detailOf = f;
    const FindingTexts texts = findingTexts(f);
    const QString html
        = QStringLiteral("<p><b>%1</b></p><p><b>%2</b> %3</p><p><b>%4</b> %5</p><p><small>%6 %7 · %8</small></p>")
              .arg(texts.message.toHtmlEscaped(), tr("Why:"), texts.explanation.toHtmlEscaped(), tr("Fix:"),
                   texts.fix.toHtmlEscaped(), tr("Source:"),
                   QString::fromUtf8(f.source().data(), static_cast<qsizetype>(f.source().size())).toHtmlEscaped(),
                   QString::fromUtf8(f.ruleId.data(), static_cast<qsizetype>(f.ruleId.size())));
    // Most edits leave the selected finding as it was: laying the same text out again costs a repaint.
    if (html != m_detailHtml) {
        m_detailHtml = html;
        m_detail->setHtml(html);
    }
}

void FindingsPanel::applySelected()
{
    const auto& findings = m_analysis->findings();
    const int row = m_table->currentIndex().row();
    if (row >= 0 && row < static_cast<int>(findings.size()) && findings[static_cast<std::size_t>(row)].action)
        applyFix(m_document, *findings[static_cast<std::size_t>(row)].action);
}

bool FindingsPanel::applyFix(Document* document, const FixAction& action)
{
    // The fix names its field by the descriptor's id; a number or a text, as the field takes it.
    const std::optional<AnyPlanField> field = findPlanField(action.field);
    if (!field)
        return false;
    FieldValue value = action.number;
    if (action.isText())
        value = action.text;
    else if (describe(*field).type == FieldType::Boolean)
        value = action.number != 0;
    const int group = describe(*field).part == PlanPart::Cluster ? action.nodeGroup : -1;
    // Its own undo step, never merged with an edit of the same field in an editor.
    return pushFieldEdit(document, tr("Apply fix"), document->currentScenario(), group, *field, value,
                         QStringLiteral(".fix"));
}

} // namespace planner::ui
