#include "models/plan/plan_io.h"

#include "models/base/atomic_file.h"
#include "models/base/json_reader.h"
#include "models/catalog/catalog_kinds.h"
#include "models/plan/plan_enum_names.h"
#include "models/plan/plan_fields.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <set>

namespace planner {

using nlohmann::json;

namespace {

NodeGroup readNodeGroup(const json& value, const std::string& path, const std::string& file, Diagnostics& d)
{
    ObjectReader r(value, path, file, d);
    NodeGroup g;
    readFields(r, nodeGroupFields(), g);
    // Without a drive or an adapter model, a count left out means none.
    if (g.nvmeId.empty() && !r.has("nvmeCount"))
        g.nvmeCount = 0;
    if (g.nicId.empty() && !r.has("nicCount"))
        g.nicCount = 0;
    r.finish();
    return g;
}

Workload readWorkload(const json& value, const std::string& path, const std::string& file, Diagnostics& d)
{
    ObjectReader r(value, path, file, d);
    Workload w;
    readFields(r, workloadFields(), w);
    if (w.kind != WorkloadKind::Custom && !r.has("model"))
        r.string("model", true); // reports the missing model: only a custom workload goes without
    r.finish();
    return w;
}

Finance readFinance(const json& value, const std::string& path, const std::string& file, Diagnostics& d)
{
    ObjectReader r(value, path, file, d);
    Finance f;
    readFields(r, financeFields(), f);
    if (f.displayCurrency.size() != 3)
        r.error("displayCurrency",
                "expected a three-letter ISO 4217 code such as \"CNY\" or \"USD\", got \"" + f.displayCurrency + "\"");
    r.finish();
    return f;
}

Scenario readScenario(const json& value, const std::string& path, const std::string& file, Diagnostics& d)
{
    ObjectReader r(value, path, file, d);
    Scenario s;
    s.name = r.string("name", true);

    if (const json* cluster = r.object("cluster", true)) {
        const std::string clusterPath = childPath(path, "cluster");
        ObjectReader c(*cluster, clusterPath, file, d);
        if (const json* groups = c.array("nodeGroups", true)) {
            if (groups->empty())
                c.error("nodeGroups", "expected at least one node group");
            for (std::size_t i = 0; i < groups->size(); ++i)
                s.cluster.nodeGroups.push_back(
                    readNodeGroup((*groups)[i], indexPath(childPath(clusterPath, "nodeGroups"), i), file, d));
        }
        c.finish();
    }
    if (const json* fabric = r.object("fabric", false)) {
        ObjectReader f(*fabric, childPath(path, "fabric"), file, d);
        readFields(f, fabricFields(), s.fabric);
        f.finish();
    }
    if (const json* workload = r.object("workload", true))
        s.workload = readWorkload(*workload, childPath(path, "workload"), file, d);
    if (const json* site = r.object("site", true)) {
        ObjectReader st(*site, childPath(path, "site"), file, d);
        readFields(st, siteFields(), s.site);
        if (s.site.pueOverride > 0 && s.site.pueOverride < 1)
            st.error("pueOverride",
                     "expected 0 (use the site's PUE) or a PUE from 1 to 3, got "
                         + ObjectReader::describe(site->at("pueOverride")));
        st.finish();
    }
    if (const json* finance = r.object("finance", false))
        s.finance = readFinance(*finance, childPath(path, "finance"), file, d);
    if (const json* whatIf = r.object("whatIf", false)) {
        ObjectReader reader(*whatIf, childPath(path, "whatIf"), file, d);
        readFields(reader, whatIfFields(), s.whatIf);
    }
    if (const json* software = r.object("software", false)) {
        ObjectReader sw(*software, childPath(path, "software"), file, d);
        readFields(sw, softwareFields(), s.software);
        sw.finish();
    }
    r.finish();
    return s;
}

PriceOverride readOverride(const json& value, const std::string& path, const std::string& file, Diagnostics& d)
{
    ObjectReader r(value, path, file, d);
    PriceOverride o;
    o.kind = r.string("kind", true);
    o.id = r.string("id", true);
    o.field = r.string("field", false, "price");
    o.amount = r.number("amount", 0, 1e12, 0, true);
    o.currency = r.string("currency", true);
    o.source = r.string("source", true);
    o.asOf = r.string("as_of", true);
    r.finish();
    return o;
}

MeasuredRun readMeasuredRun(const json& value, const std::string& path, const std::string& file, Diagnostics& d)
{
    ObjectReader r(value, path, file, d);
    MeasuredRun m;
    m.date = r.string("date", true);
    if (!m.date.empty() && !isIsoDate(m.date))
        r.error("date", "expected a date as YYYY-MM-DD, got \"" + m.date + "\"");
    m.note = r.string("note", false);
    m.gpuId = r.string("gpu", true);
    m.modelId = r.string("model", true);
    m.workload = r.string("workload", false, m.workload);
    const auto kind = enumFromName<WorkloadKind>(m.workload);
    if (!kind || *kind == WorkloadKind::Inference || *kind == WorkloadKind::CvTraining || *kind == WorkloadKind::Custom)
        r.error("workload",
                "expected a language-model training run: \"pretraining\", \"full_finetune\", "
                "\"lora\" or \"qlora\", got \""
                    + m.workload + "\"");
    m.gpus = r.integer("gpus", 1, 1'000'000, m.gpus, true);
    m.gpusPerNode = r.integer("gpusPerNode", 1, 72, std::min(m.gpus, m.gpusPerNode));
    m.tensorParallel = r.integer("tensorParallel", 1, 1024, m.tensorParallel);
    m.pipelineParallel = r.integer("pipelineParallel", 1, 1024, m.pipelineParallel);
    m.microBatch = r.integer("microBatch", 1, 65536, m.microBatch);
    m.sequenceLength = r.integer("sequenceLength", 1, 4194304, m.sequenceLength, true);
    // Exclusive of zero: a run that made no progress says nothing about speed.
    m.tokensPerSecondPerGpu = r.number("tokensPerSecondPerGpu", 1e-6, 1e9, 0, true);
    m.peakMemoryGB = r.number("peakMemoryGB", 0, 10'000, 0);
    r.finish();
    return m;
}

json measuredRunToJson(const MeasuredRun& m)
{
    json j {{"date", m.date},
            {"gpu", m.gpuId},
            {"model", m.modelId},
            {"workload", m.workload},
            {"gpus", m.gpus},
            {"gpusPerNode", m.gpusPerNode},
            {"tensorParallel", m.tensorParallel},
            {"pipelineParallel", m.pipelineParallel},
            {"microBatch", m.microBatch},
            {"sequenceLength", m.sequenceLength},
            {"tokensPerSecondPerGpu", m.tokensPerSecondPerGpu}};
    if (m.peakMemoryGB > 0)
        j["peakMemoryGB"] = m.peakMemoryGB;
    if (!m.note.empty())
        j["note"] = m.note;
    return j;
}

template <typename Owner> json fieldsToJson(std::span<const PlanField<Owner>> fields, const Owner& owner)
{
    json j = json::object();
    writeFields(j, fields, owner);
    return j;
}

void checkId(const std::string& id, std::string_view kind, bool present, const Catalog& catalog,
             const std::string& path, const std::string& file, Diagnostics& d)
{
    if (id.empty() || present)
        return;
    const CatalogKind& k = *catalogKindOfEntry(kind);
    d.push_back({Severity::Error, file, 0, 0, path, unknownIdMessage(std::string(k.label), id, k.ids(catalog))});
}

// The kinds a price override may name: "gpu", "cpu", … or "offering".
std::string overridableKinds()
{
    std::vector<std::string> names;
    for (const auto& kind : catalogKinds())
        if (kind.overridable())
            names.push_back("\"" + std::string(kind.entryKind) + "\"");
    std::string text;
    for (std::size_t i = 0; i < names.size(); ++i)
        text += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
    return text;
}

// Version 1 → 2. Version 1 charged the cooling plant on top of a colocation fee, a fixed staff, maintenance
// from the first month and a flat residual value. A figure the user changed from version 1's default keeps
// its meaning (a team size, a support contract from month 1, a flat residual); a figure left at the
// default takes version 2's sourced default. Each change is reported as a note.
void migrateVersion1(json& root, const std::string& file, Diagnostics& d)
{
    auto note = [&](const std::string& path, const std::string& text) {
        d.push_back({Severity::Info, file, 0, 0, path, "format version 1 migrated: " + text});
    };
    json* scenarios = root.is_object() && root.contains("scenarios") ? &root["scenarios"] : nullptr;
    if (!scenarios || !scenarios->is_array())
        return;
    for (std::size_t i = 0; i < scenarios->size(); ++i) {
        json& scenario = (*scenarios)[i];
        if (!scenario.is_object())
            continue;
        const std::string path = indexPath("scenarios", i);
        if (scenario.contains("site") && scenario["site"].is_object())
            note(childPath(path, "site"),
                 "the site is a colocation facility: its fee pays for the cooling plant, which is no longer charged "
                 "on top (only in-rack cooling hardware is)");
        if (!scenario.contains("finance") || !scenario["finance"].is_object())
            continue;
        json& f = scenario["finance"];
        const std::string fp = childPath(path, "finance");
        auto number = [&](const char* key) -> std::optional<double> {
            if (f.contains(key) && f[key].is_number())
                return f[key].get<double>();
            return std::nullopt;
        };
        if (auto staff = number("opsStaffFte")) {
            f.erase("opsStaffFte");
            if (std::fabs(*staff - 0.5) > 1e-9) {
                f["staffBaseFte"] = *staff;
                f["staffFtePerNode"] = 0;
                note(childPath(fp, "opsStaffFte"),
                     "the team of " + ObjectReader::describe(json(*staff))
                         + " FTE is kept as the base staff, with none added per node");
            } else {
                note(childPath(fp, "opsStaffFte"),
                     "version 1's default of 0.5 FTE is replaced by a base of 0.25 FTE and 0.05 FTE per node");
            }
        }
        if (auto maintenance = number("maintenancePctPerYear")) {
            if (std::fabs(*maintenance - 8.0) > 1e-9) {
                f["maintenanceBasis"] = "support_contract";
                note(childPath(fp, "maintenancePctPerYear"),
                     "the maintenance rate is kept as a support contract paid from the first month");
            } else {
                f.erase("maintenancePctPerYear");
                note(childPath(fp, "maintenancePctPerYear"),
                     "version 1's default of 8% a year from month 1 is replaced by 12% a year after the warranty");
            }
        }
        if (auto residual = number("residualValuePct")) {
            if (std::fabs(*residual - 20.0) > 1e-9) {
                f["residualFromCurve"] = false;
                note(childPath(fp, "residualValuePct"), "the flat residual value is kept");
            } else {
                f.erase("residualValuePct");
                note(childPath(fp, "residualValuePct"),
                     "version 1's default flat 20% is replaced by resale value by age for the GPU class");
            }
        }
    }
}

} // namespace

std::optional<Message> measuredRunProblem(const MeasuredRun& run, const Catalog& catalog)
{
    if (!std::isfinite(run.tokensPerSecondPerGpu) || run.tokensPerSecondPerGpu <= 0)
        return Message("measured_run.throughput");
    if (!std::isfinite(run.peakMemoryGB) || run.peakMemoryGB < 0)
        return Message("measured_run.memory");
    const int replica = std::max(1, run.tensorParallel) * std::max(1, run.pipelineParallel);
    if (run.gpus < replica || run.gpus % replica != 0)
        return Message("measured_run.replicas",
                       {{"gpus", std::to_string(run.gpus)}, {"replica", std::to_string(replica)}});
    const Gpu* gpu = catalog.gpu(run.gpuId);
    const ModelPreset* model = catalog.model(run.modelId);
    if (!gpu || !model)
        return std::nullopt; // the unknown id is reported on its own
    char number[32];
    if (run.peakMemoryGB > gpu->memoryGB * 1.001) {
        std::snprintf(number, sizeof number, "%.0f", gpu->memoryGB);
        return Message("measured_run.memory_above", {{"gpu", gpu->name}, {"capacity", number}});
    }
    const bool lora = run.trainsAdapters();
    const double params = (model->activeParamsB > 0 ? model->activeParamsB : model->paramsB) * 1e9;
    const double peak = std::max(gpu->bf16Tflops, gpu->fp8Tflops) * 1e12;
    const double utilisation = (lora ? 4.0 : 6.0) * params * run.tokensPerSecondPerGpu / std::max(peak, 1.0);
    if (utilisation > 1.0) {
        std::snprintf(number, sizeof number, "%.0f", utilisation * 100);
        char tokens[32];
        std::snprintf(tokens, sizeof tokens, "%.0f", run.tokensPerSecondPerGpu);
        return Message("measured_run.too_fast",
                       {{"gpu", gpu->name}, {"model", model->name}, {"tokens", tokens}, {"pct", number}});
    }
    return std::nullopt;
}

void checkPlanReferences(const Plan& plan, const Catalog& catalog, const std::string& file, Diagnostics& d)
{
    for (std::size_t i = 0; i < plan.measuredRuns.size(); ++i) {
        const MeasuredRun& m = plan.measuredRuns[i];
        const std::string rp = indexPath("measuredRuns", i);
        checkId(m.gpuId, "gpu", catalog.gpu(m.gpuId), catalog, childPath(rp, "gpu"), file, d);
        checkId(m.modelId, "model", catalog.model(m.modelId), catalog, childPath(rp, "model"), file, d);
        if (const auto problem = measuredRunProblem(m, catalog))
            d.push_back({Severity::Error, file, 0, 0, childPath(rp, "tokensPerSecondPerGpu"), render(*problem)});
    }
    for (std::size_t s = 0; s < plan.scenarios.size(); ++s) {
        const Scenario& scenario = plan.scenarios[s];
        const std::string sp = indexPath("scenarios", s);
        const auto& groups = scenario.cluster.nodeGroups;
        for (std::size_t g = 0; g < groups.size(); ++g) {
            const NodeGroup& ng = groups[g];
            const std::string gp = indexPath(childPath(sp, "cluster.nodeGroups"), g);
            checkId(ng.platformId, "platform", catalog.platform(ng.platformId), catalog, childPath(gp, "platform"),
                    file, d);
            checkId(ng.gpuId, "gpu", catalog.gpu(ng.gpuId), catalog, childPath(gp, "gpu"), file, d);
            checkId(ng.cpuId, "cpu", catalog.cpu(ng.cpuId), catalog, childPath(gp, "cpu"), file, d);
            checkId(ng.memoryId, "memory", catalog.memoryModule(ng.memoryId), catalog, childPath(gp, "memory"), file,
                    d);
            checkId(ng.nvmeId, "nvme", catalog.nvmeDrive(ng.nvmeId), catalog, childPath(gp, "nvme"), file, d);
            checkId(ng.nicId, "nic", catalog.nic(ng.nicId), catalog, childPath(gp, "nic"), file, d);
        }
        const Workload& w = scenario.workload;
        if (w.kind != WorkloadKind::Custom)
            checkId(w.modelId, "model", catalog.model(w.modelId), catalog, childPath(sp, "workload.model"), file, d);
        checkId(scenario.site.regionId, "region", catalog.region(scenario.site.regionId), catalog,
                childPath(sp, "site.region"), file, d);
        checkId(scenario.site.coolingId, "cooling", catalog.coolingMethod(scenario.site.coolingId), catalog,
                childPath(sp, "site.cooling"), file, d);
        checkId(scenario.finance.onDemandOfferingId, "offering", catalog.offering(scenario.finance.onDemandOfferingId),
                catalog, childPath(sp, "finance.onDemandOffering"), file, d);
        checkId(scenario.finance.reservedOfferingId, "offering", catalog.offering(scenario.finance.reservedOfferingId),
                catalog, childPath(sp, "finance.reservedOffering"), file, d);
        const std::string& currency = scenario.finance.displayCurrency;
        if (currency != "USD" && !catalog.fxRate(currency))
            d.push_back({Severity::Error, file, 0, 0, childPath(sp, "finance.displayCurrency"),
                         "no exchange rate for \"" + currency + "\" in the catalogs"});
    }
    for (std::size_t i = 0; i < plan.priceOverrides.size(); ++i) {
        const PriceOverride& o = plan.priceOverrides[i];
        const std::string op = indexPath("priceOverrides", i);
        const CatalogKind* kind = catalogKindOfEntry(o.kind);
        if (!kind || !kind->overridable())
            continue; // reported while reading
        const auto ids = kind->ids(catalog);
        if (std::find(ids.begin(), ids.end(), o.id) == ids.end())
            d.push_back({Severity::Error, file, 0, 0, childPath(op, "id"), unknownIdMessage(o.kind, o.id, ids)});
        if (o.currency != "USD" && !catalog.fxRate(o.currency))
            d.push_back({Severity::Error, file, 0, 0, childPath(op, "currency"),
                         "no exchange rate for \"" + o.currency + "\" in the catalogs"});
    }
}

PlanLoadResult parsePlan(const std::string& text, const std::string& fileName, const Catalog* catalog)
{
    PlanLoadResult result;
    auto& d = result.diagnostics;
    const auto document = parseJson(text, fileName, JsonLimits {kMaxPlanBytes, 64}, d);
    if (!document)
        return result;

    json migrated = *document;
    ObjectReader root(migrated, "", fileName, d);
    if (!root.isObject())
        return result;
    Plan plan;
    if (!root.has("formatVersion")) {
        root.error("formatVersion", "missing required field: is this a GPU Cluster Planner plan?");
        locateDiagnostics(text, d);
        return result;
    }
    plan.formatVersion = root.integer("formatVersion", 1, 1'000'000, 0, true);
    if (plan.formatVersion == 0) {
        locateDiagnostics(text, d);
        return result;
    }
    if (plan.formatVersion > kPlanFormatVersion) {
        root.error("formatVersion",
                   "the plan was written by a newer GPU Cluster Planner (format version "
                       + std::to_string(plan.formatVersion) + "); this version reads format version "
                       + std::to_string(kPlanFormatVersion) + " and older. Update the program.");
        locateDiagnostics(text, d);
        return result;
    }
    // Older formats are migrated one version step at a time, before the fields are read.
    if (plan.formatVersion == 1)
        migrateVersion1(migrated, fileName, d);
    plan.formatVersion = kPlanFormatVersion;
    plan.name = root.string("name", false);
    plan.description = root.string("description", false);
    if (const json* overrides = root.array("priceOverrides", false)) {
        for (std::size_t i = 0; i < overrides->size(); ++i) {
            PriceOverride o = readOverride((*overrides)[i], indexPath("priceOverrides", i), fileName, d);
            const CatalogKind* kind = catalogKindOfEntry(o.kind);
            if (!o.kind.empty() && (!kind || !kind->overridable()))
                d.push_back({Severity::Error, fileName, 0, 0, childPath(indexPath("priceOverrides", i), "kind"),
                             "expected one of " + overridableKinds() + ", got \"" + o.kind + "\""});
            plan.priceOverrides.push_back(o);
        }
    }
    if (const json* runs = root.array("measuredRuns", false))
        for (std::size_t i = 0; i < runs->size(); ++i)
            plan.measuredRuns.push_back(readMeasuredRun((*runs)[i], indexPath("measuredRuns", i), fileName, d));
    if (const json* scenarios = root.array("scenarios", true)) {
        if (scenarios->empty())
            root.error("scenarios", "expected at least one scenario");
        std::set<std::string> names;
        for (std::size_t i = 0; i < scenarios->size(); ++i) {
            Scenario s = readScenario((*scenarios)[i], indexPath("scenarios", i), fileName, d);
            if (!s.name.empty() && !names.insert(s.name).second)
                d.push_back({Severity::Error, fileName, 0, 0, childPath(indexPath("scenarios", i), "name"),
                             "scenario name \"" + s.name + "\" is used twice; names must be unique"});
            plan.scenarios.push_back(std::move(s));
        }
    }
    root.finish();
    if (catalog)
        checkPlanReferences(plan, *catalog, fileName, d);
    locateDiagnostics(text, d);
    result.plan = std::move(plan);
    return result;
}

PlanLoadResult loadPlan(const std::filesystem::path& file, const Catalog* catalog)
{
    PlanLoadResult result;
    const auto text = readTextFile(file, kMaxPlanBytes, result.diagnostics);
    if (!text)
        return result;
    return parsePlan(*text, file.string(), catalog);
}

json planToJson(const Plan& plan)
{
    json j;
    j["formatVersion"] = kPlanFormatVersion;
    j["name"] = plan.name;
    if (!plan.description.empty())
        j["description"] = plan.description;
    if (!plan.priceOverrides.empty()) {
        json overrides = json::array();
        for (const auto& o : plan.priceOverrides)
            overrides.push_back({{"kind", o.kind},
                                 {"id", o.id},
                                 {"field", o.field},
                                 {"amount", o.amount},
                                 {"currency", o.currency},
                                 {"source", o.source},
                                 {"as_of", o.asOf}});
        j["priceOverrides"] = overrides;
    }
    if (!plan.measuredRuns.empty()) {
        json runs = json::array();
        for (const auto& m : plan.measuredRuns)
            runs.push_back(measuredRunToJson(m));
        j["measuredRuns"] = runs;
    }
    json scenarios = json::array();
    for (const auto& s : plan.scenarios) {
        json groups = json::array();
        for (const auto& g : s.cluster.nodeGroups)
            groups.push_back(fieldsToJson(nodeGroupFields(), g));
        json scenario {{"name", s.name},
                       {"cluster", {{"nodeGroups", groups}}},
                       {"fabric", fieldsToJson(fabricFields(), s.fabric)},
                       {"workload", fieldsToJson(workloadFields(), s.workload)},
                       {"site", fieldsToJson(siteFields(), s.site)},
                       {"finance", fieldsToJson(financeFields(), s.finance)}};
        if (s.software != Software {})
            scenario["software"] = fieldsToJson(softwareFields(), s.software);
        if (s.whatIf != WhatIf {})
            scenario["whatIf"] = fieldsToJson(whatIfFields(), s.whatIf);
        scenarios.push_back(std::move(scenario));
    }
    j["scenarios"] = scenarios;
    return j;
}

std::string serializePlan(const Plan& plan)
{
    return planToJson(plan).dump(2, ' ', false, json::error_handler_t::replace) + "\n";
}

std::optional<std::string> savePlan(const Plan& plan, const std::filesystem::path& file)
{
    return writeFileAtomically(file, serializePlan(plan));
}

} // namespace planner
