#pragma once
// The software that runs a build: which CUDA each GPU architecture needs, which driver each CUDA
// toolkit needs, the framework containers and the domestic stacks, from catalogs/software.json. The
// deployment kit (deploy/deployment_kit.h) and the software rules read it.

#include "models/catalog/provenance.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace planner {

struct Gpu;

struct GpuArchitecture {
    std::string id; // "hopper"
    std::string name; // "Hopper"
    std::string nameZh; // "Hopper 架构"
    // A GPU's catalog "architecture" ("Hopper (GH100)") is this one when it, or its name before the
    // parenthesis ("Hopper"), is one of these.
    std::vector<std::string> matches;
    std::string computeCapability; // "9.0"
    std::string minCuda; // the first CUDA toolkit that supports it
    Provenance provenance;
    bool operator==(const GpuArchitecture&) const = default;
};

struct CudaToolkit {
    std::string version; // "12.4"
    std::string minDriver; // Linux driver of the toolkit's release (the release notes' Table 3)
    Provenance provenance;
    bool operator==(const CudaToolkit&) const = default;
};

struct DriverBranch {
    int branch = 0; // 580
    std::string kind; // "LTSB", "production", "new feature"
    std::string endOfLife; // "2028-06"; empty when not announced
    std::string latest; // newest build known: "580.159.03"
    Provenance provenance;
    bool operator==(const DriverBranch&) const = default;
};

// An NGC framework container.
struct FrameworkContainer {
    std::string image; // "nvcr.io/nvidia/pytorch:25.04-py3"
    std::string release; // "25.04"
    std::string ubuntu;
    std::string cuda;
    std::string pytorch;
    std::string nccl; // empty when not stated
    int minDriverBranch = 0;
    Provenance provenance;
    bool operator==(const FrameworkContainer&) const = default;
};

// The CUDA variants PyTorch's official wheels of one release are built for; each has its own pip index,
// https://download.pytorch.org/whl/cu<major><minor>.
struct PytorchWheels {
    std::string pytorch; // release line, major.minor: "2.7"
    std::vector<std::string> cuda; // "11.8", "12.6", "12.8"
    Provenance provenance;
    bool operator==(const PytorchWheels&) const = default;
};

// "12.8" → "cu128": the wheel variant's name and the last part of its index URL.
std::string wheelVariant(std::string_view cuda);
// Every variant of a release: "cu118, cu121".
std::string wheelVariants(const PytorchWheels& wheels);

struct AscendStack {
    std::string chip;
    std::string cann;
    std::string torchNpu;
    std::string pytorch;
    std::string mindspore; // empty when no pairing is sourced
    std::string driverFirmware; // Ascend HDK; empty when not sourced
    Provenance provenance;
    bool operator==(const AscendStack&) const = default;
};

struct CambriconStack {
    std::string chip;
    std::string neuware;
    std::string torchMlu;
    std::string pytorch;
    std::string driver;
    Provenance provenance;
    bool operator==(const CambriconStack&) const = default;
};

struct SoftwareCatalog {
    int recommendedDriverBranch = 0;
    Provenance recommendation;
    std::vector<GpuArchitecture> architectures;
    std::vector<CudaToolkit> cudaToolkits; // oldest first
    std::vector<DriverBranch> driverBranches; // oldest first
    std::vector<FrameworkContainer> containers; // oldest first
    std::vector<PytorchWheels> pytorchWheels; // oldest first
    std::vector<AscendStack> ascend; // newest first, as Ascend's table lists them
    std::vector<CambriconStack> cambricon;
    bool operator==(const SoftwareCatalog&) const = default;

    bool empty() const { return architectures.empty(); }
    const GpuArchitecture* architectureOf(const Gpu& gpu) const;
    const CudaToolkit* cudaToolkit(std::string_view version) const; // by major.minor
    const DriverBranch* driverBranch(int branch) const;
    const FrameworkContainer* container(std::string_view releaseOrImage) const;
    const PytorchWheels* pytorch(std::string_view version) const; // by major.minor: "2.7.1" finds 2.7
};

// "12.4.1" → {12, 4}; nullopt when it does not start with a number.
std::optional<std::pair<int, int>> majorMinor(std::string_view version);
// a < b, a == b, a > b as -1, 0, 1 by major.minor; versions that do not parse compare equal.
int compareVersions(std::string_view a, std::string_view b);
// The branch of a driver version: "535.104.05" → 535; 0 when it does not parse.
int driverBranchOf(std::string_view driverVersion);

} // namespace planner
