#include "ui/export/quote_print.h"

#include "models/quote/quote_advice.h"
#include "ui/common/core_text.h"
#include "ui/document/document.h"
#include "ui/export/quote_pdf.h"

#include <QDate>
#include <QPrintPreviewDialog>
#include <QPrinter>

namespace planner::ui {

std::string todayIso()
{
    return QDate::currentDate().toString(Qt::ISODate).toStdString();
}

Quote documentQuote(const Document& document, bool allScenarios, const QString& language, int validityDays)
{
    std::vector<std::string> names;
    if (!allScenarios && document.scenario())
        names.push_back(document.scenario()->name);
    return buildQuote(document.plan(), document.catalog(), names, textFor(language.toStdString()),
                      language.toStdString(), todayIso(), validityDays);
}

QString exportDocumentQuote(const Document& document, const QString& language, const QString& file,
                            const QuoteAdviceSource& advice)
{
    Quote quote = documentQuote(document, true, language);
    if (advice.advice)
        attachAdvice(quote, advice.advice->scenarioName,
                     quoteAdvice(*advice.advice, advice.request, document.catalog(), textFor(language.toStdString()),
                                 advice.chosen));
    return writeQuoteFile(quote, file);
}

int printDocumentQuote(const Document& document, const QString& language, QWidget* parent)
{
    return previewQuote(documentQuote(document, true, language), parent);
}

void printQuote(const Quote& quote, QPrinter* printer)
{
    applyQuotePageLayout(printer);
    paintQuote(quote, printer);
}

int previewQuote(const Quote& quote, QWidget* parent)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(QString::fromStdString(quote.planName));
    applyQuotePageLayout(&printer);
    QPrintPreviewDialog dialog(&printer, parent);
    QObject::connect(&dialog, &QPrintPreviewDialog::paintRequested, &dialog,
                     [&quote](QPrinter* target) { printQuote(quote, target); });
    return dialog.exec();
}

} // namespace planner::ui
