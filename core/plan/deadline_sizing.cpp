#include "plan/deadline_sizing.h"

#include <algorithm>
#include <cmath>

#include "common/format.h"
#include "common/int_math.h"
#include "training/training.h"
#include "reliability/goodput.h"

namespace cp {

namespace {

// Fixed-point passes before the sizing gives up and says no size meets the deadline. need(n) is
// not monotone in n (a split step leaves GPUs idle; goodput falls as the job grows), so the passes
// may circle (the shipped llama-70b-2k-h100 settles in 2).
constexpr int kMaxPasses = 16;

struct Trial {
    Plan plan;
    std::vector<std::string> retiered;  // "backend: 3 tiers" for networks whose given tiers could not hold it
};

// The profile planned at `clusterNodes` nodes for a job of `jobNodes`, with no deadline, for its
// numbers only (the plan explains the size it settles on); a network whose given tier count cannot
// hold it is planned with the fewest tiers that fit.
Trial planAt(const Profile& profile, const StagePlanner& planStages, std::int64_t clusterNodes, std::int64_t jobNodes,
             std::int64_t gpusPerNode) {
    Profile p = profile;
    p.compute.gpus.reset();
    p.compute.nodes = clusterNodes;
    p.workload.deadline_days.reset();
    p.reliability.job_gpus = jobNodes * gpusPerNode;
    Trial t{planStages(p), {}};
    bool retry = false;
    for (const Diagnostic& e : t.plan.errors)
        for (std::size_t i = 0; i < p.networks.size(); ++i)
            if (e.path == "/networks/" + std::to_string(i) + "/tiers" && p.networks[i].tiers) {
                p.networks[i].tiers.reset();
                retry = true;
            }
    if (!retry) return t;
    t.plan = planStages(p);
    if (t.plan.fabric)
        for (const NetworkResult& net : t.plan.fabric->networks)
            if (const NetworkInput* given = profile.findNetwork(net.name);
                given && given->tiers && !p.findNetwork(net.name)->tiers)
                t.retiered.push_back(net.name + " needs " + std::to_string(net.tiers.size()) + " tiers (the profile gives " +
                                     std::to_string(*given->tiers) + ")");
    return t;
}

// Job nodes the trial's own goodput and speed ask for.
std::optional<std::int64_t> need(const Trial& t, const WorkloadInput& w, std::int64_t gpusPerNode) {
    const TrainingResult& r = *t.plan.training;
    return jobNodesForDeadline(r.gpu_hours, r.goodput, *w.deadline_days, gpusPerNode, 0);
}

std::int64_t withSpares(std::int64_t jobNodes, double spareFraction) {
    return static_cast<std::int64_t>(std::ceil(static_cast<double>(jobNodes) * (1 + spareFraction) - 1e-9));
}

void warnMissedDeadline(const WorkloadInput& w, const TrainingResult& r, Findings& findings) {
    if (r.days <= *w.deadline_days) return;
    findings.warnings.push_back(
        {"/workload/deadline_days", "this cluster trains in " + formatFixed(r.days, 1) + " days, past the " +
                                        formatNumber(*w.deadline_days) + "-day deadline: it needs " +
                                        formatCount(r.gpus_for_deadline.value_or(0)) +
                                        " GPUs (training.gpus_for_deadline). Levers: more GPUs (compute.gpus), a higher "
                                        "goodput (reliability), a faster precision or MFU, fewer tokens, a later deadline"});
}

void record(const Trial& t, std::int64_t jobNodes, std::int64_t gpusPerNode, int passes, const WorkloadInput& w, Plan& plan) {
    TrainingResult& r = *plan.training;
    const std::int64_t nodes = withSpares(jobNodes, w.spare_node_fraction);
    r.nodes_for_deadline = nodes;
    r.gpus_for_deadline = nodes * gpusPerNode;
    if (t.plan.cabling && t.plan.cabling->nodes_per_rack > 0)
        r.racks_for_deadline = ceilDiv(nodes, t.plan.cabling->nodes_per_rack);
    if (t.plan.power) r.it_mw_for_deadline = t.plan.power->it_kw / 1000;
    r.goodput_for_deadline = t.plan.training->goodput;
    // The job's days on its own nodes (the spares stand by), as the sizing counts them.
    r.days_at_deadline_size =
        t.plan.training->gpu_hours / static_cast<double>(jobNodes * gpusPerNode) / 24 / t.plan.training->goodput;
    r.deadline_sizing_passes = passes;
    r.job_nodes_for_deadline = jobNodes;
    r.deadline_network_holds = t.retiered.empty();
    std::string network;
    for (const std::string& n : t.retiered) network += (network.empty() ? "" : "; ") + n;
    if (!t.retiered.empty())
        plan.warnings.push_back({"/networks", "at the " + formatCount(nodes * gpusPerNode) +
                                                  " GPUs the deadline asks for, the network cannot hold them with the tiers "
                                                  "given: " +
                                                  network + ". Set those tiers, or add zones or planes"});
    if (!plan.explaining) return;
    plan.explanations.push_back(
        {"training.gpus_for_deadline",
         "GPUs for the deadline",
         "fixed point: job nodes n with n = ⌈GPU-hours(n) / (deadline days × 24 × goodput(n))⌉, each n planned again "
         "(goodput falls as the job grows); the cluster adds the spare share: ⌈n × (1 + spares)⌉ nodes",
         formatCount(nodes * gpusPerNode) + " GPUs = " + formatCount(nodes) + " nodes (job " + formatCount(jobNodes) +
             " nodes, goodput " + formatFixed(*r.goodput_for_deadline, 3) + ", " + formatFixed(*r.days_at_deadline_size, 2) +
             " days against " + formatNumber(*w.deadline_days) + "; " + std::to_string(passes) + " passes; spares " +
             formatNumber(w.spare_node_fraction) + ")" + (network.empty() ? "" : "; " + network),
         {}});
}

}  // namespace

void sizeForDeadline(const Profile& profile, const Catalog& catalog, Plan& plan, const StagePlanner& planStages) {
    const WorkloadInput& w = profile.workload;
    if (!w.deadline_days || !plan.training) return;
    if (!plan.training->nodes_for_deadline) {
        plan.warnings.push_back({"/workload/deadline_days", "the " + formatNumber(*w.deadline_days) +
                                                                "-day deadline asks for more than " + formatCount(kMaxDeadlineGpus) +
                                                                " GPUs at this cluster's speed: no size is planned. Levers: a "
                                                                "later deadline, fewer tokens, a faster precision"});
        return;
    }
    const std::int64_t perNode = catalog.findNode(profile.compute.node_type)->gpus_per_node.value;
    std::int64_t job = std::max<std::int64_t>(
        1, jobNodesForDeadline(plan.training->gpu_hours, plan.training->goodput, *w.deadline_days, perNode, 0).value_or(1));
    std::optional<Trial> settled;
    std::int64_t previous = -1;
    int passes = 1;
    for (; passes <= kMaxPasses && !settled; ++passes) {
        Trial t = planAt(profile, planStages, withSpares(job, w.spare_node_fraction), job, perNode);
        if (!t.plan.errors.empty() || !t.plan.training) break;
        const std::optional<std::int64_t> needed = need(t, w, perNode);
        if (!needed) break;
        std::int64_t next = *needed;
        if (next == previous && next < job) next = job;  // rounding flips between two sizes: the larger meets it
        if (next == job) settled = std::move(t);
        previous = job;
        job = next;
    }
    std::erase_if(plan.explanations, [](const Explanation& e) { return e.key == "training.gpus_for_deadline"; });
    // A size whose ETTR is at goodput()'s floor only "meets" the deadline by the floor's grace.
    if (settled && settled->plan.reliability &&
        settled->plan.reliability->ettr_in_memory.value_or(settled->plan.reliability->ettr) <= kGoodputFloor)
        settled.reset();
    if (settled)
        record(*settled, job, perNode, passes - 1, w, plan);
    else
        plan.warnings.push_back(
            {"/workload/deadline_days", "no cluster size meets the " + formatNumber(*w.deadline_days) +
                                            "-day deadline: every size planned asks for more (goodput falls as the job grows, or "
                                            "the design stops being buildable). Levers: a later deadline, fewer tokens, a higher "
                                            "goodput (faster restart, in-memory recovery)"});
    warnMissedDeadline(w, *plan.training, plan);
}

}  // namespace cp
