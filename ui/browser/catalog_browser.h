#pragma once
// Browses every catalog with the provenance of each figure, and lets the user override a price in the plan.

#include "models/plan/plan.h"
#include "ui/document/catalog_model.h"

#include <QDialog>
#include <QUrl>
#include <QWidget>

#include <functional>
#include <optional>
#include <string_view>
#include <vector>

class QComboBox;
class QDateEdit;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QTextBrowser;

namespace planner::ui {

class Document;

// What the override dialog is asked for: one catalog entry and the figures of it a plan may override.
struct OverrideRequest {
    std::string kind; // PriceOverride::kind
    std::string id;
    QString name;
    std::vector<CatalogModel::PricedField> fields;
    std::vector<QString> currencies; // USD and every currency with an FX rate
};

// Asks for a negotiated price: figure, amount, currency, source (required) and date.
class OverridePriceDialog final : public QDialog {
    Q_OBJECT
public:
    OverridePriceDialog(OverrideRequest request, QWidget* parent = nullptr);
    PriceOverride value() const;

    QComboBox* fieldBox() const { return m_field; }
    QDoubleSpinBox* amountBox() const { return m_amount; }
    QComboBox* currencyBox() const { return m_currency; }
    QLineEdit* sourceEdit() const { return m_source; }
    QDateEdit* dateEdit() const { return m_date; }
    QPushButton* okButton() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void showField(int index);
    void updateOk();

    OverrideRequest m_request;
    QComboBox* m_field;
    QDoubleSpinBox* m_amount;
    QComboBox* m_currency;
    QLineEdit* m_source;
    QDateEdit* m_date;
    QLabel* m_current;
    QDialogButtonBox* m_buttons;
    std::vector<QLabel*> m_labels;
};

class CatalogBrowser final : public QWidget {
    Q_OBJECT
public:
    // Returns the override to store, or nullopt when the user cancels. The default runs OverridePriceDialog.
    using OverridePrompt = std::function<std::optional<PriceOverride>(QWidget* parent, const OverrideRequest&)>;
    using LinkOpener = std::function<void(const QUrl&)>;

    explicit CatalogBrowser(Document* document, QWidget* parent = nullptr);

    void setOverridePrompt(OverridePrompt prompt) { m_prompt = std::move(prompt); }
    // Where clicked source links go; QDesktopServices::openUrl by default (tests record them instead).
    void setLinkOpener(LinkOpener opener) { m_openLink = std::move(opener); }

    // One tab per catalog kind, in the order of catalogKindsForDisplay(); a kind is named as its file
    // calls it (CatalogKind::name: "gpus", "offerings").
    QTabWidget* tabs() const { return m_tabs; }
    QLineEdit* searchEdit() const { return m_search; }
    int pageCount() const { return static_cast<int>(m_pages.size()); }
    int pageOf(std::string_view kind) const; // -1 for an unknown kind
    QTableView* table(int page) const;
    CatalogModel* model(int page) const;
    QSortFilterProxyModel* proxy(int page) const;
    QTableView* table(std::string_view kind) const { return table(pageOf(kind)); }
    CatalogModel* model(std::string_view kind) const { return model(pageOf(kind)); }
    QSortFilterProxyModel* proxy(std::string_view kind) const { return proxy(pageOf(kind)); }
    QTextBrowser* detail() const { return m_detail; }
    QPushButton* overrideButton() const { return m_overrideButton; }
    QPushButton* removeOverrideButton() const { return m_removeButton; }

    // Shows a kind's tab with one entry selected; false when the id is unknown or filtered out.
    bool selectEntry(std::string_view kind, const QString& id);
    void overrideSelected();
    void removeSelectedOverride();

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Page {
        CatalogModel* model;
        QSortFilterProxyModel* proxy;
        QTableView* view;
    };

    void addPage(CatalogModel* model);
    void retranslate();
    void applySearch(const QString& text);
    void showSelection();
    void showColumnMenu(const QPoint& position);
    void openLink(const QUrl& url);
    const Page& currentPage() const;
    int currentRow() const; // in the current page's model; -1 without a selection
    QString detailHtml(const Page& page, int row) const;

    Document* m_document;
    QLineEdit* m_search;
    QTabWidget* m_tabs;
    QTextBrowser* m_detail;
    QPushButton* m_overrideButton;
    QPushButton* m_removeButton;
    QLabel* m_hint;
    std::vector<Page> m_pages;
    OverridePrompt m_prompt;
    LinkOpener m_openLink;
};

} // namespace planner::ui
