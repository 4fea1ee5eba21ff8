// The build rules. Each check computes its numbers, picks a message key and emits a finding; the texts
// live in rule_catalogue.cpp.
#include "models/rules/rules.h"

#include "models/plan/plan_fields.h"

#include "models/plan/plan_enum_names.h"
#include "models/sizing/cabinets.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cassert>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <set>

namespace planner {

namespace {

Arg num(double v, int decimals = 1)
{
    return number(v, decimals);
}
Arg integer(double v)
{
    return number(std::round(v), 0);
}

// Errors first, then warnings, then information, each in the order found. Moves each finding once: a
// stable sort would allocate a buffer on every edit.
void sortBySeverity(std::vector<Finding>& findings)
{
    const auto bySeverity = [](const Finding& a, const Finding& b) { return a.severity < b.severity; };
    if (std::is_sorted(findings.begin(), findings.end(), bySeverity))
        return;
    std::vector<Finding> sorted;
    sorted.reserve(findings.size());
    for (const Severity severity : {Severity::Error, Severity::Warning, Severity::Info})
        for (Finding& f : findings)
            if (f.severity == severity)
                sorted.push_back(std::move(f));
    findings = std::move(sorted);
}
std::string scientific(double v)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.2e", v);
    return buffer;
}

bool isTraining(WorkloadKind k)
{
    return k == WorkloadKind::Pretraining || k == WorkloadKind::FullFineTune || k == WorkloadKind::LoRA
        || k == WorkloadKind::QLoRA || k == WorkloadKind::CvTraining;
}

// Bytes one data-parallel step all-reduces: the gradients of what is trained (LoRA: the adapters only).
double gradientGB(const Scenario& s, const Estimate& e)
{
    if (!e.model)
        return 0;
    const WorkloadKind k = s.workload.kind;
    if (k == WorkloadKind::LoRA || k == WorkloadKind::QLoRA)
        return loraAdapterParams(*e.model, s.workload.loraRank, k == WorkloadKind::QLoRA) * 2 / 1e9;
    return e.model->paramsB * 2;
}

const char* marketStatusPhrase(MarketStatus status)
{
    switch (status) {
    case MarketStatus::Barred:
        return "phrase.market.barred";
    case MarketStatus::NotSold:
        return "phrase.market.not_sold";
    case MarketStatus::PresumptionOfDenial:
        return "phrase.market.presumption_of_denial";
    case MarketStatus::Available:
    case MarketStatus::LicenceRequired:
        break;
    }
    return "phrase.market.licence_required";
}

Severity downgrade(Severity s)
{
    return s == Severity::Error ? Severity::Warning : Severity::Info;
}

} // namespace

namespace rules_detail {

int gpuNodes(const BuildFigures& b)
{
    int nodes = 0;
    for (const auto& g : b.groups)
        if (g.gpus > 0)
            nodes += g.nodes;
    return nodes;
}

void Context::emit(const char* rule, const char* variant, Severity severity, int group, Args args,
                   std::optional<FixAction> action) const
{
    const RuleInfo* info = ruleInfo(rule);
    assert(info); // every rule is in the catalogue
    Finding f;
    f.ruleId = info ? std::string_view(info->id) : std::string_view(rule);
    f.severity = severity;
    f.nodeGroup = group;
    f.variant = variant;
    f.args = std::move(args);
    assert(findText("finding." + f.messageKey() + ".message")); // every message key has its texts
    f.action = std::move(action);
    out.push_back(std::move(f));
}

Arg Context::groupName(int index) const
{
    return nodeGroupLabel(scenario, index);
}

const NodeGroup& Context::nodeGroup(int index) const
{
    return scenario.cluster.nodeGroups[static_cast<size_t>(index)];
}

} // namespace rules_detail

namespace {

using rules_detail::Context;
using rules_detail::gpuNodes;

// A fix names its field by the descriptor's id ("nodeGroup.memoryCount"), as the window applies it.
FixAction groupAction(int group, const FieldDescription& field, double value)
{
    return FixAction {group, field.id, value, {}};
}
FixAction scenarioAction(const FieldDescription& field, double value)
{
    return FixAction {-1, field.id, value, {}};
}
FixAction scenarioTextAction(const FieldDescription& field, const std::string& text)
{
    return FixAction {-1, field.id, 0, text};
}

// ---- Workload and memory ----

void checkWorkload(const Context& c)
{
    const Workload& w = c.scenario.workload;
    if (w.kind != WorkloadKind::Custom && !c.catalog.model(w.modelId))
        c.emit("workload.model", "", Severity::Error, -1, {{"model", w.modelId}});
    const bool fullTraining = w.kind == WorkloadKind::Pretraining || w.kind == WorkloadKind::FullFineTune
        || w.kind == WorkloadKind::CvTraining;
    if ((fullTraining && (w.precision == Precision::INT8 || w.precision == Precision::INT4))
        || (w.kind == WorkloadKind::LoRA && w.precision == Precision::INT4)) {
        std::string p(enumName(w.precision));
        std::transform(p.begin(), p.end(), p.begin(),
                       [](unsigned char ch) { return static_cast<char>(std::toupper(ch)); });
        c.emit("workload.precision", "", Severity::Warning, -1, {{"precision", p}},
               scenarioTextAction(planField<&Workload::precision>(), "bf16"));
    }
    if (w.precision == Precision::FP8 && w.kind != WorkloadKind::Custom) {
        std::set<std::string> seen;
        for (const auto& g : c.build.groups)
            if (g.gpu && g.gpus > 0 && g.gpu->fp8Tflops <= 0 && seen.insert(g.gpu->id).second)
                c.emit("workload.precision", "fp8_unsupported", Severity::Warning, g.index, {{"gpu", g.gpu->name}},
                       scenarioTextAction(planField<&Workload::precision>(), "bf16"));
    }
}

void checkMemory(const Context& c)
{
    const Estimate& e = c.estimate;
    const Workload& w = c.scenario.workload;
    if (!e.memory.applicable)
        return;
    const bool inference = w.kind == WorkloadKind::Inference;
    const double kv = e.memory.itemGB("kv_cache");
    const double need = e.memory.perGpuGB - (inference ? kv : 0.0);
    std::vector<Arg> breakdown;
    const EstimateItem* largest = nullptr;
    for (const auto& item : e.memory.items) {
        if (inference && item.key == "kv_cache")
            continue;
        breakdown.push_back(phrase("phrase.memory.part_gb", {{"part", phrase(item.labelKey)}, {"gb", num(item.gb)}}));
        if (!largest || item.gb > largest->gb)
            largest = &item;
    }
    for (const auto& fit : e.memory.groups) {
        const auto& g = c.build.groups[static_cast<size_t>(fit.group)];
        if (fit.capacityGB <= 0 || need <= 0.9 * fit.capacityGB)
            continue;
        Message suggestion;
        std::optional<FixAction> action;
        const int zero = w.fsdp ? 3 : w.zeroStage;
        const int tp2 = e.parallel.tensor * 2;
        if (inference) {
            suggestion = Message("phrase.suggest.quantise");
            if (tp2 <= g.gpusPerNode) {
                suggestion = Message("phrase.suggest.quantise_or_tp", {{"suggestTp", std::to_string(tp2)}});
                action = scenarioAction(planField<&Workload::tensorParallel>(), tp2);
            }
        } else if (zero < 3 && e.parallel.data > 1) {
            suggestion = Message("phrase.suggest.zero3", {{"suggestDp", std::to_string(e.parallel.data)}});
            action = scenarioAction(planField<&Workload::zeroStage>(), 3);
        } else if (w.recompute != Recompute::Full && e.memory.itemGB("activations") > 0.2 * need) {
            suggestion = Message("phrase.suggest.recompute");
            action = scenarioTextAction(planField<&Workload::recompute>(), "full");
        } else if (w.microBatch > 1) {
            suggestion = Message("phrase.suggest.micro_batch");
            action = scenarioAction(planField<&Workload::microBatch>(), 1);
        } else if (w.kind == WorkloadKind::FullFineTune || w.kind == WorkloadKind::Pretraining) {
            suggestion = Message("phrase.suggest.lora_or_parallel");
        } else {
            suggestion = Message("phrase.suggest.parallel");
        }
        Args args {{"need", num(need)},
                   {"capacity", num(fit.capacityGB, 0)},
                   {"gpu", g.gpu ? g.gpu->name : fit.gpuId},
                   {"group", c.groupName(fit.group)},
                   {"breakdown", sum(breakdown)},
                   {"largest", largest ? phrase(largest->labelKey) : Arg()},
                   {"largestGB", largest ? num(largest->gb) : "0"},
                   {"free", num(fit.capacityGB - need)},
                   {"suggestion", phrase(std::move(suggestion))}};
        if (need > fit.capacityGB)
            c.emit("vram.fit", "", Severity::Error, fit.group, std::move(args), action);
        else
            c.emit("vram.fit", "headroom", Severity::Warning, fit.group, std::move(args), action);
    }

    const auto& inf = e.inference;
    if (inf.applicable && w.concurrentSequences > inf.sequencesFit)
        c.emit("inference.concurrency", "", Severity::Warning, -1,
               {{"fit", std::to_string(inf.sequencesFit)},
                {"context", std::to_string(w.contextLength)},
                {"requested", std::to_string(w.concurrentSequences)},
                {"kvGB", num(inf.kvCachePerSequenceGB, 2)}});
}

// ---- One node group's hardware ----

void checkNodeGroup(const Context& c, const NodeGroupFigures& g)
{
    const Arg group = c.groupName(g.index);
    const Platform* p = g.platform;
    const Workload& w = c.scenario.workload;
    const bool training = isTraining(w.kind);

    rules_detail::checkHost(c, g);

    // Scale-out network for multi-node training.
    if (gpuNodes(c.build) > 1 && training && g.nodes > 0 && g.gpusPerNode > 0) {
        const Nic* nic = g.nic && g.nicCount > 0 ? g.nic : nullptr;
        const bool fabricOk = nic && nic->gbpsPerPort >= 100 && nic->rdma;
        if (!fabricOk) {
            const double gradGB = gradientGB(c.scenario, c.estimate);
            Args args {{"group", group}, {"nodes", std::to_string(gpuNodes(c.build))}, {"gradGB", num(gradGB, 2)}};
            if (nic) {
                args["nicDesc"]
                    = phrase(nic->rdma ? "phrase.nic.rdma" : "phrase.nic.no_rdma",
                             {{"nicGbps", num(nic->gbpsPerPort, 0)},
                              {"nicTech", phrase("phrase.fabric." + std::string(enumName(nic->technology)))}});
            } else {
                args["nicDesc"] = phrase("phrase.nic.none");
            }
            c.emit("network.multinode_fabric", "", Severity::Error, g.index, std::move(args));
        } else {
            const double perGpu = g.nicGbpsPerNode / g.gpusPerNode;
            if (perGpu < 200) {
                const double target = 200;
                const double perCard = nic->gbpsPerPort * std::max(1, nic->ports);
                const int cards = static_cast<int>(std::ceil(target * g.gpusPerNode / perCard));
                Args args {{"group", group},
                           {"perGpu", num(perGpu, 1)},
                           {"nicTotal", num(g.nicGbpsPerNode, 0)},
                           {"gpusPerNode", std::to_string(g.gpusPerNode)},
                           {"scaling", num(c.estimate.compute.scalingEfficiency * 100, 1)},
                           {"nicsNeeded", std::to_string(cards)},
                           {"nic", nic->name},
                           {"targetPerGpu", num(cards * perCard / g.gpusPerNode, 0)}};
                const FixAction action = groupAction(g.index, planField<&NodeGroup::nicCount>(), cards);
                if (perGpu < 100)
                    c.emit("network.nic_per_gpu", "", Severity::Warning, g.index, std::move(args), action);
                else
                    c.emit("network.nic_per_gpu", "below_dgx", Severity::Info, g.index, std::move(args), action);
            }
        }
    }

    // GPU links and parallelism.
    if (g.gpu && g.gpus > 0) {
        const int tp = c.estimate.parallel.tensor;
        // Tensor parallelism stays inside one link domain (Megatron-LM): a bridge pair carries TP 2, an HGX
        // board TP 8; beyond the domain the per-layer all-reduces cross PCIe.
        const bool insideDomain = g.gpu->linkGBs > 0 && tp <= g.linkDomainGpus;
        if (tp > 1 && !insideDomain && tp <= std::max(1, g.gpusPerNode) && w.kind != WorkloadKind::Custom) {
            const int gen = g.gpu->pcieGen;
            const double pcie = gen >= 5 ? 63 : gen == 4 ? 31.5 : 15.8;
            Args args {{"group", group},          {"tp", std::to_string(tp)},
                       {"gpu", g.gpu->name},      {"pcieGen", std::to_string(gen)},
                       {"pcieGBs", num(pcie, 1)}, {"domain", std::to_string(g.linkDomainGpus)}};
            const FixAction action
                = scenarioAction(planField<&Workload::tensorParallel>(), std::max(1, g.linkDomainGpus));
            const bool noP2p = !g.gpu->p2p;
            Severity sev = noP2p ? Severity::Error : Severity::Warning;
            if (!training)
                sev = downgrade(sev);
            c.emit("parallel.tp_over_pcie", noP2p ? "no_p2p" : "", sev, g.index, std::move(args), action);
        }
        if (tp > g.gpusPerNode && g.gpusPerNode > 0 && w.kind != WorkloadKind::Custom)
            c.emit("parallel.tp_across_nodes", "", Severity::Warning, g.index,
                   {{"tp", std::to_string(tp)},
                    {"gpusPerNode", std::to_string(g.gpusPerNode)},
                    {"nicPerGpu", num(g.nicGbpsPerNode / g.gpusPerNode, 1)}},
                   scenarioAction(planField<&Workload::tensorParallel>(), g.gpusPerNode));
        if (training && g.gpusPerNode > 4 && g.linkDomainGpus < g.gpusPerNode)
            c.emit("scaling.pcie_beyond_4", "", Severity::Warning, g.index,
                   {{"gpusPerNode", std::to_string(g.gpusPerNode)},
                    {"gpu", g.gpu->name},
                    {"mfu", num(c.estimate.compute.mfu * 100, 0)}},
                   groupAction(g.index, planField<&NodeGroup::gpuCount>(), 4));
    }

    // Power supplies.
    if (p && p->psuW > 0 && g.nodePowerW > 0) {
        const int active = std::max(0, p->psuCount - p->psuRedundant);
        const double usable = active * p->psuW;
        const auto args = [&] {
            return Args {{"group", group},
                         {"peak", integer(g.nodePowerW)},
                         {"usable", integer(usable)},
                         {"gpus", std::to_string(g.gpusPerNode)},
                         {"gpuW", g.gpu ? integer(g.gpu->tdpW) : "0"},
                         {"psuCount", std::to_string(p->psuCount)},
                         {"psuW", integer(p->psuW)},
                         {"redundant", std::to_string(p->psuRedundant)},
                         {"headroom", num(usable > 0 ? 100.0 * (usable - g.nodePowerW) / usable : 0, 0)},
                         {"platform", localName(*p)}};
        };
        if (g.nodePowerW > usable)
            c.emit("power.psu_headroom", "", Severity::Error, g.index, args());
        else if (g.nodePowerW * 1.1 > usable)
            c.emit("power.psu_headroom", "tight", Severity::Warning, g.index, args());
        if (p->psuRedundant <= 0)
            c.emit("power.psu_redundancy", "", p->kind == "tower" ? Severity::Info : Severity::Warning, g.index,
                   args());
    }

    // Cooling per rack.
    const double limit = c.build.rackLimitKw;
    const double nodeKw = g.nodePowerW / 1000.0;
    if (limit > 0 && nodeKw > 0 && g.nodes > 0) {
        const CoolingMethod* cooling = c.catalog.coolingMethod(c.scenario.site.coolingId);
        const auto args = [&] {
            return Args {{"group", group},
                         {"nodeKw", num(nodeKw, 1)},
                         {"limit", num(limit, 0)},
                         {"cooling", cooling ? localName(*cooling) : Arg(c.scenario.site.coolingId)},
                         {"nodes", std::to_string(g.nodes)}};
        };
        if (nodeKw > limit)
            c.emit("rack.cooling_density", "", Severity::Error, g.index, args());
        else if (g.nodes > 1 && std::floor(limit / nodeKw) < 2)
            c.emit("rack.cooling_density", "one_per_rack", Severity::Warning, g.index, args());
    }

    // The GPU itself: class, market, software.
    if (g.gpu && g.gpus > 0) {
        if (g.gpu->gpuClass == GpuClass::Consumer || !g.gpu->datacenterLicence) {
            const bool workstation = p && p->kind == "tower" && c.build.nodes == 1;
            c.emit("gpu.consumer_in_datacenter", workstation ? "workstation" : "",
                   workstation ? Severity::Info : Severity::Warning, g.index, {{"gpu", g.gpu->name}});
        }
        if (const Region* region = c.catalog.region(c.scenario.site.regionId)) {
            const MarketAvailability* found = marketAvailability(*g.gpu, region->market);
            if (found && found->status != MarketStatus::Available) {
                const MarketAvailability& a = *found;
                Args args {{"gpu", g.gpu->name},
                           {"market", region->market},
                           {"rule", a.rule.empty() ? phrase("phrase.market.no_rule") : Arg(a.rule)},
                           {"since", a.since.empty() ? phrase("phrase.market.unknown_date") : Arg(a.since)},
                           {"status", phrase(marketStatusPhrase(a.status))}};
                if (a.status == MarketStatus::LicenceRequired)
                    c.emit("gpu.market_availability", "licence", Severity::Warning, g.index, std::move(args));
                else if (a.status == MarketStatus::PresumptionOfDenial)
                    c.emit("gpu.market_availability", "denial", Severity::Error, g.index, std::move(args));
                else
                    c.emit("gpu.market_availability", "", Severity::Error, g.index, std::move(args));
            }
        }
    }
}

void checkSoftware(const Context& c)
{
    std::set<std::string> seen;
    for (const auto& g : c.build.groups) {
        if (!g.gpu || g.gpus <= 0 || !seen.insert(g.gpu->id).second)
            continue;
        const Gpu& gpu = *g.gpu;
        if (!gpu.softwareStack.empty() && gpu.softwareStack != "CUDA") {
            c.emit("gpu.software_stack", "", Severity::Info, g.index,
                   {{"gpu", gpu.name}, {"stack", gpu.softwareStack}});
        } else if (!gpu.minCuda.empty() && std::atof(gpu.minCuda.c_str()) >= 12.0) {
            c.emit(
                "gpu.software_stack", "cuda_floor", Severity::Info, g.index,
                {{"gpu", gpu.name},
                 {"architecture", gpu.architecture},
                 {"minCuda", gpu.minCuda},
                 {"minDriver", gpu.minDriver.empty() ? phrase("phrase.driver.matching_release") : Arg(gpu.minDriver)}});
        }
    }
}

// ---- Scenario-wide ----

void checkScenario(const Context& c)
{
    const Workload& w = c.scenario.workload;
    const BuildFigures& b = c.build;
    const Estimate& e = c.estimate;
    const bool training = isTraining(w.kind);

    if (b.nodes > 2 && c.scenario.fabric.topology == FabricTopology::None)
        c.emit("network.topology", "", Severity::Warning, -1, {{"nodes", std::to_string(b.nodes)}},
               scenarioTextAction(planField<&Fabric::topology>(), "single_switch"));
    else if (b.nodes > 1 && training && c.scenario.fabric.topology != FabricTopology::None
             && c.scenario.fabric.oversubscription > 1.0)
        c.emit("network.topology", "oversubscribed", Severity::Info, -1,
               {{"ratio", num(c.scenario.fabric.oversubscription, 1)}},
               scenarioAction(planField<&Fabric::oversubscription>(), 1));

    if (w.kind != WorkloadKind::Custom && b.gpus > 0) {
        const ParallelLayout& pl = e.parallel;
        Args args {{"tp", std::to_string(pl.tensor)},
                   {"pp", std::to_string(pl.pipeline)},
                   {"dp", std::to_string(pl.data)},
                   {"need", std::to_string(pl.gpusUsed)},
                   {"have", std::to_string(pl.gpusAvailable)},
                   {"idle", std::to_string(pl.gpusAvailable - pl.gpusUsed)}};
        if (pl.gpusUsed > pl.gpusAvailable)
            c.emit("parallel.degrees", "", Severity::Error, -1, args,
                   scenarioAction(planField<&Workload::dataParallel>(), 0));
        else if (pl.gpusUsed < pl.gpusAvailable)
            c.emit("parallel.degrees", "idle", Severity::Info, -1, args,
                   scenarioAction(planField<&Workload::dataParallel>(), 0));
        if (e.model && e.model->heads > 0 && e.model->heads % pl.tensor != 0)
            c.emit("parallel.degrees", "heads", Severity::Error, -1,
                   {{"heads", std::to_string(e.model->heads)}, {"tp", std::to_string(pl.tensor)}});
        // A tensor-parallel group that does not divide a node straddles two nodes (Megatron places TP ranks
        // on consecutive GPUs of one node).
        for (const auto& g : b.groups)
            if (g.gpusPerNode > 0 && pl.tensor > 1 && pl.tensor < g.gpusPerNode && g.gpusPerNode % pl.tensor != 0)
                c.emit("parallel.degrees", "tp_node", Severity::Warning, g.index,
                       {{"tp", std::to_string(pl.tensor)},
                        {"gpusPerNode", std::to_string(g.gpusPerNode)},
                        {"group", c.groupName(g.index)}});
        if (e.model && e.model->layers > 0 && pl.pipeline > 1 && e.model->architecture != ModelArchitecture::Cnn) {
            const int layers = e.model->layers;
            const int largest = (layers + pl.pipeline - 1) / pl.pipeline;
            Args pipeArgs {{"pp", std::to_string(pl.pipeline)},
                           {"layers", std::to_string(layers)},
                           {"largest", std::to_string(largest)},
                           {"idle", num(100.0 * (1.0 - static_cast<double>(layers) / (largest * pl.pipeline)), 0)}};
            if (pl.pipeline > layers)
                c.emit("parallel.pipeline_layers", "", Severity::Error, -1, std::move(pipeArgs),
                       scenarioAction(planField<&Workload::pipelineParallel>(), layers));
            else if (layers % pl.pipeline != 0)
                c.emit("parallel.pipeline_layers", "uneven", Severity::Info, -1, std::move(pipeArgs));
        }
        if (training) {
            const int perStep = std::max(1, w.microBatch) * std::max(1, pl.data);
            Args batchArgs {{"global", std::to_string(w.globalBatch)},
                            {"micro", std::to_string(std::max(1, w.microBatch))},
                            {"dp", std::to_string(pl.data)},
                            {"perStep", std::to_string(perStep)},
                            {"rounded", std::to_string(std::max(1, w.globalBatch / perStep) * perStep)}};
            if (w.globalBatch < perStep)
                c.emit("parallel.batch", "", Severity::Error, -1, std::move(batchArgs),
                       scenarioAction(planField<&Workload::globalBatch>(), perStep));
            else if (w.globalBatch % perStep != 0) {
                const int rounded = (w.globalBatch / perStep) * perStep; // whole steps: rounds down on purpose
                c.emit("parallel.batch", "uneven", Severity::Warning, -1, std::move(batchArgs),
                       scenarioAction(planField<&Workload::globalBatch>(), rounded));
            }
        }
    }

    // Under a colocation cabinet's cap that binds before the cooling, the racks are the cabinets rented (the
    // drawing counts them, the cabinet rule explains a node over the cap): the cooling's count is not theirs.
    if (b.rackLimitKw > 0 && b.racks > 0 && !cabinetCapBinds(b)) {
        const int spaceRacks = static_cast<int>(std::ceil(b.rackUnitsUsed / 38.0));
        if (b.racks > spaceRacks) {
            const CoolingMethod* cooling = c.catalog.coolingMethod(c.scenario.site.coolingId);
            c.emit("rack.count", "", Severity::Info, -1,
                   {{"racks", std::to_string(b.racks)},
                    {"itKw", num(b.itPowerKw, 1)},
                    {"limit", num(b.rackLimitKw, 0)},
                    {"cooling", cooling ? localName(*cooling) : Arg(c.scenario.site.coolingId)},
                    {"units", num(b.rackUnitsUsed, 0)},
                    {"spaceRacks", std::to_string(std::max(1, spaceRacks))}});
        }
    }
    if (b.itPowerKw > 0)
        c.emit("site.facility_power", "", Severity::Info, -1,
               {{"facilityKw", num(b.facilityPowerKw, 1)},
                {"itKw", num(b.itPowerKw, 1)},
                {"pue", num(b.pue, 2)},
                {"mwhYear", integer(b.facilityPowerKw * 8760 / 1000)}});

    const ComputeEstimate& comp = e.compute;
    if (comp.applicable && w.targetDays > 0 && comp.days > w.targetDays) {
        const int used = std::min(e.parallel.gpusUsed, e.parallel.gpusAvailable);
        const int gpusNeeded = static_cast<int>(std::ceil(used * comp.days / w.targetDays));
        std::optional<FixAction> action;
        if (c.scenario.cluster.nodeGroups.size() == 1 && !b.groups.empty() && b.groups[0].gpusPerNode > 0)
            action = groupAction(0, planField<&NodeGroup::nodeCount>(),
                                 std::ceil(static_cast<double>(gpusNeeded) / b.groups[0].gpusPerNode));
        c.emit("schedule.time_to_train", "", Severity::Warning, -1,
               {{"days", num(comp.days, 1)},
                {"target", num(w.targetDays, 1)},
                {"flopsHow", phrase(comp.flopsHowText)},
                {"flops", scientific(comp.flops)},
                {"mfu", num(comp.mfu * 100, 0)},
                {"scaling", num(comp.scalingEfficiency * 100, 1)},
                {"gpus", std::to_string(used)},
                {"pflops", num(comp.effectivePflops, 2)},
                {"gpuHours", integer(comp.gpuHoursPerRun)},
                {"gpusNeeded", std::to_string(gpusNeeded)}},
               action);
    }

    const InferenceEstimate& inf = e.inference;
    if (inf.applicable && inf.targetTokensPerSecond > 0 && inf.sustainedTokensPerSecond < inf.targetTokensPerSecond) {
        Args args {{"sustained", integer(inf.sustainedTokensPerSecond)},
                   {"target", integer(inf.targetTokensPerSecond)},
                   {"served", std::to_string(inf.servedSequences)}};
        args["how"] = phrase(inf.howText);
        c.emit("inference.throughput", "", Severity::Warning, -1, std::move(args));
    }
}

// The fabric, the cabinets and the storage a multi-node job needs.
void checkFacility(const Context& c)
{
    const Scenario& s = c.scenario;
    const BuildFigures& b = c.build;
    const bool training = isTraining(s.workload.kind);
    const int nodes = gpuNodes(b);
    int ports = 0;
    double portCost = 0;
    for (const auto& g : b.groups)
        if (g.nic && g.nicCount > 0 && g.nodes > 0) {
            ports += g.nodes * g.nicCount * std::max(1, g.nic->ports);
            if (g.nic->costPerPort)
                portCost += g.nic->costPerPort->money.amount;
        }
    // One switch: the largest common InfiniBand and Ethernet AI switches have 64 ports (NVIDIA Quantum-2
    // QM9700: 64 × NDR 400 Gb/s; Spectrum-4 SN5600: 64 × 800 GbE).
    constexpr int kSwitchRadix = 64;
    if (s.fabric.topology == FabricTopology::SingleSwitch && ports > kSwitchRadix)
        c.emit("network.switch_ports", "", Severity::Warning, -1,
               {{"ports", std::to_string(ports)}, {"radix", std::to_string(kSwitchRadix)}},
               scenarioTextAction(planField<&Fabric::topology>(), "leaf_spine"));
    if (nodes == 1 && s.fabric.topology != FabricTopology::None && portCost > 0)
        c.emit("network.switch_ports", "single_node", Severity::Info, -1, {{"ports", std::to_string(ports)}},
               scenarioTextAction(planField<&Fabric::topology>(), "none"));

    // A colocation cabinet's power cap, against the node that must fit in it.
    if (b.cabinetPowerKw > 0)
        for (const auto& g : b.groups) {
            const double nodeKw = g.nodePowerW / 1000.0;
            if (g.nodes > 0 && nodeKw > b.cabinetPowerKw)
                c.emit("site.cabinet_power", "", Severity::Warning, g.index,
                       {{"group", c.groupName(g.index)},
                        {"nodeKw", num(nodeKw, 2)}, // 5.03 kW must not read as the 5 kW it exceeds
                        {"cabinetKw", num(b.cabinetPowerKw, 2)},
                        {"cabinets", std::to_string(groupCabinets(g, b.cabinetPowerKw).cabinetsPerNode)}});
        }

    const StorageEstimate& st = c.estimate.storage;
    if (training && nodes > 1 && st.checkpointTB > 0)
        c.emit("storage.shared", "", Severity::Info, -1,
               {{"nodes", std::to_string(nodes)}, {"checkpointGB", num(st.checkpointTB * 1000, 0)}});

    // Writing a checkpoint pauses training: its share of each checkpoint interval.
    const int interval = std::max(1, s.workload.checkpointIntervalMinutes);
    if (training && st.checkpointTB > 0 && c.estimate.compute.applicable)
        for (const auto& g : b.groups) {
            if (!g.nvme || g.nvmeDrives <= 0 || g.nodes <= 0 || g.gpus <= 0 || g.nvme->writeGBs <= 0)
                continue;
            const double writeGBs = g.nvme->writeGBs * g.nvmeDrives;
            const double shardGB = st.checkpointTB * 1000 / std::max(1, nodes);
            const double seconds = shardGB / writeGBs;
            const double share = seconds / (interval * 60.0);
            if (share > 0.05)
                c.emit("storage.checkpoint_time", "", share > 0.2 ? Severity::Warning : Severity::Info, g.index,
                       {{"group", c.groupName(g.index)},
                        {"shardGB", num(shardGB, 0)},
                        {"writeGBs", num(writeGBs, 1)},
                        {"seconds", num(seconds, 0)},
                        {"interval", std::to_string(interval)},
                        {"pct", num(share * 100, 0)}},
                       scenarioAction(planField<&Workload::checkpointIntervalMinutes>(),
                                      std::ceil(seconds / 60.0 / 0.05)));
        }
}

// A synchronous job over node groups of different GPUs runs at the slowest group's pace.
void checkMixedGpus(const Context& c)
{
    const ComputeEstimate& comp = c.estimate.compute;
    if (!comp.applicable || comp.pacingGroup < 0)
        return;
    std::vector<Arg> names;
    for (const auto& g : c.build.groups)
        if (g.gpu && g.gpus > 0 && std::find(names.begin(), names.end(), Arg(g.gpu->name)) == names.end())
            names.push_back(g.gpu->name);
    if (names.size() < 2)
        return;
    const auto& pacing = c.build.groups[static_cast<size_t>(comp.pacingGroup)];
    c.emit("parallel.mixed_gpus", "", Severity::Warning, comp.pacingGroup,
           {{"gpus", sum(std::move(names))}, {"slowest", pacing.gpu->name}, {"group", c.groupName(pacing.index)}});
}

} // namespace

std::vector<Finding> evaluateRules(const Scenario& scenario, const Catalog& catalog, const BuildFigures& build,
                                   const Estimate& estimate)
{
    std::vector<Finding> findings;
    findings.reserve(32);
    const Context c {scenario, catalog, build, estimate, findings};
    checkWorkload(c);
    checkMemory(c);
    for (const auto& g : build.groups)
        if (g.index >= 0 && g.index < static_cast<int>(scenario.cluster.nodeGroups.size()))
            checkNodeGroup(c, g);
    checkSoftware(c);
    checkSoftwareStack(c);
    checkMixedGpus(c);
    checkFacility(c);
    checkScenario(c);
    sortBySeverity(findings);
    return findings;
}

std::string Finding::messageKey() const
{
    std::string key(ruleId);
    if (!variant.empty())
        key.append(".").append(variant);
    return key;
}

std::string_view Finding::source() const
{
    const RuleInfo* info = ruleInfo(ruleId);
    return info ? std::string_view(info->source) : std::string_view();
}

std::string Finding::message() const
{
    return render(findingText(*this, FindingPart::Message));
}
std::string Finding::explanation() const
{
    return render(findingText(*this, FindingPart::Explanation));
}
std::string Finding::fix() const
{
    return render(findingText(*this, FindingPart::Fix));
}

Message findingText(const Finding& finding, FindingPart part)
{
    const char* suffix = part == FindingPart::Message ? ".message"
        : part == FindingPart::Explanation            ? ".explanation"
                                                      : ".fix";
    return Message("finding." + finding.messageKey() + suffix, finding.args);
}

namespace {

nlohmann::json renderedArgs(const Args& args)
{
    nlohmann::json values = nlohmann::json::object();
    for (const auto& [name, value] : args)
        values[name] = render(value);
    return values;
}

} // namespace

void appendFinanceFindings(const Scenario& scenario, const Catalog& catalog, const BuildFigures& build,
                           const Estimate& estimate, std::optional<double> breakEvenUtilisationPct,
                           std::vector<Finding>& findings)
{
    const Context c {scenario, catalog, build, estimate, findings};
    const double util = scenario.finance.utilisationPct;
    if (breakEvenUtilisationPct && util < *breakEvenUtilisationPct)
        c.emit("finance.low_utilisation", "", Severity::Info, -1,
               {{"util", num(util, 0)}, {"breakEven", num(*breakEvenUtilisationPct, 0)}});
    sortBySeverity(findings);
}

nlohmann::json findingsToJson(const std::vector<Finding>& findings)
{
    using nlohmann::json;
    json array = json::array();
    for (const auto& f : findings) {
        json j {{"rule", std::string(f.ruleId)},
                {"severity", std::string(enumName(f.severity))},
                {"message", f.message()},
                {"explanation", f.explanation()},
                {"fix", f.fix()},
                {"source", f.source()},
                {"nodeGroup", f.nodeGroup},
                {"messageKey", f.messageKey()},
                {"args", renderedArgs(f.args)}};
        if (f.action) {
            json a {{"nodeGroup", f.action->nodeGroup}, {"field", f.action->field}};
            if (f.action->isText())
                a["value"] = f.action->text;
            else
                a["value"] = f.action->number;
            j["action"] = a;
        }
        array.push_back(j);
    }
    return array;
}

} // namespace planner
