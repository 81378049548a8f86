#pragma once
// clusterplanner-cli optimize: runs an optimize specification (core/explore/optimize.h) and prints
// the best designs, the limits that bind and what relaxing each buys, the Pareto front and why the
// winner beats the runner-up (docs/optimize.md); --save-best writes the winner as a profile.

#include <string>

#include "cli_args.h"

namespace cpcli {

// Exit code: 0 ok (also when no design meets the limits: the answer says so), 1 invalid input.
int optimizeCommand(const CliArgs& args, const std::string& dataDir);

}  // namespace cpcli
