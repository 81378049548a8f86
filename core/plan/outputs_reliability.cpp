// The reliability section's outputs: failures, checkpoints, ETTR and spares.
#include "plan/output_declare.h"

namespace cp::outputs {

namespace {

constexpr auto reliability = &Plan::reliability;
constexpr auto kCount = MetricFormat::Count, kRatio = MetricFormat::Ratio;

Json breakdownJson(const ReliabilityResult& r) {
    Json breakdown = Json::array();
    for (const FailureLine& l : r.breakdown)
        breakdown.push_back(Json{{"class", l.failure_class},
                                 {"name", l.name},
                                 {"count", l.count},
                                 {"mttf_hours", l.mttf_hours},
                                 {"interrupts_job", l.interrupts_job},
                                 {"failures_per_day", l.failures_per_day},
                                 {"share", l.share},
                                 {"source", l.source}});
    return breakdown;
}

Json ettrByIntervalJson(const ReliabilityResult& r) {
    Json ettr = Json::array();
    for (const EttrAtInterval& e : r.ettr_by_interval)
        ettr.push_back(Json{{"interval_minutes", e.interval_minutes}, {"ettr", e.ettr}});
    return ettr;
}

Json mttfByScaleJson(const ReliabilityResult& r) {
    Json scale = Json::array();
    for (const MttfAtScale& s : r.mttf_by_scale) scale.push_back(Json{{"gpus", s.gpus}, {"job_mttf_hours", s.job_mttf_hours}});
    return scale;
}

// Minutes of the checkpoint cycle: each the explanation's label, none offered to sweeps.
template <class T>
void addMinutes(OutputList& m, const char* key, const char* label, T ReliabilityResult::*field) {
    out(m,
        {.key = std::string("/reliability/") + key,
         .label = label,
         .unit = "min",
         .decimals = 1,
         .explanation = std::string("reliability.") + key,
         .offered = false},
        reliability, field);
}

void addCheckpointCycle(OutputList& m) {
    out(m, {.key = "/reliability/checkpoint_mode"}, reliability, &ReliabilityResult::checkpoint_mode);
    addMinutes(m, "checkpoint_snapshot_minutes", CP_LABEL("Output", "checkpoint snapshot"),
               &ReliabilityResult::checkpoint_snapshot_minutes);
    addMinutes(m, "checkpoint_write_minutes", CP_LABEL("Output", "checkpoint write to storage"),
               &ReliabilityResult::checkpoint_write_minutes);
    addMinutes(m, "checkpoint_stop_minutes", CP_LABEL("Output", "checkpoint stop δ"),
               &ReliabilityResult::checkpoint_stop_minutes);
    out(m, {.key = "/reliability/checkpoint_stop_basis"}, reliability, &ReliabilityResult::checkpoint_stop_basis);
    addMinutes(m, "checkpoint_durable_lag_minutes", CP_LABEL("Output", "checkpoint durable after"),
               &ReliabilityResult::checkpoint_durable_lag_minutes);
    addMinutes(m, "restart_minutes", CP_LABEL("Output", "restart u0"), &ReliabilityResult::restart_minutes);
    addMinutes(m, "young_interval_minutes", CP_LABEL("Output", "Young interval"), &ReliabilityResult::young_interval_minutes);
    out(m,
        {.key = "/reliability/daly_interval_minutes", .label = CP_LABEL("Output", "Daly interval"), .unit = "min", .decimals = 1},
        reliability, &ReliabilityResult::daly_interval_minutes);
    addMinutes(m, "optimal_interval_minutes", CP_LABEL("Output", "optimal interval"),
               &ReliabilityResult::optimal_interval_minutes);
    out(m,
        {.key = "/reliability/checkpoint_interval_minutes",
         .label = CP_LABEL("Output", "checkpoint interval"),
         .unit = "min",
         .decimals = 1,
         .explanation = "reliability.checkpoint_interval_minutes"},
        reliability, &ReliabilityResult::checkpoint_interval_minutes);
}

void addLostWork(OutputList& m) {
    out(m,
        {.key = "/reliability/lost_gpu_days_per_failure",
         .label = CP_LABEL("Output", "GPU-days lost per failure"),
         .better = Better::Lower,
         .decimals = 1},
        reliability, &ReliabilityResult::lost_gpu_days_per_failure);
    out(m,
        {.key = "/reliability/lost_gpu_days_worst",
         .label = CP_LABEL("Output", "work lost per failure (worst)"),
         .unit = "GPU-days",
         .decimals = 1,
         .explanation = "reliability.lost_gpu_days_worst",
         .offered = false},
        reliability, &ReliabilityResult::lost_gpu_days_worst);
    out(m,
        {.key = "/reliability/restart_gpu_days_per_failure",
         .label = CP_LABEL("Output", "idle while restarting"),
         .unit = "GPU-days",
         .decimals = 1,
         .explanation = "reliability.restart_gpu_days_per_failure",
         .offered = false},
        reliability, &ReliabilityResult::restart_gpu_days_per_failure);
    out(m,
        {.key = "/reliability/peer_copy_seconds",
         .label = CP_LABEL("Output", "peer copy"),
         .unit = "s",
         .decimals = 1,
         .explanation = "reliability.peer_copy_seconds",
         .offered = false},
        reliability, &ReliabilityResult::peer_copy_seconds);
    out(m,
        {.key = "/reliability/lost_gpu_days_in_memory",
         .label = CP_LABEL("Output", "lost per failure (in-memory)"),
         .unit = "GPU-days",
         .decimals = 1,
         .explanation = "reliability.lost_gpu_days_in_memory",
         .offered = false},
        reliability, &ReliabilityResult::lost_gpu_days_in_memory);
    out(m,
        {.key = "/reliability/ettr_in_memory",
         .label = CP_LABEL("Output", "ETTR with in-memory recovery"),
         .format = kRatio,
         .decimals = 3,
         .explanation = "reliability.ettr_in_memory",
         .offered = false},
        reliability, &ReliabilityResult::ettr_in_memory);
}

void addSpares(OutputList& m) {
    out(m,
        {.key = "/reliability/spare_nodes",
         .label = CP_LABEL("Output", "spare nodes kept"),
         .format = kCount,
         .explanation = "reliability.spare_nodes",
         .offered = false},
        reliability, &ReliabilityResult::spare_nodes);
    out(m,
        {.key = "/reliability/expected_failed_nodes",
         .label = CP_LABEL("Output", "nodes down on average"),
         .decimals = 2,
         .explanation = "reliability.expected_failed_nodes",
         .offered = false},
        reliability, &ReliabilityResult::expected_failed_nodes);
    out(m,
        {.key = "/reliability/availability",
         .label = CP_LABEL("Output", "availability with the spares kept"),
         .format = kRatio,
         .decimals = 4,
         .explanation = "reliability.availability",
         .offered = false},
        reliability, &ReliabilityResult::availability);
    out(m,
        {.key = "/reliability/availability_target",
         .label = CP_LABEL("Output", "availability target"),
         .format = kRatio,
         .decimals = 4,
         .explanation = "reliability.availability_target",
         .offered = false},
        reliability, &ReliabilityResult::availability_target);
    out(m,
        {.key = "/reliability/spares_needed",
         .label = CP_LABEL("Output", "spare nodes needed"),
         .format = kCount,
         .explanation = "reliability.spares_needed",
         .offered = false},
        reliability, &ReliabilityResult::spares_needed);
    out(m,
        {.key = "/reliability/idle_spare_gpus",
         .label = CP_LABEL("Output", "idle spare GPUs"),
         .format = kCount,
         .explanation = "reliability.idle_spare_gpus",
         .offered = false},
        reliability, &ReliabilityResult::idle_spare_gpus);
    out(m,
        {.key = "/reliability/spare_capex_usd",
         .label = CP_LABEL("Output", "spare capex"),
         .unit = "USD",
         .format = MetricFormat::Money,
         .explanation = "reliability.spare_capex_usd",
         .offered = false},
        reliability, &ReliabilityResult::spare_capex_usd);
}

}  // namespace

void addReliabilityOutputs(OutputList& m) {
    out(m, {.key = "/reliability/model"}, reliability, &ReliabilityResult::model);
    out(m,
        {.key = "/reliability/job_gpus",
         .label = CP_LABEL("Output", "job GPUs"),
         .format = kCount,
         .explanation = "reliability.job_gpus",
         .offered = false},
        reliability, &ReliabilityResult::job_gpus);
    out(m,
        {.key = "/reliability/job_nodes",
         .label = CP_LABEL("Output", "job nodes"),
         .format = kCount,
         .explanation = "reliability.job_nodes",
         .offered = false},
        reliability, &ReliabilityResult::job_nodes);
    out(m,
        {.key = "/reliability/job_mttf_hours",
         .id = "job_mttf_hours",
         .label = CP_LABEL("Output", "job MTTF"),
         .unit = "h",
         .better = Better::Higher,
         .decimals = 2,
         .explanation = "reliability.job_mttf_hours"},
        reliability, &ReliabilityResult::job_mttf_hours);
    out(m,
        {.key = "/reliability/first_failure_minutes",
         .label = CP_LABEL("Output", "time to first failure"),
         .unit = "min",
         .better = Better::Higher,
         .decimals = 1,
         .explanation = "reliability.first_failure_minutes"},
        reliability, &ReliabilityResult::first_failure_minutes);
    out(m,
        {.key = "/reliability/failures_per_day",
         .label = CP_LABEL("Output", "failures per day"),
         .better = Better::Lower,
         .decimals = 1},
        reliability, &ReliabilityResult::failures_per_day);
    addCheckpointCycle(m);
    out(m,
        {.key = "/reliability/ettr",
         .id = "ettr",
         .label = CP_LABEL("Output", "ETTR (goodput)"),
         .better = Better::Higher,
         .format = kRatio,
         .decimals = 3,
         .explanation = "reliability.ettr"},
        reliability, &ReliabilityResult::ettr);
    out(m,
        {.key = "/reliability/ettr_at_optimum",
         .label = CP_LABEL("Output", "ETTR at the optimal interval"),
         .better = Better::Higher,
         .format = kRatio,
         .decimals = 3},
        reliability, &ReliabilityResult::ettr_at_optimum);
    out(m, {.key = "/reliability/no_useful_interval"}, reliability, &ReliabilityResult::no_useful_interval);
    addLostWork(m);
    addSpares(m);
    table(m, "/reliability/breakdown", reliability, breakdownJson);
    table(m, "/reliability/ettr_by_interval", reliability, ettrByIntervalJson);
    table(m, "/reliability/mttf_by_scale", reliability, mttfByScaleJson);
}

}  // namespace cp::outputs
