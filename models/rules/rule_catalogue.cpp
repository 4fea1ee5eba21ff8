// The rule catalogue: every rule with its most severe level, title and the source it rests on. The texts
// a finding shows are in the text table (models/text/finding_texts.cpp).
#include "models/rules/rules.h"

#include <algorithm>
#include <map>

namespace planner {

namespace {

const std::string kSeed001 = "Seed article 001 (idctop.com, \"服务器跑深度学习需要什么配置\")";
const std::string kSeed000 = "Seed article 000 (idctop.com/article/420341.html)";

} // namespace

const std::vector<RuleInfo>& ruleCatalogue()
{
    static const std::vector<RuleInfo> rules = {
        {"vram.fit", Severity::Error, "Workload fits in GPU memory with headroom",
         "ZeRO (arXiv:1910.02054); Korthikanti et al. (arXiv:2205.05198); QLoRA (arXiv:2305.14314)"},
        {"ram.ratio", Severity::Error, "System RAM at least 1.5× the node's VRAM",
         kSeed001
             + ": RAM 2–3× total VRAM, 4 × A100 80GB with 512 GB; NVIDIA DGX H100 user guide: 2 TB RAM for 640 GB "
               "HBM"},
        {"cpu.cores_per_gpu", Severity::Warning, "Enough CPU cores in each server for its GPUs' data loading",
         "NVIDIA DGX H100 user guide (112 cores for 8 GPUs); " + kSeed001 + ": ≥ 8 cores per server, 16–32 safer"},
        {"cpu.vendor", Severity::Error, "CPU vendor matches the platform's socket", "Platform datasheet"},
        {"cpu.sockets", Severity::Error, "CPU socket count matches board and CPU", "Platform and CPU datasheets"},
        {"memory.slots", Severity::Error, "DIMMs fit the board's slots", "Platform datasheet"},
        {"memory.channels_balanced", Severity::Warning, "Every memory channel populated evenly",
         "Intel/AMD memory population guidelines (balanced channels for full bandwidth)"},
        {"memory.ddr_generation", Severity::Error, "DIMM DDR generation matches CPU and board",
         "JEDEC DDR4/DDR5 standards (different keying and voltage)"},
        {"nvme.drive_speed", Severity::Warning, "NVMe drives of 3 GB/s or more",
         kSeed001 + ": drives under 3 GB/s leave GPUs below 30% utilisation"},
        {"nvme.throughput", Severity::Warning, "NVMe array read rate covers data loading",
         kSeed001 + ": RAID 0 of four enterprise NVMe drives or all-flash"},
        {"nvme.capacity", Severity::Warning, "Local NVMe holds the dataset and checkpoints",
         kSeed001 + ": preload the whole training set to SSD"},
        {"nvme.bays", Severity::Error, "Drives fit the platform's bays", "Platform datasheet"},
        {"chassis.gpu_slots", Severity::Error, "GPU count fits the chassis", "Platform datasheet"},
        {"chassis.form_factor", Severity::Error, "GPU form factor fits the platform (SXM needs HGX)",
         "NVIDIA HGX platform documentation"},
        {"chassis.slot_width", Severity::Error, "Card thickness fits the chassis", "GPU and platform datasheets"},
        {"chassis.pcie_lanes", Severity::Warning, "Enough PCIe lanes for GPUs, NICs and drives",
         "PCIe lane budgets of CPU and platform datasheets"},
        {"network.multinode_fabric", Severity::Error, "Multi-node training on ≥ 100 Gb/s RDMA (InfiniBand/RoCE)",
         kSeed001
             + ": InfiniBand or RoCE across nodes, HDR 200 Gb/s in production; Llama 3 on 400 Gb/s RoCE "
               "(arXiv:2407.21783)"},
        {"network.nic_per_gpu", Severity::Warning, "Scale-out bandwidth per GPU",
         "NVIDIA DGX A100 (8 × 200 Gb/s HDR) and DGX H100 (8 × 400 Gb/s) user guides"},
        {"network.topology", Severity::Warning, "A switch fabric joins the nodes, non-blocking for training",
         "NVIDIA DGX SuperPOD reference architecture (non-blocking fat tree)"},
        {"parallel.tp_over_pcie", Severity::Error, "Tensor parallelism stays inside one NVLink domain",
         "Megatron-LM (arXiv:1909.08053, arXiv:2104.04473): tensor parallelism kept inside NVLink domains"},
        {"parallel.tp_across_nodes", Severity::Warning, "Tensor parallelism stays inside a node",
         "Narayanan et al. 2021 (arXiv:2104.04473)"},
        {"parallel.degrees", Severity::Error, "Parallel degrees match the GPUs and the model",
         "Megatron-LM / DeepSpeed configuration rules"},
        {"power.psu_headroom", Severity::Error, "Power supplies cover the node's peak with headroom",
         "Platform datasheet; GPU TDPs"},
        {"power.psu_redundancy", Severity::Warning, "Redundant power supplies",
         "NVIDIA DGX B200 user guide (6 × 3.3 kW, 5+1)"},
        {"rack.cooling_density", Severity::Error, "Node power fits the cooling method's rack limit",
         "Uptime Institute rack density surveys; air ≈ 30 kW, direct liquid ≈ 60 kW per rack"},
        {"rack.count", Severity::Info, "Racks needed by power and space", "Uptime Institute; cooling catalog"},
        {"site.facility_power", Severity::Info, "Facility power with PUE",
         "Uptime Institute Global Data Center Survey 2024 (PUE 1.56)"},
        {"gpu.consumer_in_datacenter", Severity::Warning, "Consumer cards in a data centre",
         "NVIDIA GeForce driver licence; " + kSeed000 + ": ECC and interconnect of professional cards"},
        {"gpu.market_availability", Severity::Error, "GPU can be bought in the region's market",
         "US EAR rules of 2022-10-07 and 2023-10-17; BIS guidance of 2025-05-13 (domain-data.md A2)"},
        {"gpu.software_stack", Severity::Info, "Software stack and CUDA/driver floor",
         kSeed000 + ": driver and CUDA matched to the framework; domestic accelerators need MindSpore/CANN"},
        {"scaling.pcie_beyond_4", Severity::Warning, "More than 4 GPUs per node over PCIe",
         kSeed001 + ": 4 GPUs is the cost-effectiveness knee; NVLink inside a node"},
        {"schedule.time_to_train", Severity::Warning, "Training finishes by the target",
         "6·N·D (Kaplan et al. 2020, arXiv:2001.08361); MFU from arXiv:2204.02311, arXiv:2407.21783"},
        {"inference.throughput", Severity::Warning, "Serving reaches the target tokens/s",
         "Decode bound by memory bandwidth (weights + KV cache read per step)"},
        {"inference.concurrency", Severity::Warning, "KV cache holds the requested concurrent sequences",
         "KV cache = 2 × layers × KV heads × head dim × tokens × bytes"},
        {"finance.low_utilisation", Severity::Info, "Utilisation above the build's break-even against renting",
         "The plan's own TCO break-even utilisation; " + kSeed001 + ": self-hosting wins above 60–70% utilisation"},
        {"parallel.pipeline_layers", Severity::Error, "Pipeline stages split the layers evenly",
         "Megatron-LM (arXiv:2104.04473): each stage holds layers / PP layers; the slowest stage sets the pace"},
        {"parallel.batch", Severity::Error, "Global batch is a whole number of micro-batches on every rank",
         "Megatron-LM and DeepSpeed: global batch = micro-batch × data parallel × accumulation steps"},
        {"network.switch_ports", Severity::Warning, "The fabric has the switch ports its nodes need, and no more",
         "NVIDIA Quantum-2 QM9700 (64 × NDR 400 Gb/s) and Spectrum-4 SN5600 (64 × 800 GbE) datasheets"},
        {"site.cabinet_power", Severity::Warning, "Each node fits the colocation cabinet's power cap",
         "Region catalog: colocation cabinet power caps (Chinese IDCs commonly 5–10 kW per cabinet)"},
        {"storage.shared", Severity::Info, "Multi-node training has shared storage for checkpoints",
         "Megatron-LM and PyTorch DCP write a distributed checkpoint every rank must later read back"},
        {"storage.checkpoint_time", Severity::Warning, "Writing a checkpoint takes a small share of its interval",
         "Checkpoint size (weights + optimizer states) ÷ NVMe write rate; " + kSeed001 + ": RAID 0 of enterprise NVMe"},
        {"parallel.mixed_gpus", Severity::Warning, "One synchronous job runs on one kind of GPU",
         "Synchronous data parallelism proceeds at the slowest rank (PyTorch DDP, Megatron-LM)"},
        {"workload.model", Severity::Error, "Workload model is known", "Model catalog"},
        {"workload.precision", Severity::Warning, "Precision is supported for the workload and GPU",
         "NVIDIA Transformer Engine (FP8 on Hopper/Ada and later)"},
        {"software.cuda_for_gpu", Severity::Error, "The CUDA toolkit supports every GPU of the build",
         "NVIDIA CUDA toolkit, driver and architecture matrix "
         "(docs.nvidia.com/datacenter/tesla/drivers/cuda-toolkit-driver-and-architecture-matrix.html)"},
        {"software.driver_for_cuda", Severity::Error, "The driver branch runs the CUDA toolkit",
         "CUDA toolkit release notes, table 3, and the CUDA minor-version compatibility guide "
         "(docs.nvidia.com/deploy/cuda-compatibility)"},
        {"software.driver_for_container", Severity::Error, "The driver branch runs the framework container",
         "NVIDIA PyTorch container release notes (docs.nvidia.com/deeplearning/frameworks/pytorch-release-notes); "
         "forward compatibility: docs.nvidia.com/deploy/cuda-compatibility"},
        {"software.pytorch_wheel", Severity::Error, "PyTorch has a wheel for the GPUs' CUDA that the driver runs",
         "PyTorch previous versions (pytorch.org/get-started/previous-versions) and RELEASE.md's Release "
         "Compatibility Matrix (github.com/pytorch/pytorch); CUDA architecture matrix; CUDA compatibility guide"},
        {"software.geforce_driver", Severity::Info, "GeForce cards take the Linux graphics driver of the branch",
         "NVIDIA Data Center driver downloads list data-centre and professional products only "
         "(nvidia.com/Download/driverResults.aspx/190729); NVIDIA's current Linux graphics driver releases and "
         "README Appendix A, Supported NVIDIA GPU Products (forums.developer.nvidia.com/t/28500)"},
        {"software.unknown_version", Severity::Warning, "The plan's software versions are in the software catalog",
         "catalogs/software.json"},
        {"network.roce_lossless", Severity::Warning, "A RoCE fabric is configured lossless",
         "NCCL environment variables (docs.nvidia.com/deeplearning/nccl/user-guide/docs/env.html); RoCE needs "
         "PFC and ECN on the RoCE priority"},
        {"network.gpudirect_rdma", Severity::Info, "GPUDirect RDMA between nodes",
         "NVIDIA GPU Operator, GPUDirect RDMA (docs.nvidia.com/datacenter/cloud-native/gpu-operator/latest/"
         "gpu-operator-rdma.html)"},
    };
    return rules;
}

const RuleInfo* ruleInfo(std::string_view id)
{
    static const std::map<std::string_view, const RuleInfo*> index = [] {
        std::map<std::string_view, const RuleInfo*> m;
        for (const auto& r : ruleCatalogue())
            m.emplace(r.id, &r);
        return m;
    }();
    auto it = index.find(id);
    return it == index.end() ? nullptr : it->second;
}

} // namespace planner
