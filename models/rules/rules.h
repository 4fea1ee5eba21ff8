#pragma once
// Build rules: each checks one thing about a scenario's build and workload and explains itself with the
// build's own numbers. Pure functions of the scenario, catalog, build figures and estimate.
//
// Texts: a finding says nothing in prose of its own. Its message, explanation and fix are the text-table
// entries "finding.<messageKey>.message|explanation|fix" (models/text/finding_texts.cpp) with the finding's
// typed arguments (text/message.h): data (a number, an id, a catalog or node group name) shown as it is,
// phrases and lists rendered in the reader's language. findingText() gives each as a Message; the English
// strings below are those messages rendered with the table's English, for the command line and JSON.
//
// JSON written by findingsToJson() (an array; stable keys):
// [{
//   "rule": "ram.ratio",              // stable rule id (see ruleCatalogue())
//   "severity": "warning",            // "error" | "warning" | "info"
//   "message": "...",                 // one line, English
//   "explanation": "...",             // why, with this build's numbers
//   "fix": "...",                     // what to change
//   "source": "...",                  // paper, datasheet or seed article the rule rests on
//   "nodeGroup": 0,                   // index into cluster.nodeGroups; -1 for the whole scenario
//   "messageKey": "ram.ratio",        // rule id, or rule id + "." + variant when the wording differs
//   "args": {"ram": "256", ...},      // the arguments of the texts, each rendered in English
//   "action": {"nodeGroup": 0, "field": "nodeGroup.memoryCount", "value": 24}   // optional; "value" is a
//                                     // number or a string. "field" is the plan field's id (its descriptor
//                                     // in models/plan/plan_fields.h: "nodeGroup.<key>", "workload.<key>",
//                                     // "fabric.<key>", "site.<key>"…); "nodeGroup" says which group for a
//                                     // node group's field.
// }]

#include "models/base/diagnostics.h"
#include "models/catalog/catalog.h"
#include "models/estimate/estimate.h"
#include "models/plan/plan.h"
#include "models/sizing/build.h"
#include "models/text/message.h"

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace planner {

// A simple edit the UI can apply to resolve a finding.
struct FixAction {
    int nodeGroup = -1; // -1: a scenario-level field
    std::string field; // the plan field's id (PlanField::id), see the JSON documentation above
    double number = 0; // used when text is empty
    std::string text; // a string value (an id or an enum name)
    bool isText() const { return !text.empty(); }
    bool operator==(const FixAction&) const = default;
};

enum class FindingPart { Message, Explanation, Fix };

struct Finding {
    std::string_view ruleId; // the rule's id, as ruleCatalogue() holds it
    Severity severity = Severity::Warning;
    int nodeGroup = -1;
    std::string_view variant; // the wording when the rule has more than one; empty otherwise (a literal)
    Args args;
    std::optional<FixAction> action;

    bool operator==(const Finding&) const = default; // the same rule, wording, arguments and fix

    std::string messageKey() const; // rule id, or rule id + "." + variant
    std::string_view source() const; // the paper, datasheet or seed article the rule rests on

    // The texts in English, rendered when asked: the window renders them in its own language instead,
    // so an edit never pays for prose nobody reads.
    std::string message() const;
    std::string explanation() const;
    std::string fix() const;
};

// One of the finding's texts as a message of the text table, to render in any language.
Message findingText(const Finding& finding, FindingPart part);

struct RuleInfo {
    std::string id;
    Severity severity; // the most severe level the rule raises
    std::string title;
    std::string source;
};

const std::vector<RuleInfo>& ruleCatalogue();
const RuleInfo* ruleInfo(std::string_view id);

std::vector<Finding> evaluateRules(const Scenario& scenario, const Catalog& catalog, const BuildFigures& build,
                                   const Estimate& estimate);

// The rules that need the cost comparison: run after the TCO, with its break-even utilisation against
// renting on demand (nullopt: none within the horizon, or renting is unavailable).
void appendFinanceFindings(const Scenario& scenario, const Catalog& catalog, const BuildFigures& build,
                           const Estimate& estimate, std::optional<double> breakEvenUtilisationPct,
                           std::vector<Finding>& findings);

nlohmann::json findingsToJson(const std::vector<Finding>& findings);

// ---- Internal: shared by the files the rules are split over (rules.cpp, rules_host.cpp). Not an API. ----
namespace rules_detail {

struct Context {
    const Scenario& scenario;
    const Catalog& catalog;
    const BuildFigures& build;
    const Estimate& estimate;
    std::vector<Finding>& out;

    // Appends a finding of rule[.variant] with args (rendered when read). Both names are literals: the
    // finding keeps them as views.
    void emit(const char* rule, const char* variant, Severity severity, int group, Args args,
              std::optional<FixAction> action = std::nullopt) const;
    // The node group's name, or the phrase "node group N" when it has none.
    Arg groupName(int index) const;
    const NodeGroup& nodeGroup(int index) const;
};

// Nodes that hold GPUs: a storage or login node does not make a training job multi-node.
int gpuNodes(const BuildFigures& b);

// The host parts of one node group: RAM, CPU, memory population, storage and chassis.
void checkHost(const Context& c, const NodeGroupFigures& g);

// The driver, CUDA and container against the build, and what its fabric needs from the drivers
// (rules_software.cpp; silent without a software catalog).
void checkSoftwareStack(const Context& c);

} // namespace rules_detail

} // namespace planner
