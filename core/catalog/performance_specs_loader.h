#pragma once
// Reading the "performance" object of a catalog file (catalog/performance_specs.h). Entries are
// merged by id, so a user catalog (a calibration fitted to measurements) overrides the shipped
// values entry by entry; each interconnect value it gives replaces the shipped one.

#include <string>

#include "catalog/performance_specs.h"
#include "common/json_reader.h"

namespace cp {

// Throws InputError naming the file and JSON path of the first bad value.
void mergePerformanceSpecs(JsonReader& performance, perf::PerformanceCalibration& into);

// The first interconnect value no file gave ("" when all are given).
std::string missingInterconnectValue(const perf::PerformanceCalibration& calibration);

}  // namespace cp
