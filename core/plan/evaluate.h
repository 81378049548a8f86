#pragma once

#include "catalog/catalog.h"
#include "plan/plan.h"
#include "profile/profile.h"

namespace cp {

// Pure and deterministic. The profile must have been validated against this
// catalog (loadProfileFile / validateProfile); design problems become warnings.
Plan evaluate(const Profile& profile, const Catalog& catalog);

}  // namespace cp
