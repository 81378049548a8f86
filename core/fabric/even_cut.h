#pragma once
// `total` items cut into `parts` contiguous runs as evenly as possible (the first total % parts
// runs one longer): how lower pods spread over upper pods and items over groups (fat_tree.h).

#include <algorithm>
#include <cstdint>

namespace cp {

struct EvenCut {
    std::int64_t base = 0, extra = 0, bigRuns = 0;
    EvenCut(std::int64_t total, std::int64_t parts) : base(total / parts), extra(total % parts), bigRuns(extra * (base + 1)) {}
    // The run that holds `item`.
    std::int64_t runOf(std::int64_t item) const { return item < bigRuns ? item / (base + 1) : extra + (item - bigRuns) / base; }
    // The first item of `run` (of `parts` when run == parts).
    std::int64_t runStart(std::int64_t run) const { return run * base + std::min(run, extra); }
};

}  // namespace cp
