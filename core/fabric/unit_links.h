#pragma once
// The compute nodes of scalable units on rail leaves of their own, one leaf per rail, as one piece:
// unit u holds nodes first + u × unit_nodes on (the last unit may be partial), and each of its nodes
// has one link to each of the unit's `rails` leaves, leaf_first + u × rails on.
//
// enumerateLinkPieces passes the piece on whole (the plan's cabling measures a unit once per shape
// of its racks), enumerateLinkBundles as one bundle per unit (bundleOf).

#include <cstdint>

#include "common/int_math.h"
#include "fabric/link_enumeration.h"

namespace cp {

struct UnitLinks {
    LinkBundle base;  // network, host kind, leaf tier, zone, plane and speed; links_per_pair = 1
    std::int64_t first = 0, hosts = 0, unit_nodes = 1, rails = 0, leaf_first = 0;

    std::int64_t units() const { return ceilDiv(hosts, unit_nodes); }
    std::int64_t links() const { return hosts * rails; }
    std::int64_t firstHost(std::int64_t unit) const { return first + unit * unit_nodes; }
    std::int64_t hostsOf(std::int64_t unit) const { return std::min(unit_nodes, hosts - unit * unit_nodes); }
    std::int64_t firstLeaf(std::int64_t unit) const { return leaf_first + unit * rails; }
    // The unit's nodes to its rail leaves (upper-merged: ports not stated).
    LinkBundle bundleOf(std::int64_t unit) const {
        LinkBundle b = base;
        b.lower.index = firstHost(unit);
        b.lower_count = hostsOf(unit);
        b.upper.index = firstLeaf(unit);
        b.upper_count = rails;
        b.upper_step = 1;
        return b;
    }
};

}  // namespace cp
