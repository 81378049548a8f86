#pragma once
// Helpers shared by the core tests: the shipped catalog and profiles, run
// through the same functions the CLI and GUI use.

#include <string>

#include "catalog/catalog_loader.h"
#include "common/data_dir.h"
#include "plan/evaluate.h"
#include "profile/profile_io.h"

namespace cptest {

inline std::string dataDir() { return CLUSTERPLANNER_SOURCE_DATA_DIR; }
inline std::string profilePath(const std::string& name) { return dataDir() + "/profiles/" + name + ".json"; }

inline const cp::Catalog& shippedCatalog() {
    static const cp::Catalog catalog = [] {
        cp::Diagnostics warnings;
        return cp::loadCatalogFiles(cp::catalogFileList(dataDir(), {}), warnings);
    }();
    return catalog;
}

inline cp::Profile shippedProfile(const std::string& name) {
    cp::Diagnostics warnings;
    return cp::loadProfileFile(profilePath(name), shippedCatalog(), warnings);
}

inline cp::Plan planOf(const std::string& name) { return cp::evaluate(shippedProfile(name), shippedCatalog()); }

}  // namespace cptest
