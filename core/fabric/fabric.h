#pragma once

#include "catalog/catalog.h"
#include "plan/plan.h"
#include "profile/profile.h"

namespace cp {

// Endpoints and switch/link counts for every network of the profile.
// Needs plan.compute (nodes); appends explanations and warnings.
void evaluateFabric(const Profile& profile, const Catalog& catalog, Plan& plan);

}  // namespace cp
