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

AtomicFile::AtomicFile(std::string path) : path_(std::move(path)) {
    namespace fs = std::filesystem;
    const fs::path target(path_);
    const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    std::random_device seed;
    std::string tempName = ".";  // built stepwise: GCC 12 warns falsely on "." + std::string
    tempName += target.filename().string();
    tempName += ".tmp" + std::to_string(seed());
    temp_ = (dir / tempName).string();
    file_ = std::fopen(temp_.c_str(), "wb");
    if (!file_) throw std::runtime_error(path_ + ": cannot write: " + std::strerror(errno));
}

AtomicFile::~AtomicFile() {
    if (file_) std::fclose(file_);
    if (!temp_.empty()) {
        std::error_code ignore;
        std::filesystem::remove(temp_, ignore);
    }
}

void AtomicFile::write(std::string_view text) {
    if (!failed_ && std::fwrite(text.data(), 1, text.size(), file_) != text.size()) failed_ = true;
}

void AtomicFile::commit() {
    const bool flushed = std::fflush(file_) == 0;
    const bool closed = std::fclose(file_) == 0;
    file_ = nullptr;
    if (failed_ || !flushed || !closed) throw std::runtime_error(path_ + ": writing failed (disk full?); the file was not changed");
    std::error_code ec;
    std::filesystem::rename(temp_, path_, ec);
    if (ec) throw std::runtime_error(path_ + ": cannot replace the file: " + ec.message());
    temp_.clear();
}

void writeFileAtomically(const std::string& path, const std::string& contents) {
    AtomicFile file(path);
    file.write(contents);
    file.commit();
}

}  // namespace cp
