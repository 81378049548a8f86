#pragma once
// The planner's inputs: one versioned document (schema 1). Plain values;
// field meanings, units and defaults are in docs/profile-format.md.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "profile/field.h"
#include "profile/profile_enums.h"
#include "profile/workload_enums.h"

namespace cp {

inline constexpr int kProfileSchema = 1;

struct ComputeInput {
    std::string node_type;              // catalog node id
    std::optional<std::int64_t> nodes;  // exactly one of nodes / gpus is set
    std::optional<std::int64_t> gpus;   // rounded up to whole nodes

    FieldPresence present{};  // keys the file gave (profile/field.h)
    bool operator==(const ComputeInput&) const = default;
};

struct ExtraSwitches {
    std::string switch_id;
    std::int64_t count = 0;
    std::string reason;

    FieldPresence present{};  // keys the file gave (profile/field.h)
    bool operator==(const ExtraSwitches&) const = default;
};

// Hosts other than compute nodes and storage servers (login, CPU, service nodes).
struct OtherHosts {
    std::string name;
    std::int64_t count = 0;
    std::int64_t ports_per_host = 1;
    bool spare_ports = false;  // cabled into spare down ports of the network's leaves, never on leaves of their own

    FieldPresence present{};  // keys the file gave (profile/field.h)
    bool operator==(const OtherHosts&) const = default;
};

// Hosts of one kind on leaves of their own at their own down:up ratio (storage leaves at 1:1 among
// compute leaves at 4:3 in one fabric).
struct LeafClass {
    std::string hosts;            // "compute", "storage" or an other_hosts name of the network
    double oversubscription = 1;  // down:up of these leaves (bandwidth)

    FieldPresence present{};  // keys the file gave (profile/field.h)
    bool operator==(const LeafClass&) const = default;
};

// How the zones of a network are joined.
struct ZoneJoin {
    ZoneJoinKind kind = ZoneJoinKind::None;  // none, links (a few inter-zone links), tier (a top tier)
    std::int64_t links = 0;                  // kind "links": total inter-zone links
    double oversubscription = 1;             // kind "tier": down:up of each zone's top tier toward the join tier

    FieldPresence present{};  // keys the file gave (profile/field.h)
    bool operator==(const ZoneJoin&) const = default;
};

// Where each tier's switches stand.
struct Placement {
    LeafPlacement leaf = LeafPlacement::Auto;       // auto: rail_rack when rail-optimized, else in_rack
    SpinePlacement spine = SpinePlacement::PodRow;  // pod_row: near its leaves
    CorePlacement core = CorePlacement::Central;

    FieldPresence present{};  // keys the file gave (profile/field.h)
    bool operator==(const Placement&) const = default;
};

struct NetworkInput {
    std::string name;  // unique, e.g. "backend"
    NetworkRole role = NetworkRole::Compute;
    std::string switch_id;                   // catalog switch id
    std::vector<std::string> tier_switches;  // optional per-tier switch ids from the leaf; "" = switch_id
    double link_speed_gbps = 0;              // must be one of each tier switch's port modes
    std::optional<int> tiers;                // nullopt = fewest that fit
    std::int64_t zones = 1;                  // independent fabrics the endpoints are split over
    ZoneJoin zone_join;
    std::int64_t planes = 1;                          // parallel identical fabrics, one per NIC port
    bool rail_optimized = false;                      // leaves per rail (port i of every node → rail leaf i)
    std::optional<std::int64_t> su_nodes;             // build by scalable units of this many nodes
    std::vector<double> oversubscription;             // down:up per tier from the leaf; missing = 1
    std::vector<double> up_speeds_gbps;               // speed of each tier's up links from the leaf; missing or 0 = its down speed
    bool leaf_per_rack = false;                       // one leaf (or as many as a rack's ports need) per compute rack
    std::vector<LeafClass> leaf_classes;
    std::optional<std::int64_t> build_out_endpoints;  // upper tiers provisioned for this many
    std::optional<int> build_out_from_tier;           // first provisioned tier (2..4); default: the top
    std::vector<OtherHosts> other_hosts;
    std::vector<ExtraSwitches> extra_switches;
    Placement placement;
    std::vector<MediaPolicy> media_policy;

    FieldPresence present{};  // keys the file gave (profile/field.h)
    bool operator==(const NetworkInput&) const = default;
    const std::string& switchOfTier(std::size_t tier) const {
        return tier < tier_switches.size() && !tier_switches[tier].empty() ? tier_switches[tier] : switch_id;
    }
    // Link speeds on each side of a tier (leaf = 0): the leaf's down links run at link_speed_gbps,
    // a tier's up links at up_speeds_gbps[tier] (missing or 0: its down speed), the next tier's
    // down links at that same speed.
    double downSpeedOfTier(std::size_t tier) const { return tier == 0 ? link_speed_gbps : upSpeedOfTier(tier - 1); }
    double upSpeedOfTier(std::size_t tier) const {
        return tier < up_speeds_gbps.size() && up_speeds_gbps[tier] > 0 ? up_speeds_gbps[tier] : downSpeedOfTier(tier);
    }
};

struct StorageInput {
    std::int64_t servers = 0;
    std::string nic;  // catalog NIC id; empty when servers == 0
    std::int64_t nics_per_server = 1;
    std::string network;                        // name of the network the storage NICs attach to
    double server_power_w = 1500;               // assumption: a dual-socket all-flash server
    double server_price_usd = 60000;            // assumption
    double server_capacity_tb = 300;            // usable capacity per server
    std::string server_type = "allflash-nvme";  // catalog storage server: its rated write throughput

    FieldPresence present{};  // keys the file gave (profile/field.h)
    bool operator==(const StorageInput&) const = default;
};

// The floor: racks in rows, rows in halls. Link lengths follow from where each
// device stands (docs/layout-and-cabling.md).
struct LayoutInput {
    bool given = false;  // false: every value below is a default (the plan says so)
    double rack_power_kw = 40;
    std::optional<std::int64_t> nodes_per_rack;  // nullopt = derived from rack power and rack units
    std::int64_t rack_units = 42;
    std::int64_t racks_per_row = 16;
    double rack_pitch_m = 0.6;  // rack width along a row
    double rack_depth_m = 1.2;
    double aisle_m = 1.2;  // between rows
    std::int64_t rows_per_hall = 20;
    double hall_distance_m = 150;  // between halls / buildings
    double tray_drop_m = 2.0;      // port to overhead tray, at each end
    double in_rack_m = 1.5;        // a link that stays inside one rack
    double slack_fraction = 0.1;
    std::int64_t storage_servers_per_rack = 8;
    std::int64_t other_hosts_per_rack = 16;

    FieldPresence present{};  // keys the file gave (profile/field.h)
    bool operator==(const LayoutInput&) const = default;
    double rowPitchM() const { return rack_depth_m + aisle_m; }
};

struct PowerCostInput {
    double pue = 1.3;
    std::optional<double> average_draw_fraction;  // nodes' average as a share of nameplate; default: catalog average
    double hours_per_year = 8760;
    double electricity_usd_per_kwh = 0.08;
    double co2_kg_per_kwh = 0.4;
    double hardware_life_years = 5;
    double misc_it_fraction = 0;  // further IT load (CPU/management nodes, ...) as a share of node power

    FieldPresence present{};  // keys the file gave (profile/field.h)
    bool operator==(const PowerCostInput&) const = default;
};

// Money beyond the parts list: facility, operations, software, utilisation.
struct CostInput {
    double facility_capex_usd_per_mw = 10e6;  // building, power and cooling per MW of facility power
    double colocation_usd_per_kw_month = 0;   // instead of / in addition to facility capex
    double support_fraction_per_year = 0.05;  // of hardware capex
    double software_usd_per_gpu_year = 0;
    double utilisation = 0.9;                      // share of hours allocated to jobs
    std::optional<double> cloud_usd_per_gpu_hour;  // to price a run at a cloud rate instead
    double rack_price_usd = 0;                     // a rack with its PDUs; 0: racks are not priced

    FieldPresence present{};  // keys the file gave (profile/field.h)
    bool operator==(const CostInput&) const = default;
};

// The model the step-time model trains (throughput "step_time"): a transformer, dense or MoE.
struct ArchitectureInput {
    std::int64_t layers = 0;
    std::int64_t hidden = 0;
    std::int64_t heads = 0;
    std::int64_t kv_heads = 0;  // grouped-query attention; 0 = as many as heads
    std::int64_t ffn_hidden = 0;
    std::int64_t vocabulary = 0;
    std::int64_t sequence_length = 0;
    perf::FfnKind ffn = perf::FfnKind::SwiGlu;
    bool tied_embeddings = false;
    std::int64_t head_dim = 0;       // query/key width per head; 0: hidden / heads
    std::int64_t v_head_dim = 0;     // value width per head; 0: head_dim
    std::int64_t q_lora_rank = 0;    // multi-head latent attention (DeepSeek-V2/V3): query bottleneck; 0: none
    std::int64_t kv_lora_rank = 0;   // MLA: key/value latent; 0: plain (grouped-query) attention
    std::int64_t rope_head_dim = 0;  // MLA: the rotary part of head_dim
    // Mixture of experts (experts = 0: dense).
    std::int64_t experts = 0;
    std::int64_t active_experts = 0;
    std::int64_t expert_ffn_hidden = 0;
    std::int64_t shared_experts = 0;
    std::int64_t first_dense_layers = 0;
    std::int64_t moe_layer_interval = 1;
    std::optional<double> capacity_factor;     // expert capacity over the mean load; absent: dropless
    double expert_load_imbalance = 1.0;        // busiest expert rank's tokens over the mean (dropless routing)
    std::optional<std::int64_t> node_limit;    // node-limited routing: a token's experts on at most this many nodes
    bool dropout = false;                      // dropout layers (GPT-era training): masks stored, extra kernels

    FieldPresence present{};  // keys the file gave (profile/field.h)
    bool operator==(const ArchitectureInput&) const = default;
};

// How the job is split; a dimension left out is chosen by the search for the fastest split that fits.
struct ParallelismInput {
    std::optional<std::int64_t> tp, pp, cp, ep, virtual_stages, micro_batch_sequences;
    std::optional<std::int64_t> expert_tp;  // folded experts' TP (Megatron-Core); absent: the experts split by TP, EP within DP
    std::optional<std::int64_t> zero_stage;  // 0 none, 1 optimizer states, 2 + gradients, 3 + weights (FSDP)
    std::optional<perf::Recompute> recompute;
    // Selective recomputation's modules (Megatron-Core --recompute-modules); empty: the attention core
    // when its scores are stored, else the MLP activation function.
    std::vector<perf::RecomputeModule> recompute_modules;
    std::optional<bool> sequence_parallel;  // absent: on whenever TP > 1
    std::optional<std::int64_t> first_stage_layers, last_stage_layers;  // uneven pipeline stages (Megatron-Core)
    std::vector<perf::ParallelDim> rank_order;  // innermost first; empty: TP, CP, EP, PP, DP
    bool overlap_dp = true;       // gradient reduction under the backward pass
    bool overlap_tp = false;      // TP collectives under the layer's GEMMs (Transformer Engine userbuffers)
    bool overlap_cp = false;      // K/V exchange under the attention core (ring attention)
    bool overlap_ep = false;      // expert all-to-all under another micro-batch's compute (DualPipe, Megatron-Core)
    std::int64_t prefetch_layers = 1;   // ZeRO-3 / FSDP: layers whose weights are gathered ahead
    double gradient_reduce_bytes = 4;   // per gradient element on the wire (FP32 4, BF16/FP16 2)
    std::optional<double> dispatch_bytes;  // per element of what is sent to the experts; absent: the activations'
    perf::MoeDispatch moe_dispatch = perf::MoeDispatch::AllToAll;
    bool host_reduction = false;  // data-parallel all-reduce on the CPUs (Fire-Flyer's HFReduce)

    FieldPresence present{};  // keys the file gave (profile/field.h)
    bool operator==(const ParallelismInput&) const = default;
};

// A published training run this profile reproduces: its figure, how it counts, and where it is
// printed. Compared with the plan (clusterplanner-cli validation); never an input to the model.
struct PublishedRunInput {
    std::optional<perf::PublishedMetric> metric;  // absent: no published run
    double value = 0;
    std::string source;  // paper, table and row
    std::string group;   // the source table the run belongs to ("Megatron-LM SC'21 Table 1")
    std::string note;    // what the source leaves open and what the profile chose

    FieldPresence present{};  // keys the file gave (profile/field.h)
    bool operator==(const PublishedRunInput&) const = default;
};

struct WorkloadInput {
    double parameters_billion = 70;                   // total parameters (checkpoint size)
    std::optional<double> active_parameters_billion;  // MoE: parameters active per token (FLOPs)
    double tokens_trillion = 2;
    std::optional<double> flops;  // explicit training FLOPs instead of 6·N·D
    Precision precision = Precision::Bf16;
    double mfu = 0.4;
    std::optional<double> deadline_days;         // inverse planning: GPUs needed to finish in this many days
    double spare_node_fraction = 0.05;           // hot spares added when sizing for a deadline
    double checkpoint_bytes_per_parameter = 14;  // bf16 weights 2 + fp32 master 4 + Adam moments 8
    std::int64_t checkpoint_copies = 2;
    ThroughputModel throughput = ThroughputModel::Mfu;
    std::int64_t global_batch_sequences = 0;  // step_time: sequences per optimizer step
    perf::AttentionKernel attention_kernel = perf::AttentionKernel::Flash;
    perf::AttentionFlops attention_flops = perf::AttentionFlops::Causal;  // how MFU counts a causal mask's scores
    std::string software_stack;  // the training framework (catalog performance.software_stacks); empty: none
    ArchitectureInput architecture;
    ParallelismInput parallelism;
    PublishedRunInput published;

    FieldPresence present{};  // keys the file gave (profile/field.h)
    bool operator==(const WorkloadInput&) const = default;
    double activeParametersBillion() const { return active_parameters_billion.value_or(parameters_billion); }
};

struct ReliabilityInput {
    ReliabilityModel model = ReliabilityModel::Components;                      // inventory × MTTF, or an observed rate
    double failures_per_1000_node_days = 6.5;                                   // observed_rate (Kokolis et al.: 6.50 and 2.34)
    NetworkFailureSource network_failure_source = NetworkFailureSource::Fleet;  // the links' MTTF: catalog source
    CheckpointMode checkpoint_mode = CheckpointMode::Async;  // snapshot to host memory, then write; or a blocking write
    std::optional<double> checkpoint_write_minutes;          // δ (training stopped per checkpoint); default: derived
    double restart_minutes = 10;                             // u0: from failure to training again
    std::optional<double> checkpoint_interval_minutes;       // Δt; default: Daly's optimum
    std::optional<double> iteration_seconds;                 // with checkpoint_every_iterations: Δt in iterations
    std::optional<std::int64_t> checkpoint_every_iterations;
    bool in_memory_recovery = false;       // peer (RDMA) copies of the state in HBM
    std::optional<std::int64_t> job_gpus;  // the job's footprint; default: the whole cluster
    std::int64_t spare_nodes = 0;
    SpareMode spare_mode = SpareMode::Hot;  // hot spares are powered and can fail
    double repair_hours = 72;               // MTTR of a failed node
    std::int64_t repair_crews = 0;          // nodes repaired at once; 0 = no limit
    double shortfall_target = 0.01;         // acceptable probability of running out of spares

    FieldPresence present{};  // keys the file gave (profile/field.h)
    bool operator==(const ReliabilityInput&) const = default;
};

struct Profile {
    int schema = kProfileSchema;
    std::string name;
    std::string description;
    ComputeInput compute;
    std::vector<NetworkInput> networks;
    StorageInput storage;
    LayoutInput layout;
    PowerCostInput power;
    CostInput cost;
    WorkloadInput workload;
    ReliabilityInput reliability;

    FieldPresence present{};
    bool operator==(const Profile&) const = default;
    const NetworkInput* findNetwork(const std::string& name) const;
};

}  // namespace cp
