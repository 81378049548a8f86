#include "profile/profile_edits.h"

#include <algorithm>

#include "common/format.h"
#include "common/input_error.h"
#include "common/json_reader.h"
#include "profile/profile_enums.h"

namespace cp {

namespace {

constexpr int kMaxTiers = 4;  // the schema's range for /networks/*/tiers

std::string networkPath(std::size_t network, const std::string& key = "") {
    return "/networks/" + std::to_string(network) + (key.empty() ? "" : "/" + key);
}

std::string inQuotes(const std::string& s) { return "\"" + s + "\""; }

// Edits name a network by its place in /networks; a stale index is refused, never guessed.
NetworkInput& networkAt(Profile& p, std::size_t network) {
    if (network >= p.networks.size())
        throw InputError("", networkPath(network),
                         "there is no network " + std::to_string(network + 1) + "; the profile has " +
                             std::to_string(p.networks.size()) + ": choose one of them");
    return p.networks[network];
}

// The tiers a network has now: the profile's count, else the plan's for "auto".
int currentTiers(const NetworkInput& net, std::size_t network, int plannedTiers) {
    if (net.tiers) return *net.tiers;
    if (plannedTiers < 1)
        throw InputError(
            "", networkPath(network, "tiers"),
            "is \"auto\" and no plan says how many tiers " + inQuotes(net.name) + " has now; set its tiers to a number first");
    return plannedTiers;
}

}  // namespace

Profile addTier(Profile p, std::size_t network, int plannedTiers) {
    NetworkInput& net = networkAt(p, network);
    const int tiers = currentTiers(net, network, plannedTiers);
    if (tiers >= kMaxTiers)
        throw InputError("", networkPath(network, "tiers"),
                         inQuotes(net.name) + " has " + std::to_string(kMaxTiers) +
                             " tiers, the most a fabric here can have; grow it with larger switches, zones or planes");
    net.tiers = tiers + 1;
    return p;
}

Profile removeTier(Profile p, std::size_t network, int plannedTiers) {
    NetworkInput& net = networkAt(p, network);
    const int tiers = currentTiers(net, network, plannedTiers) - 1;
    if (tiers < 1)
        throw InputError("", networkPath(network, "tiers"),
                         inQuotes(net.name) + " has one tier, the fewest a network can have; remove the network instead");
    net.tiers = tiers;
    if (net.build_out_from_tier && *net.build_out_from_tier > tiers) net.build_out_from_tier.reset();
    if (net.tier_switches.size() > static_cast<std::size_t>(tiers)) net.tier_switches.resize(static_cast<std::size_t>(tiers));
    // Tiers with up links: all but the top (a join tier is the top when zones are joined by one).
    const bool joinTier = net.zones > 1 && net.zone_join.kind == ZoneJoinKind::Tier;
    const auto withUp = static_cast<std::size_t>(tiers - 1);
    if (net.up_speeds_gbps.size() > withUp) net.up_speeds_gbps.resize(withUp);
    const std::size_t ratios = joinTier && withUp > 0 ? withUp - 1 : withUp;  // the zone top's ratio is the join's
    if (net.oversubscription.size() > ratios) net.oversubscription.resize(ratios);
    return p;
}

Profile setZones(Profile p, std::size_t network, std::int64_t zones) {
    NetworkInput& net = networkAt(p, network);
    const std::int64_t before = net.zones;
    net.zones = zones;
    if (zones == 1) net.zone_join = ZoneJoin{};  // one zone has nothing to join
    // Multi-homed storage stays multi-homed: one NIC into each of the new zones.
    StorageInput& storage = p.storage;
    if (storage.servers > 0 && storage.network == net.name && before > 1 && storage.nics_per_server == before)
        storage.nics_per_server = std::max<std::int64_t>(zones, 1);
    return p;
}

Profile setPlanes(Profile p, std::size_t network, std::int64_t planes) {
    networkAt(p, network).planes = planes;
    return p;
}

std::string freeNetworkName(const Profile& profile, const std::string& base) {
    for (int n = 1;; ++n) {
        const std::string name = n == 1 ? base : base + " " + std::to_string(n);
        if (!profile.findNetwork(name)) return name;
    }
}

NetworkInput newNetwork(const Profile& profile, const Catalog& catalog, NetworkRole role) {
    if (profile.networks.empty())
        throw InputError("", "/networks",
                         "is empty, so a new network has no switch to start from; add the backend network first");
    NetworkInput n;
    n.name = freeNetworkName(profile, enumText(role));
    n.role = role;
    n.switch_id = profile.networks.front().switch_id;
    n.link_speed_gbps = profile.networks.front().link_speed_gbps;
    if (role == NetworkRole::Management) {
        for (const Switch& sw : catalog.switches)
            for (const PortMode& mode : sw.port_modes)
                if (mode.speed_gbps < n.link_speed_gbps) {
                    n.switch_id = sw.id;
                    n.link_speed_gbps = mode.speed_gbps;
                }
    }
    return n;
}

Profile addNetwork(Profile p, const Catalog& catalog, NetworkRole role) {
    NetworkInput n = newNetwork(p, catalog, role);
    if (role == NetworkRole::Storage && p.storage.servers > 0) {
        const NetworkInput* current = p.findNetwork(p.storage.network);
        if (!current || current->role != NetworkRole::Storage) p.storage.network = n.name;
    }
    p.networks.push_back(std::move(n));
    return p;
}

Profile duplicateNetwork(Profile p, std::size_t network) {
    NetworkInput copy = networkAt(p, network);
    copy.name = freeNetworkName(p, copy.name);
    p.networks.push_back(std::move(copy));
    return p;
}

Profile removeNetwork(Profile p, std::size_t network) {
    const NetworkInput& net = networkAt(p, network);
    if (p.networks.size() <= 1)
        throw InputError("", networkPath(network),
                         inQuotes(net.name) + " is the only network and a profile keeps at least one; add another network first");
    if (p.storage.servers > 0 && p.storage.network == net.name)
        throw InputError("", "/storage/network",
                         "the " + formatCount(p.storage.servers) + " storage servers attach to " + inQuotes(net.name) +
                             "; attach them to another network or remove them before removing it");
    p.networks.erase(p.networks.begin() + static_cast<std::ptrdiff_t>(network));
    return p;
}

Profile renameNetwork(Profile p, std::size_t network, const std::string& name) {
    NetworkInput& net = networkAt(p, network);
    if (p.storage.network == net.name) p.storage.network = name;  // the one reference to a network by name
    net.name = name;
    return p;
}

Profile attachStorage(Profile p, const Catalog& catalog, std::size_t network, std::int64_t servers, const std::string& nic) {
    const NetworkInput& net = networkAt(p, network);
    if (servers < 1)
        throw InputError("", "/storage/servers",
                         std::to_string(servers) + " servers: attaching storage takes at least one server");
    std::string chosen = nic;
    if (chosen.empty()) {
        if (catalog.nics.empty())
            throw InputError("", "/storage/nic", "the catalog has no NIC for the storage servers; add one first");
        chosen = catalog.nics.front().id;
        const auto atSpeed = std::find_if(catalog.nics.begin(), catalog.nics.end(),
                                          [&](const Nic& c) { return c.port_speed_gbps.value == net.link_speed_gbps; });
        if (atSpeed != catalog.nics.end()) chosen = atSpeed->id;
    }
    p.storage.servers = servers;
    p.storage.nic = chosen;
    p.storage.nics_per_server = std::max<std::int64_t>(1, net.zones);
    p.storage.network = net.name;
    return p;
}

Profile removeStorage(Profile p) {
    p.storage = StorageInput{};
    return p;
}

Profile removeOtherHosts(Profile p, std::size_t network, const std::string& name) {
    NetworkInput& net = networkAt(p, network);
    auto& hosts = net.other_hosts;
    const auto it = std::find_if(hosts.begin(), hosts.end(), [&](const OtherHosts& h) { return h.name == name; });
    if (it == hosts.end())
        throw InputError("", networkPath(network, "other_hosts"),
                         inQuotes(net.name) + " has no host group named " + inQuotes(name) + "; nothing was removed");
    hosts.erase(it);
    auto& classes = net.leaf_classes;  // a class of those hosts goes with them
    classes.erase(std::remove_if(classes.begin(), classes.end(), [&](const LeafClass& c) { return c.hosts == name; }),
                  classes.end());
    return p;
}

Profile addLeafClass(Profile p, std::size_t network) {
    NetworkInput& net = networkAt(p, network);
    std::vector<std::string> kinds;
    if (p.storage.servers > 0 && p.storage.network == net.name) kinds.push_back("storage");
    for (const OtherHosts& h : net.other_hosts)
        if (!h.spare_ports) kinds.push_back(h.name);
    kinds.push_back("compute");
    for (const std::string& kind : kinds)
        if (std::none_of(net.leaf_classes.begin(), net.leaf_classes.end(), [&](const LeafClass& c) { return c.hosts == kind; })) {
            LeafClass added;
            added.hosts = kind;
            net.leaf_classes.push_back(added);
            return p;
        }
    throw InputError("", networkPath(network, "leaf_classes"),
                     "every host kind of " + inQuotes(net.name) + " has a leaf class already; change a class's ratio instead");
}

Profile removeLeafClass(Profile p, std::size_t network, std::size_t entry) {
    NetworkInput& net = networkAt(p, network);
    if (entry >= net.leaf_classes.size())
        throw InputError("", networkPath(network, "leaf_classes/" + std::to_string(entry)),
                         inQuotes(net.name) + " has " + std::to_string(net.leaf_classes.size()) +
                             " leaf classes; choose one of them");
    net.leaf_classes.erase(net.leaf_classes.begin() + static_cast<std::ptrdiff_t>(entry));
    return p;
}

Profile addExtraSwitches(Profile p, std::size_t network, const std::string& switchId, std::int64_t count,
                         const std::string& reason) {
    NetworkInput& net = networkAt(p, network);
    net.extra_switches.push_back({switchId.empty() ? net.switch_id : switchId, count, reason});
    return p;
}

Profile removeExtraSwitches(Profile p, std::size_t network, std::size_t entry) {
    NetworkInput& net = networkAt(p, network);
    if (entry >= net.extra_switches.size())
        throw InputError("", networkPath(network, "extra_switches/" + std::to_string(entry)),
                         inQuotes(net.name) + " has " + std::to_string(net.extra_switches.size()) +
                             " extra switch entries; choose one of them");
    net.extra_switches.erase(net.extra_switches.begin() + static_cast<std::ptrdiff_t>(entry));
    return p;
}

bool usesChassis(const Profile& profile, const Catalog& catalog, std::size_t network) {
    if (network >= profile.networks.size()) return false;
    const NetworkInput& net = profile.networks[network];
    const Switch* sw = catalog.findSwitch(net.switchOfTier(0));
    return net.tiers == 1 && sw && sw->kind == SwitchKind::Chassis;
}

Profile toChassis(Profile p, const Catalog& catalog, std::size_t network, std::int64_t endpointsPerFabric) {
    NetworkInput& net = networkAt(p, network);
    if (endpointsPerFabric < 1)
        throw InputError("", networkPath(network),
                         "no plan gives the endpoints of one fabric of " + inQuotes(net.name) +
                             ", so no chassis can be sized; fix the design's errors first");
    const Switch* best = nullptr;
    std::int64_t bestPorts = 0;
    for (const Switch& sw : catalog.switches) {
        const PortMode* mode = sw.kind == SwitchKind::Chassis ? sw.modeAt(net.link_speed_gbps) : nullptr;
        if (mode && mode->ports >= endpointsPerFabric && (!best || mode->ports < bestPorts)) {
            best = &sw;
            bestPorts = mode->ports;
        }
    }
    if (!best)
        throw InputError("", networkPath(network, "switch"),
                         "no chassis switch in the catalog has " + formatCount(endpointsPerFabric) + " ports at " +
                             formatNumber(net.link_speed_gbps) + "G for one fabric of " + inQuotes(net.name) +
                             "; split it into more zones or planes, or add such a chassis to the catalog");
    net.tiers = 1;
    net.tier_switches = {best->id};
    net.build_out_endpoints.reset();  // one switch per fabric: nothing above it to build out
    net.build_out_from_tier.reset();
    net.oversubscription.clear();
    return p;
}

Profile fromChassis(Profile p, const Catalog& catalog, std::size_t network) {
    NetworkInput& net = networkAt(p, network);
    const Switch* sw = catalog.findSwitch(net.switch_id);
    if (sw && sw->kind == SwitchKind::Chassis)
        throw InputError("", networkPath(network, "switch"),
                         inQuotes(net.switch_id) + " is itself a chassis; choose a fixed switch for the network first");
    net.tier_switches.clear();
    net.tiers.reset();  // the fewest tiers of fixed switches that fit
    return p;
}

}  // namespace cp
