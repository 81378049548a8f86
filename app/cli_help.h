#pragma once
// The CLI's help: the whole usage (`--help`, `help`) and each command's own (`plan --help`,
// `help plan`), from one list of commands and options, and the short text of a usage error.

#include <QString>
#include <QStringList>

namespace cpcli {

// Every command, in the order the usage lists them.
QStringList commandNames();
bool isCommand(const QString& name);

// The whole usage: commands, options, exit codes.
QString fullUsage();
// One command's usage: its synopsis, what it does, the options it takes, exit codes; the
// whole usage when `command` is not a command.
QString commandUsage(const QString& command);

// A usage error as printed: the message, the command's synopsis (when the command is known)
// and where to read more ("see clusterplanner-cli help plan").
QString usageErrorText(const QString& message, const QString& command);

// The command a command line names (the first word that is a command), or "" when none does:
// the usage error of `plan --jsn` points to plan's help even though parsing failed.
QString commandOf(const QStringList& arguments);

}  // namespace cpcli
