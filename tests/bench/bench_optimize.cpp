// The design optimizer on the shipped specifications (issue 25: at least 100,000 candidate designs
// evaluated or excluded by bounds in at most 10 s on 2 cores). Argument: worker threads. Counters:
// families, candidates (every GPU count of every family), designs evaluated, candidates per second.
//   build/tests/bench/bench_optimize --benchmark_repetitions=3
#include <benchmark/benchmark.h>

#include "explore/optimize.h"
#include "test_support.h"

namespace {

void BM_OptimizeShippedSpec(benchmark::State& state, const std::string& file) {
    cp::Diagnostics warnings;
    const cp::OptimizeSpec spec =
        cp::loadOptimizeSpecFile(file, cptest::dataDir() + "/profiles", cptest::shippedCatalog(), warnings);
    cp::OptimizeResult r;
    cp::OptimizeControl control;
    control.threads = static_cast<unsigned>(state.range(0));
    for (auto _ : state) {
        r = cp::runOptimize(spec, cptest::shippedCatalog(), control);
        benchmark::DoNotOptimize(r.top.data());
    }
    state.counters["families"] = static_cast<double>(r.families);
    state.counters["candidates"] = static_cast<double>(r.candidates);
    state.counters["evaluations"] = static_cast<double>(r.evaluations);
    state.counters["candidates_per_s"] = benchmark::Counter(
        static_cast<double>(r.candidates) * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
    state.counters["families_per_s"] = benchmark::Counter(
        static_cast<double>(r.families) * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}

}  // namespace

int main(int argc, char** argv) {
    for (const std::string& file : cp::shippedOptimizeSpecFiles(cptest::dataDir()))
        benchmark::RegisterBenchmark(("optimize/" + file.substr(file.rfind('/') + 1)).c_str(), BM_OptimizeShippedSpec, file)
            ->Arg(1)
            ->Arg(2)
            ->UseRealTime()
            ->Unit(benchmark::kMillisecond);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    return 0;
}
