#pragma once
// What the performance stage computes when the workload asks for the step-time model: the job
// as the model sees it, the parallelism used (given or found by the search), the step time with
// its breakdown, MFU and memory, and the alternatives the search weighed.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "performance/auto_parallel.h"
#include "performance/hardware.h"
#include "performance/published_run.h"
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
    std::vector<std::string> searched_keys;     // the parallelism keys the profile left out, filled by the search
    std::vector<perf::Candidate> alternatives;  // the search's runner-ups, each with why it is slower
    std::optional<perf::Candidate> fastest_not_fitting;
    std::int64_t considered = 0, evaluated = 0;  // configurations the search enumerated / timed
    std::optional<PublishedComparison> published;  // the published run the profile reproduces, if it names one
    // The likely range from the model's validation residuals (catalog performance.model_error): the
    // true step time is likely step × [1 + P10, 1 + P90] of its throughput error. Absent: no range.
    struct Likely {
        double step_low_factor = 1, step_high_factor = 1;
        std::string source;
    };
    std::optional<Likely> likely;
    // The step as if it took `factor` times as long: step time and its parts × factor, tokens per
    // second, FLOP rates, MFU and HFU ÷ factor (the model's error sampled as an input).
    void scaleStep(double factor);
    double stepLikelyLow() const { return likely ? step.step_seconds * likely->step_low_factor : step.step_seconds; }
    double stepLikelyHigh() const { return likely ? step.step_seconds * likely->step_high_factor : step.step_seconds; }
    double mfuLikelyLow() const { return likely ? step.mfu / likely->step_high_factor : step.mfu; }
    double mfuLikelyHigh() const { return likely ? step.mfu / likely->step_low_factor : step.mfu; }
    double seconds_per_token_trillion() const {  // wall-clock seconds per 10^12 tokens at this step rate
        return step.tokens_per_second > 0 ? 1e12 / step.tokens_per_second : 0;
    }
};

}  // namespace cp
