#include "cli_validation.h"

#include <iostream>

#include "catalog/catalog_loader.h"
#include "common/format.h"
#include "io/validation_output.h"

namespace cpcli {

namespace {

constexpr int kExitLimitExceeded = 3;

// "mean error 3.1% exceeds --max-mean-error 2" for each limit the report passes.
std::string limitsExceeded(const CliArgs& args, const cp::ValidationReport& report) {
    std::string out;
    if (args.max_mean_error && 100 * report.all.mean_abs_error > *args.max_mean_error)
        out += "mean error " + cp::formatFixed(100 * report.all.mean_abs_error, 2) + "% exceeds --max-mean-error " +
               cp::formatNumber(*args.max_mean_error) + "\n";
    if (args.max_worst_error && 100 * report.all.worst_abs_error > *args.max_worst_error)
        out += "worst error " + cp::formatFixed(100 * report.all.worst_abs_error, 2) + "% exceeds --max-worst-error " +
               cp::formatNumber(*args.max_worst_error) + "\n";
    return out;
}

}  // namespace

int validationCommand(const CliArgs& args, const std::string& dataDir) {
    // Errors (InputError, a failed write) reach main(), which prints each in the one CLI style.
    cp::Diagnostics warnings;
    const cp::Catalog catalog = cp::loadCatalogFiles(cp::catalogFileList(dataDir, args.catalogs), warnings);
    for (const auto& w : warnings) std::cerr << "warning: " << (w.path.empty() ? "" : w.path + ": ") << w.message << "\n";
    const std::vector<std::string> paths = args.operands.empty() ? std::vector<std::string>{dataDir + "/validation"} : args.operands;
    const cp::ValidationReport report = cp::validatePublishedRuns(paths, catalog);
    std::cout << (args.json ? cp::validationJsonText(report)
                            : args.markdown ? cp::validationMarkdown(report) : cp::validationText(report));
    if (report.all.runs == 0) {
        std::cerr << "error: no published run could be compared\n";
        return 1;
    }
    if (const std::string exceeded = limitsExceeded(args, report); !exceeded.empty()) {
        std::cerr << exceeded;
        return kExitLimitExceeded;
    }
    return report.problems > 0 ? 1 : 0;
}

}  // namespace cpcli
