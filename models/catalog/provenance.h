#pragma once
// Where a figure comes from: every catalog entry, price and software version carries one.

#include <string>

namespace planner {

// Where the effective value of a figure came from: the layers a user can stack on shipped data, in the
// order they stack (a later layer wins).
enum class Origin { Shipped, TeamCatalog, UserCatalog, Plan };

struct Provenance {
    std::string source; // URL or document the figure was read from
    std::string asOf; // ISO date (YYYY-MM-DD) the figure was true on
    bool estimate = false;
    std::string method; // how an estimate was made; empty for a published figure
    Origin origin = Origin::Shipped;
    std::string file; // catalog or plan file the value was read from
    bool operator==(const Provenance&) const = default;
};

} // namespace planner
