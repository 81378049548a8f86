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

}  // namespace

BENCHMARK(estimateLlama3_16k)->Unit(benchmark::kMicrosecond);
BENCHMARK(estimateMegatron1T)->Unit(benchmark::kMicrosecond);
BENCHMARK(explainLlama3_16k)->Unit(benchmark::kMicrosecond);
BENCHMARK(estimateMoe)->Unit(benchmark::kMicrosecond);
BENCHMARK(searchLlama3)->Arg(1024)->Arg(8192)->Arg(16384)->Unit(benchmark::kMillisecond);
BENCHMARK(searchMoe)->Arg(2048)->Arg(16384)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
