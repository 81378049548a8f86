#pragma once
// Integer helpers for counting: counts never overflow silently.

#include <cstdint>

namespace cp {

inline constexpr std::int64_t kSaturatedCount = std::int64_t{1} << 62;

constexpr std::int64_t ceilDiv(std::int64_t a, std::int64_t b) { return b <= 0 ? 0 : (a + b - 1) / b; }

// a × b, clamped to kSaturatedCount (inputs are non-negative counts).
constexpr std::int64_t saturatingMultiply(std::int64_t a, std::int64_t b) {
    if (a == 0 || b == 0) return 0;
    if (a > kSaturatedCount / b) return kSaturatedCount;
    return a * b;
}

}  // namespace cp
