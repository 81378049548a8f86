#pragma once
// The design optimizer: the best design (by the spec's objective, minimised) that meets every limit.
// Every combination of options is a design family; in each, every GPU count of its range is either
// evaluated or left out by a lower bound that holds at every count (explore/optimize_floor.h): a
// limit's floor above its maximum, or an objective floor above the family's best or the N-th best
// kept. No metric is assumed to move one way with size, so the answer equals brute force for any
// limits (tests/test_optimize_exact.cpp). docs/optimize.md.

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "explore/optimize_spec.h"
#include "plan/plan.h"
#include "profile/profile.h"

namespace cp {

// One design evaluated: a combination of options at a node count.
struct OptimizeCandidate {
    std::vector<std::size_t> choice;  // option index per dimension
    std::int64_t nodes = 0, gpus = 0;
    double objective = 0;
    double score = 0;            // the objective as "smaller is better" (negated when maximised)
    std::vector<double> then;    // the spec's "then" metrics (rank designs whose objective ties)
    std::vector<double> limits;  // per constraint, the metric's value
    std::vector<double> pareto;  // per pareto metric (empty without)
};

// Why a family gave no design.
struct OptimizeRejection {
    std::vector<std::size_t> choice;
    std::string reason;
};

struct OptimizeResult {
    std::vector<OptimizeCandidate> top;         // best first (ties: in choice order)
    // The Pareto front over every feasible design of the space: a candidate the search did not
    // evaluate is dominated by one it did (explore/optimize_front.h), unless `front_refused` says why not.
    std::vector<OptimizeCandidate> front;
    std::vector<OptimizeRejection> rejections;  // families without a feasible design
    // The best design with each option of each dimension ([dimension][option]; nullopt: none of its
    // families meets every limit): the best H100 design, the best InfiniBand design, ...
    std::vector<std::vector<std::optional<OptimizeCandidate>>> option_best;
    std::size_t families = 0, families_pruned = 0, families_infeasible = 0;
    std::size_t candidates = 0;   // designs in the decision space: per family, the GPU counts of its range
    std::size_t evaluations = 0;  // designs evaluated (each one evaluate()); the other candidates are excluded by bounds
    // Evaluated designs whose value fell below a lower bound the search left others out by: the
    // answer is then not proven exact. Empty when every bound held (the floors' self-check).
    std::vector<std::string> bound_violations;
    std::string front_refused;  // empty: the front is exact; else the first family it could not cover, and why
    bool cancelled = false;
    double seconds = 0;
};

struct OptimizeControl {
    const std::atomic<bool>* cancel = nullptr;
    // (steps done, steps): each family is probed (its bounds), then solved (or pruned).
    // Called from the worker threads, one call at a time.
    std::function<void(std::size_t, std::size_t)> progress;
    unsigned threads = 0;  // 0: every core
    // The most sizes one family may evaluate; a family that would need more is refused with the reason.
    std::size_t max_family_evaluations = 100000;
};

// The profile of a combination (options applied to the base in dimension order) at a node count.
// Throws InputError when the options make an invalid profile.
Profile optimizeProfile(const OptimizeSpec& spec, const std::vector<std::size_t>& choice, const Catalog& catalog);
Profile atNodes(Profile profile, std::int64_t nodes);

// Runs the search. Never throws for a bad family: its rejection says why.
OptimizeResult runOptimize(const OptimizeSpec& spec, const Catalog& catalog, const OptimizeControl& control = {});

// The option labels of a combination, "H100 · 400G IB".
std::string choiceLabel(const OptimizeSpec& spec, const std::vector<std::size_t>& choice);

}  // namespace cp
