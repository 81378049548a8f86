#pragma once
// The result of evaluate(): every number the product shows, grouped by the
// chain of reasoning. A section that is not computed (yet) is std::nullopt,
// never zero. Later sections (cabling, power, cost, training, reliability)
// are added as further optional members.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "catalog/catalog.h"
#include "common/diagnostic.h"
#include "plan/explanation.h"

namespace cp {

struct ComputeResult {
    std::string node_type_id;
    std::string gpu_id;
    std::int64_t nodes = 0;
    std::int64_t gpus = 0;
    std::int64_t gpus_per_node = 0;
    // Dense peak of the whole cluster per precision; nullopt where the GPU lacks it.
    std::array<std::optional<double>, 3> peak_pflops{};

    const std::optional<double>& peakPflops(Precision p) const {
        return peak_pflops[static_cast<std::size_t>(p)];
    }
};

// Hosts of one kind attached to a network, and how their ports map onto it.
struct EndpointGroup {
    std::string kind;                 // "compute", "storage", "switch" (management), or an other_hosts name
    std::int64_t hosts = 0;
    std::int64_t ports_per_host = 0;  // after breakout
    std::int64_t breakout = 1;        // links per NIC port (a 400G port as 2 × 200G = 2)
    std::int64_t ports = 0;
    std::string mapping;              // e.g. "NIC port i → plane i mod 8; rail i"
};

// Installed switches of one tier in one zone × plane fabric.
struct TierGroupCount {
    std::int64_t zone = -1;           // -1: the tier joins the zones (one group per plane)
    std::int64_t plane = 0;
    std::int64_t count = 0;
};

struct TierResult {
    std::string name;                 // leaf, spine, super-spine, core, zone-join
    std::string switch_id;
    std::int64_t radix = 0;           // ports at the link speed
    std::int64_t down_ports_per_switch = 0;
    std::int64_t up_ports_per_switch = 0;
    std::int64_t count = 0;           // installed (provisioned), all zones and planes
    std::int64_t count_populated = 0; // needed for today's endpoints (balanced bundles)
    std::int64_t count_compact = 0;   // port arithmetic alone: ⌈links from below / down ports⌉
    std::int64_t pods = 0;            // pods at this tier, all fabrics
    std::int64_t group_size = 0;      // upper switches each lower switch reaches (largest fabric)
    std::int64_t bundle = 0;          // links per lower-upper switch pair (largest fabric)
    std::int64_t ports_down = 0;      // used, all zones and planes
    std::int64_t ports_up = 0;
    std::int64_t ports_spare = 0;
    std::int64_t links_up = 0;        // links to the tier above
    std::int64_t line_cards = 0;      // chassis switches only
    // Installed switches per zone × plane fabric (zone-major), adding up exactly to `count`;
    // what the engine counted per fabric, so a diagram need not share the total out.
    std::vector<TierGroupCount> count_by_group;
};

// Links that share endpoints' tiers, zone, plane, rail and speed.
struct LinkClass {
    std::string from, to;             // "compute" / "storage" / tier names
    std::int64_t zone = -1;           // -1: spans zones (zone-join links)
    std::int64_t plane = 0;
    std::int64_t rail = -1;           // -1: not rail-specific
    double speed_gbps = 0;
    std::int64_t count = 0;
};

// Switches the profile lists explicitly, with the reason given for them.
struct ExtraSwitchGroup {
    std::string switch_id;
    std::int64_t count = 0;
    std::string reason;
};

struct NetworkResult {
    std::string name, role, switch_id;
    double link_speed_gbps = 0;
    std::vector<EndpointGroup> endpoint_groups;
    std::int64_t endpoints = 0;               // all NIC ports on this network
    std::int64_t zones = 1, planes = 1;
    std::string zone_join = "none";
    std::int64_t inter_zone_links = 0;
    std::int64_t rails = 0;                   // 0: not rail-optimized
    std::int64_t scalable_units = 0;          // 0: not built by SUs
    std::int64_t endpoints_per_fabric = 0;    // largest zone within one plane
    int tier_count = 0;
    std::int64_t max_endpoints_per_fabric = 0;
    std::int64_t max_endpoints = 0;           // whole network at these tiers, zones and planes
    std::vector<TierResult> tiers;
    std::vector<LinkClass> link_classes;
    std::int64_t extra_switches = 0;
    std::vector<ExtraSwitchGroup> extra_switch_groups;  // as listed in the profile
    std::int64_t switches_total = 0;
    std::int64_t switches_compact_total = 0;  // port arithmetic alone, plus listed extras
    std::int64_t switch_links_total = 0;      // switch-to-switch
    std::int64_t endpoint_links_total = 0;    // NIC to leaf
};

struct FabricResult {
    std::vector<NetworkResult> networks;
    std::int64_t switches_total = 0;
    std::int64_t switches_compact_total = 0;
    std::int64_t links_total = 0;             // switch-to-switch, all networks
    std::int64_t endpoint_links_total = 0;
};

// Cables and transceivers by medium, length and place.
struct MediaUse {
    std::string media;         // catalog media id
    std::string media_class;
    double speed_gbps = 0;
    std::int64_t cables = 0;
    std::int64_t transceivers = 0;  // pluggable modules bought for these links (twin-port shared)
    double power_w = 0;             // modules and active cable ends
    double price_usd = 0;           // modules and cables
};

struct CableBin {
    std::string network, from, to, media;
    double length_m = 0;            // ordered length
    std::int64_t count = 0;
};

struct TransceiverUse {
    std::string module;             // media id of the module bought
    std::string end;                // "switch" or "host"
    std::int64_t count = 0;
    double power_w = 0;
    double price_usd = 0;
};

struct CablingResult {
    bool layout_defaults = false;   // the profile has no layout section
    std::int64_t nodes_per_rack = 0;
    std::int64_t racks = 0;
    std::int64_t halls = 0;
    std::int64_t cables_total = 0;
    std::int64_t transceivers_total = 0;
    std::int64_t copper_cables = 0;
    double copper_share = 0;        // copper cables / all cables
    double power_w = 0;             // transceivers and active cables
    double price_usd = 0;
    double longest_m = 0;
    std::vector<MediaUse> by_media;
    std::vector<CableBin> by_length;
    std::vector<TransceiverUse> transceivers;
};

struct PowerLine {
    std::string component;          // "GPUs", "rest of node", "switches backend", ...
    std::int64_t count = 0;
    double unit_w = 0;              // nameplate per unit
    double nameplate_kw = 0;
    double average_kw = 0;
    std::string source;
};

struct PowerResult {
    std::vector<PowerLine> breakdown;
    double it_kw = 0;               // nameplate IT load
    double it_kw_average = 0;
    double facility_kw = 0;         // nameplate × PUE
    double facility_kw_average = 0;
    double energy_mwh_per_year = 0;
    double energy_cost_usd_per_year = 0;
    double co2_tonnes_per_year = 0;
    double compute_rack_kw = 0;     // nameplate per full compute rack
};

struct BomLine {
    std::string category;           // compute, network switches, optics and cables, storage
    std::string item;               // readable name
    std::string part;               // catalog id
    std::int64_t quantity = 0;
    double unit_price_usd = 0;
    double unit_power_w = 0;
    std::string price_source;
};

struct CostCategory {
    std::string category;
    double usd = 0;
};

struct CostResult {
    std::vector<BomLine> bom;
    std::vector<CostCategory> by_category;
    double capex_usd = 0;                 // hardware (the BOM)
    double facility_capex_usd = 0;        // building, power, cooling
    double network_share = 0;             // (switches + optics and cables) / hardware
    double capex_per_gpu_usd = 0;
    double amortisation_usd_per_year = 0; // (hardware + facility) / life
    double energy_usd_per_year = 0;
    double colocation_usd_per_year = 0;
    double support_usd_per_year = 0;
    double software_usd_per_year = 0;
    double tco_usd_per_year = 0;
    double gpu_hours_delivered_per_year = 0;
    double usd_per_gpu_hour = 0;
};

struct TrainingResult {
    std::string precision;
    double peak_tflops_per_gpu = 0;
    double flops = 0;
    double gpu_hours = 0;
    double goodput = 1;                   // from reliability when computed, else 1
    bool goodput_from_reliability = false;
    double days = 0;
    double tokens_per_second = 0;
    double run_cost_usd = 0;              // GPU-hours / goodput × TCO per GPU-hour
    std::optional<double> run_cost_cloud_usd;
    // Inverse planning (workload.deadline_days).
    std::optional<std::int64_t> gpus_for_deadline, nodes_for_deadline, racks_for_deadline;
    std::optional<double> it_mw_for_deadline;
    // Checkpoints.
    double checkpoint_gb = 0;
    double checkpoint_storage_tb = 0;     // copies with 20% headroom
    double checkpoint_write_gbyte_per_s_needed = 0;  // for reliability.checkpoint_write_minutes
    std::optional<double> storage_write_gbyte_per_s; // what the storage servers' NICs deliver
    std::optional<double> checkpoint_write_minutes_achievable;
};

struct FailureLine {
    std::string failure_class;     // catalog failure class id
    std::string name;
    double count = 0;              // in the job's footprint
    double mttf_hours = 0;         // per unit
    bool interrupts_job = true;
    double failures_per_day = 0;   // count × 24 / MTTF
    double share = 0;              // of the interrupting failure rate
    std::string source;
};

struct MttfAtScale {
    std::int64_t gpus = 0;
    double job_mttf_hours = 0;
};

struct EttrAtInterval {
    double interval_minutes = 0;
    double ettr = 0;
};

struct ReliabilityResult {
    std::string model;                       // components or observed_rate
    std::int64_t job_gpus = 0, job_nodes = 0;
    double job_mttf_hours = 0;
    double first_failure_minutes = 0;
    double failures_per_day = 0;
    std::vector<FailureLine> breakdown;      // most frequent first
    double checkpoint_write_minutes = 0;     // δ
    std::string checkpoint_write_basis;      // "input", "storage bandwidth" or "default"
    double restart_minutes = 0;              // u0
    double young_interval_minutes = 0;
    double daly_interval_minutes = 0;
    double optimal_interval_minutes = 0;     // maximises E[ETTR] (checkpoint_math.h)
    double checkpoint_interval_minutes = 0;  // the one used (input or the optimum)
    double ettr = 0;                         // at the interval used
    double ettr_at_optimum = 0;              // at the optimal interval
    bool no_useful_interval = false;         // δ ≥ 2M or the expected loss exceeds M
    double lost_gpu_days_per_failure = 0;    // expected: (Δt/2 + u0) × GPUs
    double lost_gpu_days_worst = 0;          // a failure just before the next checkpoint
    std::optional<double> peer_copy_seconds; // in-memory recovery: HBM / NIC bandwidth
    std::optional<double> lost_gpu_days_in_memory;
    std::optional<double> ettr_in_memory;
    std::vector<EttrAtInterval> ettr_by_interval;
    std::vector<MttfAtScale> mttf_by_scale;
    // Spares (a birth-death Markov chain of failed nodes, solved by detailed balance).
    std::int64_t spare_nodes = 0;
    double expected_failed_nodes = 0;
    double availability = 0;                 // P(failed nodes ≤ spares)
    std::int64_t spares_needed = 0;          // for the shortfall target
    std::int64_t idle_spare_gpus = 0;
    double spare_capex_usd = 0;
};

struct Plan {
    std::string profile_name;
    ComputeResult compute;
    std::optional<FabricResult> fabric;
    std::optional<CablingResult> cabling;
    std::optional<PowerResult> power;
    std::optional<ReliabilityResult> reliability;
    std::optional<CostResult> cost;
    std::optional<TrainingResult> training;
    Diagnostics warnings;
    Diagnostics errors;  // designs that cannot be built; loading a profile rejects them
    std::vector<Explanation> explanations;

    const Explanation* explain(const std::string& key) const;
};

// The share of wall-clock time that trains the model: 1 until reliability is computed.
double planGoodput(const Plan& plan);
std::string goodputSource(const Plan& plan);

}  // namespace cp
