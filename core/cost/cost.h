#pragma once

#include <vector>

#include "bom/bom_result.h"
#include "cost/cost_result.h"
#include "common/findings.h"
#include "compute/compute_result.h"
#include "power/power_result.h"
#include "profile/profile.h"
#include "reliability/reliability_result.h"

namespace cp {

// Capex from the BOM (which the result keeps), facility capex, yearly TCO and the price of
// a delivered GPU-hour at the reliability stage's goodput; adds explanations to `findings`.
CostResult evaluateCost(const Profile& profile, const ComputeResult& compute, std::vector<BomLine> bom, const PowerResult& power,
                        const ReliabilityResult& reliability, Findings& findings);

}  // namespace cp
