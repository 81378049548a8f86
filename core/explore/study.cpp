#include "explore/study.h"

#include <algorithm>
#include <filesystem>

#include "common/file_io.h"
#include "common/format.h"
#include "common/input_error.h"
#include "plan/metrics.h"
#include "plan/validate.h"
#include "profile/profile_io.h"

namespace cp {

std::string resolveProfile(const std::string& name, const std::string& studyFile, const std::string& profilesDir) {
    const std::filesystem::path p(name);
    if (p.is_absolute()) return name;
    if (!p.has_parent_path()) return (std::filesystem::path(profilesDir) / p).string();
    return (std::filesystem::path(studyFile).parent_path() / p).string();
}

namespace {

namespace fs = std::filesystem;

constexpr int kStudySchema = 1;

// Loads a base profile through the profile loader (so it is valid) and keeps its document.
SweepAxis readAxis(JsonReader r) {
    SweepAxis a;
    a.path = r.string("path");
    a.label = r.optionalString("label").value_or("");
    if (auto range = r.optionalObject("range")) {
        SweepRange g;
        g.from = range->number("from", -1e15, 1e15);
        g.to = range->number("to", -1e15, 1e15);
        g.steps = static_cast<int>(range->integer("steps", 1, 100000));
        g.log = range->optionalOneOf("scale", {"linear", "log"}).value_or("linear") == "log";
        range->finish();
        a.range = g;
    }
    a.list = r.optionalNumberList("values", -1e15, 1e15, 100000);
    if (a.range.has_value() == !a.list.empty()) r.failHere("needs exactly one of \"range\" or \"values\"");
    a.integer = r.optionalBoolean("integer");
    r.finish();
    return a;
}

void requireKnown(JsonReader& r, std::string_view key, const std::string& path, const SweepSpec& spec, bool axisToo) {
    const bool metric = std::find(spec.metrics.begin(), spec.metrics.end(), path) != spec.metrics.end();
    const bool axis =
        axisToo && std::any_of(spec.axes.begin(), spec.axes.end(), [&](const SweepAxis& a) { return a.path == path; });
    if (!metric && !axis)
        r.fail(key, "\"" + path + "\" is not one of this study's metrics" + (axisToo ? " or axes" : std::string()));
}

ChartHints readChart(JsonReader r, const SweepSpec& spec) {
    ChartHints c;
    c.type = r.optionalOneOf("type", {"line", "stacked_bars", "scatter"}).value_or("line");
    c.x = r.string("x");
    if (c.x != "variant") requireKnown(r, "x", c.x, spec, true);  // "variant": one bar or group per variant
    c.y = r.optionalTextList("y", 16);
    if (c.y.empty()) r.fail("y", "is missing or empty; expected the metric paths to plot");
    for (const std::string& y : c.y) requireKnown(r, "y", y, spec, false);
    c.log_x = r.optionalBoolean("log_x").value_or(false);
    c.log_y = r.optionalBoolean("log_y").value_or(false);
    c.colour = r.optionalString("colour").value_or("");
    if (!c.colour.empty()) requireKnown(r, "colour", c.colour, spec, false);
    r.finish();
    return c;
}

// Without chart hints: the first metric over the first axis, or one bar per variant when there
// are no axes (the sweep's checks have made sure there is a metric).
ChartHints defaultChart(const SweepSpec& spec) {
    ChartHints c;
    c.x = spec.axes.empty() ? "variant" : spec.axes.front().path;
    if (!spec.metrics.empty()) c.y = {spec.metrics.front()};
    return c;
}

// The objective's goal as written, else the metric's direction in the registry (plan/metrics.h).
Goal paretoGoal(JsonReader& o, const std::string& metric) {
    if (o.has("goal")) return o.oneOf("goal", {"minimise", "maximise"}) == "minimise" ? Goal::Minimise : Goal::Maximise;
    const Better better = metricBetter(metric);
    if (better == Better::None)
        o.fail("goal", "is missing and \"" + metric + "\" has no known direction; expected \"minimise\" or \"maximise\"");
    return better == Better::Higher ? Goal::Maximise : Goal::Minimise;
}

// "ranges": {"samples", "seed"}: fan bands within the budget of points × samples.
BandSpec readBands(JsonReader& r, const SweepSpec& spec) {
    BandSpec b;
    b.samples = static_cast<std::size_t>(r.integer("samples", 2, static_cast<std::int64_t>(kMaxBandSamples)));
    b.seed = static_cast<std::uint64_t>(r.optionalInteger("seed", 0).value_or(1));
    const std::size_t points = sweepPoints(spec).size();
    if (points * b.samples > kMaxBandPlans)
        r.fail("samples", std::to_string(points) + " points × " + std::to_string(b.samples) + " samples exceed the budget of " +
                              formatCount(static_cast<std::int64_t>(kMaxBandPlans)) + " sampled plans; take fewer samples or points");
    r.finish();
    return b;
}

}  // namespace

std::vector<std::pair<std::string, Json>> readProfilePatch(JsonReader& r, std::string_view key) {
    std::vector<std::pair<std::string, Json>> patch;
    if (!r.has(key)) return patch;
    const Json& set = r.raw(key);
    if (!set.is_object()) r.fail(key, "expected an object of profile path → value, found " + JsonReader::describe(set));
    for (auto it = set.begin(); it != set.end(); ++it) patch.emplace_back(it.key(), it.value());
    return patch;
}

Json profilePatchJson(const std::vector<std::pair<std::string, Json>>& set) {
    Json out = Json::object();
    for (const auto& [path, value] : set) out[path] = value;
    return out;
}

Json readStudyBaseProfile(JsonReader& r, std::string_view key, const std::string& profilesDir, const Catalog& catalog,
                          Diagnostics& warnings, std::vector<std::string>& names) {
    const std::string name = r.string(key);
    names.push_back(name);
    const std::string path = resolveProfile(name, r.file(), profilesDir);
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) r.fail(key, "\"" + name + "\" is not a profile file (looked for " + path + ")");
    const std::string text = readTextFile(path);
    parseValidProfile(text, path, catalog, warnings);  // the base must be a buildable design
    return parseJson(text, path);
}

SweepVariant readStudyVariant(JsonReader r, const std::string& profilesDir, const Catalog& catalog, Diagnostics& warnings,
                              std::vector<std::string>& baseNames) {
    SweepVariant v;
    v.label = r.string("label");
    if (v.label.empty()) r.fail("label", "must not be empty");
    if (r.has("base_profile")) {
        v.base = readStudyBaseProfile(r, "base_profile", profilesDir, catalog, warnings, baseNames);
    }
    v.set = readProfilePatch(r, "set");
    r.finish();
    return v;
}

// Chart and Pareto names must be metrics (or axes, for x) of this study.
Study parseStudy(const std::string& text, const std::string& file, const std::string& profilesDir, const Catalog& catalog,
                 Diagnostics& warnings) {
    const Json json = parseJson(text, file);
    ReadContext context{file, {}, {}};
    JsonReader doc(json, "", context);
    Study s;
    s.file = file;
    doc.schema(kStudySchema, "study");
    s.name = doc.string("name");
    s.description = doc.optionalString("description").value_or("");
    s.question = doc.string("question");
    s.spec.base = readStudyBaseProfile(doc, "base_profile", profilesDir, catalog, warnings, s.base_profiles);
    s.spec.base_name = s.base_profiles.front();
    for (JsonReader& v : doc.objects("variants", false))
        s.spec.variants.push_back(readStudyVariant(v, profilesDir, catalog, warnings, s.base_profiles));
    for (JsonReader& a : doc.objects("axes", false)) s.spec.axes.push_back(readAxis(a));
    s.spec.metrics = doc.optionalTextList("metrics", 64);
    // The sweep's own checks (axis values, paths, metrics), reported at this file's paths.
    validateSweep(s.spec, catalog, file);
    if (auto chart = doc.optionalObject("chart")) s.chart = readChart(*chart, s.spec);
    else s.chart = defaultChart(s.spec);
    for (JsonReader& o : doc.objects("pareto", false)) {
        ParetoObjective p;
        p.metric = o.string("metric");
        requireKnown(o, "metric", p.metric, s.spec, false);
        p.goal = paretoGoal(o, p.metric);
        o.finish();
        s.pareto.push_back(std::move(p));
    }
    if (auto ranges = doc.optionalObject("ranges")) s.bands = readBands(*ranges, s.spec);
    doc.finish();
    warnings.insert(warnings.end(), context.warnings.begin(), context.warnings.end());
    return s;
}

Study loadStudyFile(const std::string& path, const std::string& profilesDir, const Catalog& catalog, Diagnostics& warnings) {
    return parseStudy(readTextFile(path), path, profilesDir, catalog, warnings);
}

std::vector<std::string> shippedStudyFiles(const std::string& dataDir) {
    return jsonFilesIn((fs::path(dataDir) / "studies").string());
}

std::vector<std::size_t> studyParetoRows(const Study& study, const SweepResult& result) {
    std::vector<std::size_t> columns, rows;
    std::vector<Goal> goals;
    for (const ParetoObjective& o : study.pareto) {
        columns.push_back(result.metricIndex(o.metric));
        goals.push_back(o.goal);
    }
    if (goals.empty()) return {};
    std::vector<std::vector<double>> points;
    for (std::size_t i = 0; i < result.rows.size(); ++i) {
        const SweepRow& row = result.rows[i];
        if (!row.done || !row.error.empty()) continue;
        std::vector<double> p;
        for (std::size_t c : columns)
            if (c < row.values.size() && row.values[c]) p.push_back(*row.values[c]);
        if (p.size() != columns.size()) continue;
        points.push_back(std::move(p));
        rows.push_back(i);
    }
    std::vector<std::size_t> front;
    for (std::size_t k : paretoFront(points, goals)) front.push_back(rows[k]);
    return front;
}

}  // namespace cp
