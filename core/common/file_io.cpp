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
    if (std::filesystem::is_directory(path, ec)) throw InputError(path, "", "is a folder, expected a JSON file");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError(path, "", std::string("cannot open the file: ") + std::strerror(errno));
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad()) throw InputError(path, "", "reading the file failed");
    return buffer.str();
}

AtomicTarget::AtomicTarget(std::string path) : path_(std::move(path)) {
    namespace fs = std::filesystem;
    const fs::path target(path_);
    std::error_code ec;
    if (fs::is_directory(target, ec)) throw std::runtime_error(path_ + ": is a folder, expected a file name");
    const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    std::random_device seed;
    std::string tempName = ".";  // built stepwise: GCC 12 warns falsely on "." + std::string
    tempName += target.filename().string();
    tempName += ".tmp" + std::to_string(seed());
    temp_ = (dir / tempName).string();
    std::FILE* probe = std::fopen(temp_.c_str(), "wb");
    if (!probe) {
        const std::string reason = std::strerror(errno);
        temp_.clear();  // nothing to remove
        throw std::runtime_error(path_ + ": cannot write: " + reason);
    }
    std::fclose(probe);
}

AtomicTarget::~AtomicTarget() {
    if (temp_.empty()) return;
    std::error_code ignore;
    std::filesystem::remove(temp_, ignore);
}

std::string AtomicTarget::folder() const { return std::filesystem::path(temp_).parent_path().string(); }

std::uintmax_t AtomicTarget::tempSize() const {
    std::error_code ec;
    const std::uintmax_t bytes = std::filesystem::file_size(temp_, ec);
    return ec ? 0 : bytes;
}

void AtomicTarget::commit() {
    std::error_code ec;
    std::filesystem::rename(temp_, path_, ec);
    if (ec) throw std::runtime_error(path_ + ": cannot replace the file: " + ec.message());
    temp_.clear();
}

AtomicFile::AtomicFile(std::string path) : target_(std::move(path)) {
    file_ = std::fopen(target_.temp().c_str(), "wb");
    if (!file_) throw std::runtime_error(target_.path() + ": cannot write: " + std::strerror(errno));
}

// The temporary is closed here, then removed by target_ unless committed.
AtomicFile::~AtomicFile() {
    if (file_) std::fclose(file_);
}

void AtomicFile::write(std::string_view text) {
    if (!failed_ && std::fwrite(text.data(), 1, text.size(), file_) != text.size()) failed_ = true;
}

void AtomicFile::commit() {
    const bool flushed = std::fflush(file_) == 0;
    const bool closed = std::fclose(file_) == 0;
    file_ = nullptr;
    if (failed_ || !flushed || !closed)
        throw std::runtime_error(target_.path() + ": writing failed (disk full?); the file was not changed");
    target_.commit();
}

void writeFileAtomically(const std::string& path, const std::string& contents) {
    AtomicFile file(path);
    file.write(contents);
    file.commit();
}

}  // namespace cp
