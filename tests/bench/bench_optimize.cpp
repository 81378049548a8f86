// The design optimizer on the shipped specifications (issue 25: at least 100,000 candidate designs
// evaluated or excluded by bounds in at most 10 s on 2 cores), and on issue 38's spaces: the 70B
// question over 80 families (4 node types x 2 fabrics x 2 leaf layouts x 5 leaf oversubscriptions,
// every node count from 64 to 32,768 GPUs: 327,120 candidates; target 2 s) and the same up to
// 102,400 GPUs (1,023,440 candidates; target 10 s on 2 threads). Argument: worker threads.
// Counters: families, candidates (every GPU count of every family), designs evaluated, candidates
// per second.
//   build/tests/bench/bench_optimize --benchmark_repetitions=3
#include <benchmark/benchmark.h>

#include "common/file_io.h"
#include "common/format.h"
#include "common/json_reader.h"
#include "explore/optimize.h"
#include "test_support.h"

namespace {

// The shipped 70B question with its media dimension replaced by five leaf oversubscriptions.
cp::OptimizeSpec eightyFamilies(std::int64_t maxGpus) {
    const std::string file = cptest::dataDir() + "/studies/optimize/70b-fastest-in-3mw.json";
    cp::Json doc = cp::parseJson(cp::readTextFile(file), file);
    cp::Json options = cp::Json::array();
    for (double ratio : {1.0, 1.5, 2.0, 3.0, 4.0})
        options.push_back({{"label", cp::formatNumber(ratio) + ":1"}, {"set", {{"/networks/0/oversubscription", {ratio}}}}});
    doc["dimensions"][3] = {{"name", "leaf oversubscription"}, {"options", options}};
    doc["gpus"]["max"] = maxGpus;
    cp::Diagnostics warnings;
    return cp::parseOptimizeSpec(doc.dump(), file, cptest::dataDir() + "/profiles", cptest::shippedCatalog(), warnings);
}

void BM_Optimize(benchmark::State& state, const cp::OptimizeSpec& spec) {
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
    std::vector<std::pair<std::string, cp::OptimizeSpec>> specs;
    for (const std::string& file : cp::shippedOptimizeSpecFiles(cptest::dataDir())) {
        cp::Diagnostics warnings;
        specs.emplace_back("optimize/" + file.substr(file.rfind('/') + 1),
                           cp::loadOptimizeSpecFile(file, cptest::dataDir() + "/profiles", cptest::shippedCatalog(), warnings));
    }
    specs.emplace_back("optimize/80-families-to-32768", eightyFamilies(32768));
    specs.emplace_back("optimize/80-families-to-102400", eightyFamilies(102400));
    for (const auto& [name, spec] : specs)
        benchmark::RegisterBenchmark(name.c_str(), BM_Optimize, spec)->Arg(1)->Arg(2)->UseRealTime()->Unit(benchmark::kMillisecond);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    return 0;
}
