#pragma once
// Lower bounds ("floors") that hold for a design family at every node count, so the exact search can
// leave a candidate out without evaluating it (docs/optimize.md, "Exact search"). Each is read off
// one evaluated plan of the family and rests on how the engine adds the metric up, not on a trend:
//   capex          ≥ nodes × the node's unit price        (the BOM's node line; every other line ≥ 0)
//   IT kW          ≥ nodes × the node's nameplate kW      (the power breakdown's node lines)
//   facility kW    = IT kW × PUE; facility MW; facility capex = facility MW × $/MW
//   TCO per year   ≥ (capex + facility capex) / hardware life   (energy, space, support ≥ 0)
//   energy cost    ≥ nodes × the node's average kW × PUE × hours × $/kWh
//   days           ≥ FLOPs / (GPUs × peak × MFU cap × 86,400)   (goodput ≤ 1, job GPUs ≤ GPUs)
// where the MFU cap is the given MFU, or 1 with the step-time model (no step beats the peak).
// A metric without a floor is evaluated at every candidate the other floors leave. The search
// checks every evaluated design against its floors and reports one that falls below
// (OptimizeResult::bound_violations), so a bound that stopped holding cannot go unseen.

#include <cstdint>
#include <string>

#include "plan/plan.h"

namespace cp::optimize_detail {

// How a metric's floor moves as the node count grows.
enum class FloorShape { None, Rising, Falling };

struct FamilyFloors {
    bool known = false;  // read off a built plan; else no metric has a floor
    std::int64_t gpus_per_node = 1;
    double node_usd = 0;                   // the BOM's unit price of one node
    double node_kw = 0;                    // one node's nameplate kW (GPUs, NICs, rest of node)
    double pue = 1;                        // facility kW / IT kW
    double facility_usd_per_mw = 0;        // facility capex / facility MW
    double amortised_share = 0;            // amortisation per year / (capex + facility capex): 1 / life
    double node_average_kw = 0;            // one node's average kW
    double energy_usd_per_average_kw = 0;  // energy cost per year / IT average kW
    double gpu_days = 0;                   // days × GPUs ≥ this (FLOPs / (peak × MFU cap × 86,400))
};

// The family's floors from one of its plans (unknown when the plan was not built).
FamilyFloors familyFloors(const Plan& plan);

// How `path`'s floor moves with the node count; None when it has no floor.
FloorShape floorShape(const std::string& path);

// The floor of `path` at `nodes`, a hair below the exact bound so that rounding never excludes a
// design whose value equals it; -infinity when the metric has no floor or the floors are unknown.
double metricFloor(const FamilyFloors& floors, const std::string& path, std::int64_t nodes);

}  // namespace cp::optimize_detail
