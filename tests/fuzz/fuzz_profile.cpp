// Fuzz target: profile text → parse + validate (which evaluates) → plan JSON with explanations.
// Seeds: data/profiles, data/templates, tests/data/bad; regressions in tests/fuzz/regression/profile.

#include <cstddef>
#include <cstdint>
#include <string>

#include "common/json_reader.h"
#include "fuzz_support.h"
#include "plan/evaluate.h"
#include "plan/validate.h"
#include "plan/plan_json.h"
#include "profile/profile_io.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    // The structure check runs first either way, so deep nesting never reaches Json::parse below.
    bool structureOk = true;
    cpfuzz::expectOnlyInputErrors([&] {
        structureOk = false;
        (void)cp::parseJson(text, "pre.json");
        structureOk = true;
    });
    if (structureOk && cpfuzz::tooBigToFuzz(text)) return -1;  // -1: not added to the corpus
    const cp::Catalog& catalog = cpfuzz::shippedCatalog();
    cpfuzz::expectOnlyInputErrors([&] {
        cp::Diagnostics warnings;
        const cp::Profile profile = cp::parseProfile(text, "fuzz.json", catalog, warnings);
        const cp::Plan plan = cp::evaluateOrThrow(profile, catalog, "fuzz.json");
        (void)cp::planToJsonText(plan, true);
        // A valid profile must survive its own save format (what the GUI writes).
        cp::Diagnostics again;
        if (!(cp::parseProfile(cp::profileToJsonText(profile), "fuzz-saved.json", catalog, again) == profile)) std::abort();
    });
    return 0;
}
