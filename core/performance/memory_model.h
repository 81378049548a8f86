#pragma once
// Memory per GPU: weights, gradients and optimizer states by ZeRO stage, activations with the
// chosen recomputation (Korthikanti et al. 2022, §4, generalised to GQA, gated MLPs, MoE and
// fused attention), on the pipeline stage that holds the most.

#include <cstdint>

#include "performance/hardware.h"
#include "performance/parallelism.h"
#include "performance/training_job.h"

namespace cp::perf {

struct MemoryBreakdown {
    double weights_bytes = 0;
    double gradients_bytes = 0;
    double optimizer_bytes = 0;
    double activations_bytes = 0;  // stored for the backward pass, all micro-batches in flight
    double output_bytes = 0;       // FP32 logits of the micro-batch in the loss (last stage)
    double total_bytes = 0;
    double capacity_bytes = 0;  // HBM × usable fraction
    bool fits = false;
    std::int64_t stage = 0;                 // the pipeline stage these figures are for (the fullest)
    std::int64_t layers = 0;                // transformer layers on that stage
    double in_flight_micro_batches = 0;     // whose activations that stage holds at its peak
    double activation_bytes_per_layer = 0;  // one micro-batch, one layer (dense)
};

// Activations one layer stores for one micro-batch on one GPU.
double activationBytesPerLayer(const TrainingJob& job, const Parallelism& par, bool moe_layer);

// Micro-batches whose activations stage `stage` holds at once under 1F1B; interleaving
// raises the first stage's by 1 + (p − 1)/(p·v) (Korthikanti et al. eq. 4 ff.).
double inFlightMicroBatches(const Parallelism& par, std::int64_t micro_batches, std::int64_t stage);

// Parameters one GPU of stage `stage` holds: dense (shared over DP) and routed experts.
struct StageParameters {
    double dense = 0;
    double expert = 0;
};
StageParameters stageParameters(const TrainingJob& job, const Parallelism& par, std::int64_t stage);

MemoryBreakdown memoryPerGpu(const TrainingJob& job, const Parallelism& par, const GpuSpec& gpu);

// The largest micro-batch (a power of two dividing the sequences each replica takes per step)
// that fits with the rest of `par`; 0 when not even one sequence does.
std::int64_t largestFittingMicroBatch(const TrainingJob& job, const Parallelism& par, const GpuSpec& gpu);

}  // namespace cp::perf
