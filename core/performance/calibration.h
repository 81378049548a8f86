#pragma once
// The Hardware a cluster topology makes of the catalog's performance specs
// (catalog/performance_specs.h, data/catalog/performance.json).

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "common/diagnostic.h"
#include "common/sourced.h"
#include "performance/hardware.h"

namespace cp::perf {

// The cluster as the step model sees it; the lead fills it from the profile and the fabric.
struct ClusterTopology {
    std::string gpu;                     // a catalog GPU id with performance specs
    std::string host = "hgx-pcie-gen5";  // a performance host id (a node type's performance_host)
    std::int64_t gpus_per_node = 8;
    std::int64_t gpus_per_domain = 0;         // 0: the GPU's own domain (8 HGX, 72 NVL72, 1 PCIe)
    double nic_bytes_per_second_per_gpu = 0;  // NICs per node × NIC bandwidth / GPUs per node
    std::vector<FabricLevel> levels;          // narrowest first
    bool host_reduction = false;
    std::string software_stack;  // a software stack id (workload.software_stack); empty: none, no overhead
};

struct HardwareBuild {
    Hardware hardware;
    std::string problem;  // unknown GPU, host or software stack; empty on success
};

// `estimate`: specs for a GPU the calibration does not list (catalog/gpu_estimate.h), used instead
// of looking topology.gpu up.
HardwareBuild buildHardware(const PerformanceCalibration& calibration, const ClusterTopology& topology,
                            const GpuCalibration* estimate = nullptr);

}  // namespace cp::perf
