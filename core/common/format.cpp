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

std::string formatUsd(double usd, int decimals) { return formatMoney(usd, decimals, MoneyFormat{}); }

std::string formatUsdMillions(double usd) { return formatMoneyMillions(usd, MoneyFormat{}); }

std::string formatMoney(double usd, int decimals, const MoneyFormat& money) {
    const double value = money.convert(usd);
    std::string out = value < 0 ? "-" : "";
    out += money.symbol;
    out += formatFixed(std::fabs(value), decimals);
    return out;
}

std::string formatMoneyMillions(double usd, const MoneyFormat& money) {
    // Under a tenth of a million "$0.0M" would read as nothing: give the amount itself.
    if (std::fabs(money.convert(usd)) < 0.05e6) return formatMoney(usd, 0, money);
    std::string out = formatMoney(usd / 1e6, 1, money);
    out += "M";
    return out;
}

std::string withItemLength(const std::string& item, const LengthFormat& length) {
    // The BOM writes cable lines as "<medium>, <length> m" (core/bom/bom.cpp).
    const auto comma = item.rfind(", ");
    if (length.isMetres() || comma == std::string::npos || item.size() < comma + 5 || item.compare(item.size() - 2, 2, " m") != 0)
        return item;
    const char* first = item.data() + comma + 2;
    const char* last = item.data() + item.size() - 2;
    double metres = 0;
    const auto [end, error] = std::from_chars(first, last, metres);
    if (error != std::errc{} || end != last) return item;
    return item.substr(0, comma + 2) + formatFixed(length.convert(metres), 1) + " " + length.unit;
}

std::string withUnitSuffix(const std::string& stem, const std::string& unit) {
    std::string out = stem + "_";
    for (const char c : unit) out += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    return out;
}

std::string formatScientific(double value) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.3g", value);
    return buffer;
}

}  // namespace cp
