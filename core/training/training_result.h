#pragma once
// What the training stage computes: FLOPs, GPU-hours and days on this cluster,
// the run's cost, GPUs for a deadline and checkpoint sizing.

#include <cstdint>
#include <optional>
#include <string>

#include "catalog/catalog.h"
#include "profile/profile_enums.h"

namespace cp {

struct TrainingResult {
    ThroughputModel throughput = ThroughputModel::Mfu;  // where the speed comes from
    Precision precision = Precision::Bf16;
    double parameters_billion = 0;         // total (checkpoint size): the profile's, or its architecture's
    double active_parameters_billion = 0;  // per token (FLOPs)
    double mfu = 0;                        // the given one, or the step-time model's
    std::int64_t job_gpus = 0;             // GPUs the run uses
    std::int64_t idle_gpus = 0;            // the cluster's GPUs the run's split cannot use (step-time model)
    double peak_tflops_per_gpu = 0;
    double flops = 0;
    double gpu_hours = 0;
    double goodput = 1;  // the reliability stage's ETTR (reliability/goodput.h)
    double days = 0;
    // The step-time model's likely range (its validation residuals, catalog performance.model_error).
    std::optional<double> mfu_likely_low, mfu_likely_high, days_likely_low, days_likely_high;
    double tokens_per_second = 0;
    double run_cost_usd = 0;  // GPU-hours / goodput × TCO per GPU-hour
    std::optional<double> run_cost_cloud_usd;
    // Energy and CO2 of the run (training/run_energy.h): the job's share of the cluster's average
    // draw for the run's days, IT and facility basis; GPU-only as published runs quote it.
    double energy_run_it_mwh = 0, energy_run_mwh = 0, energy_run_gpu_only_mwh = 0;
    double co2_run_tonnes = 0;
    // Inverse planning (workload.deadline_days).
    std::optional<std::int64_t> gpus_for_deadline, nodes_for_deadline, racks_for_deadline;
    std::optional<double> it_mw_for_deadline;
    // The answer planned again (plan/deadline_sizing.h): its goodput, the days it takes, the passes
    // the fixed point took, and whether every network holds it with the tiers the profile gives.
    std::optional<double> goodput_for_deadline, days_at_deadline_size;
    std::optional<std::int64_t> deadline_sizing_passes, job_nodes_for_deadline;  // the job, without spares
    std::optional<bool> deadline_network_holds;
    // Checkpoints.
    double checkpoint_gb = 0;
    double checkpoint_storage_tb = 0;                 // copies with 20% headroom
    double checkpoint_write_gbyte_per_s_needed = 0;   // to write each checkpoint within the interval
    std::optional<double> storage_write_gbyte_per_s;  // servers × the server type's rated write
    std::optional<double> checkpoint_write_minutes_achievable;
};

}  // namespace cp
