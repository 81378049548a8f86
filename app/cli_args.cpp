#include "cli_args.h"

#include <QCommandLineParser>

#include <filesystem>
#include <initializer_list>

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

// The usage checks, in the order the CLI has always applied them (the first failing one is reported).
QString check(const QCommandLineParser& parser, const CliArgs& a, bool threadsOk, int threads) {
    const QStringList& args = parser.positionalArguments();
    const QString& command = a.command;
    const bool needsProfile = command == "plan" || command == "validate";
    if (!needsProfile && command != "catalog" && command != "fields" && command != "compare" && command != "sweep")
        return "unknown command \"" + command + "\"";
    if (command == "sweep" && args.size() < 2) return "sweep takes a STUDY or PROFILE file";
    if (command == "sweep" && a.explain) return "sweep takes no --explain";
    for (const char* name : {"vary", "choose", "variants", "metric", "metrics", "threads"})
        if (command != "sweep" && parser.isSet(name)) return QString("only sweep takes --") + name;
    if (command != "sweep" && command != "compare" && parser.isSet("csv")) return "only sweep and compare take --csv";
    if (a.json && a.csv == "-") return "--json and --csv - both print to stdout; choose one";
    // 256: explore/sweep.h kMaxSweepThreads (this parser links no core).
    if (!threadsOk || threads < 0 || threads > 256) return "--threads takes an integer from 1 to 256";
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
    parser.addOptions({QCommandLineOption("vary", "", "PATH=SPEC"), QCommandLineOption("choose", "", "PATH=A,B"),
                       QCommandLineOption("variants", "", "PATH=A,B"), QCommandLineOption("metrics", "", "M1,M2"),
                       QCommandLineOption("metric", "", "PATH"), QCommandLineOption("csv", "", "FILE"),
                       QCommandLineOption("threads", "", "N"), QCommandLineOption("report", "", "FILE")});
    CliParse result;
    if (!parser.parse(withCsvToStdout(arguments))) {
        result.error = parser.errorText();
        return result;
    }
    CliArgs& a = result.args;
    a.help = parser.isSet(helpOption);
    a.version = !a.help && parser.isSet(versionOption);
    if (a.help || a.version) return result;

    const QStringList args = parser.positionalArguments();
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
    a.vary = parser.values("vary");
    a.variants = parser.values("choose") + parser.values("variants");  // --variants: the name shipped first
    a.metrics = parser.values("metric");
    for (const QString& list : parser.values("metrics")) a.metrics += list.split(',', Qt::SkipEmptyParts);
    bool threadsOk = true;
    const int threads = parser.isSet("threads") ? parser.value("threads").toInt(&threadsOk) : 0;
    a.threads = threads > 0 ? static_cast<unsigned>(threads) : 0;
    result.error = check(parser, a, threadsOk, threads);
    return result;
}

}  // namespace cpcli
