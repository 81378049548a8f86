#include "cli_args.h"

#include "cli_help.h"

#include <QCommandLineParser>

#include <filesystem>
#include <initializer_list>
#include <optional>

namespace cpcli {

namespace {

bool endsWith(const QString& path, const char* extension) { return path.endsWith(extension, Qt::CaseInsensitive); }

// Whether two paths name one file, whether or not it exists yet.
bool sameFile(const QString& a, const QString& b) {
    namespace fs = std::filesystem;
    std::error_code ec;
    auto resolved = [&](const QString& p) {
        return fs::weakly_canonical(fs::absolute(p.toStdString(), ec).lexically_normal(), ec);
    };
    return resolved(a) == resolved(b);
}

// A number option: nullopt when not given; when given but not a number in (min, max], *error
// (if still empty) says what it takes.
std::optional<double> numberOption(const QCommandLineParser& parser, const char* name, double min, double max,
                                   const QString& takes, QString* error) {
    if (!parser.isSet(name)) return std::nullopt;
    bool good = false;
    const double v = parser.value(name).toDouble(&good);
    if ((!good || !(v >= min && v <= max)) && error->isEmpty()) *error = QString("--") + name + " takes " + takes;
    return v;
}

// calibrate nccl FILE... [--gpu ID] [--nic-gbps N] [-o OUT.json] | gemm FILE.csv... --gpu ID [--training-share F] [-o OUT.json];
// both take --catalog FILE (the catalogs the fits start from)
QString checkCalibrate(const QCommandLineParser& parser, const CliArgs& a, const QString& numberError) {
    const bool isCalibrate = a.command == "calibrate";
    for (const char* name : {"gpu", "o", "nic-gbps", "training-share"})
        if (!isCalibrate && parser.isSet(name)) return QString("only calibrate takes ") + (name[1] ? "--" : "-") + name;
    if (!isCalibrate) return {};
    const QString kind = a.operands.value(0);
    if (kind != "nccl" && kind != "gemm") return "calibrate takes nccl FILE... or gemm FILE.csv...";
    if (a.operands.size() < 2) return "calibrate " + kind + " takes at least one FILE";
    if (a.json || a.explain) return "calibrate takes no --json or --explain";
    if (!numberError.isEmpty()) return numberError;
    if (kind == "gemm" && a.gpu.isEmpty()) return "calibrate gemm needs --gpu ID (the peak the efficiencies divide by)";
    if (kind == "gemm" && a.nic_gbps) return "--nic-gbps is for calibrate nccl";
    if (kind == "nccl" && a.training_share) return "--training-share is for calibrate gemm";
    if (parser.isSet("o") && a.gpu.isEmpty()) return "-o needs --gpu ID: the fits become that GPU's values";
    if (parser.isSet("o") && !endsWith(a.output, ".json")) return "-o takes a file ending in .json";
    return {};
}

// The usage checks, in the order the CLI has always applied them (the first failing one is reported).
QString check(const QCommandLineParser& parser, const CliArgs& a, bool threadsOk, int threads) {
    const QStringList& args = parser.positionalArguments();
    const QString& command = a.command;
    const bool needsProfile = command == "plan" || command == "validate";
    if (!isCommand(command)) return "unknown command \"" + command + "\" (the commands: " + commandNames().join(", ") + ")";
    if (command == "optimize" && args.size() != 2) return "optimize takes exactly one SPEC file";
    if (command == "optimize" && a.explain) return "optimize takes no --explain";
    for (const char* name : {"top", "save-best"})
        if (command != "optimize" && parser.isSet(name)) return QString("only optimize takes --") + name;
    if (parser.isSet("top") && a.top == 0) return "--top takes an integer from 1 to 100";
    if (parser.isSet("save-best") && !endsWith(a.save_best, ".json")) return "--save-best takes a file ending in .json";
    if (command == "sweep" && args.size() < 2) return "sweep takes a STUDY or PROFILE file";
    if (command == "sweep" && a.explain) return "sweep takes no --explain";
    for (const char* name : {"vary", "choose", "variants", "metric", "metrics"})
        if (command != "sweep" && parser.isSet(name)) return QString("only sweep takes --") + name;
    if (command != "sweep" && command != "optimize" && parser.isSet("threads")) return "only sweep and optimize take --threads";
    if (command != "sweep" && command != "compare" && parser.isSet("csv")) return "only sweep and compare take --csv";
    if (a.json && a.csv == "-") return "--json and --csv - both print to stdout; choose one";
    // 256: explore/sweep.h kMaxSweepThreads (this parser links no core).
    if (!threadsOk || (parser.isSet("threads") && threads < 1) || threads > 256)
        return "--threads takes an integer from 1 to 256";
    if (needsProfile && args.size() != 2) return command + " takes exactly one PROFILE";
    if (command == "compare" && (args.size() < 3 || args.size() > 7)) return "compare takes 2 to 6 profiles";
    if (command == "compare" && args.size() > 3 && parser.isSet("xlsx")) return "--xlsx compares two profiles";
    if (command == "compare" && a.explain) return "compare takes no --explain";
    if (command == "catalog" && args.size() != 1) return "catalog takes no arguments";
    if (command == "fields" && args.size() != 1) return "fields takes no arguments";
    if (command == "fields" && (a.json || a.explain)) return "fields takes no --json or --explain";
    if (command != "fields" && a.markdown) return "only fields takes --markdown";
    if (command == "validate" && (a.json || a.explain)) return "validate takes no --json or --explain";
    if (command == "catalog" && a.explain) return "catalog takes no --explain";
    if (command != "plan" && parser.isSet("cables")) return "only plan takes --cables";
    if (command != "plan" && parser.isSet("bom")) return "only plan takes --bom";
    if (command != "compare" && parser.isSet("xlsx")) return "only compare takes --xlsx";
    if (parser.isSet("bom") && !endsWith(a.bom, ".xlsx") && !endsWith(a.bom, ".csv"))
        return "--bom takes a file ending in .xlsx or .csv";
    if (a.cable_sheet && !endsWith(a.bom, ".xlsx")) return "--cable-sheet needs --bom FILE.xlsx";
    if (parser.isSet("xlsx") && !endsWith(a.xlsx, ".xlsx")) return "--xlsx takes a file ending in .xlsx";
    if (command != "plan" && parser.isSet("report")) return "only plan takes --report";
    if (command != "plan" && command != "validate" && parser.isSet("model")) return "only plan and validate take --model";
    if (parser.isSet("model") && a.model.isEmpty()) return "--model takes a preset id (data/models) or a FILE.json";
    if (parser.isSet("report") && !endsWith(a.report, ".pdf")) return "--report takes a file ending in .pdf";
    if (parser.isSet("bom") && parser.isSet("cables") && sameFile(a.bom, *a.cables))
        return "--bom and --cables name the same file";
    return {};
}

// A bare --csv (last, or followed by another option) means CSV on stdout: it becomes "--csv -".
QStringList withCsvToStdout(QStringList arguments) {
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString& arg = arguments[i];
        if (arg == "--") break;
        if (arg != "--csv" && arg != "-csv") continue;
        if (i + 1 == arguments.size() || (arguments[i + 1].startsWith('-') && arguments[i + 1] != "-"))
            arguments.insert(i + 1, "-");
    }
    return arguments;
}

}  // namespace

CliParse parseCliArguments(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption helpOption(QStringList{"h", "help"});
    const QCommandLineOption versionOption(QStringList{"v", "version"});
    parser.addOptions({QCommandLineOption("json"), QCommandLineOption("explain"), QCommandLineOption("catalog", "", "FILE"),
                       QCommandLineOption("cables", "", "FILE"), QCommandLineOption("bom", "", "FILE"),
                       QCommandLineOption("cable-sheet"), QCommandLineOption("xlsx", "", "FILE"), QCommandLineOption("markdown"),
                       helpOption, versionOption});
    parser.addOptions({QCommandLineOption("gpu", "", "ID"), QCommandLineOption(QStringList{"o", "output"}, "", "FILE"),
                       QCommandLineOption("nic-gbps", "", "N"), QCommandLineOption("training-share", "", "F")});
    parser.addOptions({QCommandLineOption("vary", "", "PATH=SPEC"), QCommandLineOption("choose", "", "PATH=A,B"),
                       QCommandLineOption("variants", "", "PATH=A,B"), QCommandLineOption("metrics", "", "M1,M2"),
                       QCommandLineOption("metric", "", "PATH"), QCommandLineOption("csv", "", "FILE"),
                       QCommandLineOption("threads", "", "N"), QCommandLineOption("report", "", "FILE"),
                       QCommandLineOption("model", "", "PRESET"), QCommandLineOption("top", "", "N"),
                       QCommandLineOption("save-best", "", "FILE")});
    CliParse result;
    if (!parser.parse(withCsvToStdout(arguments))) {
        result.error = parser.errorText();
        return result;
    }
    CliArgs& a = result.args;
    const QStringList args = parser.positionalArguments();
    // --help after a command (plan --help) or `help COMMAND`: that command's usage alone.
    const bool helpCommand = args.value(0) == "help";
    a.help = parser.isSet(helpOption) || helpCommand;
    a.version = !a.help && parser.isSet(versionOption);
    if (a.help) {
        a.command = args.value(helpCommand ? 1 : 0);
        if (helpCommand && args.size() > 2)
            result.error = "help takes one COMMAND";
        else if (helpCommand && !a.command.isEmpty() && !isCommand(a.command))
            result.error = "unknown command \"" + a.command + "\" (the commands: " + commandNames().join(", ") + ")";
        if (!result.error.isEmpty()) a.command.clear();
        return result;
    }
    if (a.version) return result;

    if (args.isEmpty()) {
        result.error = "no command given";
        return result;
    }
    a.command = args.first();
    a.operands = args.mid(1);
    a.json = parser.isSet("json");
    a.explain = parser.isSet("explain");
    a.cable_sheet = parser.isSet("cable-sheet");
    a.markdown = parser.isSet("markdown");
    a.catalogs = parser.values("catalog");
    if (parser.isSet("cables")) a.cables = parser.value("cables");
    a.bom = parser.value("bom");
    a.xlsx = parser.value("xlsx");
    a.csv = parser.value("csv");
    a.report = parser.value("report");
    a.model = parser.value("model");
    a.vary = parser.values("vary");
    a.variants = parser.values("choose") + parser.values("variants");  // --variants: the name shipped first
    a.metrics = parser.values("metric");
    for (const QString& list : parser.values("metrics")) a.metrics += list.split(',', Qt::SkipEmptyParts);
    bool threadsOk = true;
    const int threads = parser.isSet("threads") ? parser.value("threads").toInt(&threadsOk) : 0;
    a.threads = threads > 0 ? static_cast<unsigned>(threads) : 0;
    const int top = parser.value("top").toInt();
    a.top = top >= 1 && top <= 100 ? static_cast<unsigned>(top) : 0;
    a.save_best = parser.value("save-best");
    a.gpu = parser.value("gpu");
    a.output = parser.value("o");
    QString numberError;
    // A 1e-300 Gb/s NIC or a 1e-300 share was taken and fitted into nonsense (issue 23): real ranges.
    a.nic_gbps = numberOption(parser, "nic-gbps", 1, 1e5, "a number of Gb/s per GPU from 1 to 100000", &numberError);
    a.training_share = numberOption(parser, "training-share", 0.01, 1, "a number from 0.01 to 1", &numberError);
    result.error = check(parser, a, threadsOk, threads);
    if (result.error.isEmpty()) result.error = checkCalibrate(parser, a, numberError);
    return result;
}

}  // namespace cpcli
