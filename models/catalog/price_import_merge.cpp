// The mapping tables of a price import, and writing its offerings into a catalog file.

#include "models/base/json_reader.h"
#include "models/catalog/catalog_enum_names.h"
#include "models/catalog/catalog_io.h"
#include "models/catalog/price_import.h"

#include <functional>
#include <map>

namespace planner {

namespace {

using OrderedJson = nlohmann::ordered_json;

const std::string* lookUp(const std::map<std::string, std::map<std::string, std::string>>& table,
                          const std::string& provider, const std::string& name)
{
    for (const std::string& key : {provider, std::string("*")}) {
        const auto byProvider = table.find(key);
        if (byProvider == table.end())
            continue;
        const auto it = byProvider->second.find(name);
        if (it != byProvider->second.end())
            return &it->second;
    }
    return nullptr;
}

// Reads one table ("accelerators", "regions"): provider -> name -> id, each id one `exists` knows.
void readTable(const nlohmann::json& document, const char* key, const std::string& file,
               const std::function<bool(const std::string&)>& exists, const char* what,
               std::map<std::string, std::map<std::string, std::string>>& into, Diagnostics& d)
{
    const auto table = document.find(key);
    if (table == document.end())
        return;
    if (!table->is_object()) {
        d.push_back({Severity::Error, file, 0, 0, key, "expected an object of providers"});
        return;
    }
    for (const auto& [provider, names] : table->items()) {
        const std::string path = childPath(key, provider);
        if (!names.is_object()) {
            d.push_back({Severity::Error, file, 0, 0, path, "expected an object of names"});
            continue;
        }
        for (const auto& [name, id] : names.items()) {
            if (!id.is_string() || !exists(id.get<std::string>())) {
                d.push_back({Severity::Error, file, 0, 0, childPath(path, name),
                             std::string("expected the id of a ") + what + " in the catalogs, got " + id.dump()});
                continue;
            }
            into[provider][name] = id.get<std::string>();
        }
    }
}

std::optional<double> amountOf(const OrderedJson& offering, const char* term)
{
    const auto prices = offering.find("prices");
    if (prices == offering.end() || !prices->is_array())
        return std::nullopt;
    for (const auto& price : *prices)
        if (price.is_object() && price.value("term", "") == term && price.contains("amount")
            && price["amount"].is_number())
            return price["amount"].get<double>();
    return std::nullopt;
}

std::optional<double> headlineAmount(const OrderedJson& offering)
{
    const auto onDemand = amountOf(offering, "on_demand");
    return onDemand ? onDemand : amountOf(offering, "spot");
}

OrderedJson offeringJson(const ImportedOffering& o, const PriceImportOptions& options, const ImportNames& names)
{
    const auto provider = names.providers.find(options.provider);
    const ImportNames::Provider known = provider != names.providers.end()
        ? provider->second
        : ImportNames::Provider {options.provider, ProviderClass::GpuCloud, BillingUnit::Hour};
    const char* format = options.format == PriceFormat::SkyPilot ? "SkyPilot" : "gpuhunt";
    std::string notes = std::string("Imported from ") + format + " " + options.sourceName + ": " + o.instance + " in "
        + o.providerRegion + ", the price per instance-hour divided by its " + std::to_string(o.gpusPerServer)
        + (o.gpusPerServer == 1 ? " GPU." : " GPUs.");
    if (o.rows > 1)
        notes += " Made of " + std::to_string(o.rows)
            + " rows (availability zones or regions mapped to this one): the lowest price of each term is kept.";
    OrderedJson entry;
    entry["id"] = o.id;
    entry["provider"] = known.name;
    entry["region"] = o.regionId;
    entry["gpu"] = o.gpuId;
    entry["gpusPerServer"] = o.gpusPerServer;
    entry["providerClass"] = enumName(known.providerClass);
    entry["interruptible"] = !o.onDemand; // only spot rows: the host may stop it
    entry["billingUnit"] = enumName(known.billingUnit);
    entry["notes"] = notes;
    entry["source"] = options.sourceName;
    entry["as_of"] = options.asOf;
    OrderedJson prices = OrderedJson::array();
    for (const auto& [term, amount] : {std::pair {"on_demand", o.onDemand}, std::pair {"spot", o.spot}}) {
        if (!amount)
            continue;
        prices.push_back({{"term", term},
                          {"unit", "gpu_hour"},
                          {"amount", *amount},
                          {"currency", "USD"},
                          {"source", options.sourceName},
                          {"as_of", options.asOf}});
    }
    entry["prices"] = prices;
    return entry;
}

} // namespace

const std::string* ImportNames::gpuFor(const std::string& provider, const std::string& name) const
{
    return lookUp(accelerators, provider, name);
}

const std::string* ImportNames::regionFor(const std::string& provider, const std::string& region) const
{
    return lookUp(regions, provider, region);
}

ImportNames loadImportNames(const std::vector<std::filesystem::path>& folders, const Catalog& catalog,
                            Diagnostics& diagnostics)
{
    ImportNames names;
    for (const auto& folder : folders) {
        std::error_code ec;
        const auto path = folder / kImportNamesFileName;
        if (folder.empty() || !std::filesystem::exists(path, ec))
            continue;
        const std::string file = path.string();
        const auto text = readTextFile(path, kMaxCatalogBytes, diagnostics);
        if (!text)
            continue;
        const auto document = parseJson(*text, file, JsonLimits {kMaxCatalogBytes, 8}, diagnostics);
        if (!document)
            continue;
        if (!document->is_object() || document->value("kind", "") != "import-names") {
            diagnostics.push_back({Severity::Error, file, 1, 1, "kind", "expected \"kind\": \"import-names\""});
            continue;
        }
        Diagnostics found;
        if (const auto providers = document->find("providers"); providers != document->end()) {
            for (const auto& [key, value] : providers->items()) {
                const std::string where = childPath("providers", key);
                if (!value.is_object() || !value.contains("name") || !value["name"].is_string()) {
                    found.push_back({Severity::Error, file, 0, 0, where, "expected {\"name\": ..., \"class\": ...}"});
                    continue;
                }
                ImportNames::Provider provider {value["name"].get<std::string>(), ProviderClass::GpuCloud,
                                                BillingUnit::Hour};
                if (const auto c = enumFromName<ProviderClass>(value.value("class", "gpu_cloud")))
                    provider.providerClass = *c;
                else
                    found.push_back({Severity::Error, file, 0, 0, childPath(where, "class"),
                                     "expected hyperscaler, gpu_cloud, marketplace or baremetal_idc"});
                if (const auto b = enumFromName<BillingUnit>(value.value("billingUnit", "hour")))
                    provider.billingUnit = *b;
                else
                    found.push_back({Severity::Error, file, 0, 0, childPath(where, "billingUnit"),
                                     "expected second, minute, hour or month"});
                names.providers[key] = provider;
            }
        }
        readTable(
            *document, "accelerators", file, [&](const std::string& id) { return catalog.gpu(id) != nullptr; }, "GPU",
            names.accelerators, found);
        readTable(
            *document, "regions", file, [&](const std::string& id) { return catalog.region(id) != nullptr; }, "region",
            names.regions, found);
        locateDiagnostics(*text, found);
        diagnostics.insert(diagnostics.end(), found.begin(), found.end());
    }
    return names;
}

std::optional<CatalogFileUpdate> mergeImport(const std::string& existingText, const std::string& file,
                                             const PriceImport& import, const PriceImportOptions& options,
                                             const ImportNames& names, Diagnostics& diagnostics)
{
    OrderedJson document
        = {{"formatVersion", kCatalogFormatVersion}, {"kind", "offerings"}, {"items", OrderedJson::array()}};
    if (!existingText.empty()) {
        // Ordered, so that the file keeps its keys where the team wrote them and diffs stay small.
        document = OrderedJson::parse(existingText, nullptr, false);
        if (document.is_discarded() || !document.is_object() || !document.contains("items")
            || !document["items"].is_array()) {
            diagnostics.push_back({Severity::Error, file, 0, 0, "",
                                   "not a catalog of offerings (expected an object with an \"items\" array); "
                                   "fix it or move it away before importing"});
            return std::nullopt;
        }
    }
    const std::string prefix = importIdPrefix(options.format, options.provider);
    std::map<std::string, OrderedJson> previous;
    OrderedJson kept = OrderedJson::array();
    for (auto& item : document["items"]) {
        const std::string id = item.is_object() ? item.value("id", "") : "";
        if (id.starts_with(prefix))
            previous.emplace(id, std::move(item));
        else
            kept.push_back(std::move(item));
    }
    CatalogFileUpdate update;
    for (const auto& offering : import.offerings) {
        OrderedJson entry = offeringJson(offering, options, names);
        const auto old = previous.find(offering.id);
        const OfferingChange change {offering.id, old == previous.end() ? std::nullopt : headlineAmount(old->second),
                                     headlineAmount(entry)};
        if (old == previous.end())
            update.added.push_back(change);
        else if (amountOf(old->second, "on_demand") != offering.onDemand
                 || amountOf(old->second, "spot") != offering.spot)
            update.changed.push_back(change);
        else
            ++update.unchanged;
        if (old != previous.end())
            previous.erase(old);
        kept.push_back(std::move(entry));
    }
    for (const auto& [id, entry] : previous)
        update.removed.push_back({id, headlineAmount(entry), std::nullopt});
    document["items"] = std::move(kept);
    update.text = document.dump(2) + "\n";
    return update;
}

} // namespace planner
