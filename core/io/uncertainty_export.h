#pragma once
// An uncertainty run as an XLSX workbook a planner forwards (issue 39): the percentiles of every
// output (and the share of samples meeting each limit), what drives each output's spread (tornado
// ends and regression coefficients), the inputs varied and how, and every sample's values
// (docs/uncertainty.md, "Export").

#include <string>

#include "explore/uncertainty.h"

namespace cp {

// Writes the workbook atomically (nothing is left on failure); returns its sheet count. Throws
// std::runtime_error naming the file.
int writeUncertaintyXlsx(const std::string& path, const UncertaintySpec& spec, const UncertaintyResult& result);

}  // namespace cp
