#pragma once

#include "catalog/catalog.h"
#include "plan/plan.h"
#include "profile/profile.h"

namespace cp {

// Capex from the BOM, facility capex, yearly TCO and the price of a delivered
// GPU-hour. Needs plan.power; uses the reliability goodput when present.
void evaluateCost(const Profile& profile, const Catalog& catalog, Plan& plan);

}  // namespace cp
