#include "models/lessons/lessons.h"

#include <algorithm>
#include <string>

namespace planner {

namespace {

NodeGroup& firstGroup(Scenario& s)
{
    if (s.cluster.nodeGroups.empty())
        s.cluster.nodeGroups.emplace_back();
    return s.cluster.nodeGroups.front();
}

// Each change is what a person would do in the editors; the plan files are written so that it is the
// only difference between the two states the lesson compares.
constexpr Lesson kLessons[] = {
    // 16 × 32 GB = 512 GB (0.8× of 8 × 80 GB) becomes 16 × 128 GB = 2 TB (3.2×), as in a DGX H100.
    {"ram-to-vram", "ram-to-vram.json", [](Scenario& s) { firstGroup(s).memoryId = "ddr5-128gb-4800-rdimm"; }},
    // Eight PCIe cards with no GPU link become one HGX board whose NVSwitch joins all eight.
    {"pcie-vs-nvlink", "pcie-vs-nvlink.json",
     [](Scenario& s) {
         firstGroup(s).platformId = "hgx-h100-8gpu";
         firstGroup(s).gpuId = "h100-sxm5-80gb";
     }},
    {"consumer-cards", "consumer-cards.json", [](Scenario& s) { firstGroup(s).gpuId = "l40s"; }},
    {"export-rules", "export-rules.json", [](Scenario& s) { s.site.regionId = "singapore"; }},
    {"rack-cooling", "rack-cooling.json", [](Scenario& s) { s.site.coolingId = "direct-liquid"; }},
    {"rent-by-class", "rent-by-class.json",
     [](Scenario& s) {
         s.finance.onDemandClass = OfferingClassChoice::Marketplace;
         s.finance.reservedClass = OfferingClassChoice::Marketplace;
     }},
    {"power-by-region", "power-by-region.json", [](Scenario& s) { s.site.regionId = "cn-inner-mongolia"; }},
    {"zero-stages", "zero-stages.json", [](Scenario& s) { s.workload.zeroStage = 3; }},
};

std::string_view partName(LessonPart part)
{
    switch (part) {
    case LessonPart::Title:
        return "title";
    case LessonPart::Scenario:
        return "scenario";
    case LessonPart::Look:
        return "look";
    case LessonPart::Why:
        return "why";
    case LessonPart::Change:
        return "change";
    case LessonPart::After:
        return "after";
    }
    return "title";
}

} // namespace

std::span<const Lesson> lessons()
{
    return kLessons;
}

const Lesson* findLesson(std::string_view id)
{
    const auto found
        = std::find_if(std::begin(kLessons), std::end(kLessons), [&](const Lesson& l) { return l.id == id; });
    return found == std::end(kLessons) ? nullptr : &*found;
}

Message lessonText(const Lesson& lesson, LessonPart part)
{
    return Message("lesson." + std::string(lesson.id) + "." + std::string(partName(part)));
}

Scenario withSuggestedChange(const Lesson& lesson, Scenario scenario)
{
    lesson.suggestedChange(scenario);
    return scenario;
}

} // namespace planner
