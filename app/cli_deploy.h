#pragma once
// `gpu-planner deploy PLAN [--scenario NAME] --out DIR [--force]`: the deployment kit of File > Export
// deployment kit, made without a display (deploy/deployment_kit.h).

#include "app/cli_commands.h"

#include <string>
#include <vector>

namespace planner::cli {

int runDeploy(const CommandContext& context, const std::vector<std::string>& args);

} // namespace planner::cli
