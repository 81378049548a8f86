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

// Data-parallel traffic per step and what the compute does not hide.
struct DataParallelCommunication {
    CollectiveCost gradient;    // all-reduce (ZeRO 0) or reduce-scatter of the gradients
    double gradient_calls = 0;  // per step: 1, or one per micro-batch (ZeRO 2 and 3)
    CollectiveCost weights;     // all-gather of the updated (ZeRO 1, 2) or sharded (ZeRO 3) weights
    double weight_calls = 0;
    double total_seconds = 0;
    double exposed_seconds = 0;
};

// `forward_seconds` and `backward_seconds`: one micro-batch on the stage with the most parameters,
// the windows an overlapped reduction hides under.
DataParallelCommunication dataParallelCommunication(const TrainingJob& job, const Parallelism& par, const Hardware& hw,
                                                    double forward_seconds, double backward_seconds);

}  // namespace cp::perf
