#include "reliability/spare_pool.h"

#include <algorithm>
#include <cmath>

namespace cp {

namespace {

double failureRate(const SparePoolInput& in, std::int64_t failed) {
    const std::int64_t sparesUp = std::max<std::int64_t>(0, in.spare_nodes - failed);
    const std::int64_t powered =
        in.hot_spares ? in.active_nodes + sparesUp : std::min(in.active_nodes, in.active_nodes + in.spare_nodes - failed);
    return static_cast<double>(std::max<std::int64_t>(0, powered)) * in.node_failures_per_hour;
}

double repairRate(const SparePoolInput& in, std::int64_t failed) {
    const std::int64_t working = in.repair_crews > 0 ? std::min(failed, in.repair_crews) : failed;
    return static_cast<double>(working) / in.repair_hours;
}

}  // namespace

SparePoolResult solveSparePool(const SparePoolInput& in) {
    if (in.node_failures_per_hour <= 0 || in.active_nodes + in.spare_nodes == 0) return {{1.0}, 0.0, 1.0};
    // Truncate where the chain has (practically) no mass: well past the mean of the
    // unconstrained pool, and never fewer states than the spares plus a margin.
    const double mean = static_cast<double>(in.active_nodes + in.spare_nodes) * in.node_failures_per_hour * in.repair_hours;
    const std::int64_t total = in.active_nodes + in.spare_nodes;
    const auto states =
        std::min<std::int64_t>(total, std::max<std::int64_t>(in.spare_nodes, 0) +
                                          static_cast<std::int64_t>(std::ceil(mean + 12 * std::sqrt(mean) + 30))) +
        1;
    const auto n = static_cast<std::size_t>(states);
    // A birth-death chain is reversible: π_{k+1} μ_{k+1} = π_k λ_k (detailed balance), so
    // π follows from one recurrence in O(n). It starts at π_m = 1 at the most likely state m
    // and walks away from it (λ falls and μ grows with k, so π is unimodal and every factor
    // is ≤ 1: nothing overflows); π is normalised afterwards. Equal to the former sparse-LU
    // solve to ~1e-15 relative (tests/test_spare_pool.cpp keeps that solve as the reference).
    std::size_t mode = 0;
    while (mode + 1 < n && failureRate(in, static_cast<std::int64_t>(mode)) > repairRate(in, static_cast<std::int64_t>(mode) + 1))
        ++mode;
    std::vector<double> pi(n, 0.0);
    pi[mode] = 1;
    for (std::size_t k = mode; k > 0; --k)  // λ_{k-1} > μ_k > 0 below the mode
        pi[k - 1] = pi[k] * repairRate(in, static_cast<std::int64_t>(k)) / failureRate(in, static_cast<std::int64_t>(k) - 1);
    for (std::size_t k = mode; k + 1 < n; ++k) {  // λ_k = 0 ends the chain (no powered node left)
        const double up = failureRate(in, static_cast<std::int64_t>(k));
        pi[k + 1] = up > 0 ? pi[k] * up / repairRate(in, static_cast<std::int64_t>(k) + 1) : 0.0;
    }
    double sum = 0;
    for (const double v : pi) sum += v;
    for (double& v : pi) v /= sum;
    SparePoolResult r;
    r.probability = std::move(pi);
    for (std::size_t k = 0; k < n; ++k) {
        r.expected_failed += static_cast<double>(k) * r.probability[k];
        if (static_cast<std::int64_t>(k) <= in.spare_nodes) r.availability += r.probability[k];
    }
    r.availability = std::min(1.0, r.availability);
    return r;
}

std::int64_t sparesNeeded(SparePoolInput input, double shortfallTarget, std::int64_t limit) {
    // Cold spares: the chain does not depend on the spare count, so one solve answers.
    // Hot spares fail too: grow the pool until the target holds.
    input.spare_nodes = 0;
    if (!input.hot_spares) {
        // Enough spares that the truncated chain never runs out: failures arrive at N·λ throughout.
        const double mean = static_cast<double>(input.active_nodes) * input.node_failures_per_hour * input.repair_hours;
        input.spare_nodes = std::min<std::int64_t>(limit, static_cast<std::int64_t>(std::ceil(mean + 12 * std::sqrt(mean) + 30)));
        const SparePoolResult r = solveSparePool(input);
        double cumulative = 0;
        for (std::size_t k = 0; k < r.probability.size(); ++k) {
            cumulative += r.probability[k];
            if (1 - cumulative <= shortfallTarget) return static_cast<std::int64_t>(k);
        }
        return limit;
    }
    // Availability grows with the spare count: bisect.
    std::int64_t low = 0, high = 1;
    const auto enough = [&](std::int64_t spares) {
        input.spare_nodes = spares;
        return 1 - solveSparePool(input).availability <= shortfallTarget;
    };
    while (high < limit && !enough(high)) high *= 2;
    high = std::min(high, limit);
    while (low < high) {
        const std::int64_t mid = (low + high) / 2;
        if (enough(mid))
            high = mid;
        else
            low = mid + 1;
    }
    const std::int64_t spares = low;
    return spares;
}

}  // namespace cp
