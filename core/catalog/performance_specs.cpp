#include "catalog/performance_specs.h"

namespace cp::perf {

const Sourced& GpuSpec::peak(Precision precision) const {
    switch (precision) {
    case Precision::Bf16:
        return peak_bf16_flops_per_second;
    case Precision::Fp16:
        return peak_fp16_flops_per_second;
    case Precision::Fp8:
        return peak_fp8_flops_per_second;
    case Precision::Tf32:
        return peak_tf32_flops_per_second;
    }
    return peak_bf16_flops_per_second;
}

const GpuCalibration* PerformanceCalibration::gpu(std::string_view name) const {
    for (const GpuCalibration& g : gpus)
        if (g.gpu.name == name) return &g;
    return nullptr;
}

const HostCalibration* PerformanceCalibration::host(std::string_view name) const {
    for (const HostCalibration& h : hosts)
        if (h.name == name) return &h;
    return nullptr;
}

}  // namespace cp::perf
