#pragma once
// What owned hardware resells for by age, as a share of its price, per GPU class: a curve through points
// read from secondary-market prices, linear between them and flat after the last.

#include "models/catalog/catalog.h"

#include <utility>
#include <vector>

namespace planner {

struct ResidualCurve {
    GpuClass gpuClass = GpuClass::DataCenter;
    std::vector<std::pair<double, double>> points; // (age in years, share of the purchase price)
    Provenance provenance; // where the points come from; an estimate with its method
};

const ResidualCurve& residualCurve(GpuClass gpuClass);
// The share at `ageYears` (0 → 1.0).
double residualShare(const ResidualCurve& curve, double ageYears);

} // namespace planner
