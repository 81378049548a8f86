#pragma once
// Sweeps: vary profile inputs (addressed by JSON path into the profile document)
// over ranges, lists and categorical variants; read any plan metric (a JSON path
// into the plan document of docs/cli.md) at every point. Each point goes through
// the same loader a profile file does, so a bad point carries the loader's message.

#include <atomic>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "common/json_reader.h"
#include "plan/plan.h"
#include "plan/metrics.h"

namespace cp {

// Bounds checked before a sweep runs (docs/robustness.md): points (variants × axis values) and
// metrics of one sweep, and worker threads (more are not used; fewer run if the system refuses).
inline constexpr std::size_t kMaxSweepPoints = 100000;
inline constexpr std::size_t kMaxSweepMetrics = 256;
inline constexpr std::size_t kMaxSweepThreads = 256;

struct SweepRange {
    double from = 0, to = 0;
    int steps = 2;     // values including both ends (1: `from` alone)
    bool log = false;  // geometric spacing (from, to > 0)
};

// One numeric input. Exactly one of `range` and `list` gives the values.
struct SweepAxis {
    std::string path;   // into the profile, e.g. "/power/pue"
    std::string label;  // for tables and charts; empty = path
    std::optional<SweepRange> range;
    std::vector<double> list;
    // Rounded to integers and de-duplicated; default (nullopt): when the field is a count.
    std::optional<bool> integer;
};

// One value of the categorical input: a patch applied to the base (path → value;
// null removes the key), optionally on a whole other base document.
struct SweepVariant {
    std::string label;
    std::optional<Json> base;  // a whole profile document instead of the spec's base
    std::vector<std::pair<std::string, Json>> set;
};

struct SweepSpec {
    std::string base_name;               // file name, for error messages
    Json base;                           // the base profile document
    std::vector<SweepVariant> variants;  // empty: the base alone
    std::vector<SweepAxis> axes;         // 0, 1 or 2 (a grid)
    std::vector<std::string> metrics;    // metric paths (plan/metrics.h)
};

// A point: which variant (0 when there are none) and one value per axis.
struct SweepPoint {
    std::size_t variant = 0;
    std::vector<double> inputs;
};

struct SweepRow {
    SweepPoint point;
    bool done = false;                          // false: not reached before Cancel
    std::vector<std::optional<double>> values;  // per metric; nullopt: not computed for this design
    std::string error;                          // the loader's message ("/json/path: problem"); empty = ok
    std::size_t warnings = 0;                   // design warnings of the plan
};

struct SweepResult {
    std::vector<std::string> variant_labels;  // empty without variants
    std::vector<std::string> axis_labels;
    std::vector<std::string> axis_paths;
    std::vector<std::string> metrics;  // paths, as in the spec
    std::vector<SweepRow> rows;        // in point order, whatever the thread count
    bool cancelled = false;
    double seconds = 0;

    std::size_t failed() const;
    // Index of a metric path in `metrics`, or npos.
    std::size_t metricIndex(const std::string& path) const;
};

struct SweepControl {
    unsigned threads = 0;  // 0: std::thread::hardware_concurrency()
    const std::atomic<bool>* cancel = nullptr;
    // (points done, total); may be called from worker threads, one call at a time.
    std::function<void(std::size_t, std::size_t)> progress;
    // Each thread reuses the design it built for the last point when the next point's build
    // sections (compute, networks, storage, layout) are equal (plan/design_reuse.h); false: every
    // point builds its own (the reference the tests compare with).
    bool reuse_designs = true;
};

// The values of one axis: range or list, integer-rounded and de-duplicated when integral.
// Throws InputError (at `where`) for a log range through zero, steps < 1, or no values.
std::vector<double> axisValues(const SweepAxis& axis, bool integral, const std::string& where = "");

// Whether an axis is integral: its flag, else whether the profile field is a count (profile_schema.h).
bool axisIsIntegral(const SweepAxis& axis);

// All points: variants outermost, then the first axis, then the second (innermost).
std::vector<SweepPoint> sweepPoints(const SweepSpec& spec);

// The profile document of one point: variant patch, then each axis value, each
// with its exclusive partners removed (setting /compute/gpus drops /compute/nodes).
Json pointDocument(const SweepSpec& spec, const SweepPoint& point);

// Checks the spec before a run: axes (values, paths are JSON pointers of numeric fields), the
// number of points, that every path resolves in the document of every variant (no container is
// ever created), and metrics (each must be a known metric or a number of the base plan's JSON). Throws InputError
// whose path names the spec part ("/axes/0", "/metrics/2") and file `specFile`.
void validateSweep(const SweepSpec& spec, const Catalog& catalog, const std::string& specFile = "");

// A study variant's checks for any patch of profile paths (an optimize spec's "set" and options):
// each path a JSON pointer to a profile field or section that resolves in `doc`, which is patched
// entry by entry. Throws InputError at `where` (e.g. "/set") in `specFile`.
void checkProfilePatch(Json& doc, const std::vector<std::pair<std::string, Json>>& set, const std::string& specFile,
                       const std::string& where);

// Runs every point on a pool of std::threads. Never throws for a bad point: its
// row keeps the loader's message and the sweep goes on. Validates the spec first.
SweepResult runSweep(const SweepSpec& spec, const Catalog& catalog, const SweepControl& control = {});

}  // namespace cp
