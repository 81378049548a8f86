#pragma once
// Which build this is: the project version and the git revision it was configured from.
// Defined in a file generated at configure time (build_info.cpp.in), so a new revision
// recompiles that one file only.

#include <string>

namespace cp {

// PROJECT_VERSION from the top CMakeLists.txt, e.g. "0.1.0".
std::string versionString();

// Short hash from `git describe --always --dirty` at configure time (e.g. "abc1234" or
// "abc1234-dirty"); "unknown" when the source is not a git checkout.
std::string gitRevision();

}  // namespace cp
