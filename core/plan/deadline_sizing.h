#pragma once
// Deadline sizing as a fixed point: the goodput (and under the step-time model the speed) depends
// on the cluster's size, so the size a deadline asks for is planned again until it asks for itself.

#include <functional>

#include "catalog/catalog.h"
#include "plan/plan.h"
#include "profile/profile.h"

namespace cp {

// With workload.deadline_days: replaces plan.training's deadline figures by the fixed point
// (nodes n with need(n) = n), says when no size meets the deadline, and checks that each network
// holds the answer with the tiers the profile gives (else says which tier count it needs). Also
// warns when this cluster misses the deadline. No-op without a deadline or a training result.
// `planStages` runs the pipeline's stages on a trial profile (numbers only, no deadline): the loop
// is around the pipeline, which never calls back into it.
using StagePlanner = std::function<Plan(const Profile&)>;
void sizeForDeadline(const Profile& profile, const Catalog& catalog, Plan& plan, const StagePlanner& planStages);

}  // namespace cp
