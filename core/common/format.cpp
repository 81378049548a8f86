#include "common/format.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace cp {

namespace {
std::string groupThousands(const std::string& digits) {
    std::string out;
    const std::size_t n = digits.size();
    for (std::size_t i = 0; i < n; ++i) {
        out += digits[i];
        if ((n - i - 1) % 3 == 0 && i + 1 < n) out += ',';
    }
    return out;
}
}  // namespace

std::string formatNumber(double value) {
    // Same text as an ostream at precision 12 (%.12g), without a stream per number:
    // explanations format thousands of numbers per sweep.
    char buffer[64];
    const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::general, 12);
    return error == std::errc{} ? std::string(buffer, end) : std::string("n/a");
}

std::string formatCount(std::int64_t value) {
    const bool negative = value < 0;
    const std::uint64_t magnitude = negative ? 0 - static_cast<std::uint64_t>(value) : static_cast<std::uint64_t>(value);
    std::string out = negative ? "-" : "";
    out += groupThousands(std::to_string(magnitude));
    return out;
}

std::string formatFixed(double value, int decimals) {
    if (!std::isfinite(value)) return "n/a";
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, std::fabs(value));
    std::string text(buffer);
    const auto dot = text.find('.');
    std::string whole = text.substr(0, dot);
    std::string fraction = dot == std::string::npos ? "" : text.substr(dot);
    std::string out = value < 0 ? "-" : "";
    out += groupThousands(whole);
    out += fraction;
    return out;
}

std::string formatUsd(double usd, int decimals) {
    std::string out = usd < 0 ? "-$" : "$";
    out += formatFixed(std::fabs(usd), decimals);
    return out;
}

std::string formatUsdMillions(double usd) {
    std::string out = formatUsd(usd / 1e6, 1);
    out += "M";
    return out;
}

}  // namespace cp
