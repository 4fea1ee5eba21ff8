#pragma once
// The folders of bundled plans: beside the program when it is installed (<prefix>/share/gpu-planner/…),
// else under the configured prefix when that has them, else the source tree's (a build folder).

#include <QString>

namespace planner::ui {

QString exampleFolder(); // resources/examples
QString lessonFolder(); // resources/lessons

} // namespace planner::ui
