#pragma once

#include "catalog/catalog.h"
#include "common/findings.h"
#include "compute/compute_result.h"
#include "profile/profile.h"

namespace cp {

// GPUs, nodes and peak cluster FLOPS; adds explanations and warnings to `findings`.
ComputeResult evaluateCompute(const Profile& profile, const Catalog& catalog, Findings& findings);

}  // namespace cp
