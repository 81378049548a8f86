#pragma once
// What the cost stage computes: hardware capex from the BOM by category, facility
// capex, yearly TCO and the price of a delivered GPU-hour.

#include <vector>

#include "bom/bom_result.h"

namespace cp {

struct CostCategory {
    BomCategory category = BomCategory::Compute;
    double usd = 0;
};

struct CostResult {
    std::vector<BomLine> bom;
    std::vector<CostCategory> by_category;
    double capex_usd = 0;           // hardware (the BOM)
    double facility_capex_usd = 0;  // building, power, cooling
    double network_share = 0;       // (switches + optics and cables) / hardware
    double capex_per_gpu_usd = 0;
    double amortisation_usd_per_year = 0;  // (hardware + facility) / life
    double energy_usd_per_year = 0;
    double colocation_usd_per_year = 0;
    double support_usd_per_year = 0;
    double software_usd_per_year = 0;
    double tco_usd_per_year = 0;
    double gpu_hours_delivered_per_year = 0;
    double usd_per_gpu_hour = 0;

    // Hardware capex of one category; 0 when the BOM has none.
    double categoryUsd(BomCategory c) const {
        for (const CostCategory& k : by_category)
            if (k.category == c) return k.usd;
        return 0;
    }
};

}  // namespace cp
