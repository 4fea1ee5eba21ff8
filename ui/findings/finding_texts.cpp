#include "ui/findings/finding_texts.h"

#include "ui/common/core_text.h"

namespace planner::ui {

FindingTexts findingTexts(const Finding& finding)
{
    return {uiText(findingText(finding, FindingPart::Message)), uiText(findingText(finding, FindingPart::Explanation)),
            uiText(findingText(finding, FindingPart::Fix))};
}

} // namespace planner::ui
