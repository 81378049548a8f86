#pragma once
// clusterplanner-cli uncertainty: samples the ranges of an uncertainty specification, or a profile's
// default ranges, and prints every output's P10 / P50 / P90, the limits' probabilities and what
// drives the spread (core/explore/uncertainty.h, docs/uncertainty.md).

#include <string>

#include "cli_args.h"

namespace cpcli {

// Exit code: 0 ok, 1 invalid input (a bad spec or profile, a base that cannot be built).
int uncertaintyCommand(const CliArgs& args, const std::string& dataDir);

}  // namespace cpcli
