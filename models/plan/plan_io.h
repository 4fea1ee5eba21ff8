#pragma once
// Plan files: versioned JSON, read with every problem located, written atomically.

#include "models/base/diagnostics.h"
#include "models/catalog/catalog.h"
#include "models/plan/plan.h"
#include "models/text/message.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <optional>
#include <string>

namespace planner {

inline constexpr std::size_t kMaxPlanBytes = std::size_t {4} * 1024 * 1024;

struct PlanLoadResult {
    std::optional<Plan> plan; // empty when the file cannot be used at all
    Diagnostics diagnostics; // errors and warnings, each with file, place and expectation
    bool ok() const { return plan && !hasErrors(diagnostics); }
};

// Reads a plan from text. With a catalog, every component id is checked against it.
PlanLoadResult parsePlan(const std::string& text, const std::string& fileName, const Catalog* catalog);
PlanLoadResult loadPlan(const std::filesystem::path& file, const Catalog* catalog);

// What is wrong with a measured run, or nullopt: throughput not a positive finite number, fewer GPUs than
// one model replica needs, a memory peak above the GPU's, or a speed no GPU can reach (model FLOPs above
// the GPU's dense peak even counted as the lower bound 6·N, or 4·N for LoRA, per token).
std::optional<Message> measuredRunProblem(const MeasuredRun& run, const Catalog& catalog);

// Checks that every id in the plan names a catalog entry, suggesting the nearest ids when not, and that
// every measured run is plausible (measuredRunProblem()).
void checkPlanReferences(const Plan& plan, const Catalog& catalog, const std::string& fileName,
                         Diagnostics& diagnostics);

nlohmann::json planToJson(const Plan& plan);
std::string serializePlan(const Plan& plan);

// Atomic save: an interrupted save leaves the previous file intact. Returns an error message or nullopt.
std::optional<std::string> savePlan(const Plan& plan, const std::filesystem::path& file);

} // namespace planner
