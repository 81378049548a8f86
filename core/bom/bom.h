#pragma once
// The bill of materials: every part the plan needs, with quantity, unit price
// and unit power (prices are assumptions the user edits).

#include <vector>

#include "bom/bom_result.h"
#include "catalog/catalog.h"
#include "compute/compute_result.h"
#include "fabric/fabric_result.h"
#include "layout/cabling_result.h"
#include "profile/profile.h"

namespace cp {

// Lines in category order: compute, network switches, optics and cables, storage. The
// optics and cables lines take their unit prices and powers from `cabling`, so they add
// up to cabling.price_usd and cabling.power_w.
std::vector<BomLine> buildBom(const Profile& profile, const Catalog& catalog, const ComputeResult& compute,
                              const FabricResult& fabric, const CablingResult& cabling);

}  // namespace cp
