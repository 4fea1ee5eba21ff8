#pragma once
// The deployment kit: what to install on the planned build and how to check each step, from the OS to
// a first multi-node NCCL all-reduce, with the Slurm, container and NCCL files for exactly the planned
// nodes. `gpu-planner deploy` and File > Export deployment kit write it with writeDeploymentKit().

#include "models/catalog/catalog.h"
#include "models/plan/plan.h"
#include "models/sizing/build.h"
#include "models/text/message.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace planner {

struct KitFile {
    std::string name; // relative: "slurm.conf", "checklist.zh_CN.md"
    std::string text;
    bool executable = false;
};

// Every file of the kit. The checklist is written once in English and once through `chinese`.
std::vector<KitFile> deploymentKit(const Scenario& scenario, const Catalog& catalog, const BuildFigures& build,
                                   const TextLookup& chinese);

// The Slurm name of a node group's nodes ("h20-nodes-[01-02]") and of one GPU type ("h20_96gb").
std::string slurmNodeNames(const Scenario& scenario, int group, int firstNode, int nodes);
std::string slurmGresType(const Gpu& gpu);

// Writes the files into `folder`, which must not exist or be empty unless `force`: they go into a new
// folder beside it first, which then takes its place, so a failure leaves no half kit. Returns an
// error message naming the folder, or nullopt.
std::optional<std::string> writeDeploymentKit(const std::filesystem::path& folder, const std::vector<KitFile>& files,
                                              bool force);

} // namespace planner
