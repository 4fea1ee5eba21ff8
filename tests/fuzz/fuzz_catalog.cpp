// libFuzzer target for the catalog loader: the first byte picks the kind of file, the rest is its
// text; see planner::fuzz::checkCatalog.

#include "fuzz_checks.h"

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const planner::CatalogLoadResult base
        = planner::loadCatalogFolder(TEST_DATA_DIR "/catalog-min", planner::Origin::Shipped, true);
    const std::string problem
        = planner::fuzz::checkCatalog(std::string_view(reinterpret_cast<const char*>(data), size), base.catalog);
    if (!problem.empty()) {
        std::fprintf(stderr, "fuzz_catalog: %s\n", problem.c_str());
        std::abort();
    }
    return 0;
}
