#pragma once
// The step-time model's calibration (data/performance/gpu_efficiency.json): one set of
// efficiency values per GPU, the host (PCIe) figures Fire-Flyer-style nodes need, and the
// interconnect constants; each number with its source. And the Hardware a topology makes of them.

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "common/diagnostic.h"
#include "common/sourced.h"
#include "performance/hardware.h"

namespace cp::perf {

struct GpuCalibration {
    GpuSpec gpu;
    ScaleUpDomain scale_up;  // bandwidth_bytes_per_second and gpus_per_domain copied from below
    Sourced scale_up_gpus;
    Sourced scale_up_bandwidth_bytes_per_second;
    // Measured large-GEMM rate (cuBLAS) per Precision (enum order); value 0 when not measured.
    std::array<Sourced, 4> benchmark_gemm_flops_per_second;

    const Sourced& benchmarkGemm(Precision precision) const {
        return benchmark_gemm_flops_per_second[static_cast<std::size_t>(precision)];
    }
};

struct HostCalibration {
    std::string name;
    Sourced gpus_per_node;
    Sourced pcie_bytes_per_second;
    Sourced p2p_through_host_bytes_per_second;  // value 0: GPUs peer without crossing the CPU
    Sourced host_memory_bytes_per_second;       // value 0: not limited (no host reduction expected)
};

struct PerformanceCalibration {
    std::vector<GpuCalibration> gpus;
    std::vector<HostCalibration> hosts;
    Sourced nic_efficiency;
    Sourced network_hop_latency_seconds;
    Sourced pcie_efficiency;
    Sourced pcie_hop_latency_seconds;
    CollectiveLatencies collectives;

    const GpuCalibration* gpu(std::string_view name) const;
    const HostCalibration* host(std::string_view name) const;
};

// Throws cp::InputError naming the file and the JSON path of the first bad value.
PerformanceCalibration parsePerformanceCalibration(const std::string& text, const std::string& file, Diagnostics& warnings);
PerformanceCalibration loadPerformanceCalibration(const std::string& path, Diagnostics& warnings);
// <data>/performance/gpu_efficiency.json
std::string performanceCalibrationPath(const std::string& data_dir);

// The cluster as the step model sees it; the lead fills it from the profile and the fabric.
struct ClusterTopology {
    std::string gpu;                     // a GpuCalibration name
    std::string host = "hgx-pcie-gen5";  // a HostCalibration name
    std::int64_t gpus_per_node = 8;
    std::int64_t gpus_per_domain = 0;         // 0: the GPU's own domain (8 HGX, 72 NVL72, 1 PCIe)
    double nic_bytes_per_second_per_gpu = 0;  // NICs per node × NIC bandwidth / GPUs per node
    std::vector<FabricLevel> levels;          // narrowest first
    bool host_reduction = false;
};

struct HardwareBuild {
    Hardware hardware;
    std::string problem;  // unknown GPU or host; empty on success
};

HardwareBuild buildHardware(const PerformanceCalibration& calibration, const ClusterTopology& topology);

}  // namespace cp::perf
