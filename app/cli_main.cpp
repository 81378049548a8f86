// clusterplanner-cli: the same engine as the GUI, for scripts.
// Exit codes: 0 ok, 1 invalid input (message names the JSON path), 2 usage error.

#include <QCommandLineParser>
#include <QCoreApplication>

#include <iostream>

#include "catalog/catalog_loader.h"
#include "common/data_dir.h"
#include "common/input_error.h"
#include "io/cable_plan_csv.h"
#include "io/catalog_output.h"
#include "io/plan_json.h"
#include "io/plan_text.h"
#include "plan/compare.h"
#include "plan/evaluate.h"
#include "profile/profile_io.h"

namespace {

constexpr int kExitOk = 0;
constexpr int kExitInvalidInput = 1;
constexpr int kExitUsage = 2;

const char* kUsage =
    "Usage: clusterplanner-cli <command> [options]\n"
    "\n"
    "Commands:\n"
    "  plan PROFILE [--json] [--explain] [--cables FILE.csv]\n"
    "                                      compute the plan of a profile; --cables also writes\n"
    "                                      the point-to-point cable plan (one row per cable)\n"
    "  validate PROFILE                    check a profile; print errors and warnings only\n"
    "  compare PROFILE_A PROFILE_B [--json] every headline figure of both and the ratio B / A\n"
    "  catalog [--json]                    list catalog parts with key specs and sources\n"
    "\n"
    "Options:\n"
    "  --json             machine-readable JSON (contract: docs/cli.md)\n"
    "  --explain          add how every headline number was obtained\n"
    "  --catalog FILE     add or override catalog entries from FILE (repeatable)\n"
    "  --cables FILE      with plan: write the cable plan as CSV (atomically)\n"
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
    const QCommandLineOption helpOption(QStringList{"h", "help"});
    const QCommandLineOption versionOption(QStringList{"v", "version"});
    parser.addOptions({jsonOption, explainOption, catalogOption, cablesOption, helpOption, versionOption});
    if (!parser.parse(QCoreApplication::arguments())) return usageError(parser.errorText());
    if (parser.isSet(helpOption)) { std::cout << kUsage; return kExitOk; }
    if (parser.isSet(versionOption)) { std::cout << "clusterplanner-cli " << CLUSTERPLANNER_VERSION << "\n"; return kExitOk; }

    const QStringList args = parser.positionalArguments();
    if (args.isEmpty()) return usageError("no command given");
    const QString command = args.first();
    const bool json = parser.isSet(jsonOption);
    const bool explain = parser.isSet(explainOption);

    const bool needsProfile = command == "plan" || command == "validate";
    if (!needsProfile && command != "catalog" && command != "compare") return usageError("unknown command \"" + command + "\"");
    if (needsProfile && args.size() != 2) return usageError(command + " takes exactly one PROFILE");
    if (command == "compare" && args.size() != 3) return usageError("compare takes two profiles");
    if (command == "compare" && explain) return usageError("compare takes no --explain");
    if (command == "catalog" && args.size() != 1) return usageError("catalog takes no arguments");
    if (command == "validate" && (json || explain)) return usageError("validate takes no --json or --explain");
    if (command == "catalog" && explain) return usageError("catalog takes no --explain");
    if (command != "plan" && parser.isSet(cablesOption)) return usageError("only plan takes --cables");

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
        if (command == "compare") {
            cp::Plan a, b;
            cp::loadProfileFile(args.at(1).toStdString(), catalog, warnings, &a);
            cp::loadProfileFile(args.at(2).toStdString(), catalog, warnings, &b);
            printWarnings(warnings);
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
        if (parser.isSet(cablesOption)) {
            const std::string csv = parser.value(cablesOption).toStdString();
            try {
                const auto rows = cp::writeCablePlanCsv(csv, profile, catalog, plan);
                std::cerr << "wrote " << rows << " cables to " << csv << "\n";
            } catch (const std::runtime_error& e) {
                std::cerr << "error: " << e.what() << "\n";
                return kExitInvalidInput;
            }
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
