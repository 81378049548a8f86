#pragma once
// Time of one kernel on one GPU: GEMMs on a roofline whose compute roof is the GPU's
// efficiency curve, elementwise kernels on HBM bandwidth.

#include <vector>

#include "performance/hardware.h"

namespace cp::perf {

// The curve at `gemm_flops` (2·M·N·K of one GEMM): linear in log(FLOPs) between points,
// flat beyond the ends. An empty curve gives 1.
double gemmEfficiency(const std::vector<GemmEfficiencyPoint>& curve, double gemm_flops);

// `count` GEMMs of M×N×K (a batched GEMM counts each member), operands of `element_bytes`:
// the larger of the compute time at the curve's efficiency and the time to stream A, B and C.
double gemmSeconds(const GpuSpec& gpu, double peak_flops_per_second, double m, double n, double k, double count,
                   double element_bytes);

// A kernel that streams `bytes` through HBM (norms, residuals, activations, softmax, optimizer).
double memoryBoundSeconds(const GpuSpec& gpu, double bytes);

}  // namespace cp::perf
