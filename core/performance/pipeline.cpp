#include "performance/pipeline.h"

namespace cp::perf {

double bubbleRatio(std::int64_t stages, std::int64_t virtual_stages, std::int64_t micro_batches) {
    if (stages <= 1 || micro_batches <= 0) return 0.0;
    return static_cast<double>(stages - 1) / (static_cast<double>(virtual_stages) * static_cast<double>(micro_batches));
}

PipelineTime pipelineTime(double slowest_stage_seconds, double mean_stage_seconds, std::int64_t micro_batches,
                          std::int64_t stages, std::int64_t virtual_stages) {
    PipelineTime t;
    t.steady_seconds = static_cast<double>(micro_batches) * slowest_stage_seconds;
    if (stages > 1) t.bubble_seconds = static_cast<double>(stages - 1) / static_cast<double>(virtual_stages) * mean_stage_seconds;
    return t;
}

}  // namespace cp::perf
