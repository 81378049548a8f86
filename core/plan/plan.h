#pragma once
// The result of evaluate(): every number the product shows. Each stage's result
// lives beside the stage; the Plan composes them in the order evaluate() runs the
// stages. A stage that did not run (an earlier one found a design that cannot be
// built) is std::nullopt, never zero.

#include <memory>
#include <optional>
#include <string>

#include "cost/cost_result.h"
#include "common/findings.h"
#include "compute/compute_result.h"
#include "training/training_result.h"
#include "fabric/fabric_result.h"
#include "floor/floor_plan.h"
#include "performance/performance_result.h"
#include "layout/cabling_result.h"
#include "power/power_result.h"
#include "reliability/reliability_result.h"

namespace cp {

// The Findings (warnings, errors, explanations) are those of every stage that ran.
struct Plan : Findings {
    std::string profile_name;
    ComputeResult compute;
    std::optional<FabricResult> fabric;
    std::optional<PerformanceResult> performance;  // the step-time model (workload.throughput "step_time")
    std::shared_ptr<const FloorPlan> floor;  // where racks stand; the cable plan walks the cables on it
    std::optional<CablingResult> cabling;
    std::optional<PowerResult> power;
    std::optional<ReliabilityResult> reliability;
    std::optional<CostResult> cost;
    std::optional<TrainingResult> training;

    const Explanation* explain(const std::string& key) const;
};

}  // namespace cp
