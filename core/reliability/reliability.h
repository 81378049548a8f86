#pragma once

#include <optional>

#include "catalog/catalog.h"
#include "common/findings.h"
#include "reliability/checkpoint_size.h"
#include "compute/compute_result.h"
#include "fabric/fabric_result.h"
#include "layout/cabling_result.h"
#include "profile/profile.h"
#include "reliability/reliability_result.h"

namespace cp {

// Job MTTF from the component inventory (or an observed rate per node-day), checkpoint
// interval, ETTR, lost work, in-memory recovery, spares and MTTF versus job size; adds
// explanations and warnings to `findings`. A job larger than the cluster is an error
// (nullopt). The job is the step-time model's GPUs when it ran (`modelled_job_gpus`: the split's
// footprint, so GPUs the split leaves idle neither fail the job nor checkpoint), else
// reliability.job_gpus or the whole cluster.
std::optional<ReliabilityResult> evaluateReliability(const Profile& profile, const Catalog& catalog, const ComputeResult& compute,
                                                     const FabricResult& fabric, const CablingResult& cabling,
                                                     const CheckpointSize& checkpoint, std::optional<std::int64_t> modelled_job_gpus,
                                                     Findings& findings);

}  // namespace cp
