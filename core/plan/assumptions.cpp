#include "plan/assumptions.h"

#include <algorithm>
#include <utility>

#include "common/format.h"

namespace cp {

namespace {

class AssumptionList {
public:
    void sourced(const std::string& kind, const std::string& id, const std::string& name, const std::string& field,
                 const Sourced& v, const std::string& unit) {
        rows.push_back({kind, id, name, field, v.value, unit, v.source});
    }
    void count(const std::string& kind, const std::string& id, const std::string& name, const std::string& field,
               const SourcedCount& v) {
        rows.push_back({kind, id, name, field, static_cast<double>(v.value), "", v.source});
    }
    void input(const std::string& field, std::variant<double, std::string> value, const std::string& unit,
               const std::string& source = "profile") {
        rows.push_back({"profile", "", "", field, std::move(value), unit, source});
    }
    std::vector<Assumption> rows;
};

template <typename T>
void addOnce(std::vector<T>& list, const T& value) {
    if (std::find(list.begin(), list.end(), value) == list.end()) list.push_back(value);
}

std::string joined(const std::vector<double>& values) {
    std::string out;
    for (double v : values) out += (out.empty() ? "" : ", ") + formatNumber(v);
    return out;
}

void listCatalogValues(const Profile& profile, const Catalog& catalog, const Plan& plan, AssumptionList& a) {
    const NodeType* node = catalog.findNode(plan.compute.node_type_id);
    if (!node) return;
    if (const Gpu* g = catalog.findGpu(node->gpu_id)) {
        for (Precision p : kPrecisions)
            if (const auto& peak = g->peakTflops(p))
                a.sourced("GPU", g->id, g->name, std::string("peak dense ") + precisionKey(p), *peak, "TFLOP/s");
        a.sourced("GPU", g->id, g->name, "HBM", g->hbm_gb, "GB");
        a.sourced("GPU", g->id, g->name, "TDP", g->tdp_w, "W");
        a.sourced("GPU", g->id, g->name, "scale-up bandwidth", g->scaleup_gbyte_per_s, "GB/s");
        a.sourced("GPU", g->id, g->name, "price", g->price_usd, "USD");
    }
    a.count("node", node->id, node->name, "GPUs per node", node->gpus_per_node);
    a.sourced("node", node->id, node->name, "power (average)", node->power_avg_w, "W");
    a.sourced("node", node->id, node->name, "power (max)", node->power_max_w, "W");
    a.sourced("node", node->id, node->name, "price", node->price_usd, "USD");
    a.count("node", node->id, node->name, "rack units", node->rack_units);
    for (Precision p : kPrecisions)
        if (const auto& gemm = node->measuredTflops(p))
            a.sourced("node", node->id, node->name, std::string("measured GEMM ") + precisionKey(p), *gemm, "TFLOP/s");

    std::vector<std::string> nics;
    for (const NodeNic& n : node->nics) addOnce(nics, n.nic_id);
    if (profile.storage.servers > 0) addOnce(nics, profile.storage.nic);
    for (const std::string& id : nics)
        if (const Nic* n = catalog.findNic(id)) {
            a.count("NIC", n->id, n->name, "ports", n->ports);
            a.sourced("NIC", n->id, n->name, "port speed", n->port_speed_gbps, "Gb/s");
            a.sourced("NIC", n->id, n->name, "power", n->power_w, "W");
            a.sourced("NIC", n->id, n->name, "price", n->price_usd, "USD");
            if (n->mttf_hours) a.sourced("NIC", n->id, n->name, "MTTF", *n->mttf_hours, "h");
        }

    std::vector<std::string> switches, media;
    if (plan.fabric)
        for (const NetworkResult& net : plan.fabric->networks)
            for (const TierResult& t : net.tiers) addOnce(switches, t.switch_id);
    for (const NetworkInput& net : profile.networks)
        for (const ExtraSwitches& e : net.extra_switches) addOnce(switches, e.switch_id);
    for (const std::string& id : switches)
        if (const Switch* sw = catalog.findSwitch(id)) {
            for (const PortMode& m : sw->port_modes)
                a.rows.push_back({"switch", sw->id, sw->name, std::string("ports at ") + formatNumber(m.speed_gbps) + "G",
                                  static_cast<double>(m.ports), "", m.source});
            a.sourced("switch", sw->id, sw->name, "power (typical)", sw->power_typical_w, "W");
            a.sourced("switch", sw->id, sw->name, "price", sw->price_usd, "USD");
            a.count("switch", sw->id, sw->name, "rack units", sw->rack_units);
            if (sw->line_card_slots) a.count("switch", sw->id, sw->name, "line card slots", *sw->line_card_slots);
            if (sw->cages) a.count("switch", sw->id, sw->name, "cages", *sw->cages);
        }
    if (plan.cabling) {
        for (const MediaUse& m : plan.cabling->by_media) addOnce(media, m.media);
        for (const TransceiverUse& t : plan.cabling->transceivers) addOnce(media, t.module);
    }
    std::vector<std::string> lengthClasses;
    for (const std::string& id : media)
        if (const Media* m = catalog.findMedia(id)) {
            a.sourced("medium", m->id, m->name, "reach", m->reach_m, "m");
            a.sourced("medium", m->id, m->name, "power per end", m->power_w_per_end, "W");
            a.sourced("medium", m->id, m->name, "price per end", m->price_usd_per_end, "USD");
            a.sourced("medium", m->id, m->name, "price per cable", m->price_usd_per_cable, "USD");
            addOnce(lengthClasses, m->lengthClass());
        }
    for (const std::string& c : lengthClasses)
        if (const OrderableLengths* l = catalog.lengthsFor(c))
            a.rows.push_back({"lengths", l->id, c, "orderable lengths", joined(l->lengths_m), "m", l->source});
    if (plan.reliability)
        for (const FailureLine& line : plan.reliability->breakdown)
            if (const FailureClass* fc = catalog.findFailureClass(line.failure_class))
                a.sourced("failure class", fc->id, fc->name, "MTTF per unit", fc->mttf_hours, "h");
}

void listProfileInputs(const Profile& profile, AssumptionList& a) {
    auto optional = [&](const std::string& field, const auto& value, const std::string& unit) {
        if (value) a.input(field, static_cast<double>(*value), unit);
    };
    a.input("compute.node_type", profile.compute.node_type, "");
    optional("compute.nodes", profile.compute.nodes, "");
    optional("compute.gpus", profile.compute.gpus, "");
    for (std::size_t i = 0; i < profile.networks.size(); ++i) {
        const NetworkInput& n = profile.networks[i];
        const std::string at = "networks[" + n.name + "].";
        a.input(at + "switch", n.switch_id, "");
        a.input(at + "link_speed_gbps", n.link_speed_gbps, "Gb/s");
        optional(at + "tiers", n.tiers, "");
        a.input(at + "zones", static_cast<double>(n.zones), "");
        a.input(at + "planes", static_cast<double>(n.planes), "");
        a.input(at + "rail_optimized", n.rail_optimized ? "true" : "false", "");
        if (!n.oversubscription.empty()) a.input(at + "oversubscription", joined(n.oversubscription), "down:up per tier");
        optional(at + "build_out_endpoints", n.build_out_endpoints, "");
    }
    if (profile.storage.servers > 0) {
        const StorageInput& s = profile.storage;
        a.input("storage.servers", static_cast<double>(s.servers), "");
        a.input("storage.nic", s.nic, "");
        a.input("storage.nics_per_server", static_cast<double>(s.nics_per_server), "");
        a.input("storage.server_power_w", s.server_power_w, "W", "profile (assumption)");
        a.input("storage.server_price_usd", s.server_price_usd, "USD", "profile (assumption)");
        a.input("storage.server_capacity_tb", s.server_capacity_tb, "TB");
    }
    const LayoutInput& l = profile.layout;
    const std::string layoutSource = l.given ? "profile" : "default (assumption): the profile has no layout section";
    a.input("layout.rack_power_kw", l.rack_power_kw, "kW", layoutSource);
    if (l.nodes_per_rack) a.input("layout.nodes_per_rack", static_cast<double>(*l.nodes_per_rack), "", layoutSource);
    a.input("layout.racks_per_row", static_cast<double>(l.racks_per_row), "", layoutSource);
    a.input("layout.rows_per_hall", static_cast<double>(l.rows_per_hall), "", layoutSource);
    a.input("layout.rack_pitch_m", l.rack_pitch_m, "m", layoutSource);
    a.input("layout.rack_depth_m", l.rack_depth_m, "m", layoutSource);
    a.input("layout.aisle_m", l.aisle_m, "m", layoutSource);
    a.input("layout.hall_distance_m", l.hall_distance_m, "m", layoutSource);
    a.input("layout.tray_drop_m", l.tray_drop_m, "m", layoutSource);
    a.input("layout.in_rack_m", l.in_rack_m, "m", layoutSource);
    a.input("layout.slack_fraction", l.slack_fraction, "", layoutSource);
    const PowerCostInput& p = profile.power;
    a.input("power.pue", p.pue, "");
    optional("power.average_draw_fraction", p.average_draw_fraction, "");
    a.input("power.hours_per_year", p.hours_per_year, "h");
    a.input("power.electricity_usd_per_kwh", p.electricity_usd_per_kwh, "USD/kWh", "profile (assumption)");
    a.input("power.co2_kg_per_kwh", p.co2_kg_per_kwh, "kg/kWh");
    a.input("power.hardware_life_years", p.hardware_life_years, "years");
    a.input("power.misc_it_fraction", p.misc_it_fraction, "");
    const CostInput& c = profile.cost;
    a.input("cost.facility_capex_usd_per_mw", c.facility_capex_usd_per_mw, "USD/MW", "profile (assumption)");
    a.input("cost.colocation_usd_per_kw_month", c.colocation_usd_per_kw_month, "USD/kW-month", "profile (assumption)");
    a.input("cost.support_fraction_per_year", c.support_fraction_per_year, "", "profile (assumption)");
    a.input("cost.software_usd_per_gpu_year", c.software_usd_per_gpu_year, "USD", "profile (assumption)");
    a.input("cost.utilisation", c.utilisation, "");
    optional("cost.cloud_usd_per_gpu_hour", c.cloud_usd_per_gpu_hour, "USD");
    const WorkloadInput& w = profile.workload;
    a.input("workload.parameters_billion", w.parameters_billion, "billion");
    optional("workload.active_parameters_billion", w.active_parameters_billion, "billion");
    a.input("workload.tokens_trillion", w.tokens_trillion, "trillion");
    optional("workload.flops", w.flops, "FLOP");
    a.input("workload.precision", w.precision, "");
    a.input("workload.mfu", w.mfu, "");
    optional("workload.deadline_days", w.deadline_days, "days");
    a.input("workload.checkpoint_bytes_per_parameter", w.checkpoint_bytes_per_parameter, "B");
    a.input("workload.checkpoint_copies", static_cast<double>(w.checkpoint_copies), "");
    const ReliabilityInput& r = profile.reliability;
    a.input("reliability.model", r.model, "");
    if (r.model == "observed_rate") a.input("reliability.failures_per_1000_node_days", r.failures_per_1000_node_days, "");
    optional("reliability.checkpoint_write_minutes", r.checkpoint_write_minutes, "min");
    a.input("reliability.restart_minutes", r.restart_minutes, "min");
    optional("reliability.checkpoint_interval_minutes", r.checkpoint_interval_minutes, "min");
    a.input("reliability.in_memory_recovery", r.in_memory_recovery ? "true" : "false", "");
    optional("reliability.job_gpus", r.job_gpus, "");
    a.input("reliability.spare_nodes", static_cast<double>(r.spare_nodes), "");
    a.input("reliability.repair_hours", r.repair_hours, "h");
    a.input("reliability.shortfall_target", r.shortfall_target, "");
}

}  // namespace

std::vector<Assumption> planAssumptions(const Profile& profile, const Catalog& catalog, const Plan& plan) {
    AssumptionList list;
    listCatalogValues(profile, catalog, plan, list);
    listProfileInputs(profile, list);
    return std::move(list.rows);
}

}  // namespace cp
