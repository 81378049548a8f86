#pragma once
// The compute nodes of rail-optimized scalable units, as one piece. Unit s holds nodes
// first + s × unit_nodes on (the last unit may be partial); its nodes are cut into blocks of
// `block_nodes` (the leaves' down ports), and each node of block b has one link to the block's leaf
// of each rail: leaf leaf_first + s × rails × leaves_per_rail + r × leaves_per_rail + b for rail r.
// The piece counts a (unit, block) pair as one unit of its own ("unit" below): its nodes are
// contiguous, its rail leaves `leaves_per_rail` apart (next to each other with one leaf per rail).
//
// enumerateLinkPieces passes the piece on whole (the plan's cabling measures a unit once per shape
// of its racks), enumerateLinkBundles as bundles.

#include <algorithm>
#include <cstdint>

#include "common/int_math.h"
#include "fabric/link_enumeration.h"

namespace cp {

struct UnitLinks {
    LinkBundle base;  // network, host kind, leaf tier, zone, plane and speed; links_per_pair = 1
    std::int64_t first = 0, hosts = 0, unit_nodes = 1, block_nodes = 1, leaves_per_rail = 1, rails = 0, leaf_first = 0;

    std::int64_t units() const { return ceilDiv(hosts, unit_nodes) * leaves_per_rail; }
    std::int64_t links() const { return hosts * rails; }
    std::int64_t firstHost(std::int64_t unit) const {
        return first + unit / leaves_per_rail * unit_nodes + unit % leaves_per_rail * block_nodes;
    }
    // Nodes of the unit (0 for blocks past a partial scalable unit's nodes).
    std::int64_t hostsOf(std::int64_t unit) const {
        const std::int64_t su = unit / leaves_per_rail, block = unit % leaves_per_rail;
        const std::int64_t suHosts = std::min(unit_nodes, hosts - su * unit_nodes);
        return std::clamp<std::int64_t>(suHosts - block * block_nodes, 0, block_nodes);
    }
    std::int64_t firstLeaf(std::int64_t unit) const {
        return leaf_first + unit / leaves_per_rail * rails * leaves_per_rail + unit % leaves_per_rail;
    }
    std::int64_t leafStride() const { return leaves_per_rail; }  // between the rails' leaves of a unit
    // The unit's nodes to the leaf of `rail` (ports not stated).
    LinkBundle railBundle(std::int64_t unit, std::int64_t rail) const {
        LinkBundle b = base;
        b.lower.index = firstHost(unit);
        b.lower_count = hostsOf(unit);
        b.upper.index = firstLeaf(unit) + rail * leafStride();
        return b;
    }
    // With one leaf per rail, the unit's nodes to all its rail leaves in one bundle (upper-merged).
    LinkBundle unitBundle(std::int64_t unit) const {
        LinkBundle b = railBundle(unit, 0);
        b.upper_count = rails;
        b.upper_step = 1;
        return b;
    }
};

}  // namespace cp
