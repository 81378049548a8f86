#pragma once
// Shared by the fuzz targets: the shipped catalog, loaded once per process.

#include <cstdlib>
#include <iostream>

#include "catalog/catalog_loader.h"
#include "common/input_error.h"

namespace cpfuzz {

inline const cp::Catalog& shippedCatalog() {
    static const cp::Catalog catalog = [] {
        cp::Diagnostics warnings;
        const std::string dataDir = CLUSTERPLANNER_SOURCE_DATA_DIR;
        return cp::loadCatalogFiles(cp::catalogFileList(dataDir, {}), warnings);
    }();
    return catalog;
}

// Rejecting input is the loaders' job; any other exception escaping them is a bug
// (libFuzzer reports an uncaught exception as a crash, which is what we want).
template <class Body>
void expectOnlyInputErrors(Body body) {
    try {
        body();
    } catch (const cp::InputError& e) {
        // Every refusal must say where: a message without a file is a finding too.
        if (e.file().empty()) {
            std::cerr << "InputError without a file name: " << e.what() << "\n";
            std::abort();
        }
    }
}

}  // namespace cpfuzz
