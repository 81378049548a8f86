#include "explore/sweep.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <mutex>
#include <new>
#include <regex>
#include <set>

#include "common/spelling.h"
#include "common/format.h"
#include "common/parallel_for.h"
#include "common/input_error.h"
#include "plan/design_reuse.h"
#include "plan/validate.h"
#include "plan/plan_json.h"
#include "explore/sweep_point.h"
#include "profile/profile_io.h"
#include "profile/profile_schema.h"

namespace cp {

namespace {

bool isNumericInput(const std::string& path) {
    const InputTarget target = inputTarget(path);
    if (!target.field) return false;
    const FieldKind kind = target.field->spec.kind;
    return target.item ? kind == FieldKind::RealList : isNumberKind(kind);
}

// A field, a list item, or a whole object of the profile ("/layout", "/networks/1/zone_join").
bool isProfilePath(const std::string& path) {
    if (inputTarget(path).field) return true;
    for (const SectionInfo& section : profileSections()) {
        if (section.pointer.empty()) continue;
        std::string pattern = section.pointer;
        std::size_t at = 0;
        while ((at = pattern.find('*')) != std::string::npos) pattern.replace(at, 1, "[0-9]+");
        if (std::regex_match(path, std::regex(pattern))) return true;
    }
    return false;
}

// The sibling of `path` named `key`: "/compute/gpus" and "nodes" give "/compute/nodes".
std::string sibling(const std::string& path, const std::string& key) { return path.substr(0, path.rfind('/') + 1) + key; }

// Whether `path` can be set in `doc`: every step before the last names an existing member of an
// object or an existing element of an array, and the last one a member (new or not) of an object
// or an existing element. Empty when it can; else what is in the way. Nothing is ever created on
// the way: nlohmann's operator[] would turn "/name/0" into an exception and "/networks/99999999"
// into an array of 10^8 nulls.
std::string unresolvable(const Json& doc, const std::string& path) {
    Json::json_pointer pointer;
    try {
        pointer = Json::json_pointer(path);
    } catch (const Json::exception&) {
        return "is not a JSON path; expected one such as \"/power/pue\"";
    }
    if (pointer.empty()) return "is the whole document; expected a path such as \"/power/pue\"";
    const Json* at = &doc;
    std::string walked;
    std::vector<std::string> tokens;
    for (Json::json_pointer p = pointer; !p.empty(); p = p.parent_pointer()) tokens.push_back(p.back());
    std::reverse(tokens.begin(), tokens.end());
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const std::string& token = tokens[i];
        const std::string where = walked.empty() ? "the document" : "\"" + walked + "\"";
        if (at->is_object()) {
            const auto it = at->find(token);
            if (it == at->end()) {
                // A missing object ("/layout" of a profile without one) is created on the way;
                // a missing list cannot be, so no later step may be an index.
                for (std::size_t j = i + 1; j < tokens.size(); ++j)
                    if (!tokens[j].empty() && tokens[j].find_first_not_of("0123456789") == std::string::npos)
                        return "runs through \"" + walked + "/" + token + "\", which the profile does not have";
                return "";
            }
            at = &*it;
        } else if (at->is_array()) {
            const bool index = !token.empty() && token.size() <= 18 &&
                               token.find_first_not_of("0123456789") == std::string::npos && (token == "0" || token[0] != '0');
            if (!index) return "\"" + token + "\" is not an index of " + where + ", an array";
            const std::size_t n = std::stoull(token);
            if (n >= at->size())
                return "index " + token + " is past the end of " + where + ", which has " + std::to_string(at->size()) +
                       (at->size() == 1 ? " item" : " items");
            at = &(*at)[n];
        } else {
            return "runs through " + where + ", which is " + JsonReader::describe(*at) + ", not an object or array";
        }
        walked += "/" + token;
    }
    return "";
}

// Removes the member or element at `path` if it exists (the path resolves: see assign).
void erase(Json& doc, const std::string& path) {
    const Json::json_pointer pointer(path);
    if (pointer.empty() || !doc.contains(pointer)) return;
    Json& parent = doc.at(pointer.parent_pointer());
    if (parent.is_object())
        parent.erase(pointer.back());
    else if (parent.is_array())
        parent.erase(static_cast<std::size_t>(std::stoull(pointer.back())));
}

// Sets (or, for null, removes) the value at `path`, with its exclusive partners removed.
// Throws InputError (file "", at `path`) when the path does not resolve in `doc`.
void assign(Json& doc, const std::string& path, const Json& value) {
    if (const std::string problem = unresolvable(doc, path); !problem.empty())
        throw InputError("", path, "\"" + path + "\": " + problem);
    if (auto ref = findProfileField(path))
        for (const std::string& other : ref->field->spec.excludes) erase(doc, sibling(path, other));
    if (value.is_null()) {
        erase(doc, path);
        return;
    }
    // Walk the resolved path; only missing objects are created (unresolvable allowed no more).
    std::vector<std::string> tokens;
    for (Json::json_pointer p(path); !p.empty(); p = p.parent_pointer()) tokens.push_back(p.back());
    Json* at = &doc;
    for (auto it = tokens.rbegin(); it != tokens.rend(); ++it) {
        if (at->is_null()) *at = Json::object();
        at = at->is_array() ? &(*at)[static_cast<std::size_t>(std::stoull(*it))] : &(*at)[*it];
    }
    *at = value;
}

// An integral axis writes an integer; a value no int64 holds (1e300 nodes) stays a number the
// reader refuses by its own range (llround past int64 gave INT64_MIN).
Json numberJson(double v, bool integral) {
    if (integral && std::isfinite(v) && std::abs(v) < 9.0e18) return Json(static_cast<std::int64_t>(std::llround(v)));
    return Json(v);
}

[[noreturn]] void failAt(const std::string& file, const std::string& where, const std::string& problem) {
    throw InputError(file, where, problem);
}

void checkPointer(const std::string& path, const std::string& file, const std::string& where) {
    try {
        const Json::json_pointer pointer(path);
        if (pointer.empty()) failAt(file, where, "\"\" is the whole document; expected a path such as \"/power/pue\"");
    } catch (const Json::exception&) {
        failAt(file, where, "\"" + path + "\" is not a JSON path; expected one such as \"/power/pue\"");
    }
}

}  // namespace

std::size_t SweepResult::failed() const {
    return static_cast<std::size_t>(
        std::count_if(rows.begin(), rows.end(), [](const SweepRow& r) { return r.done && !r.error.empty(); }));
}

std::size_t SweepResult::metricIndex(const std::string& path) const {
    auto it = std::find(metrics.begin(), metrics.end(), path);
    return it == metrics.end() ? std::string::npos : static_cast<std::size_t>(it - metrics.begin());
}

std::vector<double> axisValues(const SweepAxis& axis, bool integral, const std::string& where) {
    std::vector<double> values = axis.list;
    if (axis.range) {
        const SweepRange& r = *axis.range;
        if (r.steps < 1 || static_cast<std::size_t>(r.steps) > kMaxSweepPoints)
            failAt(
                "", where + "/steps",
                std::to_string(r.steps) + " is out of range; expected an integer from 1 to " + std::to_string(kMaxSweepPoints));
        if (r.log && (r.from <= 0 || r.to <= 0))
            failAt("", where, "a log range needs from and to > 0; found " + formatNumber(r.from) + " to " + formatNumber(r.to));
        for (int i = 0; i < r.steps; ++i) {
            const double t = r.steps == 1 ? 0.0 : static_cast<double>(i) / (r.steps - 1);
            values.push_back(r.log ? r.from * std::pow(r.to / r.from, t) : r.from + (r.to - r.from) * t);
        }
        if (r.steps > 1) values.back() = r.to;  // exact end, no rounding drift
    }
    if (values.empty()) failAt("", where, "has no values; expected a range or a list");
    if (values.size() > kMaxSweepPoints)
        failAt("", where,
               "has " + std::to_string(values.size()) + " values; a sweep has at most " + std::to_string(kMaxSweepPoints) +
                   " points");
    for (double v : values)
        if (!std::isfinite(v)) failAt("", where, "a value is not a finite number");
    if (integral) {
        std::vector<double> rounded;
        std::set<double> seen;  // linear-logarithmic: a list of 10^5 values is de-duplicated at once
        for (double v : values) {
            const double r = std::round(v);
            if (seen.insert(r).second) rounded.push_back(r);
        }
        values = std::move(rounded);
    }
    return values;
}

bool axisIsIntegral(const SweepAxis& axis) {
    if (axis.integer) return *axis.integer;
    const InputTarget target = inputTarget(axis.path);
    return target.field && !target.item && target.field->spec.kind == FieldKind::Count;
}

std::vector<SweepPoint> sweepPoints(const SweepSpec& spec) {
    std::vector<std::vector<double>> values;
    for (const SweepAxis& a : spec.axes) values.push_back(axisValues(a, axisIsIntegral(a)));
    std::vector<SweepPoint> points;
    const std::size_t variants = std::max<std::size_t>(1, spec.variants.size());
    std::vector<std::size_t> index(values.size(), 0);
    for (std::size_t v = 0; v < variants; ++v) {
        std::fill(index.begin(), index.end(), 0);
        while (true) {
            SweepPoint p{v, {}};
            for (std::size_t a = 0; a < values.size(); ++a) p.inputs.push_back(values[a][index[a]]);
            points.push_back(std::move(p));
            // Odometer: the last axis turns fastest.
            std::size_t a = values.size();
            while (a > 0 && ++index[a - 1] == values[a - 1].size()) index[--a] = 0;
            if (a == 0) break;
        }
    }
    return points;
}

Json pointDocument(const SweepSpec& spec, const SweepPoint& point) {
    const SweepVariant* variant = point.variant < spec.variants.size() ? &spec.variants[point.variant] : nullptr;
    Json doc = variant && variant->base ? *variant->base : spec.base;
    if (variant)
        for (const auto& [path, value] : variant->set) assign(doc, path, value);
    for (std::size_t a = 0; a < spec.axes.size() && a < point.inputs.size(); ++a)
        assign(doc, spec.axes[a].path, numberJson(point.inputs[a], axisIsIntegral(spec.axes[a])));
    return doc;
}

namespace {

constexpr std::string_view kFirstFailurePrefix = "/derived/first_failure_minutes/";  // plan/metrics.h

// The number of points, refused above kMaxSweepPoints before any is made (a 10^5 × 10^5 grid
// used to be allocated first). Axis values are checked by the caller.
void checkPointCount(const SweepSpec& spec, const std::string& specFile) {
    std::size_t count = std::max<std::size_t>(1, spec.variants.size());
    if (count > kMaxSweepPoints)
        failAt(specFile, "/variants",
               "has " + std::to_string(count) + " values; a sweep has at most " + std::to_string(kMaxSweepPoints) + " points");
    for (const SweepAxis& a : spec.axes) {
        count *= axisValues(a, axisIsIntegral(a)).size();  // each ≤ kMaxSweepPoints: no overflow
        if (count > kMaxSweepPoints)
            failAt(specFile, "/axes",
                   "make more than " + std::to_string(kMaxSweepPoints) + " points (variants × values of each axis); " +
                       "a sweep has at most " + std::to_string(kMaxSweepPoints));
    }
}

// A patch's path: a JSON pointer to a profile field or section.
void checkPatchPath(const std::string& path, const std::string& specFile, const std::string& where) {
    checkPointer(path, specFile, where);
    if (!isProfilePath(path))
        failAt(specFile, where, "\"" + path + "\" is not a profile field or section; see docs/profile-format.md");
}

// Every path, of every variant, resolves in the document it will be applied to (the variant's
// base, patched by its earlier entries) before any point runs.
void checkPathsResolve(const SweepSpec& spec, const std::string& specFile) {
    const std::size_t variants = std::max<std::size_t>(1, spec.variants.size());
    for (std::size_t v = 0; v < variants; ++v) {
        const SweepVariant* variant = v < spec.variants.size() ? &spec.variants[v] : nullptr;
        Json doc = variant && variant->base ? *variant->base : spec.base;
        if (variant)
            for (const auto& [path, value] : variant->set) try {
                    assign(doc, path, value);
                } catch (const InputError& e) {
                    failAt(specFile, "/variants/" + std::to_string(v) + "/set", e.problem());
                }
        for (std::size_t a = 0; a < spec.axes.size(); ++a)
            if (const std::string problem = unresolvable(doc, spec.axes[a].path); !problem.empty())
                failAt(specFile, "/axes/" + std::to_string(a) + "/path",
                       "\"" + spec.axes[a].path + "\": " + problem +
                           (variant ? " (in variant \"" + variant->label + "\")" : std::string()));
    }
}

// The declared metric paths a misspelt `path` may have meant (their /per_gpu forms for such a path).
std::vector<std::string> metricSuggestions(const std::string& path) {
    std::vector<std::string> paths = knownMetrics();
    if (path != metricJsonPath(path))
        for (std::string& p : paths) p = path.substr(0, path.size() - metricJsonPath(path).size()) + p;
    return paths;
}

// A metric must be a number (or true/false, read as 1/0) of the base plan; null is allowed
// (a figure this design does not compute), text, objects and arrays are not.
void checkMetric(const std::string& path, const Json& planDoc, const Catalog& catalog, const std::string& specFile,
                 const std::string& where) {
    const std::string plain = metricJsonPath(path);
    if (plain.starts_with(kFirstFailurePrefix)) {
        const std::string id = plain.substr(std::string_view(kFirstFailurePrefix).size());
        if (!catalog.findFailureClass(id))
            failAt(specFile, where, "\"" + id + "\" is not a failure class of the catalog (catalog --json lists them)");
        return;
    }
    if (isTableMetric(path)) return;
    const Json::json_pointer pointer(plain);
    if (!planDoc.contains(pointer))
        failAt(specFile, where,
               "\"" + path + "\" is not a number of the plan;" + didYouMean(path, metricSuggestions(path)) +
                   " expected a path into `plan --json` (docs/cli.md) or one of docs/sweeps.md");
    const Json& value = planDoc.at(pointer);
    if (!value.is_number() && !value.is_boolean() && !value.is_null())
        failAt(specFile, where,
               "\"" + path + "\" is " + JsonReader::describe(value) +
                   " in the plan, not a number; expected a numeric path into `plan --json` (docs/cli.md)");
}

}  // namespace

void checkProfilePatch(Json& doc, const std::vector<std::pair<std::string, Json>>& set, const std::string& specFile,
                       const std::string& where) {
    for (const auto& [path, value] : set) {
        checkPatchPath(path, specFile, where);
        try {
            assign(doc, path, value);
        } catch (const InputError& e) {
            failAt(specFile, where, e.problem());
        }
    }
}

void validateSweep(const SweepSpec& spec, const Catalog& catalog, const std::string& specFile) {
    if (spec.axes.size() > 2) failAt(specFile, "/axes", "has " + std::to_string(spec.axes.size()) + " axes; expected at most 2");
    if (spec.metrics.empty()) failAt(specFile, "/metrics", "is empty; expected at least one metric path");
    if (spec.metrics.size() > kMaxSweepMetrics)
        failAt(specFile, "/metrics",
               "has " + std::to_string(spec.metrics.size()) + " metrics; expected at most " + std::to_string(kMaxSweepMetrics));
    for (std::size_t a = 0; a < spec.axes.size(); ++a) {
        const std::string where = "/axes/" + std::to_string(a);
        checkPointer(spec.axes[a].path, specFile, where + "/path");
        if (!isNumericInput(spec.axes[a].path))
            failAt(specFile, where + "/path",
                   "\"" + spec.axes[a].path + "\" is not a numeric profile field; expected one such as " +
                       "\"/power/pue\" or \"/networks/0/planes\" (docs/profile-format.md)");
        try {
            axisValues(spec.axes[a], axisIsIntegral(spec.axes[a]), where);
        } catch (const InputError& e) {
            failAt(specFile, e.jsonPath(), e.problem());
        }
    }
    for (std::size_t v = 0; v < spec.variants.size(); ++v)
        for (const auto& [path, value] : spec.variants[v].set)
            checkPatchPath(path, specFile, "/variants/" + std::to_string(v) + "/set");
    checkPointCount(spec, specFile);
    checkPathsResolve(spec, specFile);
    // The base plan (of the first point) tells which metric paths exist.
    Plan plan;
    Diagnostics warnings;
    SweepPoint first{0, {}};
    for (const SweepAxis& a : spec.axes) first.inputs.push_back(axisValues(a, axisIsIntegral(a)).front());
    try {
        plan = evaluateOrThrow(readProfileJson(pointDocument(spec, first), spec.base_name, catalog, warnings), catalog,
                               spec.base_name);
    } catch (const InputError&) {
        // The first point is bad (its row will say why): check the metrics on the base itself.
        plan = parseValidProfile(spec.base.dump(), spec.base_name, catalog, warnings).plan;
    }
    std::optional<Json> planDoc;
    for (std::size_t m = 0; m < spec.metrics.size(); ++m) {
        const std::string where = "/metrics/" + std::to_string(m);
        checkPointer(spec.metrics[m], specFile, where);
        if (!planDoc) planDoc = Json::parse(planToJsonText(plan, false));
        checkMetric(spec.metrics[m], *planDoc, catalog, specFile, where);
    }
}

namespace {

// A point is read for its metrics (numbers) only.
constexpr EvaluateOptions kNumbersOnly{.explanations = false};

// Each variant's document (no axis set) read once; nullopt when the reader refuses it alone.
std::vector<std::optional<Profile>> variantProfiles(const SweepSpec& spec, const Catalog& catalog) {
    std::vector<std::optional<Profile>> out(std::max<std::size_t>(1, spec.variants.size()));
    for (std::size_t v = 0; v < out.size(); ++v) try {
            Diagnostics warnings;
            out[v] = readProfileJson(pointDocument(spec, SweepPoint{v, {}}), "", catalog, warnings);
        } catch (const InputError&) {}
    return out;
}

// The point's plan: its variant's profile with the axis values set through the schema, the rules
// checked (the values were: by the reader and SweepEdits) and evaluated. Whatever that path
// refuses, the reader of the point's document decides, so a bad point keeps the loader's message
// (file "", so it starts at the JSON path).
// `reuse` (the worker's) keeps the last point's built design for the next point that shares it.
Plan pointPlan(const SweepSpec& spec, const SweepEdits& edits, const std::vector<std::optional<Profile>>& variants,
               const SweepPoint& point, const Catalog& catalog, DesignReuse* reuse) {
    if (const std::optional<Profile>& variant = variants[std::min(point.variant, variants.size() - 1)]) {
        if (std::optional<Profile> p = edits.apply(*variant, point)) try {
                checkProfileRules(*p, catalog);
                if (!reuse) return evaluateOrThrow(*p, catalog, "", kNumbersOnly);
                Plan plan = reuse->evaluate(*p, catalog, kNumbersOnly);
                if (plan.errors.empty()) return plan;
            } catch (const InputError&) {}
    }
    Diagnostics warnings;
    return evaluateOrThrow(readProfileJson(pointDocument(spec, point), "", catalog, warnings), catalog, "", kNumbersOnly);
}

}  // namespace

SweepResult runSweep(const SweepSpec& spec, const Catalog& catalog, const SweepControl& control) {
    const auto start = std::chrono::steady_clock::now();
    validateSweep(spec, catalog);
    SweepResult result;
    for (const SweepVariant& v : spec.variants) result.variant_labels.push_back(v.label);
    for (const SweepAxis& a : spec.axes) {
        result.axis_labels.push_back(a.label.empty() ? a.path : a.label);
        result.axis_paths.push_back(a.path);
    }
    result.metrics = spec.metrics;
    const std::vector<SweepPoint> points = sweepPoints(spec);
    result.rows.resize(points.size());
    for (std::size_t i = 0; i < points.size(); ++i) result.rows[i].point = points[i];

    const std::vector<std::optional<Profile>> variants = variantProfiles(spec, catalog);
    const SweepEdits edits(spec);
    const unsigned threads = loopThreads(control.threads, points.size(), kMaxSweepThreads);
    std::vector<DesignReuse> reuse(control.reuse_designs ? threads : 0);
    std::atomic<std::size_t> done{0};
    std::mutex progressMutex;
    auto work = [&](unsigned worker, std::size_t i) {
        SweepRow& row = result.rows[i];
        try {
            const Plan plan = pointPlan(spec, edits, variants, points[i], catalog, reuse.empty() ? nullptr : &reuse[worker]);
            row.values = metricValues(plan, spec.metrics);
            row.warnings = plan.warnings.size();
        } catch (const InputError& e) {
            row.error = e.what();
        } catch (const std::bad_alloc&) {
            throw;  // exhaustion is not a property of the point: the whole sweep fails (parallelFor rethrows)
        } catch (const std::exception& e) {
            row.error = e.what();
        }
        if (row.values.empty()) row.values.assign(spec.metrics.size(), std::nullopt);
        row.done = true;
        const std::size_t finished = done.fetch_add(1) + 1;
        if (control.progress) {
            std::lock_guard lock(progressMutex);
            control.progress(finished, points.size());
        }
    };
    parallelFor(points.size(), threads, control.cancel, work);
    result.cancelled = done.load() < points.size();
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

}  // namespace cp
