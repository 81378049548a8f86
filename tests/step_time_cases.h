#pragma once
// The published training runs the step-time model reproduces (docs/validation.md; the same runs
// are profiles in data/validation/) as the model's inputs: the shipped catalog's performance specs
// for all of them, the runs' own settings per case.
// Shared by tests/test_step_time.cpp and tests/bench/bench_step_time.cpp.

#include <cmath>
#include <string>
#include <vector>

#include "performance/calibration.h"
#include "test_support.h"
#include "performance/step_model.h"

namespace cptest {

// The shipped catalog's performance specs (data/catalog/performance.json).
inline const cp::perf::PerformanceCalibration& performanceCalibration() { return shippedCatalog().performance; }

inline cp::perf::Hardware hardwareFor(const cp::perf::ClusterTopology& topology) {
    return cp::perf::buildHardware(performanceCalibration(), topology).hardware;
}

// Selene (Megatron-LM SC'21 §5, Korthikanti §6): DGX A100 80 GB, eight 200 Gb/s HDR HCAs per node,
// a non-blocking three-level fat tree.
inline cp::perf::Hardware selene() {
    cp::perf::ClusterTopology t;
    t.gpu = "a100-sxm-80gb";
    t.host = "hgx-pcie-gen4";
    t.nic_bytes_per_second_per_gpu = 200e9 / 8;
    return hardwareFor(t);
}

// Meta's 24k-GPU RoCE cluster (Llama 3 §3.3.1): 400 Gb/s per GPU, pods of 3,072 GPUs at full
// bisection, 1:7 between pods.
inline cp::perf::Hardware llama3Cluster() {
    cp::perf::ClusterTopology t;
    t.gpu = "h100-sxm";
    t.host = "hgx-pcie-gen5";
    t.nic_bytes_per_second_per_gpu = 400e9 / 8;
    t.levels = {{"pod", 3072, 1.0}, {"cluster", 24576, 1.0 / 7.0}};
    return hardwareFor(t);
}

// GPT as Megatron-LM trains it (2021-22): FFN 4h, GeLU, dropout, tied embeddings, vocabulary
// 51,200, sequence 2,048, FP16, unfused attention; FLOPs counted with the full s×s scores.
inline cp::perf::TrainingJob megatronGpt(std::int64_t heads, std::int64_t hidden, std::int64_t layers, std::int64_t batch) {
    cp::perf::TrainingJob job;
    cp::perf::ModelArchitecture& m = job.model;
    m.layers = layers, m.hidden = hidden, m.heads = heads, m.ffn_hidden = 4 * hidden;
    m.vocabulary = 51200, m.sequence_length = 2048, m.dropout = true, m.tied_embeddings = true;
    job.global_batch_sequences = batch;
    job.precision = cp::perf::Precision::Fp16;
    job.attention_kernel = cp::perf::AttentionKernel::Unfused;
    job.attention_flops = cp::perf::AttentionFlops::Full;
    // Megatron's 2021 default for FP16 all-reduces FP16 gradients (--accumulate-allreduce-grads-in-fp32 off).
    job.gradient_reduce_bytes = 2;
    return job;
}

// F = 96·B·s·l·h²·(1 + s/(6h) + V/(16·l·h)): SC'21 eq. (3), full recomputation counted.
inline double megatronFlops(const cp::perf::TrainingJob& job) {
    const auto& m = job.model;
    const double B = static_cast<double>(job.global_batch_sequences), s = static_cast<double>(m.sequence_length);
    const double l = static_cast<double>(m.layers), h = static_cast<double>(m.hidden), V = static_cast<double>(m.vocabulary);
    return 96 * B * s * l * h * h * (1 + s / (6 * h) + V / (16 * l * h));
}

enum class Metric { TflopsPerGpu, IterationSeconds };

struct StepCase {
    std::string name;
    cp::perf::TrainingJob job;
    cp::perf::Parallelism par;
    cp::perf::Hardware hw;
    Metric metric = Metric::TflopsPerGpu;
    double published = 0;
    bool megatron_flops = false;  // throughput counts F above (recomputation included)

    double modelled(const cp::perf::StepResult& r) const {
        if (metric == Metric::IterationSeconds) return r.step_seconds;
        const double flops = megatron_flops ? megatronFlops(job) : r.model_flops;
        return flops / r.step_seconds / static_cast<double>(r.gpus) / 1e12;
    }
    // Error in per-GPU throughput: + when the model is faster than published.
    double throughputError(const cp::perf::StepResult& r) const {
        const double v = modelled(r);
        return metric == Metric::IterationSeconds ? published / v - 1 : v / published - 1;
    }
};

// Megatron-LM SC'21 Table 1: full recomputation, TP innermost, interleaved where the paper says.
inline std::vector<StepCase> megatronSc21Cases() {
    struct Row {
        const char* name;
        std::int64_t heads, hidden, layers, tp, pp, gpus, batch, micro, layersPerChunk;
        double tflops;
    };
    const Row rows[] = {
        {"1.7B", 24, 2304, 24, 1, 1, 32, 512, 16, 0, 137},         {"3.6B", 32, 3072, 30, 2, 1, 64, 512, 16, 0, 138},
        {"7.5B", 32, 4096, 36, 4, 1, 128, 512, 16, 0, 142},        {"18.4B", 48, 6144, 40, 8, 1, 256, 1024, 8, 0, 135},
        {"39.1B", 64, 8192, 48, 8, 2, 512, 1536, 4, 0, 138},       {"76.1B", 80, 10240, 60, 8, 4, 1024, 1792, 2, 5, 140},
        {"145.6B", 96, 12288, 80, 8, 8, 1536, 2304, 2, 5, 148},    {"310.1B", 128, 16384, 96, 8, 16, 1920, 2160, 1, 3, 155},
        {"529.6B", 128, 20480, 105, 8, 35, 2520, 2520, 1, 1, 163}, {"1008B", 160, 25600, 128, 8, 64, 3072, 3072, 1, 0, 163}};
    std::vector<StepCase> cases;
    for (const Row& row : rows) {
        StepCase c;
        c.name = std::string("SC'21 ") + row.name;
        c.job = megatronGpt(row.heads, row.hidden, row.layers, row.batch);
        c.par.tp = row.tp, c.par.pp = row.pp, c.par.dp = row.gpus / (row.tp * row.pp);
        c.par.micro_batch_sequences = row.micro;
        c.par.virtual_stages = row.layersPerChunk > 0 ? row.layers / row.pp / row.layersPerChunk : 1;
        c.par.recompute = cp::perf::Recompute::Full;
        c.hw = selene();
        c.published = row.tflops;
        c.megatron_flops = true;
        cases.push_back(c);
    }
    return cases;
}

// Korthikanti et al. Table 5 (configurations from their Table 3): TP 8, micro-batch 1 except the
// 22B model's 4 (its global batch is 4; a batch equal to the GPU count would put the 22B run at
// 86% of peak); interleaved by 3 for 175B and 530B (Calculon's validation inputs).
inline std::vector<StepCase> korthikantiCases() {
    struct Row {
        const char* name;
        std::int64_t heads, hidden, layers, pp, gpus, batch, micro, chunks;
        double full, seqsel;
    };
    const Row rows[] = {{"22B", 64, 6144, 48, 1, 8, 4, 4, 1, 1.42, 1.10},
                        {"175B", 96, 12288, 96, 8, 64, 64, 1, 3, 18.13, 13.75},
                        {"530B", 128, 20480, 105, 35, 280, 280, 1, 3, 49.05, 37.83},
                        {"1T", 160, 25600, 128, 64, 512, 512, 1, 1, 94.42, 71.49}};
    std::vector<StepCase> cases;
    for (const Row& row : rows) {
        for (bool seqsel : {false, true}) {
            StepCase c;
            c.name = std::string("Korthikanti ") + row.name + (seqsel ? " SP+selective" : " full");
            c.job = megatronGpt(row.heads, row.hidden, row.layers, row.batch);
            c.job.gradient_reduce_bytes = 4;
            c.par.tp = 8, c.par.pp = row.pp, c.par.dp = row.gpus / (8 * row.pp);
            c.par.micro_batch_sequences = row.micro, c.par.virtual_stages = row.chunks;
            c.par.recompute = seqsel ? cp::perf::Recompute::Selective : cp::perf::Recompute::Full;
            c.par.sequence_parallel = seqsel;
            c.hw = selene();
            c.metric = Metric::IterationSeconds;
            c.published = seqsel ? row.seqsel : row.full;
            cases.push_back(c);
        }
    }
    return cases;
}

// Llama 3 405B (arXiv 2407.21783) Table 4, order [TP, CP, PP, DP]. FSDP without resharding after the
// forward and FP32 gradient reduce-scatter once per step moves what ZeRO-1 moves. The CP row prints
// DP 4, but 8 × 16 × 16 × 4 is 8,192 GPUs; DP 8 fits both 16,384 GPUs and its 16M tokens.
// Virtual stages: the paper does not print them; 7, the most its 7- and 8-layer stages allow.
inline std::vector<StepCase> llama3Cases() {
    struct Row {
        const char* name;
        std::int64_t gpus, cp, dp, sequence, batchPerDp;
        double tflops;
    };
    const Row rows[] = {{"Llama 3 8K GPUs", 8192, 1, 64, 8192, 32, 430},
                        {"Llama 3 16K GPUs", 16384, 1, 128, 8192, 16, 400},
                        {"Llama 3 16K CP16", 16384, 16, 8, 131072, 16, 380}};
    std::vector<StepCase> cases;
    for (const Row& row : rows) {
        StepCase c;
        c.name = row.name;
        cp::perf::ModelArchitecture& m = c.job.model;
        m.layers = 126, m.hidden = 16384, m.heads = 128, m.kv_heads = 8, m.ffn_hidden = 53248;
        m.vocabulary = 128256, m.sequence_length = row.sequence, m.ffn = cp::perf::FfnKind::SwiGlu;
        c.job.global_batch_sequences = row.batchPerDp * row.dp;
        c.par.tp = 8, c.par.cp = row.cp, c.par.pp = 16, c.par.dp = row.dp, c.par.virtual_stages = 7;
        c.par.order = {cp::perf::ParallelDim::Tp, cp::perf::ParallelDim::Cp, cp::perf::ParallelDim::Pp, cp::perf::ParallelDim::Ep,
                       cp::perf::ParallelDim::Dp};
        c.par.sequence_parallel = true, c.par.zero_stage = 1, c.par.overlap_dp = true;
        // The paper names no recomputation; without any the split needs 92 GB, with the MLP activation
        // recomputed (selective under FlashAttention) it fits, as the shipped profile's search finds.
        c.par.recompute = cp::perf::Recompute::Selective;
        c.hw = llama3Cluster();
        c.published = row.tflops;
        cases.push_back(c);
    }
    return cases;
}

inline std::vector<StepCase> allStepCases() {
    std::vector<StepCase> all = megatronSc21Cases();
    for (auto& c : korthikantiCases()) all.push_back(c);
    for (auto& c : llama3Cases()) all.push_back(c);
    return all;
}

}  // namespace cptest
