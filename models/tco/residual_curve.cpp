#include "models/tco/residual_curve.h"

#include <algorithm>

namespace planner {

namespace {

ResidualCurve dataCentre()
{
    ResidualCurve c;
    c.gpuClass = GpuClass::DataCenter;
    // Years 1–4: SpotWire's H100 resale anchor; year 5 continues its decay of about 0.77× a year; by year 8
    // V100 boards fetched 1–4% of their price.
    c.points = {{0, 1.0}, {1, 0.78}, {2, 0.60}, {3, 0.46}, {4, 0.35}, {5, 0.27}, {8, 0.03}};
    c.provenance.source = "https://www.spotwire.ai/data/valuator_data.json (H100 resale anchor, CC-BY-4.0); V100 "
                          "SXM2 secondary prices early 2026 (USD 56–450 against about USD 11,000 new)";
    c.provenance.asOf = "2026-06-04";
    c.provenance.estimate = true;
    c.provenance.method
        = "Share of the purchase price at the end of each year: 0.78, 0.60, 0.46, 0.35 for years 1–4 (SpotWire "
          "anchor); 0.27 at year 5 (its 0.77× a year continued); 0.03 at year 8 (V100 at 0.5–4%). Observed A100 "
          "80GB at 5.8 years (0.27–0.60 of USD 15,000) and H100 PCIe at 3.5 years (0.67) sit above the curve in "
          "today's AI demand, so the curve is the prudent side.";
    return c;
}

ResidualCurve workstation()
{
    ResidualCurve c;
    c.gpuClass = GpuClass::Workstation;
    c.points = {{0, 1.0}, {1, 0.78}, {3.9, 0.58}, {6.1, 0.54}, {10, 0.10}};
    c.provenance.source = "https://chipversus.com/hardware/gpu/l40s (RTX 6000 Ada USD 5,500 of 6,799 at 3.9 years; "
                          "RTX A6000 USD 3,500 of 4,649 at 6.1 years); SpotWire used-condition factor 0.72";
    c.provenance.asOf = "2026-11-30";
    c.provenance.estimate = true;
    c.provenance.method
        = "Two market prices of unstated condition (0.81 at 3.9 years, 0.75 at 6.1 years) × 0.72 for used "
          "working boards = 0.58 and 0.54; year 1 as the data-centre curve; 0.10 at year 10 assumed.";
    return c;
}

ResidualCurve consumer()
{
    ResidualCurve c;
    c.gpuClass = GpuClass::Consumer;
    c.points = {{0, 1.0}, {1, 0.78}, {5.4, 0.57}, {10, 0.10}};
    c.provenance.source = "https://insiderllm.com/guides/rtx-4090-vs-used-rtx-3090-local-ai (used RTX 3090 USD "
                          "700–1,000 in Feb 2026 against USD 1,499 at launch)";
    c.provenance.asOf = "2026-02-01";
    c.provenance.estimate = true;
    c.provenance.method = "Used RTX 3090 at 5.4 years: 0.47–0.67 of launch price, middle 0.57; year 1 as the "
                          "data-centre curve; 0.10 at year 10 assumed. Consumer boards hold value in AI demand.";
    return c;
}

} // namespace

const ResidualCurve& residualCurve(GpuClass gpuClass)
{
    static const ResidualCurve curves[] = {consumer(), workstation(), dataCentre()};
    for (const auto& c : curves)
        if (c.gpuClass == gpuClass)
            return c;
    return curves[2];
}

double residualShare(const ResidualCurve& curve, double ageYears)
{
    const auto& p = curve.points;
    if (p.empty())
        return 0;
    if (ageYears <= p.front().first)
        return p.front().second;
    for (std::size_t i = 1; i < p.size(); ++i)
        if (ageYears <= p[i].first) {
            const double t = (ageYears - p[i - 1].first) / (p[i].first - p[i - 1].first);
            return p[i - 1].second + t * (p[i].second - p[i - 1].second);
        }
    return p.back().second;
}

} // namespace planner
