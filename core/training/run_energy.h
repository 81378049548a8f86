#pragma once
// The energy and CO2 of one training run: the cluster's average draw for the run's wall-clock
// days, in the share of the cluster the job uses (IT and facility basis), and the GPU-only
// figure published runs quote (GPU-hours × TDP, e.g. Llama 3's model card).

#include "common/findings.h"
#include "compute/compute_result.h"
#include "training/training_result.h"
#include "power/power_result.h"

namespace cp {

struct RunEnergy {
    double it_mwh = 0;
    double facility_mwh = 0;
    double gpu_only_mwh = 0;
    double co2_tonnes = 0;  // facility energy × the grid's intensity
};

// `gpuTdpW` is the GPU's TDP; `co2KgPerKwh` the profile's grid intensity. Adds the explanations
// training.energy_run_mwh and training.co2_run_tonnes.
RunEnergy runEnergy(const TrainingResult& training, const ComputeResult& compute, const PowerResult& power, double gpuTdpW,
                    double co2KgPerKwh, Findings& findings);

}  // namespace cp
