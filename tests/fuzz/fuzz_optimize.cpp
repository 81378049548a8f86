// Fuzz target: an optimize spec (base profile, decision space, GPU range, objective, limits,
// Pareto pair) → parseOptimizeSpec, which resolves every path against the schema and each
// option's document and bounds the decision space; then, when the search is tiny (at most
// kMaxFuzzFamilies combinations over at most kMaxFuzzGpus GPUs), the search itself, its insight
// (one more search per limit), the text and JSON answers and the best design as a profile.
// Base profiles are looked up in tests/fuzz/study-profiles (small designs). Seeds:
// tests/fuzz/corpus/optimize and data/studies/optimize; regressions in tests/fuzz/regression/optimize.

#include <cstddef>
#include <cstdint>
#include <string>

#include "explore/optimize.h"
#include "explore/optimize_insight.h"
#include "fuzz_support.h"
#include "io/optimize_output.h"

namespace {

constexpr std::size_t kMaxFuzzFamilies = 4;
constexpr std::int64_t kMaxFuzzGpus = 512;

// Sizes set by the spec's patches (nodes, storage servers, other hosts…) plan big designs at
// every step of the search: only such specs' parsing is fuzzed.
bool patchesTooBig(const std::string& text) {
    try {
        const cp::Json doc = cp::parseJson(text, "size-check.json");
        if (!doc.is_object()) return false;
        for (const char* key : {"set", "dimensions"})
            if (doc.contains(key) && cpfuzz::hasNumberAbove(doc[key], 4096)) return true;
    } catch (const cp::InputError&) {  // parseOptimizeSpec refuses it below
    }
    return false;
}

std::size_t families(const cp::OptimizeSpec& spec) {
    std::size_t n = 1;
    for (const cp::OptimizeDimension& d : spec.dimensions) n *= d.options.size();
    return n;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const bool tooBig = patchesTooBig(text);
    const cp::Catalog& catalog = cpfuzz::shippedCatalog();
    cpfuzz::expectOnlyInputErrors([&] {
        cp::Diagnostics warnings;
        const cp::OptimizeSpec spec =
            cp::parseOptimizeSpec(text, "fuzz-optimize.json", CLUSTERPLANNER_FUZZ_STUDY_PROFILES, catalog, warnings);
        if (tooBig || families(spec) > kMaxFuzzFamilies || spec.gpus_max > kMaxFuzzGpus) return;
        const cp::OptimizeResult result = cp::runOptimize(spec, catalog);
        const cp::OptimizeInsight insight = cp::optimizeInsight(spec, catalog, result);
        (void)cp::optimizeText(spec, result, insight);
        (void)cp::optimizeJsonText(spec, result, insight);
        if (!result.top.empty()) (void)cp::bestProfile(spec, catalog, result);
    });
    return 0;
}
