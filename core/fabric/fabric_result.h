#pragma once
// What the fabric stage counts for every network: endpoints, switches per tier
// (in total and per zone × plane fabric), link classes and totals.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "profile/profile_enums.h"

namespace cp {

struct NetworkBuild;  // fabric/network_build.h

// Hosts of one kind attached to a network, and how their ports map onto it.
struct EndpointGroup {
    std::string kind;  // "compute", "storage", "switch" (management), or an other_hosts name
    std::int64_t hosts = 0;
    std::int64_t ports_per_host = 0;  // after breakout
    std::int64_t breakout = 1;        // links per NIC port (a 400G port as 2 × 200G = 2)
    std::int64_t ports = 0;
    std::string mapping;  // e.g. "NIC port i → plane i mod 8; rail i"
};

// Installed switches of one tier in one zone × plane fabric.
struct TierGroupCount {
    std::int64_t zone = -1;  // -1: the tier joins the zones (one group per plane)
    std::int64_t plane = 0;
    std::int64_t count = 0;
};

struct TierResult {
    std::string name;  // leaf, spine, super-spine, core, zone-join
    std::string switch_id;
    std::int64_t radix = 0;  // ports at the link speed
    std::int64_t down_ports_per_switch = 0;
    std::int64_t up_ports_per_switch = 0;
    std::int64_t count = 0;            // installed (provisioned), all zones and planes
    std::int64_t count_populated = 0;  // needed for today's endpoints (balanced bundles)
    std::int64_t count_compact = 0;    // port arithmetic alone: ⌈links from below / down ports⌉
    std::int64_t pods = 0;             // pods at this tier, all fabrics
    std::int64_t group_size = 0;       // upper switches each lower switch reaches (largest fabric)
    std::int64_t bundle = 0;           // links per lower-upper switch pair (largest fabric)
    std::int64_t ports_down = 0;       // used, all zones and planes
    std::int64_t ports_up = 0;
    std::int64_t ports_spare = 0;
    std::int64_t links_up = 0;              // links to the tier above
    std::int64_t line_cards = 0;            // chassis switches only
    double down_speed_gbps = 0;             // its down links' speed
    double up_speed_gbps = 0;               // its up links' speed (the down speed at the top)
    double oversubscription_requested = 0;  // down:up asked for (1 unless given; 0 at the top)
    double oversubscription_achieved = 0;   // as cabled: down bandwidth / up bandwidth, all its switches; 0 at the top
    // Installed switches per zone × plane fabric (zone-major), adding up exactly to `count`;
    // what the engine counted per fabric, so a diagram need not share the total out.
    std::vector<TierGroupCount> count_by_group;
};

// Links that share endpoints' tiers, zone, plane, rail and speed.
struct LinkClass {
    std::string from, to;    // "compute" / "storage" / tier names
    std::int64_t zone = -1;  // -1: spans zones (zone-join links)
    std::int64_t plane = 0;
    std::int64_t rail = -1;  // -1: not rail-specific
    double speed_gbps = 0;
    std::int64_t count = 0;
};

// Leaves of one leaf class (networks[].leaf_classes[]): hosts of one kind on leaves of their own.
struct LeafClassResult {
    std::string hosts;
    std::int64_t count = 0;  // leaves, all zones and planes
    std::int64_t down_ports_per_switch = 0;
    std::int64_t up_ports_per_switch = 0;
    std::int64_t ports_down = 0;  // endpoint links on these leaves
    std::int64_t links_up = 0;
    double oversubscription_requested = 0;
    double oversubscription_achieved = 0;
};

// Switches the profile lists explicitly, with the reason given for them.
struct ExtraSwitchGroup {
    std::string switch_id;
    std::int64_t count = 0;
    std::string reason;
};

struct NetworkResult {
    std::string name, switch_id;
    NetworkRole role = NetworkRole::Compute;
    double link_speed_gbps = 0;
    std::vector<EndpointGroup> endpoint_groups;
    std::int64_t endpoints = 0;  // all NIC ports on this network
    std::int64_t zones = 1, planes = 1;
    ZoneJoinKind zone_join = ZoneJoinKind::None;
    std::int64_t inter_zone_links = 0;
    std::int64_t rails = 0;                 // 0: not rail-optimized
    std::int64_t scalable_units = 0;        // 0: not built by SUs
    std::int64_t endpoints_per_fabric = 0;  // largest zone within one plane
    std::int64_t compute_hosts_per_fabric = 0;  // compute nodes of the zone (within one plane) that has the most
    int tier_count = 0;
    std::int64_t max_endpoints_per_fabric = 0;
    std::int64_t max_endpoints = 0;  // whole network at these tiers, zones and planes
    std::vector<TierResult> tiers;
    std::vector<LinkClass> link_classes;
    std::vector<LeafClassResult> leaf_classes;  // networks[].leaf_classes in order (the leaf tier counts them too)
    std::int64_t spare_port_hosts = 0;          // endpoint ports cabled into spare leaf ports
    std::int64_t extra_switches = 0;
    std::vector<ExtraSwitchGroup> extra_switch_groups;  // as listed in the profile
    std::int64_t switches_total = 0;
    std::int64_t switches_compact_total = 0;  // port arithmetic alone, plus listed extras
    std::int64_t switch_links_total = 0;      // switch-to-switch
    std::int64_t endpoint_links_total = 0;    // NIC to leaf
    // Sources, design and per-fabric counts as the stage built them (null when it could not count
    // this network): the link enumeration reads them; nothing counts a fabric twice.
    std::shared_ptr<const NetworkBuild> build;
};

struct FabricResult {
    std::vector<NetworkResult> networks;
    std::int64_t switches_total = 0;
    std::int64_t switches_compact_total = 0;
    std::int64_t links_total = 0;  // switch-to-switch, all networks
    std::int64_t endpoint_links_total = 0;
};

}  // namespace cp
