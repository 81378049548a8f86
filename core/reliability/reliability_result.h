#pragma once
// What the reliability stage computes: the job's failure rate by component class,
// checkpoint interval and ETTR, lost work, in-memory recovery and spares.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "profile/profile_enums.h"

namespace cp {

struct FailureLine {
    std::string failure_class;  // catalog failure class id
    std::string name;
    double count = 0;       // in the job's footprint
    double mttf_hours = 0;  // per unit
    bool interrupts_job = true;
    double failures_per_day = 0;  // count × 24 / MTTF
    double share = 0;             // of the interrupting failure rate
    std::string source;
};

struct MttfAtScale {
    std::int64_t gpus = 0;
    double job_mttf_hours = 0;
};

struct EttrAtInterval {
    double interval_minutes = 0;
    double ettr = 0;
};

struct ReliabilityResult {
    // The expected ETTR at a checkpoint interval, with this job's MTTF, restart, durable lag and
    // stop (checkpoint_math.h expectedEttr): what `ettr` is at the interval used, for charts.
    double ettrAtInterval(double intervalMinutes) const;

    ReliabilityModel model = ReliabilityModel::Components;
    std::int64_t job_gpus = 0, job_nodes = 0;
    double job_mttf_hours = 0;
    double first_failure_minutes = 0;
    double failures_per_day = 0;
    std::vector<FailureLine> breakdown;  // most frequent first
    CheckpointMode checkpoint_mode = CheckpointMode::Async;
    std::optional<double> checkpoint_snapshot_minutes;  // async: the job's share per GPU / device-to-host rate
    std::optional<double> checkpoint_write_minutes;     // W: size / storage's rated write; none without storage
    double checkpoint_stop_minutes = 0;                 // δ: training stopped per checkpoint
    std::string checkpoint_stop_basis;                  // where δ came from, in words
    double checkpoint_durable_lag_minutes = 0;          // async: W, the wait before a checkpoint can be restored
    double restart_minutes = 0;                         // u0
    double iteration_seconds = 0;                       // the profile's, else the step-time model's; 0 = unknown
    double young_interval_minutes = 0;
    double daly_interval_minutes = 0;
    double optimal_interval_minutes = 0;     // maximises E[ETTR] (checkpoint_math.h)
    double checkpoint_interval_minutes = 0;  // the one used (input or the optimum)
    double ettr = 0;                         // at the interval used
    double ettr_at_optimum = 0;              // at the optimal interval
    bool no_useful_interval = false;         // δ ≥ 2M or the expected loss exceeds M
    // Completed work redone after a failure (since the last durable checkpoint), in whole iterations:
    double lost_gpu_days_per_failure = 0;  // expected: ((Δt − iteration)/2 + lag) × GPUs
    double lost_gpu_days_worst = 0;        // a failure in the last iteration before the next: (Δt − iteration + lag) × GPUs
    double restart_gpu_days_per_failure = 0;  // the job idle while it restarts: u0 × GPUs
    std::optional<double> peer_copy_seconds;  // in-memory recovery: HBM / NIC bandwidth
    std::optional<double> lost_gpu_days_in_memory;
    std::optional<double> ettr_in_memory;
    std::vector<EttrAtInterval> ettr_by_interval;
    std::vector<MttfAtScale> mttf_by_scale;
    // Spares (a birth-death Markov chain of failed nodes, solved by detailed balance).
    std::int64_t spare_nodes = 0;
    double expected_failed_nodes = 0;
    double availability = 0;         // P(failed nodes ≤ spares) with the spares kept
    double availability_target = 0;  // 1 − the profile's shortfall target
    std::int64_t spares_needed = 0;  // for the availability target
    std::int64_t idle_spare_gpus = 0;
    double spare_capex_usd = 0;
};

}  // namespace cp
