#pragma once
// clusterplanner-cli calibrate: fits the step-time model's catalog values to nccl-tests output or a
// GEMM table (core/calibration) and writes them as a user catalog layer (docs/cli.md).

#include <string>

#include "cli_args.h"

namespace cpcli {

// Exit code: 0 ok, 1 a file that cannot be read or written (the message names the file and line).
int calibrateCommand(const CliArgs& args, const std::string& dataDir);

}  // namespace cpcli
