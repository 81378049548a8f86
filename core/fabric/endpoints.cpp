#include "fabric/endpoints.h"

#include "common/format.h"

namespace cp {

namespace {

std::string networkPath(std::size_t index) { return "/networks/" + std::to_string(index); }

// Links one NIC port carries on a network of `linkGbps`: 1, or the breakout factor.
std::int64_t breakoutFactor(const Nic& nic, double linkGbps, const std::string& netName, std::size_t index, Diagnostics& errors) {
    const double nicGbps = nic.port_speed_gbps.value;
    const double factor = nicGbps / linkGbps;
    if (factor < 1.0 || factor != static_cast<double>(static_cast<std::int64_t>(factor))) {
        errors.push_back(
            {networkPath(index) + "/link_speed_gbps", nic.id + " ports run at " + formatNumber(nicGbps) + "G; network " +
                                                          netName + " at " + formatNumber(linkGbps) +
                                                          "G can only use them when the NIC speed is a whole multiple "
                                                          "of the link speed (breakout): use " +
                                                          formatNumber(nicGbps) + "G or a divisor of it"});
        return 1;
    }
    return static_cast<std::int64_t>(factor);
}

bool isManagement(const NetworkInput& net) { return net.role == NetworkRole::Management; }

// 0 for the network's own leaves, c for leaf_classes[c - 1].
std::size_t leafClassOf(const NetworkInput& net, const std::string& kind) {
    for (std::size_t c = 0; c < net.leaf_classes.size(); ++c)
        if (net.leaf_classes[c].hosts == kind) return c + 1;
    return 0;
}

std::string planeText(std::int64_t planes) {
    return planes > 1 ? "port i → plane i mod " + std::to_string(planes) : "all ports on the one plane";
}

}  // namespace

std::vector<std::size_t> networkCountingOrder(const Profile& profile) {
    std::vector<std::size_t> order;
    for (int pass = 0; pass < 2; ++pass)
        for (std::size_t i = 0; i < profile.networks.size(); ++i)
            if (isManagement(profile.networks[i]) == (pass == 1)) order.push_back(i);
    return order;
}

std::int64_t managedSwitches(const Profile& profile, std::size_t index,
                             const std::function<std::int64_t(std::size_t)>& switchesOf) {
    if (!isManagement(profile.networks[index])) return 0;
    std::int64_t switches = 0;
    for (std::size_t i = 0; i < profile.networks.size(); ++i)
        if (!isManagement(profile.networks[i])) switches += switchesOf(i);
    return switches;
}

std::int64_t evenShare(std::int64_t total, std::int64_t count, std::int64_t index) {
    return total / count + (index < total % count ? 1 : 0);
}

std::vector<EndpointSource> endpointSources(const Profile& profile, const Catalog& catalog, std::size_t index, std::int64_t nodes,
                                            std::int64_t otherNetworkSwitches, Diagnostics& errors) {
    const NetworkInput& net = profile.networks[index];
    const std::string path = networkPath(index);
    std::vector<EndpointSource> out;
    const NodeType& node = *catalog.findNode(profile.compute.node_type);
    const bool management = isManagement(net);

    if (management) {
        out.push_back({{"compute", nodes, 1, 1, nodes, "one out-of-band port per node"}, false, false});
        if (profile.storage.servers > 0)
            out.push_back({{"storage", profile.storage.servers, 1, 1, profile.storage.servers, "one out-of-band port per server"},
                           false,
                           false});
        if (otherNetworkSwitches > 0)
            out.push_back({{"switch", otherNetworkSwitches, 1, 1, otherNetworkSwitches,
                            "one management port per switch of the other networks"},
                           false,
                           false});
    } else {
        std::int64_t portsPerNode = 0, breakout = 1;
        for (const NodeNic& nodeNic : node.nics) {
            if (nodeNic.role != net.role) continue;
            const Nic& nic = *catalog.findNic(nodeNic.nic_id);
            breakout = breakoutFactor(nic, net.link_speed_gbps, net.name, index, errors);
            portsPerNode += nodeNic.count * nic.ports.value * breakout;
        }
        if (portsPerNode > 0) {
            std::string mapping = planeText(net.planes);
            if (net.rail_optimized) mapping += "; rail-optimized: the node's port i in a plane → rail leaf i";
            out.push_back({{"compute", nodes, portsPerNode, breakout, nodes * portsPerNode, mapping}, true, false});
        }
        const StorageInput& storage = profile.storage;
        if (storage.servers > 0 && storage.network == net.name) {
            const Nic& nic = *catalog.findNic(storage.nic);
            const std::int64_t b = breakoutFactor(nic, net.link_speed_gbps, net.name, index, errors);
            const std::int64_t ports = storage.nics_per_server * nic.ports.value * b;
            const bool everyZone = net.zones > 1 && ports % net.zones == 0;
            std::string mapping =
                everyZone ? "NIC port z → zone z mod " + std::to_string(net.zones) + " (multi-homed)" : "each server in one zone";
            out.push_back(
                {{"storage", storage.servers, ports, b, storage.servers * ports, mapping + "; " + planeText(net.planes)},
                 false,
                 everyZone});
        }
    }
    for (const OtherHosts& h : net.other_hosts) {
        const std::string where = h.spare_ports ? "; on spare leaf ports" : "";
        out.push_back(
            {{h.name, h.count, h.ports_per_host, 1, h.count * h.ports_per_host, planeText(net.planes) + where}, false, false});
        out.back().spare_ports = h.spare_ports;
    }
    for (EndpointSource& s : out) s.leaf_class = leafClassOf(net, s.group.kind);

    if (out.empty()) {
        errors.push_back({path, "network " + net.name + " has no endpoints: no node NIC has role \"" + enumText(net.role) +
                                    "\", no storage names it and it lists no other_hosts"});
        return out;
    }
    for (const EndpointSource& s : out) {
        const std::int64_t perZone = s.every_zone ? s.group.ports_per_host / net.zones : s.group.ports_per_host;
        if (perZone % net.planes != 0)
            errors.push_back({path + "/planes", countOf(perZone, s.group.kind + " port") + " per host" +
                                                    (s.every_zone ? " per zone" : "") + (perZone == 1 ? " does" : " do") +
                                                    " not divide over " + formatCount(net.planes) + " planes: use a divisor of " +
                                                    formatCount(perZone) + " planes"});
        if (!s.every_zone && s.compute && s.group.hosts < net.zones)
            errors.push_back({path + "/zones", formatCount(net.zones) + " zones for " + formatCount(s.group.hosts) + " " +
                                                   s.group.kind + " hosts leave zones empty: use at most " +
                                                   formatCount(s.group.hosts) + " zones"});
    }
    return out;
}

std::int64_t FabricLoad::otherPorts() const {
    std::int64_t ports = spare_port_ports;
    for (std::int64_t d : dense) ports += d;
    return ports;
}

FabricLoad fabricLoad(const std::vector<EndpointSource>& sources, std::int64_t zones, std::int64_t planes, std::int64_t zone,
                      std::int64_t plane, std::size_t classes) {
    (void)plane;  // every plane carries the same share of each host
    FabricLoad load;
    load.dense.assign(classes, 0);
    for (const EndpointSource& s : sources) {
        std::int64_t ports = 0;
        if (s.compute) {
            load.compute_hosts += evenShare(s.group.hosts, zones, zone);
            load.compute_ports_per_host = s.group.ports_per_host / planes;
            load.compute_class = s.leaf_class;
            continue;
        }
        if (s.every_zone)
            ports = s.group.hosts * (s.group.ports_per_host / zones) / planes;
        else
            ports = evenShare(s.group.hosts, zones, zone) * (s.group.ports_per_host / planes);
        if (s.spare_ports)
            load.spare_port_ports += ports;
        else
            load.dense[std::min(s.leaf_class, classes - 1)] += ports;
    }
    return load;
}

}  // namespace cp
