#include "performance/kernel_time.h"

#include <algorithm>
#include <cmath>

namespace cp::perf {

double gemmEfficiency(const std::vector<GemmEfficiencyPoint>& curve, double gemm_flops) {
    if (curve.empty()) return 1.0;
    if (gemm_flops <= curve.front().gemm_flops) return curve.front().efficiency;
    if (gemm_flops >= curve.back().gemm_flops) return curve.back().efficiency;
    for (std::size_t i = 1; i < curve.size(); ++i) {
        const GemmEfficiencyPoint& hi = curve[i];
        if (gemm_flops > hi.gemm_flops) continue;
        const GemmEfficiencyPoint& lo = curve[i - 1];
        const double f = std::log(gemm_flops / lo.gemm_flops) / std::log(hi.gemm_flops / lo.gemm_flops);
        return lo.efficiency + f * (hi.efficiency - lo.efficiency);
    }
    return curve.back().efficiency;
}

double gemmSeconds(const GpuSpec& gpu, double peak_flops_per_second, double m, double n, double k, double count,
                   double element_bytes) {
    if (m <= 0 || n <= 0 || k <= 0 || count <= 0) return 0.0;
    const double flops = 2.0 * m * n * k;
    const double efficiency = gemmEfficiency(gpu.gemm_efficiency, flops);
    const double computeSeconds = count * flops / (peak_flops_per_second * efficiency);
    const double bytes = count * element_bytes * (m * k + k * n + m * n);
    return std::max(computeSeconds, memoryBoundSeconds(gpu, bytes));
}

double memoryBoundSeconds(const GpuSpec& gpu, double bytes) {
    return bytes / (gpu.hbm_bytes_per_second.value * gpu.memory_bound_efficiency.value);
}

}  // namespace cp::perf
