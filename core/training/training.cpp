#include "training/training.h"

#include <algorithm>

#include <cmath>

#include "common/format.h"
#include "training/run_energy.h"
#include "common/int_math.h"
#include "profile/profile_schema.h"
#include "reliability/goodput.h"

namespace cp {

double trainingFlops(double activeParametersBillion, double tokensTrillion) {
    return 6.0 * activeParametersBillion * 1e9 * tokensTrillion * 1e12;
}

double gpuHours(double flops, double mfu, double peakTflopsPerGpu) { return flops / (mfu * peakTflopsPerGpu * 1e12) / 3600.0; }

std::optional<std::int64_t> jobNodesForDeadline(double gpuHours, double goodput, double deadlineDays, std::int64_t gpusPerNode,
                                                double spareFraction) {
    const double gpusNeeded = gpuHours / (deadlineDays * 24.0 * goodput) * (1 + spareFraction);
    // Beyond the largest count a profile can state (and int64) there is no size to give: a double
    // cast past int64 printed -9,223,372,036,854,775,800 GPUs.
    if (!std::isfinite(gpusNeeded) || gpusNeeded > static_cast<double>(kMaxDeadlineGpus)) return std::nullopt;
    return ceilDiv(static_cast<std::int64_t>(std::ceil(gpusNeeded - 1e-9)), gpusPerNode);
}

namespace {

// Inverse planning (workload.deadline_days): GPUs, nodes, racks and IT power for the deadline at
// this cluster's goodput and speed (plan/deadline_sizing.h then solves for the size's own).
void deadline(const WorkloadInput& w, std::int64_t perNode, const TrainingInputs& in, TrainingResult& r) {
    r.nodes_for_deadline = jobNodesForDeadline(r.gpu_hours, r.goodput, *w.deadline_days, perNode, w.spare_node_fraction);
    if (!r.nodes_for_deadline) return;  // beyond any plannable size (sizeForDeadline says so)
    r.gpus_for_deadline = *r.nodes_for_deadline * perNode;
    if (in.cabling.nodes_per_rack > 0) r.racks_for_deadline = ceilDiv(*r.nodes_for_deadline, in.cabling.nodes_per_rack);
    r.it_mw_for_deadline =
        in.power.it_kw / static_cast<double>(in.compute.nodes) * static_cast<double>(*r.nodes_for_deadline) / 1000;
}

// Size and copies from the checkpoint; the write rate storage needs to finish each checkpoint before
// the next one starts.
void checkpoints(const TrainingInputs& in, TrainingResult& r) {
    r.checkpoint_gb = in.checkpoint.gb;
    r.checkpoint_storage_tb = in.checkpoint.storage_tb;
    r.checkpoint_write_gbyte_per_s_needed = r.checkpoint_gb / (in.reliability.checkpoint_interval_minutes * 60);
    r.storage_write_gbyte_per_s = in.checkpoint.storage_write_gbyte_per_s;
    r.checkpoint_write_minutes_achievable = in.checkpoint.write_minutes;
}

// GPU-hours at the given MFU, or at the step-time model's speed.
Explanation gpuHoursExplanation(const WorkloadInput& w, const Gpu& gpu, const Sourced& peak, const TrainingInputs& in,
                                const TrainingResult& r) {
    if (!in.performance)
        return {"training.gpu_hours",
                "GPU-hours",
                "GPU-hours = FLOPs / (MFU × peak FLOP/s per GPU) / 3,600",
                formatScientific(r.gpu_hours) + " = " + formatScientific(r.flops) + " / (" + formatNumber(w.mfu) + " × " +
                    formatNumber(r.peak_tflops_per_gpu) + "e12) / 3,600",
                {gpu.id + " " + precisionKey(w.precision) + ": " + peak.source}};
    const PerformanceResult& p = *in.performance;
    return {
        "training.gpu_hours",
        "GPU-hours",
        "GPU-hours = GPUs × tokens / tokens per second / 3,600 (the step-time model; MFU " + formatFixed(100 * r.mfu, 1) + "%)",
        formatScientific(r.gpu_hours) + " = " + formatCount(p.gpus) + " × " + formatNumber(w.tokens_trillion) + "e12 / " +
            formatScientific(p.step.tokens_per_second) + " / 3,600",
        {"performance.step_seconds: the step time of the architecture, parallelism, GPUs and network"}};
}

void explainTraining(const WorkloadInput& w, const Gpu& gpu, const Sourced& peak, const TrainingInputs& in,
                     const TrainingResult& r, Findings& findings) {
    if (!findings.explaining) return;
    const double usdPerGpuHour = in.cost.usd_per_gpu_hour;
    findings.explanations.push_back(
        {"training.flops",
         "Training FLOPs",
         w.flops ? "FLOPs = profile workload.flops" : "FLOPs = 6 × active parameters × tokens",
         w.flops ? formatScientific(r.flops) + " (given)"
                 : formatScientific(r.flops) + " = 6 × " + formatNumber(r.active_parameters_billion) + "e9 × " +
                       formatNumber(w.tokens_trillion) + "e12",
         {"Kaplan et al. 2020 / Hoffmann et al. 2022: ≈ 6 FLOPs per parameter per token (forward + backward)"}});
    findings.explanations.push_back(gpuHoursExplanation(w, gpu, peak, in, r));
    findings.explanations.push_back(in.performance
                                        ? Explanation{"training.mfu",
                                                      "MFU",
                                                      "MFU = the step-time model's (performance.mfu)",
                                                      formatFixed(100 * r.mfu, 1) + "% on " + formatCount(r.job_gpus) + " GPUs",
                                                      {}}
                                        : Explanation{"training.mfu",
                                                      "MFU",
                                                      "MFU = profile workload.mfu (a flat figure the planner gives)",
                                                      formatFixed(100 * r.mfu, 1) + "% (given)",
                                                      {}});
    findings.explanations.push_back({"training.days",
                                     "Days to train",
                                     "days = GPU-hours / GPUs / 24 / goodput",
                                     formatFixed(r.days, 1) + " = " + formatScientific(r.gpu_hours) + " / " +
                                         formatCount(r.job_gpus) + " / 24 / " + formatFixed(r.goodput, 3),
                                     {goodputSource(in.reliability)}});
    if (r.days_likely_low && r.days_likely_high && r.mfu_likely_low && r.mfu_likely_high) {
        const std::string range = "MFU " + formatFixed(100 * *r.mfu_likely_low, 1) + "% … " +
                                  formatFixed(100 * *r.mfu_likely_high, 1) + "%, days " + formatFixed(*r.days_likely_low, 1) +
                                  " … " + formatFixed(*r.days_likely_high, 1);
        const std::pair<const char*, const char*> ends[] = {{"training.mfu_likely_low", "MFU, likely low"},
                                                            {"training.mfu_likely_high", "MFU, likely high"},
                                                            {"training.days_likely_low", "Days to train, likely low"},
                                                            {"training.days_likely_high", "Days to train, likely high"}};
        for (const auto& [key, label] : ends)
            findings.explanations.push_back(
                {key, label, "MFU ÷ and days × the likely step-time factors (performance.step_seconds_likely_low/high)",
                 range, {"docs/validation.md: the model's error on published training runs"}});
    }
    findings.explanations.push_back({"training.run_cost_usd",
                                     "Cost of the run",
                                     "cost = GPU-hours / goodput × cost per delivered GPU-hour",
                                     formatUsd(r.run_cost_usd / 1e6, 2) + "M = " + formatScientific(r.gpu_hours) + " / " +
                                         formatFixed(r.goodput, 3) + " × $" + formatFixed(usdPerGpuHour, 2),
                                     {}});
    if (r.gpus_for_deadline)
        findings.explanations.push_back({"training.gpus_for_deadline",
                                         "GPUs for the deadline",
                                         "GPUs = ⌈GPU-hours / (deadline days × 24 × goodput) × (1 + spares)⌉, in whole nodes",
                                         formatCount(*r.gpus_for_deadline) + " = " + formatScientific(r.gpu_hours) + " / (" +
                                             formatNumber(*w.deadline_days) + " × 24 × " + formatFixed(r.goodput, 3) + ") × " +
                                             formatNumber(1 + w.spare_node_fraction),
                                         {}});
    findings.explanations.push_back(
        {"training.checkpoint_gb",
         "Checkpoint size",
         "size = parameters × bytes per parameter",
         formatFixed(r.checkpoint_gb, 0) + " GB = " + formatNumber(r.parameters_billion) + "e9 × " +
             formatNumber(w.checkpoint_bytes_per_parameter) + " B",
         {"bf16 weights 2 B + fp32 master weights 4 B + Adam moments 8 B per parameter (mixed-precision training)"}});
}

// Under the step-time model: the run takes tokens / (tokens per second) of wall-clock on the job's
// GPUs (before goodput), and the MFU is the model's.
void runAtModelledSpeed(const WorkloadInput& w, const PerformanceResult& perf, TrainingResult& r) {
    r.mfu = perf.step.mfu;
    r.job_gpus = perf.gpus;
    const double seconds = w.tokens_trillion * 1e12 / perf.step.tokens_per_second;
    r.gpu_hours = seconds * static_cast<double>(perf.gpus) / 3600.0;
}

}  // namespace

namespace {

// A workload key the file gives but the plan does not read with the other settings (its
// declaration's readOnlyWhen, the one rule the form greys it out by) is said to be unused.
// With the step-time model, the warning also gives the architecture's counts the plan uses instead.
void warnUnreadKeys(const Profile& profile, const TrainingInputs& in, const ModelSize& size, Findings& findings) {
    const std::string counts = in.performance ? "; this plan counts " + formatFixed(size.total, 1) + " billion parameters (" +
                                                    formatFixed(size.active, 1) + " billion active)"
                                              : std::string();
    for (const ProfileField& f : profileFields()) {
        const std::string& pointer = f.spec.pointer;
        if (pointer != "/workload/" + f.spec.key || f.spec.unused_when.empty() || f.read(profile, {}) ||
            !profile.workload.present.has(f.spec.key))
            continue;
        findings.warnings.push_back({pointer, f.spec.key + " is " + f.spec.unused_when + counts});
    }
}

}  // namespace

ModelSize modelSize(const WorkloadInput& workload, const PerformanceResult* performance) {
    if (!performance) return {workload.parameters_billion, workload.activeParametersBillion()};
    const perf::ParameterCounts counts = perf::countParameters(performance->job.model);
    return {static_cast<double>(counts.total) / 1e9, static_cast<double>(counts.active) / 1e9};
}

std::optional<TrainingResult> evaluateTraining(const Profile& profile, const Catalog& catalog, const TrainingInputs& in,
                                               Findings& findings) {
    const WorkloadInput& w = profile.workload;
    const NodeType& node = *catalog.findNode(profile.compute.node_type);
    const Gpu& gpu = *catalog.findGpu(node.gpu_id);
    const Precision precision = w.precision;
    const auto& peak = gpu.peakTflops(precision);
    if (!peak) {
        findings.errors.push_back({"/workload/precision", gpu.precisionProblem(precision)});
        return std::nullopt;
    }
    TrainingResult r;
    r.throughput = w.throughput;
    r.precision = w.precision;
    r.peak_tflops_per_gpu = peak->value;
    const ModelSize size = modelSize(w, in.performance);
    r.parameters_billion = size.total, r.active_parameters_billion = size.active;
    warnUnreadKeys(profile, in, size, findings);
    r.flops = w.flops.value_or(trainingFlops(size.active, w.tokens_trillion));
    r.goodput = goodput(in.reliability);
    if (in.performance) {
        runAtModelledSpeed(w, *in.performance, r);
    } else {
        r.mfu = w.mfu;
        r.job_gpus = in.compute.gpus;
        r.gpu_hours = gpuHours(r.flops, w.mfu, r.peak_tflops_per_gpu);
    }
    r.idle_gpus = std::max<std::int64_t>(0, in.compute.gpus - r.job_gpus);
    const double gpus = static_cast<double>(r.job_gpus);
    r.days = r.gpu_hours / gpus / 24.0 / r.goodput;
    r.tokens_per_second = w.tokens_trillion * 1e12 / (r.days * 86400.0);
    if (in.performance && in.performance->likely) {
        r.mfu_likely_low = in.performance->mfuLikelyLow(), r.mfu_likely_high = in.performance->mfuLikelyHigh();
        r.days_likely_low = r.days * in.performance->likely->step_low_factor;
        r.days_likely_high = r.days * in.performance->likely->step_high_factor;
    }
    r.run_cost_usd = r.gpu_hours / r.goodput * in.cost.usd_per_gpu_hour;
    if (profile.cost.cloud_usd_per_gpu_hour)
        r.run_cost_cloud_usd = r.gpu_hours / r.goodput * *profile.cost.cloud_usd_per_gpu_hour;
    if (w.deadline_days) deadline(w, node.gpus_per_node.value, in, r);
    const RunEnergy energy = runEnergy(r, in.compute, in.power, gpu.tdp_w.value, profile.power.co2_kg_per_kwh, findings);
    r.energy_run_it_mwh = energy.it_mwh, r.energy_run_mwh = energy.facility_mwh;
    r.energy_run_gpu_only_mwh = energy.gpu_only_mwh, r.co2_run_tonnes = energy.co2_tonnes;
    checkpoints(in, r);
    explainTraining(w, gpu, *peak, in, r, findings);
    return r;
}

}  // namespace cp
