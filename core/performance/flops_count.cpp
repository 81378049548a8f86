#include "performance/flops_count.h"

namespace cp::perf {

ModelFlopsPerToken modelFlopsPerToken(const TrainingJob& job) {
    const ModelArchitecture& m = job.model;
    const ParameterCounts counts = countParameters(m);
    ModelFlopsPerToken f;
    // The input embedding is a table look-up, not a GEMM.
    const double multiplied =
        static_cast<double>(counts.active - counts.embedding) + (m.tied_embeddings ? static_cast<double>(counts.embedding) : 0.0);
    f.dense_forward = 2.0 * multiplied;
    const double share = job.attention_flops == AttentionFlops::Causal ? 0.5 : 1.0;
    // QKᵀ over the query/key width and PV over the value width: 2·s·a·(d + dv) per token and layer.
    f.attention_forward = share * 2.0 * static_cast<double>(m.layers) * static_cast<double>(m.sequence_length) *
                          static_cast<double>(m.heads * (m.headDim() + m.vHeadDim()));
    return f;
}

double modelFlopsPerStep(const TrainingJob& job) {
    return modelFlopsPerToken(job).training() * static_cast<double>(job.tokensPerStep());
}

}  // namespace cp::perf
