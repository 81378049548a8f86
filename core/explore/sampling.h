#pragma once
// Sampling an uncertain input: its distribution (low / likely / high, or P10 / median / P90 for
// the normal and lognormal), a Latin hypercube of uniform draws that any number of threads reads
// the same way, and correlated groups through a Gaussian copula (Eigen's Cholesky).

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include <Eigen/Dense>

#include "common/enum_names.h"

namespace cp {

enum class Distribution {
    Triangular,  // low, likely (mode), high: the default
    Uniform,     // low to high, every value alike (likely: the point plan's value)
    Normal,      // likely the mean, low and high its P10 and P90 (symmetric about likely)
    Lognormal,   // likely the median, low and high its P10 and P90 (low × high = likely²)
};

template <>
struct EnumTable<Distribution> {
    static constexpr std::string_view what = "a distribution";
    static constexpr std::array<EnumEntry<Distribution>, 4> entries{{{Distribution::Triangular, "triangular", "triangular"},
                                                                     {Distribution::Uniform, "uniform", "uniform"},
                                                                     {Distribution::Normal, "normal", "normal"},
                                                                     {Distribution::Lognormal, "lognormal", "lognormal"}}};
};

struct InputRange {
    Distribution distribution = Distribution::Triangular;
    double low = 0, likely = 0, high = 0;
};

// Why a range cannot be sampled ("low must not exceed likely"), or empty. Normal and lognormal
// ranges must be symmetric about likely (lognormal: in ratio), within 1 %.
std::string rangeProblem(const InputRange& range);

// The triangular range with mode `likely` whose P10 and P90 are `p10` and `p90` (p10 ≤ likely ≤ p90):
// for spreads published as percentiles (the step-time model's error on published runs).
InputRange triangularFromDeciles(double p10, double likely, double p90);

// The value at cumulative probability u in (0, 1).
double rangeQuantile(const InputRange& range, double u);
// The mean of the distribution (what a sample average converges to).
double rangeMean(const InputRange& range);

// The p-quantile of ascending values, linear between order statistics (type 7); `sorted` not empty.
double sortedQuantile(const std::vector<double>& sorted, double p);

// Φ⁻¹(p) for p in (0, 1) (Acklam's rational approximation refined by one Halley step; |error| < 1e-12).
double normalQuantile(double p);
// Φ(z).
double normalCdf(double z);

// n × k draws in (0, 1): each column has one draw in each of the n equal strata, in a random
// order; the same seed gives the same matrix.
Eigen::MatrixXd latinHypercube(std::size_t n, std::size_t k, std::uint64_t seed);

// Columns `columns` of `u` made correlated with Pearson correlation `rho` between their normal
// scores (a Gaussian copula: z = Φ⁻¹(u), z ← L z with L the Cholesky factor, u = Φ(z)); each
// column keeps its uniform marginal. Throws std::invalid_argument when the matrix is not positive
// definite (rho ≤ −1 / (columns − 1) or rho ≥ 1).
void correlateColumns(Eigen::MatrixXd& u, const std::vector<std::size_t>& columns, double rho);

}  // namespace cp
