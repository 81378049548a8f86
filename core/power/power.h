#pragma once

#include "catalog/catalog.h"
#include "plan/plan.h"
#include "profile/profile.h"

namespace cp {

// IT and facility power, energy, electricity and CO2. Needs plan.fabric and
// plan.cabling; appends explanations.
void evaluatePower(const Profile& profile, const Catalog& catalog, Plan& plan);

// Energy over a year: average IT × PUE × hours (MWh), and its price.
double energyMwhPerYear(double itKwAverage, double pue, double hoursPerYear);

}  // namespace cp
