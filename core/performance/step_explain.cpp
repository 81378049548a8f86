#include "performance/step_explain.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "performance/flops_count.h"
#include "performance/pipeline.h"

namespace cp::perf {

namespace {

std::string num(double v) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.4g", v);
    return buffer;
}

std::string secs(double s) {
    if (s != 0 && std::fabs(s) < 1e-3) return num(s * 1e6) + " µs";
    if (std::fabs(s) < 1) return num(s * 1e3) + " ms";
    return num(s) + " s";
}

std::string gb(double bytes) { return num(bytes / 1e9) + " GB"; }
std::string pct(double fraction) { return num(100 * fraction) + "%"; }
std::string count(std::int64_t n) { return std::to_string(n); }

// The sources of the curve points a GEMM of `flops` reads between.
std::vector<std::string> curveSources(const std::vector<GemmEfficiencyPoint>& curve, double flops) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < curve.size(); ++i) {
        const bool below = i + 1 < curve.size() && curve[i + 1].gemm_flops <= flops;
        const bool above = i > 0 && curve[i - 1].gemm_flops >= flops;
        if (!below && !above) out.push_back("GEMM efficiency at " + num(curve[i].gemm_flops) + " FLOPs: " + curve[i].source);
    }
    return out;
}

void add(std::vector<std::string>& to, const std::string& what, const Sourced& s) {
    if (!s.source.empty()) to.push_back(what + ": " + s.source);
}

std::string collectiveText(const CollectiveCost& c) {
    return secs(c.seconds) + " (" + algorithmName(c.algorithm) + ", " + secs(c.latency_seconds) + " latency + " +
           secs(c.bandwidth_seconds) + " at " + num(c.bus_bytes_per_second / 1e9) + " GB/s bus, limited by " +
           bottleneckName(c.bottleneck) + ")";
}

std::vector<std::string> linkSources(const Hardware& hw) {
    std::vector<std::string> s;
    add(s, "scale-up efficiency", hw.scale_up.efficiency);
    add(s, "scale-up step latency", hw.scale_up.latency_seconds);
    add(s, "NIC efficiency", hw.scale_out.efficiency);
    add(s, "network step latency", hw.scale_out.hop_latency_seconds);
    add(s, "ring base latency", hw.collectives.ring_base_seconds);
    return s;
}

double layerComputeSeconds(const StepResult& r, const Parallelism& par) {
    const double output =
        r.slowest_stage.stage == par.pp - 1 ? r.output_layer.forward_seconds + r.output_layer.backward_seconds : 0.0;
    return r.slowest_stage.layers > 0 ? (r.slowest_stage.compute_seconds - output) / static_cast<double>(r.slowest_stage.layers)
                                      : 0.0;
}

Explanation explainCompute(const TrainingJob& job, const Parallelism& par, const Hardware& hw, const StepResult& r) {
    // The layer shown: a dense one where the model has any (DeepSeek-V3's first three), else a MoE one.
    const bool allMoe = job.model.moeLayerCount() >= job.model.layers;
    const LayerCost& l = allMoe ? r.moe_layer : r.dense_layer;
    const double gemmFlops = 2.0 * static_cast<double>(par.micro_batch_sequences * job.model.sequence_length) /
                             static_cast<double>(par.cp) * static_cast<double>(job.model.hidden * job.model.ffn_hidden) /
                             static_cast<double>(par.tp);
    std::vector<std::string> sources = curveSources(hw.gpu.gemm_efficiency, gemmFlops);
    add(sources, "peak " + enumText(job.precision), hw.gpu.peak(job.precision));
    add(sources, "memory-bound efficiency", hw.gpu.memory_bound_efficiency);
    if (job.attention_kernel == AttentionKernel::Flash)
        add(sources, "flash attention efficiency", hw.gpu.flash_attention_efficiency);
    const bool last = r.slowest_stage.stage == par.pp - 1;
    return {"performance.compute_seconds", "Compute (slowest stage)",
            "compute = micro-batches × (layers × (forward + backward + recomputation) per layer" +
                std::string(last ? " + output layer)" : ")") +
                "; forward = GEMMs + attention core + elementwise, backward = 2 × (GEMMs + attention) + 1.5 × elementwise",
            secs(r.breakdown.compute_seconds) + " = " + count(r.micro_batches) + " × (" + count(r.slowest_stage.layers) + " × " +
                secs(layerComputeSeconds(r, par)) +
                (last ? " + " + secs(r.output_layer.forward_seconds + r.output_layer.backward_seconds) : "") +
                (allMoe ? "); MoE layer forward " : "); dense layer forward ") + secs(l.forwardSeconds()) + " = " +
                secs(l.gemm_seconds) + " + " +
                secs(l.attention_gemm_seconds) + " + " + secs(l.attention_elementwise_seconds + l.elementwise_seconds) +
                ", backward " + secs(l.backwardSeconds()) + ", recomputation " + secs(l.recomputeSeconds(par.recompute, par.recompute_modules)) + " (" +
                enumText(par.recompute) + ")",
            sources};
}

Explanation explainLayerComm(const char* key, const char* label, const char* what, double total, std::int64_t m, std::int64_t n,
                             double calls, const CollectiveCost& c, bool overlapped, const Hardware& hw) {
    if (calls <= 0)
        return {key,
                label,
                std::string(label) + " = micro-batches × layers × exposed " + what + " per layer",
                "0: no " + std::string(label) + " group here (size 1, or no layer of this kind)",
                {}};
    const std::string perLayer = num(calls) + " × " + collectiveText(c);
    return {key, label,
            std::string(label) + " = micro-batches × layers × exposed (" + what + " per layer" +
                (overlapped ? ", less the compute it overlaps)" : ")"),
            secs(total) + " = " + count(m) + " × " + count(n) + " × exposed(" + perLayer + ")", linkSources(hw)};
}

// The expert all-to-alls of the MoE layers, exposed or overlapped with another micro-batch's layer
// (step_communication.h, pairedAllToAlls).
Explanation explainAllToAlls(const TrainingJob& job, const Parallelism& par, const Hardware& hw, const StepResult& r) {
    const LayerCommunication& e = r.moe_layer_communication;
    std::vector<std::string> sources = linkSources(hw);
    const std::string perLayer = num(e.ep_collectives / 2) + " × (" + secs(e.ep_dispatch.seconds) + " + " +
                                 secs(e.ep_collective.seconds) + ")";
    std::string exchanges = e.ep_dispatch.seconds == e.ep_collective.seconds
                                ? "one all-to-all " + collectiveText(e.ep_collective)
                                : "toward the experts " + collectiveText(e.ep_dispatch) + ", back " + collectiveText(e.ep_collective);
    std::string formula = "EP = micro-batches × MoE-layer share × layers × ";
    std::string substituted = secs(r.breakdown.ep_seconds) + " = " + count(r.micro_batches) + " × " +
                              count(job.model.moeLayerCount()) + "/" + count(job.model.layers) + " × " +
                              count(r.slowest_stage.layers) + " × ";
    if (!par.overlap_ep) {
        formula += "all-to-all pairs per layer × (toward the experts + back)";
        substituted += perLayer + "; " + exchanges;
        return {"performance.ep_seconds", "EP", formula, substituted, sources};
    }
    const LayerBlocks b = layerBlocks(r.moe_layer, par.recompute);
    add(sources, "all-to-all overlap slowdown", hw.collectives.all_to_all_overlap_compute_slowdown);
    sources.push_back("pairing: Megatron-Core combined 1F1B (docs: moe_a2a_overlap; forward dispatch and combine under "
                      "the paired backward's MLP and attention, and vice versa); DeepSeek-V3 report §3.2.1 (DualPipe)");
    formula += "((1 − unpaired) × paired + unpaired × all-to-all pairs × (toward + back)); paired = Σ over the four blocks "
               "(forward attention, backward MLP, forward MLP, backward attention) of latency + the all-to-all beyond the "
               "block + slowdown × the part under it";
    substituted += "((1 − " + num(e.ep_unpaired_share) + ") × " + secs(e.ep_paired_seconds) + " + " +
                   num(e.ep_unpaired_share) + " × " + perLayer + "); " + exchanges + "; blocks " + secs(b.forward_attention) +
                   ", " + secs(b.backward_mlp) + ", " + secs(b.forward_mlp) + ", " + secs(b.backward_attention) + "; unpaired " +
                   pct(e.ep_unpaired_share) + " of the passes (warm-up and cool-down)";
    return {"performance.ep_seconds", "EP", formula, substituted, sources};
}

// Folded experts: a MoE layer runs the attention's TP pairs over TP and the MLP's over expert TP
// (none at expert TP 1), so dense and MoE layers differ and the stage blends them.
Explanation explainFoldedTp(const TrainingJob& job, const Parallelism& par, const Hardware& hw, const StepResult& r) {
    const LayerCommunication& d = r.dense_layer_communication;
    const LayerCommunication& e = r.moe_layer_communication;
    const std::int64_t moeLayers = job.model.moeLayerCount();
    auto pairs = [](double calls, const CollectiveCost& one) { return num(calls) + " × " + collectiveText(one); };
    std::string moe = pairs(e.tp_collectives, e.tp_collective);
    if (e.expert_tp_collectives > 0) moe += " + " + pairs(e.expert_tp_collectives, e.expert_tp_collective) + " over expert TP";
    return {"performance.tp_seconds", "TP",
            "TP = micro-batches × layers × (dense share × a dense layer's exposed pairs + MoE share × a MoE layer's); folded "
            "experts: a MoE layer's attention pairs run over TP, its MLP pairs over expert TP (none at expert TP 1)",
            secs(r.breakdown.tp_seconds) + " = " + count(r.micro_batches) + " × " + count(r.slowest_stage.layers) + " × (" +
                count(job.model.layers - moeLayers) + "/" + count(job.model.layers) + " × " + secs(d.tp_seconds) + " + " +
                count(moeLayers) + "/" + count(job.model.layers) + " × " + secs(e.tp_seconds) + "); MoE layer: exposed(" + moe +
                "); expert TP " + count(par.expertTp()),
            linkSources(hw)};
}

void explainCommunication(std::vector<Explanation>& out, const TrainingJob& job, const Parallelism& par, const Hardware& hw,
                          const StepResult& r) {
    const LayerCommunication& c = r.dense_layer_communication;
    const std::int64_t n = r.slowest_stage.layers;
    if (par.foldedExperts() && job.model.moe.enabled())
        out.push_back(explainFoldedTp(job, par, hw, r));
    else
        out.push_back(explainLayerComm(
            "performance.tp_seconds", "TP", par.sequence_parallel ? "all-gather + reduce-scatter pairs" : "all-reduces",
            r.breakdown.tp_seconds, r.micro_batches, n, c.tp_collectives, c.tp_collective, par.overlap_tp, hw));
    out.push_back(explainLayerComm("performance.cp_seconds", "CP", "K/V all-gathers and reduce-scatters", r.breakdown.cp_seconds,
                                   r.micro_batches, n, c.cp_collectives, c.cp_collective, par.overlap_cp, hw));
    const LayerCommunication& e = r.moe_layer_communication;
    out.push_back(e.ep_collectives > 0 ? explainAllToAlls(job, par, hw, r)
                                       : explainLayerComm("performance.ep_seconds", "EP", "all-to-alls (MoE layers only)",
                                                          r.breakdown.ep_seconds, r.micro_batches, n, 0, e.ep_collective, false, hw));
    const PipelineCommunication& p = r.pipeline_communication;
    out.push_back(
        {"performance.pp_seconds", "Pipeline sends",
         "PP = micro-batches × 2 × virtual stages × send(micro-batch activations / TP)",
         secs(r.breakdown.pp_seconds) + " = " + count(r.micro_batches) + " × " + num(p.sends) + " × " + collectiveText(p.send),
         linkSources(hw)});
    out.push_back({"performance.bubble_seconds",
                   "Pipeline bubble",
                   "bubble = (PP − 1) / virtual stages × mean stage time per micro-batch (with sends); ratio (p − 1)/(v·m)",
                   secs(r.breakdown.bubble_seconds) + " = (" + count(par.pp) + " − 1) / " + count(par.virtual_stages) + " × " +
                       secs(r.mean_stage_seconds + p.seconds) + "; ratio " + num(r.bubble_ratio),
                   {"Narayanan et al., SC'21, §2.2 (1F1B and interleaved schedules)"}});
}

Explanation explainDataParallel(const Parallelism& par, const Hardware& hw, const StepResult& r) {
    const DataParallelCommunication& d = r.data_parallel_communication;
    const char* zero[] = {"all-reduce of the gradients once per step, bucket by bucket",
                          "reduce-scatter of the gradients + all-gather of the weights once per step, bucket by bucket",
                          "reduce-scatter per micro-batch + all-gather once per step, bucket by bucket",
                          "per layer and micro-batch: weights gathered before the forward and again before the backward, "
                          "gradients reduce-scattered after it"};
    std::string formula =
        std::string("DP (ZeRO ") + std::to_string(par.zero_stage) + "): " + zero[std::clamp(par.zero_stage, 0, 3)];
    if (!d.per_layer) formula += " (buckets of max(40M, 1M × DP) parameters: " + num(d.buckets) + ")";
    formula += par.overlap_dp ? "; overlapped: each collective's bandwidth hides under the compute it runs beside (the last "
                                "backward, the first forward, or the layer before), its latency does not"
                              : "; not overlapped";
    std::vector<std::string> sources = linkSources(hw);
    if (hw.scale_out.host_reduction) sources.push_back("host reduction: Fire-Flyer AI-HPC (arXiv 2408.14158) §V, HFReduce");
    if (d.per_layer) sources.push_back("ZeRO-3 / FSDP per-layer gathers and prefetch: PyTorch FSDP (arXiv 2304.11277) §3.3");
    return {"performance.dp_seconds", "Data-parallel communication", formula,
            secs(r.breakdown.dp_seconds) + " exposed of " + secs(d.total_seconds) + " = " + num(d.gradient_calls) + " × " +
                collectiveText(d.gradient) +
                (d.weight_calls > 0 ? " + " + num(d.weight_calls) + " × " + collectiveText(d.weights) : ""),
            sources};
}

void explainRates(std::vector<Explanation>& out, const TrainingJob& job, const Hardware& hw, const StepResult& r) {
    const ModelFlopsPerToken f = modelFlopsPerToken(job);
    const double tokens = static_cast<double>(job.tokensPerStep());
    out.push_back(
        {"performance.model_flops",
         "Model FLOPs per step",
         "3 × (2 × multiplied parameters + attention " + enumText(job.attention_flops) + ") × tokens; recomputation not counted",
         num(r.model_flops) + " = 3 × (" + num(f.dense_forward) + " + " + num(f.attention_forward) + ") × " + num(tokens),
         {}});
    out.push_back({"performance.hardware_flops",
                   "Hardware FLOPs per step",
                   "executed: 3 × forward + recomputation, attention as the kernel runs it",
                   num(r.hardware_flops),
                   {}});
    out.push_back({"performance.tokens_per_second",
                   "Tokens per second",
                   "tokens per step / step time",
                   num(r.tokens_per_second) + " = " + num(tokens) + " / " + secs(r.step_seconds),
                   {}});
    std::vector<std::string> peak;
    add(peak, "peak " + enumText(job.precision), hw.gpu.peak(job.precision));
    out.push_back({"performance.mfu", "MFU", "model FLOPs / (step time × GPUs × peak)",
                   pct(r.mfu) + " = " + num(r.model_flops) + " / (" + secs(r.step_seconds) + " × " + count(r.gpus) + " × " +
                       num(r.peak_flops_per_second_per_gpu) + ")",
                   peak});
    out.push_back({"performance.hfu", "HFU", "hardware FLOPs / (step time × GPUs × peak)",
                   pct(r.hfu) + " = " + num(r.hardware_flops) + " / (" + secs(r.step_seconds) + " × " + count(r.gpus) + " × " +
                       num(r.peak_flops_per_second_per_gpu) + ")",
                   peak});
}

void explainMemory(std::vector<Explanation>& out, const TrainingJob& job, const Parallelism& par, const Hardware& hw,
                   const StepResult& r) {
    const MemoryBreakdown& m = r.memory;
    const std::string stage = " (stage " + count(m.stage) + ", " + count(m.layers) + " layers)";
    const std::string shards = " / (DP × CP = " + count(par.dp * par.cp) + " when ZeRO ≥ ";
    out.push_back({"performance.memory.weights_bytes",
                   "Weights per GPU",
                   "parameters on the GPU × " + num(job.weight_bytes) + " B" + shards + "3)" + stage,
                   gb(m.weights_bytes),
                   {}});
    out.push_back({"performance.memory.gradients_bytes",
                   "Gradients per GPU",
                   "parameters × " + num(job.gradient_bytes) + " B" + shards + "2)",
                   gb(m.gradients_bytes),
                   {}});
    out.push_back({"performance.memory.optimizer_bytes",
                   "Optimizer states per GPU",
                   "parameters × " + num(job.optimizer_bytes) + " B" + shards + "1)",
                   gb(m.optimizer_bytes),
                   {}});
    out.push_back({"performance.memory.activations_bytes",
                   "Activations per GPU",
                   "per layer and micro-batch (Korthikanti et al. §4, " + enumText(par.recompute) +
                       " recomputation) × layers × micro-batches in flight",
                   gb(m.activations_bytes) + " = " + gb(m.activation_bytes_per_layer) + " × " + count(m.layers) + " × " +
                       num(m.in_flight_micro_batches),
                   {"Korthikanti et al., Reducing Activation Recomputation in Large Transformer Models (arXiv 2205.05198), §4"}});
    std::vector<std::string> capacity;
    add(capacity, "HBM", hw.gpu.hbm_bytes);
    add(capacity, "usable fraction", hw.gpu.usable_memory_fraction);
    out.push_back({"performance.memory.total_bytes", "Memory per GPU",
                   "weights + gradients + optimizer + activations + output logits",
                   gb(m.total_bytes) + " = " + gb(m.weights_bytes) + " + " + gb(m.gradients_bytes) + " + " +
                       gb(m.optimizer_bytes) + " + " + gb(m.activations_bytes) + " + " + gb(m.output_bytes),
                   capacity});
    out.push_back({"performance.memory.fits", "Fits in memory", "memory per GPU ≤ HBM × usable fraction",
                   std::string(m.fits ? "yes: " : "no: ") + gb(m.total_bytes) + (m.fits ? " ≤ " : " > ") + gb(m.capacity_bytes),
                   capacity});
    const std::int64_t largest = largestFittingMicroBatch(job, par, hw.gpu);
    out.push_back(
        {"performance.memory.largest_micro_batch", "Largest micro-batch that fits",
         "largest power of two dividing the sequences per replica per step whose memory fits, the rest of the split unchanged",
         largest > 0 ? count(largest) + " sequences (this step uses " + count(par.micro_batch_sequences) + ")"
                     : "none: one sequence does not fit",
         capacity});
}

}  // namespace

std::vector<Explanation> explainStep(const TrainingJob& job, const Parallelism& par, const Hardware& hw, const StepResult& r) {
    std::vector<Explanation> out;
    if (!r.ok()) {
        out.push_back({"performance.step_seconds", "Step time", "no step time: this split cannot run the job", r.problem, {}});
        return out;
    }
    const StepBreakdown& b = r.breakdown;
    out.push_back({"performance.step_seconds",
                   "Step time",
                   "step = compute + TP + CP + EP + PP + bubble + DP + optimizer + framework",
                   secs(r.step_seconds) + " = " + secs(b.compute_seconds) + " + " + secs(b.tp_seconds) + " + " +
                       secs(b.cp_seconds) + " + " + secs(b.ep_seconds) + " + " + secs(b.pp_seconds) + " + " +
                       secs(b.bubble_seconds) + " + " + secs(b.dp_seconds) + " + " + secs(b.optimizer_seconds) + " + " +
                       secs(b.framework_seconds),
                   {}});
    out.push_back(explainCompute(job, par, hw, r));
    explainCommunication(out, job, par, hw, r);
    out.push_back(explainDataParallel(par, hw, r));
    std::vector<std::string> optimizerSources;
    add(optimizerSources, "memory-bound efficiency", hw.gpu.memory_bound_efficiency);
    out.push_back({"performance.optimizer_seconds", "Optimizer step",
                   "parameters updated on the GPU × (2 × " + num(job.optimizer_bytes) + " + " + num(job.gradient_bytes) + " + " +
                       num(job.weight_bytes) + " B) / (HBM bandwidth × memory-bound efficiency)",
                   secs(b.optimizer_seconds), optimizerSources});
    std::vector<std::string> stackSources;
    if (!hw.software_stack.empty()) add(stackSources, hw.software_stack + " per-layer overhead", hw.layer_overhead_seconds);
    out.push_back({"performance.framework_seconds", "Framework overhead",
                   "micro-batches × layers on the slowest stage × the software stack's per-layer overhead",
                   secs(b.framework_seconds) + " = " + count(r.micro_batches) + " × " + count(r.slowest_stage.layers) + " × " +
                       secs(hw.layer_overhead_seconds.value) + (hw.software_stack.empty() ? " (no software stack named)" : ""),
                   stackSources});
    explainRates(out, job, hw, r);
    explainMemory(out, job, par, hw, r);
    return out;
}

}  // namespace cp::perf
