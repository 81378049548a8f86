#include "calibration/gemm_fit.h"

#include <algorithm>
#include <cmath>
#include <filesystem>

#include "calibration/calibration_layer.h"
#include "calibration/fit_text.h"
#include "common/format.h"
#include "common/input_error.h"
#include "performance/kernel_time.h"

namespace cp::calib {

namespace {

std::string fileName(const std::string& path) { return std::filesystem::path(path).filename().string(); }

// log10 positions of the knots: the smallest and largest size and every whole decade at least a
// quarter decade inside them; an interior knot with no measurement on either side is dropped.
std::vector<double> knotsFor(const std::vector<double>& x) {
    const double lo = *std::min_element(x.begin(), x.end()), hi = *std::max_element(x.begin(), x.end());
    if (hi - lo < 0.1) return {lo};
    std::vector<double> knots{lo};
    for (double d = std::ceil(lo + 0.25); d <= hi - 0.25; d += 1) knots.push_back(d);
    knots.push_back(hi);
    std::vector<double> kept{knots.front()};
    for (std::size_t j = 1; j + 1 < knots.size(); ++j) {
        const double from = kept.back(), to = knots[j + 1];
        if (std::any_of(x.begin(), x.end(), [&](double v) { return v > from && v < to; })) kept.push_back(knots[j]);
    }
    kept.push_back(hi);
    return kept;
}

// Piecewise-linear interpolation weights ("hat" functions) of x on the knots.
Eigen::MatrixXd hatBasis(const std::vector<double>& x, const std::vector<double>& knots) {
    Eigen::MatrixXd a = Eigen::MatrixXd::Zero(static_cast<Eigen::Index>(x.size()), static_cast<Eigen::Index>(knots.size()));
    for (std::size_t i = 0; i < x.size(); ++i) {
        const auto row = static_cast<Eigen::Index>(i);
        if (knots.size() == 1 || x[i] <= knots.front()) {
            a(row, 0) = 1;
            continue;
        }
        if (x[i] >= knots.back()) {
            a(row, static_cast<Eigen::Index>(knots.size() - 1)) = 1;
            continue;
        }
        std::size_t j = 1;
        while (x[i] > knots[j]) ++j;
        const double f = (x[i] - knots[j - 1]) / (knots[j] - knots[j - 1]);
        a(row, static_cast<Eigen::Index>(j - 1)) = 1 - f;
        a(row, static_cast<Eigen::Index>(j)) = f;
    }
    return a;
}

// The knot values that fit `y` best and never fall: value_j = Σ_{i ≤ j} step_i with steps ≥ 0.
std::vector<double> monotoneFit(const Eigen::MatrixXd& basis, const std::vector<double>& y) {
    const Eigen::Index k = basis.cols();
    const Eigen::MatrixXd cumulative = Eigen::MatrixXd::Ones(k, k).triangularView<Eigen::Lower>();
    const Eigen::VectorXd target = Eigen::Map<const Eigen::VectorXd>(y.data(), static_cast<Eigen::Index>(y.size()));
    const Eigen::VectorXd values = cumulative * nonNegativeLeastSquares(basis * cumulative, target);
    return {values.data(), values.data() + values.size()};
}

}  // namespace

GemmCurveFit fitGemmCurve(const std::vector<std::pair<const GemmTable*, const GemmMeasurement*>>& points,
                          const perf::GpuCalibration& gpu) {
    GemmCurveFit fit;
    fit.precision = points.front().second->precision;
    fit.peak_flops_per_second = gpu.gpu.peak(fit.precision).value;
    const std::string precisionName(enumName(fit.precision));
    std::vector<double> logSize;
    for (const auto& [table, m] : points) {
        if (!(fit.peak_flops_per_second > 0))
            throw InputError(table->file, "line " + std::to_string(m->line),
                             gpu.gpu.name + " has no " + precisionName +
                                 " peak in the calibration; measure another dtype or choose another --gpu");
        const double efficiency = m->flops_per_second / fit.peak_flops_per_second;
        if (efficiency > 1.0)
            throw InputError(table->file, "line " + std::to_string(m->line),
                             formatFlopsRate(m->flops_per_second) + " is above the " + gpu.gpu.name + "'s " + precisionName +
                                 " dense peak of " + formatFlopsRate(fit.peak_flops_per_second) +
                                 ": check the units (TFLOP/s) or --gpu");
        fit.gemm_flops.push_back(m->gemmFlops());
        fit.measured_efficiency.push_back(efficiency);
        logSize.push_back(std::log10(m->gemmFlops()));
        if (m->flops_per_second > fit.best_flops_per_second) {
            fit.best_flops_per_second = m->flops_per_second;
            fit.best_at = fileName(table->file) + " line " + std::to_string(m->line) + " (" + formatNumber(m->m) + "×" +
                          formatNumber(m->n) + "×" + formatNumber(m->k) + ")";
        }
        if (std::find(fit.files.begin(), fit.files.end(), fileName(table->file)) == fit.files.end())
            fit.files.push_back(fileName(table->file));
    }
    const std::vector<double> knots = knotsFor(logSize);
    const std::vector<double> values = monotoneFit(hatBasis(logSize, knots), fit.measured_efficiency);
    for (std::size_t j = 0; j < knots.size(); ++j) fit.curve.push_back({std::pow(10.0, knots[j]), std::max(values[j], 1e-3), ""});
    for (double flops : fit.gemm_flops) fit.fitted_efficiency.push_back(perf::gemmEfficiency(fit.curve, flops));
    fit.quality = fitQuality(fit.measured_efficiency, fit.fitted_efficiency);
    return fit;
}

namespace {

struct Share {
    double value = 1;
    std::string source;
};

Share trainingShare(const perf::GpuCalibration& gpu, const std::optional<double>& given) {
    if (given) return {*given, "given with --training-share"};
    const double ceiling = perf::gemmEfficiencyCeiling(gpu.gpu, gpu.benchmark_gemm_flops_per_second);
    if (ceiling >= 1.0 || gpu.gpu.gemm_efficiency.empty())
        return {1.0, "1: the catalog has no measured GEMM rate for " + gpu.gpu.name + " to derive it from"};
    const double top = gpu.gpu.gemm_efficiency.back().efficiency;
    return {top / ceiling, "the catalog curve's largest-GEMM efficiency " + formatShare(top) +
                               " over the catalog's measured GEMM rate " + formatShare(ceiling) + " of peak"};
}

std::string joined(const std::vector<std::string>& items) {
    std::string out;
    for (const std::string& s : items) out += (out.empty() ? "" : ", ") + s;
    return out;
}

// The saved curve: the fitted knots × the training share, at most the measured rate (the one
// just fitted where there is one, else the catalog's).
void saveCurve(GemmCalibration& out, const GemmCurveFit& fit, const perf::GpuCalibration& gpu,
               const GemmCalibrationInput& input) {
    perf::GpuCalibration& entry = layerGpu(out.layer, gpu);
    const double ceiling = perf::gemmEfficiencyCeiling(entry.gpu, entry.benchmark_gemm_flops_per_second);
    const std::string precisionName(enumName(fit.precision));
    const std::string base = "fitted to " + joined(fit.files) + " on " + input.date + ": " + precisionName +
                             " GEMMs, monotone piecewise-linear in log FLOPs; " + fitSummary(fit.quality) +
                             "; × training share " + formatShare(out.training_share) + " (" + out.training_share_source +
                             ") (clusterplanner-cli calibrate gemm)";
    for (const perf::GemmEfficiencyPoint& p : fit.curve) {
        const double scaled = p.efficiency * out.training_share;
        const double value = std::max(std::min(scaled, ceiling), 1e-3);
        const std::string capped =
            scaled > ceiling ? "; capped at the measured GEMM rate " + formatShare(ceiling) + " of peak" : "";
        out.saved_curve.push_back({p.gemm_flops, value, base + capped});
        out.parameters.push_back({"gpus/" + gpu.gpu.name + "/gemm_efficiency at " + significant(p.gemm_flops, 3) + " FLOPs",
                                  value, perf::gemmEfficiency(gpu.gpu.gemm_efficiency, p.gemm_flops), "", base + capped});
    }
    entry.gpu.gemm_efficiency = out.saved_curve;
    out.curve_precision = fit.precision;
}

}  // namespace

GemmCalibration calibrateGemm(const std::vector<GemmTable>& tables, const perf::PerformanceCalibration& base,
                              const GemmCalibrationInput& input) {
    const perf::GpuCalibration* gpu = base.gpu(input.gpu);
    if (!gpu) throw InputError("", "--gpu", "\"" + input.gpu + "\" is not a GPU with performance specs in the catalog");
    if (input.training_share && !(*input.training_share > 0 && *input.training_share <= 1))
        throw InputError("", "--training-share",
                         formatNumber(*input.training_share) + " is out of range; expected above 0, at most 1");
    GemmCalibration out;
    for (const auto& entry : EnumTable<perf::Precision>::entries) {
        std::vector<std::pair<const GemmTable*, const GemmMeasurement*>> points;
        for (const GemmTable& t : tables)
            for (const GemmMeasurement& m : t.rows)
                if (m.precision == entry.value) points.emplace_back(&t, &m);
        if (!points.empty()) out.fits.push_back(fitGemmCurve(points, *gpu));
    }
    if (out.fits.empty()) return out;
    perf::GpuCalibration& entry = layerGpu(out.layer, *gpu);
    for (const GemmCurveFit& fit : out.fits) {
        const std::size_t p = static_cast<std::size_t>(fit.precision);
        const std::string source = "measured in " + joined(fit.files) + " on " + input.date + ": the highest of " +
                                   std::to_string(fit.quality.points) + " " + std::string(enumName(fit.precision)) +
                                   " GEMM rates, at " + fit.best_at + " (clusterplanner-cli calibrate gemm)";
        entry.benchmark_gemm_flops_per_second[p] = Sourced{fit.best_flops_per_second, source};
        out.parameters.push_back(
            {"gpus/" + gpu->gpu.name + "/benchmark_gemm_flops_per_second/" + std::string(enumName(fit.precision)),
             fit.best_flops_per_second, gpu->benchmark_gemm_flops_per_second[p].value, "FLOP/s", source});
    }
    const Share share = trainingShare(*gpu, input.training_share);
    out.training_share = share.value;
    out.training_share_source = share.source;
    saveCurve(out, out.fits.front(), *gpu, input);
    for (std::size_t i = 1; i < out.fits.size(); ++i)
        out.notes.push_back(std::string(enumName(out.fits[i].precision)) +
                            " was fitted and its measured rate saved; the curve is " +
                            std::string(enumName(out.fits.front().precision)) + "'s (the model keeps one curve per GPU)");
    return out;
}

}  // namespace cp::calib
