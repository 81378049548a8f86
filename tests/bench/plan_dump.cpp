// Prints what `clusterplanner-cli plan PROFILE --json [--explain]` prints, from the core
// alone (no Qt), and optionally writes the cable plan CSV: the before/after check of
// docs/performance.md compares these outputs byte for byte.
//   plan_dump PROFILE.json [--explain] [--cables FILE.csv]
#include <iostream>
#include <string>

#include "catalog/catalog_loader.h"
#include "io/cable_plan_csv.h"
#include "plan/evaluate.h"
#include "plan/plan_json.h"
#include "profile/profile_io.h"

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: plan_dump PROFILE.json [--explain] [--cables FILE.csv]\n";
        return 2;
    }
    bool explain = false;
    std::string cables;
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--explain")
            explain = true;
        else if (arg == "--cables" && i + 1 < argc)
            cables = argv[++i];
    }
    cp::Diagnostics warnings;
    const cp::Catalog catalog = cp::loadCatalogFiles(cp::catalogFileList(CLUSTERPLANNER_SOURCE_DATA_DIR, {}), warnings);
    const cp::Profile profile = cp::loadProfileFile(argv[1], catalog, warnings);
    const cp::Plan plan = cp::evaluate(profile, catalog);
    std::cout << cp::planToJsonText(plan, explain);
    if (!cables.empty()) cp::writeCablePlanCsv(cables, profile, catalog, plan);
    return 0;
}
