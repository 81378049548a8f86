#pragma once

#include "catalog/catalog.h"
#include "plan/plan.h"
#include "profile/profile.h"

namespace cp {

// GPUs, nodes and peak cluster FLOPS; appends explanations and warnings to `plan`.
void evaluateCompute(const Profile& profile, const Catalog& catalog, Plan& plan);

}  // namespace cp
