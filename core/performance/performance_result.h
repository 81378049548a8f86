#pragma once
// What the performance stage computes when the workload asks for the step-time model: the job
// as the model sees it, the parallelism used (given or found by the search), the step time with
// its breakdown, MFU and memory, and the alternatives the search weighed.

#include <cstdint>
#include <optional>
#include <vector>

#include "performance/auto_parallel.h"
#include "performance/hardware.h"
#include "performance/step_model.h"
#include "performance/training_job.h"

namespace cp {

struct PerformanceResult {
    perf::TrainingJob job;
    perf::Hardware hardware;
    perf::Parallelism parallelism;
    perf::StepResult step;
    std::int64_t gpus = 0;                      // the job's: TP × CP × PP × DP
    std::int64_t available_gpus = 0;            // the cluster's (one zone's when zones are not joined)
    bool searched = false;                      // some dimension was left to the search
    std::vector<perf::Candidate> alternatives;  // the search's runner-ups, each with why it is slower
    std::optional<perf::Candidate> fastest_not_fitting;
    std::int64_t considered = 0, evaluated = 0;  // configurations the search enumerated / timed
    double seconds_per_token_trillion() const {  // wall-clock seconds per 10^12 tokens at this step rate
        return step.tokens_per_second > 0 ? 1e12 / step.tokens_per_second : 0;
    }
};

}  // namespace cp
