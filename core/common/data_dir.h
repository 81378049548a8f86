#pragma once
// Where the shipped catalog and profiles live at run time.

#include <string>

namespace cp {

// First existing of: $CLUSTERPLANNER_DATA_DIR; <executableDir>/../share/clusterplanner
// (installed); the source tree's data/ (development builds). Empty if none has catalog/.
std::string findDataDir(const std::string& executableDir);

}  // namespace cp
