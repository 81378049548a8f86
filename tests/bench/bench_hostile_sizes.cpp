// Growth of the inputs that accept a size (issue 23; figures in docs/robustness.md): each
// benchmark runs at n = 100 … 100,000 and fits the complexity (BigO column). Above a documented
// limit (1,000 host groups, 10,000 catalog entries, 256-byte names) the refusal is measured.
//   build/tests/bench/bench_hostile_sizes
#include <benchmark/benchmark.h>

#include <string>

#include "catalog/catalog_loader.h"
#include "common/file_io.h"
#include "explore/sweep.h"
#include "hostile_inputs.h"
#include "plan/plan_json.h"
#include "plan/validate.h"
#include "profile/profile_io.h"
#include "test_support.h"

namespace {

const cp::Catalog& catalog() { return cptest::shippedCatalog(); }

void finish(benchmark::State& state) {
    state.SetComplexityN(state.range(0));
    state.counters["n"] = static_cast<double>(state.range(0));
}

// A profile with n unknown top-level keys: parsed, read, n warnings collected (20 named, one count).
void unknownKeys(benchmark::State& state) {
    const std::string text = cptest::profileWithUnknownKeys(static_cast<std::size_t>(state.range(0)));
    for (auto _ : state) {
        cp::Diagnostics warnings;
        benchmark::DoNotOptimize(cp::parseProfile(text, "keys.json", catalog(), warnings));
    }
    finish(state);
}
BENCHMARK(unknownKeys)->RangeMultiplier(10)->Range(100, 100000)->Unit(benchmark::kMillisecond)->Complexity();

// A network with n other-host entries (one host each): read, checked and planned.
void otherHosts(benchmark::State& state) {
    const std::string text = cptest::profileWithOtherHosts(static_cast<std::size_t>(state.range(0)));
    for (auto _ : state) {
        cp::Diagnostics warnings;
        try {
            benchmark::DoNotOptimize(cp::parseValidProfile(text, "hosts.json", catalog(), warnings));
        } catch (const cp::InputError&) {  // above the documented limit: refused, which is measured too
        }
    }
    finish(state);
}
BENCHMARK(otherHosts)->RangeMultiplier(10)->Range(100, 100000)->Unit(benchmark::kMillisecond)->Complexity();

// n networks of 1,000 other-host groups each (the limit per network), planned: linear in n (a
// linear search over path classes and host names made 8/16/32/64 networks take 0.34/0.70/2.50/10.4 s).
void otherHostsManyNetworks(benchmark::State& state) {
    cp::Json doc = cp::Json::parse(cp::readTextFile(cptest::profilePath("fire-flyer-2")));
    const cp::Json backend = doc["networks"][0];
    doc["networks"] = cp::Json::array();
    for (std::int64_t i = 0; i < state.range(0); ++i) {
        cp::Json net = backend;
        if (i > 0) net["name"] = "net" + std::to_string(i), net["role"] = "management";
        net["tiers"] = "auto";
        net["other_hosts"] = cp::Json::array();
        for (int g = 0; g < 1000; ++g) net["other_hosts"].push_back({{"name", "h" + std::to_string(g)}, {"count", 1}});
        doc["networks"].push_back(std::move(net));
    }
    const std::string text = doc.dump();
    for (auto _ : state) {
        cp::Diagnostics warnings;
        benchmark::DoNotOptimize(cp::parseValidProfile(text, "networks.json", catalog(), warnings));
    }
    finish(state);
}
BENCHMARK(otherHostsManyNetworks)->RangeMultiplier(2)->Range(8, 64)->Unit(benchmark::kMillisecond)->Complexity();

// A user catalog of n switches merged over the shipped one (as --catalog FILE).
void catalogSwitches(benchmark::State& state) {
    const std::string text = cptest::catalogWithSwitches(static_cast<std::size_t>(state.range(0)));
    for (auto _ : state) {
        cp::Diagnostics warnings;
        try {
            benchmark::DoNotOptimize(cp::overlayCatalogText(catalog(), text, "switches.json", warnings));
        } catch (const cp::InputError&) {  // above kMaxCatalogEntries: refused after parsing, measured too
        }
    }
    finish(state);
}
BENCHMARK(catalogSwitches)->RangeMultiplier(10)->Range(100, 100000)->Unit(benchmark::kMillisecond)->Complexity();

// A network name of n characters: read, planned, and the plan written as text and JSON.
void networkName(benchmark::State& state) {
    const std::string text = cptest::profileWithNetworkName(static_cast<std::size_t>(state.range(0)));
    for (auto _ : state) {
        cp::Diagnostics warnings;
        try {
            const cp::ValidProfile valid = cp::parseValidProfile(text, "name.json", catalog(), warnings);
            benchmark::DoNotOptimize(cp::planToJsonText(valid.plan, true));
        } catch (const cp::InputError&) {  // above the documented limit
        }
    }
    finish(state);
}
BENCHMARK(networkName)->RangeMultiplier(10)->Range(100, 100000)->Unit(benchmark::kMillisecond)->Complexity();

// A sweep axis listing n values (integer: rounded and de-duplicated): the points are made.
void sweepValues(benchmark::State& state) {
    cp::SweepSpec spec;
    cp::SweepAxis axis;
    axis.path = "/compute/nodes";
    for (std::int64_t i = 0; i < state.range(0); ++i) axis.list.push_back(static_cast<double>(i % 50000 + 1));
    spec.axes.push_back(axis);
    for (auto _ : state) benchmark::DoNotOptimize(cp::sweepPoints(spec));
    finish(state);
}
BENCHMARK(sweepValues)->RangeMultiplier(10)->Range(100, 100000)->Unit(benchmark::kMillisecond)->Complexity();

}  // namespace

BENCHMARK_MAIN();
