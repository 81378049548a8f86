#include "performance/performance_stage.h"

#include <algorithm>
#include <cmath>

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
    m.moe.experts = a.experts, m.moe.active_experts = a.active_experts, m.moe.expert_ffn_hidden = a.expert_ffn_hidden;
    m.moe.shared_experts = a.shared_experts, m.moe.first_dense_layers = a.first_dense_layers;
    m.moe.layer_interval = a.moe_layer_interval;
    job.global_batch_sequences = w.global_batch_sequences;
    job.precision = w.precision;
    job.attention_kernel = w.attention_kernel;
    return job;
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
    const std::int64_t fabricNodes = std::max<std::int64_t>(1, net.endpoints_per_fabric / portsPerPlane);
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
    s.base.sequence_parallel = in.sequence_parallel;
    s.base.overlap_dp = in.overlap_dp;
    return s;
}

bool everythingGiven(const ParallelismInput& in) {
    return in.tp && in.pp && in.cp && in.ep && in.micro_batch_sequences && in.virtual_stages && in.zero_stage && in.recompute;
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
    out.searched = !everythingGiven(in);
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
    findings.errors.push_back({"/workload/parallelism", why + ": use more GPUs, a smaller micro-batch, more recomputation or a "
                                                              "higher ZeRO stage, or leave more dimensions to the search"});
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
    if (net) topology.levels = fabricLevels(*net, node.gpus_per_node.value, nics.ports, compute.gpus);
    const perf::HardwareBuild build = perf::buildHardware(catalog.performance, topology);
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
    if (findings.explaining)
        for (Explanation& e : perf::explainStep(out.job, out.parallelism, out.hardware, out.step))
            findings.explanations.push_back(std::move(e));
    return out;
}

}  // namespace cp
