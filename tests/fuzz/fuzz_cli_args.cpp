// Fuzz target: the CLI's argument parser (app/cli_args.h). The input is the argument
// list, one argument per line; it must always end in parsed options or a usage error.

#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include <QStringList>

#include "cli_args.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    QStringList arguments{"clusterplanner-cli"};
    arguments += QString::fromUtf8(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)).split('\n');
    const cpcli::CliParse parsed = cpcli::parseCliArguments(arguments);
    // Exactly one outcome, and a usage error always says what was wrong.
    if (parsed.ok() == !parsed.error.isEmpty()) std::abort();
    if (parsed.ok() && !parsed.args.help && !parsed.args.version && parsed.args.command.isEmpty()) std::abort();
    return 0;
}
