#include "explore/optimize_spec.h"

#include <algorithm>
#include <filesystem>
#include <map>

#include "common/file_io.h"
#include "common/format.h"
#include "explore/study.h"
#include "plan/validate.h"
#include "plan/metrics.h"

namespace cp {

namespace {

namespace fs = std::filesystem;

constexpr int kOptimizeSchema = 1;

// The usual way a total moves with the GPU count at fixed choices (see metricSizeTrend).
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

std::string offeredMetric(JsonReader& r, std::string_view key) {
    const std::string path = r.string(key);
    const std::vector<std::string> offered = optimizeMetricPaths();
    if (std::find(offered.begin(), offered.end(), path) == offered.end())
        r.fail(key, "\"" + path + "\" is not a plan metric the optimizer offers; expected one of the " +
                        std::to_string(offered.size()) + " plan metrics of docs/sweeps.md, \"Outputs\" (\"/cost/capex_usd\", \"/training/days\", \"/training/mfu\", ...)");
    return path;
}

// A limit: "max", "min" or both, at least one.
OptimizeConstraint readConstraint(JsonReader& c) {
    OptimizeConstraint k;
    k.metric = offeredMetric(c, "metric");
    const std::optional<double> max = c.optionalNumber("max", 0, 1e18), min = c.optionalNumber("min", 0, 1e18);
    if (!max && !min) c.failHere("needs \"max\", \"min\" or both");
    if (max) k.max = *max;
    if (min) k.min = *min;
    if (max && min && *min > *max) c.fail("min", "is above \"max\" (" + formatNumber(*max) + ")");
    c.finish();
    return k;
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
    s.objective = offeredMetric(doc, "objective");
    if (const auto goal = doc.optionalString("goal")) {
        if (*goal != "minimise" && *goal != "maximise") doc.fail("goal", "\"" + *goal + "\" is not a goal; expected \"minimise\" or \"maximise\"");
        s.maximise = *goal == "maximise";
    }
    for (JsonReader& c : doc.objects("constraints", false, 16)) s.constraints.push_back(readConstraint(c));
    s.then = doc.optionalTextList("then", 4);
    const std::vector<std::string> offered = optimizeMetricPaths();
    for (const std::string& m : s.then)
        if (std::find(offered.begin(), offered.end(), m) == offered.end())
            doc.fail("then", "\"" + m + "\" is not a plan metric the optimizer offers");
    s.pareto = doc.optionalTextList("pareto", 2);
    if (!s.pareto.empty() && s.pareto.size() != 2) doc.fail("pareto", "expected two metric paths");
    for (const std::string& m : s.pareto)
        if (!findMetric(m)) doc.fail("pareto", "\"" + m + "\" is not a known metric");
    s.top = static_cast<std::size_t>(doc.optionalInteger("top", 1, 100).value_or(5));
    if (const auto rank = doc.optionalString("rank")) {
        if (*rank != "families" && *rank != "designs")
            doc.fail("rank", "\"" + *rank + "\" is not a ranking; expected \"families\" (each family's best) or \"designs\"");
        s.one_per_family = *rank == "families";
    }
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
    if (s.maximise) doc["goal"] = *s.maximise ? "maximise" : "minimise";
    if (!s.then.empty()) doc["then"] = s.then;
    Json constraints = Json::array();
    for (const OptimizeConstraint& c : s.constraints) {
        Json limit = {{"metric", c.metric}};
        if (c.hasMax()) limit["max"] = c.max;
        if (c.hasMin()) limit["min"] = c.min;
        constraints.push_back(limit);
    }
    doc["constraints"] = constraints;
    if (!s.pareto.empty()) doc["pareto"] = s.pareto;
    doc["top"] = s.top;
    if (!s.one_per_family) doc["rank"] = "designs";
    return doc;
}

std::optional<SizeTrend> metricSizeTrend(const std::string& path) {
    const auto it = trends().find(path);
    if (it == trends().end()) return std::nullopt;
    return it->second;
}

std::vector<std::string> optimizeMetricPaths() { return knownMetrics(); }

std::vector<std::size_t> limitColumns(const OptimizeSpec& spec) {
    std::vector<std::size_t> out;
    std::vector<std::string> shown{spec.objective, "/compute/gpus"};
    for (std::size_t i = 0; i < spec.constraints.size(); ++i) {
        const std::string& m = spec.constraints[i].metric;
        if (std::find(shown.begin(), shown.end(), m) != shown.end()) continue;
        shown.push_back(m);
        out.push_back(i);
    }
    return out;
}

bool thenBefore(const OptimizeSpec& spec, const std::vector<double>& a, const std::vector<double>& b) {
    for (std::size_t i = 0; i < spec.then.size() && i < a.size() && i < b.size(); ++i) {
        if (a[i] == b[i]) continue;
        return metricBetter(spec.then[i]) == Better::Higher ? a[i] > b[i] : a[i] < b[i];
    }
    return false;
}

bool maximises(const OptimizeSpec& spec) { return spec.maximise.value_or(metricBetter(spec.objective) == Better::Higher); }

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
    return jsonFilesIn((fs::path(dataDir) / "studies" / "optimize").string());
}

}  // namespace cp
