#pragma once
// Build-check findings in the UI language: the English message templates of the core (messageTemplates() in
// models/rules/rule_catalogue.cpp) are translated with Qt's tr machinery in the "RuleText" context, then their {name}
// placeholders are filled from Finding::args, whose phrases (ruleArgPhrases()) are translated first and whose
// composite values are rebuilt from their companions (see rules.h).

#include "rules/rules.h"

#include <QString>

#include <map>
#include <span>
#include <string>

namespace planner::ui {

// Every English template text (message, explanation and fix of every messageTemplates() entry), each once,
// marked for lupdate. The translation file's "RuleText" context holds their translations.
std::span<const char* const> ruleTextSources();

// Every ruleArgPhrases() entry, each once, marked for lupdate in the same "RuleText" context.
std::span<const char* const> ruleArgPhraseSources();

// The arguments in the UI language: phrases translated, "x.phrase", "x.list" and "x.items" values rebuilt.
std::map<std::string, std::string> translatedRuleArgs(const std::map<std::string, std::string>& args);

// Translates one English template text and substitutes its {name} placeholders with the translated args.
QString translatedRuleText(const std::string& english, const std::map<std::string, std::string>& args);

struct FindingTexts {
    QString message;
    QString explanation;
    QString fix;
};

// The finding's message, explanation and fix in the UI language; the finding's own English texts when its
// message key has no template.
FindingTexts findingTexts(const planner::Finding& finding);

} // namespace planner::ui
