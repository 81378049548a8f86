#include "performance/memory_model.h"

#include <algorithm>

namespace cp::perf {

namespace {

// Bytes per token (this GPU's tokens) of the MLP's stored tensors.
double mlpBytesPerToken(const TrainingJob& job, double tp, bool moe_layer) {
    const ModelArchitecture& m = job.model;
    const double e = job.activation_bytes;
    const double upFactor = m.ffn == FfnKind::SwiGlu ? 2.0 : 1.0;                // gate and up outputs feed SwiGLU
    auto mlp = [&](double width) { return (upFactor + 1.0) * width / tp * e; };  // activation input + down input
    if (!moe_layer) return mlp(static_cast<double>(m.ffn_hidden));
    const MoeSpec& moe = m.moe;
    const double topk = static_cast<double>(moe.active_experts);
    const double width = static_cast<double>(moe.expert_ffn_hidden);
    const double dispatched = topk * static_cast<double>(m.hidden) * e / tp;  // expert inputs after the all-to-all
    const double router = static_cast<double>(moe.experts) * 4;               // FP32 router probabilities
    return topk * mlp(width) + dispatched + static_cast<double>(moe.shared_experts) * mlp(width) + router;
}

// The activation function's outputs (the down projections' inputs) that one token stores.
double activationOutputBytesPerToken(const TrainingJob& job, double tp, bool moe_layer) {
    const ModelArchitecture& m = job.model;
    const double e = job.activation_bytes;
    if (!moe_layer) return static_cast<double>(m.ffn_hidden) / tp * e;
    const double experts = static_cast<double>(m.moe.active_experts + m.moe.shared_experts);
    return experts * static_cast<double>(m.moe.expert_ffn_hidden) / tp * e;
}

// What the listed recompute modules do not store, per token: the norms' outputs, MLA's up-projected
// Q, K and V, the dense MLP's or the MoE block's inner tensors (their inputs stay stored).
double recomputedBytesPerToken(const TrainingJob& job, const Parallelism& par, bool moe_layer) {
    const ModelArchitecture& m = job.model;
    const double e = job.activation_bytes;
    const double tp = static_cast<double>(par.tp);
    const double h = static_cast<double>(m.hidden);
    double saved = 0;
    if (par.recomputesModule(RecomputeModule::LayerNorm)) saved += 2 * h * e / (par.sequence_parallel ? tp : 1.0);
    if (par.recomputesModule(RecomputeModule::MlaUpProj) && m.latentAttention()) {
        const double d = static_cast<double>(m.headDim()), dv = static_cast<double>(m.vHeadDim());
        saved += (static_cast<double>(m.heads) / tp * d + std::max(1.0, static_cast<double>(m.kvHeads()) / tp) * (d + dv)) * e;
    }
    if (!moe_layer) {
        if (par.recomputesModule(RecomputeModule::Mlp)) saved += mlpBytesPerToken(job, tp, false);
        return saved;
    }
    if (par.recomputesModule(RecomputeModule::Moe)) return saved + mlpBytesPerToken(job, tp, true);
    const MoeSpec& moe = m.moe;
    const double width = static_cast<double>(moe.expert_ffn_hidden);
    if (par.recomputesModule(RecomputeModule::MoeAct))
        saved += static_cast<double>(moe.active_experts) * width / tp * e;  // the routed experts' activation outputs
    if (par.recomputesModule(RecomputeModule::SharedExperts))
        saved += static_cast<double>(moe.shared_experts) * (m.ffn == FfnKind::SwiGlu ? 3.0 : 2.0) * width / tp * e;
    return saved;
}

}  // namespace

double activationBytesPerLayer(const TrainingJob& job, const Parallelism& par, bool moe_layer) {
    const ModelArchitecture& m = job.model;
    const double e = job.activation_bytes;
    const double tp = static_cast<double>(par.tp);
    const double h = static_cast<double>(m.hidden);
    const double tokens = static_cast<double>(par.micro_batch_sequences * m.sequence_length) / static_cast<double>(par.cp);
    const double spDivisor = par.sequence_parallel ? tp : 1.0;
    if (par.recompute == Recompute::Full) return tokens * h * e / spDivisor;  // the layer's input only
    // Norm inputs (2), QKV input, MLP input, and the two dropout masks: whole on every TP rank without SP.
    const double replicated = 4 * h * e + (m.dropout ? 2 * h : 0);
    const double d = static_cast<double>(m.headDim()), dv = static_cast<double>(m.vHeadDim());
    const double localHeads = static_cast<double>(m.heads) / tp;
    const double localKv = std::max(1.0, static_cast<double>(m.kvHeads()) / tp);
    const double attention = (localHeads * (d + dv) + localKv * (d + dv)) * e;  // Q, K, V, and the attention output
    double perToken = replicated / spDivisor + attention + mlpBytesPerToken(job, tp, moe_layer);
    const double scoresPerToken = localHeads * static_cast<double>(m.sequence_length);
    const double scores = scoresPerToken * (e + (m.dropout ? 1 + e : 0));  // softmax output, dropout mask and output
    if (par.recompute == Recompute::Selective && par.recompute_modules != 0) {
        if (job.attention_kernel == AttentionKernel::Flash) perToken += localHeads * 4;
        else if (!par.recomputesModule(RecomputeModule::CoreAttn)) perToken += scores;
        return tokens * (perToken - recomputedBytesPerToken(job, par, moe_layer));
    }
    if (job.attention_kernel == AttentionKernel::Flash) {
        perToken += localHeads * 4;  // FP32 log-sum-exp per head
        // Selective with FlashAttention (no scores to drop): the activation function's output, the
        // down projection's input, is recomputed from the stored up projection (Megatron-Core's
        // recompute modules): one FFN-wide tensor per token less.
        if (par.recompute == Recompute::Selective) perToken -= activationOutputBytesPerToken(job, tp, moe_layer);
    } else if (par.recompute == Recompute::None) {
        perToken += scores;
    }
    return tokens * perToken;
}

double inFlightMicroBatches(const Parallelism& par, std::int64_t micro_batches, std::int64_t stage) {
    const double p = static_cast<double>(par.pp);
    const double v = static_cast<double>(par.virtual_stages);
    const double depth = static_cast<double>(par.pp - stage);
    double inFlight = std::min(static_cast<double>(micro_batches), depth);
    if (par.virtual_stages > 1) inFlight *= 1 + (p - 1) / (p * v);
    return inFlight;
}

StageParameters stageParameters(const TrainingJob& job, const Parallelism& par, std::int64_t stage) {
    const ModelArchitecture& m = job.model;
    const ParameterCounts counts = countParameters(m);
    const double layers = static_cast<double>(layersOnStage(m.layers, par, stage));
    const double moeShare = static_cast<double>(m.moeLayerCount()) / static_cast<double>(m.layers);
    const double tp = static_cast<double>(par.tp);
    StageParameters s;
    const double moeLayers = layers * moeShare;
    const double sharedMoe = static_cast<double>(counts.moe_ffn_per_layer - m.moe.experts * counts.expert_per_layer);
    s.dense = layers * static_cast<double>(counts.attention_per_layer) / tp +
              (layers - moeLayers) * static_cast<double>(counts.dense_ffn_per_layer) / tp + moeLayers * sharedMoe / tp;
    s.expert = moeLayers * static_cast<double>(m.moe.experts * counts.expert_per_layer) /
               static_cast<double>(par.expertTp() * par.ep);
    const double vocabulary = static_cast<double>(counts.embedding) / tp;
    if (stage == 0) s.dense += vocabulary;
    // The last stage holds the output projection (a copy of the embedding when tied and PP > 1).
    if (stage == par.pp - 1 && (counts.output > 0 || par.pp > 1)) s.dense += vocabulary;
    return s;
}

namespace {

MemoryBreakdown stageMemory(const TrainingJob& job, const Parallelism& par, std::int64_t stage, std::int64_t micro_batches) {
    const StageParameters params = stageParameters(job, par, stage);
    const double shards = static_cast<double>(par.dp * par.cp);
    const double expertShards = static_cast<double>(par.expertDp());
    auto sharded = [&](int fromStage) {
        return par.zero_stage >= fromStage ? params.dense / shards + params.expert / expertShards : params.dense + params.expert;
    };
    MemoryBreakdown mem;
    mem.stage = stage;
    mem.layers = layersOnStage(job.model.layers, par, stage);
    mem.weights_bytes = sharded(3) * job.weight_bytes;
    if (par.zero_stage >= 3)  // the layer computing and the ones prefetched, gathered whole
        mem.weights_bytes += static_cast<double>(1 + par.prefetch_layers) * (params.dense + params.expert) /
                             static_cast<double>(std::max<std::int64_t>(mem.layers, 1)) * job.weight_bytes;
    mem.gradients_bytes = sharded(2) * job.gradient_bytes;
    mem.optimizer_bytes = sharded(1) * job.optimizer_bytes;
    mem.activation_bytes_per_layer = activationBytesPerLayer(job, par, false);
    const double moeShare = static_cast<double>(job.model.moeLayerCount()) / static_cast<double>(job.model.layers);
    const double perLayer = (1 - moeShare) * mem.activation_bytes_per_layer + moeShare * activationBytesPerLayer(job, par, true);
    mem.in_flight_micro_batches = inFlightMicroBatches(par, micro_batches, stage);
    mem.activations_bytes = perLayer * static_cast<double>(mem.layers) * mem.in_flight_micro_batches;
    if (stage == par.pp - 1) {
        const double tokens =
            static_cast<double>(par.micro_batch_sequences * job.model.sequence_length) / static_cast<double>(par.cp);
        mem.output_bytes = tokens * static_cast<double>(job.model.vocabulary) / static_cast<double>(par.tp) * 4;
    }
    mem.total_bytes = mem.weights_bytes + mem.gradients_bytes + mem.optimizer_bytes + mem.activations_bytes + mem.output_bytes;
    return mem;
}

}  // namespace

MemoryBreakdown memoryPerGpu(const TrainingJob& job, const Parallelism& par, const GpuSpec& gpu) {
    const std::int64_t m = microBatchesPerStep(job, par);
    // The first stage holds the most micro-batches, the second the most of them with an extra
    // layer, the last the output layer: the fullest is one of these.
    MemoryBreakdown fullest = stageMemory(job, par, 0, m);
    for (std::int64_t stage : {std::int64_t{1}, par.pp - 1}) {
        if (stage <= 0 || stage >= par.pp) continue;
        MemoryBreakdown other = stageMemory(job, par, stage, m);
        if (other.total_bytes > fullest.total_bytes) fullest = other;
    }
    fullest.capacity_bytes = gpu.hbm_bytes.value * gpu.usable_memory_fraction.value;
    fullest.fits = fullest.total_bytes <= fullest.capacity_bytes;
    return fullest;
}

std::int64_t largestFittingMicroBatch(const TrainingJob& job, const Parallelism& par, const GpuSpec& gpu) {
    if (par.dp < 1 || job.global_batch_sequences < par.dp) return 0;
    const std::int64_t perReplica = job.global_batch_sequences / par.dp;
    std::int64_t largest = 0;
    Parallelism trial = par;
    for (std::int64_t mb = 1; mb <= perReplica; mb *= 2) {
        if (perReplica % mb != 0) break;
        trial.micro_batch_sequences = mb;
        if (!memoryPerGpu(job, trial, gpu).fits) break;  // activations only grow with the micro-batch
        largest = mb;
    }
    return largest;
}

}  // namespace cp::perf
