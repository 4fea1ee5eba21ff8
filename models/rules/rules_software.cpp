// The software rules: CUDA against each GPU, the driver against CUDA and the container, and what a
// multi-node fabric needs from the drivers (GPUDirect RDMA, a lossless RoCE network).
#include "deploy/software_stack.h"
#include "rules/rules.h"

namespace planner::rules_detail {

namespace {

void checkVersions(const Context& c, const SoftwareStack& stack)
{
    const Software& chosen = c.scenario.software;
    if (stack.driverFromPlan && !stack.branch)
        c.emit("software.unknown_version", "driver", Severity::Warning, -1, {{"value", chosen.driverBranch}});
    if (stack.cudaFromPlan && !stack.toolkit)
        c.emit("software.unknown_version", "cuda", Severity::Warning, -1, {{"value", chosen.cuda}});
    if (stack.containerFromPlan && !stack.container)
        c.emit("software.unknown_version", "container", Severity::Warning, -1, {{"value", chosen.container}});

    for (const auto& g : stack.groups)
        if (g.architecture && !stack.cuda.empty() && compareVersions(stack.cuda, g.architecture->minCuda) < 0)
            c.emit("software.cuda_for_gpu", "", Severity::Error, g.group,
                   {{"gpu", g.gpu->name},
                    {"architecture", g.architecture->name},
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
