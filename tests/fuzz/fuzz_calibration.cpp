// Fuzz target: measurement files for `calibrate` (core/calibration) and user calibration files.
// The input is read as nccl-tests output, as a GEMM table and as a user calibration, and each
// that reads is fitted (or layered) as the CLI does. Seeds: tests/data/calibration.

#include <cstddef>
#include <cstdint>
#include <string>

#include "calibration/collective_fit.h"
#include "calibration/gemm_fit.h"
#include "fuzz_support.h"
#include "performance/user_calibration.h"

namespace {

const cp::perf::PerformanceCalibration& shippedCalibration() {
    static const cp::perf::PerformanceCalibration c = [] {
        cp::Diagnostics warnings;
        return cp::perf::loadPerformanceCalibration(cp::perf::performanceCalibrationPath(CLUSTERPLANNER_SOURCE_DATA_DIR), warnings);
    }();
    return c;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    cpfuzz::expectOnlyInputErrors([&] {
        cp::Diagnostics warnings;
        const auto runs = cp::calib::parseNcclTests(text, "all_reduce_perf.txt", warnings);
        const auto c = cp::calib::calibrateCollectives(runs, shippedCalibration(), {"H100-SXM5-80GB", 50e9, "2025-01-01"});
        (void)cp::perf::userCalibrationJsonText(c.user);
    });
    cpfuzz::expectOnlyInputErrors([&] {
        cp::Diagnostics warnings;
        const auto table = cp::calib::parseGemmTable(text, "gemm.csv", warnings);
        const auto g = cp::calib::calibrateGemm({table}, shippedCalibration(), {"A100-SXM4-80GB", std::nullopt, "2025-01-01"});
        (void)cp::perf::overlayUserCalibration(shippedCalibration(), g.user, "fitted");
    });
    cpfuzz::expectOnlyInputErrors([&] {
        cp::Diagnostics warnings;
        (void)cp::perf::overlayUserCalibrationText(shippedCalibration(), text, "user.json", warnings);
    });
    return 0;
}
