#include "common/data_dir.h"

#include <cstdlib>
#include <filesystem>
#include <vector>

namespace cp {

std::string findDataDir(const std::string& executableDir) {
    namespace fs = std::filesystem;
    std::vector<fs::path> candidates;
    if (const char* env = std::getenv("CLUSTERPLANNER_DATA_DIR"); env && *env) candidates.emplace_back(env);
    candidates.push_back(fs::path(executableDir) / ".." / CLUSTERPLANNER_INSTALL_DATA_SUBDIR);
    candidates.emplace_back(CLUSTERPLANNER_SOURCE_DATA_DIR);
    for (const auto& dir : candidates) {
        std::error_code ec;
        if (fs::is_directory(dir / "catalog", ec)) return fs::weakly_canonical(dir, ec).string();
    }
    return {};
}

}  // namespace cp
