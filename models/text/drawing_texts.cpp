// Labels and details of the build drawing (models/sizing/node_topology.h). Part of the one text table.
#include "models/text/text_tables.h"

namespace planner::text_tables {

std::span<const TextEntry> drawingTexts()
{
    static const TextEntry texts[] = {
        {"drawing.node.title", "{group}: {nodes} × {platform}"},
        {"drawing.node.unnamed", "Node group {n}"},
        {"drawing.gpu.label", "{count} × {gpu}"},
        {"drawing.gpu.domain", "{link} · {gbs} GB/s per GPU"},
        {"drawing.gpu.domain_none", "No GPU-to-GPU link"},
        {"drawing.gpu.chip", "{gb} GB"},
        {"drawing.gpu.detail",
         "{count} × {gpu}, {gb} GB each ({vram} GB per node).\nLink domains: {domains} × {domain} GPUs joined by "
         "{link} at {gbs} GB/s per GPU (both directions). Traffic between domains goes over PCIe."},
        {"drawing.gpu.detail_none",
         "{count} × {gpu}, {gb} GB each ({vram} GB per node).\nNo GPU-to-GPU link: every transfer between GPUs goes "
         "over PCIe and the CPUs."},
        {"drawing.gpu.name", "GPU {n}"},
        {"drawing.gpu.one", "GPU {n} of {count}, link domain {domain}"},
        {"drawing.cpu.label", "{sockets} × {cores} cores"},
        {"drawing.cpu.socket", "CPU {n} · {cores} cores"},
        {"drawing.cpu.name", "CPU {n}"},
        {"drawing.cpu.cores", "{cores} cores"},
        {"drawing.cpu.detail",
         "{sockets} × {cpu}: {cores} cores each, {total} per node ({perGpu} per GPU), {channels} memory channels "
         "each."},
        {"drawing.memory.label", "{dimms} × {dimmGB} GB on {channels} channels · {ram} GB"},
        {"drawing.memory.detail",
         "{dimms} × {memory} on {channels} memory channels, {least} on every channel: full bandwidth.\n{ram} GB "
         "per node, {ratio}× the node's VRAM."},
        {"drawing.memory.detail_uneven",
         "{dimms} × {memory} on {channels} memory channels: channels hold {least} to {most} DIMMs, so the fullest "
         "set the pace and bandwidth drops.\n{ram} GB per node, {ratio}× the node's VRAM."},
        {"drawing.memory.detail_no_cpu", "{dimms} × {memory}: {ram} GB per node, {ratio}× the node's VRAM."},
        {"drawing.pcie.label", "PCIe: {need} of {have} lanes"},
        {"drawing.pcie.label_unknown", "PCIe: {need} lanes"},
        {"drawing.pcie.detail",
         "Lanes needed: GPUs {gpus} + NICs {nics} + NVMe {nvme} = {need}.\nAvailable: {platformLanes} of the "
         "platform + {switches} PCIe switches × {perSwitch} = {have}."},
        {"drawing.pcie.detail_unknown",
         "Lanes needed: GPUs {gpus} + NICs {nics} + NVMe {nvme} = {need}.\nThe platform states no lane budget."},
        {"drawing.nvme.label", "{count} × {tb} TB {layout} · {usable} TB · {read} GB/s"},
        {"drawing.nvme.detail",
         "{count} × {nvme} in {layout}: {usable} TB usable, {read} GB/s sequential read for the node."},
        {"drawing.nvme.none", "No NVMe drives"},
        {"drawing.nic.label", "{count} × {gbps} Gb/s · {total} Gb/s to the fabric"},
        {"drawing.nic.label_ports", "{count} × {ports} × {gbps} Gb/s · {total} Gb/s to the fabric"},
        {"drawing.nic.detail",
         "{count} × {nic} ({ports} × {gbps} Gb/s each): {total} Gb/s per node to the fabric, {perGpu} Gb/s per "
         "GPU."},
        {"drawing.nic.none", "No scale-out NIC"},
        {"drawing.fabric", "Fabric"},
        {"drawing.psu.label", "{count} × {kw} kW PSU · peak {peak} kW"},
        {"drawing.psu.label_unknown", "Power supplies not stated"},
        {"drawing.psu.detail",
         "{count} × {kw} kW power supplies, {redundant} of them redundant: {usable} kW without those, against the "
         "node's peak of {peak} kW ({share}%)."},
        {"drawing.racks.title", "Racks: {racks}, cooling limit {limit} kW each"},
        {"drawing.racks.title_no_limit", "Racks: {racks}"},
        {"drawing.racks.title_cabinet", "Cabinets: {racks}, power cap {limit} kW each"},
        {"drawing.racks.title_cabinets_spanning", "Cabinets: {racks} rented at {limit} kW, {spanning} for power only"},
        {"drawing.rack.name", "Rack {n}"},
        {"drawing.rack.name_cabinet", "Cabinet {n}"},
        {"drawing.rack.name_cabinets", "Cabinets {n}–{last}"},
        {"drawing.rack.label", "{kw} / {limit} kW"},
        {"drawing.rack.label_cabinets", "{kw} / {cabinets} × {cap} kW"},
        {"drawing.rack.label_no_limit", "{kw} kW"},
        {"drawing.rack.detail",
         "Rack {n}: {nodes} × {group} in {units} of {usable} U; {kw} kW of IT load against the {limit} kW that "
         "{cooling} removes from one rack."},
        {"drawing.rack.detail_over",
         "Rack {n}: {nodes} × {group} in {units} of {usable} U; {kw} kW of IT load is more than the {limit} kW that "
         "{cooling} removes from one rack."},
        {"drawing.rack.detail_cabinet",
         "Cabinet {n}: {nodes} × {group} in {units} of {usable} U; {kw} kW of IT load against the colocation "
         "cabinet's power cap of {limit} kW, which binds before the {coolingLimit} kW that {cooling} removes."},
        {"drawing.rack.detail_cabinets",
         "Cabinets {n}–{last}: {nodes} × {group} in {units} of {usable} U; its {kw} kW of IT load is more than one "
         "colocation cabinet's power cap of {cap} kW, so the power of {cabinets} cabinets ({limit} kW) is rented for "
         "it."},
        {"drawing.rack.detail_cabinet_over",
         "Cabinet {n}: {nodes} × {group} in {units} of {usable} U; {kw} kW of IT load is more than the colocation "
         "cabinet's power cap of {limit} kW ({cooling} would remove {coolingLimit} kW)."},
        {"drawing.rack.detail_no_limit",
         "Rack {n}: {nodes} × {group} in {units} of {usable} U; {kw} kW of IT load (the cooling method states no "
         "limit)."},
        {"drawing.rack.more", "+ {count} more racks"},
        {"drawing.rack.node", "Node {n}"},
    };
    return texts;
}

} // namespace planner::text_tables
