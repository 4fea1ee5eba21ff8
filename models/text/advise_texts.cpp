// The advisor's texts: a build, its option, why it is on the frontier, and why nothing was found. Part of
// the one text table (text/message.h).
#include "text/text_tables.h"

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
        {"advise.problem.deadline",
         "no build finishes within {target} days: the fastest, {build}, {option}, {region}, takes {time} for {npv}"},
        {"advise.problem.throughput",
         "no build serves {target} tokens/s: the fastest, {build}, {option}, {region}, serves {tps} tokens/s for "
         "{npv}"},
        {"advise.problem.over_budget",
         "every build in time costs more than the budget of {budget}: the cheapest, {build}, {option}, {region}, "
         "costs {npv}"},
    };
    return texts;
}

} // namespace planner::text_tables
