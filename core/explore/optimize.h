#pragma once
// The design optimizer: the cheapest (by the spec's objective) cluster that meets every limit.
// Every combination of options is a design family; in each, the GPU count is solved by bisection:
// the fewest nodes that meet the falling limits (days), then, for a rising objective, that count,
// or for a falling objective the most nodes the rising limits (power, budget) allow. Families are
// pruned by monotone bounds (a rising objective at the family's smallest count already above the
// N-th best cannot enter the top N). docs/optimize.md.

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
    std::vector<OptimizeCandidate> front;       // Pareto front over every feasible design evaluated
    std::vector<OptimizeRejection> rejections;  // families without a feasible design
    std::size_t families = 0, families_pruned = 0, families_infeasible = 0;
    std::size_t candidates = 0;   // designs in the decision space: per family, the GPU counts of its range
    std::size_t evaluations = 0;  // designs evaluated (each one evaluate()); the other candidates are excluded by bounds
    // Counts where a falling metric rose with more GPUs (or a rising one fell) among the designs
    // evaluated: the bisection's answer is then not proven smallest. Empty when the trends held.
    std::vector<std::string> trend_violations;
    bool cancelled = false;
    double seconds = 0;
};

struct OptimizeControl {
    const std::atomic<bool>* cancel = nullptr;
    // (steps done, steps): each family is probed at its smallest count, then solved (or pruned).
    // Called from the worker threads, one call at a time.
    std::function<void(std::size_t, std::size_t)> progress;
    unsigned threads = 0;  // 0: every core
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
