#pragma once
// The machine a step runs on: the GPU, its scale-up (NVLink) domain, the node's PCIe host
// and the scale-out fabric. Calibrated values carry their source (cp::Sourced); values
// that describe the design (counts, link speeds) are plain numbers the lead maps from the
// profile and the fabric.

#include <cstdint>
#include <string>
#include <vector>

#include "common/sourced.h"
#include "performance/performance_enums.h"

namespace cp::perf {

// Share of peak a GEMM of this many FLOPs sustains inside a training step.
struct GemmEfficiencyPoint {
    double gemm_flops = 0;
    double efficiency = 0;
    std::string source;
};

struct GpuSpec {
    std::string name;
    Sourced peak_bf16_flops_per_second;  // dense; 0 when the GPU lacks the precision
    Sourced peak_fp16_flops_per_second;
    Sourced peak_fp8_flops_per_second;
    Sourced peak_tf32_flops_per_second;
    Sourced hbm_bytes;
    Sourced hbm_bytes_per_second;
    std::vector<GemmEfficiencyPoint> gemm_efficiency;  // ascending gemm_flops; log-linear in between
    Sourced memory_bound_efficiency;                   // share of HBM bandwidth elementwise kernels reach
    Sourced flash_attention_efficiency;                // share of peak a fused attention kernel reaches (fwd+bwd)
    Sourced usable_memory_fraction;                    // of HBM, after the CUDA context, NCCL buffers, fragmentation

    const Sourced& peak(Precision precision) const;
};

// NVLink (or a single GPU when there is none).
struct ScaleUpDomain {
    std::int64_t gpus_per_domain = 8;       // 8 HGX/DGX, 72 NVL72, 1 for PCIe nodes without NVLink
    double bandwidth_bytes_per_second = 0;  // per GPU, one direction
    Sourced efficiency;                     // all-reduce bus bandwidth / bandwidth (nccl-tests)
    Sourced latency_seconds;                // per ring step
    Sourced nvls_efficiency;                // NVLink SHARP all-reduce; 0 when the switch cannot reduce
};

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

// Fixed costs of a collective call (NCCL src/graph/tuning.cc baseLatencies, Simple protocol).
struct CollectiveLatencies {
    Sourced ring_base_seconds;
    Sourced tree_base_seconds;
    Sourced tree_bandwidth_factor;  // tree all-reduce bus bandwidth relative to ring
};

struct Hardware {
    GpuSpec gpu;
    ScaleUpDomain scale_up;
    NodeSpec node;
    ScaleOut scale_out;
    CollectiveLatencies collectives;
};

}  // namespace cp::perf
