#pragma once
// One design family of the optimizer (a combination of options) and how its best node count is
// found exactly: every count is either evaluated or left out by a floor that holds
// (explore/optimize_floor.h); no trend with size is assumed. Internal to explore/optimize.cpp, which
// schedules families over threads; docs/optimize.md.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "explore/optimize_floor.h"
#include "explore/optimize_spec.h"
#include "profile/profile.h"

namespace cp::optimize_detail {

// The most sizes one family may evaluate (OptimizeControl::max_family_evaluations): a family whose
// objective or Pareto pair has no floor, or whose bounds never close in (no design meets the
// limits), is refused beyond it rather than run for hours.

// One design's numbers, or why it could not be built.
struct Evaluation {
    bool built = false;
    std::string error;
    double objective = 0;
    double score = 0;  // the objective as "smaller is better": negated when it is maximised
    std::vector<double> then;  // the spec's "then" metrics, which rank designs whose objective ties
    std::vector<double> limits, pareto;
};

// The GPU counts a family searches: step counts k in [lo, top], nodes = k × unit.
struct FamilyRange {
    std::int64_t unit = 1, step = 1, lo = 1, top = 0;
    std::string error;  // the step is not whole nodes, or no multiple fits the range
    std::size_t counts() const { return top >= lo ? static_cast<std::size_t>(top - lo + 1) : 0; }
};

// A family evaluated at node counts on demand (each count once). The first built plan gives the
// family's floors; every later one is checked against them.
class Family {
public:
    Family(const OptimizeSpec& spec, const Catalog& catalog, Profile base);

    const Evaluation& at(std::int64_t nodes);
    // Whether a design meets every limit (an unbuilt design meets none).
    bool feasible(const Evaluation& e) const;
    // Records evaluations made elsewhere (the probe), so they are not repeated.
    void seed(std::int64_t nodes, Evaluation e) { seen_.emplace(nodes, std::move(e)); }
    void seedFloors(const FamilyFloors& floors) { floors_ = floors; }

    const std::map<std::int64_t, Evaluation>& seen() const { return seen_; }
    const FamilyFloors& floors() const { return floors_; }
    // Designs whose value fell below a floor the search relies on, as sentences (should stay empty).
    const std::vector<std::string>& boundViolations() const { return violations_; }
    std::int64_t gpusPerNode() const { return perNode_; }
    std::size_t evaluations() const { return evaluations_; }
    std::size_t evaluationCap() const { return cap_; }
    void setEvaluationCap(std::size_t cap) { cap_ = cap; }
    FamilyRange range() const;

private:
    void checkFloors(std::int64_t nodes, const Evaluation& e);

    const OptimizeSpec& spec_;
    const Catalog& catalog_;
    Profile base_;
    std::int64_t perNode_ = 1;
    std::size_t evaluations_ = 0;
    std::size_t cap_ = 100000;
    FamilyFloors floors_;
    std::map<std::int64_t, Evaluation> seen_;
    std::vector<std::string> violations_;
};

// The step counts whose floors meet every limit: an interval, since each floor moves one way with
// the count. Empty (first > last) with the reason when no count can meet them.
struct FloorInterval {
    std::int64_t first = 1, last = 0;
    std::string why_empty;
    bool empty() const { return first > last; }
};
FloorInterval floorInterval(const OptimizeSpec& spec, const FamilyFloors& floors, const FamilyRange& range);

// The floor of the objective's score at `nodes` (none when the objective is maximised: a floor bounds
// a maximised metric from the wrong side), and how it moves with the count.
double scoreFloor(const OptimizeSpec& spec, const FamilyFloors& floors, std::int64_t nodes);
FloorShape scoreShape(const OptimizeSpec& spec);

// The least score floor over the interval: no design of the family can do better.
double bestObjectiveFloor(const OptimizeSpec& spec, const FamilyFloors& floors, const FamilyRange& range,
                          const FloorInterval& interval);

// What one family gives: its best design, or why none.
struct FamilyOutcome {
    std::optional<std::int64_t> nodes = {};  // the family's best
    bool pruned = false;
    std::string reason = {};
    // The family's best designs for the top N (node counts, best first): its best, or with the
    // ranking over designs up to N.
    std::vector<std::int64_t> kept = {};
};

// The family's best design (best objective, then fewest GPUs): the counts of its floor interval in
// the order their score floors rise, each evaluated until the floor passes the family's best score
// or `worstKept` (the score past which the family's best matters to nothing kept: the N-th best,
// the bests of its options; infinity while any is missing): then no later count can do better. A family that stops without a feasible design could not enter the top N (pruned).
FamilyOutcome solveFamily(const OptimizeSpec& spec, Family& f, const FamilyRange& range, double worstKept);

}  // namespace cp::optimize_detail
