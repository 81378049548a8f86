#include "common/file_io.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <stdexcept>

#include "common/input_error.h"

namespace cp {

std::string readTextFile(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        throw InputError(path, "", "is a folder, expected a JSON file");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError(path, "", std::string("cannot open the file: ") + std::strerror(errno));
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad()) throw InputError(path, "", "reading the file failed");
    return buffer.str();
}

void writeFileAtomically(const std::string& path, const std::string& contents) {
    namespace fs = std::filesystem;
    const fs::path target(path);
    const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    std::random_device seed;
    std::string tempName = ".";  // built stepwise: GCC 12 warns falsely on "." + std::string
    tempName += target.filename().string();
    tempName += ".tmp" + std::to_string(seed());
    const fs::path temp = dir / tempName;
    {
        std::FILE* file = std::fopen(temp.c_str(), "wb");
        if (!file) throw std::runtime_error(path + ": cannot write: " + std::strerror(errno));
        const bool written = std::fwrite(contents.data(), 1, contents.size(), file) == contents.size();
        const bool flushed = std::fflush(file) == 0;
        const bool closed = std::fclose(file) == 0;
        if (!written || !flushed || !closed) {
            std::error_code ignore;
            fs::remove(temp, ignore);
            throw std::runtime_error(path + ": writing failed (disk full?); the file was not changed");
        }
    }
    std::error_code ec;
    fs::rename(temp, target, ec);
    if (ec) {
        std::error_code ignore;
        fs::remove(temp, ignore);
        throw std::runtime_error(path + ": cannot replace the file: " + ec.message());
    }
}

}  // namespace cp
