#include "fabric/fabric.h"

#include <algorithm>
#include <map>

#include "common/format.h"
#include "common/int_math.h"
#include "fabric/fat_tree.h"

namespace cp {

namespace {

// Node NIC roles feed networks of the same role; storage servers feed the network they name.
std::vector<EndpointGroup> endpointGroups(const Profile& profile, const Catalog& catalog, const NetworkInput& net,
                                          std::int64_t nodes, Plan& plan, const std::string& path) {
    std::vector<EndpointGroup> groups;
    const NodeType& node = *catalog.findNode(profile.compute.node_type);
    std::int64_t portsPerNode = 0;
    for (const NodeNic& nodeNic : node.nics) {
        if (nodeNic.role != net.role) continue;
        const Nic& nic = *catalog.findNic(nodeNic.nic_id);
        portsPerNode += nodeNic.count * nic.ports.value;
        if (nic.port_speed_gbps.value != net.link_speed_gbps)
            plan.warnings.push_back({path + "/link_speed_gbps",
                                     "network " + net.name + " runs at " + formatNumber(net.link_speed_gbps) + "G but " +
                                         nic.id + " ports are " + formatNumber(nic.port_speed_gbps.value) +
                                         "G; counted one link per NIC port"});
    }
    if (portsPerNode > 0) groups.push_back({"compute", nodes, portsPerNode, nodes * portsPerNode});
    const StorageInput& storage = profile.storage;
    if (storage.servers > 0 && storage.network == net.name) {
        const Nic& nic = *catalog.findNic(storage.nic);
        const std::int64_t ports = storage.nics_per_server * nic.ports.value;
        groups.push_back({"storage", storage.servers, ports, storage.servers * ports});
    }
    return groups;
}

// Endpoints in zone z when `total` endpoints are spread as evenly as possible over `zones`.
std::int64_t shareOf(std::int64_t total, std::int64_t zones, std::int64_t z) {
    return total / zones + (z < total % zones ? 1 : 0);
}

std::string plural(std::int64_t n, const std::string& word) {
    return formatCount(n) + " " + word + (n == 1 ? "" : "s");
}

NetworkResult evaluateNetwork(const Profile& profile, const Catalog& catalog, const NetworkInput& net,
                              std::size_t index, Plan& plan) {
    const std::string path = "/networks/" + std::to_string(index);
    const Switch& sw = *catalog.findSwitch(net.switch_id);
    NetworkResult r;
    r.name = net.name;
    r.role = net.role;
    r.switch_id = sw.id;
    r.link_speed_gbps = net.link_speed_gbps;
    r.radix = sw.modeAt(net.link_speed_gbps)->ports;
    r.zones = net.zones;
    r.planes = net.planes;
    r.endpoint_groups = endpointGroups(profile, catalog, net, plan.compute.nodes, plan, path);
    for (const auto& g : r.endpoint_groups) r.endpoints += g.ports;
    r.endpoint_links_total = r.endpoints;
    if (r.endpoints == 0) {
        plan.warnings.push_back({path, "network " + net.name + " has no endpoints: no node NIC has role \"" + net.role +
                                           "\" and no storage attaches to it"});
        return r;
    }

    for (const auto& g : r.endpoint_groups)
        if (g.ports_per_host % net.planes != 0)
            plan.warnings.push_back({path + "/planes", formatCount(g.ports_per_host) + " " + g.kind +
                                                           " ports per host do not divide evenly over " +
                                                           plural(net.planes, "plane")});

    // Each zone receives its share of every endpoint group; each plane a 1/P share of a zone.
    std::map<std::string, FatTreeTier> tierTotals;
    std::vector<std::string> tierOrder;
    bool allFit = true;
    std::int64_t worstEndpoints = 0;
    FatTreeCounts worst;
    for (std::int64_t z = 0; z < net.zones; ++z) {
        std::int64_t zoneEndpoints = 0;
        for (const auto& g : r.endpoint_groups) zoneEndpoints += shareOf(g.ports, net.zones, z);
        for (std::int64_t p = 0; p < net.planes; ++p) {
            const std::int64_t fabricEndpoints = shareOf(zoneEndpoints, net.planes, p);
            FatTreeSpec spec;
            spec.endpoints = fabricEndpoints;
            spec.radix = r.radix;
            spec.tiers = net.tiers;
            spec.down_up_ratio = net.oversubscription;
            if (net.build_out_endpoints)
                spec.provisioned_endpoints = ceilDiv(*net.build_out_endpoints, net.zones * net.planes);
            const FatTreeCounts counts = countFatTree(spec);
            allFit = allFit && counts.fits;
            if (fabricEndpoints >= worstEndpoints) { worstEndpoints = fabricEndpoints; worst = counts; }
            for (const FatTreeTier& t : counts.tier) {
                if (!tierTotals.count(t.name)) tierOrder.push_back(t.name);
                FatTreeTier& sum = tierTotals[t.name];
                sum.switches += t.switches;
                sum.switches_compact += t.switches_compact;
                sum.ports_down += t.ports_down;
                sum.ports_up += t.ports_up;
                sum.ports_spare += t.ports_spare;
                sum.links_up += t.links_up;
                sum.down_ports_per_switch = t.down_ports_per_switch;
            }
        }
    }
    r.endpoints_per_fabric = worstEndpoints;
    r.tier_count = worst.tiers;
    r.max_endpoints_per_fabric = worst.max_endpoints;
    if (!allFit)
        plan.warnings.push_back({path + "/tiers", formatCount(worst.tiers) + " tiers of " + formatCount(r.radix) +
                                                      "-port switches reach " + formatCount(worst.max_endpoints) +
                                                      " endpoints; a fabric of network " + net.name + " has " +
                                                      formatCount(worstEndpoints) +
                                                      ": use more tiers, more zones or planes, or fewer nodes"});

    const std::string fabrics = formatCount(net.zones) + " zone(s) × " + formatCount(net.planes) + " plane(s)";
    for (const std::string& name : tierOrder) {
        const FatTreeTier& t = tierTotals[name];
        TierResult tr{name, sw.id, t.switches, t.switches_compact, t.ports_down, t.ports_up, t.ports_spare, t.links_up};
        r.tiers.push_back(tr);
        r.switches_total += t.switches;
        r.switch_links_total += t.links_up;
        std::string formula = name == "leaf" ? "leaves = Σ over fabrics ⌈endpoints / down ports per leaf⌉"
                                             : name + " switches = Σ over fabrics ⌈links from the tier below / ports facing down⌉";
        std::string substituted = formatCount(t.switches) + " over " + fabrics + "; largest fabric " +
                                  formatCount(worstEndpoints) + " endpoints, " + formatCount(t.down_ports_per_switch) +
                                  " of " + formatCount(r.radix) + " ports facing down";
        if (t.switches != t.switches_compact)
            substituted += "; provisioned for " + formatCount(*net.build_out_endpoints) + " endpoints (" +
                           formatCount(t.switches_compact) + " without build-out)";
        plan.explanations.push_back({"fabric.networks." + net.name + ".tiers." + name, net.name + " " + name + " switches",
                                     formula, substituted, {sw.id + " ports: " + sw.modeAt(net.link_speed_gbps)->source}});
    }
    for (const ExtraSwitches& extra : net.extra_switches) r.extra_switches += extra.count;
    r.switches_total += r.extra_switches;
    return r;
}

}  // namespace

void evaluateFabric(const Profile& profile, const Catalog& catalog, Plan& plan) {
    FabricResult fabric;
    std::string switchTerms, linkTerms;
    for (std::size_t i = 0; i < profile.networks.size(); ++i) {
        NetworkResult r = evaluateNetwork(profile, catalog, profile.networks[i], i, plan);
        fabric.switches_total += r.switches_total;
        fabric.links_total += r.switch_links_total;
        fabric.endpoint_links_total += r.endpoint_links_total;
        switchTerms += (switchTerms.empty() ? "" : " + ") + formatCount(r.switches_total) + " (" + r.name +
                       (r.extra_switches ? ", incl. " + formatCount(r.extra_switches) + " listed extra" : "") + ")";
        linkTerms += (linkTerms.empty() ? "" : " + ") + formatCount(r.switch_links_total) + " (" + r.name + ")";
        fabric.networks.push_back(std::move(r));
    }
    std::vector<std::string> extraReasons;
    for (const NetworkInput& net : profile.networks)
        for (const ExtraSwitches& e : net.extra_switches)
            extraReasons.push_back(net.name + ": " + formatCount(e.count) + " × " + e.switch_id + " — " + e.reason);
    plan.explanations.push_back({"fabric.switches_total", "Switches",
                                 "switches = Σ networks (Σ tiers + listed extra switches)",
                                 formatCount(fabric.switches_total) + " = " + switchTerms, extraReasons});
    plan.explanations.push_back({"fabric.links_total", "Switch-to-switch links",
                                 "links = Σ networks Σ tiers below the top (switches × up ports)",
                                 formatCount(fabric.links_total) + " = " + linkTerms, {}});
    plan.fabric = std::move(fabric);
}

}  // namespace cp
