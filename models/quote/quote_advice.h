#pragma once
// The advisor's section of the quote, made from an Advice the caller searched (the window's Advisor page, or
// `export --advice`): the quote never runs the search itself, since it costs about 0.3 s a scenario.

#include "models/advise/advisor.h"
#include "models/quote/quote.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace planner {

class CsvWriter;

// Rows the table shows at most: the best point and a handful of alternatives.
inline constexpr std::size_t kQuoteAdviceRows = 6;

// Which frontier points the table lists, in frontier order (fastest first): the best, the point chosen in
// the window, the fastest, the cheapest, the best's neighbours on the frontier, then points spread evenly
// along it, up to `most`.
std::vector<std::size_t> quoteAdviceSelection(const Advice& advice, std::optional<std::size_t> chosen = {},
                                              std::size_t most = kQuoteAdviceRows);

// The section for one scenario's advice; `request` is the search as it was asked (its limits are named).
QuoteAdvice quoteAdvice(const Advice& advice, const AdviceRequest& request, const Catalog& catalog,
                        const TextLookup& text, std::optional<std::size_t> chosen = {});

// Puts the section in the quote's scenario of that name; false when the quote has no such scenario.
bool attachAdvice(Quote& quote, const std::string& scenarioName, QuoteAdvice advice);

// The section's rows in the CSV quote, under its title and summary.
void writeAdviceCsv(CsvWriter& csv, const QuoteAdvice& advice);

} // namespace planner
