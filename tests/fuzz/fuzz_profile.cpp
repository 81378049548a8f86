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

namespace {

// Evaluation is linear in the cluster's size (every cable is placed), so a mutated
// "nodes": 1240000 costs seconds under ASan. Such inputs are skipped to keep each run in
// milliseconds; sizes up to 10 million GPUs are test_numeric_extremes' job.
bool tooBigToFuzz(const std::string& text) {
    constexpr std::int64_t kMaxHosts = 4096;  // fire-flyer-2 (1,240 nodes) is fuzzed; the 100k-GPU profiles are not
    const cp::Json doc = cp::Json::parse(text, nullptr, false);
    if (!doc.is_object()) return false;
    auto big = [&](const char* pointer) {
        const cp::Json::json_pointer at(pointer);
        if (!doc.contains(at)) return false;
        const cp::Json& v = doc.at(at);
        return v.is_number() && v.get<double>() > static_cast<double>(kMaxHosts);
    };
    if (big("/compute/nodes") || big("/compute/gpus") || big("/storage/servers")) return true;
    if (doc.contains("networks") && doc["networks"].is_array())
        for (const cp::Json& n : doc["networks"]) {
            if (!n.is_object()) continue;
            if (n.contains("build_out_endpoints") && n["build_out_endpoints"].is_number() &&
                n["build_out_endpoints"].get<double>() > 8 * static_cast<double>(kMaxHosts))
                return true;
            if (n.contains("other_hosts") && n["other_hosts"].is_array())
                for (const cp::Json& h : n["other_hosts"])
                    if (h.is_object() && h.contains("count") && h["count"].is_number() &&
                        h["count"].get<double>() > static_cast<double>(kMaxHosts))
                        return true;
        }
    return false;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    // The structure check runs first either way, so deep nesting never reaches Json::parse below.
    bool structureOk = true;
    cpfuzz::expectOnlyInputErrors([&] {
        structureOk = false;
        (void)cp::parseJson(text, "pre.json");
        structureOk = true;
    });
    if (structureOk && tooBigToFuzz(text)) return -1;  // -1: not added to the corpus
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
