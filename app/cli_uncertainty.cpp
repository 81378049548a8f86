#include "cli_uncertainty.h"

#include <iostream>

#include "catalog/catalog_loader.h"
#include "cli_text.h"
#include "common/file_io.h"
#include "common/json_reader.h"
#include "explore/uncertainty_spec.h"
#include "io/uncertainty_export.h"
#include "io/uncertainty_output.h"
#include "profile/profile_io.h"

namespace cpcli {

int uncertaintyCommand(const CliArgs& args, const std::string& dataDir) {
    // Errors (InputError, a failed write) reach main(), which prints each in the one CLI style.
    cp::Diagnostics warnings;
    const cp::Catalog catalog = cp::loadCatalogFiles(cp::catalogFileList(dataDir, args.catalogs), warnings);
    const std::string& file = args.operands.at(0);
    const std::string text = cp::readTextFile(file);
    // A specification names its base profile; anything else is read as a profile with the default ranges.
    const bool isSpec = cp::parseJson(text, file).contains("base_profile");
    cp::UncertaintySpec spec = isSpec ? cp::parseUncertaintySpec(text, file, dataDir + "/profiles", catalog, warnings)
                                      : cp::profileUncertainty(cp::parseProfile(text, file, catalog, warnings), file, catalog);
    if (args.samples) spec.samples = args.samples;
    if (args.seed) spec.seed = *args.seed;
    for (const auto& w : warnings) std::cerr << "warning: " << (w.path.empty() ? "" : w.path + ": ") << w.message << "\n";
    cp::UncertaintyControl control;
    control.threads = args.threads;
    const cp::UncertaintyResult result = cp::runUncertainty(spec, catalog, control);
    if (!args.csv.empty() && args.csv != "-") {
        const std::string note = replacedNote(args.csv);
        cp::writeFileAtomically(args.csv, cp::uncertaintyCsv(result));
        std::cerr << "wrote " << result.samples << " samples to " << args.csv << note << "\n";
    }
    if (!args.xlsx.empty()) {
        const std::string note = replacedNote(args.xlsx);
        const int sheets = cp::writeUncertaintyXlsx(args.xlsx, spec, result);
        std::cerr << "wrote " << sheets << " sheets to " << args.xlsx << note << "\n";
    }
    if (args.csv == "-")
        std::cout << cp::uncertaintyCsv(result);
    else
        std::cout << (args.json ? cp::uncertaintyJsonText(spec, result) : cp::uncertaintyText(spec, result));
    return 0;
}

}  // namespace cpcli
