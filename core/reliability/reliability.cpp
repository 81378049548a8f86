#include "reliability/reliability.h"

#include <algorithm>
#include <cmath>

#include "common/format.h"
#include "common/int_math.h"
#include "profile/network_roles.h"
#include "reliability/checkpoint_math.h"
#include "reliability/ettr_levers.h"
#include "reliability/reliability_explain.h"
#include "reliability/spare_pool.h"

namespace cp {

namespace {

constexpr double kMinutesPerDay = 24.0 * 60.0;  // GPU-minutes per GPU-day

// Counts of every failure class in the job's footprint (a share of the cluster).
std::vector<FailureLine> inventory(const Profile& profile, const Catalog& catalog, const FabricResult& fabric,
                                   const CablingResult& cabling, double share, std::int64_t jobNodes, std::int64_t jobGpus) {
    std::vector<FailureLine> lines;
    const std::string source(enumName(profile.reliability.network_failure_source));
    auto add = [&](const std::string& id, double count, const std::optional<Sourced>& overrideMttf = std::nullopt,
                   const std::string& suffix = "") {
        const FailureClass* f = catalog.findFailureClass(id);
        if (!f || count <= 0) return;
        const Sourced& mttf = overrideMttf ? *overrideMttf : f->mttfFrom(source);
        lines.push_back({id, f->name + suffix, count, mttf.value, f->interrupts_job, 0, 0, mttf.source});
    };
    const NodeType& node = *catalog.findNode(profile.compute.node_type);
    add("gpu", static_cast<double>(jobGpus));
    add("node", static_cast<double>(jobNodes));
    add("software", static_cast<double>(jobNodes));
    // Parts, not roles: a module that integrates its ports' optics fails as one part, so the links
    // it serves lose their host-end optics from the link class (SemiAnalysis R1 → R2).
    double ports = 0, integratedPorts = 0;
    for (const NodeNic& n : node.nics) {
        if (n.role != NetworkRole::Compute) continue;
        const Nic& nic = *catalog.findNic(n.nic_id);
        add("nic", static_cast<double>(jobNodes * n.count), nic.mttf_hours, " (" + nic.id + ")");
        const double p = static_cast<double>(n.count * nic.ports.value);
        ports += p;
        if (nic.integratesOptics()) integratedPorts += p;
    }
    const double hostOpticsLeft = ports > 0 ? 1 - integratedPorts / ports : 1;
    // Storage and in-band NICs a network of the design cables: counted for repairs; whether their
    // failure stops the job is the catalog class's interrupts_job (reliability.md).
    for (const NodeNic& n : node.nics)
        if (n.role != NetworkRole::Compute && cablesNicRole(profile, n.role)) {
            const Nic& nic = *catalog.findNic(n.nic_id);
            add("storage_nic", static_cast<double>(jobNodes * n.count), nic.mttf_hours,
                " (" + nic.id + ", " + enumText(n.role) + ")");
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
    add("nic_leaf_link_optical", endpointOptical * share * hostOpticsLeft);
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

// δ, the time training stops per checkpoint, and W, the write to storage. Async (as large runs
// checkpoint today): each GPU copies its share of the state to host memory (δ), then the write to
// storage runs beside training; the checkpoint can be restored only once written (a lag of W).
void checkpointTimes(const ReliabilityInput& in, const CheckpointSize& c, ReliabilityResult& r) {
    r.checkpoint_mode = in.checkpoint_mode;
    r.checkpoint_write_minutes = c.write_minutes;
    const bool async = in.checkpoint_mode == CheckpointMode::Async && c.device_to_host_gbyte_per_s;
    const double gbPerGpu = c.gb / static_cast<double>(r.job_gpus);
    if (async) r.checkpoint_snapshot_minutes = gbPerGpu / *c.device_to_host_gbyte_per_s / 60;
    if (async) r.checkpoint_durable_lag_minutes = c.write_minutes.value_or(0);
    if (in.checkpoint_write_minutes) {
        r.checkpoint_stop_minutes = *in.checkpoint_write_minutes;
        r.checkpoint_stop_basis = "input";
    } else if (async) {
        r.checkpoint_stop_minutes = *r.checkpoint_snapshot_minutes;
        r.checkpoint_stop_basis = "snapshot of " + formatScientific(gbPerGpu) + " GB per GPU to host memory at " +
                                  formatNumber(*c.device_to_host_gbyte_per_s) + " GB/s";
    } else if (c.write_minutes) {
        r.checkpoint_stop_minutes = *c.write_minutes;
        r.checkpoint_stop_basis = "synchronous write to storage";
    } else {
        r.checkpoint_stop_minutes = 5;
        r.checkpoint_stop_basis = "assumption: a 5-minute synchronous write (no storage in the profile)";
    }
    if (in.checkpoint_mode == CheckpointMode::Async && !c.device_to_host_gbyte_per_s && !in.checkpoint_write_minutes)
        r.checkpoint_stop_basis += "; written synchronously: the node names no device-to-host rate (catalog performance_host)";
}

// The interval used: the given one, or the optimum; never below one iteration, and in async mode
// never below the write (the next snapshot waits for it), with a warning when the given one is.
void checkpointInterval(const ReliabilityInput& in, ReliabilityResult& r, Findings& findings) {
    const double m = r.job_mttf_hours * 60, delta = r.checkpoint_stop_minutes;
    const double lead = r.restart_minutes + r.checkpoint_durable_lag_minutes;  // lost per failure besides Δt/2
    r.young_interval_minutes = youngIntervalMinutes(delta, m);
    r.daly_interval_minutes = dalyIntervalMinutes(delta, m);
    // Checkpoints are taken between steps; without a step time, 1 minute stands for "as often as wanted".
    const double shortest = shortestIntervalMinutes(r.iteration_seconds / 60, r.checkpoint_durable_lag_minutes, delta);
    r.optimal_interval_minutes = usableOptimalIntervalMinutes(m, lead, delta, shortest);
    double given = 0;
    if (in.checkpoint_every_iterations)
        given = static_cast<double>(*in.checkpoint_every_iterations) * r.iteration_seconds / 60;
    else if (in.checkpoint_interval_minutes)
        given = *in.checkpoint_interval_minutes;
    if (given > 0 && given < r.checkpoint_durable_lag_minutes + delta)
        findings.warnings.push_back({"/reliability/checkpoint_interval_minutes",
                                     "a checkpoint takes " + formatFixed(r.checkpoint_durable_lag_minutes + delta, 2) +
                                         " min to reach storage, longer than the " + formatFixed(given, 2) +
                                         "-minute interval: checkpoints can only be taken every " +
                                         formatFixed(r.checkpoint_durable_lag_minutes + delta, 2) +
                                         " min. Add storage servers or a faster storage.server_type, or lengthen the interval"});
    // A given interval is kept above the write (the next snapshot waits for it), not above the 1-minute stand-in.
    r.checkpoint_interval_minutes = given > 0
                                        ? std::max({given, r.checkpoint_durable_lag_minutes + delta, r.iteration_seconds / 60})
                                        : r.optimal_interval_minutes;
    r.ettr = r.ettrAtInterval(r.checkpoint_interval_minutes);
    r.ettr_at_optimum = r.ettrAtInterval(r.optimal_interval_minutes);
    for (double interval : {1.0, 2.0, 5.0, 10.0, 15.0, 20.0, 30.0, 45.0, 60.0, 90.0, 120.0, 180.0, 240.0})
        r.ettr_by_interval.push_back({interval, r.ettrAtInterval(std::max(interval, shortest))});
}

// Checkpoint stop δ, write W, the interval and the ETTR it gives, and the work a failure loses.
void checkpointing(const ReliabilityInput& in, const CheckpointSize& checkpoint, ReliabilityResult& r, Findings& findings) {
    r.restart_minutes = in.restart_minutes;
    r.iteration_seconds = in.iteration_seconds.value_or(checkpoint.step_seconds.value_or(0));
    checkpointTimes(in, checkpoint, r);
    checkpointInterval(in, r, findings);
    const double m = r.job_mttf_hours * 60, delta = r.checkpoint_stop_minutes;
    r.no_useful_interval = delta >= 2 * m || r.ettr_at_optimum <= 0;
    const double jobGpus = static_cast<double>(r.job_gpus);
    const double iterationMinutes = std::min(r.iteration_seconds / 60, r.checkpoint_interval_minutes);
    const double completed = r.checkpoint_interval_minutes - iterationMinutes;  // whole iterations in an interval
    r.lost_gpu_days_per_failure = (completed / 2 + r.checkpoint_durable_lag_minutes) * jobGpus / kMinutesPerDay;
    r.lost_gpu_days_worst = (completed + r.checkpoint_durable_lag_minutes) * jobGpus / kMinutesPerDay;
    r.restart_gpu_days_per_failure = r.restart_minutes * jobGpus / kMinutesPerDay;
}

// In-memory (peer RDMA) recovery copies the state from a peer's HBM over the compute NICs: the
// seconds one GPU's HBM takes at its share of them; none without compute NICs.
std::optional<double> peerCopySeconds(const Catalog& catalog, const NodeType& node) {
    double nicGbitPerGpu = 0;
    for (const NodeNic& n : node.nics)
        if (n.role == NetworkRole::Compute) {
            const Nic& nic = *catalog.findNic(n.nic_id);
            nicGbitPerGpu += static_cast<double>(n.count * nic.ports.value) * nic.port_speed_gbps.value;
        }
    nicGbitPerGpu /= static_cast<double>(node.gpus_per_node.value);
    if (nicGbitPerGpu <= 0) return std::nullopt;
    return catalog.findGpu(node.gpu_id)->hbm_gb.value * 8 / nicGbitPerGpu;
}

// The case the reliability stage computed (ettr_levers.h), in-memory recovery included when on.
EttrCase currentCase(const ReliabilityInput& in, const ReliabilityResult& r) {
    EttrCase c{r.job_mttf_hours * 60,
               r.restart_minutes,
               r.checkpoint_stop_minutes,
               r.checkpoint_durable_lag_minutes,
               r.iteration_seconds / 60,
               std::nullopt,
               std::nullopt};
    if (in.checkpoint_every_iterations)  // as checkpointInterval() takes it
        c.given_interval = static_cast<double>(*in.checkpoint_every_iterations) * r.iteration_seconds / 60;
    else if (in.checkpoint_interval_minutes)
        c.given_interval = *in.checkpoint_interval_minutes;
    if (c.given_interval && *c.given_interval <= 0) c.given_interval.reset();
    if (r.peer_copy_seconds) c.peer_copy = *r.peer_copy_seconds / 60;
    return c;
}

void inMemoryRecovery(const ReliabilityInput& in, const Catalog& catalog, const NodeType& node, ReliabilityResult& r) {
    const std::optional<double> copySeconds = peerCopySeconds(catalog, node);
    if (!in.in_memory_recovery || !copySeconds) return;
    r.peer_copy_seconds = copySeconds;
    const double copyMinutes = *copySeconds / 60;
    r.lost_gpu_days_in_memory = (r.iteration_seconds / 60 + copyMinutes) * static_cast<double>(r.job_gpus) / kMinutesPerDay;
    r.ettr_in_memory = ettrOf(currentCase(in, r));
}

// What the design could change to lift its ETTR: each alternative is the current case with one
// input changed, run through the same checkpoint functions.
EttrAlternatives ettrAlternatives(const ReliabilityInput& in, const Catalog& catalog, const NodeType& node,
                                  const CheckpointSize& checkpoint, const ReliabilityResult& r) {
    EttrAlternatives a;
    a.now = currentCase(in, r);
    a.job_gpus = r.job_gpus;
    a.interval_field =
        in.checkpoint_every_iterations ? "reliability.checkpoint_every_iterations" : "reliability.checkpoint_interval_minutes";
    a.gpus_per_node = node.gpus_per_node.value;
    const bool asyncNow = in.checkpoint_mode == CheckpointMode::Async && checkpoint.device_to_host_gbyte_per_s;
    a.stop_scales_with_job = asyncNow && !in.checkpoint_write_minutes;
    if (!asyncNow && checkpoint.device_to_host_gbyte_per_s) {
        ReliabilityInput asyncIn = in;
        asyncIn.checkpoint_mode = CheckpointMode::Async;
        ReliabilityResult asyncR = r;
        checkpointTimes(asyncIn, checkpoint, asyncR);
        a.async_checkpoints = a.now;
        a.async_checkpoints->stop = asyncR.checkpoint_stop_minutes;
        a.async_checkpoints->lag = asyncR.checkpoint_durable_lag_minutes;
    }
    if (!in.in_memory_recovery)
        if (const std::optional<double> copySeconds = peerCopySeconds(catalog, node)) a.peer_copy = *copySeconds / 60;
    if (in.model == ReliabilityModel::Components)
        for (const FailureLine& l : r.breakdown)
            if (l.failure_class == "nic_leaf_link_optical" || l.failure_class == "switch_link_optical")
                a.optical_link_share += l.share;
    return a;
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
    r.availability_target = 1 - in.shortfall_target;
    r.idle_spare_gpus = in.spare_nodes * node.gpus_per_node.value;
    r.spare_capex_usd = static_cast<double>(in.spare_nodes) * node.price_usd.value;
    return pool;
}

void explainMttf(const ReliabilityInput& in, const ReliabilityResult& r, Findings& findings) {
    if (!findings.explaining) return;
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

}  // namespace

double ReliabilityResult::ettrAtInterval(double intervalMinutes) const {
    return expectedEttr(job_mttf_hours * 60, restart_minutes + checkpoint_durable_lag_minutes, intervalMinutes,
                        checkpoint_stop_minutes);
}

std::optional<ReliabilityResult> evaluateReliability(const Profile& profile, const Catalog& catalog, const ComputeResult& compute,
                                                     const FabricResult& fabric, const CablingResult& cabling,
                                                     const CheckpointSize& checkpoint, std::optional<std::int64_t> modelled_job_gpus,
                                                     Findings& findings) {
    const ReliabilityInput& in = profile.reliability;
    const NodeType& node = *catalog.findNode(profile.compute.node_type);
    ReliabilityResult r;
    r.model = in.model;
    // A given footprint is checked whether or not the step-time model's split replaces it.
    if (const std::int64_t given = in.job_gpus.value_or(0); given > compute.gpus) {
        findings.errors.push_back({"/reliability/job_gpus", "a job of " + formatCount(given) +
                                                                " GPUs is larger than the cluster (" + formatCount(compute.gpus) +
                                                                "): use at most " + formatCount(compute.gpus)});
        return std::nullopt;
    }
    r.job_gpus = modelled_job_gpus.value_or(in.job_gpus.value_or(compute.gpus));
    r.job_nodes = ceilDiv(r.job_gpus, node.gpus_per_node.value);
    const double share = static_cast<double>(r.job_gpus) / static_cast<double>(compute.gpus);
    const double ratePerHour = failureRate(profile, catalog, fabric, cabling, share, r);
    checkpointing(in, checkpoint, r, findings);
    inMemoryRecovery(in, catalog, node, r);
    mttfByScale(in, node.gpus_per_node.value, compute.gpus, ratePerHour, r);
    const SparePoolInput pool = spares(in, node, ratePerHour, r);
    explainMttf(in, r, findings);
    explainCheckpoints(in, checkpoint, r, findings);
    explainSpares(in, pool, r, findings);
    warnReliability(in, r, ettrLevers(ettrAlternatives(in, catalog, node, checkpoint, r)), findings);
    return r;
}

}  // namespace cp
