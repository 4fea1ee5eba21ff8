#pragma once
// Lessons: bundled plans that each teach one tradeoff of GPU infrastructure. A lesson is a plan file in the
// lesson folder (resources/lessons/, installed beside the examples), texts in the text table
// ("lesson.<id>.title|scenario|look|why|change|after", models/text/lesson_texts.cpp) and one suggested
// change to the plan's first scenario, whose effect the findings and the costs then show.

#include "models/plan/plan.h"
#include "models/text/message.h"

#include <span>
#include <string_view>

namespace planner {

struct Lesson {
    std::string_view id; // "ram-to-vram"; also the stem of its text keys
    std::string_view planFile; // the plan's file name in the lesson folder
    void (*suggestedChange)(Scenario&); // applied to the plan's first scenario
};

enum class LessonPart {
    Title, // the menu entry and the plan's name
    Scenario, // the name of the lesson's scenario
    Look, // what to look at before the change, with the numbers the planner shows
    Why, // why it matters
    Change, // the suggested change, as a button says it
    After, // what the change does to the findings and the costs
};

// Every lesson, in the order the menu shows them.
std::span<const Lesson> lessons();
const Lesson* findLesson(std::string_view id);

Message lessonText(const Lesson& lesson, LessonPart part);

// The scenario with the lesson's suggested change made.
Scenario withSuggestedChange(const Lesson& lesson, Scenario scenario);

} // namespace planner
