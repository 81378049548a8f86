#include "performance/step_model.h"

#include <algorithm>

#include "performance/flops_count.h"
#include "performance/kernel_time.h"
#include "performance/pipeline.h"

namespace cp::perf {

std::string hardwareProblem(const TrainingJob& job, const Hardware& hw) {
    if (!(hw.gpu.peak(job.precision).value > 0))
        return hw.gpu.name + " has no " + enumText(job.precision) + " peak; choose another precision";
    if (!(hw.gpu.hbm_bytes_per_second.value > 0))
        return hw.gpu.name + " has no HBM bandwidth: its catalog entry needs hbm_gbyte_per_s";
    if (!(hw.gpu.memory_bound_efficiency.value > 0) || !(hw.gpu.hbm_bytes.value > 0) ||
        !(hw.gpu.usable_memory_fraction.value > 0))
        return "the GPU needs an HBM capacity, a memory-bound efficiency and a usable memory fraction";
    for (const GemmEfficiencyPoint& p : hw.gpu.gemm_efficiency)
        if (!(p.gemm_flops > 0) || !(p.efficiency > 0))
            return "every GEMM efficiency point needs a size and an efficiency above 0";
    if (job.attention_kernel == AttentionKernel::Flash && !(hw.gpu.flash_attention_efficiency.value > 0))
        return "flash attention needs a flash attention efficiency above 0";
    if (!(hw.scale_up.efficiency.value > 0) || !(hw.node.pcie_bytes_per_second > 0) || !(hw.node.pcie_efficiency.value > 0))
        return "the scale-up efficiency and the PCIe bandwidth and efficiency must be above 0";
    if (!(hw.collectives.tree_bandwidth_factor.value > 0)) return "the tree bandwidth factor must be above 0";
    if (!(hw.scale_up.bandwidth_bytes_per_second > 0) && hw.scale_up.gpus_per_domain > 1)
        return "a scale-up domain of several GPUs needs a bandwidth";
    if (!(hw.scale_out.nic_bytes_per_second_per_gpu > 0) || !(hw.scale_out.efficiency.value > 0))
        return "the scale-out network needs a NIC bandwidth and an efficiency";
    if (hw.node.gpus_per_node < hw.scale_up.gpus_per_domain && hw.node.gpus_per_node > 0 &&
        hw.scale_up.gpus_per_domain % hw.node.gpus_per_node != 0)
        return "a scale-up domain larger than a node must hold whole nodes";
    return {};
}

namespace {

// One layer, one micro-batch: kernels and exposed communication, dense and MoE layers mixed in
// the model's proportion (stages are not told which of their layers are MoE).
struct LayerTime {
    double compute = 0, tp = 0, cp = 0, ep = 0, forward = 0, backward = 0, framework = 0;
    double total() const { return compute + tp + cp + ep + framework; }
};

LayerTime layerTime(const LayerCost& cost, const LayerCommunication& comm, const Parallelism& par) {
    LayerTime t;
    t.forward = cost.forwardSeconds();
    t.backward = cost.backwardSeconds();
    t.compute = t.forward + t.backward + cost.recomputeSeconds(par.recompute, par.recompute_modules);
    t.tp = comm.tp_seconds, t.cp = comm.cp_seconds, t.ep = comm.ep_seconds;
    return t;
}

LayerTime mix(const LayerTime& dense, const LayerTime& moe, double moeShare) {
    auto blend = [&](double a, double b) { return (1 - moeShare) * a + moeShare * b; };
    return {blend(dense.compute, moe.compute), blend(dense.tp, moe.tp),           blend(dense.cp, moe.cp),
            blend(dense.ep, moe.ep),           blend(dense.forward, moe.forward), blend(dense.backward, moe.backward),
            dense.framework};
}

StageTime stageTime(const LayerTime& layer, const OutputLayerCost& output, const Parallelism& par, std::int64_t layers,
                    std::int64_t stage) {
    const double n = static_cast<double>(layers);
    StageTime s{stage, layers, n * layer.compute, n * layer.tp, n * layer.cp, n * layer.ep, n * layer.framework};
    if (stage == par.pp - 1) s.compute_seconds += output.forward_seconds + output.backward_seconds;
    return s;
}

void fillLayers(StepResult& r, const TrainingJob& job, const Parallelism& par, const Hardware& hw, const KnownLayerCosts* known) {
    r.dense_layer = known ? known->dense : layerCost(job, par, hw.gpu, false);
    const double unpaired = expertOverlapUnpairedShare(par, r.micro_batches);
    r.dense_layer_communication = layerCommunication(par, hw, r.dense_layer, unpaired);
    if (job.model.moeLayerCount() > 0) {
        r.moe_layer = known ? known->moe : layerCost(job, par, hw.gpu, true);
        r.moe_layer_communication = layerCommunication(par, hw, r.moe_layer, unpaired);
    }
    r.output_layer = outputLayerCost(job, par, hw.gpu);
}

// The pipeline: the slowest stage paces m micro-batches; fill and drain cost (p − 1)/v mean stages.
LayerTime fillPipeline(StepResult& r, const TrainingJob& job, const Parallelism& par, const Hardware& hw) {
    const double moeShare = static_cast<double>(job.model.moeLayerCount()) / static_cast<double>(job.model.layers);
    LayerTime layer = mix(layerTime(r.dense_layer, r.dense_layer_communication, par),
                          layerTime(r.moe_layer, r.moe_layer_communication, par), moeShare);
    layer.framework = hw.layer_overhead_seconds.value;
    r.slowest_stage = stageTime(layer, r.output_layer, par, layersOnStage(job.model.layers, par, 0), 0);
    for (std::int64_t stage : {std::int64_t{1}, par.pp - 1}) {
        if (stage <= 0 || stage >= par.pp) continue;
        const StageTime s = stageTime(layer, r.output_layer, par, layersOnStage(job.model.layers, par, stage), stage);
        if (s.total() > r.slowest_stage.total()) r.slowest_stage = s;
    }
    const double outputSeconds = r.output_layer.forward_seconds + r.output_layer.backward_seconds;
    r.mean_stage_seconds = (static_cast<double>(job.model.layers) * layer.total() + outputSeconds) / static_cast<double>(par.pp);
    r.pipeline_communication = pipelineCommunication(job, par, hw);
    const double send = r.pipeline_communication.seconds;
    const PipelineTime pipe =
        pipelineTime(r.slowest_stage.total() + send, r.mean_stage_seconds + send, r.micro_batches, par.pp, par.virtual_stages);
    const double m = static_cast<double>(r.micro_batches);
    r.breakdown.compute_seconds = m * r.slowest_stage.compute_seconds;
    r.breakdown.tp_seconds = m * r.slowest_stage.tp_seconds;
    r.breakdown.cp_seconds = m * r.slowest_stage.cp_seconds;
    r.breakdown.ep_seconds = m * r.slowest_stage.ep_seconds;
    r.breakdown.framework_seconds = m * r.slowest_stage.framework_seconds;
    r.breakdown.pp_seconds = m * send;
    r.breakdown.bubble_seconds = pipe.bubble_seconds;
    r.bubble_ratio = bubbleRatio(par.pp, par.virtual_stages, r.micro_batches);
    return layer;
}

// Adam: read and write the FP32 master weight and both moments, read the gradient, write the weight.
double optimizerSeconds(const TrainingJob& job, const Parallelism& par, const GpuSpec& gpu) {
    StageParameters params = stageParameters(job, par, 0);
    for (std::int64_t stage : {std::int64_t{1}, par.pp - 1}) {
        if (stage <= 0 || stage >= par.pp) continue;
        const StageParameters s = stageParameters(job, par, stage);
        if (s.dense + s.expert > params.dense + params.expert) params = s;
    }
    const double shards = par.zero_stage >= 1 ? static_cast<double>(par.dp * par.cp) : 1.0;
    const double expertShards = par.zero_stage >= 1 ? static_cast<double>(par.expertDp()) : 1.0;
    const double local = params.dense / shards + params.expert / expertShards;
    return memoryBoundSeconds(gpu, local * (2 * job.optimizer_bytes + job.gradient_bytes + job.weight_bytes));
}

void fillRates(StepResult& r, const TrainingJob& job, const Parallelism& par, const Hardware& hw) {
    const double moeLayers = static_cast<double>(job.model.moeLayerCount());
    const double denseLayers = static_cast<double>(job.model.layers) - moeLayers;
    auto executed = [&](const LayerCost& c) { return 3 * c.forwardFlops() + c.recomputeFlops(par.recompute, par.recompute_modules); };
    const double perMicroBatchGpu =
        denseLayers * executed(r.dense_layer) + moeLayers * executed(r.moe_layer) + 3 * r.output_layer.forward_flops;
    const double gpus = static_cast<double>(r.gpus);
    r.hardware_flops = perMicroBatchGpu * static_cast<double>(par.tp * par.cp * par.dp) * static_cast<double>(r.micro_batches);
    r.model_flops = modelFlopsPerStep(job);
    r.peak_flops_per_second_per_gpu = hw.gpu.peak(job.precision).value;
    r.tokens_per_second = static_cast<double>(job.tokensPerStep()) / r.step_seconds;
    r.model_flops_per_second_per_gpu = r.model_flops / r.step_seconds / gpus;
    r.hardware_flops_per_second_per_gpu = r.hardware_flops / r.step_seconds / gpus;
    r.mfu = r.model_flops_per_second_per_gpu / r.peak_flops_per_second_per_gpu;
    r.hfu = r.hardware_flops_per_second_per_gpu / r.peak_flops_per_second_per_gpu;
}

}  // namespace

StepResult estimateStep(const TrainingJob& job, const Parallelism& par, const Hardware& hw, const KnownLayerCosts* known) {
    StepResult r;
    r.problem = parallelismProblem(job, par);
    if (r.problem.empty()) r.problem = hardwareProblem(job, hw);
    if (!r.problem.empty()) return r;
    r.gpus = par.gpus();
    r.micro_batches = microBatchesPerStep(job, par);
    fillLayers(r, job, par, hw, known);
    const LayerTime layer = fillPipeline(r, job, par, hw);
    const double n = static_cast<double>(r.slowest_stage.layers);
    // The backward window of a layer holds its recomputation too (ZeRO 3's gather serves both).
    r.data_parallel_communication = dataParallelCommunication(job, par, hw, {n, layer.forward, layer.compute - layer.forward});
    r.breakdown.dp_seconds = r.data_parallel_communication.exposed_seconds;
    r.breakdown.optimizer_seconds = optimizerSeconds(job, par, hw.gpu);
    r.step_seconds = r.breakdown.total();
    fillRates(r, job, par, hw);
    r.memory = memoryPerGpu(job, par, hw.gpu);
    return r;
}

}  // namespace cp::perf
