#include "explore/optimize_spec.h"

#include <algorithm>
#include <filesystem>
#include <map>

#include "common/file_io.h"
#include "explore/study.h"
#include "plan/validate.h"
#include "plan/metrics.h"

namespace cp {

namespace {

namespace fs = std::filesystem;

constexpr int kOptimizeSchema = 1;

// The metrics the optimizer offers as objective or limit, with the way each usually moves with the
// GPU count at fixed choices. The search does not rely on it (it is exact: explore/optimize_floor.h);
// the insight's "sizes the winner" check looks in that direction.
const std::map<std::string, SizeTrend>& trends() {
    static const std::map<std::string, SizeTrend> t = {
        {"/compute/gpus", SizeTrend::Rising},          {"/compute/nodes", SizeTrend::Rising},
        {"/cost/capex_usd", SizeTrend::Rising},        {"/cost/facility_capex_usd", SizeTrend::Rising},
        {"/cost/tco_usd_per_year", SizeTrend::Rising}, {"/derived/network_usd", SizeTrend::Rising},
        {"/derived/facility_mw", SizeTrend::Rising},   {"/power/facility_kw", SizeTrend::Rising},
        {"/power/it_kw", SizeTrend::Rising},           {"/power/energy_cost_usd_per_year", SizeTrend::Rising},
        {"/cabling/racks", SizeTrend::Rising},         {"/fabric/switches_total", SizeTrend::Rising},
        {"/training/days", SizeTrend::Falling},
    };
    return t;
}

std::string trendMetric(JsonReader& r, std::string_view key) {
    const std::string path = r.string(key);
    if (!metricSizeTrend(path)) {
        std::string list;
        for (const std::string& m : trendMetricPaths()) list += (list.empty() ? "" : ", ") + m;
        r.fail(key, "\"" + path + "\" is not offered as an objective or limit; expected one of " + list);
    }
    return path;
}

OptimizeDimension readDimension(JsonReader r, const std::string& profilesDir, const Catalog& catalog, Diagnostics& warnings,
                                std::vector<std::string>& names) {
    OptimizeDimension d;
    d.name = r.string("name");
    if (d.name.empty()) r.fail("name", "must not be empty");
    for (JsonReader& o : r.objects("options", true, 1000)) {
        SweepVariant v = readStudyVariant(o, profilesDir, catalog, warnings, names);
        if (v.base) o.fail("base_profile", "an option patches the spec's base; give its changes in \"set\"");
        d.options.push_back(std::move(v));
    }
    if (d.options.empty()) r.fail("options", "is empty; expected at least one option");
    r.finish();
    return d;
}

void readSearchSpace(JsonReader& doc, OptimizeSpec& s, const std::string& profilesDir, const Catalog& catalog,
                     Diagnostics& warnings, std::vector<std::string>& names) {
    std::size_t choices = 1;
    for (JsonReader& d : doc.objects("dimensions", false, 32)) {
        s.dimensions.push_back(readDimension(d, profilesDir, catalog, warnings, names));
        choices *= s.dimensions.back().options.size();
        if (choices > kMaxOptimizeChoices)
            d.failHere("makes " + std::to_string(choices) + " combinations or more; at most " +
                       std::to_string(kMaxOptimizeChoices) + " are searched");
    }
    JsonReader gpus = doc.object("gpus");
    s.gpus_min = gpus.integer("min", 1, kMaxOptimizeGpus);
    s.gpus_max = gpus.integer("max", 1, kMaxOptimizeGpus);
    if (s.gpus_max < s.gpus_min) gpus.fail("max", "is below \"min\" (" + std::to_string(s.gpus_min) + ")");
    s.gpus_step = gpus.optionalInteger("step", 1, kMaxOptimizeGpus).value_or(0);
    gpus.finish();
}

void readGoal(JsonReader& doc, OptimizeSpec& s) {
    s.objective = trendMetric(doc, "objective");
    for (JsonReader& c : doc.objects("constraints", false, 16)) {
        OptimizeConstraint k;
        k.metric = trendMetric(c, "metric");
        k.max = c.number("max", 0, 1e18);
        c.finish();
        s.constraints.push_back(k);
    }
    s.pareto = doc.optionalTextList("pareto", 2);
    if (!s.pareto.empty() && s.pareto.size() != 2) doc.fail("pareto", "expected two metric paths");
    for (const std::string& m : s.pareto)
        if (!findMetric(m)) doc.fail("pareto", "\"" + m + "\" is not a known metric");
    s.top = static_cast<std::size_t>(doc.optionalInteger("top", 1, 100).value_or(5));
}

// A base profile written into the specification (the GUI's "the open design"): checked as a
// profile file would be, its errors at /base_profile/... of the specification.
Json readInlineBase(const Json& base, const std::string& file, const Catalog& catalog, Diagnostics& warnings) {
    parseValidProfile(base.dump(), file + ", base_profile", catalog, warnings);
    return base;
}

}  // namespace

Json optimizeSpecJson(const OptimizeSpec& s) {
    Json doc = {{"schema", kOptimizeSchema}, {"name", s.name}};
    if (!s.description.empty()) doc["description"] = s.description;
    doc["question"] = s.question;
    doc["base_profile"] = s.base_inline ? s.base : Json(s.base_name);
    if (!s.base_set.empty()) doc["set"] = profilePatchJson(s.base_set);
    Json dimensions = Json::array();
    for (const OptimizeDimension& d : s.dimensions) {
        Json options = Json::array();
        for (const SweepVariant& o : d.options) options.push_back({{"label", o.label}, {"set", profilePatchJson(o.set)}});
        dimensions.push_back({{"name", d.name}, {"options", options}});
    }
    doc["dimensions"] = dimensions;
    doc["gpus"] = {{"min", s.gpus_min}, {"max", s.gpus_max}};
    if (s.gpus_step > 0) doc["gpus"]["step"] = s.gpus_step;
    doc["objective"] = s.objective;
    Json constraints = Json::array();
    for (const OptimizeConstraint& c : s.constraints) constraints.push_back({{"metric", c.metric}, {"max", c.max}});
    doc["constraints"] = constraints;
    if (!s.pareto.empty()) doc["pareto"] = s.pareto;
    doc["top"] = s.top;
    return doc;
}

std::optional<SizeTrend> metricSizeTrend(const std::string& path) {
    const auto it = trends().find(path);
    if (it == trends().end()) return std::nullopt;
    return it->second;
}

std::vector<std::string> trendMetricPaths() {
    std::vector<std::string> out;
    for (const auto& [path, trend] : trends()) out.push_back(path);
    return out;
}

OptimizeSpec parseOptimizeSpec(const std::string& text, const std::string& file, const std::string& profilesDir,
                               const Catalog& catalog, Diagnostics& warnings) {
    const Json json = parseJson(text, file);
    ReadContext context{file, {}, {}};
    JsonReader doc(json, "", context);
    OptimizeSpec s;
    s.file = file;
    doc.schema(kOptimizeSchema, "optimize specification");
    s.name = doc.string("name");
    s.description = doc.optionalString("description").value_or("");
    s.question = doc.string("question");
    std::vector<std::string> names;
    if (doc.has("base_profile") && doc.raw("base_profile").is_object()) {
        s.base = readInlineBase(doc.raw("base_profile"), file, catalog, warnings);
        s.base_inline = true;
        s.base_name = s.base.value("name", std::string("base profile"));
        names.push_back(s.base_name);
    } else {
        s.base = readStudyBaseProfile(doc, "base_profile", profilesDir, catalog, warnings, names);
        s.base_name = names.front();
    }
    s.base_set = readProfilePatch(doc, "set");
    readSearchSpace(doc, s, profilesDir, catalog, warnings, names);
    readGoal(doc, s);
    doc.finish();
    // Every patch resolves before the search: the spec's "set" on the base, each option on that.
    Json patched = s.base;
    checkProfilePatch(patched, s.base_set, file, "/set");
    for (std::size_t d = 0; d < s.dimensions.size(); ++d)
        for (std::size_t o = 0; o < s.dimensions[d].options.size(); ++o) {
            Json option = patched;
            checkProfilePatch(option, s.dimensions[d].options[o].set, file,
                              "/dimensions/" + std::to_string(d) + "/options/" + std::to_string(o) + "/set");
        }
    warnings.insert(warnings.end(), context.warnings.begin(), context.warnings.end());
    return s;
}

OptimizeSpec loadOptimizeSpecFile(const std::string& path, const std::string& profilesDir, const Catalog& catalog,
                                  Diagnostics& warnings) {
    return parseOptimizeSpec(readTextFile(path), path, profilesDir, catalog, warnings);
}

std::vector<std::string> shippedOptimizeSpecFiles(const std::string& dataDir) {
    std::vector<std::string> files;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(fs::path(dataDir) / "studies" / "optimize", ec))
        if (entry.path().extension() == ".json") files.push_back(entry.path().string());
    std::sort(files.begin(), files.end());
    return files;
}

}  // namespace cp
