#include "catalog/catalog_io.h"

#include "base/json_reader.h"
#include "catalog/catalog_entries.h"
#include "catalog/catalog_enum_names.h"
#include "catalog/software_io.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

namespace planner {

using nlohmann::json;

namespace {

} // namespace

namespace catalog_entries {

// Reads the provenance every entry and every price carries.
Provenance readProvenance(ObjectReader& r, Origin origin, const std::string& file)
{
    Provenance p;
    p.source = r.string("source", true);
    p.asOf = r.string("as_of", true);
    if (!p.asOf.empty() && !isIsoDate(p.asOf))
        r.error("as_of", "expected a date as YYYY-MM-DD, got \"" + p.asOf + "\"");
    p.estimate = r.boolean("estimate", false);
    p.method = r.string("method", false);
    if (p.estimate && p.method.empty())
        r.error("method", "an estimate must say how it was made");
    p.origin = origin;
    p.file = file;
    return p;
}

namespace {

std::optional<Price> readPrice(ObjectReader& parent, const std::string& key, double maxAmount, Origin origin,
                               const std::string& file, Diagnostics& d)
{
    const json* value = parent.object(key, false);
    if (!value)
        return std::nullopt;
    ObjectReader r(*value, childPath(parent.path(), key), file, d);
    Price price;
    price.money.amount = r.number("amount", 0, maxAmount, 0, true);
    price.money.currency = r.string("currency", true);
    if (!price.money.currency.empty()
        && (price.money.currency.size() != 3
            || !std::all_of(price.money.currency.begin(), price.money.currency.end(),
                            [](char c) { return c >= 'A' && c <= 'Z'; })))
        r.error("currency",
                "expected a three-letter ISO 4217 code such as \"USD\", got \"" + price.money.currency + "\"");
    price.vatIncluded = r.boolean("vatIncluded", false);
    price.provenance = readProvenance(r, origin, file);
    r.finish();
    return price;
}

} // namespace

Gpu readGpu(ObjectReader& r, const EntryContext& c)
{
    Gpu g;
    g.id = r.string("id", true);
    g.name = r.string("name", true);
    g.vendor = r.string("vendor", true);
    g.architecture = r.string("architecture", true);
    g.gpuClass = r.enumeration("class", g.gpuClass, true);
    g.memoryGB = r.number("memoryGB", 1, 1024, 0, true);
    g.memoryType = r.string("memoryType", true);
    g.bandwidthGBs = r.number("bandwidthGBs", 10, 20'000, 0, true);
    g.bf16Tflops = r.number("bf16Tflops", 0, 20'000, 0, true);
    g.fp8Tflops = r.number("fp8Tflops", 0, 40'000, 0);
    g.int8Tops = r.number("int8Tops", 0, 40'000, 0);
    g.fp32Tflops = r.number("fp32Tflops", 0, 1'000, 0, true);
    g.tdpW = r.number("tdpW", 10, 2'000, 0, true);
    g.formFactor = r.enumeration("formFactor", g.formFactor, true);
    g.pcieGen = r.integer("pcieGen", 3, 6, g.pcieGen, true);
    g.slotWidth = r.integer("slotWidth", 0, 4, g.slotWidth);
    g.link = r.string("link", false, "none");
    g.linkGBs = r.number("linkGBs", 0, 10'000, 0);
    // Absent: a link of board-mounted modules spans the board (8), a PCIe card's bridge joins a pair.
    const bool boardModule = g.formFactor != FormFactor::PCIe;
    g.linkDomain = r.integer("linkDomain", 1, 576, g.linkGBs > 0 ? (boardModule ? 8 : 2) : 1);
    if (g.linkGBs <= 0 && g.linkDomain > 1)
        r.error("linkDomain", "expected 1 for a GPU without a GPU-to-GPU link (linkGBs is 0)");
    g.p2p = r.boolean("p2p", g.p2p);
    g.ecc = r.boolean("ecc", g.ecc);
    g.softwareStack = r.string("softwareStack", true);
    g.minCuda = r.string("minCuda", false);
    g.minDriver = r.string("minDriver", false);
    g.datacenterLicence = r.boolean("datacenterLicence", g.datacenterLicence);
    g.price = readPrice(r, "price", 10'000'000, c.origin, c.file, c.d);
    if (const json* markets = r.array("availability", false)) {
        for (std::size_t i = 0; i < markets->size(); ++i) {
            ObjectReader m((*markets)[i], indexPath(childPath(r.path(), "availability"), i), c.file, c.d);
            MarketAvailability a;
            a.market = m.string("market", true);
            a.status = m.enumeration("status", a.status, true);
            a.rule = m.string("rule", a.status != MarketStatus::Available);
            a.since = m.string("since", false);
            m.finish();
            g.availability.push_back(a);
        }
    }
    return g;
}

Cpu readCpu(ObjectReader& r, const EntryContext& c)
{
    Cpu x;
    x.id = r.string("id", true);
    x.name = r.string("name", true);
    x.vendor = r.string("vendor", true);
    x.cores = r.integer("cores", 1, 512, 0, true);
    x.pcieLanes = r.integer("pcieLanes", 0, 256, 0, true);
    x.pcieGen = r.integer("pcieGen", 3, 6, x.pcieGen);
    x.memoryChannels = r.integer("memoryChannels", 1, 16, 0, true);
    x.ddrGen = r.integer("ddrGen", 4, 5, x.ddrGen, true);
    x.maxMemoryMTs = r.integer("maxMemoryMTs", 1600, 12'800, 4800);
    x.tdpW = r.number("tdpW", 10, 2'000, 0, true);
    x.maxSockets = r.integer("maxSockets", 1, 8, x.maxSockets);
    x.price = readPrice(r, "price", 1'000'000, c.origin, c.file, c.d);
    return x;
}

MemoryModule readMemory(ObjectReader& r, const EntryContext& c)
{
    MemoryModule m;
    m.id = r.string("id", true);
    m.name = r.string("name", true);
    m.capacityGB = r.number("capacityGB", 1, 1'024, 0, true);
    m.ddrGen = r.integer("ddrGen", 4, 5, m.ddrGen, true);
    m.speedMTs = r.integer("speedMTs", 1600, 12'800, 4800, true);
    m.moduleType = r.string("moduleType", false, "RDIMM");
    m.price = readPrice(r, "price", 1'000'000, c.origin, c.file, c.d);
    return m;
}

NvmeDrive readNvme(ObjectReader& r, const EntryContext& c)
{
    NvmeDrive n;
    n.id = r.string("id", true);
    n.name = r.string("name", true);
    n.capacityTB = r.number("capacityTB", 0.1, 256, 0, true);
    n.readGBs = r.number("readGBs", 0.1, 64, 0, true);
    n.writeGBs = r.number("writeGBs", 0.1, 64, 0, true);
    n.interface = r.string("interface", true);
    n.pcieGen = r.integer("pcieGen", 3, 6, n.pcieGen);
    n.enduranceDWPD = r.number("enduranceDWPD", 0, 100, 0);
    n.powerW = r.number("powerW", 0, 100, 0);
    n.price = readPrice(r, "price", 1'000'000, c.origin, c.file, c.d);
    return n;
}

Nic readNic(ObjectReader& r, const EntryContext& c)
{
    Nic n;
    n.id = r.string("id", true);
    n.name = r.string("name", true);
    n.technology = r.enumeration("technology", n.technology, true);
    n.gbpsPerPort = r.number("gbpsPerPort", 0.1, 3'200, 0, true);
    n.ports = r.integer("ports", 1, 8, n.ports);
    n.rdma = r.boolean("rdma", n.technology != NetworkTechnology::Ethernet);
    n.pcieGen = r.integer("pcieGen", 2, 6, n.pcieGen);
    n.pcieLanes = r.integer("pcieLanes", 0, 32, n.pcieLanes);
    n.powerW = r.number("powerW", 0, 200, 0);
    n.price = readPrice(r, "price", 1'000'000, c.origin, c.file, c.d);
    n.costPerPort = readPrice(r, "costPerPort", 1'000'000, c.origin, c.file, c.d);
    return n;
}

Platform readPlatform(ObjectReader& r, const EntryContext& c)
{
    Platform p;
    p.id = r.string("id", true);
    p.name = r.string("name", true);
    p.kind = r.string("kind", true);
    p.gpuSlots = r.integer("gpuSlots", 1, 16, 0, true);
    const std::string formPath = childPath(r.path(), "formFactors");
    const auto forms = r.strings("formFactors");
    for (std::size_t i = 0; i < forms.size(); ++i) {
        if (auto f = enumFromName<FormFactor>(forms[i]))
            p.formFactors.push_back(*f);
        else
            c.d.push_back({Severity::Error, c.file, 0, 0, indexPath(formPath, i),
                           "expected one of " + enumChoices<FormFactor>() + ", got \"" + forms[i] + "\""});
    }
    if (forms.empty() && r.has("formFactors") == false)
        r.error("formFactors", "missing required field");
    p.allowedGpus = r.strings("allowedGpus");
    p.maxSlotWidth = r.integer("maxSlotWidth", 0, 4, p.maxSlotWidth);
    p.cpuSockets = r.integer("cpuSockets", 1, 8, p.cpuSockets, true);
    p.cpuVendors = r.strings("cpuVendors");
    p.dimmSlots = r.integer("dimmSlots", 1, 96, 0, true);
    p.ddrGen = r.integer("ddrGen", 4, 5, p.ddrGen, true);
    p.nvmeBays = r.integer("nvmeBays", 0, 64, 0, true);
    p.pcieLanes = r.integer("pcieLanes", 0, 1024, 0, true);
    p.pcieSwitches = r.integer("pcieSwitches", 0, 16, 0);
    p.psuW = r.number("psuW", 100, 10'000, 0, true);
    p.psuCount = r.integer("psuCount", 1, 16, p.psuCount, true);
    p.psuRedundant = r.integer("psuRedundant", 0, 8, 0);
    if (p.psuRedundant >= p.psuCount)
        r.error("psuRedundant",
                "expected fewer redundant supplies than supplies (" + std::to_string(p.psuCount) + "), got "
                    + std::to_string(p.psuRedundant));
    p.rackUnits = r.integer("rackUnits", 1, 48, p.rackUnits, true);
    p.basePowerW = r.number("basePowerW", 0, 5'000, 0);
    p.price = readPrice(r, "price", 10'000'000, c.origin, c.file, c.d);
    p.warrantyYears = r.integer("warrantyYears", 1, 10, 0);
    p.warrantySource = r.string("warrantySource", false);
    if (p.warrantyYears > 0 && p.warrantySource.empty())
        r.error("warrantySource", "a warranty length needs the source that states it");
    return p;
}

CoolingMethod readCooling(ObjectReader& r, const EntryContext& c)
{
    CoolingMethod m;
    m.id = r.string("id", true);
    m.name = r.string("name", true);
    m.maxKwPerRack = r.number("maxKwPerRack", 1, 500, 0, true);
    m.typicalPue = r.number("typicalPue", 1.0, 3.0, 1.5, true);
    m.capexPerKw = readPrice(r, "capexPerKw", 1'000'000, c.origin, c.file, c.d);
    m.inRackCapexPerKw = readPrice(r, "inRackCapexPerKw", 1'000'000, c.origin, c.file, c.d);
    m.notes = r.string("notes", false);
    return m;
}

Region readRegion(ObjectReader& r, const EntryContext& c)
{
    Region x;
    x.id = r.string("id", true);
    x.name = r.string("name", true);
    x.nameZh = r.string("nameZh", false);
    x.market = r.string("market", true);
    x.currency = r.string("currency", true);
    x.electricityPerKwh = readPrice(r, "electricityPerKwh", 100, c.origin, c.file, c.d);
    x.colocationPerKwMonth = readPrice(r, "colocationPerKwMonth", 1'000'000, c.origin, c.file, c.d);
    x.defaultPue = r.number("defaultPue", 1.0, 3.0, 1.5, true);
    x.vatHardwarePct = r.number("vatHardwarePct", 0, 50, 0, true);
    x.vatServicesPct = r.number("vatServicesPct", 0, 50, 0, true);
    x.vatRecoverable = r.boolean("vatRecoverable", false);
    x.opsStaffPerYear = readPrice(r, "opsStaffPerYear", 100'000'000, c.origin, c.file, c.d);
    x.cabinetPowerKw = r.number("cabinetPowerKw", 0.5, 200, 0);
    x.colocationPerCabinetMonth = readPrice(r, "colocationPerCabinetMonth", 10'000'000, c.origin, c.file, c.d);
    if (x.colocationPerCabinetMonth && x.cabinetPowerKw <= 0)
        r.error("cabinetPowerKw", "a fee per cabinet needs the cabinet's power cap in kW");
    if (!x.electricityPerKwh)
        r.error("electricityPerKwh", "missing required field");
    return x;
}

CloudOffering readOffering(ObjectReader& r, const EntryContext& c)
{
    CloudOffering o;
    o.id = r.string("id", true);
    o.provider = r.string("provider", true);
    o.regionId = r.string("region", true);
    o.gpuId = r.string("gpu", true);
    o.gpusPerServer = r.integer("gpusPerServer", 1, 72, o.gpusPerServer, true);
    o.bareMetal = r.boolean("bareMetal", false);
    o.providerClass = r.enumeration("providerClass", o.providerClass, true);
    o.interruptible = r.boolean("interruptible", false);
    o.billingUnit = r.enumeration("billingUnit", o.billingUnit, true);
    o.serviceNote = r.string("serviceNote", false);
    o.notes = r.string("notes", false);
    if (const json* prices = r.array("prices", true)) {
        if (prices->empty())
            r.error("prices", "expected at least one price");
        for (std::size_t i = 0; i < prices->size(); ++i) {
            const std::string path = indexPath(childPath(r.path(), "prices"), i);
            ObjectReader p((*prices)[i], path, c.file, c.d);
            OfferPrice offer;
            offer.term = p.enumeration("term", offer.term, true);
            offer.unit = p.enumeration("unit", offer.unit, true);
            const double max = offer.unit == OfferUnit::GpuHour ? 10'000 : 100'000'000;
            offer.price.money.amount = p.number("amount", 0, max, 0, true);
            offer.price.money.currency = p.string("currency", true);
            offer.price.vatIncluded = p.boolean("vatIncluded", false);
            offer.price.provenance = readProvenance(p, c.origin, c.file);
            p.finish();
            o.prices.push_back(offer);
        }
    }
    return o;
}

ModelPreset readModel(ObjectReader& r, const EntryContext&)
{
    ModelPreset m;
    m.id = r.string("id", true);
    m.name = r.string("name", true);
    m.architecture = r.enumeration("architecture", m.architecture, true);
    const bool language = m.architecture == ModelArchitecture::DecoderLM || m.architecture == ModelArchitecture::MoeLM
        || m.architecture == ModelArchitecture::EncoderLM;
    m.paramsB = r.number("paramsB", 0.0001, 100'000, 0, true);
    m.activeParamsB = r.number("activeParamsB", 0.0001, 100'000, m.paramsB);
    if (m.activeParamsB > m.paramsB)
        r.error("activeParamsB", "expected at most paramsB (" + std::to_string(m.paramsB) + ")");
    m.layers = r.integer("layers", 1, 1'000, 0, true);
    m.hidden = r.integer("hidden", 1, 1'000'000, 0, language);
    m.ffnHidden = r.integer("ffnHidden", 0, 1'000'000, 0);
    m.heads = r.integer("heads", 0, 1'024, 0, language);
    m.kvHeads = r.integer("kvHeads", 0, 1'024, m.heads);
    const AttentionKind derived = m.kvHeads == 1 && m.heads > 1 ? AttentionKind::MQA
        : m.kvHeads < m.heads                                   ? AttentionKind::GQA
                                                                : AttentionKind::MHA;
    m.attention = r.enumeration("attention", derived);
    const int headDim = m.heads > 0 ? m.hidden / m.heads : 0;
    m.kvCacheElements
        = r.integer("kvCacheElements", 0, 10'000'000, 2 * m.kvHeads * headDim, m.attention == AttentionKind::MLA);
    m.vocab = r.integer("vocab", 0, 10'000'000, 0, language);
    m.maxSequence = r.integer("maxSequence", 0, 100'000'000, 0);
    m.gflopsPerSample = r.number("gflopsPerSample", 0, 1e6, 0, !language);
    return m;
}

FxRate readFx(ObjectReader& r, const EntryContext&)
{
    FxRate f;
    f.currency = r.string("currency", true);
    f.perUsd = r.number("perUsd", 1e-6, 1e6, 1.0, true);
    return f;
}

void checkCurrency(const Catalog& catalog, const std::string& currency, const std::string& file,
                   const std::string& path, Diagnostics& d)
{
    if (!currency.empty() && currency != "USD" && !catalog.fxRate(currency))
        d.push_back({Severity::Error, file, 0, 0, path,
                     "no exchange rate for \"" + currency + "\" in fx.json; add one with its date"});
}

} // namespace catalog_entries

namespace {

using namespace catalog_entries;

// Reads one catalog file's text into the catalog. Returns false when its entries could not be read
// at all (invalid, refused).
bool readCatalogText(const std::string& text, const std::string& file, const CatalogKind& spec, Origin origin,
                     Catalog& catalog, Diagnostics& d)
{
    const auto document = parseJson(text, file, JsonLimits {kMaxCatalogBytes, 32}, d);
    if (!document)
        return false;
    ObjectReader root(*document, "", file, d);
    if (!root.isObject())
        return false;
    const int version = root.integer("formatVersion", 1, 1'000'000, 0, true);
    if (version > kCatalogFormatVersion) {
        root.error("formatVersion",
                   "the catalog was written for a newer GPU Cluster Planner (format version " + std::to_string(version)
                       + "); this version reads format version " + std::to_string(kCatalogFormatVersion)
                       + ". Update the program.");
        return false;
    }
    const std::string kind = root.string("kind", true);
    if (!kind.empty() && kind != spec.name) {
        root.error("kind",
                   "expected \"" + std::string(spec.name) + "\" in " + std::string(spec.fileName) + ", got \"" + kind
                       + "\"");
        return false;
    }
    const json* items = root.array("items", true);
    root.finish();
    if (!items)
        return false;
    spec.read(*items, file, origin, d, catalog);
    return true;
}

// Returns false when the file's entries could not be read at all (unreadable, invalid, refused).
bool loadOneFile(const std::filesystem::path& path, const CatalogKind& spec, Origin origin, Catalog& catalog,
                 Diagnostics& d, std::map<std::string, std::string>& texts)
{
    const std::string file = path.string();
    const auto text = readTextFile(path, kMaxCatalogBytes, d);
    if (!text)
        return false;
    texts[file] = *text;
    return readCatalogText(*text, file, spec, origin, catalog, d);
}

void checkUniqueIds(const Catalog& catalog, Diagnostics& d)
{
    for (const auto& kind : catalogKinds())
        kind.checkUniqueIds(catalog, d);
}

// The references and currencies of `entries` (whose order is their order in their files, so that
// items[i] paths are right), resolved against `catalog` (the entries themselves, or them over a base).
void checkResolvable(const Catalog& entries, const Catalog& catalog, Diagnostics& d)
{
    for (const auto& kind : catalogKinds())
        kind.checkCurrencies(entries, catalog, d);
    const auto gpuIds = idsOf(catalog, "gpu");
    const auto regionIds = idsOf(catalog, "region");
    std::map<std::string, std::size_t> indexInFile;
    for (const auto& p : entries.platforms) {
        const std::string base = indexPath("items", indexInFile[p.provenance.file]++);
        for (std::size_t i = 0; i < p.allowedGpus.size(); ++i)
            if (!catalog.gpu(p.allowedGpus[i]))
                d.push_back({Severity::Error, p.provenance.file, 0, 0, indexPath(base + ".allowedGpus", i),
                             unknownIdMessage("GPU", p.allowedGpus[i], gpuIds)});
    }
    indexInFile.clear();
    for (const auto& r : entries.regions) {
        const std::string base = indexPath("items", indexInFile[r.provenance.file]++);
        checkCurrency(catalog, r.currency, r.provenance.file, base + ".currency", d);
    }
    indexInFile.clear();
    for (const auto& o : entries.offerings) {
        const std::string base = indexPath("items", indexInFile[o.provenance.file]++);
        if (!o.regionId.empty() && !catalog.region(o.regionId))
            d.push_back({Severity::Error, o.provenance.file, 0, 0, base + ".region",
                         unknownIdMessage("region", o.regionId, regionIds)});
        if (!o.gpuId.empty() && !catalog.gpu(o.gpuId))
            d.push_back(
                {Severity::Error, o.provenance.file, 0, 0, base + ".gpu", unknownIdMessage("GPU", o.gpuId, gpuIds)});
        for (std::size_t i = 0; i < o.prices.size(); ++i)
            checkCurrency(catalog, o.prices[i].price.money.currency, o.provenance.file,
                          indexPath(base + ".prices", i) + ".currency", d);
    }
}

} // namespace

CatalogLoadResult loadCatalogFolder(const std::filesystem::path& folder, Origin origin, bool requireAll,
                                    const Catalog* base)
{
    CatalogLoadResult result;
    std::error_code ec;
    if (!std::filesystem::is_directory(folder, ec)) {
        result.diagnostics.push_back(
            {Severity::Error, folder.string(), 0, 0, "", "catalog folder not found (expected a folder of JSON files)"});
        return result;
    }
    std::map<std::string, std::string> texts;
    bool complete = true; // every file the folder needs is there and readable
    for (const auto& spec : catalogKinds()) {
        const auto path = folder / spec.fileName;
        if (!std::filesystem::exists(path, ec)) {
            if (requireAll && spec.required) {
                result.diagnostics.push_back(
                    {Severity::Error, path.string(), 0, 0, "",
                     "missing catalog file (expected the " + std::string(spec.name) + " catalog here)"});
                complete = false;
            }
            continue;
        }
        complete = loadOneFile(path, spec, origin, result.catalog, result.diagnostics, texts) && complete;
    }
    if (const auto path = folder / kSoftwareFileName; std::filesystem::exists(path, ec)) {
        const std::string file = path.string();
        if (const auto text = readTextFile(path, kMaxCatalogBytes, result.diagnostics)) {
            texts[file] = *text;
            if (const auto document = parseJson(*text, file, JsonLimits {kMaxCatalogBytes, 32}, result.diagnostics))
                readSoftwareCatalog(*document, file, origin, result.catalog.software, result.diagnostics);
        }
    } // optional: without it the software rules are silent and the deployment kit names no versions
    // Duplicates within the folder's own files (merging would hide them behind one another).
    checkUniqueIds(result.catalog, result.diagnostics);
    // A file that could not be read would make every reference to its entries look unknown: report
    // that file alone until it is fixed.
    if (complete) {
        if (base) {
            // A user folder may refer to shipped entries: resolve its own entries against the merged whole.
            Catalog merged = *base;
            mergeCatalog(merged, result.catalog);
            checkResolvable(result.catalog, merged, result.diagnostics);
        } else {
            checkResolvable(result.catalog, result.catalog, result.diagnostics);
        }
    }
    for (const auto& [file, text] : texts) {
        Diagnostics located;
        for (auto& diagnostic : result.diagnostics)
            if (diagnostic.file == file)
                located.push_back(diagnostic);
        locateDiagnostics(text, located);
        std::size_t next = 0;
        for (auto& diagnostic : result.diagnostics)
            if (diagnostic.file == file)
                diagnostic = located[next++];
    }
    return result;
}

CatalogLoadResult parseCatalogText(const std::string& text, const std::string& fileName, const std::string& kind)
{
    CatalogLoadResult result;
    const CatalogKind* spec = findCatalogKind(kind);
    if (!spec) {
        result.diagnostics.push_back({Severity::Error, fileName, 0, 0, "", "unknown catalog kind \"" + kind + "\""});
        return result;
    }
    readCatalogText(text, fileName, *spec, Origin::Shipped, result.catalog, result.diagnostics);
    checkUniqueIds(result.catalog, result.diagnostics);
    locateDiagnostics(text, result.diagnostics);
    return result;
}

void mergeCatalog(Catalog& base, const Catalog& overlay)
{
    for (const auto& kind : catalogKinds())
        kind.merge(base, overlay);
    if (!overlay.software.empty())
        base.software = overlay.software;
}

void checkCatalogReferences(const Catalog& catalog, Diagnostics& d)
{
    checkUniqueIds(catalog, d);
    checkResolvable(catalog, catalog, d);
}

std::filesystem::path shippedCatalogFolder()
{
    if (const char* env = std::getenv("GPU_PLANNER_CATALOGS"); env && *env)
        return env;
    std::error_code ec;
    // Installed layout: <prefix>/bin/gpu-planner and <prefix>/share/gpu-planner/catalogs.
    const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        auto installed = exe.parent_path().parent_path() / "share" / "gpu-planner" / "catalogs";
        if (std::filesystem::is_directory(installed, ec))
            return installed;
    }
    if (std::filesystem::is_directory(GPU_PLANNER_INSTALLED_CATALOGS, ec))
        return GPU_PLANNER_INSTALLED_CATALOGS;
    return GPU_PLANNER_SOURCE_CATALOGS;
}

std::filesystem::path userCatalogFolder()
{
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
        return std::filesystem::path(xdg) / "gpu-planner" / "catalogs";
    if (const char* home = std::getenv("HOME"); home && *home)
        return std::filesystem::path(home) / ".local" / "share" / "gpu-planner" / "catalogs";
    return {};
}

std::filesystem::path teamCatalogFolderFromEnvironment()
{
    if (const char* env = std::getenv("GPU_PLANNER_TEAM_CATALOGS"); env && *env)
        return env;
    return {};
}

std::optional<Message> teamFolderProblem(const std::filesystem::path& folder, TeamFolderSetting where)
{
    if (folder.empty())
        return std::nullopt;
    std::error_code ec;
    const char* key = nullptr;
    const auto status = std::filesystem::status(folder, ec);
    if (!std::filesystem::exists(status))
        key = "catalog.team_folder.missing";
    else if (!std::filesystem::is_directory(status))
        key = "catalog.team_folder.not_folder";
    else if (std::filesystem::directory_iterator(folder, ec); ec)
        key = "catalog.team_folder.unreadable";
    if (!key)
        return std::nullopt;
    const char* setting = where == TeamFolderSetting::CommandLine ? "catalog.team_folder.from_command_line"
        : where == TeamFolderSetting::Setting                     ? "catalog.team_folder.from_setting"
                                                                  : "catalog.team_folder.from_environment";
    return Message(key, {{"folder", folder.string()}, {"where", phrase(setting)}});
}

CatalogLoadResult loadCatalogs(const std::filesystem::path& shipped, const std::filesystem::path& team,
                               const std::filesystem::path& user)
{
    CatalogLoadResult result = loadCatalogFolder(shipped, Origin::Shipped, true);
    const auto layer = [&result](const std::filesystem::path& folder, Origin origin) {
        std::error_code ec;
        if (folder.empty() || !std::filesystem::is_directory(folder, ec))
            return;
        CatalogLoadResult overlay = loadCatalogFolder(folder, origin, false, &result.catalog);
        result.diagnostics.insert(result.diagnostics.end(), overlay.diagnostics.begin(), overlay.diagnostics.end());
        mergeCatalog(result.catalog, overlay.catalog);
    };
    layer(team, Origin::TeamCatalog);
    layer(user, Origin::UserCatalog);
    return result;
}

bool isCompleteCatalogFolder(const std::filesystem::path& folder)
{
    std::error_code ec;
    return std::all_of(catalogKinds().begin(), catalogKinds().end(), [&](const CatalogKind& kind) {
        return !kind.required || std::filesystem::exists(folder / kind.fileName, ec);
    });
}

} // namespace planner
