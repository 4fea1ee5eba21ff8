#pragma once
// The two plans save_loop alternates between, built the same way by the test that kills it: 200
// scenarios copied from a seed plan, variant 0 and 1 differing in every scenario.

#include "models/plan/plan.h"

#include <string>

namespace planner::crash {

inline constexpr int kScenarios = 200;

inline Plan bigPlan(const Plan& seed, int variant)
{
    Plan plan = seed;
    plan.name = variant == 0 ? "Crash test A" : "Crash test B";
    plan.scenarios.clear();
    for (int i = 0; i < kScenarios; ++i) {
        Scenario s = seed.scenarios[static_cast<std::size_t>(i) % seed.scenarios.size()];
        s.name = "Scenario " + std::to_string(i) + (variant == 0 ? " A" : " B");
        s.cluster.nodeGroups.front().nodeCount = 1 + (i + variant) % 64;
        plan.scenarios.push_back(std::move(s));
    }
    return plan;
}

} // namespace planner::crash
