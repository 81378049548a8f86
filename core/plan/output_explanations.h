#pragma once
// Explanations for the outputs the stages do not explain themselves: inputs the plan echoes,
// tables (an explanation of a table explains each of its rows), counts and sums. With the
// stages' own, every number of `plan --json` has one (tests/test_explained_outputs.cpp).

#include "catalog/catalog.h"
#include "plan/plan.h"
#include "profile/profile.h"

namespace cp {

// Adds the explanations `plan` lacks for the results it has; never replaces one a stage gave.
void explainOutputs(const Profile& profile, const Catalog& catalog, Plan& plan);

}  // namespace cp
