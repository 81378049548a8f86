#pragma once
// Auto-parallelism: for a job on given hardware, the fastest split (TP, PP with interleaving,
// DP with a ZeRO stage, CP, EP), micro-batch and recomputation that fits in memory, and the
// runner-ups with why each loses. Prunes by memory (cheap) and by a compute-only lower bound,
// so a 16k-GPU search evaluates a few hundred candidates in full.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "performance/step_model.h"

namespace cp::perf {

struct SearchSpace {
    std::int64_t gpus = 0;
    std::int64_t max_tp = 0;           // 0: the scale-up domain (TP beyond NVLink is rarely worth it)
    std::int64_t max_cp = 32;          // 1 turns context parallelism off
    std::int64_t max_micro_batch = 8;  // powers of two up to this
    bool interleaving = true;
    std::vector<int> zero_stages{1, 3};
    std::vector<Recompute> recomputations{Recompute::None, Recompute::Selective, Recompute::Full};
    // Dimensions the planner fixed: only that value is tried (the profile's parallelism fields).
    std::optional<std::int64_t> fixed_tp, fixed_pp, fixed_cp, fixed_ep, fixed_micro_batch, fixed_virtual_stages;
    std::optional<bool> fixed_sequence_parallel;  // absent: on whenever TP > 1
    // Rank order, overlaps, uneven stages, prefetch and dispatch (what the framework does) for every candidate.
    Parallelism base;
    std::size_t runner_ups = 4;  // distinct TP/PP/CP/EP/DP shapes after the best
};

struct Candidate {
    Parallelism parallelism;
    StepResult result;
    std::string why;  // runner-ups: why slower than the best; not fitting: by how much
};

struct SearchResult {
    std::vector<Candidate> ranked;                 // the best first, then runner-ups of other shapes
    std::optional<Candidate> fastest_not_fitting;  // faster than the best, but over the memory
    std::int64_t considered = 0;                   // configurations enumerated
    std::int64_t evaluated = 0;                    // step times computed in full
    std::int64_t not_fitting = 0;                  // refused on memory
    std::string problem;                           // set when nothing fits (or the GPU count cannot be split)

    const Candidate* best() const { return ranked.empty() ? nullptr : &ranked.front(); }
};

SearchResult searchParallelism(const TrainingJob& job, const Hardware& hw, const SearchSpace& space);

// The parts of a step a runner-up can lose time in, as whySlower names them.
enum class StepPart { Compute, Tp, Cp, Ep, PipelineSends, Bubble, Dp, Optimizer };
struct PartLoss {
    StepPart part;
    double seconds;  // candidate − best
};
// Where `candidate` loses most to `best`: the part that grew most, then the next one when it grew too.
std::vector<PartLoss> largestLosses(const StepResult& candidate, const StepResult& best);
const char* stepPartName(StepPart part);  // "compute", "TP", ..., "pipeline sends"

// "12.0% slower: bubble +1.2 s, TP +0.3 s" (largestLosses, in words).
std::string whySlower(const StepResult& candidate, const StepResult& best);

}  // namespace cp::perf
