#pragma once
// A published training run beside the plan: the figure the source prints and the step-time model's
// prediction in the same units and convention, with the error in throughput terms.

#include <optional>
#include <string>

#include "performance/step_model.h"
#include "profile/profile.h"

namespace cp {

struct PublishedComparison {
    perf::PublishedMetric metric = perf::PublishedMetric::ModelTflopsPerGpu;
    double published = 0;
    double predicted = 0;
    double error = 0;  // per-GPU throughput, predicted over published − 1: + when the model is faster
    std::string source, group, note;
};

// The step's value of `metric`: model or executed TFLOP/s per GPU, seconds, MFU (a fraction) or
// tokens per second per GPU.
double metricOfStep(perf::PublishedMetric metric, const perf::StepResult& step);

// nullopt when the profile names no published run.
std::optional<PublishedComparison> comparePublished(const PublishedRunInput& published, const perf::StepResult& step);

}  // namespace cp
