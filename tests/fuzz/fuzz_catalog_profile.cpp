// Fuzz target: a user catalog combined with a profile, as `plan PROFILE --catalog FILE` runs
// them. The input is the catalog text, a line "%%", then the profile text; without the marker
// the whole input is the catalog and a small fixed profile (tests/fuzz/study-profiles/small.json,
// on qm9700 and hgx-h100, which a user catalog may override) is planned against it.
// Seeds: tests/fuzz/corpus/catalog_profile; regressions in tests/fuzz/regression/catalog_profile.

#include <cstddef>
#include <cstdint>
#include <string>

#include "common/file_io.h"
#include "fuzz_support.h"
#include "plan/plan_json.h"
#include "plan/validate.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::string fixedProfile = cp::readTextFile(std::string(CLUSTERPLANNER_FUZZ_STUDY_PROFILES) + "/small.json");
    const std::string input(reinterpret_cast<const char*>(data), size);
    const std::size_t marker = input.find("\n%%\n");
    const std::string catalogText = marker == std::string::npos ? input : input.substr(0, marker);
    const std::string profileText = marker == std::string::npos ? fixedProfile : input.substr(marker + 4);
    if (marker != std::string::npos && cpfuzz::tooBigToFuzz(profileText)) return -1;
    cpfuzz::expectOnlyInputErrors([&] {
        cp::Diagnostics warnings;
        const cp::Catalog catalog = cp::overlayCatalogText(cpfuzz::shippedCatalog(), catalogText, "user.json", warnings);
        const cp::ValidProfile valid = cp::parseValidProfile(profileText, "fuzz.json", catalog, warnings);
        (void)cp::planToJsonText(valid.plan, true);
    });
    return 0;
}
