#pragma once
// The one-line answer to "buy or rent?" that the Costs page's what-if bar, the presentation mode, the
// command line's `tco` and the quote all state: above (or below) which flat utilisation buying costs
// less than renting, and what the cheaper side saves at the plan's own demand.
//
// Basis: net present values, as the recommendation compares them (tco.h, MODEL). "Renting" is the
// cheaper of cloud on-demand and reserved rental; the hybrid owns part of the same cluster and is left
// out. The threshold is where buying becomes cheaper than every available rental: the intersection of
// the sides TcoResult::buyCheaper gives against each (on-demand: usually above its break-even; reserved,
// paid whatever the use: often throughout or never). The saving is NPV(rental) − NPV(purchase) at the
// plan's demand, to the minor unit; its utilisation is the plan's average (served demand ÷ capacity).
//
// Keys ("verdict.*", models/text/cost_texts.cpp):
//   verdict.line {threshold} {at}            the usual case: a threshold phrase and an "at" phrase
//   verdict.unsolved {at}                    the break-even utilisation was not solved
//   verdict.cannot_buy_if_it_could {verdict}  the GPU cannot be bought new in the region's market
//                                            (barred, presumption of denial, not sold): said first, then
//                                            the comparison, for servers owned already or bought elsewhere
//   verdict.cannot_buy_rent / cannot_buy     the same, when the purchase cannot be priced or nothing rented
//   verdict.no_purchase_rent / nothing_priced  the purchase cannot be priced (no tariff, no GPUs, …)
//   verdict.no_rental                        no rental offering can do the work
// Threshold phrases: verdict.buy_above {pct}, buy_below {pct}, buy_between {low} {high},
//   buy_always {months}, buy_never {months}. "At" phrases: verdict.at_buy_saves {use} {amount} {option},
//   at_rent_saves {use} {option} {amount}, at_same {use}; {use} is verdict.use_flat {pct} or
//   verdict.use_average {pct} (a ramp: the months differ).

#include "models/catalog/catalog.h"
#include "models/rules/rules.h"
#include "models/tco/tco.h"
#include "models/text/message.h"

namespace planner {

// The verdict on `result` (the current scenario's TCO in its region); `catalog` says whether its GPU can
// be bought in the region's market. Empty only when the result has no options at all.
Message buyOrRentVerdict(const TcoResult& result, const Catalog& catalog);
// The same, and when the build's findings have errors, that they come first (the window's headline, where
// the recommendation that says so in the quote is not shown).
Message buyOrRentVerdict(const TcoResult& result, const Catalog& catalog, const std::vector<Finding>& findings);

// What the verdict rests on, for a tooltip or a footnote: the basis of its amounts and of "utilisation".
Message buyOrRentVerdictBasis(const TcoResult& result);

// The recommendation (tco.h), and when the build's findings have errors, that they come first: its costs are
// those of a build that cannot be built, bought or run as planned.
Message recommendation(const TcoResult& result, const std::vector<Finding>& findings);

// The plan's demand as a share of the owned GPUs' hours, averaged over months 1..H, in percent; 0 without
// capacity.
double averageUtilisationPct(const TcoResult& result);

} // namespace planner
