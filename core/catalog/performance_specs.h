#pragma once
// What the step-time model knows of parts beyond their datasheets (core/performance,
// docs/performance-model.md): per GPU the efficiencies training kernels and collectives reach,
// per host its PCIe figures, and the interconnect constants; each number with its source. It is
// catalog data: data/catalog/performance.json ships it, a user catalog (a calibration fitted to
// measurements) overrides it entry by entry.

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "catalog/precision.h"
#include "common/enum_names.h"
#include "common/sourced.h"

namespace cp::perf {

using cp::Precision;  // the catalog's (catalog/precision.h)

// Share of peak a GEMM of this many FLOPs sustains inside a training step.
struct GemmEfficiencyPoint {
    double gemm_flops = 0;
    double efficiency = 0;
    std::string source;
};

struct GpuSpec {
    std::string name;
    // The datasheet figures are the catalog GPU's (gpus.json), copied in by linkCatalog so the two
    // cannot disagree: the dense peak per Precision (value 0 where the GPU lacks it), the HBM
    // capacity and the HBM bandwidth. hbm_bytes is hbm_gb × 2^30: a datasheet's "80 GB" is binary
    // gigabytes (docs/catalog-format.md, One fact, one place).
    std::array<Sourced, kPrecisionCount> peak_flops_per_second;
    Sourced hbm_bytes;
    Sourced hbm_bytes_per_second;
    std::vector<GemmEfficiencyPoint> gemm_efficiency;  // ascending gemm_flops; log-linear in between
    Sourced memory_bound_efficiency;                   // share of HBM bandwidth elementwise kernels reach
    Sourced flash_attention_efficiency;                // share of peak a fused attention kernel reaches (fwd+bwd)
    // FP8 GEMMs reach this share of what the curve gives BF16 ones (scaling factors, narrower
    // tiles); value 0 when not given (FP8 runs at the curve, or the GPU has no FP8).
    Sourced fp8_gemm_share;
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

// Fixed costs of a collective call (NCCL src/graph/tuning.cc baseLatencies, Simple protocol).
struct CollectiveLatencies {
    Sourced ring_base_seconds;
    Sourced tree_base_seconds;
    Sourced tree_bandwidth_factor;  // tree all-reduce bus bandwidth relative to ring
    // Share of an overlapped collective's time the compute it hides under still loses (the
    // collective's kernels take SMs and HBM bandwidth from the GEMMs).
    Sourced overlap_compute_slowdown;
    // The same for an expert all-to-all hidden under another micro-batch's compute: its kernels hold
    // their SMs for the whole exchange (DeepEP-style dispatch and combine).
    Sourced all_to_all_overlap_compute_slowdown;
};

struct GpuCalibration {
    GpuSpec gpu;
    ScaleUpDomain scale_up;  // bandwidth_bytes_per_second and gpus_per_domain copied from below
    Sourced scale_up_gpus;
    // Per GPU and direction: half the GPU's scaleup_gbyte_per_s (gpus.json gives both directions,
    // as datasheets do); 0 for a domain of one GPU. Taken by linkCatalog, never read from this file.
    Sourced scale_up_bandwidth_bytes_per_second;
    // Measured large-GEMM rate (cuBLAS) per Precision (enum order); value 0 when not measured.
    std::array<Sourced, kPrecisionCount> benchmark_gemm_flops_per_second;

    std::string origin_file, origin_path;  // where the entry was read, for messages (not written back)
    std::string estimated_from;            // set for an estimate (catalog/gpu_estimate.h): the listed GPU it borrows from

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

// A training framework as the step-time model sees it: what it costs beyond the kernels and
// collectives the model counts. Profiles name one (workload.software_stack); none means no overhead.
struct SoftwareStack {
    std::string name;                 // the id profiles use
    std::string label;                // "PyTorch FSDP (2023-24)"
    Sourced layer_overhead_seconds;   // per layer and micro-batch (forward + backward): launch gaps and hooks the GPU waits for
};

// How far the step-time model is from published runs (clusterplanner-cli validation): the 10th and
// 90th percentiles of its per-GPU throughput error, predicted / published − 1. A plan quotes the
// likely range of its step time, MFU and days from them. Source empty: not given.
struct ModelError {
    Sourced throughput_p10;
    Sourced throughput_p90;
};

struct PerformanceCalibration {
    std::vector<GpuCalibration> gpus;
    std::vector<HostCalibration> hosts;
    std::vector<SoftwareStack> stacks;
    ModelError model_error;
    Sourced nic_efficiency;
    Sourced network_hop_latency_seconds;
    Sourced pcie_efficiency;
    Sourced pcie_hop_latency_seconds;
    CollectiveLatencies collectives;

    const GpuCalibration* gpu(std::string_view name) const;
    const HostCalibration* host(std::string_view name) const;
    const SoftwareStack* stack(std::string_view name) const;
};

// The interconnect values by their key in the catalog file, in the file's order. A value whose
// source is empty was not given (a user catalog layer gives only what it changes).
template <class Value>
struct InterconnectValue {
    const char* key;
    Value* value;
    bool latency;  // seconds (0 to 10 ms) rather than a share (0.001 to 1)
};
template <class C>  // PerformanceCalibration, const or not
auto interconnectValues(C& c) {
    using V = std::conditional_t<std::is_const_v<C>, const Sourced, Sourced>;
    return std::array<InterconnectValue<V>, 9>{{{"nic_efficiency", &c.nic_efficiency, false},
                                                {"network_hop_latency_seconds", &c.network_hop_latency_seconds, true},
                                                {"pcie_efficiency", &c.pcie_efficiency, false},
                                                {"pcie_hop_latency_seconds", &c.pcie_hop_latency_seconds, true},
                                                {"ring_base_latency_seconds", &c.collectives.ring_base_seconds, true},
                                                {"tree_base_latency_seconds", &c.collectives.tree_base_seconds, true},
                                                {"tree_bandwidth_factor", &c.collectives.tree_bandwidth_factor, false},
                                                {"overlap_compute_slowdown", &c.collectives.overlap_compute_slowdown, false},
                                                {"all_to_all_overlap_compute_slowdown",
                                                 &c.collectives.all_to_all_overlap_compute_slowdown, false}}};
}

// Nothing given: no interconnect value, GPU or host.
bool isEmpty(const PerformanceCalibration& specs);

// `layer` on top of `into`, as a catalog file read after another merges it: each interconnect
// value the layer gives replaces the one below, GPU and host entries replace theirs whole by id.
void overlayPerformanceSpecs(PerformanceCalibration& into, const PerformanceCalibration& layer);

// The highest GEMM efficiency a curve may reach: the lowest measured GEMM rate over the peak of
// the same precision (1 when nothing is measured). A training GEMM cannot beat the benchmark.
double gemmEfficiencyCeiling(const GpuSpec& gpu, const std::array<Sourced, kPrecisionCount>& benchmarks);

}  // namespace cp::perf
