// Saves two large plans alternately to one file, for ever, so that a test can kill it mid-save.
// Usage: save_loop SEED_PLAN TARGET. Prints "ready" once the plans are built; then, for save number
// i, "s i" as it starts serialising, "w i" as the atomic write starts (the temporary file is created
// next) and "e i" once the target has been replaced. The test times these events to aim its kills.
// Save 0 writes the plan "B", save 1 "A", and so on, so a kill in save 0 must leave the old "A".

#include "big_plans.h"

#include "models/base/atomic_file.h"
#include "models/plan/plan_io.h"

#include <cstdio>
#include <string>
#include <unistd.h>

namespace {

// Unbuffered, so the event reaches the test before the step it announces begins.
void announce(char event, unsigned long save)
{
    const std::string line = std::string(1, event) + ' ' + std::to_string(save) + '\n';
    for (std::size_t written = 0; written < line.size();) {
        const ssize_t n = ::write(STDOUT_FILENO, line.data() + written, line.size() - written);
        if (n <= 0)
            return; // the test stopped listening; saving goes on until it is killed
        written += static_cast<std::size_t>(n);
    }
}

} // namespace

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
    static const char ready[] = "ready\n";
    if (::write(STDOUT_FILENO, ready, sizeof ready - 1) != static_cast<ssize_t>(sizeof ready - 1))
        return 1;
    for (unsigned long i = 0;; ++i) {
        // savePlan(plan, file) is exactly these two steps; they are taken apart here only to announce
        // the moment the file starts being written.
        announce('s', i);
        const std::string bytes = planner::serializePlan(plans[(i + 1) % 2]);
        announce('w', i);
        if (const auto error = planner::writeFileAtomically(argv[2], bytes)) {
            std::fprintf(stderr, "save_loop: %s\n", error->c_str());
            return 1;
        }
        announce('e', i);
    }
}
