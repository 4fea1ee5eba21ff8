#include "models/deploy/deployment_kit.h"

#include "models/base/atomic_file.h"
#include "models/deploy/software_stack.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <random>
#include <sstream>

namespace planner {

namespace {

// A name Slurm and a shell take as it is: lower-case letters, digits and dashes.
std::string slug(const std::string& text, const std::string& fallback)
{
    std::string out;
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (std::isalnum(c))
            out += static_cast<char>(std::tolower(c));
        else if (!out.empty() && out.back() != '-')
            out += '-';
    }
    while (!out.empty() && out.back() == '-')
        out.pop_back();
    return out.empty() ? fallback : out;
}

std::string twoDigits(int n)
{
    return n < 10 ? "0" + std::to_string(n) : std::to_string(n);
}

// x86 server CPUs run two threads per core with SMT on, as shipped; Kunpeng (Arm) has one.
int threadsPerCore(const Cpu& cpu)
{
    return cpu.vendor == "Huawei" ? 1 : 2;
}

// Memory Slurm may hand out: 95% of what is installed, since the kernel keeps some and a node whose
// RealMemory exceeds what slurmd finds is drained.
long realMemoryMiB(double ramGB)
{
    return static_cast<long>(std::floor(ramGB * 1024.0 * 0.95));
}

struct GroupLine {
    const NodeGroupFigures* figures;
    std::string nodes; // "h20-nodes-[01-02]"
};

std::vector<GroupLine> gpuGroups(const Scenario& scenario, const BuildFigures& build)
{
    std::vector<GroupLine> out;
    for (const auto& g : build.groups)
        if (g.gpu && g.gpus > 0 && g.nodes > 0)
            out.push_back({&g, slurmNodeNames(scenario, g.index, 1, g.nodes)});
    return out;
}

std::string gresName(StackFamily family)
{
    return family == StackFamily::Cuda ? "gpu" : family == StackFamily::Cann ? "npu" : "mlu";
}

std::string deviceFiles(StackFamily family, int count)
{
    const std::string last = std::to_string(count - 1);
    const std::string range = count > 1 ? "[0-" + last + "]" : "0";
    return family == StackFamily::Cuda ? "/dev/nvidia" + range
        : family == StackFamily::Cann  ? "/dev/davinci" + range
                                       : "/dev/cambricon_dev" + range;
}

std::string header(const Scenario& scenario, const char* what)
{
    return std::string("# ") + what + " for \"" + scenario.name + "\", written by GPU Cluster Planner.\n";
}

std::string slurmConf(const Scenario& scenario, const BuildFigures& build, StackFamily family)
{
    std::ostringstream out;
    out << header(scenario, "Slurm nodes and partition")
        << "# Merge into the site's slurm.conf; every node and the controller need the same file.\n"
        << "# Check each node's line with `slurmd -C` on that node: it prints what the node really has.\n"
        << "ClusterName=" << slug(scenario.name, "cluster").substr(0, 40) << "\n"
        << "SlurmctldHost=CHANGE-ME # the head node's short hostname\n"
        << "AuthType=auth/munge\n"
        << "GresTypes=" << gresName(family) << "\n"
        << "SelectType=select/cons_tres\n"
        << "SelectTypeParameters=CR_Core_Memory\n"
        << "ProctrackType=proctrack/cgroup\n"
        << "TaskPlugin=task/cgroup,task/affinity\n";
    std::string allNodes;
    for (const auto& line : gpuGroups(scenario, build)) {
        const NodeGroupFigures& g = *line.figures;
        const int sockets = std::max(1, g.cpuSockets);
        const int cores = g.cpu ? g.cpu->cores : 0;
        const int threads = g.cpu ? threadsPerCore(*g.cpu) : 1;
        out << "NodeName=" << line.nodes << " CPUs=" << sockets * cores * threads << " Sockets=" << sockets
            << " CoresPerSocket=" << cores << " ThreadsPerCore=" << threads
            << " RealMemory=" << realMemoryMiB(g.ramPerNodeGB) << " Gres=" << gresName(family) << ":"
            << slurmGresType(*g.gpu) << ":" << g.gpusPerNode << " State=UNKNOWN\n";
        allNodes += (allNodes.empty() ? "" : ",") + line.nodes;
    }
    out << "PartitionName=" << gresName(family) << " Nodes=" << allNodes << " Default=YES MaxTime=INFINITE State=UP\n";
    return out.str();
}

std::string gresConf(const Scenario& scenario, const BuildFigures& build, StackFamily family)
{
    std::ostringstream out;
    out << header(scenario, "Slurm generic resources");
    if (family == StackFamily::Cuda)
        out << "# AutoDetect=nvml can find the same GPUs through NVML (slurmd built with NVML); these lines\n"
               "# say what each node must have either way.\n";
    for (const auto& line : gpuGroups(scenario, build)) {
        const NodeGroupFigures& g = *line.figures;
        out << "NodeName=" << line.nodes << " Name=" << gresName(family) << " Type=" << slurmGresType(*g.gpu)
            << " File=" << deviceFiles(family, g.gpusPerNode) << "\n";
    }
    return out.str();
}

std::string cgroupConf(const Scenario& scenario)
{
    return header(scenario, "Slurm cgroup limits")
        + "# A job sees only the cores, memory and GPUs it asked for.\n"
          "ConstrainCores=yes\n"
          "ConstrainDevices=yes\n"
          "ConstrainRAMSpace=yes\n";
}

int shmSizeGB(const BuildFigures& build)
{
    double ram = 0;
    for (const auto& g : build.groups)
        if (g.gpus > 0)
            ram = ram == 0 ? g.ramPerNodeGB : std::min(ram, g.ramPerNodeGB);
    // A quarter of the node's memory for DataLoader workers' shared memory, at most 256 GB.
    return std::clamp(static_cast<int>(ram / 4), 1, 256);
}

bool rdmaFabric(const BuildFigures& build)
{
    return std::any_of(build.groups.begin(), build.groups.end(),
                       [](const NodeGroupFigures& g) { return g.gpus > 0 && g.nic && g.nic->rdma; });
}

bool roceFabric(const BuildFigures& build)
{
    return std::any_of(build.groups.begin(), build.groups.end(), [](const NodeGroupFigures& g) {
        return g.gpus > 0 && g.nic && g.nic->technology == NetworkTechnology::RoCE;
    });
}

std::string dockerRun(const Scenario& scenario, const BuildFigures& build, const SoftwareStack& stack)
{
    std::ostringstream out;
    out << "#!/bin/sh\n"
        << header(scenario, "The training container")
        << "# Data in /data, checkpoints in /checkpoints on every node; the container sees every accelerator.\n";
    if (stack.family == StackFamily::Cuda) {
        out << "docker run --rm -it --gpus all --network host \\\n"
            << "  --shm-size=" << shmSizeGB(build) << "g --ulimit memlock=-1 --ulimit stack=67108864 \\\n";
        if (rdmaFabric(build))
            out << "  --device=/dev/infiniband --cap-add=IPC_LOCK \\\n";
        out << "  --env-file nccl.env \\\n"
            << "  -v /data:/data -v /checkpoints:/checkpoints \\\n"
            << "  " << stack.containerImage << " bash\n";
    } else if (stack.family == StackFamily::Cann) {
        out << "docker run --rm -it --network host --shm-size=" << shmSizeGB(build) << "g \\\n";
        for (const auto& g : build.groups)
            if (g.gpus > 0) {
                for (int i = 0; i < g.gpusPerNode; ++i)
                    out << "  --device=/dev/davinci" << i << " \\\n";
                break;
            }
        out << "  --device=/dev/davinci_manager --device=/dev/devmm_svm --device=/dev/hisi_hdc \\\n"
            << "  -v /usr/local/Ascend/driver:/usr/local/Ascend/driver:ro \\\n"
            << "  -v /usr/local/bin/npu-smi:/usr/local/bin/npu-smi:ro \\\n"
            << "  -v /data:/data -v /checkpoints:/checkpoints \\\n"
            << "  YOUR-CANN-IMAGE bash # an image with CANN " << (stack.ascend ? stack.ascend->cann : "")
            << " and torch_npu " << (stack.ascend ? stack.ascend->torchNpu : "") << "\n";
    } else {
        out << "docker run --rm -it --network host --privileged --shm-size=" << shmSizeGB(build) << "g \\\n"
            << "  -v /usr/bin/cnmon:/usr/bin/cnmon -v /data:/data -v /checkpoints:/checkpoints \\\n"
            << "  YOUR-CAMBRICON-PYTORCH-IMAGE bash\n";
    }
    return out.str();
}

std::string compose(const Scenario& scenario, const BuildFigures& build, const SoftwareStack& stack)
{
    std::ostringstream out;
    out << header(scenario, "The training container, for docker compose / podman-compose")
        << "services:\n  train:\n    image: "
        << (stack.family == StackFamily::Cuda ? stack.containerImage : std::string("YOUR-IMAGE")) << "\n"
        << "    network_mode: host\n    shm_size: \"" << shmSizeGB(build) << "gb\"\n"
        << "    ulimits:\n      memlock: -1\n      stack: 67108864\n"
        << "    volumes:\n      - /data:/data\n      - /checkpoints:/checkpoints\n";
    if (stack.family == StackFamily::Cuda) {
        out << "    env_file: nccl.env\n";
        if (rdmaFabric(build))
            out << "    devices:\n      - /dev/infiniband\n    cap_add:\n      - IPC_LOCK\n";
        out << "    deploy:\n      resources:\n        reservations:\n          devices:\n"
               "            - driver: nvidia\n              count: all\n              capabilities: [gpu]\n";
    }
    out << "    command: sleep infinity\n";
    return out.str();
}

std::string ncclEnv(const Scenario& scenario, const BuildFigures& build)
{
    std::ostringstream out;
    out << header(scenario, "NCCL settings") << "# Read by docker run --env-file and by `set -a; . ./nccl.env`.\n"
        << "# The IP interface between the nodes (ip -br addr), for NCCL's bootstrap and socket traffic:\n"
        << "NCCL_SOCKET_IFNAME=CHANGE-ME\n";
    if (rdmaFabric(build)) {
        out << "# The RDMA ports NCCL may use (ibv_devinfo lists them); mlx5 takes every ConnectX port:\n"
            << "NCCL_IB_HCA=mlx5\n";
        if (roceFabric(build))
            out << "# RoCE: NCCL picks the RoCE v2 GID by itself. Set the index `show_gids` lists for RoCE v2\n"
                   "# (often 3) only if NCCL_DEBUG=INFO shows it chose another.\n"
                   "# NCCL_IB_GID_INDEX=3\n";
    } else {
        out << "# No RDMA NICs: NCCL uses TCP sockets.\nNCCL_IB_DISABLE=1\n";
    }
    out << "# INFO prints the transport NCCL chose (look for NET/IB and GDRDMA); WARN once it works.\n"
        << "NCCL_DEBUG=INFO\n";
    return out.str();
}

std::string ncclTests(const Scenario& scenario, const BuildFigures& build, StackFamily family)
{
    int nodes = 0;
    int gpusPerNode = 0;
    for (const auto& g : build.groups)
        if (g.gpus > 0) {
            nodes += g.nodes;
            gpusPerNode = gpusPerNode == 0 ? g.gpusPerNode : std::min(gpusPerNode, g.gpusPerNode);
        }
    std::ostringstream out;
    out << "#!/bin/sh\n" << header(scenario, "A first all-reduce across the cluster") << "set -e\n";
    if (family != StackFamily::Cuda) {
        out << "# HCCL (Ascend) and CNCL (Cambricon) ship their own tests: see the checklist.\n";
        return out.str();
    }
    out << "# Build once on shared storage (needs CUDA, NCCL and MPI from the container or the host).\n"
        << "[ -d nccl-tests ] || git clone https://github.com/NVIDIA/nccl-tests.git\n"
        << "make -C nccl-tests MPI=1 MPI_HOME=/usr/lib/x86_64-linux-gnu/openmpi\n"
        << "set -a; . ./nccl.env; set +a\n";
    if (nodes <= 1)
        out << "# One node, " << gpusPerNode << " GPUs in one process:\n"
            << "./nccl-tests/build/all_reduce_perf -b 8 -e 8G -f 2 -g " << gpusPerNode << "\n";
    else
        out << "# " << nodes << " nodes × " << gpusPerNode << " GPUs, one task per GPU (" << nodes * gpusPerNode
            << " ranks):\n"
            << "srun -N " << nodes << " --ntasks-per-node=" << gpusPerNode << " --gpus-per-node=" << gpusPerNode
            << " --mpi=pmix ./nccl-tests/build/all_reduce_perf -b 8 -e 8G -f 2 -g 1\n";
    out << "# Read the last rows: busbw at 8 GB should approach the link speed (NVLink inside a node, the NIC\n"
           "# between nodes); \"# Out of bounds values : 0 OK\" says every result was right.\n";
    return out.str();
}

// ---- The checklist ----

struct Step {
    Message title;
    std::string commands;
    Message check;
    std::string checkCommand;
};

std::vector<Step> cudaSteps(const BuildFigures& build, const SoftwareStack& stack)
{
    const std::string branch = std::to_string(stack.driverBranch);
    int nodes = 0;
    int gpusPerNode = 0;
    bool nvswitch = false;
    for (const auto& g : build.groups)
        if (g.gpus > 0) {
            nodes += g.nodes;
            gpusPerNode = gpusPerNode == 0 ? g.gpusPerNode : std::min(gpusPerNode, g.gpusPerNode);
            nvswitch = nvswitch || (g.gpu->formFactor == FormFactor::SXM && g.linkDomainGpus >= 8);
        }
    const std::string ubuntu = stack.container && stack.container->ubuntu == "24.04" ? "24.04" : "22.04";
    const std::string driverPackage
        = stack.consumerGpus ? "nvidia-driver-" + branch + "-open" : "nvidia-driver-" + branch + "-server-open";
    std::vector<Step> steps;
    steps.push_back({Message("deploy.step.os", {{"ubuntu", ubuntu}}), "sudo apt update && sudo apt full-upgrade -y",
                     Message("deploy.check.os", {{"ubuntu", ubuntu}}), "lsb_release -ds; uname -r"});
    steps.push_back({Message("deploy.step.driver", {{"branch", branch}}),
                     "sudo apt install -y " + driverPackage + " && sudo reboot",
                     Message("deploy.check.driver", {{"gpus", std::to_string(gpusPerNode)}, {"branch", branch}}),
                     "nvidia-smi -L; nvidia-smi --query-gpu=driver_version --format=csv,noheader | sort -u"});
    if (nvswitch)
        steps.push_back({Message("deploy.step.fabric_manager", {{"branch", branch}}),
                         "sudo apt install -y nvidia-fabricmanager-" + branch
                             + " && sudo systemctl enable --now nvidia-fabricmanager",
                         Message("deploy.check.fabric_manager"), "nvidia-smi -q | grep -A2 -i fabric"});
    steps.push_back({Message("deploy.step.persistence"), "sudo systemctl enable --now nvidia-persistenced",
                     Message("deploy.check.persistence"), "nvidia-smi -q | grep -i 'persistence mode'"});
    steps.push_back(
        {Message("deploy.step.container_toolkit"),
         "# NVIDIA's package repository for the toolkit (docs.nvidia.com/datacenter/cloud-native/container-toolkit):\n"
         "curl -fsSL https://nvidia.github.io/libnvidia-container/gpgkey | sudo gpg --dearmor -o "
         "/usr/share/keyrings/nvidia-container-toolkit-keyring.gpg\n"
         "curl -s -L https://nvidia.github.io/libnvidia-container/stable/deb/nvidia-container-toolkit.list | sed "
         "'s#deb https://#deb [signed-by=/usr/share/keyrings/nvidia-container-toolkit-keyring.gpg] https://#g' | "
         "sudo tee /etc/apt/sources.list.d/nvidia-container-toolkit.list\n"
         "sudo apt update && sudo apt install -y docker.io nvidia-container-toolkit\n"
         "sudo nvidia-ctk runtime configure --runtime=docker && sudo systemctl restart docker",
         Message("deploy.check.container_toolkit"),
         "sudo docker run --rm --gpus all ubuntu:" + ubuntu + " nvidia-smi -L"});
    steps.push_back({Message("deploy.step.container", {{"image", stack.containerImage}}),
                     "sudo docker pull " + stack.containerImage,
                     Message("deploy.check.container", {{"gpus", std::to_string(gpusPerNode)}}),
                     "sudo docker run --rm --gpus all " + stack.containerImage
                         + " python -c \"import torch; print(torch.__version__, torch.cuda.device_count())\""});
    if (stack.wheels && !stack.wheelCuda.empty()) {
        // The same framework without a container: PyTorch's own wheel index for the chosen CUDA variant.
        const std::string variant = wheelVariant(stack.wheelCuda);
        steps.push_back(
            {Message("deploy.step.pytorch_wheel", {{"pytorch", stack.pytorch}, {"variant", variant}}),
             "python3 -m venv ~/torch-" + stack.pytorch + " && . ~/torch-" + stack.pytorch
                 + "/bin/activate\npip install torch==" + stack.pytorch
                 + ".* --index-url https://download.pytorch.org/whl/" + variant,
             Message("deploy.check.pytorch_wheel",
                     {{"pytorch", stack.pytorch}, {"cuda", stack.wheelCuda}, {"gpus", std::to_string(gpusPerNode)}}),
             "python -c \"import torch; print(torch.__version__, torch.version.cuda, "
             "torch.cuda.device_count())\""});
    }
    if (nodes > 1 && rdmaFabric(build)) {
        steps.push_back({Message("deploy.step.rdma"),
                         "# DOCA-OFED from https://developer.nvidia.com/doca-downloads for Ubuntu " + ubuntu
                             + "\nsudo modprobe nvidia-peermem && echo nvidia-peermem | sudo tee "
                               "/etc/modules-load.d/nvidia-peermem.conf",
                         Message("deploy.check.rdma"),
                         "ibv_devinfo | grep -E 'hca_id|state'; lsmod | grep nvidia_peermem"});
        if (roceFabric(build))
            steps.push_back({Message("deploy.step.roce"),
                             "# on every NIC (and the same priority on the switches):\n"
                             "sudo mlnx_qos -i CHANGE-ME --pfc 0,0,0,1,0,0,0,0 --trust dscp",
                             Message("deploy.check.roce"), "sudo mlnx_qos -i CHANGE-ME | grep -A2 -i pfc"});
    }
    steps.push_back({Message("deploy.step.slurm"),
                     "sudo apt install -y munge slurm-wlm\n"
                     "sudo cp slurm.conf gres.conf cgroup.conf /etc/slurm/\n"
                     "# the same /etc/munge/munge.key on every node, then:\n"
                     "sudo systemctl enable --now munge slurmd # slurmctld on the head node",
                     Message("deploy.check.slurm", {{"nodes", std::to_string(nodes)}}),
                     "sinfo -N -l; srun -N " + std::to_string(nodes) + " --gpus-per-node=" + std::to_string(gpusPerNode)
                         + " nvidia-smi -L"});
    steps.push_back({Message("deploy.step.nccl_test"), "sh nccl-tests.sh", Message("deploy.check.nccl_test"),
                     "grep -E 'Avg bus bandwidth|Out of bounds' slurm-*.out"});
    steps.push_back({Message("deploy.step.monitoring"),
                     "sudo apt install -y nvtop\n"
                     "sudo docker run -d --gpus all --cap-add SYS_ADMIN -p 9400:9400 "
                     "nvcr.io/nvidia/k8s/dcgm-exporter:4.5.3-4.8.2-distroless",
                     Message("deploy.check.monitoring"),
                     "nvidia-smi pmon -c 1; curl -s localhost:9400/metrics | grep -m3 DCGM_FI_DEV_GPU_UTIL"});
    return steps;
}

std::vector<Step> ascendSteps(const BuildFigures& build, const SoftwareStack& stack)
{
    int nodes = 0;
    for (const auto& g : build.groups)
        if (g.gpus > 0)
            nodes += g.nodes;
    const AscendStack* a = stack.ascend;
    const std::string cann = a ? a->cann : "";
    const std::string hdk = a && !a->driverFirmware.empty() ? a->driverFirmware : "the HDK listed for CANN " + cann;
    std::vector<Step> steps;
    steps.push_back({Message("deploy.step.ascend_os"), "sudo apt update && sudo apt full-upgrade -y",
                     Message("deploy.check.os", {{"ubuntu", "22.04"}}), "cat /etc/os-release | head -2; uname -r"});
    steps.push_back({Message("deploy.step.ascend_driver", {{"hdk", hdk}}),
                     "sudo sh Ascend-hdk-910b-npu-driver_*.run --full --install-for-all\n"
                     "sudo sh Ascend-hdk-910b-npu-firmware_*.run --full && sudo reboot",
                     Message("deploy.check.ascend_driver"), "npu-smi info"});
    steps.push_back({Message("deploy.step.cann", {{"cann", cann}}),
                     "sh Ascend-cann-toolkit_" + cann
                         + "_linux-$(uname -m).run --install\n"
                           "echo 'source /usr/local/Ascend/ascend-toolkit/set_env.sh' >> ~/.bashrc",
                     Message("deploy.check.cann"),
                     "source /usr/local/Ascend/ascend-toolkit/set_env.sh && npu-smi info -l"});
    if (a)
        steps.push_back({Message("deploy.step.torch_npu", {{"torchNpu", a->torchNpu}, {"pytorch", a->pytorch}}),
                         "pip install torch==" + a->pytorch + " torch_npu==" + a->torchNpu,
                         Message("deploy.check.torch_npu"),
                         "python -c \"import torch, torch_npu; print(torch.npu.device_count())\""});
    steps.push_back({Message("deploy.step.slurm"),
                     "sudo apt install -y munge slurm-wlm\nsudo cp slurm.conf gres.conf cgroup.conf /etc/slurm/\n"
                     "sudo systemctl enable --now munge slurmd # slurmctld on the head node",
                     Message("deploy.check.slurm", {{"nodes", std::to_string(nodes)}}), "sinfo -N -l"});
    steps.push_back({Message("deploy.step.hccl_test"),
                     "cd /usr/local/Ascend/ascend-toolkit/latest/tools/hccl_test && make MPI_HOME=/usr/local/mpich "
                     "ASCEND_DIR=/usr/local/Ascend/ascend-toolkit/latest",
                     Message("deploy.check.nccl_test"), "mpirun -n 8 ./bin/all_reduce_test -b 8K -e 1G -f 2 -p 8"});
    steps.push_back({Message("deploy.step.ascend_monitoring"), "npu-smi info watch", Message("deploy.check.monitoring"),
                     "npu-smi info -t usages -i 0"});
    return steps;
}

std::vector<Step> cambriconSteps(const SoftwareStack& stack)
{
    const CambriconStack* c = stack.cambricon;
    std::vector<Step> steps;
    steps.push_back({Message("deploy.step.cambricon_driver", {{"driver", c ? c->driver : ""}}),
                     "sudo dpkg -i cambricon-mlu-driver-*.deb && sudo reboot", Message("deploy.check.ascend_driver"),
                     "cnmon"});
    if (c)
        steps.push_back({Message("deploy.step.neuware", {{"neuware", c->neuware}, {"torchMlu", c->torchMlu}}),
                         "export NEUWARE_HOME=/usr/local/neuware\npip install torch==" + c->pytorch + " torch_mlu-"
                             + c->torchMlu + "*.whl",
                         Message("deploy.check.torch_npu"),
                         "python -c \"import torch, torch_mlu; print(torch.mlu.device_count())\""});
    return steps;
}

void versionRow(std::ostringstream& out, const std::string& what, const std::string& value, const Provenance& s)
{
    out << "| " << what << " | " << value << " | " << s.source << " | " << s.asOf << (s.estimate ? " (estimate)" : "")
        << " |\n";
}

std::string checklist(const Scenario& scenario, const BuildFigures& build, const SoftwareStack& stack,
                      const TextLookup& lookup)
{
    std::vector<Step> steps = stack.family == StackFamily::Cann ? ascendSteps(build, stack)
        : stack.family == StackFamily::Neuware                  ? cambriconSteps(stack)
                                                                : cudaSteps(build, stack);
    std::ostringstream out;
    out << "# " << render(Message("deploy.title", {{"scenario", scenario.name}}), lookup) << "\n\n"
        << render(Message("deploy.intro"), lookup) << "\n\n";
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const Step& s = steps[i];
        out << "## " << i + 1 << ". " << render(s.title, lookup) << "\n\n```sh\n"
            << s.commands << "\n```\n\n"
            << render(Message("deploy.check", {{"what", phrase(s.check)}}), lookup) << "\n\n```sh\n"
            << s.checkCommand << "\n```\n\n";
    }
    out << "## " << render(Message("deploy.versions"), lookup) << "\n\n| | | | |\n|---|---|---|---|\n";
    if (stack.family == StackFamily::Cuda) {
        if (stack.branch)
            versionRow(out, "NVIDIA driver",
                       std::to_string(stack.branch->branch) + " (" + stack.branch->kind
                           + (stack.branch->endOfLife.empty() ? "" : ", EOL " + stack.branch->endOfLife) + ")",
                       stack.branch->provenance);
        if (stack.toolkit)
            versionRow(out, "CUDA", stack.toolkit->version + " (driver ≥ " + stack.toolkit->minDriver + ")",
                       stack.toolkit->provenance);
        if (stack.container)
            versionRow(out, "Container",
                       stack.container->image + " (CUDA " + stack.container->cuda + ", PyTorch "
                           + stack.container->pytorch + ", driver ≥ " + std::to_string(stack.container->minDriverBranch)
                           + ")",
                       stack.container->provenance);
        if (stack.wheels && !stack.wheelCuda.empty())
            versionRow(out, "PyTorch wheel",
                       stack.pytorch + " (" + wheelVariant(stack.wheelCuda) + "; wheels for "
                           + wheelVariants(*stack.wheels) + ")",
                       stack.wheels->provenance);
        for (const auto& g : stack.groups)
            if (g.architecture)
                versionRow(out, g.gpu->name,
                           g.architecture->name + ", compute capability " + g.architecture->computeCapability
                               + ", CUDA ≥ " + g.architecture->minCuda,
                           g.architecture->provenance);
    } else if (stack.family == StackFamily::Cann && stack.ascend) {
        versionRow(out, "CANN / torch_npu / PyTorch",
                   stack.ascend->cann + " / " + stack.ascend->torchNpu + " / " + stack.ascend->pytorch,
                   stack.ascend->provenance);
    } else if (stack.cambricon) {
        versionRow(out, "Neuware / torch_mlu / driver",
                   stack.cambricon->neuware + " / " + stack.cambricon->torchMlu + " / " + stack.cambricon->driver,
                   stack.cambricon->provenance);
    }
    return out.str();
}

} // namespace

std::string slurmNodeNames(const Scenario& scenario, int group, int firstNode, int nodes)
{
    const auto& groups = scenario.cluster.nodeGroups;
    const std::string base = group >= 0 && group < static_cast<int>(groups.size())
        ? slug(groups[static_cast<std::size_t>(group)].name, "group" + std::to_string(group + 1))
        : "node";
    const int last = firstNode + nodes - 1;
    return nodes <= 1 ? base + "-" + twoDigits(firstNode)
                      : base + "-[" + twoDigits(firstNode) + "-" + twoDigits(last) + "]";
}

std::string slurmGresType(const Gpu& gpu)
{
    std::string type = slug(gpu.id, "gpu");
    std::replace(type.begin(), type.end(), '-', '_');
    return type;
}

std::vector<KitFile> deploymentKit(const Scenario& scenario, const Catalog& catalog, const BuildFigures& build,
                                   const TextLookup& chinese)
{
    const SoftwareStack stack = resolveSoftwareStack(scenario, catalog, build);
    const StackFamily family = stack.family == StackFamily::None ? StackFamily::Cuda : stack.family;
    std::vector<KitFile> files;
    files.push_back({"checklist.en.md", checklist(scenario, build, stack, englishText())});
    files.push_back({"checklist.zh_CN.md", checklist(scenario, build, stack, chinese)});
    files.push_back({"slurm.conf", slurmConf(scenario, build, family)});
    files.push_back({"gres.conf", gresConf(scenario, build, family)});
    files.push_back({"cgroup.conf", cgroupConf(scenario)});
    files.push_back({"docker-run.sh", dockerRun(scenario, build, stack), true});
    files.push_back({"compose.yaml", compose(scenario, build, stack)});
    if (family == StackFamily::Cuda)
        files.push_back({"nccl.env", ncclEnv(scenario, build)});
    files.push_back({"nccl-tests.sh", ncclTests(scenario, build, family), true});
    return files;
}

std::optional<std::string> writeDeploymentKit(const std::filesystem::path& folder, const std::vector<KitFile>& files,
                                              bool force)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    const bool exists = fs::exists(folder, ec);
    if (exists && !fs::is_directory(folder, ec))
        return folder.string() + ": exists and is not a folder";
    if (exists && !fs::is_empty(folder, ec) && !force)
        return folder.string() + ": the folder is not empty; choose a new folder, or replace it (--force)";
    const fs::path parent = folder.has_parent_path() ? folder.parent_path() : fs::path(".");
    std::random_device random;
    const std::string tag = std::to_string(random() % 1000000);
    const fs::path staging = parent / ("." + folder.filename().string() + ".partial-" + tag);
    fs::create_directories(staging, ec);
    if (ec)
        return staging.string() + ": cannot create the folder (" + ec.message() + ")";
    for (const auto& f : files) {
        if (auto error = writeFileAtomically(staging / f.name, f.text)) {
            fs::remove_all(staging, ec);
            return error;
        }
        if (f.executable)
            fs::permissions(staging / f.name, fs::perms::owner_exec | fs::perms::group_exec | fs::perms::others_exec,
                            fs::perm_options::add, ec);
    }
    const fs::path old = parent / ("." + folder.filename().string() + ".old-" + tag);
    if (exists) {
        fs::rename(folder, old, ec);
        if (ec) {
            fs::remove_all(staging, ec);
            return folder.string() + ": cannot replace the folder (" + ec.message() + ")";
        }
    }
    fs::rename(staging, folder, ec);
    if (ec) {
        const std::string message = folder.string() + ": cannot create the folder (" + ec.message() + ")";
        if (exists)
            fs::rename(old, folder, ec);
        fs::remove_all(staging, ec);
        return message;
    }
    if (exists)
        fs::remove_all(old, ec);
    return std::nullopt;
}

} // namespace planner
