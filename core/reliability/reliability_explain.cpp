#include "reliability/reliability_explain.h"

#include <cmath>

#include "common/format.h"

namespace cp {

namespace {

constexpr double kLowEttr = 0.5;  // below it the job spends more wall-clock recovering than training

// Minutes throughout, so the formulas' units agree; three significant digits under 0.1 min (an
// async snapshot of 158 µs is 2.63e-06 min, which four decimals printed as 0.0000).
std::string minutes(double m) {
    return (m != 0 && std::abs(m) < 0.1 ? formatSignificant(m, 3) : formatFixed(m, m == 0 ? 0 : 2)) + " min";
}

void explainStopAndWrite(const CheckpointSize& c, const ReliabilityResult& r, Findings& findings) {
    std::vector<std::string> sources;
    if (!c.device_to_host_source.empty()) sources.push_back("device to host: " + c.device_to_host_source);
    if (!c.storage_source.empty()) sources.push_back("storage: " + c.storage_source);
    findings.explanations.push_back(
        {"reliability.checkpoint_stop_minutes", "Checkpoint stop δ",
         r.checkpoint_mode == CheckpointMode::Async
             ? "async: δ = checkpoint size / job GPUs / device-to-host rate per GPU (the blocking snapshot to host memory)"
             : "sync: δ = checkpoint size / (storage servers × rated write per server)",
         minutes(r.checkpoint_stop_minutes) + " (" + r.checkpoint_stop_basis + ")", sources});
    if (r.checkpoint_snapshot_minutes)
        findings.explanations.push_back({"reliability.checkpoint_snapshot_minutes",
                                         "Checkpoint snapshot",
                                         "snapshot = checkpoint size / job GPUs / device-to-host rate per GPU",
                                         minutes(*r.checkpoint_snapshot_minutes) + " = " + formatNumber(c.gb) + " GB / " +
                                             formatCount(r.job_gpus) + " / " +
                                             formatNumber(c.device_to_host_gbyte_per_s.value_or(0)) + " GB/s",
                                         {"device to host: " + c.device_to_host_source,
                                          "the save is spread over all GPUs (fully parallel save, as Megatron-Core "
                                          "distributed checkpointing and PyTorch DCP do)"}});
    if (r.checkpoint_write_minutes)
        findings.explanations.push_back(
            {"reliability.checkpoint_write_minutes",
             "Checkpoint write to storage",
             "W = checkpoint size / (storage servers × rated write per server)",
             minutes(*r.checkpoint_write_minutes) + " = " + formatNumber(c.gb) + " GB / " +
                 formatNumber(c.storage_write_gbyte_per_s.value_or(0)) + " GB/s" +
                 (r.checkpoint_mode == CheckpointMode::Async ? "; async: it runs beside training and must finish before "
                                                               "the next checkpoint"
                                                             : "; sync: training waits for it"),
             {"storage: " + c.storage_source}});
    findings.explanations.push_back({"reliability.checkpoint_durable_lag_minutes",
                                     "Checkpoint durable after",
                                     "lag = W when the write is asynchronous, else 0 (the write is inside δ)",
                                     minutes(r.checkpoint_durable_lag_minutes),
                                     {}});
}

void explainIntervalAndEttr(const ReliabilityInput& in, const ReliabilityResult& r, Findings& findings) {
    const double m = r.job_mttf_hours * 60, delta = r.checkpoint_stop_minutes, lag = r.checkpoint_durable_lag_minutes;
    findings.explanations.push_back(
        {"reliability.checkpoint_interval_minutes",
         "Checkpoint interval",
         in.checkpoint_every_iterations ? "interval = iterations × iteration time, at least δ + W"
         : in.checkpoint_interval_minutes
             ? "interval = profile reliability.checkpoint_interval_minutes, at least δ + W"
             : "optimum of E[ETTR]: Δt* = √(δ² + 2δ(M − u0 − W)) − δ, at least δ + W and one iteration",
         minutes(r.checkpoint_interval_minutes) + " (δ = " + minutes(delta) + ", W = " + minutes(lag) +
             ", M = " + formatFixed(m, 1) + " min, u0 = " + formatFixed(r.restart_minutes, 1) + " min; optimum " +
             minutes(r.optimal_interval_minutes) + ", Young √(2δM) = " + minutes(r.young_interval_minutes) +
             ", Daly = " + minutes(r.daly_interval_minutes) + ")",
         {"J. W. Young, CACM 17(9), 1974; J. T. Daly, FGCS 22(3), 2006"}});
    if (r.iteration_seconds <= 0)
        findings.explanations.back().substituted +=
            "; no step time (reliability.iteration_seconds or the step-time model), so the optimum is taken at 1 min or "
            "more: checkpoints fall between steps, and a snapshot of milliseconds would otherwise be taken every second";
    findings.explanations.push_back(
        {"reliability.ettr",
         "ETTR (goodput)",
         "E[ETTR] ≈ (1 − (u0 + W + Δt/2)/M) / (1 + δ/Δt); W: a failure rolls back to the last checkpoint written",
         formatFixed(r.ettr, 3) + " = (1 − (" + formatNumber(r.restart_minutes) + " + " + formatFixed(lag, 2) + " + " +
             formatFixed(r.checkpoint_interval_minutes, 2) + "/2) / " + formatFixed(m, 1) + ") / (1 + " + formatFixed(delta, 4) +
             " / " + formatFixed(r.checkpoint_interval_minutes, 2) + ")",
         {"Kokolis et al., 'Revisiting Reliability in Large-Scale Machine Learning Research Clusters', arXiv 2410.21680"}});
    findings.explanations.push_back({"reliability.ettr_at_optimum",
                                     "ETTR at the optimal interval",
                                     "E[ETTR] at Δt* (as reliability.ettr)",
                                     formatFixed(r.ettr_at_optimum, 3),
                                     {}});
}

void explainLostWork(const ReliabilityResult& r, Findings& findings) {
    const double iterationMinutes = r.iteration_seconds / 60;
    const std::string values = "Δt = " + minutes(r.checkpoint_interval_minutes) + ", iteration " + minutes(iterationMinutes) +
                               ", W = " + minutes(r.checkpoint_durable_lag_minutes) + ", " + formatCount(r.job_gpus) + " GPUs";
    findings.explanations.push_back(
        {"reliability.lost_gpu_days_per_failure",
         "Work lost per failure (expected)",
         "completed work since the last checkpoint written: ((Δt − iteration)/2 + W) × GPUs / 1,440 (the iteration in "
         "progress is lost too: half an iteration on average, counted in E[ETTR])",
         formatFixed(r.lost_gpu_days_per_failure, 2) + " GPU-days (" + values + ")",
         {}});
    findings.explanations.push_back(
        {"reliability.lost_gpu_days_worst",
         "Work lost per failure (worst)",
         "a failure in the last iteration before the next checkpoint: (Δt − iteration + W) × GPUs / 1,440",
         formatFixed(r.lost_gpu_days_worst, 2) + " GPU-days (" + values + ")",
         {"SemiAnalysis, '100,000 H100 Clusters' (June 2024): a failure at iteration 99 of 100 loses 99 iterations"}});
    findings.explanations.push_back({"reliability.restart_gpu_days_per_failure",
                                     "Idle while restarting",
                                     "restart = u0 × GPUs / 1,440",
                                     formatFixed(r.restart_gpu_days_per_failure, 2) + " GPU-days = " +
                                         formatNumber(r.restart_minutes) + " min × " + formatCount(r.job_gpus) + " / 1,440",
                                     {}});
}

}  // namespace

void explainCheckpoints(const ReliabilityInput& in, const CheckpointSize& checkpoint, const ReliabilityResult& r,
                        Findings& findings) {
    if (!findings.explaining) return;
    explainStopAndWrite(checkpoint, r, findings);
    explainIntervalAndEttr(in, r, findings);
    explainLostWork(r, findings);
}

void explainSpares(const ReliabilityInput& in, const SparePoolInput& pool, const ReliabilityResult& r, Findings& findings) {
    if (!findings.explaining) return;
    const std::string chain = " (λ = " + formatScientific(pool.node_failures_per_hour) + "/h per node, MTTR " +
                              formatNumber(in.repair_hours) + " h, " + formatFixed(r.expected_failed_nodes, 1) +
                              " nodes down on average)";
    findings.explanations.push_back(
        {"reliability.spares_needed",
         "Spare nodes needed",
         "smallest S with P(failed nodes > S) ≤ 1 − availability target, failed nodes a "
         "birth-death Markov chain (failures λ per powered node, repairs 1/MTTR) solved by "
         "detailed balance",
         formatCount(r.spares_needed) + " for availability " + formatNumber(100 * (1 - in.shortfall_target)) + "%" + chain,
         {}});
    findings.explanations.push_back({"reliability.availability",
                                     "Availability with the spares kept",
                                     "P(failed nodes ≤ spares kept), from the same chain",
                                     formatScientific(r.availability) + " with " + formatCount(r.spare_nodes) + " spares" + chain,
                                     {}});
    findings.explanations.push_back({"reliability.expected_failed_nodes",
                                     "Nodes down on average",
                                     "Σ k · P(k failed) of the chain",
                                     formatFixed(r.expected_failed_nodes, 2) + chain,
                                     {}});
}

void warnReliability(const ReliabilityInput& in, const ReliabilityResult& r, const std::vector<EttrLever>& levers,
                     Findings& findings) {
    const double ettr = r.ettr_in_memory.value_or(r.ettr);
    if (r.no_useful_interval)
        findings.warnings.push_back(
            {"/reliability", "no checkpoint interval helps: the job fails every " + formatFixed(r.job_mttf_hours * 60, 1) +
                                 " min while a checkpoint stops it for " + formatFixed(r.checkpoint_stop_minutes, 1) +
                                 " min and a restart takes " + formatFixed(r.restart_minutes, 1) + " min; ETTR is 0. " +
                                 leverText(levers)});
    else if (ettr < kLowEttr)
        findings.warnings.push_back({"/reliability", "ETTR is " + formatFixed(ettr, 3) +
                                                         ": less than half the wall-clock trains the model (job MTTF " +
                                                         formatFixed(r.job_mttf_hours * 60, 1) + " min, restart " +
                                                         formatNumber(r.restart_minutes) + " min). " + leverText(levers)});
    // Only when spares are kept: a profile that keeps none is told the count it needs in the Spares line.
    if (r.spare_nodes > 0 && 2 * r.spare_nodes < r.spares_needed)
        findings.warnings.push_back({"/reliability/spare_nodes",
                                     formatCount(r.spare_nodes) + " spare nodes kept, far below the " +
                                         formatCount(r.spares_needed) + " the repair model needs for " +
                                         formatNumber(100 * (1 - in.shortfall_target)) +
                                         "% availability: the job will often run short of nodes. Levers: more spare nodes "
                                         "(reliability.spare_nodes), faster repair (reliability.repair_hours, repair_crews)"});
}

}  // namespace cp
