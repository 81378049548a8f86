#include "fabric/fabric_design.h"

#include <algorithm>

#include "common/int_math.h"

namespace cp {

// Leaves one fabric needs: rail-optimized or scalable-unit designs give compute
// nodes their own leaves (a partial SU still gets all of its leaves); everything
// else shares leaves densely.
std::int64_t leavesFor(const FabricLoad& load, std::int64_t leafDown, const NetworkInput& net) {
    std::int64_t leaves = 0, dense = load.other_ports;
    const std::int64_t hosts = load.compute_hosts, perHost = load.compute_ports_per_host;
    if (hosts > 0 && (net.rail_optimized || net.su_nodes)) {
        const std::int64_t suNodes = net.su_nodes.value_or(leafDown);
        const std::int64_t perSu =
            net.rail_optimized ? perHost * ceilDiv(suNodes, leafDown) : ceilDiv(suNodes * perHost, leafDown);
        leaves = ceilDiv(hosts, suNodes) * perSu;
    } else {
        dense += hosts * perHost;
    }
    return leaves + ceilDiv(dense, leafDown);
}

std::int64_t radixOf(const Catalog& catalog, const std::string& switchId, double speed) {
    return catalog.findSwitch(switchId)->modeAt(speed)->ports;
}

NetworkDesign designFor(const NetworkInput& net, const Catalog& catalog, const FabricLoad& largest) {
    NetworkDesign d;
    d.joinTier = net.zones > 1 && net.zone_join.kind == ZoneJoinKind::Tier;
    std::vector<double> ratios = net.oversubscription;
    auto shapeFor = [&](int tiers) {
        std::vector<std::int64_t> radix;
        for (int t = 0; t < tiers; ++t)
            radix.push_back(radixOf(catalog, net.switchOfTier(static_cast<std::size_t>(t)), net.link_speed_gbps));
        if (d.joinTier) {
            // The zone's top keeps uplinks toward the join tier at the join ratio.
            std::vector<double> r = ratios;
            r.resize(static_cast<std::size_t>(tiers), 1.0);
            r[static_cast<std::size_t>(tiers - 1)] = net.zone_join.oversubscription;
            return tierShapes(radix, r, true);
        }
        return tierShapes(radix, ratios, false);
    };
    if (net.tiers) {
        d.zoneTiers = *net.tiers - (d.joinTier ? 1 : 0);
    } else {
        d.zoneTiers = 4 - (d.joinTier ? 1 : 0);
        for (int l = 1; l <= d.zoneTiers; ++l) {
            const auto shape = shapeFor(l);
            if (leavesFor(largest, shape[0].down, net) <= maxLeaves(shape)) {
                d.zoneTiers = l;
                break;
            }
        }
    }
    d.zoneTiers = std::max(1, d.zoneTiers);
    d.shape = shapeFor(d.zoneTiers);
    const int total = d.zoneTiers + (d.joinTier ? 1 : 0);
    for (int t = 0; t < total; ++t) d.switchIds.push_back(net.switchOfTier(static_cast<std::size_t>(t)));
    return d;
}

FabricCount countFabric(const FabricLoad& load, const NetworkDesign& d, const NetworkInput& net, std::int64_t fabrics) {
    FabricCount c;
    const std::int64_t leafDown = d.shape[0].down;
    c.leaves = leavesFor(load, leafDown, net);
    c.populated = buildTiers(c.leaves, d.shape);
    c.compact = compactCounts(ceilDiv(load.endpoints(), leafDown), d.shape);
    c.provisioned = c.populated;
    const int tiers = static_cast<int>(d.shape.size());
    int from = tiers;  // first built-out tier index (none)
    if (net.build_out_endpoints) {
        const std::int64_t futureEndpoints = ceilDiv(*net.build_out_endpoints, fabrics);
        const std::int64_t futureLeaves = std::max(c.leaves, ceilDiv(futureEndpoints, leafDown));
        c.provisioned = buildTiers(futureLeaves, d.shape);
        from = net.build_out_from_tier.value_or(tiers) - 1;
    }
    c.firstProvisionedTier = from;
    c.fits = c.leaves <= maxLeaves(d.shape);
    for (int t = 0; t < tiers; ++t) {
        const auto i = static_cast<std::size_t>(t);
        c.installed.push_back(t >= from ? std::max(c.provisioned[i].switches, c.populated[i].switches) : c.populated[i].switches);
        c.fits = c.fits && c.populated[i].fits;
    }
    return c;
}

}  // namespace cp
