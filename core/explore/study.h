#pragma once
// Studies: a sweep saved as a JSON document with the question it answers and
// how to chart it (data/studies/*.json, format in docs/sweeps.md). Loading
// checks every field like the profile loader: errors name the JSON path.

#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "common/diagnostic.h"
#include "explore/pareto.h"
#include "explore/sweep.h"
#include "explore/sweep_bands.h"

namespace cp {

struct ChartHints {
    std::string type = "line";   // line, stacked_bars, scatter
    std::string x;               // an axis path, a metric path, or "variant"
    std::vector<std::string> y;  // metric paths (stacked_bars: the stack, bottom first)
    bool log_x = false, log_y = false;
    std::string colour;  // scatter: metric that colours the points; may be empty
};

struct ParetoObjective {
    std::string metric;
    Goal goal = Goal::Minimise;
};

struct Study {
    std::string file;
    std::string name, description, question;
    std::vector<std::string> base_profiles;  // as written in the study (file names in data/profiles)
    SweepSpec spec;
    ChartHints chart;
    std::vector<ParetoObjective> pareto;  // empty: no Pareto front
    BandSpec bands;                       // "ranges": each point sampled under its default ranges (fan bands)
};

// Points × samples of a study's fan bands at most this (a documented budget, docs/robustness.md).
inline constexpr std::size_t kMaxBandPlans = 200000;

// `profilesDir` resolves bare base-profile names ("fire-flyer-2.json"); a name with a
// folder is relative to the study file. Base profiles go through the profile loader.
// Unknown keys (of the study and its base profiles) become `warnings`.
Study parseStudy(const std::string& text, const std::string& file, const std::string& profilesDir, const Catalog& catalog,
                 Diagnostics& warnings);
Study loadStudyFile(const std::string& path, const std::string& profilesDir, const Catalog& catalog, Diagnostics& warnings);

// Where a base profile named in a study or specification is: a bare name is a shipped profile (in
// `profilesDir`), a name with a folder is relative to the study file, an absolute path is itself.
std::string resolveProfile(const std::string& name, const std::string& studyFile, const std::string& profilesDir);

// Shared with optimize specs (explore/optimize_spec.h): the base profile named at `key`, resolved
// as above and checked to be a buildable design (its name is appended to `names`), and one
// variant object ({"label", "set", "base_profile"}).
Json readStudyBaseProfile(JsonReader& r, std::string_view key, const std::string& profilesDir, const Catalog& catalog,
                          Diagnostics& warnings, std::vector<std::string>& names);
// An optional object of profile path → value at `key` (a variant's or a spec's "set"), in order.
std::vector<std::pair<std::string, Json>> readProfilePatch(JsonReader& r, std::string_view key);
// The same patch as its file holds it: {"/path": value, ...} (what readProfilePatch reads back).
Json profilePatchJson(const std::vector<std::pair<std::string, Json>>& set);
SweepVariant readStudyVariant(JsonReader r, const std::string& profilesDir, const Catalog& catalog, Diagnostics& warnings,
                              std::vector<std::string>& baseNames);

// data/studies/*.json, sorted by file name.
std::vector<std::string> shippedStudyFiles(const std::string& dataDir);

// Rows on the Pareto front of the study's objectives (rows without an error and with every objective).
std::vector<std::size_t> studyParetoRows(const Study& study, const SweepResult& result);

}  // namespace cp
