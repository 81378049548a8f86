#pragma once
// The workload's word-valued inputs that the step-time model reads (core/performance), each an
// enum class with one name table (common/enum_names.h), so profiles, the CLI and explanations spell
// them alike. They keep the model's namespace, cp::perf.

#include <array>
#include <string_view>

#include "catalog/performance_specs.h"  // perf::Precision
#include "common/enum_names.h"

namespace cp::perf {

// GeLU MLP (two matrices, GPT) or gated SwiGLU (three matrices, Llama).
enum class FfnKind { Gelu, SwiGlu };
// Unfused: attention scores are written to HBM and soft-maxed by separate kernels (Megatron
// 2021-22). Flash: one fused kernel that never stores the scores and skips masked blocks.
enum class AttentionKernel { Unfused, Flash };
// How the model-FLOPs count (MFU) treats a causal mask: Full counts the whole s×s score
// matrix (Megatron's and PaLM's formulas), Causal half of it.
enum class AttentionFlops { Full, Causal };
// Activation recomputation: Selective recomputes the attention core (Korthikanti et al. 2022),
// Full recomputes each layer's forward from its input.
enum class Recompute { None, Selective, Full };
// What selective recomputation re-runs, by Megatron-Core's --recompute-modules names: the attention
// core, the dense MLP, the MoE activation function, MLA's up projections, the norms, the shared
// experts, the whole MoE block (its all-to-alls included).
enum class RecomputeModule { CoreAttn, Mlp, MoeAct, MlaUpProj, LayerNorm, SharedExperts, Moe };
// The parallel dimensions a rank order lists, innermost (adjacent ranks) first.
enum class ParallelDim { Tp, Cp, Ep, Pp, Dp };
// How MoE tokens reach their experts: AllToAll sends each token once per routed expert (Megatron's
// all-to-all dispatcher); NodeDeduplicated sends it once per destination node over the network and
// fans it out over NVLink there (DeepEP, DeepSeek-V3 §3.2.2).
enum class MoeDispatch { AllToAll, NodeDeduplicated };
// What a published training run reports, so the plan can be compared with it: model or executed
// (hardware, recomputation included) FLOP/s per GPU, the step time, MFU, or tokens per second per GPU.
enum class PublishedMetric { ModelTflopsPerGpu, HardwareTflopsPerGpu, StepSeconds, Mfu, TokensPerSecondPerGpu };

}  // namespace cp::perf

namespace cp {

template <>
struct EnumTable<perf::FfnKind> {
    static constexpr std::string_view what = "an FFN kind";
    static constexpr std::array<EnumEntry<perf::FfnKind>, 2> entries{
        {{perf::FfnKind::Gelu, "gelu", "GeLU (2 matrices)"}, {perf::FfnKind::SwiGlu, "swiglu", "SwiGLU (3 matrices)"}}};
};

template <>
struct EnumTable<perf::AttentionKernel> {
    static constexpr std::string_view what = "an attention kernel";
    static constexpr std::array<EnumEntry<perf::AttentionKernel>, 2> entries{
        {{perf::AttentionKernel::Unfused, "unfused", "unfused (scores in HBM)"},
         {perf::AttentionKernel::Flash, "flash", "FlashAttention"}}};
};

template <>
struct EnumTable<perf::AttentionFlops> {
    static constexpr std::string_view what = "an attention FLOPs convention";
    static constexpr std::array<EnumEntry<perf::AttentionFlops>, 2> entries{
        {{perf::AttentionFlops::Full, "full", "full s×s scores"}, {perf::AttentionFlops::Causal, "causal", "causal half"}}};
};

template <>
struct EnumTable<perf::Recompute> {
    static constexpr std::string_view what = "a recomputation mode";
    static constexpr std::array<EnumEntry<perf::Recompute>, 3> entries{{{perf::Recompute::None, "none", "none"},
                                                                        {perf::Recompute::Selective, "selective", "selective"},
                                                                        {perf::Recompute::Full, "full", "full"}}};
};

template <>
struct EnumTable<perf::RecomputeModule> {
    static constexpr std::string_view what = "a recompute module";
    static constexpr std::array<EnumEntry<perf::RecomputeModule>, 7> entries{
        {{perf::RecomputeModule::CoreAttn, "core_attn", "attention core"},
         {perf::RecomputeModule::Mlp, "mlp", "dense MLP"},
         {perf::RecomputeModule::MoeAct, "moe_act", "MoE activation function"},
         {perf::RecomputeModule::MlaUpProj, "mla_up_proj", "MLA up projections"},
         {perf::RecomputeModule::LayerNorm, "layernorm", "norms"},
         {perf::RecomputeModule::SharedExperts, "shared_experts", "shared experts"},
         {perf::RecomputeModule::Moe, "moe", "whole MoE block"}}};
};

template <>
struct EnumTable<perf::ParallelDim> {
    static constexpr std::string_view what = "a parallel dimension";
    static constexpr std::array<EnumEntry<perf::ParallelDim>, 5> entries{{{perf::ParallelDim::Tp, "tp", "tensor"},
                                                                          {perf::ParallelDim::Cp, "cp", "context"},
                                                                          {perf::ParallelDim::Ep, "ep", "expert"},
                                                                          {perf::ParallelDim::Pp, "pp", "pipeline"},
                                                                          {perf::ParallelDim::Dp, "dp", "data"}}};
};

template <>
struct EnumTable<perf::MoeDispatch> {
    static constexpr std::string_view what = "an MoE dispatcher";
    static constexpr std::array<EnumEntry<perf::MoeDispatch>, 2> entries{
        {{perf::MoeDispatch::AllToAll, "all_to_all", "all-to-all (a copy per routed expert)"},
         {perf::MoeDispatch::NodeDeduplicated, "node_deduplicated", "once per node, then NVLink (DeepEP)"}}};
};

template <>
struct EnumTable<perf::PublishedMetric> {
    static constexpr std::string_view what = "a published metric";
    static constexpr std::array<EnumEntry<perf::PublishedMetric>, 5> entries{
        {{perf::PublishedMetric::ModelTflopsPerGpu, "model_tflops_per_gpu", "model TFLOP/s per GPU"},
         {perf::PublishedMetric::HardwareTflopsPerGpu, "hardware_tflops_per_gpu", "executed TFLOP/s per GPU (recomputation counted)"},
         {perf::PublishedMetric::StepSeconds, "step_seconds", "step time (s)"},
         {perf::PublishedMetric::Mfu, "mfu", "MFU"},
         {perf::PublishedMetric::TokensPerSecondPerGpu, "tokens_per_second_per_gpu", "tokens per second per GPU"}}};
};

}  // namespace cp
