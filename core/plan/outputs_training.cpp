// The training section's outputs: the run's size, speed, days, cost, energy, deadline sizing and
// checkpoints.
#include "plan/output_declare.h"

namespace cp::outputs {

namespace {

constexpr auto training = &Plan::training;
constexpr auto kCount = MetricFormat::Count, kMoney = MetricFormat::Money, kShare = MetricFormat::Share;

// Outputs only a planned deadline has (null without workload.deadline_days).
void addDeadline(OutputList& m) {
    out(m,
        {.key = "/training/gpus_for_deadline",
         .label = CP_LABEL("Output", "GPUs for the deadline"),
         .format = kCount,
         .explanation = "training.gpus_for_deadline",
         .offered = false},
        training, &TrainingResult::gpus_for_deadline);
    out(m,
        {.key = "/training/nodes_for_deadline",
         .label = CP_LABEL("Output", "nodes for the deadline"),
         .format = kCount,
         .explanation = "training.nodes_for_deadline",
         .offered = false},
        training, &TrainingResult::nodes_for_deadline);
    out(m,
        {.key = "/training/racks_for_deadline",
         .label = CP_LABEL("Output", "racks for the deadline"),
         .format = kCount,
         .explanation = "training.racks_for_deadline",
         .offered = false},
        training, &TrainingResult::racks_for_deadline);
    out(m,
        {.key = "/training/it_mw_for_deadline",
         .label = CP_LABEL("Output", "IT power for the deadline"),
         .unit = "MW",
         .decimals = 2,
         .explanation = "training.it_mw_for_deadline",
         .offered = false},
        training, &TrainingResult::it_mw_for_deadline);
    out(m,
        {.key = "/training/goodput_for_deadline",
         .label = CP_LABEL("Output", "goodput at the deadline size"),
         .format = MetricFormat::Ratio,
         .decimals = 3,
         .explanation = "training.goodput_for_deadline",
         .offered = false},
        training, &TrainingResult::goodput_for_deadline);
    out(m,
        {.key = "/training/days_at_deadline_size",
         .label = CP_LABEL("Output", "days at the deadline size"),
         .unit = "days",
         .decimals = 1,
         .explanation = "training.days_at_deadline_size",
         .offered = false},
        training, &TrainingResult::days_at_deadline_size);
    out(m,
        {.key = "/training/deadline_sizing_passes",
         .label = CP_LABEL("Output", "sizing passes"),
         .format = kCount,
         .explanation = "training.deadline_sizing_passes",
         .offered = false},
        training, &TrainingResult::deadline_sizing_passes);
    out(m,
        {.key = "/training/job_nodes_for_deadline",
         .label = CP_LABEL("Output", "job nodes for the deadline"),
         .format = kCount,
         .explanation = "training.job_nodes_for_deadline",
         .offered = false},
        training, &TrainingResult::job_nodes_for_deadline);
    out(m, {.key = "/training/deadline_network_holds"}, training, &TrainingResult::deadline_network_holds);
}

void addCheckpoints(OutputList& m) {
    out(m,
        {.key = "/training/checkpoint_gb",
         .label = CP_LABEL("Output", "checkpoint size"),
         .unit = "GB",
         .decimals = 1,
         .explanation = "training.checkpoint_gb",
         .offered = false},
        training, &TrainingResult::checkpoint_gb);
    out(m,
        {.key = "/training/checkpoint_storage_tb",
         .label = CP_LABEL("Output", "checkpoint storage"),
         .unit = "TB",
         .decimals = 1,
         .explanation = "training.checkpoint_storage_tb",
         .offered = false},
        training, &TrainingResult::checkpoint_storage_tb);
    out(m,
        {.key = "/training/checkpoint_write_gbyte_per_s_needed",
         .label = CP_LABEL("Output", "write rate needed"),
         .unit = "GB/s",
         .decimals = 1,
         .explanation = "training.checkpoint_write_gbyte_per_s_needed",
         .offered = false},
        training, &TrainingResult::checkpoint_write_gbyte_per_s_needed);
    out(m,
        {.key = "/training/storage_write_gbyte_per_s",
         .label = CP_LABEL("Output", "storage write rate"),
         .unit = "GB/s",
         .decimals = 1,
         .explanation = "training.storage_write_gbyte_per_s",
         .offered = false},
        training, &TrainingResult::storage_write_gbyte_per_s);
    out(m,
        {.key = "/training/checkpoint_write_minutes_achievable",
         .label = CP_LABEL("Output", "checkpoint write time"),
         .unit = "min",
         .decimals = 1,
         .explanation = "training.checkpoint_write_minutes_achievable",
         .offered = false},
        training, &TrainingResult::checkpoint_write_minutes_achievable);
}

// What the run is: the model, its FLOPs and the GPUs it uses.
void addRun(OutputList& m) {
    out(m, {.key = "/training/throughput"}, training, &TrainingResult::throughput);
    out(m, {.key = "/training/precision"}, training, &TrainingResult::precision);
    out(m,
        {.key = "/training/peak_tflops_per_gpu",
         .label = CP_LABEL("Output", "peak TFLOP/s per GPU"),
         .unit = "TFLOPS",
         .decimals = 1,
         .explanation = "training.peak_tflops_per_gpu",
         .offered = false},
        training, &TrainingResult::peak_tflops_per_gpu);
    out(m,
        {.key = "/training/parameters_billion",
         .label = CP_LABEL("Output", "parameters"),
         .unit = "billion",
         .decimals = 1,
         .explanation = "training.parameters_billion",
         .offered = false},
        training, &TrainingResult::parameters_billion);
    out(m,
        {.key = "/training/active_parameters_billion",
         .label = CP_LABEL("Output", "active parameters"),
         .unit = "billion",
         .decimals = 1,
         .explanation = "training.active_parameters_billion",
         .offered = false},
        training, &TrainingResult::active_parameters_billion);
    out(m,
        {.key = "/training/flops",
         .label = CP_LABEL("Output", "training FLOPs"),
         .explanation = "training.flops",
         .offered = false},
        training, &TrainingResult::flops);
}

// The likely range from the model's validation residuals (docs/validation.md): only the
// step-time model has one, so these belong to the performance section.
void addLikelyRange(OutputList& m) {
    out(m,
        {.key = "/training/days_likely_low",
         .label = CP_LABEL("Output", "days to train, likely low"),
         .unit = "days",
         .better = Better::Lower,
         .decimals = 1,
         .section = "performance",
         .explanation = "training.days_likely_low"},
        training, &TrainingResult::days_likely_low);
    out(m,
        {.key = "/training/days_likely_high",
         .label = CP_LABEL("Output", "days to train, likely high"),
         .unit = "days",
         .better = Better::Lower,
         .decimals = 1,
         .section = "performance",
         .explanation = "training.days_likely_high"},
        training, &TrainingResult::days_likely_high);
    out(m,
        {.key = "/training/mfu_likely_low",
         .label = CP_LABEL("Output", "MFU, likely low"),
         .better = Better::Higher,
         .format = kShare,
         .decimals = 1,
         .section = "performance",
         .explanation = "training.mfu_likely_low"},
        training, &TrainingResult::mfu_likely_low);
    out(m,
        {.key = "/training/mfu_likely_high",
         .label = CP_LABEL("Output", "MFU, likely high"),
         .better = Better::Higher,
         .format = kShare,
         .decimals = 1,
         .section = "performance",
         .explanation = "training.mfu_likely_high"},
        training, &TrainingResult::mfu_likely_high);
}

// How fast: MFU, GPU-hours, goodput and days, with the step-time model's likely range.
void addSpeed(OutputList& m) {
    out(m,
        {.key = "/training/mfu",
         .id = "mfu",
         .label = CP_LABEL("Output", "MFU"),
         .better = Better::Higher,
         .format = kShare,
         .decimals = 1,
         .explanation = "training.mfu"},
        training, &TrainingResult::mfu);
    out(m,
        {.key = "/training/job_gpus",
         .label = CP_LABEL("Output", "job GPUs"),
         .format = kCount,
         .explanation = "training.job_gpus",
         .offered = false},
        training, &TrainingResult::job_gpus);
    out(m,
        {.key = "/training/idle_gpus",
         .label = CP_LABEL("Output", "idle GPUs"),
         .format = kCount,
         .explanation = "training.idle_gpus",
         .offered = false},
        training, &TrainingResult::idle_gpus);
    out(m,
        {.key = "/training/gpu_hours",
         .id = "gpu_hours",
         .label = CP_LABEL("Output", "GPU-hours"),
         .better = Better::Lower,
         .explanation = "training.gpu_hours"},
        training, &TrainingResult::gpu_hours);
    out(m,
        {.key = "/training/goodput",
         .label = CP_LABEL("Output", "goodput"),
         .better = Better::Higher,
         .format = MetricFormat::Ratio,
         .decimals = 3},
        training, &TrainingResult::goodput);
    out(m,
        {.key = "/training/days",
         .id = "training_days",
         .label = CP_LABEL("Output", "days to train"),
         .unit = "days",
         .better = Better::Lower,
         .decimals = 1,
         .explanation = "training.days"},
        training, &TrainingResult::days);
    addLikelyRange(m);
}

// What the run costs and draws.
void addRunCost(OutputList& m) {
    out(m,
        {.key = "/training/tokens_per_second",
         .label = CP_LABEL("Output", "tokens per second"),
         .format = kCount,
         .explanation = "training.tokens_per_second",
         .offered = false},
        training, &TrainingResult::tokens_per_second);
    out(m,
        {.key = "/training/run_cost_usd",
         .label = CP_LABEL("Output", "cost of the run"),
         .unit = "USD",
         .better = Better::Lower,
         .format = kMoney,
         .explanation = "training.run_cost_usd"},
        training, &TrainingResult::run_cost_usd);
    out(m,
        {.key = "/training/run_cost_cloud_usd",
         .label = CP_LABEL("Output", "cost of the run at cloud prices"),
         .unit = "USD",
         .format = kMoney,
         .offered = false},
        training, &TrainingResult::run_cost_cloud_usd);
    out(m,
        {.key = "/training/energy_run_mwh",
         .id = "energy_run_mwh",
         .label = CP_LABEL("Output", "energy of the run"),
         .unit = "MWh",
         .better = Better::Lower,
         .explanation = "training.energy_run_mwh"},
        training, &TrainingResult::energy_run_mwh);
    out(m,
        {.key = "/training/energy_run_it_mwh",
         .label = CP_LABEL("Output", "energy of the run (IT)"),
         .unit = "MWh",
         .explanation = "training.energy_run_it_mwh",
         .offered = false},
        training, &TrainingResult::energy_run_it_mwh);
    out(m,
        {.key = "/training/energy_run_gpu_only_mwh",
         .label = CP_LABEL("Output", "energy of the run (GPUs alone)"),
         .unit = "MWh",
         .explanation = "training.energy_run_gpu_only_mwh",
         .offered = false},
        training, &TrainingResult::energy_run_gpu_only_mwh);
    out(m,
        {.key = "/training/co2_run_tonnes",
         .label = CP_LABEL("Output", "CO2 of the run"),
         .unit = "t",
         .better = Better::Lower,
         .explanation = "training.co2_run_tonnes"},
        training, &TrainingResult::co2_run_tonnes);
}

}  // namespace

void addTrainingOutputs(OutputList& m) {
    addRun(m);
    addSpeed(m);
    addRunCost(m);
    addDeadline(m);
    addCheckpoints(m);
}

}  // namespace cp::outputs
