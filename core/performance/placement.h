#pragma once
// Where a parallel group's members sit, from the rank order: how many share a scale-up
// domain, a node, and each fabric level's block, and so which bandwidth share the fabric
// leaves the group's traffic.

#include <cstdint>
#include <initializer_list>

#include "performance/collectives.h"
#include "performance/hardware.h"
#include "performance/parallelism.h"

namespace cp::perf {

// Distance in ranks between neighbours along `dim`: the product of the sizes of the
// dimensions inside it in the rank order.
std::int64_t rankStride(const Parallelism& par, ParallelDim dim);

// Members of the group spanned by `dims` that fall into one block of `block_gpus`
// consecutive ranks (blocks aligned to rank 0).
std::int64_t membersPerBlock(const Parallelism& par, std::initializer_list<ParallelDim> dims, std::int64_t block_gpus);

// The group's layout for `pattern`. A ring (or a pipeline's send/receive) sends 1/m of its
// traffic out of a block that holds m members, an all-to-all (n − m)/n; the fabric fraction
// is min over the levels the group spans of min(1, level fraction / share leaving).
GroupLayout groupLayout(const Parallelism& par, std::initializer_list<ParallelDim> dims, const Hardware& hw, Collective pattern);

// Two pipeline neighbours: whether adjacent stages share a domain or node.
GroupLayout pipelinePairLayout(const Parallelism& par, const Hardware& hw);

}  // namespace cp::perf
