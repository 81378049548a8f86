#pragma once
// A training step's time from the model, the split, the GPU and the network, so MFU is an
// output: compute, the communication the GPU waits for, the pipeline bubble and the optimizer,
// with memory per GPU. Pure and allocation-light: the auto-parallel search calls it per candidate.

#include <cstdint>
#include <string>

#include "performance/hardware.h"
#include "performance/layer_cost.h"
#include "performance/memory_model.h"
#include "performance/parallelism.h"
#include "performance/step_communication.h"
#include "performance/training_job.h"

namespace cp::perf {

// Where the step's time goes, on the critical path; the terms add up to the step time.
struct StepBreakdown {
    double compute_seconds = 0;    // kernels of the slowest stage, all micro-batches
    double tp_seconds = 0;         // exposed tensor-parallel collectives
    double cp_seconds = 0;         // exposed context-parallel K/V exchange
    double ep_seconds = 0;         // exposed expert all-to-alls
    double pp_seconds = 0;         // pipeline sends on the critical path
    double bubble_seconds = 0;     // pipeline fill and drain
    double dp_seconds = 0;         // exposed data-parallel reduction and gathers
    double optimizer_seconds = 0;  // the optimizer update (memory-bound)
    double framework_seconds = 0;  // the software stack's per-layer overhead, all micro-batches

    // The communication the GPUs wait for: TP, CP, EP, pipeline sends and DP.
    double exposedCommunicationSeconds() const { return tp_seconds + cp_seconds + ep_seconds + pp_seconds + dp_seconds; }
    double total() const {
        return compute_seconds + tp_seconds + cp_seconds + ep_seconds + pp_seconds + bubble_seconds + dp_seconds +
               optimizer_seconds + framework_seconds;
    }
};

// One micro-batch on one pipeline stage.
struct StageTime {
    std::int64_t stage = 0;
    std::int64_t layers = 0;
    double compute_seconds = 0;  // forward + backward + recomputation kernels
    double tp_seconds = 0, cp_seconds = 0, ep_seconds = 0;
    double framework_seconds = 0;  // the software stack's per-layer overhead
    double total() const { return compute_seconds + tp_seconds + cp_seconds + ep_seconds + framework_seconds; }
};

struct StepResult {
    std::string problem;  // why this split cannot run the job; when set, the numbers below are zero
    double step_seconds = 0;
    StepBreakdown breakdown;
    std::int64_t gpus = 0;
    std::int64_t micro_batches = 0;  // per pipeline per step
    double bubble_ratio = 0;         // (p − 1)/(v·m)
    double model_flops = 0;          // per step, whole job (MFU convention of the job)
    double hardware_flops = 0;       // per step, whole job, as executed (recomputation included)
    double tokens_per_second = 0;
    double model_flops_per_second_per_gpu = 0;
    double hardware_flops_per_second_per_gpu = 0;
    double peak_flops_per_second_per_gpu = 0;
    double mfu = 0;
    double hfu = 0;
    MemoryBreakdown memory;
    // What the explanation quotes.
    LayerCost dense_layer;
    LayerCost moe_layer;  // zero for dense models
    OutputLayerCost output_layer;
    LayerCommunication dense_layer_communication;
    LayerCommunication moe_layer_communication;
    PipelineCommunication pipeline_communication;
    DataParallelCommunication data_parallel_communication;
    StageTime slowest_stage;
    double mean_stage_seconds = 0;  // per micro-batch, communication included

    bool ok() const { return problem.empty(); }
};

// A layer's kernels for par's TP, CP, EP, sequence parallelism and micro-batch, when the caller
// already has them: the search computes each combination once for thousands of evaluations.
struct KnownLayerCosts {
    const LayerCost& dense;
    const LayerCost& moe;  // ignored for dense models
};

StepResult estimateStep(const TrainingJob& job, const Parallelism& par, const Hardware& hw,
                        const KnownLayerCosts* known = nullptr);

// Why the hardware cannot be used at all (no peak at the job's precision, zero bandwidths);
// empty when it can.
std::string hardwareProblem(const TrainingJob& job, const Hardware& hw);

}  // namespace cp::perf
