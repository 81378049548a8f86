#include "performance/placement.h"

#include <algorithm>
#include <array>

namespace cp::perf {

namespace {

// Each dimension's rank stride and size, by ParallelDim, from one pass over the rank order: a
// layout asks for them once per block level, and the search asks for thousands of layouts.
struct RankGrid {
    std::array<std::int64_t, 5> stride{}, size{};

    explicit RankGrid(const Parallelism& par) {
        std::array<bool, 5> seen{};
        std::int64_t product = 1;
        for (ParallelDim d : par.order) {
            const auto i = static_cast<std::size_t>(d);
            if (!seen[i]) stride[i] = product, seen[i] = true;
            product *= par.size(d);
        }
        for (std::size_t i = 0; i < 5; ++i) {
            if (!seen[i]) stride[i] = product;  // a dimension missing from the order sits outside all others
            size[i] = par.size(static_cast<ParallelDim>(i));
        }
    }

    std::int64_t groupSize(std::initializer_list<ParallelDim> dims) const {
        std::int64_t n = 1;
        for (ParallelDim d : dims) n *= size[static_cast<std::size_t>(d)];
        return n;
    }

    std::int64_t membersPerBlock(std::initializer_list<ParallelDim> dims, std::int64_t block_gpus) const {
        std::int64_t members = 1;
        for (ParallelDim d : dims) {
            const auto i = static_cast<std::size_t>(d);
            if (block_gpus >= stride[i]) members *= std::clamp<std::int64_t>(block_gpus / stride[i], 1, size[i]);
        }
        return members;
    }
};

// Fraction of each member's traffic that leaves a block holding m of the n members.
double shareLeaving(Collective pattern, std::int64_t members, std::int64_t size) {
    if (pattern == Collective::AllToAll) return static_cast<double>(size - members) / static_cast<double>(size);
    return 1.0 / static_cast<double>(members);
}

}  // namespace

std::int64_t rankStride(const Parallelism& par, ParallelDim dim) { return RankGrid(par).stride[static_cast<std::size_t>(dim)]; }

std::int64_t membersPerBlock(const Parallelism& par, std::initializer_list<ParallelDim> dims, std::int64_t block_gpus) {
    return RankGrid(par).membersPerBlock(dims, block_gpus);
}

GroupLayout groupLayout(const Parallelism& par, std::initializer_list<ParallelDim> dims, const Hardware& hw, Collective pattern) {
    const RankGrid grid(par);
    GroupLayout g;
    g.size = grid.groupSize(dims);
    g.per_domain = grid.membersPerBlock(dims, hw.scale_up.gpus_per_domain);
    g.per_node = std::max(g.per_domain, grid.membersPerBlock(dims, hw.node.gpus_per_node));
    for (const FabricLevel& level : hw.scale_out.levels) {
        const std::int64_t inBlock = grid.membersPerBlock(dims, level.gpus);
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
