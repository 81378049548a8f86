#include "performance/parallelism.h"

#include <algorithm>

namespace cp::perf {

std::int64_t microBatchesPerStep(const TrainingJob& job, const Parallelism& par) {
    const std::int64_t perReplica = par.dp * par.micro_batch_sequences;
    return perReplica > 0 ? job.global_batch_sequences / perReplica : 0;
}

namespace {

// L/p each; the remainder on the middle stages first (1 … p-2), then the last, then the first.
std::int64_t defaultSpread(std::int64_t layers, std::int64_t stages, std::int64_t stage) {
    const std::int64_t base = layers / stages;
    const std::int64_t extra = layers % stages;
    if (extra == 0) return base;
    if (extra <= stages - 2) return base + ((stage >= 1 && stage <= extra) ? 1 : 0);
    return stage == 0 ? base : base + 1;  // extra == stages - 1: all but the first
}

}  // namespace

std::int64_t layersOnStage(std::int64_t layers, const Parallelism& par, std::int64_t stage) {
    const std::int64_t p = par.pp;
    if (p <= 1) return layers;
    const bool first = par.first_stage_layers > 0, last = par.last_stage_layers > 0;
    if (!first && !last) return defaultSpread(layers, p, stage);
    if (first && stage == 0) return par.first_stage_layers;
    if (last && stage == p - 1) return par.last_stage_layers;
    const std::int64_t rest = layers - par.first_stage_layers - par.last_stage_layers;
    const std::int64_t others = p - (first ? 1 : 0) - (last ? 1 : 0);
    if (others <= 0 || rest < 0) return 0;
    const std::int64_t index = stage - (first ? 1 : 0);
    return rest / others + (index < rest % others ? 1 : 0);
}

std::int64_t fewestLayersOnAStage(std::int64_t layers, const Parallelism& par) {
    std::int64_t fewest = layersOnStage(layers, par, 0);
    for (std::int64_t stage : {std::int64_t{1}, par.pp - 1})
        if (stage > 0 && stage < par.pp) fewest = std::min(fewest, layersOnStage(layers, par, stage));
    // With only the first (or last) stage given, the stages that share the rest differ by one
    // layer at most; the latest of them holds the fewer.
    if (par.pp > 2) fewest = std::min(fewest, layersOnStage(layers, par, par.pp - 2));
    return fewest;
}

namespace {

std::string countProblem(const Parallelism& par) {
    if (par.tp < 1 || par.pp < 1 || par.dp < 1 || par.cp < 1 || par.ep < 1 || par.virtual_stages < 1 ||
        par.micro_batch_sequences < 1)
        return "every parallel size and the micro-batch must be at least 1";
    if (par.zero_stage < 0 || par.zero_stage > 3) return "the ZeRO stage must be 0, 1, 2 or 3";
    if (par.expert_tp < 0) return "the expert TP must be at least 1";
    if (!par.foldedExperts() && par.dp % par.ep != 0)
        return "EP (" + std::to_string(par.ep) + ") must divide DP (" + std::to_string(par.dp) + ")";
    if (par.foldedExperts() && (par.tp * par.cp * par.dp) % (par.expert_tp * par.ep) != 0)
        return "expert TP × EP (" + std::to_string(par.expert_tp) + " × " + std::to_string(par.ep) + ") must divide TP × CP × DP (" +
               std::to_string(par.tp * par.cp * par.dp) + ")";
    for (std::size_t i = 0; i < par.order.size(); ++i)
        for (std::size_t j = i + 1; j < par.order.size(); ++j)
            if (par.order[i] == par.order[j]) return "the rank order names a dimension twice";
    return {};
}

// Given first/last stage layers need a pipeline whose other stages all keep a layer.
std::string unevenStageProblem(std::int64_t layers, const Parallelism& par) {
    if (par.first_stage_layers < 0 || par.last_stage_layers < 0) return "stage layer counts must be at least 1";
    if (par.first_stage_layers == 0 && par.last_stage_layers == 0) return {};
    const std::int64_t given = par.first_stage_layers + par.last_stage_layers;
    const std::int64_t others = par.pp - (par.first_stage_layers > 0 ? 1 : 0) - (par.last_stage_layers > 0 ? 1 : 0);
    if (par.pp < 2 || (par.first_stage_layers > 0 && par.last_stage_layers > 0 && par.pp < 2))
        return "first or last stage layers need at least 2 pipeline stages (PP " + std::to_string(par.pp) + ")";
    if (others == 0 && given != layers)
        return "with PP 2 the first and last stages hold all " + std::to_string(layers) + " layers (given " +
               std::to_string(given) + ")";
    if (others > 0 && layers - given < others)
        return "the first and last stages leave " + std::to_string(layers - given) + " layers for " + std::to_string(others) +
               " other stages; each needs at least one";
    return {};
}

std::string modelProblem(const TrainingJob& job, const Parallelism& par) {
    const ModelArchitecture& m = job.model;
    if (m.layers < 1 || m.hidden < 1 || m.heads < 1 || m.ffn_hidden < 1 || m.vocabulary < 1 || m.sequence_length < 1)
        return "the model needs layers, hidden, heads, FFN hidden, vocabulary and sequence length";
    if (!(job.activation_bytes > 0) || !(job.weight_bytes > 0) || !(job.gradient_bytes > 0) || !(job.gradient_reduce_bytes > 0) ||
        !(job.optimizer_bytes >= 0))
        return "bytes per activation, weight and gradient must be above 0";
    if (m.moe.enabled() && (m.moe.active_experts < 1 || m.moe.active_experts > m.moe.experts || m.moe.expert_ffn_hidden < 1 ||
                            m.moe.shared_experts < 0 || m.moe.first_dense_layers < 0 || m.moe.layer_interval < 1))
        return "a MoE model needs 1 ≤ active experts ≤ experts, an expert FFN width, and a layer interval ≥ 1";
    if (m.heads % par.tp != 0)
        return "TP (" + std::to_string(par.tp) + ") must divide the heads (" + std::to_string(m.heads) + ")";
    if (m.kvHeads() % par.tp != 0 && par.tp % m.kvHeads() != 0)
        return "TP and the KV heads (" + std::to_string(m.kvHeads()) + ") must divide one another";
    if (m.sequence_length % par.cp != 0) return "CP must divide the sequence length";
    if (par.pp > m.layers) return "more pipeline stages than layers";
    if (std::string p = unevenStageProblem(m.layers, par); !p.empty()) return p;
    if (par.virtual_stages > 1 && fewestLayersOnAStage(m.layers, par) < par.virtual_stages)
        return "interleaving needs at least one layer in every model chunk (virtual stages ≤ the fewest layers on a stage)";
    if (par.ep > 1 && (!m.moe.enabled() || m.moe.experts % par.ep != 0)) return "EP needs a MoE model whose experts it divides";
    if (par.foldedExperts()) {
        if (!m.moe.enabled()) return "expert TP needs a MoE model";
        if (m.moe.expert_ffn_hidden % par.expert_tp != 0)
            return "expert TP (" + std::to_string(par.expert_tp) + ") must divide the expert FFN width (" +
                   std::to_string(m.moe.expert_ffn_hidden) + ")";
        // Folded experts take their tokens from the sequence-parallel shards (Megatron-Core requires it).
        if (par.tp > 1 && !par.sequence_parallel) return "expert TP (folded experts) with TP > 1 needs sequence parallelism";
    }
    return {};
}

}  // namespace

std::string parallelismProblem(const TrainingJob& job, const Parallelism& par) {
    if (std::string p = countProblem(par); !p.empty()) return p;
    if (std::string p = modelProblem(job, par); !p.empty()) return p;
    const std::int64_t perReplica = par.dp * par.micro_batch_sequences;
    if (job.global_batch_sequences < perReplica || job.global_batch_sequences % perReplica != 0)
        return "the global batch (" + std::to_string(job.global_batch_sequences) + ") must be a multiple of DP × micro-batch (" +
               std::to_string(perReplica) + ")";
    const std::int64_t m = microBatchesPerStep(job, par);
    if (par.virtual_stages > 1 && m % par.pp != 0)
        return "the interleaved schedule needs the micro-batches (" + std::to_string(m) + ") to be a multiple of PP";
    return {};
}

std::string describeParallelism(const Parallelism& par) {
    std::string out = "TP " + std::to_string(par.tp) + " · PP " + std::to_string(par.pp);
    if (par.virtual_stages > 1) out += " (" + std::to_string(par.virtual_stages) + " virtual)";
    out += " · DP " + std::to_string(par.dp);
    if (par.cp > 1) out += " · CP " + std::to_string(par.cp);
    if (par.ep > 1) out += " · EP " + std::to_string(par.ep);
    if (par.foldedExperts()) out += " · expert TP " + std::to_string(par.expert_tp);
    out += " · micro-batch " + std::to_string(par.micro_batch_sequences) + " · ZeRO " + std::to_string(par.zero_stage) +
           " · recompute " + std::string(enumText(par.recompute));
    if (par.recompute == Recompute::Selective && par.recompute_modules != 0) out += " (" + recomputeModulesText(par) + ")";
    return out;
}

std::string recomputeModulesText(const Parallelism& par) {
    std::string out;
    for (const auto& entry : EnumTable<RecomputeModule>::entries)
        if (par.recompute_modules >> static_cast<unsigned>(entry.value) & 1u)
            out += (out.empty() ? "" : ", ") + std::string(entry.name);
    return out;
}

Parallelism expertGrid(const Parallelism& par) {
    if (!par.foldedExperts()) return par;
    Parallelism grid = par;
    grid.tp = par.expert_tp;
    grid.cp = 1;
    grid.dp = par.ep * par.expertDp();
    grid.expert_tp = 0;
    return grid;
}

}  // namespace cp::perf
