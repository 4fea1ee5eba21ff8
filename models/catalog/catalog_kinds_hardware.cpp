// The server parts: GPUs, CPUs, memory modules, NVMe drives, network adapters and platforms. Each kind
// is its file, its names, its prices and its columns in the order people see them (catalog_kinds.h).
#include "models/catalog/catalog_entries.h"
#include "models/catalog/catalog_enum_names.h"

namespace planner::catalog_entries {

namespace {

using Context = CatalogCellContext;

Arg marketStatusText(MarketStatus status)
{
    switch (status) {
    case MarketStatus::Available:
        return phrase("catalog.market.available");
    case MarketStatus::LicenceRequired:
        return phrase("catalog.market.licence_required");
    case MarketStatus::PresumptionOfDenial:
        return phrase("catalog.market.presumption_of_denial");
    case MarketStatus::Barred:
        return phrase("catalog.market.barred");
    case MarketStatus::NotSold:
        return phrase("catalog.market.not_sold");
    }
    return {};
}

Arg marketRule(const MarketAvailability& a)
{
    return phrase("catalog.format.market_rule", {{"market", a.market}, {"rule", a.rule}, {"since", a.since}});
}

// A number a kind may lack: "none" (sorted as 0) when it is 0.
CatalogCell optionalNumber(double value, int decimals)
{
    return value > 0 ? numberCell(value, decimals) : textCell(phrase("catalog.value.none"), 0.0);
}

CatalogCell ddrCell(int generation)
{
    return textCell(phrase("catalog.format.ddr", {{"gen", std::to_string(generation)}}), generation);
}

// ---- Readers: one entry of each kind from its JSON object ----

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
    if (const nlohmann::json* markets = r.array("availability", false)) {
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
    p.nameZh = r.string("nameZh", false);
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

CatalogKind gpuKind()
{
    KindBuilder<Gpu> k({.fileName = "gpus.json",
                        .name = "gpus",
                        .entryKind = "gpu",
                        .label = "GPU",
                        .plural = "GPUs",
                        .title = "catalog.kind.gpus",
                        .displayOrder = 1,
                        .loadOrder = 1},
                       &Catalog::gpus, readGpu);
    k.prices({{"price", "catalog.priced.per_card", &Gpu::price}});
    k.text("name", "catalog.gpu.name", &Gpu::name);
    k.text("vendor", "catalog.column.vendor", &Gpu::vendor);
    k.column("class", "catalog.gpu.class", [](const Gpu& g, const Context&) {
        switch (g.gpuClass) {
        case GpuClass::Consumer:
            return textCell(phrase("catalog.class.consumer"), 0);
        case GpuClass::Workstation:
            return textCell(phrase("catalog.class.workstation"), 1);
        case GpuClass::DataCenter:
            break;
        }
        return textCell(phrase("catalog.class.datacenter"), 2);
    });
    k.column("memory", "catalog.gpu.memory", [](const Gpu& g, const Context&) {
        return textCell(
            phrase("catalog.format.gpu_memory", {{"gb", groupedNumber(g.memoryGB)}, {"type", g.memoryType}}),
            g.memoryGB);
    });
    k.number("bandwidth", "catalog.gpu.bandwidth", &Gpu::bandwidthGBs);
    k.number("bf16", "catalog.gpu.bf16", &Gpu::bf16Tflops, 1);
    k.column(
        "fp8", "catalog.gpu.fp8", [](const Gpu& g, const Context&) { return optionalNumber(g.fp8Tflops, 1); },
        CellAlign::Right);
    k.number("fp32", "catalog.gpu.fp32", &Gpu::fp32Tflops, 1);
    k.number("tdp", "catalog.column.tdp", &Gpu::tdpW);
    k.column("form", "catalog.gpu.form",
             [](const Gpu& g, const Context&) { return textCell(phrase(formFactorText(g.formFactor))); });
    k.column("link", "catalog.gpu.link", [](const Gpu& g, const Context&) { return textCell(g.link, g.linkGBs); });
    k.column("ecc", "catalog.gpu.ecc", [](const Gpu& g, const Context&) { return yesNoCell(g.ecc); });
    k.price("price", "catalog.column.price", &Gpu::price);
    k.column("market", "catalog.gpu.market", [](const Gpu& g, const Context& c) {
        if (c.market.empty())
            return textCell(phrase("catalog.value.no_region"));
        for (const auto& a : g.availability) {
            if (a.market != c.market)
                continue;
            CatalogCell cell = textCell(marketStatusText(a.status), static_cast<int>(a.status));
            cell.toolTip.push_back(marketRule(a));
            return cell;
        }
        return textCell(phrase("catalog.value.unknown"), 99);
    });
    k.toolTip("catalog.gpu.market.tip");
    k.details();
    k.text("architecture", "catalog.column.architecture", &Gpu::architecture);
    k.column(
        "int8", "catalog.gpu.int8", [](const Gpu& g, const Context&) { return optionalNumber(g.int8Tops, 0); },
        CellAlign::Right);
    k.number("pcieGen", "catalog.column.pcie_gen", &Gpu::pcieGen);
    k.number("slotWidth", "catalog.gpu.slot_width", &Gpu::slotWidth);
    k.number("linkBandwidth", "catalog.gpu.link_bandwidth", &Gpu::linkGBs, 1);
    k.number("linkDomain", "catalog.gpu.link_domain", &Gpu::linkDomain);
    k.toolTip("catalog.gpu.link_domain.tip");
    k.column("p2p", "catalog.gpu.p2p", [](const Gpu& g, const Context&) { return yesNoCell(g.p2p); });
    k.toolTip("catalog.gpu.p2p.tip");
    k.text("stack", "catalog.gpu.stack", &Gpu::softwareStack);
    k.text("minCuda", "catalog.gpu.min_cuda", &Gpu::minCuda);
    k.text("minDriver", "catalog.gpu.min_driver", &Gpu::minDriver);
    k.column("licence", "catalog.gpu.licence",
             [](const Gpu& g, const Context&) { return yesNoCell(g.datacenterLicence); });
    k.toolTip("catalog.gpu.licence.tip");
    k.column("markets", "catalog.gpu.markets", [](const Gpu& g, const Context&) {
        CatalogCell cell;
        cell.separator = "; ";
        for (const auto& a : g.availability) {
            cell.text.push_back(
                phrase("catalog.format.market_status", {{"market", a.market}, {"status", marketStatusText(a.status)}}));
            cell.toolTip.push_back(marketRule(a));
        }
        return cell;
    });
    k.toolTip("catalog.gpu.markets.tip");
    k.idColumn();
    return k.build();
}

CatalogKind cpuKind()
{
    KindBuilder<Cpu> k({.fileName = "cpus.json",
                        .name = "cpus",
                        .entryKind = "cpu",
                        .label = "CPU",
                        .plural = "CPUs",
                        .title = "catalog.kind.cpus",
                        .displayOrder = 2,
                        .loadOrder = 2},
                       &Catalog::cpus, readCpu);
    k.prices({{"price", "catalog.priced.per_cpu", &Cpu::price}});
    k.text("name", "catalog.cpu.name", &Cpu::name);
    k.text("vendor", "catalog.column.vendor", &Cpu::vendor);
    k.number("cores", "catalog.cpu.cores", &Cpu::cores);
    k.number("pcieLanes", "catalog.column.pcie_lanes", &Cpu::pcieLanes);
    k.number("pcieGen", "catalog.column.pcie_gen", &Cpu::pcieGen);
    k.number("channels", "catalog.cpu.channels", &Cpu::memoryChannels);
    k.column("memory", "catalog.cpu.memory", [](const Cpu& c, const Context&) {
        return textCell(phrase("catalog.format.ddr_speed",
                               {{"gen", std::to_string(c.ddrGen)}, {"speed", std::to_string(c.maxMemoryMTs)}}),
                        c.ddrGen * 100000 + c.maxMemoryMTs);
    });
    k.number("tdp", "catalog.column.tdp", &Cpu::tdpW);
    k.number("maxSockets", "catalog.cpu.max_sockets", &Cpu::maxSockets);
    k.price("price", "catalog.column.price", &Cpu::price);
    k.idColumn();
    return k.build();
}

CatalogKind memoryKind()
{
    KindBuilder<MemoryModule> k({.fileName = "memory.json",
                                 .name = "memory",
                                 .entryKind = "memory",
                                 .label = "memory module",
                                 .plural = "memory modules",
                                 .title = "catalog.kind.memory",
                                 .displayOrder = 3,
                                 .loadOrder = 3},
                                &Catalog::memory, readMemory);
    k.prices({{"price", "catalog.priced.per_module", &MemoryModule::price}});
    k.text("name", "catalog.memory.name", &MemoryModule::name);
    k.number("capacity", "catalog.memory.capacity", &MemoryModule::capacityGB);
    k.column("ddr", "catalog.column.ddr_gen", [](const MemoryModule& m, const Context&) { return ddrCell(m.ddrGen); });
    k.number("speed", "catalog.memory.speed", &MemoryModule::speedMTs);
    k.text("type", "catalog.memory.type", &MemoryModule::moduleType);
    k.price("price", "catalog.column.price", &MemoryModule::price);
    k.idColumn();
    return k.build();
}

CatalogKind nvmeKind()
{
    KindBuilder<NvmeDrive> k({.fileName = "nvme.json",
                              .name = "nvme",
                              .entryKind = "nvme",
                              .label = "NVMe drive",
                              .plural = "NVMe drives",
                              .title = "catalog.kind.nvme",
                              .displayOrder = 4,
                              .loadOrder = 4},
                             &Catalog::nvme, readNvme);
    k.prices({{"price", "catalog.priced.per_drive", &NvmeDrive::price}});
    k.text("name", "catalog.nvme.name", &NvmeDrive::name);
    k.number("capacity", "catalog.nvme.capacity", &NvmeDrive::capacityTB, 2);
    k.number("read", "catalog.nvme.read", &NvmeDrive::readGBs, 1);
    k.number("write", "catalog.nvme.write", &NvmeDrive::writeGBs, 1);
    k.text("interface", "catalog.nvme.interface", &NvmeDrive::interface);
    k.number("endurance", "catalog.nvme.endurance", &NvmeDrive::enduranceDWPD, 1);
    k.toolTip("catalog.nvme.endurance.tip");
    k.number("power", "catalog.column.power", &NvmeDrive::powerW);
    k.price("price", "catalog.column.price", &NvmeDrive::price);
    k.details();
    k.number("pcieGen", "catalog.column.pcie_gen", &NvmeDrive::pcieGen);
    k.idColumn();
    return k.build();
}

CatalogKind nicKind()
{
    KindBuilder<Nic> k({.fileName = "nics.json",
                        .name = "nics",
                        .entryKind = "nic",
                        .label = "NIC",
                        .plural = "NICs",
                        .title = "catalog.kind.nics",
                        .displayOrder = 5,
                        .loadOrder = 5},
                       &Catalog::nics, readNic);
    k.prices({{"price", "catalog.priced.per_adapter", &Nic::price},
              {"costPerPort", "catalog.priced.per_port", &Nic::costPerPort}});
    k.text("name", "catalog.nic.name", &Nic::name);
    k.column("technology", "catalog.nic.technology", [](const Nic& n, const Context&) {
        switch (n.technology) {
        case NetworkTechnology::Ethernet:
            return textCell(phrase("catalog.technology.ethernet"));
        case NetworkTechnology::RoCE:
            return textCell(phrase("catalog.technology.roce"));
        case NetworkTechnology::InfiniBand:
            break;
        }
        return textCell(phrase("catalog.technology.infiniband"));
    });
    k.number("speed", "catalog.nic.speed", &Nic::gbpsPerPort);
    k.number("ports", "catalog.nic.ports", &Nic::ports);
    k.column("rdma", "catalog.nic.rdma", [](const Nic& n, const Context&) { return yesNoCell(n.rdma); });
    k.column("pcie", "catalog.nic.pcie", [](const Nic& n, const Context&) {
        return textCell(phrase("catalog.format.pcie_link",
                               {{"gen", std::to_string(n.pcieGen)}, {"lanes", std::to_string(n.pcieLanes)}}),
                        n.pcieGen * 100 + n.pcieLanes);
    });
    k.number("power", "catalog.column.power", &Nic::powerW);
    k.price("price", "catalog.column.price", &Nic::price);
    k.column(
        "portCost", "catalog.nic.port_cost",
        [](const Nic& n, const Context& c) {
            CatalogCell cell = priceCell(c.catalog, n.costPerPort ? &*n.costPerPort : nullptr);
            if (n.costPerPort)
                cell.toolTip.push_back(phrase("catalog.nic.port_cost.tip"));
            return cell;
        },
        CellAlign::Right);
    k.toolTip("catalog.nic.port_cost.tip");
    k.idColumn();
    return k.build();
}

CatalogKind platformKind()
{
    KindBuilder<Platform> k({.fileName = "platforms.json",
                             .name = "platforms",
                             .entryKind = "platform",
                             .label = "platform",
                             .plural = "platforms",
                             .title = "catalog.kind.platforms",
                             .displayOrder = 6,
                             .loadOrder = 6},
                            &Catalog::platforms, readPlatform);
    k.prices({{"price", "catalog.priced.platform", &Platform::price}});
    k.bilingualName("name", "catalog.platform.name", &Platform::name, &Platform::nameZh);
    k.text("kind", "catalog.platform.kind", &Platform::kind);
    k.number("gpuSlots", "catalog.platform.gpu_slots", &Platform::gpuSlots);
    k.column("formFactors", "catalog.platform.form_factors", [](const Platform& p, const Context&) {
        CatalogCell cell;
        for (FormFactor f : p.formFactors)
            cell.text.push_back(phrase(formFactorText(f)));
        return cell;
    });
    k.number("sockets", "catalog.platform.sockets", &Platform::cpuSockets);
    k.number("dimmSlots", "catalog.platform.dimm_slots", &Platform::dimmSlots);
    k.number("nvmeBays", "catalog.platform.nvme_bays", &Platform::nvmeBays);
    k.number("pcieLanes", "catalog.column.pcie_lanes", &Platform::pcieLanes);
    k.column("psu", "catalog.platform.psu", [](const Platform& p, const Context&) {
        return textCell(phrase("catalog.format.psu",
                               {{"count", std::to_string(p.psuCount)},
                                {"watts", groupedNumber(p.psuW)},
                                {"redundant", std::to_string(p.psuRedundant)}}),
                        p.psuW * p.psuCount);
    });
    k.toolTip("catalog.platform.psu.tip");
    k.column("rackUnits", "catalog.platform.rack_units", [](const Platform& p, const Context&) {
        return textCell(phrase("catalog.format.rack_units", {{"units", std::to_string(p.rackUnits)}}), p.rackUnits);
    });
    k.price("price", "catalog.column.price", &Platform::price);
    k.toolTip("catalog.platform.price.tip");
    k.details();
    k.column("allowedGpus", "catalog.platform.allowed_gpus", [](const Platform& p, const Context&) {
        return listCell(p.allowedGpus, phrase("catalog.value.any_form_factor"));
    });
    k.number("maxSlotWidth", "catalog.platform.max_slot_width", &Platform::maxSlotWidth);
    k.column("cpuVendors", "catalog.platform.cpu_vendors",
             [](const Platform& p, const Context&) { return listCell(p.cpuVendors, phrase("catalog.value.any")); });
    k.column("ddr", "catalog.column.ddr_gen", [](const Platform& p, const Context&) { return ddrCell(p.ddrGen); });
    k.number("pcieSwitches", "catalog.platform.pcie_switches", &Platform::pcieSwitches);
    k.number("basePower", "catalog.platform.base_power", &Platform::basePowerW);
    k.toolTip("catalog.platform.base_power.tip");
    k.idColumn();
    return k.build();
}

} // namespace

std::vector<CatalogKind> hardwareKinds()
{
    return {gpuKind(), cpuKind(), memoryKind(), nvmeKind(), nicKind(), platformKind()};
}

} // namespace planner::catalog_entries
