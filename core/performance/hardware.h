#pragma once
// The machine a step runs on: the GPU, its scale-up (NVLink) domain, the node's PCIe host
// and the scale-out fabric. Calibrated values carry their source (cp::Sourced); values
// that describe the design (counts, link speeds) are plain numbers the lead maps from the
// profile and the fabric.

#include <cstdint>
#include <string>
#include <vector>

#include "common/sourced.h"
#include "catalog/performance_specs.h"
#include "profile/workload_enums.h"

namespace cp::perf {

// The server: GPUs that share PCIe, the host's memory and the NICs.
struct NodeSpec {
    std::int64_t gpus_per_node = 8;
    double pcie_bytes_per_second = 0;              // per GPU, one direction (Gen4 x16: 32e9)
    Sourced pcie_efficiency;                       // achieved / nominal
    Sourced pcie_latency_seconds;                  // per ring step between GPUs of one node
    double p2p_through_host_bytes_per_second = 0;  // GPU↔GPU when peer traffic crosses the CPU; 0: not limited
    double host_memory_bytes_per_second = 0;       // what host-side reduction streams through
};

// One tier of the fabric seen from the GPUs: blocks of `gpus` consecutive ranks (a leaf or
// rail group, a pod, a zone) and the share of their injection bandwidth that can leave the block.
struct FabricLevel {
    std::string name;
    std::int64_t gpus = 0;
    double bandwidth_fraction = 1.0;  // 1 / oversubscription of the tier above (1:7 → 0.143)
};

struct ScaleOut {
    double nic_bytes_per_second_per_gpu = 0;  // NIC bandwidth of a node / its GPUs (DGX A100: 25e9; Fire-Flyer: 25e9 / 8)
    Sourced efficiency;                       // achieved bus bandwidth / NIC bandwidth
    Sourced hop_latency_seconds;              // per ring step that crosses the network
    std::vector<FabricLevel> levels;          // narrowest first; the last spans the whole job
    bool host_reduction = false;              // data-parallel all-reduce on the CPUs (Fire-Flyer HFReduce)
};

struct Hardware {
    GpuSpec gpu;
    ScaleUpDomain scale_up;
    NodeSpec node;
    ScaleOut scale_out;
    CollectiveLatencies collectives;
    // The training framework (catalog software stack): its per-layer, per-micro-batch overhead
    // (forward + backward) the GPU waits for beyond the kernels. Empty label and 0: none.
    std::string software_stack;
    Sourced layer_overhead_seconds;
};

}  // namespace cp::perf
