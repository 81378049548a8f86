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

template <>
struct EnumTable<Precision> {
    static constexpr std::string_view what = "a precision";
    // In the order files, tables and choice lists show them.
    static constexpr std::array<EnumEntry<Precision>, kPrecisionCount> entries{{{Precision::Fp8, "fp8", "FP8"},
                                                                                {Precision::Bf16, "bf16", "BF16"},
                                                                                {Precision::Fp16, "fp16", "FP16"},
                                                                                {Precision::Tf32, "tf32", "TF32"}}};
};

// The precisions in the name table's order, for loops over them.
inline constexpr std::array<Precision, kPrecisionCount> kPrecisions = [] {
    std::array<Precision, kPrecisionCount> all{};
    for (std::size_t i = 0; i < kPrecisionCount; ++i) all[i] = EnumTable<Precision>::entries[i].value;
    return all;
}();
const char* precisionKey(Precision p);  // "fp8", "bf16", "fp16", "tf32"

}  // namespace cp
