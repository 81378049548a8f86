#pragma once
// The "performance" object of the plan document (docs/cli.md): the split the step-time model
// used, the step time and its breakdown, MFU, memory per GPU and the search's runner-ups.

#include "common/json_reader.h"
#include "performance/performance_result.h"

namespace cp {

Json performanceJson(const PerformanceResult& performance);

}  // namespace cp
