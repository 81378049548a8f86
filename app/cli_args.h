#pragma once
// The CLI's argument parsing and usage checks, as a pure function of the argument
// list (no files read, nothing printed), so tests and the fuzzer can drive it. Plain
// C++: the CLI links no Qt (docs/performance.md, "CLI start-up").

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cpcli {

using Strings = std::vector<std::string>;

// What the command line asked for; only meaningful when CliParse::ok().
struct CliArgs {
    bool help = false, version = false;  // print and exit 0; nothing else was checked
    std::string command;                 // plan, validate, compare, catalog, fields, sweep, calibrate, optimize, validation
    Strings operands;                    // the positional arguments after the command (calibrate: nccl|gemm, FILE...)
    bool json = false, explain = false, cable_sheet = false;
    bool markdown = false;              // fields --markdown (docs/profile-format.md), validation --markdown (docs/validation.md)
    Strings catalogs;                   // --catalog FILE, in order
    std::optional<std::string> cables;  // --cables FILE (given, even if empty, means write it)
    std::string bom, xlsx, csv;         // empty when not given (an empty --bom/--xlsx is a usage error)
    std::string report;                 // --report FILE.pdf (plan); empty when not given
    std::string model;                  // --model ID|FILE.json (plan, validate): a model preset to insert first
    // csv "-": stdout (a bare --csv). variants: --choose PATH=A,B (alias --variants);
    // metrics: --metric PATH (repeatable) and --metrics M1,M2 (comma list), in that order.
    Strings vary, variants, metrics;
    unsigned threads = 0;  // 0: all cores
    // calibrate: --gpu ID, -o FILE.json, --nic-gbps N (NIC bandwidth per GPU), --training-share F.
    std::string gpu, output;
    std::optional<double> nic_gbps, training_share;
    unsigned top = 0;       // optimize --top N (1..100); 0: the spec's own
    std::size_t samples = 0;           // uncertainty --samples N (2..100,000); 0: the spec's own
    std::optional<std::uint64_t> seed;  // uncertainty --seed S (optimize: with --robustness)
    std::size_t robustness = 0;        // optimize --robustness N: samples of how sure the choice is; 0: none
    std::string save_best;  // optimize --save-best FILE.json
    // validation --max-mean-error PCT, --max-worst-error PCT: exit 3 past them.
    std::optional<double> max_mean_error, max_worst_error;
};

struct CliParse {
    CliArgs args;
    std::string error;  // the usage error (exit code 2); empty when parsing succeeded
    bool ok() const { return error.empty(); }
};

// Whether two paths name one file, whether or not it exists yet (a hard link or symlink to it too).
bool sameFile(const std::string& a, const std::string& b);

// `arguments` includes the program name first, as argv does. Options are --name or -name
// (one dash works too), a value follows as the next argument or after '='; "--" ends the
// options and "-" is an operand.
CliParse parseCliArguments(const Strings& arguments);

}  // namespace cpcli
