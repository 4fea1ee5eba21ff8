#include "ui/browser/catalog_browser.h"

#include "models/base/money.h"
#include "ui/document/document.h"
#include "ui/document/override_commands.h"

#include <QAction>
#include <QComboBox>
#include <QDate>
#include <QDateEdit>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace planner::ui {

namespace {

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

// Escapes a source text and turns the URLs in it into links.
QString linkified(const QString& text)
{
    static const QRegularExpression url(QStringLiteral(R"(https?://[^\s<>"';)]+)"));
    QString html;
    qsizetype last = 0;
    for (auto it = url.globalMatch(text); it.hasNext();) {
        const auto match = it.next();
        html += text.mid(last, match.capturedStart() - last).toHtmlEscaped();
        const QString link = match.captured().toHtmlEscaped();
        html += QStringLiteral("<a href=\"%1\">%1</a>").arg(link);
        last = match.capturedEnd();
    }
    return html + text.mid(last).toHtmlEscaped();
}

std::vector<QString> currenciesOf(const Catalog& catalog)
{
    std::vector<QString> list {QStringLiteral("USD")};
    for (const auto& rate : catalog.fxRates)
        if (std::find(list.begin(), list.end(), qs(rate.currency)) == list.end())
            list.push_back(qs(rate.currency));
    return list;
}

} // namespace

// ---- OverridePriceDialog ----

OverridePriceDialog::OverridePriceDialog(OverrideRequest request, QWidget* parent)
    : QDialog(parent)
    , m_request(std::move(request))
    , m_field(new QComboBox(this))
    , m_amount(new QDoubleSpinBox(this))
    , m_currency(new QComboBox(this))
    , m_source(new QLineEdit(this))
    , m_date(new QDateEdit(QDate::currentDate(), this))
    , m_current(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    for (const auto& field : m_request.fields)
        m_field->addItem(field.label);
    for (const auto& currency : m_request.currencies)
        m_currency->addItem(currency);
    m_amount->setRange(0, 1e10);
    m_amount->setDecimals(4);
    m_amount->setGroupSeparatorShown(true);
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_current->setWordWrap(true);

    auto* form = new QFormLayout;
    const int rows = 5;
    for (int i = 0; i < rows; ++i)
        m_labels.push_back(new QLabel(this));
    form->addRow(m_labels[0], m_field);
    form->addRow(QString(), m_current);
    form->addRow(m_labels[1], m_amount);
    form->addRow(m_labels[2], m_currency);
    form->addRow(m_labels[3], m_source);
    form->addRow(m_labels[4], m_date);
    m_labels[0]->setBuddy(m_field);
    m_labels[1]->setBuddy(m_amount);
    m_labels[2]->setBuddy(m_currency);
    m_labels[3]->setBuddy(m_source);
    m_labels[4]->setBuddy(m_date);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_buttons);

    connect(m_field, &QComboBox::currentIndexChanged, this, &OverridePriceDialog::showField);
    connect(m_source, &QLineEdit::textChanged, this, &OverridePriceDialog::updateOk);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslate();
    showField(0);
    updateOk();
    setMinimumWidth(520);
}

QPushButton* OverridePriceDialog::okButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

void OverridePriceDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void OverridePriceDialog::retranslate()
{
    setWindowTitle(tr("Override price of %1").arg(m_request.name));
    m_labels[0]->setText(tr("&Figure:"));
    m_labels[1]->setText(tr("&Amount:"));
    m_labels[2]->setText(tr("&Currency:"));
    m_labels[3]->setText(tr("&Source:"));
    m_labels[4]->setText(tr("As &of:"));
    m_field->setToolTip(tr("Which price of this entry the plan overrides"));
    m_field->setAccessibleName(tr("Overridden figure"));
    m_amount->setToolTip(tr("Your price, in the currency chosen below, before VAT"));
    m_amount->setAccessibleName(tr("Override amount"));
    m_currency->setToolTip(tr("Currency of your price; converted with the catalog's dated FX rates"));
    m_currency->setAccessibleName(tr("Override currency"));
    m_source->setToolTip(tr("Where the price comes from, e.g. a quote number or URL; printed on the quote"));
    m_source->setAccessibleName(tr("Override source"));
    m_source->setPlaceholderText(tr("Required: e.g. “Distributor quote #123”"));
    m_date->setToolTip(tr("The date the price was true on"));
    m_date->setAccessibleName(tr("Override date"));
    showField(m_field->currentIndex());
}

void OverridePriceDialog::showField(int index)
{
    if (index < 0 || index >= static_cast<int>(m_request.fields.size()))
        return;
    const auto& price = m_request.fields[static_cast<std::size_t>(index)].price;
    if (!price) {
        m_current->setText(tr("The catalog has no value for this figure."));
        return;
    }
    const Provenance& p = price->provenance;
    m_current->setText(tr("Now: %1 (%2, %3)")
                           .arg(qs(formatMoney(price->money.amount, price->money.currency)),
                                CatalogModel::originText(p.origin), qs(p.asOf)));
    // Cloud rates and tariffs have sub-cent prices (USD 4.9536 per GPU-hour); hardware does not.
    m_amount->setDecimals(price->money.amount < 100 ? 4 : 2);
    m_amount->setValue(price->money.amount);
    const int currency = m_currency->findText(qs(price->money.currency));
    if (currency >= 0)
        m_currency->setCurrentIndex(currency);
}

void OverridePriceDialog::updateOk()
{
    okButton()->setEnabled(!m_source->text().trimmed().isEmpty() && !m_request.fields.empty());
}

PriceOverride OverridePriceDialog::value() const
{
    const int index = std::max(0, m_field->currentIndex());
    PriceOverride o;
    o.kind = m_request.kind;
    o.id = m_request.id;
    o.field = m_request.fields.empty() ? std::string() : m_request.fields[static_cast<std::size_t>(index)].field;
    o.amount = m_amount->value();
    o.currency = m_currency->currentText().toStdString();
    o.source = m_source->text().trimmed().toStdString();
    o.asOf = m_date->date().toString(Qt::ISODate).toStdString();
    return o;
}

// ---- CatalogBrowser ----

CatalogBrowser::CatalogBrowser(Document* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_search(new QLineEdit(this))
    , m_tabs(new QTabWidget(this))
    , m_detail(new QTextBrowser(this))
    , m_overrideButton(new QPushButton(this))
    , m_removeButton(new QPushButton(this))
    , m_hint(new QLabel(this))
    , m_prompt([](QWidget* owner, const OverrideRequest& request) -> std::optional<PriceOverride> {
        OverridePriceDialog dialog(request, owner);
        if (dialog.exec() != QDialog::Accepted)
            return std::nullopt;
        return dialog.value();
    })
    , m_openLink([](const QUrl& url) { QDesktopServices::openUrl(url); })
{
    setObjectName(QStringLiteral("catalogBrowser"));
    m_search->setClearButtonEnabled(true);
    m_search->setObjectName(QStringLiteral("catalogSearch"));
    m_detail->setOpenLinks(false); // links go through m_openLink, so tests never start a browser
    m_detail->setObjectName(QStringLiteral("catalogDetail"));
    m_hint->setWordWrap(true);

    for (const CatalogKind* kind : catalogKindsForDisplay())
        addPage(new CatalogModel(document, *kind, this));

    auto* top = new QHBoxLayout;
    top->addWidget(m_search, 1);
    top->addWidget(m_overrideButton);
    top->addWidget(m_removeButton);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_tabs);
    splitter->addWidget(m_detail);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_hint);

    connect(m_search, &QLineEdit::textChanged, this, &CatalogBrowser::applySearch);
    connect(m_tabs, &QTabWidget::currentChanged, this, &CatalogBrowser::showSelection);
    connect(m_detail, &QTextBrowser::anchorClicked, this, &CatalogBrowser::openLink);
    connect(m_overrideButton, &QPushButton::clicked, this, &CatalogBrowser::overrideSelected);
    connect(m_removeButton, &QPushButton::clicked, this, &CatalogBrowser::removeSelectedOverride);
    connect(m_document, &Document::changed, this, [this](const ChangeEvent& event) {
        if (event.affectsCatalog() || event.affectsCurrent(m_document->currentScenario(), ChangeEvent::Part::Site))
            showSelection();
    });
    retranslate();
    showSelection();
}

void CatalogBrowser::addPage(CatalogModel* model)
{
    auto* proxy = new CatalogSearchProxy(this);
    proxy->setSourceModel(model);
    auto* view = new QTableView(m_tabs);
    view->setModel(proxy);
    // Catalog order until the user clicks a header; a third click goes back to it.
    view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    view->horizontalHeader()->setSortIndicatorClearable(true);
    view->setSortingEnabled(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    view->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    view->horizontalHeader()->setMaximumSectionSize(420); // long sources and notes stay in tooltips
    for (int column = 0; column < model->ownColumnCount(); ++column)
        view->setColumnHidden(column, model->isDetailColumn(column));
    view->resizeColumnsToContents();
    view->horizontalHeader()->setStretchLastSection(true);
    connect(view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &CatalogBrowser::showSelection);
    connect(view->horizontalHeader(), &QHeaderView::customContextMenuRequested, this, &CatalogBrowser::showColumnMenu);
    m_tabs->addTab(view, model->title());
    m_pages.push_back({model, proxy, view});
}

int CatalogBrowser::pageOf(std::string_view kind) const
{
    for (std::size_t i = 0; i < m_pages.size(); ++i)
        if (m_pages[i].model->kind().name == kind)
            return static_cast<int>(i);
    return -1;
}

QTableView* CatalogBrowser::table(int page) const
{
    return m_pages.at(static_cast<std::size_t>(page)).view;
}
CatalogModel* CatalogBrowser::model(int page) const
{
    return m_pages.at(static_cast<std::size_t>(page)).model;
}
QSortFilterProxyModel* CatalogBrowser::proxy(int page) const
{
    return m_pages.at(static_cast<std::size_t>(page)).proxy;
}

const CatalogBrowser::Page& CatalogBrowser::currentPage() const
{
    return m_pages.at(static_cast<std::size_t>(std::max(0, m_tabs->currentIndex())));
}

int CatalogBrowser::currentRow() const
{
    const Page& page = currentPage();
    const QModelIndex current = page.view->currentIndex();
    return current.isValid() ? page.proxy->mapToSource(current).row() : -1;
}

void CatalogBrowser::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showSelection();
    }
    QWidget::changeEvent(event);
}

void CatalogBrowser::retranslate()
{
    m_search->setPlaceholderText(tr("Search names, figures and ids…"));
    m_search->setToolTip(
        tr("Shows only the rows that contain this text in a shown column, the id, the date or the origin"));
    m_search->setAccessibleName(tr("Catalog search"));
    m_overrideButton->setText(tr("Override price…"));
    m_overrideButton->setToolTip(
        tr("Use your own quote for a price of the selected entry in this plan; the shipped catalog stays as it is"));
    m_overrideButton->setAccessibleName(tr("Override price"));
    m_removeButton->setText(tr("Remove override"));
    m_removeButton->setToolTip(tr("Go back to the catalog's prices for the selected entry"));
    m_removeButton->setAccessibleName(tr("Remove override"));
    m_detail->setAccessibleName(tr("Entry details"));
    m_hint->setText(tr("Every figure names its source and date. Right-click a column header to show more columns; "
                       "click a source link to open it."));
    for (std::size_t i = 0; i < m_pages.size(); ++i) {
        m_pages[i].model->retranslate();
        m_tabs->setTabText(static_cast<int>(i), m_pages[i].model->title());
        m_pages[i].view->setToolTip(tr("Click a row to see every figure with its source"));
        m_pages[i].view->setAccessibleName(m_pages[i].model->title());
    }
}

void CatalogBrowser::applySearch(const QString& text)
{
    for (const auto& page : m_pages)
        page.proxy->setFilterFixedString(text.trimmed());
    showSelection();
}

bool CatalogBrowser::selectEntry(std::string_view kind, const QString& id)
{
    const int tab = pageOf(kind);
    if (tab < 0)
        return false;
    const Page& page = m_pages.at(static_cast<std::size_t>(tab));
    const int row = page.model->rowOf(id.toStdString());
    const QModelIndex index = row < 0 ? QModelIndex() : page.proxy->mapFromSource(page.model->index(row, 0));
    if (!index.isValid())
        return false;
    m_tabs->setCurrentIndex(tab);
    page.view->setCurrentIndex(index);
    page.view->scrollTo(index);
    return true;
}

void CatalogBrowser::showSelection()
{
    const Page& page = currentPage();
    const int row = currentRow();
    const bool priced = row >= 0 && !page.model->overrideKind().empty() && !page.model->pricedFields(row).empty();
    m_overrideButton->setEnabled(priced);
    m_removeButton->setEnabled(
        priced
        && PriceOverrideCommands::hasAny(m_document->plan(), page.model->overrideKind(), page.model->entryId(row)));
    if (row < 0) {
        m_detail->setHtml(QStringLiteral("<p>%1</p>").arg(tr("Select a row to see every figure and its source.")));
        return;
    }
    m_detail->setHtml(detailHtml(page, row));
}

QString CatalogBrowser::detailHtml(const Page& page, int row) const
{
    const CatalogModel* model = page.model;
    QString html = QStringLiteral("<h3>%1</h3><table cellspacing=\"0\" cellpadding=\"3\">")
                       .arg(model->entryName(row).toHtmlEscaped());
    for (int column = 0; column < model->ownColumnCount(); ++column) {
        const QModelIndex index = model->index(row, column);
        QString note;
        if (const Provenance* p = model->cellProvenance(row, column)) {
            note = tr("%1 · as of %2 · %3")
                       .arg(linkified(qs(p->source)), qs(p->asOf).toHtmlEscaped(),
                            CatalogModel::originText(p->origin).toHtmlEscaped());
            if (p->estimate)
                note += QStringLiteral("<br>") + tr("Estimate: %1").arg(qs(p->method).toHtmlEscaped());
        } else {
            const QString tip = index.data(Qt::ToolTipRole).toString();
            if (tip != index.data().toString())
                note = tip.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
        }
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td><td><small>%3</small></td></tr>")
                    .arg(model->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString().toHtmlEscaped(),
                         index.data().toString().toHtmlEscaped(), note);
    }
    html += QStringLiteral("</table>");
    const Provenance& p = model->provenance(row);
    html += QStringLiteral("<p><b>%1</b> %2<br><b>%3</b> %4 · %5</p>")
                .arg(tr("Source:"), linkified(qs(p.source)), tr("As of:"), qs(p.asOf).toHtmlEscaped(),
                     (p.estimate ? tr("Estimate") : tr("Published")).toHtmlEscaped());
    if (p.estimate && !p.method.empty())
        html += QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("How it was estimated:"), qs(p.method).toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b> %2").arg(tr("Origin:"), CatalogModel::originText(model->rowOrigin(row)));
    if (!p.file.empty())
        html += QStringLiteral(" · %1").arg(qs(p.file).toHtmlEscaped());
    return html + QStringLiteral("</p>");
}

void CatalogBrowser::showColumnMenu(const QPoint& position)
{
    const Page& page = currentPage();
    QMenu menu(this);
    for (int column = 0; column < page.model->columnCount(); ++column) {
        QAction* action = menu.addAction(page.model->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString());
        action->setCheckable(true);
        action->setChecked(!page.view->isColumnHidden(column));
        QTableView* view = page.view;
        connect(action, &QAction::toggled, view, [view, column](bool shown) { view->setColumnHidden(column, !shown); });
    }
    menu.exec(page.view->horizontalHeader()->mapToGlobal(position));
}

void CatalogBrowser::openLink(const QUrl& url)
{
    m_openLink(url);
}

void CatalogBrowser::overrideSelected()
{
    const Page& page = currentPage();
    const int row = currentRow();
    if (row < 0 || page.model->overrideKind().empty())
        return;
    OverrideRequest request {page.model->overrideKind(), page.model->entryId(row), page.model->entryName(row),
                             page.model->pricedFields(row), currenciesOf(m_document->catalog())};
    if (request.fields.empty())
        return;
    const auto value = m_prompt(this, request);
    if (value && !value->source.empty())
        PriceOverrideCommands::set(m_document, *value, request.name);
}

void CatalogBrowser::removeSelectedOverride()
{
    const Page& page = currentPage();
    const int row = currentRow();
    if (row >= 0 && !page.model->overrideKind().empty())
        PriceOverrideCommands::removeAll(m_document, page.model->overrideKind(), page.model->entryId(row),
                                         page.model->entryName(row));
}

} // namespace planner::ui
