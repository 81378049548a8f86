// Speed of the Topology diagram (Google Benchmark; built with the GUI, not run by ctest).
//   build/tests/bench/bench_topology                       # every size
//   build/tests/bench/bench_topology --benchmark_filter=100000
// The diagram is rebuilt on every edit, so a 100k-GPU plan must draw well under a
// second; the item count stays bounded however many GPUs (groups fold to "× N").
#include <benchmark/benchmark.h>

#include <QApplication>

#include "catalog/catalog_loader.h"
#include "plan/evaluate.h"
#include "profile/profile_io.h"
#include "test_support.h"
#include "topology/topology_scene.h"

namespace {

cp::Plan planOf(const std::string& name, std::int64_t gpus) {
    cp::Profile p = cptest::shippedProfile(name);
    if (gpus > 0) {
        p.compute.nodes.reset();
        p.compute.gpus = gpus;
    }
    return cp::evaluate(p, cptest::shippedCatalog());
}

// The 100k-GPU 4-tier profile resized to state.range(0) GPUs: building the whole scene.
void buildDiagram(benchmark::State& state) {
    const cp::Plan plan = planOf("h100-100k-ib-4tier", state.range(0));
    cpui::TopologyScene scene;
    for (auto _ : state) {
        scene.setPlan(plan);
        benchmark::DoNotOptimize(scene.items().size());
    }
    state.counters["items"] = static_cast<double>(scene.items().size());
}

// A many-plane, many-zone design: the folding keeps it as small as one plane.
void buildDiagramPlanes(benchmark::State& state) {
    const cp::Plan plan = planOf("deepseek-v3-mpft-16k", 0);
    cpui::TopologyScene scene;
    for (auto _ : state) {
        scene.setPlan(plan);
        benchmark::DoNotOptimize(scene.items().size());
    }
    state.counters["items"] = static_cast<double>(scene.items().size());
}

}  // namespace

BENCHMARK(buildDiagram)->Arg(1000)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMillisecond);
BENCHMARK(buildDiagramPlanes)->Unit(benchmark::kMillisecond);

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? QByteArray("offscreen") : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);  // fonts and metrics for the labels
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
