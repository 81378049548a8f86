// Fuzz target: the step-time model's calibration file (data/performance/gpu_efficiency.json,
// core/performance/calibration.h) → parsePerformanceCalibration. Seeds: data/performance;
// regressions in tests/fuzz/regression/calibration.

#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_support.h"
#include "performance/calibration.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    cpfuzz::expectOnlyInputErrors([&] {
        cp::Diagnostics warnings;
        (void)cp::perf::parsePerformanceCalibration(text, "calibration.json", warnings);
    });
    return 0;
}
