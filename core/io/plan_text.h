#pragma once
// Human-readable renderings of a plan (CLI text output).

#include <string>

#include "plan/plan.h"

namespace cp {

std::string planSummaryText(const Plan& plan);
std::string planExplainText(const Plan& plan);

}  // namespace cp
