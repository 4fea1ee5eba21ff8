// The software rules: CUDA against each GPU, the driver against CUDA and the container, and what a
// multi-node fabric needs from the drivers (GPUDirect RDMA, a lossless RoCE network).
#include "models/deploy/software_stack.h"
#include "models/rules/rules.h"

#include <algorithm>

namespace planner::rules_detail {

namespace {

// A release's wheels fit neither the GPUs (no variant of a CUDA that supports them) nor the driver.
void checkPytorchWheels(const Context& c, const SoftwareStack& stack)
{
    const PytorchWheels& wheels = *stack.wheels;
    const auto hasWheelFrom = [](const PytorchWheels& w, const std::string& minCuda) {
        return std::any_of(w.cuda.begin(), w.cuda.end(),
                           [&](const std::string& cuda) { return compareVersions(cuda, minCuda) >= 0; });
    };
    bool reported = false;
    for (const auto& g : stack.groups) {
        if (!g.architecture || hasWheelFrom(wheels, g.architecture->minCuda))
            continue;
        std::string firstRelease = "-";
        for (const auto& w : c.catalog.software.pytorchWheels)
            if (hasWheelFrom(w, g.architecture->minCuda)) {
                firstRelease = w.pytorch;
                break;
            }
        c.emit("software.pytorch_wheel", "", Severity::Error, g.group,
               {{"gpu", g.gpu->name},
                {"architecture", localName(*g.architecture)},
                {"minCuda", g.architecture->minCuda},
                {"pytorch", stack.pytorch},
                {"variants", wheelVariants(wheels)},
                {"firstVariant", wheelVariant(g.architecture->minCuda)},
                {"firstRelease", firstRelease}});
        reported = true;
    }
    if (reported || stack.driverBranch <= 0)
        return;
    // Wheels for the GPUs exist, but every one needs a newer driver.
    for (const auto& cuda : wheels.cuda)
        if (cudaFits(cuda, stack.requiredCuda, 0)) {
            c.emit("software.pytorch_wheel", "driver", Severity::Error, -1,
                   {{"pytorch", stack.pytorch},
                    {"variant", wheelVariant(cuda)},
                    {"driver", std::to_string(stack.driverBranch)},
                    {"compatBranch", std::to_string(minorCompatibilityBranch(cuda))}});
            return;
        }
}

// GeForce cards are supported by the Linux graphics driver of a branch, not by its Data Center release.
void checkGeforceDriver(const Context& c, const SoftwareStack& stack)
{
    if (stack.driverBranch <= 0)
        return;
    for (const auto& g : stack.groups)
        if (g.gpu->gpuClass == GpuClass::Consumer) {
            c.emit("software.geforce_driver", "", Severity::Info, g.group,
                   {{"gpu", g.gpu->name}, {"branch", std::to_string(stack.driverBranch)}});
            return;
        }
}

void checkVersions(const Context& c, const SoftwareStack& stack)
{
    const Software& chosen = c.scenario.software;
    if (stack.driverFromPlan && !stack.branch)
        c.emit("software.unknown_version", "driver", Severity::Warning, -1, {{"value", chosen.driverBranch}});
    if (stack.cudaFromPlan && !stack.toolkit)
        c.emit("software.unknown_version", "cuda", Severity::Warning, -1, {{"value", chosen.cuda}});
    if (stack.containerFromPlan && !stack.container)
        c.emit("software.unknown_version", "container", Severity::Warning, -1, {{"value", chosen.container}});
    if (stack.pytorchFromPlan && !stack.wheels)
        c.emit("software.unknown_version", "pytorch", Severity::Warning, -1, {{"value", chosen.pytorch}});
    if (stack.pytorchFromPlan && stack.wheels && stack.wheelCuda.empty())
        checkPytorchWheels(c, stack);
    checkGeforceDriver(c, stack);

    for (const auto& g : stack.groups)
        if (g.architecture && !stack.cuda.empty() && compareVersions(stack.cuda, g.architecture->minCuda) < 0)
            c.emit("software.cuda_for_gpu", "", Severity::Error, g.group,
                   {{"gpu", g.gpu->name},
                    {"architecture", localName(*g.architecture)},
                    {"cuda", stack.cuda},
                    {"minCuda", g.architecture->minCuda}});

    if (stack.toolkit && stack.driverBranch > 0) {
        const int releaseBranch = driverBranchOf(stack.toolkit->minDriver);
        const int compatBranch = minorCompatibilityBranch(stack.cuda);
        Args args {{"cuda", stack.cuda},
                   {"driver", std::to_string(stack.driverBranch)},
                   {"releaseDriver", stack.toolkit->minDriver},
                   {"compatBranch", std::to_string(compatBranch)}};
        if (compatBranch > 0 && stack.driverBranch < compatBranch)
            c.emit("software.driver_for_cuda", "", Severity::Error, -1, std::move(args));
        else if (stack.driverBranch < releaseBranch)
            c.emit("software.driver_for_cuda", "minor_compat", Severity::Info, -1, std::move(args));
    }

    if (stack.container && stack.driverBranch > 0 && stack.container->minDriverBranch > stack.driverBranch) {
        Args args {{"image", stack.container->image},
                   {"need", std::to_string(stack.container->minDriverBranch)},
                   {"driver", std::to_string(stack.driverBranch)}};
        if (stack.consumerGpus)
            c.emit("software.driver_for_container", "", Severity::Error, -1, std::move(args));
        else
            c.emit("software.driver_for_container", "forward_compat", Severity::Warning, -1, std::move(args));
    }
}

void checkFabric(const Context& c, const SoftwareStack& stack)
{
    if (gpuNodes(c.build) < 2)
        return;
    for (const auto& g : c.build.groups) {
        if (!g.gpu || g.gpus <= 0 || !g.nic)
            continue;
        if (g.nic->technology == NetworkTechnology::RoCE) {
            c.emit("network.roce_lossless", "", Severity::Warning, g.index,
                   {{"group", c.groupName(g.index)}, {"nic", g.nic->name}});
            break;
        }
    }
    if (stack.family != StackFamily::Cuda)
        return;
    for (const auto& g : c.build.groups)
        if (g.gpu && g.gpus > 0 && g.nic && g.nic->rdma) {
            c.emit("network.gpudirect_rdma", "", Severity::Info, g.index,
                   {{"group", c.groupName(g.index)}, {"nic", g.nic->name}});
            break;
        }
}

} // namespace

void checkSoftwareStack(const Context& c)
{
    if (c.catalog.software.empty())
        return;
    const SoftwareStack stack = resolveSoftwareStack(c.scenario, c.catalog, c.build);
    if (stack.family == StackFamily::Cuda)
        checkVersions(c, stack);
    checkFabric(c, stack);
}

} // namespace planner::rules_detail
