#include "models/quote/quote_advice.h"

#include "models/advise/advisor_internal.h" // the advisor's own phrases for a build, an option and a region
#include "models/base/csv.h"
#include "models/base/money.h"

#include <algorithm>
#include <cmath>

namespace planner {

std::vector<std::size_t> quoteAdviceSelection(const Advice& advice, std::optional<std::size_t> chosen, std::size_t most)
{
    const std::size_t n = advice.frontier.size();
    const std::size_t target = std::min(most, n);
    std::vector<std::size_t> picks;
    const auto add = [&](std::size_t i) {
        if (i < n && picks.size() < target && std::find(picks.begin(), picks.end(), i) == picks.end())
            picks.push_back(i);
    };
    if (advice.best)
        add(*advice.best);
    if (chosen)
        add(*chosen);
    if (n > 0) {
        add(0);
        add(n - 1);
    }
    if (advice.best) {
        if (*advice.best > 0)
            add(*advice.best - 1);
        add(*advice.best + 1);
    }
    // Then points spread evenly in time (on a log scale, as the chart draws it): the one nearest the middle,
    // the quarters, the eighths… until the table is full.
    const auto time = [&](std::size_t i) {
        const AdvicePoint& p = advice.frontier[i];
        return std::log(std::max(advice.training ? p.days : p.tokensPerSecond, 1e-6));
    };
    for (std::size_t den = 2; picks.size() < target && den <= 4 * n; den *= 2)
        for (std::size_t num = 1; num < den; num += 2) {
            const double wanted
                = time(0) + (time(n - 1) - time(0)) * static_cast<double>(num) / static_cast<double>(den);
            std::optional<std::size_t> nearest;
            for (std::size_t i = 0; i < n; ++i)
                if (std::find(picks.begin(), picks.end(), i) == picks.end()
                    && (!nearest || std::abs(time(i) - wanted) < std::abs(time(*nearest) - wanted)))
                    nearest = i;
            if (nearest)
                add(*nearest);
        }
    std::sort(picks.begin(), picks.end());
    return picks;
}

QuoteAdvice quoteAdvice(const Advice& advice, const AdviceRequest& request, const Catalog& catalog,
                        const TextLookup& text, std::optional<std::size_t> chosen)
{
    using namespace advise_detail;
    const auto say
        = [&](std::string key, Args args = {}) { return render(Message(std::move(key), std::move(args)), text); };
    QuoteAdvice q;
    q.training = advice.training;
    q.currency = advice.currency;
    q.target = advice.training    ? advice.targetDays
        : advice.frontier.empty() ? 0
                                  : advice.frontier.front().scenario.workload.targetTokensPerSecond;
    q.title = say("quote.advice.title");

    // The search's limits, named so the reader knows what was not looked at.
    std::vector<std::string> limits;
    if (!request.vendor.empty())
        limits.push_back(say("quote.advice.limit_vendor", {{"vendor", request.vendor}}));
    const auto only = [&](std::initializer_list<TcoOption> options) {
        return request.options.size() == options.size()
            && std::all_of(options.begin(), options.end(), [&](TcoOption o) {
                   return std::find(request.options.begin(), request.options.end(), o) != request.options.end();
               });
    };
    if (only({TcoOption::Purchase}))
        limits.push_back(say("quote.advice.limit_buy"));
    else if (only({TcoOption::OnDemand, TcoOption::Reserved}))
        limits.push_back(say("quote.advice.limit_rent"));
    if (advice.maxRackKw)
        limits.push_back(say("quote.advice.limit_rack", {{"kw", number(*advice.maxRackKw, 1)}}));
    if (advice.budget)
        limits.push_back(say("quote.advice.limit_budget", {{"budget", moneyArg(*advice.budget, advice.currency)}}));
    std::string joined;
    for (const auto& l : limits)
        joined += say("quote.advice.limit_separator") + l;
    q.summary = say(advice.training ? "quote.advice.summary" : "quote.advice.summary_inference",
                    {{"counts", render(adviceSearchCounts(advice), text)},
                     {"work", render(advice.workText, text)},
                     {"nodes", std::to_string(advice.maxNodes)},
                     {"regions", std::to_string(advice.regionIds.size())},
                     {"limits", joined},
                     {"frontier", std::to_string(advice.frontier.size())}});
    if (advice.problem != AdviceProblem::None)
        q.problem = render(advice.problemText, text);

    q.columns = {say("quote.advice.number"),
                 say("quote.advice.build"),
                 say("quote.option"),
                 say("quote.region"),
                 say(advice.training ? "quote.advice.days" : "quote.advice.tps"),
                 say("quote.npv") + " (" + advice.currency + ")",
                 say("quote.advice.why")};
    q.xAxis = say(advice.training ? "quote.advice.axis_days" : "quote.advice.axis_tps");
    q.yAxis = say("quote.advice.axis_npv", {{"currency", advice.currency}});
    q.frontierLegend = say("quote.advice.legend_frontier");
    q.bestLegend = say("quote.advice.legend_best");
    if (q.target > 0)
        q.targetLegend = advice.training ? say("quote.advice.legend_deadline", {{"days", number(q.target, 1)}})
                                         : say("quote.advice.legend_throughput", {{"tps", number(q.target, 0)}});

    for (const AdvicePoint& p : advice.frontier)
        q.frontier.push_back({advice.training ? p.days : p.tokensPerSecond, p.npv, p.best, 0});
    int number = 0;
    for (const std::size_t i : quoteAdviceSelection(advice, chosen)) {
        const AdvicePoint& p = advice.frontier[i];
        QuoteAdviceRow row;
        row.frontierIndex = i;
        row.number = ++number;
        row.best = p.best;
        row.chosen = chosen == i;
        row.build = render(buildPhrase(p, catalog), text);
        row.option = render(optionPhrase(p.option), text);
        row.region = render(regionPhrase(p.regionId, catalog), text);
        row.days = p.days;
        row.tokensPerSecond = p.tokensPerSecond;
        // Days to one decimal, and a short run to two significant digits, so none reads "0 days".
        const int decimals = p.days >= 1 ? 1 : std::clamp(1 - static_cast<int>(std::floor(std::log10(p.days))), 1, 4);
        row.time = advice.training ? say("quote.days_count", {{"days", planner::number(p.days, decimals)}})
                                   : say("quote.advice.tps_count", {{"tps", planner::number(p.tokensPerSecond, 0)}});
        row.npv = toMinor(p.npv, advice.currency);
        row.warnings = p.warnings;
        row.why = render(p.why, text);
        q.frontier[i].number = row.number;
        q.rows.push_back(std::move(row));
    }
    return q;
}

bool attachAdvice(Quote& quote, const std::string& scenarioName, QuoteAdvice advice)
{
    for (QuoteScenario& s : quote.scenarios)
        if (s.name == scenarioName) {
            s.advice = std::move(advice);
            return true;
        }
    return false;
}

void writeAdviceCsv(CsvWriter& csv, const QuoteAdvice& advice)
{
    csv.endRow();
    csv.text(advice.title).endRow();
    csv.text(advice.summary).endRow();
    if (!advice.problem.empty())
        csv.text(advice.problem).endRow();
    for (const auto& column : advice.columns)
        csv.text(column);
    csv.endRow();
    for (const QuoteAdviceRow& r : advice.rows) {
        csv.integer(r.number).text(r.build).text(r.option).text(r.region);
        csv.number(advice.training ? r.days : r.tokensPerSecond, advice.training ? 2 : 0);
        csv.money(r.npv, advice.currency).text(r.why).endRow();
    }
}

} // namespace planner
