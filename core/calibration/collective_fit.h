#pragma once
// Alpha-beta fits of nccl-tests runs, and the step-time model's collective parameters fitted to
// them (docs/performance-model.md, Calibration).
//
// Each run alone: time = latency + bus factor × size / bus bandwidth, by least squares weighted
// by 1 / time (each size counts by its relative error, so the latency comes from the small sizes
// and the bandwidth from the large ones). Then the model's own parameters, all runs of one scope
// together: inside the scale-up domain, time − ring base = steps × hop latency + bus factor ×
// size / (NVLink bandwidth × efficiency); across nodes the network hops and the NIC share
// (collectives.cpp's formulas). Finally the calibrated model replays every run.

#include <string>
#include <vector>

#include "calibration/least_squares.h"
#include "calibration/nccl_tests.h"
#include "calibration/parameter_fit.h"
#include "catalog/performance_specs.h"

namespace cp::calib {

// Where a run's traffic went: inside one NVLink domain, between GPUs of one node without one
// (PCIe), or across nodes.
enum class MeasurementScope { ScaleUp, Node, Network };
const char* scopeName(MeasurementScope scope);

struct AlphaBetaFit {
    double latency_seconds = 0;
    double bus_bytes_per_second = 0;
    FitQuality quality;
    std::vector<double> bytes, measured_seconds, fitted_seconds;  // the points fitted (size > 0)
    std::string note;                                             // e.g. the latency came out below 0 and was fixed at 0
    std::string problem;  // not empty: no fit (one rank, one size, time not growing with size)
};

AlphaBetaFit fitAlphaBeta(const NcclTestsRun& run);

struct RunFit {
    NcclTestsRun run;
    MeasurementScope scope = MeasurementScope::ScaleUp;
    AlphaBetaFit fit;
    std::string use;                    // how the model parameters used it, or why not
    std::vector<double> model_seconds;  // the calibrated model at each fitted size; empty: not replayed
    FitQuality model_quality;
};

// The model's parameters of one scope, fitted to all its runs at once.
struct ScopeFit {
    MeasurementScope scope = MeasurementScope::ScaleUp;
    std::vector<std::string> files;
    double hop_latency_seconds = 0;
    double efficiency = 0;                // of the nominal bandwidth below
    double nominal_bytes_per_second = 0;  // NVLink per GPU, or NIC per GPU
    FitQuality quality;
    std::string note;
    bool saved = false;
};

struct CollectiveCalibrationInput {
    std::string gpu;                          // a catalog GPU id with performance specs; empty: fits only
    double nic_bytes_per_second_per_gpu = 0;  // a node's NIC bandwidth / its GPUs; 0: network runs not mapped
    std::string date;                         // for the sources, e.g. "2025-06-01"
};

struct CollectiveCalibration {
    std::vector<RunFit> runs;
    std::vector<ScopeFit> scopes;
    std::vector<ParameterFit> parameters;
    perf::PerformanceCalibration layer;  // the parameters as a catalog layer (calibration_layer.h)
    std::vector<std::string> notes;
};

// `base` is the catalog's performance specs the fits start from (shipped, with the user's layers
// on top): its nominal bandwidths, the ring base latency and the values not fitted here.
CollectiveCalibration calibrateCollectives(const std::vector<NcclTestsRun>& runs, const perf::PerformanceCalibration& base,
                                           const CollectiveCalibrationInput& input);

}  // namespace cp::calib
