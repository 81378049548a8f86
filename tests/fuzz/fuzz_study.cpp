// Fuzz target: a study (a saved sweep: base profiles, variants, axes, metrics, chart, Pareto)
// → parseStudy, which resolves every path against the schema and each variant's document and
// bounds the points; then, when it has at most kMaxFuzzPoints points, the sweep itself.
// Base profiles are looked up in tests/fuzz/study-profiles (small designs: each run stays in
// milliseconds). Seeds: tests/fuzz/corpus/study; regressions in tests/fuzz/regression/study.

#include <cstddef>
#include <cstdint>
#include <string>

#include "explore/study.h"
#include "explore/sweep.h"
#include "fuzz_support.h"
#include "io/sweep_output.h"

namespace {
constexpr std::size_t kMaxFuzzPoints = 4;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        if (cpfuzz::hasNumberAbove(cp::parseJson(text, "size-check.json"), 4096)) return -1;
    } catch (const cp::InputError&) {  // parseStudy refuses it below
    }
    const cp::Catalog& catalog = cpfuzz::shippedCatalog();
    cpfuzz::expectOnlyInputErrors([&] {
        cp::Diagnostics warnings;
        const cp::Study study = cp::parseStudy(text, "fuzz-study.json", CLUSTERPLANNER_FUZZ_STUDY_PROFILES, catalog, warnings);
        if (cp::sweepPoints(study.spec).size() > kMaxFuzzPoints) return;
        cp::SweepControl control;
        control.threads = 1;
        const cp::SweepResult result = cp::runSweep(study.spec, catalog, control);
        (void)cp::studyParetoRows(study, result);
        (void)cp::sweepJsonText(result, {});
    });
    return 0;
}
