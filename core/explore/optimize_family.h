#pragma once
// One design family of the optimizer (a combination of options) and how its GPU count is solved:
// bisection over the step counts, relying on each metric's trend with size. Internal to
// explore/optimize.cpp, which schedules families over threads; docs/optimize.md.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "explore/optimize_spec.h"
#include "profile/profile.h"

namespace cp::optimize_detail {

// One design's numbers, or why it could not be built.
struct Evaluation {
    bool built = false;
    std::string error;
    double objective = 0;
    std::vector<double> limits, pareto;
};

// The GPU counts a family searches: step counts k in [lo, top], nodes = k × unit.
struct FamilyRange {
    std::int64_t unit = 1, step = 1, lo = 1, top = 0;
    std::string error;  // the step is not whole nodes, or no multiple fits the range
    std::size_t counts() const { return top >= lo ? static_cast<std::size_t>(top - lo + 1) : 0; }
};

// A family evaluated at node counts on demand (each count once).
class Family {
public:
    Family(const OptimizeSpec& spec, const Catalog& catalog, Profile base);

    const Evaluation& at(std::int64_t nodes);
    // Whether the limits of one trend are met (an unbuilt design meets none).
    bool meets(std::int64_t nodes, SizeTrend trend);
    // Records an evaluation made elsewhere (the probe of the smallest count), so it is not repeated.
    void seed(std::int64_t nodes, Evaluation e) { seen_.emplace(nodes, std::move(e)); }

    const std::map<std::int64_t, Evaluation>& seen() const { return seen_; }
    std::int64_t gpusPerNode() const { return perNode_; }
    std::size_t evaluations() const { return evaluations_; }
    FamilyRange range() const;

private:
    const OptimizeSpec& spec_;
    const Catalog& catalog_;
    Profile base_;
    std::int64_t perNode_ = 1;
    std::size_t evaluations_ = 0;
    std::map<std::int64_t, Evaluation> seen_;
};

// What one family gives: its chosen design, or why none.
struct FamilyOutcome {
    std::optional<std::int64_t> nodes;
    bool pruned = false;
    std::string reason;
};

// `worstKept`: the objective of the N-th best so far (infinity while fewer are kept). The family's
// smallest count must already be evaluated or is evaluated first.
FamilyOutcome solveFamily(const OptimizeSpec& spec, Family& f, const FamilyRange& range, double worstKept);

// Pairs of evaluated sizes where a metric with a trend moved against it, as sentences.
void checkTrends(const OptimizeSpec& spec, const Family& f, const std::string& label, std::vector<std::string>& out);

}  // namespace cp::optimize_detail
