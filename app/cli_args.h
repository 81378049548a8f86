#pragma once
// The CLI's argument parsing and usage checks, as a pure function of the argument
// list (no files read, nothing printed), so tests and the fuzzer can drive it.

#include <QString>
#include <QStringList>

#include <optional>

namespace cpcli {

// What the command line asked for; only meaningful when CliParse::ok().
struct CliArgs {
    bool help = false, version = false;  // print and exit 0; nothing else was checked
    QString command;                     // plan, validate, compare, catalog, fields, sweep, calibrate, optimize
    QStringList operands;                // the positional arguments after the command (calibrate: nccl|gemm, FILE...)
    bool json = false, explain = false, cable_sheet = false;
    bool markdown = false;          // fields --markdown: the tables of docs/profile-format.md
    QStringList catalogs;           // --catalog FILE, in order
    std::optional<QString> cables;  // --cables FILE (given, even if empty, means write it)
    QString bom, xlsx, csv;         // empty when not given (an empty --bom/--xlsx is a usage error)
    QString report;                 // --report FILE.pdf (plan); empty when not given
    QString model;                  // --model ID|FILE.json (plan, validate): a model preset to insert first
    // csv "-": stdout (a bare --csv). variants: --choose PATH=A,B (alias --variants);
    // metrics: --metric PATH (repeatable) and --metrics M1,M2 (comma list), in that order.
    QStringList vary, variants, metrics;
    unsigned threads = 0;  // 0: all cores
    // calibrate: --gpu ID, -o FILE.json, --nic-gbps N (NIC bandwidth per GPU), --training-share F.
    QString gpu, output;
    std::optional<double> nic_gbps, training_share;
    unsigned top = 0;   // optimize --top N (1..100); 0: the spec's own
    QString save_best;  // optimize --save-best FILE.json
};

struct CliParse {
    CliArgs args;
    QString error;  // the usage error (exit code 2); empty when parsing succeeded
    bool ok() const { return error.isEmpty(); }
};

// `arguments` includes the program name first, as QCoreApplication::arguments() does.
CliParse parseCliArguments(const QStringList& arguments);

}  // namespace cpcli
