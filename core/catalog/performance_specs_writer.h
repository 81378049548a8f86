#pragma once
// The performance specs (catalog/performance_specs.h) back to the "performance" object of a
// catalog file, as performance_specs_loader.h reads it: the interconnect values given (those with
// a source), then every GPU and host entry whole. Writing what a file read and reading it again
// gives the same values (a user catalog layer the GUI rewrites, a calibration's output).

#include "catalog/performance_specs.h"
#include "common/json_reader.h"

namespace cp {

Json performanceSpecsJson(const perf::PerformanceCalibration& specs);

}  // namespace cp
