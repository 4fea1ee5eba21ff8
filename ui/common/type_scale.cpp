#include "ui/common/type_scale.h"

namespace planner::ui {

QFont headingFont(const QFont& body)
{
    QFont font = body;
    font.setPointSizeF(body.pointSizeF() * 1.25);
    font.setBold(true);
    return font;
}

} // namespace planner::ui
