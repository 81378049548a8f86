#pragma once
// Sweep outputs. A metric is named by a JSON path into the plan document of
// docs/cli.md ("/fabric/switches_total", "/reliability/ettr"), or
//   "/derived/NAME"      a few sums the plan JSON does not hold as one number, or
//   "/per_gpu" + METRIC  that metric divided by /compute/gpus (defined here only).
// Common paths are read straight from the Plan (a table keyed by the same paths);
// any other path is looked up in the plan JSON, so every number of the contract works.

#include <optional>
#include <string>
#include <vector>

#include "plan/plan.h"

namespace cp {

// The value at `path`; nullopt when the plan has no such number (a section not
// computed, a null, a text, or a path that does not exist).
std::optional<double> metricValue(const Plan& plan, const std::string& path);

// Whether `path` is served without building the plan JSON.
bool isTableMetric(const std::string& path);

// A readable label with unit ("switches", "network cost per GPU [USD]"); the path when unknown.
std::string metricLabel(const std::string& path);

// Table and derived metric paths, for pickers and docs.
std::vector<std::string> knownMetrics();

// Reads many metrics of one plan, building the plan JSON at most once.
std::vector<std::optional<double>> metricValues(const Plan& plan, const std::vector<std::string>& paths);

}  // namespace cp
