// Uncertainty sampling (issue 39: 10,000 samples of the 100k-GPU design ≤ 1 s on 2 cores). Two cases
// on h100-100k-ib-4tier, argument: worker threads.
//   prices: the node's and the switch's price, electricity, PUE and the GPU's failure rate, none of
//           which the build stages read, so the design is built once and every sample runs the
//           stages after the build;
//   defaults: the default ranges (docs/uncertainty.md), media prices among them: the design is
//           built once per thread and repriced per sample, built again only when a sample's media
//           prices change which medium is the cheapest for some link (plan/design_reuse.h).
//   build/tests/bench/bench_uncertainty --benchmark_repetitions=3 --benchmark_report_aggregates_only=true
#include <benchmark/benchmark.h>

#include "explore/uncertainty.h"
#include "test_support.h"

namespace {

cp::UncertaintySpec pricesOnly(std::size_t samples) {
    cp::UncertaintySpec s;
    s.base_name = "h100-100k-ib-4tier";
    s.base = cptest::shippedProfile("h100-100k-ib-4tier");
    s.default_ranges = false;
    s.samples = samples;
    const auto uniform = [](const std::string& path, double low, double high) {
        return cp::UncertainInput{path, "", {cp::Distribution::Uniform, low, NAN, high}, ""};
    };
    s.inputs = {uniform("/catalog/nodes/hgx-h100/price_usd", 216000, 337500),
                uniform("/catalog/switches/qm9700/price_usd", 20000, 40000),
                uniform("/power/electricity_usd_per_kwh", 0.06, 0.12), uniform("/power/pue", 1.1, 1.4),
                uniform("/catalog/failure_classes/gpu/mttf_hours", 50000, 120000)};
    cp::resolveUncertainty(s, cptest::shippedCatalog());
    return s;
}

cp::UncertaintySpec defaults(std::size_t samples) {
    cp::UncertaintySpec s;
    s.base_name = "h100-100k-ib-4tier";
    s.base = cptest::shippedProfile("h100-100k-ib-4tier");
    s.samples = samples;
    cp::resolveUncertainty(s, cptest::shippedCatalog());
    return s;
}

void BM_Uncertainty(benchmark::State& state, const cp::UncertaintySpec& spec) {
    cp::UncertaintyControl control;
    control.threads = static_cast<unsigned>(state.range(0));
    cp::UncertaintyResult r;
    for (auto _ : state) {
        r = cp::runUncertainty(spec, cptest::shippedCatalog(), control);
        benchmark::DoNotOptimize(r.outputs.data());
    }
    state.counters["samples"] = static_cast<double>(r.samples);
    state.counters["inputs"] = static_cast<double>(r.inputs.size());
    state.counters["reused"] = r.designs_reused ? 1 : 0;
}

const cp::UncertaintySpec& prices() {
    static const cp::UncertaintySpec s = pricesOnly(10000);
    return s;
}
const cp::UncertaintySpec& withDefaults() {
    static const cp::UncertaintySpec s = defaults(10000);
    return s;
}

}  // namespace

BENCHMARK_CAPTURE(BM_Uncertainty, prices_10000_h100_100k, prices())->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(BM_Uncertainty, defaults_10000_h100_100k, withDefaults())->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

BENCHMARK_MAIN();
