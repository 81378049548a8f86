#pragma once
// The result of evaluate(): every number the product shows, grouped by the
// chain of reasoning. A section that is not computed (yet) is std::nullopt,
// never zero. Later sections (cabling, power, cost, training, reliability)
// are added as further optional members.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "common/diagnostic.h"
#include "plan/explanation.h"

namespace cp {

struct ComputeResult {
    std::string node_type_id;
    std::string gpu_id;
    std::int64_t nodes = 0;
    std::int64_t gpus = 0;
    std::int64_t gpus_per_node = 0;
    // Dense peak of the whole cluster per precision; nullopt where the GPU lacks it.
    std::array<std::optional<double>, 3> peak_pflops{};

    const std::optional<double>& peakPflops(Precision p) const {
        return peak_pflops[static_cast<std::size_t>(p)];
    }
};

struct EndpointGroup {
    std::string kind;                 // "compute" or "storage"
    std::int64_t hosts = 0;
    std::int64_t ports_per_host = 0;
    std::int64_t ports = 0;
};

struct TierResult {
    std::string name;                 // leaf, spine, core, super-spine
    std::string switch_id;
    std::int64_t count = 0;           // all zones and planes
    std::int64_t count_compact = 0;   // without build-out
    std::int64_t ports_down = 0;      // used, all zones and planes
    std::int64_t ports_up = 0;
    std::int64_t ports_spare = 0;
    std::int64_t links_up = 0;        // links to the tier above
};

struct NetworkResult {
    std::string name, role, switch_id;
    double link_speed_gbps = 0;
    std::int64_t radix = 0;
    std::vector<EndpointGroup> endpoint_groups;
    std::int64_t endpoints = 0;               // all NIC ports on this network
    std::int64_t zones = 1, planes = 1;
    std::int64_t endpoints_per_fabric = 0;    // largest zone within one plane
    int tier_count = 0;
    std::int64_t max_endpoints_per_fabric = 0;
    std::vector<TierResult> tiers;
    std::int64_t extra_switches = 0;
    std::int64_t switches_total = 0;
    std::int64_t switch_links_total = 0;      // switch-to-switch
    std::int64_t endpoint_links_total = 0;    // NIC to leaf
};

struct FabricResult {
    std::vector<NetworkResult> networks;
    std::int64_t switches_total = 0;
    std::int64_t links_total = 0;             // switch-to-switch, all networks
    std::int64_t endpoint_links_total = 0;
};

struct Plan {
    std::string profile_name;
    ComputeResult compute;
    std::optional<FabricResult> fabric;
    Diagnostics warnings;
    std::vector<Explanation> explanations;

    const Explanation* explain(const std::string& key) const;
};

}  // namespace cp
