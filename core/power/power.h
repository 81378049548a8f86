#pragma once

#include <vector>

#include "bom/bom_result.h"
#include "catalog/catalog.h"
#include "common/findings.h"
#include "compute/compute_result.h"
#include "fabric/fabric_result.h"
#include "layout/cabling_result.h"
#include "power/power_result.h"
#include "profile/profile.h"

namespace cp {

// IT and facility power, energy, electricity and CO2; adds explanations to `findings`.
// The IT load regroups the BOM: nodes, switches and storage servers draw the unit power of
// their BOM line (nodes split into GPUs, NICs and the rest), transceivers and active cables
// the cabling's total (which the BOM's optics lines add up to); only the profile's "other
// IT" share has no BOM line.
PowerResult evaluatePower(const Profile& profile, const Catalog& catalog, const ComputeResult& compute,
                          const FabricResult& fabric, const CablingResult& cabling, const std::vector<BomLine>& bom,
                          Findings& findings);

// Energy over a year: average IT × PUE × hours (MWh), and its price.
double energyMwhPerYear(double itKwAverage, double pue, double hoursPerYear);

}  // namespace cp
