#pragma once
// What the power stage computes: the IT load by component, facility power, energy,
// electricity and CO2.

#include <cstdint>
#include <string>
#include <vector>

namespace cp {

struct PowerLine {
    std::string component;          // "GPUs", "rest of node", "switches backend", ...
    std::int64_t count = 0;
    double unit_w = 0;              // nameplate per unit
    double nameplate_kw = 0;
    double average_kw = 0;
    std::string source;
};

struct PowerResult {
    std::vector<PowerLine> breakdown;
    double it_kw = 0;               // nameplate IT load: Σ breakdown
    double it_kw_average = 0;
    double facility_kw = 0;         // nameplate × PUE
    double facility_kw_average = 0;
    double energy_mwh_per_year = 0;
    double energy_cost_usd_per_year = 0;
    double co2_tonnes_per_year = 0;
    double compute_rack_kw = 0;     // nameplate per full compute rack
};

}  // namespace cp
