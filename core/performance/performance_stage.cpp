#include "performance/performance_stage.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "catalog/gpu_estimate.h"
#include "common/format.h"
#include "performance/calibration.h"
#include "performance/step_explain.h"

namespace cp {

namespace {

perf::TrainingJob jobOf(const WorkloadInput& w) {
    perf::TrainingJob job;
    const ArchitectureInput& a = w.architecture;
    perf::ModelArchitecture& m = job.model;
    m.layers = a.layers, m.hidden = a.hidden, m.heads = a.heads, m.kv_heads = a.kv_heads;
    m.ffn_hidden = a.ffn_hidden, m.vocabulary = a.vocabulary, m.sequence_length = a.sequence_length;
    m.ffn = a.ffn, m.tied_embeddings = a.tied_embeddings;
    m.head_dim = a.head_dim, m.v_head_dim = a.v_head_dim;
    m.q_lora_rank = a.q_lora_rank, m.kv_lora_rank = a.kv_lora_rank, m.rope_head_dim = a.rope_head_dim;
    m.moe.experts = a.experts, m.moe.active_experts = a.active_experts, m.moe.expert_ffn_hidden = a.expert_ffn_hidden;
    m.moe.shared_experts = a.shared_experts, m.moe.first_dense_layers = a.first_dense_layers;
    m.moe.layer_interval = a.moe_layer_interval;
    m.moe.capacity_factor = a.capacity_factor.value_or(0.0);
    m.moe.load_imbalance = a.expert_load_imbalance;
    m.moe.node_limit = a.node_limit.value_or(0);
    m.dropout = a.dropout;
    job.global_batch_sequences = w.global_batch_sequences;
    job.precision = w.precision;
    job.attention_kernel = w.attention_kernel;
    job.attention_flops = w.attention_flops;
    job.gradient_reduce_bytes = w.parallelism.gradient_reduce_bytes;
    job.dispatch_bytes = w.parallelism.dispatch_bytes.value_or(0.0);
    return job;
}

// The profile's rank order, innermost first; EP, when left out, sits just inside DP.
std::array<perf::ParallelDim, 5> rankOrder(const std::vector<perf::ParallelDim>& given) {
    std::array<perf::ParallelDim, 5> order = perf::Parallelism{}.order;
    if (given.empty()) return order;
    std::size_t next = 0;
    const bool hasEp = std::find(given.begin(), given.end(), perf::ParallelDim::Ep) != given.end();
    for (perf::ParallelDim d : given) {
        if (!hasEp && d == perf::ParallelDim::Dp && next < order.size()) order[next++] = perf::ParallelDim::Ep;
        if (next < order.size()) order[next++] = d;
    }
    return order;
}

// The first compute network: the one the training job's collectives cross.
const NetworkResult* computeNetwork(const FabricResult& fabric) {
    for (const NetworkResult& n : fabric.networks)
        if (n.role == NetworkRole::Compute) return &n;
    return nullptr;
}

// NIC ports and bandwidth a node puts on the compute network.
struct NodeNics {
    std::int64_t ports = 0;
    double bytes_per_second = 0;
};

NodeNics computeNics(const NodeType& node, const Catalog& catalog) {
    NodeNics out;
    for (const NodeNic& n : node.nics) {
        if (n.role != NetworkRole::Compute) continue;
        const Nic& nic = *catalog.findNic(n.nic_id);
        out.ports += n.count * nic.ports.value;
        out.bytes_per_second += static_cast<double>(n.count * nic.ports.value) * nic.port_speed_gbps.value * 1e9 / 8;
    }
    return out;
}

// The share of a zone's bandwidth that can leave it.
double zoneExitFraction(const NetworkResult& net, std::int64_t zoneTop, std::int64_t zonePorts) {
    if (net.zones <= 1) return 1.0;
    if (net.zone_join == ZoneJoinKind::Tier && zoneTop >= 1) {
        const TierResult& top = net.tiers[static_cast<std::size_t>(zoneTop - 1)];
        return top.down_ports_per_switch > 0
                   ? static_cast<double>(top.up_ports_per_switch) / static_cast<double>(top.down_ports_per_switch)
                   : 0.0;
    }
    if (net.zone_join == ZoneJoinKind::Links && zonePorts > 0)
        return static_cast<double>(net.inter_zone_links) / static_cast<double>(net.zones * zonePorts);
    return 0.0;  // independent zones: nothing leaves
}

}  // namespace

std::vector<perf::FabricLevel> fabricLevels(const NetworkResult& net, std::int64_t gpusPerNode, std::int64_t nodePorts,
                                            std::int64_t totalGpus) {
    std::vector<perf::FabricLevel> levels;
    const std::int64_t portsPerPlane = std::max<std::int64_t>(1, nodePorts / std::max<std::int64_t>(1, net.planes));
    // The compute nodes of a zone: storage and other hosts on the same fabric hold no GPUs.
    const std::int64_t fabricNodes = std::max<std::int64_t>(1, net.compute_hosts_per_fabric);
    const auto add = [&](std::string name, std::int64_t nodes, double fraction) {
        const std::int64_t gpus = std::min(std::max<std::int64_t>(1, nodes) * gpusPerNode, totalGpus);
        if (!levels.empty() && gpus <= levels.back().gpus) return;
        levels.push_back({std::move(name), gpus, std::clamp(fraction, 0.0, 1.0)});
    };
    const std::int64_t zoneTop =
        static_cast<std::int64_t>(net.tiers.size()) - (net.zone_join == ZoneJoinKind::Tier && net.zones > 1 ? 1 : 0);
    const std::int64_t fabrics = std::max<std::int64_t>(1, net.zones * net.planes);
    for (std::int64_t t = 0; t + 1 < zoneTop; ++t) {
        const TierResult& tier = net.tiers[static_cast<std::size_t>(t)];
        // A rail leaf takes one port of each node (its rail); a packed leaf all of a node's ports.
        const std::int64_t nodes = t == 0 ? tier.down_ports_per_switch / (net.rails > 0 ? 1 : portsPerPlane)
                                          : fabricNodes / std::max<std::int64_t>(1, tier.pods / fabrics);
        const double up = tier.down_ports_per_switch > 0
                              ? static_cast<double>(tier.up_ports_per_switch) / static_cast<double>(tier.down_ports_per_switch)
                              : 1;
        add(tier.name, nodes, up);
    }
    add("zone", fabricNodes, zoneExitFraction(net, zoneTop, fabricNodes * portsPerPlane));
    add("network", totalGpus / std::max<std::int64_t>(1, gpusPerNode), 1.0);
    return levels;
}

namespace {

// Fixed values of the profile narrow the search to them; nothing fixed searches everything.
perf::SearchSpace searchSpace(const ParallelismInput& in, std::int64_t gpus) {
    perf::SearchSpace s;
    s.gpus = gpus;
    s.fixed_tp = in.tp, s.fixed_pp = in.pp, s.fixed_cp = in.cp, s.fixed_ep = in.ep;
    s.fixed_micro_batch = in.micro_batch_sequences, s.fixed_virtual_stages = in.virtual_stages;
    if (in.host_reduction) s.zero_stages = {0, 1, 3};  // host reduction is an all-reduce: unsharded gradients
    if (in.zero_stage) s.zero_stages = {static_cast<int>(*in.zero_stage)};
    if (in.recompute) s.recomputations = {*in.recompute};
    else if (!in.recompute_modules.empty()) s.recomputations = {perf::Recompute::Selective};  // modules say selective
    for (perf::RecomputeModule m : in.recompute_modules)
        s.base.recompute_modules = static_cast<std::uint8_t>(s.base.recompute_modules | 1u << static_cast<unsigned>(m));
    s.fixed_sequence_parallel = in.sequence_parallel;
    s.base.order = rankOrder(in.rank_order);
    s.base.overlap_dp = in.overlap_dp, s.base.overlap_tp = in.overlap_tp;
    s.base.overlap_cp = in.overlap_cp, s.base.overlap_ep = in.overlap_ep;
    s.base.first_stage_layers = in.first_stage_layers.value_or(0);
    s.base.last_stage_layers = in.last_stage_layers.value_or(0);
    s.base.prefetch_layers = in.prefetch_layers;
    s.base.moe_dispatch = in.moe_dispatch;
    s.base.expert_tp = in.expert_tp.value_or(0);
    return s;
}

// The parallelism keys the profile leaves to the search (DP always follows from the rest).
std::vector<std::string> searchedKeys(const ParallelismInput& in) {
    std::vector<std::string> keys;
    const std::pair<const char*, bool> given[] = {{"tp", in.tp.has_value()},
                                                  {"pp", in.pp.has_value()},
                                                  {"virtual_stages", in.virtual_stages.has_value()},
                                                  {"cp", in.cp.has_value()},
                                                  {"ep", in.ep.has_value()},
                                                  {"micro_batch_sequences", in.micro_batch_sequences.has_value()},
                                                  {"zero_stage", in.zero_stage.has_value()},
                                                  {"recompute", in.recompute.has_value()},
                                                  {"sequence_parallel", in.sequence_parallel.has_value()}};
    for (const auto& [key, isGiven] : given)
        if (!isGiven) keys.emplace_back(key);
    return keys;
}

std::string memoryText(const perf::StepResult& r) {
    return formatFixed(r.memory.total_bytes / 1e9, 1) + " GB per GPU of " + formatFixed(r.memory.capacity_bytes / 1e9, 1) +
           " GB usable";
}

// A job that leaves more than 5% of the GPUs idle says so: the global batch has no divisor that
// fills the cluster with this replica size.
void warnIdleGpus(const PerformanceResult& out, Findings& findings) {
    const std::int64_t idle = out.available_gpus - out.gpus;
    if (idle * 20 <= out.available_gpus) return;
    const perf::Parallelism& p = out.parallelism;
    findings.warnings.push_back(
        {"/workload/global_batch_sequences",
         "the fastest split uses " + formatCount(out.gpus) + " of " + formatCount(out.available_gpus) + " GPUs (DP " +
             std::to_string(p.dp) + " × " + std::to_string(p.tp * p.cp * p.pp) +
             " GPUs per replica; DP must divide the global batch of " + std::to_string(out.job.global_batch_sequences) + "): " +
             formatCount(idle) + " GPUs idle. A global batch with more divisors or a GPU count that fits the split uses them"});
}

// Runs the search (or the one given split) and keeps the best in `out`; false, with a plan error, when nothing runs.
bool chooseParallelism(const Profile& profile, PerformanceResult& out, Findings& findings) {
    const ParallelismInput& in = profile.workload.parallelism;
    out.searched_keys = searchedKeys(in);
    out.searched = !out.searched_keys.empty();
    const perf::SearchResult found = perf::searchParallelism(out.job, out.hardware, searchSpace(in, out.available_gpus));
    out.considered = found.considered, out.evaluated = found.evaluated;
    out.fastest_not_fitting = found.fastest_not_fitting;
    if (const perf::Candidate* best = found.best()) {
        out.parallelism = best->parallelism;
        out.step = best->result;
        out.alternatives.assign(found.ranked.begin() + 1, found.ranked.end());
        const perf::Parallelism& p = out.parallelism;
        out.gpus = p.tp * p.cp * p.pp * p.dp;
        warnIdleGpus(out, findings);
        return true;
    }
    std::string why =
        found.problem.empty() ? "no split of " + formatCount(out.available_gpus) + " GPUs runs this job" : found.problem;
    if (found.fastest_not_fitting) why += "; the fastest split needs " + memoryText(found.fastest_not_fitting->result);
    // Memory levers where memory is what failed; where a given size cannot run at all, the keys.
    const bool memory = found.problem.find(" fits this job ") != std::string::npos || found.fastest_not_fitting;
    findings.errors.push_back({"/workload/parallelism", why + (memory ? ": use more GPUs, a smaller micro-batch, more recomputation "
                                                                        "or a higher ZeRO stage, or leave more dimensions to the search"
                                                                      : "; change the given sizes or leave them to the search")});
    return false;
}

// The job's GPUs: the cluster's, or one zone's when the zones of the compute network are not joined.
std::int64_t jobGpus(const NetworkResult* net, const std::vector<perf::FabricLevel>& levels, std::int64_t clusterGpus,
                     Findings& findings) {
    if (!net || net->zones <= 1) return clusterGpus;
    for (const perf::FabricLevel& l : levels)
        if (l.name == "zone" && l.bandwidth_fraction <= 0) {
            findings.warnings.push_back(
                {"/workload/throughput", "the compute network's " + std::to_string(net->zones) +
                                             " zones are not joined: the step-time model runs the job in one "
                                             "zone of " +
                                             formatCount(l.gpus) + " GPUs"});
            return l.gpus;
        }
    return clusterGpus;
}

}  // namespace

std::optional<PerformanceResult> evaluatePerformance(const Profile& profile, const Catalog& catalog, const ComputeResult& compute,
                                                     const FabricResult& fabric, Findings& findings) {
    if (profile.workload.throughput != ThroughputModel::StepTime) return std::nullopt;
    const NodeType& node = *catalog.findNode(profile.compute.node_type);
    const NodeNics nics = computeNics(node, catalog);
    const NetworkResult* net = computeNetwork(fabric);
    perf::ClusterTopology topology;
    topology.gpu = node.gpu_id;
    topology.host = node.performance_host;
    topology.gpus_per_node = node.gpus_per_node.value;
    topology.nic_bytes_per_second_per_gpu = nics.bytes_per_second / static_cast<double>(node.gpus_per_node.value);
    topology.host_reduction = profile.workload.parallelism.host_reduction;
    topology.software_stack = profile.workload.software_stack;
    if (!topology.software_stack.empty() && !catalog.performance.stack(topology.software_stack)) {
        std::string known;
        for (const perf::SoftwareStack& s : catalog.performance.stacks) known += (known.empty() ? "" : ", ") + s.name;
        findings.errors.push_back({"/workload/software_stack", "\"" + topology.software_stack +
                                                                   "\" is not a software stack of the catalog; expected one of " +
                                                                   known + " (data/catalog/performance.json)"});
        return std::nullopt;
    }
    if (net) topology.levels = fabricLevels(*net, node.gpus_per_node.value, nics.ports, compute.gpus);
    const Gpu* gpu = catalog.findGpu(node.gpu_id);
    if (const std::string problem = gpu ? gpu->precisionProblem(profile.workload.precision) : ""; !problem.empty()) {
        findings.errors.push_back({"/workload/precision", problem});
        return std::nullopt;  // before the hardware, so both throughput modes refuse a precision alike
    }
    std::optional<perf::GpuCalibration> estimate;
    if (!catalog.performance.gpu(node.gpu_id))
        if (gpu) estimate = estimatedGpuSpecs(catalog.performance, catalog, *gpu);
    const perf::HardwareBuild build = perf::buildHardware(catalog.performance, topology, estimate ? &*estimate : nullptr);
    if (estimate && build.problem.empty())
        findings.warnings.push_back(
            {"/compute/node_type", node.gpu_id + " has no efficiency data in the catalog's performance specs: its step time is an "
                                   "estimate with " + estimate->estimated_from + "'s GEMM, attention and memory efficiencies at " +
                                   node.gpu_id + "'s own peaks and HBM, and no scale-up domain (add an entry for " + node.gpu_id +
                                   " to data/catalog/performance.json or a user catalog to replace it)"});
    if (!build.problem.empty()) {
        findings.errors.push_back({"/compute/node_type", node.id + ": " + build.problem +
                                                             " (the catalog's performance specs: data/catalog/performance.json; "
                                                             "use a flat MFU, workload.throughput \"mfu\", for this node)"});
        return std::nullopt;
    }
    PerformanceResult out;
    out.job = jobOf(profile.workload);
    out.hardware = build.hardware;
    out.available_gpus = jobGpus(net, topology.levels, compute.gpus, findings);
    if (const auto& footprint = profile.reliability.job_gpus) out.available_gpus = std::min(out.available_gpus, *footprint);
    if (const std::string problem = perf::hardwareProblem(out.job, out.hardware); !problem.empty()) {
        findings.errors.push_back({"/workload/architecture", problem});
        return std::nullopt;
    }
    if (!chooseParallelism(profile, out, findings)) return std::nullopt;
    out.published = comparePublished(profile.workload.published, out.step);
    if (const perf::ModelError& e = catalog.performance.model_error; !e.throughput_p10.source.empty())
        out.likely = PerformanceResult::Likely{1 + e.throughput_p10.value, 1 + e.throughput_p90.value,
                                               e.throughput_p10.source};
    if (findings.explaining) {
        for (Explanation& e : perf::explainStep(out.job, out.parallelism, out.hardware, out.step))
            findings.explanations.push_back(std::move(e));
        if (out.likely)
            for (const char* key : {"performance.step_seconds_likely_low", "performance.step_seconds_likely_high"})
                findings.explanations.push_back(
                    {key, "Likely step time",
                     "step × (1 + P10 … 1 + P90 of the model's throughput error on published runs); MFU and days scale with it",
                     formatFixed(out.stepLikelyLow(), 3) + " … " + formatFixed(out.stepLikelyHigh(), 3) + " s = " +
                         formatFixed(out.step.step_seconds, 3) + " s × " + formatFixed(out.likely->step_low_factor, 3) +
                         " … " + formatFixed(out.likely->step_high_factor, 3),
                     {out.likely->source}});
    }
    return out;
}

}  // namespace cp

namespace cp {

void PerformanceResult::scaleStep(double factor) {
    perf::StepResult& s = step;
    s.step_seconds *= factor;
    for (double* part : {&s.breakdown.compute_seconds, &s.breakdown.tp_seconds, &s.breakdown.cp_seconds, &s.breakdown.ep_seconds,
                         &s.breakdown.pp_seconds, &s.breakdown.bubble_seconds, &s.breakdown.dp_seconds,
                         &s.breakdown.optimizer_seconds, &s.breakdown.framework_seconds})
        *part *= factor;
    s.tokens_per_second /= factor;
    s.model_flops_per_second_per_gpu /= factor;
    s.hardware_flops_per_second_per_gpu /= factor;
    s.mfu /= factor;
    s.hfu /= factor;
}

}  // namespace cp
