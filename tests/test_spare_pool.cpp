// The spare-pool chain is solved by detailed balance (O(states)); it must give the
// stationary distribution the former sparse-LU solve of Q^T π = 0 gave, kept here
// as the reference, to 1e-9 relative on a grid of pools.
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
                            const cp::SparePoolResult r = cp::solveSparePool(in);
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

    void finiteSourceIsBinomial() {
        // No spares, unlimited crews: each of N nodes is independently down with
        // p = λ MTTR / (1 + λ MTTR), so failed nodes are Binomial(N, p).
        const cp::SparePoolInput in{1000, 0, false, 1e-4, 50, 0};
        const cp::SparePoolResult r = cp::solveSparePool(in);
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
