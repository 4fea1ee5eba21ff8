// The deployment kit's checklist (deploy/deployment_kit.cpp): step titles and what each check shows.
// Commands stay out of the table: they are the same in every language.
#include "models/text/text_tables.h"

namespace planner::text_tables {

std::span<const TextEntry> deployTexts()
{
    static const TextEntry entries[] = {
        {"deploy.title", "Deployment checklist: {scenario}"},
        {"deploy.intro",
         "Do each step on every node unless it says otherwise, and run its check before the next step. Commands "
         "assume Ubuntu Server and sudo; files named here are in this folder. CHANGE-ME marks what only you know "
         "(host names, interfaces)."},
        {"deploy.check", "Check: {what}"},
        {"deploy.versions", "Versions and sources"},
        {"deploy.step.os", "Install Ubuntu Server {ubuntu} LTS and update it"},
        {"deploy.check.os",
         "the release is Ubuntu {ubuntu} and the kernel is the one the driver packages are built for."},
        {"deploy.step.driver", "Install the NVIDIA driver, branch {branch}"},
        {"deploy.check.driver", "all {gpus} GPUs are listed, and every one reports a {branch}.x driver."},
        {"deploy.step.fabric_manager", "Start the NVSwitch fabric manager (same version as the driver, {branch})"},
        {"deploy.check.fabric_manager",
         "the fabric state is Completed; without it the GPUs of an NVSwitch board cannot run CUDA."},
        {"deploy.step.persistence", "Keep the driver loaded between jobs (persistence daemon)"},
        {"deploy.check.persistence", "Persistence Mode reads Enabled for every GPU."},
        {"deploy.step.container_toolkit", "Install Docker and the NVIDIA Container Toolkit"},
        {"deploy.check.container_toolkit", "a plain container lists the same GPUs as the host."},
        {"deploy.step.container", "Pull the framework container {image}"},
        {"deploy.check.container", "PyTorch starts inside it and sees {gpus} GPUs."},
        {"deploy.step.pytorch_wheel", "Or, without a container: PyTorch {pytorch} from its {variant} wheels"},
        {"deploy.check.pytorch_wheel", "it prints PyTorch {pytorch}, CUDA {cuda} and {gpus} GPUs."},
        {"deploy.step.rdma", "Install DOCA-OFED and load GPUDirect RDMA (nvidia-peermem)"},
        {"deploy.check.rdma", "every RDMA port is PORT_ACTIVE and the nvidia_peermem module is loaded."},
        {"deploy.step.roce", "Make the RoCE network lossless (PFC and ECN on the RoCE priority)"},
        {"deploy.check.roce", "PFC is enabled on the RoCE priority, on every node and switch port."},
        {"deploy.step.slurm", "Install munge and Slurm, and copy slurm.conf, gres.conf and cgroup.conf"},
        {"deploy.check.slurm", "sinfo lists {nodes} nodes idle, and a job on all of them sees their accelerators."},
        {"deploy.step.nccl_test", "Run a first all-reduce across every node"},
        {"deploy.check.nccl_test",
         "no wrong results (Out of bounds values: 0), and the bus bandwidth at the largest size approaches the link "
         "speed."},
        {"deploy.step.monitoring", "Watch the GPUs: nvtop, nvidia-smi pmon and the DCGM exporter"},
        {"deploy.check.monitoring", "utilisation is reported for each accelerator."},
        {"deploy.step.ascend_os", "Install a supported OS (Ubuntu 22.04, openEuler or Kylin) and update it"},
        {"deploy.step.ascend_driver", "Install the Ascend NPU driver and firmware ({hdk})"},
        {"deploy.check.ascend_driver", "every accelerator is listed with its health OK."},
        {"deploy.step.cann", "Install the CANN toolkit {cann}"},
        {"deploy.check.cann", "the environment loads and the devices are listed."},
        {"deploy.step.torch_npu", "Install PyTorch {pytorch} with torch_npu {torchNpu}"},
        {"deploy.check.torch_npu", "PyTorch sees every accelerator of the node."},
        {"deploy.step.hccl_test", "Build HCCL's collective test and run an all-reduce"},
        {"deploy.step.ascend_monitoring", "Watch the NPUs with npu-smi"},
        {"deploy.step.cambricon_driver", "Install the Cambricon MLU driver {driver}"},
        {"deploy.step.neuware", "Install Neuware ({neuware}) and torch_mlu {torchMlu}"},
    };
    return entries;
}

} // namespace planner::text_tables
