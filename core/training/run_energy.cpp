#include "training/run_energy.h"

#include "common/format.h"

namespace cp {

RunEnergy runEnergy(const TrainingResult& t, const ComputeResult& compute, const PowerResult& power, double gpuTdpW,
                    double co2KgPerKwh, Findings& findings) {
    RunEnergy e;
    const double share = compute.gpus > 0 ? static_cast<double>(t.job_gpus) / static_cast<double>(compute.gpus) : 0.0;
    const double hours = t.days * 24.0;
    e.it_mwh = power.it_kw_average * share * hours / 1000.0;
    e.facility_mwh = power.facility_kw_average * share * hours / 1000.0;
    e.gpu_only_mwh = t.gpu_hours / t.goodput * gpuTdpW / 1e6;
    e.co2_tonnes = e.facility_mwh * co2KgPerKwh;  // MWh × kg/kWh = t
    if (!findings.explaining) return e;
    findings.explanations.push_back(
        {"training.energy_run_mwh",
         "Energy of the run",
         "facility MWh = facility average kW × job GPUs / cluster GPUs × days × 24 / 1,000 (IT basis: IT average kW); "
         "GPU-only = GPU-hours / goodput × TDP",
         formatFixed(e.facility_mwh, 0) + " MWh = " + formatFixed(power.facility_kw_average, 0) + " kW × " +
             formatCount(t.job_gpus) + " / " + formatCount(compute.gpus) + " × " + formatFixed(t.days, 1) + " × 24 / 1,000; IT " +
             formatFixed(e.it_mwh, 0) + " MWh; GPU-only " + formatFixed(e.gpu_only_mwh, 0) + " MWh = " +
             formatScientific(t.gpu_hours) + " / " + formatFixed(t.goodput, 3) + " × " + formatFixed(gpuTdpW, 0) + " W",
         {"the cluster's average draw (power.it_kw_average, power.facility_kw_average) for the run's wall-clock days; "
          "GPU-only as published runs quote it (Llama 3 model card: GPU-hours × TDP)"}});
    findings.explanations.push_back({"training.co2_run_tonnes",
                                     "CO2 of the run",
                                     "t CO2 = facility MWh × grid intensity (kg/kWh)",
                                     formatFixed(e.co2_tonnes, 0) + " t = " + formatFixed(e.facility_mwh, 0) + " MWh × " +
                                         formatNumber(co2KgPerKwh) + " kg/kWh",
                                     {"profile power.co2_kg_per_kwh"}});
    return e;
}

}  // namespace cp
