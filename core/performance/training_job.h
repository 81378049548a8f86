#pragma once
// What is trained: the transformer's shape and the batch, as plain values. The
// lead maps profile fields onto these; nothing here knows about Profile or Plan.

#include <cstdint>

#include "profile/workload_enums.h"

namespace cp::perf {

// Mixture-of-experts layers. experts == 0 means a dense model.
struct MoeSpec {
    std::int64_t experts = 0;             // routed experts per MoE layer
    std::int64_t active_experts = 0;      // top-k: routed experts each token visits
    std::int64_t expert_ffn_hidden = 0;   // FFN width of one expert
    std::int64_t shared_experts = 0;      // experts every token visits (DeepSeek-V3: 1)
    std::int64_t first_dense_layers = 0;  // leading layers that stay dense (DeepSeek-V3: 3)
    std::int64_t layer_interval = 1;      // after those, every n-th layer is MoE (1: all)
    double capacity_factor = 0;           // expert capacity over the mean load (token dropping); 0: dropless
    double load_imbalance = 1.0;          // dropless: the busiest expert rank's tokens over the mean
    std::int64_t node_limit = 0;          // node-limited routing: a token's experts on at most this many nodes; 0: none

    bool enabled() const { return experts > 0; }
};

struct ModelArchitecture {
    std::int64_t layers = 0;
    std::int64_t hidden = 0;
    std::int64_t heads = 0;
    std::int64_t kv_heads = 0;  // grouped-query attention; 0 means as many as heads
    std::int64_t ffn_hidden = 0;
    std::int64_t vocabulary = 0;
    std::int64_t sequence_length = 0;
    FfnKind ffn = FfnKind::Gelu;
    bool dropout = false;          // GPT-era training stores dropout masks and runs dropout kernels
    bool tied_embeddings = false;  // output projection shares the input embedding
    std::int64_t head_dim = 0;       // query/key width per head; 0: hidden / heads (Qwen3: 128 with hidden 4,096 and 64 heads)
    std::int64_t v_head_dim = 0;     // value width per head; 0: head_dim
    // Multi-head latent attention (DeepSeek-V2/V3): keys and values from a rank-kv_lora_rank latent,
    // queries through a rank-q_lora_rank bottleneck (0: a full projection), rope_head_dim of head_dim
    // a rotary key shared by the heads. kv_lora_rank 0: plain (grouped-query) attention.
    std::int64_t q_lora_rank = 0;
    std::int64_t kv_lora_rank = 0;
    std::int64_t rope_head_dim = 0;
    MoeSpec moe;

    bool latentAttention() const { return kv_lora_rank > 0; }
    std::int64_t kvHeads() const { return latentAttention() ? heads : kv_heads > 0 ? kv_heads : heads; }
    std::int64_t headDim() const { return head_dim > 0 ? head_dim : heads > 0 ? hidden / heads : 0; }
    std::int64_t vHeadDim() const { return v_head_dim > 0 ? v_head_dim : headDim(); }
    // Weights of one layer's attention projections (Q, K, V, output; MLA's down and up projections).
    std::int64_t attentionParameters() const;
    bool isMoeLayer(std::int64_t index) const;
    std::int64_t moeLayerCount() const;
};

// Parameters by part. Norm weights and biases are left out (under 0.1% of any model here),
// as in Megatron's 12·l·h² count.
struct ParameterCounts {
    std::int64_t attention_per_layer = 0;  // QKV and output projection
    std::int64_t dense_ffn_per_layer = 0;
    std::int64_t moe_ffn_per_layer = 0;     // router + all routed experts + shared experts
    std::int64_t moe_active_per_layer = 0;  // router + top-k routed + shared: what one token uses
    std::int64_t expert_per_layer = 0;      // one routed expert
    std::int64_t embedding = 0;             // input embedding
    std::int64_t output = 0;                // output projection (0 when tied)
    std::int64_t total = 0;
    std::int64_t active = 0;  // what one token touches: the N of 6·N·D for MoE
};

ParameterCounts countParameters(const ModelArchitecture& model);

// The job: the model, the batch and the numerics.
struct TrainingJob {
    ModelArchitecture model;
    std::int64_t global_batch_sequences = 0;
    Precision precision = Precision::Bf16;
    AttentionKernel attention_kernel = AttentionKernel::Flash;
    AttentionFlops attention_flops = AttentionFlops::Causal;  // the MFU convention of the source compared with
    double activation_bytes = 2;                              // per stored activation element (BF16/FP16)
    double weight_bytes = 2;                                  // per parameter: the copy the GEMMs read
    double gradient_bytes = 4;                                // per parameter: accumulated gradient (Megatron's FP32 main_grad)
    double gradient_reduce_bytes = 4;                         // per parameter on the wire in the data-parallel reduction
    double dispatch_bytes = 0;  // per element sent to the experts (dispatch; gradients to them in the backward); 0: activation_bytes
    double optimizer_bytes = 12;                              // per parameter: FP32 master weight + Adam m and v

    std::int64_t tokensPerStep() const { return global_batch_sequences * model.sequence_length; }
};

}  // namespace cp::perf
