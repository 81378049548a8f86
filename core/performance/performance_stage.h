#pragma once
// The performance stage: the profile's workload and parallelism, the node's GPU and NICs and the
// fabric the compute network builds, handed to the step-time model (docs/performance-model.md).

#include <optional>

#include "catalog/catalog.h"
#include "common/findings.h"
#include "compute/compute_result.h"
#include "fabric/fabric_result.h"
#include "performance/performance_result.h"
#include "profile/profile.h"

namespace cp {

// nullopt when the workload gives a flat MFU. A job that cannot run (no performance specs for the
// GPU, a split that does not divide the GPUs or does not fit in memory) is a plan error naming the field.
std::optional<PerformanceResult> evaluatePerformance(const Profile& profile, const Catalog& catalog, const ComputeResult& compute,
                                                     const FabricResult& fabric, Findings& findings);

// The fabric as the step model sees it: blocks of GPUs (a leaf or rail group, each pod, a zone,
// the network) with the share of their bandwidth that can leave each block.
std::vector<perf::FabricLevel> fabricLevels(const NetworkResult& network, std::int64_t gpusPerNode, std::int64_t nodePorts,
                                            std::int64_t totalGpus);

}  // namespace cp
