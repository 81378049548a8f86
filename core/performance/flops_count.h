#pragma once
// Model FLOPs: what MFU counts. Forward = 2 × (parameters a token multiplies) + the attention
// scores; a training step is 3 × forward (backward is two GEMMs per forward GEMM).
// Recomputation is not counted here (it is in the hardware FLOPs, HFU).

#include "performance/training_job.h"

namespace cp::perf {

struct ModelFlopsPerToken {
    double dense_forward = 0;      // 2 × active parameters (embedding lookups excluded)
    double attention_forward = 0;  // QKᵀ and PV: 4 · s · heads · head_dim per layer, halved for Causal
    double forward() const { return dense_forward + attention_forward; }
    double training() const { return 3 * forward(); }
};

ModelFlopsPerToken modelFlopsPerToken(const TrainingJob& job);

// 3 × forward × tokens in the global batch.
double modelFlopsPerStep(const TrainingJob& job);

}  // namespace cp::perf
