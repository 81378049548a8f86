#pragma once
// The shape of one network's fabric (tiers, ports per tier) and the counts of one
// zone × plane fabric. Shared by the counting (fabric.cpp) and the link
// enumeration, so both follow exactly the same rules.

#include <cstdint>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "fabric/endpoints.h"
#include "fabric/fat_tree.h"
#include "profile/profile.h"

namespace cp {

struct NetworkDesign {
    std::vector<TierShape> shape;        // tiers inside a zone (the join tier, if any, comes after)
    std::vector<std::string> switchIds;  // per tier including the join tier
    int zoneTiers = 0;
    bool joinTier = false;
};

// One zone × plane fabric, counted.
struct FabricCount {
    std::vector<TierBuild> populated;    // balanced bundles for today's endpoints
    std::vector<TierBuild> provisioned;  // for the build-out endpoint count (== populated without one)
    std::vector<std::int64_t> compact;
    std::vector<std::int64_t> installed;  // per tier: provisioned from the build-out tier up
    int firstProvisionedTier = 0;         // tiers from here up follow `provisioned`
    std::int64_t leaves = 0;
    bool fits = true;

    const TierBuild& installedBuild(std::size_t tier) const {
        return static_cast<int>(tier) >= firstProvisionedTier ? provisioned[tier] : populated[tier];
    }
};

std::int64_t radixOf(const Catalog& catalog, const std::string& switchId, double speedGbps);

// Leaves one fabric needs: rail-optimized or scalable-unit designs give compute
// nodes their own leaves (a partial SU still gets all of its leaves); everything
// else shares leaves densely.
std::int64_t leavesFor(const FabricLoad& load, std::int64_t leafDown, const NetworkInput& net);

// Tier count (forced, or the fewest that fit the largest fabric) and per-tier shapes.
NetworkDesign designFor(const NetworkInput& net, const Catalog& catalog, const FabricLoad& largest);

FabricCount countFabric(const FabricLoad& load, const NetworkDesign& design, const NetworkInput& net, std::int64_t fabrics);

}  // namespace cp
