#include "cli_optimize.h"

#include <iostream>

#include "catalog/catalog_loader.h"
#include "common/input_error.h"
#include "common/json_reader.h"
#include "explore/decision_robustness.h"
#include "explore/study.h"
#include "cli_text.h"
#include "common/file_io.h"
#include "io/optimize_export.h"
#include "io/optimize_output.h"
#include "profile/profile_io.h"

namespace cpcli {

int optimizeCommand(const CliArgs& args, const std::string& dataDir) {
    // Errors (InputError, a failed write) reach main(), which prints each in the one CLI style.
    cp::Diagnostics warnings;
    const cp::Catalog catalog = cp::loadCatalogFiles(cp::catalogFileList(dataDir, args.catalogs), warnings);
    cp::OptimizeSpec spec = cp::loadOptimizeSpecFile(args.operands.at(0), dataDir + "/profiles", catalog, warnings);
    if (args.top) spec.top = args.top;
    if (!args.save_best.empty() && !spec.base_inline &&
        sameFile(args.save_best, cp::resolveProfile(spec.base_name, args.operands.at(0), dataDir + "/profiles")))
        throw cp::InputError("", "--save-best",
                             args.save_best + " is the specification's base profile; choose another output file (the base "
                                              "profile is left as it is)");
    for (const auto& w : warnings) std::cerr << "warning: " << (w.path.empty() ? "" : w.path + ": ") << w.message << "\n";
    cp::OptimizeControl control;
    control.threads = args.threads;
    const cp::OptimizeResult result = cp::runOptimize(spec, catalog, control);
    const cp::OptimizeInsight insight = cp::optimizeInsight(spec, catalog, result, args.threads);
    if (!args.save_best.empty()) {
        cp::saveProfileFile(args.save_best, cp::bestProfile(spec, catalog, result));
        std::cerr << "wrote the best design to " << args.save_best << "\n";
    }
    if (!args.csv.empty() && args.csv != "-") {
        const std::string note = replacedNote(args.csv);
        cp::writeFileAtomically(args.csv, cp::optimizeCsv(spec, result));
        std::cerr << "wrote the ranking, front and best per option to " << args.csv << note << "\n";
    }
    if (!args.xlsx.empty()) {
        const std::string note = replacedNote(args.xlsx);
        const int sheets = cp::writeOptimizeXlsx(args.xlsx, spec, result);
        std::cerr << "wrote " << sheets << " sheets to " << args.xlsx << note << "\n";
    }
    std::optional<cp::DecisionRobustness> robustness;
    if (args.robustness)
        robustness = cp::decisionRobustness(spec, result, catalog, args.robustness, args.seed.value_or(1), args.threads);
    if (args.csv == "-") {
        std::cout << cp::optimizeCsv(spec, result);
    } else if (args.json) {
        std::string text = cp::optimizeJsonText(spec, result, insight);
        if (robustness) {
            cp::Json doc = cp::parseJson(text, "optimize");
            doc["robustness"] = cp::robustnessJson(*robustness);
            text = doc.dump(2) + "\n";
        }
        std::cout << text;
    } else {
        std::cout << cp::optimizeText(spec, result, insight) << (robustness ? cp::robustnessText(spec, *robustness) : "");
    }
    return 0;
}

}  // namespace cpcli
