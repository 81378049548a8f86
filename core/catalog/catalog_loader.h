#pragma once
// Reading and validating catalog files. A catalog is the union of several
// files; an entry whose id repeats one from an earlier file replaces it, which
// is how a user catalog overrides the shipped one.

#include <cstddef>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "catalog/catalog_limits.h"
#include "common/diagnostic.h"

namespace cp {

// The *.json files of a folder, sorted by name. Throws InputError if the folder is missing.
std::vector<std::string> catalogFilesIn(const std::string& dir);

// The shipped catalog files of a data folder (common/data_dir.h findDataDir), then the user's
// overlay files, in that order, so the user's entries override shipped ones with the same id.
std::vector<std::string> catalogFileList(const std::string& dataDir, const std::vector<std::string>& userFiles);

// Reads the files in order, merges them and checks cross-references. Throws
// InputError naming file and JSON path; on error nothing is returned.
Catalog loadCatalogFiles(const std::vector<std::string>& files, Diagnostics& warnings);

// Merges one document into `catalog` (used by loadCatalogFiles; exposed for tests and fuzzing).
void mergeCatalogText(const std::string& text, const std::string& file, Catalog& catalog, Diagnostics& warnings);

// Every id referenced by another entry exists, and the performance specs take their GPU's
// datasheet figures (peaks, HBM bandwidth) from its entry. Throws InputError.
void linkCatalog(Catalog& catalog);

// `base` with one more file's text on top (what --catalog FILE does, for text not yet
// on disk, e.g. a user catalog about to be saved): merged, then references checked.
// Throws InputError naming `file` and the JSON path; `base` is never changed.
Catalog overlayCatalogText(const Catalog& base, const std::string& text, const std::string& file, Diagnostics& warnings);

}  // namespace cp
