#pragma once
// Optimize specifications: which cluster to build for a workload. A base profile (the workload and
// everything not decided), the decision space (dimensions of labelled options, each a patch of
// profile paths like a study's variants, plus a GPU count range), one objective and upper-bound
// constraints on plan metrics. Format and search: docs/optimize.md; shipped specs in
// data/studies/optimize/. Loading checks every field like the study loader: errors name the JSON path.

#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "common/diagnostic.h"
#include "common/json_reader.h"
#include "explore/sweep.h"

namespace cp {

// How a metric usually moves when only the GPU count grows (every other choice fixed), for the
// metrics that have such a trend; nullopt for the others. The search does not rely on it (it is
// exact: explore/optimize_floor.h); the insight's "sizes the winner" check looks in that direction.
enum class SizeTrend { Rising, Falling };
std::optional<SizeTrend> metricSizeTrend(const std::string& path);

// The metrics offered as objective or limit: every plan metric of the registry (knownMetrics()).
std::vector<std::string> optimizeMetricPaths();

struct OptimizeDimension {
    std::string name;
    std::vector<SweepVariant> options;  // label + set (profile path → value)
};

// A limit on a metric: an upper bound, a lower bound, or both (a range).
struct OptimizeConstraint {
    std::string metric;
    double max = HUGE_VAL;   // the metric must be ≤ max (infinity: no upper bound)
    double min = -HUGE_VAL;  // the metric must be ≥ min (-infinity: no lower bound)
    bool holds(double value) const { return value <= max && value >= min; }
    bool hasMax() const { return std::isfinite(max); }
    bool hasMin() const { return std::isfinite(min); }
};

struct OptimizeSpec {
    std::string file, name, description, question;
    std::string base_name;                               // the base profile's file name (inline: its name)
    Json base;                                           // the base profile document
    bool base_inline = false;                            // written into the specification, not a file
    std::vector<std::pair<std::string, Json>> base_set;  // "set": applied to the base before any option
    std::vector<OptimizeDimension> dimensions;
    std::int64_t gpus_min = 1, gpus_max = 1;  // the GPU counts searched (whole nodes within)
    std::int64_t gpus_step = 0;               // searched in multiples of this many GPUs; 0: one node
    std::string objective;  // an offered metric
    // "goal": maximised or minimised; nullopt: maximised when the metric is better higher, else minimised.
    std::optional<bool> maximise;
    // "then": metrics that rank designs whose objective ties, in order, each in its usual direction
    // (lexicographic objectives: the cheapest, then the fastest).
    std::vector<std::string> then;
    std::vector<OptimizeConstraint> constraints;
    std::vector<std::string> pareto;  // two metrics for the front (empty: none)
    std::size_t top = 5;              // alternatives kept
    bool one_per_family = true;       // the top N holds each family's best only; false: any designs
};

// Whether the spec's objective is maximised: its "goal", else whether the metric is better higher
// (MFU, ETTR, tokens/s).
bool maximises(const OptimizeSpec& spec);

// The limits a table of designs shows as columns beside the design, its GPU count and the objective:
// those whose metric is none of these and no earlier limit's (a budget on the objective itself, or
// a lower and an upper limit on one metric, is one column). Indices into spec.constraints.
std::vector<std::size_t> limitColumns(const OptimizeSpec& spec);

// Whether `a` ranks before `b` on the spec's "then" metrics (values in the order of spec.then);
// false when they tie on all of them.
bool thenBefore(const OptimizeSpec& spec, const std::vector<double>& a, const std::vector<double>& b);

// GPU counts (min, max, step) a specification may give, at most this.
inline constexpr std::int64_t kMaxOptimizeGpus = 100'000'000;

// Combinations of options the decision space holds, at most this many.
inline constexpr std::size_t kMaxOptimizeChoices = 100000;

OptimizeSpec parseOptimizeSpec(const std::string& text, const std::string& file, const std::string& profilesDir,
                               const Catalog& catalog, Diagnostics& warnings);
OptimizeSpec loadOptimizeSpecFile(const std::string& path, const std::string& profilesDir, const Catalog& catalog,
                                  Diagnostics& warnings);

// The specification as its file holds it (parseOptimizeSpec reads it back to the same spec).
Json optimizeSpecJson(const OptimizeSpec& spec);

// data/studies/optimize/*.json, sorted by file name.
std::vector<std::string> shippedOptimizeSpecFiles(const std::string& dataDir);

}  // namespace cp
