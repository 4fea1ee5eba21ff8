#include "models/deploy/software_stack.h"

#include <cstdlib>

namespace planner {

int minorCompatibilityBranch(const std::string& cuda)
{
    const auto v = majorMinor(cuda);
    if (!v)
        return 0;
    switch (v->first) {
    case 11:
        return 450;
    case 12:
        return 525;
    case 13:
        return 580;
    default:
        return 0;
    }
}

bool cudaFits(const std::string& cuda, const std::string& requiredCuda, int driverBranch)
{
    if (!requiredCuda.empty() && compareVersions(cuda, requiredCuda) < 0)
        return false;
    const int compat = minorCompatibilityBranch(cuda);
    return driverBranch <= 0 || compat == 0 || driverBranch >= compat;
}

namespace {

// The variant of a release to install: the plan's CUDA when the release has it and it fits, else the
// newest that fits and whose toolkit the driver fully supports (no minor-version limits), else the
// newest that fits at all; empty when none fits.
std::string chooseWheel(const PytorchWheels& wheels, const SoftwareCatalog& sw, const SoftwareStack& stack)
{
    const auto fits = [&](const std::string& cuda) { return cudaFits(cuda, stack.requiredCuda, stack.driverBranch); };
    if (stack.cudaFromPlan)
        for (const auto& cuda : wheels.cuda)
            if (compareVersions(cuda, stack.cuda) == 0 && fits(cuda))
                return cuda;
    std::string newest;
    for (auto it = wheels.cuda.rbegin(); it != wheels.cuda.rend(); ++it) {
        if (!fits(*it))
            continue;
        const CudaToolkit* toolkit = sw.cudaToolkit(*it);
        if (toolkit && driverBranchOf(toolkit->minDriver) <= stack.driverBranch)
            return *it;
        if (newest.empty())
            newest = *it;
    }
    return newest;
}

std::string majorMinorText(const std::string& version)
{
    const auto v = majorMinor(version);
    return v ? std::to_string(v->first) + "." + std::to_string(v->second) : version;
}

} // namespace

SoftwareStack resolveSoftwareStack(const Scenario& scenario, const Catalog& catalog, const BuildFigures& build)
{
    const SoftwareCatalog& sw = catalog.software;
    const Software& chosen = scenario.software;
    SoftwareStack stack;
    for (const auto& g : build.groups) {
        if (!g.gpu || g.gpus <= 0)
            continue;
        GroupSoftware gs {g.index, g.gpu, nullptr};
        const StackFamily family = g.gpu->softwareStack == "CANN" ? StackFamily::Cann
            : g.gpu->softwareStack == "Neuware"                   ? StackFamily::Neuware
                                                                  : StackFamily::Cuda;
        if (stack.family == StackFamily::None)
            stack.family = family;
        if (family == StackFamily::Cuda) {
            gs.architecture = sw.architectureOf(*g.gpu);
            const std::string need = gs.architecture ? gs.architecture->minCuda : g.gpu->minCuda;
            if (!need.empty() && (stack.requiredCuda.empty() || compareVersions(need, stack.requiredCuda) > 0))
                stack.requiredCuda = need;
            stack.consumerGpus = stack.consumerGpus || g.gpu->gpuClass != GpuClass::DataCenter;
        }
        stack.groups.push_back(gs);
    }
    if (!sw.ascend.empty())
        stack.ascend = &sw.ascend.front();
    if (!sw.cambricon.empty())
        stack.cambricon = &sw.cambricon.front();

    stack.driverFromPlan = !chosen.driverBranch.empty();
    stack.driverBranch = stack.driverFromPlan ? std::atoi(chosen.driverBranch.c_str()) : sw.recommendedDriverBranch;
    stack.branch = sw.driverBranch(stack.driverBranch);

    stack.containerFromPlan = !chosen.container.empty();
    if (stack.containerFromPlan) {
        stack.container = sw.container(chosen.container);
        stack.containerImage = stack.container ? stack.container->image : chosen.container;
    } else {
        // The newest release the driver runs that supports every GPU of the build.
        for (auto it = sw.containers.rbegin(); it != sw.containers.rend(); ++it)
            if (it->minDriverBranch <= stack.driverBranch
                && (stack.requiredCuda.empty() || compareVersions(it->cuda, stack.requiredCuda) >= 0)) {
                stack.container = &*it;
                break;
            }
        if (stack.container)
            stack.containerImage = stack.container->image;
    }
    stack.cudaFromPlan = !chosen.cuda.empty();
    stack.cuda = stack.cudaFromPlan ? majorMinorText(chosen.cuda)
        : stack.container           ? majorMinorText(stack.container->cuda)
                                    : std::string();
    stack.toolkit = stack.cuda.empty() ? nullptr : sw.cudaToolkit(stack.cuda);

    stack.pytorchFromPlan = !chosen.pytorch.empty();
    if (stack.pytorchFromPlan) {
        stack.pytorch = majorMinorText(chosen.pytorch);
        stack.wheels = sw.pytorch(chosen.pytorch);
        if (stack.wheels)
            stack.wheelCuda = chooseWheel(*stack.wheels, sw, stack);
    } else {
        // The container's PyTorch line, so both ways of installing run the same framework; else the newest
        // release with a wheel for the GPUs and the driver.
        if (const PytorchWheels* same = stack.container ? sw.pytorch(stack.container->pytorch) : nullptr) {
            std::string cuda = chooseWheel(*same, sw, stack);
            if (!cuda.empty()) {
                stack.wheels = same;
                stack.pytorch = same->pytorch;
                stack.wheelCuda = std::move(cuda);
            }
        }
        for (auto it = sw.pytorchWheels.rbegin(); it != sw.pytorchWheels.rend() && !stack.wheels; ++it) {
            std::string cuda = chooseWheel(*it, sw, stack);
            if (!cuda.empty()) {
                stack.wheels = &*it;
                stack.pytorch = it->pytorch;
                stack.wheelCuda = std::move(cuda);
            }
        }
    }
    return stack;
}

} // namespace planner
