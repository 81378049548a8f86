#include "reliability/spare_pool.h"

#include <algorithm>
#include <cmath>

#include <Eigen/Sparse>
#include <Eigen/SparseLU>

namespace cp {

namespace {

double failureRate(const SparePoolInput& in, std::int64_t failed) {
    const std::int64_t sparesUp = std::max<std::int64_t>(0, in.spare_nodes - failed);
    const std::int64_t powered = in.hot_spares ? in.active_nodes + sparesUp
                                               : std::min(in.active_nodes, in.active_nodes + in.spare_nodes - failed);
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
    const auto states = std::min<std::int64_t>(total, std::max<std::int64_t>(in.spare_nodes, 0) +
                                                          static_cast<std::int64_t>(std::ceil(mean + 12 * std::sqrt(mean) + 30))) + 1;
    const auto n = static_cast<Eigen::Index>(states);
    // Q^T π = 0 is tridiagonal with one redundant equation. The balance equation of the
    // most likely state m is replaced by π_m = 1 (no dense row, so the sparse LU stays
    // linear, and every other π_k ≤ 1 cannot overflow); π is normalised afterwards.
    Eigen::Index mode = 0;
    while (mode + 1 < n && failureRate(in, mode) > repairRate(in, mode + 1)) ++mode;
    std::vector<Eigen::Triplet<double>> entries;
    entries.reserve(static_cast<std::size_t>(3 * n));
    const auto balance = [&](Eigen::Index row, Eigen::Index column, double value) {
        if (row != mode && value != 0) entries.emplace_back(row, column, value);
    };
    for (Eigen::Index k = 0; k < n; ++k) {
        const double up = k + 1 < n ? failureRate(in, k) : 0.0;
        const double down = k > 0 ? repairRate(in, k) : 0.0;
        balance(k, k, -(up + down));  // column k of Q^T: leaving state k
        if (k + 1 < n) balance(k + 1, k, up);
        if (k > 0) balance(k - 1, k, down);
    }
    entries.emplace_back(mode, mode, 1.0);
    Eigen::SparseMatrix<double> a(n, n);
    a.setFromTriplets(entries.begin(), entries.end());
    Eigen::SparseLU<Eigen::SparseMatrix<double>> lu;
    lu.compute(a);
    Eigen::VectorXd b = Eigen::VectorXd::Zero(n);
    b(mode) = 1;
    Eigen::VectorXd pi = lu.solve(b);
    pi = pi.cwiseMax(0.0);
    pi /= pi.sum();
    SparePoolResult r;
    r.probability.assign(pi.data(), pi.data() + n);
    for (Eigen::Index k = 0; k < n; ++k) {
        r.probability[static_cast<std::size_t>(k)] = std::max(0.0, r.probability[static_cast<std::size_t>(k)]);
        r.expected_failed += static_cast<double>(k) * r.probability[static_cast<std::size_t>(k)];
        if (k <= in.spare_nodes) r.availability += r.probability[static_cast<std::size_t>(k)];
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
        if (enough(mid)) high = mid; else low = mid + 1;
    }
    const std::int64_t spares = low;
    return spares;
}

}  // namespace cp
