// The spare-pool chain is solved by detailed balance over the O(√N) states that carry mass.
// The references kept here: the former sparse-LU solve of Q^T π = 0, and the former full
// detailed-balance solve over every state from 0 (with its spares search by doubling and
// bisection); the windowed solve must match both, state by state, on a grid of pools.
#include <QtTest>

#include <algorithm>
#include <cmath>

#include <Eigen/Sparse>
#include <Eigen/SparseLU>

#include "reliability/spare_pool.h"

namespace {

double failureRate(const cp::SparePoolInput& in, std::int64_t failed) {
    const std::int64_t sparesUp = std::max<std::int64_t>(0, in.spare_nodes - failed);
    const std::int64_t powered =
        in.hot_spares ? in.active_nodes + sparesUp : std::min(in.active_nodes, in.active_nodes + in.spare_nodes - failed);
    return static_cast<double>(std::max<std::int64_t>(0, powered)) * in.node_failures_per_hour;
}

double repairRate(const cp::SparePoolInput& in, std::int64_t failed) {
    const std::int64_t working = in.repair_crews > 0 ? std::min(failed, in.repair_crews) : failed;
    return static_cast<double>(working) / in.repair_hours;
}

// The generator's balance equations, one replaced by π_mode = 1, solved with Eigen's SparseLU.
std::vector<double> referenceDistribution(const cp::SparePoolInput& in, Eigen::Index n) {
    Eigen::Index mode = 0;
    while (mode + 1 < n && failureRate(in, mode) > repairRate(in, mode + 1)) ++mode;
    std::vector<Eigen::Triplet<double>> entries;
    const auto balance = [&](Eigen::Index row, Eigen::Index column, double value) {
        if (row != mode && value != 0) entries.emplace_back(row, column, value);
    };
    for (Eigen::Index k = 0; k < n; ++k) {
        const double up = k + 1 < n ? failureRate(in, k) : 0.0;
        const double down = k > 0 ? repairRate(in, k) : 0.0;
        balance(k, k, -(up + down));
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
    return {pi.data(), pi.data() + n};
}

// The former solver over states 0..K (K = spares + mean + 12 √mean + 30): the oracle.
struct ExactPool {
    std::vector<double> probability;
    double expected_failed = 0, availability = 0;
};

ExactPool exactSolve(const cp::SparePoolInput& in) {
    if (in.node_failures_per_hour <= 0 || in.active_nodes + in.spare_nodes == 0) return {{1.0}, 0.0, 1.0};
    const double mean = static_cast<double>(in.active_nodes + in.spare_nodes) * in.node_failures_per_hour * in.repair_hours;
    const std::int64_t total = in.active_nodes + in.spare_nodes;
    const auto n = static_cast<std::size_t>(
        std::min<std::int64_t>(total, std::max<std::int64_t>(in.spare_nodes, 0) +
                                          static_cast<std::int64_t>(std::ceil(mean + 12 * std::sqrt(mean) + 30))) +
        1);
    std::size_t mode = 0;
    while (mode + 1 < n && failureRate(in, static_cast<std::int64_t>(mode)) > repairRate(in, static_cast<std::int64_t>(mode) + 1))
        ++mode;
    std::vector<double> pi(n, 0.0);
    pi[mode] = 1;
    for (std::size_t k = mode; k > 0; --k)
        pi[k - 1] = pi[k] * repairRate(in, static_cast<std::int64_t>(k)) / failureRate(in, static_cast<std::int64_t>(k) - 1);
    for (std::size_t k = mode; k + 1 < n; ++k) {
        const double up = failureRate(in, static_cast<std::int64_t>(k));
        pi[k + 1] = up > 0 ? pi[k] * up / repairRate(in, static_cast<std::int64_t>(k) + 1) : 0.0;
    }
    double sum = 0;
    for (const double v : pi) sum += v;
    for (double& v : pi) v /= sum;
    ExactPool r{std::move(pi)};
    for (std::size_t k = 0; k < n; ++k) {
        r.expected_failed += static_cast<double>(k) * r.probability[k];
        if (static_cast<std::int64_t>(k) <= in.spare_nodes) r.availability += r.probability[k];
    }
    r.availability = std::min(1.0, r.availability);
    return r;
}

std::int64_t exactSparesNeeded(cp::SparePoolInput input, double target, std::int64_t limit = 100000) {
    input.spare_nodes = 0;
    if (!input.hot_spares) {
        const double mean = static_cast<double>(input.active_nodes) * input.node_failures_per_hour * input.repair_hours;
        input.spare_nodes = std::min<std::int64_t>(limit, static_cast<std::int64_t>(std::ceil(mean + 12 * std::sqrt(mean) + 30)));
        const ExactPool r = exactSolve(input);
        double cumulative = 0;
        for (std::size_t k = 0; k < r.probability.size(); ++k) {
            cumulative += r.probability[k];
            if (1 - cumulative <= target) return static_cast<std::int64_t>(k);
        }
        return limit;
    }
    const auto enough = [&](std::int64_t spares) {
        input.spare_nodes = spares;
        return 1 - exactSolve(input).availability <= target;
    };
    std::int64_t low = 0, high = 1;
    while (high < limit && !enough(high)) high *= 2;
    high = std::min(high, limit);
    while (low < high) {
        const std::int64_t mid = (low + high) / 2;
        if (enough(mid))
            high = mid;
        else
            low = mid + 1;
    }
    return low;
}

// P(k failed) of the windowed solve (0 outside its window).
double windowed(const cp::SparePoolResult& r, std::size_t k) {
    const auto i = static_cast<std::int64_t>(k) - r.first_state;
    return i >= 0 && i < static_cast<std::int64_t>(r.probability.size()) ? r.probability[static_cast<std::size_t>(i)] : 0.0;
}

bool closeRelative(double a, double b, double tolerance) {
    return std::fabs(a - b) <= tolerance * std::max({std::fabs(a), std::fabs(b), 1e-300});
}

// The LU solve is accurate to ~1e-17 absolute (its tails are not accurate relative to
// themselves: a P of 1e-75 can be off by 50%); 1e-9 relative above that floor.
bool closeProbability(double a, double b) { return std::fabs(a - b) <= 1e-9 * std::max(std::fabs(a), std::fabs(b)) + 1e-15; }

}  // namespace

class TestSparePool : public QObject {
    Q_OBJECT

private slots:
    void detailedBalanceEqualsSparseLu() {
        int pools = 0;
        for (const std::int64_t active : {1, 16, 1240, 12500, 131072})
            for (const std::int64_t spares : {0, 3, 40, 400})
                for (const bool hot : {true, false})
                    for (const double rate : {1e-6, 2.7e-4, 5e-3})
                        for (const std::int64_t crews : {0, 2, 50}) {
                            const cp::SparePoolInput in{active, spares, hot, rate, 72, crews};
                            const ExactPool r = exactSolve(in);
                            const std::vector<double> ref =
                                referenceDistribution(in, static_cast<Eigen::Index>(r.probability.size()));
                            double expected = 0, availability = 0;
                            for (std::size_t k = 0; k < ref.size(); ++k) {
                                if (!closeProbability(r.probability[k], ref[k]))
                                    QFAIL(qPrintable(
                                        QStringLiteral("active %1 spares %2 hot %3 rate %4 crews %5: P(%6) = %7, LU %8")
                                            .arg(active)
                                            .arg(spares)
                                            .arg(hot)
                                            .arg(rate)
                                            .arg(crews)
                                            .arg(k)
                                            .arg(r.probability[k], 0, 'g', 17)
                                            .arg(ref[k], 0, 'g', 17)));
                                expected += static_cast<double>(k) * ref[k];
                                if (static_cast<std::int64_t>(k) <= spares) availability += ref[k];
                            }
                            QVERIFY(closeRelative(r.expected_failed, expected, 1e-9));
                            QVERIFY(closeProbability(r.availability, std::min(1.0, availability)));
                            ++pools;
                        }
        QCOMPARE(pools, 5 * 4 * 2 * 3 * 3);
    }

    // The O(√N) window against the full solve, bit for bit: every state, the mean, the
    // availability (down to its 1e-172 tails), on pools up to a million nodes.
    void windowEqualsFullSolve() {
        int pools = 0;
        for (const std::int64_t active : {1, 16, 1240, 12500, 131072, 1000000})
            for (const std::int64_t spares : {0, 3, 40, 400, 5000})
                for (const bool hot : {true, false})
                    for (const double rate : {1e-6, 2.7e-4, 5e-3})
                        for (const std::int64_t crews : {0, 2, 50}) {
                            const cp::SparePoolInput in{active, spares, hot, rate, 72, crews};
                            const ExactPool exact = exactSolve(in);
                            const cp::SparePoolResult r = cp::solveSparePool(in);
                            const QString pool = QStringLiteral("active %1 spares %2 hot %3 rate %4 crews %5")
                                                     .arg(active)
                                                     .arg(spares)
                                                     .arg(hot)
                                                     .arg(rate)
                                                     .arg(crews);
                            QVERIFY2(r.probability.size() <= exact.probability.size(), qPrintable(pool));
                            for (std::size_t k = 0; k < exact.probability.size(); ++k) {
                                const double a = windowed(r, k), b = exact.probability[k];
                                if (a != b)
                                    QFAIL(qPrintable(
                                        pool +
                                        QStringLiteral(": P(%1) = %2, full %3").arg(k).arg(a, 0, 'g', 17).arg(b, 0, 'g', 17)));
                            }
                            QVERIFY2(r.expected_failed == exact.expected_failed, qPrintable(pool));
                            QVERIFY2(r.availability == exact.availability, qPrintable(pool));
                            ++pools;
                        }
        QCOMPARE(pools, 6 * 5 * 2 * 3 * 3);
    }

    // The bracketed search finds the spare count the full search found.
    void sparesNeededEqualsFullSearch() {
        for (const std::int64_t active : {1, 16, 1240, 12500, 131072})
            for (const bool hot : {true, false})
                for (const double rate : {1e-6, 2.7e-4, 5e-3})
                    for (const std::int64_t crews : {0, 2, 50})
                        for (const double target : {0.5, 0.01, 1e-6}) {
                            const cp::SparePoolInput in{active, 0, hot, rate, 72, crews};
                            const std::int64_t limit = 100000;
                            QVERIFY2(cp::sparesNeeded(in, target, limit) == exactSparesNeeded(in, target, limit),
                                     qPrintable(QStringLiteral("active %1 hot %2 rate %3 crews %4 target %5: %6, full %7")
                                                    .arg(active)
                                                    .arg(hot)
                                                    .arg(rate)
                                                    .arg(crews)
                                                    .arg(target)
                                                    .arg(cp::sparesNeeded(in, target, limit))
                                                    .arg(exactSparesNeeded(in, target, limit))));
                        }
    }

    void finiteSourceIsBinomial() {
        // No spares, unlimited crews: each of N nodes is independently down with
        // p = λ MTTR / (1 + λ MTTR), so failed nodes are Binomial(N, p).
        const cp::SparePoolInput in{1000, 0, false, 1e-4, 50, 0};
        const cp::SparePoolResult r = cp::solveSparePool(in);
        QCOMPARE(r.first_state, std::int64_t{0});
        double sum = 0;
        for (const double p : r.probability) sum += p;
        QVERIFY(std::fabs(sum - 1) < 1e-12);
        const double p = 1e-4 * 50 / (1 + 1e-4 * 50);
        QVERIFY(closeRelative(r.expected_failed, 1000 * p, 1e-9));
        QVERIFY(closeRelative(r.probability[0], std::pow(1 - p, 1000), 1e-9));
    }
};

QTEST_APPLESS_MAIN(TestSparePool)
#include "test_spare_pool.moc"
