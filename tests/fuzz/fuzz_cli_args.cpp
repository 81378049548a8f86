// Fuzz target: the CLI's argument parser (app/cli_args.h). The input is the argument
// list, one argument per line; it must always end in parsed options or a usage error.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "cli_args.h"
#include "cli_text.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    cpcli::Strings arguments = cpcli::splitOn(std::string_view(reinterpret_cast<const char*>(data), size), '\n');
    arguments.insert(arguments.begin(), "clusterplanner-cli");
    const cpcli::CliParse parsed = cpcli::parseCliArguments(arguments);
    // Exactly one outcome, and a usage error always says what was wrong.
    if (parsed.ok() == !parsed.error.empty()) std::abort();
    if (parsed.ok() && !parsed.args.help && !parsed.args.version && parsed.args.command.empty()) std::abort();
    return 0;
}
