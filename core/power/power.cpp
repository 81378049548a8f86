#include "power/power.h"

#include <algorithm>

#include "common/format.h"
#include "common/int_math.h"
#include "profile/network_roles.h"

namespace cp {

namespace {

// The unit power of a part's BOM line (every part the power roll-up counts has one).
double bomUnitPowerW(const std::vector<BomLine>& bom, BomCategory category, const std::string& part) {
    const auto line =
        std::find_if(bom.begin(), bom.end(), [&](const BomLine& l) { return l.category == category && l.part == part; });
    return line == bom.end() ? 0 : line->unit_power_w;
}

// Nodes at their BOM nameplate, split into GPUs, NICs and the rest. The node's nameplate
// includes its NICs; those a network of the design cables are shown on their own line (a
// BlueField-3 draws ~50 W more than a ConnectX-7) and taken out of the rest of the node. A NIC
// no network uses (a DGX's storage DPUs in a design without a storage network) stays in the rest.
void addNodeLines(const Profile& profile, const Catalog& catalog, const ComputeResult& compute, double nodeW, double averageShare,
                  std::vector<PowerLine>& lines) {
    const NodeType& node = *catalog.findNode(profile.compute.node_type);
    const Gpu& gpu = *catalog.findGpu(node.gpu_id);
    const PowerCostInput& in = profile.power;
    const double nodes = static_cast<double>(compute.nodes);
    const double gpus = static_cast<double>(compute.gpus);
    const double gpuW = gpu.tdp_w.value;
    lines.push_back({PowerComponent::Gpus, "", "", compute.gpus, gpuW, gpus * gpuW / 1000, gpus * gpuW * averageShare / 1000,
                     gpu.id + " tdp_w: " + gpu.tdp_w.source, "", ""});
    // One line per NIC model: NICs in the cluster × the NIC's power.
    double nicW = 0;
    for (const NodeNic& n : node.nics) {
        if (!cablesNicRole(profile, n.role)) continue;
        const Nic& nic = *catalog.findNic(n.nic_id);
        nicW += static_cast<double>(n.count) * nic.power_w.value;
        const std::int64_t count = compute.nodes * n.count;
        const double kw = static_cast<double>(count) * nic.power_w.value / 1000;
        auto same = std::find_if(lines.begin(), lines.end(),
                                 [&](const PowerLine& l) { return l.component == PowerComponent::Nics && l.part == nic.id; });
        if (same == lines.end()) {
            lines.push_back({PowerComponent::Nics, "", "", 0, nic.power_w.value, 0, 0, nic.id + " power_w: " + nic.power_w.source,
                             nic.id, ""});
            same = lines.end() - 1;
        }
        same->count += count;
        same->nameplate_kw += kw;
        same->average_kw += kw * averageShare;
    }
    const double restW = nodeW - static_cast<double>(node.gpus_per_node.value) * gpuW - nicW;
    lines.push_back(
        {PowerComponent::RestOfNode, "", "", compute.nodes, restW, nodes * restW / 1000, nodes * restW * averageShare / 1000,
         node.id + " power_max_w: " + node.power_max_w.source +
             "; average: " + (in.average_draw_fraction ? "profile power.average_draw_fraction" : node.power_avg_w.source),
         "", ""});
}

// Switches per network and tier (then the listed extras) at their BOM unit power, typical draw.
void addSwitchLines(const Catalog& catalog, const FabricResult& fabric, const std::vector<BomLine>& bom,
                    std::vector<PowerLine>& lines) {
    auto add = [&](const std::string& network, const std::string& tier, const std::string& switchId, std::int64_t count) {
        const Switch& sw = *catalog.findSwitch(switchId);
        const double unitW = bomUnitPowerW(bom, BomCategory::NetworkSwitches, switchId);
        const double kw = static_cast<double>(count) * unitW / 1000;
        lines.push_back({PowerComponent::Switches, network, tier, count, unitW, kw, kw,
                         sw.id + " power_typical_w: " + sw.power_typical_w.source, "", ""});
    };
    for (const NetworkResult& net : fabric.networks) {
        for (const TierResult& t : net.tiers) add(net.name, t.name, t.switch_id, t.count);
        for (const ExtraSwitchGroup& e : net.extra_switch_groups) add(net.name, "extra", e.switch_id, e.count);
    }
}

// Transceivers and active cables from the BOM's optics lines that draw power, one line per
// network, part and end (cable lengths together).
void addOpticsLines(const std::vector<BomLine>& bom, std::vector<PowerLine>& lines) {
    for (const BomLine& b : bom) {
        if (b.category != BomCategory::OpticsAndCables || b.unit_power_w <= 0) continue;
        const std::string end = b.end.empty() ? "cable" : b.end + " end";
        auto same = std::find_if(lines.begin(), lines.end(), [&](const PowerLine& l) {
            return l.component == PowerComponent::Optics && l.network == b.network && l.part == b.part && l.end == end &&
                   l.unit_w == b.unit_power_w;
        });
        if (same == lines.end()) {
            lines.push_back({PowerComponent::Optics, b.network, "", 0, b.unit_power_w, 0, 0,
                             b.part + " power_w_per_end (catalog media)", b.part, end});
            same = lines.end() - 1;
        }
        const double kw = static_cast<double>(b.quantity) * b.unit_power_w / 1000;
        same->count += b.quantity;
        same->nameplate_kw += kw;
        same->average_kw += kw;
    }
}

void explainPower(const PowerResult& r, const PowerCostInput& in, const NodeType& node, double nodeAverageW, Findings& findings) {
    if (!findings.explaining) return;
    std::string terms;
    for (const PowerLine& line : r.breakdown)
        terms += (terms.empty() ? "" : " + ") + formatFixed(line.nameplate_kw, 0) + " (" + line.label() + ")";
    std::vector<std::string> sources;
    for (const PowerLine& line : r.breakdown) sources.push_back(line.label() + ": " + line.source);
    findings.explanations.push_back({"power.it_kw", "IT power (nameplate)", "IT = Σ components × nameplate power",
                                     formatFixed(r.it_kw, 0) + " kW = " + terms, sources});
    findings.explanations.push_back({"power.it_kw_average",
                                     "IT power (average)",
                                     "average IT = nodes at their average draw + network, optics and storage at nameplate",
                                     formatFixed(r.it_kw_average, 0) + " kW (nodes at " + formatFixed(nodeAverageW, 0) +
                                         " W of " + formatFixed(node.power_max_w.value, 0) + " W)",
                                     {}});
    findings.explanations.push_back(
        {"power.facility_kw",
         "Facility power",
         "facility = IT × PUE",
         formatFixed(r.facility_kw, 0) + " kW = " + formatFixed(r.it_kw, 0) + " × " + formatNumber(in.pue),
         {"profile power.pue"}});
    findings.explanations.push_back({"power.energy_mwh_per_year",
                                     "Energy per year",
                                     "energy = average IT × PUE × hours",
                                     formatFixed(r.energy_mwh_per_year, 0) + " MWh = " + formatFixed(r.it_kw_average, 0) +
                                         " kW × " + formatNumber(in.pue) + " × " + formatNumber(in.hours_per_year) + " h",
                                     {"profile power.pue, power.hours_per_year"}});
    findings.explanations.push_back({"power.energy_cost_usd_per_year",
                                     "Electricity per year",
                                     "cost = energy × price",
                                     formatUsd(r.energy_cost_usd_per_year, 0) + " = " + formatFixed(r.energy_mwh_per_year, 0) +
                                         " MWh × $" + formatNumber(in.electricity_usd_per_kwh) + "/kWh",
                                     {"profile power.electricity_usd_per_kwh (an assumption to edit)"}});
    findings.explanations.push_back({"power.co2_tonnes_per_year",
                                     "CO2 per year",
                                     "CO2 = energy × grid intensity",
                                     formatFixed(r.co2_tonnes_per_year, 0) + " t = " + formatFixed(r.energy_mwh_per_year, 0) +
                                         " MWh × " + formatNumber(in.co2_kg_per_kwh) + " kg/kWh",
                                     {"profile power.co2_kg_per_kwh"}});
}

}  // namespace

double energyMwhPerYear(double itKwAverage, double pue, double hoursPerYear) { return itKwAverage * pue * hoursPerYear / 1000.0; }

PowerResult evaluatePower(const Profile& profile, const Catalog& catalog, const ComputeResult& compute,
                          const FabricResult& fabric, const CablingResult& cabling, const std::vector<BomLine>& bom,
                          Findings& findings) {
    const NodeType& node = *catalog.findNode(profile.compute.node_type);
    const PowerCostInput& in = profile.power;
    PowerResult r;
    const double nodes = static_cast<double>(compute.nodes);
    // Nodes: nameplate from the BOM; average from the catalog, or nameplate × the profile's draw fraction.
    const double nodeW = bomUnitPowerW(bom, BomCategory::Compute, node.id);
    const double nodeAverageW = in.average_draw_fraction ? nodeW * *in.average_draw_fraction : node.power_avg_w.value;
    addNodeLines(profile, catalog, compute, nodeW, nodeAverageW / nodeW, r.breakdown);
    addSwitchLines(catalog, fabric, bom, r.breakdown);
    addOpticsLines(bom, r.breakdown);
    if (profile.storage.servers > 0) {
        const double unitW = bomUnitPowerW(bom, BomCategory::Storage, "storage-server");
        const double kw = static_cast<double>(profile.storage.servers) * unitW / 1000;
        r.breakdown.push_back({PowerComponent::StorageServers, "", "", profile.storage.servers, unitW, kw, kw,
                               "profile storage.server_power_w", "", ""});
    }
    if (in.misc_it_fraction > 0) {
        const double nodeKw = nodes * nodeW / 1000;
        r.breakdown.push_back({PowerComponent::OtherIt, "", "", 0, 0, nodeKw * in.misc_it_fraction,
                               nodes * nodeAverageW / 1000 * in.misc_it_fraction, "profile power.misc_it_fraction", "", ""});
    }
    for (const PowerLine& line : r.breakdown) {
        r.it_kw += line.nameplate_kw;
        r.it_kw_average += line.average_kw;
    }
    r.facility_kw = r.it_kw * in.pue;
    r.facility_kw_average = r.it_kw_average * in.pue;
    r.energy_mwh_per_year = energyMwhPerYear(r.it_kw_average, in.pue, in.hours_per_year);
    r.energy_cost_usd_per_year = r.energy_mwh_per_year * 1000 * in.electricity_usd_per_kwh;
    r.co2_tonnes_per_year = r.energy_mwh_per_year * in.co2_kg_per_kwh;  // MWh × kg/kWh = t
    if (cabling.nodes_per_rack > 0) r.compute_rack_kw = static_cast<double>(cabling.nodes_per_rack) * nodeW / 1000;
    explainPower(r, in, node, nodeAverageW, findings);
    return r;
}

}  // namespace cp
