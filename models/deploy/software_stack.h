#pragma once
// The software a scenario's build runs: the plan's choices where it makes them, the catalog's
// recommendation where it does not. The software rules judge it and the deployment kit writes it out.

#include "models/catalog/catalog.h"
#include "models/plan/plan.h"
#include "models/sizing/build.h"

#include <string>
#include <vector>

namespace planner {

enum class StackFamily { None, Cuda, Cann, Neuware };

struct GroupSoftware {
    int group = 0;
    const Gpu* gpu = nullptr;
    const GpuArchitecture* architecture = nullptr; // NVIDIA GPUs the software catalog knows
};

struct SoftwareStack {
    StackFamily family = StackFamily::None; // of the build's accelerators (the first group's for a mix)
    std::vector<GroupSoftware> groups;
    // NVIDIA
    int driverBranch = 0;
    bool driverFromPlan = false;
    const DriverBranch* branch = nullptr; // nullptr: not in the software catalog
    std::string cuda; // major.minor the code is built with
    bool cudaFromPlan = false;
    const CudaToolkit* toolkit = nullptr;
    std::string containerImage;
    bool containerFromPlan = false;
    const FrameworkContainer* container = nullptr; // nullptr: an image the catalog does not list
    // PyTorch from its wheels, for an install without a container: the release and the CUDA variant
    std::string pytorch; // major.minor
    bool pytorchFromPlan = false;
    const PytorchWheels* wheels = nullptr; // nullptr: a release the catalog does not list
    std::string wheelCuda; // the variant installed; empty when none fits the GPUs and the driver
    std::string requiredCuda; // the highest first-supporting CUDA among the build's GPUs
    bool consumerGpus = false; // GeForce or workstation cards: no data-centre forward compatibility
    // Domestic stacks: the newest catalogued pairing
    const AscendStack* ascend = nullptr;
    const CambriconStack* cambricon = nullptr;
};

SoftwareStack resolveSoftwareStack(const Scenario& scenario, const Catalog& catalog, const BuildFigures& build);

// The lowest driver branch a CUDA major version runs on through minor-version compatibility (11.x: 450,
// 12.x: 525, 13.x: 580; NVIDIA's CUDA compatibility guide); 0 for a version it does not cover.
int minorCompatibilityBranch(const std::string& cuda);

// Whether a wheel or container built with `cuda` supports every GPU (`requiredCuda`, empty: any) and runs
// on `driverBranch` (0: not checked) through minor-version compatibility.
bool cudaFits(const std::string& cuda, const std::string& requiredCuda, int driverBranch);

} // namespace planner
