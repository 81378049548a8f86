// Speed of the step-time model (Google Benchmark; built by default, not run by ctest).
//   build/tests/bench/bench_step_time                                   # everything
//   build/tests/bench/bench_step_time --benchmark_filter=estimate       # one configuration
// Targets (issue 20): one configuration ≤ 20 µs; the auto-parallel search ≤ 5 ms at 16k GPUs.
// Recorded results: docs/performance-model.md.
#include <benchmark/benchmark.h>

#include "performance/auto_parallel.h"
#include "performance/step_explain.h"
#include "step_time_cases.h"

namespace {

const cptest::StepCase& llama16k() {
    static const cptest::StepCase c = cptest::llama3Cases()[1];
    return c;
}

void estimateLlama3_16k(benchmark::State& state) {
    const cptest::StepCase& c = llama16k();
    for (auto _ : state) benchmark::DoNotOptimize(cp::perf::estimateStep(c.job, c.par, c.hw).step_seconds);
}

void estimateMegatron1T(benchmark::State& state) {
    const cptest::StepCase c = cptest::megatronSc21Cases().back();
    for (auto _ : state) benchmark::DoNotOptimize(cp::perf::estimateStep(c.job, c.par, c.hw).step_seconds);
}

void explainLlama3_16k(benchmark::State& state) {
    const cptest::StepCase& c = llama16k();
    const cp::perf::StepResult r = cp::perf::estimateStep(c.job, c.par, c.hw);
    for (auto _ : state) benchmark::DoNotOptimize(cp::perf::explainStep(c.job, c.par, c.hw, r).size());
}

// Llama 3 405B, 2,048 sequences of 8,192 tokens, on `state.range(0)` H100s of Meta's cluster.
void searchLlama3(benchmark::State& state) {
    const cptest::StepCase& c = llama16k();
    cp::perf::SearchSpace space;
    space.gpus = state.range(0);
    space.base = c.par;
    std::int64_t evaluated = 0, considered = 0;
    for (auto _ : state) {
        const cp::perf::SearchResult r = cp::perf::searchParallelism(c.job, c.hw, space);
        evaluated = r.evaluated, considered = r.considered;
        benchmark::DoNotOptimize(r.ranked.data());
    }
    state.counters["considered"] = static_cast<double>(considered);
    state.counters["evaluated"] = static_cast<double>(evaluated);
}

// A DeepSeek-V3-like MoE (61 layers, 256 experts, top-8, 1 shared, 3 dense layers; GQA in place of
// MLA), FP8, 3,840 sequences of 4,096 tokens, on `state.range(0)` H100s: EP widens the search.
cptest::StepCase moeCase() {
    cptest::StepCase c = llama16k();
    cp::perf::ModelArchitecture& m = c.job.model;
    m.layers = 61, m.hidden = 7168, m.heads = 128, m.kv_heads = 128, m.ffn_hidden = 18432, m.sequence_length = 4096;
    m.vocabulary = 129280, m.moe = {256, 8, 2048, 1, 3, 1};
    c.job.global_batch_sequences = 3840;
    c.job.precision = cp::perf::Precision::Fp8;
    c.par.overlap_ep = true;
    return c;
}

void searchMoe(benchmark::State& state) {
    const cptest::StepCase c = moeCase();
    cp::perf::SearchSpace space;
    space.gpus = state.range(0);
    space.base = c.par;
    std::int64_t evaluated = 0, considered = 0;
    for (auto _ : state) {
        const cp::perf::SearchResult r = cp::perf::searchParallelism(c.job, c.hw, space);
        evaluated = r.evaluated, considered = r.considered;
        benchmark::DoNotOptimize(r.ranked.data());
    }
    state.counters["considered"] = static_cast<double>(considered);
    state.counters["evaluated"] = static_cast<double>(evaluated);
}

void estimateMoe(benchmark::State& state) {
    cptest::StepCase c = moeCase();
    c.par.tp = 4, c.par.pp = 32, c.par.dp = 16, c.par.ep = 2, c.par.virtual_stages = 1;
    for (auto _ : state) benchmark::DoNotOptimize(cp::perf::estimateStep(c.job, c.par, c.hw).step_seconds);
}

// Hostile search spaces (issue 23): sizes at or near the profile's maxima, chosen for many
// candidates: 7,560 layers (64 divisors), a global batch of 735,134,400 sequences (1,344 divisors,
// under the 10^9 maximum), a scale-up domain of 2^20 GPUs (the catalog allows 10^6) so TP runs
// through every power of two up to the heads, and for MoE 5,040 experts (60 divisors) on 720
// layers. state.range(0) GPUs, up to the 12.4 million the fabric model plans.
cptest::StepCase hostileCase(bool moe) {
    cptest::StepCase c = llama16k();
    cp::perf::ModelArchitecture& m = c.job.model;
    m.layers = moe ? 720 : 7560, m.hidden = 16384, m.heads = 1024, m.kv_heads = 0, m.ffn_hidden = 4 * 16384;
    m.sequence_length = 4096;
    if (moe) m.moe = {5040, 8, 256, 1, 0, 1};
    c.job.global_batch_sequences = 735134400;
    c.hw.scale_up.gpus_per_domain = 1 << 20;
    return c;
}

void searchHostile(benchmark::State& state, bool moe) {
    const cptest::StepCase c = hostileCase(moe);
    cp::perf::SearchSpace space;
    space.gpus = state.range(0);
    space.base = c.par;
    std::int64_t evaluated = 0, considered = 0;
    for (auto _ : state) {
        const cp::perf::SearchResult r = cp::perf::searchParallelism(c.job, c.hw, space);
        evaluated = r.evaluated, considered = r.considered;
        benchmark::DoNotOptimize(r.ranked.data());
    }
    state.counters["considered"] = static_cast<double>(considered);
    state.counters["evaluated"] = static_cast<double>(evaluated);
}

// The widest MoE the 10^15-parameter bound lets through with many divisors everywhere: 7,560
// layers, 83,160 experts (128 divisors) one unit wide, heads = hidden = 1,024.
void searchHostileMoeWidest(benchmark::State& state) {
    cptest::StepCase c = hostileCase(true);
    cp::perf::ModelArchitecture& m = c.job.model;
    m.layers = 7560, m.hidden = 1024, m.heads = 1024, m.ffn_hidden = 4096, m.moe = {83160, 8, 1, 1, 0, 1};
    cp::perf::SearchSpace space;
    space.gpus = state.range(0);
    space.base = c.par;
    std::int64_t evaluated = 0, considered = 0;
    for (auto _ : state) {
        const cp::perf::SearchResult r = cp::perf::searchParallelism(c.job, c.hw, space);
        evaluated = r.evaluated, considered = r.considered;
        benchmark::DoNotOptimize(r.ranked.data());
    }
    state.counters["considered"] = static_cast<double>(considered);
    state.counters["evaluated"] = static_cast<double>(evaluated);
}

void searchHostileDense(benchmark::State& state) { searchHostile(state, false); }
void searchHostileMoe(benchmark::State& state) { searchHostile(state, true); }

}  // namespace

BENCHMARK(estimateLlama3_16k)->Unit(benchmark::kMicrosecond);
BENCHMARK(estimateMegatron1T)->Unit(benchmark::kMicrosecond);
BENCHMARK(explainLlama3_16k)->Unit(benchmark::kMicrosecond);
BENCHMARK(estimateMoe)->Unit(benchmark::kMicrosecond);
BENCHMARK(searchLlama3)->Arg(1024)->Arg(8192)->Arg(16384)->Unit(benchmark::kMillisecond);
BENCHMARK(searchMoe)->Arg(2048)->Arg(16384)->Unit(benchmark::kMillisecond);
BENCHMARK(searchHostileDense)->Arg(16384)->Arg(1 << 20)->Arg(12459392)->Unit(benchmark::kMillisecond);
BENCHMARK(searchHostileMoe)->Arg(16384)->Arg(1 << 20)->Arg(12459392)->Unit(benchmark::kMillisecond);
BENCHMARK(searchHostileMoeWidest)->Arg(16384)->Arg(1 << 20)->Arg(12459392)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
