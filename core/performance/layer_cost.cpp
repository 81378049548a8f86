#include "performance/layer_cost.h"

#include <algorithm>

#include "performance/kernel_time.h"

namespace cp::perf {

namespace {

// The sum of the listed modules' `values`; the whole MoE block includes its activation and shared experts.
double modulesSum(const std::array<double, 7>& values, std::uint8_t modules) {
    const bool wholeMoe = (modules >> static_cast<unsigned>(RecomputeModule::Moe) & 1u) != 0;
    double sum = 0;
    for (unsigned i = 0; i < values.size(); ++i) {
        const auto m = static_cast<RecomputeModule>(i);
        if ((modules >> i & 1u) == 0 || (wholeMoe && (m == RecomputeModule::MoeAct || m == RecomputeModule::SharedExperts)))
            continue;
        sum += values[i];
    }
    return sum;
}

}  // namespace

double LayerCost::recomputeSeconds(Recompute recompute, std::uint8_t modules) const {
    switch (recompute) {
    case Recompute::None:
        return 0.0;
    case Recompute::Selective:  // by default the attention core when its scores are stored, else the MLP activation function
        if (modules != 0) return modulesSum(module_seconds, modules);
        return attention_elementwise_seconds > 0 ? attention_gemm_seconds + attention_elementwise_seconds
                                                 : activation_function_seconds;
    case Recompute::Full:
        return forwardSeconds();
    }
    return 0.0;
}

double LayerCost::recomputeFlops(Recompute recompute, std::uint8_t modules) const {
    switch (recompute) {
    case Recompute::None:
        return 0.0;
    case Recompute::Selective:
        if (modules != 0) return modulesSum(module_flops, modules);
        return attention_elementwise_seconds > 0 ? attention_flops : 0.0;
    case Recompute::Full:
        return forwardFlops();
    }
    return 0.0;
}

double gemmElementBytes(Precision precision) {
    switch (precision) {
    case Precision::Fp8:
        return 1.0;
    case Precision::Tf32:
        return 4.0;
    case Precision::Bf16:
    case Precision::Fp16:
        return 2.0;
    }
    return 2.0;
}

namespace {

// What the layer's kernels need to know about one micro-batch on one GPU.
struct Shape {
    double tokens;  // T = b·s/cp: tokens this GPU holds
    double tp;
    double peak;            // GEMM peak at the job's precision
    double attention_peak;  // attention stays in 16-bit when GEMMs run in FP8
    double element_bytes;
};

Shape shapeOf(const TrainingJob& job, const Parallelism& par, const GpuSpec& gpu) {
    Shape s{};
    s.tokens = static_cast<double>(par.micro_batch_sequences * job.model.sequence_length) / static_cast<double>(par.cp);
    s.tp = static_cast<double>(par.tp);
    s.peak = gpu.peak(job.precision).value;
    if (job.precision == Precision::Fp8 && gpu.fp8_gemm_share.value > 0) s.peak *= gpu.fp8_gemm_share.value;
    s.attention_peak = job.precision == Precision::Fp8 ? gpu.peak(Precision::Bf16).value : s.peak;
    s.element_bytes = gemmElementBytes(job.precision);
    return s;
}

// Up and down projections of an MLP `width` wide, on `tokens` tokens, `count` times.
void addMlp(LayerCost& c, const Shape& s, const GpuSpec& gpu, const ModelArchitecture& m, double tokens, double width,
            double count) {
    const double upWidth = (m.ffn == FfnKind::SwiGlu ? 2.0 : 1.0) * width / s.tp;
    const double h = static_cast<double>(m.hidden);
    c.gemm_seconds += gemmSeconds(gpu, s.peak, tokens, upWidth, h, count, s.element_bytes);
    c.gemm_seconds += gemmSeconds(gpu, s.peak, tokens, h, width / s.tp, count, s.element_bytes);
    c.gemm_flops += count * 2.0 * tokens * h * (upWidth + width / s.tp);
    c.gemm_input_elements += count * tokens * (h + width / s.tp);
}

void addGemm(LayerCost& c, const Shape& s, const GpuSpec& gpu, double tokens, double n, double k) {
    c.gemm_seconds += gemmSeconds(gpu, s.peak, tokens, n, k, 1, s.element_bytes);
    c.gemm_input_elements += tokens * k;
    c.gemm_flops += 2.0 * tokens * n * k;
}

// Q, K, V and the output projection; with latent attention (MLA) the down projections to the
// query and key/value latents stay whole on every TP rank, the up projections split by heads.
void addAttentionProjections(LayerCost& c, const Shape& s, const GpuSpec& gpu, const ModelArchitecture& m) {
    const double h = static_cast<double>(m.hidden);
    const double d = static_cast<double>(m.headDim()), dv = static_cast<double>(m.vHeadDim());
    const double localHeads = static_cast<double>(m.heads) / s.tp;
    addGemm(c, s, gpu, s.tokens, h, localHeads * dv);  // output projection
    if (!m.latentAttention()) {
        const double localKv = std::max(1.0, static_cast<double>(m.kvHeads()) / s.tp);  // replicated when TP > KV heads
        addGemm(c, s, gpu, s.tokens, localHeads * d + localKv * (d + dv), h);          // fused QKV
        return;
    }
    const double qRank = static_cast<double>(m.q_lora_rank), kvRank = static_cast<double>(m.kv_lora_rank);
    const double rope = static_cast<double>(m.rope_head_dim);
    // The up projections (from the latents to the heads) are what mla_up_proj re-runs.
    const auto up = static_cast<std::size_t>(RecomputeModule::MlaUpProj);
    auto upProjection = [&](double n, double k) {
        const double seconds0 = c.gemm_seconds, flops0 = c.gemm_flops;
        addGemm(c, s, gpu, s.tokens, n, k);
        c.module_seconds[up] += c.gemm_seconds - seconds0, c.module_flops[up] += c.gemm_flops - flops0;
    };
    if (qRank > 0) {
        addGemm(c, s, gpu, s.tokens, qRank, h);
        upProjection(localHeads * d, qRank);
    } else {
        addGemm(c, s, gpu, s.tokens, localHeads * d, h);
    }
    addGemm(c, s, gpu, s.tokens, kvRank + rope, h);
    upProjection(localHeads * (d - rope + dv), kvRank);
}

// QKᵀ and PV. Unfused kernels compute the whole s×s score matrix and soft-max it in HBM;
// a flash kernel keeps scores on chip and skips the blocks a causal mask hides.
void addAttentionCore(LayerCost& c, const Shape& s, const TrainingJob& job, const Parallelism& par, const GpuSpec& gpu) {
    const ModelArchitecture& m = job.model;
    const double batch = static_cast<double>(par.micro_batch_sequences);
    const double heads = static_cast<double>(m.heads) / s.tp;
    const double queries = static_cast<double>(m.sequence_length) / static_cast<double>(par.cp);
    const double keys = static_cast<double>(m.sequence_length);
    const double d = static_cast<double>(m.headDim()), dv = static_cast<double>(m.vHeadDim());
    const double fullFlops = 2.0 * batch * heads * queries * keys * (d + dv);
    if (job.attention_kernel == AttentionKernel::Flash) {
        c.attention_flops = 0.5 * fullFlops;
        c.attention_gemm_seconds = c.attention_flops / (s.attention_peak * gpu.flash_attention_efficiency.value);
        return;
    }
    const double count = batch * heads;
    const double e = job.activation_bytes;
    c.attention_flops = fullFlops;
    c.attention_gemm_seconds = gemmSeconds(gpu, s.attention_peak, queries, keys, d, count, e) +
                               gemmSeconds(gpu, s.attention_peak, queries, dv, keys, count, e);
    // Scale-mask-softmax reads and writes each score; dropout reads, writes and stores a 1-byte mask.
    const double bytesPerScore = 2 * e + (m.dropout ? 2 * e + 1 : 0);
    c.attention_elementwise_seconds = memoryBoundSeconds(gpu, count * queries * keys * bytesPerScore);
}

// Norms and residual adds run on every TP rank unless sequence parallelism splits them.
void addElementwise(LayerCost& c, const Shape& s, const TrainingJob& job, const Parallelism& par, const GpuSpec& gpu,
                    double activatedWidth) {
    const ModelArchitecture& m = job.model;
    const double h = static_cast<double>(m.hidden);
    const double e = job.activation_bytes;
    const double norms = 2 * (2 * h * e);                            // two norms: read and write
    const double residuals = 2 * (3 * h * e + (m.dropout ? h : 0));  // read x and residual, write; dropout mask
    const double replicated = (norms + residuals) / (par.sequence_parallel ? s.tp : 1.0);
    const double activation = (m.ffn == FfnKind::SwiGlu ? 3.0 : 2.0) * activatedWidth / s.tp * e;
    c.elementwise_seconds = memoryBoundSeconds(gpu, s.tokens * (replicated + activation));
    c.activation_function_seconds = memoryBoundSeconds(gpu, s.tokens * activation);
    c.module_seconds[static_cast<std::size_t>(RecomputeModule::LayerNorm)] =
        memoryBoundSeconds(gpu, s.tokens * norms / (par.sequence_parallel ? s.tp : 1.0));
}

}  // namespace

LayerCost layerCost(const TrainingJob& job, const Parallelism& par, const GpuSpec& gpu, bool moe_layer) {
    const ModelArchitecture& m = job.model;
    const Shape s = shapeOf(job, par, gpu);
    LayerCost c;
    c.moe = moe_layer;
    addAttentionProjections(c, s, gpu, m);
    addAttentionCore(c, s, job, par, gpu);
    const double attentionGemmSeconds = c.gemm_seconds, attentionGemmFlops = c.gemm_flops;
    double activatedWidth = static_cast<double>(m.ffn_hidden);
    if (moe_layer) {
        const MoeSpec& moe = m.moe;
        // The routed experts' own split: folded, each expert-TP group takes its sequence-parallel
        // shards' tokens (T × ETP / TP) and splits the expert FFN ETP ways; else the TP group's T and TP.
        Shape experts = s;
        experts.tp = static_cast<double>(par.expertTp());
        const double tokensIn = s.tokens * experts.tp / s.tp;
        const double routed = tokensIn * static_cast<double>(moe.active_experts);  // token-expert pairs from this group
        const double localExperts = static_cast<double>(moe.experts / par.ep);
        // The busiest expert rank paces the layer: capacity-padded experts run at the capacity factor,
        // dropless ones at the load imbalance.
        const double load = moe.capacity_factor > 0 ? moe.capacity_factor : std::max(moe.load_imbalance, 1.0);
        const double perExpert = load * routed * static_cast<double>(par.ep) / static_cast<double>(moe.experts);
        const double expertWidth = static_cast<double>(moe.expert_ffn_hidden);
        c.gemm_seconds += gemmSeconds(gpu, s.peak, s.tokens, static_cast<double>(moe.experts), static_cast<double>(m.hidden), 1,
                                      s.element_bytes);
        c.gemm_input_elements += s.tokens * static_cast<double>(m.hidden);
        c.gemm_flops += 2.0 * s.tokens * static_cast<double>(moe.experts * m.hidden);
        addMlp(c, experts, gpu, m, perExpert, expertWidth, localExperts);
        if (moe.shared_experts > 0) {
            const double seconds0 = c.gemm_seconds, flops0 = c.gemm_flops;
            addMlp(c, s, gpu, m, s.tokens, expertWidth * static_cast<double>(moe.shared_experts), 1);
            const auto shared = static_cast<std::size_t>(RecomputeModule::SharedExperts);
            c.module_seconds[shared] = c.gemm_seconds - seconds0, c.module_flops[shared] = c.gemm_flops - flops0;
        }
        activatedWidth = expertWidth * static_cast<double>(moe.active_experts + moe.shared_experts);
        c.ep_token_bytes = static_cast<double>(m.hidden) * job.activation_bytes / experts.tp;
        c.ep_dispatch_token_bytes =
            static_cast<double>(m.hidden) * (job.dispatch_bytes > 0 ? job.dispatch_bytes : job.activation_bytes) / experts.tp;
        c.ep_tokens = tokensIn;
        // Folded, the MLP's TP gather and scatter run over the expert-TP group (none at ETP 1) unless
        // shared experts, split by TP, need the TP group's tokens.
        c.mlp_tp_over_expert_tp = par.foldedExperts() && moe.shared_experts == 0;
        c.ep_load = load;
        c.ep_top_k = static_cast<double>(moe.active_experts);
        c.ep_node_limit = moe.node_limit;
    } else {
        addMlp(c, s, gpu, m, s.tokens, activatedWidth, 1);
    }
    c.mlp_gemm_seconds = c.gemm_seconds - attentionGemmSeconds;
    addElementwise(c, s, job, par, gpu, activatedWidth);
    // FP8 GEMMs read activations quantized by a kernel of their own: read 16-bit, write 8-bit.
    if (job.precision == Precision::Fp8) c.elementwise_seconds += memoryBoundSeconds(gpu, 3 * c.gemm_input_elements);
    // MoE token permutation: each routed copy is gathered into expert order before the dispatch and
    // sorted by local expert after it, and both are undone around the combine (Megatron-Core's
    // token dispatcher): four copies, each read and written.
    double permuteSeconds = 0;
    if (moe_layer) {
        permuteSeconds = memoryBoundSeconds(gpu, 8 * c.ep_tokens * c.ep_top_k * c.ep_load * c.ep_token_bytes);
        c.elementwise_seconds += permuteSeconds;
    }
    // What each selective module re-runs: the attention core, the MLP block of its kind.
    auto module = [&](RecomputeModule mod, double seconds, double flops) {
        c.module_seconds[static_cast<std::size_t>(mod)] = seconds, c.module_flops[static_cast<std::size_t>(mod)] = flops;
    };
    module(RecomputeModule::CoreAttn, c.attention_gemm_seconds + c.attention_elementwise_seconds, c.attention_flops);
    const double mlpSeconds = c.mlp_gemm_seconds + c.activation_function_seconds, mlpFlops = c.gemm_flops - attentionGemmFlops;
    if (moe_layer) {
        module(RecomputeModule::MoeAct, c.activation_function_seconds, 0);
        module(RecomputeModule::Moe, mlpSeconds + permuteSeconds, mlpFlops);
    } else {
        module(RecomputeModule::Mlp, mlpSeconds, mlpFlops);
    }
    c.tp_message_bytes = s.tokens * static_cast<double>(m.hidden) * job.activation_bytes;
    c.mlp_tp_message_bytes = c.mlp_tp_over_expert_tp ? c.ep_tokens * static_cast<double>(m.hidden) * job.activation_bytes
                                                     : c.tp_message_bytes;
    const double localKv = std::max(1.0, static_cast<double>(m.kvHeads()) / s.tp);
    c.cp_message_bytes = static_cast<double>(par.micro_batch_sequences * m.sequence_length) * localKv *
                         static_cast<double>(m.headDim() + m.vHeadDim()) * job.activation_bytes;
    return c;
}

OutputLayerCost outputLayerCost(const TrainingJob& job, const Parallelism& par, const GpuSpec& gpu) {
    const Shape s = shapeOf(job, par, gpu);
    const double h = static_cast<double>(job.model.hidden);
    const double vocab = static_cast<double>(job.model.vocabulary) / s.tp;
    OutputLayerCost c;
    const double gemm = gemmSeconds(gpu, s.peak, s.tokens, vocab, h, 1, s.element_bytes);
    // Cross-entropy in FP32 over the vocabulary shard: the logits are written and read again.
    const double loss = memoryBoundSeconds(gpu, s.tokens * vocab * 4 * 2);
    c.forward_seconds = gemm + loss;
    c.backward_seconds = 2 * gemm + kBackwardElementwiseRatio * loss;
    c.forward_flops = 2.0 * s.tokens * vocab * h;
    return c;
}

}  // namespace cp::perf
