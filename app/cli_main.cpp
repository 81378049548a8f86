// clusterplanner-cli: the same engine as the GUI, for scripts.
// Exit codes: 0 ok, 1 invalid input (message names the JSON path), 2 usage error, 3 validation past a --max-* limit.

#include <algorithm>
#include <csignal>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <iostream>
#include <string_view>

#if __has_include(<unistd.h>)
#include <unistd.h>
#endif

#ifdef CLUSTERPLANNER_CLI_REPORT
#include <QApplication>

#include "export/report_writer.h"
#endif

#include "catalog/catalog_fields.h"
#include "catalog/catalog_loader.h"
#include "cli_args.h"
#include "cli_calibrate.h"
#include "cli_help.h"
#include "cli_optimize.h"
#include "cli_uncertainty.h"
#include "cli_validation.h"
#include "cli_text.h"
#include "common/build_info.h"
#include "common/csv_writer.h"
#include "common/data_dir.h"
#include "common/file_io.h"
#include "common/format.h"
#include "common/input_error.h"
#include "common/text_table.h"
#include "explore/compare.h"
#include "explore/study.h"
#include "explore/sweep_bands.h"
#include "explore/sweep.h"
#include "io/bom_csv.h"
#include "io/bom_xlsx.h"
#include "io/cable_plan_csv.h"
#include "io/catalog_output.h"
#include "io/plan_text.h"
#include "io/sweep_output.h"
#include "plan/evaluate.h"
#include "plan/plan_json.h"
#include "plan/validate.h"
#include "profile/field_table.h"
#include "profile/model_preset.h"
#include "profile/profile_io.h"
#include "report_exec.h"

namespace {

constexpr int kExitOk = 0;
constexpr int kExitInvalidInput = 1;
constexpr int kExitUsage = 2;

// The command whose usage a usage error points to (set once the arguments are known).
std::string usageCommand;

int usageError(const std::string& message) {
    std::cerr << cpcli::usageErrorText(message, usageCommand);
    return kExitUsage;
}

// Every error of the input: the first and those the reader found past it (a profile's bad fields).
void printInputError(const cp::InputError& e) {
    std::cerr << "error: " << e.what() << "\n";
    for (const std::string& further : e.furtherErrors()) std::cerr << "error: " << further << "\n";
    if (!e.furtherErrors().empty())
        std::cerr << cp::countOf(static_cast<std::int64_t>(e.furtherErrors().size() + 1), "error") << "\n";
}

void printWarnings(const cp::Diagnostics& warnings) {
    for (const auto& w : warnings) std::cerr << "warning: " << (w.path.empty() ? "" : w.path + ": ") << w.message << "\n";
}

bool stderrIsTerminal() {
#if __has_include(<unistd.h>)
    return isatty(STDERR_FILENO) != 0;
#else
    return false;
#endif
}

// --- compare ---------------------------------------------------------------------
// --csv of compare: "-" prints the CSV and ends (returns 0), a FILE is written atomically
// (-1: go on and print the table; 1: it could not be written); -1 without --csv.
int writeComparisonCsv(const std::string& csv, const cp::MultiComparison& c) {
    if (csv.empty()) return -1;
    if (csv == "-") {
        std::cout << cp::comparisonCsv(c);
        return kExitOk;
    }
    try {
        const std::string note = cpcli::replacedNote(csv);
        cp::writeFileAtomically(csv, cp::comparisonCsv(c));
        std::cerr << "wrote " << c.rows.size() << " rows to " << csv << note << "\n";
        return -1;
    } catch (const std::runtime_error& e) {
        std::cerr << "error: " << e.what() << "\n";
        return kExitInvalidInput;
    }
}

// More than two profiles: {names[], baseline, rows[] {section, key, label, unit, values[], ratios[]}}.
std::string comparisonJson(const cp::MultiComparison& c) {
    auto list = [](const std::vector<std::optional<double>>& values) {
        cp::Json a = cp::Json::array();
        for (const auto& v : values) a.push_back(v ? cp::Json(*v) : cp::Json());
        return a;
    };
    cp::Json rows = cp::Json::array();
    for (const cp::MultiComparisonRow& r : c.rows)
        rows.push_back({{"section", r.section},
                        {"key", r.key},
                        {"label", r.label},
                        {"unit", r.unit},
                        {"values", list(r.values)},
                        {"ratios", list(r.ratios)}});
    return cp::Json{{"names", c.names}, {"baseline", c.baseline}, {"rows", rows}}.dump(2) + "\n";
}

// --- sweep ---------------------------------------------------------------------
// "PATH=FROM:TO:STEPS[:log]" or "PATH=V1,V2,..."; nullopt when malformed.
std::optional<cp::SweepAxis> parseVary(const std::string& text) {
    const std::size_t eq = text.find('=');
    if (eq == 0 || eq == std::string::npos) return std::nullopt;
    cp::SweepAxis axis;
    axis.path = text.substr(0, eq);
    const std::string spec = text.substr(eq + 1);
    bool ok = true;
    auto number = [&](const std::string& t) {
        const std::optional<double> v = cpcli::numberOf<double>(t);
        ok = ok && v;
        return v.value_or(0);
    };
    if (spec.find(':') != std::string::npos) {
        const cpcli::Strings parts = cpcli::splitOn(spec, ':');
        if (parts.size() < 3 || parts.size() > 4 || (parts.size() == 4 && parts[3] != "log" && parts[3] != "linear"))
            return std::nullopt;
        const std::optional<int> steps = cpcli::numberOf<int>(parts[2]);
        ok = ok && steps;
        axis.range =
            cp::SweepRange{number(parts[0]), number(parts[1]), steps.value_or(0), parts.size() == 4 && parts[3] == "log"};
    } else {
        for (const std::string& v : cpcli::splitOn(spec, ',')) axis.list.push_back(number(v));
    }
    return ok ? std::optional(axis) : std::nullopt;
}

// "PATH=A,B,...": one variant per value; a value is JSON when it parses as JSON, else text.
std::optional<std::vector<cp::SweepVariant>> parseVariants(const std::string& text) {
    const std::size_t eq = text.find('=');
    if (eq == 0 || eq == std::string::npos || eq + 1 == text.size()) return std::nullopt;
    std::vector<cp::SweepVariant> variants;
    for (const std::string& raw : cpcli::splitOn(std::string_view(text).substr(eq + 1), ',')) {
        // cp::parseJson refuses what Json::parse would take badly (nesting, repeated keys).
        cp::Json value = cp::Json::accept(raw) ? cp::parseJson(raw, "--choose") : cp::Json(raw);
        variants.push_back({value.is_string() ? value.get<std::string>() : raw, std::nullopt, {{text.substr(0, eq), value}}});
    }
    return variants;
}

// Progress on stderr for long sweeps (more than 200 points, or any sweep when stderr is a
// terminal): a line at every tenth of the points. Empty (no reporting) otherwise.
std::function<void(std::size_t, std::size_t)> progressReporter(std::size_t points) {
    if (points <= 200 && !stderrIsTerminal()) return {};
    auto lastTenth = std::make_shared<std::size_t>(0);
    return [lastTenth](std::size_t done, std::size_t total) {  // calls are serialised by runSweep
        const std::size_t tenth = total ? done * 10 / total : 10;
        if (tenth <= *lastTenth) return;
        *lastTenth = tenth;
        std::cerr << "sweep: " << tenth * 10 << "% (" << done << " of " << total << " points)\n" << std::flush;
    };
}

// The profile with a model preset inserted (--model ID or FILE.json), validated like a file:
// a preset the profile cannot take is refused naming the preset and the field.
cp::ValidProfile withModelPreset(const std::string& profilePath, const std::string& model, const std::string& dataDir,
                                 const cp::Catalog& catalog, cp::Diagnostics& warnings) {
    const cp::Profile profile = cp::loadProfileFile(profilePath, catalog, warnings);
    cp::Diagnostics presetWarnings;
    std::optional<cp::ModelPreset> preset;
    if (model.size() > 5 && model.ends_with(".json")) {
        preset = cp::parseModelPreset(cp::readTextFile(model), model, model, presetWarnings);
    } else {
        std::string ids;
        for (cp::ModelPreset& m : cp::loadModelPresets(dataDir, presetWarnings)) {
            ids += (ids.empty() ? "" : ", ") + m.id;
            if (m.id == model) preset = std::move(m);
        }
        if (!preset) throw cp::InputError(model, "", "is not a model preset (data/models has: " + ids + ")");
    }
    warnings.insert(warnings.end(), presetWarnings.begin(), presetWarnings.end());
    const cp::Profile edited = cp::applyModelPreset(profile, catalog, *preset);
    return {edited, cp::validateProfile(edited, catalog, profilePath)};
}

struct SweepOptions {
    cpcli::Strings files;
    cpcli::Strings vary, variants, metrics;
    std::string csv;
    bool json = false;
    unsigned threads = 0;
};

// A study's fan bands (each point sampled under its default ranges), or none.
cp::SweepBands studyBands(const cp::Study* study, const cp::SweepSpec& spec, const cp::SweepResult& result, const cp::Catalog& catalog,
                          cp::SweepControl control) {
    if (!study || !study->bands.samples) return {};
    control.progress = progressReporter(result.rows.size());
    cp::SweepBands bands = cp::sweepBands(spec, result, catalog, study->bands, control);
    std::cerr << "P10-P90 bands: " << study->bands.samples << " samples per point in " << cp::formatFixed(bands.seconds, 2) << " s\n";
    return bands;
}

int sweepCommand(const SweepOptions& o, const std::string& dataDir, const cp::Catalog& catalog) {
    cp::Diagnostics warnings;
    cp::SweepSpec spec;
    cp::SweepOutputInfo info;
    std::optional<cp::Study> study;
    const std::string& first = o.files.front();
    const bool adHoc = !o.vary.empty() || !o.variants.empty() || !o.metrics.empty() || o.files.size() > 1;
    if (!adHoc) {
        const cp::Json doc = cp::parseJson(cp::readTextFile(first), first);
        if (!doc.is_object() || !doc.contains("base_profile"))
            return usageError("sweep PROFILE needs --vary or --choose (or give a study file)");
        study = cp::loadStudyFile(first, dataDir + "/profiles", catalog, warnings);
        spec = study->spec;
        info.title = study->name + "\n" + study->question;
    } else {
        for (const std::string& v : o.vary) {
            auto axis = parseVary(v);
            if (!axis)
                return usageError("--vary takes PATH=FROM:TO:STEPS[:log] or PATH=V1,V2,...; found " + cp::quotedExcerpt(v));
            spec.axes.push_back(*axis);
        }
        if (spec.axes.size() > 2) return usageError("at most two --vary (a grid)");
        if (o.variants.size() > 1 || (!o.variants.empty() && o.files.size() > 1))
            return usageError("one categorical input: --choose once, or several PROFILEs");
        for (const std::string& path : o.files) {
            cp::Json doc = cp::parseJson(cp::readTextFile(path), path);
            // A study brings its own axes and metrics: as a profile it read "/compute: is required but missing".
            if (doc.is_object() && doc.contains("base_profile"))
                return usageError(path + " is a study: it runs its own axes and metrics, so it takes no --vary, --choose "
                                         "or --metrics and no other files; vary a PROFILE instead");
            cp::loadValidProfile(path, catalog, warnings);  // the base must be valid on its own
            if (spec.base.is_null()) {
                spec.base = doc;
                spec.base_name = path;
            }
            if (o.files.size() > 1) spec.variants.push_back({std::filesystem::path(path).stem().string(), doc, {}});
        }
        if (!o.variants.empty()) {
            auto variants = parseVariants(o.variants.front());
            if (!variants) return usageError("--choose takes PATH=A,B,...; found " + cp::quotedExcerpt(o.variants.front()));
            spec.variants = *variants;
        }
        if (spec.axes.empty() && spec.variants.empty()) return usageError("sweep PROFILE needs --vary or --choose");
        spec.metrics = o.metrics;
        if (spec.metrics.empty())
            spec.metrics = {"/fabric/switches_total", "/power/facility_kw", "/cost/capex_usd", "/training/days"};
        cp::validateSweep(spec, catalog, "command line");
    }
    printWarnings(warnings);
    cp::SweepControl control;
    control.threads = o.threads;
    control.progress = progressReporter(cp::sweepPoints(spec).size());
    const cp::SweepResult result = cp::runSweep(spec, catalog, control);
    if (study && !study->pareto.empty()) {
        info.with_pareto = true;
        info.pareto_rows = cp::studyParetoRows(*study, result);
    }
    std::cerr << result.rows.size() << " points in " << cp::formatFixed(result.seconds, 2) << " s";
    if (result.failed()) std::cerr << ", " << result.failed() << " invalid (their rows say why)";
    std::cerr << "\n";
    const cp::SweepBands bands = studyBands(study ? &*study : nullptr, spec, result, catalog, control);
    if (!bands.empty()) info.bands = &bands;
    if (o.csv == "-") {
        std::cout << cp::sweepCsv(result, info);
        return kExitOk;
    }
    if (!o.csv.empty()) {
        const std::string& csv = o.csv;
        try {
            const std::string note = cpcli::replacedNote(csv);
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

#ifdef CLUSTERPLANNER_CLI_REPORT
// The report draws on the offscreen platform, whose warnings (fonts it cannot find, window
// hints it ignores) say nothing about the report: only Qt's real errors reach stderr.
void reportMessageHandler(QtMsgType type, const QMessageLogContext&, const QString& message) {
    if (type == QtCriticalMsg || type == QtFatalMsg) std::cerr << "error: " << message.toStdString() << "\n";
}

// Only --report draws (diagram, charts, PDF), so only it gets a QApplication: on the offscreen
// platform unless QT_QPA_PLATFORM says otherwise. Every other command runs without Qt.
std::unique_ptr<QApplication> makeReportApplication(int& argc, char* argv[]) {
    if (!cpcli::asksForReport(argc, argv)) return nullptr;
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    qInstallMessageHandler(reportMessageHandler);
    return std::make_unique<QApplication>(argc, argv);
}
#endif

// Why clusterplanner-report could not be started (the CLI of a GUI build execs it for --report).
std::string reportProgramProblem;

// --help, --version and a --report this build cannot write: answered before any data is read.
std::optional<int> answerWithoutData(const cpcli::CliArgs& o) {
    if (o.help) {
        std::cout << cpcli::commandUsage(o.command);
        return kExitOk;
    }
    if (o.version) {
        std::cout << "clusterplanner-cli " << cp::versionString() << " (rev " << cp::gitRevision() << ")\n";
        return kExitOk;
    }
#if defined(CLUSTERPLANNER_REPORT_PROGRAM)
    if (!o.report.empty())
        return usageError("--report needs clusterplanner-report beside clusterplanner-cli (" + reportProgramProblem + ")");
#elif !defined(CLUSTERPLANNER_CLI_REPORT)
    if (!o.report.empty()) return usageError("--report needs the GUI build (configure with -DCLUSTERPLANNER_BUILD_GUI=ON)");
#endif
    return std::nullopt;
}

// compare A B [C ...]: two profiles side by side (text, JSON, CSV, XLSX), or several as one table.
int compareCommand(const cpcli::CliArgs& o, const cp::Catalog& catalog, cp::Diagnostics& warnings) {
    const bool json = o.json;
    if (o.operands.size() > 2) {
        std::vector<cp::Plan> plans(o.operands.size());
        std::vector<const cp::Plan*> pointers;
        for (std::size_t i = 0; i < plans.size(); ++i) {
            plans[i] = cp::loadValidProfile(o.operands.at(i), catalog, warnings).plan;
            pointers.push_back(&plans[i]);
        }
        printWarnings(warnings);
        const cp::MultiComparison c = cp::comparePlans(pointers, 0, catalog);
        if (const int code = writeComparisonCsv(o.csv, c); code >= 0) return code;
        std::cout << (json ? comparisonJson(c) : cp::comparisonText(c));
        return kExitOk;
    }
    const auto [pa, a] = cp::loadValidProfile(o.operands.at(0), catalog, warnings);
    const auto [pb, b] = cp::loadValidProfile(o.operands.at(1), catalog, warnings);
    printWarnings(warnings);
    if (!o.xlsx.empty()) {
        const std::string& xlsx = o.xlsx;
        try {
            const std::string note = cpcli::replacedNote(xlsx);
            const cp::XlsxResult r = cp::writePlansXlsx(xlsx, {{&pa, &a}, {&pb, &b}}, catalog);
            std::cerr << "wrote " << r.sheets << " sheets to " << xlsx << note << "\n";
        } catch (const std::runtime_error& e) {
            std::cerr << "error: " << e.what() << "\n";
            return kExitInvalidInput;
        }
    }
    if (const int code = writeComparisonCsv(o.csv, cp::comparePlans({&a, &b}, 0, catalog)); code >= 0) return code;
    const cp::Comparison c = cp::comparePlans(a, b, catalog);
    std::cout << (json ? cp::comparisonJsonText(c) : cp::comparisonText(c));
    return kExitOk;
}

// plan --bom / --cables / --report: each file written atomically; a failed write throws.
void writePlanFiles(const cpcli::CliArgs& o, const cp::Profile& profile, const cp::Catalog& catalog, const cp::Plan& plan) {
    if (o.cables) {
        const std::string& csv = *o.cables;
        const std::string note = cpcli::replacedNote(csv);
        const auto rows = cp::writeCablePlanCsv(csv, profile, catalog, plan);
        std::cerr << "wrote " << rows << " cables to " << csv << note << "\n";
    }
    if (!o.bom.empty()) {
        const std::string& file = o.bom;
        const std::string note = cpcli::replacedNote(file);
        if (cpcli::endsWithIgnoringCase(file, ".csv")) {
            const auto lines = cp::writeBomCsv(file, plan);
            std::cerr << "wrote " << lines << " BOM lines to " << file << note << "\n";
        } else {
            cp::XlsxOptions options;
            options.cable_plan_sheet = o.cable_sheet;
            const cp::XlsxResult r = cp::writePlanXlsx(file, profile, catalog, plan, options);
            std::cerr << "wrote " << r.sheets << " sheets";
            if (r.cable_rows) std::cerr << " (" << r.cable_rows << " cables)";
            std::cerr << " to " << file << note << "\n";
        }
    }
#ifdef CLUSTERPLANNER_CLI_REPORT
    if (!o.report.empty()) {
        const std::string note = cpcli::replacedNote(o.report);
        QString error;
        int pages = 0;
        if (!cpui::writeDesignReport(QString::fromStdString(o.report), profile, catalog, plan, &error, &pages))
            throw std::runtime_error(error.toStdString());
        std::cerr << "wrote " << pages << " pages to " << o.report << note << "\n";
    }
#endif
}

// plan and validate: one profile, its plan printed (text or JSON) and its files written.
int profileCommand(const cpcli::CliArgs& o, const std::string& dataDir, const cp::Catalog& catalog, cp::Diagnostics& warnings) {
    const std::string& profilePath = o.operands.at(0);
    const auto [profile, plan] = o.model.empty() ? cp::loadValidProfile(profilePath, catalog, warnings)
                                                 : withModelPreset(profilePath, o.model, dataDir, catalog, warnings);
    printWarnings(warnings);
    if (o.command == "validate") {
        printWarnings(plan.warnings);
        const auto count = static_cast<std::int64_t>(warnings.size() + plan.warnings.size());
        std::cout << profilePath << ": valid (" << cp::countOf(count, "warning") << ")\n";
        return kExitOk;
    }
    try {
        writePlanFiles(o, profile, catalog, plan);
    } catch (const std::runtime_error& e) {
        std::cerr << "error: " << e.what() << "\n";
        return kExitInvalidInput;
    }
    if (o.json) {
        std::cout << cp::planToJsonText(plan, o.explain);
    } else {
        std::cout << cp::planSummaryText(plan);
        if (o.explain) std::cout << "\n" << cp::planExplainText(plan);
    }
    return kExitOk;
}

// The commands that read the catalog; an InputError anywhere is printed in the one CLI style.
int catalogCommand(const cpcli::CliArgs& o, const std::string& dataDir) {
    try {
        cp::Diagnostics warnings;
        const cp::Catalog catalog = cp::loadCatalogFiles(cp::catalogFileList(dataDir, o.catalogs), warnings);
        if (o.command == "fields") {
            std::cout << (o.markdown ? cp::allFieldTablesMarkdown() : cp::fieldListText());
            return kExitOk;
        }
        if (o.command == "catalog" && o.markdown) {
            std::cout << cp::catalogFieldsMarkdown();
            return kExitOk;
        }
        if (o.command == "catalog") {
            printWarnings(warnings);
            std::cout << (o.json ? cp::catalogJsonText(catalog) : cp::catalogText(catalog));
            return kExitOk;
        }
        if (o.command == "sweep") {
            printWarnings(warnings);
            return sweepCommand({o.operands, o.vary, o.variants, o.metrics, o.csv, o.json, o.threads}, dataDir, catalog);
        }
        if (o.command == "compare") return compareCommand(o, catalog, warnings);
        return profileCommand(o, dataDir, catalog, warnings);
    } catch (const cp::InputError& e) {
        printInputError(e);
        return kExitInvalidInput;
    }
}

int run(int argc, char* argv[]) {
#ifdef CLUSTERPLANNER_CLI_REPORT
    const std::unique_ptr<QApplication> app = makeReportApplication(argc, argv);
#endif
    // Parsing and usage checks live in cli_args.cpp (pure, so they are unit-tested and fuzzed).
    const cpcli::Strings arguments(argv, argv + argc);
    const cpcli::CliParse parsed = cpcli::parseCliArguments(arguments);
    usageCommand = parsed.ok() ? parsed.args.command : cpcli::commandOf(arguments);
    if (!parsed.ok()) return usageError(parsed.error);
    const cpcli::CliArgs& o = parsed.args;
    if (const std::optional<int> code = answerWithoutData(o)) return *code;
    const std::string dataDir = cp::findDataDir(cpcli::programFolder());
    if (dataDir.empty()) {
        std::cerr << "clusterplanner-cli: cannot find the data folder (set CLUSTERPLANNER_DATA_DIR)\n";
        return kExitInvalidInput;
    }
    if (o.command == "calibrate") return cpcli::calibrateCommand(o, dataDir);
    if (o.command == "optimize") return cpcli::optimizeCommand(o, dataDir);
    if (o.command == "uncertainty") return cpcli::uncertaintyCommand(o, dataDir);
    if (o.command == "validation") return cpcli::validationCommand(o, dataDir);
    return catalogCommand(o, dataDir);
}

}  // namespace

int main(int argc, char* argv[]) {
    // Past a file-size limit (ulimit -f) a write fails with EFBIG instead of killing the process,
    // so exports take their failed-write path: message, exit 1, temporary removed, target intact.
#ifdef SIGXFSZ
    std::signal(SIGXFSZ, SIG_IGN);
#endif
#ifdef CLUSTERPLANNER_REPORT_PROGRAM
    // Before Qt starts: the report program takes over the whole command (it returns only on failure).
    if (cpcli::asksForReport(argc, argv)) reportProgramProblem = cpcli::execReportProgram(argv);
#endif
    // Each cause has its own check; this is the last line, so nothing ends in std::terminate.
    try {
        return run(argc, argv);
    } catch (const cp::InputError& e) {
        printInputError(e);
    } catch (const std::bad_alloc&) {
        std::cerr << "error: out of memory\n";
    } catch (const std::exception& e) {
        std::cerr << "error: " << e.what() << "\n";
    } catch (...) {
        std::cerr << "error: an unexpected failure\n";
    }
    return kExitInvalidInput;
}
