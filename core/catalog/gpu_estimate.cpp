#include "catalog/gpu_estimate.h"

#include <cmath>
#include <limits>

namespace cp {

namespace {
constexpr double kBytesPerBinaryGigabyte = 1024.0 * 1024.0 * 1024.0;
}  // namespace

void takeDatasheetFigures(perf::GpuCalibration& specs, const Gpu& gpu) {
    for (Precision p : kPrecisions) {
        const auto& peak = gpu.peakTflops(p);
        specs.gpu.peak_flops_per_second[static_cast<std::size_t>(p)] =
            peak ? Sourced{peak->value * 1e12, peak->source} : Sourced{0, gpu.id + " has no dense " + precisionKey(p) + " peak"};
    }
    // Without it the catalog still loads (an override of the GPU's price need not repeat it); the
    // step-time model names what is missing when a plan asks for it.
    specs.gpu.hbm_bytes_per_second = gpu.hbm_gbyte_per_s
                                         ? Sourced{gpu.hbm_gbyte_per_s->value * 1e9, gpu.hbm_gbyte_per_s->source}
                                         : Sourced{0, gpu.id + "'s catalog entry has no hbm_gbyte_per_s"};
    specs.gpu.hbm_bytes = {gpu.hbm_gb.value * kBytesPerBinaryGigabyte, gpu.hbm_gb.source + "; a memory datasheet's GB are binary (2^30 bytes)"};
    // Datasheets give scale-up bandwidth in both directions ("NVLink 900 GB/s"); collectives move
    // data one way per link at a time.
    const bool domain = specs.scale_up.gpus_per_domain > 1;
    specs.scale_up_bandwidth_bytes_per_second =
        domain ? Sourced{gpu.scaleup_gbyte_per_s.value * 1e9 / 2, gpu.scaleup_gbyte_per_s.source + "; one direction: half"}
               : Sourced{0, "a domain of one GPU"};
    specs.scale_up.bandwidth_bytes_per_second = specs.scale_up_bandwidth_bytes_per_second.value;
}

namespace {

double bf16Peak(const Gpu& gpu) {
    const auto& peak = gpu.peakTflops(Precision::Bf16);
    return peak ? peak->value : 0;
}

// The listed GPU nearest in BF16 peak (by ratio), a GPU of the same vendor before any other.
const perf::GpuCalibration* nearestListed(const perf::PerformanceCalibration& calibration, const Catalog& catalog,
                                          const Gpu& gpu) {
    const perf::GpuCalibration* best = nullptr;
    double bestDistance = std::numeric_limits<double>::infinity();
    for (const perf::GpuCalibration& listed : calibration.gpus) {
        const Gpu* entry = catalog.findGpu(listed.gpu.name);
        if (!entry || bf16Peak(*entry) <= 0) continue;
        const double distance = std::abs(std::log(bf16Peak(*entry) / bf16Peak(gpu))) + (entry->vendor == gpu.vendor ? 0.0 : 100.0);
        if (distance < bestDistance) bestDistance = distance, best = &listed;
    }
    return best;
}

Sourced estimated(const Sourced& value, const std::string& from) {
    return {value.value, "estimate: " + from + "'s value (" + value.source + ")"};
}

}  // namespace

std::optional<perf::GpuCalibration> estimatedGpuSpecs(const perf::PerformanceCalibration& calibration, const Catalog& catalog,
                                                      const Gpu& gpu) {
    if (bf16Peak(gpu) <= 0 || !gpu.hbm_gbyte_per_s) return std::nullopt;
    const perf::GpuCalibration* from = nearestListed(calibration, catalog, gpu);
    if (!from) return std::nullopt;
    const std::string& name = from->gpu.name;
    perf::GpuCalibration out;
    out.gpu.name = gpu.id;
    out.estimated_from = name;
    out.scale_up = from->scale_up;
    out.scale_up.gpus_per_domain = 1;  // no domain known, so the datasheet figures give it no bandwidth
    takeDatasheetFigures(out, gpu);
    for (perf::GemmEfficiencyPoint point : from->gpu.gemm_efficiency) {
        point.source = "estimate: " + name + "'s GEMM curve as a share of peak (" + point.source + ")";
        out.gpu.gemm_efficiency.push_back(point);
    }
    out.gpu.memory_bound_efficiency = estimated(from->gpu.memory_bound_efficiency, name);
    out.gpu.flash_attention_efficiency = estimated(from->gpu.flash_attention_efficiency, name);
    out.gpu.fp8_gemm_share = estimated(from->gpu.fp8_gemm_share, name);
    out.gpu.usable_memory_fraction = estimated(from->gpu.usable_memory_fraction, name);
    out.scale_up_gpus = {1, "estimate: no scale-up domain known for " + gpu.id + " (each GPU its own)"};
    out.scale_up_bandwidth_bytes_per_second.source = out.scale_up_gpus.source;
    return out;
}

}  // namespace cp
