#pragma once
// What a colocation build rents, a node group at a time: computeBuild() sums it into BuildFigures::cabinets
// (what the TCO prices) and the rack drawing draws it, so the two always count the same cabinets.

#include "models/sizing/build.h"

namespace planner {

struct GroupCabinets {
    // A node over the cabinet's power cap draws the power of several cabinets (ceil(node kW / cap)): it has
    // the first of them to itself and the rest are rented for their power. Otherwise 1.
    int cabinetsPerNode = 0;
    // The nodes a cabinet holds: no more than its space, its cooling (nodesPerRack) and its cap allow; 1 for
    // a node over the cap.
    int nodesPerCabinet = 0;
    int cabinets = 0; // the group's
};

// The cabinets of one group under a cap of `cabinetPowerKw`; all 0 without a cap, nodes or a node's power.
GroupCabinets groupCabinets(const NodeGroupFigures& group, double cabinetPowerKw);

// Whether a colocation cabinet's power cap binds before what the cooling removes (or the cooling states no
// limit): the racks are then packed by the cap, and the drawing names them cabinets.
bool cabinetCapBinds(const BuildFigures& build);
// The racks a reader is told of: in colocation under a cap the cabinets rented (BuildFigures::cabinets, what
// the TCO prices), elsewhere the racks.
int racksShown(const BuildFigures& build);

} // namespace planner
