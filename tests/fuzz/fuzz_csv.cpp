// libFuzzer target for the CSV writer: the input is a script of cells and row ends, and the output
// must read back exactly; see planner::fuzz::checkCsv for the script's layout and what must hold.

#include "fuzz_checks.h"

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string problem = planner::fuzz::checkCsv(std::string_view(reinterpret_cast<const char*>(data), size));
    if (!problem.empty()) {
        std::fprintf(stderr, "fuzz_csv: %s\n", problem.c_str());
        std::abort();
    }
    return 0;
}
