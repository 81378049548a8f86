#pragma once
// Which host ports attach to a network, and how they spread over its zones and
// planes: compute node NICs whose role matches the network (port i → plane
// i mod P, and rail i when rail-optimized), storage servers that name it
// (NIC z → zone z when every zone gets the same share: dual-homing), other
// hosts listed in the network, and for a management network one port per node,
// server and switch of the other networks.

#include <cstdint>
#include <string>
#include <vector>

#include <functional>

#include "catalog/catalog.h"
#include "common/diagnostic.h"
#include "fabric/fabric_result.h"
#include "profile/profile.h"

namespace cp {

struct EndpointSource {
    EndpointGroup group;
    bool compute = false;        // compute nodes: packed per rail / scalable unit / rack
    bool every_zone = false;     // each host puts ports_per_host / zones ports in every zone
    bool spare_ports = false;    // cabled into spare leaf ports (other_hosts[].spare_ports)
    std::size_t leaf_class = 0;  // 0: the network's own leaves; c: leaf_classes[c - 1]
};

// What one fabric (zone z, plane p) carries.
struct FabricLoad {
    std::int64_t compute_hosts = 0;
    std::int64_t compute_ports_per_host = 0;  // in this plane
    std::size_t compute_class = 0;            // the leaf class of the compute nodes
    std::vector<std::int64_t> dense;          // per leaf class: storage, other hosts, switches, packed densely
    std::int64_t spare_port_ports = 0;        // hosts on spare leaf ports

    std::int64_t computePorts() const { return compute_hosts * compute_ports_per_host; }
    std::int64_t otherPorts() const;  // every port but the compute nodes'
    std::int64_t endpoints() const { return computePorts() + otherPorts(); }
    bool operator==(const FabricLoad&) const = default;
};

// Endpoint groups of network `index`; design errors (breakout, planes, zones) go to `errors`.
// `otherNetworkSwitches` (managedSwitches()) is only used by management networks.
std::vector<EndpointSource> endpointSources(const Profile& profile, const Catalog& catalog, std::size_t index, std::int64_t nodes,
                                            std::int64_t otherNetworkSwitches, Diagnostics& errors);

// Networks in the order they are counted: a management network has a port on every switch
// of the others, so management networks come last.
std::vector<std::size_t> networkCountingOrder(const Profile& profile);

// The switches network `index` manages: for a management network every switch of the
// other networks (`switchesOf(i)` is network i's total, asked only for those counted before
// it), for any other network none. The fabric count and the link enumeration both use it.
std::int64_t managedSwitches(const Profile& profile, std::size_t index,
                             const std::function<std::int64_t(std::size_t)>& switchesOf);

// `classes`: leaf classes including the network's own (leaf_classes.size() + 1).
FabricLoad fabricLoad(const std::vector<EndpointSource>& sources, std::int64_t zones, std::int64_t planes, std::int64_t zone,
                      std::int64_t plane, std::size_t classes);

// Hosts spread as evenly as possible: the share of item `index` of `count` buckets.
std::int64_t evenShare(std::int64_t total, std::int64_t count, std::int64_t index);

}  // namespace cp
