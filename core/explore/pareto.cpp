#include "explore/pareto.h"

#include <algorithm>
#include <limits>
#include <numeric>

namespace cp {

namespace {

// Everything as "smaller is better".
double cost(const std::vector<double>& p, const std::vector<Goal>& goals, std::size_t k) {
    return goals[k] == Goal::Minimise ? p[k] : -p[k];
}

bool dominates(const std::vector<double>& a, const std::vector<double>& b, const std::vector<Goal>& goals) {
    bool better = false;
    for (std::size_t k = 0; k < goals.size(); ++k) {
        const double ca = cost(a, goals, k), cb = cost(b, goals, k);
        if (ca > cb) return false;
        better = better || ca < cb;
    }
    return better;
}

// Sort by the first objective; walk groups of equal first value. A group's best
// second value survives when it beats every earlier (strictly better-first) group.
std::vector<std::size_t> front2(const std::vector<std::vector<double>>& points, const std::vector<Goal>& goals) {
    std::vector<std::size_t> order(points.size());
    std::iota(order.begin(), order.end(), 0);
    auto x = [&](std::size_t i) { return cost(points[i], goals, 0); };
    auto y = [&](std::size_t i) { return cost(points[i], goals, 1); };
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return x(a) != x(b) ? x(a) < x(b) : y(a) < y(b); });
    std::vector<std::size_t> front;
    double bestY = std::numeric_limits<double>::infinity();
    for (std::size_t g = 0; g < order.size();) {
        std::size_t end = g;
        while (end < order.size() && x(order[end]) == x(order[g])) ++end;
        const double groupY = y(order[g]);  // the group's best
        if (groupY < bestY)
            for (std::size_t i = g; i < end && y(order[i]) == groupY; ++i) front.push_back(order[i]);
        bestY = std::min(bestY, groupY);
        g = end;
    }
    std::sort(front.begin(), front.end());
    return front;
}

}  // namespace

std::vector<std::size_t> paretoFront(const std::vector<std::vector<double>>& points, const std::vector<Goal>& goals) {
    if (goals.empty()) return {};
    if (goals.size() == 2) return front2(points, goals);
    std::vector<std::size_t> front;
    for (std::size_t i = 0; i < points.size(); ++i) {
        bool dominated = false;
        for (std::size_t j = 0; j < points.size() && !dominated; ++j)
            dominated = j != i && dominates(points[j], points[i], goals);
        if (!dominated) front.push_back(i);
    }
    return front;
}

}  // namespace cp
