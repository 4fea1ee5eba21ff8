#pragma once
// Build rules: each checks one thing about a scenario's build and workload and explains itself with the
// build's own numbers. Pure functions of the scenario, catalog, build figures and estimate.
//
// Texts: every finding is rendered from a message template (messageTemplates(), keyed by messageKey) with
// named arguments ({name} placeholders, values already formatted). The UI re-renders message, explanation
// and fix in Chinese from its own templates with the same keys and arguments.
//
// Argument values are English-free for the UI to translate: each is data (a number, an id, a catalog or node
// group name), or an exact entry of ruleArgPhrases() (translated as a whole), or carries a companion:
//   "x.phrase": "node group {groupNumber}"   x was rendered from this ruleArgPhrases() entry with the other
//                                            arguments (themselves possibly phrases);
//   "x.list":   "SXM;OAM"                    x is these items (data or phrases) joined "a, b or c" with the
//                                            "{a}, {b}" and "{a} or {b}" phrases;
//   "x.items":  "Weights=9.4;Gradients=8.8"  x is "Weights 9.4 GB + Gradients 8.8 GB"; each label is a phrase
//                                            (EstimateItem labels: keys are not unique, "weights" has two).
// The English value of x stays as before, for the CLI and JSON. The estimate's formula texts readHow,
// capacityHow and how are phrases too (the estimate keeps each one's phrase and slot values); flopsHow is not
// covered and passes through in English.
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
//   "args": {"ram": "256", ...},      // named arguments of the templates
//   "action": {"nodeGroup": 0, "field": "memoryCount", "value": 24}   // optional; "value" is a number or
//                                     // a string. Fields: NodeGroup members by name ("memoryCount",
//                                     // "nvmeCount", "nicCount", "nicId", "gpuCount", "nodeCount",
//                                     // "cpuSockets"), "workload.<member>" (zeroStage, recompute,
//                                     // tensorParallel, microBatch), "site.coolingId".
// }]

#include "base/diagnostics.h"
#include "build/build.h"
#include "catalog/catalog.h"
#include "estimate/estimate.h"
#include "plan/plan.h"
#include "text/template.h"

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
    std::string field; // see the JSON documentation above
    double number = 0; // used when text is empty
    std::string text; // a string value (an id or an enum name)
    bool isText() const { return !text.empty(); }
    bool operator==(const FixAction&) const = default;
};

struct Finding {
    std::string ruleId;
    Severity severity = Severity::Warning;
    std::string message;
    std::string explanation;
    std::string fix;
    std::string source;
    int nodeGroup = -1;
    std::string messageKey;
    std::map<std::string, std::string> args;
    std::optional<FixAction> action;
};

struct RuleInfo {
    std::string id;
    Severity severity; // the most severe level the rule raises
    std::string title;
    std::string source;
};

// English texts of one message key; {name} placeholders take Finding::args.
struct MessageTemplate {
    std::string key;
    std::string message;
    std::string explanation;
    std::string fix;
};

const std::vector<RuleInfo>& ruleCatalogue();
const RuleInfo* ruleInfo(std::string_view id);
const std::vector<MessageTemplate>& messageTemplates();
const MessageTemplate* messageTemplate(std::string_view key);
// Every English phrase an argument value (or a companion) can hold, each once; some have {placeholders}.
const std::vector<std::string>& ruleArgPhrases();

std::vector<Finding> evaluateRules(const Scenario& scenario, const Catalog& catalog, const BuildFigures& build,
                                   const Estimate& estimate);

nlohmann::json findingsToJson(const std::vector<Finding>& findings);

// ---- Internal: shared by the files the rules are split over (rules.cpp, rules_host.cpp). Not an API. ----
namespace rules_detail {

struct Context {
    const Scenario& scenario;
    const Catalog& catalog;
    const BuildFigures& build;
    const Estimate& estimate;
    std::vector<Finding>& out;

    // Renders the template of rule[.variant] with args and appends the finding.
    void emit(const std::string& rule, const std::string& variant, Severity severity, int group,
              std::map<std::string, std::string> args, std::optional<FixAction> action = std::nullopt) const;
    std::string groupName(int index) const;
    // x = phrase rendered with args, and its "x.phrase" companion (see the JSON documentation above).
    static void setPhrase(std::map<std::string, std::string>& args, const std::string& name, const std::string& phrase);
    // The same, with the phrase's slot values added to args first (an estimate's formula text and its numbers).
    static void setPhrase(std::map<std::string, std::string>& args, const std::string& name, const std::string& phrase,
                          const std::map<std::string, std::string>& slots);
    // x = items joined "a, b or c", and its "x.list" companion.
    static void setList(std::map<std::string, std::string>& args, const std::string& name,
                        const std::vector<std::string>& items);
    const NodeGroup& nodeGroup(int index) const;
};

// The host parts of one node group: RAM, CPU, memory population, storage and chassis.
void checkHost(const Context& c, const NodeGroupFigures& g);

} // namespace rules_detail

} // namespace planner
