#pragma once

#include "catalog/catalog.h"
#include "plan/plan.h"
#include "profile/profile.h"

namespace cp {

// Training FLOPs, GPU-hours and days on this cluster, run cost, GPUs needed for a
// deadline, and checkpoint sizing. Needs plan.cost; a precision the GPU lacks is an error.
void evaluateTraining(const Profile& profile, const Catalog& catalog, Plan& plan);

// 6 · N · D (N active parameters, D tokens).
double trainingFlops(double activeParametersBillion, double tokensTrillion);
// GPU-hours = FLOPs / (MFU × peak FLOP/s per GPU) / 3600.
double gpuHours(double flops, double mfu, double peakTflopsPerGpu);

}  // namespace cp
