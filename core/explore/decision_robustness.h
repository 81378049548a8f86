#pragma once
// How sure the optimizer's choice is (issue 39): its best designs planned again under the same
// sampled inputs (the default ranges of every contender, explore/uncertainty.h), and in each sample
// the best of them that meets every limit. The share of samples the winner is still best, the share
// it still meets every limit, and which runner-up wins otherwise.

#include <cstdint>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "common/json_reader.h"
#include "explore/optimize.h"
#include "explore/uncertainty.h"

namespace cp {

struct Contender {
    std::string label;  // "H100 · InfiniBand · 2,048 GPUs"
    std::int64_t gpus = 0;
    std::size_t wins = 0;      // samples in which it is the best that meets every limit
    std::size_t feasible = 0;  // samples in which it meets every limit
    double objective_p10 = 0, objective_p50 = 0, objective_p90 = 0;  // over the samples it was planned in
};

struct DecisionRobustness {
    std::vector<Contender> contenders;  // the optimizer's best designs, best first
    std::vector<UncertainInput> inputs;
    std::size_t samples = 0;
    std::size_t none_feasible = 0;  // samples in which no contender meets every limit
    double seconds = 0;

    double share(std::size_t n) const { return samples ? static_cast<double>(n) / static_cast<double>(samples) : 0; }
};

// The contenders are result.top (at most `contenders` of them). Catalog values are shared by every
// contender; a profile field moves each contender's own value by the same ratio (an option that sets
// the PUE keeps its difference). Deterministic for a seed on any number of threads.
DecisionRobustness decisionRobustness(const OptimizeSpec& spec, const OptimizeResult& result, const Catalog& catalog,
                                      std::size_t samples, std::uint64_t seed = 1, unsigned threads = 0,
                                      std::size_t contenders = 5);

std::string robustnessText(const OptimizeSpec& spec, const DecisionRobustness& r);
Json robustnessJson(const DecisionRobustness& r);

}  // namespace cp
