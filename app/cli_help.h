#pragma once
// The CLI's help: the whole usage (`--help`, `help`) and each command's own (`plan --help`,
// `help plan`), from one list of commands and options, and the short text of a usage error.

#include <string>
#include <vector>

namespace cpcli {

// Every command, in the order the usage lists them.
std::vector<std::string> commandNames();
bool isCommand(const std::string& name);

// The whole usage: commands, options, exit codes.
std::string fullUsage();
// One command's usage: its synopsis, what it does, the options it takes, exit codes; the
// whole usage when `command` is not a command.
std::string commandUsage(const std::string& command);

// A usage error as printed: the message, the command's synopsis (when the command is known)
// and where to read more ("see clusterplanner-cli help plan").
std::string usageErrorText(const std::string& message, const std::string& command);

// The command a command line names (the first word that is a command), or "" when none does:
// the usage error of `plan --jsn` points to plan's help even though parsing failed.
std::string commandOf(const std::vector<std::string>& arguments);

}  // namespace cpcli
