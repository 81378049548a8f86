#pragma once
// A parallel split and a runner-up's loss in the interface language: the core's describeParallelism
// and whySlower say the same in English for the CLI and JSON.

#include <QString>

#include "performance/auto_parallel.h"

namespace cpui {

// "TP 8 · PP 16 (2 virtual) · DP 128 · micro-batch 1 · ZeRO 1 · recompute none".
QString splitText(const cp::perf::Parallelism& split);
// "12.0% slower: bubble +1.2 s, TP +0.3 s" (the parts cp::perf::largestLosses names).
QString slowerText(const cp::perf::StepResult& candidate, const cp::perf::StepResult& best);
// "would be 9.3% faster but needs 50.8 GB per GPU of 38.7 GB".
QString overMemoryText(const cp::perf::StepResult& candidate, const cp::perf::StepResult& best);

}  // namespace cpui
