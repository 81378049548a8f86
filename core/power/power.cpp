#include "power/power.h"

#include "common/format.h"
#include "common/int_math.h"

namespace cp {

double energyMwhPerYear(double itKwAverage, double pue, double hoursPerYear) {
    return itKwAverage * pue * hoursPerYear / 1000.0;
}

void evaluatePower(const Profile& profile, const Catalog& catalog, Plan& plan) {
    const NodeType& node = *catalog.findNode(profile.compute.node_type);
    const Gpu& gpu = *catalog.findGpu(node.gpu_id);
    const PowerCostInput& in = profile.power;
    PowerResult r;
    const double nodes = static_cast<double>(plan.compute.nodes);
    const double gpus = static_cast<double>(plan.compute.gpus);
    // Nodes: nameplate from the catalog; average from the catalog, or nameplate × the profile's draw fraction.
    const double nodeAverageW = in.average_draw_fraction ? node.power_max_w.value * *in.average_draw_fraction : node.power_avg_w.value;
    const double averageShare = nodeAverageW / node.power_max_w.value;
    const double gpuW = gpu.tdp_w.value;
    // The node's nameplate includes its NICs; they are shown on their own line (a BlueField-3
    // draws ~50 W more than a ConnectX-7) and taken out of the rest of the node.
    double nicW = 0;
    std::string nicSources;
    for (const NodeNic& n : node.nics) {
        const Nic& nic = *catalog.findNic(n.nic_id);
        nicW += static_cast<double>(n.count) * nic.power_w.value;
        nicSources += (nicSources.empty() ? "" : "; ") + nic.id + " power_w: " + nic.power_w.source;
    }
    const double restW = node.power_max_w.value - static_cast<double>(node.gpus_per_node.value) * gpuW - nicW;
    r.breakdown.push_back({"GPUs", plan.compute.gpus, gpuW, gpus * gpuW / 1000, gpus * gpuW * averageShare / 1000,
                           gpu.id + " tdp_w: " + gpu.tdp_w.source});
    r.breakdown.push_back({"NICs", plan.compute.nodes, nicW, nodes * nicW / 1000, nodes * nicW * averageShare / 1000, nicSources});
    r.breakdown.push_back({"rest of node (CPUs, memory, fans, PSU loss)", plan.compute.nodes, restW, nodes * restW / 1000,
                           nodes * restW * averageShare / 1000,
                           node.id + " power_max_w: " + node.power_max_w.source + "; average: " +
                               (in.average_draw_fraction ? "profile power.average_draw_fraction" : node.power_avg_w.source)});
    for (const NetworkResult& net : plan.fabric->networks) {
        for (const TierResult& t : net.tiers) {
            const Switch& sw = *catalog.findSwitch(t.switch_id);
            const double kw = static_cast<double>(t.count) * sw.power_typical_w.value / 1000;
            r.breakdown.push_back({"switches " + net.name + " " + t.name, t.count, sw.power_typical_w.value, kw, kw,
                                   sw.id + " power_typical_w: " + sw.power_typical_w.source});
        }
        for (const ExtraSwitches& e : profile.findNetwork(net.name)->extra_switches) {
            const Switch& sw = *catalog.findSwitch(e.switch_id);
            const double kw = static_cast<double>(e.count) * sw.power_typical_w.value / 1000;
            r.breakdown.push_back({"switches " + net.name + " extra", e.count, sw.power_typical_w.value, kw, kw,
                                   sw.id + " power_typical_w: " + sw.power_typical_w.source});
        }
    }
    if (plan.cabling) {
        const double kw = plan.cabling->power_w / 1000;
        r.breakdown.push_back({"transceivers and active cables", plan.cabling->transceivers_total, 0, kw, kw,
                               "catalog media power_w_per_end"});
    }
    if (profile.storage.servers > 0) {
        const double kw = static_cast<double>(profile.storage.servers) * profile.storage.server_power_w / 1000;
        r.breakdown.push_back({"storage servers", profile.storage.servers, profile.storage.server_power_w, kw, kw,
                               "profile storage.server_power_w"});
    }
    if (in.misc_it_fraction > 0) {
        const double nodeKw = nodes * node.power_max_w.value / 1000;
        r.breakdown.push_back({"other IT (share of node power)", 0, 0, nodeKw * in.misc_it_fraction,
                               nodes * nodeAverageW / 1000 * in.misc_it_fraction, "profile power.misc_it_fraction"});
    }
    std::string terms;
    for (const PowerLine& line : r.breakdown) {
        r.it_kw += line.nameplate_kw;
        r.it_kw_average += line.average_kw;
        terms += (terms.empty() ? "" : " + ") + formatFixed(line.nameplate_kw, 0) + " (" + line.component + ")";
    }
    r.facility_kw = r.it_kw * in.pue;
    r.facility_kw_average = r.it_kw_average * in.pue;
    r.energy_mwh_per_year = energyMwhPerYear(r.it_kw_average, in.pue, in.hours_per_year);
    r.energy_cost_usd_per_year = r.energy_mwh_per_year * 1000 * in.electricity_usd_per_kwh;
    r.co2_tonnes_per_year = r.energy_mwh_per_year * in.co2_kg_per_kwh;  // MWh × kg/kWh = t
    if (plan.cabling && plan.cabling->nodes_per_rack > 0)
        r.compute_rack_kw = static_cast<double>(plan.cabling->nodes_per_rack) * node.power_max_w.value / 1000;

    std::vector<std::string> sources;
    for (const PowerLine& line : r.breakdown) sources.push_back(line.component + ": " + line.source);
    plan.explanations.push_back({"power.it_kw", "IT power (nameplate)", "IT = Σ components × nameplate power",
                                 formatFixed(r.it_kw, 0) + " kW = " + terms, sources});
    plan.explanations.push_back({"power.it_kw_average", "IT power (average)",
                                 "average IT = nodes at their average draw + network, optics and storage at nameplate",
                                 formatFixed(r.it_kw_average, 0) + " kW (nodes at " + formatFixed(nodeAverageW, 0) + " W of " +
                                     formatFixed(node.power_max_w.value, 0) + " W)",
                                 {}});
    plan.explanations.push_back({"power.facility_kw", "Facility power", "facility = IT × PUE",
                                 formatFixed(r.facility_kw, 0) + " kW = " + formatFixed(r.it_kw, 0) + " × " + formatNumber(in.pue),
                                 {"profile power.pue"}});
    plan.explanations.push_back({"power.energy_mwh_per_year", "Energy per year", "energy = average IT × PUE × hours",
                                 formatFixed(r.energy_mwh_per_year, 0) + " MWh = " + formatFixed(r.it_kw_average, 0) + " kW × " +
                                     formatNumber(in.pue) + " × " + formatNumber(in.hours_per_year) + " h",
                                 {"profile power.pue, power.hours_per_year"}});
    plan.explanations.push_back({"power.energy_cost_usd_per_year", "Electricity per year", "cost = energy × price",
                                 formatUsd(r.energy_cost_usd_per_year, 0) + " = " + formatFixed(r.energy_mwh_per_year, 0) +
                                     " MWh × $" + formatNumber(in.electricity_usd_per_kwh) + "/kWh",
                                 {"profile power.electricity_usd_per_kwh (an assumption to edit)"}});
    plan.explanations.push_back({"power.co2_tonnes_per_year", "CO2 per year", "CO2 = energy × grid intensity",
                                 formatFixed(r.co2_tonnes_per_year, 0) + " t = " + formatFixed(r.energy_mwh_per_year, 0) +
                                     " MWh × " + formatNumber(in.co2_kg_per_kwh) + " kg/kWh",
                                 {"profile power.co2_kg_per_kwh"}});
    plan.power = std::move(r);
}

}  // namespace cp
