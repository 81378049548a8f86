#pragma once
// Whole-file text I/O. Writes are atomic: a temporary file in the same folder
// is written, flushed and renamed over the target, so a crash never leaves a
// half-written file behind.

#include <cstdio>
#include <string>
#include <string_view>

namespace cp {

// Throws InputError (path "") when the file cannot be read.
std::string readTextFile(const std::string& path);

// Throws std::runtime_error naming the file when writing fails; the target is untouched then.
void writeFileAtomically(const std::string& path, const std::string& contents);

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
    std::string path_, temp_;
    std::FILE* file_ = nullptr;
    bool failed_ = false;
};

}  // namespace cp
