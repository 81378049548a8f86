#include "performance/placement.h"

#include <algorithm>

namespace cp::perf {

std::int64_t rankStride(const Parallelism& par, ParallelDim dim) {
    std::int64_t stride = 1;
    for (ParallelDim d : par.order) {
        if (d == dim) return stride;
        stride *= par.size(d);
    }
    return stride;
}

namespace {

std::int64_t groupSize(const Parallelism& par, std::initializer_list<ParallelDim> dims) {
    std::int64_t n = 1;
    for (ParallelDim d : dims) n *= par.size(d);
    return n;
}

// Fraction of each member's traffic that leaves a block holding m of the n members.
double shareLeaving(Collective pattern, std::int64_t members, std::int64_t size) {
    if (pattern == Collective::AllToAll) return static_cast<double>(size - members) / static_cast<double>(size);
    return 1.0 / static_cast<double>(members);
}

}  // namespace

std::int64_t membersPerBlock(const Parallelism& par, std::initializer_list<ParallelDim> dims, std::int64_t block_gpus) {
    std::int64_t members = 1;
    for (ParallelDim d : dims) {
        const std::int64_t stride = rankStride(par, d);
        const std::int64_t size = par.size(d);
        if (block_gpus >= stride) members *= std::clamp<std::int64_t>(block_gpus / stride, 1, size);
    }
    return members;
}

GroupLayout groupLayout(const Parallelism& par, std::initializer_list<ParallelDim> dims, const Hardware& hw, Collective pattern) {
    GroupLayout g;
    g.size = groupSize(par, dims);
    g.per_domain = membersPerBlock(par, dims, hw.scale_up.gpus_per_domain);
    g.per_node = std::max(g.per_domain, membersPerBlock(par, dims, hw.node.gpus_per_node));
    for (const FabricLevel& level : hw.scale_out.levels) {
        const std::int64_t inBlock = membersPerBlock(par, dims, level.gpus);
        if (inBlock >= g.size) break;  // the group fits in one block of this level and all wider ones
        const double leaving = shareLeaving(pattern, inBlock, g.size);
        g.fabric_fraction = std::min(g.fabric_fraction, std::min(1.0, level.bandwidth_fraction / leaving));
    }
    return g;
}

GroupLayout pipelinePairLayout(const Parallelism& par, const Hardware& hw) {
    GroupLayout g;
    g.size = 2;
    const std::int64_t stride = rankStride(par, ParallelDim::Pp);
    // Neighbours share a block when two strides fit in it.
    g.per_domain = hw.scale_up.gpus_per_domain >= 2 * stride ? 2 : 1;
    g.per_node = hw.node.gpus_per_node >= 2 * stride ? 2 : g.per_domain;
    for (const FabricLevel& level : hw.scale_out.levels) {
        const std::int64_t inBlock = level.gpus >= 2 * stride ? std::min<std::int64_t>(level.gpus / stride, par.pp) : 1;
        if (inBlock >= par.pp) break;
        g.fabric_fraction = std::min(g.fabric_fraction, std::min(1.0, level.bandwidth_fraction * static_cast<double>(inBlock)));
    }
    return g;
}

}  // namespace cp::perf
