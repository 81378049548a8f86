#pragma once
// Whole-file text I/O. Writes are atomic: a temporary file in the same folder
// is written, flushed and renamed over the target, so a crash never leaves a
// half-written file behind.

#include <string>

namespace cp {

// Throws InputError (path "") when the file cannot be read.
std::string readTextFile(const std::string& path);

// Throws std::runtime_error naming the file when writing fails; the target is untouched then.
void writeFileAtomically(const std::string& path, const std::string& contents);

}  // namespace cp
