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
    double tp_seconds = 0;         // exposed (with the expert-TP pairs below)
    CollectiveCost expert_tp_collective;  // folded experts: one all-gather + reduce-scatter over expert TP
    double expert_tp_collectives = 0;
    CollectiveCost cp_collective;  // one all-gather (or reduce-scatter) of K and V
    double cp_collectives = 0;
    double cp_seconds = 0;
    CollectiveCost ep_collective;  // one all-to-all back from the experts (combine), and toward them unless below differs
    CollectiveCost ep_dispatch;    // one all-to-all toward the experts (dispatch; at dispatch_bytes per element)
    double ep_collectives = 0;
    double ep_seconds = 0;
    double ep_paired_seconds = 0;  // overlapped: exposed in a layer paired with another micro-batch's (four blocks)
    double ep_unpaired_share = 0;  // overlapped: share of the layer's passes with no partner, all-to-alls exposed

    double exposedSeconds() const { return tp_seconds + cp_seconds + ep_seconds; }
};

// One layer, one micro-batch. `ep_unpaired_share`: with the expert all-to-all overlapped, the share
// of forward and backward passes the schedule cannot pair (expertOverlapUnpairedShare); the exposed
// time grows with it, so the search's bound passes the fewest a split can have (no interleaving).
LayerCommunication layerCommunication(const Parallelism& par, const Hardware& hw, const LayerCost& layer,
                                      double ep_unpaired_share);

// A layer's compute as the overlapped schedule cuts it: attention (with the norms and the router)
// and MLP (the experts' GEMMs and activation), forward and backward (with their recomputation).
struct LayerBlocks {
    double forward_attention = 0, forward_mlp = 0, backward_attention = 0, backward_mlp = 0;
};
LayerBlocks layerBlocks(const LayerCost& layer, Recompute recompute);

// Expert all-to-alls overlapped as Megatron-Core's combined 1F1B and DeepSeek's DualPipe run them:
// one micro-batch's forward of a layer runs with another's backward, each all-to-all of one under
// a compute block of the other (forward attention ‖ backward combine, backward MLP ‖ forward
// dispatch, forward MLP ‖ backward dispatch, backward attention ‖ forward combine). What a block
// cannot hide is exposed, and the all-to-all kernels take SMs from the compute they hide under
// (all_to_all_overlap_compute_slowdown). `dispatch` is one exchange toward the experts (forward
// dispatch, backward combine), `combine` one back. Returns the exposed seconds of one paired layer.
double pairedAllToAlls(const CollectiveCost& dispatch, const CollectiveCost& combine, const LayerCost& layer, Recompute recompute,
                       const Hardware& hw);

// The share of a stage's forward (and backward) passes that have no partner: the first stage's
// warm-up forwards and cool-down backwards (Megatron-Core get_pp_rank_microbatches: interleaved
// 2(p − 1) + (v − 1)p, else p − 1; without a pipeline the first forward and the last backward).
double expertOverlapUnpairedShare(const Parallelism& par, std::int64_t micro_batches);

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
