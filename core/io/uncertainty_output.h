#pragma once
// An uncertainty run as text (the CLI's default), JSON and CSV (one row per sample).

#include <string>

#include "explore/uncertainty.h"

namespace cp {

std::string uncertaintyText(const UncertaintySpec& spec, const UncertaintyResult& result);
std::string uncertaintyJsonText(const UncertaintySpec& spec, const UncertaintyResult& result);
// One row per sample: its number, every input's value, every output's (empty: no value).
std::string uncertaintyCsv(const UncertaintyResult& result);

// The inputs of one output ordered by the tornado's swing, largest first (indices into
// result.inputs); inputs that move it by nothing are left out.
std::vector<std::size_t> inputsBySwing(const OutputDistribution& output);

}  // namespace cp
