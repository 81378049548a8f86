#pragma once
// How the reliability stage's checkpoint and spare figures were obtained, and the warnings a
// planner must act on (low ETTR, too few spares), each naming the levers that fix it.

#include "common/findings.h"
#include "reliability/checkpoint_size.h"
#include "profile/profile.h"
#include "reliability/ettr_levers.h"
#include "reliability/reliability_result.h"
#include "reliability/spare_pool.h"

namespace cp {

void explainCheckpoints(const ReliabilityInput& in, const CheckpointSize& checkpoint, const ReliabilityResult& r,
                        Findings& findings);
void explainSpares(const ReliabilityInput& in, const SparePoolInput& pool, const ReliabilityResult& r, Findings& findings);

// No useful checkpoint interval or ETTR below 0.5, each with the levers computed from the design
// (ettr_levers.h); and spares kept but fewer than half the repair model's need.
void warnReliability(const ReliabilityInput& in, const ReliabilityResult& r, const std::vector<EttrLever>& levers,
                     Findings& findings);

}  // namespace cp
