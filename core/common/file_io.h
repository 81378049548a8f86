#pragma once
// Whole-file text I/O. Writes are atomic: a temporary file in the same folder
// is written, flushed and renamed over the target, so a crash never leaves a
// half-written file behind.

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>
#include <string_view>

namespace cp {

// Input files (profiles, catalogs, studies) larger than this are refused before they are read:
// the largest shipped file is ~40 KB; 16 MiB of JSON parse in about half a second (docs/robustness.md).
inline constexpr std::uintmax_t kMaxInputFileBytes = std::uintmax_t{16} << 20;

// Throws InputError (path "") when the file cannot be read, is not a regular file (a FIFO,
// device or socket: reading one could block forever or never end) or is over kMaxInputFileBytes.
std::string readTextFile(const std::string& path);

// The .json files directly in `dir`, sorted; none when it cannot be read (the shipped studies and
// specifications a chooser lists).
std::vector<std::string> jsonFilesIn(const std::string& dir);

// Throws std::runtime_error naming the file when writing fails; the target is untouched then.
void writeFileAtomically(const std::string& path, const std::string& contents);

// A temporary reserved beside a target (same folder, so the rename is atomic), for
// writers that take a file name rather than a stream (libxlsxwriter). commit()
// renames it over the target; without commit() it is removed and the target is untouched.
class AtomicTarget {
public:
    // Creates the empty temporary now, so a missing or read-only folder fails before
    // any work. Throws std::runtime_error naming the file (also when it is a folder).
    explicit AtomicTarget(std::string path);
    ~AtomicTarget();
    AtomicTarget(const AtomicTarget&) = delete;
    AtomicTarget& operator=(const AtomicTarget&) = delete;

    const std::string& path() const { return path_; }  // the target
    const std::string& temp() const { return temp_; }  // where to write
    std::string folder() const;                        // the target's folder, which holds temp()
    std::uintmax_t tempSize() const;                   // 0 when it cannot be read
    void commit();  // throws std::runtime_error when the rename fails; the target is then untouched

private:
    std::string path_, temp_;
};

// Streams a file into place: written to a temporary beside the target, which
// commit() renames over it. Without commit() (an exception, say) the temporary
// is removed and the target is untouched. Memory does not grow with the file.
class AtomicFile {
public:
    explicit AtomicFile(std::string path);  // throws std::runtime_error when the folder is not writable
    ~AtomicFile();
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    void write(std::string_view text);
    void commit();  // throws std::runtime_error (disk full, ...); the target is then untouched

private:
    AtomicTarget target_;
    std::FILE* file_ = nullptr;
    bool failed_ = false;
    int reason_ = 0;  // errno of the first failure
};

}  // namespace cp
