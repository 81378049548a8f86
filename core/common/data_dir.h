#pragma once
// Where the shipped catalog and profiles live at run time.

#include <string>
#include <vector>

namespace cp {

// First existing of: $CLUSTERPLANNER_DATA_DIR; <executableDir>/../share/clusterplanner
// (installed); the source tree's data/ (development builds). Empty if none has catalog/.
std::string findDataDir(const std::string& executableDir);

// The shipped catalog files, then the user's overlay files (in that order, so
// the user's entries override shipped ones with the same id).
std::vector<std::string> catalogFileList(const std::string& dataDir, const std::vector<std::string>& userFiles);

}  // namespace cp
