#pragma once
// Every output of the step model explains itself: the formula, the formula with the values
// substituted, and the sources of the calibration values it used (cp::Explanation, as the
// plan's other numbers). Built on demand, apart from estimateStep, so the search stays fast.

#include <vector>

#include "performance/step_model.h"
#include "common/explanation.h"

namespace cp::perf {

// Keys start "performance.": step_seconds, compute_seconds, tp_seconds, cp_seconds, ep_seconds,
// pp_seconds, bubble_seconds, dp_seconds, optimizer_seconds, layer_seconds, model_flops,
// hardware_flops, tokens_per_second, mfu, hfu, memory.weights_bytes, memory.gradients_bytes,
// memory.optimizer_bytes, memory.activations_bytes, memory.total_bytes, memory.fits.
std::vector<Explanation> explainStep(const TrainingJob& job, const Parallelism& par, const Hardware& hw,
                                     const StepResult& result);

}  // namespace cp::perf
