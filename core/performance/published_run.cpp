#include "performance/published_run.h"

namespace cp {

double metricOfStep(perf::PublishedMetric metric, const perf::StepResult& step) {
    switch (metric) {
    case perf::PublishedMetric::ModelTflopsPerGpu:
        return step.model_flops_per_second_per_gpu / 1e12;
    case perf::PublishedMetric::HardwareTflopsPerGpu:
        return step.hardware_flops_per_second_per_gpu / 1e12;
    case perf::PublishedMetric::StepSeconds:
        return step.step_seconds;
    case perf::PublishedMetric::Mfu:
        return step.mfu;
    case perf::PublishedMetric::TokensPerSecondPerGpu:
        return step.gpus > 0 ? step.tokens_per_second / static_cast<double>(step.gpus) : 0.0;
    }
    return 0.0;
}

std::optional<PublishedComparison> comparePublished(const PublishedRunInput& published, const perf::StepResult& step) {
    if (!published.metric || !(published.value > 0)) return std::nullopt;
    PublishedComparison c;
    c.metric = *published.metric;
    c.published = published.value;
    c.predicted = metricOfStep(c.metric, step);
    // A time is the inverse of a throughput: a shorter predicted step is a faster model.
    const bool time = c.metric == perf::PublishedMetric::StepSeconds;
    c.error = c.predicted > 0 ? (time ? c.published / c.predicted : c.predicted / c.published) - 1 : -1;
    c.source = published.source, c.group = published.group, c.note = published.note;
    return c;
}

}  // namespace cp
