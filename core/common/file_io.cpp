#include "common/file_io.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <random>
#include <stdexcept>

#include "common/input_error.h"

namespace cp {

namespace {

std::string sizeText(std::uintmax_t bytes) {
    if (bytes > 0 && bytes % (std::uintmax_t{1} << 20) == 0) return std::to_string(bytes >> 20) + " MiB";
    return std::to_string(bytes) + " bytes";
}

[[noreturn]] void refuseSize(const std::string& path, std::uintmax_t bytes) {
    throw InputError(path, "",
                     "the file is " + sizeText(bytes) + "; ClusterPlanner reads input files of at most " +
                         sizeText(kMaxInputFileBytes) + " (docs/robustness.md)");
}

}  // namespace

// Opened without blocking and checked on the open descriptor (no window for a swap): a FIFO
// would block open() and read() forever, /dev/zero would fill memory.
std::string readTextFile(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) throw InputError(path, "", "is a folder, expected a JSON file");
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) throw InputError(path, "", std::string("cannot open the file: ") + std::strerror(errno));
    struct FdCloser {
        int fd;
        ~FdCloser() { ::close(fd); }
    } closer{fd};
    struct stat info {};
    if (::fstat(fd, &info) != 0) throw InputError(path, "", std::string("cannot read the file: ") + std::strerror(errno));
    if (!S_ISREG(info.st_mode))
        throw InputError(path, "", "is not a regular file (a pipe, FIFO, device or socket); expected a file saved on disk");
    const auto size = static_cast<std::uintmax_t>(info.st_size);
    if (size > kMaxInputFileBytes) refuseSize(path, size);
    std::string text;
    text.reserve(static_cast<std::size_t>(size));
    char buffer[1 << 16];
    while (true) {
        const ssize_t got = ::read(fd, buffer, sizeof buffer);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) throw InputError(path, "", std::string("reading the file failed: ") + std::strerror(errno));
        if (got == 0) break;
        text.append(buffer, static_cast<std::size_t>(got));
        if (text.size() > kMaxInputFileBytes) refuseSize(path, text.size());  // it grew while being read
    }
    return text;
}

AtomicTarget::AtomicTarget(std::string path) : path_(std::move(path)) {
    namespace fs = std::filesystem;
    const fs::path target(path_);
    std::error_code ec;
    if (fs::is_directory(target, ec)) throw std::runtime_error(path_ + ": is a folder, expected a file name");
    // A device, FIFO or socket is never replaced by a file (run as root, --cables /dev/null replaced
    // /dev/null); writing into one is not what an export means either.
    if (const fs::file_status st = fs::status(target, ec); !ec && fs::exists(st) && !fs::is_regular_file(st))
        throw std::runtime_error(path_ + ": is not a regular file (a device, FIFO or socket); expected a file name to "
                                         "write; nothing was written");
    const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    std::random_device seed;
    std::string tempName = ".";  // built stepwise: GCC 12 warns falsely on "." + std::string
    tempName += target.filename().string();
    tempName += ".tmp" + std::to_string(seed());
    // A name near the file system's 255-byte limit leaves no room for the temporary's prefix and suffix.
    if (tempName.size() > 255) tempName = ".clusterplanner.tmp" + std::to_string(seed());
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
    if (!failed_ && std::fwrite(text.data(), 1, text.size(), file_) != text.size()) {
        failed_ = true;
        reason_ = errno;
    }
}

void AtomicFile::commit() {
    const bool flushed = std::fflush(file_) == 0;
    if (!flushed && !reason_) reason_ = errno;
    const bool closed = std::fclose(file_) == 0;
    if (!closed && !reason_) reason_ = errno;
    file_ = nullptr;
    // The reason the system gave: "No space left on device", or "File too large" past ulimit -f.
    if (failed_ || !flushed || !closed)
        throw std::runtime_error(target_.path() + ": writing failed (" +
                                 (reason_ ? std::string(std::strerror(reason_)) + "; disk full?" : std::string("disk full?")) +
                                 "); the file was not changed");
    target_.commit();
}

void writeFileAtomically(const std::string& path, const std::string& contents) {
    AtomicFile file(path);
    file.write(contents);
    file.commit();
}

std::vector<std::string> jsonFilesIn(const std::string& dir) {
    std::vector<std::string> files;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec))
        if (entry.path().extension() == ".json") files.push_back(entry.path().string());
    std::sort(files.begin(), files.end());
    return files;
}

}  // namespace cp
