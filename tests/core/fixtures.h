#pragma once
// Small, self-contained catalog and scenario for core tests. Figures are real-looking (datasheets,
// domain-data.md); prices marked estimate = true are planning estimates. Keep this file stable: the
// estimator, rules and TCO tests all build on it. Add entries; do not change existing ones.

#include "models/catalog/catalog.h"
#include "models/catalog/catalog_io.h"
#include "models/plan/plan.h"

#include <string>
#include <vector>

namespace planner::testing {

inline Provenance fixtureSource(const std::string& source, const std::string& asOf, bool estimate = false)
{
    Provenance p;
    p.source = source;
    p.asOf = asOf;
    p.estimate = estimate;
    p.method = estimate ? "planning estimate for tests" : "";
    p.file = "tests/core/fixtures.h";
    return p;
}

inline Price fixturePrice(double amount, const std::string& currency, const std::string& source,
                          const std::string& asOf, bool estimate = false)
{
    return Price {Money {amount, currency}, fixtureSource(source, asOf, estimate)};
}

inline Catalog fixtureCatalog()
{
    Catalog c;

    // ---- GPUs (domain-data.md A1/A2) ----
    {
        Gpu g;
        g.id = "a100-80gb-sxm";
        g.name = "NVIDIA A100 80GB SXM4";
        g.vendor = "NVIDIA";
        g.architecture = "Ampere";
        g.gpuClass = GpuClass::DataCenter;
        g.memoryGB = 80;
        g.memoryType = "HBM2e";
        g.bandwidthGBs = 2039;
        g.bf16Tflops = 312;
        g.int8Tops = 624;
        g.fp32Tflops = 19.5;
        g.tdpW = 400;
        g.formFactor = FormFactor::SXM;
        g.pcieGen = 4;
        g.slotWidth = 0;
        g.link = "NVLink3";
        g.linkGBs = 600;
        g.linkDomain = 8; // an HGX or Atlas board: every GPU on one switch or mesh
        g.softwareStack = "CUDA";
        g.minCuda = "11.0";
        g.minDriver = "450.80.02";
        g.price = fixturePrice(12000, "USD", "used-market survey", "2026-11-01", true);
        g.availability = {{"CN", MarketStatus::PresumptionOfDenial, "US EAR 3A090, rule of 2022-10-07", "2022-10-07"},
                          {"US", MarketStatus::Available, "", ""},
                          {"SG", MarketStatus::Available, "", ""}};
        g.provenance = fixtureSource("NVIDIA A100 datasheet", "2021-06-01");
        c.gpus.push_back(g);
    }
    {
        Gpu g;
        g.id = "h100-sxm";
        g.name = "NVIDIA H100 SXM5";
        g.vendor = "NVIDIA";
        g.architecture = "Hopper";
        g.memoryGB = 80;
        g.memoryType = "HBM3";
        g.bandwidthGBs = 3350;
        g.bf16Tflops = 989;
        g.fp8Tflops = 1979;
        g.int8Tops = 1979;
        g.fp32Tflops = 67;
        g.tdpW = 700;
        g.formFactor = FormFactor::SXM;
        g.pcieGen = 5;
        g.slotWidth = 0;
        g.link = "NVLink4";
        g.linkGBs = 900;
        g.linkDomain = 8; // an HGX or Atlas board: every GPU on one switch or mesh
        g.softwareStack = "CUDA";
        g.minCuda = "12.0";
        g.minDriver = "525.60.13";
        g.price = fixturePrice(27500, "USD", "market reports", "2026-11-01", true);
        g.availability = {{"CN", MarketStatus::PresumptionOfDenial, "US EAR 3A090, rule of 2022-10-07", "2022-10-07"},
                          {"US", MarketStatus::Available, "", ""},
                          {"SG", MarketStatus::Available, "", ""}};
        g.provenance = fixtureSource("NVIDIA H100 datasheet", "2023-01-01");
        c.gpus.push_back(g);
    }
    {
        Gpu g;
        g.id = "h800-sxm";
        g.name = "NVIDIA H800 SXM";
        g.vendor = "NVIDIA";
        g.architecture = "Hopper";
        g.memoryGB = 80;
        g.memoryType = "HBM3";
        g.bandwidthGBs = 3350;
        g.bf16Tflops = 989;
        g.fp8Tflops = 1979;
        g.fp32Tflops = 67;
        g.tdpW = 700;
        g.formFactor = FormFactor::SXM;
        g.pcieGen = 5;
        g.slotWidth = 0;
        g.link = "NVLink4";
        g.linkGBs = 400;
        g.linkDomain = 8; // an HGX or Atlas board: every GPU on one switch or mesh
        g.softwareStack = "CUDA";
        g.minCuda = "12.0";
        g.minDriver = "525.60.13";
        g.price = fixturePrice(250000, "CNY", "8-GPU server quotes / 8", "2023-09-01", true);
        g.availability = {{"CN", MarketStatus::PresumptionOfDenial, "US EAR rule of 2023-10-17", "2023-11-17"},
                          {"US", MarketStatus::NotSold, "China variant", ""}};
        g.provenance = fixtureSource("aiwiki.ai H800", "2024-01-01");
        c.gpus.push_back(g);
    }
    {
        Gpu g;
        g.id = "rtx-4090";
        g.name = "NVIDIA GeForce RTX 4090";
        g.vendor = "NVIDIA";
        g.architecture = "Ada";
        g.gpuClass = GpuClass::Consumer;
        g.memoryGB = 24;
        g.memoryType = "GDDR6X";
        g.bandwidthGBs = 1008;
        g.bf16Tflops = 165;
        g.fp8Tflops = 330;
        g.int8Tops = 660;
        g.fp32Tflops = 82.6;
        g.tdpW = 450;
        g.formFactor = FormFactor::PCIe;
        g.pcieGen = 4;
        g.slotWidth = 3;
        g.link = "none";
        g.linkGBs = 0;
        g.p2p = false;
        g.ecc = false;
        g.softwareStack = "CUDA";
        g.minCuda = "11.8";
        g.minDriver = "520.61.05";
        g.datacenterLicence = false;
        g.price = fixturePrice(1599, "USD", "NVIDIA launch MSRP", "2022-10-12");
        g.availability = {{"CN", MarketStatus::LicenceRequired, "US EAR rule of 2023-10-17", "2023-11-17"},
                          {"US", MarketStatus::Available, "", ""},
                          {"SG", MarketStatus::Available, "", ""}};
        g.provenance = fixtureSource("NVIDIA Ada architecture whitepaper", "2022-10-12");
        c.gpus.push_back(g);
    }
    {
        Gpu g;
        g.id = "rtx-4090d";
        g.name = "NVIDIA GeForce RTX 4090 D";
        g.vendor = "NVIDIA";
        g.architecture = "Ada";
        g.gpuClass = GpuClass::Consumer;
        g.memoryGB = 24;
        g.memoryType = "GDDR6X";
        g.bandwidthGBs = 1008;
        g.bf16Tflops = 147;
        g.fp8Tflops = 294;
        g.fp32Tflops = 73.5;
        g.tdpW = 425;
        g.formFactor = FormFactor::PCIe;
        g.slotWidth = 3;
        g.link = "none";
        g.p2p = false;
        g.ecc = false;
        g.softwareStack = "CUDA";
        g.minCuda = "11.8";
        g.minDriver = "520.61.05";
        g.datacenterLicence = false;
        g.price = fixturePrice(12999, "CNY", "NVIDIA China launch price", "2023-12-28");
        g.availability = {{"CN", MarketStatus::Available, "China variant", "2023-12-28"}};
        g.provenance = fixtureSource("domain-data.md A1 (derived)", "2024-01-01", true);
        c.gpus.push_back(g);
    }
    {
        Gpu g;
        g.id = "l40s";
        g.name = "NVIDIA L40S";
        g.vendor = "NVIDIA";
        g.architecture = "Ada";
        g.memoryGB = 48;
        g.memoryType = "GDDR6";
        g.bandwidthGBs = 864;
        g.bf16Tflops = 362;
        g.fp8Tflops = 733;
        g.fp32Tflops = 91.6;
        g.tdpW = 350;
        g.formFactor = FormFactor::PCIe;
        g.pcieGen = 4;
        g.slotWidth = 2;
        g.link = "none";
        g.softwareStack = "CUDA";
        g.minCuda = "11.8";
        g.minDriver = "525.60.13";
        g.price = fixturePrice(8000, "USD", "reseller listings", "2026-06-01", true);
        g.availability = {{"CN", MarketStatus::NotSold, "US EAR rule of 2023-10-17", "2023-11-17"},
                          {"US", MarketStatus::Available, "", ""}};
        g.provenance = fixtureSource("NVIDIA L40S datasheet", "2023-08-01");
        c.gpus.push_back(g);
    }
    {
        Gpu g;
        g.id = "ascend-910b";
        g.name = "Huawei Ascend 910B";
        g.vendor = "Huawei";
        g.architecture = "Da Vinci";
        g.memoryGB = 64;
        g.memoryType = "HBM2e";
        g.bandwidthGBs = 1600;
        g.bf16Tflops = 313;
        g.int8Tops = 640;
        g.fp32Tflops = 0;
        g.tdpW = 400;
        g.formFactor = FormFactor::Module;
        g.slotWidth = 0;
        g.link = "HCCS";
        g.linkGBs = 392;
        g.linkDomain = 8; // an HGX or Atlas board: every GPU on one switch or mesh
        g.softwareStack = "CANN";
        g.price = fixturePrice(120000, "CNY", "Reuters", "2024-02-01", true);
        g.availability = {{"CN", MarketStatus::Available, "", ""},
                          {"SG", MarketStatus::LicenceRequired, "BIS guidance of 2025-05-13 (GP10)", "2025-05-13"}};
        g.provenance = fixtureSource("ai.gitee.com Ascend 910B", "2024-02-01", true);
        c.gpus.push_back(g);
    }

    // ---- CPUs ----
    auto cpu = [&](const std::string& id, const std::string& name, const std::string& vendor, int cores, int lanes,
                   int gen, int channels, int ddr, int mts, double tdp, int maxSockets, double usd) {
        Cpu x;
        x.id = id;
        x.name = name;
        x.vendor = vendor;
        x.cores = cores;
        x.pcieLanes = lanes;
        x.pcieGen = gen;
        x.memoryChannels = channels;
        x.ddrGen = ddr;
        x.maxMemoryMTs = mts;
        x.tdpW = tdp;
        x.maxSockets = maxSockets;
        x.price = fixturePrice(usd, "USD", "vendor recommended customer price", "2024-01-01", true);
        x.provenance = fixtureSource("vendor product page", "2024-01-01");
        c.cpus.push_back(x);
    };
    cpu("xeon-8480p", "Intel Xeon Platinum 8480+", "Intel", 56, 80, 5, 8, 5, 4800, 350, 8, 10710);
    cpu("xeon-4410y", "Intel Xeon Silver 4410Y", "Intel", 12, 80, 5, 8, 5, 4000, 150, 2, 600);
    cpu("xeon-6338", "Intel Xeon Gold 6338", "Intel", 32, 64, 4, 8, 4, 3200, 205, 2, 2700);
    cpu("epyc-9654", "AMD EPYC 9654", "AMD", 96, 128, 5, 12, 5, 4800, 360, 2, 11805);
    cpu("tr-pro-7975wx", "AMD Ryzen Threadripper PRO 7975WX", "AMD", 32, 128, 5, 8, 5, 5200, 350, 1, 3899);

    // ---- Memory ----
    auto dimm = [&](const std::string& id, const std::string& name, double gb, int ddr, int mts, double usd) {
        MemoryModule m;
        m.id = id;
        m.name = name;
        m.capacityGB = gb;
        m.ddrGen = ddr;
        m.speedMTs = mts;
        m.moduleType = "RDIMM";
        m.price = fixturePrice(usd, "USD", "distributor listings", "2026-06-01", true);
        m.provenance = fixtureSource("vendor datasheet", "2024-01-01");
        c.memory.push_back(m);
    };
    dimm("ddr5-64g-4800", "64 GB DDR5-4800 RDIMM", 64, 5, 4800, 260);
    dimm("ddr5-32g-4800", "32 GB DDR5-4800 RDIMM", 32, 5, 4800, 130);
    dimm("ddr4-64g-3200", "64 GB DDR4-3200 RDIMM", 64, 4, 3200, 180);

    // ---- NVMe (domain-data.md D) ----
    auto drive = [&](const std::string& id, const std::string& name, double tb, double r, double w, int gen,
                     double watts, double usd) {
        NvmeDrive d;
        d.id = id;
        d.name = name;
        d.capacityTB = tb;
        d.readGBs = r;
        d.writeGBs = w;
        d.interface = "U.2 PCIe " + std::to_string(gen) + ".0 x4";
        d.pcieGen = gen;
        d.enduranceDWPD = 1;
        d.powerW = watts;
        d.price = fixturePrice(usd, "USD", "distributor listings", "2026-06-01", true);
        d.provenance = fixtureSource("vendor datasheet", "2023-01-01");
        c.nvme.push_back(d);
    };
    drive("pm9a3-7.68", "Samsung PM9A3 7.68 TB", 7.68, 6.5, 3.5, 4, 13, 900);
    drive("micron-9400-30.72", "Micron 9400 PRO 30.72 TB", 30.72, 7.0, 7.0, 4, 25, 3800);
    drive("p4510-1tb", "Intel DC P4510 1 TB", 1.0, 2.85, 1.1, 3, 10, 120);

    // ---- NICs ----
    auto nic = [&](const std::string& id, const std::string& name, NetworkTechnology tech, double gbps, int ports,
                   bool rdma, int gen, int lanes, double watts, double usd, double perPortUsd) {
        Nic n;
        n.id = id;
        n.name = name;
        n.technology = tech;
        n.gbpsPerPort = gbps;
        n.ports = ports;
        n.rdma = rdma;
        n.pcieGen = gen;
        n.pcieLanes = lanes;
        n.powerW = watts;
        n.price = fixturePrice(usd, "USD", "distributor listings", "2026-06-01", true);
        n.costPerPort = fixturePrice(perPortUsd, "USD", "switch + optics share", "2026-06-01", true);
        n.provenance = fixtureSource("NVIDIA networking datasheet", "2023-01-01");
        c.nics.push_back(n);
    };
    nic("cx6-hdr-200", "ConnectX-6 HDR 200G InfiniBand", NetworkTechnology::InfiniBand, 200, 1, true, 4, 16, 23, 1400,
        1500);
    nic("cx7-ndr-400", "ConnectX-7 NDR 400G InfiniBand", NetworkTechnology::InfiniBand, 400, 1, true, 5, 16, 25, 2200,
        2500);
    nic("cx6dx-100g", "ConnectX-6 Dx 100GbE (RoCE)", NetworkTechnology::RoCE, 100, 2, true, 4, 16, 20, 900, 700);
    nic("x710-10g", "Intel X710 10GbE", NetworkTechnology::Ethernet, 10, 2, false, 3, 8, 7, 250, 80);

    // ---- Platforms ----
    {
        Platform p;
        p.id = "hgx-a100-8";
        p.name = "4U HGX A100 8-GPU server (Intel)";
        p.kind = "hgx";
        p.gpuSlots = 8;
        p.formFactors = {FormFactor::SXM};
        p.allowedGpus = {"a100-80gb-sxm"};
        p.maxSlotWidth = 0;
        p.cpuSockets = 2;
        p.cpuVendors = {"Intel"};
        p.dimmSlots = 32;
        p.ddrGen = 5;
        p.nvmeBays = 8;
        p.pcieLanes = 288;
        p.pcieSwitches = 4;
        p.psuW = 3000;
        p.psuCount = 6;
        p.psuRedundant = 3;
        p.rackUnits = 4;
        p.basePowerW = 900;
        p.price = fixturePrice(45000, "USD", "integrator quote", "2026-06-01", true);
        p.provenance = fixtureSource("Supermicro SYS-421GU-TNXR-class datasheet", "2024-01-01", true);
        c.platforms.push_back(p);
    }
    {
        Platform p;
        p.id = "hgx-h100-8";
        p.name = "8U HGX H100 8-GPU server";
        p.kind = "hgx";
        p.gpuSlots = 8;
        p.formFactors = {FormFactor::SXM};
        p.allowedGpus = {"h100-sxm", "h800-sxm"};
        p.maxSlotWidth = 0;
        p.cpuSockets = 2;
        p.cpuVendors = {"Intel", "AMD"};
        p.dimmSlots = 32;
        p.ddrGen = 5;
        p.nvmeBays = 8;
        p.pcieLanes = 288;
        p.pcieSwitches = 4;
        p.psuW = 3000;
        p.psuCount = 6;
        p.psuRedundant = 2;
        p.rackUnits = 8;
        p.basePowerW = 1500;
        p.price = fixturePrice(60000, "USD", "integrator quote", "2026-06-01", true);
        p.provenance = fixtureSource("DGX H100 user guide (comparable)", "2024-01-01", true);
        c.platforms.push_back(p);
    }
    {
        Platform p;
        p.id = "4u-8gpu-pcie";
        p.name = "4U 8-GPU PCIe server";
        p.kind = "4u-8gpu-pcie";
        p.gpuSlots = 8;
        p.formFactors = {FormFactor::PCIe};
        p.maxSlotWidth = 2;
        p.cpuSockets = 2;
        p.cpuVendors = {"Intel", "AMD"};
        p.dimmSlots = 32;
        p.ddrGen = 5;
        p.nvmeBays = 8;
        p.pcieLanes = 192;
        p.pcieSwitches = 2;
        p.psuW = 2700;
        p.psuCount = 4;
        p.psuRedundant = 2;
        p.rackUnits = 4;
        p.basePowerW = 500;
        p.price = fixturePrice(12000, "USD", "integrator quote", "2026-06-01", true);
        p.provenance = fixtureSource("Supermicro SYS-421GE-TNRT-class datasheet", "2024-01-01", true);
        c.platforms.push_back(p);
    }
    {
        Platform p;
        p.id = "tower-4gpu";
        p.name = "Tower workstation, 4 GPUs";
        p.kind = "tower";
        p.gpuSlots = 4;
        p.formFactors = {FormFactor::PCIe};
        p.maxSlotWidth = 3;
        p.cpuSockets = 1;
        p.cpuVendors = {"AMD"};
        p.dimmSlots = 8;
        p.ddrGen = 5;
        p.nvmeBays = 4;
        p.pcieLanes = 128;
        p.psuW = 2200;
        p.psuCount = 1;
        p.psuRedundant = 0;
        p.rackUnits = 5;
        p.basePowerW = 250;
        p.price = fixturePrice(4000, "USD", "integrator quote", "2026-06-01", true);
        p.provenance = fixtureSource("workstation vendor page", "2024-01-01", true);
        c.platforms.push_back(p);
    }
    {
        Platform p;
        p.id = "atlas-800t-a2";
        p.name = "Huawei Atlas 800T A2 (8× Ascend 910B)";
        p.kind = "ascend";
        p.gpuSlots = 8;
        p.formFactors = {FormFactor::Module};
        p.allowedGpus = {"ascend-910b"};
        p.maxSlotWidth = 0;
        p.cpuSockets = 4;
        p.cpuVendors = {"Huawei"};
        p.dimmSlots = 32;
        p.ddrGen = 4;
        p.nvmeBays = 4;
        p.pcieLanes = 160;
        p.psuW = 2600;
        p.psuCount = 4;
        p.psuRedundant = 1;
        p.rackUnits = 4;
        p.basePowerW = 700;
        p.price = fixturePrice(300000, "CNY", "integrator quote", "2025-06-01", true);
        p.provenance = fixtureSource("Huawei Atlas 800T A2 datasheet", "2024-01-01", true);
        c.platforms.push_back(p);
    }
    cpu("kunpeng-920-4826", "Huawei Kunpeng 920 4826", "Huawei", 48, 40, 4, 8, 4, 2933, 150, 4, 1500);

    // ---- Cooling ----
    {
        CoolingMethod m;
        m.id = "air-15kw";
        m.name = "Air cooling, 15 kW per rack";
        m.maxKwPerRack = 15;
        m.typicalPue = 1.5;
        m.capexPerKw = fixturePrice(500, "USD", "planning estimate", "2026-01-01", true);
        m.provenance = fixtureSource("Uptime Institute rack density survey", "2024-01-01", true);
        c.cooling.push_back(m);
    }
    {
        CoolingMethod m;
        m.id = "dlc-60kw";
        m.name = "Direct liquid cooling, 60 kW per rack";
        m.maxKwPerRack = 60;
        m.typicalPue = 1.15;
        m.capexPerKw = fixturePrice(2000, "USD", "planning estimate", "2026-01-01", true);
        m.provenance = fixtureSource("vendor notes", "2024-01-01", true);
        c.cooling.push_back(m);
    }

    // ---- Regions ----
    {
        Region r;
        r.id = "cn-shenzhen";
        r.name = "Shenzhen";
        r.nameZh = "深圳";
        r.market = "CN";
        r.currency = "CNY";
        r.electricityPerKwh = fixturePrice(0.80, "CNY", "planning range 0.6–0.9", "2026-01-01", true);
        r.colocationPerKwMonth = fixturePrice(1300, "CNY", "IDC cabinet quotes", "2026-01-01", true);
        r.defaultPue = 1.45;
        r.vatHardwarePct = 13;
        r.vatServicesPct = 6;
        r.vatRecoverable = true;
        r.opsStaffPerYear = fixturePrice(400000, "CNY", "salary surveys", "2026-01-01", true);
        r.provenance = fixtureSource("domain-data.md F", "2026-01-01", true);
        c.regions.push_back(r);
    }
    {
        Region r;
        r.id = "us-west";
        r.name = "US West (Oregon)";
        r.nameZh = "美西";
        r.market = "US";
        r.currency = "USD";
        r.electricityPerKwh
            = fixturePrice(0.0752, "USD", "EIA Electric Power Annual 2023, OR industrial", "2023-12-31");
        r.colocationPerKwMonth = fixturePrice(184.06, "USD", "CBRE H2 2024", "2024-12-31");
        r.defaultPue = 1.5;
        r.opsStaffPerYear = fixturePrice(200000, "USD", "salary surveys", "2026-01-01", true);
        r.provenance = fixtureSource("domain-data.md F", "2026-01-01");
        c.regions.push_back(r);
    }
    {
        Region r;
        r.id = "sg";
        r.name = "Singapore";
        r.nameZh = "新加坡";
        r.market = "SG";
        r.currency = "SGD";
        r.electricityPerKwh = fixturePrice(0.272, "SGD", "SP Group tariff Q1 2026", "2026-01-01", true);
        r.colocationPerKwMonth = fixturePrice(300, "SGD", "market reports", "2024-01-01", true);
        r.defaultPue = 1.45;
        r.vatHardwarePct = 9;
        r.vatServicesPct = 9;
        r.vatRecoverable = true;
        r.opsStaffPerYear = fixturePrice(180000, "SGD", "salary surveys", "2026-01-01", true);
        r.provenance = fixtureSource("domain-data.md F", "2026-01-01", true);
        c.regions.push_back(r);
    }

    c.fxRates = {{"CNY", 7.14, fixtureSource("PBoC central parity", "2025-11-01")},
                 {"SGD", 1.30, fixtureSource("MAS", "2025-11-01", true)}};

    // ---- Cloud offerings ----
    {
        CloudOffering o;
        o.id = "sz-cloud-a100";
        o.provider = "Example Shenzhen Cloud";
        o.regionId = "cn-shenzhen";
        o.gpuId = "a100-80gb-sxm";
        o.gpusPerServer = 8;
        o.bareMetal = true;
        o.prices = {
            {OfferTerm::OnDemand, OfferUnit::GpuHour, fixturePrice(40, "CNY", "seed 001: ¥30–50/h", "2026-01-01")},
            {OfferTerm::Monthly, OfferUnit::ServerMonth,
             fixturePrice(150000, "CNY", "rental quotes", "2026-01-01", true)},
            {OfferTerm::Reserved1y, OfferUnit::GpuHour, fixturePrice(25, "CNY", "rental quotes", "2026-01-01", true)}};
        o.provenance = fixtureSource("seed 001", "2026-01-01", true);
        c.offerings.push_back(o);
    }
    {
        CloudOffering o;
        o.id = "lambda-a100";
        o.provider = "Lambda";
        o.regionId = "us-west";
        o.gpuId = "a100-80gb-sxm";
        o.gpusPerServer = 8;
        o.prices
            = {{OfferTerm::OnDemand, OfferUnit::GpuHour, fixturePrice(2.79, "USD", "lambda.ai pricing", "2026-09-01")}};
        o.provenance = fixtureSource("lambda.ai pricing", "2026-09-01");
        c.offerings.push_back(o);
    }

    // ---- Model presets (model cards / papers) ----
    auto model
        = [&](const std::string& id, const std::string& name, ModelArchitecture arch, double params, double active,
              int layers, int hidden, int ffn, int heads, int kvHeads, int vocab, int maxSeq, double gflops) {
              ModelPreset m;
              m.id = id;
              m.name = name;
              m.architecture = arch;
              m.paramsB = params;
              m.activeParamsB = active;
              m.layers = layers;
              m.hidden = hidden;
              m.ffnHidden = ffn;
              m.heads = heads;
              m.kvHeads = kvHeads;
              m.attention = kvHeads < heads ? AttentionKind::GQA : AttentionKind::MHA;
              m.kvCacheElements = heads > 0 ? 2 * kvHeads * (hidden / heads) : 0;
              m.vocab = vocab;
              m.maxSequence = maxSeq;
              m.gflopsPerSample = gflops;
              m.provenance = fixtureSource("model card", "2024-07-23");
              c.models.push_back(m);
          };
    model("llama-3-8b", "Llama 3 8B", ModelArchitecture::DecoderLM, 8.03, 8.03, 32, 4096, 14336, 32, 8, 128256, 8192,
          0);
    model("llama-3-70b", "Llama 3 70B", ModelArchitecture::DecoderLM, 70.6, 70.6, 80, 8192, 28672, 64, 8, 128256, 8192,
          0);
    model("llama-3-405b", "Llama 3.1 405B", ModelArchitecture::DecoderLM, 405.9, 405.9, 126, 16384, 53248, 128, 8,
          128256, 131072, 0);
    model("qwen2.5-7b", "Qwen2.5 7B", ModelArchitecture::DecoderLM, 7.62, 7.62, 28, 3584, 18944, 28, 4, 152064, 32768,
          0);
    model("mixtral-8x7b", "Mixtral 8x7B", ModelArchitecture::MoeLM, 46.7, 12.9, 32, 4096, 14336, 32, 8, 32000, 32768,
          0);
    model("bert-base-cased", "BERT base (cased)", ModelArchitecture::EncoderLM, 0.1083, 0.1083, 12, 768, 3072, 12, 12,
          28996, 512, 0);
    model("bert-large", "BERT large", ModelArchitecture::EncoderLM, 0.336, 0.336, 24, 1024, 4096, 16, 16, 30522, 512,
          0);
    model("resnet-50", "ResNet-50", ModelArchitecture::Cnn, 0.0256, 0.0256, 50, 0, 0, 0, 0, 0, 0, 4.1);
    model("vit-l-16", "ViT-L/16 (224²)", ModelArchitecture::VisionTransformer, 0.304, 0.304, 24, 1024, 4096, 16, 16, 0,
          197, 61.6);
    return c;
}

// The catalogs the program ships, loaded once: rules and estimates are checked on the real data too, not
// only on fixtures that may differ from it.
inline const Catalog& shippedCatalog()
{
    static const Catalog catalog = loadCatalogFolder(SOURCE_CATALOG_DIR, Origin::Shipped, true).catalog;
    return catalog;
}

// One node of 8 × A100 80GB SXM on an HGX board, 2 × Xeon 8480+, 2 TB DDR5, 4 × PM9A3 in RAID 0,
// 8 × HDR 200G; fine-tuning Llama 3 8B in Shenzhen with ZeRO-3. A sound build: no error findings.
inline Scenario fixtureScenario()
{
    Scenario s;
    s.name = "8x A100 SXM fine-tune";
    NodeGroup g;
    g.name = "HGX A100";
    g.platformId = "hgx-a100-8";
    g.gpuId = "a100-80gb-sxm";
    g.gpuCount = 8;
    g.cpuId = "xeon-8480p";
    g.cpuSockets = 2;
    g.memoryId = "ddr5-64g-4800";
    g.memoryCount = 32;
    g.nvmeId = "pm9a3-7.68";
    g.nvmeCount = 4;
    g.nvmeLayout = NvmeLayout::Raid0;
    g.nicId = "cx6-hdr-200";
    g.nicCount = 8;
    g.nodeCount = 1;
    s.cluster.nodeGroups.push_back(g);
    s.fabric.topology = FabricTopology::SingleSwitch;
    s.workload.kind = WorkloadKind::FullFineTune;
    s.workload.modelId = "llama-3-8b";
    s.workload.precision = Precision::BF16;
    s.workload.optimizer = Optimizer::AdamW;
    s.workload.zeroStage = 3;
    s.workload.recompute = Recompute::Selective;
    s.workload.flashAttention = true;
    s.workload.microBatch = 1;
    s.workload.sequenceLength = 4096;
    s.workload.globalBatch = 256;
    s.workload.tokensB = 1.0;
    s.workload.datasetTB = 1.0;
    s.workload.targetDays = 2;
    s.site.regionId = "cn-shenzhen";
    s.site.coolingId = "air-15kw";
    s.finance.displayCurrency = "CNY";
    s.finance.utilisationPct = 70;
    return s;
}

} // namespace planner::testing
