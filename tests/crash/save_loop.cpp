// Saves two large plans alternately to one file, for ever, so that a test can kill it mid-save.
// Usage: save_loop SEED_PLAN TARGET. Prints "ready" once the plans are built, before the first save.

#include "big_plans.h"
#include "plan_io.h"

#include <cstdio>

int main(int argc, char** argv)
{
    if (argc != 3) {
        std::fprintf(stderr, "usage: save_loop SEED_PLAN TARGET\n");
        return 2;
    }
    const planner::PlanLoadResult seed = planner::loadPlan(argv[1], nullptr);
    if (!seed.plan || seed.plan->scenarios.empty()) {
        std::fprintf(stderr, "save_loop: cannot load %s\n", argv[1]);
        return 2;
    }
    const planner::Plan plans[2] = {planner::crash::bigPlan(*seed.plan, 0), planner::crash::bigPlan(*seed.plan, 1)};
    std::puts("ready");
    std::fflush(stdout);
    for (unsigned long i = 0;; ++i) {
        if (const auto error = planner::savePlan(plans[i % 2], argv[2])) {
            std::fprintf(stderr, "save_loop: %s\n", error->c_str());
            return 1;
        }
    }
}
