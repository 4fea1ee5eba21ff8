// The lessons' texts (models/lessons/lessons.h): for each lesson its title, the name of its scenario, what
// to look at, why it matters, the suggested change and what the change does. Every figure the plan computes
// is a {slot} filled from the analysis of the lesson's plan before and after its change
// (models/lessons/lesson_figures.cpp), so the texts stay true when the catalogs change.
// Part of the one text table (text/message.h).
#include "models/text/text_tables.h"

namespace planner::text_tables {

std::span<const TextEntry> lessonTexts()
{
    static const TextEntry texts[] = {
        {"lesson.ram-to-vram.title", "RAM to VRAM ratio"},
        {"lesson.ram-to-vram.scenario", "8 × H100 with 512 GB of RAM"},
        {"lesson.ram-to-vram.look",
         "The server has {gpus} × {gpuGB} GB = {vram} GB of GPU memory but {dimms} × {dimmGB} GB = {ram} GB of "
         "system RAM: {ratio}×. The findings list shows the error \"RAM ({ram} GB) is smaller than VRAM ({vram} "
         "GB)\"; the Build page shows the RAM/VRAM ratio."},
        {"lesson.ram-to-vram.why",
         "Loading or saving a checkpoint, the data-loader workers, pinned transfer buffers and any CPU offload all "
         "live in RAM. Below 1× the node cannot hold one copy of what its GPUs hold; plan 2–3× (NVIDIA's DGX H100 "
         "has 2 TB for its 640 GB of HBM). RAM is cheap next to the GPUs."},
        {"lesson.ram-to-vram.change", "Use 128 GB DIMMs (16 × 128 GB = 2 TB)"},
        {"lesson.ram-to-vram.after",
         "RAM becomes {ramAfter} GB, {ratioAfter}× the VRAM, and the RAM finding disappears. Buying costs "
         "about {buyDelta} more over three years ({buyBefore} → {buyAfter}): {deltaPct}% of the total."},

        {"lesson.pcie-vs-nvlink.title", "PCIe versus NVLink past 4 GPUs"},
        {"lesson.pcie-vs-nvlink.scenario", "8 × L40S over PCIe"},
        {"lesson.pcie-vs-nvlink.look",
         "Eight L40S cards share PCIe switches and have no GPU link. The findings list warns \"8 GPUs per node "
         "over PCIe: scaling past 4 is poor\" with an estimated MFU of {mfu}%; the read-out shows about {hours} "
         "hours per run."},
        {"lesson.pcie-vs-nvlink.why",
         "Data-parallel training exchanges every gradient at each step. Over PCIe (about 32 GB/s per Gen4 card, "
         "shared through switches and the CPU link) that exchange grows with every card added; an HGX board's "
         "NVSwitch gives each GPU 900 GB/s to all the others. Four PCIe GPUs per server is the usual knee."},
        {"lesson.pcie-vs-nvlink.change", "Move to an HGX H100 board (8 GPUs on NVSwitch)"},
        {"lesson.pcie-vs-nvlink.after",
         "The scaling warning disappears; MFU rises to {mfuAfter}% and a run takes about {hoursAfter} hours "
         "instead of {hours}. Buying costs {buyAfter} instead of {buyBefore}, and renting the same work costs "
         "more too: compare the cost per run on the Costs page."},

        {"lesson.consumer-cards.title", "Consumer cards in a data centre"},
        {"lesson.consumer-cards.scenario", "4 × RTX 5090 in a rack server"},
        {"lesson.consumer-cards.look",
         "Four GeForce RTX 5090 cards serve Llama 3.1 8B from a rack server. The findings list warns that a "
         "consumer card has no ECC, no P2P/NVLink and no data-centre licence; the cards are cheap (hardware "
         "about {hardware} of the three-year cost)."},
        {"lesson.consumer-cards.why",
         "GeForce memory has no ECC, so a bit flip in a week-long run goes unnoticed; the driver blocks peer-to-peer "
         "copies between cards; and NVIDIA's GeForce driver licence does not allow data-centre deployment, so a "
         "colocation provider may refuse the servers. Data-centre cards cost more for exactly these reasons."},
        {"lesson.consumer-cards.change", "Use L40S data-centre cards instead"},
        {"lesson.consumer-cards.after",
         "The consumer-card warning disappears. Hardware rises to about {hardwareAfter} and buying to "
         "{buyAfter} over three years (from {buyBefore}); the cheapest way to get the same work becomes: "
         "{cheapestAfter}."},

        {"lesson.export-rules.title", "Export rules by market"},
        {"lesson.export-rules.scenario", "8 × H100 planned for Shenzhen"},
        {"lesson.export-rules.look",
         "An HGX H100 server is planned for Shenzhen (market CN). The findings list shows the error \"cannot be "
         "bought new in CN: export licences are refused\", with the US rule and its date; the GPU picker marks "
         "which cards each market may buy."},
        {"lesson.export-rules.why",
         "Since the US rules of 2022-10-07 and 2023-10-17, data-centre GPUs above the performance thresholds need "
         "a licence for China, presumed denied (H100, A100, L40S, B200); China-market parts (H20, L20, RTX 4090 D) "
         "or domestic accelerators (Ascend 910B) fill the gap. The same build is a purchase order in one market "
         "and impossible in another."},
        {"lesson.export-rules.change", "Plan the same server in Singapore"},
        {"lesson.export-rules.after",
         "The export error disappears: Singapore may buy the H100. Buying costs {buyAfter} there instead of "
         "{buyBefore} (power at {tariffAfter} per kWh with PUE {pueAfter}); see the Regions chart for every "
         "region side by side."},

        {"lesson.rack-cooling.title", "Air versus liquid rack density"},
        {"lesson.rack-cooling.scenario", "6 × HGX B200 on air"},
        {"lesson.rack-cooling.look",
         "Six HGX B200 servers draw about {nodeKw} kW each, {itKw} kW in all. Air cooling carries about "
         "{rackLimit} kW per rack, so only {perRack} servers fit in a rack: the note \"{racks} racks needed: "
         "power, not space, sets the count\". The site needs {facilityKw} kW at the meter (PUE {pue})."},
        {"lesson.rack-cooling.why",
         "Heat, not space, fills a GPU rack: air moves about {rackLimit} kW out of a rack, direct liquid "
         "cooling about {rackLimitAfter} kW, and liquid also needs far less fan and chiller power. A 1 kW "
         "Blackwell GPU is built for liquid; on air the racks stay half empty and the facility pays for moving "
         "air."},
        {"lesson.rack-cooling.change", "Cool the racks with direct liquid cooling"},
        {"lesson.rack-cooling.after",
         "Space sets the count again: {racksAfter} racks, and the rack note disappears. The PUE falls to "
         "{pueAfter}, the site needs {facilityKwAfter} kW, and three years of electricity cost {powerAfter} "
         "instead of {powerBefore}; the cooling plant costs more up front, so buying rises a little "
         "({buyBefore} → {buyAfter})."},

        {"lesson.rent-by-class.title", "Renting by provider class versus buying"},
        {"lesson.rent-by-class.scenario", "A100 server vs a hyperscaler"},
        {"lesson.rent-by-class.look",
         "One 8-GPU A100 80GB server at 70% utilisation over 36 months in Shenzhen. The Costs page shows the "
         "break-even rental price, about {breakEven} per GPU-hour: renting for less than that beats buying. "
         "The hyperscaler lists the A100 at {onDemand}, so buying is recommended and saves about {saving} of "
         "NPV."},
        {"lesson.rent-by-class.why",
         "\"Renting is cheaper\" and \"buying is cheaper\" are both true: they compare different classes of "
         "provider. Hyperscalers charge for their platform; a marketplace of third-party hosts rents older or "
         "consumer cards by the hour for a fraction. Compare against the class you would really use. (The export "
         "error about the A100 is the subject of the export lesson.)"},
        {"lesson.rent-by-class.change", "Rent from the marketplace class instead"},
        {"lesson.rent-by-class.after",
         "The answer flips: the cheapest marketplace offering ({offeringGpu} hosts, {marketPrice} per "
         "A100-hour of work) is below the break-even price, so renting on demand is recommended, about "
         "{savingAfter} below buying."},

        {"lesson.power-by-region.title", "Power price by region"},
        {"lesson.power-by-region.scenario", "2 × HGX H20 in Shenzhen"},
        {"lesson.power-by-region.look",
         "Two HGX H20 servers in Shenzhen draw {itKw} kW. Power costs {tariff} per kWh at a PUE of {pue}: "
         "about {power} of electricity over three years, and buying costs {buy} in all. Open the breakdown "
         "chart on the Costs page."},
        {"lesson.power-by-region.why",
         "A GPU server draws its power around the clock for years, and the facility adds its PUE on top. "
         "Inland provinces with cheap power and a cool climate (Inner Mongolia: {tariffAfter} per kWh, PUE "
         "{pueAfter}) halve that line; colocation and staff are cheaper there too, while rentals cost the same "
         "wherever you sit."},
        {"lesson.power-by-region.change", "Move the servers to Inner Mongolia"},
        {"lesson.power-by-region.after",
         "Electricity falls to about {powerAfter} ({tariffAfterValue} × {pueAfter} against {tariffValue} × "
         "{pue} is {powerRatio}%) and buying to {buyAfter}; the rental options do not move. The verdict now reads: "
         "{verdictAfter}"},

        {"lesson.zero-stages.title", "ZeRO stages and memory"},
        {"lesson.zero-stages.scenario", "Full fine-tune of 8B without ZeRO"},
        {"lesson.zero-stages.look",
         "Full fine-tuning of Llama 3.1 8B on 8 × H100 80 GB with plain data parallelism: every GPU keeps the "
         "whole training state, 16 bytes per parameter. The findings list shows \"{perGpu} GB needed per GPU\" "
         "against {gpuGB} GB; the read-out lists weights, gradients and optimizer states."},
        {"lesson.zero-stages.why",
         "AdamW keeps 2 bytes of BF16 weights, 2 of gradients and 12 of FP32 master weights and moments per "
         "parameter. DeepSpeed ZeRO shards them over the data-parallel GPUs: stage 1 the optimizer states "
         "({stage1} GB here of {gpuGB} GB), stage 2 also the gradients ({stage2} GB), stage 3 also the "
         "weights, at the cost of more network traffic."},
        {"lesson.zero-stages.change", "Use ZeRO stage 3"},
        {"lesson.zero-stages.after",
         "Each GPU needs {perGpuAfter} GB and the memory error disappears: the same eight GPUs now train the "
         "model, with no extra hardware. Try stages 1 and 2 in the Workload panel to see the numbers above."},
    };
    return texts;
}

} // namespace planner::text_tables
