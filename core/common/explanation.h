#pragma once
// How a number was obtained: the formula, the same formula with the values
// substituted, and the sources of the catalog values it used.

#include <string>
#include <vector>

namespace cp {

struct Explanation {
    std::string key;          // result key as in the CLI JSON, e.g. "compute.gpus"
    std::string label;        // "GPUs"
    std::string formula;      // "GPUs = nodes × GPUs per node"
    std::string substituted;  // "9,920 = 1,240 × 8"
    std::vector<std::string> sources;

    bool operator==(const Explanation&) const = default;
};

}  // namespace cp
