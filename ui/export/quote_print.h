#pragma once
// Printing the quote from the window, with a preview: the same pages as the PDF (paintQuote()).

#include "models/advise/advisor.h"
#include "models/quote/quote.h"

#include <optional>

#include <QString>

class QPrinter;
class QWidget;

namespace planner::ui {

class Document;

// Today's date as YYYY-MM-DD, for a quote made now.
std::string todayIso();

// The quote of the document: its current scenario, or every scenario; in "en" or "zh_CN".
Quote documentQuote(const Document& document, bool allScenarios, const QString& language, int validityDays = 30);

// The advisor's result the quote shows (the Advisor page's): the search was run for `advice->scenarioName`
// with `request`; `chosen` is the frontier point picked in the window, listed in the table too.
struct QuoteAdviceSource {
    const Advice* advice = nullptr; // none: no advisor section
    AdviceRequest request;
    std::optional<std::size_t> chosen;
};

// File > Export…: the quote of every scenario to `file` (CSV for *.csv, else PDF), replacing an existing
// file atomically, with the advisor's section when `advice` has one. Empty on success, else the error
// naming the file.
QString exportDocumentQuote(const Document& document, const QString& language, const QString& file,
                            const QuoteAdviceSource& advice = {});

// File > Print…: a preview of the quote of every scenario, printed from there.
int printDocumentQuote(const Document& document, const QString& language, QWidget* parent);

// Paints the quote on a printer, A4 with the quote's margins (e.g. from QPrintDialog).
void printQuote(const Quote& quote, QPrinter* printer);

// Opens a modal print preview of the quote; the user prints from there. Returns QDialog's result.
int previewQuote(const Quote& quote, QWidget* parent);

} // namespace planner::ui
