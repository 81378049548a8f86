#pragma once
// What a planner asks of an optimizer's answer: which limit binds and what relaxing it buys (the
// shadow price: the search run again with that one limit relaxed by a unit); how far each limit
// can move before another design wins, and which (the parametric answer, exact like the search);
// the winner's margin; and why the winner beats the runner-up, term by term (like `compare`).

#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "explore/compare.h"
#include "explore/optimize.h"

namespace cp {

// How far one bound of a limit can move with the same winner (all else fixed), and who wins beyond.
// For an upper bound the winner stays best from its own value up to (not including) `to`; for a
// lower bound from its own value down to (not including) `to`.
struct OptimizeLimitRange {
    double from = 0;                           // the winner's own value: past it the winner breaks the limit
    double to = HUGE_VAL;                      // where a better design comes within the limit (±infinity: never)
    std::optional<OptimizeCandidate> tighter;  // the best once the bound passes `from` (nullopt: none meets every limit)
    std::optional<OptimizeCandidate> looser;   // the best once the bound reaches `to` (nullopt when `to` is infinite)
};

struct OptimizeLimitInsight {
    std::string metric;
    double max = HUGE_VAL, min = -HUGE_VAL, value = 0;  // the limit, and the best design's value
    bool relaxes_min = false;  // the lower bound is relaxed (lowered by relax_by), else the upper one (raised)
    // The best design's size is set by this limit: one step of the GPU search fewer (a falling
    // limit) or one more (a rising limit under a falling objective) breaks it.
    bool sizes_the_winner = false;
    double relax_by = 0;  // the unit: 1 day, 1 MW, 1,000 kW, 1% of the bound (at least 1; 0.01 for a share or ratio)
    std::optional<double> relaxed_best;  // the best objective with this limit relaxed; nullopt: none feasible
    OptimizeLimitRange range;            // of the relaxed side
};

struct OptimizeInsight {
    std::vector<OptimizeLimitInsight> limits;
    std::optional<Comparison> winner_vs_runner_up;  // present when there are two designs
    std::optional<double> margin;                   // |#1's objective - #2's| when there are two designs
};

// The unit a limit is relaxed by for its shadow price.
double relaxUnit(const OptimizeConstraint& c);

// Runs the search four more times per limit (the shadow price, the range's end, and the best past
// each end), on `threads` (0: every core).
OptimizeInsight optimizeInsight(const OptimizeSpec& spec, const Catalog& catalog, const OptimizeResult& result,
                                unsigned threads = 0);

// The plan of a candidate (evaluated again).
Plan candidatePlan(const OptimizeSpec& spec, const Catalog& catalog, const OptimizeCandidate& c);

}  // namespace cp
