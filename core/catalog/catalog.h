#pragma once
// The parts catalog: GPUs, node types, NICs, switches and link media. Plain
// values; every number carries its source (see docs/catalog-format.md).

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "catalog/performance_specs.h"
#include "catalog/precision.h"
#include "common/enum_names.h"
#include "common/sourced.h"

namespace cp {

// What a NIC port (catalog) or a network (profile) is for; a management network takes one port
// of every node, server and switch instead of NICs of its role.
enum class NetworkRole { Compute, Storage, Frontend, Management };

template <>
struct EnumTable<NetworkRole> {
    static constexpr std::string_view what = "a network role";
    static constexpr std::array<EnumEntry<NetworkRole>, 4> entries{{{NetworkRole::Compute, "compute", "compute"},
                                                                    {NetworkRole::Storage, "storage", "storage"},
                                                                    {NetworkRole::Frontend, "frontend", "frontend"},
                                                                    {NetworkRole::Management, "management", "management"}}};
};

enum class SwitchKind { Fixed, Chassis };

template <>
struct EnumTable<SwitchKind> {
    static constexpr std::string_view what = "a switch kind";
    static constexpr std::array<EnumEntry<SwitchKind>, 2> entries{
        {{SwitchKind::Fixed, "fixed", "fixed"}, {SwitchKind::Chassis, "chassis", "chassis"}}};
};

// Where an entry was read from, for messages about cross-references.
struct Origin {
    std::string file;
    std::string path;
};

struct Gpu {
    std::string id, name, vendor;
    std::array<std::optional<Sourced>, kPrecisionCount> peak_tflops_dense;  // indexed by Precision
    Sourced hbm_gb, tdp_w, scaleup_gbyte_per_s, price_usd;
    // Where published: memory bandwidth, dense FP4, FP64 (vector) and FP64 tensor/matrix peaks.
    std::optional<Sourced> hbm_gbyte_per_s, fp4_tflops_dense, fp64_tflops, fp64_tensor_tflops;
    Origin origin;

    const std::optional<Sourced>& peakTflops(Precision p) const { return peak_tflops_dense[static_cast<std::size_t>(p)]; }
    // "NVIDIA A100 PCIe 40GB has no dense fp8 rate; use one of bf16, fp16, tf32" when `p` has no peak; else empty.
    std::string precisionProblem(Precision p) const;
};

struct NodeNic {
    std::string nic_id;
    std::int64_t count = 0;
    NetworkRole role = NetworkRole::Compute;  // compute, storage or frontend
    std::string source;
};

struct NodeType {
    std::string id, name, gpu_id;
    SourcedCount gpus_per_node;
    std::vector<NodeNic> nics;
    Sourced power_avg_w, power_max_w, price_usd;  // power_max_w: nameplate, GPUs and NICs included
    SourcedCount rack_units;
    std::string performance_host;  // the host (PCIe) entry of the performance specs; "" = none
    // Achieved GEMM throughput per GPU in this node (measured), where published.
    std::array<std::optional<Sourced>, kPrecisionCount> measured_gemm_tflops{};
    Origin origin;

    const std::optional<Sourced>& measuredTflops(Precision p) const { return measured_gemm_tflops[static_cast<std::size_t>(p)]; }
};

struct Nic {
    std::string id, name;
    SourcedCount ports;
    Sourced port_speed_gbps, power_w, price_usd;
    std::optional<Sourced> mttf_hours;  // overrides the "nic" failure class
    // 1: the module carries the optical engines of its ports (Cedar-7): its own failure class
    // stands for the host end of their links, which are then not counted again (reliability.md).
    std::optional<Sourced> integrated_optics;
    bool integratesOptics() const { return integrated_optics && integrated_optics->value > 0; }
    Origin origin;
};

// A failure rate from another named source than the class's default ("analyst").
struct NamedMttf {
    std::string name;
    Sourced mttf_hours;
};

// How often a class of component fails, and whether that stops a synchronous job.
struct FailureClass {
    std::string id, name;
    Sourced mttf_hours;                   // the default source's
    std::vector<NamedMttf> alternatives;  // other sources, chosen by name
    bool interrupts_job = true;
    Origin origin;

    // The alternative of that name, else the default.
    const Sourced& mttfFrom(const std::string& sourceName) const {
        for (const NamedMttf& a : alternatives)
            if (a.name == sourceName) return a.mttf_hours;
        return mttf_hours;
    }
};

struct PortMode {
    double speed_gbps = 0;
    std::int64_t ports = 0;
    std::string source;
};

struct Switch {
    std::string id, name, vendor;
    SwitchKind kind = SwitchKind::Fixed;
    std::vector<PortMode> port_modes;
    Sourced power_typical_w, price_usd;
    SourcedCount rack_units;
    std::optional<SourcedCount> line_card_slots;  // chassis only: ports divide evenly over the slots
    std::optional<SourcedCount> cages;            // physical cages when fewer than ports (twin-port OSFP)
    Origin origin;

    // Links one cage carries at this speed (2 for a twin-port OSFP at half its speed).
    std::int64_t linksPerCage(double speed_gbps) const;

    // The port mode at a link speed, if the switch supports it.
    const PortMode* modeAt(double speed_gbps) const;
    std::string speedsText() const;  // "64 × 400G, 128 × 200G"
};

struct Media {
    std::string id, name;
    double speed_gbps = 0;
    std::string media_class;  // dac, aec, utp (twisted pair), aoc, multimode, singlemode, coherent
    Sourced reach_m, power_w_per_end;
    std::int64_t pluggable_ends = 0;
    Sourced price_usd_per_end, price_usd_per_cable, relative_price;
    std::string twin_module;  // media id of a twin-port module carrying two of these links at one end
    Origin origin;

    bool isCopper() const { return media_class == "dac" || media_class == "aec" || media_class == "utp"; }
    bool isAssembly() const { return pluggable_ends == 0; }  // DAC, AEC, AOC: the cable is the part
    double linkPriceUsd() const {
        return static_cast<double>(pluggable_ends) * price_usd_per_end.value + price_usd_per_cable.value;
    }
    std::string lengthClass() const { return isAssembly() ? media_class : "fiber"; }
};

// A storage server's own rating: what it writes (checkpoints) in GB/s, as its maker or operator
// publishes it, not its NICs' line rate (SSDs, replication and the file system limit it).
struct StorageServer {
    std::string id, name;
    Sourced write_gbyte_per_s;
    Origin origin;
};

// Lengths a cable or fiber can be ordered in, per class ("dac", "aec", "utp", "aoc", "fiber").
struct OrderableLengths {
    std::string id;
    std::string length_class;
    std::vector<double> lengths_m;  // ascending
    std::string source;
    Origin origin;
};

struct Catalog {
    std::vector<Gpu> gpus;
    std::vector<NodeType> nodes;
    std::vector<Nic> nics;
    std::vector<Switch> switches;
    std::vector<Media> media;
    std::vector<OrderableLengths> orderable_lengths;
    std::vector<FailureClass> failure_classes;
    std::vector<StorageServer> storage_servers;
    perf::PerformanceCalibration performance;  // the step-time model's part specs (performance_specs.h)
    std::vector<std::string> files;            // files read, in order

    const Gpu* findGpu(const std::string& id) const;
    const NodeType* findNode(const std::string& id) const;
    const Nic* findNic(const std::string& id) const;
    const Switch* findSwitch(const std::string& id) const;
    const Media* findMedia(const std::string& id) const;
    const OrderableLengths* lengthsFor(const std::string& lengthClass) const;
    const FailureClass* findFailureClass(const std::string& id) const;
    const StorageServer* findStorageServer(const std::string& id) const;
};

}  // namespace cp
