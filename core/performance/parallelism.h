#pragma once
// How the job is split over GPUs, and the execution choices the auto-parallel search varies
// (micro-batch, recomputation, overlaps).

#include <array>
#include <cstdint>
#include <string>

#include "profile/workload_enums.h"
#include "performance/training_job.h"

namespace cp::perf {

struct Parallelism {
    std::int64_t tp = 1;              // tensor
    std::int64_t pp = 1;              // pipeline stages
    std::int64_t dp = 1;              // data (replicas of the dense weights, per context group)
    std::int64_t cp = 1;              // context (sequence split for attention)
    std::int64_t ep = 1;              // expert: routed experts are split over it (a factor of dp unless folded)
    // Experts' tensor split under Megatron-Core's parallel folding (arXiv 2504.14960): the MoE layers
    // get their own grid, ETP × EP × EDP over the same TP × CP × DP GPUs. 0: not folded, the experts
    // split by TP like the dense layers and EP carved out of DP.
    std::int64_t expert_tp = 0;
    std::int64_t virtual_stages = 1;  // interleaved 1F1B: model chunks per pipeline rank (1: plain 1F1B)
    std::int64_t micro_batch_sequences = 1;
    int zero_stage = 0;              // 0 none, 1 optimizer (Megatron distributed optimizer), 2 +gradients, 3 +weights (FSDP)
    bool sequence_parallel = false;  // norms, dropout and residuals split over TP (Korthikanti et al.)
    Recompute recompute = Recompute::None;
    // Selective recomputation's modules, a bit per RecomputeModule; 0: the attention core when its
    // scores are stored, else the MLP activation function.
    std::uint8_t recompute_modules = 0;
    // Innermost (adjacent ranks) first. Megatron puts TP innermost; DP outermost is Llama 3's order.
    std::array<ParallelDim, 5> order{ParallelDim::Tp, ParallelDim::Cp, ParallelDim::Ep, ParallelDim::Pp, ParallelDim::Dp};
    // Overlaps, each as the named framework does it:
    bool overlap_dp = false;  // gradient reduction under the last backward, weight gather under the first forward
    bool overlap_tp = false;  // TP collectives under the layer's GEMMs (Transformer Engine userbuffers)
    bool overlap_cp = false;  // ring attention: KV exchange under the attention core (Megatron CP)
    bool overlap_ep = false;  // all-to-all under another micro-batch's compute (DeepSeek DualPipe)
    // Uneven pipeline stages (Megatron-Core's first/last pipeline layers): 0 = the default spread.
    std::int64_t first_stage_layers = 0;
    std::int64_t last_stage_layers = 0;
    std::int64_t prefetch_layers = 1;  // ZeRO-3: layers whose weights are gathered ahead (FSDP: 1)
    MoeDispatch moe_dispatch = MoeDispatch::AllToAll;

    std::int64_t gpus() const { return tp * pp * dp * cp; }
    bool recomputesModule(RecomputeModule m) const {
        return recompute == Recompute::Selective && (recompute_modules >> static_cast<unsigned>(m) & 1u) != 0;
    }
    bool foldedExperts() const { return expert_tp > 0; }
    std::int64_t expertTp() const { return expert_tp > 0 ? expert_tp : tp; }
    // Replicas of each routed expert (the expert-data-parallel group its gradients reduce over).
    std::int64_t expertDp() const {
        const std::int64_t group = expertTp() * ep;
        return group > 0 ? tp * cp * dp / group : 0;  // unfolded: CP × DP / EP
    }
    // Size of a dimension, with EP carved out of DP: dp = ep × (dp / ep) (unfolded).
    std::int64_t size(ParallelDim dim) const {  // inline: layouts ask for it thousands of times per search
        switch (dim) {
        case ParallelDim::Tp:
            return tp;
        case ParallelDim::Cp:
            return cp;
        case ParallelDim::Ep:  // folded experts have their own grid (expertGrid)
            return foldedExperts() ? 1 : ep;
        case ParallelDim::Pp:
            return pp;
        case ParallelDim::Dp:
            return ep > 0 && !foldedExperts() ? dp / ep : dp;
        }
        return 1;
    }
};

// The selective recompute modules by their Megatron-Core names, "mlp, moe_act"; empty for the default set.
std::string recomputeModulesText(const Parallelism& par);

// The grid the routed experts' groups live on: folded, ETP innermost, then EP and EDP in the
// dense grid's order with CP gone (Megatron-Core's expert rank generator); else the split itself.
Parallelism expertGrid(const Parallelism& par);

// Why this split cannot run this job (divisibility, heads, memory is checked elsewhere);
// empty when it can.
std::string parallelismProblem(const TrainingJob& job, const Parallelism& par);

// "TP 8 · PP 16 (2 virtual) · DP 128 · micro-batch 1 · ZeRO 1 · recompute none": CP and EP only when
// above 1, the way plans, runner-up lists and compare rows show a split.
std::string describeParallelism(const Parallelism& par);

// Micro-batches each pipeline runs per step: global batch / (dp × micro-batch).
std::int64_t microBatchesPerStep(const TrainingJob& job, const Parallelism& par);

// Layers on pipeline stage `stage` (0-based). By default L/p each, the remainder spread over the
// middle stages so the first (embedding) and last (output layer) carry fewer (Llama 3 §3.3.2);
// with first/last stage layers given, the other stages share the rest, the earliest one more.
std::int64_t layersOnStage(std::int64_t layers, const Parallelism& par, std::int64_t stage);

// The fewest layers any stage holds (the stages that differ are the first, the second and the last).
std::int64_t fewestLayersOnAStage(std::int64_t layers, const Parallelism& par);

}  // namespace cp::perf
