#pragma once
// clusterplanner-cli validation: the step-time model against published training runs, through the
// plan path (core/explore/validation.h): a table of published against predicted, the mean and
// worst error per source; --markdown writes the tables of docs/validation.md.

#include <string>

#include "cli_args.h"

namespace cpcli {

// Exit code: 0 ok, 1 a profile could not be read or compared, 3 a --max-* limit exceeded.
int validationCommand(const CliArgs& args, const std::string& dataDir);

}  // namespace cpcli
