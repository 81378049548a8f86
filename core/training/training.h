#pragma once

#include <optional>

#include "cost/cost_result.h"
#include "catalog/catalog.h"
#include "common/findings.h"
#include "reliability/checkpoint_size.h"
#include "performance/performance_result.h"
#include "compute/compute_result.h"
#include "training/training_result.h"
#include "layout/cabling_result.h"
#include "power/power_result.h"
#include "profile/profile.h"
#include "reliability/reliability_result.h"

namespace cp {

// What the training stage reads from the stages before it.
struct TrainingInputs {
    const ComputeResult& compute;
    const CablingResult& cabling;          // racks for the deadline
    const PowerResult& power;              // IT power for the deadline
    const ReliabilityResult& reliability;  // goodput and checkpoint write time
    const CostResult& cost;                // price of a delivered GPU-hour
    const CheckpointSize& checkpoint;
    const PerformanceResult* performance;  // the step-time model's result; null with a flat MFU
};

// The model's parameters in billions: the profile's, or under the step-time model its architecture's.
struct ModelSize {
    double total = 0, active = 0;
};
ModelSize modelSize(const WorkloadInput& workload, const PerformanceResult* performance);

// Training FLOPs, GPU-hours and days on this cluster, run cost, GPUs needed for a deadline,
// and checkpoint sizing; adds explanations to `findings`. A precision the GPU lacks is an
// error (nullopt).
std::optional<TrainingResult> evaluateTraining(const Profile& profile, const Catalog& catalog, const TrainingInputs& inputs,
                                               Findings& findings);

// The most GPUs a deadline may ask for: the largest count a profile can state (JsonReader::kMaxCount).
inline constexpr std::int64_t kMaxDeadlineGpus = std::int64_t{1} << 40;

// Nodes a run of `gpuHours` needs to finish in `deadlineDays` at `goodput`, with the spare share added:
// ⌈GPU-hours / (days × 24 × goodput) × (1 + spares)⌉ in whole nodes; nullopt past kMaxDeadlineGpus.
std::optional<std::int64_t> jobNodesForDeadline(double gpuHours, double goodput, double deadlineDays, std::int64_t gpusPerNode,
                                                double spareFraction);

// 6 · N · D (N active parameters, D tokens).
double trainingFlops(double activeParametersBillion, double tokensTrillion);
// GPU-hours = FLOPs / (MFU × peak FLOP/s per GPU) / 3600.
double gpuHours(double flops, double mfu, double peakTflopsPerGpu);

}  // namespace cp
