#pragma once
// Hosts packed densely onto shared leaves, as one piece: host first + i has `per_host` ports,
// stream ports stream + i × per_host on, and stream port q lands on leaf
// min(last_leaf, leaf_base + ⌊q / d0⌋) (a leaf's d0 down ports in turn; from the last leaf of the
// class on, everything stays there). A host may straddle two leaves.
//
// enumerateLinkPieces passes the piece on whole (the plan's cabling walks it a leaf at a time,
// by the hosts on each leaf), enumerateLinkBundles as bundles of the hosts on each leaf.

#include <algorithm>
#include <cstdint>

#include "fabric/link_enumeration.h"

namespace cp {

struct PackedLinks {
    LinkBundle base;  // network, host kind, leaf tier, zone, plane and speed
    std::int64_t first = 0, hosts = 0, per_host = 0, stream = 0, d0 = 1, leaf_base = 0, last_leaf = 0;

    std::int64_t links() const { return hosts * per_host; }
    std::int64_t streamEnd() const { return stream + links(); }
    std::int64_t leafOf(std::int64_t port) const { return std::min(last_leaf, leaf_base + port / d0); }
    // Stream ports [first, end) on `leaf`.
    struct Ports {
        std::int64_t first = 0, end = 0;
    };
    Ports portsOn(std::int64_t leaf) const {
        const std::int64_t lo = std::max(stream, (leaf - leaf_base) * d0);
        const std::int64_t hi = leaf == last_leaf ? streamEnd() : std::min(streamEnd(), (leaf - leaf_base + 1) * d0);
        return {lo, std::max(lo, hi)};
    }
    // Calls fn(host, hosts, portsEach) for the hosts with ports on `leaf`: a host cut by the
    // leaf's edge on its own, the whole hosts between as one run.
    template <typename F>
    void forEachHostRun(std::int64_t leaf, F&& fn) const {
        const Ports ports = portsOn(leaf);
        std::int64_t q = ports.first;
        while (q < ports.end) {
            const std::int64_t host = (q - stream) / per_host, hostStart = stream + host * per_host;
            if (q == hostStart && ports.end - q >= per_host) {  // whole hosts
                const std::int64_t n = (ports.end - q) / per_host;
                fn(first + host, n, per_host);
                q += n * per_host;
                continue;
            }
            const std::int64_t upTo = std::min(ports.end, hostStart + per_host);
            fn(first + host, std::int64_t{1}, upTo - q);
            q = upTo;
        }
    }
};

}  // namespace cp
