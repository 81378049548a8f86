#include "common/format.h"

#include <algorithm>
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
// Places after the point that give three significant digits to a value from 1 to 999.
int placesForThree(double scaled) {
    const double a = std::fabs(scaled);
    return a < 9.995 ? 2 : a < 99.95 ? 1 : 0;
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

std::string quotedExcerpt(const std::string& text) {
    std::string shown = text;
    if (text.size() > 60) {
        std::size_t cut = 57;
        while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;  // not inside a character
        shown = text.substr(0, cut) + "...";
    }
    // Control characters as \u escapes: a quoted value never moves the terminal's cursor.
    std::string out = "\"";
    for (const char ch : shown) {
        const auto c = static_cast<unsigned char>(ch);
        if (c < 0x20 || c == 0x7F) {
            char code[8];
            std::snprintf(code, sizeof code, "\\u%04X", c);
            out += code;
        } else {
            out += ch;
        }
    }
    return out + "\"";
}

std::string countOf(std::int64_t count, const std::string& singular, const std::string& plural) {
    return formatCount(count) + " " + (count == 1 ? singular : plural.empty() ? singular + "s" : plural);
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
    // Under a million "$0.1M" would hide the amount ($120,000 and $80,000 alike): give it itself.
    if (std::fabs(money.convert(usd)) < 999.95e3) return formatMoney(usd, 0, money);
    // From a billion: "$3.96B", not "$3,959.8M".
    if (std::fabs(money.convert(usd)) >= 999.95e6) {
        const double billions = money.convert(usd) / 1e9;
        return (billions < 0 ? "-" : "") + money.symbol + formatFixed(std::fabs(billions), placesForThree(billions)) + "B";
    }
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

std::string formatSignificant(double value, int digits) {
    if (!std::isfinite(value)) return "n/a";
    const double magnitude = std::fabs(value);
    if (magnitude >= std::pow(10.0, digits - 1) || (magnitude >= 1 && value == std::round(value))) return formatFixed(value, 0);
    if (magnitude < 1e-4) {  // 2.5e-05: e-notation only where a fixed form would be mostly zeros
        char buffer[32];
        std::snprintf(buffer, sizeof buffer, "%.*g", digits, value);
        return buffer;
    }
    const int whole = magnitude < 1 ? 0 : static_cast<int>(std::floor(std::log10(magnitude))) + 1;
    const int leadingZeros = magnitude < 1 ? -static_cast<int>(std::floor(std::log10(magnitude))) - 1 : 0;
    std::string text = formatFixed(value, std::max(0, digits - whole) + leadingZeros);
    if (text.find('.') != std::string::npos) {  // as %g: no trailing zeros
        text.erase(text.find_last_not_of('0') + 1);
        if (text.back() == '.') text.pop_back();
    }
    return text;
}

std::string formatScientific(double value) {
    if (!std::isfinite(value)) return "n/a";
    const double a = std::fabs(value);
    if (a < 1e6) return formatSignificant(value, 3);
    if (a < 999.95e12) {
        // The word follows the rounded value: 999.96 million reads as 1.00 billion.
        const double scale = a < 999.95e6 ? 1e6 : a < 999.95e9 ? 1e9 : 1e12;
        const char* name = scale == 1e6 ? " million" : scale == 1e9 ? " billion" : " trillion";
        return formatFixed(value / scale, placesForThree(value / scale)) + name;
    }
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.3g", value);
    return buffer;
}

std::string formatRatio(double ratio) {
    const double a = std::fabs(ratio);
    return formatFixed(ratio, a < 10 ? 3 : a < 100 ? 2 : 1);
}

std::string formatPowerKw(double kw) {
    if (!std::isfinite(kw)) return "n/a";
    struct Unit {
        double per_kw;
        const char* name;
    };
    for (const Unit& u : {Unit{1e-6, "GW"}, Unit{1e-3, "MW"}, Unit{1, "kW"}, Unit{1e3, "W"}}) {
        const double scaled = kw * u.per_kw;
        // 999.96 kW reads as 1.00 MW: the unit follows the rounded value.
        if (std::fabs(scaled) >= 0.9995 || u.per_kw == 1e3) return formatFixed(scaled, placesForThree(scaled)) + " " + u.name;
    }
    return {};
}

}  // namespace cp
