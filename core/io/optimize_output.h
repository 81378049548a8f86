#pragma once
// The optimizer's answer as text (clusterplanner-cli optimize) and JSON (--json); docs/optimize.md.

#include <string>

#include "explore/optimize_insight.h"

namespace cp {

std::string optimizeText(const OptimizeSpec& spec, const OptimizeResult& result, const OptimizeInsight& insight);
std::string optimizeJsonText(const OptimizeSpec& spec, const OptimizeResult& result, const OptimizeInsight& insight);

// The best design as a profile: the base with the winner's options and node count, named for the spec.
Profile bestProfile(const OptimizeSpec& spec, const Catalog& catalog, const OptimizeResult& result);

}  // namespace cp
