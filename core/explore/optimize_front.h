#pragma once
// The exact Pareto front of the optimizer (issue 38): the front over every feasible design of the
// decision space, not only over the designs the search for the best happened to evaluate. A
// candidate is left out unevaluated only when a feasible design already found dominates its floors
// (explore/optimize_floor.h): its true values are at or above them, so that design dominates it
// too. Internal to explore/optimize.cpp; docs/optimize.md.

#include <map>

#include "explore/optimize_family.h"
#include "explore/pareto.h"

namespace cp::optimize_detail {

// The designs found so far as a staircase of "smaller is better" points: x rising, y falling.
class Staircase {
public:
    // Whether a point already held is at least as good as (x, y) in both and better in one.
    bool dominates(double x, double y) const;
    void add(double x, double y);

private:
    std::map<double, double> steps_;  // x → the least y at that x
};

// Each pareto metric as "smaller is better": the value itself, or its negative when maximised.
struct FrontGoals {
    Goal x = Goal::Minimise, y = Goal::Minimise;
    double xCost(double v) const { return x == Goal::Minimise ? v : -v; }
    double yCost(double v) const { return y == Goal::Minimise ? v : -v; }
};
FrontGoals frontGoals(const OptimizeSpec& spec);

// Evaluates every count of the family's floor interval that neither `known` (the designs of earlier
// waves) nor the family's own feasible designs dominate; its feasible designs are then in f.seen().
// Refuses (returns the reason) when a pareto metric has no floor and the interval is too long.
std::string searchFront(const OptimizeSpec& spec, Family& f, const FamilyRange& range, const Staircase& known);

}  // namespace cp::optimize_detail
