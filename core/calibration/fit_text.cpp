#include "calibration/fit_text.h"

#include <cmath>
#include <cstdio>

namespace cp::calib {

std::string significant(double value, int digits) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*g", digits, value);
    return buffer;
}

std::string formatBandwidth(double bytes_per_second) { return significant(bytes_per_second / 1e9, 4) + " GB/s"; }

std::string formatDuration(double seconds) {
    const double magnitude = std::abs(seconds);
    if (magnitude < 1e-3) return significant(seconds * 1e6, 3) + " µs";
    if (magnitude < 1.0) return significant(seconds * 1e3, 3) + " ms";
    return significant(seconds, 3) + " s";
}

std::string formatShare(double share) { return significant(share, 4); }

std::string formatPercent(double share) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.1f%%", share * 100);
    return buffer;
}

std::string formatFlopsRate(double flops_per_second) { return significant(flops_per_second / 1e12, 4) + " TFLOP/s"; }

std::string fitSummary(const FitQuality& q) {
    // R² close to 1 needs more digits to tell fits apart.
    const int digits = q.r_squared > 0.999 ? 6 : 4;
    return std::to_string(q.points) + " points, R² " + significant(q.r_squared, digits) + ", max error " +
           formatPercent(q.max_relative_error);
}

}  // namespace cp::calib
