#include "explore/sampling.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>
#include <stdexcept>

namespace cp {

namespace {

constexpr double kZ90 = 1.2815515655446004;  // Φ⁻¹(0.9): P10 and P90 are likely ∓ kZ90 σ

bool near(double a, double b) { return std::abs(a - b) <= 0.01 * std::max(std::abs(a), std::abs(b)); }

}  // namespace

std::string rangeProblem(const InputRange& r) {
    if (!std::isfinite(r.low) || !std::isfinite(r.likely) || !std::isfinite(r.high)) return "low, likely and high must be numbers";
    if (r.low > r.likely) return "low must not exceed likely";
    if (r.likely > r.high) return "likely must not exceed high";
    switch (r.distribution) {
    case Distribution::Triangular:
    case Distribution::Uniform:
        return "";
    case Distribution::Normal:
        return near(r.likely - r.low, r.high - r.likely) ? "" : "a normal range is symmetric: likely − low must equal high − likely";
    case Distribution::Lognormal:
        if (r.low <= 0) return "a lognormal range is above 0: low must be positive";
        return near(r.likely / r.low, r.high / r.likely) ? "" : "a lognormal range is symmetric in ratio: likely / low must equal high / likely";
    }
    return "";
}

double rangeQuantile(const InputRange& r, double u) {
    switch (r.distribution) {
    case Distribution::Triangular: {
        const double width = r.high - r.low;
        if (width <= 0) return r.likely;
        const double mode = (r.likely - r.low) / width;
        return u < mode ? r.low + std::sqrt(u * width * (r.likely - r.low))
                        : r.high - std::sqrt((1 - u) * width * (r.high - r.likely));
    }
    case Distribution::Uniform:
        return r.low + u * (r.high - r.low);
    case Distribution::Normal:
        return r.likely + normalQuantile(u) * (r.high - r.low) / (2 * kZ90);
    case Distribution::Lognormal:
        if (r.low <= 0) return r.likely;
        return r.likely * std::exp(normalQuantile(u) * std::log(r.high / r.low) / (2 * kZ90));
    }
    return r.likely;
}

InputRange triangularFromDeciles(double p10, double likely, double p90) {
    // F(p10) = (p10 − a)² / ((b − a)(c − a)) = 0.1 and 1 − F(p90) = (b − p90)² / ((b − a)(b − c)) = 0.1:
    // a fixed point in (a, b) from the deciles themselves, which contracts quickly.
    double a = p10, b = p90;
    for (int i = 0; i < 100; ++i) {
        const double na = p10 - std::sqrt(0.1 * (b - a) * (likely - a));
        const double nb = p90 + std::sqrt(0.1 * (b - a) * (b - likely));
        const bool settled = std::abs(na - a) + std::abs(nb - b) < 1e-12 * (std::abs(b) + 1);
        a = na;
        b = nb;
        if (settled) break;
    }
    return {Distribution::Triangular, a, likely, b};
}

double rangeMean(const InputRange& r) {
    switch (r.distribution) {
    case Distribution::Triangular:
        return (r.low + r.likely + r.high) / 3;
    case Distribution::Uniform:
        return (r.low + r.high) / 2;
    case Distribution::Normal:
        return r.likely;
    case Distribution::Lognormal: {
        if (r.low <= 0) return r.likely;
        const double sigma = std::log(r.high / r.low) / (2 * kZ90);
        return r.likely * std::exp(sigma * sigma / 2);
    }
    }
    return r.likely;
}

double sortedQuantile(const std::vector<double>& sorted, double p) {
    const double at = p * static_cast<double>(sorted.size() - 1);
    const auto lo = static_cast<std::size_t>(std::floor(at));
    const std::size_t hi = std::min(lo + 1, sorted.size() - 1);
    return sorted[lo] + (at - static_cast<double>(lo)) * (sorted[hi] - sorted[lo]);
}

double normalCdf(double z) { return 0.5 * std::erfc(-z / std::sqrt(2.0)); }

double normalQuantile(double p) {
    // Acklam's coefficients; the tails use the rational function in sqrt(-2 ln p).
    static const double a[] = {-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02,
                               1.383577518672690e+02,  -3.066479806614716e+01, 2.506628277459239e+00};
    static const double b[] = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                               6.680131188771972e+01,  -1.328068155288572e+01};
    static const double c[] = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                               -2.549732539343734e+00, 4.374664141464968e+00,  2.938163982698783e+00};
    static const double d[] = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00, 3.754408661907416e+00};
    if (p <= 0) return -HUGE_VAL;
    if (p >= 1) return HUGE_VAL;
    const double low = 0.02425;
    double x;
    if (p < low) {
        const double q = std::sqrt(-2 * std::log(p));
        x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
            ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    } else if (p > 1 - low) {
        const double q = std::sqrt(-2 * std::log(1 - p));
        x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
            ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    } else {
        const double q = p - 0.5, r = q * q;
        x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
            (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
    }
    // One Halley step on Φ(x) − p brings the error to machine precision.
    const double e = normalCdf(x) - p;
    const double u = e * std::sqrt(2 * M_PI) * std::exp(x * x / 2);
    return x - u / (1 + x * u / 2);
}

Eigen::MatrixXd latinHypercube(std::size_t n, std::size_t k, std::uint64_t seed) {
    Eigen::MatrixXd u(static_cast<Eigen::Index>(n), static_cast<Eigen::Index>(k));
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::vector<std::size_t> strata(n);
    for (std::size_t j = 0; j < k; ++j) {
        std::iota(strata.begin(), strata.end(), std::size_t{0});
        std::shuffle(strata.begin(), strata.end(), rng);
        for (std::size_t i = 0; i < n; ++i) {
            // Inside the stratum, never on its edge: 0 and 1 have no quantile.
            const double within = std::clamp(unit(rng), 1e-12, 1 - 1e-12);
            u(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(j)) = (static_cast<double>(strata[i]) + within) / static_cast<double>(n);
        }
    }
    return u;
}

void correlateColumns(Eigen::MatrixXd& u, const std::vector<std::size_t>& columns, double rho) {
    const auto m = static_cast<Eigen::Index>(columns.size());
    if (m < 2 || rho == 0) return;
    Eigen::MatrixXd corr = Eigen::MatrixXd::Constant(m, m, rho);
    corr.diagonal().setOnes();
    const Eigen::LLT<Eigen::MatrixXd> llt(corr);
    if (llt.info() != Eigen::Success || rho >= 1)
        throw std::invalid_argument("the correlation " + std::to_string(rho) + " of " + std::to_string(m) +
                                    " inputs is not a valid correlation matrix (it needs −1/(n−1) < rho < 1)");
    const Eigen::MatrixXd lower = llt.matrixL();
    Eigen::VectorXd z(m);
    for (Eigen::Index i = 0; i < u.rows(); ++i) {
        for (Eigen::Index c = 0; c < m; ++c) z(c) = normalQuantile(u(i, static_cast<Eigen::Index>(columns[static_cast<std::size_t>(c)])));
        const Eigen::VectorXd correlated = lower * z;
        for (Eigen::Index c = 0; c < m; ++c)
            u(i, static_cast<Eigen::Index>(columns[static_cast<std::size_t>(c)])) = std::clamp(normalCdf(correlated(c)), 1e-12, 1 - 1e-12);
    }
}

}  // namespace cp
