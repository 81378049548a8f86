#include "explore/optimize_front.h"

#include <cmath>

#include "common/format.h"
#include "plan/metrics.h"

namespace cp::optimize_detail {

bool Staircase::dominates(double x, double y) const {
    auto it = steps_.upper_bound(x);  // the first step right of x
    if (it == steps_.begin()) return false;
    --it;  // the rightmost step at or left of x: the least y among them
    return it->second < y || (it->second == y && it->first < x);
}

void Staircase::add(double x, double y) {
    if (dominates(x, y)) return;
    auto it = steps_.find(x);
    if (it != steps_.end() && it->second <= y) return;  // the same point is held
    it = steps_.insert_or_assign(x, y).first;
    for (auto next = std::next(it); next != steps_.end() && next->second >= y;) next = steps_.erase(next);
}

FrontGoals frontGoals(const OptimizeSpec& spec) {
    const auto goal = [](const std::string& m) { return metricBetter(m) == Better::Higher ? Goal::Maximise : Goal::Minimise; };
    return {goal(spec.pareto[0]), goal(spec.pareto[1])};
}

std::string searchFront(const OptimizeSpec& spec, Family& f, const FamilyRange& range, const Staircase& known) {
    const FloorInterval in = floorInterval(spec, f.floors(), range);
    if (in.empty()) return "";
    const FrontGoals goals = frontGoals(spec);
    // A maximised metric's floor bounds nothing (a higher value is better): no candidate is left out by it.
    const auto floorCost = [&](const std::string& m, Goal g, std::int64_t nodes) {
        return g == Goal::Maximise ? -HUGE_VAL : metricFloor(f.floors(), m, nodes);
    };
    const bool bounded = (goals.x == Goal::Minimise && floorShape(spec.pareto[0]) != FloorShape::None) ||
                         (goals.y == Goal::Minimise && floorShape(spec.pareto[1]) != FloorShape::None);
    const std::int64_t counts = in.last - in.first + 1;
    const auto cap = static_cast<std::int64_t>(f.evaluationCap());
    if (!bounded && counts > cap)
        return "neither Pareto metric has a lower bound the exact search can use, and " + formatCount(counts) +
               " sizes would each need evaluating (at most " + formatCount(cap) + ")";
    Staircase own;
    const std::size_t evaluationsBefore = f.evaluations();
    for (std::int64_t k = in.first; k <= in.last; ++k) {
        if (f.evaluations() - evaluationsBefore >= f.evaluationCap())
            return "stopped after evaluating " + formatCount(cap) + " sizes (the most one family may take)";
        const std::int64_t nodes = k * range.unit;
        const double x = floorCost(spec.pareto[0], goals.x, nodes), y = floorCost(spec.pareto[1], goals.y, nodes);
        if (known.dominates(x, y) || own.dominates(x, y)) continue;
        const Evaluation& e = f.at(nodes);
        if (f.feasible(e)) own.add(goals.xCost(e.pareto[0]), goals.yCost(e.pareto[1]));
    }
    return "";
}

}  // namespace cp::optimize_detail
