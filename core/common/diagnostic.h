#pragma once
// A warning about input or design: where (JSON path, may be empty) and what.

#include <string>
#include <vector>

namespace cp {

struct Diagnostic {
    std::string path;
    std::string message;

    bool operator==(const Diagnostic&) const = default;
};

using Diagnostics = std::vector<Diagnostic>;

}  // namespace cp
