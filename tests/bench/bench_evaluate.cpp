// Speed of the engine (Google Benchmark; built by default, not run by ctest):
//   build/tests/bench/bench_evaluate
#include <benchmark/benchmark.h>

#include "catalog/catalog_loader.h"
#include "common/data_dir.h"
#include "fabric/link_enumeration.h"
#include "plan/evaluate.h"
#include "profile/profile_io.h"

namespace {

const cp::Catalog& catalog() {
    static const cp::Catalog c = [] {
        cp::Diagnostics w;
        return cp::loadCatalogFiles(cp::catalogFileList(CLUSTERPLANNER_SOURCE_DATA_DIR, {}), w);
    }();
    return c;
}

cp::Profile profile(const std::string& name) {
    cp::Diagnostics w;
    return cp::loadProfileFile(std::string(CLUSTERPLANNER_SOURCE_DATA_DIR) + "/profiles/" + name + ".json", catalog(), w);
}

void evaluateProfile(benchmark::State& state, const std::string& name) {
    const cp::Profile p = profile(name);
    for (auto _ : state) benchmark::DoNotOptimize(cp::evaluate(p, catalog()));
}

void loadProfile(benchmark::State& state) {
    const std::string path = std::string(CLUSTERPLANNER_SOURCE_DATA_DIR) + "/profiles/h100-100k-ib-4tier.json";
    for (auto _ : state) {
        cp::Diagnostics w;
        benchmark::DoNotOptimize(cp::loadProfileFile(path, catalog(), w));
    }
}

void enumerateLinks100k(benchmark::State& state) {
    const cp::Profile p = profile("h100-100k-ib-4tier");
    const cp::Plan plan = cp::evaluate(p, catalog());
    std::int64_t links = 0;
    for (auto _ : state)
        links = cp::enumerateLinks(p, catalog(), plan, [](const cp::LinkRecord& r) { benchmark::DoNotOptimize(r.upper.port); });
    state.counters["links"] = static_cast<double>(links);
}

}  // namespace

BENCHMARK_CAPTURE(evaluateProfile, fire_flyer_2, std::string("fire-flyer-2"))->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(evaluateProfile, dgx_a100_10k, std::string("dgx-a100-10k"))->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(evaluateProfile, h100_100k_ib_4tier, std::string("h100-100k-ib-4tier"))->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(evaluateProfile, mpft_16k_8planes, std::string("deepseek-v3-mpft-16k"))->Unit(benchmark::kMicrosecond);
BENCHMARK(loadProfile)->Unit(benchmark::kMicrosecond);
BENCHMARK(enumerateLinks100k)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
