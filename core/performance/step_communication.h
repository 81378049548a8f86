#pragma once
// The communication a training step does, and how much of it the GPU waits for: per layer
// (TP, CP, EP), per micro-batch (pipeline sends) and per step (data-parallel reduction).

#include "performance/collectives.h"
#include "performance/hardware.h"
#include "performance/layer_cost.h"
#include "performance/parallelism.h"
#include "performance/training_job.h"

namespace cp::perf {

// One layer, one micro-batch: what each group moves and what of it is exposed.
struct LayerCommunication {
    CollectiveCost tp_collective;  // one all-reduce (or, with SP, one all-gather + one reduce-scatter)
    double tp_collectives = 0;     // how many per layer and micro-batch (forward, backward, recomputation)
    double tp_seconds = 0;         // exposed
    CollectiveCost cp_collective;  // one all-gather (or reduce-scatter) of K and V
    double cp_collectives = 0;
    double cp_seconds = 0;
    CollectiveCost ep_collective;  // one all-to-all (dispatch or combine)
    double ep_collectives = 0;
    double ep_seconds = 0;

    double exposedSeconds() const { return tp_seconds + cp_seconds + ep_seconds; }
};

LayerCommunication layerCommunication(const Parallelism& par, const Hardware& hw, const LayerCost& layer);

// Pipeline sends per micro-batch on a stage: activations forward and gradients back, once per
// virtual stage; with TP each rank sends its 1/t slice (SC'21 §4.1 scatter/gather).
struct PipelineCommunication {
    CollectiveCost send;
    double sends = 0;  // per micro-batch on the critical path
    double seconds = 0;
};

PipelineCommunication pipelineCommunication(const TrainingJob& job, const Parallelism& par, const Hardware& hw);

// Data-parallel traffic per step and what the compute does not hide. ZeRO 0-2 move the stage's
// gradients (and weights) in buckets once per step (ZeRO 2: gradients per micro-batch); ZeRO 3
// gathers each layer's weights before its forward and again before its backward, and reduce-scatters
// its gradients after it, every micro-batch (PyTorch FSDP, DeepSpeed ZeRO-3).
struct DataParallelCommunication {
    CollectiveCost gradient;    // one bucket's (ZeRO 0-2) or one layer's (ZeRO 3) gradient all-reduce or reduce-scatter
    double gradient_calls = 0;  // per step
    CollectiveCost weights;     // one bucket's or one layer's weight all-gather
    double weight_calls = 0;    // per step
    double buckets = 0;         // ZeRO 0-2: buckets per reduction (Megatron: max(40M, 1M × DP) parameters each)
    bool per_layer = false;     // ZeRO 3: the collectives above are per layer
    double total_seconds = 0;
    double exposed_seconds = 0;
};

// One layer of the stage with the most parameters, one micro-batch: the compute windows an
// overlapped collective hides under (backward includes recomputation).
struct LayerWindows {
    double layers = 0;
    double forward_seconds = 0;
    double backward_seconds = 0;
};

DataParallelCommunication dataParallelCommunication(const TrainingJob& job, const Parallelism& par, const Hardware& hw,
                                                    const LayerWindows& windows);

}  // namespace cp::perf
