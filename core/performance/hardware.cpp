#include "performance/hardware.h"

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

}  // namespace cp::perf
