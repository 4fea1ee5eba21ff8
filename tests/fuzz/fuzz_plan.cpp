// libFuzzer target for the plan loader: any bytes go through parsePlan with catalog-min; see
// planner::fuzz::checkPlan for what must hold.

#include "fuzz_checks.h"

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const planner::CatalogLoadResult catalog
        = planner::loadCatalogFolder(TEST_DATA_DIR "/catalog-min", planner::Origin::Shipped, true);
    const std::string problem
        = planner::fuzz::checkPlan(std::string_view(reinterpret_cast<const char*>(data), size), catalog.catalog);
    if (!problem.empty()) {
        std::fprintf(stderr, "fuzz_plan: %s\n", problem.c_str());
        std::abort();
    }
    return 0;
}
