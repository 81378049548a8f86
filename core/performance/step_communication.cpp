#include "performance/step_communication.h"

#include <algorithm>
#include <cmath>
#include <utility>

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

// What a collective issued under a compute window costs the step: its bandwidth part hides under
// the window and slows that compute a little (its kernels take SMs and HBM bandwidth from the GEMMs);
// its latency does not hide. A ring's latency is its steps' handshakes, each waiting for the slowest
// neighbour, so it runs on the critical path of every rank: this is what makes ZeRO-3 lose throughput
// as the group grows at a fixed per-GPU load (the llm-foundry FSDP runs, docs/validation.md), where
// hiding it too would predict a fall ten times too shallow.
double exposedUnder(double latency, double bandwidth, double window, double slowdown) {
    return latency + std::max(0.0, bandwidth - window) + slowdown * std::min(bandwidth, window);
}
double exposedUnder(double latency, double bandwidth, double window, const Hardware& hw) {
    return exposedUnder(latency, bandwidth, window, hw.collectives.overlap_compute_slowdown.value);
}

// `count` collectives like `one`, overlapped with `window` when `overlap`, else all exposed.
double hidden(const CollectiveCost& one, double count, bool overlap, double window, const Hardware& hw) {
    if (!overlap) return count * one.seconds;
    return exposedUnder(count * one.latency_seconds, count * (one.seconds - one.latency_seconds), window, hw);
}

}  // namespace

LayerCommunication layerCommunication(const Parallelism& par, const Hardware& hw, const LayerCost& layer,
                                      double ep_unpaired_share) {
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
        if (layer.mlp_tp_over_expert_tp) c.tp_collectives /= 2;  // the attention's; the MLP's follow below
        const double gemms = 3 * layer.gemm_seconds + full * layer.gemm_seconds;
        c.tp_seconds = hidden(c.tp_collective, c.tp_collectives, par.overlap_tp, gemms, hw);
    }
    if (layer.mlp_tp_over_expert_tp && par.expertTp() > 1) {  // folded experts: the MLP's pairs over expert TP
        const Parallelism grid = expertGrid(par);
        const GroupLayout g = groupLayout(grid, {ParallelDim::Tp}, hw, Collective::AllGather);
        c.expert_tp_collective = sum(collectiveCost(Collective::AllGather, layer.mlp_tp_message_bytes, g, hw),
                                     collectiveCost(Collective::ReduceScatter, layer.mlp_tp_message_bytes, g, hw));
        c.expert_tp_collectives = 2 + full;
        const double gemms = 3 * layer.mlp_gemm_seconds + full * layer.mlp_gemm_seconds;
        c.tp_seconds += hidden(c.expert_tp_collective, c.expert_tp_collectives, par.overlap_tp, gemms, hw);
    }
    if (par.cp > 1) {
        const GroupLayout g = groupLayout(par, {ParallelDim::Cp}, hw, Collective::AllGather);
        c.cp_collective = collectiveCost(Collective::AllGather, layer.cp_message_bytes, g, hw);
        c.cp_collectives = 3 + full;  // gather K, V forward; gather again and reduce-scatter dK, dV backward
        const double core = 3 * layer.attention_gemm_seconds + full * layer.attention_gemm_seconds;
        c.cp_seconds = hidden(c.cp_collective, c.cp_collectives, par.overlap_cp, core, hw);
    }
    if (par.ep > 1 && layer.moe) {
        const GroupLayout g = groupLayout(expertGrid(par), {ParallelDim::Ep}, hw, Collective::AllToAll);
        auto allToAll = [&](double token_bytes) {
            return par.moe_dispatch == MoeDispatch::NodeDeduplicated
                       ? nodeDeduplicatedAllToAll(layer.ep_tokens, token_bytes, layer.ep_top_k, layer.ep_load, layer.ep_node_limit,
                                                  g, hw)
                       : collectiveCost(Collective::AllToAll, layer.ep_load * layer.ep_tokens * layer.ep_top_k * token_bytes, g, hw);
        };
        c.ep_collective = allToAll(layer.ep_token_bytes);
        c.ep_dispatch = allToAll(layer.ep_dispatch_token_bytes);
        // Toward the experts (forward dispatch, backward combine) and back (forward combine, backward
        // dispatch); full recomputation dispatches and combines once more.
        // Recomputing the whole MoE block (recompute module moe) dispatches and combines again too.
        c.ep_collectives = 4 + 2 * std::max(full, par.recomputesModule(RecomputeModule::Moe) ? 1.0 : 0.0);
        const double unpaired = (c.ep_collectives / 2) * (c.ep_dispatch.seconds + c.ep_collective.seconds);
        if (par.overlap_ep) {
            c.ep_paired_seconds = pairedAllToAlls(c.ep_dispatch, c.ep_collective, layer, par.recompute, hw);
            c.ep_unpaired_share = ep_unpaired_share;
        }
        c.ep_seconds = par.overlap_ep ? (1 - ep_unpaired_share) * c.ep_paired_seconds + ep_unpaired_share * unpaired : unpaired;
    }
    return c;
}

LayerBlocks layerBlocks(const LayerCost& layer, Recompute recompute) {
    LayerBlocks b;
    b.forward_mlp = layer.mlp_gemm_seconds + layer.activation_function_seconds;
    b.forward_attention = layer.forwardSeconds() - b.forward_mlp;
    b.backward_mlp = 2 * layer.mlp_gemm_seconds + kBackwardElementwiseRatio * layer.activation_function_seconds;
    b.backward_attention = layer.backwardSeconds() - b.backward_mlp;
    // Full recomputation runs each block's forward again in its backward. Selective recomputation's
    // few kernels are left out of the windows: then no recomputation choice hides more than none
    // does, which keeps the search's bound (layerCommunication with none) a bound.
    if (recompute == Recompute::Full) b.backward_attention += b.forward_attention, b.backward_mlp += b.forward_mlp;
    return b;
}

double pairedAllToAlls(const CollectiveCost& dispatch, const CollectiveCost& combine, const LayerCost& layer, Recompute recompute,
                       const Hardware& hw) {
    const LayerBlocks b = layerBlocks(layer, recompute);
    const double slowdown = hw.collectives.all_to_all_overlap_compute_slowdown.value;
    const std::pair<double, const CollectiveCost*> pairs[] = {{b.forward_attention, &dispatch},  // the backward's combine
                                                              {b.backward_mlp, &dispatch},
                                                              {b.forward_mlp, &combine},  // the backward's dispatch
                                                              {b.backward_attention, &combine}};
    double exposed = 0, spare = 0;
    for (const auto& [window, exchange] : pairs) {
        const double bandwidth = exchange->seconds - exchange->latency_seconds;
        exposed += exposedUnder(exchange->latency_seconds, bandwidth, window, slowdown);
        spare += std::max(0.0, window - bandwidth);
    }
    // Full recomputation dispatches and combines once more in the backward: those two hide in what
    // the four blocks have to spare.
    if (recompute == Recompute::Full)
        exposed += dispatch.latency_seconds + combine.latency_seconds +
                   exposedUnder(0, dispatch.seconds - dispatch.latency_seconds + combine.seconds - combine.latency_seconds,
                                spare, slowdown);
    return exposed;
}

double expertOverlapUnpairedShare(const Parallelism& par, std::int64_t micro_batches) {
    const std::int64_t chunks = micro_batches * par.virtual_stages;
    if (chunks <= 0) return 1.0;
    const std::int64_t warmup = par.pp <= 1             ? 1
                                : par.virtual_stages > 1 ? 2 * (par.pp - 1) + (par.virtual_stages - 1) * par.pp
                                                         : par.pp - 1;
    return static_cast<double>(std::min(warmup, chunks)) / static_cast<double>(chunks);
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

// One collective over the dense parameters' group (DP × CP) and the experts' (their replicas), as one cost.
CollectiveCost reduceGradients(Collective kind, double dense_bytes, double expert_bytes, const Parallelism& par,
                               const Hardware& hw) {
    const GroupLayout dense = groupLayout(par, {ParallelDim::Cp, ParallelDim::Ep, ParallelDim::Dp}, hw, kind);
    CollectiveCost c = hw.scale_out.host_reduction && kind == Collective::AllReduce && dense.nodes() > 1
                           ? hostReductionAllReduce(dense_bytes, dense, hw)
                           : collectiveCost(kind, dense_bytes, dense, hw);
    if (expert_bytes > 0)
        c = sum(c, collectiveCost(kind, expert_bytes, groupLayout(expertGrid(par), {ParallelDim::Cp, ParallelDim::Dp}, hw, kind), hw));
    return c;
}

// Megatron-Core's DDP bucket: max(40M, 1M × DP) parameters (distributed_data_parallel_config.py);
// each bucket is one collective with its own latency.
double bucketCount(double parameters, const Parallelism& par) {
    const double bucket = std::max(40e6, 1e6 * static_cast<double>(par.dp * par.cp));
    return std::max(1.0, std::ceil(parameters / bucket));
}

// `count` collectives like `one` issued one after another under a window (buckets as the backward
// finishes them): the last cannot start before the window ends, so at least it is exposed.
double overlapped(const CollectiveCost& one, double count, bool overlap, double window, const Hardware& hw) {
    if (!overlap) return count * one.seconds;
    return std::max(one.seconds, hidden(one, count, true, window, hw));
}

// ZeRO 3: per micro-batch, each layer gathers its weights for the forward and again for the backward
// (resharded after the forward) and reduce-scatters its gradients. Prefetched, layer l+1's gather runs
// under layer l's forward; in the backward the next gather and the last reduce-scatter share the
// window: what a layer's window cannot hide is exposed, and so are the first gather and the last
// reduce-scatter of each pass.
void perLayerSharding(DataParallelCommunication& c, const StageParameters& params, const TrainingJob& job,
                      const Parallelism& par, const Hardware& hw, const LayerWindows& w) {
    const double layers = std::max(w.layers, 1.0);
    const double m = static_cast<double>(microBatchesPerStep(job, par));
    c.per_layer = true;
    c.gradient = reduceGradients(Collective::ReduceScatter, params.dense / layers * job.gradient_reduce_bytes,
                                 params.expert / layers * job.gradient_reduce_bytes, par, hw);
    c.weights = reduceGradients(Collective::AllGather, params.dense / layers * job.weight_bytes,
                                params.expert / layers * job.weight_bytes, par, hw);
    c.gradient_calls = m * layers;
    c.weight_calls = 2 * m * layers;
    const CollectiveCost& ag = c.weights;
    const CollectiveCost& rs = c.gradient;
    c.total_seconds = m * layers * (2 * ag.seconds + rs.seconds);
    double perMicroBatch = layers * (2 * ag.seconds + rs.seconds);
    if (par.overlap_dp) {
        const double forward =
            ag.seconds + (layers - 1) * exposedUnder(ag.latency_seconds, ag.bandwidth_seconds, w.forward_seconds, hw);
        const double backward = ag.seconds + rs.seconds +
                                (layers - 1) * exposedUnder(ag.latency_seconds + rs.latency_seconds,
                                                            ag.bandwidth_seconds + rs.bandwidth_seconds, w.backward_seconds, hw);
        perMicroBatch = forward + backward;
    }
    c.exposed_seconds = m * perMicroBatch;
}

}  // namespace

DataParallelCommunication dataParallelCommunication(const TrainingJob& job, const Parallelism& par, const Hardware& hw,
                                                    const LayerWindows& w) {
    DataParallelCommunication c;
    if (par.dp * par.cp <= 1) return c;
    const StageParameters params = largestStage(job, par);
    if (par.zero_stage >= 3) {
        perLayerSharding(c, params, job, par, hw, w);
        return c;
    }
    const double m = static_cast<double>(microBatchesPerStep(job, par));
    const bool sharded = par.zero_stage >= 1;
    c.buckets = bucketCount(params.dense + params.expert, par);
    c.gradient = reduceGradients(sharded ? Collective::ReduceScatter : Collective::AllReduce,
                                 params.dense / c.buckets * job.gradient_reduce_bytes,
                                 params.expert / c.buckets * job.gradient_reduce_bytes, par, hw);
    const double gradientRounds = par.zero_stage >= 2 ? m : 1;  // ZeRO 2 reduce-scatters every micro-batch
    c.gradient_calls = gradientRounds * c.buckets;
    // Gradients: under the backward of the micro-batch that finishes them (the last, or each with ZeRO 2).
    c.exposed_seconds = gradientRounds * overlapped(c.gradient, c.buckets, par.overlap_dp, w.layers * w.backward_seconds, hw);
    c.total_seconds = gradientRounds * c.buckets * c.gradient.seconds;
    if (sharded) {  // the updated weights gathered once per step, under the next step's first forward
        c.weights = reduceGradients(Collective::AllGather, params.dense / c.buckets * job.weight_bytes,
                                    params.expert / c.buckets * job.weight_bytes, par, hw);
        c.weight_calls = c.buckets;
        c.total_seconds += c.buckets * c.weights.seconds;
        c.exposed_seconds += overlapped(c.weights, c.buckets, par.overlap_dp, w.layers * w.forward_seconds, hw);
    }
    return c;
}

}  // namespace cp::perf
