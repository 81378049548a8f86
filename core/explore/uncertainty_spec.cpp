#include "explore/uncertainty_spec.h"

#include <cmath>

#include "common/file_io.h"
#include "common/json_reader.h"
#include "explore/study.h"
#include "profile/profile_io.h"

namespace cp {

namespace {

constexpr int kUncertaintySchema = 1;

UncertainInput readInput(JsonReader& r) {
    UncertainInput in;
    in.path = r.string("path");
    in.label = r.optionalString("label").value_or("");
    in.range.distribution = r.has("distribution") ? r.choice<Distribution>("distribution") : Distribution::Triangular;
    in.range.low = r.number("low", -1e18, 1e18);
    in.range.high = r.number("high", -1e18, 1e18);
    in.range.likely = r.optionalNumber("likely", -1e18, 1e18).value_or(NAN);  // NAN: the profile's or catalog's value
    return in;
}

OptimizeConstraint readLimit(JsonReader& r) {
    OptimizeConstraint c{r.string("metric")};
    c.max = r.optionalNumber("max", -1e300, 1e300).value_or(HUGE_VAL);
    c.min = r.optionalNumber("min", -1e300, 1e300).value_or(-HUGE_VAL);
    if (!r.has("max") && !r.has("min")) r.fail("max", "a limit gives max, min or both");
    if (c.min > c.max) r.fail("min", "min is above max");
    return c;
}

}  // namespace

UncertaintySpec parseUncertaintySpec(const std::string& text, const std::string& file, const std::string& profilesDir,
                                     const Catalog& catalog, Diagnostics& warnings) {
    const Json json = parseJson(text, file);
    ReadContext context{file, {}, {}};
    JsonReader doc(json, "", context);
    UncertaintySpec s;
    s.file = file;
    doc.schema(kUncertaintySchema, "uncertainty specification");
    s.name = doc.optionalString("name").value_or("");
    s.question = doc.optionalString("question").value_or("");
    std::vector<std::string> names;
    const Json base = readStudyBaseProfile(doc, "base_profile", profilesDir, catalog, warnings, names);
    s.base_name = names.front();
    s.base = parseProfile(base.dump(), s.base_name, catalog, warnings);
    s.samples = static_cast<std::size_t>(doc.optionalInteger("samples", 2, kMaxUncertaintySamples).value_or(1000));
    s.seed = static_cast<std::uint64_t>(doc.optionalInteger("seed", 0).value_or(1));
    s.default_ranges = doc.optionalBoolean("default_ranges").value_or(true);
    for (JsonReader& r : doc.objects("inputs", false, kMaxUncertainInputs)) s.inputs.push_back(readInput(r));
    for (JsonReader& r : doc.objects("correlations", false, 64))
        s.groups.push_back({r.optionalTextList("inputs", kMaxUncertainInputs), r.number("rho", -1, 1)});
    s.metrics = doc.optionalTextList("metrics", 256);
    for (JsonReader& r : doc.objects("limits", false, 16)) s.limits.push_back(readLimit(r));
    doc.finish();
    warnings.insert(warnings.end(), context.warnings.begin(), context.warnings.end());
    resolveUncertainty(s, catalog);
    return s;
}

UncertaintySpec loadUncertaintySpecFile(const std::string& path, const std::string& profilesDir, const Catalog& catalog,
                                        Diagnostics& warnings) {
    return parseUncertaintySpec(readTextFile(path), path, profilesDir, catalog, warnings);
}

UncertaintySpec profileUncertainty(const Profile& profile, const std::string& profileFile, const Catalog& catalog,
                                   std::size_t samples, std::uint64_t seed) {
    UncertaintySpec s;
    s.base_name = profileFile;
    s.base = profile;
    s.samples = samples;
    s.seed = seed;
    resolveUncertainty(s, catalog);
    return s;
}

std::vector<std::string> shippedUncertaintySpecFiles(const std::string& dataDir) {
    return jsonFilesIn(dataDir + "/studies/uncertainty");
}

}  // namespace cp
