#pragma once
// The optimizer's answer as tables a planner forwards (issue 38): the ranking, the Pareto front and
// the best design per option, as one CSV (its "table" column says which) or as an XLSX workbook
// with a sheet each. Columns: each dimension's option, GPUs, nodes, the objective, each limit's
// metric and the Pareto pair, with their units in the headers (docs/optimize.md, "Export").

#include <string>

#include "explore/optimize.h"

namespace cp {

std::string optimizeCsv(const OptimizeSpec& spec, const OptimizeResult& result);

// Writes the workbook atomically (nothing is left on failure); returns its sheet count. Throws
// std::runtime_error naming the file.
int writeOptimizeXlsx(const std::string& path, const OptimizeSpec& spec, const OptimizeResult& result);

}  // namespace cp
