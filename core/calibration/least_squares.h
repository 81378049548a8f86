#pragma once
// Least squares with Eigen: a weighted linear fit (column-pivoting Householder QR, rank-revealing,
// so a degenerate design is reported instead of solved), non-negative least squares (Lawson and
// Hanson's active-set method, each step a QR solve) and the goodness of a fit.

#include <cstddef>
#include <optional>
#include <vector>

#include <Eigen/Dense>

namespace cp::calib {

// Minimises Σ (w_i · (A_i·x − b_i))². nullopt when A·diag(w) has fewer independent columns than
// unknowns (e.g. every point at one size: latency and bandwidth cannot be told apart).
std::optional<Eigen::VectorXd> weightedLeastSquares(const Eigen::MatrixXd& a, const Eigen::VectorXd& b,
                                                    const Eigen::VectorXd& weights);

// Minimises |A·x − b|² subject to x ≥ 0 (Lawson & Hanson, "Solving Least Squares Problems", 1974, ch. 23).
Eigen::VectorXd nonNegativeLeastSquares(const Eigen::MatrixXd& a, const Eigen::VectorXd& b);

struct FitQuality {
    std::size_t points = 0;
    double r_squared = 0;           // 1 − Σ(y − ŷ)² / Σ(y − ȳ)²; 1 when every y is equal and matched
    double max_relative_error = 0;  // max |ŷ − y| / y
    double rms_relative_error = 0;  // √(mean ((ŷ − y) / y)²)
};

// `measured` and `fitted` have the same length; measured values are above 0.
FitQuality fitQuality(const std::vector<double>& measured, const std::vector<double>& fitted);

}  // namespace cp::calib
