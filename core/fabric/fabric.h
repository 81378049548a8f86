#pragma once

#include "catalog/catalog.h"
#include "common/findings.h"
#include "compute/compute_result.h"
#include "fabric/fabric_result.h"
#include "profile/profile.h"

namespace cp {

// Endpoints and switch/link counts for every network of the profile; adds
// explanations, and errors for designs that cannot be built, to `findings`.
FabricResult evaluateFabric(const Profile& profile, const Catalog& catalog, const ComputeResult& compute, Findings& findings);

}  // namespace cp
