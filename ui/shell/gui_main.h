#pragma once
// Starts the window: catalogs, translations, settings, and the plan to open.

#include <string>

namespace planner::ui {

// `teamCatalogFolder` (--team-catalogs) wins over the setting and $GPU_PLANNER_TEAM_CATALOGS.
int runGui(int& argc, char** argv, const std::string& planToOpen, const std::string& catalogFolder,
           const std::string& teamCatalogFolder);

} // namespace planner::ui
