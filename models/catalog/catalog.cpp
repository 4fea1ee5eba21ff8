#include "models/catalog/catalog.h"

#include "models/catalog/catalog_kinds.h"

#include <algorithm>

namespace planner {

namespace {

template <typename T> const T* findById(const std::vector<T>& items, const std::string& id)
{
    auto it = std::find_if(items.begin(), items.end(), [&](const T& item) { return item.id == id; });
    return it == items.end() ? nullptr : &*it;
}

} // namespace

const Gpu* Catalog::gpu(const std::string& id) const
{
    return findById(gpus, id);
}
const Cpu* Catalog::cpu(const std::string& id) const
{
    return findById(cpus, id);
}
const MemoryModule* Catalog::memoryModule(const std::string& id) const
{
    return findById(memory, id);
}
const NvmeDrive* Catalog::nvmeDrive(const std::string& id) const
{
    return findById(nvme, id);
}
const Nic* Catalog::nic(const std::string& id) const
{
    return findById(nics, id);
}
const Platform* Catalog::platform(const std::string& id) const
{
    return findById(platforms, id);
}
const CoolingMethod* Catalog::coolingMethod(const std::string& id) const
{
    return findById(cooling, id);
}
const Region* Catalog::region(const std::string& id) const
{
    return findById(regions, id);
}
const ModelPreset* Catalog::model(const std::string& id) const
{
    return findById(models, id);
}

const FxRate* Catalog::fxRate(const std::string& currency) const
{
    auto it = std::find_if(fxRates.begin(), fxRates.end(), [&](const FxRate& r) { return r.currency == currency; });
    return it == fxRates.end() ? nullptr : &*it;
}

const CloudOffering* Catalog::offering(const std::string& id) const
{
    for (const auto& o : offerings)
        if (o.id == id)
            return &o;
    return nullptr;
}

std::vector<const CloudOffering*> Catalog::offeringsIn(const std::string& regionId) const
{
    std::vector<const CloudOffering*> result;
    for (const auto& offering : offerings)
        if (offering.regionId == regionId)
            result.push_back(&offering);
    return result;
}

std::optional<double> Catalog::convert(double amount, const std::string& from, const std::string& to) const
{
    if (from == to)
        return amount;
    const double fromPerUsd = from == "USD" ? 1.0 : (fxRate(from) ? fxRate(from)->perUsd : 0.0);
    const double toPerUsd = to == "USD" ? 1.0 : (fxRate(to) ? fxRate(to)->perUsd : 0.0);
    if (fromPerUsd <= 0.0 || toPerUsd <= 0.0)
        return std::nullopt;
    return amount / fromPerUsd * toPerUsd;
}

std::vector<std::string> idsOf(const Catalog& catalog, const std::string& kind)
{
    const CatalogKind* k = catalogKindOfEntry(kind);
    return k ? k->ids(catalog) : std::vector<std::string> {};
}

const MarketAvailability* marketAvailability(const Gpu& gpu, const std::string& market)
{
    for (const auto& a : gpu.availability)
        if (a.market == market)
            return &a;
    return nullptr;
}

std::optional<MarketStatus> marketStatus(const Gpu& gpu, const std::string& market)
{
    const MarketAvailability* a = marketAvailability(gpu, market);
    return a ? std::optional<MarketStatus>(a->status) : std::nullopt;
}

bool cannotBuyNew(const Gpu& gpu, const std::string& market)
{
    const auto status = marketStatus(gpu, market);
    return status
        && (*status == MarketStatus::Barred || *status == MarketStatus::PresumptionOfDenial
            || *status == MarketStatus::NotSold);
}

} // namespace planner
