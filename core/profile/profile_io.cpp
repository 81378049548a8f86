#include "profile/profile_io.h"

#include <algorithm>

#include "common/file_io.h"
#include "common/input_error.h"
#include "common/format.h"
#include "common/json_reader.h"
#include "plan/evaluate.h"

namespace cp {

namespace {

const std::vector<std::string> kRoles{"compute", "storage", "frontend", "management"};
const std::vector<std::string> kPrecisionKeys{"fp8", "bf16", "tf32"};

// A profile made on another machine may use parts from that machine's user catalog;
// say so, and how to bring them here, instead of only "unknown id".
std::string missingPartMessage(const std::string& id, const char* what) {
    return "\"" + id + "\" is not " + what + " in the catalog; it may be a user part from another machine's user " +
           "catalog: add it to your user catalog (Catalog › Browse parts…) or pass that file with --catalog FILE " +
           "(see `clusterplanner-cli catalog`)";
}

// Reads an id and checks the catalog has it; `find` returns the entry or nullptr.
template <class Find>
std::string catalogId(JsonReader& r, std::string_view key, Find find, const char* what) {
    std::string id = r.string(key);
    if (!find(id)) r.fail(key, missingPartMessage(id, what));
    return id;
}

ComputeInput readCompute(JsonReader r, const Catalog& catalog) {
    ComputeInput c;
    c.node_type = catalogId(r, "node_type", [&](const std::string& id) { return catalog.findNode(id); }, "a node type");
    c.nodes = r.optionalInteger("nodes", 1);
    c.gpus = r.optionalInteger("gpus", 1);
    if (c.nodes.has_value() == c.gpus.has_value())
        r.failHere("needs exactly one of \"nodes\" or \"gpus\"");
    r.finish();
    return c;
}

ZoneJoin readZoneJoin(JsonReader r) {
    ZoneJoin join;
    join.kind = r.oneOf("kind", {"none", "links", "tier"});
    if (join.kind == "links") join.links = r.integer("links", 1);
    if (join.kind == "tier") r.update("oversubscription", join.oversubscription, 1, 64);
    r.finish();
    return join;
}

NetworkInput readNetwork(JsonReader& r, const Catalog& catalog) {
    NetworkInput n;
    n.name = r.string("name");
    if (n.name.empty()) r.fail("name", "must not be empty");
    n.role = r.optionalOneOf("role", kRoles).value_or("compute");
    const auto findSwitch = [&](const std::string& id) { return catalog.findSwitch(id); };
    n.switch_id = catalogId(r, "switch", findSwitch, "a switch");
    n.link_speed_gbps = r.number("link_speed_gbps", 1, 1e5);
    n.tier_switches = r.optionalTextList("tier_switches", 4);
    for (std::size_t t = 0; t < n.tier_switches.size(); ++t)
        if (!n.tier_switches[t].empty() && !catalog.findSwitch(n.tier_switches[t]))
            r.failItem("tier_switches", t, missingPartMessage(n.tier_switches[t], "a switch"));
    for (std::size_t t = 0; t <= n.tier_switches.size(); ++t) {
        const Switch* sw = catalog.findSwitch(n.switchOfTier(t));
        if (!sw->modeAt(n.link_speed_gbps))
            r.fail(t < n.tier_switches.size() && !n.tier_switches[t].empty() ? "tier_switches" : "link_speed_gbps",
                   formatNumber(n.link_speed_gbps) + " Gb/s is not a port speed of " + sw->id +
                       "; expected one of its modes: " + sw->speedsText());
    }
    if (r.has("tiers")) {
        const Json& t = r.raw("tiers");
        if (t.is_string() && t.get<std::string>() != "auto")
            r.fail("tiers", "expected \"auto\" or an integer from 1 to 4, found " + JsonReader::describe(t));
        if (!t.is_string()) n.tiers = static_cast<int>(integerValue(t, r.childPath("tiers"), r.file(), 1, 4));
    }
    r.update("zones", n.zones, 1, 1024);
    if (auto join = r.optionalObject("zone_join")) n.zone_join = readZoneJoin(*join);
    r.update("planes", n.planes, 1, 64);
    n.rail_optimized = r.optionalBoolean("rail_optimized").value_or(false);
    n.su_nodes = r.optionalInteger("su_nodes", 1, 100000);
    n.oversubscription = r.optionalNumberList("oversubscription", 1, 64, 3);
    n.build_out_endpoints = r.optionalInteger("build_out_endpoints", 1);
    if (r.has("build_out_from_tier")) n.build_out_from_tier = static_cast<int>(r.integer("build_out_from_tier", 2, 4));
    for (JsonReader& h : r.objects("other_hosts", false)) {
        OtherHosts hosts;
        hosts.name = h.string("name");
        hosts.count = h.integer("count", 1);
        h.update("ports_per_host", hosts.ports_per_host, 1, 64);
        h.finish();
        n.other_hosts.push_back(std::move(hosts));
    }
    if (auto placement = r.optionalObject("placement")) {
        n.placement.leaf = placement->optionalOneOf("leaf", {"auto", "in_rack", "row_end", "rail_rack"}).value_or("auto");
        n.placement.spine = placement->optionalOneOf("spine", {"pod_row", "central"}).value_or("pod_row");
        n.placement.core = placement->optionalOneOf("core", {"central", "other_hall"}).value_or("central");
        placement->finish();
    }
    n.media_policy = r.optionalTextList("media_policy", 8);
    const std::vector<std::string> policies{"optics_only", "no_aec", "no_aoc", "aoc_over_sr", "single_mode_only"};
    for (std::size_t i = 0; i < n.media_policy.size(); ++i)
        if (std::find(policies.begin(), policies.end(), n.media_policy[i]) == policies.end())
            r.failItem("media_policy", i, "\"" + n.media_policy[i] + "\" is not a media policy; expected one of \"optics_only\", \"no_aec\", \"no_aoc\", \"aoc_over_sr\", \"single_mode_only\"");
    for (JsonReader& e : r.objects("extra_switches", false)) {
        ExtraSwitches extra;
        extra.switch_id = catalogId(e, "switch", findSwitch, "a switch");
        extra.count = e.integer("count", 1, 100000);
        extra.reason = e.string("reason");
        if (extra.reason.empty()) e.fail("reason", "must say why these switches are added");
        e.finish();
        n.extra_switches.push_back(std::move(extra));
    }
    r.finish();
    return n;
}

StorageInput readStorage(JsonReader r, const Catalog& catalog, const std::vector<NetworkInput>& networks) {
    StorageInput s;
    r.update("servers", s.servers, 0);
    if (s.servers > 0) {
        s.nic = catalogId(r, "nic", [&](const std::string& id) { return catalog.findNic(id); }, "a NIC");
        r.update("nics_per_server", s.nics_per_server, 1, 64);
        s.network = r.string("network");
        r.update("server_power_w", s.server_power_w, 0, 1e6);
        r.update("server_price_usd", s.server_price_usd, 0, 1e9);
        r.update("server_capacity_tb", s.server_capacity_tb, 0, 1e6);
        const bool known = std::any_of(networks.begin(), networks.end(), [&](const NetworkInput& n) { return n.name == s.network; });
        if (!known) r.fail("network", "\"" + s.network + "\" is not the name of a network in /networks");
    } else {
        r.optionalString("nic");
        r.optionalInteger("nics_per_server", 1, 64);
        r.optionalString("network");
        r.optionalNumber("server_power_w", 0, 1e6);
        r.optionalNumber("server_price_usd", 0, 1e9);
        r.optionalNumber("server_capacity_tb", 0, 1e6);
    }
    r.finish();
    return s;
}

LayoutInput readLayout(JsonReader r) {
    LayoutInput l;
    l.given = true;
    r.update("rack_power_kw", l.rack_power_kw, 0.1, 2000);
    l.nodes_per_rack = r.optionalInteger("nodes_per_rack", 1, 1000);
    r.update("rack_units", l.rack_units, 1, 100);
    r.update("racks_per_row", l.racks_per_row, 1, 1000);
    r.update("rack_pitch_m", l.rack_pitch_m, 0.1, 10);
    r.update("rack_depth_m", l.rack_depth_m, 0.1, 10);
    r.update("aisle_m", l.aisle_m, 0.1, 20);
    r.update("rows_per_hall", l.rows_per_hall, 1, 10000);
    r.update("hall_distance_m", l.hall_distance_m, 0, 1e6);
    r.update("tray_drop_m", l.tray_drop_m, 0, 20);
    r.update("in_rack_m", l.in_rack_m, 0.1, 10);
    r.update("slack_fraction", l.slack_fraction, 0, 2);
    r.update("storage_servers_per_rack", l.storage_servers_per_rack, 1, 1000);
    r.update("other_hosts_per_rack", l.other_hosts_per_rack, 1, 1000);
    r.finish();
    return l;
}

PowerCostInput readPower(JsonReader r) {
    PowerCostInput p;
    r.update("pue", p.pue, 1, 5);
    p.average_draw_fraction = r.optionalNumber("average_draw_fraction", 0.01, 1);
    r.update("hours_per_year", p.hours_per_year, 1, 8784);
    r.update("electricity_usd_per_kwh", p.electricity_usd_per_kwh, 0, 10);
    r.update("co2_kg_per_kwh", p.co2_kg_per_kwh, 0, 5);
    r.update("hardware_life_years", p.hardware_life_years, 0.1, 50);
    r.update("misc_it_fraction", p.misc_it_fraction, 0, 2);
    r.finish();
    return p;
}

CostInput readCost(JsonReader r) {
    CostInput c;
    r.update("facility_capex_usd_per_mw", c.facility_capex_usd_per_mw, 0, 1e10);
    r.update("colocation_usd_per_kw_month", c.colocation_usd_per_kw_month, 0, 1e5);
    r.update("support_fraction_per_year", c.support_fraction_per_year, 0, 1);
    r.update("software_usd_per_gpu_year", c.software_usd_per_gpu_year, 0, 1e7);
    r.update("utilisation", c.utilisation, 0.01, 1);
    c.cloud_usd_per_gpu_hour = r.optionalNumber("cloud_usd_per_gpu_hour", 0, 1e4);
    r.finish();
    return c;
}

WorkloadInput readWorkload(JsonReader r) {
    WorkloadInput w;
    r.update("parameters_billion", w.parameters_billion, 0.001, 1e6);
    w.active_parameters_billion = r.optionalNumber("active_parameters_billion", 0.001, 1e6);
    if (w.active_parameters_billion && *w.active_parameters_billion > w.parameters_billion)
        r.fail("active_parameters_billion", formatNumber(*w.active_parameters_billion) +
                                                " is more than parameters_billion (" + formatNumber(w.parameters_billion) +
                                                "); active parameters are a subset");
    r.update("tokens_trillion", w.tokens_trillion, 1e-9, 1e6);
    w.flops = r.optionalNumber("flops", 1, 1e35);
    w.precision = r.optionalOneOf("precision", kPrecisionKeys).value_or(w.precision);
    r.update("mfu", w.mfu, 0.001, 1);
    w.deadline_days = r.optionalNumber("deadline_days", 0.001, 1e5);
    r.update("spare_node_fraction", w.spare_node_fraction, 0, 1);
    r.update("checkpoint_bytes_per_parameter", w.checkpoint_bytes_per_parameter, 0.1, 100);
    r.update("checkpoint_copies", w.checkpoint_copies, 1, 1000);
    r.finish();
    return w;
}

ReliabilityInput readReliability(JsonReader r) {
    ReliabilityInput x;
    x.model = r.optionalOneOf("model", {"components", "observed_rate"}).value_or(x.model);
    r.update("failures_per_1000_node_days", x.failures_per_1000_node_days, 1e-6, 1e4);
    x.checkpoint_write_minutes = r.optionalNumber("checkpoint_write_minutes", 0, 1e4);
    r.update("restart_minutes", x.restart_minutes, 0, 1e4);
    x.checkpoint_interval_minutes = r.optionalNumber("checkpoint_interval_minutes", 0.01, 1e6);
    x.iteration_seconds = r.optionalNumber("iteration_seconds", 1e-3, 1e6);
    x.checkpoint_every_iterations = r.optionalInteger("checkpoint_every_iterations", 1, 1e9);
    if (x.checkpoint_every_iterations.has_value() != x.iteration_seconds.has_value())
        r.failHere("checkpoint_every_iterations and iteration_seconds go together");
    if (x.checkpoint_every_iterations && x.checkpoint_interval_minutes)
        r.failHere("give checkpoint_interval_minutes or checkpoint_every_iterations, not both");
    x.in_memory_recovery = r.optionalBoolean("in_memory_recovery").value_or(false);
    x.job_gpus = r.optionalInteger("job_gpus", 1);
    r.update("spare_nodes", x.spare_nodes, 0, 1000000);
    x.spare_mode = r.optionalOneOf("spare_mode", {"hot", "cold"}).value_or(x.spare_mode);
    r.update("repair_hours", x.repair_hours, 0.01, 1e5);
    r.update("repair_crews", x.repair_crews, 0, 1000000);
    r.update("shortfall_target", x.shortfall_target, 1e-9, 0.5);
    r.finish();
    return x;
}

Profile readProfile(const Json& json, ReadContext& context, const Catalog& catalog) {
    JsonReader doc(json, "", context);
    Profile p;
    p.schema = doc.schema(kProfileSchema, "profile");
    p.name = doc.string("name");
    p.description = doc.optionalString("description").value_or("");
    p.compute = readCompute(doc.object("compute"), catalog);
    auto networks = doc.objects("networks", true);
    if (networks.empty()) doc.fail("networks", "is empty; expected at least the backend compute network");
    for (JsonReader& n : networks) {
        NetworkInput net = readNetwork(n, catalog);
        if (p.findNetwork(net.name)) n.fail("name", "\"" + net.name + "\" is used by an earlier network; names must be unique");
        p.networks.push_back(std::move(net));
    }
    if (auto s = doc.optionalObject("storage")) p.storage = readStorage(*s, catalog, p.networks);
    if (auto l = doc.optionalObject("layout")) p.layout = readLayout(*l);
    if (auto w = doc.optionalObject("power")) p.power = readPower(*w);
    if (auto c = doc.optionalObject("cost")) p.cost = readCost(*c);
    if (auto w = doc.optionalObject("workload")) p.workload = readWorkload(*w);
    if (auto r = doc.optionalObject("reliability")) p.reliability = readReliability(*r);
    doc.finish();
    return p;
}

}  // namespace

const NetworkInput* Profile::findNetwork(const std::string& networkName) const {
    auto it = std::find_if(networks.begin(), networks.end(), [&](const NetworkInput& n) { return n.name == networkName; });
    return it == networks.end() ? nullptr : &*it;
}

Profile parseProfile(const std::string& text, const std::string& file, const Catalog& catalog,
                     Diagnostics& warnings, Plan* planOut) {
    const Json json = parseJson(text, file);
    ReadContext context{file, {}};
    Profile profile = readProfile(json, context, catalog);
    // A profile that parses but describes a network that cannot be built is rejected
    // here, with the numbers and a way out, so no caller ever holds an impossible design.
    Plan plan = evaluate(profile, catalog);
    if (!plan.errors.empty()) throw InputError(file, plan.errors.front().path, plan.errors.front().message);
    if (planOut) *planOut = std::move(plan);
    warnings.insert(warnings.end(), context.warnings.begin(), context.warnings.end());
    return profile;
}

Profile loadProfileFile(const std::string& path, const Catalog& catalog, Diagnostics& warnings, Plan* plan) {
    return parseProfile(readTextFile(path), path, catalog, warnings, plan);
}

void validateProfile(const Profile& profile, const Catalog& catalog, Plan* plan) {
    // One rule set: the in-memory profile goes through the same reader as a file.
    Diagnostics ignored;
    parseProfile(profileToJsonText(profile), "", catalog, ignored, plan);
}

std::string profileToJsonText(const Profile& p) {
    Json doc;
    doc["schema"] = p.schema;
    doc["name"] = p.name;
    doc["description"] = p.description;
    Json compute;
    compute["node_type"] = p.compute.node_type;
    if (p.compute.nodes) compute["nodes"] = *p.compute.nodes;
    if (p.compute.gpus) compute["gpus"] = *p.compute.gpus;
    doc["compute"] = compute;
    Json networks = Json::array();
    for (const NetworkInput& n : p.networks) {
        Json j;
        j["name"] = n.name;
        j["role"] = n.role;
        j["switch"] = n.switch_id;
        if (!n.tier_switches.empty()) j["tier_switches"] = n.tier_switches;
        j["link_speed_gbps"] = n.link_speed_gbps;
        if (n.tiers) j["tiers"] = *n.tiers; else j["tiers"] = "auto";
        j["zones"] = n.zones;
        Json join{{"kind", n.zone_join.kind}};
        if (n.zone_join.kind == "links") join["links"] = n.zone_join.links;
        if (n.zone_join.kind == "tier") join["oversubscription"] = n.zone_join.oversubscription;
        j["zone_join"] = join;
        j["planes"] = n.planes;
        j["rail_optimized"] = n.rail_optimized;
        if (n.su_nodes) j["su_nodes"] = *n.su_nodes;
        j["oversubscription"] = n.oversubscription;
        if (n.build_out_endpoints) j["build_out_endpoints"] = *n.build_out_endpoints;
        if (n.build_out_from_tier) j["build_out_from_tier"] = *n.build_out_from_tier;
        Json others = Json::array();
        for (const OtherHosts& h : n.other_hosts)
            others.push_back(Json{{"name", h.name}, {"count", h.count}, {"ports_per_host", h.ports_per_host}});
        j["other_hosts"] = others;
        j["placement"] = Json{{"leaf", n.placement.leaf}, {"spine", n.placement.spine}, {"core", n.placement.core}};
        j["media_policy"] = n.media_policy;
        Json extras = Json::array();
        for (const ExtraSwitches& e : n.extra_switches)
            extras.push_back(Json{{"switch", e.switch_id}, {"count", e.count}, {"reason", e.reason}});
        j["extra_switches"] = extras;
        networks.push_back(j);
    }
    doc["networks"] = networks;
    Json storage;
    storage["servers"] = p.storage.servers;
    if (p.storage.servers > 0) {
        storage["nic"] = p.storage.nic;
        storage["nics_per_server"] = p.storage.nics_per_server;
        storage["network"] = p.storage.network;
        storage["server_power_w"] = p.storage.server_power_w;
        storage["server_price_usd"] = p.storage.server_price_usd;
        storage["server_capacity_tb"] = p.storage.server_capacity_tb;
    }
    doc["storage"] = storage;
    if (p.layout.given) {  // an absent section stays absent, so the plan keeps saying "defaults"
        const LayoutInput& l = p.layout;
        Json layout;
        layout["rack_power_kw"] = l.rack_power_kw;
        if (l.nodes_per_rack) layout["nodes_per_rack"] = *l.nodes_per_rack;
        layout["rack_units"] = l.rack_units;
        layout["racks_per_row"] = l.racks_per_row;
        layout["rack_pitch_m"] = l.rack_pitch_m;
        layout["rack_depth_m"] = l.rack_depth_m;
        layout["aisle_m"] = l.aisle_m;
        layout["rows_per_hall"] = l.rows_per_hall;
        layout["hall_distance_m"] = l.hall_distance_m;
        layout["tray_drop_m"] = l.tray_drop_m;
        layout["in_rack_m"] = l.in_rack_m;
        layout["slack_fraction"] = l.slack_fraction;
        layout["storage_servers_per_rack"] = l.storage_servers_per_rack;
        layout["other_hosts_per_rack"] = l.other_hosts_per_rack;
        doc["layout"] = layout;
    }
    Json power{{"pue", p.power.pue},
               {"hours_per_year", p.power.hours_per_year},
               {"electricity_usd_per_kwh", p.power.electricity_usd_per_kwh},
               {"co2_kg_per_kwh", p.power.co2_kg_per_kwh},
               {"hardware_life_years", p.power.hardware_life_years},
               {"misc_it_fraction", p.power.misc_it_fraction}};
    if (p.power.average_draw_fraction) power["average_draw_fraction"] = *p.power.average_draw_fraction;
    doc["power"] = power;
    Json cost{{"facility_capex_usd_per_mw", p.cost.facility_capex_usd_per_mw},
              {"colocation_usd_per_kw_month", p.cost.colocation_usd_per_kw_month},
              {"support_fraction_per_year", p.cost.support_fraction_per_year},
              {"software_usd_per_gpu_year", p.cost.software_usd_per_gpu_year},
              {"utilisation", p.cost.utilisation}};
    if (p.cost.cloud_usd_per_gpu_hour) cost["cloud_usd_per_gpu_hour"] = *p.cost.cloud_usd_per_gpu_hour;
    doc["cost"] = cost;
    const WorkloadInput& w = p.workload;
    Json workload{{"parameters_billion", w.parameters_billion}, {"tokens_trillion", w.tokens_trillion},
                  {"precision", w.precision}, {"mfu", w.mfu}, {"spare_node_fraction", w.spare_node_fraction},
                  {"checkpoint_bytes_per_parameter", w.checkpoint_bytes_per_parameter},
                  {"checkpoint_copies", w.checkpoint_copies}};
    if (w.active_parameters_billion) workload["active_parameters_billion"] = *w.active_parameters_billion;
    if (w.flops) workload["flops"] = *w.flops;
    if (w.deadline_days) workload["deadline_days"] = *w.deadline_days;
    doc["workload"] = workload;
    const ReliabilityInput& x = p.reliability;
    Json reliability{{"model", x.model}, {"failures_per_1000_node_days", x.failures_per_1000_node_days},
                     {"restart_minutes", x.restart_minutes}, {"in_memory_recovery", x.in_memory_recovery},
                     {"spare_nodes", x.spare_nodes}, {"spare_mode", x.spare_mode}, {"repair_hours", x.repair_hours},
                     {"repair_crews", x.repair_crews}, {"shortfall_target", x.shortfall_target}};
    if (x.checkpoint_write_minutes) reliability["checkpoint_write_minutes"] = *x.checkpoint_write_minutes;
    if (x.checkpoint_interval_minutes) reliability["checkpoint_interval_minutes"] = *x.checkpoint_interval_minutes;
    if (x.iteration_seconds) reliability["iteration_seconds"] = *x.iteration_seconds;
    if (x.checkpoint_every_iterations) reliability["checkpoint_every_iterations"] = *x.checkpoint_every_iterations;
    if (x.job_gpus) reliability["job_gpus"] = *x.job_gpus;
    doc["reliability"] = reliability;
    return doc.dump(2) + "\n";
}

void saveProfileFile(const std::string& path, const Profile& profile) {
    writeFileAtomically(path, profileToJsonText(profile));
}

}  // namespace cp
