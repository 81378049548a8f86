#include "reliability/reliability.h"

#include <algorithm>
#include <cmath>

#include "common/format.h"
#include "common/int_math.h"
#include "reliability/checkpoint_math.h"
#include "reliability/spare_pool.h"

namespace cp {

namespace {

constexpr double kMinutesPerDay = 24.0 * 60.0;  // GPU-minutes per GPU-day

// Counts of every failure class in the job's footprint (a share of the cluster).
std::vector<FailureLine> inventory(const Profile& profile, const Catalog& catalog, const FabricResult& fabric,
                                   const CablingResult& cabling, double share, std::int64_t jobNodes, std::int64_t jobGpus) {
    std::vector<FailureLine> lines;
    auto add = [&](const std::string& id, double count, const std::optional<Sourced>& overrideMttf = std::nullopt,
                   const std::string& suffix = "") {
        const FailureClass* f = catalog.findFailureClass(id);
        if (!f || count <= 0) return;
        const Sourced& mttf = overrideMttf ? *overrideMttf : f->mttf_hours;
        lines.push_back({id, f->name + suffix, count, mttf.value, f->interrupts_job, 0, 0, mttf.source});
    };
    const NodeType& node = *catalog.findNode(profile.compute.node_type);
    add("gpu", static_cast<double>(jobGpus));
    add("node", static_cast<double>(jobNodes));
    add("software", static_cast<double>(jobNodes));
    for (const NodeNic& n : node.nics) {
        if (n.role != NetworkRole::Compute) continue;
        const Nic& nic = *catalog.findNic(n.nic_id);
        add("nic", static_cast<double>(jobNodes * n.count), nic.mttf_hours, " (" + nic.id + ")");
    }
    // Links and switches of the compute networks, in proportion to the footprint.
    double endpointOptical = 0, endpointCopper = 0, switchOptical = 0, switchCopper = 0, leaves = 0, upper = 0;
    for (const NetworkResult& net : fabric.networks) {
        if (net.role != NetworkRole::Compute) continue;
        for (const TierResult& t : net.tiers) (t.name == "leaf" ? leaves : upper) += static_cast<double>(t.count);
        for (const CableBin& b : cabling.by_length) {
            if (b.network != net.name) continue;
            const bool copper = catalog.findMedia(b.media)->isCopper();
            const bool endpoint = b.from == "compute";
            const auto count = static_cast<double>(b.count);
            if (endpoint)
                (copper ? endpointCopper : endpointOptical) += count;
            else if (b.to != "leaf")
                (copper ? switchCopper : switchOptical) += count;
        }
    }
    add("nic_leaf_link_optical", endpointOptical * share);
    add("nic_leaf_link_copper", endpointCopper * share);
    add("switch_link_optical", switchOptical * share);
    add("switch_link_copper", switchCopper * share);
    add("leaf_switch", leaves * share);
    add("upper_switch", upper * share);
    add("storage_server", static_cast<double>(profile.storage.servers));
    return lines;
}

double interruptingRatePerHour(const std::vector<FailureLine>& lines) {
    double rate = 0;
    for (const FailureLine& l : lines)
        if (l.interrupts_job) rate += l.count / l.mttf_hours;
    return rate;
}

// The job's failure rate (per hour) and its breakdown, most frequent first.
double failureRate(const Profile& profile, const Catalog& catalog, const FabricResult& fabric, const CablingResult& cabling,
                   double share, ReliabilityResult& r) {
    const ReliabilityInput& in = profile.reliability;
    std::vector<FailureLine> lines = inventory(profile, catalog, fabric, cabling, share, r.job_nodes, r.job_gpus);
    const double inventoryRate = interruptingRatePerHour(lines);
    const double observedRate = static_cast<double>(r.job_nodes) * in.failures_per_1000_node_days / 1000 / 24;
    const double ratePerHour = in.model == ReliabilityModel::ObservedRate ? observedRate : inventoryRate;
    r.job_mttf_hours = 1 / ratePerHour;
    r.first_failure_minutes = r.job_mttf_hours * 60;
    r.failures_per_day = ratePerHour * 24;
    for (FailureLine& l : lines) {
        l.failures_per_day = l.count / l.mttf_hours * 24;
        l.share = l.interrupts_job && inventoryRate > 0 ? l.count / l.mttf_hours / inventoryRate : 0;
    }
    std::sort(lines.begin(), lines.end(),
              [](const FailureLine& a, const FailureLine& b) { return a.failures_per_day > b.failures_per_day; });
    r.breakdown = lines;
    return ratePerHour;
}

// Checkpoint write time δ, the interval used and the ETTR it gives, and the work a failure loses.
void checkpointing(const ReliabilityInput& in, const CheckpointSize& checkpoint, ReliabilityResult& r, Findings& findings) {
    if (in.checkpoint_write_minutes) {
        r.checkpoint_write_minutes = *in.checkpoint_write_minutes;
        r.checkpoint_write_basis = "input";
    } else if (checkpoint.write_minutes) {
        r.checkpoint_write_minutes = *checkpoint.write_minutes;
        r.checkpoint_write_basis = "storage bandwidth";
    } else {
        r.checkpoint_write_minutes = 5;
        r.checkpoint_write_basis = "default (no storage in the profile)";
    }
    r.restart_minutes = in.restart_minutes;
    const double m = r.job_mttf_hours * 60;
    const double delta = r.checkpoint_write_minutes;
    r.young_interval_minutes = youngIntervalMinutes(delta, m);
    r.daly_interval_minutes = dalyIntervalMinutes(delta, m);
    // The model's own optimum; with free writes any short interval is best (1 min stands for it).
    r.optimal_interval_minutes = delta > 0 ? optimalIntervalMinutes(m, r.restart_minutes, delta) : 1.0;
    if (r.optimal_interval_minutes <= 0) r.optimal_interval_minutes = std::max(r.daly_interval_minutes, 1e-3);
    const double iterationMinutes = in.iteration_seconds.value_or(0) / 60;
    if (in.checkpoint_every_iterations)
        r.checkpoint_interval_minutes = static_cast<double>(*in.checkpoint_every_iterations) * iterationMinutes;
    else
        r.checkpoint_interval_minutes = in.checkpoint_interval_minutes.value_or(r.optimal_interval_minutes);
    r.ettr = expectedEttr(m, r.restart_minutes, r.checkpoint_interval_minutes, delta);
    r.ettr_at_optimum = expectedEttr(m, r.restart_minutes, r.optimal_interval_minutes, delta);
    r.no_useful_interval = delta >= 2 * m || r.ettr_at_optimum <= 0;
    if (r.no_useful_interval)
        findings.warnings.push_back(
            {"/reliability", "no checkpoint interval helps: the job fails every " + formatFixed(m, 1) +
                                 " min while a checkpoint takes " + formatFixed(delta, 1) + " min and a restart " +
                                 formatFixed(r.restart_minutes, 1) +
                                 " min; ETTR is 0. Shrink the job, write checkpoints faster or use in-memory recovery"});
    const double jobGpus = static_cast<double>(r.job_gpus);
    r.lost_gpu_days_per_failure = (r.checkpoint_interval_minutes / 2 + r.restart_minutes) * jobGpus / kMinutesPerDay;
    r.lost_gpu_days_worst = (r.checkpoint_interval_minutes - iterationMinutes) * jobGpus / kMinutesPerDay;
    for (double interval : {1.0, 2.0, 5.0, 10.0, 15.0, 20.0, 30.0, 45.0, 60.0, 90.0, 120.0, 180.0, 240.0})
        r.ettr_by_interval.push_back({interval, expectedEttr(m, r.restart_minutes, interval, delta)});
}

// In-memory (peer RDMA) recovery: the state is copied from a peer's HBM over the NICs.
void inMemoryRecovery(const ReliabilityInput& in, const Catalog& catalog, const NodeType& node, ReliabilityResult& r) {
    double nicGbitPerGpu = 0;
    for (const NodeNic& n : node.nics)
        if (n.role == NetworkRole::Compute) {
            const Nic& nic = *catalog.findNic(n.nic_id);
            nicGbitPerGpu += static_cast<double>(n.count * nic.ports.value) * nic.port_speed_gbps.value;
        }
    nicGbitPerGpu /= static_cast<double>(node.gpus_per_node.value);
    if (!in.in_memory_recovery || nicGbitPerGpu <= 0) return;
    const double m = r.job_mttf_hours * 60;
    const double iterationMinutes = in.iteration_seconds.value_or(0) / 60;
    const double hbmGb = catalog.findGpu(node.gpu_id)->hbm_gb.value;
    r.peer_copy_seconds = hbmGb * 8 / nicGbitPerGpu;
    const double copyMinutes = *r.peer_copy_seconds / 60;
    r.lost_gpu_days_in_memory = (iterationMinutes + copyMinutes) * static_cast<double>(r.job_gpus) / kMinutesPerDay;
    const double interval = std::max({iterationMinutes, dalyIntervalMinutes(copyMinutes, m), 1e-3});
    r.ettr_in_memory = expectedEttr(m, r.restart_minutes, interval, copyMinutes);
}

// MTTF versus job size: one node, doubling, up to the whole cluster.
void mttfByScale(const ReliabilityInput& in, std::int64_t perNode, std::int64_t clusterGpus, double ratePerHour,
                 ReliabilityResult& r) {
    const double perGpuRate = ratePerHour / static_cast<double>(r.job_gpus);
    for (std::int64_t gpus = perNode;; gpus *= 2) {
        const std::int64_t g = std::min(gpus, clusterGpus);
        const double rate = in.model == ReliabilityModel::ObservedRate
                                ? static_cast<double>(ceilDiv(g, perNode)) * in.failures_per_1000_node_days / 1000 / 24
                                : perGpuRate * static_cast<double>(g);
        r.mttf_by_scale.push_back({g, 1 / rate});
        if (g == clusterGpus) break;
    }
}

// Spares: the job's nodes fail at the job's rate shared over them. Returns the pool solved.
SparePoolInput spares(const ReliabilityInput& in, const NodeType& node, double ratePerHour, ReliabilityResult& r) {
    SparePoolInput pool;
    pool.active_nodes = r.job_nodes;
    pool.spare_nodes = in.spare_nodes;
    pool.hot_spares = in.spare_mode == SpareMode::Hot;
    pool.node_failures_per_hour = ratePerHour / static_cast<double>(r.job_nodes);
    pool.repair_hours = in.repair_hours;
    pool.repair_crews = in.repair_crews;
    const SparePoolResult solved = solveSparePool(pool);
    r.spare_nodes = in.spare_nodes;
    r.expected_failed_nodes = solved.expected_failed;
    r.availability = solved.availability;
    r.spares_needed = sparesNeeded(pool, in.shortfall_target);
    r.idle_spare_gpus = in.spare_nodes * node.gpus_per_node.value;
    r.spare_capex_usd = static_cast<double>(in.spare_nodes) * node.price_usd.value;
    return pool;
}

void explainMttf(const ReliabilityInput& in, const ReliabilityResult& r, Findings& findings) {
    std::string terms;
    std::vector<std::string> sources;
    for (const FailureLine& l : r.breakdown) {
        if (!l.interrupts_job) continue;
        terms += (terms.empty() ? "" : " + ") + formatFixed(l.count, 0) + "/" + formatFixed(l.mttf_hours, 0) + " h (" + l.name +
                 ", " + formatFixed(100 * l.share, 1) + "%)";
        sources.push_back(l.name + ": " + l.source);
    }
    if (in.model == ReliabilityModel::ObservedRate)
        findings.explanations.push_back({"reliability.job_mttf_hours",
                                         "Job MTTF",
                                         "MTTF = 1 / (nodes × r_f)",
                                         formatFixed(r.job_mttf_hours, 2) + " h = 1 / (" + formatCount(r.job_nodes) + " × " +
                                             formatNumber(in.failures_per_1000_node_days) + " / 1,000 per node-day)",
                                         {"profile reliability.failures_per_1000_node_days (Kokolis et al., arXiv 2410.21680: "
                                          "6.50 and 2.34 per 1,000 node-days)"}});
    else
        findings.explanations.push_back(
            {"reliability.job_mttf_hours", "Job MTTF",
             "MTTF = 1 / Σ (components in the job / MTTF) over the classes whose failure stops the job",
             formatFixed(r.job_mttf_hours, 2) + " h = 1 / (" + terms + ")", sources});
    findings.explanations.push_back({"reliability.first_failure_minutes",
                                     "Time to first failure",
                                     "minutes = MTTF × 60",
                                     formatFixed(r.first_failure_minutes, 2) + " min",
                                     {}});
}

void explainCheckpoints(const ReliabilityInput& in, const ReliabilityResult& r, const SparePoolInput& pool, Findings& findings) {
    const double m = r.job_mttf_hours * 60;
    const double delta = r.checkpoint_write_minutes;
    findings.explanations.push_back(
        {"reliability.checkpoint_interval_minutes",
         "Checkpoint interval",
         in.checkpoint_every_iterations   ? "interval = iterations × iteration time"
         : in.checkpoint_interval_minutes ? "interval = profile reliability.checkpoint_interval_minutes"
                                          : "optimum of E[ETTR]: Δt* = √(δ² + 2δ(M − u0)) − δ",
         formatFixed(r.checkpoint_interval_minutes, 2) + " min (δ = " + formatFixed(delta, 2) + " min from " +
             r.checkpoint_write_basis + ", M = " + formatFixed(m, 1) + " min, u0 = " + formatFixed(r.restart_minutes, 1) +
             " min; optimum " + formatFixed(r.optimal_interval_minutes, 2) + ", Young √(2δM) = " +
             formatFixed(r.young_interval_minutes, 2) + ", Daly = " + formatFixed(r.daly_interval_minutes, 2) + ")",
         {"J. W. Young, CACM 17(9), 1974; J. T. Daly, FGCS 22(3), 2006"}});
    findings.explanations.push_back(
        {"reliability.ettr",
         "ETTR (goodput)",
         "E[ETTR] ≈ (1 − (u0 + Δt/2)/M) / (1 + δ/Δt)",
         formatFixed(r.ettr, 3) + " = (1 − (" + formatNumber(r.restart_minutes) + " + " +
             formatFixed(r.checkpoint_interval_minutes, 2) + "/2) / " + formatFixed(m, 1) + ") / (1 + " + formatFixed(delta, 2) +
             " / " + formatFixed(r.checkpoint_interval_minutes, 2) + ")",
         {"Kokolis et al., 'Revisiting Reliability in Large-Scale Machine Learning Research Clusters', arXiv 2410.21680"}});
    findings.explanations.push_back({"reliability.spares_needed",
                                     "Spare nodes needed",
                                     "smallest S with P(failed nodes > S) ≤ target, failed nodes a birth-death Markov chain "
                                     "(failures λ per powered node, repairs 1/MTTR) solved by detailed balance",
                                     formatCount(r.spares_needed) + " for P ≤ " + formatNumber(in.shortfall_target) +
                                         " (λ = " + formatNumber(pool.node_failures_per_hour) + "/h per node, MTTR " +
                                         formatNumber(in.repair_hours) + " h, " + formatFixed(r.expected_failed_nodes, 1) +
                                         " nodes down on average)",
                                     {}});
}

}  // namespace

std::optional<ReliabilityResult> evaluateReliability(const Profile& profile, const Catalog& catalog, const ComputeResult& compute,
                                                     const FabricResult& fabric, const CablingResult& cabling,
                                                     const CheckpointSize& checkpoint, Findings& findings) {
    const ReliabilityInput& in = profile.reliability;
    const NodeType& node = *catalog.findNode(profile.compute.node_type);
    ReliabilityResult r;
    r.model = in.model;
    r.job_gpus = in.job_gpus.value_or(compute.gpus);
    if (r.job_gpus > compute.gpus) {
        findings.errors.push_back({"/reliability/job_gpus", "a job of " + formatCount(r.job_gpus) +
                                                                " GPUs is larger than the cluster (" + formatCount(compute.gpus) +
                                                                "): use at most " + formatCount(compute.gpus)});
        return std::nullopt;
    }
    r.job_nodes = ceilDiv(r.job_gpus, node.gpus_per_node.value);
    const double share = static_cast<double>(r.job_gpus) / static_cast<double>(compute.gpus);
    const double ratePerHour = failureRate(profile, catalog, fabric, cabling, share, r);
    checkpointing(in, checkpoint, r, findings);
    inMemoryRecovery(in, catalog, node, r);
    mttfByScale(in, node.gpus_per_node.value, compute.gpus, ratePerHour, r);
    const SparePoolInput pool = spares(in, node, ratePerHour, r);
    explainMttf(in, r, findings);
    explainCheckpoints(in, r, pool, findings);
    return r;
}

}  // namespace cp
