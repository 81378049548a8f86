#pragma once
// Number formatting shared by explain text, CLI output and the UI.

#include <cstdint>
#include <string>

namespace cp {

std::string formatNumber(double value);            // shortest exact-looking form: 989.5, 1e+23
std::string formatCount(std::int64_t value);       // 1,320
std::string formatFixed(double value, int decimals);  // 1,978.90 with separators
std::string formatUsd(double usd, int decimals);       // $1,234.50
std::string formatUsdMillions(double usd);             // $12.3M

}  // namespace cp
