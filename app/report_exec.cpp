#include "report_exec.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <string_view>
#include <system_error>

#include <unistd.h>

namespace cpcli {

bool asksForReport(int argc, char* argv[]) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--report" || arg == "-report" || arg.starts_with("--report=") || arg.starts_with("-report=")) return true;
    }
    return false;
}

std::string programFolder() {
    std::error_code ec;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
    return ec ? std::string() : self.parent_path().string();
}

std::string execReportProgram(char* argv[]) {
    const std::string folder = programFolder();
    if (folder.empty()) return "/proc/self/exe cannot be read";
    const std::string program = (std::filesystem::path(folder) / "clusterplanner-report").string();
    // argv[0] names the program run; the rest passes unchanged, so parsing and every check are the CLI's own.
    char* const saved = argv[0];
    argv[0] = const_cast<char*>(program.c_str());
    execv(program.c_str(), argv);
    const int error = errno;
    argv[0] = saved;
    return program + ": " + std::strerror(error);
}

}  // namespace cpcli
