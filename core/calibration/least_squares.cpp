#include "calibration/least_squares.h"

#include <algorithm>
#include <cmath>

namespace cp::calib {

std::optional<Eigen::VectorXd> weightedLeastSquares(const Eigen::MatrixXd& a, const Eigen::VectorXd& b,
                                                    const Eigen::VectorXd& weights) {
    const Eigen::MatrixXd wa = weights.asDiagonal() * a;
    const Eigen::VectorXd wb = weights.cwiseProduct(b);
    Eigen::ColPivHouseholderQR<Eigen::MatrixXd> qr(wa);
    if (qr.rank() < a.cols()) return std::nullopt;
    return Eigen::VectorXd(qr.solve(wb));
}

namespace {

// The least-squares solution on the columns in `passive`, zero elsewhere.
Eigen::VectorXd solveOn(const Eigen::MatrixXd& a, const Eigen::VectorXd& b, const std::vector<Eigen::Index>& passive) {
    Eigen::MatrixXd sub(a.rows(), static_cast<Eigen::Index>(passive.size()));
    for (std::size_t j = 0; j < passive.size(); ++j) sub.col(static_cast<Eigen::Index>(j)) = a.col(passive[j]);
    const Eigen::VectorXd s = sub.colPivHouseholderQr().solve(b);
    Eigen::VectorXd full = Eigen::VectorXd::Zero(a.cols());
    for (std::size_t j = 0; j < passive.size(); ++j) full(passive[j]) = s(static_cast<Eigen::Index>(j));
    return full;
}

}  // namespace

Eigen::VectorXd nonNegativeLeastSquares(const Eigen::MatrixXd& a, const Eigen::VectorXd& b) {
    const Eigen::Index n = a.cols();
    Eigen::VectorXd x = Eigen::VectorXd::Zero(n);
    std::vector<bool> inPassive(static_cast<std::size_t>(n), false);
    const double tolerance = 1e-12 * std::max(1.0, (a.transpose() * b).cwiseAbs().maxCoeff());
    for (Eigen::Index outer = 0; outer < 3 * n + 3; ++outer) {
        const Eigen::VectorXd gradient = a.transpose() * (b - a * x);
        Eigen::Index best = -1;
        for (Eigen::Index j = 0; j < n; ++j)
            if (!inPassive[static_cast<std::size_t>(j)] && gradient(j) > tolerance && (best < 0 || gradient(j) > gradient(best)))
                best = j;
        if (best < 0) break;  // Kuhn-Tucker conditions hold: optimal
        inPassive[static_cast<std::size_t>(best)] = true;
        for (Eigen::Index inner = 0; inner < 3 * n + 3; ++inner) {
            std::vector<Eigen::Index> passive;
            for (Eigen::Index j = 0; j < n; ++j)
                if (inPassive[static_cast<std::size_t>(j)]) passive.push_back(j);
            const Eigen::VectorXd s = solveOn(a, b, passive);
            double step = 1.0;
            for (Eigen::Index j : passive)
                if (s(j) <= 0) step = std::min(step, x(j) / (x(j) - s(j)));
            x += step * (s - x);
            if (step >= 1.0) break;
            for (Eigen::Index j : passive) {  // variables the step drove to zero leave the passive set
                if (x(j) > tolerance) continue;
                inPassive[static_cast<std::size_t>(j)] = false;
                x(j) = 0;
            }
        }
    }
    return x;
}

FitQuality fitQuality(const std::vector<double>& measured, const std::vector<double>& fitted) {
    FitQuality q;
    q.points = measured.size();
    if (measured.empty()) return q;
    double mean = 0;
    for (double y : measured) mean += y;
    mean /= static_cast<double>(measured.size());
    double residual = 0, total = 0, relative = 0;
    for (std::size_t i = 0; i < measured.size(); ++i) {
        const double e = fitted[i] - measured[i];
        residual += e * e;
        total += (measured[i] - mean) * (measured[i] - mean);
        const double r = std::abs(e) / measured[i];
        q.max_relative_error = std::max(q.max_relative_error, r);
        relative += r * r;
    }
    q.r_squared = total > 0 ? 1 - residual / total : (residual == 0 ? 1.0 : 0.0);
    q.rms_relative_error = std::sqrt(relative / static_cast<double>(measured.size()));
    return q;
}

}  // namespace cp::calib
