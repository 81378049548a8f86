#include "performance/step_communication.h"

#include <algorithm>

#include "performance/memory_model.h"
#include "performance/placement.h"

namespace cp::perf {

namespace {

// Two collectives issued back to back, as one.
CollectiveCost sum(const CollectiveCost& a, const CollectiveCost& b) {
    CollectiveCost s = a.seconds >= b.seconds ? a : b;
    s.seconds = a.seconds + b.seconds;
    s.latency_seconds = a.latency_seconds + b.latency_seconds;
    s.bandwidth_seconds = a.bandwidth_seconds + b.bandwidth_seconds;
    return s;
}

// What an overlapped collective costs: the part the window cannot hide, plus the slowdown of the
// compute it runs under (its kernels take SMs and HBM bandwidth from the GEMMs).
double hidden(double seconds, bool overlap, double window, const Hardware& hw) {
    if (!overlap) return seconds;
    return std::max(0.0, seconds - window) + hw.collectives.overlap_compute_slowdown.value * std::min(seconds, window);
}

}  // namespace

LayerCommunication layerCommunication(const Parallelism& par, const Hardware& hw, const LayerCost& layer) {
    LayerCommunication c;
    const double full = par.recompute == Recompute::Full ? 1.0 : 0.0;
    if (par.tp > 1) {
        const GroupLayout g = groupLayout(par, {ParallelDim::Tp}, hw, Collective::AllReduce);
        // With SP an all-gather and a reduce-scatter replace each all-reduce; the backward's repeated
        // all-gather of the norm output runs under the weight-gradient GEMM (Korthikanti §4.2.2).
        c.tp_collective = par.sequence_parallel ? sum(collectiveCost(Collective::AllGather, layer.tp_message_bytes, g, hw),
                                                      collectiveCost(Collective::ReduceScatter, layer.tp_message_bytes, g, hw))
                                                : collectiveCost(Collective::AllReduce, layer.tp_message_bytes, g, hw);
        c.tp_collectives = 4 + 2 * full;  // two in the forward, two in the backward, two more recomputing
        const double gemms = 3 * layer.gemm_seconds + full * layer.gemm_seconds;
        c.tp_seconds = hidden(c.tp_collectives * c.tp_collective.seconds, par.overlap_tp, gemms, hw);
    }
    if (par.cp > 1) {
        const GroupLayout g = groupLayout(par, {ParallelDim::Cp}, hw, Collective::AllGather);
        c.cp_collective = collectiveCost(Collective::AllGather, layer.cp_message_bytes, g, hw);
        c.cp_collectives = 3 + full;  // gather K, V forward; gather again and reduce-scatter dK, dV backward
        const double core = 3 * layer.attention_gemm_seconds + full * layer.attention_gemm_seconds;
        c.cp_seconds = hidden(c.cp_collectives * c.cp_collective.seconds, par.overlap_cp, core, hw);
    }
    if (par.ep > 1 && layer.moe) {
        const GroupLayout g = groupLayout(par, {ParallelDim::Ep}, hw, Collective::AllToAll);
        c.ep_collective = collectiveCost(Collective::AllToAll, layer.ep_message_bytes, g, hw);
        c.ep_collectives = 4 + 2 * full;  // dispatch and combine, forward and backward
        const double compute = layer.forwardSeconds() + layer.backwardSeconds();
        c.ep_seconds = hidden(c.ep_collectives * c.ep_collective.seconds, par.overlap_ep, compute, hw);
    }
    return c;
}

PipelineCommunication pipelineCommunication(const TrainingJob& job, const Parallelism& par, const Hardware& hw) {
    PipelineCommunication c;
    if (par.pp <= 1) return c;
    const double tokens =
        static_cast<double>(par.micro_batch_sequences * job.model.sequence_length) / static_cast<double>(par.cp);
    const double bytes = tokens * static_cast<double>(job.model.hidden) * job.activation_bytes / static_cast<double>(par.tp);
    c.send = collectiveCost(Collective::SendRecv, bytes, pipelinePairLayout(par, hw), hw);
    c.sends = 2.0 * static_cast<double>(par.virtual_stages);  // sends and receives overlap: one each way
    c.seconds = c.sends * c.send.seconds;
    return c;
}

namespace {

StageParameters largestStage(const TrainingJob& job, const Parallelism& par) {
    StageParameters best = stageParameters(job, par, 0);
    for (std::int64_t stage : {std::int64_t{1}, par.pp - 1}) {
        if (stage <= 0 || stage >= par.pp) continue;
        const StageParameters s = stageParameters(job, par, stage);
        if (s.dense + s.expert > best.dense + best.expert) best = s;
    }
    return best;
}

// One reduction of the dense gradients (over DP × CP) and the expert gradients (over the
// replicas of each expert), as one cost.
CollectiveCost reduceGradients(Collective kind, double dense_bytes, double expert_bytes, const Parallelism& par,
                               const Hardware& hw) {
    const GroupLayout dense = groupLayout(par, {ParallelDim::Cp, ParallelDim::Ep, ParallelDim::Dp}, hw, kind);
    CollectiveCost c = hw.scale_out.host_reduction && kind == Collective::AllReduce && dense.nodes() > 1
                           ? hostReductionAllReduce(dense_bytes, dense, hw)
                           : collectiveCost(kind, dense_bytes, dense, hw);
    if (expert_bytes > 0)
        c = sum(c, collectiveCost(kind, expert_bytes, groupLayout(par, {ParallelDim::Cp, ParallelDim::Dp}, hw, kind), hw));
    return c;
}

}  // namespace

DataParallelCommunication dataParallelCommunication(const TrainingJob& job, const Parallelism& par, const Hardware& hw,
                                                    double forward_seconds, double backward_seconds) {
    DataParallelCommunication c;
    if (par.dp * par.cp <= 1) return c;
    const StageParameters params = largestStage(job, par);
    const double m = static_cast<double>(microBatchesPerStep(job, par));
    const double full = par.recompute == Recompute::Full ? 1.0 : 0.0;
    const bool sharded = par.zero_stage >= 1;
    c.gradient = reduceGradients(sharded ? Collective::ReduceScatter : Collective::AllReduce,
                                 params.dense * job.gradient_reduce_bytes, params.expert * job.gradient_reduce_bytes, par, hw);
    c.gradient_calls = par.zero_stage >= 2 ? m : 1;
    if (sharded) {
        c.weights =
            reduceGradients(Collective::AllGather, params.dense * job.weight_bytes, params.expert * job.weight_bytes, par, hw);
        c.weight_calls = par.zero_stage >= 3 ? m * (2 + full) : 1;
    }
    c.total_seconds = c.gradient_calls * c.gradient.seconds + c.weight_calls * c.weights.seconds;
    // Once per step: under the last micro-batch's backward (gradients) or first forward (weights).
    // Once per micro-batch: under that micro-batch's own compute.
    const double perStepGradient = c.gradient_calls == 1 ? c.gradient.seconds : 0.0;
    const double perStepWeights = c.weight_calls == 1 ? c.weights.seconds : 0.0;
    c.exposed_seconds =
        hidden(perStepGradient, par.overlap_dp, backward_seconds, hw) + hidden(perStepWeights, par.overlap_dp, forward_seconds, hw);
    if (c.gradient_calls > 1 || c.weight_calls > 1) {
        const double perMicroBatch =
            (c.gradient_calls > 1 ? c.gradient.seconds : 0.0) + (c.weight_calls > 1 ? c.weights.seconds * (2 + full) : 0.0);
        c.exposed_seconds += m * hidden(perMicroBatch, par.overlap_dp, forward_seconds + backward_seconds, hw);
    }
    return c;
}

}  // namespace cp::perf
