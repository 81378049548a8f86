#include "fabric/fabric_design.h"

#include <algorithm>
#include <cmath>

#include "common/int_math.h"

namespace cp {

namespace {

double entry(const std::vector<double>& list, std::size_t i) { return i < list.size() ? list[i] : 1.0; }

// Ports of each tier (and the join tier) at its down and up speeds.
std::vector<PortBudget> budgetsFor(const NetworkInput& net, const Catalog& catalog, int tiers) {
    std::vector<PortBudget> out;
    for (int t = 0; t < tiers; ++t) {
        const auto i = static_cast<std::size_t>(t);
        const std::string& id = net.switchOfTier(i);
        const double down = net.downSpeedOfTier(i), up = net.upSpeedOfTier(i);
        out.push_back({radixOf(catalog, id, down), radixOf(catalog, id, up), down, up});
    }
    return out;
}

// Requested down:up per tier from the leaf; a zone top under a join tier takes the join's.
std::vector<double> ratiosFor(const NetworkInput& net, int zoneTiers, bool joinTier) {
    std::vector<double> r;
    for (int t = 0; t < zoneTiers; ++t)
        r.push_back(t + 1 < zoneTiers ? entry(net.oversubscription, static_cast<std::size_t>(t)) : 0);
    if (joinTier) {
        r.back() = net.zone_join.oversubscription;
        r.push_back(0);
    }
    return r;
}

// Leaf class c > 0 uses at most the network's own leaves' down ports and wires ⌈down / R⌉ uplinks.
TierShape classShape(const TierShape& base, const PortBudget& budget, double ratio) {
    if (base.up == 0) return base;  // leaves at the top have no uplinks to share out
    TierShape s = base;
    s.down = std::min(base.down, splitPorts(budget, ratio, true).down);
    s.up = s.uplinksFor(s.down, ratio);
    return s;
}

// Leaf per rack: a leaf wires uplinks for the ports in use, not all its radix allows. The fullest
// leaf of a class sets them: a rack's compute ports, or a class's densely packed ports.
void followPortsInUse(NetworkDesign& d, const FabricLoad& largest) {
    for (std::size_t c = 0; c < d.leafClasses.size(); ++c) {
        TierShape& s = d.leafClasses[c];
        if (s.up == 0) continue;
        std::int64_t inUse = c < largest.dense.size() ? std::min(s.down, largest.dense[c]) : 0;
        // A rail leaf takes one port of each node in the rack, a shared leaf all of them.
        const std::int64_t rackPorts = d.rackNodes * (d.railOptimized ? 1 : largest.compute_ports_per_host);
        if (largest.compute_class == c) inUse = std::max(inUse, std::min(s.down, rackPorts));
        if (inUse > 0) s.up = std::min(s.up, s.uplinksFor(inUse, d.classRatios[c]));
    }
}

// Shapes of `zoneTiers` tiers (plus the join tier) and the leaf classes.
NetworkDesign shapeDesign(const NetworkInput& net, const Catalog& catalog, int zoneTiers, bool joinTier, std::int64_t rackNodes,
                          const FabricLoad& largest) {
    NetworkDesign d;
    d.zoneTiers = zoneTiers;
    d.joinTier = joinTier;
    d.rackNodes = net.leaf_per_rack ? rackNodes : 0;
    d.railOptimized = net.rail_optimized;
    d.budgets = budgetsFor(net, catalog, zoneTiers + (joinTier ? 1 : 0));
    d.ratios = ratiosFor(net, zoneTiers, joinTier);
    const std::vector<PortBudget> zone(d.budgets.begin(), d.budgets.begin() + zoneTiers);
    d.shape = tierShapes(zone, d.ratios, joinTier);
    d.leafClasses.push_back(d.shape[0]);
    d.classRatios.push_back(d.ratios[0] > 0 ? d.ratios[0] : 1.0);
    for (const LeafClass& c : net.leaf_classes) {
        d.leafClasses.push_back(classShape(d.shape[0], d.budgets[0], c.oversubscription));
        d.classRatios.push_back(c.oversubscription);
    }
    if (d.rackNodes > 0) followPortsInUse(d, largest);
    d.shape[0] = d.leafClasses[0];
    for (int t = 0; t < zoneTiers + (joinTier ? 1 : 0); ++t) d.switchIds.push_back(net.switchOfTier(static_cast<std::size_t>(t)));
    return d;
}

// The zone top's uplinks toward a join tier follow what is cabled into the zones: ⌈links in ×
// down speed / (R × up speed)⌉ over all zone tops (zones may differ by a host or a rack; every zone
// top is built alike), so the network's down:up at the join is R within one port per switch,
// whatever share of the tops' down ports is in use.
void settleJoinUplinks(NetworkDesign& d, const NetworkInput& net, const std::vector<EndpointSource>& sources) {
    const auto top = static_cast<std::size_t>(d.zoneTiers - 1);
    TierShape& s = d.shape[top];
    std::int64_t linksIn = 0, tops = 0;
    for (std::int64_t z = 0; z < net.zones; ++z)
        for (std::int64_t p = 0; p < net.planes; ++p) {
            const FabricLoad load = fabricLoadOf(sources, net, z, p);
            const FabricCount c = countFabric(load, d, net, net.zones * net.planes);
            linksIn += top == 0 ? load.endpoints() : c.links_up[top - 1];
            tops += c.installed[top];
        }
    const std::int64_t uplinks = uplinksNeeded(static_cast<double>(linksIn) * s.down_gbps, d.ratios[top], s.up_gbps);
    s.up = std::clamp<std::int64_t>(ceilDiv(uplinks, std::max<std::int64_t>(1, tops)), 1, s.up);
    if (top == 0) d.leafClasses[0] = s;
}

std::int64_t groupedLeaves(const FabricLoad& load, const NetworkInput& net, std::int64_t suNodes, std::int64_t leafDown) {
    const std::int64_t perHost = load.compute_ports_per_host;
    const std::int64_t perSu = net.rail_optimized ? perHost * ceilDiv(suNodes, leafDown) : ceilDiv(suNodes * perHost, leafDown);
    return ceilDiv(load.compute_hosts, suNodes) * perSu;
}

}  // namespace

bool NetworkDesign::mixedLeaves() const {
    return std::any_of(leafClasses.begin(), leafClasses.end(), [&](const TierShape& s) { return s.up != leafClasses[0].up; });
}

std::int64_t radixOf(const Catalog& catalog, const std::string& switchId, double speed) {
    return catalog.findSwitch(switchId)->modeAt(speed)->ports;
}

FabricLoad fabricLoadOf(const std::vector<EndpointSource>& sources, const NetworkInput& net, std::int64_t zone,
                        std::int64_t plane) {
    return fabricLoad(sources, net.zones, net.planes, zone, plane, net.leaf_classes.size() + 1);
}

std::vector<LeafGroup> leafGroups(const FabricLoad& load, const NetworkDesign& d, const NetworkInput& net) {
    std::vector<LeafGroup> out;
    std::int64_t next = 0;
    const bool grouped = net.rail_optimized || net.su_nodes || d.rackNodes > 0;
    for (std::size_t c = 0; c < d.leafClasses.size(); ++c) {
        const std::int64_t leafDown = d.leafClasses[c].down;
        LeafGroup g;
        g.first = next;
        std::int64_t dense = c < load.dense.size() ? load.dense[c] : 0;
        g.down_used = dense;
        if (load.compute_hosts > 0 && load.compute_class == c) {
            g.down_used += load.computePorts();
            if (grouped)
                g.grouped = groupedLeaves(load, net, d.rackNodes > 0 ? d.rackNodes : net.su_nodes.value_or(leafDown), leafDown);
            else
                dense += load.computePorts();
        }
        g.dense = ceilDiv(dense, leafDown);
        next += g.leaves();
        out.push_back(g);
    }
    return out;
}

NetworkDesign designFor(const NetworkInput& net, const Catalog& catalog, const std::vector<EndpointSource>& sources,
                        std::int64_t rackNodes) {
    const FabricLoad largest = fabricLoadOf(sources, net, 0, 0);
    const bool joinTier = net.zones > 1 && net.zone_join.kind == ZoneJoinKind::Tier;
    int zoneTiers = net.tiers ? *net.tiers - (joinTier ? 1 : 0) : 4 - (joinTier ? 1 : 0);
    if (!net.tiers) {
        for (int l = 1; l <= zoneTiers; ++l) {
            const NetworkDesign trial = shapeDesign(net, catalog, l, joinTier, rackNodes, largest);
            std::int64_t leaves = 0;
            for (const LeafGroup& g : leafGroups(largest, trial, net)) leaves += g.leaves();
            if (leaves <= maxLeaves(trial.shape)) {
                zoneTiers = l;
                break;
            }
        }
    }
    NetworkDesign d = shapeDesign(net, catalog, std::max(1, zoneTiers), joinTier, rackNodes, largest);
    if (joinTier) settleJoinUplinks(d, net, sources);
    return d;
}

namespace {

// The leaves, and the tiers above them: balanced bundles over one kind of leaf, or a top tier
// over leaf classes with different uplinks.
std::vector<TierBuild> buildAbove(const NetworkDesign& d, const std::vector<LeafGroup>& groups, std::int64_t leaves) {
    if (!d.mixedLeaves() || d.shape.size() != 2) return buildTiers(leaves, d.shape);  // more tiers: refused (fabric.cpp)
    std::vector<TierBuild> out = buildTiers(leaves, {d.shape[0]});
    std::vector<std::int64_t> counts, ups;
    for (std::size_t c = 0; c < groups.size(); ++c) {
        counts.push_back(groups[c].leaves());
        ups.push_back(d.leafClasses[c].up);
    }
    out[0].fits = true;
    out.push_back(buildTopOverClasses(counts, ups, d.shape[1].down));
    return out;
}

// Links up and spare down ports per zone tier of one fabric.
void countPorts(FabricCount& c, const NetworkDesign& d, const FabricLoad& load) {
    const std::size_t tiers = d.shape.size();
    c.links_up.assign(tiers, 0);
    c.spare.assign(tiers, 0);
    for (std::size_t g = 0; g < c.leafGroups.size(); ++g) {
        const TierShape& s = d.leafClasses[g];
        const LeafGroup& group = c.leafGroups[g];
        const std::int64_t up = saturatingMultiply(group.leaves(), s.up);
        c.links_up[0] += up;
        c.spare[0] += s.spareDown(group.leaves(), group.down_used, up);
        c.spare_leaf_ports += std::max<std::int64_t>(0, saturatingMultiply(group.leaves(), s.down) - group.down_used);
    }
    c.spare[0] = std::max<std::int64_t>(0, c.spare[0] - load.spare_port_ports);
    for (std::size_t t = 1; t < tiers; ++t) {
        c.links_up[t] = saturatingMultiply(c.installed[t], d.shape[t].up);
        c.spare[t] = d.shape[t].spareDown(c.installed[t], c.links_up[t - 1], c.links_up[t]);
    }
}

}  // namespace

FabricCount countFabric(const FabricLoad& load, const NetworkDesign& d, const NetworkInput& net, std::int64_t fabrics) {
    FabricCount c;
    const std::int64_t leafDown = d.shape[0].down;
    c.leafGroups = leafGroups(load, d, net);
    std::int64_t compactLeaves = 0, compactUp = 0;
    for (std::size_t g = 0; g < c.leafGroups.size(); ++g) {
        c.leaves += c.leafGroups[g].leaves();
        const std::int64_t n = ceilDiv(c.leafGroups[g].down_used, d.leafClasses[g].down);
        compactLeaves += n;
        compactUp += n * d.leafClasses[g].up;
    }
    c.populated = buildAbove(d, c.leafGroups, c.leaves);
    c.compact = compactCounts(compactLeaves, compactUp, d.shape);
    c.provisioned = c.populated;
    const int tiers = static_cast<int>(d.shape.size());
    int from = tiers;  // first built-out tier index (none)
    if (net.build_out_endpoints && !d.mixedLeaves()) {
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
    countPorts(c, d, load);
    return c;
}

}  // namespace cp
