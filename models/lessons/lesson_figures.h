#pragma once
// The figures a lesson's texts state (kW, GB, %, prices), computed rather than written down: from the
// lesson's plan as bundled and with its suggested change made, on the catalogs in use.

#include "models/catalog/catalog.h"
#include "models/lessons/lessons.h"
#include "models/text/message.h"

namespace planner {

// The slots of the lesson's texts, from `before` (the lesson's first scenario as bundled) and the same
// scenario with the suggested change made, each analysed on `catalog`. Runs the whole analysis twice (and
// more for a lesson that compares further states): for opening a lesson, not for every edit.
Args lessonFigures(const Lesson& lesson, const Scenario& before, const Catalog& catalog);

// The lesson's text with those figures in its slots.
Message lessonText(const Lesson& lesson, LessonPart part, const Args& figures);

} // namespace planner
