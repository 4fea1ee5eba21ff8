// The deployment kit: the software stack it chooses, the Slurm files for exactly the planned nodes, and
// a folder written whole or not at all.

#include "models/deploy/deployment_kit.h"
#include "models/deploy/software_stack.h"
#include "models/plan/plan_io.h"
#include "models/sizing/build.h"

#include "fixtures.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

using namespace planner;
using planner::testing::shippedCatalog;

namespace {

Scenario exampleScenario(const std::string& name)
{
    const auto loaded = loadPlan(std::filesystem::path(EXAMPLES_DIR) / "shenzhen-llm-finetune.json", &shippedCatalog());
    REQUIRE(loaded.ok());
    for (const auto& s : loaded.plan->scenarios)
        if (s.name == name)
            return s;
    FAIL("no scenario " << name);
    return {};
}

const KitFile& file(const std::vector<KitFile>& files, const std::string& name)
{
    for (const auto& f : files)
        if (f.name == name)
            return f;
    FAIL("no file " << name);
    return files.front();
}

// slurm.conf's grammar (slurm.conf(5)): one "Key=Value [Key=Value…]" per line, "#" starts a comment.
// Returns the key/value pairs of the first line whose first key is `lineKey`, checking every line.
std::map<std::string, std::string> slurmLine(const std::string& text, const std::string& lineKey)
{
    // Key=Value: a key of letters, one "=", a value without spaces or "=".
    const auto isPair = [](const std::string& word) {
        const auto eq = word.find('=');
        if (eq == 0 || eq == std::string::npos || eq + 1 == word.size() || word.find('=', eq + 1) != std::string::npos)
            return false;
        return std::all_of(word.begin(), word.begin() + static_cast<std::ptrdiff_t>(eq),
                           [](char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; });
    };
    std::map<std::string, std::string> found;
    std::istringstream lines(text);
    std::string line;
    while (std::getline(lines, line)) {
        const std::string content = line.substr(0, line.find('#'));
        std::istringstream words(content);
        std::string word;
        std::map<std::string, std::string> values;
        bool first = true;
        std::string firstKey;
        while (words >> word) {
            INFO(line);
            CHECK(isPair(word));
            const auto eq = word.find('=');
            if (first)
                firstKey = word.substr(0, eq);
            first = false;
            values[word.substr(0, eq)] = word.substr(eq + 1);
        }
        if (firstKey == lineKey && found.empty())
            found = values;
    }
    return found;
}

// "name-[01-02]" → 2, "name-01" → 1.
int nodesIn(const std::string& names)
{
    const auto open = names.find('[');
    const auto dash = names.find('-', open);
    if (open == std::string::npos || dash == std::string::npos)
        return 1;
    return std::stoi(names.substr(dash + 1)) - std::stoi(names.substr(open + 1)) + 1;
}

} // namespace

TEST_CASE("Deployment kit: the software stack follows the catalog's tables", "[deploy]")
{
    const Catalog& catalog = shippedCatalog();
    REQUIRE_FALSE(catalog.software.empty());
    const Scenario s = exampleScenario("2× HGX H20, Shenzhen");
    const BuildFigures build = computeBuild(s, catalog, "CNY");
    const SoftwareStack stack = resolveSoftwareStack(s, catalog, build);
    CHECK(stack.family == StackFamily::Cuda);
    // R580 is the long-term support branch current on 2026-12-01 (NVIDIA's supported-drivers page).
    CHECK(stack.driverBranch == 580);
    // The newest NGC PyTorch release that R580 runs without forward compatibility: 25.04 needs R575;
    // 25.12 needs R590 (CUDA 13.1, release notes table 3: 590.44.01).
    REQUIRE(stack.container);
    CHECK(stack.container->release == "25.04");
    CHECK(stack.cuda == "12.9");
    // Hopper (H20) is supported from CUDA 11.8 (NVIDIA's architecture matrix).
    REQUIRE(stack.groups.size() == 1);
    REQUIRE(stack.groups[0].architecture);
    CHECK(stack.groups[0].architecture->minCuda == "11.8");

    // A plan that fixes CUDA 12.4 on driver 535: CUDA 12.4 shipped with 550.54.14 (table 3), and 12.x runs
    // on 525 or later through minor-version compatibility, so 535 runs it with limits.
    Scenario fixed = s;
    fixed.software.driverBranch = "535";
    fixed.software.cuda = "12.4";
    const SoftwareStack pinned = resolveSoftwareStack(fixed, catalog, build);
    CHECK(pinned.cuda == "12.4");
    REQUIRE(pinned.toolkit);
    CHECK(pinned.toolkit->minDriver == "550.54.14");
    CHECK(minorCompatibilityBranch("12.4") == 525);
    // The default container for branch 535 is the newest whose minimum is 535 or lower: none of the
    // catalogued releases (24.01 needs 545), so the kit names none rather than a wrong one.
    CHECK(pinned.container == nullptr);
}

TEST_CASE("Deployment kit: PyTorch from its wheels, for the GPUs and the driver", "[deploy]")
{
    const Catalog& catalog = shippedCatalog();
    const Scenario s = exampleScenario("2× HGX H20, Shenzhen");
    const BuildFigures build = computeBuild(s, catalog, "CNY");
    // Without a container the kit installs the container's PyTorch line, 2.7 (NGC 25.04), from its wheels:
    // cu118, cu126 and cu128 (RELEASE.md). cu128 supports Hopper (11.8+) and shipped with 570.26 (release
    // notes table 3), which R580 (the recommendation) runs in full.
    const SoftwareStack stack = resolveSoftwareStack(s, catalog, build);
    REQUIRE(stack.wheels);
    CHECK(stack.pytorch == "2.7");
    CHECK(stack.wheelCuda == "12.8");
    const auto files = deploymentKit(s, catalog, build, englishText());
    const std::string& checklist = file(files, "checklist.en.md").text;
    CHECK(checklist.find("pip install torch==2.7.* --index-url https://download.pytorch.org/whl/cu128")
          != std::string::npos);

    // With no container to follow, the newest catalogued release: 2.14 has cu126, cu130 and cu132 wheels
    // (pytorch/pytorch #194367); 13.2 shipped with 595.45.04, so R580 runs cu132 only with minor-version
    // limits and the kit takes cu130 (13.0 shipped with 580.65.06).
    Scenario noContainer = s;
    noContainer.software.container = "my-registry/torch:latest";
    const SoftwareStack newest = resolveSoftwareStack(noContainer, catalog, build);
    CHECK(newest.pytorch == "2.14");
    CHECK(newest.wheelCuda == "13.0");

    // A plan that fixes PyTorch 2.6 and CUDA 12.4: 2.6's wheels are cu118, cu124 and cu126 (previous
    // versions page), and 12.4 is the plan's toolkit, so that variant.
    Scenario fixed = s;
    fixed.software.pytorch = "2.6";
    fixed.software.cuda = "12.4";
    const SoftwareStack pinned = resolveSoftwareStack(fixed, catalog, build);
    CHECK(pinned.wheelCuda == "12.4");
    CHECK(file(deploymentKit(fixed, catalog, build, englishText()), "checklist.en.md")
              .text.find("pip install torch==2.6.* --index-url https://download.pytorch.org/whl/cu124")
          != std::string::npos);
    // On driver 470 no CUDA 12 wheel runs (12.x needs 525): 2.6's cu118 (11.x from 450) still does.
    fixed.software.driverBranch = "470";
    fixed.software.cuda.clear();
    CHECK(resolveSoftwareStack(fixed, catalog, build).wheelCuda == "11.8");
}

TEST_CASE("Software catalog: a GPU's architecture by its exact name or its family", "[deploy]")
{
    const SoftwareCatalog& sw = shippedCatalog().software;
    // Compute capabilities from NVIDIA's architecture matrix: GA100 8.0, GA102 8.6, Hopper 9.0, GB202 12.0.
    const auto capability = [&](const std::string& architecture) {
        Gpu gpu;
        gpu.architecture = architecture;
        const GpuArchitecture* a = sw.architectureOf(gpu);
        return a ? a->computeCapability : std::string("none");
    };
    CHECK(capability("Ampere (GA100)") == "8.0");
    CHECK(capability("Ampere (GA102)") == "8.6");
    CHECK(capability("Hopper (GH100)") == "9.0");
    CHECK(capability("Ada Lovelace (AD102-250)") == "8.9");
    CHECK(capability("Blackwell (GB202)") == "12.0");
    CHECK(capability("Blackwell (GB100)") == "10.0");
    // A family name alone cannot tell GA100 from GA102, nor B200 from RTX 5090.
    CHECK(capability("Ampere") == "none");
    CHECK(capability("Blackwell") == "none");
    // Every NVIDIA GPU the program ships is placed.
    for (const Gpu& gpu : shippedCatalog().gpus)
        if (gpu.softwareStack == "CUDA") {
            INFO(gpu.id << ": " << gpu.architecture);
            CHECK(sw.architectureOf(gpu));
        }
}

TEST_CASE("Deployment kit: slurm.conf and gres.conf describe exactly the planned nodes", "[deploy]")
{
    const Catalog& catalog = shippedCatalog();
    const Scenario s = exampleScenario("2× HGX H20, Shenzhen");
    const BuildFigures build = computeBuild(s, catalog, "CNY");
    const auto files = deploymentKit(s, catalog, build, englishText());
    for (const char* name : {"checklist.en.md", "checklist.zh_CN.md", "slurm.conf", "gres.conf", "cgroup.conf",
                             "docker-run.sh", "compose.yaml", "nccl.env", "nccl-tests.sh"})
        CHECK_FALSE(file(files, name).text.empty());

    const auto& g = s.cluster.nodeGroups[0];
    const NodeGroupFigures& figures = build.groups[0];
    const auto node = slurmLine(file(files, "slurm.conf").text, "NodeName");
    REQUIRE_FALSE(node.empty());
    CHECK(nodesIn(node.at("NodeName")) == g.nodeCount); // 2 nodes
    const int sockets = std::stoi(node.at("Sockets"));
    const int cores = std::stoi(node.at("CoresPerSocket"));
    const int threads = std::stoi(node.at("ThreadsPerCore"));
    CHECK(sockets == g.cpuSockets);
    CHECK(cores == figures.cpu->cores);
    CHECK(std::stoi(node.at("CPUs")) == sockets * cores * threads);
    // 32 × 64 GB DIMMs = 2,048 GiB; Slurm gets 95% of it in MiB.
    CHECK(figures.ramPerNodeGB == Approx(32 * 64));
    CHECK(std::stol(node.at("RealMemory")) == static_cast<long>(std::floor(2048 * 1024 * 0.95)));
    CHECK(node.at("Gres") == "gpu:h20_96gb:8");
    const auto partition = slurmLine(file(files, "slurm.conf").text, "PartitionName");
    CHECK(partition.at("Nodes") == node.at("NodeName"));
    CHECK(slurmLine(file(files, "slurm.conf").text, "SelectType").at("SelectType") == "select/cons_tres");

    const auto gres = slurmLine(file(files, "gres.conf").text, "NodeName");
    CHECK(gres.at("NodeName") == node.at("NodeName"));
    CHECK(gres.at("Name") == "gpu");
    CHECK(gres.at("Type") == "h20_96gb");
    CHECK(gres.at("File") == "/dev/nvidia[0-7]"); // eight device files for eight GPUs

    // The NCCL test runs one rank per GPU of every node.
    CHECK(file(files, "nccl-tests.sh").text.find("srun -N 2 --ntasks-per-node=8 --gpus-per-node=8")
          != std::string::npos);
    // RoCE fabric: the GID index is left to NCCL unless needed; RDMA devices are passed to the container.
    CHECK(file(files, "nccl.env").text.find("NCCL_IB_HCA=mlx5") != std::string::npos);
    CHECK(file(files, "docker-run.sh").text.find("--device=/dev/infiniband") != std::string::npos);
    CHECK(file(files, "docker-run.sh").text.find("nvcr.io/nvidia/pytorch:25.04-py3") != std::string::npos);
    // An HGX board has NVSwitches: the checklist starts the fabric manager of the same branch.
    CHECK(file(files, "checklist.en.md").text.find("nvidia-fabricmanager-580") != std::string::npos);
}

TEST_CASE("Deployment kit: the Ascend cluster gets the CANN stack and NPU resources", "[deploy]")
{
    const Catalog& catalog = shippedCatalog();
    const Scenario s = exampleScenario("Ascend 910B, Inner Mongolia");
    const BuildFigures build = computeBuild(s, catalog, "CNY");
    const auto files = deploymentKit(s, catalog, build, englishText());
    const auto node = slurmLine(file(files, "slurm.conf").text, "NodeName");
    CHECK(nodesIn(node.at("NodeName")) == s.cluster.nodeGroups[0].nodeCount);
    CHECK(node.at("Gres").starts_with("npu:"));
    CHECK(node.at("ThreadsPerCore") == "1"); // Kunpeng 920: no SMT
    CHECK(slurmLine(file(files, "gres.conf").text, "NodeName").at("File") == "/dev/davinci[0-7]");
    const std::string& checklist = file(files, "checklist.en.md").text;
    REQUIRE_FALSE(catalog.software.ascend.empty());
    const AscendStack& newest = catalog.software.ascend.front();
    CHECK(checklist.find("CANN toolkit " + newest.cann) != std::string::npos);
    CHECK(checklist.find("torch_npu==" + newest.torchNpu) != std::string::npos);
    CHECK(checklist.find("npu-smi info") != std::string::npos);
}

TEST_CASE("Deployment kit: written whole into a new folder, a non-empty one only with force", "[deploy]")
{
    namespace fs = std::filesystem;
    const fs::path root = fs::temp_directory_path() / ("gpu-planner-kit-" + std::to_string(std::rand()));
    fs::remove_all(root);
    fs::create_directories(root);
    const fs::path kit = root / "kit";
    const std::vector<KitFile> files {{"a.txt", "one"}, {"run.sh", "#!/bin/sh\n", true}};
    REQUIRE_FALSE(writeDeploymentKit(kit, files, false));
    CHECK(fs::exists(kit / "a.txt"));
    CHECK((fs::status(kit / "run.sh").permissions() & fs::perms::owner_exec) != fs::perms::none);

    const auto refused = writeDeploymentKit(kit, {{"b.txt", "two"}}, false);
    REQUIRE(refused);
    CHECK(refused->find("not empty") != std::string::npos);
    CHECK(fs::exists(kit / "a.txt")); // untouched

    REQUIRE_FALSE(writeDeploymentKit(kit, {{"b.txt", "two"}}, true));
    CHECK(fs::exists(kit / "b.txt"));
    CHECK_FALSE(fs::exists(kit / "a.txt")); // replaced whole
    int entries = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(root))
        ++entries;
    CHECK(entries == 1); // no staging or old folder left beside it
    fs::remove_all(root);
}

#ifdef GPU_PLANNER_CLI_HAS_QT
TEST_CASE("gpu-planner deploy writes the kit and refuses a non-empty folder", "[deploy][cli]")
{
    namespace fs = std::filesystem;
    const fs::path out = fs::temp_directory_path() / ("gpu-planner-deploy-" + std::to_string(std::rand()));
    fs::remove_all(out);
    const std::string base = std::string("'") + GPU_PLANNER_EXE + "' deploy '" + EXAMPLES_DIR
        + "/shenzhen-llm-finetune.json' --scenario '2× HGX H20, Shenzhen' --out '" + out.string()
        + "' > /dev/null 2>&1";
    CHECK(std::system(base.c_str()) == 0);
    CHECK(fs::exists(out / "slurm.conf"));
    CHECK(fs::exists(out / "checklist.zh_CN.md"));
    std::ifstream zh(out / "checklist.zh_CN.md");
    const std::string text((std::istreambuf_iterator<char>(zh)), std::istreambuf_iterator<char>());
    CHECK(text.find("部署清单") != std::string::npos);
    CHECK(WEXITSTATUS(std::system(base.c_str())) == 2); // not empty now
    const std::string forced = base.substr(0, base.find(" > /dev/null")) + " --force > /dev/null 2>&1";
    CHECK(std::system(forced.c_str()) == 0);
    fs::remove_all(out);
}
#else
TEST_CASE("gpu-planner deploy says it needs the GUI build", "[deploy][cli]")
{
    const std::string command = std::string("'") + GPU_PLANNER_EXE + "' deploy '" + EXAMPLES_DIR
        + "/shenzhen-llm-finetune.json' --out /tmp/never-written > /dev/null 2>&1";
    CHECK(WEXITSTATUS(std::system(command.c_str())) == 2);
    CHECK_FALSE(std::filesystem::exists("/tmp/never-written"));
}
#endif
