#pragma once
// What a planner asks of an optimizer's answer: which limit binds and what relaxing it buys (the
// shadow price: the search run again with that one limit relaxed by a unit), and why the winner
// beats the runner-up, term by term (the two plans compared like `compare`).

#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "explore/compare.h"
#include "explore/optimize.h"

namespace cp {

struct OptimizeLimitInsight {
    std::string metric;
    double max = HUGE_VAL, min = -HUGE_VAL, value = 0;  // the limit, and the best design's value
    bool relaxes_min = false;  // the lower bound is relaxed (lowered by relax_by), else the upper one (raised)
    // The best design's size is set by this limit: one step of the GPU search fewer (a falling
    // limit) or one more (a rising limit under a falling objective) breaks it.
    bool sizes_the_winner = false;
    double relax_by = 0;  // the unit: 1 day, 1 MW, 1,000 kW, 1% of the bound (at least 1; 0.01 for a share or ratio)
    std::optional<double> relaxed_best;  // the best objective with this limit relaxed; nullopt: none feasible
};

struct OptimizeInsight {
    std::vector<OptimizeLimitInsight> limits;
    std::optional<Comparison> winner_vs_runner_up;  // present when there are two designs
};

// The unit a limit is relaxed by for its shadow price.
double relaxUnit(const OptimizeConstraint& c);

// Runs the search once more per limit (so it costs that many searches), on `threads` (0: every core).
OptimizeInsight optimizeInsight(const OptimizeSpec& spec, const Catalog& catalog, const OptimizeResult& result,
                                unsigned threads = 0);

// The plan of a candidate (evaluated again).
Plan candidatePlan(const OptimizeSpec& spec, const Catalog& catalog, const OptimizeCandidate& c);

}  // namespace cp
