#pragma once
// A finding's message, explanation and fix in the interface language.

#include "models/rules/rules.h"

#include <QString>

namespace planner::ui {

struct FindingTexts {
    QString message;
    QString explanation;
    QString fix;
};

FindingTexts findingTexts(const Finding& finding);

} // namespace planner::ui
