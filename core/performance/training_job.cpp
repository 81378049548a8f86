#include "performance/training_job.h"

namespace cp::perf {

bool ModelArchitecture::isMoeLayer(std::int64_t index) const {
    if (!moe.enabled() || index < moe.first_dense_layers) return false;
    const std::int64_t interval = moe.layer_interval > 0 ? moe.layer_interval : 1;
    return (index - moe.first_dense_layers) % interval == interval - 1;
}

std::int64_t ModelArchitecture::moeLayerCount() const {
    if (!moe.enabled() || layers <= moe.first_dense_layers) return 0;
    const std::int64_t interval = moe.layer_interval > 0 ? moe.layer_interval : 1;
    return (layers - moe.first_dense_layers) / interval;
}

std::int64_t ModelArchitecture::attentionParameters() const {
    const std::int64_t d = headDim(), dv = vHeadDim();
    if (!latentAttention()) return hidden * (heads * d + kvHeads() * (d + dv)) + heads * dv * hidden;
    const std::int64_t q = q_lora_rank > 0 ? hidden * q_lora_rank + q_lora_rank * heads * d : hidden * heads * d;
    const std::int64_t kv = hidden * (kv_lora_rank + rope_head_dim) + kv_lora_rank * heads * (d - rope_head_dim + dv);
    return q + kv + heads * dv * hidden;
}

ParameterCounts countParameters(const ModelArchitecture& model) {
    ParameterCounts c;
    const std::int64_t h = model.hidden;
    const std::int64_t matrices = model.ffn == FfnKind::SwiGlu ? 3 : 2;
    c.attention_per_layer = model.attentionParameters();
    c.dense_ffn_per_layer = matrices * h * model.ffn_hidden;
    if (model.moe.enabled()) {
        c.expert_per_layer = matrices * h * model.moe.expert_ffn_hidden;
        const std::int64_t router = h * model.moe.experts;
        const std::int64_t shared = model.moe.shared_experts * c.expert_per_layer;
        c.moe_ffn_per_layer = router + model.moe.experts * c.expert_per_layer + shared;
        c.moe_active_per_layer = router + model.moe.active_experts * c.expert_per_layer + shared;
    }
    c.embedding = model.vocabulary * h;
    c.output = model.tied_embeddings ? 0 : model.vocabulary * h;
    const std::int64_t moeLayers = model.moeLayerCount();
    const std::int64_t denseLayers = model.layers - moeLayers;
    const std::int64_t perLayerAttention = model.layers * c.attention_per_layer;
    c.total = perLayerAttention + denseLayers * c.dense_ffn_per_layer + moeLayers * c.moe_ffn_per_layer + c.embedding + c.output;
    c.active =
        perLayerAttention + denseLayers * c.dense_ffn_per_layer + moeLayers * c.moe_active_per_layer + c.embedding + c.output;
    return c;
}

}  // namespace cp::perf
