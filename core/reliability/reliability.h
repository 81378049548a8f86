#pragma once

#include "catalog/catalog.h"
#include "plan/plan.h"
#include "profile/profile.h"

namespace cp {

// Job MTTF from the component inventory (or an observed rate per node-day),
// checkpoint interval, ETTR, lost work, in-memory recovery, spares and MTTF
// versus job size. Needs plan.fabric and plan.cabling; appends explanations.
void evaluateReliability(const Profile& profile, const Catalog& catalog, Plan& plan);

}  // namespace cp
