#pragma once
// The arithmetic a training run's GEMMs use: one enum for the catalog's datasheet peaks, the
// profile's workload and the step-time model. Mixed-precision training keeps FP32 master
// weights whatever this is.

#include <array>
#include <cstddef>
#include <string_view>

#include "common/enum_names.h"

namespace cp {

enum class Precision { Fp8, Bf16, Tf32, Fp16 };
inline constexpr std::size_t kPrecisionCount = 4;
// In the order files, tables and choice lists show them.
inline constexpr std::array<Precision, kPrecisionCount> kPrecisions{Precision::Fp8, Precision::Bf16, Precision::Fp16,
                                                                    Precision::Tf32};
const char* precisionKey(Precision p);  // "fp8", "bf16", "fp16", "tf32"

template <>
struct EnumTable<Precision> {
    static constexpr std::string_view what = "a precision";
    static constexpr std::array<EnumEntry<Precision>, kPrecisionCount> entries{{{Precision::Fp8, "fp8", "FP8"},
                                                                                {Precision::Bf16, "bf16", "BF16"},
                                                                                {Precision::Fp16, "fp16", "FP16"},
                                                                                {Precision::Tf32, "tf32", "TF32"}}};
};

}  // namespace cp
