#pragma once
// Pipeline schedules: 1F1B and interleaved 1F1B (Narayanan et al., SC'21, §2.2).

#include <cstdint>

namespace cp::perf {

// Idle time over busy time with equal stages: (p − 1) / (v · m); v = 1 is plain 1F1B.
double bubbleRatio(std::int64_t stages, std::int64_t virtual_stages, std::int64_t micro_batches);

struct PipelineTime {
    double steady_seconds = 0;  // m micro-batches at the pace of the slowest stage
    double bubble_seconds = 0;  // filling and draining: (p − 1)/v micro-batch times of the mean stage
    double total() const { return steady_seconds + bubble_seconds; }
};

// `slowest` and `mean` are one micro-batch's forward + backward on a stage, communication included.
PipelineTime pipelineTime(double slowest_stage_seconds, double mean_stage_seconds, std::int64_t micro_batches,
                          std::int64_t stages, std::int64_t virtual_stages);

}  // namespace cp::perf
