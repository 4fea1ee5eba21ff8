// The advisor's texts: a build, its option, why it is on the frontier, and why nothing was found. Part of
// the one text table (text/message.h).
#include "models/text/text_tables.h"

namespace planner::text_tables {

std::span<const TextEntry> adviseTexts()
{
    static const TextEntry texts[] = {
        {"advise.build", "{nodes} × {gpusPerNode} {gpu}"},
        {"advise.time.days", "{days} days"},
        {"advise.time.hours", "{hours} hours"},
        {"advise.why.licence",
         "{why}; the GPU needs an export licence for this region, granted case by case: plan on it only with one in "
         "hand"},
        {"advise.option.purchase", "bought"},
        {"advise.option.on_demand", "rented on demand"},
        {"advise.option.reserved", "rented by the month or year"},
        {"advise.option.hybrid", "owned base with on-demand burst"},
        {"advise.why.fastest", "fastest: {build}, {option}, {region}: {time} for {npv}"},
        {"advise.why.cheapest_within", "the cheapest to finish within {time}: {build}, {option}, {region}, {npv}"},
        {"advise.why.cheapest", "cheapest of all: {build}, {option}, {region}: {time} for {npv}"},
        {"advise.why.best_deadline",
         "best: the cheapest within the {target}-day deadline: {build}, {option}, {region}: {time} for {npv}"},
        {"advise.why.best_deadline_budget",
         "best: the cheapest within the {target}-day deadline and the budget of {budget}: {build}, {option}, "
         "{region}: {time} for {npv}"},
        {"advise.why.best_budget",
         "best: the cheapest within the budget of {budget}: {build}, {option}, {region}: {time} for {npv}"},
        {"advise.why.highest", "highest throughput: {build}, {option}, {region}: {tps} tokens/s for {npv}"},
        {"advise.why.cheapest_at", "the cheapest to serve {tps} tokens/s or more: {build}, {option}, {region}, {npv}"},
        {"advise.why.cheapest_inference", "cheapest of all: {build}, {option}, {region}: {tps} tokens/s for {npv}"},
        {"advise.why.best_throughput",
         "best: the cheapest that serves the target of {target} tokens/s: {build}, {option}, {region}: {tps} "
         "tokens/s for {npv}"},
        {"advise.why.best_throughput_budget",
         "best: the cheapest that serves the target of {target} tokens/s within the budget of {budget}: {build}, "
         "{option}, {region}: {tps} tokens/s for {npv}"},
        {"advise.why.best_budget_inference",
         "best: the cheapest within the budget of {budget}: {build}, {option}, {region}: {tps} tokens/s for {npv}"},
        {"advise.problem.no_estimate",
         "the workload has no estimate to search by: a custom workload or an unknown model has no memory or time "
         "to fit"},
        {"advise.problem.no_region", "no region to search: name regions the catalogs hold"},
        {"advise.problem.no_fit",
         "no GPU of the catalogs holds {model} in up to {nodes} nodes: the nearest is the {gpu}, which would need "
         "{need} GB per GPU of its {capacity} GB even with ZeRO-3 and full recomputation"},
        {"advise.problem.no_fit_rules",
         "no build of up to {nodes} nodes for {model} passes the rules with a GPU that may be bought in these "
         "regions"},
        {"advise.problem.rack_kw",
         "no build of up to {nodes} nodes for {model} keeps its racks within {max} kW: the lightest rack of those "
         "tried draws {kw} kW"},
        {"advise.problem.deadline",
         "no build finishes within {target} days: the fastest, {build}, {option}, {region}, takes {time} for {npv}"},
        {"advise.problem.throughput",
         "no build serves {target} tokens/s: the fastest, {build}, {option}, {region}, serves {tps} tokens/s for "
         "{npv}"},
        {"advise.problem.over_budget",
         "every build in time costs more than the budget of {budget}: the cheapest, {build}, {option}, {region}, "
         "costs {npv}"},
        // The advisor's section of the quote (quote/quote_advice.h).
        {"quote.advice.title", "The advisor: why this build"},
        // The work every candidate is costed for (advise_detail::planWork()).
        {"advise.work.runs", "every build is costed for the plan's work: {runs} runs of the workload a month"},
        {"advise.work.runs_unestimated",
         "every build is costed for the plan's work: {runs} runs of the workload a month (the plan's own build has "
         "no estimate of a run to convert its utilisation from)"},
        {"advise.work.converted_runs",
         "every build is costed for the plan's work: {hours} GPU-hours of {gpu} a month ({source}), {runs} runs of "
         "the workload at {per_run} GPU-hours a run"},
        {"advise.work.tokens",
         "every build is costed for the plan's work: {tokens} billion tokens a month ({hours} GPU-hours of {gpu} a "
         "month, {source}, at {tps} tokens/s per GPU)"},
        {"advise.work.flat", "{pct}% of {gpus} GPUs × 730 h"},
        {"advise.work.ramp", "on average over a ramp from {from}% to {to}% of {gpus} GPUs"},
        {"advise.work.own_utilisation",
         "the plan's own build has no estimate of its throughput, so each build is costed at the plan's "
         "utilisation of its own GPUs: the builds do different amounts of work"},
        {"advise.search_counts",
         "{costed} of {considered} candidates (build × region × way to pay) costed in full; the others could not "
         "cost less than a faster build"},
        {"quote.advice.summary",
         "The advisor searched up to {nodes} nodes (regions searched: {regions}{limits}): {counts}; {work}. {frontier} "
         "of the costed are on the frontier of NPV against time to train: no other build is both faster and cheaper. "
         "The table lists the best and alternatives along the frontier, numbered as in the chart."},
        {"quote.advice.summary_inference",
         "The advisor searched up to {nodes} nodes (regions searched: {regions}{limits}): {counts}; {work}. {frontier} "
         "of the costed are on the frontier of NPV against tokens per second: no other build serves more for less. "
         "The table lists the best and alternatives along the frontier, numbered as in the chart."},
        {"quote.advice.limit_separator", ", "},
        {"quote.advice.limit_vendor", "{vendor} GPUs only"},
        {"quote.advice.limit_buy", "bought only"},
        {"quote.advice.limit_rent", "rented only"},
        {"quote.advice.limit_rack", "racks up to {kw} kW"},
        {"quote.advice.limit_budget", "NPV up to {budget}"},
        {"quote.advice.number", "#"},
        {"quote.advice.build", "Build"},
        {"quote.advice.days", "Days to train"},
        {"quote.advice.tps", "Tokens/s"},
        {"quote.advice.tps_count", "{tps} tokens/s"},
        {"quote.advice.why", "Why on the frontier"},
        {"quote.advice.axis_days", "Days to train one run (log scale)"},
        {"quote.advice.axis_tps", "Tokens per second (log scale)"},
        {"quote.advice.axis_npv", "NPV ({currency}, log scale)"},
        {"quote.advice.legend_frontier", "Frontier builds (numbers: the table's rows)"},
        {"quote.advice.legend_best", "Best within the deadline and budget"},
        {"quote.advice.legend_deadline", "Deadline: {days} days"},
        {"quote.advice.legend_throughput", "Target: {tps} tokens/s"},
    };
    return texts;
}

} // namespace planner::text_tables
