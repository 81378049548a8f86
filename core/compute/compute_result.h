#pragma once
// What the compute stage counts: nodes, GPUs and the cluster's peak FLOPS.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "catalog/catalog.h"

namespace cp {

struct ComputeResult {
    std::string node_type_id;
    std::string gpu_id;
    std::int64_t nodes = 0;
    std::int64_t gpus = 0;
    std::int64_t gpus_per_node = 0;
    // Dense peak of the whole cluster per precision; nullopt where the GPU lacks it.
    std::array<std::optional<double>, kPrecisionCount> peak_pflops{};

    const std::optional<double>& peakPflops(Precision p) const { return peak_pflops[static_cast<std::size_t>(p)]; }
};

}  // namespace cp
