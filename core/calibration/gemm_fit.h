#pragma once
// The GEMM efficiency curve fitted to measured GEMMs (docs/performance-model.md, Calibration).
//
// Efficiency = measured rate / the GPU's dense peak at the dtype. The curve is the model's own
// shape (kernel_time.h: linear in log10 FLOPs between points, flat beyond): knots at the smallest
// and largest measured size and at every decade between; its values are fitted by least squares
// with the constraint that they never fall as the size grows (monotone: the values are running
// sums of non-negative steps, solved by NNLS with Eigen).

#include <optional>
#include <string>
#include <vector>

#include "calibration/gemm_table.h"
#include "calibration/least_squares.h"
#include "calibration/parameter_fit.h"
#include "catalog/performance_specs.h"

namespace cp::calib {

struct GemmCurveFit {
    perf::Precision precision = perf::Precision::Bf16;
    double peak_flops_per_second = 0;
    std::vector<double> gemm_flops, measured_efficiency, fitted_efficiency;  // one per measurement
    std::vector<perf::GemmEfficiencyPoint> curve;                            // as measured (before the training share)
    FitQuality quality;
    double best_flops_per_second = 0;  // the highest measured rate
    std::string best_at;               // "gemm.csv line 12 (8192×8192×8192)"
    std::vector<std::string> files;
};

// Fits one precision's measurements (all of the same precision). Measurements above the peak
// throw cp::InputError naming the file and line.
GemmCurveFit fitGemmCurve(const std::vector<std::pair<const GemmTable*, const GemmMeasurement*>>& points,
                          const perf::GpuCalibration& gpu);

struct GemmCalibrationInput {
    std::string gpu;
    // The share of the measured (benchmark) rate a training step's GEMMs sustain; nullopt: the
    // shipped curve's top point over the shipped measured rate (1 when the GPU has none).
    std::optional<double> training_share;
    std::string date;
};

struct GemmCalibration {
    std::vector<GemmCurveFit> fits;                  // one per precision measured, in Precision order
    std::optional<perf::Precision> curve_precision;  // whose curve was saved
    double training_share = 1;
    std::string training_share_source;
    std::vector<perf::GemmEfficiencyPoint> saved_curve;  // × the training share, capped at the measured rate
    std::vector<ParameterFit> parameters;
    perf::PerformanceCalibration layer;  // the parameters as a catalog layer (calibration_layer.h)
    std::vector<std::string> notes;
};

// Throws cp::InputError for a GPU without performance specs in `base` (path "--gpu"), a dtype
// the GPU has no peak for, or a rate above the peak (naming the file and line).
GemmCalibration calibrateGemm(const std::vector<GemmTable>& tables, const perf::PerformanceCalibration& base,
                              const GemmCalibrationInput& input);

}  // namespace cp::calib
