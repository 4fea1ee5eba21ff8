#pragma once
// Starts the window: catalogs, translations, settings, and the plan to open.

#include <string>

namespace planner::ui {

int runGui(int& argc, char** argv, const std::string& planToOpen, const std::string& catalogFolder);

} // namespace planner::ui
