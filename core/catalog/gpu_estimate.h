#pragma once
// Performance specs for a catalog GPU that data/catalog/performance.json does not list, so the
// step-time model can plan it as a labelled estimate instead of refusing it.

#include <optional>

#include "catalog/catalog.h"
#include "catalog/performance_specs.h"

namespace cp {

// The GPU's datasheet figures (dense peaks, HBM capacity and bandwidth, scale-up bandwidth per
// direction when its domain holds several GPUs) copied into its performance specs, so the two never
// disagree. Used by linkCatalog for listed GPUs and by the estimate below.
void takeDatasheetFigures(perf::GpuCalibration& specs, const Gpu& gpu);

// The efficiencies (GEMM curve, memory-bound and attention efficiency, FP8 share, usable memory) of
// the listed GPU nearest in dense BF16 peak, the same vendor first, at this GPU's own peaks, HBM
// capacity and bandwidth; no scale-up domain (each GPU its own) and no measured GEMM rate. Every
// value's source says it is an estimate and what it was taken from. Empty when no GPU is listed or
// this one has no BF16 peak or HBM bandwidth.
std::optional<perf::GpuCalibration> estimatedGpuSpecs(const perf::PerformanceCalibration& calibration, const Catalog& catalog,
                                                      const Gpu& gpu);

}  // namespace cp
