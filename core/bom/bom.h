#pragma once
// The bill of materials: every part the plan needs, with quantity, unit price
// and unit power from the catalog (prices are assumptions the user edits).

#include <vector>

#include "catalog/catalog.h"
#include "plan/plan.h"
#include "profile/profile.h"

namespace cp {

// Needs plan.fabric and plan.cabling. Lines in category order: compute, network
// switches, optics and cables, storage.
std::vector<BomLine> buildBom(const Profile& profile, const Catalog& catalog, const Plan& plan);

}  // namespace cp
