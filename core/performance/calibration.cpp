#include "performance/calibration.h"

namespace cp::perf {

HardwareBuild buildHardware(const PerformanceCalibration& calibration, const ClusterTopology& topology,
                            const GpuCalibration* estimate) {
    HardwareBuild b;
    const GpuCalibration* gpu = estimate ? estimate : calibration.gpu(topology.gpu);
    const HostCalibration* host = calibration.host(topology.host);
    if (!gpu) return {{}, "no GPU \"" + topology.gpu + "\" in the efficiency data"};
    if (!host) return {{}, "no host \"" + topology.host + "\" in the efficiency data"};
    Hardware& hw = b.hardware;
    hw.gpu = gpu->gpu;
    hw.scale_up = gpu->scale_up;
    if (topology.gpus_per_domain > 0) hw.scale_up.gpus_per_domain = topology.gpus_per_domain;
    hw.node.gpus_per_node = topology.gpus_per_node;
    hw.node.pcie_bytes_per_second = host->pcie_bytes_per_second.value;
    hw.node.pcie_efficiency = calibration.pcie_efficiency;
    hw.node.pcie_latency_seconds = calibration.pcie_hop_latency_seconds;
    hw.node.p2p_through_host_bytes_per_second = host->p2p_through_host_bytes_per_second.value;
    hw.node.host_memory_bytes_per_second = host->host_memory_bytes_per_second.value;
    hw.scale_out.nic_bytes_per_second_per_gpu = topology.nic_bytes_per_second_per_gpu;
    hw.scale_out.efficiency = calibration.nic_efficiency;
    hw.scale_out.hop_latency_seconds = calibration.network_hop_latency_seconds;
    hw.scale_out.levels = topology.levels;
    hw.scale_out.host_reduction = topology.host_reduction;
    hw.collectives = calibration.collectives;
    if (!topology.software_stack.empty()) {
        const SoftwareStack* stack = calibration.stack(topology.software_stack);
        if (!stack) return {{}, "no software stack \"" + topology.software_stack + "\" in the efficiency data"};
        hw.software_stack = stack->label;
        hw.layer_overhead_seconds = stack->layer_overhead_seconds;
    }
    return b;
}

}  // namespace cp::perf
