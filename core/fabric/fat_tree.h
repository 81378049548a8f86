#pragma once
// Counting a folded-Clos (fat tree) fabric of 1-4 tiers built from one switch
// model. Counts only, no per-link objects: a 100k-endpoint fabric is a handful
// of integer operations.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cp {

struct FatTreeSpec {
    std::int64_t endpoints = 0;      // NIC ports attached to this one fabric
    std::int64_t radix = 0;          // switch ports at the link speed
    std::optional<int> tiers;        // nullopt = fewest that fit
    std::vector<double> down_up_ratio;  // per tier from the leaf; missing entries = 1
    std::optional<std::int64_t> provisioned_endpoints;  // upper tiers built for this many
};

struct FatTreeTier {
    std::string name;                 // leaf, spine, core, super-spine
    std::int64_t switches = 0;
    std::int64_t down_ports_per_switch = 0;  // ports reserved for the tier below / endpoints
    std::int64_t up_ports_per_switch = 0;    // ports reserved for the tier above
    std::int64_t ports_down = 0;      // used, whole tier
    std::int64_t ports_up = 0;        // used, whole tier
    std::int64_t ports_spare = 0;
    std::int64_t links_up = 0;        // links to the tier above
    std::int64_t switches_compact = 0;  // count without build-out (same as switches when none)
};

struct FatTreeCounts {
    int tiers = 0;
    std::int64_t max_endpoints = 0;   // largest endpoint count these tiers reach
    bool fits = true;                 // endpoints ≤ max_endpoints
    std::vector<FatTreeTier> tier;    // from the leaf up
    std::int64_t switches = 0;
    std::int64_t switch_links = 0;    // switch-to-switch links
};

const char* tierName(int tierIndex, int tierCount);

// Largest endpoint count of `tiers` tiers at this radix and ratios.
std::int64_t fatTreeMaxEndpoints(std::int64_t radix, int tiers, const std::vector<double>& downUpRatio);

FatTreeCounts countFatTree(const FatTreeSpec& spec);

}  // namespace cp
