#include "models/catalog/software_io.h"

#include "models/catalog/catalog.h"
#include "models/catalog/catalog_entries.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>

namespace planner {

namespace {

using nlohmann::json;

// A version that must read "major.minor…".
std::string version(ObjectReader& r, const std::string& key)
{
    std::string v = r.string(key, true);
    if (!v.empty() && !majorMinor(v))
        r.error(key, "expected a version such as \"12.4\", got \"" + v + "\"");
    return v;
}

// Reads each object of the array `key` with `read`.
template <typename T, typename Read>
void readList(ObjectReader& root, const std::string& key, bool required, Origin origin, const std::string& file,
              Diagnostics& d, std::vector<T>& out, Read read)
{
    const json* items = root.array(key, required);
    if (!items)
        return;
    for (std::size_t i = 0; i < items->size(); ++i) {
        ObjectReader r((*items)[i], indexPath(key, i), file, d);
        if (!r.isObject())
            continue;
        T entry = read(r);
        entry.provenance = catalog_entries::readProvenance(r, origin, file);
        r.finish();
        out.push_back(std::move(entry));
    }
}

} // namespace

std::optional<std::pair<int, int>> majorMinor(std::string_view version)
{
    int major = 0;
    int minor = 0;
    const char* end = version.data() + version.size();
    auto [p, error] = std::from_chars(version.data(), end, major);
    if (error != std::errc() || p == version.data())
        return std::nullopt;
    if (p != end && *p == '.') {
        auto [q, minorError] = std::from_chars(p + 1, end, minor);
        if (minorError != std::errc())
            minor = 0;
        (void)q;
    }
    return std::pair {major, minor};
}

int compareVersions(std::string_view a, std::string_view b)
{
    const auto x = majorMinor(a);
    const auto y = majorMinor(b);
    if (!x || !y || *x == *y)
        return 0;
    return *x < *y ? -1 : 1;
}

int driverBranchOf(std::string_view driverVersion)
{
    const auto v = majorMinor(driverVersion);
    return v ? v->first : 0;
}

const GpuArchitecture* SoftwareCatalog::architectureOf(const Gpu& gpu) const
{
    // The full name first, so "Ampere (GA100)" and "Ampere (GA102)" can be told apart; then the family.
    const auto find = [this](const std::string& name) -> const GpuArchitecture* {
        for (const auto& a : architectures)
            if (std::find(a.matches.begin(), a.matches.end(), name) != a.matches.end())
                return &a;
        return nullptr;
    };
    if (const GpuArchitecture* exact = find(gpu.architecture))
        return exact;
    const auto paren = gpu.architecture.find(" (");
    return paren == std::string::npos ? nullptr : find(gpu.architecture.substr(0, paren));
}

const CudaToolkit* SoftwareCatalog::cudaToolkit(std::string_view version) const
{
    for (const auto& t : cudaToolkits)
        if (majorMinor(t.version) && majorMinor(t.version) == majorMinor(version))
            return &t;
    return nullptr;
}

const DriverBranch* SoftwareCatalog::driverBranch(int branch) const
{
    for (const auto& b : driverBranches)
        if (b.branch == branch)
            return &b;
    return nullptr;
}

const PytorchWheels* SoftwareCatalog::pytorch(std::string_view version) const
{
    for (const auto& w : pytorchWheels)
        if (majorMinor(w.pytorch) && majorMinor(w.pytorch) == majorMinor(version))
            return &w;
    return nullptr;
}

std::string wheelVariant(std::string_view cuda)
{
    const auto v = majorMinor(cuda);
    return v ? "cu" + std::to_string(v->first) + std::to_string(v->second) : std::string();
}

std::string wheelVariants(const PytorchWheels& wheels)
{
    std::string all;
    for (const auto& cuda : wheels.cuda)
        all += (all.empty() ? "" : ", ") + wheelVariant(cuda);
    return all;
}

const FrameworkContainer* SoftwareCatalog::container(std::string_view releaseOrImage) const
{
    for (const auto& c : containers)
        if (c.release == releaseOrImage || c.image == releaseOrImage)
            return &c;
    return nullptr;
}

bool readSoftwareCatalog(const json& document, const std::string& file, Origin origin, SoftwareCatalog& out,
                         Diagnostics& d)
{
    ObjectReader root(document, "", file, d);
    if (!root.isObject())
        return false;
    const int formatVersion = root.integer("formatVersion", 1, 1, 1, true);
    (void)formatVersion;
    const std::string kind = root.string("kind", true);
    if (!kind.empty() && kind != "software") {
        root.error("kind", "expected \"software\" in software.json, got \"" + kind + "\"");
        return false;
    }
    SoftwareCatalog s;
    if (const json* rec = root.object("recommendedDriverBranch", true)) {
        ObjectReader r(*rec, "recommendedDriverBranch", file, d);
        s.recommendedDriverBranch = r.integer("branch", 300, 2000, 0, true);
        s.recommendation = catalog_entries::readProvenance(r, origin, file);
        r.finish();
    }
    readList(root, "architectures", true, origin, file, d, s.architectures, [](ObjectReader& r) {
        GpuArchitecture a;
        a.id = r.string("id", true);
        a.name = r.string("name", true);
        a.nameZh = r.string("nameZh", false);
        a.matches = r.strings("matches");
        if (a.matches.empty())
            r.error("matches", "expected the architecture names of the GPUs it covers, e.g. [\"Hopper\"]");
        a.computeCapability = version(r, "computeCapability");
        a.minCuda = version(r, "minCuda");
        return a;
    });
    readList(root, "cudaToolkits", true, origin, file, d, s.cudaToolkits, [](ObjectReader& r) {
        CudaToolkit t;
        t.version = version(r, "version");
        t.minDriver = version(r, "minDriver");
        return t;
    });
    readList(root, "driverBranches", true, origin, file, d, s.driverBranches, [](ObjectReader& r) {
        DriverBranch b;
        b.branch = r.integer("branch", 300, 2000, 0, true);
        b.kind = r.string("kind", true);
        b.endOfLife = r.string("endOfLife", false);
        b.latest = r.string("latest", false);
        return b;
    });
    readList(root, "containers", true, origin, file, d, s.containers, [](ObjectReader& r) {
        FrameworkContainer c;
        c.image = r.string("image", true);
        c.release = r.string("release", true);
        c.ubuntu = r.string("ubuntu", true);
        c.cuda = version(r, "cuda");
        c.pytorch = r.string("pytorch", true);
        c.nccl = r.string("nccl", false);
        c.minDriverBranch = r.integer("minDriverBranch", 300, 2000, 0, true);
        return c;
    });
    readList(root, "pytorchWheels", false, origin, file, d, s.pytorchWheels, [](ObjectReader& r) {
        PytorchWheels w;
        w.pytorch = version(r, "pytorch");
        w.cuda = r.strings("cuda");
        if (w.cuda.empty())
            r.error("cuda", "expected the CUDA versions of the release's wheels, e.g. [\"12.6\", \"12.8\"]");
        for (const auto& c : w.cuda)
            if (!majorMinor(c))
                r.error("cuda", "expected versions such as \"12.8\", got \"" + c + "\"");
        return w;
    });
    readList(root, "ascend", false, origin, file, d, s.ascend, [](ObjectReader& r) {
        AscendStack a;
        a.chip = r.string("chip", true);
        a.cann = r.string("cann", true);
        a.torchNpu = r.string("torchNpu", true);
        a.pytorch = r.string("pytorch", true);
        a.mindspore = r.string("mindspore", false);
        a.driverFirmware = r.string("driverFirmware", false);
        return a;
    });
    readList(root, "cambricon", false, origin, file, d, s.cambricon, [](ObjectReader& r) {
        CambriconStack c;
        c.chip = r.string("chip", true);
        c.neuware = r.string("neuware", true);
        c.torchMlu = r.string("torchMlu", true);
        c.pytorch = r.string("pytorch", true);
        c.driver = r.string("driver", true);
        return c;
    });
    root.finish();
    const auto byVersion = [](const auto& a, const auto& b) { return compareVersions(a.version, b.version) < 0; };
    std::stable_sort(s.cudaToolkits.begin(), s.cudaToolkits.end(), byVersion);
    std::stable_sort(s.driverBranches.begin(), s.driverBranches.end(),
                     [](const DriverBranch& a, const DriverBranch& b) { return a.branch < b.branch; });
    std::stable_sort(
        s.pytorchWheels.begin(), s.pytorchWheels.end(),
        [](const PytorchWheels& a, const PytorchWheels& b) { return compareVersions(a.pytorch, b.pytorch) < 0; });
    std::stable_sort(s.containers.begin(), s.containers.end(),
                     [](const FrameworkContainer& a, const FrameworkContainer& b) { return a.release < b.release; });
    if (s.recommendedDriverBranch && !s.driverBranch(s.recommendedDriverBranch))
        root.error("recommendedDriverBranch",
                   "expected a branch listed in driverBranches, got " + std::to_string(s.recommendedDriverBranch));
    out = std::move(s);
    return true;
}

} // namespace planner
