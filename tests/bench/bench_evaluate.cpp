// Speed of the engine (Google Benchmark; built by default, not run by ctest).
//   build/tests/bench/bench_evaluate                                  # everything
//   build/tests/bench/bench_evaluate --benchmark_filter=evaluateSize  # evaluate at 1k … 1M GPUs
// Targets and recorded results: docs/performance.md.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <string>

#include "catalog/catalog_loader.h"
#include "common/file_io.h"
#include "explore/sweep.h"
#include "fabric/link_enumeration.h"
#include "io/bom_xlsx.h"
#include "io/cable_plan_csv.h"
#include "plan/evaluate.h"
#include "plan/plan_json.h"
#include "profile/profile_io.h"
#include "reliability/spare_pool.h"
#include "test_support.h"

namespace {

const cp::Catalog& catalog() { return cptest::shippedCatalog(); }
using cptest::profilePath;
cp::Profile profile(const std::string& name) { return cptest::shippedProfile(name); }

// The 100k-GPU 4-tier InfiniBand profile resized to `gpus` (tiers stay "auto").
cp::Profile resized(std::int64_t gpus) {
    cp::Profile p = profile("h100-100k-ib-4tier");
    p.compute.nodes.reset();
    p.compute.gpus = gpus;
    return p;
}

// A shipped profile planned for its numbers only (evaluateProfile) or with every explanation.
void evaluateProfile(benchmark::State& state, const std::string& name) {
    const cp::Profile p = profile(name);
    for (auto _ : state) benchmark::DoNotOptimize(cp::evaluate(p, catalog(), {.explanations = false}));
}

void evaluateProfileExplained(benchmark::State& state, const std::string& name) {
    const cp::Profile p = profile(name);
    for (auto _ : state) benchmark::DoNotOptimize(cp::evaluate(p, catalog()));
}

// The step-time profile with its split searched (every parallelism key left out): the whole plan
// including the auto-parallelism search over 16,384 GPUs.
void evaluateLlama3Searched(benchmark::State& state) {
    cp::Profile p = profile("llama3-405b-16k-h100");
    p.workload.parallelism = {};
    for (auto _ : state) benchmark::DoNotOptimize(cp::evaluate(p, catalog()));
}

// How evaluate() grows with cluster size: state.range(0) GPUs. evaluateSize plans numbers only (no
// explanation text, as sweeps, the optimizer and sampling call it); evaluateSizeExplained explains
// every output, as plan --explain and the GUI do.
void sizeBenchmark(benchmark::State& state, bool explained) {
    const cp::Profile p = resized(state.range(0));
    const cp::EvaluateOptions options{.explanations = explained};
    std::int64_t cables = 0;
    for (auto _ : state) {
        const cp::Plan plan = cp::evaluate(p, catalog(), options);
        cables = plan.cabling ? plan.cabling->cables_total : 0;
        benchmark::DoNotOptimize(cables);
    }
    state.counters["cables"] = static_cast<double>(cables);
}

void evaluateSize(benchmark::State& state) { sizeBenchmark(state, false); }
void evaluateSizeExplained(benchmark::State& state) { sizeBenchmark(state, true); }

void loadProfile(benchmark::State& state) {
    const std::string path = profilePath("h100-100k-ib-4tier");
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
        links = cp::enumerateLinks(p, *plan.fabric,
                                   [](const cp::LinkRecord& r) { benchmark::DoNotOptimize(r.upper.port); });
    state.counters["links"] = static_cast<double>(links);
}

// The point-to-point cable plan, row by row (device names formatted), not written.
void cablePlanRows100k(benchmark::State& state) {
    const cp::Profile p = profile("h100-100k-ib-4tier");
    const cp::Plan plan = cp::evaluate(p, catalog());
    std::int64_t rows = 0;
    for (auto _ : state)
        rows =
            cp::forEachCablePlanRow(p, catalog(), plan, [](const cp::CablePlanRow& r) { benchmark::DoNotOptimize(r.length_m); });
    state.counters["cables"] = static_cast<double>(rows);
}

void cablePlanCsv100k(benchmark::State& state) {
    const cp::Profile p = profile("h100-100k-ib-4tier");
    const cp::Plan plan = cp::evaluate(p, catalog());
    const std::string path = "/tmp/clusterplanner-bench-cables.csv";
    std::int64_t rows = 0;
    for (auto _ : state) rows = cp::writeCablePlanCsv(path, p, catalog(), plan);
    std::remove(path.c_str());
    state.counters["cables"] = static_cast<double>(rows);
}

void planJson100k(benchmark::State& state) {
    const cp::Plan plan = cp::evaluate(profile("h100-100k-ib-4tier"), catalog());
    for (auto _ : state) benchmark::DoNotOptimize(cp::planToJsonText(plan, true));
}

void bomXlsx100k(benchmark::State& state) {
    const cp::Profile p = profile("h100-100k-ib-4tier");
    const cp::Plan plan = cp::evaluate(p, catalog());
    const std::string path = "/tmp/clusterplanner-bench-bom.xlsx";
    cp::XlsxOptions options;
    options.date = "2025-01-01";
    for (auto _ : state) benchmark::DoNotOptimize(cp::writePlanXlsx(path, p, catalog(), plan, options));
    std::remove(path.c_str());
}

// The spare pool of a job of `nodes` nodes at the 100k profile's per-node failure rate
// (3.28e-4 per hour, 72 h repairs): its distribution, then the spares a 99% availability needs.
void sparePool(benchmark::State& state) {
    const cp::SparePoolInput in{state.range(0), 0, true, 3.28e-4, 72, 0};
    for (auto _ : state) {
        benchmark::DoNotOptimize(cp::solveSparePool(in));
        benchmark::DoNotOptimize(cp::sparesNeeded(in, 0.01));
    }
}

// 100 cluster sizes × 100 PUEs on the default profile, on `threads` threads; `reuse`: the points
// of one size share its built design (SweepControl::reuse_designs).
void runSweep10k(benchmark::State& state, bool reuse) {
    cp::SweepSpec spec;
    spec.base_name = "fire-flyer-2.json";
    spec.base = cp::parseJson(cp::readTextFile(profilePath("fire-flyer-2")), spec.base_name);
    cp::SweepAxis gpus;
    gpus.path = "/compute/gpus";
    gpus.range = cp::SweepRange{1000, 10900, 100, false};
    cp::SweepAxis pue;
    pue.path = "/power/pue";
    pue.range = cp::SweepRange{1.1, 1.5, 100, false};
    spec.axes = {gpus, pue};
    spec.metrics = {"/fabric/switches_total", "/cost/usd_per_gpu_hour", "/reliability/ettr"};
    std::size_t points = 0;
    for (auto _ : state) {
        const cp::SweepResult r = cp::runSweep(spec, catalog(), {static_cast<unsigned>(state.range(0)), nullptr, {}, reuse});
        points = r.rows.size();
        benchmark::DoNotOptimize(r.rows.data());
    }
    state.counters["points"] = static_cast<double>(points);
}

void sweep10k(benchmark::State& state) { runSweep10k(state, true); }
void sweep10kNoReuse(benchmark::State& state) { runSweep10k(state, false); }

}  // namespace

BENCHMARK_CAPTURE(evaluateProfile, fire_flyer_2, std::string("fire-flyer-2"))->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(evaluateProfile, dgx_a100_10k, std::string("dgx-a100-10k"))->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(evaluateProfile, h100_100k_ib_4tier, std::string("h100-100k-ib-4tier"))->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(evaluateProfileExplained, h100_100k_ib_4tier, std::string("h100-100k-ib-4tier"))
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(evaluateProfile, h100_98k_rail_ib, std::string("h100-98k-rail-ib"))->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(evaluateProfile, mpft_16k_8planes, std::string("deepseek-v3-mpft-16k"))->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(evaluateProfile, llama3_405b_16k_fixed_split, std::string("llama3-405b-16k-h100"))
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(evaluateLlama3Searched)->Unit(benchmark::kMillisecond);
BENCHMARK(evaluateSize)->Arg(1000)->Arg(10000)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMicrosecond);
BENCHMARK(evaluateSizeExplained)->Arg(1000)->Arg(10000)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMicrosecond);
BENCHMARK(loadProfile)->Unit(benchmark::kMicrosecond);
BENCHMARK(enumerateLinks100k)->Unit(benchmark::kMillisecond);
BENCHMARK(cablePlanRows100k)->Unit(benchmark::kMillisecond);
BENCHMARK(cablePlanCsv100k)->Unit(benchmark::kMillisecond);
BENCHMARK(planJson100k)->Unit(benchmark::kMicrosecond);
BENCHMARK(bomXlsx100k)->Unit(benchmark::kMillisecond);
BENCHMARK(sparePool)->Arg(12500)->Arg(125000)->Unit(benchmark::kMicrosecond);
BENCHMARK(sweep10k)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK(sweep10kNoReuse)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK_MAIN();
