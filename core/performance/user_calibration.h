#pragma once
// A user calibration: values fitted to the user's own measurements (clusterplanner-cli calibrate,
// Tools › Calibrate from measurements) layered on the shipped data/performance/gpu_efficiency.json
// the way a user catalog layers on the shipped catalog: each value given replaces the shipped
// one, a value left out keeps it. Every value carries its source ("fitted to FILE on DATE ...").

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "common/diagnostic.h"
#include "common/sourced.h"
#include "performance/calibration.h"
#include "performance/hardware.h"

namespace cp::perf {

// Values of one shipped GPU; each optional one replaces the shipped value when given.
struct UserGpuCalibration {
    std::string name;  // a GPU of the shipped calibration
    std::optional<Sourced> scale_up_efficiency;
    std::optional<Sourced> scale_up_latency_seconds;
    std::optional<Sourced> nvls_efficiency;
    std::optional<Sourced> memory_bound_efficiency;
    std::optional<Sourced> flash_attention_efficiency;
    std::optional<Sourced> usable_memory_fraction;
    std::vector<GemmEfficiencyPoint> gemm_efficiency;  // the whole curve; empty keeps the shipped one
    std::array<std::optional<Sourced>, 4> benchmark_gemm_flops_per_second;  // per Precision (enum order)

    bool empty() const;
};

struct UserCalibration {
    std::string description;
    std::optional<Sourced> nic_efficiency;
    std::optional<Sourced> network_hop_latency_seconds;
    std::optional<Sourced> pcie_efficiency;
    std::optional<Sourced> pcie_hop_latency_seconds;
    std::optional<Sourced> ring_base_latency_seconds;
    std::optional<Sourced> tree_base_latency_seconds;
    std::optional<Sourced> tree_bandwidth_factor;
    std::vector<UserGpuCalibration> gpus;

    UserGpuCalibration* gpu(const std::string& name);
    const UserGpuCalibration* gpu(const std::string& name) const;
    UserGpuCalibration& gpuEntry(const std::string& name);  // found or appended
    std::size_t valueCount() const;                          // values given (a curve counts once)
};

// Reads a user calibration file on its own (ranges, sources, ascending curves). Throws
// cp::InputError naming the file and the JSON path; unknown keys become warnings.
UserCalibration parseUserCalibration(const std::string& text, const std::string& file, Diagnostics& warnings);

// `base` with `user` on top. Throws cp::InputError naming `file` and the JSON path of the value
// that does not fit the shipped data: a GPU the shipped file does not have, or a GEMM curve above
// the measured GEMM rate once both are merged. `base` is never changed.
PerformanceCalibration overlayUserCalibration(const PerformanceCalibration& base, const UserCalibration& user,
                                              const std::string& file);

// Both at once, for a file's text (what loading a user calibration does).
PerformanceCalibration overlayUserCalibrationText(const PerformanceCalibration& base, const std::string& text,
                                                  const std::string& file, Diagnostics& warnings);

// The shipped calibration of `data_dir`, then each user file on top, in order.
PerformanceCalibration loadLayeredCalibration(const std::string& data_dir, const std::vector<std::string>& user_files,
                                              Diagnostics& warnings);

// `newer`'s values replace `older`'s; the rest of `older` stays (re-fitting one part keeps the others).
void mergeUserCalibration(UserCalibration& older, const UserCalibration& newer);

// What saving `fitted` into a user calibration file that holds `existing` writes: the two merged
// (fitted values win), checked on `shipped` as loading will check it. Throws cp::InputError naming
// `file` and the JSON path when the merged values do not load; nothing should be written then.
UserCalibration updatedUserCalibration(const PerformanceCalibration& shipped, const UserCalibration& existing,
                                       const UserCalibration& fitted, const std::string& file);

// The file format parseUserCalibration reads (schema 1), keys in a fixed order.
std::string userCalibrationJsonText(const UserCalibration& user);

// The highest GEMM efficiency the curve may reach: the lowest measured GEMM rate over the peak
// of the same precision (1 when nothing is measured).
double gemmEfficiencyCeiling(const GpuSpec& gpu, const std::array<Sourced, 4>& benchmarks);

}  // namespace cp::perf
