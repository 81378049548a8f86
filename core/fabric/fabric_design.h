#pragma once
// The shape of one network's fabric (tiers, ports and speeds per tier, leaf classes) and the
// counts of one zone × plane fabric. Shared by the counting (fabric.cpp) and the link
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
    std::vector<TierShape> shape;        // tiers inside a zone (the join tier, if any, comes after); shape[0]: class 0's leaves
    std::vector<PortBudget> budgets;     // per tier including the join tier: ports at its down and up speeds
    std::vector<TierShape> leafClasses;  // class 0 (the network's own leaves, == shape[0]), then leaf_classes in order
    std::vector<double> classRatios;     // requested down:up per leaf class
    std::vector<double> ratios;          // requested down:up per tier including the join tier (0: the top)
    std::vector<std::string> switchIds;  // per tier including the join tier
    int zoneTiers = 0;
    bool joinTier = false;
    std::int64_t rackNodes = 0;  // leaf_per_rack: compute nodes per rack (the scalable unit), else 0
    bool railOptimized = false;

    // Leaf classes whose up-port counts differ: the tier above is built over them together.
    bool mixedLeaves() const;
    double downGbps(std::size_t tier) const { return budgets[tier].down_gbps; }
    double upGbps(std::size_t tier) const { return budgets[tier].up_gbps; }
};

// The leaves of one class in one fabric: compute leaves grouped per rail, scalable unit or rack,
// then the leaves its other ports share densely. Classes follow each other in leaf index order.
struct LeafGroup {
    std::int64_t first = 0;      // index of its first leaf in the fabric
    std::int64_t grouped = 0;    // compute leaves (rails, scalable units, racks)
    std::int64_t dense = 0;      // leaves shared densely by its other ports (and ungrouped compute ports)
    std::int64_t down_used = 0;  // endpoint ports on its leaves (hosts on spare ports not counted)
    std::int64_t leaves() const { return grouped + dense; }
};

// One zone × plane fabric, counted.
struct FabricCount {
    std::vector<LeafGroup> leafGroups;   // per leaf class
    std::vector<TierBuild> populated;    // balanced bundles for today's endpoints
    std::vector<TierBuild> provisioned;  // for the build-out endpoint count (== populated without one)
    std::vector<std::int64_t> compact;
    std::vector<std::int64_t> installed;  // per tier: provisioned from the build-out tier up
    std::vector<std::int64_t> links_up;   // per zone tier: links to the tier above
    std::vector<std::int64_t> spare;      // per zone tier: spare down ports of the installed switches
    std::int64_t spare_leaf_ports = 0;    // free down ports on the leaves, before hosts on spare ports
    int firstProvisionedTier = 0;         // tiers from here up follow `provisioned`
    std::int64_t leaves = 0;
    bool fits = true;

    const TierBuild& installedBuild(std::size_t tier) const {
        return static_cast<int>(tier) >= firstProvisionedTier ? provisioned[tier] : populated[tier];
    }
};

std::int64_t radixOf(const Catalog& catalog, const std::string& switchId, double speedGbps);

// Tier count (forced, or the fewest that fit the largest fabric), per-tier shapes and speeds,
// leaf classes, and the zone top's uplinks toward a join tier (pod-wide). `rackNodes`: compute
// nodes per rack (used when the network has a leaf per rack).
NetworkDesign designFor(const NetworkInput& net, const Catalog& catalog, const std::vector<EndpointSource>& sources,
                        std::int64_t rackNodes);

// Leaves of each class of one fabric: rail-optimized, scalable-unit or leaf-per-rack designs give
// compute nodes leaves of their own (a partial unit still gets all of its leaves); everything else
// of a class shares its leaves densely.
std::vector<LeafGroup> leafGroups(const FabricLoad& load, const NetworkDesign& design, const NetworkInput& net);

FabricCount countFabric(const FabricLoad& load, const NetworkDesign& design, const NetworkInput& net, std::int64_t fabrics);

// The fabrics of a network by their loads: zone z, plane p → its load (zone-major).
FabricLoad fabricLoadOf(const std::vector<EndpointSource>& sources, const NetworkInput& net, std::int64_t zone,
                        std::int64_t plane);

}  // namespace cp
