#pragma once
// The validation report (explore/validation.h) as the CLI prints it: a table of published against
// predicted per run, the mean and worst error per source table and over all; Markdown for
// docs/validation.md (generated from it); JSON for scripts.

#include <string>

#include "explore/validation.h"

namespace cp {

// A published metric as its source prints it: "400.0 model TFLOP/s per GPU", "13.75 s per step".
std::string publishedFigure(perf::PublishedMetric metric, double value);

std::string validationText(const ValidationReport& report);
std::string validationMarkdown(const ValidationReport& report);
std::string validationJsonText(const ValidationReport& report);

}  // namespace cp
