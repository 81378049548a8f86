// clusterplanner-cli: the same engine as the GUI, for scripts.
// Exit codes: 0 ok, 1 invalid input (message names the JSON path), 2 usage error.

#include <QCommandLineParser>
#include <QCoreApplication>

#include <filesystem>
#include <optional>
#include <iostream>

#include "catalog/catalog_loader.h"
#include "common/data_dir.h"
#include "common/file_io.h"
#include "common/format.h"
#include "common/input_error.h"
#include "io/bom_csv.h"
#include "io/bom_xlsx.h"
#include "io/cable_plan_csv.h"
#include "io/catalog_output.h"
#include "io/plan_json.h"
#include "io/plan_text.h"
#include "io/sweep_output.h"
#include "plan/compare.h"
#include "plan/evaluate.h"
#include "plan/study.h"
#include "plan/sweep.h"
#include "profile/profile_io.h"

namespace {

constexpr int kExitOk = 0;
constexpr int kExitInvalidInput = 1;
constexpr int kExitUsage = 2;

const char* kUsage =
    "Usage: clusterplanner-cli <command> [options]\n"
    "\n"
    "Commands:\n"
    "  plan PROFILE [--json] [--explain] [--cables FILE.csv] [--bom FILE.xlsx|FILE.csv [--cable-sheet]]\n"
    "                                      compute the plan of a profile; --cables also writes\n"
    "                                      the point-to-point cable plan (one row per cable),\n"
    "                                      --bom the bill of materials (XLSX: the whole plan)\n"
    "  validate PROFILE                    check a profile; print errors and warnings only\n"
    "  compare PROFILE_A PROFILE_B [--json] [--xlsx FILE.xlsx]\n"
    "                                      every headline figure of both and the ratio B / A\n"
    "  catalog [--json]                    list catalog parts with key specs and sources\n"
    "  sweep STUDY [--csv FILE] [--json] [--threads N]\n"
    "  sweep PROFILE... --vary PATH=SPEC [--vary PATH=SPEC] [--variants PATH=A,B,...]\n"
    "        [--metric PATH]... [--csv FILE] [--json] [--threads N]\n"
    "                                      vary profile inputs, read plan metrics at every point\n"
    "                                      (SPEC: FROM:TO:STEPS, FROM:TO:STEPS:log or V1,V2,...;\n"
    "                                      several PROFILEs are the designs compared; docs/sweeps.md)"
    "\n"
    "Options:\n"
    "  --json             machine-readable JSON (contract: docs/cli.md)\n"
    "  --explain          add how every headline number was obtained\n"
    "  --catalog FILE     add or override catalog entries from FILE (repeatable)\n"
    "  --cables FILE      with plan: write the cable plan as CSV (atomically)\n"
    "  --bom FILE         with plan: write the BOM as .xlsx (every sheet) or .csv (atomically)\n"
    "  --cable-sheet      with --bom FILE.xlsx: add the cable plan sheet (one row per cable)\n"
    "  --xlsx FILE        with compare: write both plans and a Compare sheet (atomically)\n"
    "  --vary PATH=SPEC   with sweep: a numeric profile input to vary (at most two: a grid)\n"
    "  --variants PATH=A,B  with sweep: a categorical input (values are JSON or text)\n"
    "  --metric PATH      with sweep: a plan metric (JSON path into plan --json; repeatable)\n"
    "  --csv FILE         with sweep: write the rows as CSV (atomically)\n"
    "  --threads N        with sweep: worker threads (default: all cores)\n"
    "  -h, --help         show this help\n"
    "  -v, --version      show the version\n"
    "\n"
    "Exit codes: 0 ok, 1 invalid input, 2 usage error.\n";

int usageError(const QString& message) {
    std::cerr << "clusterplanner-cli: " << message.toStdString() << "\n\n" << kUsage;
    return kExitUsage;
}

void printWarnings(const cp::Diagnostics& warnings) {
    for (const auto& w : warnings) std::cerr << "warning: " << (w.path.empty() ? "" : w.path + ": ") << w.message << "\n";
}

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

// " (replaced the existing file)" when `path` exists before an export, so an overwrite is never silent.
std::string replacedNote(const std::string& path) {
    std::error_code ec;
    return std::filesystem::exists(path, ec) ? " (replaced the existing file)" : "";
}

// --- sweep ---------------------------------------------------------------------
// "PATH=FROM:TO:STEPS[:log]" or "PATH=V1,V2,..."; nullopt when malformed.
std::optional<cp::SweepAxis> parseVary(const QString& text) {
    const qsizetype eq = text.indexOf('=');
    if (eq <= 0) return std::nullopt;
    cp::SweepAxis axis;
    axis.path = text.left(eq).toStdString();
    const QString spec = text.mid(eq + 1);
    bool ok = true;
    auto number = [&](const QString& t) { bool good = false; const double v = t.toDouble(&good); ok = ok && good; return v; };
    if (spec.contains(':')) {
        const QStringList parts = spec.split(':');
        if (parts.size() < 3 || parts.size() > 4 || (parts.size() == 4 && parts[3] != "log" && parts[3] != "linear")) return std::nullopt;
        cp::SweepRange range{number(parts[0]), number(parts[1]), parts[2].toInt(&ok), parts.size() == 4 && parts[3] == "log"};
        axis.range = range;
    } else {
        for (const QString& v : spec.split(',')) axis.list.push_back(number(v));
    }
    return ok ? std::optional(axis) : std::nullopt;
}

// "PATH=A,B,...": one variant per value; a value is JSON when it parses as JSON, else text.
std::optional<std::vector<cp::SweepVariant>> parseVariants(const QString& text) {
    const qsizetype eq = text.indexOf('=');
    if (eq <= 0 || eq + 1 == text.size()) return std::nullopt;
    std::vector<cp::SweepVariant> variants;
    for (const QString& v : text.mid(eq + 1).split(',')) {
        const std::string raw = v.toStdString();
        cp::Json value = cp::Json::accept(raw) ? cp::Json::parse(raw) : cp::Json(raw);
        variants.push_back({value.is_string() ? value.get<std::string>() : raw, std::nullopt, {{text.left(eq).toStdString(), value}}});
    }
    return variants;
}

struct SweepOptions {
    QStringList files;
    QStringList vary, variants, metrics;
    QString csv;
    bool json = false;
    unsigned threads = 0;
};

int sweepCommand(const SweepOptions& o, const std::string& dataDir, const cp::Catalog& catalog) {
    cp::Diagnostics warnings;
    cp::SweepSpec spec;
    cp::SweepOutputInfo info;
    std::optional<cp::Study> study;
    const std::string first = o.files.first().toStdString();
    const bool adHoc = !o.vary.isEmpty() || !o.variants.isEmpty() || !o.metrics.isEmpty() || o.files.size() > 1;
    if (!adHoc) {
        const cp::Json doc = cp::parseJson(cp::readTextFile(first), first);
        if (!doc.is_object() || !doc.contains("base_profile"))
            return usageError("sweep PROFILE needs --vary or --variants (or give a study file)");
        study = cp::loadStudyFile(first, dataDir + "/profiles", catalog, warnings);
        spec = study->spec;
        info.title = study->name + "\n" + study->question;
    } else {
        for (const QString& v : o.vary) {
            auto axis = parseVary(v);
            if (!axis) return usageError("--vary takes PATH=FROM:TO:STEPS[:log] or PATH=V1,V2,...; found \"" + v + "\"");
            spec.axes.push_back(*axis);
        }
        if (spec.axes.size() > 2) return usageError("at most two --vary (a grid)");
        if (o.variants.size() > 1 || (!o.variants.isEmpty() && o.files.size() > 1))
            return usageError("one categorical input: --variants once, or several PROFILEs");
        for (const QString& file : o.files) {
            const std::string path = file.toStdString();
            cp::loadProfileFile(path, catalog, warnings);  // the base must be valid on its own
            cp::Json doc = cp::parseJson(cp::readTextFile(path), path);
            if (spec.base.is_null()) { spec.base = doc; spec.base_name = path; }
            if (o.files.size() > 1) spec.variants.push_back({std::filesystem::path(path).stem().string(), doc, {}});
        }
        if (!o.variants.isEmpty()) {
            auto variants = parseVariants(o.variants.first());
            if (!variants) return usageError("--variants takes PATH=A,B,...; found \"" + o.variants.first() + "\"");
            spec.variants = *variants;
        }
        if (spec.axes.empty() && spec.variants.empty()) return usageError("sweep PROFILE needs --vary or --variants");
        for (const QString& m : o.metrics) spec.metrics.push_back(m.toStdString());
        if (spec.metrics.empty())
            spec.metrics = {"/fabric/switches_total", "/power/facility_kw", "/cost/capex_usd", "/training/days"};
        cp::validateSweep(spec, catalog, "command line");
    }
    printWarnings(warnings);
    cp::SweepControl control;
    control.threads = o.threads;
    const cp::SweepResult result = cp::runSweep(spec, catalog, control);
    if (study && !study->pareto.empty()) {
        info.with_pareto = true;
        info.pareto_rows = cp::studyParetoRows(*study, result);
    }
    std::cerr << result.rows.size() << " points in " << cp::formatFixed(result.seconds, 2) << " s";
    if (result.failed()) std::cerr << ", " << result.failed() << " invalid (their rows say why)";
    std::cerr << "\n";
    if (!o.csv.isEmpty()) {
        const std::string csv = o.csv.toStdString();
        try {
            const std::string note = replacedNote(csv);
            const std::size_t rows = cp::writeSweepCsv(csv, result, info);
            std::cerr << "wrote " << rows << " rows to " << csv << note << "\n";
        } catch (const std::runtime_error& e) {
            std::cerr << "error: " << e.what() << "\n";
            return kExitInvalidInput;
        }
    }
    std::cout << (o.json ? cp::sweepJsonText(result, info) : cp::sweepText(result, info));
    return kExitOk;
}

}  // namespace

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("clusterplanner-cli");
    QCoreApplication::setApplicationVersion(CLUSTERPLANNER_VERSION);

    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption jsonOption("json");
    const QCommandLineOption explainOption("explain");
    const QCommandLineOption catalogOption("catalog", "", "FILE");
    const QCommandLineOption cablesOption("cables", "", "FILE");
    const QCommandLineOption bomOption("bom", "", "FILE");
    const QCommandLineOption cableSheetOption("cable-sheet");
    const QCommandLineOption xlsxOption("xlsx", "", "FILE");
    const QCommandLineOption varyOption("vary", "", "PATH=SPEC");
    const QCommandLineOption variantsOption("variants", "", "PATH=A,B");
    const QCommandLineOption metricOption("metric", "", "PATH");
    const QCommandLineOption csvOption("csv", "", "FILE");
    const QCommandLineOption threadsOption("threads", "", "N");
    const QCommandLineOption helpOption(QStringList{"h", "help"});
    const QCommandLineOption versionOption(QStringList{"v", "version"});
    parser.addOptions({jsonOption, explainOption, catalogOption, cablesOption, bomOption, cableSheetOption, xlsxOption, helpOption,
                       versionOption});
    parser.addOptions({varyOption, variantsOption, metricOption, csvOption, threadsOption});
    if (!parser.parse(QCoreApplication::arguments())) return usageError(parser.errorText());
    if (parser.isSet(helpOption)) { std::cout << kUsage; return kExitOk; }
    if (parser.isSet(versionOption)) { std::cout << "clusterplanner-cli " << CLUSTERPLANNER_VERSION << "\n"; return kExitOk; }

    const QStringList args = parser.positionalArguments();
    if (args.isEmpty()) return usageError("no command given");
    const QString command = args.first();
    const bool json = parser.isSet(jsonOption);
    const bool explain = parser.isSet(explainOption);

    const bool needsProfile = command == "plan" || command == "validate";
    if (!needsProfile && command != "catalog" && command != "compare" && command != "sweep")
        return usageError("unknown command \"" + command + "\"");
    if (command == "sweep" && args.size() < 2) return usageError("sweep takes a STUDY or PROFILE file");
    if (command == "sweep" && explain) return usageError("sweep takes no --explain");
    for (const QCommandLineOption* o : {&varyOption, &variantsOption, &metricOption, &csvOption, &threadsOption})
        if (command != "sweep" && parser.isSet(*o)) return usageError("only sweep takes --" + o->names().first());
    bool threadsOk = true;
    const int threads = parser.isSet(threadsOption) ? parser.value(threadsOption).toInt(&threadsOk) : 0;
    if (!threadsOk || threads < 0 || threads > 1024) return usageError("--threads takes an integer from 1 to 1024");
    if (needsProfile && args.size() != 2) return usageError(command + " takes exactly one PROFILE");
    if (command == "compare" && args.size() != 3) return usageError("compare takes two profiles");
    if (command == "compare" && explain) return usageError("compare takes no --explain");
    if (command == "catalog" && args.size() != 1) return usageError("catalog takes no arguments");
    if (command == "validate" && (json || explain)) return usageError("validate takes no --json or --explain");
    if (command == "catalog" && explain) return usageError("catalog takes no --explain");
    if (command != "plan" && parser.isSet(cablesOption)) return usageError("only plan takes --cables");
    if (command != "plan" && parser.isSet(bomOption)) return usageError("only plan takes --bom");
    if (command != "compare" && parser.isSet(xlsxOption)) return usageError("only compare takes --xlsx");
    const QString bomPath = parser.value(bomOption);
    if (parser.isSet(bomOption) && !endsWith(bomPath, ".xlsx") && !endsWith(bomPath, ".csv"))
        return usageError("--bom takes a file ending in .xlsx or .csv");
    if (parser.isSet(cableSheetOption) && !endsWith(bomPath, ".xlsx")) return usageError("--cable-sheet needs --bom FILE.xlsx");
    if (parser.isSet(xlsxOption) && !endsWith(parser.value(xlsxOption), ".xlsx"))
        return usageError("--xlsx takes a file ending in .xlsx");
    if (parser.isSet(bomOption) && parser.isSet(cablesOption) && sameFile(bomPath, parser.value(cablesOption)))
        return usageError("--bom and --cables name the same file");

    const std::string dataDir = cp::findDataDir(QCoreApplication::applicationDirPath().toStdString());
    if (dataDir.empty()) {
        std::cerr << "clusterplanner-cli: cannot find the data folder (set CLUSTERPLANNER_DATA_DIR)\n";
        return kExitInvalidInput;
    }
    std::vector<std::string> userCatalogs;
    for (const QString& f : parser.values(catalogOption)) userCatalogs.push_back(f.toStdString());

    try {
        cp::Diagnostics warnings;
        const cp::Catalog catalog = cp::loadCatalogFiles(cp::catalogFileList(dataDir, userCatalogs), warnings);
        if (command == "catalog") {
            printWarnings(warnings);
            std::cout << (json ? cp::catalogJsonText(catalog) : cp::catalogText(catalog));
            return kExitOk;
        }
        if (command == "sweep") {
            printWarnings(warnings);
            return sweepCommand({args.mid(1), parser.values(varyOption), parser.values(variantsOption), parser.values(metricOption),
                                 parser.value(csvOption), json, static_cast<unsigned>(threads)},
                                dataDir, catalog);
        }
        if (command == "compare") {
            cp::Plan a, b;
            const cp::Profile pa = cp::loadProfileFile(args.at(1).toStdString(), catalog, warnings, &a);
            const cp::Profile pb = cp::loadProfileFile(args.at(2).toStdString(), catalog, warnings, &b);
            printWarnings(warnings);
            if (parser.isSet(xlsxOption)) {
                const std::string xlsx = parser.value(xlsxOption).toStdString();
                try {
                    const std::string note = replacedNote(xlsx);
                    const cp::XlsxResult r = cp::writePlansXlsx(xlsx, {{&pa, &a}, {&pb, &b}}, catalog);
                    std::cerr << "wrote " << r.sheets << " sheets to " << xlsx << note << "\n";
                } catch (const std::runtime_error& e) {
                    std::cerr << "error: " << e.what() << "\n";
                    return kExitInvalidInput;
                }
            }
            const cp::Comparison c = cp::comparePlans(a, b, catalog);
            std::cout << (json ? cp::comparisonJsonText(c) : cp::comparisonText(c));
            return kExitOk;
        }
        const std::string profilePath = args.at(1).toStdString();
        cp::Plan plan;
        const cp::Profile profile = cp::loadProfileFile(profilePath, catalog, warnings, &plan);
        printWarnings(warnings);
        if (command == "validate") {
            printWarnings(plan.warnings);
            std::cout << profilePath << ": valid (" << warnings.size() + plan.warnings.size() << " warning(s))\n";
            return kExitOk;
        }
        try {
            if (parser.isSet(cablesOption)) {
                const std::string csv = parser.value(cablesOption).toStdString();
                const std::string note = replacedNote(csv);
                const auto rows = cp::writeCablePlanCsv(csv, profile, catalog, plan);
                std::cerr << "wrote " << rows << " cables to " << csv << note << "\n";
            }
            if (parser.isSet(bomOption)) {
                const std::string file = bomPath.toStdString();
                const std::string note = replacedNote(file);
                if (endsWith(bomPath, ".csv")) {
                    const auto lines = cp::writeBomCsv(file, plan);
                    std::cerr << "wrote " << lines << " BOM lines to " << file << note << "\n";
                } else {
                    cp::XlsxOptions options;
                    options.cable_plan_sheet = parser.isSet(cableSheetOption);
                    const cp::XlsxResult r = cp::writePlanXlsx(file, profile, catalog, plan, options);
                    std::cerr << "wrote " << r.sheets << " sheets";
                    if (r.cable_rows) std::cerr << " (" << r.cable_rows << " cables)";
                    std::cerr << " to " << file << note << "\n";
                }
            }
        } catch (const std::runtime_error& e) {
            std::cerr << "error: " << e.what() << "\n";
            return kExitInvalidInput;
        }
        if (json) {
            std::cout << cp::planToJsonText(plan, explain);
        } else {
            std::cout << cp::planSummaryText(plan);
            if (explain) std::cout << "\n" << cp::planExplainText(plan);
        }
        return kExitOk;
    } catch (const cp::InputError& e) {
        std::cerr << "error: " << e.what() << "\n";
        return kExitInvalidInput;
    }
}
