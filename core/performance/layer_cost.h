#pragma once
// The work of one transformer layer for one micro-batch on one GPU, forward pass, split
// into GEMMs, the attention core and elementwise kernels; and the sizes of the messages
// the layer's parallel groups exchange. Backward and recomputation derive from it.

#include <array>
#include <cstdint>

#include "performance/hardware.h"
#include "performance/parallelism.h"
#include "performance/training_job.h"

namespace cp::perf {

// Backward elementwise kernels read the saved input and the incoming gradient and write one
// gradient: about 1.5× the forward traffic (forward reads one tensor and writes one).
inline constexpr double kBackwardElementwiseRatio = 1.5;

struct LayerCost {
    double gemm_seconds = 0;                   // QKV, output projection, FFN / router + experts
    double mlp_gemm_seconds = 0;               // the FFN's (router + experts) part of gemm_seconds
    double attention_gemm_seconds = 0;         // score and value GEMMs, or the fused flash kernel
    double attention_elementwise_seconds = 0;  // softmax and dropout on the stored scores (unfused only)
    double elementwise_seconds = 0;            // norms, residual adds, dropout, activation function
    double activation_function_seconds = 0;    // the GeLU / SwiGLU kernel alone (part of elementwise_seconds)
    double gemm_flops = 0;                     // executed, forward
    double gemm_input_elements = 0;            // activation operands of the forward GEMMs (FP8 quantizes them)
    double attention_flops = 0;                // executed, forward (flash skips the masked half)
    double tp_message_bytes = 0;               // the activation a TP all-reduce sums (T·h·bytes)
    double mlp_tp_message_bytes = 0;           // the same around the MLP (folded experts: over the expert-TP group)
    bool mlp_tp_over_expert_tp = false;        // the MLP's TP collectives run over the expert-TP group
    double cp_message_bytes = 0;               // K and V of the whole sequence for this GPU's KV heads
    double ep_token_bytes = 0;                 // one token's hidden state on this TP rank (as combined)
    double ep_dispatch_token_bytes = 0;        // the same as dispatched (FP8 when the job quantizes it first)
    double ep_tokens = 0;                      // tokens this GPU routes
    double ep_load = 1;                        // the busiest rank's share over the mean (capacity factor or imbalance)
    double ep_top_k = 0;                       // routed experts per token
    std::int64_t ep_node_limit = 0;            // node-limited routing (0: none)
    bool moe = false;
    // Forward re-run of each selective recompute module (by RecomputeModule), seconds and FLOPs;
    // 0 where the module is not in this layer (the dense MLP in a MoE layer, MLA without latents).
    std::array<double, 7> module_seconds{}, module_flops{};

    double forwardSeconds() const {
        return gemm_seconds + attention_gemm_seconds + attention_elementwise_seconds + elementwise_seconds;
    }
    double backwardSeconds() const {
        return 2 * (gemm_seconds + attention_gemm_seconds) +
               kBackwardElementwiseRatio * (attention_elementwise_seconds + elementwise_seconds);
    }
    // `modules`: selective recomputation's (Parallelism::recompute_modules); 0 the default set.
    double recomputeSeconds(Recompute recompute, std::uint8_t modules = 0) const;
    double forwardFlops() const { return gemm_flops + attention_flops; }
    double recomputeFlops(Recompute recompute, std::uint8_t modules = 0) const;
};

LayerCost layerCost(const TrainingJob& job, const Parallelism& par, const GpuSpec& gpu, bool moe_layer);

// The output projection and loss on the last stage, for one micro-batch on one GPU.
struct OutputLayerCost {
    double forward_seconds = 0;
    double backward_seconds = 0;
    double forward_flops = 0;
};

OutputLayerCost outputLayerCost(const TrainingJob& job, const Parallelism& par, const GpuSpec& gpu);

// Bytes a GEMM operand takes at this precision.
double gemmElementBytes(Precision precision);

}  // namespace cp::perf
