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

#include "catalog/catalog.h"
#include "plan/plan.h"
#include "profile/profile.h"

namespace cp {

struct EndpointSource {
    EndpointGroup group;
    bool compute = false;      // compute nodes: packed per rail / scalable unit
    bool every_zone = false;   // each host puts ports_per_host / zones ports in every zone
};

// What one fabric (zone z, plane p) carries.
struct FabricLoad {
    std::int64_t compute_hosts = 0;
    std::int64_t compute_ports_per_host = 0;  // in this plane
    std::int64_t other_ports = 0;             // storage, other hosts, switches: packed densely

    std::int64_t endpoints() const { return compute_hosts * compute_ports_per_host + other_ports; }
    bool operator==(const FabricLoad&) const = default;
};

// Endpoint groups of network `index`; design errors (breakout, planes, zones) go to plan.errors.
// `otherNetworkSwitches` is only used by management networks.
std::vector<EndpointSource> endpointSources(const Profile& profile, const Catalog& catalog, std::size_t index,
                                            std::int64_t nodes, std::int64_t otherNetworkSwitches, Plan& plan);

FabricLoad fabricLoad(const std::vector<EndpointSource>& sources, std::int64_t zones, std::int64_t planes,
                      std::int64_t zone, std::int64_t plane);

// Hosts spread as evenly as possible: the share of item `index` of `count` buckets.
std::int64_t evenShare(std::int64_t total, std::int64_t count, std::int64_t index);

}  // namespace cp
